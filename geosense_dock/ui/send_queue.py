"""The send queue's rules: what a queued message asks its preparer for, and when it may go.

One turn at a time: a message typed while offline, while the agent answers, while
the contexts of another are being prepared or while a stopped turn is still ending
(the transport is ``busy``) waits in the conversation's queue (visibly) and goes
once, in order (:func:`ready_to_send`). Until it goes, a queued message carries
what it asked for as its first context (:func:`requested_contexts`); when it goes,
that becomes the :class:`Outgoing` its preparer is asked to prepare
(:func:`outgoing_for`) and is replaced by the real contexts. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from ..core.conversation import Message


@dataclass(frozen=True)
class Outgoing:
    """What a preparer is asked to prepare: a message about to go out."""

    kinds: Tuple[str, ...]  # the context kinds it asks for
    selection: Optional[Dict[str, Any]] = None  # the exact selection it carries ("and N more"), else the map's
    content: str = ""  # its markup (the preparer puts it back in the composer when preparing fails)


# A preparer builds what goes with a message: callback(error, vectors, contexts, initial_state)
PrepareCallback = Callable[[Optional[str], List[Dict[str, Any]], List[Dict[str, Any]], Optional[Dict[str, Any]]], None]
Preparer = Callable[[Outgoing, PrepareCallback], None]


def no_context(outgoing: Outgoing, done: PrepareCallback) -> None:
    """The preparer without a map side: no vectors, no contexts."""
    done(None, [], [], None)


def ready_to_send(connected: bool, turn_active: bool, preparing: bool, busy: bool) -> bool:
    """Whether the oldest queued message may go now."""
    return connected and not turn_active and not preparing and not busy


def requested_contexts(kinds: Sequence[str], selection: Optional[Dict[str, Any]] = None) -> List[Dict[str, Any]]:
    """The placeholder contexts of a queued message: the kinds it asks for (and its exact selection)."""
    requested: Dict[str, Any] = {"requested": list(kinds)}
    if selection is not None:
        requested["selection"] = selection
        if "selection" not in requested["requested"]:
            requested["requested"].append("selection")
    return [requested]


def outgoing_for(msg: Message) -> Outgoing:
    """What the preparer is asked for when the queued ``msg`` goes out."""
    kinds: List[str] = []
    selection = None
    if msg.contexts and "requested" in msg.contexts[0]:
        kinds = list(msg.contexts[0]["requested"])
        selection = msg.contexts[0].get("selection")
    return Outgoing(tuple(kinds), selection if isinstance(selection, dict) else None, msg.content)
