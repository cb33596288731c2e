"""The composer's map side: references typed, dropped or picked into it, and the checks and contexts of sending.

Hands the composer the reference builder's callbacks (problem, completion,
drops, relabel), inserts picked features, asks to share a layer a message
names before it goes out, and is the controller's preparer (vectors,
contexts and initialState of the next message: :class:`..ui.send_queue.Outgoing`
brings its kinds, the exact selection it carries and its markup). Builds no widget.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, Optional

from qgis.PyQt.QtCore import QCoreApplication

from ..core import composer_markup as cm
from ..map import MessagePreparer, QgisResolver
from ..map.references import URI_MIME, ReferenceBuilder
from ..notices import NoticeSink
from ..ui.composer import ReferenceHooks
from ..ui.context_chips import ContextChips
from ..ui.controller import ChatController
from ..ui.dock import GeoSenseDock
from ..ui.send_queue import Outgoing, PrepareCallback
from ..ui.sharing_gate import SharingGate

log = logging.getLogger("geosense.integration")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class Composing:
    def __init__(self, dock: GeoSenseDock, controller: ChatController, references: ReferenceBuilder,
                 gate: SharingGate, preparer: MessagePreparer, resolver: QgisResolver, chips: ContextChips,
                 notices: NoticeSink) -> None:
        self.dock = dock
        self.controller = controller
        self.references = references
        self.gate = gate
        self.preparer = preparer
        self.resolver = resolver
        self.chips = chips
        self.notices = notices

    def wire(self) -> None:
        refs = self.references
        self.dock.composer.set_reference_hooks(ReferenceHooks(
            problem=refs.problem, accept_chips=refs.ensure_shared, completion_source=refs.completion_items,
            drop_decoder=refs.decode_drop, drop_formats=(URI_MIME,), relabel=refs.relabel))
        self.dock.set_compose_hook(self.compose_hook)
        self.controller.set_preparer(self.prepare)
        self.controller.reconnected.connect(self.on_reconnected)

    def on_reconnected(self) -> None:
        """The connection came back: an agent may have restarted and lost its artifacts (they live in its
        memory), so the next message uploads the layers again instead of naming artifacts it may not have
        (FlyPix stores them: nothing is forgotten)."""
        if self.preparer.reconnected():
            log.info("connection to the agent regained: layers are uploaded again with the next message")

    def on_picked(self, layer, feature) -> None:
        try:
            chip, reason = self.references.feature_chip(layer, feature)
            if chip is None:
                self.notices.tell(tr("That feature cannot be referenced: {0}.").format(reason))
                return
            self.dock.insert_references([chip])
        except Exception:  # noqa: BLE001 - a click never raises into Qt
            log.exception("inserting a picked feature failed")

    def compose_hook(self, segments) -> Optional[Dict[str, Any]]:
        """Before a composed message goes out: its layers must be shared (the user is asked);
        an "and N more" chip sends exactly the features it stands for as the selection."""
        chips = cm.chips_of(segments)
        if chips and len(self.references.ensure_shared(chips, when="send")) != len(chips):
            self.notices.tell(tr("Not sent: the message refers to a layer that is not shared. Share it, or remove "
                                 "its references."))
            return None
        selection = cm.selection_of(segments)
        return {"selection": selection} if selection is not None else {}

    # ------------------------------------------------------------ sending
    def prepare(self, outgoing: Outgoing, done: PrepareCallback) -> None:
        """The controller's preparer: vectors, contexts and initialState for the message ``outgoing``."""
        override = outgoing.selection
        kinds = outgoing.kinds
        if override is not None and "selection" not in kinds:
            kinds = tuple(kinds) + ("selection",)
        kinds, refused = self.gate.check(kinds)  # the sharing policy: screenshot, first-time layers
        for note in refused:
            self.notices.notice(note, "warning")

        def on_done(prepared) -> None:
            contexts = list(prepared.contexts)
            if override is not None:
                contexts = [c for c in contexts if c.get("type") != "selection"] + [override]
            self.resolver.set_sent_vectors([v.get("id") for v in prepared.vectors])
            self.chips.message_sent()
            for note in prepared.notes:
                self.notices.tell(note, 8)
            done(None, prepared.vectors, contexts, prepared.initial_state)

        def on_error(reason: str) -> None:
            log.warning("message not sent: %s", reason)
            composer = self.dock.composer
            if not composer.toPlainText().strip() and not outgoing.content.startswith("<response"):
                _question, body = cm.unwrap_answer(outgoing.content)
                composer.set_markup(body)  # nothing typed is lost: retry with Enter
            done(reason, [], [], None)

        self.preparer.prepare(tuple(kinds), on_done, on_error)

    # ------------------------------------------------------------ lifecycle
    def unload(self) -> None:
        self.controller.reconnected.disconnect(self.on_reconnected)
        self.dock.composer.set_reference_hooks(None)
        self.dock.set_compose_hook(None)
        self.controller.set_preparer(None)
