"""Artifact upload and download over HTTP (PROTOCOL.md section 1).

``POST /api/artifacts {type, artifact_data}`` -> ``{artifact_id, type, created_at}`` and
``GET /api/artifacts/{artifact_id}``. No Qt here: callers run it off the GUI thread
(the map side calls it from a ``QgsTask``). Every failure raises :class:`ArtifactError`
with a message a user can act on.
"""

from __future__ import annotations

import json
import logging
import ssl
import threading
from typing import Any, Callable, Dict, Optional, Protocol
from urllib.parse import quote

import requests
from requests.adapters import HTTPAdapter

from .. import texts
from .transport import Endpoint, RedirectRefused, redact_url, redirect_refusal

log = logging.getLogger("geosense.protocol")

ARTIFACT_TYPES = ("data", "suggestion", "image", "vector")


#: the largest answer read from the agent (the reference agent takes uploads up to 256 MiB)
MAX_ANSWER_BYTES = 256 * 2**20
CHUNK_BYTES = 2**20


class Uploader(Protocol):
    """Where the artifacts of a message go and come from: the agent (:class:`ArtifactClient`) or
    FlyPix (:class:`~.flypix_contexts.FlyPixArtifacts`). The map side (the preparer, the agent's
    contexts) is handed one and calls only this. Blocking: called from worker threads."""

    @property
    def base_url(self) -> str:
        """Where the artifacts live: artifacts uploaded to one place mean nothing to another (the
        preparer's cache key)."""

    @property
    def durable(self) -> bool:
        """True when what was uploaded outlives a lost connection (FlyPix stores it); False when the other
        end may keep it in memory only (an agent that restarts forgets it: upload again after a reconnect)."""

    def create(self, artifact_type: str, artifact_data: Any, note: Optional[Dict[str, Any]] = None) -> str:
        """Store one artifact and return its ``artifact_id``; ``note`` (never sent): what the record of
        what was sent says of it (an uploader that keeps no such record ignores it). Raises
        :class:`ArtifactError`."""

    def get(self, artifact_id: str) -> Dict[str, Any]:
        """The stored artifact (``{"type", "artifact_data", ...}``). Raises :class:`ArtifactError`."""

    def close(self) -> None:
        """Nothing more goes through it (its connections may be closed)."""


class ArtifactError(Exception):
    """An artifact could not be stored or fetched; ``str()`` says why."""

    def __init__(self, message: str, status: Optional[int] = None) -> None:
        super().__init__(message)
        self.status = status


class _ContextAdapter(HTTPAdapter):
    """HTTPS with the endpoint's TLS context (the system's CAs plus those added to QGIS), direct or
    through the proxy (urllib3 1.26 and 2.x both take ``ssl_context`` for pools and proxy managers)."""

    def __init__(self, context: ssl.SSLContext) -> None:
        # urllib3 checks the host name itself (for an IP address too) when the context does not:
        # the certificate is still required (verify_mode), and matched by urllib3
        context.check_hostname = False
        self._context = context
        super().__init__()

    def init_poolmanager(self, *args, **kwargs):  # noqa: ANN002,ANN003 - requests' signature
        kwargs["ssl_context"] = self._context
        return super().init_poolmanager(*args, **kwargs)

    def proxy_manager_for(self, proxy, **proxy_kwargs):  # noqa: ANN003 - requests' signature
        proxy_kwargs["ssl_context"] = self._context
        return super().proxy_manager_for(proxy, **proxy_kwargs)


class _SameOriginSession(requests.Session):
    """A session that follows a redirect only within the agent's origin (the token never leaves it),
    and that goes through exactly the proxy QGIS's network settings give (none: straight to the
    agent), never one from the environment (``HTTP_PROXY``, ``HTTPS_PROXY``, ``NO_PROXY``, ``.netrc``,
    ``REQUESTS_CA_BUNDLE``: ``trust_env`` is off)."""

    def __init__(self, base_url: str, proxy: Optional[str] = None,
                 context: Optional[ssl.SSLContext] = None, verify_tls: bool = True) -> None:
        super().__init__()
        self.base_url = base_url
        self.trust_env = False
        self.proxies = {"http": proxy, "https": proxy} if proxy else {}
        self.verify = verify_tls
        if context is not None:
            self.mount("https://", _ContextAdapter(context))

    def rebuild_auth(self, prepared_request, response) -> None:  # requests' hook for every redirect hop
        reason = redirect_refusal(self.base_url, prepared_request.url)
        if reason is not None:
            log.warning("%s", reason)
            raise RedirectRefused(reason, prepared_request.url)
        super().rebuild_auth(prepared_request, response)


