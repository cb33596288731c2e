"""The FlyPix browser: sign-in state, tenants → projects → folders (nested) → rasters → vectors and regions.

Every listing is fetched on demand (when a node is expanded) in a ``QgsTask``,
every page of it; a reply for a tree that was cleared or refreshed meanwhile is
dropped. Loading a vector or the regions of a raster also makes that raster's
project the one the chat talks about (a GeoSense session belongs to one FlyPix
project). Names and errors from FlyPix are shown as plain text only.
"""

from __future__ import annotations

import logging
import os
from typing import Any, Callable, Dict, List, Optional

from qgis.core import Qgis
from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, pyqtSignal
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .. import plain
from ..core.protocol.flypix_errors import AuthRequired
from ..core.protocol.flypix_models import source_of
from ..i18n import translated
from ..signals import Connections
from .loader import FlyPixLoader
from .session import FlyPixSession

log = logging.getLogger("geosense.flypix")

ROLE = Qt.ItemDataRole.UserRole
ICONS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(__file__))), "resources", "icons")
LOADABLE = ("vector", "regions", "imagery")
# the sources a vector can come from, shown next to its name (``tr(source)``)
SOURCE_LABELS = (QT_TRANSLATE_NOOP("GeoSenseFlyPix", "annotated"), QT_TRANSLATE_NOOP("GeoSenseFlyPix", "inference"))


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


def _icon(name: str) -> QIcon:
    path = os.path.join(ICONS, name)
    return QIcon(path) if os.path.exists(path) else QIcon()


