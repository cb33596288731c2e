"""Client tools: what the agent's ``tool_call`` frames and the tool buttons of a message run on the map.

``highlight``, ``find-similar`` and ``set-map-view`` are registered with the
controller (``tool_handlers``); each returns a :class:`~..ui.tool_dispatch.ToolOutcome`
(success, message, error code, layer state) that the controller sends as a ``tool_result``,
or ``None`` when it answers later through ``send_tool_result``. The results themselves are
``map/results``'s; find-similar on a large layer runs as its ``QgsTask``.

It never builds widgets, and it reads the user's layers without editing them (find-similar
selects, nothing more).
"""

from __future__ import annotations

import logging
import math
from typing import Any, Callable, Dict, List, Optional, Sequence

from qgis.core import QgsCoordinateReferenceSystem, QgsCoordinateTransform, QgsCsException, QgsProject, QgsRectangle
from qgis.PyQt.QtCore import QCoreApplication

from ..core.conversation import Message
from ..core.map_view import parse_map_view
from ..core.markup import parse, referenced_vectors
from ..core.markup.writers import find_similar_response_markup
from ..core.tools import ToolDataError
from ..core.tools import request_id as tool_request_id
from ..i18n import translated
from ..map import VectorRegistry
from ..map.preparer import ShareAsIs, SharingPolicy
from ..map.results import ResultsManager, layer_state, sources_from_registry
from ..notices import NoticeSink
from ..ui.controller import ChatController
from ..ui.tool_dispatch import ToolOutcome

