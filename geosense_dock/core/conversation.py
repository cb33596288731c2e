"""Conversation and turn state, independent of Qt.

Frames go in (:meth:`Conversation.apply_frame`), changes come out as
:class:`Change` records the view applies. User actions (send, stop, approve)
go through the same object so the rules live in one place: one turn at a time,
queued messages sent exactly once, partial answers kept and marked.

A *turn* is one request to the agent: a user message, or an approval answer
that resumes a paused turn. Its activity (``backend_thinking``,
``backend_tool_call``, tool progress, ignored events) forms one log, shown
under the first agent message of the turn; if activity arrives before any
text, that message is created empty and the text fills it when it comes.

No Qt and no I/O: it never sends anything itself; the controller sends what it asks for.
"""

from __future__ import annotations

import itertools
import json
import logging
import time
import uuid
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Dict, List, Optional, Set, Tuple

from . import texts
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
    UnknownFrame,
)
from .sent_record import saved_instant, saved_record

log = logging.getLogger("geosense.chat")

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

# activity entry status
STARTED = "started"
RUNNING = "running"
SUCCEEDED = "succeeded"
FAILED = "failed"

_local_ids = itertools.count(1)


@dataclass
class ActivityEntry:
    """One line of a turn's activity log (not persisted)."""

    kind: str  # thinking | backend_tool | tool | ignored
    text: str  # what the agent said, or the tool's name
    status: str = ""  # started | running | succeeded | failed
    call_id: str = ""
    detail: str = ""  # summary, error or result of a call


def _appended(msg: Message, text: str) -> str:
    """``msg.content + text``, grown in place: the attribute lets go of the text first, so the running text
    is a local with no other reference, which CPython extends without copying. ``msg.content += text`` copied
    the whole answer at every chunk: 100,000 chunks of 20 characters took 33 s on the GUI thread, this
    6 ms (an agent decides how it cuts its answer)."""
    content = msg.content
    msg.content = ""
    content += text
    return content


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
    sent: Dict[str, Any] = field(default_factory=dict)  # a SentRecord (core.sent_record) once written
    uid: str = field(default_factory=lambda: uuid.uuid4().hex)  # the plugin's own id, kept with the project

    def to_dict(self) -> Dict[str, Any]:
        """What is kept with the project (the activity log and screenshot thumbnails are not)."""
        data = asdict(self)
        data.pop("activity", None)
        data.pop("local_id", None)
        if not self.sent:
            data.pop("sent", None)
        else:
            from .sent_record import SentRecord

            record = SentRecord.from_dict(self.sent)
            data["sent"] = record.to_dict(keep_thumbnail=False) if record is not None else {}
        return data

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> Message:
        approval = data.get("approval")
        if isinstance(approval, dict):
            known = {f.name for f in fields(PendingApproval)}
            approval = PendingApproval(**{k: v for k, v in approval.items() if k in known})
            approval.id, approval.kind = str(approval.id), str(approval.kind)
            approval.description = str(approval.description)
        else:
            approval = None
        contexts = data.get("contexts") or []
        vectors = data.get("vectors") or []
        msg = cls(
            role=str(data.get("role", NOTICE)),
            content=str(data.get("content", "")),
            timestamp=saved_instant(data.get("timestamp"), time.time()),
            message_id=str(data.get("message_id", "")),
            status=str(data.get("status", COMPLETE)),
            contexts=[c for c in contexts if isinstance(c, dict)] if isinstance(contexts, list) else [],
            vectors=[v for v in vectors if isinstance(v, dict)] if isinstance(vectors, list) else [],
            approval=approval,
            note=str(data.get("note", "")),
            level=str(data.get("level", "info")),
            sent=saved_record(data["sent"]) if isinstance(data.get("sent"), dict) else {},
        )
        uid = data.get("uid")
        if isinstance(uid, str) and 0 < len(uid) <= 64:
            msg.uid = uid
        if msg.role not in (USER, AGENT, NOTICE):
            msg.role = NOTICE
        if msg.status == STREAMING:
            msg.status = INTERRUPTED
            msg.note = msg.note or texts.text("the answer was still streaming when the project was saved")
        if msg.status == QUEUED:
            msg.status = CANCELLED
        if msg.status == APPROVAL:  # the agent session that paused is gone
            msg.status = SET_ASIDE
            msg.note = msg.note or texts.text("the session ended before you answered")
        return msg


