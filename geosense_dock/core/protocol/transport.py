"""The transport interface shared by the WebSocket and HTTP/SSE clients.

A transport runs its network work on its own worker thread and reports to a
:class:`TransportListener` from that thread. The Qt side wraps the listener in
signals (``ui/bridge.py``) so nothing from a worker touches a widget.
"""

from __future__ import annotations

import base64
import enum
import logging
import random
import socket
import ssl
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any, Dict, Optional, Protocol, Tuple
from urllib.parse import unquote, urlsplit, urlunsplit

from ..texts import Text, text
from .frames import Frame

log = logging.getLogger("geosense.protocol")


class ConnectionState(str, enum.Enum):
    OFFLINE = "offline"  # the agent cannot be reached; retrying with backoff
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"  # was connected, lost it, retrying
    STOPPED = "stopped"  # the transport was shut down


class TransportListener(Protocol):
    def on_frame(self, frame: Frame) -> None: ...

    def on_state(self, state: ConnectionState, detail: str) -> None: ...

    def on_problem(self, message: str, code: Optional[str]) -> None:
        """A frame or stream that could not be understood, or a network fault of one turn."""

    def on_turn_end(self, interrupted: bool, reason: str) -> None:
        """The server finished answering (or the stream broke) for the current request."""

    # Optional (looked up with getattr): ``on_not_delivered(frame)`` -- a client frame that
    # send() accepted could not be written at all (the socket was gone, the HTTP request
    # was refused before it reached the agent). The caller may send it again: the agent
    # never saw it, so nothing arrives twice.
    # Optional: ``on_frame_written(frame, written, size, url, kind)`` -- the bytes of a
    # ``chat_message`` were written (``written``: the JSON actually sent, the frame itself on
    # WebSocket, the request body on HTTP; ``size`` in bytes; ``url`` where it went).


@dataclass
class Endpoint:
    """Where the agent lives and how to authenticate against it."""

    base_url: str = "http://127.0.0.1:3003"
    token: Optional[str] = None  # never logged
    proxy: Optional[str] = None  # "http://[user:pass@]host:port" from the QGIS network settings
    verify_tls: bool = True
    connect_timeout: float = 10.0
    ca_pem: Optional[str] = None  # extra trusted CA certificates (PEM), e.g. from the QGIS auth database

    def url(self, path: str) -> str:
        return self.base_url.rstrip("/") + path

    def ws_url(self) -> str:
        parts = urlsplit(self.base_url.rstrip("/"))
        scheme = "wss" if parts.scheme == "https" else "ws"
        return urlunsplit((scheme, parts.netloc, parts.path + "/ws", "", ""))

    def headers(self) -> Dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"} if self.token else {}

    def host_port(self) -> Tuple[str, int]:
        parts = urlsplit(self.base_url)
        return parts.hostname or "", parts.port or (443 if parts.scheme == "https" else 80)

    @property
    def secure(self) -> bool:
        return urlsplit(self.base_url).scheme == "https"

    def ssl_context(self) -> ssl.SSLContext:
        """System CAs plus :attr:`ca_pem`; certificate and host name checked unless verify_tls is off."""
        ctx = ssl.create_default_context()
        if self.ca_pem:
            try:
                ctx.load_verify_locations(cadata=self.ca_pem)
            except (ssl.SSLError, ValueError) as exc:
                log.warning("extra CA certificates could not be loaded: %s", exc)
        if not self.verify_tls:
            ctx.check_hostname = False
            ctx.verify_mode = ssl.CERT_NONE
        return ctx

    def __repr__(self) -> str:  # keep the token and proxy credentials out of any log line
        return (f"Endpoint(base_url={self.base_url!r}, token={'***' if self.token else None}, "
                f"proxy={redact_url(self.proxy)!r})")


def redact_url(url: Optional[str]) -> Optional[str]:
    """``url`` without the password of its user info (for log lines)."""
    if not url:
        return url
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = f"{parts.username}:***@{parts.hostname}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


class ProxyError(OSError):
    """The HTTP proxy refused or failed to open a tunnel."""


def open_tunnel(proxy: str, host: str, port: int, timeout: float) -> socket.socket:
    """A TCP socket to ``host:port`` through the HTTP proxy ``proxy`` (``CONNECT``).

    Blocking; run it off the event loop. The proxy's credentials, when the URL
    carries them, go in ``Proxy-Authorization: Basic``. Raises :class:`ProxyError`.
    """
    parts = urlsplit(proxy if "//" in proxy else "http://" + proxy)
    if parts.scheme not in ("http", ""):
        raise ProxyError(text("unsupported proxy scheme {0!r} (only HTTP proxies)", parts.scheme))
    phost, pport = parts.hostname or "", parts.port or 8080
    try:
        sock = socket.create_connection((phost, pport), timeout=timeout)
    except OSError as exc:
        raise ProxyError(text("proxy {0}:{1} not reachable ({2})", phost, pport, exc)) from None
    target = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    lines = [f"CONNECT {target} HTTP/1.1", f"Host: {target}"]
    if parts.username is not None:
        creds = f"{unquote(parts.username)}:{unquote(parts.password or '')}".encode()
        lines.append("Proxy-Authorization: Basic " + base64.b64encode(creds).decode("ascii"))
    try:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
        head = b""
        while b"\r\n\r\n" not in head:
            data = sock.recv(1)  # byte by byte: nothing after the header may be consumed
            if not data:
                raise ProxyError(text("the proxy closed the connection during CONNECT"))
            head += data
            if len(head) > 16384:
                raise ProxyError(text("the proxy sent an oversized CONNECT answer"))
        status_line = head.split(b"\r\n", 1)[0].decode("latin-1", "replace")
        fields = status_line.split(None, 2)
        if len(fields) < 2 or not fields[1].isdigit():
            raise ProxyError(text("the proxy answered CONNECT with {0!r}", status_line))
        if fields[1] != "200":
            raise ProxyError(text("the proxy refused the tunnel to {0} ({1})", target, status_line.strip()))
    except OSError as exc:
        sock.close()
        if isinstance(exc, ProxyError):
            raise
        raise ProxyError(text("proxy tunnel failed ({0})", exc)) from None
    sock.settimeout(None)
    return sock


