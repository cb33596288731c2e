"""HTTP/SSE transport: ``POST /api/chat`` and ``POST /message/resume/stream``.

:class:`SseDecoder` turns bytes into events incrementally: UTF-8 is decoded
with an incremental decoder (a character split across chunks is fine), CR, LF
and CRLF line ends are accepted even when split across chunks, multi-line
``data`` fields are joined with newlines, comment lines are heartbeats and
``[DONE]`` ends the stream.

No Qt: it runs on its own thread and reports only through its listener; it never follows a
redirect off the configured origin.
"""

from __future__ import annotations

import codecs
import http.client
import json
import logging
import re
import socket
import threading
import urllib.error
import urllib.request
from typing import Any, Callable, Dict, Iterator, List, Optional

from ..sent_record import SentPiece, SentSink
from ..texts import text
from .frames import FrameError, frame_from_dict, sse_body_from_chat
from .transport import (
    SSE,
    Backoff,
    ConnectionState,
    Endpoint,
    RedirectRefused,
    TransportListener,
    _opener,
    check_health,
)

log = logging.getLogger("geosense.protocol")

DONE = object()  # sentinel event: the stream said [DONE]


_EOL = re.compile(r"\r\n|\r|\n")
MAX_EVENT_CHARS = 16 * 2**20


class TooLarge:
    """Event marker: an event longer than the decoder's limit was skipped."""

    def __init__(self, size: int) -> None:
        self.size = size

    def __repr__(self) -> str:
        return f"TooLarge({self.size})"


class SseDecoder:
    """Incremental Server-Sent Events decoder (WHATWG event-stream rules).

    Work is linear in the input: only new text is scanned for line ends. An
    event whose data grows beyond ``max_event_chars`` is skipped (its bytes are
    counted, not kept) and reported as a :class:`TooLarge` marker in its place.
    """

    def __init__(self, max_event_chars: int = MAX_EVENT_CHARS) -> None:
        self._utf8 = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._partial: List[str] = []  # pieces of the unfinished last line
        self._partial_len = 0
        self._data: List[str] = []
        self._data_len = 0
        self._skip_lf = False
        self._skipping = 0  # > 0: characters of an oversized event dropped so far
        self.max_event_chars = max_event_chars
        self.heartbeats = 0

    def feed(self, chunk: bytes) -> List[Any]:
        """Feed raw bytes; returns the data payloads of the events completed (or TooLarge markers)."""
        return self._lines(self._utf8.decode(chunk))

    def close(self) -> List[Any]:
        out = self._lines(self._utf8.decode(b"", final=True))
        if self._partial:
            out += self._line(self._take_partial(""))
        if self._skipping:
            out.append(TooLarge(self._skipping))
            self._skipping = 0
        elif self._data:  # an unterminated last event is dispatched, per the spec it would be dropped;
            out.append("\n".join(self._data))  # keeping it loses nothing a partial answer had
        self._data, self._data_len = [], 0
        return out

    def _take_partial(self, tail: str) -> str:
        if not self._partial:
            return tail
        self._partial.append(tail)
        line = "".join(self._partial)
        self._partial, self._partial_len = [], 0
        return line

    def _lines(self, text: str) -> List[Any]:
        out: List[Any] = []
        if not text:
            return out
        if self._skip_lf:
            self._skip_lf = False
            if text[0] == "\n":
                text = text[1:]
        start = 0
        for match in _EOL.finditer(text):
            piece = text[start:match.start()]
            start = match.end()
            if self._skipping and (self._partial or piece):
                self._skipping += self._partial_len + len(piece)
                self._partial, self._partial_len = [], 0
                continue
            out += self._line(self._take_partial(piece))
        if text.endswith("\r"):
            self._skip_lf = True
        rest = text[start:]
        if rest:
            if self._skipping:
                self._skipping += len(rest)
            else:
                self._partial.append(rest)
                self._partial_len += len(rest)
                if self._partial_len + self._data_len > self.max_event_chars:
                    self._begin_skip()
        return out

    def _begin_skip(self) -> None:
        self._skipping = self._partial_len + self._data_len
        self._partial, self._partial_len = [], 0
        self._data, self._data_len = [], 0

    def _line(self, line: str) -> List[Any]:
        if line == "":
            if self._skipping:
                size, self._skipping = self._skipping, 0
                return [TooLarge(size)]
            if self._data:
                data = "\n".join(self._data)
                self._data, self._data_len = [], 0
                return [data]
            return []
        if self._skipping:
            self._skipping += len(line)
            return []
        if line.startswith(":"):
            self.heartbeats += 1
            return []
        field, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if field == "data":
            self._data.append(value)
            self._data_len += len(value) + 1
            if self._data_len > self.max_event_chars:
                self._begin_skip()
        return []


