"""Plugin shell: actions, dock, translator; ``unload`` removes all of it."""

from __future__ import annotations

import logging
import os
from typing import TYPE_CHECKING, Any, List, Optional

from qgis.PyQt.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from qgis.PyQt.QtGui import QIcon, QKeySequence
from qgis.PyQt.QtWidgets import QAction

from .geosense_dock import credentials
from .geosense_dock import log as plugin_log
from .geosense_dock.core.protocol.transport import Endpoint
from .geosense_dock.i18n import set_layout_direction
from .geosense_dock.notices import NoticeSink
from .geosense_dock.settings import Settings
from .geosense_dock.signals import Connections

if TYPE_CHECKING:
    from .geosense_dock.integration import MapIntegration

HERE = os.path.dirname(__file__)
MENU = "&GeoSense"
FOCUS_SHORTCUT = "Ctrl+Alt+G"  # focus the composer (changeable in Settings > Keyboard Shortcuts)

log = logging.getLogger("geosense.plugin")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class GeoSensePlugin:
    def __init__(self, iface) -> None:
        self.iface = iface
        self.translator: Optional[QTranslator] = None
        self.actions: List[QAction] = []
        self.dock = None
        self.controller = None
        self.settings: Optional[Settings] = None
        self.notices: Optional[NoticeSink] = None  # made with the controller in initGui
        self.integration: Optional[MapIntegration] = None  # the map side (geosense_dock/integration), made in initGui
        self.extensions: List[Any] = []  # what initGui set up that has ``unload`` (the integration)
        self._connections = Connections()
        self.flypix = None  # the FlyPix backend (geosense_dock/flypix), made when first chosen
        self.host = None  # the extension interface FlyPix is handed (geosense_dock/extension_host.py)
        self.provider = None  # the Processing provider (geosense_dock/processing)

    # ------------------------------------------------------------ lifecycle
    def initProcessing(self) -> None:  # noqa: N802 (QGIS API)
        """The GeoSense algorithms in the Processing toolbox. QGIS calls this alone in ``qgis_process``
        (no iface, no dock); ``initGui`` calls it in the desktop. Needs nothing of the GUI."""
        plugin_log.install()
        self._install_translator()
        if self.provider is not None:
            return
        from qgis.core import QgsApplication

        from .geosense_dock.processing import GeoSenseProvider

        self.provider = GeoSenseProvider(tracker=self._provenance_tracker)
        if not QgsApplication.processingRegistry().addProvider(self.provider):
            log.warning("the GeoSense Processing provider could not be added")
            self.provider = None

    def _provenance_tracker(self):
        """The provenance tracker of the map integration (None before initGui, or headless)."""
        return self.integration.provenance.tracker if self.integration is not None else None

    def initGui(self) -> None:  # noqa: N802 (QGIS API)
        self.initProcessing()
        from .geosense_dock.ui.controller import ChatController
        from .geosense_dock.ui.dock import GeoSenseDock
        from .geosense_dock.ui.notices import Notices

        self.settings = Settings.load()
        self.controller = ChatController()
        self.notices = Notices(self.controller, self.iface)  # every part that tells the user something gets it
        self.dock = GeoSenseDock(self.controller, self.iface.mainWindow())
        self.iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.settingsRequested.connect(self.show_settings)

        icon = QIcon(os.path.join(HERE, "resources", "icons", "geosense.svg"))
        self.toggle_action = QAction(icon, tr("GeoSense"), self.iface.mainWindow())
        self.toggle_action.setObjectName("GeoSenseToggleDock")
        self.toggle_action.setToolTip(tr("Show or hide the GeoSense dock"))
        self.dock.setToggleVisibilityAction(self.toggle_action)
        self.iface.addToolBarIcon(self.toggle_action)
        self.iface.addPluginToMenu(MENU, self.toggle_action)
        self.settings_action = QAction(tr("GeoSense Settings…"), self.iface.mainWindow())
        self.settings_action.setObjectName("GeoSenseSettings")
        self.settings_action.triggered.connect(self.show_settings)
        self.iface.addPluginToMenu(MENU, self.settings_action)
        self.focus_action = QAction(tr("Focus the GeoSense composer"), self.iface.mainWindow())
        self.focus_action.setObjectName("GeoSenseFocusComposer")
        self.focus_action.setToolTip(tr("Open the GeoSense dock and type your question"))
        self.focus_action.setShortcut(QKeySequence(FOCUS_SHORTCUT))
        self.focus_action.triggered.connect(self.dock.focus_composer)
        self.iface.mainWindow().addAction(self.focus_action)  # the shortcut works anywhere in the window
        _iface_call(self.iface, "registerMainWindowAction", self.focus_action, FOCUS_SHORTCUT)
        self.iface.addPluginToMenu(MENU, self.focus_action)
        self.actions = [self.toggle_action, self.settings_action, self.focus_action]

        self._setup_extensions()
        self.dock.show()
        self.connect_agent()
        self._setup_history()

    def unload(self) -> None:
        if self.provider is not None:
            from qgis.core import QgsApplication

            QgsApplication.processingRegistry().removeProvider(self.provider)  # deletes the provider
            self.provider = None
        self.unload_flypix()
        self.release_host()
        for extension in reversed(self.extensions):
            try:
                extension.unload()
            except Exception:  # noqa: BLE001 - unloading goes on whatever happens
                log.exception("unloading %s failed", type(extension).__name__)
        self.extensions = []
        self.integration = None
        self._connections.disconnect_all()
        if self.controller is not None:
            self.controller.shutdown()
        for action in self.actions:
            if action.objectName() == "GeoSenseFocusComposer":
                _iface_call(self.iface, "unregisterMainWindowAction", action)
                self.iface.mainWindow().removeAction(action)
            self.iface.removePluginMenu(MENU, action)
            self.iface.removeToolBarIcon(action)
            action.deleteLater()
        self.actions = []
        if self.dock is not None:
            self.dock.remember_width()
            self.iface.removeDockWidget(self.dock)
            self.dock.setParent(None)
            self.dock.deleteLater()
            self.dock = None
        if self.controller is not None:
            self.controller.deleteLater()
            self.controller = None
        self.notices = None
        if self.translator is not None:
            QCoreApplication.removeTranslator(self.translator)
            self.translator = None
        set_layout_direction(Qt.LayoutDirection.LeftToRight)
        plugin_log.uninstall()

    # ------------------------------------------------------------ parts
    def _install_translator(self) -> None:
        """Install i18n/geosense_<lang>.qm for the language QGIS itself runs in.

        ``QgsApplication.locale()`` is the user's choice in Settings > Options > General
        when ``locale/overrideFlag`` is set (``locale/userLocale``), else the system's.
        """
        from qgis.core import QgsApplication

        if self.translator is not None:  # initProcessing and initGui both ask
            return
        locale = QgsApplication.locale() or QLocale().name()
        translator = QTranslator()
        # tries geosense_de_DE.qm, then geosense_de.qm
        if translator.load(QLocale(locale), "geosense", "_", os.path.join(HERE, "i18n"), ".qm"):
            QCoreApplication.installTranslator(translator)
            self.translator = translator
            # the plugin's widgets are written the way the loaded language is (Arabic: right to left)
            language = getattr(translator, "language", lambda: "")() or locale
            set_layout_direction(QLocale(language).textDirection())
        else:
            log.debug("no GeoSense translation for %s", locale)
            set_layout_direction(Qt.LayoutDirection.LeftToRight)

    def _setup_extensions(self) -> None:
        """The map side hooks into the dock here (it has ``unload``). When it cannot be imported (a broken
        install), the chat works without it: the reason is logged and shown, never swallowed."""
        self.extensions = []
        if self.notices is None:  # initGui makes it first
            return
        try:
            from .geosense_dock.integration import setup_extensions
        except ImportError as exc:
            log.exception("the GeoSense map side could not be loaded")
            self.notices.notice(tr("The map side of GeoSense could not be loaded ({0}): the chat works, but without "
                                   "references, contexts or results. See the GeoSense log.").format(exc), "error")
            return
        self.extensions = setup_extensions(self.iface, self.dock, self.controller, self.notices, self.endpoint)
        self.integration = self.extensions[0]

    def _setup_history(self) -> None:
        """The conversation is saved with the project and restored when one is read."""
        from qgis.core import QgsProject

        from .geosense_dock.history import ProjectHistory

        self.history = ProjectHistory(QgsProject.instance(), self.controller)
        self.history.attach(self.connect)

    def connect(self, signal, slot) -> None:
        """Connect and remember, so ``unload`` disconnects."""
        self._connections.connect(signal, slot)

    def endpoint(self) -> Endpoint:
        settings = self.settings
        if settings is None:
            raise RuntimeError("initGui has not run: there are no settings yet")
        token = credentials.load_token(settings.auth_config_id) if settings.auth_config_id else None
        return Endpoint(base_url=settings.base_url, token=token, proxy=_qgis_proxy(settings.base_url),
                        ca_pem=_qgis_extra_cas())

    def connect_agent(self) -> None:
        if self.settings is None or self.controller is None or self.notices is None:  # not loaded (or unloaded)
            return
        problems = self.settings.problems()
        if problems:
            self.notices.notice(tr("Settings problem: {0}").format("; ".join(problems)), "error")
            return
        self.controller.allow_backend_tools = self.settings.allow_backend_tools
        if self.settings.backend == "flypix":
            flypix = self._flypix()
            flypix.activate()
            self.controller.connect_to(flypix.endpoint(), "flypix")
            return
        if self.flypix is not None:
            self.flypix.deactivate()
        self.controller.connect_to(self.endpoint(), self.settings.transport)
        if self.integration is not None:  # artifact uploads and downloads follow too
            self.integration.agent_changed()

    def backend_host(self):
        """The extension interface a backend extension is handed: the dock, the controller, the map
        integration and the notice sink behind declared methods (geosense_dock/extension_host.py)."""
        if self.host is None:
            from .geosense_dock.extension_host import BackendHost

            self.host = BackendHost(self.iface, self.dock, self.controller, self.integration, self.notices)
        return self.host

    def unload_flypix(self) -> None:
        """Unload the FlyPix backend (its dock, widgets, connections); the rest of the plugin stays."""
        if self.flypix is not None:
            try:
                self.flypix.unload()
            except Exception:  # noqa: BLE001 - unloading goes on whatever happens
                log.exception("unloading the FlyPix backend failed")
            self.flypix = None

    def release_host(self) -> None:
        """Take back all a backend extension added to the core (whether or not it unloaded itself)."""
        if self.host is not None:
            self.host.release()
            self.host.deleteLater()
            self.host = None

    def _flypix(self):
        """The FlyPix backend: browser dock, sign-in, loading and accepting (see docs/flypix.md)."""
        if self.flypix is None:
            from .geosense_dock.flypix import FlyPixExtension

            self.flypix = FlyPixExtension(
                self.iface, self.settings, self.backend_host(),
                endpoint_factory=lambda url: Endpoint(base_url=url, proxy=_qgis_proxy(url), ca_pem=_qgis_extra_cas()))
            self.flypix.chatProjectChanged.connect(self.connect_agent)
        return self.flypix

    def show_settings(self) -> None:
        from .geosense_dock.ui.settings_dialog import SettingsDialog

        if self.settings is None:
            return
        dialog = SettingsDialog(self.settings, self.iface.mainWindow())
        from .geosense_dock.flypix.settings_box import attach as attach_backend_choice

        attach_backend_choice(dialog, self.settings)  # GeoSense agent or FlyPix; saved on OK
        from .geosense_dock.ui.policy_box import attach as attach_policy

        attach_policy(dialog)  # the sharing policy (locked items shown locked); saved on OK
        try:
            accepted = dialog.exec()
        finally:
            dialog.deleteLater()  # with it the token typed in: it goes to the auth database, nowhere else
        if accepted:
            self.connect_agent()


def _iface_call(iface, name: str, *args) -> None:
    """Call an iface method some interfaces (scripts, test doubles) lack."""
    method = getattr(iface, name, None)
    if method is None:
        return
    try:
        method(*args)
    except Exception:  # noqa: BLE001 - registering a shortcut is optional
        log.debug("iface.%s failed", name, exc_info=True)


def _qgis_proxy(url: str) -> Optional[str]:
    """The proxy the QGIS network settings give for ``url`` ("http://host:port"), if any."""
    from .geosense_dock.network import qgis_proxy

    return qgis_proxy(url)


def _qgis_extra_cas() -> Optional[str]:
    """CA certificates the user added to QGIS (auth database and extra CA file), as PEM."""
    try:
        from qgis.core import QgsApplication

        manager = QgsApplication.authManager()
        certs = list(manager.databaseCAs()) + list(manager.extraFileCAs())
    except Exception:  # noqa: BLE001 - no extra CAs is a valid answer
        return None
    pem = "".join(bytes(cert.toPem()).decode("ascii", "ignore") for cert in certs)
    return pem or None
