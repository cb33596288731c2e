"""Conversation and turn state, independent of Qt.

Frames go in (:meth:`Conversation.apply_frame`), changes come out as
:class:`Change` records the view applies. User actions (send, stop, approve)
go through the same object so the rules live in one place: one turn at a time,
queued messages sent exactly once, partial answers kept and marked.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Dict, List, Optional

from .protocol.frames import (
    BackendThinking,
    BackendToolCall,
    ErrorFrame,
    Frame,
    McpToolResult,
    PendingApproval,
    StreamChunk,
    ToolCall,
    ToolCallStart,
)

USER = "user"
AGENT = "agent"
NOTICE = "notice"  # errors and notices shown in the conversation (not sent anywhere)

# message status
STREAMING = "streaming"
COMPLETE = "complete"
INTERRUPTED = "interrupted"
QUEUED = "queued"
CANCELLED = "cancelled"
SENT = "sent"
APPROVAL = "approval"  # an agent message paused on a pending approval
SET_ASIDE = "set-aside"  # an approval the user answered by sending a new message
APPROVED = "approved"
REJECTED = "rejected"

_local_ids = itertools.count(1)


@dataclass
class ActivityEntry:
    """One line of a turn's activity log (not persisted)."""

    kind: str  # thinking | backend_tool | tool_start | tool_call | mcp_result
    text: str
    status: str = ""  # started | succeeded | failed
    call_id: str = ""


@dataclass
class Message:
    role: str
    content: str = ""
    timestamp: float = field(default_factory=time.time)
    message_id: str = ""
    status: str = COMPLETE
    contexts: List[Dict[str, Any]] = field(default_factory=list)  # sent or received
    vectors: List[Dict[str, Any]] = field(default_factory=list)
    approval: Optional[PendingApproval] = None
    note: str = ""  # e.g. why an answer was interrupted
    level: str = "info"  # for notices: info | warning | error
    local_id: int = field(default_factory=lambda: next(_local_ids))
    activity: List[ActivityEntry] = field(default_factory=list)

    def to_dict(self) -> Dict[str, Any]:
        """What is kept with the project (the activity log is not)."""
        data = asdict(self)
        data.pop("activity", None)
        data.pop("local_id", None)
        return data

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "Message":
        approval = data.get("approval")
        msg = cls(
            role=str(data.get("role", NOTICE)),
            content=str(data.get("content", "")),
            timestamp=float(data.get("timestamp", time.time())),
            message_id=str(data.get("message_id", "")),
            status=str(data.get("status", COMPLETE)),
            contexts=list(data.get("contexts") or []),
            vectors=list(data.get("vectors") or []),
            approval=PendingApproval(**approval) if isinstance(approval, dict) else None,
            note=str(data.get("note", "")),
            level=str(data.get("level", "info")),
        )
        if msg.status in (STREAMING,):
            msg.status = INTERRUPTED
        if msg.status == QUEUED:
            msg.status = CANCELLED
        return msg


@dataclass
class Change:
    """What the view must do: ``added``/``updated`` a message, ``turn`` state changed."""

    kind: str
    message: Optional[Message] = None
    delta: str = ""