def _event(data: Any) -> Any:
    if isinstance(data, str) and data.strip() == "[DONE]":
        return DONE
    return data


def iter_events(chunks: Iterator[bytes], decoder: Optional[SseDecoder] = None) -> Iterator[Any]:
    """Yield decoded data payloads (str), DONE, or TooLarge markers from a stream of byte chunks."""
    decoder = decoder or SseDecoder()
    for chunk in chunks:
        for data in decoder.feed(chunk):
            yield _event(data)
    for data in decoder.close():
        yield _event(data)


class SseTransport:
    """One HTTP request per turn; /health decides the connection indicator."""

    kind = SSE

    def __init__(
        self,
        endpoint: Endpoint,
        listener: TransportListener,
        *,
        backoff: Optional[Backoff] = None,
        health_interval: float = 15.0,
        idle_timeout: float = 120.0,
        sent: Optional[SentSink] = None,
    ) -> None:
        self.endpoint = endpoint
        self.listener = listener
        self.sent = sent  # told of each chat or resume request once its body reached the agent
        self.backoff = backoff or Backoff()
        self.health_interval = health_interval
        self.idle_timeout = idle_timeout
        self.session_id: Optional[str] = None
        self._state = ConnectionState.OFFLINE
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._health_thread: Optional[threading.Thread] = None
        self._lock = threading.Lock()
        self._stream_thread: Optional[threading.Thread] = None
        self._response: Any = None
        self._generation = 0
        self.frames_received = 0

    @property
    def state(self) -> ConnectionState:
        return self._state

    @property
    def busy(self) -> bool:
        return False  # a stopped stream is closed at once: nothing of it can arrive later

    def new_session(self) -> None:
        """Stateless: every request is its own session on the agent."""

    def _set_state(self, state: ConnectionState, detail: str = "") -> None:
        if state != self._state or detail:
            self._state = state
            self.listener.on_state(state, detail)

    # ------------------------------------------------------------ lifecycle
    def start(self) -> None:
        if self._health_thread is None:
            self._set_state(ConnectionState.CONNECTING)
            self._health_thread = threading.Thread(target=self._health_loop, name="geosense-sse-health", daemon=True)
            self._health_thread.start()

    def stop(self, timeout: float = 8.0) -> None:
        self._stop.set()
        self._wake.set()
        self._abort_stream()
        for thread in (self._health_thread, self._stream_thread):
            if thread is not None:
                thread.join(timeout)
        self._health_thread = None
        self._set_state(ConnectionState.STOPPED)

    def reconnect_now(self) -> None:
        self.backoff.reset()
        self._wake.set()

    def _health_loop(self) -> None:
        was_connected = False
        while not self._stop.is_set():
            reason = check_health(self.endpoint, 4.0)
            if self._stop.is_set():
                break
            if reason is None:
                was_connected = True
                self.backoff.reset()
                self._set_state(ConnectionState.CONNECTED)
                delay = self.health_interval
            else:
                delay = self.backoff.next_delay()
                state = ConnectionState.RECONNECTING if was_connected else ConnectionState.OFFLINE
                self._set_state(state, text("{0}; retrying in {1:.0f} s", reason, delay))
            self._wake.wait(delay)
            self._wake.clear()

    # ------------------------------------------------------------ sending
    def send(self, frame: Dict[str, Any]) -> bool:
        kind = frame.get("type")
        if kind == "cancel":
            self._abort_stream()
            return True
        if self._state != ConnectionState.CONNECTED:
            return False
        if kind == "chat_message":
            return self._open_stream("/api/chat", sse_body_from_chat(frame), frame)
        if kind == "approval_response":
            body = {"approval_id": frame.get("approvalId"), "approved": bool(frame.get("approved"))}
            if self.session_id:
                body["session_id"] = self.session_id
            return self._open_stream("/message/resume/stream", body, frame)
        if kind == "tool_result":
            log.info("tool_result not sent: HTTP/SSE has no back-channel for tool results")
            return False
        log.info("frame type %r cannot be sent over HTTP/SSE", kind)
        return False

    def _open_stream(self, path: str, body: Dict[str, Any], frame: Dict[str, Any]) -> bool:
        with self._lock:
            if self._stream_thread is not None and self._stream_thread.is_alive():
                self._abort_stream_locked()
            self._generation += 1
            gen = self._generation
            thread = threading.Thread(
                target=self._stream, args=(path, body, gen, frame), name="geosense-sse-stream", daemon=True
            )
            self._stream_thread = thread
        thread.start()
        return True

    def _abort_stream(self) -> None:
        with self._lock:
            self._abort_stream_locked()

    def _abort_stream_locked(self) -> None:
        self._generation += 1  # frames of the old stream are ignored from now on
        resp = self._response
        self._response = None
        if resp is not None:
            close_response(resp)

    def _current(self, gen: int) -> bool:
        return gen == self._generation and not self._stop.is_set()

    def _stream(self, path: str, body: Dict[str, Any], gen: int, frame: Dict[str, Any]) -> None:
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "text/event-stream", **self.endpoint.headers()}
        req = urllib.request.Request(self.endpoint.url(path), data=data, headers=headers, method="POST")
        ended_cleanly = False
        reason = ""
        try:
            resp = _opener(self.endpoint).open(req, timeout=self.idle_timeout)  # noqa: S310 (http/https checked)
        except urllib.error.HTTPError as exc:
            self._written(frame, body, len(data), path)  # it reached the agent, which refused it
            code = "UNAUTHORIZED" if exc.code in (401, 403) else "HTTP_ERROR"
            detail = _http_error_detail(exc)
            if self._current(gen):
                self.listener.on_problem(text("the agent answered HTTP {0}{1}", exc.code, detail), code)
                self.listener.on_turn_end(True, f"HTTP {exc.code}")
            return
        except RedirectRefused as exc:
            if self._current(gen):
                self.listener.on_problem(exc.message, "NETWORK_ERROR")
                self.listener.on_turn_end(True, text("redirect not followed"))
            return
        except OSError as exc:
            if self._current(gen):
                reason = str(getattr(exc, "reason", exc))
                self._wake.set()  # let the health check notice the outage now
                if _never_reached(exc):
                    # refused before the request reached the agent: the caller may send it again
                    self._set_state(ConnectionState.RECONNECTING, text("could not reach the agent ({0})", reason))
                    self.listener.on_not_delivered(frame)
                    return
                self.listener.on_problem(text("could not reach the agent: {0}", reason), "NETWORK_ERROR")
                self.listener.on_turn_end(True, text("network error"))
            return
        self._written(frame, body, len(data), path)
        with self._lock:
            if not self._current(gen):
                resp.close()
                return
            self._response = resp

        def on_event(data: str) -> None:
            self.frames_received += 1
            self._dispatch(data)

        try:
            ended_cleanly, reason = pump_events(resp, lambda: self._current(gen), on_event,
                                                self.listener.on_problem, text("the agent"))
        finally:
            with self._lock:
                if self._response is resp:
                    self._response = None
            close_response(resp)
        if self._current(gen):
            self.listener.on_turn_end(not ended_cleanly, reason)

    def _written(self, frame: Dict[str, Any], body: Dict[str, Any], size: int, path: str) -> None:
        what = {"chat_message": "message", "approval_response": "approval"}.get(str(frame.get("type")))
        if self.sent is not None and what is not None:
            self.sent(frame, SentPiece(what, size, self.endpoint.url(path), body=body, backend=self.kind))

    def _dispatch(self, data: str) -> None:
        try:
            frame = frame_from_dict(json.loads(data))
        except (ValueError, FrameError) as exc:
            log.warning("bad SSE event from agent: %s", exc)
            self.listener.on_problem(text("the agent sent an event that could not be read: {0}", exc),
                                     "VALIDATION_ERROR")
            return
        if getattr(frame, "type", "") == "session":
            self.session_id = getattr(frame, "session_id", None)
        self.listener.on_frame(frame)


