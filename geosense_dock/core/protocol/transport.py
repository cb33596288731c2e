"""The transport interface shared by the WebSocket and HTTP/SSE clients.

A transport runs its network work on its own worker thread and reports to a
:class:`TransportListener` from that thread. The Qt side wraps the listener in
signals (``ui/bridge.py``) so nothing from a worker touches a widget.
"""

from __future__ import annotations

import base64
import dataclasses
import enum
import logging
import random
import re
import socket
import ssl
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any, Dict, Optional, Protocol, Tuple
from urllib.parse import unquote, urljoin, urlsplit, urlunsplit

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

    def on_not_delivered(self, frame: Dict[str, Any]) -> None:
        """A client frame that send() accepted could not be written at all (the socket was gone, the
        HTTP request was refused before it reached the agent). The caller may send it again: the agent
        never saw it, so nothing arrives twice. A listener that does not resend ignores it (this
        no-op, for the listeners that subclass this Protocol)."""
        return None

    # What a transport writes is reported to the ``sent`` sink it is given (core.sent_record.SentSink),
    # not to the listener.


@dataclass
class Endpoint:
    """Where the agent lives and how to authenticate against it."""

    base_url: str = "http://127.0.0.1:3003"
    token: Optional[str] = None  # never logged
    proxy: Optional[str] = None  # "http://[user:pass@]host:port" from the QGIS network settings
    verify_tls: bool = True
    connect_timeout: float = 10.0
    ca_pem: Optional[str] = None  # extra trusted CA certificates (PEM), e.g. from the QGIS auth database

    def base_fields(self) -> Dict[str, Any]:
        """The fields an :class:`Endpoint` has, with this one's values (a subclass's own left out)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(Endpoint)}

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
        return (f"Endpoint(base_url={redact_url(self.base_url)!r}, token={'***' if self.token else None}, "
                f"proxy={redact_url(self.proxy)!r})")


def redact_url(url: Optional[str]) -> Optional[str]:
    """``url`` with its user info (user name and password) replaced by ``***`` (for any text shown or logged)."""
    if not url:
        return url
    parts = urlsplit(url)
    if "@" not in parts.netloc:
        return url
    netloc = "***@" + parts.netloc.rsplit("@", 1)[1]
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


_USERINFO = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://)[^/\s@?#]*@")


def scrub_userinfo(message: str) -> str:
    """``message`` with the user info of every URL in it replaced by ``***``: whatever a
    status line, notice or log line quotes (an exception, a server's answer) shows no credentials."""
    if "@" not in message:
        return message
    return _USERINFO.sub(lambda m: m.group(1) + "***@", message)


def origin(url: str) -> Tuple[str, str, int]:
    """(scheme, host, port) of an http(s) or ws(s) URL; ``ws``/``wss`` count as ``http``/``https``."""
    parts = urlsplit(url)
    scheme = {"ws": "http", "wss": "https"}.get(parts.scheme.lower(), parts.scheme.lower())
    try:
        port = parts.port
    except ValueError:
        port = None
    return scheme, (parts.hostname or "").lower(), port or (443 if scheme == "https" else 80)


def _origin_text(url: str) -> str:
    scheme, host, port = origin(url)
    host = f"[{host}]" if ":" in host else host
    return f"{scheme}://{host}:{port}"


class RedirectRefused(urllib.error.URLError):
    """The agent answered with a redirect that is not followed (another origin, or plain http)."""

    def __init__(self, message: str, target: str) -> None:
        super().__init__(message)
        self.message = message  # the sentence for the user (a translatable Text)
        self.target = target

    def __str__(self) -> str:
        return self.message


def redirect_refusal(configured: str, target: str) -> Optional[Text]:
    """Why a redirect from the agent at ``configured`` to ``target`` is not followed, or None.

    Credentials go only to the origin they were configured for, so only a redirect to the
    same scheme, host and port is followed. A redirect from https to http is refused as a
    downgrade; one to another origin is refused with the advice to configure that address.
    """
    target = urljoin(configured, target)
    if origin(target) == origin(configured):
        return None
    shown = redact_url(target) or ""
    if origin(configured)[0] == "https" and origin(target)[0] != "https":
        return text("the agent redirected to {0}, which is not encrypted; the redirect was not followed, "
                    "so neither the token nor your data left the encrypted connection", shown)
    return text("the agent redirected to another address ({0}); the redirect was not followed, because the "
                "token is only sent to {1}. If you trust that address, enter it as the agent URL in the "
                "GeoSense settings", shown, _origin_text(configured))


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
    if "@" in parts.netloc:
        return text("the agent URL must not contain a user name or password; enter the token in the API token "
                    "field instead")
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


def _opener(endpoint: Endpoint, redirects: Optional[urllib.request.HTTPRedirectHandler] = None
            ) -> urllib.request.OpenerDirector:
    """urllib with exactly the QGIS proxy (never the environment's), the endpoint's TLS context
    and redirects followed only within the endpoint's origin (:func:`redirect_refusal`, or the
    given handler, which must refuse as strictly)."""
    handlers: list = [redirects or _SameOriginRedirects(endpoint.base_url)]
    if endpoint.proxy:
        handlers.append(_ExplicitProxyHandler({"http": endpoint.proxy, "https": endpoint.proxy}))
    else:
        handlers.append(urllib.request.ProxyHandler({}))
    if endpoint.secure:
        handlers.append(urllib.request.HTTPSHandler(context=endpoint.ssl_context()))
    return urllib.request.build_opener(*handlers)


class _SameOriginRedirects(urllib.request.HTTPRedirectHandler):
    """Follows a redirect (with the request's headers, the token too) only to the configured origin."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url

    def redirect_request(self, req, fp, code, msg, headers, newurl):  # noqa: N802 - urllib's signature
        target = urljoin(req.full_url, newurl)
        reason = redirect_refusal(self.base_url, target)
        if reason is not None:
            log.warning("%s", reason)
            raise RedirectRefused(reason, target)
        return super().redirect_request(req, fp, code, msg, headers, newurl)


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
        raise OSError(http_error_text(exc.code, path, bool(endpoint.proxy))) from None


def http_error_text(code: int, path: str, proxied: bool) -> Text:
    """The sentence for an HTTP error status ``code`` the agent (or the proxy in between) answered ``path`` with."""
    if code == 407:
        return text("the proxy asks for credentials (HTTP 407); check the QGIS network settings")
    if code == 403 and proxied:
        return text("HTTP 403 from {0} (refused by the proxy or the agent)", path)
    if code in (401, 403):
        return text("the agent refused the token (HTTP {0})", code)
    return text("HTTP {0} from {1}", code, path)


def check_health(endpoint: Endpoint, timeout: float = 5.0) -> Optional[str]:
    """None when ``/health`` answers ``{"status": "ok"}``, else the reason."""
    try:
        body = http_get_json(endpoint, "/health", timeout)
    except RedirectRefused as exc:
        return exc.message
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "reason", None) or _message_of(exc)
        if "refused the token" in str(reason):
            return reason if isinstance(reason, Text) else str(reason)
        return text("agent not reachable at {0} ({1})", redact_url(endpoint.base_url), network_reason(reason))
    if not isinstance(body, dict) or body.get("status") != "ok":
        return text("agent health check did not answer ok")
    return None


_ERRNO = re.compile(r"^\[Errno -?\d+\]\s*")


def network_reason(reason: Any) -> Any:
    """Why a connection failed, in words a user reads: "nothing answers at that address" rather than
    "[Errno 111] Connection refused" (the system's own words, without its error number, otherwise)."""
    if isinstance(reason, Text):
        return reason
    if isinstance(reason, ConnectionRefusedError):
        return text("nothing answers at that address: is the agent running?")
    if isinstance(reason, socket.gaierror):
        return text("the host name is not known")
    if isinstance(reason, (socket.timeout, TimeoutError)):
        return text("no answer in time")
    return _ERRNO.sub("", str(reason)) or str(reason)


def _message_of(exc: BaseException) -> Any:
    """The translatable sentence an exception was raised with, else the exception."""
    return exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], Text) else exc


# the wires a transport speaks (its ``kind``, and the ``backend`` of what it reports as sent)
WEBSOCKET = "websocket"
SSE = "sse"
FLYPIX = "flypix"
AGENT_KINDS = (WEBSOCKET, SSE)  # the GeoSense agent's: they report each body they write for a message
KINDS = (WEBSOCKET, SSE, FLYPIX)  # every wire that reports what it wrote


class Transport(Protocol):
    """What the controller drives: every transport (WebSocket, HTTP/SSE, automatic, FlyPix) has it all."""

    @property
    def kind(self) -> str:
        """The wire it speaks: :data:`WEBSOCKET`, :data:`SSE` or :data:`FLYPIX` (automatic: the one it runs now)."""

    def start(self) -> None: ...

    def reconnect_now(self) -> None:
        """Try to connect again at once (skip the backoff's wait)."""

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