class Conversation:
    def __init__(self) -> None:
        self.messages: List[Message] = []
        self.turn_active = False
        self.session_id: Optional[str] = None
        self._by_message_id: Dict[str, Message] = {}
        self._turn_activity: List[ActivityEntry] = []

    # ------------------------------------------------------------ user side
    def add_user(self, content: str, *, queued: bool, contexts=None, vectors=None) -> Message:
        msg = Message(
            USER, content, status=QUEUED if queued else SENT, contexts=list(contexts or []), vectors=list(vectors or [])
        )
        self.messages.append(msg)
        if not queued:
            self.begin_turn()
        return msg

    def begin_turn(self) -> List[Change]:
        changes = []
        for msg in self.messages:
            if msg.status == APPROVAL:
                msg.status = SET_ASIDE
                changes.append(Change("updated", msg))
        self.turn_active = True
        self._turn_activity = []
        return changes

    def queued(self) -> List[Message]:
        return [m for m in self.messages if m.role == USER and m.status == QUEUED]

    def mark_sent(self, msg: Message) -> None:
        msg.status = SENT

    def cancel_queued(self, msg: Message) -> bool:
        if msg.status != QUEUED:
            return False
        msg.status = CANCELLED
        return True

    def add_notice(self, text: str, level: str = "info") -> Message:
        msg = Message(NOTICE, text, level=level)
        self.messages.append(msg)
        return msg

    # ------------------------------------------------------------ agent side
    def apply_frame(self, frame: Frame) -> List[Change]:
        if isinstance(frame, StreamChunk):
            return self._chunk(frame)
        if isinstance(frame, ErrorFrame):
            code = f" [{frame.code}]" if frame.code else ""
            return [Change("added", self.add_notice(f"{frame.content}{code}", "error"))]
        entry = _activity_entry(frame)
        if entry is not None:
            return self._log(entry, getattr(frame, "message_id", ""))
        return []

    def _chunk(self, chunk: StreamChunk) -> List[Change]:
        msg = self._by_message_id.get(chunk.message_id)
        changes: List[Change] = []
        if msg is not None and msg.status in (INTERRUPTED, COMPLETE):
            # late chunks of an answer the user stopped (or a duplicate final chunk): dropped
            return []
        if msg is None or msg.status not in (STREAMING,):
            msg = Message(AGENT, "", message_id=chunk.message_id, status=STREAMING)
            msg.activity = self._turn_activity
            self._by_message_id[chunk.message_id] = msg
            self.messages.append(msg)
            changes.append(Change("added", msg))
        msg.content += chunk.content
        if chunk.is_complete:
            msg.contexts.extend(chunk.contexts)
            if chunk.pending_approval is not None:
                msg.approval = chunk.pending_approval
                msg.status = APPROVAL
            else:
                msg.status = COMPLETE
            self.turn_active = False
        changes.append(Change("updated", msg, chunk.content))
        return changes

    def _log(self, entry: ActivityEntry, message_id: str) -> List[Change]:
        target = self._by_message_id.get(message_id) if message_id else None
        log = target.activity if target is not None else self._turn_activity
        if entry.call_id and entry.kind == "backend_tool":
            for existing in log:
                if existing.call_id == entry.call_id and existing.kind == "backend_tool":
                    existing.status = entry.status
                    existing.text = entry.text or existing.text
                    return [Change("activity", target)]
        log.append(entry)
        return [Change("activity", target)]

    def turn_ended(self, interrupted: bool, reason: str) -> List[Change]:
        """The transport finished the current request (cleanly or not)."""
        changes: List[Change] = []
        self.turn_active = False
        for msg in self.messages:
            if msg.role == AGENT and msg.status == STREAMING and interrupted:
                msg.status = INTERRUPTED
                msg.note = reason
                changes.append(Change("updated", msg))
            elif msg.role == AGENT and msg.status == STREAMING:
                msg.status = COMPLETE
                changes.append(Change("updated", msg))
        changes.append(Change("turn"))
        return changes

    def stop_requested(self) -> List[Change]:
        return self.turn_ended(True, "stopped by you")

    def resolve_approval(self, msg: Message, approved: bool) -> None:
        msg.status = APPROVED if approved else REJECTED
        self.turn_active = True

    # ------------------------------------------------------------ persistence
    def to_list(self) -> List[Dict[str, Any]]:
        return [m.to_dict() for m in self.messages if m.status not in (CANCELLED,)]

    def load(self, items: List[Dict[str, Any]]) -> None:
        self.messages = [Message.from_dict(x) for x in items if isinstance(x, dict)]
        self._by_message_id = {m.message_id: m for m in self.messages if m.message_id}
        self.turn_active = False

    def data_contexts(self) -> List[Dict[str, Any]]:
        """Data contexts received so far (the sources of ``${...}`` interpolation)."""
        return [c for m in self.messages for c in m.contexts if m.role == AGENT and c.get("type") == "data"]


def _activity_entry(frame: Frame) -> Optional[ActivityEntry]:
    if isinstance(frame, BackendThinking):
        return ActivityEntry("thinking", frame.content)
    if isinstance(frame, BackendToolCall):
        text = frame.tool_name
        if frame.summary:
            text += f": {frame.summary}"
        if frame.error:
            text += f" ({frame.error})"
        return ActivityEntry("backend_tool", text, frame.status, frame.call_id)
    if isinstance(frame, ToolCallStart):
        return ActivityEntry("tool_start", frame.tool_name, "started", frame.call_id)
    if isinstance(frame, ToolCall):
        return ActivityEntry("tool_call", frame.tool_name, "started", frame.call_id)
    if isinstance(frame, McpToolResult):
        return ActivityEntry("mcp_result", frame.tool_name, "succeeded", frame.call_id)
    return None
