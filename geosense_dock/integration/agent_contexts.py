"""What an answer brings along: data and suggestion contexts are fetched (in a ``QgsTask``) and applied
(data for ``${...}`` interpolation, suggestions as a result layer); cards show references anew when the
shared layers change.

Keeps the fetched artifacts of the conversation; forgets them when the project
is cleared. Only the fetch runs off the GUI thread, and it touches no layer or
widget (it calls the uploader and returns data).
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Set, Tuple

from qgis.core import QgsApplication, QgsProject, QgsTask
from qgis.PyQt.QtCore import QCoreApplication

from ..core.conversation import AGENT, Message
from ..core.markup.model import class_refs
from ..core.markup.parser import parse
from ..core.protocol.artifacts import ArtifactError, Uploader
from ..core.provenance import answer_origin
from ..i18n import translated
from ..map import VectorRegistry, class_choices
from ..map.results import ResultsManager
from ..notices import NoticeSink
from ..signals import Connections
from ..ui.controller import ChatController
from ..ui.dock import GeoSenseDock
from .widgets import DockWidgets

log = logging.getLogger("geosense.integration")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


def answer_classes(markup: str) -> List[Tuple[str, str]]:
    """(class id, label) of the class badges of an answer; none when its markup cannot be read."""
    try:
        return class_refs([parse(markup)])
    except Exception as exc:  # noqa: BLE001 - the answer's own card reports bad markup; this only pre-selects
        log.debug("no class badges read from the answer: %s", exc)
        return []


class AgentContexts:
    def __init__(self, controller: ChatController, dock: GeoSenseDock, registry: VectorRegistry,
                 project: QgsProject, results: ResultsManager, widgets: DockWidgets, uploader: Uploader,
                 notices: NoticeSink) -> None:
        self.controller = controller
        self.dock = dock
        self.registry = registry
        self.project = project
        self.results = results
        self.widgets = widgets
        self.uploader = uploader  # where artifacts are fetched from (replaced by set_uploader)
        self.notices = notices
        self._connections = Connections()
        self._tasks: List[QgsTask] = []
        self._artifacts: Dict[str, Any] = {}  # data artifacts fetched for interpolation
        self._handled: Set[int] = set()  # local ids of the answers whose contexts were taken up

    def connect(self) -> None:
        connect = self._connections.connect
        connect(self.controller.messageAdded, self.on_message)
        connect(self.controller.messageUpdated, lambda m, _d: self.on_message(m))
        connect(self.registry.layerChanged, lambda *_: self.dock.refresh_references())
        connect(self.registry.sharingChanged, lambda *_: self.dock.refresh_references())
        connect(self.project.cleared, self._on_project_cleared)

    @property
    def busy(self) -> bool:
        """True while an answer's artifacts are fetched."""
        return bool(self._tasks)

    def set_uploader(self, uploader: Uploader) -> None:
        """Fetch artifacts from ``uploader`` from now on (another agent, or FlyPix)."""
        self.uploader = uploader

    def on_message(self, message: Message) -> None:
        if not self.dock.shows(message):
            return
        if message.role == AGENT and message.status not in ("streaming",) and message.contexts:
            self._handle_agent_contexts(message)

    # ------------------------------------------------------------ artifacts
    def _handle_agent_contexts(self, message: Message) -> None:
        if message.local_id in self._handled:
            return
        self._handled.add(message.local_id)
        data_ids = [c.get("artifact_id") for c in message.contexts if c.get("type") == "data" and c.get("artifact_id")]
        suggestion_ids = [c.get("artifact_id") for c in message.contexts
                          if c.get("type") == "suggestion" and c.get("artifact_id")]
        wanted = [a for a in data_ids + suggestion_ids if a not in self._artifacts]
        if not wanted:
            self._apply_artifacts(message, data_ids, suggestion_ids)
            return
        uploader = self.uploader

        def fetch(_task):  # worker thread: the uploader only
            out = {}
            for artifact_id in wanted:
                out[artifact_id] = uploader.get(artifact_id).get("artifact_data")
            return out

        def finished(exception, result=None):
            if exception is not None:
                reason = translated(exception) if isinstance(exception, ArtifactError) else repr(exception)
                log.warning("could not fetch the message's artifacts: %s", reason)
                self.notices.notice(tr("Could not fetch the data attached to the answer: {0}").format(reason), "error")
                return
            self._artifacts.update(result or {})
            if self.dock.shows(message):
                self._apply_artifacts(message, data_ids, suggestion_ids)

        task = QgsTask.fromFunction(tr("GeoSense: fetching results"), fetch, on_finished=finished)
        self._tasks.append(task)
        task.taskCompleted.connect(lambda: self._forget_task(task))
        task.taskTerminated.connect(lambda: self._forget_task(task))
        QgsApplication.taskManager().addTask(task)

    def _forget_task(self, task) -> None:
        if task in self._tasks:
            self._tasks.remove(task)

    def _apply_artifacts(self, message: Message, data_ids, suggestion_ids) -> None:
        if data_ids:
            self.dock.set_data_contexts(message, self.data_contexts())
        conversation = self.controller.conversation
        origin = answer_origin(conversation.messages, message, conversation.conversation_id,
                               self.dock.shown_text(message)) if suggestion_ids else None
        for artifact_id in suggestion_ids:
            outcome = self.results.show_suggestions(artifact_id, self._artifacts.get(artifact_id), origin=origin)
            if not outcome.success:
                self.notices.notice(tr("Suggestions could not be shown: {0}").format(outcome.message), "error")
                continue
            layers = outcome.result.layers() if outcome.result is not None else []
            if layers:
                # what the answer says the suggestions are: the review pre-selects that class
                class_choices.remember_hints(layers[0], answer_classes(message.content))
                self.widgets.show_suggestions(layers[0])

    def data_contexts(self) -> Dict[str, Any]:
        """artifact id → data, for every data context of the conversation fetched so far."""
        ids = {c.get("artifact_id") for c in self.controller.conversation.data_contexts()}
        return {a: self._artifacts[a] for a in ids if a in self._artifacts}

    # ------------------------------------------------------------ lifecycle
    def forget_artifacts(self) -> None:
        """Fetch artifacts again (another agent: its ids are not the old one's)."""
        self._artifacts.clear()

    def _on_project_cleared(self) -> None:
        self._artifacts.clear()
        self.widgets.hide_suggestions()

    def unload(self) -> None:
        self._connections.disconnect_all()
        for task in list(self._tasks):
            task.cancel()
