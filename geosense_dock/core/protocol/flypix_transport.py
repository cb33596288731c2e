"""Chatting with GeoSense through FlyPix (PROTOCOL.md section 6): :class:`FlyPixTransport`.

Same interface as the WebSocket and SSE transports (start/stop/send/state/kind/
session_id/reconnect_now/new_session, reporting to a TransportListener from its
worker threads), so the dock renders FlyPix answers like any other. One
GeoSense session per FlyPix project; each message carries the ``vector_ids`` of
the loaded FlyPix vectors; answers come from ``/message/stream`` while FlyPix
offers it and from the plain ``/message/`` endpoint after a 404 there.
"""

from __future__ import annotations

import json
import logging
import threading
import uuid
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterator, List, Optional

from .. import texts
from .flypix import AuthRequired, Cancelled, FlyPixClient, FlyPixError, Tokens, error_or
from .frames import FrameError, SessionFrame, StreamChunk, _approval, frame_from_dict
from .sse import close_response, pump_events
from .transport import Backoff, ConnectionState, Endpoint, TransportListener

log = logging.getLogger("geosense.flypix")



@dataclass(repr=False)
class FlyPixEndpoint(Endpoint):
    """An :class:`Endpoint` plus what the FlyPix transport needs.

    ``vector_filter(vector_id)``: True for vectors FlyPix knows (loaded from
    it); the others are not sent as ``vector_ids``.
    """

    client: Optional[FlyPixClient] = None
    project_id: str = ""
    vector_filter: Optional[Callable[[str], bool]] = None


def message_body(frame: Dict[str, Any], vector_filter: Optional[Callable[[str], bool]] = None) -> Dict[str, Any]:
    """``{user_message, vector_ids, context}`` for a ``chat_message`` frame."""
    ids: List[str] = []
    for vector in frame.get("vectors") or []:
        vid = vector.get("id") if isinstance(vector, dict) else None
        if isinstance(vid, str) and vid and vid not in ids and (vector_filter is None or vector_filter(vid)):
            ids.append(vid)
    body: Dict[str, Any] = {"user_message": frame.get("content", ""), "vector_ids": ids}
    contexts = frame.get("contexts")
    if contexts:
        body["context"] = contexts
    return body


def frames_from_reply(reply: Dict[str, Any], fallback_id: str) -> Iterator[Any]:
    """The frames a plain ``/message/`` reply stands for: its tool calls and activity, the text, the end."""
    frames = reply.get("frames")
    extra: List[Any] = frames if isinstance(frames, list) else []
    message_id = next((f.get("messageId") for f in extra if isinstance(f, dict) and f.get("messageId")), None)
    message_id = str(reply.get("message_id") or message_id or fallback_id)
    for raw in extra:
        try:
            yield frame_from_dict(raw)
        except FrameError as exc:
            log.warning("FlyPix reply: a frame could not be read (%s)", exc)
    text = reply.get("response")
    if isinstance(text, dict):  # some deployments nest the text
        text = text.get("content") or text.get("text") or ""
    text = "" if text is None else str(text)
    contexts = reply.get("context")
    if isinstance(contexts, dict):
        contexts = [contexts]
    contexts = [c for c in contexts if isinstance(c, dict)] if isinstance(contexts, list) else []
    try:
        pending = _approval(reply.get("pending_approval"))
    except FrameError:
        pending = None
    if text:
        yield StreamChunk(content=text, message_id=message_id, is_complete=False)
    yield StreamChunk(content="", message_id=message_id, is_complete=True, contexts=contexts,
                      pending_approval=pending)


