"""One conversation turn: what an answer yields, and the driver that sends it.

An answer is an async generator of the items below. The driver turns them into
frames (PROTOCOL.md section 2) on whatever channel the turn runs on: text is
streamed as small ``stream_chunk`` deltas, tool calls wait for the client's
``tool_result`` where the channel has a way back, and an approval request ends
the current message with ``pendingApproval`` and parks the generator in the
store until the turn is resumed, possibly on another channel.
"""
from __future__ import annotations

import asyncio
import enum
import logging
import re
import time
import uuid
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, AsyncGenerator

from . import faults
from .channel import Sink
from .config import AgentConfig
from .geometry import Feature, VectorError, VectorLayer
from .store import Artifact, Session, Store

log = logging.getLogger(__name__)


# --- what an answer yields -----------------------------------------------------

@dataclass
class Say:
    """Text appended to the current message, streamed word by word.

    ``chunk_chars`` > 0 groups words into deltas of about that many characters
    (for very long answers).
    """

    text: str
    chunk_chars: int = 0


@dataclass
class Emit:
    """Any other frame, sent as is; ``bind_message`` adds the current messageId."""

    frame: dict[str, Any]
    bind_message: bool = False


@dataclass
class CallTool:
    """A client-executed tool. The generator receives the ``tool_result`` frame,
    or None when the channel has no way back or the client did not answer in time."""

    name: str
    data: dict[str, Any]
    message: str | None = None


@dataclass
class AskApproval:
    """Pause the turn; the generator receives True (approved) or False."""

    kind: str
    description: str
    credits: float | None = None


@dataclass
class Attach:
    """A context (data, suggestion, selection) for the final chunk of the current message."""

    context: dict[str, Any]


Item = Say | Emit | CallTool | AskApproval | Attach
Answer = AsyncGenerator[Item, Any]


# --- what an answer reads --------------------------------------------------------

@dataclass
class ChatRequest:
    """A user message, from a ``chat_message`` frame or a ``POST /api/chat`` body."""

    content: str
    contexts: list[dict[str, Any]] = field(default_factory=list)
    vectors: list[dict[str, Any]] | None = None
    allow_backend_tools: bool | None = None
    initial_state: dict[str, Any] | None = None

    @classmethod
    def parse(cls, body: dict[str, Any], content_key: str) -> ChatRequest:
        """Validate the parts the agent reads; ValueError names the first bad one."""
        content = body.get(content_key)
        if not isinstance(content, str):
            raise ValueError(f"'{content_key}' must be a string")
        contexts = body.get("contexts") or []
        if not isinstance(contexts, list) or not all(isinstance(c, dict) for c in contexts):
            raise ValueError("'contexts' must be a list of objects")
        vectors = body.get("vectors")
        if vectors is not None and (not isinstance(vectors, list)
                                    or not all(isinstance(v, dict) for v in vectors)):
            raise ValueError("'vectors' must be a list of objects")
        allow = body.get("allowBackendTools")
        state = body.get("initialState")
        return cls(content, contexts, vectors, allow if isinstance(allow, bool) else None,
                   state if isinstance(state, dict) else None)


