"""Everything FlyPix in one removable piece: session, browser dock, loader, sign-in prompt, accepting.

The plugin creates one :class:`FlyPixExtension` when the FlyPix backend is
first chosen, handing it the core's extension interface
(:class:`~geosense_dock.extension_host.BackendHost`: the only part of the core it uses),
:meth:`activate`\\ s it while FlyPix is the backend and
:meth:`deactivate`\\ s it when the user switches back to a GeoSense agent;
:meth:`unload` removes every widget, dock and connection it made.

Nothing of it outlives :meth:`unload`: no widget, dock or connection it made stays behind.
"""

from __future__ import annotations

import logging
import math
import time
from typing import Callable, Optional

from qgis.core import Qgis, QgsProject
from qgis.gui import QgsDockWidget
from qgis.PyQt.QtCore import QCoreApplication, QObject, Qt, QTimer, pyqtSignal

from ..core import composer_markup as cm
from ..core.protocol.flypix_contexts import FlyPixArtifacts
from ..core.protocol.flypix_geosense import message_length_problem
from ..core.protocol.flypix_transport import NOT_OFFERED, FlyPixEndpoint
from ..core.protocol.transport import Endpoint
from ..extension_host import BackendHost
from ..i18n import mirror, translated
from ..network import install_project_preprocessor, remove_project_preprocessor
from ..settings import Settings
from ..signals import Connections
from .accept import FlyPixAcceptBox, FlyPixAcceptor
from .checks import ConnectionCheck
from .loader import FlyPixLoader
from .panel import FlyPixPanel
from .run_box import FlyPixRunBox
from .runs import FlyPixRuns
from .session import FlyPixSession
from .signin import SignInDialog

log = logging.getLogger("geosense.flypix")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


