"""WebSocket transport: an asyncio loop on a worker thread.

Works with websockets 10.x-12.x (legacy client API, ``extra_headers``) and 13+
(``websockets.asyncio.client``, ``additional_headers``). When websockets is not
installed :data:`WEBSOCKETS_AVAILABLE` is False and the caller falls back to SSE.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from typing import Any, Callable, Dict, Optional

from .frames import ErrorFrame, FrameError, SessionFrame, StreamChunk, dump_frame, parse_frame
from .transport import Backoff, ConnectionState, Endpoint, TransportListener, check_health

log = logging.getLogger("geosense.protocol")

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

MAX_FRAME_BYTES = 16 * 2**20


def _status_of(exc: BaseException) -> Optional[int]:
    """HTTP status of a rejected handshake, for both websockets APIs."""
    code = getattr(exc, "status_code", None)
    if code is None:
        response = getattr(exc, "response", None)
        code = getattr(response, "status_code", None)
    return int(code) if isinstance(code, int) else None


def _close_code(exc: BaseException) -> Optional[int]:
    rcvd = getattr(exc, "rcvd", None)
    code = getattr(rcvd, "code", None)
    if code is None:
        code = getattr(exc, "code", None)
    return code if isinstance(code, int) else None


class WebSocketTransport:
    """Keeps one WebSocket session to ``/ws`` open, reconnecting with backoff."""

    kind = "websocket"

    def __init__(
        self,
        endpoint: Endpoint,
        listener: TransportListener,
        *,
        backoff: Optional[Backoff] = None,
        max_frame_bytes: int = MAX_FRAME_BYTES,
        on_unavailable: Optional[Callable[[str], None]] = None,
    ) -> None:
        if not WEBSOCKETS_AVAILABLE:
            raise RuntimeError("the Python package 'websockets' is not installed")
        self.endpoint = endpoint
        self.listener = listener
        self.backoff = backoff or Backoff()
        self.max_frame_bytes = max_frame_bytes
        # Called (from the worker) when /health answers but the socket cannot be opened on
        # the very first attempt: the agent offers no WebSocket, the caller may fall back.
        self.on_unavailable = on_unavailable
        self.session_id: Optional[str] = None
        self._state = ConnectionState.OFFLINE
        self._thread: Optional[threading.Thread] = None
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._ws: Any = None
        self._stop_requested = threading.Event()
        self._wake: Optional[asyncio.Event] = None
        self._turn_active = False
        self._ready = threading.Event()

    # ------------------------------------------------------------ public API
    @property
    def state(self) -> ConnectionState:
        return self._state

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
        text = dump_frame(frame)
        if frame.get("type") in ("chat_message", "approval_response"):
            self._turn_active = True
        asyncio.run_coroutine_threadsafe(self._send_text(ws, text), loop)
        return True

    def reconnect_now(self) -> None:
        """Skip the current backoff wait (e.g. the user pressed Retry)."""
        self.backoff.reset()
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._wake_up)

    # ------------------------------------------------------------ worker
    def _wake_up(self) -> None:
        if self._wake is not None:
            self._wake.set()
        ws = self._ws
        if self._stop_requested.is_set() and ws is not None:
            asyncio.ensure_future(ws.close())

    def _set_state(self, state: ConnectionState, detail: str = "") -> None:
        if state != self._state or detail:
            self._state = state
            self.listener.on_state(state, detail)

    async def _send_text(self, ws: Any, text: str) -> None:
        try:
            await ws.send(text)
        except Exception as exc:  # noqa: BLE001 - any failure here means the socket is gone
            log.info("send failed: %s", exc)

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        except Exception:  # noqa: BLE001 - never let the worker die silently
            log.exception("websocket worker failed")
        finally:
            self._ws = None
            try:
                loop.run_until_complete(loop.shutdown_asyncgens())
            finally:
                loop.close()
            self._set_state(ConnectionState.STOPPED)

    async def _main(self) -> None:
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
                if not connected and not ever_connected and self.on_unavailable is not None:
                    if not self._stop_requested.is_set():
                        self.on_unavailable(reason)
                    return
                ever_connected = ever_connected or connected
            if self._stop_requested.is_set():
                break
            delay = self.backoff.next_delay()
            state = ConnectionState.RECONNECTING if ever_connected else ConnectionState.OFFLINE
            self._set_state(state, f"{reason}; retrying in {delay:.0f} s")
            self._wake.clear()
            try:
                await asyncio.wait_for(self._wake.wait(), delay)
            except asyncio.TimeoutError:
                pass

    async def _session(self) -> "tuple[str, bool]":
        """Run one connection until it ends; returns why it ended and whether it had opened."""
        kwargs: Dict[str, Any] = {
            "max_size": self.max_frame_bytes,
            "open_timeout": self.endpoint.connect_timeout,
            "ping_interval": 20,
            "ping_timeout": 20,
        }
        headers = self.endpoint.headers()
        if headers:
            kwargs[_HEADERS_KW] = headers
        opened = False
        try:
            assert _ws_connect is not None
            async with _ws_connect(self.endpoint.ws_url(), **kwargs) as ws:
                self._ws = ws
                opened = True
                if self._stop_requested.is_set():
                    return "stopped", True
                self.backoff.reset()
                self._set_state(ConnectionState.CONNECTED, "")
                return await self._read(ws), True
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - classify every way a socket can fail
            return self._describe_failure(exc), opened
        finally:
            self._ws = None
            if self._turn_active:
                self._turn_active = False
                self.listener.on_turn_end(True, "the connection to the agent was lost")

    def _describe_failure(self, exc: BaseException) -> str:
        status = _status_of(exc)
        if status == 401 or status == 403:
            self.listener.on_problem("the agent refused the token (HTTP %d)" % status, "UNAUTHORIZED")
            return f"unauthorized (HTTP {status})"
        if status is not None:
            return f"WebSocket handshake rejected (HTTP {status})"
        code = _close_code(exc)
        if code == 1009:
            self.listener.on_problem(
                f"the agent sent a frame larger than {self.max_frame_bytes // 2**20} MiB; it was refused",
                "PAYLOAD_TOO_LARGE",
            )
            return "frame too large"
        if isinstance(exc, asyncio.TimeoutError):
            return "connection timed out"
        return f"connection closed ({type(exc).__name__}: {exc})" if str(exc) else "connection closed"

    async def _read(self, ws: Any) -> str:
        async for message in ws:
            try:
                frame = parse_frame(message)
            except FrameError as exc:
                log.warning("bad frame from agent: %s", exc)
                self.listener.on_problem(f"the agent sent a frame that could not be read: {exc}", "VALIDATION_ERROR")
                continue
            if isinstance(frame, SessionFrame):
                self.session_id = frame.session_id
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
        return "the agent closed the connection"
