"""Typed frames of the GeoSense wire contract (PROTOCOL.md section 2).

Server frames are parsed with :func:`parse_frame`; client frames are built with
the ``*_frame`` helpers and serialised with :func:`dump_frame`. Unknown frame
types and unknown fields are kept (``extra``) and logged, never fatal.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Union

from .. import texts

log = logging.getLogger("geosense.protocol")

ERROR_CODES = (
    "VALIDATION_ERROR",
    "TOOL_NOT_FOUND",
    "EXECUTION_ERROR",
    "NETWORK_ERROR",
    "TIMEOUT_ERROR",
    "HTTP_ERROR",
    "UNAUTHORIZED",
    "LAYER_NOT_FOUND",
    "INVALID_PARAMETERS",
    "PAYLOAD_TOO_LARGE",
)


class FrameError(ValueError):
    """A frame that cannot be understood (not JSON, not an object, wrong field types)."""

    def __init__(self, message: str, raw: str = "") -> None:
        super().__init__(message)
        self.raw = raw[:200]
        # the frame says it is a turn's last chunk (``isComplete``) though the rest of it cannot be read: the
        # turn still ends there (a malformed optional field must not leave the dock answering forever)
        self.ends_turn = False


@dataclass
class SessionFrame:
    session_id: str
    type: str = "session"


@dataclass
class PendingApproval:
    id: str
    kind: str
    description: str
    credits: Optional[float] = None


@dataclass
class StreamChunk:
    content: str
    message_id: str
    is_complete: bool
    contexts: List[Dict[str, Any]] = field(default_factory=list)
    pending_approval: Optional[PendingApproval] = None
    type: str = "stream_chunk"


@dataclass
class ToolCallStart:
    tool_name: str
    call_id: str
    input: Any = None
    type: str = "tool_call_start"


@dataclass
class ToolCall:
    tool_name: str
    call_id: str
    data: Any
    message: Optional[str] = None
    type: str = "tool_call"


@dataclass
class McpToolResult:
    tool_name: str
    call_id: str
    result: Any
    type: str = "mcp_tool_result"


@dataclass
class BackendThinking:
    message_id: str
    content: str
    type: str = "backend_thinking"


@dataclass
class BackendToolCall:
    message_id: str
    call_id: str
    tool_name: str
    status: str
    summary: Optional[str] = None
    error: Optional[str] = None
    type: str = "backend_tool_call"


@dataclass
class ErrorFrame:
    content: str
    code: Optional[str] = None
    type: str = "error"


@dataclass
class UnknownFrame:
    type: str
    payload: Dict[str, Any]


Frame = Union[
    SessionFrame,
    StreamChunk,
    ToolCallStart,
    ToolCall,
    McpToolResult,
    BackendThinking,
    BackendToolCall,
    ErrorFrame,
    UnknownFrame,
]


def _str(obj: Dict[str, Any], key: str, default: Optional[str] = None, required: bool = True) -> str:
    value = obj.get(key, default)
    if value is None:
        if required:
            raise FrameError(texts.text("{0} frame lacks '{1}'", obj.get("type"), key))
        return ""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    if not isinstance(value, str):
        raise FrameError(texts.text("{0} frame: '{1}' must be a string", obj.get("type"), key))
    return value


def _opt_str(obj: Dict[str, Any], key: str) -> Optional[str]:
    value = obj.get(key)
    return None if value is None else str(value)


def _approval(value: Any) -> Optional[PendingApproval]:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise FrameError(texts.text("pendingApproval must be an object"))
    credits = value.get("credits")
    if credits is not None:
        try:
            credits = float(credits)
        except (TypeError, ValueError):
            raise FrameError(texts.text("pendingApproval.credits must be a number")) from None
    return PendingApproval(
        id=str(value.get("id", "")),
        kind=str(value.get("kind", "")),
        description=str(value.get("description", "")),
        credits=credits,
    )


_KNOWN_FIELDS = {
    "session": {"type", "sessionId"},
    "stream_chunk": {"type", "content", "messageId", "isComplete", "contexts", "pendingApproval"},
    "tool_call_start": {"type", "toolName", "callId", "input"},
    "tool_call": {"type", "toolName", "data", "callId", "message"},
    "mcp_tool_result": {"type", "toolName", "result", "callId"},
    "backend_thinking": {"type", "messageId", "content"},
    "backend_tool_call": {"type", "messageId", "callId", "toolName", "status", "summary", "error"},
    "error": {"type", "content", "code"},
}


def frame_from_dict(obj: Any) -> Frame:
    """Turn a decoded JSON value into a typed frame (raises FrameError)."""
    if not isinstance(obj, dict):
        raise FrameError(texts.text("frame is not a JSON object"))
    kind = obj.get("type")
    if not isinstance(kind, str):
        raise FrameError(texts.text("frame has no 'type'"))
    known = _KNOWN_FIELDS.get(kind)
    if known is None:
        log.info("ignoring unknown frame type %r", kind)
        return UnknownFrame(type=kind, payload=obj)
    extra = set(obj) - known
    if extra:
        log.debug("ignoring unknown fields %s in %s frame", sorted(extra), kind)
    if kind == "session":
        return SessionFrame(session_id=_str(obj, "sessionId"))
    if kind == "stream_chunk":
        contexts = obj.get("contexts") or []
        if not isinstance(contexts, list):
            raise FrameError(texts.text("stream_chunk.contexts must be a list"))
        return StreamChunk(
            content=_str(obj, "content", default="", required=False),
            message_id=_str(obj, "messageId"),
            is_complete=bool(obj.get("isComplete", False)),
            contexts=[c for c in contexts if isinstance(c, dict)],
            pending_approval=_approval(obj.get("pendingApproval")),
        )
    if kind == "tool_call_start":
        return ToolCallStart(tool_name=_str(obj, "toolName"), call_id=_str(obj, "callId"), input=obj.get("input"))
    if kind == "tool_call":
        return ToolCall(
            tool_name=_str(obj, "toolName"),
            call_id=_str(obj, "callId"),
            data=obj.get("data"),
            message=_opt_str(obj, "message"),
        )
    if kind == "mcp_tool_result":
        return McpToolResult(tool_name=_str(obj, "toolName"), call_id=_str(obj, "callId"), result=obj.get("result"))
    if kind == "backend_thinking":
        return BackendThinking(
            message_id=_str(obj, "messageId", default="", required=False),
            content=_str(obj, "content", default="", required=False),
        )
    if kind == "backend_tool_call":
        return BackendToolCall(
            message_id=_str(obj, "messageId", default="", required=False),
            call_id=_str(obj, "callId", default="", required=False),
            tool_name=_str(obj, "toolName"),
            status=_str(obj, "status", default="started", required=False),
            summary=_opt_str(obj, "summary"),
            error=_opt_str(obj, "error"),
        )
    # error
    return ErrorFrame(content=_str(obj, "content", default="", required=False), code=_opt_str(obj, "code"))


def parse_frame(text: Union[str, bytes]) -> Frame:
    """Parse one frame of JSON text (raises FrameError with a readable reason)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise FrameError(texts.text("frame is not UTF-8: {0}", exc)) from None
    try:
        obj = json.loads(text)
    except ValueError as exc:
        raise FrameError(texts.text("frame is not JSON ({0})", exc.args[0] if exc.args else exc), text) from None
    try:
        return frame_from_dict(obj)
    except FrameError as exc:
        exc.ends_turn = isinstance(obj, dict) and obj.get("type") == "stream_chunk" and obj.get("isComplete") is True
        raise


