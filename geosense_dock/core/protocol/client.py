"""Choosing a transport: WebSocket, HTTP/SSE, or automatic (WebSocket, falling back to SSE).

It only chooses and switches; the framing and the sockets are the transports' own.
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable, Dict, Optional

from ..sent_record import SentSink
from ..texts import text
from .sse import SseTransport
from .transport import FLYPIX, SSE, WEBSOCKET, ConnectionState, Endpoint, Transport, TransportListener
from .ws_client import WEBSOCKETS_AVAILABLE, WebSocketTransport

log = logging.getLogger("geosense.protocol")

TRANSPORTS = ("auto", WEBSOCKET, SSE)


class AutoTransport:
    """WebSocket first; HTTP/SSE when websockets is missing or the socket cannot be opened."""

    def __init__(
        self,
        endpoint: Endpoint,
        listener: TransportListener,
        on_notice: Callable[[str], None],
        sent: Optional[SentSink] = None,
    ) -> None:
        self.endpoint = endpoint
        self.listener = listener
        self.on_notice = on_notice
        self.sent = sent
        self._lock = threading.Lock()
        self._stopped = False
        self.inner: Any
        if WEBSOCKETS_AVAILABLE:
            self.inner = WebSocketTransport(endpoint, listener, on_unavailable=self._fall_back, sent=sent)
        else:
            self.inner = SseTransport(endpoint, listener, sent=sent)
            on_notice(text("The Python package 'websockets' is not installed: using HTTP streaming (SSE) instead."))

    @property
    def kind(self) -> str:
        return self.inner.kind

    @property
    def state(self) -> ConnectionState:
        return self.inner.state

    @property
    def session_id(self) -> Optional[str]:
        return self.inner.session_id

    @property
    def busy(self) -> bool:
        return self.inner.busy

    @property
    def backoff(self) -> Any:
        return self.inner.backoff

    @property
    def frames_received(self) -> int:
        return self.inner.frames_received

    def _fall_back(self, reason: str) -> None:
        with self._lock:
            if self._stopped:
                return
            log.info("WebSocket unavailable (%s); falling back to HTTP/SSE", reason)
            backoff = self.inner.backoff
            self.inner = SseTransport(self.endpoint, self.listener, backoff=backoff, sent=self.sent)
            self.on_notice(text("WebSocket could not be opened ({0}): using HTTP streaming (SSE) instead.", reason))
            self.inner.start()

    def start(self) -> None:
        self.inner.start()

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            inner = self.inner
        inner.stop()
        if inner is not self.inner:  # a fallback started while stopping
            self.inner.stop()

    def send(self, frame: Dict[str, Any]) -> bool:
        return self.inner.send(frame)

    def reconnect_now(self) -> None:
        self.inner.reconnect_now()

    def new_session(self) -> None:
        self.inner.new_session()


def make_transport(
    kind: str,
    endpoint: Endpoint,
    listener: TransportListener,
    on_notice: Callable[[str], None],
    sent: Optional[SentSink] = None,
) -> Transport:
    """Build the transport the settings ask for (``auto``, ``websocket``, ``sse`` or ``flypix``).

    ``sent``: told of every body the transport writes for a client frame (the records of
    "Sent with this message", docs/trust.md).
    """
    if kind == FLYPIX:  # the FlyPix public API (PROTOCOL.md section 6); endpoint: a FlyPixEndpoint
        from .flypix_transport import FlyPixEndpoint, FlyPixTransport

        return FlyPixTransport(FlyPixEndpoint.of(endpoint), listener, sent=sent)
    if kind == SSE:
        return SseTransport(endpoint, listener, sent=sent)
    if kind == WEBSOCKET:
        if WEBSOCKETS_AVAILABLE:
            return WebSocketTransport(endpoint, listener, sent=sent)
        on_notice(text("WebSocket was chosen but the Python package 'websockets' is not installed: "
                       "using HTTP streaming."))
        return SseTransport(endpoint, listener, sent=sent)
    return AutoTransport(endpoint, listener, on_notice, sent)