class FlyPixPanel(QWidget):
    """Browse FlyPix and load vectors and regions as layers."""

    message = pyqtSignal(str, int)  # text, Qgis.MessageLevel value (for the message bar)
    signInRequested = pyqtSignal(str)  # reason ("" when the user asked)

    def __init__(self, session: FlyPixSession, loader: FlyPixLoader, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("GeoSenseFlyPixPanel")
        self.session = session
        self.loader = loader
        self._generation = 0

        self.account = plain.plain_label(QLabel(self))
        self.account.setTextFormat(Qt.TextFormat.PlainText)
        self.account.setWordWrap(True)
        self.sign_in_button = QPushButton(tr("Sign in…"), self)
        self.sign_out_button = QPushButton(tr("Sign out"), self)
        self.refresh_button = QToolButton(self)
        self.refresh_button.setText(tr("Refresh"))
        top = QHBoxLayout()
        top.addWidget(self.account, 1)
        top.addWidget(self.sign_in_button)
        top.addWidget(self.sign_out_button)
        top.addWidget(self.refresh_button)

        self.project_label = plain.plain_label(QLabel(self))
        self.project_label.setTextFormat(Qt.TextFormat.PlainText)
        self.project_label.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderHidden(True)
        self.tree.setAccessibleName(tr("FlyPix projects, folders, rasters and vectors"))
        self.load_button = QPushButton(tr("Load"), self)
        self.load_button.setToolTip(tr("Load the selected vector, regions or imagery as a layer"))
        self.chat_button = QPushButton(tr("Chat about this project"), self)
        self.cancel_button = QPushButton(tr("Cancel"), self)
        actions = QHBoxLayout()
        actions.addWidget(self.load_button)
        actions.addWidget(self.chat_button)
        actions.addStretch(1)
        actions.addWidget(self.cancel_button)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)
        self.progress.hide()
        self.status = plain.plain_label(QLabel(self))
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # FlyPix's error details and names: never markup
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        box.addLayout(top)
        box.addWidget(self.project_label)
        box.addWidget(self.tree, 1)
        box.addLayout(actions)
        box.addWidget(self.progress)
        box.addWidget(self.status)

        self.sign_in_button.clicked.connect(lambda: self.signInRequested.emit(""))
        self.sign_out_button.clicked.connect(lambda: self.session.sign_out())
        self.refresh_button.clicked.connect(self.refresh)
        self.load_button.clicked.connect(self.load_current)
        self.chat_button.clicked.connect(self.chat_about_current)
        self.cancel_button.clicked.connect(self.loader.cancel)
        self.tree.itemExpanded.connect(self._expand)
        self.tree.itemDoubleClicked.connect(lambda item, _col: self.load_item(item))
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self._connections = Connections()
        for signal, slot in [
            (session.signedIn, self._on_signed_in),
            (session.signedOut, self._on_signed_out),
            (session.authRequired, self._on_auth_required),
            (session.projectChanged, lambda *_: self._update_account()),
            (session.serverChanged, self.refresh),
            (loader.started, self._on_load_started),
            (loader.loaded, self._on_loaded),
            (loader.failed, self._on_load_failed),
            (loader.cancelled, self._on_load_cancelled),
            (loader.links.failed, lambda text: self._say(text, Qgis.MessageLevel.Warning, bar=True)),
        ]:
            self._connections.connect(signal, slot)
        self._update_account()
        self.refresh()

    # -- state ---------------------------------------------------------------------------

    def _update_account(self) -> None:
        session = self.session
        if session.signed_in and session.with_key:
            self.account.setText(tr("Signed in with an API key at {url}").format(url=session.base_url))
        elif session.signed_in:
            self.account.setText(tr("Signed in as {user} at {url}").format(user=session.username,
                                                                           url=session.base_url))
        else:
            self.account.setText(tr("Not signed in to FlyPix ({url})").format(url=session.base_url))
        self.sign_in_button.setVisible(not session.signed_in)
        self.sign_out_button.setVisible(session.signed_in)
        self.refresh_button.setEnabled(session.signed_in)
        if session.project_id:
            name = session.project_name or session.project_id
            self.project_label.setText(tr("Chat project: {name}").format(name=name))
        else:
            self.project_label.setText(tr("Chat project: none yet (load a vector or choose a project)"))
        self._update_buttons()

    def _update_buttons(self) -> None:
        info = self.info(self.tree.currentItem())
        kind = info.get("kind") if info else None
        loading = self.loader.busy
        self.load_button.setEnabled(self.session.signed_in and kind in LOADABLE and not loading)
        self.chat_button.setEnabled(self.session.signed_in and bool(info and info.get("project")))
        self.cancel_button.setVisible(loading)
        self.progress.setVisible(loading)

    def _say(self, text: str, level=Qgis.MessageLevel.Info, bar: bool = False) -> None:
        self.status.setText(text)
        if bar:
            self.message.emit(text, int(level))

    def _on_signed_in(self, _user: str) -> None:
        self._update_account()
        self._say("")
        self.refresh()

    def _on_signed_out(self) -> None:
        self._update_account()
        self.clear()

    def _on_auth_required(self, reason: str) -> None:
        self._update_account()
        self._say(reason, Qgis.MessageLevel.Warning)

    # -- tree ----------------------------------------------------------------------------

    @staticmethod
    def info(item: Optional[QTreeWidgetItem]) -> Optional[Dict[str, Any]]:
        return item.data(0, ROLE) if item is not None else None

    def clear(self) -> None:
        self._generation += 1
        for slot in self.session.runner.slots("browse:"):
            self.session.runner.forget(slot)
        self.tree.clear()
        self._update_buttons()

    def refresh(self) -> None:
        """List the tenants again (the tree is rebuilt lazily)."""
        self.clear()
        self._update_account()
        if not self.session.signed_in:
            return
        root = self.tree.invisibleRootItem()
        self._fetch(root, {"kind": "root"}, lambda client: client.tenants())

    def _placeholder(self, parent: QTreeWidgetItem, text: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(parent, [text])
        item.setData(0, ROLE, {"kind": "placeholder"})
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        return item

    def _add(self, parent: QTreeWidgetItem, text: str, info: Dict[str, Any], lazy: bool,
             icon: Optional[QIcon] = None) -> QTreeWidgetItem:
        item = QTreeWidgetItem(parent, [text])
        item.setData(0, ROLE, info)
        if icon is not None:
            item.setIcon(0, icon)
        if lazy:
            self._placeholder(item, tr("Loading…"))
        return item

    def _expand(self, item: QTreeWidgetItem) -> None:
        info = self.info(item) or {}
        if info.get("loaded") or info.get("fetching"):
            return
        kind = info.get("kind")
        if kind == "tenant":
            tid = info["tenant"]["tenant_id"]
            self._fetch(item, info, lambda client: client.projects(tid))
        elif kind in ("project", "folder"):
            pid = info["project"]["project_id"]
            folder_id = info["folder"]["folder_id"] if kind == "folder" else None
            self._fetch(item, info, lambda client: [{"folder": f} for f in client.folders(pid, folder_id)]
                        + [{"raster": r} for r in client.rasters(pid, folder_id)])
        elif kind == "raster":
            rid = info["raster"]["raster_id"]
            self._fetch(item, info, lambda client: client.vectors(rid))

    def _fetch(self, item: QTreeWidgetItem, info: Dict[str, Any], call: Callable[[Any], List[Dict[str, Any]]]) -> None:
        client = self.session.client
        if client is None or not self.session.signed_in:
            return
        generation = self._generation
        key = info.get("key", "root")
        if item is not self.tree.invisibleRootItem():
            info = dict(info, fetching=True)
            item.setData(0, ROLE, info)
        else:
            self._placeholder(item, tr("Loading…"))

        def done(children: List[Dict[str, Any]]) -> None:
            if generation != self._generation:
                return
            self._fill(item, info, children)

        def failed(exc: BaseException) -> None:
            if generation != self._generation:
                return
            text = translated(getattr(exc, "message", None) or str(exc)) if not isinstance(exc, AuthRequired) \
                else tr("Sign in to FlyPix to browse.")
            if item is not self.tree.invisibleRootItem():
                item.setData(0, ROLE, dict(info, fetching=False))
            _clear_children(item)
            self._placeholder(item, "⚠ " + text)
            self._say(text, Qgis.MessageLevel.Warning)

        self.session.runner.start(f"browse:{key}", tr("FlyPix: listing"), lambda task: call(client), done, failed)

    def _fill(self, item: QTreeWidgetItem, info: Dict[str, Any], children: List[Dict[str, Any]]) -> None:
        _clear_children(item)
        kind = info.get("kind")
        if item is not self.tree.invisibleRootItem():
            item.setData(0, ROLE, dict(info, loaded=True, fetching=False))
        if kind == "root":
            for tenant in children:
                self._add(item, str(tenant.get("name") or tenant.get("tenant_id")),
                          {"kind": "tenant", "key": f"t:{tenant.get('tenant_id')}", "tenant": tenant}, True)
            if len(children) == 1:
                self.tree.expandItem(self.tree.topLevelItem(0))
        elif kind == "tenant":
            for project in children:
                self._add(item, str(project.get("name") or project.get("project_id")),
                          {"kind": "project", "key": f"p:{project.get('project_id')}", "project": project}, True)
                if str(project.get("project_id")) == self.session.project_id and not self.session.project_name:
                    self.session.project_name = str(project.get("name") or "")  # chosen in an earlier session
                    self._update_account()
        elif kind in ("project", "folder"):
            project = info["project"]
            for child in children:
                if "folder" in child:
                    folder = child["folder"]
                    self._add(item, str(folder.get("name") or folder.get("folder_id")),
                              {"kind": "folder", "key": f"d:{folder.get('folder_id')}", "project": project,
                               "folder": folder}, True, _icon("folder.svg"))
                else:
                    raster = child["raster"]
                    self._add(item, str(raster.get("name") or raster.get("raster_id")),
                              {"kind": "raster", "key": f"r:{raster.get('raster_id')}", "project": project,
                               "raster": raster}, True)
        elif kind == "raster":
            for vector in children:
                source = source_of(vector)
                source_label = tr(source)  # noqa: TR002 - one of SOURCE_LABELS
                label = f"{vector.get('name') or vector.get('vector_id')} ({source_label})"
                self._add(item, label, {"kind": "vector", "key": f"v:{vector.get('vector_id')}",
                                        "project": info["project"], "raster": info["raster"], "vector": vector},
                          False, _icon(f"vector-{source}.svg"))
            self._add(item, tr("Regions"), {"kind": "regions", "key": f"g:{info['raster'].get('raster_id')}",
                                            "project": info["project"], "raster": info["raster"]}, False)
            self._add(item, tr("Imagery"), {"kind": "imagery", "key": f"i:{info['raster'].get('raster_id')}",
                                            "project": info["project"], "raster": info["raster"]}, False)
        if not children and kind != "raster":
            self._placeholder(item, tr("(empty)"))

    def current_raster(self) -> Optional[Dict[str, Any]]:
        """``{project, raster}`` of the raster the current item is or belongs to (None when it is none)."""
        info = self.info(self.tree.currentItem()) or {}
        if info.get("raster") and info.get("project"):
            return {"project": info["project"], "raster": info["raster"]}
        return None

    def add_section(self, widget: QWidget) -> None:
        """Put ``widget`` under the tree's buttons, above the progress and status lines."""
        box = self.layout()
        box.insertWidget(max(0, box.indexOf(self.progress)), widget)

    def find_item(self, kind: str, text: str) -> Optional[QTreeWidgetItem]:
        """The first item of ``kind`` whose label starts with ``text`` (tests and scripts)."""
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            item = stack.pop(0)
            info = self.info(item) or {}
            if info.get("kind") == kind and item.text(0).startswith(text):
                return item
            stack += [item.child(i) for i in range(item.childCount())]
        return None

    # -- loading and chat ----------------------------------------------------------------

    def load_current(self) -> bool:
        return self.load_item(self.tree.currentItem())

    def load_item(self, item: Optional[QTreeWidgetItem]) -> bool:
        info = self.info(item) or {}
        kind = info.get("kind")
        if kind not in LOADABLE or not self.session.signed_in:
            return False
        project = info["project"]
        self.session.set_project(str(project["project_id"]), str(project.get("name") or ""))
        if kind == "vector":
            self.loader.load_vector(project, info["raster"], info["vector"])
        elif kind == "imagery":
            self.loader.load_imagery(project, info["raster"])
        else:
            self.loader.load_regions(project, info["raster"])
        return True

    def chat_about_current(self) -> None:
        info = self.info(self.tree.currentItem()) or {}
        project = info.get("project")
        if project:
            self.session.set_project(str(project["project_id"]), str(project.get("name") or ""))
            self._say(tr("The chat now talks about {name}.").format(name=project.get("name")))

    def _on_load_started(self, what: str) -> None:
        self._say(tr("Loading {what}…").format(what=what))
        self._update_buttons()

    def _on_loaded(self, layer, notes: str) -> None:
        if hasattr(layer, "featureCount"):
            n = layer.featureCount()
            text = (tr("{name} loaded: {n} feature") if n == 1 else
                    tr("{name} loaded: {n} features")).format(name=layer.name(), n=n)
        else:
            text = tr("{name} loaded").format(name=layer.name())
        if notes:
            text += " — " + notes
        self._say(text, Qgis.MessageLevel.Warning if notes else Qgis.MessageLevel.Success, bar=bool(notes))
        self._update_buttons()

    def _on_load_failed(self, reason: str) -> None:
        self._say(reason, Qgis.MessageLevel.Critical, bar=True)
        self._update_buttons()

    def _on_load_cancelled(self) -> None:
        self._say(tr("Loading cancelled; nothing was added."))
        self._update_buttons()

    def close_panel(self) -> None:
        self._connections.disconnect_all()
        self.clear()


def _clear_children(item: QTreeWidgetItem) -> None:
    for child in item.takeChildren():
        del child

