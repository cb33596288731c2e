"""Clicks and hovers on the links of a message: ``geosense://`` actions (PROTOCOL.md section 4) on the map.

Each action ``X`` is a method ``act_X``: select and zoom to a reference, make
a layer active, open a web link (http/https only), answer a question, run a
tool button (through :mod:`.client_tools`). Hovering highlights what a link
names. Nothing here raises into Qt; nothing here builds a widget.
"""

from __future__ import annotations

import logging

from qgis.core import Qgis, QgsProject
from qgis.PyQt.QtCore import QCoreApplication, QUrl
from qgis.PyQt.QtGui import QDesktopServices

from .. import plain
from ..core.conversation import Message
from ..core.markup.writers import answer_markup
from ..map import QgisResolver, VectorRegistry, navigate
from ..notices import NoticeSink
from ..ui.controller import ChatController
from ..ui.dock import GeoSenseDock
from .client_tools import ClientTools

log = logging.getLogger("geosense.integration")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class LinkActions:
    def __init__(self, iface, controller: ChatController, dock: GeoSenseDock, resolver: QgisResolver,
                 registry: VectorRegistry, project: QgsProject, tools: ClientTools, notices: NoticeSink) -> None:
        self.iface = iface
        self.canvas = iface.mapCanvas()
        self.controller = controller
        self.dock = dock
        self.resolver = resolver
        self.registry = registry
        self.project = project
        self.tools = tools
        self.notices = notices
        self._hover = None  # highlight shown while the pointer is on a reference

    def on_action(self, message: Message, action: str, params: dict) -> None:
        try:
            handler = getattr(self, f"act_{action}", None)
            if handler is None:
                log.info("no handler for action %s", action)
                return
            handler(message, params)
        except Exception:  # noqa: BLE001 - a click never raises into Qt
            log.exception("action %s failed", action)
            self.notices.notice(tr("That did not work; see the GeoSense log for details."), "error")

    def _layer_and_fid(self, params: dict):
        info = self.resolver.annotation(params.get("id"), params.get("v") or None, params.get("message_vectors", ()))
        if not hasattr(info, "vector_id"):
            return None, None, getattr(info, "reason", "")
        layer = self.registry.layer_for(info.vector_id)
        feature = self.registry.feature_for(layer, info.id) if layer is not None else None
        if feature is None:
            return None, None, tr("the feature is gone")
        return layer, feature.id(), ""

    def _ensure_visible(self, layer) -> bool:
        node = self.project.layerTreeRoot().findLayer(layer.id())
        if node is None or node.isVisible():
            return True
        if plain.ask(self.iface.mainWindow(), tr("GeoSense"),
                     tr("The layer “{0}” is hidden. Show it to see the feature?").format(layer.name())):
            node.setItemVisibilityCheckedParentRecursive(True)
            return True
        return False

    def act_ref(self, message: Message, params: dict) -> None:
        layer, fid, reason = self._layer_and_fid(params)
        if layer is None:
            plain.push(self.iface.messageBar(), tr("GeoSense"), tr("Reference not found: {0}").format(reason),
                       Qgis.MessageLevel.Warning, 5)
            return
        if self._ensure_visible(layer):
            navigate.select_and_zoom(self.canvas, layer, fid)
            navigate.flash(self.canvas, layer, [fid])

    def act_class(self, message: Message, params: dict) -> None:
        pass  # hover shows the class; a click has no further meaning on the map

    def act_vector(self, message: Message, params: dict) -> None:
        layer = self.registry.layer_for(params.get("id", ""))
        if layer is not None:
            navigate.set_active_layer(self.iface, layer)

    def act_region(self, message: Message, params: dict) -> None:
        from ..map.contexts import parse_region_id

        parsed = parse_region_id(params.get("id", ""))
        if parsed is None:
            return
        vector_id, ann_id = parsed
        self.act_ref(message, {"id": ann_id, "v": vector_id})

    def act_link(self, message: Message, params: dict) -> None:
        kind = params.get("type")
        if kind == "annotation":
            self.act_ref(message, params)
        elif kind == "region":
            self.act_region(message, params)
        elif kind == "class":
            self.act_class(message, params)
        elif params.get("url"):
            self.act_open(message, params)

    def act_open(self, message: Message, params: dict) -> None:
        url = QUrl(params.get("url", ""))
        if url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)
        else:
            log.warning("refused to open a link with scheme %r", url.scheme())

    act_docs = act_open
    act_app = act_open

    def act_option(self, message: Message, params: dict) -> None:
        question = str(params.get("q", ""))
        index = params.get("index", params.get("i"))
        text = params.get("message") or params.get("label") or ""
        kinds = [k for k in (params.get("context") or []) if k]
        markup = answer_markup(question, text, int(index) if index is not None else None)
        sent = self.controller.send(markup, kinds or ())
        if sent is not None:
            self.dock.mark_answered(message, question, int(index) if index is not None else None)

    def act_tool(self, message: Message, params: dict) -> None:
        self.tools.run_button(message, params)

    # ------------------------------------------------------------ hover
    def on_hover(self, message: Message, action: str, params: dict) -> None:
        if self._hover is not None:
            self._hover.clear()
            self._hover = None
        if not action:
            return
        try:
            if action in ("ref", "link") and params.get("type", "annotation") == "annotation":
                layer, fid, _ = self._layer_and_fid(params)
                if layer is not None:
                    self._hover = navigate.highlight_features(self.canvas, layer, [fid])
            elif action == "region":
                from ..map.contexts import parse_region_id

                parsed = parse_region_id(params.get("id", ""))
                if parsed:
                    layer, fid, _ = self._layer_and_fid({"id": parsed[1], "v": parsed[0]})
                    if layer is not None:
                        self._hover = navigate.highlight_features(self.canvas, layer, [fid])
            elif action == "class":
                for layer in self.registry.shared_layers():
                    if any(c.id == params.get("id") for c in self.registry.classes(layer)):
                        self._hover = navigate.highlight_class(self.canvas, layer, params.get("id"), self.registry)
                        break
        except Exception:  # noqa: BLE001 - hovering never raises into Qt
            log.exception("hover failed")

    def unload(self) -> None:
        if self._hover is not None:
            self._hover.clear()
