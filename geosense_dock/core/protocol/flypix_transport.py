"""Chatting with GeoSense through FlyPix (PROTOCOL.md section 6): :class:`FlyPixTransport`.

Same interface as the WebSocket and SSE transports (start/stop/send/state/kind/
session_id/reconnect_now/new_session, reporting to a TransportListener from its
worker threads), so the dock renders FlyPix answers like any other. One
GeoSense session per FlyPix project; one request per turn
(``POST /v2/geosense/{session}/message/``): the public API streams nothing,
pauses for no approval, keeps no activity log and cannot ask the client to run
a tool. Contexts travel as data artifacts (``flypix_contexts.py``).
"""

from __future__ import annotations

import logging
import threading
import uuid
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterator, List, Optional

from .. import texts
from ..sent_record import SentPiece, SentSink
from .flypix_client import FlyPixClient
from .flypix_contexts import FlyPixUploads, answer_contexts, outgoing_contexts
from .flypix_errors import AuthRequired, Cancelled, FlyPixError, error_or
from .flypix_geosense import message_length_problem
from .frames import SessionFrame, StreamChunk
from .transport import FLYPIX, Backoff, ConnectionState, Endpoint, TransportListener

log = logging.getLogger("geosense.flypix")

# what this backend cannot do, said once in the dock (docs/flypix.md)
NOT_OFFERED = texts.text("Over FlyPix, GeoSense answers in one piece: no streaming, no approvals, no activity log, "
                         "and the agent cannot run tools in QGIS. Highlights, suggestions and data in its answers "
                         "still work.")


@dataclass(repr=False)
class FlyPixEndpoint(Endpoint):
    """An :class:`Endpoint` plus what the FlyPix transport needs.

    ``vector_filter(vector_id)``: True for vectors FlyPix knows (loaded from
    it); those go as ``vector_ids``, the others as artifacts. Asked on the
    thread that sends (the GUI thread: it may read the QGIS project), never
    on a turn's.
    """

    client: Optional[FlyPixClient] = None
    uploads: Optional[FlyPixUploads] = None
    project_id: str = ""
    vector_filter: Optional[Callable[[str], bool]] = None

    @classmethod
    def of(cls, endpoint: Endpoint) -> FlyPixEndpoint:
        """``endpoint`` itself when it is one, else a FlyPix endpoint with its fields (not signed in:
        its own client, no project)."""
        return endpoint if isinstance(endpoint, FlyPixEndpoint) else cls(**endpoint.base_fields())


def answer_frames(text: str, message_id: str, contexts: List[Dict[str, Any]]) -> Iterator[Any]:
    """The frames one FlyPix answer stands for: its text, then the end with its contexts."""
    if text:
        yield StreamChunk(content=text, message_id=message_id, is_complete=False)
    yield StreamChunk(content="", message_id=message_id, is_complete=True, contexts=contexts)