log = logging.getLogger("geosense.integration")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class ClientTools:
    """``data_contexts()``: the data ``${...}`` in an answer reads (artifact id -> JSON), for the
    references a tool button's answer names."""

    def __init__(self, controller: ChatController, results: ResultsManager, registry: VectorRegistry,
                 project: QgsProject, canvas, active_layer: Callable[[], Any], notices: NoticeSink,
                 data_contexts: Callable[[], Dict[str, Any]], policy: Optional[SharingPolicy] = None) -> None:
        self.controller = controller
        self.results = results
        self.registry = registry
        self.project = project
        self.canvas = canvas
        self.active_layer = active_layer
        self.notices = notices
        self.data_contexts = data_contexts
        self.policy: SharingPolicy = policy if policy is not None else ShareAsIs()  # what may reach the agent
        self._runs: list = []
        self._closed = False

    @property
    def busy(self) -> bool:
        """True while a client tool runs."""
        return bool(self._runs)

    def register(self) -> None:
        self.controller.tool_handlers.update({
            "highlight": self.tool_highlight,
            "find-similar": self.tool_find_similar,
            "set-map-view": self.tool_set_map_view,
        })

    def _message_vectors(self, message: Optional[Message]) -> List[str]:
        if message is None:
            return []
        has_data = any(c.get("type") == "data" for c in message.contexts if isinstance(c, dict))
        root = parse(message.content, self.data_contexts() if has_data else {})
        return referenced_vectors([root])

    def _sources(self, first: Sequence[str] = ()):
        return sources_from_registry(self.registry, first, self.active_layer(), withheld=self.policy.withheld(),
                                     classes_withheld=self.policy.classes_withheld)

    # ------------------------------------------------------------ a tool button in a message
    def run_button(self, message: Message, params: dict) -> None:
        if params.get("error"):
            self.notices.notice(tr("The tool's data could not be read: {0}").format(params["error"]), "error")
            return
        kind, data, block_id, n = params.get("type"), params.get("data"), params.get("id"), int(params.get("n", 0))
        first = self._message_vectors(message)
        if kind == "highlight":
            def shown(outcome) -> None:
                if not outcome.success:
                    self.notices.notice(outcome.message, "error")
                elif outcome.missing_ids:
                    self.notices.notice(outcome.message, "warning")

            self._highlight(data, first, zoom=True, done=shown)
        elif kind == "find-similar":
            rid = tool_request_id(block_id, None, message.message_id, n)
            self._find_similar(data, rid, first)

    # ------------------------------------------------------------ tool calls of the agent
    def tool_highlight(self, call) -> Optional[ToolOutcome]:
        """Answered at once, or (a highlight built in the background) by ``send_tool_result`` when done."""
        answered_later = []

        def done(outcome) -> None:
            if outcome.error == "PAYLOAD_TOO_LARGE":  # refused: the agent is told, and so is the user
                self.notices.notice(outcome.message, "error")
            if answered_later:
                self.controller.send_tool_result(call, outcome.success, outcome.message,
                                                 None if outcome.success else outcome.error,
                                                 layer_state(self.project))

        run = self._highlight(call.data, [], zoom=False, done=done)
        outcome = run.outcome
        if outcome is None:
            answered_later.append(True)
            return None
        return ToolOutcome(outcome.success, outcome.message, None if outcome.success else outcome.error,
                           layer_state(self.project))

    def _highlight(self, data, first: Sequence[str], zoom: bool, done):
        """Start a highlight (in the background when it is large); ``done(outcome)`` once it is shown or refused."""
        run = self.results.start_highlight(data, self._sources(first), zoom=zoom)

        def finished(outcome) -> None:
            if run in self._runs:
                self._runs.remove(run)
            if not self._closed:  # after unload, the dock and its controller are gone
                done(outcome)

        run.finished.connect(finished)
        self._runs.append(run)
        run.start()
        return run

    def tool_find_similar(self, call) -> Optional[ToolOutcome]:
        rid = tool_request_id(None, call.call_id, None, None)
        run = self._find_similar(call.data, rid, [], call=call)
        return None if run is not None else ToolOutcome.failed(tr("find-similar could not start"), "EXECUTION_ERROR")

    def tool_set_map_view(self, call) -> ToolOutcome:
        canvas, project = self.canvas, self.project
        try:
            view = parse_map_view(call.data)  # finite numbers in range, min < max: else the map does not move
        except ToolDataError as exc:
            return ToolOutcome.failed(translated(exc.args[0]), "INVALID_PARAMETERS")
        crs = QgsCoordinateReferenceSystem(view.crs)
        if not crs.isValid():
            return ToolOutcome.failed(tr("unknown CRS {0}").format(view.crs), "INVALID_PARAMETERS")
        xform = QgsCoordinateTransform(crs, canvas.mapSettings().destinationCrs(), project)
        try:
            extent = xform.transformBoundingBox(QgsRectangle(*view.bbox))
        except QgsCsException:
            extent = QgsRectangle()
        corners = (extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum())
        if extent.isEmpty() or not all(math.isfinite(v) for v in corners):
            return ToolOutcome.failed(tr("set-map-view: the bbox is outside what {0} can show").format(view.crs),
                                      "INVALID_PARAMETERS")
        canvas.setExtent(extent)
        canvas.refresh()
        return ToolOutcome(True, tr("map view set"), None, layer_state(project))

    def _find_similar(self, data, rid: str, first: Sequence[str], call=None):
        run = self.results.find_similar(data, self._sources(first), request_id=rid)
        self._runs.append(run)

        def finished(outcome) -> None:
            if run in self._runs:
                self._runs.remove(run)
            if self._closed:  # the run answered after unload: the dock and its controller are gone
                return
            controller = self.controller
            if call is not None:
                controller.send_tool_result(
                    call, outcome.success, outcome.message,
                    None if outcome.success else (outcome.error or "EXECUTION_ERROR"), layer_state(self.project))
            if not outcome.success or getattr(outcome, "cancelled", False):
                if not getattr(outcome, "cancelled", False):
                    self.notices.notice(outcome.message, "error")
                return
            markup = find_similar_response_markup(outcome.class_id or "", outcome.request_id, outcome.count,
                                                  outcome.class_name or "", outcome.response_text())
            controller.send(markup, ("selection",), selection=outcome.selection_context())

        run.finished.connect(finished)
        run.start()
        return run

    def unload(self) -> None:
        self._closed = True
        for run in list(self._runs):
            run.cancel()