@dataclass
class Change:
    """What the view must do: ``added``/``updated`` a message, ``activity`` of a message, ``turn`` state."""

    kind: str
    message: Optional[Message] = None
    delta: str = ""


class Conversation:
    def __init__(self, conversation_id: str = "") -> None:
        self.messages: List[Message] = []
        # names the conversation in the provenance of accepted features; kept with the project
        self.conversation_id = conversation_id or uuid.uuid4().hex
        self.turn_active = False
        self.session_id: Optional[str] = None
        # Agents reuse message ids: a new session starts at msg_1 again, a resumed approval turn
        # continues its paused id. A message is therefore keyed by its turn as well as its id.
        self._turn = 0  # the current turn's number (0: messages loaded from a project)
        self._by_message_id: Dict[Tuple[int, str], Message] = {}
        self._chunked: Set[Tuple[int, str]] = set()  # (turn, message id) that received a chunk
        self._owners: Set[int] = set()  # local ids of messages that show a turn's log
        self._turn_activity: List[ActivityEntry] = []
        # (id of a log, call id, kind) -> (that log, its entry): a tool's later frames update its line
        self._by_call: Dict[Tuple[int, str, str], Tuple[List[ActivityEntry], ActivityEntry]] = {}
        self._turn_owner: Optional[Message] = None
        self._turn_origin: Optional[Message] = None  # the user message or approval that started the turn
        self._turn_answered = False

    # ------------------------------------------------------------ user side
    def add_user(self, content: str, *, queued: bool, contexts=None, vectors=None) -> Message:
        msg = Message(
            USER, content, status=QUEUED if queued else SENT, contexts=list(contexts or []), vectors=list(vectors or [])
        )
        self.messages.append(msg)
        if not queued:
            self.begin_turn(msg)
        return msg

    def begin_turn(self, origin: Optional[Message] = None) -> List[Change]:
        """A new user message went out: open approvals are set aside, a new log starts."""
        changes = self.set_aside_approvals()
        self._start_turn(origin)
        return changes

    def set_aside_approvals(self) -> List[Change]:
        """The user answers open approvals with a new message instead of the card's buttons."""
        changes = []
        for msg in self.messages:
            if msg.status == APPROVAL:
                msg.status = SET_ASIDE
                changes.append(Change("updated", msg))
        return changes

    def _start_turn(self, origin: Optional[Message]) -> None:
        self._turn += 1
        self.turn_active = True
        self._turn_activity = []
        self._turn_owner = None
        self._turn_origin = origin
        self._turn_answered = False

    def queued(self) -> List[Message]:
        return [m for m in self.messages if m.role == USER and m.status == QUEUED]

    def mark_sent(self, msg: Message) -> None:
        msg.status = SENT
        msg.note = ""

    def cancel_queued(self, msg: Message) -> bool:
        if msg.status != QUEUED:
            return False
        msg.status = CANCELLED
        return True

    def requeue(self, msg: Message, why: str = "") -> bool:
        """``msg`` was accepted for sending but never reached the agent: queue it again."""
        if msg.status != SENT:
            return False
        msg.status = QUEUED
        msg.note = why
        if self._turn_origin is msg:
            self.turn_active = False
            self._turn_origin = None
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
        key = (self._turn, chunk.message_id)
        msg = self._by_message_id.get(key)
        changes: List[Change] = []
        if msg is not None and msg.status != STREAMING:
            # late chunks of this turn's answer the user stopped (or a duplicate final chunk): dropped
            return []
        if msg is None:
            owner = self._turn_owner
            if (owner is not None and owner.status == STREAMING and not owner.content
                    and (self._turn, owner.message_id) not in self._chunked):
                # the empty message opened for the turn's activity takes this text
                self._by_message_id.pop((self._turn, owner.message_id), None)
                owner.message_id = chunk.message_id
                msg = owner
            else:
                msg = Message(AGENT, "", message_id=chunk.message_id, status=STREAMING)
                self.messages.append(msg)
                self._own(msg)
                changes.append(Change("added", msg))
            self._by_message_id[key] = msg
        self._chunked.add(key)
        self._turn_answered = True
        msg.content = _appended(msg, chunk.content)
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

    def _own(self, msg: Message) -> None:
        """The first agent message of a turn shows the turn's activity log."""
        if self._turn_owner is None:
            msg.activity = self._turn_activity
            self._turn_owner = msg
            self._owners.add(msg.local_id)

    def _log(self, entry: ActivityEntry, message_id: str) -> List[Change]:
        changes: List[Change] = []
        target = self._by_message_id.get((self._turn, message_id)) if message_id else None
        if target is None and message_id and not self.turn_active:  # a late event of an ended turn
            target = next((m for (_, mid), m in reversed(list(self._by_message_id.items())) if mid == message_id),
                          None)
        if target is not None and target.local_id in self._owners:
            owner: Optional[Message] = target  # an event of this or an earlier turn's log
        else:
            owner = self._turn_owner
            if owner is None and self.turn_active:  # activity before any text: open the answer now
                owner = Message(AGENT, "", message_id=message_id, status=STREAMING)
                self.messages.append(owner)
                if message_id:
                    self._by_message_id[(self._turn, message_id)] = owner
                self._own(owner)
                changes.append(Change("added", owner))
        log_ = owner.activity if owner is not None else self._turn_activity
        if entry.call_id:
            found = self._by_call.get((id(log_), entry.call_id, entry.kind))
            if found is not None and found[0] is log_:  # one look-up, not a scan of the log
                existing = found[1]
                existing.status = entry.status or existing.status
                existing.text = entry.text or existing.text
                existing.detail = entry.detail or existing.detail
                changes.append(Change("activity", owner))
                return changes
            self._by_call[(id(log_), entry.call_id, entry.kind)] = (log_, entry)
        log_.append(entry)
        changes.append(Change("activity", owner))
        return changes

    def tool_finished(self, tool_name: str, call_id: str, ok: bool, message: str) -> List[Change]:
        """A client tool (run by the plugin) finished: its log line says how."""
        return self._log(ActivityEntry("tool", tool_name, SUCCEEDED if ok else FAILED, call_id, _short(message)), "")

    def problem(self, text: str) -> List[Change]:
        """Something of the running turn could not be used (a bad frame): noted in its log."""
        if not self.turn_active:
            return []
        return self._log(ActivityEntry("ignored", text, FAILED), "")

    def current_activity(self) -> Optional[ActivityEntry]:
        """The last line of the running turn's log (for the answering bar)."""
        if not self.turn_active:
            return None
        log_ = self._turn_owner.activity if self._turn_owner is not None else self._turn_activity
        return log_[-1] if log_ else None

    def turn_ended(self, interrupted: bool, reason: str) -> List[Change]:
        """The transport finished the current request (cleanly or not)."""
        changes: List[Change] = []
        was_active = self.turn_active
        self.turn_active = False
        for msg in self.messages:
            if msg.role == AGENT and msg.status == STREAMING and interrupted:
                msg.status = INTERRUPTED
                msg.note = reason
                changes.append(Change("updated", msg))
            elif msg.role == AGENT and msg.status == STREAMING:
                msg.status = COMPLETE
                changes.append(Change("updated", msg))
        origin = self._turn_origin
        if interrupted and was_active and not self._turn_answered and self._turn_owner is None and origin is not None:
            origin.note = texts.text("No answer: {0}", reason) if reason else texts.text("No answer")
            changes.append(Change("updated", origin))
        self._turn_origin = None
        changes.append(Change("turn"))
        return changes

    def stop_requested(self) -> List[Change]:
        return self.turn_ended(True, texts.text("stopped by you"))

    def resolve_approval(self, msg: Message, approved: bool) -> None:
        msg.status = APPROVED if approved else REJECTED
        msg.note = ""
        self._start_turn(msg)

    def unresolve_approval(self, msg: Message, why: str) -> None:
        """The answer to an approval could not be delivered: the card is open again."""
        if msg.status in (APPROVED, REJECTED):
            msg.status = APPROVAL
            msg.note = why
            if self._turn_origin is msg:
                self.turn_active = False
                self._turn_origin = None

    def session_changed(self, session_id: str) -> List[Change]:
        """The agent opened a new session: approvals of the old one can no longer be answered."""
        changes: List[Change] = []
        previous, self.session_id = self.session_id, session_id
        if previous is not None and previous != session_id:
            for msg in self.messages:
                if msg.status == APPROVAL:
                    msg.status = SET_ASIDE
                    msg.note = texts.text("the agent's session ended before you answered")
                    changes.append(Change("updated", msg))
        return changes

    # ------------------------------------------------------------ persistence
    def to_list(self) -> List[Dict[str, Any]]:
        out = []
        for m in self.messages:
            if m.status == CANCELLED:
                continue
            if m.role == AGENT and not m.content and m.approval is None:
                continue  # an answer that only had an activity log: the log is not kept
            out.append(m.to_dict())
        return out

    def load(self, items: List[Dict[str, Any]]) -> None:
        messages = []
        for item in items:
            if not isinstance(item, dict):
                continue
            try:
                messages.append(Message.from_dict(item))
            except (TypeError, ValueError, OverflowError, AttributeError, KeyError) as exc:
                log.warning("a saved message could not be read and was skipped: %s", exc)
        self.messages = messages
        self._turn = 0  # the loaded messages are turn 0: answers from now on never collide with them
        self._by_message_id = {(0, m.message_id): m for m in self.messages if m.message_id}
        self._by_call = {}
        self._chunked = set(self._by_message_id)
        self.turn_active = False

    def by_uid(self, uid: str) -> Optional[Message]:
        return next((m for m in self.messages if uid and m.uid == uid), None)

    def data_contexts(self) -> List[Dict[str, Any]]:
        """Data contexts received so far (the sources of ``${...}`` interpolation)."""
        return [c for m in self.messages for c in m.contexts if m.role == AGENT and c.get("type") == "data"]


def _short(value: Any, limit: int = 160) -> str:
    if value is None:
        return ""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _activity_entry(frame: Frame) -> Optional[ActivityEntry]:
    if isinstance(frame, BackendThinking):
        return ActivityEntry("thinking", frame.content)
    if isinstance(frame, BackendToolCall):
        status = frame.status if frame.status in (STARTED, SUCCEEDED, FAILED) else STARTED
        detail = frame.error if status == FAILED and frame.error else (frame.summary or frame.error or "")
        return ActivityEntry("backend_tool", frame.tool_name, status, frame.call_id, detail)
    if isinstance(frame, ToolCallStart):
        return ActivityEntry("tool", frame.tool_name, STARTED, frame.call_id)
    if isinstance(frame, ToolCall):
        return ActivityEntry("tool", frame.tool_name, RUNNING, frame.call_id, _short(frame.message))
    if isinstance(frame, McpToolResult):
        return ActivityEntry("tool", frame.tool_name, SUCCEEDED, frame.call_id, _short(frame.result))
    if isinstance(frame, UnknownFrame):
        return ActivityEntry("ignored", texts.text("an event of unknown type '{0}' was ignored", frame.type))
    return None