class TurnContext:
    """The request, its session and the store, with the look-ups answers need."""

    def __init__(self, request: ChatRequest, session: Session, store: Store) -> None:
        self.request = request
        self.session = session
        self.store = store
        self.resume_message_id: str | None = None  # set when a paused turn resumes with its own id

    def contexts(self, kind: str) -> list[dict[str, Any]]:
        return [c for c in self.request.contexts if c.get("type") == kind]

    def context(self, kind: str) -> dict[str, Any] | None:
        found = self.contexts(kind)
        return found[0] if found else None

    def context_artifact(self, kind: str) -> Artifact | None:
        ctx = self.context(kind)
        return self.store.artifact(ctx.get("artifact_id")) if ctx else None

    @cached_property
    def _decoded(self) -> tuple[list[VectorLayer], list[str]]:
        layers, problems = [], []
        for descriptor in self.session.vectors:
            try:
                layer = self.store.layer(descriptor)
            except VectorError as exc:
                problems.append(f"vector {descriptor.get('name') or descriptor.get('id')}: {exc}")
                continue
            layers.append(layer)
            if layer.unreadable:
                problems.append(f"vector {layer.name}: unreadable geometry for ids "
                                + ", ".join(map(str, layer.unreadable[:10])))
        return layers, problems

    @property
    def layers(self) -> list[VectorLayer]:
        """The session's shared vectors that could be read, in the order sent."""
        return self._decoded[0]

    @property
    def problems(self) -> list[str]:
        """Why some shared vectors or features could not be read."""
        return self._decoded[1]

    def layer(self, vector_id: str) -> VectorLayer | None:
        return next((layer for layer in self.layers if layer.id == vector_id), None)

    def feature(self, feature_id: Any, vector_id: Any = None) -> Feature | None:
        """Resolve an annotation like ``<ref id v>``: in ``v`` if given, else the first vector holding it."""
        try:
            fid = int(feature_id)
        except (TypeError, ValueError):
            return None
        candidates = [self.layer(vector_id)] if vector_id else self.layers
        for layer in candidates:
            found = layer.feature(fid) if layer else None
            if found:
                return found
        return None

    def features(self) -> list[Feature]:
        return [f for layer in self.layers for f in layer.features]

    def layer_of(self, feature: Feature) -> VectorLayer:
        layer = self.layer(feature.vector_id)
        assert layer is not None
        return layer

    def classes_named(self, word: str) -> set[tuple[str, str]]:
        """(vector id, class id) of classes whose name matches ``word`` (plurals, case ignored)."""
        wanted = singular(word)
        synonyms = {wanted} | SYNONYMS.get(wanted, set())
        return {(layer.id, cid) for layer in self.layers for cid, info in layer.classes.items()
                if singular(info.name) in synonyms}

    def features_named(self, word: str) -> list[Feature]:
        keys = self.classes_named(word)
        return [f for f in self.features() if (f.vector_id, f.class_id) in keys]

    def new_data_artifact(self, data: Any, kind: str = "data") -> Artifact:
        return self.store.add_artifact(kind, data)


@dataclass
class PausedTurn:
    """A turn waiting for approval; its answer generator is suspended at the request."""

    approval_id: str
    kind: str
    answer: Answer
    session: Session
    turn: TurnContext  # what the answer reads from
    message_id: str | None = None  # the paused message's id (continued on resume with --spec-message-ids)


SYNONYMS = {"house": {"building"}, "building": {"house"}, "pool": {"swimming pool", "swimmingpool"}}


def singular(word: str) -> str:
    """Lower-case singular of an English noun, enough for class names ("Trees" -> "tree")."""
    word = re.sub(r"[^a-z ]", "", word.lower()).strip()
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


# --- the driver --------------------------------------------------------------------

class Outcome(enum.Enum):
    DONE = "done"
    PAUSED = "paused"
    CANCELLED = "cancelled"
    DROPPED = "dropped"


_WORDS = re.compile(r"\s*\S+\s*|\s+")