class ArtifactClient:
    """Stores artifacts at a GeoSense agent.

    Thread-safe: uploads from several worker threads are serialised on one
    keep-alive session. ``uploads`` counts the artifacts created through this
    client (tests and the benchmark read it).
    """

    def __init__(self, base_url: str, token: Optional[str] = None, timeout: float = 60.0,
                 on_written: Optional[Callable[..., None]] = None, endpoint: Optional[Endpoint] = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.on_written = on_written  # (type, artifact_id, bytes, artifact_data, url, note) once stored
        self.token = token or None
        self.timeout = timeout
        self.uploads = 0
        self.uploaded_bytes = 0
        self._lock = threading.Lock()  # the uploads' session (one request at a time on it)
        self._get_lock = threading.Lock()  # the downloads' own: a slow download holds up no upload
        # the proxy and TLS settings of the endpoint (QGIS's), as the chat transports use them
        proxy = endpoint.proxy if endpoint is not None else None
        context = endpoint.ssl_context() if endpoint is not None and self.base_url.startswith("https") else None
        verify = endpoint.verify_tls if endpoint is not None else True
        self._session = _SameOriginSession(self.base_url, proxy, context, verify)
        self._get_session = _SameOriginSession(self.base_url, proxy, context, verify)
        self._shown = redact_url(self.base_url)  # the agent as messages name it

    @classmethod
    def for_endpoint(cls, endpoint: Endpoint, timeout: float = 60.0,
                     on_written: Optional[Callable[..., None]] = None) -> ArtifactClient:
        """A client for a :class:`~.transport.Endpoint` (its URL and token)."""
        return cls(endpoint.base_url, endpoint.token, timeout, on_written=on_written, endpoint=endpoint)

    @property
    def durable(self) -> bool:
        return False  # an agent may keep its artifacts in memory (the reference agent does)

    def _headers(self) -> Dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        return headers

    def create(self, artifact_type: str, artifact_data: Any, note: Optional[Dict[str, Any]] = None) -> str:
        """Upload one artifact and return its ``artifact_id``.

        ``note`` (never sent) goes to ``on_written`` with the artifact: what the
        record says of it that the bytes do not (e.g. the fields of its classes)."""
        if artifact_type not in ARTIFACT_TYPES:
            expected = ", ".join(ARTIFACT_TYPES)
            raise ArtifactError(texts.text("unknown artifact type {0!r} (expected one of {1})",
                                           artifact_type, expected))
        try:
            body = json.dumps({"type": artifact_type, "artifact_data": artifact_data}, separators=(",", ":"))
        except (TypeError, ValueError) as exc:
            raise ArtifactError(texts.text("{0} artifact is not JSON-serialisable: {1}", artifact_type, exc)) from exc
        url = f"{self.base_url}/api/artifacts"
        payload = body.encode("utf-8")
        reply = self._request("POST", url, data=payload)
        artifact_id = reply.get("artifact_id") if isinstance(reply, dict) else None
        if not isinstance(artifact_id, str) or not artifact_id:
            raise ArtifactError(
                f"the agent at {self._shown} stored the {artifact_type} artifact but returned no artifact_id")
        with self._lock:
            self.uploads += 1
            self.uploaded_bytes += len(payload)
        log.debug("artifact %s (%s, %d bytes) stored", artifact_id, artifact_type, len(payload))
        if self.on_written is not None:
            self.on_written(artifact_type, artifact_id, len(payload), artifact_data, url, note or {})
        return artifact_id

    def get(self, artifact_id: str) -> Dict[str, Any]:
        """Fetch ``{artifact_id, type, artifact_data, created_at}``."""
        reply = self._request("GET", f"{self.base_url}/api/artifacts/{quote(artifact_id, safe='')}")
        if not isinstance(reply, dict) or "artifact_data" not in reply:
            raise ArtifactError(texts.text("artifact {0}: the agent's answer has no artifact_data", artifact_id))
        return reply

    def _request(self, method: str, url: str, data: Optional[bytes] = None) -> Any:
        session, lock = (self._get_session, self._get_lock) if method == "GET" else (self._session, self._lock)
        try:
            with lock:
                response = session.request(method, url, data=data, headers=self._headers(), timeout=self.timeout,
                                           stream=True)
                try:
                    content = self._read_bounded(response)
                finally:
                    response.close()
        except RedirectRefused as exc:
            raise ArtifactError(exc.message) from None
        except requests.Timeout as exc:
            raise ArtifactError(texts.text("the agent at {0} did not answer within {1:g} s",
                                           self._shown, self.timeout)) from exc
        except requests.RequestException as exc:
            raise ArtifactError(texts.text("could not reach the agent at {0}: {1}",
                                           self._shown, exc.__class__.__name__)) from exc
        if response.status_code in (401, 403):
            raise ArtifactError(texts.text("the agent at {0} refused the access token (HTTP {1})",
                                           self._shown, response.status_code),
                                response.status_code)
        if response.status_code == 413:
            raise ArtifactError(texts.text("the artifact is too large for the agent (HTTP 413)"), 413)
        if response.status_code == 404 and method == "GET":
            raise ArtifactError(texts.text("no such artifact at {0} (HTTP 404)", self._shown), 404)
        if not 200 <= response.status_code < 300:
            detail = content[:200].decode("utf-8", "replace").strip()
            raise ArtifactError(texts.text("the agent at {0} answered HTTP {1}: {2}",
                                           self._shown, response.status_code, detail),
                                response.status_code)
        try:
            return json.loads(content.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            raise ArtifactError(texts.text("the agent at {0} answered with something that is not JSON",
                                           self._shown)) from exc

    def _read_bounded(self, response) -> bytes:
        """The body of ``response``, at most :data:`MAX_ANSWER_BYTES` (read as it comes: never more in memory)."""
        parts, size = [], 0
        for part in response.iter_content(CHUNK_BYTES):
            size += len(part)
            if size > MAX_ANSWER_BYTES:
                raise ArtifactError(texts.text("the agent at {0} answered with more than {1} MiB; the answer was "
                                               "dropped", self._shown, MAX_ANSWER_BYTES // 2**20))
            parts.append(part)
        return b"".join(parts)

    def close(self) -> None:
        self._session.close()
        self._get_session.close()
