"""The composer's map side: references typed, dropped or picked into it, and the checks and contexts of sending.

Hands the composer the reference builder's callbacks (problem, completion,
drops, relabel), inserts picked features, asks to share a layer a message
names before it goes out, and is the controller's preparer (vectors,
contexts and initialState of the next message). Builds no widget.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, Optional, Sequence

from qgis.core import Qgis
from qgis.PyQt.QtCore import QCoreApplication

from ..core import composer_markup as cm
from ..map.references import URI_MIME
from ..ui import plain

log = logging.getLogger("geosense.integration")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class Composing:
    def __init__(self, hub) -> None:
        self.hub = hub

    def wire(self) -> None:
        hub = self.hub
        composer = hub.dock.composer
        refs = hub.references
        composer.problem = refs.problem
        composer.accept_chips = refs.ensure_shared
        composer.completion_source = refs.completion_items
        composer.drop_decoder = refs.decode_drop
        composer.drop_formats = (URI_MIME,)
        composer.relabel = refs.relabel
        hub.dock.compose_hook = self.compose_hook

    def ask_about(self, chips) -> None:
        """Open the dock, focus the composer and insert ``chips`` (sharing their layers if asked)."""
        self.hub.dock.insert_references(chips)

    def on_picked(self, layer, feature) -> None:
        try:
            chip, reason = self.hub.references.feature_chip(layer, feature)
            if chip is None:
                self.hub.notices.tell(tr("That feature cannot be referenced: {0}.").format(reason))
                return
            self.hub.dock.insert_references([chip])
        except Exception:  # noqa: BLE001 - a click never raises into Qt
            log.exception("inserting a picked feature failed")

    def compose_hook(self, segments) -> Optional[Dict[str, Any]]:
        """Before a composed message goes out: its layers must be shared (the user is asked);
        an "and N more" chip sends exactly the features it stands for as the selection."""
        chips = cm.chips_of(segments)
        if chips and len(self.hub.references.ensure_shared(chips, when="send")) != len(chips):
            self.hub.notices.tell(tr("Not sent: the message refers to a layer that is not shared. Share it, or remove "
                              "its references."))
            return None
        selection = cm.selection_of(segments)
        return {"selection": selection} if selection is not None else {}

    # ------------------------------------------------------------ sending
    def prepare(self, kinds: Sequence[str], done) -> None:
        """The controller's preparer: vectors, contexts and initialState for the next message."""
        hub = self.hub
        controller = hub.controller
        override = controller.pending_selection() if hasattr(controller, "pending_selection") else None
        if override is not None and "selection" not in kinds:
            kinds = tuple(kinds) + ("selection",)
        kinds, refused = hub.gate.check(kinds)  # the sharing policy: screenshot, first-time layers
        for note in refused:
            self.hub.notices.notice(note, "warning")

        def on_done(prepared) -> None:
            contexts = list(prepared.contexts)
            if override is not None:
                contexts = [c for c in contexts if c.get("type") != "selection"] + [override]
            hub.resolver.set_sent_vectors([v.get("id") for v in prepared.vectors])
            hub.widgets.chips.message_sent()
            for note in prepared.notes:
                plain.push(hub.iface.messageBar(), tr("GeoSense"), note, Qgis.MessageLevel.Warning, 8)
            done(None, prepared.vectors, contexts, prepared.initial_state)

        def on_error(reason: str) -> None:
            log.warning("message not sent: %s", reason)
            pending = getattr(controller, "_pending_send", None)
            if (pending is not None and not hub.dock.composer.toPlainText().strip()
                    and not pending.content.startswith("<response")):
                _question, body = cm.unwrap_answer(pending.content)
                hub.dock.composer.set_markup(body)  # nothing typed is lost: retry with Enter
            done(reason, [], [], None)

        hub.preparer.prepare(tuple(kinds), on_done, on_error)

    # ------------------------------------------------------------ lifecycle
    def unload(self) -> None:
        hub = self.hub
        composer = hub.dock.composer
        composer.problem = lambda chip: ""
        composer.accept_chips = lambda chips: list(chips)
        composer.completion_source = lambda: []
        composer.drop_decoder = lambda mime: []
        composer.drop_formats = ()
        composer.relabel = lambda chip: chip
        hub.dock.compose_hook = lambda segments: {}
        from ..ui.controller import _no_context

        hub.controller.preparer = _no_context