class TurnRunner:
    """Drives one answer generator (or the resumed rest of one) over one sink."""

    def __init__(self, sink: Sink, turn: TurnContext, config: AgentConfig,
                 fault: str | None = None, cancelled: asyncio.Event | None = None) -> None:
        self.sink = sink
        self.turn = turn
        self.config = config
        self.fault = fault if fault in faults.MID_STREAM else None
        self.bad_end = fault == faults.BAD_END
        self.cancelled = cancelled or asyncio.Event()
        self.message_id: str | None = turn.resume_message_id if config.spec_ids else None
        turn.resume_message_id = None
        self.text: list[str] = []
        self.contexts: list[dict[str, Any]] = []

    async def run(self, answer: Answer, first: Any = None) -> Outcome:
        """Drive ``answer`` until it ends, pauses, is cancelled or the connection drops.

        ``first`` is sent into the generator first (the approval decision when resuming).
        """
        value = first
        started = first is not None
        try:
            while True:
                if self.cancelled.is_set():
                    return await self._cancel(answer)
                try:
                    item = await (answer.asend(value) if started else answer.__anext__())
                except StopAsyncIteration:
                    break
                except Exception:  # noqa: BLE001 - a broken answer ends the turn, not the connection
                    log.exception("answer failed")
                    await self._finish()
                    await self.sink.send({"type": "error", "content": "the agent failed while answering",
                                          "code": "EXECUTION_ERROR"})
                    return Outcome.DONE
                started, value = True, None
                if isinstance(item, Say):
                    outcome = await self._say(item)
                    if outcome is not None:
                        if outcome is Outcome.CANCELLED:
                            return await self._cancel(answer)
                        await answer.aclose()
                        return outcome
                elif isinstance(item, Emit):
                    frame = dict(item.frame)
                    if item.bind_message:
                        frame["messageId"] = self._message()
                    await self.sink.send(frame)
                elif isinstance(item, Attach):
                    self.contexts.append(item.context)
                elif isinstance(item, CallTool):
                    value = await self._call_tool(item)
                elif isinstance(item, AskApproval):
                    await self._pause(answer, item)
                    return Outcome.PAUSED
            if not await self._fire_fault():
                return Outcome.DROPPED
            if self.message_id is not None or self.contexts:
                await self._finish()
            return Outcome.DONE
        except (ConnectionError, asyncio.CancelledError):
            await answer.aclose()
            raise

    def _message(self) -> str:
        if self.message_id is None:
            if self.config.spec_ids:
                self.turn.session.messages += 1
                self.message_id = f"msg_{self.turn.session.messages}"
            else:
                self.message_id = f"msg_{uuid.uuid4().hex[:12]}"
        return self.message_id

    async def _say(self, item: Say) -> Outcome | None:
        pieces = _WORDS.findall(item.text)
        if item.chunk_chars > 0:
            pieces = _group(pieces, item.chunk_chars)
        message_id = self._message()
        fault_at = len(pieces) // 2 if self.fault else -1
        for i, piece in enumerate(pieces):
            if i == fault_at and not await self._fire_fault():
                return Outcome.DROPPED
            if self.cancelled.is_set():
                return Outcome.CANCELLED
            chunk = {"type": "stream_chunk", "content": piece, "messageId": message_id, "isComplete": False}
            if self.config.stamp:
                chunk["sentAt"] = time.time()  # for latency benchmarks; clients ignore unknown fields
            await self.sink.send(chunk)
            self.text.append(piece)
            await asyncio.sleep(self.config.chunk_delay)
        return None

    async def _fire_fault(self) -> bool:
        if self.fault is None:
            return True
        mode, self.fault = self.fault, None
        log.info("fault %s fired in %s", mode, self.message_id)
        return await faults.fire(mode, self.sink, self._message(), stall_seconds=self.config.stall_seconds,
                                 heartbeat=self.config.heartbeat, huge_bytes=self.config.huge_bytes,
                                 cancelled=self.cancelled)

    async def _finish(self, pending_approval: dict[str, Any] | None = None) -> None:
        frame: dict[str, Any] = {"type": "stream_chunk", "content": "",
                                 "messageId": self._message(), "isComplete": True}
        if self.contexts:
            frame["contexts"] = self.contexts
        if self.bad_end:
            frame["contexts"] = {"not": "a list"}
        if pending_approval:
            frame["pendingApproval"] = pending_approval
        await self.sink.send(frame)
        text = "".join(self.text)
        if text:
            self.turn.session.remember("assistant", text)
        self.message_id, self.text, self.contexts = None, [], []

    async def _cancel(self, answer: Answer) -> Outcome:
        """End the message with what was streamed so far (an empty last delta)."""
        await self._finish()
        await answer.aclose()
        return Outcome.CANCELLED

    async def _call_tool(self, call: CallTool) -> dict[str, Any] | None:
        call_id = f"call_{uuid.uuid4().hex[:12]}"
        await self.sink.send({"type": "tool_call_start", "toolName": call.name, "callId": call_id,
                              "input": call.data})
        frame = {"type": "tool_call", "toolName": call.name, "data": call.data, "callId": call_id}
        if call.message:
            frame["message"] = call.message
        waiter = self.sink.expect_result(call_id)
        try:
            await self.sink.send(frame)
            if waiter is None:
                return None
            cancel = asyncio.ensure_future(self.cancelled.wait())
            try:
                await asyncio.wait({waiter, cancel}, timeout=self.config.tool_timeout,
                                   return_when=asyncio.FIRST_COMPLETED)
            finally:
                cancel.cancel()
            return waiter.result() if waiter.done() and not waiter.cancelled() else None
        finally:
            self.sink.forget_result(call_id)

    async def _pause(self, answer: Answer, ask: AskApproval) -> None:
        if self.text:
            await self._finish()  # what was said before the request stays a message of its own
        approval_id = f"appr_{uuid.uuid4().hex[:12]}"
        pending: dict[str, Any] = {"id": approval_id, "kind": ask.kind, "description": ask.description}
        if ask.credits is not None:
            pending["credits"] = ask.credits
        self.turn.store.pause(PausedTurn(approval_id, ask.kind, answer, self.turn.session, self.turn,
                                         self._message()))
        await self._finish(pending)


def _group(pieces: list[str], size: int) -> list[str]:
    grouped, current = [], ""
    for piece in pieces:
        current += piece
        if len(current) >= size:
            grouped.append(current)
            current = ""
    if current:
        grouped.append(current)
    return grouped
