"""What an answer brings along: message cards get the map resolver, data and suggestion contexts are fetched
(in a ``QgsTask``) and applied (data for ``${...}`` interpolation, suggestions as a result layer).

Keeps the fetched artifacts of the conversation; forgets them when the project
is cleared. Only the fetch runs off the GUI thread, and it touches no layer or
widget (it calls the uploader and returns data).
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Tuple

from qgis.core import QgsApplication, QgsTask
from qgis.PyQt.QtCore import QCoreApplication

from ..core.conversation import AGENT, Message
from ..core.markup.model import class_refs
from ..core.markup.parser import parse
from ..core.protocol.artifacts import ArtifactError
from ..core.provenance import answer_origin
from ..i18n import translated
from ..map import class_choices

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
    def __init__(self, hub) -> None:
        self.hub = hub
        self._tasks: List[QgsTask] = []
        self._artifacts: Dict[str, Any] = {}  # data artifacts fetched for interpolation

    def connect(self) -> None:
        hub = self.hub
        controller = hub.controller
        hub._connect(controller.messageAdded, self.on_message)
        hub._connect(controller.messageUpdated, lambda m, _d: self.on_message(m))
        hub._connect(hub.registry.layerChanged, lambda *_: self.refresh_views())
        hub._connect(hub.registry.sharingChanged, self.refresh_views)
        hub._connect(hub.project.cleared, self._on_project_cleared)
        if hasattr(controller, "conversationReset"):
            hub._connect(controller.conversationReset, self._attach_existing)
        self._attach_existing()

    # ------------------------------------------------------------ message cards
    def _views(self):
        yield from list(self.hub.dock.conversation.cards.values())

    def _attach_existing(self) -> None:
        for card in self._views():
            self._attach(card)

    def _attach(self, card) -> None:
        view = card.body
        if getattr(view, "resolver", None) is not self.hub.resolver:
            view.resolver = self.hub.resolver

    def on_message(self, message: Message) -> None:
        card = self.hub.dock.conversation.card_for(message)
        if card is None:
            return
        self._attach(card)
        if message.role == AGENT and message.status not in ("streaming",) and message.contexts:
            self._handle_agent_contexts(message, card)

    def refresh_views(self, *_args) -> None:
        for card in self._views():
            if hasattr(card.body, "refresh"):
                card.body.refresh()
        self.hub.dock.composer.refresh_chips()

    # ------------------------------------------------------------ artifacts
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
        uploader = self.hub.uploader

        def fetch(_task):  # worker thread: the uploader only
            out = {}
            for artifact_id in wanted:
                out[artifact_id] = uploader.get(artifact_id).get("artifact_data")
            return out

        def finished(exception, result=None):
            if exception is not None:
                reason = translated(exception) if isinstance(exception, ArtifactError) else repr(exception)
                log.warning("could not fetch the message's artifacts: %s", reason)
                self.hub.notices.notice(
                    tr("Could not fetch the data attached to the answer: {0}").format(reason), "error")
                return
            self._artifacts.update(result or {})
            live = self.hub.dock.conversation.card_for(message)
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
        hub = self.hub
        if data_ids:
            card.body.data_contexts = self.data_contexts()
        conversation = hub.controller.conversation
        origin = answer_origin(conversation.messages, card.message, conversation.conversation_id) \
            if suggestion_ids else None
        for artifact_id in suggestion_ids:
            outcome = hub.results.show_suggestions(artifact_id, self._artifacts.get(artifact_id), origin=origin)
            if not outcome.success:
                hub.notices.notice(tr("Suggestions could not be shown: {0}").format(outcome.message), "error")
                continue
            layers = outcome.result.layers() if outcome.result is not None else []
            if layers:
                # what the answer says the suggestions are: the review pre-selects that class
                class_choices.remember_hints(layers[0], answer_classes(card.message.content))
                hub.widgets.show_suggestions(layers[0])

    def data_contexts(self) -> Dict[str, Any]:
        """artifact id → data, for every data context of the conversation fetched so far."""
        ids = {c.get("artifact_id") for c in self.hub.controller.conversation.data_contexts()}
        return {a: self._artifacts[a] for a in ids if a in self._artifacts}

    # ------------------------------------------------------------ lifecycle
    def forget_artifacts(self) -> None:
        """Fetch artifacts again (another agent: its ids are not the old one's)."""
        self._artifacts.clear()

    def _on_project_cleared(self) -> None:
        self._artifacts.clear()
        self.hub.widgets.hide_suggestions()

    def unload(self) -> None:
        for task in list(self._tasks):
            task.cancel()