def validate_base_url(url: str) -> Optional[str]:
    """Return a reason when ``url`` cannot be an agent base URL, else None."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https"):
        return text("the agent URL must start with http:// or https://")
    if not parts.hostname:
        return text("the agent URL has no host")
    try:
        _ = parts.port  # raises on a port that is not a number
    except ValueError:
        return text("the agent URL has an invalid port")
    return None


class Backoff:
    """Capped exponential backoff with jitter: attempt n waits a random time in
    [c/2, c], c = min(cap, base * 2**n), so clients that lost the agent together
    do not come back together."""

    def __init__(self, base: float = 0.5, cap: float = 30.0, rng: Optional[random.Random] = None) -> None:
        self.base = base
        self.cap = cap
        self.attempt = 0
        self._rng = rng or random.Random()  # nosec B311 - jitter for reconnect delays, not security

    def next_delay(self) -> float:
        ceiling = min(self.cap, self.base * (2 ** min(self.attempt, 30)))
        self.attempt += 1
        return self._rng.uniform(ceiling / 2, ceiling)

    def reset(self) -> None:
        self.attempt = 0


def _opener(endpoint: Endpoint) -> urllib.request.OpenerDirector:
    """urllib with exactly the QGIS proxy (never the environment's) and the endpoint's TLS context."""
    handlers: list = []
    if endpoint.proxy:
        handlers.append(_ExplicitProxyHandler({"http": endpoint.proxy, "https": endpoint.proxy}))
    else:
        handlers.append(urllib.request.ProxyHandler({}))
    if endpoint.secure:
        handlers.append(urllib.request.HTTPSHandler(context=endpoint.ssl_context()))
    return urllib.request.build_opener(*handlers)


class _ExplicitProxyHandler(urllib.request.ProxyHandler):
    """A ProxyHandler that ignores ``no_proxy`` from the environment: the QGIS
    settings already decided (their exclusion list) that this URL goes through the proxy."""

    def proxy_open(self, req, proxy, type):  # noqa: A002 - urllib's signature
        from urllib.request import _parse_proxy  # type: ignore[attr-defined]

        orig_type = req.type
        proxy_type, user, password, hostport = _parse_proxy(proxy)
        proxy_type = proxy_type or orig_type
        if user and password:
            creds = f"{unquote(user)}:{unquote(password)}".encode()
            req.add_header("Proxy-authorization", "Basic " + base64.b64encode(creds).decode("ascii"))
        req.set_proxy(unquote(hostport), proxy_type)
        return None  # http and https handlers go on (https: CONNECT tunnel)


def http_get_json(endpoint: Endpoint, path: str, timeout: Optional[float] = None) -> Any:
    """GET a JSON document from the agent (raises OSError/ValueError with a readable message)."""
    import json

    req = urllib.request.Request(endpoint.url(path), headers={"Accept": "application/json", **endpoint.headers()})
    try:
        with _opener(endpoint).open(req, timeout=timeout or endpoint.connect_timeout) as resp:  # noqa: S310 (http/https checked)
            return json.loads(resp.read().decode("utf-8"))
    except urllib.error.HTTPError as exc:
        if exc.code == 407:
            raise OSError(text("the proxy asks for credentials (HTTP 407); check the QGIS network settings")) from None
        if exc.code == 403 and endpoint.proxy:
            raise OSError(text("HTTP 403 from {0} (refused by the proxy or the agent)", path)) from None
        if exc.code in (401, 403):
            raise OSError(text("the agent refused the token (HTTP {0})", exc.code)) from None
        raise OSError(text("HTTP {0} from {1}", exc.code, path)) from None


def check_health(endpoint: Endpoint, timeout: float = 5.0) -> Optional[str]:
    """None when ``/health`` answers ``{"status": "ok"}``, else the reason."""
    try:
        body = http_get_json(endpoint, "/health", timeout)
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "reason", None) or _message_of(exc)
        if "refused the token" in str(reason):
            return reason if isinstance(reason, Text) else str(reason)
        return text("agent not reachable at {0} ({1})", endpoint.base_url, reason)
    if not isinstance(body, dict) or body.get("status") != "ok":
        return text("agent health check did not answer ok")
    return None


def _message_of(exc: BaseException) -> Any:
    """The translatable sentence an exception was raised with, else the exception."""
    return exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], Text) else exc


class Transport(Protocol):
    kind: str

    def start(self) -> None: ...

    def stop(self) -> None: ...

    def send(self, frame: Dict[str, Any]) -> bool:
        """Queue a client frame; False when it cannot be sent now (not connected)."""

    def new_session(self) -> None:
        """Start a fresh server session (WebSocket: reconnect; SSE: nothing to do)."""

    @property
    def busy(self) -> bool:
        """True while the end of a stopped turn is still awaited (do not start a new one yet)."""

    @property
    def state(self) -> ConnectionState: ...
