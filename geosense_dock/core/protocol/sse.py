"""HTTP/SSE transport: ``POST /api/chat`` and ``POST /message/resume/stream``.

:class:`SseDecoder` turns bytes into events incrementally: UTF-8 is decoded
with an incremental decoder (a character split across chunks is fine), CR, LF
and CRLF line ends are accepted even when split across chunks, multi-line
``data`` fields are joined with newlines, comment lines are heartbeats and
``[DONE]`` ends the stream.
"""

from __future__ import annotations

import codecs
import http.client
import json
import logging
import threading
import urllib.error
import urllib.request
from typing import Any, Callable, Dict, Iterator, List, Optional

from .frames import FrameError, frame_from_dict, sse_body_from_chat
from .transport import Backoff, ConnectionState, Endpoint, TransportListener, _opener, check_health

log = logging.getLogger("geosense.protocol")

DONE = object()  # sentinel event: the stream said [DONE]


class SseDecoder:
    """Incremental Server-Sent Events decoder (WHATWG event-stream rules)."""

    def __init__(self) -> None:
        self._utf8 = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._buf = ""
        self._data: List[str] = []
        self._skip_lf = False
        self.heartbeats = 0

    def feed(self, chunk: bytes) -> List[str]:
        """Feed raw bytes; returns the data payloads of the events completed."""
        return self._lines(self._utf8.decode(chunk))

    def close(self) -> List[str]:
        out = self._lines(self._utf8.decode(b"", final=True))
        if self._buf:
            out += self._line(self._buf)
            self._buf = ""
        if self._data:  # an unterminated last event is dispatched, per the spec it would be dropped;
            out.append("\n".join(self._data))  # keeping it loses nothing a partial answer had
            self._data = []
        return out

    def _lines(self, text: str) -> List[str]:
        out: List[str] = []
        if not text:
            return out
        if self._skip_lf and text[0] == "\n":
            text = text[1:]
        self._skip_lf = False
        buf = self._buf + text
        start = 0
        i = 0
        n = len(buf)
        while i < n:
            ch = buf[i]
            if ch == "\r" or ch == "\n":
                out += self._line(buf[start:i])
                if ch == "\r":
                    if i + 1 < n:
                        if buf[i + 1] == "\n":
                            i += 1
                    else:
                        self._skip_lf = True
                start = i + 1
            i += 1
        self._buf = buf[start:]
        return out

    def _line(self, line: str) -> List[str]:
        if line == "":
            if self._data:
                data = "\n".join(self._data)
                self._data = []
                return [data]
            return []
        if line.startswith(":"):
            self.heartbeats += 1
            return []
        field, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if field == "data":
            self._data.append(value)
        return []


def iter_events(chunks: Iterator[bytes], decoder: Optional[SseDecoder] = None) -> Iterator[Any]:
    """Yield decoded JSON objects (or DONE) from a stream of byte chunks."""
    decoder = decoder or SseDecoder()
    for chunk in chunks:
        for data in decoder.feed(chunk):
            yield DONE if data.strip() == "[DONE]" else data
    for data in decoder.close():
        yield DONE if data.strip() == "[DONE]" else data


class SseTransport:
    """One HTTP request per turn; /health decides the connection indicator."""

    kind = "sse"

    def __init__(
        self,
        endpoint: Endpoint,
        listener: TransportListener,
        *,
        backoff: Optional[Backoff] = None,
        health_interval: float = 15.0,
        idle_timeout: float = 120.0,
    ) -> None:
        self.endpoint = endpoint
        self.listener = listener
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

    @property
    def state(self) -> ConnectionState:
        return self._state

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
                self._set_state(state, f"{reason}; retrying in {delay:.0f} s")
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
            return self._open_stream("/api/chat", sse_body_from_chat(frame))
        if kind == "approval_response":
            body = {"approval_id": frame.get("approvalId"), "approved": bool(frame.get("approved"))}
            if self.session_id:
                body["session_id"] = self.session_id
            return self._open_stream("/message/resume/stream", body)
        if kind == "tool_result":
            log.info("tool_result not sent: HTTP/SSE has no back-channel for tool results")
            return False
        log.info("frame type %r cannot be sent over HTTP/SSE", kind)
        return False

    def _open_stream(self, path: str, body: Dict[str, Any]) -> bool:
        with self._lock:
            if self._stream_thread is not None and self._stream_thread.is_alive():
                self._abort_stream_locked()
            self._generation += 1
            gen = self._generation
            thread = threading.Thread(
                target=self._stream, args=(path, body, gen), name="geosense-sse-stream", daemon=True
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
            try:
                sock = getattr(getattr(getattr(resp, "fp", None), "raw", None), "_sock", None)
                if sock is not None:
                    import socket

                    sock.shutdown(socket.SHUT_RDWR)
                resp.close()
            except OSError:
                pass

    def _current(self, gen: int) -> bool:
        return gen == self._generation and not self._stop.is_set()

    def _stream(self, path: str, body: Dict[str, Any], gen: int) -> None:
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "text/event-stream", **self.endpoint.headers()}
        req = urllib.request.Request(self.endpoint.url(path), data=data, headers=headers, method="POST")
        ended_cleanly = False
        reason = ""
        try:
            resp = _opener(self.endpoint).open(req, timeout=self.idle_timeout)  # noqa: S310 (http/https checked)
        except urllib.error.HTTPError as exc:
            code = "UNAUTHORIZED" if exc.code in (401, 403) else "HTTP_ERROR"
            detail = _http_error_detail(exc)
            if self._current(gen):
                self.listener.on_problem(f"the agent answered HTTP {exc.code}{detail}", code)
                self.listener.on_turn_end(True, f"HTTP {exc.code}")
            return
        except OSError as exc:
            if self._current(gen):
                self.listener.on_problem(f"could not reach the agent: {getattr(exc, 'reason', exc)}", "NETWORK_ERROR")
                self.listener.on_turn_end(True, "network error")
                self._wake.set()
            return
        with self._lock:
            if not self._current(gen):
                resp.close()
                return
            self._response = resp
        try:
            ctype = resp.headers.get("Content-Type", "")
            if not ctype.startswith("text/event-stream"):
                self.listener.on_problem(f"the agent did not answer with an event stream ({ctype})", "HTTP_ERROR")
                reason = "not an event stream"
                return
            for event in iter_events(_read_chunks(resp, lambda: self._current(gen))):
                if not self._current(gen):
                    return
                if event is DONE:
                    ended_cleanly = True
                    break
                self._dispatch(event)
            if not ended_cleanly:
                reason = "the stream ended before [DONE]"
        except (OSError, http.client.HTTPException) as exc:
            reason = f"the stream broke ({type(exc).__name__})"
        finally:
            with self._lock:
                if self._response is resp:
                    self._response = None
            try:
                resp.close()
            except OSError:
                pass
            if self._current(gen):
                self.listener.on_turn_end(not ended_cleanly, reason)

    def _dispatch(self, data: str) -> None:
        try:
            frame = frame_from_dict(json.loads(data))
        except (ValueError, FrameError) as exc:
            log.warning("bad SSE event from agent: %s", exc)
            self.listener.on_problem(f"the agent sent an event that could not be read: {exc}", "VALIDATION_ERROR")
            return
        if getattr(frame, "type", "") == "session":
            self.session_id = getattr(frame, "session_id", None)
        self.listener.on_frame(frame)


def _read_chunks(resp: Any, keep_going: Callable[[], bool]) -> Iterator[bytes]:
    read = getattr(resp, "read1", None) or resp.read
    while keep_going():
        chunk = read(65536)
        if not chunk:
            return
        yield chunk


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
