"""WebSocket transport: an asyncio loop on a worker thread.

Works with websockets 10.x-12.x (legacy client API, ``extra_headers``) and 13+
(``websockets.asyncio.client``, ``additional_headers``). When websockets is not
installed :data:`WEBSOCKETS_AVAILABLE` is False and the caller falls back to SSE.

Proxies: websockets 15+ takes the proxy itself (``proxy=``; ``None`` keeps it
from reading the environment, since the QGIS settings decide). Older versions
(Debian 12 ships 10.4) have no proxy support, so the transport opens an HTTP
``CONNECT`` tunnel itself (:func:`~.transport.open_tunnel`) and hands the socket
to websockets (``sock=``; TLS runs inside the tunnel for ``wss://``). SOCKS
proxies are not supported by either path.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import threading
import time
import urllib.parse
from typing import Any, Callable, Dict, Optional, Tuple

from .. import texts
from ..sent_record import SentPiece, SentSink
from .frames import ErrorFrame, FrameError, SessionFrame, StreamChunk, dump_frame, parse_frame
from .transport import (
    WEBSOCKET,
    Backoff,
    ConnectionState,
    Endpoint,
    ProxyError,
    RedirectRefused,
    TransportListener,
    check_health,
    open_tunnel,
    redirect_refusal,
)

#: a connection open this long counts as working: the reconnect waits start over after it
STABLE_SECONDS = 30.0
log = logging.getLogger("geosense.protocol")
# websockets logs every handshake header (the bearer token too) at DEBUG: its logger is
# ours, and never below INFO whatever the application's logging level is.
_wire_log = logging.getLogger("geosense.protocol.websocket")
_wire_log.setLevel(logging.INFO)

try:  # websockets >= 13: the new asyncio implementation
    from websockets.asyncio.client import connect as _ws_connect

    _HEADERS_KW = "additional_headers"
    WEBSOCKETS_AVAILABLE = True
except ImportError:  # pragma: no cover - depends on the installed version
    try:
        from websockets.client import connect as _ws_connect  # legacy API (10.x - 12.x)

        _HEADERS_KW = "extra_headers"
        WEBSOCKETS_AVAILABLE = True
    except ImportError:
        _ws_connect = None
        _HEADERS_KW = ""
        WEBSOCKETS_AVAILABLE = False

try:
    import websockets.exceptions as _ws_exc

    _WS_ERRORS: tuple = (_ws_exc.WebSocketException,)
except ImportError:  # pragma: no cover
    _WS_ERRORS = ()


def _guarded(connect: Any) -> Any:
    """``connect`` that follows a handshake redirect only to the configured origin.

    Every websockets version follows redirects with the handshake headers: 10.x-12.x
    (``handle_redirect``) and 13-16 (``process_redirect``) send ``Authorization`` to any
    origin; 17 strips it and, like all of them, refuses wss -> ws. Here a redirect to
    another origin or to plain ``ws`` is refused (:class:`RedirectRefused`) before anything
    is sent there; one within the origin is left to websockets.
    """
    if connect is None or not inspect.isclass(connect):  # pragma: no cover - websockets missing or unknown
        return connect

    class GuardedConnect(connect):
        configured_url = ""

        def handle_redirect(self, uri: str) -> None:  # legacy API: raises to stop
            target = urllib.parse.urljoin(getattr(self, "_uri", self.configured_url), uri)
            reason = redirect_refusal(self.configured_url, target)
            if reason is not None:
                raise RedirectRefused(reason, target)
            super().handle_redirect(uri)

        def process_redirect(self, exc: Exception) -> Any:  # websockets 14+: returns the new URI or an error
            result = super().process_redirect(exc)
            if isinstance(result, str):
                reason = redirect_refusal(self.configured_url, result)
                if reason is not None:
                    return RedirectRefused(reason, result)
            elif isinstance(result, Exception) and result is not exc:
                location = _location_of(exc)  # websockets' own refusal (e.g. wss -> ws): say it our way
                reason = redirect_refusal(self.configured_url, location) if location else None
                if reason is not None:
                    return RedirectRefused(reason, location)
            return result

    if not hasattr(connect, "handle_redirect"):
        del GuardedConnect.handle_redirect
    if not hasattr(connect, "process_redirect"):
        del GuardedConnect.process_redirect
    return GuardedConnect


def _location_of(exc: BaseException) -> str:
    """The ``Location`` of a handshake answered with a redirect, or ""."""
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None) or getattr(exc, "headers", None)
    try:
        return str(headers.get("Location", "")) if headers is not None else ""
    except Exception:  # noqa: BLE001 - any headers object
        return ""


_guarded_connect = _guarded(_ws_connect)


def _takes_proxy() -> bool:
    """True when ``connect`` has its own ``proxy`` parameter (websockets 15+)."""
    if _ws_connect is None:
        return False
    try:
        target = _ws_connect.__init__ if inspect.isclass(_ws_connect) else _ws_connect
        return "proxy" in inspect.signature(target).parameters
    except (TypeError, ValueError):  # pragma: no cover
        return False


NATIVE_PROXY = _takes_proxy()
# client frames reported to the ``sent`` sink once written, as what kind of piece
SENT_PIECES = {"chat_message": "message", "tool_result": "tool_result", "approval_response": "approval"}
MAX_FRAME_BYTES = 16 * 2**20
STOP_GRACE = 6.0  # seconds a stopped turn may take to end before new messages go out anyway


def too_large(limit_mib: int) -> str:
    return texts.text("the agent sent a frame larger than {0} MiB; it was refused and the connection restarted",
                      limit_mib)


def _status_of(exc: BaseException) -> Optional[int]:
    """HTTP status of a rejected handshake, for both websockets APIs."""
    code = getattr(exc, "status_code", None)
    if code is None:
        response = getattr(exc, "response", None)
        code = getattr(response, "status_code", None)
    return int(code) if isinstance(code, int) else None


def _close_codes(exc: BaseException) -> Tuple[Optional[int], Optional[int]]:
    """(code we sent, code we received) of a closed connection."""
    sent = getattr(getattr(exc, "sent", None), "code", None)
    rcvd = getattr(getattr(exc, "rcvd", None), "code", None)
    return (sent if isinstance(sent, int) else None), (rcvd if isinstance(rcvd, int) else None)


class WebSocketTransport:
    """Keeps one WebSocket session to ``/ws`` open, reconnecting with backoff."""

    kind = WEBSOCKET

    def __init__(
        self,
        endpoint: Endpoint,
        listener: TransportListener,
        *,
        backoff: Optional[Backoff] = None,
        max_frame_bytes: int = MAX_FRAME_BYTES,
        on_unavailable: Optional[Callable[[str], None]] = None,
        stop_grace: float = STOP_GRACE,
        sent: Optional[SentSink] = None,
    ) -> None:
        if not WEBSOCKETS_AVAILABLE:
            raise RuntimeError("the Python package 'websockets' is not installed")
        self.endpoint = endpoint
        self.listener = listener
        self.sent = sent  # told of each chat_message, tool_result and approval_response frame once written
        self.backoff = backoff or Backoff()
        self.max_frame_bytes = max_frame_bytes
        self.stop_grace = stop_grace
        # Called (from the worker) when /health answers but the socket cannot be opened on
        # the very first attempt: the agent offers no WebSocket, the caller may fall back.
        self.on_unavailable = on_unavailable
        self.session_id: Optional[str] = None
        self.frames_received = 0
        self._state = ConnectionState.OFFLINE
        self._thread: Optional[threading.Thread] = None
        self._main_task: Optional[asyncio.Task] = None  # the worker's main task (cancelled by a stop)
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._ws: Any = None
        self._stop_requested = threading.Event()
        self._wake: Optional[asyncio.Event] = None
        self._turn_active = False
        # After a cancel, frames of the stopped turn are dropped until its last chunk
        # (or an error) arrives; new messages wait for that, at most stop_grace seconds.
        self._draining = False
        self._drain_deadline = 0.0
        self._fresh = False  # the socket is being closed for a new session: reconnect at once
        self._last_status: Optional[int] = None  # HTTP status of the last rejected handshake
        self._handed_over = False
        self._refused_redirect = ""  # the last redirect refusal reported
        self._ready = threading.Event()

    # ------------------------------------------------------------ public API
    @property
    def state(self) -> ConnectionState:
        return self._state

    @property
    def busy(self) -> bool:
        return self._draining and time.monotonic() < self._drain_deadline

    def start(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="geosense-websocket", daemon=True)
        self._thread.start()
        self._ready.wait(5)

    def stop(self, timeout: float = 8.0) -> None:
        """Close the socket and end the worker thread (idempotent)."""
        self._stop_requested.set()
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._wake_up)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)
            if self._thread.is_alive():
                log.warning("websocket worker did not stop within %.0f s", timeout)
        self._thread = None

    def send(self, frame: Dict[str, Any]) -> bool:
        loop, ws = self._loop, self._ws
        if ws is None or loop is None or self._state != ConnectionState.CONNECTED:
            return False
        kind = frame.get("type")
        if kind in ("chat_message", "approval_response"):
            self._draining = False  # the grace time is over, or the stopped turn has ended
            self._turn_active = True
        elif kind == "cancel":
            if self._turn_active:
                self._draining = True
                self._drain_deadline = time.monotonic() + self.stop_grace
            self._turn_active = False
        text = dump_frame(frame)
        try:
            asyncio.run_coroutine_threadsafe(self._send_text(ws, text, frame), loop)
        except RuntimeError:  # the loop has just closed
            return False
        return True

    def reconnect_now(self) -> None:
        """Skip the current backoff wait (e.g. the user pressed Retry)."""
        self.backoff.reset()
        if self._loop is not None:
            try:
                self._loop.call_soon_threadsafe(self._wake_up)
            except RuntimeError:
                pass

    def new_session(self) -> None:
        """Close the socket and open a new one at once: the server starts a fresh session."""
        if self._state == ConnectionState.CONNECTED:
            # from now on nothing goes into the socket being replaced: senders queue until the new one is open
            self._set_state(ConnectionState.CONNECTING)
        if self._loop is not None:
            try:
                self._loop.call_soon_threadsafe(self._close_for_new_session)
            except RuntimeError:
                pass

    # ------------------------------------------------------------ worker
    def _wake_up(self) -> None:
        if self._wake is not None:
            self._wake.set()
        ws = self._ws
        if self._stop_requested.is_set() and ws is not None:
            asyncio.ensure_future(ws.close())
        elif self._stop_requested.is_set() and self._main_task is not None:
            # no socket yet: a handshake or a health check under way ends now, not when its own timeout runs
            # out (the user switching agents waited for it, QGIS frozen)
            self._main_task.cancel()

    def _close_for_new_session(self) -> None:
        ws = self._ws
        if ws is not None:  # a connection being opened now is fresh anyway
            self._fresh = True
            asyncio.ensure_future(ws.close())
        if self._wake is not None:
            self._wake.set()

    def _set_state(self, state: ConnectionState, detail: str = "") -> None:
        if state != self._state or detail:
            self._state = state
            self.listener.on_state(state, detail)

    async def _send_text(self, ws: Any, text: str, frame: Dict[str, Any]) -> None:
        try:
            await ws.send(text)
            what = SENT_PIECES.get(str(frame.get("type")))
            if self.sent is not None and what is not None:
                self.sent(frame, SentPiece(what, len(text.encode("utf-8")), self.endpoint.ws_url(), body=frame,
                                           backend=self.kind))
        except Exception as exc:  # noqa: BLE001 - any failure here means the socket is gone
            log.info("send failed: %s", exc)
            if frame.get("type") in ("chat_message", "approval_response"):
                self._turn_active = False
                self.listener.on_not_delivered(frame)

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        except asyncio.CancelledError:  # stopped while connecting
            pass
        except Exception:  # noqa: BLE001 - never let the worker die silently
            log.exception("websocket worker failed")
        finally:
            self._ws = None
            try:
                loop.run_until_complete(loop.shutdown_asyncgens())
            finally:
                loop.close()
            if self._handed_over:
                self._state = ConnectionState.STOPPED  # silently: the listener follows the fallback now
            else:
                self._set_state(ConnectionState.STOPPED)

    async def _main(self) -> None:
        self._main_task = asyncio.current_task()
        self._wake = asyncio.Event()
        self._ready.set()
        loop = asyncio.get_running_loop()
        ever_connected = False
        first = True
        while not self._stop_requested.is_set():
            if first:  # later attempts keep showing offline/reconnecting, without flicker
                self._set_state(ConnectionState.CONNECTING)
                first = False
            reason = await loop.run_in_executor(None, check_health, self.endpoint, 4.0)
            if reason is None and not self._stop_requested.is_set():
                reason, connected = await self._session()
                refused_token = self._last_status in (401, 403)
                if not connected and not ever_connected and self.on_unavailable is not None and not refused_token:
                    if not self._stop_requested.is_set():
                        self._handed_over = True  # the fallback reports the state from now on
                        self.on_unavailable(reason)
                    return
                ever_connected = ever_connected or connected
            if self._stop_requested.is_set():
                break
            if self._fresh:  # closed on purpose for a new session: no backoff, no alarm
                self._fresh = False
                self.backoff.reset()
                self._set_state(ConnectionState.CONNECTING)
                continue
            delay = self.backoff.next_delay()
            state = ConnectionState.RECONNECTING if ever_connected else ConnectionState.OFFLINE
            self._set_state(state, texts.text("{0}; retrying in {1:.0f} s", reason, delay))
            self._wake.clear()
            try:
                await asyncio.wait_for(self._wake.wait(), delay)
            except asyncio.TimeoutError:
                pass

    async def _connect_kwargs(self) -> Dict[str, Any]:
        kwargs: Dict[str, Any] = {
            "max_size": self.max_frame_bytes,
            "open_timeout": self.endpoint.connect_timeout,
            "ping_interval": 20,
            "ping_timeout": 20,
            "close_timeout": 2,  # stopping (e.g. unloading the plugin) never waits long for a silent peer
            "logger": _wire_log,
        }
        headers = self.endpoint.headers()
        if headers:
            kwargs[_HEADERS_KW] = headers
        if self.endpoint.secure:
            kwargs["ssl"] = self.endpoint.ssl_context()
        proxy = self.endpoint.proxy
        if NATIVE_PROXY:
            kwargs["proxy"] = proxy  # None: no proxy, whatever the environment says
        elif proxy:
            host, port = self.endpoint.host_port()
            loop = asyncio.get_running_loop()
            kwargs["sock"] = await loop.run_in_executor(
                None, open_tunnel, proxy, host, port, self.endpoint.connect_timeout
            )
            if self.endpoint.secure:
                kwargs["server_hostname"] = host
        return kwargs

    async def _session(self) -> tuple[str, bool]:
        """Run one connection until it ends; returns why it ended and whether it had opened."""
        opened = False
        reason: str = texts.text("the connection to the agent was lost")
        try:
            if _ws_connect is None:
                raise RuntimeError("the Python package 'websockets' is not installed")
            kwargs = await self._connect_kwargs()
            connecting = _guarded_connect(self.endpoint.ws_url(), **kwargs)
            connecting.configured_url = self.endpoint.base_url
            async with connecting as ws:
                self._ws = ws
                opened = True
                if self._stop_requested.is_set():
                    return "stopped", True
                self._set_state(ConnectionState.CONNECTED, "")
                opened_at = time.monotonic()
                reason = await self._read(ws)
                # the waits start over only after a connection that held: an agent that accepts and closes at
                # once is asked less and less often, not a few times a second
                if time.monotonic() - opened_at >= STABLE_SECONDS:
                    self.backoff.reset()
                return reason, True
        except asyncio.CancelledError:
            raise
        except RedirectRefused as exc:
            reason = exc.message
            if reason != self._refused_redirect:  # once, not at every retry (the state line keeps saying it)
                self._refused_redirect = reason
                self.listener.on_problem(reason, "NETWORK_ERROR")
            return reason, opened
        except ProxyError as exc:
            reason = str(exc)
            self.listener.on_problem(texts.text("the proxy did not let the WebSocket through: {0}", exc),
                                     "NETWORK_ERROR")
            return reason, opened
        except Exception as exc:  # noqa: BLE001 - classify every way a socket can fail
            reason = self._describe_failure(exc)
            return reason, opened
        finally:
            self._ws = None
            self._draining = False
            if self._turn_active:
                self._turn_active = False
                lost = texts.text("the connection to the agent was lost")
                self.listener.on_turn_end(True, reason if opened else lost)

    def _describe_failure(self, exc: BaseException) -> str:
        status = self._last_status = _status_of(exc)
        if status == 401 or status == 403:
            self.listener.on_problem(texts.text("the agent refused the token (HTTP {0})", status), "UNAUTHORIZED")
            return texts.text("unauthorized (HTTP {0})", status)
        if status is not None:
            return texts.text("WebSocket handshake rejected (HTTP {0})", status)
        sent, rcvd = _close_codes(exc)
        if 1009 in (sent, rcvd) or type(exc).__name__ == "PayloadTooBig":
            message = too_large(self.max_frame_bytes // 2**20)
            self.listener.on_problem(message, "PAYLOAD_TOO_LARGE")
            return texts.text("the agent sent a frame that was too large")
        if self._fresh:
            return texts.text("closed for a new session")
        if type(exc).__name__.startswith("ConnectionClosed"):
            return texts.text("the connection to the agent was lost")
        if isinstance(exc, asyncio.TimeoutError):
            return texts.text("connection timed out")
        if isinstance(exc, OSError) and getattr(exc, "reason", None) is None and "SSL" in type(exc).__name__:
            return texts.text("TLS failed ({0})", exc)
        if str(exc):
            return texts.text("connection closed ({0}: {1})", type(exc).__name__, exc)
        return texts.text("connection closed")

    async def _read(self, ws: Any) -> str:
        async for message in ws:
            self.frames_received += 1
            try:
                frame = parse_frame(message)
            except FrameError as exc:
                log.warning("bad frame from agent: %s", exc)
                if not self._draining:
                    self.listener.on_problem(
                        texts.text("the agent sent a frame that could not be read: {0}", exc), "VALIDATION_ERROR"
                    )
                if exc.ends_turn and self._draining:
                    self._draining = False
                    self.listener.on_turn_end(True, texts.text("stopped by you"))
                elif exc.ends_turn and self._turn_active:
                    self._turn_active = False
                    self.listener.on_turn_end(True, texts.text("the end of the answer could not be read"))
                continue
            if isinstance(frame, SessionFrame):
                self.session_id = frame.session_id
            elif self._draining:  # what is left of a stopped turn
                if (isinstance(frame, StreamChunk) and frame.is_complete) or isinstance(frame, ErrorFrame):
                    self._draining = False
                    self.listener.on_turn_end(True, texts.text("stopped by you"))
                continue
            if isinstance(frame, StreamChunk) and frame.is_complete:
                self._turn_active = False
                self.listener.on_frame(frame)
                self.listener.on_turn_end(False, "")
                continue
            if isinstance(frame, ErrorFrame) and self._turn_active:
                self._turn_active = False
                self.listener.on_frame(frame)
                self.listener.on_turn_end(True, frame.content)
                continue
            self.listener.on_frame(frame)
        return texts.text("the agent closed the connection")
