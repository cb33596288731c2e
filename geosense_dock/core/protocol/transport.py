"""The transport interface shared by the WebSocket and HTTP/SSE clients.

A transport runs its network work on its own worker thread and reports to a
:class:`TransportListener` from that thread. The Qt side wraps the listener in
signals (``ui/bridge.py``) so nothing from a worker touches a widget.
"""

from __future__ import annotations

import enum
import logging
import random
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any, Dict, Optional, Protocol
from urllib.parse import urlsplit, urlunsplit

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


@dataclass
class Endpoint:
    """Where the agent lives and how to authenticate against it."""

    base_url: str = "http://127.0.0.1:3003"
    token: Optional[str] = None  # never logged
    proxy: Optional[str] = None  # "http://host:port" from the QGIS network settings
    verify_tls: bool = True
    connect_timeout: float = 10.0

    def url(self, path: str) -> str:
        return self.base_url.rstrip("/") + path

    def ws_url(self) -> str:
        parts = urlsplit(self.base_url.rstrip("/"))
        scheme = "wss" if parts.scheme == "https" else "ws"
        return urlunsplit((scheme, parts.netloc, parts.path + "/ws", "", ""))

    def headers(self) -> Dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"} if self.token else {}

    def __repr__(self) -> str:  # keep the token out of any log line
        return f"Endpoint(base_url={self.base_url!r}, token={'***' if self.token else None})"


def validate_base_url(url: str) -> Optional[str]:
    """Return a reason when ``url`` cannot be an agent base URL, else None."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https"):
        return "the agent URL must start with http:// or https://"
    if not parts.hostname:
        return "the agent URL has no host"
    try:
        parts.port
    except ValueError:
        return "the agent URL has an invalid port"
    return None


class Backoff:
    """Capped exponential backoff with full jitter."""

    def __init__(self, base: float = 0.5, cap: float = 30.0, rng: Optional[random.Random] = None) -> None:
        self.base = base
        self.cap = cap
        self.attempt = 0
        self._rng = rng or random.Random()

    def next_delay(self) -> float:
        ceiling = min(self.cap, self.base * (2**self.attempt))
        self.attempt += 1
        return self._rng.uniform(ceiling / 2, ceiling)

    def reset(self) -> None:
        self.attempt = 0


def _opener(endpoint: Endpoint) -> urllib.request.OpenerDirector:
    handlers: list = []
    if endpoint.proxy:
        handlers.append(urllib.request.ProxyHandler({"http": endpoint.proxy, "https": endpoint.proxy}))
    else:
        handlers.append(urllib.request.ProxyHandler({}))
    return urllib.request.build_opener(*handlers)


def http_get_json(endpoint: Endpoint, path: str, timeout: Optional[float] = None) -> Any:
    """GET a JSON document from the agent (raises OSError/ValueError with a readable message)."""
    import json

    req = urllib.request.Request(endpoint.url(path), headers={"Accept": "application/json", **endpoint.headers()})
    try:
        with _opener(endpoint).open(req, timeout=timeout or endpoint.connect_timeout) as resp:  # noqa: S310 (http/https checked)
            return json.loads(resp.read().decode("utf-8"))
    except urllib.error.HTTPError as exc:
        raise OSError(f"HTTP {exc.code} from {path}") from None


def check_health(endpoint: Endpoint, timeout: float = 5.0) -> Optional[str]:
    """None when ``/health`` answers ``{"status": "ok"}``, else the reason."""
    try:
        body = http_get_json(endpoint, "/health", timeout)
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "reason", None) or exc
        return f"agent not reachable at {endpoint.base_url} ({reason})"
    if not isinstance(body, dict) or body.get("status") != "ok":
        return "agent health check did not answer ok"
    return None


class Transport(Protocol):
    kind: str

    def start(self) -> None: ...

    def stop(self) -> None: ...

    def send(self, frame: Dict[str, Any]) -> bool:
        """Queue a client frame; False when it cannot be sent now (not connected)."""

    @property
    def state(self) -> ConnectionState: ...