# ---------------------------------------------------------------- client frames


def now_ms() -> int:
    return int(time.time() * 1000)


def chat_message_frame(
    content: str,
    *,
    initial_state: Optional[Dict[str, Any]] = None,
    contexts: Optional[List[Dict[str, Any]]] = None,
    vectors: Optional[List[Dict[str, Any]]] = None,
    allow_backend_tools: Optional[bool] = None,
    timestamp: Optional[int] = None,
) -> Dict[str, Any]:
    frame: Dict[str, Any] = {
        "type": "chat_message",
        "content": content,
        "timestamp": now_ms() if timestamp is None else timestamp,
    }
    if initial_state is not None:
        frame["initialState"] = initial_state
    if contexts:
        frame["contexts"] = contexts
    if vectors:
        frame["vectors"] = vectors
    if allow_backend_tools is not None:
        frame["allowBackendTools"] = bool(allow_backend_tools)
    return frame


def tool_result_frame(
    tool_name: str,
    call_id: str,
    success: bool,
    message: str,
    *,
    error: Optional[str] = None,
    layer_state: Optional[List[Dict[str, Any]]] = None,
) -> Dict[str, Any]:
    frame: Dict[str, Any] = {
        "type": "tool_result",
        "toolName": tool_name,
        "callId": call_id,
        "success": bool(success),
        "message": message,
    }
    if error:
        frame["error"] = error
    if layer_state is not None:
        frame["layerState"] = layer_state
    return frame


def approval_response_frame(approval_id: str, approved: bool) -> Dict[str, Any]:
    return {"type": "approval_response", "approvalId": approval_id, "approved": bool(approved)}


def cancel_frame() -> Dict[str, Any]:
    return {"type": "cancel"}


def dump_frame(frame: Dict[str, Any]) -> str:
    return json.dumps(frame, ensure_ascii=False, separators=(",", ":"))


def sse_body_from_chat(frame: Dict[str, Any]) -> Dict[str, Any]:
    """The POST /api/chat body equivalent to a chat_message frame."""
    body: Dict[str, Any] = {"message": frame.get("content", "")}
    for key in ("initialState", "contexts", "vectors", "allowBackendTools"):
        if key in frame:
            body[key] = frame[key]
    return body
