"""Client tool dispatch: which handler answers a ``tool_call``, and with what.

A handler (:data:`ToolHandler`) gets the :class:`~..core.protocol.frames.ToolCall` and
returns a :class:`ToolOutcome` (answered now) or ``None`` (it runs in the background
and answers later through ``ChatController.send_tool_result``). :func:`run_tool`
turns an unknown tool or a handler that raised into a failed outcome, so a tool
failure is always reported to the agent and never raised into Qt.

:class:`CallOwners` remembers which user message's turn made a call, so the tool
result is recorded with that message even when it comes after a Stop. No Qt here.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, TypeVar

from ..core.protocol.frames import ToolCall

log = logging.getLogger("geosense.chat")


@dataclass(frozen=True)
class ToolOutcome:
    """What a client tool answers: sent to the agent as a ``tool_result``."""

    success: bool
    message: str
    error: Optional[str] = None  # the error code when it failed (e.g. INVALID_PARAMETERS)
    layer_state: Optional[List[Dict[str, Any]]] = None  # the project's layers after the tool ran

    @classmethod
    def failed(cls, message: str, error: str, layer_state: Optional[List[Dict[str, Any]]] = None) -> ToolOutcome:
        return cls(False, message, error, layer_state)


# A tool handler runs a client tool: its outcome now, or None when it answers later (send_tool_result)
ToolHandler = Callable[[ToolCall], Optional[ToolOutcome]]


def run_tool(handlers: Dict[str, ToolHandler], call: ToolCall) -> Optional[ToolOutcome]:
    """The outcome of ``call`` by its handler; ``None``: the handler answers later."""
    handler = handlers.get(call.tool_name)
    if handler is None:
        return ToolOutcome.failed(f"unknown tool {call.tool_name!r}", "TOOL_NOT_FOUND")
    try:
        return handler(call)
    except Exception as exc:  # noqa: BLE001 - a tool failure is reported, never raised into Qt
        log.exception("tool %s failed", call.tool_name)
        return ToolOutcome.failed(f"{type(exc).__name__}: {exc}", "EXECUTION_ERROR")


M = TypeVar("M")


class CallOwners(Dict[str, M]):
    """Tool call id → the user message whose turn made the call (the newest :attr:`LIMIT` kept)."""

    LIMIT = 64

    def remember(self, call_id: str, owner: M) -> None:
        self[call_id] = owner
        while len(self) > self.LIMIT:
            del self[next(iter(self))]