def _never_reached(exc: BaseException) -> bool:
    """True when the request cannot have reached the agent (refused, no such host)."""
    reason = getattr(exc, "reason", exc)
    return isinstance(reason, (ConnectionRefusedError, socket.gaierror))


def read_chunks(resp: Any, keep_going: Callable[[], bool]) -> Iterator[bytes]:
    """The bytes of an HTTP response as they arrive, while ``keep_going()``."""
    read = getattr(resp, "read1", None) or resp.read
    while keep_going():
        chunk = read(65536)
        if not chunk:
            return
        yield chunk


def close_response(resp: Any) -> None:
    """Close an HTTP response, shutting its socket down so a blocked read returns at once."""
    try:
        raw = getattr(getattr(resp, "fp", None), "raw", None)  # the stdlib's socket.SocketIO
        sock = getattr(raw, "_sock", None)  # noqa: SEAM001 - SocketIO has no public way to its socket
        if sock is not None:
            sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    try:
        resp.close()
    except OSError:
        pass


def pump_events(
    resp: Any,
    keep_going: Callable[[], bool],
    on_event: Callable[[str], None],
    on_problem: Callable[[str, str], None],
    who: str,
) -> tuple[bool, str]:
    """Read an event stream until ``[DONE]``: ``on_event(data)`` for each event.

    Returns ``(ended_cleanly, reason)``. A response that is not an event stream
    and events over the size limit are reported through ``on_problem`` (the
    rest of the stream is kept); a stream closed under the reader (Stop, a
    dropped connection) ends with the reason.
    """
    try:
        ctype = resp.headers.get("Content-Type", "")
        if not ctype.startswith("text/event-stream"):
            on_problem(text("{0} did not answer with an event stream ({1})", who, ctype), "HTTP_ERROR")
            return False, text("not an event stream")
        for event in iter_events(read_chunks(resp, keep_going)):
            if not keep_going():
                return False, text("stopped")
            if event is DONE:
                return True, ""
            if isinstance(event, TooLarge):
                on_problem(
                    text("{0} sent an event larger than {1} MiB ({2} MiB); it was refused and the rest of the "
                         "answer kept", who, MAX_EVENT_CHARS // 2**20, event.size // 2**20),
                    "PAYLOAD_TOO_LARGE",
                )
                continue
            on_event(event)
        return False, text("the stream ended before [DONE]")
    except (OSError, http.client.HTTPException, AttributeError, ValueError) as exc:
        # a stream closed under the reader (Stop) surfaces as any of these inside http.client
        return False, text("the stream broke ({0})", type(exc).__name__)


def _http_error_detail(exc: urllib.error.HTTPError) -> str:
    """A readable reason from an HTTP error body (FastAPI ``detail`` or ``{content}``)."""
    try:
        raw = exc.read(4096).decode("utf-8", "replace")
        body = json.loads(raw)
    except (OSError, ValueError):
        return ""
    if isinstance(body, dict):
        detail = body.get("detail") or body.get("content") or body.get("error")
        if isinstance(detail, list):
            parts = []
            for item in detail[:3]:
                if isinstance(item, dict):
                    loc = ".".join(str(x) for x in item.get("loc", []))
                    parts.append(f"{loc}: {item.get('msg', '')}".strip(": "))
            detail = "; ".join(parts)
        if detail:
            return f": {detail}"
    return ""
