"""Wires the map side into the dock: contexts, references, tools and results.

``setup_extensions`` is called by ``plugin.initGui``; every object it returns
has ``unload()``, called by ``plugin.unload``. Everything here runs on the GUI
thread; slow work (artifact uploads and downloads, similarity search, renders)
runs in QGIS tasks owned by the parts it calls.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Optional, Sequence

from qgis.core import (
    Qgis,
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsProject,
    QgsRectangle,
    QgsTask,
)
from qgis.gui import QgsDockWidget
from qgis.PyQt.QtCore import QCoreApplication, QObject, Qt, QUrl
from qgis.PyQt.QtGui import QDesktopServices
from qgis.PyQt.QtWidgets import QHBoxLayout, QMessageBox, QToolButton, QVBoxLayout, QWidget

from .core import composer_markup as cm
from .core.conversation import AGENT, Message
from .core.markup import parse, referenced_vectors
from .core.markup.writers import answer_markup, find_similar_response_markup
from .core.protocol.artifacts import ArtifactClient, ArtifactError
from .core.tools import request_id as tool_request_id
from .map import MessagePreparer, QgisResolver, SketchMapTool, SketchStore, VectorRegistry, compat, navigate
from .map.ask_actions import AskActions
from .map.pick_tool import PickMapTool
from .map.references import URI_MIME, ReferenceBuilder
from .map.results import ResultsManager, layer_state, sources_from_registry
from .ui.context_chips import ContextChips
from .ui.results_panel import ResultsPanel
from .ui.sharing_panel import SharingPanel
from .ui.suggestion_panel import SuggestionPanel

log = logging.getLogger("geosense.integration")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


def setup_extensions(iface, dock, controller, plugin) -> List[Any]:
    return [MapIntegration(iface, dock, controller, plugin)]


class MapIntegration(QObject):
    def __init__(self, iface, dock, controller, plugin) -> None:
        super().__init__(dock)
        self.iface = iface
        self.dock = dock
        self.controller = controller
        self.plugin = plugin
        self.project = QgsProject.instance()
        self.canvas = iface.mapCanvas()
        self.registry = VectorRegistry(self.project)
        self.sketches = SketchStore(self.canvas)
        self.uploader = self._make_uploader()
        self.preparer = MessagePreparer(self.registry, self.canvas, self.uploader, self.sketches,
                                        active_layer=iface.activeLayer)
        self.resolver = QgisResolver(self.registry, iface.activeLayer)
        self.results = ResultsManager(self.project, self.canvas)
        self._hover = None  # highlight shown while the pointer is on a reference
        self._tasks: List[QgsTask] = []
        self._runs: list = []
        self._artifacts: Dict[str, Any] = {}  # data artifacts fetched for interpolation
        self._connections: list = []

        controller.preparer = self.prepare
        controller.tool_handlers.update({
            "highlight": self.tool_highlight,
            "find-similar": self.tool_find_similar,
            "set-map-view": self.tool_set_map_view,
        })
        self.references = ReferenceBuilder(self.registry, self.resolver, ask=self._yes_no, tell=self._tell)
        self._build_widgets()
        self._wire_composer()
        self.ask_actions = AskActions(iface, self.references, self.ask_about, tell=self._tell, parent=self)
        self._connect(dock.messageAction, self.on_action)
        self._connect(dock.messageHover, self.on_hover)
        self._connect(controller.messageAdded, self.on_message)
        self._connect(controller.messageUpdated, lambda m, _d: self.on_message(m))
        self._connect(self.registry.layerChanged, lambda *_: self.refresh_views())
        self._connect(self.registry.sharingChanged, self.refresh_views)
        self._connect(self.project.cleared, self._on_project_cleared)
        if hasattr(controller, "conversationReset"):
            self._connect(controller.conversationReset, self._attach_existing)
        self._attach_existing()

    # ------------------------------------------------------------ set-up
    def _connect(self, signal, slot) -> None:
        signal.connect(slot)
        self._connections.append((signal, slot))

    def _make_uploader(self) -> ArtifactClient:
        endpoint = self.plugin.endpoint() if self.plugin is not None else None
        if endpoint is None:
            return ArtifactClient("http://127.0.0.1:3003")
        return ArtifactClient(endpoint.base_url, endpoint.token)

    def agent_changed(self) -> None:
        """The agent URL or token changed: upload again to the new agent."""
        self.uploader.close()
        self.uploader = self._make_uploader()
        self.preparer.set_uploader(self.uploader)

    def _build_widgets(self) -> None:
        dock = self.dock
        self.chips = ContextChips(self.registry, self.canvas, self.sketches, dock)
        dock.context_chips = self.chips
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.chips, 1)
        self.layers_button = QToolButton(dock)
        self.layers_button.setText(tr("Layers"))
        self.layers_button.setToolTip(tr("Choose which layers are shared with GeoSense"))
        self.layers_button.setCheckable(True)
        self.sketch_button = QToolButton(dock)
        self.sketch_button.setText(tr("Sketch"))
        self.sketch_button.setToolTip(tr("Draw polygons on the map to send with the next message"))
        self.sketch_button.setCheckable(True)
        self.results_button = QToolButton(dock)
        self.results_button.setText(tr("Results"))
        self.results_button.setToolTip(tr("Show the GeoSense results panel"))
        self.pick_button = QToolButton(dock)
        self.pick_button.setText(tr("Pick"))
        self.pick_button.setToolTip(tr("Click features on the map to refer to them in your message "
                                       "(Escape or a right click ends)"))
        self.pick_button.setCheckable(True)
        self.layers_button.setAccessibleName(tr("Choose the shared layers"))
        self.sketch_button.setAccessibleName(tr("Sketch on the map"))
        self.results_button.setAccessibleName(tr("Show the results panel"))
        self.pick_button.setAccessibleName(tr("Pick features on the map for the message"))
        for button in (self.pick_button, self.layers_button, self.sketch_button, self.results_button):
            row.addWidget(button)
        self.sharing = SharingPanel(self.registry, dock)
        self.sharing.setVisible(False)
        self.layers_button.toggled.connect(self.sharing.setVisible)
        dock.composer_extras.addWidget(self.sharing)
        dock.composer_extras.addLayout(row)

        self.sketch_tool = SketchMapTool(self.canvas, self.sketches, compat.POLYGON)
        self.sketch_button.toggled.connect(self._toggle_sketch)
        self.pick_tool = PickMapTool(self.canvas)
        self.pick_tool.picked.connect(self.on_picked)
        self.pick_tool.missed.connect(lambda: self._tell(tr("No feature there: click inside a feature."), 3))
        self.pick_button.toggled.connect(self._toggle_pick)
        self._connect(self.canvas.mapToolSet, self._on_map_tool_set)

        self.results_dock = QgsDockWidget(tr("GeoSense results"))  # the main window adopts it when docked
        self.results_dock.setObjectName("GeoSenseResultsDock")
        body = QWidget(self.results_dock)
        layout = QVBoxLayout(body)
        self.results_panel = ResultsPanel(self.results, self.canvas, body)
        layout.addWidget(self.results_panel, 1)
        self.suggestion_panel = SuggestionPanel(self.canvas, self.project, body)
        self.suggestion_panel.setVisible(False)
        self.suggestion_panel.message.connect(self._panel_message)
        layout.addWidget(self.suggestion_panel, 2)
        self.results_dock.setWidget(body)
        self.results_dock.hide()
        self._results_dock_added = False  # docked at the first result, so QGIS does not show it empty
        self.results_button.clicked.connect(self.show_results)
        self._connect(self.results.resultAdded, lambda *_: self.show_results())

    def show_results(self) -> None:
        if not self._results_dock_added:
            self.iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.results_dock)
            self._results_dock_added = True
        self.results_dock.show()
        self.results_dock.raise_()

    def _toggle_sketch(self, on: bool) -> None:
        if on:
            self.canvas.setMapTool(self.sketch_tool)
            self.chips.request("suggestion")
        elif self.canvas.mapTool() is self.sketch_tool:
            self.canvas.unsetMapTool(self.sketch_tool)

    def _on_map_tool_set(self, new_tool, _old=None) -> None:
        if new_tool is not self.sketch_tool and self.sketch_button.isChecked():
            self.sketch_button.setChecked(False)
        if new_tool is not self.pick_tool and self.pick_button.isChecked():
            self.pick_button.setChecked(False)

    def _toggle_pick(self, on: bool) -> None:
        if on:
            self.canvas.setMapTool(self.pick_tool)
        elif self.canvas.mapTool() is self.pick_tool:
            self.canvas.unsetMapTool(self.pick_tool)

    # ------------------------------------------------------------ references in the composer
    def _wire_composer(self) -> None:
        composer = self.dock.composer
        refs = self.references
        composer.problem = refs.problem
        composer.accept_chips = refs.ensure_shared
        composer.completion_source = refs.completion_items
        composer.drop_decoder = refs.decode_drop
        composer.drop_formats = (URI_MIME,)
        composer.relabel = refs.relabel
        self.dock.compose_hook = self.compose_hook

    def ask_about(self, chips) -> None:
        """Open the dock, focus the composer and insert ``chips`` (sharing their layers if asked)."""
        self.dock.insert_references(chips)

    def on_picked(self, layer, feature) -> None:
        try:
            chip, reason = self.references.feature_chip(layer, feature)
            if chip is None:
                self._tell(tr("That feature cannot be referenced: {0}.").format(reason))
                return
            self.dock.insert_references([chip])
        except Exception:  # noqa: BLE001 - a click never raises into Qt
            log.exception("inserting a picked feature failed")

    def compose_hook(self, segments) -> Optional[Dict[str, Any]]:
        """Before a composed message goes out: its layers must be shared (the user is asked);
        an "and N more" chip sends exactly the features it stands for as the selection."""
        chips = cm.chips_of(segments)
        if chips and len(self.references.ensure_shared(chips, when="send")) != len(chips):
            self._tell(tr("Not sent: the message refers to a layer that is not shared. Share it, or remove "
                          "its references."))
            return None
        selection = cm.selection_of(segments)
        return {"selection": selection} if selection is not None else {}

    def _yes_no(self, text: str) -> bool:
        answer = QMessageBox.question(self.iface.mainWindow(), tr("GeoSense"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def _tell(self, text: str, seconds: int = 6) -> None:
        log.info("%s", text)
        try:
            self.iface.messageBar().pushMessage(tr("GeoSense"), text, level=Qgis.MessageLevel.Warning,
                                                duration=seconds)
        except Exception:  # noqa: BLE001 - an iface without a message bar (scripts)
            log.debug("no message bar to tell: %s", text)

    def _panel_message(self, text: str, level: int) -> None:
        self.iface.messageBar().pushMessage(tr("GeoSense"), text, level=level, duration=6)

    # ------------------------------------------------------------ sending
    def prepare(self, kinds: Sequence[str], done) -> None:
        """The controller's preparer: vectors, contexts and initialState for the next message."""
        override = self.controller.pending_selection() if hasattr(self.controller, "pending_selection") else None
        if override is not None and "selection" not in kinds:
            kinds = tuple(kinds) + ("selection",)

        def on_done(prepared) -> None:
            contexts = list(prepared.contexts)
            if override is not None:
                contexts = [c for c in contexts if c.get("type") != "selection"] + [override]
            self.resolver.set_sent_vectors([v.get("id") for v in prepared.vectors])
            self.chips.message_sent()
            for note in prepared.notes:
                self.iface.messageBar().pushMessage(tr("GeoSense"), note, level=Qgis.MessageLevel.Warning, duration=8)
            done(None, prepared.vectors, contexts, prepared.initial_state)

        def on_error(reason: str) -> None:
            log.warning("message not sent: %s", reason)
            pending = getattr(self.controller, "_pending_send", None)
            if (pending is not None and not self.dock.composer.toPlainText().strip()
                    and not pending.content.startswith("<response")):
                _question, body = cm.unwrap_answer(pending.content)
                self.dock.composer.set_markup(body)  # nothing typed is lost: retry with Enter
            done(reason, [], [], None)

        self.preparer.prepare(tuple(kinds), on_done, on_error)

    # ------------------------------------------------------------ messages
    def _views(self):
        yield from list(self.dock.conversation.cards.values())

    def _attach_existing(self) -> None:
        for card in self._views():
            self._attach(card)

    def _attach(self, card) -> None:
        view = card.body
        if getattr(view, "resolver", None) is not self.resolver:
            view.resolver = self.resolver

    def on_message(self, message: Message) -> None:
        card = self.dock.conversation.card_for(message)
        if card is None:
            return
        self._attach(card)
        if message.role == AGENT and message.status not in ("streaming",) and message.contexts:
            self._handle_agent_contexts(message, card)

    def refresh_views(self, *_args) -> None:
        for card in self._views():
            if hasattr(card.body, "refresh"):
                card.body.refresh()
        self.dock.composer.refresh_chips()

    def _handle_agent_contexts(self, message: Message, card) -> None:
        handled = getattr(message, "_contexts_handled", False)
        if handled:
            return
        message._contexts_handled = True  # type: ignore[attr-defined]
        data_ids = [c.get("artifact_id") for c in message.contexts if c.get("type") == "data" and c.get("artifact_id")]
        suggestion_ids = [c.get("artifact_id") for c in message.contexts
                          if c.get("type") == "suggestion" and c.get("artifact_id")]
        wanted = [a for a in data_ids + suggestion_ids if a not in self._artifacts]
        if not wanted:
            self._apply_artifacts(card, data_ids, suggestion_ids)
            return
        uploader = self.uploader

        def fetch(_task):
            out = {}
            for artifact_id in wanted:
                out[artifact_id] = uploader.get(artifact_id).get("artifact_data")
            return out

        def finished(exception, result=None):
            if exception is not None:
                reason = str(exception) if isinstance(exception, ArtifactError) else repr(exception)
                log.warning("could not fetch the message's artifacts: %s", reason)
                self.controller._notice(tr("Could not fetch the data attached to the answer: {0}").format(reason),
                                        "error")
                return
            self._artifacts.update(result or {})
            live = self.dock.conversation.card_for(message)
            if live is not None:
                self._apply_artifacts(live, data_ids, suggestion_ids)

        task = QgsTask.fromFunction(tr("GeoSense: fetching results"), fetch, on_finished=finished)
        self._tasks.append(task)
        task.taskCompleted.connect(lambda: self._forget_task(task))
        task.taskTerminated.connect(lambda: self._forget_task(task))
        QgsApplication.taskManager().addTask(task)

    def _forget_task(self, task) -> None:
        if task in self._tasks:
            self._tasks.remove(task)

    def _apply_artifacts(self, card, data_ids, suggestion_ids) -> None:
        if data_ids:
            card.body.data_contexts = self.data_contexts()
        for artifact_id in suggestion_ids:
            outcome = self.results.show_suggestions(artifact_id, self._artifacts.get(artifact_id))
            if not outcome.success:
                self.controller._notice(tr("Suggestions could not be shown: {0}").format(outcome.message), "error")
                continue
            layers = outcome.result.layers() if outcome.result is not None else []
            if layers:
                self.suggestion_panel.set_layer(layers[0])
                self.suggestion_panel.setVisible(True)
                self.show_results()

    def data_contexts(self) -> Dict[str, Any]:
        """artifact id → data, for every data context of the conversation fetched so far."""
        ids = {c.get("artifact_id") for c in self.controller.conversation.data_contexts()}
        return {a: self._artifacts[a] for a in ids if a in self._artifacts}

    # ------------------------------------------------------------ reference actions
    def on_action(self, message: Message, action: str, params: dict) -> None:
        try:
            handler = getattr(self, f"act_{action}", None)
            if handler is None:
                log.info("no handler for action %s", action)
                return
            handler(message, params)
        except Exception:  # noqa: BLE001 - a click never raises into Qt
            log.exception("action %s failed", action)
            self.controller._notice(tr("That did not work; see the GeoSense log for details."), "error")

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
        answer = QMessageBox.question(
            self.iface.mainWindow(), tr("GeoSense"),
            tr("The layer “{0}” is hidden. Show it to see the feature?").format(layer.name()))
        if answer == QMessageBox.StandardButton.Yes:
            node.setItemVisibilityCheckedParentRecursive(True)
            return True
        return False

    def act_ref(self, message: Message, params: dict) -> None:
        layer, fid, reason = self._layer_and_fid(params)
        if layer is None:
            self.iface.messageBar().pushMessage(tr("GeoSense"), tr("Reference not found: {0}").format(reason),
                                                level=Qgis.MessageLevel.Warning, duration=5)
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
        from .map.contexts import parse_region_id

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
        card = self.dock.conversation.card_for(message)
        if sent is not None and card is not None and hasattr(card.body, "mark_answered"):
            card.body.mark_answered(question, int(index) if index is not None else None)

    def act_tool(self, message: Message, params: dict) -> None:
        if params.get("error"):
            self.controller._notice(tr("The tool's data could not be read: {0}").format(params["error"]), "error")
            return
        kind, data, block_id, n = params.get("type"), params.get("data"), params.get("id"), int(params.get("n", 0))
        first = self._message_vectors(message)
        if kind == "highlight":
            outcome = self.results.highlight(data, self._sources(first), zoom=True)
            if not outcome.success:
                self.controller._notice(outcome.message, "error")
            elif outcome.missing_ids:
                self.controller._notice(outcome.message, "warning")
        elif kind == "find-similar":
            rid = tool_request_id(block_id, None, message.message_id, n)
            self._find_similar(data, rid, first)

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
                from .map.contexts import parse_region_id

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

    # ------------------------------------------------------------ tools
    def _message_vectors(self, message: Optional[Message]) -> List[str]:
        if message is None:
            return []
        card = self.dock.conversation.card_for(message)
        if card is None:
            return []
        root = parse(card.body.markup(), card.body.data_contexts)
        return referenced_vectors([root])

    def _sources(self, first: Sequence[str] = ()):
        return sources_from_registry(self.registry, first, self.iface.activeLayer())

    def tool_highlight(self, call):
        outcome = self.results.highlight(call.data, self._sources(), zoom=False)
        return outcome.success, outcome.message, (None if outcome.success else outcome.error), layer_state(self.project)

    def tool_find_similar(self, call):
        rid = tool_request_id(None, call.call_id, None, None)
        run = self._find_similar(call.data, rid, [], call=call)
        return None if run is not None else (False, tr("find-similar could not start"), "EXECUTION_ERROR", None)

    def tool_set_map_view(self, call):
        data = call.data if isinstance(call.data, dict) else {}
        bbox = data.get("bbox")
        if not (isinstance(bbox, list) and len(bbox) == 4 and all(isinstance(v, (int, float)) for v in bbox)):
            return False, tr("set-map-view needs bbox [minx, miny, maxx, maxy]"), "INVALID_PARAMETERS", None
        crs = QgsCoordinateReferenceSystem(str(data.get("crs") or "EPSG:3857"))
        if not crs.isValid():
            return False, tr("unknown CRS {0}").format(data.get("crs")), "INVALID_PARAMETERS", None
        rect = QgsRectangle(*bbox)
        xform = QgsCoordinateTransform(crs, self.canvas.mapSettings().destinationCrs(), self.project)
        self.canvas.setExtent(xform.transformBoundingBox(rect))
        self.canvas.refresh()
        return True, tr("map view set"), None, layer_state(self.project)

    def _find_similar(self, data, rid: str, first: Sequence[str], call=None):
        run = self.results.find_similar(data, self._sources(first), request_id=rid)
        self._runs.append(run)

        def finished(outcome) -> None:
            if run in self._runs:
                self._runs.remove(run)
            if call is not None:
                self.controller.send_tool_result(
                    call, outcome.success, outcome.message,
                    None if outcome.success else (outcome.error or "EXECUTION_ERROR"), layer_state(self.project))
            if not outcome.success or getattr(outcome, "cancelled", False):
                if not getattr(outcome, "cancelled", False):
                    self.controller._notice(outcome.message, "error")
                return
            markup = find_similar_response_markup(outcome.class_id or "", outcome.request_id, outcome.count,
                                                  outcome.class_name or "", outcome.response_text())
            self.controller.send(markup, ("selection",), selection=outcome.selection_context())

        run.finished.connect(finished)
        run.start()
        return run

    # ------------------------------------------------------------ lifecycle
    def _on_project_cleared(self) -> None:
        self._artifacts.clear()
        self.suggestion_panel.set_layer(None)
        self.suggestion_panel.setVisible(False)

    def unload(self) -> None:
        for signal, slot in self._connections:
            try:
                signal.disconnect(slot)
            except (TypeError, RuntimeError):
                pass
        self._connections = []
        for run in list(self._runs):
            run.cancel()
        for task in list(self._tasks):
            task.cancel()
        if self._hover is not None:
            self._hover.clear()
        if self.canvas.mapTool() is self.sketch_tool:
            self.canvas.unsetMapTool(self.sketch_tool)
        self.sketch_tool.clean_up()
        if self.canvas.mapTool() is self.pick_tool:
            self.canvas.unsetMapTool(self.pick_tool)
        self.ask_actions.unload()
        composer = self.dock.composer
        composer.problem = lambda chip: ""
        composer.accept_chips = lambda chips: list(chips)
        composer.completion_source = lambda: []
        composer.drop_decoder = lambda mime: []
        composer.drop_formats = ()
        composer.relabel = lambda chip: chip
        self.dock.compose_hook = lambda segments: {}
        from .ui.controller import _no_context

        self.controller.preparer = _no_context
        self.preparer.close()
        self.chips.close()
        self.sharing.detach()
        self.suggestion_panel.disconnect_project()
        self.results.unload()
        self.sketches.clear()
        if self._results_dock_added:
            self.iface.removeDockWidget(self.results_dock)
        self.results_dock.setParent(None)
        self.results_dock.deleteLater()
        self.registry.close()
        self.uploader.close()