class FlyPixTransport:
    """Chat with GeoSense through FlyPix: one session per project, one request per turn.

    The connection indicator says *connected* once signed in and a session for
    the project exists; it re-checks every ``health_interval`` seconds.
    """

    kind = FLYPIX
    not_offered = NOT_OFFERED

    def __init__(self, endpoint: FlyPixEndpoint, listener: TransportListener, *, backoff: Optional[Backoff] = None,
                 health_interval: float = 30.0, answer_timeout: float = 300.0,
                 sent: Optional[SentSink] = None) -> None:
        self.endpoint = endpoint
        self.listener = listener
        self.sent = sent  # told of every upload and message request as it reached FlyPix
        client = endpoint.client
        if client is None:  # no client given: not signed in until someone signs this client in
            client = FlyPixClient(Endpoint(**endpoint.base_fields()))
        self.client: FlyPixClient = client
        self.uploads: FlyPixUploads = endpoint.uploads or FlyPixUploads()
        self.project_id: str = endpoint.project_id or ""
        self.vector_filter: Callable[[str], bool] = endpoint.vector_filter or (lambda _vid: True)
        self.backoff = backoff or Backoff()
        self.health_interval = health_interval
        self.answer_timeout = answer_timeout
        self.session_id: Optional[str] = None
        self.frames_received = 0
        self._state = ConnectionState.OFFLINE
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._lock = threading.Lock()
        self._thread: Optional[threading.Thread] = None
        self._turn_thread: Optional[threading.Thread] = None
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
            return self._start_turn(frame)
        log.info("frame type %r cannot be sent to FlyPix (the public API has no way for it)", kind)
        return False

    def _start_turn(self, frame: Dict[str, Any]) -> bool:
        # which of the frame's vectors FlyPix knows is asked here, on the caller's (GUI) thread: the filter reads
        # the QGIS project, which the turn's thread must never touch (a layer removed meanwhile is deleted)
        vids = [v.get("id") for v in frame.get("vectors") or [] if isinstance(v, dict)]
        known = frozenset(vid for vid in vids if isinstance(vid, str) and vid and self.vector_filter(vid))
        with self._lock:
            self._generation += 1
            gen = self._generation
            thread = threading.Thread(target=self._turn, args=(frame, gen, known), name="geosense-flypix-turn",
                                      daemon=True)
            self._turn_thread = thread
        thread.start()
        return True

    def _abort(self) -> None:
        with self._lock:
            self._generation += 1  # whatever the old turn still delivers is ignored

    def _current(self, gen: int) -> bool:
        return gen == self._generation and not self._stop.is_set()

    def _turn(self, frame: Dict[str, Any], gen: int, known: frozenset) -> None:
        try:
            self._chat(frame, gen, known)
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
            if exc.never_reached:
                self._set_state(ConnectionState.RECONNECTING,
                                texts.text("could not reach FlyPix ({0})", error_or(exc)))
                self._wake.set()
                self.listener.on_not_delivered(frame)
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

    def _chat(self, frame: Dict[str, Any], gen: int, known: frozenset) -> None:
        """The turn (its own thread): ``known``, the frame's vectors FlyPix holds, as the filter said at the send."""
        text = str(frame.get("content") or "")
        problem = message_length_problem(text)
        if problem:
            raise FlyPixError(problem, code="VALIDATION_ERROR")
        for attempt in (0, 1):
            sid = self.session_id or self._open_session()
            try:
                vector_ids, context = outgoing_contexts(self.client, self.uploads, sid, frame, known.__contains__,
                                                        lambda piece: self._report(frame, piece))
                if not self._current(gen):
                    return
                reply = self.client.message(
                    sid, text, vector_ids, context, timeout=self.answer_timeout,
                    on_sent=lambda body, size, url: self._report(
                        frame, SentPiece("message", size, url, body=body, backend=self.kind)))
            except FlyPixError as exc:
                if exc.status == 404 and attempt == 0:  # the session is gone: a new one, once
                    log.info("GeoSense session %s not found at FlyPix; opening a new one", sid)
                    self.session_id = None
                    continue
                raise
            if not self._current(gen):
                return
            contexts, problems = answer_contexts(self.client, self.uploads, sid, reply.get("context"))
            for problem in problems:
                self.listener.on_problem(texts.text("Data attached to the answer could not be fetched: {0}", problem),
                                         "HTTP_ERROR")
            self._deliver(reply, contexts, gen)
            return

    def _report(self, frame: Dict[str, Any], piece: SentPiece) -> None:
        if self.sent is not None:
            self.sent(frame, piece)

    def _deliver(self, reply: Dict[str, Any], contexts: List[Dict[str, Any]], gen: int) -> None:
        message_id = f"flypix_{uuid.uuid4().hex[:12]}"
        for frame in answer_frames(str(reply.get("response") or ""), message_id, contexts):
            if not self._current(gen):
                return
            self.frames_received += 1
            self.listener.on_frame(frame)
        if self._current(gen):
            self.listener.on_turn_end(False, "")