class FlyPixExtension(QObject):
    """``chatProjectChanged``: the chat must reconnect (the FlyPix project changed)."""

    chatProjectChanged = pyqtSignal()

    def __init__(self, iface, settings: Settings, host: Optional[BackendHost] = None,
                 endpoint_factory: Optional[Callable[[str], Endpoint]] = None,
                 project: Optional[QgsProject] = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.iface = iface
        self.settings = settings
        self.host = host if host is not None else BackendHost(iface, parent=self)  # alone: no chat, no review
        self.project = project or QgsProject.instance()
        self.active = False
        self.session = FlyPixSession(settings, self.project, endpoint_factory, self)
        self.loader = FlyPixLoader(self.session, self.project, self)
        self.loader.links.watch(iface.mapCanvas() if hasattr(iface, "mapCanvas") else None)
        # accepted annotations get their provenance
        self.acceptor = FlyPixAcceptor(self.session, self.project, self, tracker=self.host.provenance_tracker())
        # imagery saved with a project is read through QGIS's proxy too (never the environment's)
        self._preprocessor = install_project_preprocessor()
        self.panel = FlyPixPanel(self.session, self.loader)
        self.runs = FlyPixRuns(self.session, self.loader, self.project, self)  # outlives the dock being closed
        self.runs.parent_widget = iface.mainWindow()
        canvas = iface.mapCanvas() if hasattr(iface, "mapCanvas") else None
        self.run_box = FlyPixRunBox(self.runs, self.panel, canvas, iface)
        self.panel.add_section(self.run_box)
        self.dock = mirror(QgsDockWidget(tr("FlyPix"), iface.mainWindow()))
        self.dock.setObjectName("GeoSenseFlyPixDock")
        self.dock.setWidget(self.panel)
        iface.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()
        self.sign_in_dialog: Optional[SignInDialog] = None
        self._checking = False  # our compose check is in the dock
        self._told = False  # the "what this backend does not offer" notice, once per activation
        self.accept_box: Optional[FlyPixAcceptBox] = None
        self._connections = Connections()
        self.check = ConnectionCheck()  # when the connection check may ask FlyPix (docs/flypix.md)
        self._wait_until = 0.0  # clock time a wait for a busy FlyPix ends (0: none)
        self._wait_status = 0
        self._wait_path = ""
        self._wait_timer = QTimer(self)
        self._wait_timer.setInterval(1000)
        self._wait_timer.timeout.connect(self._show_wait)
        self._connect(self.session.waiting, self._on_waiting)
        self._connect(self.session.serverChanged, self._gate_client)
        self._connect(self.panel.tree.itemExpanded, lambda *_: self.user_acted())
        self._connect(self.panel.refresh_button.clicked, lambda *_: self.user_acted())
        self._connect(self.loader.started, lambda *_: self.user_acted())
        if self.host.has_chat_dock():
            self.check.set_visible(self.host.chat_visible())
            self._connect(self.host.chatVisibilityChanged, self._on_visibility)
        else:
            self.check.set_visible(not self.dock.isHidden())
            self._connect(self.dock.visibilityChanged, self._on_visibility)
        # the dock rewrites its answer line each second of a stall: ours wins while waiting
        self._connect(self.host.stallTicked, lambda *_: self._show_wait())
        self._connect(self.host.stopPressed, self._stop_waits)
        self._gate_client()
        self._connect(self.panel.signInRequested, self.prompt_sign_in)
        self._connect(self.session.authRequired, self._on_auth_required)
        self._connect(self.session.projectChanged, self._on_project_changed)
        self._connect(self.panel.message, self._bar)
        self._connect(self.acceptor.message, self._bar)
        self._connect(self.runs.message, self._run_message)
        self._attach_accept_box()
        if self.accept_box is not None:
            self._connect(self.accept_box.button.clicked, lambda *_: self.user_acted())

    def _connect(self, signal, slot) -> None:
        self._connections.connect(signal, slot)

    # -- backend switching -------------------------------------------------------------

    def activate(self) -> None:
        """FlyPix is the backend: show the browser, sign in with stored credentials, route artifacts."""
        self.session.configure()
        self.active = True
        self.dock.show()
        if not self.session.signed_in and not self.session.runner.busy("sign-in"):
            self.session.sign_in_stored()
        if self.host.has_review():
            self.host.set_uploader(self.artifacts())
        if self.accept_box is not None:
            self.accept_box.refresh()
        self._adapt_dock(True)

    def _adapt_dock(self, flypix: bool) -> None:
        """While FlyPix is the backend: no control that cannot work, a length check, one plain notice."""
        if not self.host.has_chat_dock():
            return
        self.host.set_backend_tools_visible(not flypix)  # the public API runs no backend tools on request
        if flypix and not self._checking:
            self._checking = True
            self.host.add_compose_check(self._compose_check)
        elif not flypix and self._checking:
            self._checking = False
            self.host.remove_compose_check(self._compose_check)
        if flypix and not self._told:
            self._told = True
            self.host.notice(translated(NOT_OFFERED), "info")
        elif not flypix:
            self._told = False

    def _compose_check(self, segments) -> bool:
        """A message FlyPix would refuse (over 10,000 characters) is not sent and stays in the composer."""
        self.user_acted()
        problem = message_length_problem(cm.to_markup(segments))
        if problem:
            self.host.notice(tr("Message not sent: {reason}").format(reason=translated(problem)), "error")
            return False
        return True

    def deactivate(self) -> None:
        """Back to a GeoSense agent: hide the browser and let the integration upload to the agent again."""
        if not self.active:
            return
        self.active = False
        self._adapt_dock(False)
        self.dock.hide()
        if self.sign_in_dialog is not None:
            self.sign_in_dialog.reject()
        self._stop_waits()  # a chat turn waiting for a busy FlyPix would send the message again, unasked
        self._end_wait()
        self.host.set_uploader(None)  # the agent's own again
        if self.accept_box is not None:
            self.accept_box.setVisible(False)

    def endpoint(self) -> FlyPixEndpoint:
        return self.session.endpoint()

    def chat_session_id(self) -> Optional[str]:
        if self.host.transport_kind() == "flypix":
            return self.host.transport().session_id
        return None

    def artifacts(self) -> FlyPixArtifacts:
        if self.session.client is None:
            raise RuntimeError("FlyPix artifacts asked for while signed out")
        ledger = self.host.ledger()  # the preparer's uploads go into the Sent records
        return FlyPixArtifacts(self.session.client, self.chat_session_id, self.session.uploads,
                               on_written=ledger.artifact_written if ledger is not None else None)

    # -- the connection check -------------------------------------------------------------

    def _gate_client(self) -> None:
        if self.session.client is not None:
            self.session.client.check_gate = self.check.due

    def _on_visibility(self, visible: bool) -> None:
        if self.check.set_visible(bool(visible)):
            self._check_now()

    def user_acted(self) -> None:
        """The user did something: after a pause, the connection is checked at once."""
        if self.check.activity():
            self._check_now()

    def _check_now(self) -> None:
        if self.active and self.host.transport_kind() == "flypix":
            self.host.transport().reconnect_now()  # wakes its connection check, which asks FlyPix now

    # -- waiting for a busy FlyPix -------------------------------------------------------

    def _on_waiting(self, status: int, until: float, path: str) -> None:
        """FlyPix answered 429 or 503 and the request waits (``status`` 0: the wait is over)."""
        if not status:
            if path == self._wait_path:
                self._end_wait()
            return
        self._wait_status, self._wait_until, self._wait_path = status, until, path
        text = self._wait_text()
        log.info("%s", text)
        if "/geosense/" in path:
            self.host.notice(text, "info", ("flypix-wait",))
        elif path.endswith("/annotations"):
            self._bar(text, int(Qgis.MessageLevel.Info))
        self._show_wait()
        self._wait_timer.start()

    def _wait_text(self) -> str:
        seconds = max(0, math.ceil(self._wait_until - time.time() - 0.05))
        at = time.strftime("%H:%M:%S", time.localtime(self._wait_until))
        text = tr("FlyPix is busy (HTTP {status}), asking again in {seconds} s (at {time}).").format(
            status=self._wait_status, seconds=seconds, time=at)
        if "/geosense/" in self._wait_path:
            return text + " " + tr("Press Stop to give up.")
        if self._wait_path.endswith("/annotations") or "/features" in self._wait_path:
            return text + " " + tr("Cancel its task in the status bar to give up.")
        return text

    def _wait_label(self):
        """Where the countdown shows: the accept row, else the panel's status (None: the dock's answer line)."""
        if "/geosense/" in self._wait_path:
            return None
        if self._wait_path.endswith("/annotations") and self.accept_box is not None:
            return self.accept_box.status
        return self.panel.status

    def _show_wait(self) -> None:
        if not self._wait_until:
            self._wait_timer.stop()
            return
        label = self._wait_label()
        if label is not None:
            label.setText(self._wait_text())
        elif self.host.answer_status_visible():
            self.host.show_answer_status(self._wait_text())

    def _end_wait(self) -> None:
        label = self._wait_label()
        self._wait_until, self._wait_status = 0.0, 0
        self._wait_timer.stop()
        if label is not None:
            label.setText("")
        elif self.host.answer_status_visible():
            self.host.clear_answer_status()

    def _stop_waits(self) -> None:
        """The dock's Stop also ends a wait for a busy FlyPix."""
        client = self.session.client
        if client is not None and client.interrupt_waits():
            log.info("the wait for FlyPix was stopped by the user")

    # -- sign-in -------------------------------------------------------------------------

    def _on_auth_required(self, reason: str) -> None:
        if self.active:
            self.prompt_sign_in(reason)

    def prompt_sign_in(self, reason: str = "") -> SignInDialog:
        """Show the sign-in dialog (once; an open one gets the new reason)."""
        dialog = self.sign_in_dialog
        if dialog is not None and dialog.isVisible():
            if reason:
                dialog.set_reason(reason)
            dialog.raise_()
            return dialog
        dialog = SignInDialog(self.session, reason, self.iface.mainWindow())
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(lambda _result: self._forget_dialog(dialog))
        self.sign_in_dialog = dialog
        dialog.open()
        return dialog

    def _forget_dialog(self, dialog: SignInDialog) -> None:
        if self.sign_in_dialog is dialog:
            self.sign_in_dialog = None
        dialog.deleteLater()

    # -- chat project ----------------------------------------------------------------------

    def _on_project_changed(self, _project_id: str, name: str) -> None:
        log.info("the chat now talks about FlyPix project %s", name or _project_id)
        if self.active:
            self.chatProjectChanged.emit()
        if self.accept_box is not None:
            self.accept_box.refresh()

    # -- accepting ----------------------------------------------------------------------

    def _attach_accept_box(self) -> None:
        """An "Accept into FlyPix" row under the suggestion review panel, when there is one."""
        if not self.host.has_review():
            return
        self.accept_box = FlyPixAcceptBox(self.acceptor, self.host.review_layer, self.host.review_fids)
        self.host.add_review_widget(self.accept_box)
        self._connect(self.acceptor.accepted, lambda *_: self.host.reload_review())

    def _run_message(self, text: str, level: int) -> None:
        """What a model run says: warnings and errors also in the message bar (the dock may be closed)."""
        if level in (int(Qgis.MessageLevel.Warning), int(Qgis.MessageLevel.Critical), int(Qgis.MessageLevel.Success)):
            self._bar(text, level)

    def _bar(self, text: str, level: int) -> None:
        self.host.message_bar(tr("FlyPix"), str(text), level)  # plain text: the bar renders markup

    # -- lifecycle -------------------------------------------------------------------------

    def unload(self) -> None:
        self._wait_timer.stop()
        self._stop_waits()
        if self.active:  # uploads go to the agent's own uploader again
            self.active = False
            self.host.set_uploader(None)
        remove_project_preprocessor(self._preprocessor)
        self._preprocessor = ""
        if self.session.client is not None:
            self.session.client.check_gate = None
        self._adapt_dock(False)
        self._connections.disconnect_all()
        self.session.runner.forget_all()
        if self.sign_in_dialog is not None:
            self.sign_in_dialog.reject()
            self.sign_in_dialog = None
        if self.accept_box is not None:
            self.host.remove_review_widget(self.accept_box)
            self.accept_box.close_box()
            self.accept_box.setParent(None)
            self.accept_box.deleteLater()
            self.accept_box = None
        self.runs.close()
        self.run_box.close_box()
        self.panel.close_panel()
        self.loader.links.close()
        self.iface.removeDockWidget(self.dock)
        self.dock.setParent(None)
        self.dock.deleteLater()
        self.session.close()