class FlyPixTransport:
    """Chat with GeoSense through FlyPix: one session per project, one request per turn.

    The connection indicator says *connected* once signed in and a session for
    the project exists; it re-checks every ``health_interval`` seconds.
    """

    kind = "flypix"

    def __init__(self, endpoint: Endpoint, listener: TransportListener, *, backoff: Optional[Backoff] = None,
                 health_interval: float = 30.0, idle_timeout: float = 120.0) -> None:
        self.endpoint = endpoint
        self.listener = listener
        client = getattr(endpoint, "client", None)
        if client is None:  # a plain endpoint: its token is used as is
            from dataclasses import fields as _fields

            base = {f.name: getattr(endpoint, f.name) for f in _fields(Endpoint)}
            client = FlyPixClient(Endpoint(**base))
            if endpoint.token:
                client._tokens = Tokens(endpoint.token)
        self.client: FlyPixClient = client
        self.project_id: str = getattr(endpoint, "project_id", "") or ""
        self.vector_filter = getattr(endpoint, "vector_filter", None)
        self.backoff = backoff or Backoff()
        self.health_interval = health_interval
        self.idle_timeout = idle_timeout
        self.session_id: Optional[str] = None
        self.streaming: Optional[bool] = None  # None: not known yet; False: the stream answered 404
        self.frames_received = 0
        self._state = ConnectionState.OFFLINE
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._lock = threading.Lock()
        self._thread: Optional[threading.Thread] = None
        self._turn_thread: Optional[threading.Thread] = None
        self._response: Any = None
        self._generation = 0

    # -- Transport interface -----------------------------------------------------------

    @property
    def state(self) -> ConnectionState:
        return self._state

    @property
    def busy(self) -> bool:
        return False

    def _set_state(self, state: ConnectionState, detail: str = "") -> None:
        if self._stop.is_set() and state != ConnectionState.STOPPED:
            return  # a worker finishing after stop() reports nothing
        if state != self._state or detail:
            self._state = state
            self.listener.on_state(state, detail)

    def start(self) -> None:
        if self._thread is None:
            self.client.add_listener(self._on_client_event)
            self._set_state(ConnectionState.CONNECTING)
            self._thread = threading.Thread(target=self._loop, name="geosense-flypix", daemon=True)
            self._thread.start()

    def stop(self, timeout: float = 2.0) -> None:
        """Stop at once; a request still on the wire ends on its own and is ignored (daemon threads)."""
        self._stop.set()
        self._wake.set()
        self.client.remove_listener(self._on_client_event)
        self._abort()
        for thread in (self._thread, self._turn_thread):
            if thread is not None and thread is not threading.current_thread():
                thread.join(timeout)
        self._thread = None
        self._set_state(ConnectionState.STOPPED)

    def reconnect_now(self) -> None:
        self.backoff.reset()
        self._wake.set()

    def new_session(self) -> None:
        """The next message goes to a fresh GeoSense session of the project."""
        self.session_id = None
        self._wake.set()

    def _on_client_event(self, event: str, detail: str) -> None:
        if event == "signed_in":
            self.reconnect_now()
        elif event in ("auth_required", "signed_out"):
            self._wake.set()

    # -- connection -------------------------------------------------------------------

    def _loop(self) -> None:
        was_connected = False
        while not self._stop.is_set():
            delay: Optional[float] = self.health_interval
            if not self.project_id:
                self._set_state(ConnectionState.OFFLINE,
                                texts.text("no FlyPix project chosen: pick one in the FlyPix panel"))
                delay = None
            elif not self.client.signed_in:
                self._set_state(ConnectionState.OFFLINE, texts.text("not signed in to FlyPix"))
                delay = None
            else:
                try:
                    if self.session_id is None:
                        self._open_session()
                    else:
                        self.client.ping()
                    if self._stop.is_set():
                        break
                    was_connected = True
                    self.backoff.reset()
                    self._set_state(ConnectionState.CONNECTED)
                except AuthRequired as exc:
                    self._set_state(ConnectionState.OFFLINE, exc.message)
                    delay = None
                except FlyPixError as exc:
                    if self._stop.is_set():
                        break
                    delay = self.backoff.next_delay()
                    state = ConnectionState.RECONNECTING if was_connected else ConnectionState.OFFLINE
                    self._set_state(state, texts.text("{0}; retrying in {1:.0f} s", exc.message, delay))
            self._wake.wait(delay)
            self._wake.clear()

    def _open_session(self) -> str:
        sid = self.client.create_session(self.project_id)
        if self._stop.is_set():
            raise Cancelled()
        self.session_id = sid
        log.info("GeoSense session %s opened for FlyPix project %s", sid, self.project_id)
        self.listener.on_frame(SessionFrame(session_id=sid))
        return sid

    # -- sending ---------------------------------------------------------------------

    def send(self, frame: Dict[str, Any]) -> bool:
        kind = frame.get("type")
        if kind == "cancel":
            self._abort()
            return True
        if self._state != ConnectionState.CONNECTED:
            return False
        if kind == "chat_message":
            return self._start_turn(self._chat, message_body(frame, self.vector_filter), frame)
        if kind == "approval_response":
            body = {"approval_id": frame.get("approvalId"), "approved": bool(frame.get("approved")),
                    "session_id": self.session_id}
            return self._start_turn(self._resume, body, frame)
        if kind == "tool_result":
            log.info("tool_result not sent: FlyPix has no back-channel for tool results")
            return False
        log.info("frame type %r cannot be sent to FlyPix", kind)
        return False

    def _start_turn(self, work: Callable[[Dict[str, Any], int], None], body: Dict[str, Any],
                    frame: Dict[str, Any]) -> bool:
        with self._lock:
            self._abort_locked()
            self._generation += 1
            gen = self._generation
            thread = threading.Thread(target=self._turn, args=(work, body, gen, frame), name="geosense-flypix-turn",
                                      daemon=True)
            self._turn_thread = thread
        thread.start()
        return True

    def _abort(self) -> None:
        with self._lock:
            self._abort_locked()

    def _abort_locked(self) -> None:
        self._generation += 1  # whatever the old turn still delivers is ignored
        response, self._response = self._response, None
        if response is not None:
            close_response(response)

    def _current(self, gen: int) -> bool:
        return gen == self._generation and not self._stop.is_set()

    def _turn(self, work: Callable[[Dict[str, Any], int], None], body: Dict[str, Any], gen: int,
              frame: Dict[str, Any]) -> None:
        try:
            work(body, gen)
        except AuthRequired as exc:
            if self._current(gen):
                self._set_state(ConnectionState.OFFLINE, exc.message)
                self.listener.on_problem(exc.message, "UNAUTHORIZED")
                self.listener.on_turn_end(True, texts.text("not signed in"))
        except Cancelled:
            pass
        except FlyPixError as exc:
            if not self._current(gen):
                return
            not_delivered = getattr(self.listener, "on_not_delivered", None)
            if exc.never_reached and not_delivered is not None:
                self._set_state(ConnectionState.RECONNECTING,
                                texts.text("could not reach FlyPix ({0})", error_or(exc)))
                self._wake.set()
                not_delivered(frame)
                return
            if exc.code in ("NETWORK_ERROR", "TIMEOUT_ERROR"):
                self._wake.set()  # let the connection check notice the outage now
            self.listener.on_problem(exc.message, exc.code)
            self.listener.on_turn_end(True, exc.code.lower().replace("_", " "))
        except Exception as exc:  # noqa: BLE001 - a broken turn is reported, never raised into a thread
            log.exception("FlyPix turn failed")
            if self._current(gen):
                self.listener.on_problem(texts.text("the FlyPix answer could not be handled ({0})", type(exc).__name__),
                                         "EXECUTION_ERROR")
                self.listener.on_turn_end(True, texts.text("error"))

    def _chat(self, body: Dict[str, Any], gen: int) -> None:
        for attempt in (0, 1):
            sid = self.session_id or self._open_session()
            if self.streaming is not False:
                response = self.client.open_stream(sid, body, timeout=self.idle_timeout)
                if response is not None:
                    self.streaming = True
                    self._consume(response, gen)
                    return
            try:
                reply = self.client.message(sid, body)
            except FlyPixError as exc:
                if exc.status == 404 and attempt == 0:  # the session is gone: a new one, once
                    log.info("GeoSense session %s not found at FlyPix; opening a new one", sid)
                    self.session_id = None
                    continue
                raise
            if self.streaming is None:
                log.info("FlyPix offers no streaming answers; using the plain message endpoint")
                self.streaming = False
            self._deliver_reply(reply, gen)
            return

    def _resume(self, body: Dict[str, Any], gen: int) -> None:
        sid = self.session_id
        if not sid:
            raise FlyPixError("the GeoSense session of this approval has ended; ask again", code="VALIDATION_ERROR")
        response = self.client.open_stream(sid, body, resume=True, timeout=self.idle_timeout)
        if response is None:
            raise FlyPixError("this FlyPix server cannot resume a paused answer (no resume endpoint); ask again",
                              404, "HTTP_ERROR")
        self._consume(response, gen)

    def _deliver_reply(self, reply: Dict[str, Any], gen: int) -> None:
        fallback = f"flypix_{uuid.uuid4().hex[:12]}"
        for frame in frames_from_reply(reply, fallback):
            if not self._current(gen):
                return
            self.frames_received += 1
            self.listener.on_frame(frame)
        if self._current(gen):
            self.listener.on_turn_end(False, "")

    def _consume(self, response: Any, gen: int) -> None:
        with self._lock:
            if not self._current(gen):
                close_response(response)
                return
            self._response = response

        def on_event(data: str) -> None:
            self.frames_received += 1
            try:
                frame = frame_from_dict(json.loads(data))
            except (ValueError, FrameError) as exc:
                log.warning("bad event from FlyPix: %s", exc)
                self.listener.on_problem(texts.text("FlyPix sent an event that could not be read: {0}", exc),
                                         "VALIDATION_ERROR")
                return
            self.listener.on_frame(frame)

        try:
            ended_cleanly, reason = pump_events(response, lambda: self._current(gen), on_event,
                                                self.listener.on_problem, "FlyPix")
        finally:
            with self._lock:
                if self._response is response:
                    self._response = None
            close_response(response)
        if self._current(gen):
            self.listener.on_turn_end(not ended_cleanly, reason)


