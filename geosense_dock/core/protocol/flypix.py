"""The FlyPix public REST API (PROTOCOL.md section 6): a client and a chat transport.

No Qt, no QGIS. Every call blocks, so callers run them off the GUI thread (the
QGIS side uses ``QgsTask``); the transport runs its own worker threads and
reports through a :class:`~.transport.TransportListener` exactly like the
WebSocket and SSE transports, so the dock renders FlyPix answers the same way.

* :class:`FlyPixClient` signs in (``/auth/login/password``), refreshes the
  access token before it expires (``/auth/refresh``), retries a request once
  after a 401 with a refreshed token, and otherwise raises :class:`AuthRequired`
  (and tells its listeners, so the GUI can show a sign-in prompt).
* Every HTTP failure becomes a :class:`FlyPixError` whose ``str()`` a user can
  read: FastAPI's ``{"detail": [{"loc", "msg"}]}`` becomes
  ``payload[0].polygon: field required``.
* :class:`FlyPixArtifacts` stores context artifacts in the chat's GeoSense session.
* The chat transport, :class:`FlyPixTransport`, is in ``flypix_transport.py``
  (importable from here too): one GeoSense session per FlyPix project, answers
  streamed from ``/message/stream``, the plain endpoint after a 404 there.
"""

from __future__ import annotations

import json
import logging
import math
import socket
import threading
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Sequence
from urllib.parse import quote

from .. import texts
from .artifacts import ArtifactError
from .transport import Endpoint, _opener

log = logging.getLogger("geosense.flypix")

DEFAULT_BASE_URL = "https://api.flypix.ai/v1"
SOURCES = {"DIRECT": "annotated", "INFERENCE": "inference"}
MAX_ERROR_BODY = 64 * 1024


# ------------------------------------------------------------------ errors


class FlyPixError(Exception):
    """A FlyPix call failed; ``str()`` is a readable reason, ``code`` a PROTOCOL error code."""

    def __init__(self, message: str, status: Optional[int] = None, code: str = "HTTP_ERROR",
                 never_reached: bool = False) -> None:
        super().__init__(message)
        self.message = message  # a core texts.Text where the reason is one of ours: translatable
        self.status = status
        self.code = code
        self.never_reached = never_reached  # the request cannot have reached FlyPix (refused, no host)


class AuthRequired(FlyPixError):
    """No valid sign-in: the token is missing, expired and not refreshable, or was rejected."""

    def __init__(self, message: str) -> None:
        super().__init__(message, 401, "UNAUTHORIZED")


class SignInFailed(FlyPixError):
    """The user name or password was refused."""


class Cancelled(FlyPixError):
    def __init__(self) -> None:
        super().__init__("cancelled", None, "CANCELLED")


def _loc(parts: Sequence[Any]) -> str:
    """FastAPI's ``loc`` as a path: ``["body", "payload", 0, "polygon"]`` -> ``payload[0].polygon``."""
    parts = list(parts)
    if parts and parts[0] in ("body", "query", "path", "header"):
        parts = parts[1:]
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def error_detail(body: Any) -> str:
    """The readable part of an error body: FastAPI ``detail`` (text or validation list), ``message``, ``error``."""
    if isinstance(body, dict):
        detail = body.get("detail", body.get("message", body.get("error")))
    else:
        detail = body
    if isinstance(detail, list):
        parts = []
        for item in detail[:5]:
            if isinstance(item, dict):
                where = _loc(item.get("loc") or [])
                msg = str(item.get("msg") or item.get("type") or "invalid")
                parts.append(f"{where}: {msg}" if where else msg)
            else:
                parts.append(str(item))
        if len(detail) > 5:
            parts.append(f"and {len(detail) - 5} more")
        return "; ".join(parts)
    if isinstance(detail, dict):
        return json.dumps(detail, ensure_ascii=False)[:300]
    return "" if detail is None else str(detail)[:300]


def describe_http_error(status: int, raw: bytes) -> str:
    """A sentence for an HTTP error status and its body."""
    text = raw[:MAX_ERROR_BODY].decode("utf-8", "replace").strip()
    try:
        detail = error_detail(json.loads(text)) if text else ""
    except ValueError:
        detail = text[:200] if not text.lstrip().startswith("<") else ""  # no HTML pages in messages
    what = {
        400: texts.text("FlyPix refused the request"),
        401: texts.text("FlyPix refused the sign-in"),
        403: texts.text("FlyPix denied access"),
        404: texts.text("FlyPix could not find it"),
        413: texts.text("the request is too large for FlyPix"),
        422: texts.text("FlyPix refused the request"),
        429: texts.text("FlyPix is busy (too many requests); try again shortly"),
    }.get(status, texts.text("FlyPix failed") if status >= 500 else texts.text("FlyPix refused the request"))
    if detail:
        return texts.text("{0} (HTTP {1}): {2}", what, status, detail)
    return texts.text("{0} (HTTP {1})", what, status)


def _code_for(status: int) -> str:
    if status in (401, 403):
        return "UNAUTHORIZED"
    if status == 413:
        return "PAYLOAD_TOO_LARGE"
    if status in (400, 422):
        return "VALIDATION_ERROR"
    return "HTTP_ERROR"


# ------------------------------------------------------------------ data


@dataclass
class Tokens:
    access_token: str
    token_type: str = "bearer"
    expires_at: float = math.inf  # clock time the access token stops working
    lifetime: float = math.inf  # seconds it lived when issued
    refresh_token: Optional[str] = None


@dataclass
class VectorFeatures:
    """Index-aligned annotations of one vector; ``class_ids`` already mapped to class ids."""

    ids: List[int]
    polygons: List[Optional[str]]
    areas: List[Optional[float]]
    confidences: List[Optional[float]]
    class_ids: List[Optional[str]]

    def __len__(self) -> int:
        return len(self.ids)


@dataclass
class Region:
    region_id: str
    polygon: Optional[str]
    name: str
    description: str
    color: str
    training: Optional[bool]
    inference: Optional[bool]
    raw: Dict[str, Any] = field(default_factory=dict)


def _number(value: Any) -> Optional[float]:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def parse_features(body: Any) -> VectorFeatures:
    """VectorFeatures ``{data: {ids, areas, polygons, confidences, class_ids}, classes}`` checked.

    Raises :class:`FlyPixError` (``VALIDATION_ERROR``) when the columns are not
    index-aligned or the ids are not integers: nothing of such a vector is used.
    """
    if not isinstance(body, dict):
        raise FlyPixError("the vector's features are not a JSON object", code="VALIDATION_ERROR")
    data = body.get("data", body)
    if not isinstance(data, dict) or not isinstance(data.get("ids"), list):
        raise FlyPixError("the vector's features have no ids list", code="VALIDATION_ERROR")
    n = len(data["ids"])
    columns: Dict[str, List[Any]] = {}
    for name in ("polygons", "areas", "confidences", "class_ids"):
        values = data.get(name)
        if values is None:
            values = [None] * n
        if not isinstance(values, list) or len(values) != n:
            raise FlyPixError(f"the vector's features are not index-aligned ({name} has "
                              f"{len(values) if isinstance(values, list) else 'no'} entries for {n} ids)",
                              code="VALIDATION_ERROR")
        columns[name] = values
    ids: List[int] = []
    for i, value in enumerate(data["ids"]):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or int(value) != value:
            raise FlyPixError(f"annotation id {value!r} (entry {i}) is not an integer", code="VALIDATION_ERROR")
        ids.append(int(value))
    class_map = body.get("classes") or {}
    if not isinstance(class_map, dict):
        class_map = {}
    class_ids: List[Optional[str]] = []
    for raw in columns["class_ids"]:
        if raw is None:
            class_ids.append(None)
        else:
            key = str(int(raw)) if isinstance(raw, float) and raw.is_integer() else str(raw)
            mapped = class_map.get(key, raw)
            class_ids.append(None if mapped is None else str(mapped))
    return VectorFeatures(
        ids=ids,
        polygons=[p if isinstance(p, str) else None for p in columns["polygons"]],
        areas=[_number(a) for a in columns["areas"]],
        confidences=[_number(c) for c in columns["confidences"]],
        class_ids=class_ids,
    )


def source_of(vector: Dict[str, Any]) -> str:
    """``annotated`` or ``inference`` from a vector's ``metadata.source`` (DIRECT | INFERENCE)."""
    metadata = vector.get("metadata")
    meta: Dict[str, Any] = metadata if isinstance(metadata, dict) else {}
    raw = str(meta.get("source") or vector.get("source") or "DIRECT").upper()
    return SOURCES.get(raw, "inference" if "INFER" in raw else "annotated")


def _behaviour(behaviors: Any, name: str) -> Optional[bool]:
    if isinstance(behaviors, dict):
        value = behaviors.get(name, behaviors.get(name.upper()))
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            return value.strip().lower() in ("true", "include", "included", "yes", "on", "1")
        return None
    if isinstance(behaviors, list):
        names = {str(b).strip().lower() for b in behaviors}
        return name in names
    return None


def parse_region(obj: Any) -> Optional[Region]:
    """A region from ``/regions/for-file``; None when it has no id."""
    if not isinstance(obj, dict):
        return None
    region_id = obj.get("region_id", obj.get("id"))
    if region_id is None:
        return None
    metadata = obj.get("metadata")
    meta: Dict[str, Any] = metadata if isinstance(metadata, dict) else {}
    behaviors = obj.get("behaviors", obj.get("behaviours", meta.get("behaviors")))
    polygon = obj.get("polygon", obj.get("geometry"))
    return Region(
        region_id=str(region_id),
        polygon=polygon if isinstance(polygon, str) else None,
        name=str(meta.get("name") or obj.get("name") or ""),
        description=str(meta.get("description") or obj.get("description") or ""),
        color=str(meta.get("color") or obj.get("color") or ""),
        training=_behaviour(behaviors, "training"),
        inference=_behaviour(behaviors, "inference"),
        raw=obj,
    )


# ------------------------------------------------------------------ client


def _q(value: str) -> str:
    return quote(str(value), safe="")


class FlyPixClient:
    """Thread-safe FlyPix REST client holding the sign-in (tokens only in memory).

    ``add_listener(callback)``: ``callback(event, detail)`` with event
    ``signed_in``, ``signed_out``, ``refreshed`` or ``auth_required``; called on
    the thread that noticed it.
    """

    def __init__(self, endpoint: Endpoint, *, timeout: float = 30.0, refresh_margin: float = 60.0,
                 clock: Callable[[], float] = time.time) -> None:
        self.endpoint = endpoint
        self.timeout = timeout
        self.refresh_margin = refresh_margin
        self.clock = clock
        self.username: Optional[str] = None
        self.refreshes = 0  # tokens refreshed so far (tests read it)
        self._tokens: Optional[Tokens] = None
        self._lock = threading.Lock()  # tokens and listeners; never held during a request
        self._refresh_lock = threading.Lock()  # one refresh at a time (worker threads only)
        self._listeners: List[Callable[[str, str], None]] = []

    @property
    def base_url(self) -> str:
        return self.endpoint.base_url.rstrip("/")

    # -- listeners -----------------------------------------------------------------

    def add_listener(self, callback: Callable[[str, str], None]) -> None:
        with self._lock:
            self._listeners.append(callback)

    def remove_listener(self, callback: Callable[[str, str], None]) -> None:
        with self._lock:
            if callback in self._listeners:
                self._listeners.remove(callback)

    def _tell(self, event: str, detail: str = "") -> None:
        with self._lock:
            listeners = list(self._listeners)
        for callback in listeners:
            try:
                callback(event, detail)
            except Exception:  # noqa: BLE001 - a listener never breaks a call
                log.exception("FlyPix listener failed")

    # -- sign-in ------------------------------------------------------------------

    @property
    def signed_in(self) -> bool:
        return self._tokens is not None

    def _new_tokens(self, body: Any, previous: Optional[Tokens]) -> Tokens:
        if not isinstance(body, dict) or not isinstance(body.get("access_token"), str) or not body["access_token"]:
            raise FlyPixError("FlyPix answered the sign-in without an access token", code="VALIDATION_ERROR")
        lifetime = _number(body.get("expires_in"))
        lifetime = lifetime if lifetime is not None and lifetime > 0 else math.inf
        refresh = body.get("refresh_token")
        return Tokens(
            access_token=body["access_token"],
            token_type=str(body.get("token_type") or "bearer"),
            expires_at=self.clock() + lifetime,
            lifetime=lifetime,
            refresh_token=refresh if isinstance(refresh, str) and refresh else
            (previous.refresh_token if previous is not None else None),
        )

    def sign_in(self, username: str, password: str) -> None:
        """``POST /auth/login/password``; raises SignInFailed (wrong credentials) or FlyPixError."""
        try:
            body = self._call("POST", "/auth/login/password", {"username": username, "password": password},
                              auth=False)
        except FlyPixError as exc:
            if exc.status in (400, 401, 403):
                raise SignInFailed(texts.text("FlyPix did not accept the user name or password ({0})", error_or(exc)),
                                   exc.status, "UNAUTHORIZED") from None
            raise
        tokens = self._new_tokens(body, None)
        with self._lock:
            self._tokens = tokens
            self.username = username
        log.info("signed in to FlyPix at %s as %s", self.base_url, username)
        self._tell("signed_in", username)

    def sign_out(self) -> None:
        with self._lock:
            was = self._tokens is not None
            self._tokens = None
        if was:
            self._tell("signed_out", "")

    def _margin(self, tokens: Tokens) -> float:
        if math.isinf(tokens.lifetime):
            return 0.0
        return min(self.refresh_margin, tokens.lifetime * 0.2)

    def _fresh(self, tokens: Tokens) -> bool:
        return self.clock() < tokens.expires_at - self._margin(tokens)

    def _current_tokens(self) -> Tokens:
        tokens = self._tokens
        if tokens is None:
            raise AuthRequired(texts.text("You are not signed in to FlyPix. Sign in to continue."))
        return tokens

    def access_token(self) -> str:
        """A token that is not about to expire (refreshed when needed); raises AuthRequired."""
        tokens = self._current_tokens()
        if self._fresh(tokens):
            return tokens.access_token
        with self._refresh_lock:
            tokens = self._current_tokens()
            if not self._fresh(tokens):  # nobody refreshed it while this thread waited
                tokens = self._refresh(tokens)
            return tokens.access_token

    def refresh(self) -> None:
        """Refresh now (``POST /auth/refresh``); raises AuthRequired when FlyPix refuses."""
        with self._refresh_lock:
            self._refresh(self._current_tokens())

    def _refresh(self, tokens: Tokens) -> Tokens:
        """Called with the refresh lock held; the new tokens, or AuthRequired."""
        if not tokens.refresh_token:
            self._lose_sign_in(tokens, texts.text("Your FlyPix sign-in has expired. Sign in again."))
        try:
            body = self._call("POST", "/auth/refresh", {"refresh_token": tokens.refresh_token}, auth=False)
        except FlyPixError as exc:
            if exc.status in (400, 401, 403, 422):
                self._lose_sign_in(tokens, texts.text("Your FlyPix sign-in has expired or was revoked. Sign in again."))
            raise
        fresh = self._new_tokens(body, tokens)
        with self._lock:
            if self._tokens is not tokens:  # signed out or in again meanwhile: that one wins
                return self._current_tokens()
            self._tokens = fresh
            self.refreshes += 1
        log.info("FlyPix access token refreshed")
        self._tell("refreshed", "")
        return fresh

    def _lose_sign_in(self, tokens: Tokens, message: str) -> None:
        with self._lock:
            if self._tokens is tokens:
                self._tokens = None
        self._tell("auth_required", message)
        raise AuthRequired(message)

    def _after_rejection(self, token_used: str) -> bool:
        """A request with ``token_used`` got 401: True when a fresh token is there to retry with.

        Raises AuthRequired when refreshing was refused (listeners were told).
        """
        with self._refresh_lock:
            tokens = self._tokens
            if tokens is None:
                return False
            if tokens.access_token != token_used:
                return True  # another thread refreshed meanwhile
            try:
                self._refresh(tokens)
            except AuthRequired:
                raise
            except FlyPixError:
                return False
            return True

    # -- HTTP ---------------------------------------------------------------------

    def _call(self, method: str, path: str, body: Any = None, *, auth: bool = True, timeout: Optional[float] = None,
              stream: bool = False, canceled: Optional[Callable[[], bool]] = None,
              progress: Optional[Callable[[int, int], None]] = None) -> Any:
        """One request; JSON back (or the open response when ``stream``). Raises FlyPixError."""
        data = None if body is None else json.dumps(body, separators=(",", ":")).encode("utf-8")
        for attempt in (0, 1):
            headers = {"Accept": "text/event-stream" if stream else "application/json"}
            if data is not None:
                headers["Content-Type"] = "application/json"
            token = ""  # nosec B105 - empty until signed in, not a password
            if auth:
                token = self.access_token()
                headers["Authorization"] = f"Bearer {token}"
            request = urllib.request.Request(self.endpoint.url(path), data=data, headers=headers, method=method)
            try:
                response = _opener(self.endpoint).open(request, timeout=timeout or self.timeout)  # noqa: S310
            except urllib.error.HTTPError as exc:
                raw = _read_error(exc)
                if exc.code == 401 and auth:
                    if attempt == 0 and self._after_rejection(token):
                        continue
                    with self._lock:
                        if self._tokens is not None and self._tokens.access_token == token:
                            self._tokens = None
                    message = texts.text("FlyPix rejected your sign-in. Sign in again.")
                    self._tell("auth_required", message)
                    raise AuthRequired(message) from None
                raise FlyPixError(describe_http_error(exc.code, raw), exc.code, _code_for(exc.code)) from None
            except (socket.timeout, TimeoutError):
                raise FlyPixError(texts.text("FlyPix did not answer within {0:g} s", timeout or self.timeout),
                                  code="TIMEOUT_ERROR") from None
            except urllib.error.URLError as exc:
                reason = exc.reason
                if isinstance(reason, (socket.timeout, TimeoutError)):
                    raise FlyPixError(texts.text("FlyPix did not answer within {0:g} s", timeout or self.timeout),
                                      code="TIMEOUT_ERROR") from None
                never = isinstance(reason, (ConnectionRefusedError, socket.gaierror))
                raise FlyPixError(texts.text("could not reach FlyPix at {0} ({1})", self.base_url, reason),
                                  code="NETWORK_ERROR", never_reached=never) from None
            except OSError as exc:
                raise FlyPixError(texts.text("could not reach FlyPix at {0} ({1})", self.base_url, exc),
                                  code="NETWORK_ERROR") from None
            if stream:
                return response
            with response:
                raw = _read_body(response, canceled, progress, self.base_url, timeout or self.timeout)
            if not raw.strip():
                return None
            try:
                return json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, ValueError):
                raise FlyPixError(f"FlyPix answered {path} with something that is not JSON",
                                  code="VALIDATION_ERROR") from None
        raise AssertionError("unreachable")

    # -- API ----------------------------------------------------------------------

    def tenants(self) -> List[Dict[str, Any]]:
        return _list_of(self._call("GET", "/users/tenants/for-user/"), "tenants")

    def projects(self, tenant_id: str) -> List[Dict[str, Any]]:
        return _list_of(self._call("GET", f"/projects/for-tenant/{_q(tenant_id)}"), "projects")

    def files(self, project_id: str) -> List[Dict[str, Any]]:
        return _list_of(self._call("GET", f"/files/for-project/{_q(project_id)}"), "files")

    def vectors(self, file_id: str) -> List[Dict[str, Any]]:
        return _list_of(self._call("GET", f"/vectors/for-file/{_q(file_id)}"), "vectors")

    def classes(self, project_id: str) -> List[Dict[str, Any]]:
        return _list_of(self._call("GET", f"/vectors/classes/for-project/{_q(project_id)}"), "classes")

    def regions(self, file_id: str) -> List[Region]:
        raw = _list_of(self._call("GET", f"/regions/for-file/{_q(file_id)}"), "regions")
        return [r for r in (parse_region(item) for item in raw) if r is not None]

    def features(self, vector_id: str, canceled: Optional[Callable[[], bool]] = None,
                 progress: Optional[Callable[[int, int], None]] = None, timeout: Optional[float] = None
                 ) -> VectorFeatures:
        body = self._call("GET", f"/vectors/{_q(vector_id)}/features", canceled=canceled, progress=progress,
                          timeout=timeout)
        return parse_features(body)

    def add_annotations(self, vector_id: str, class_id: str, payload: List[Dict[str, Any]]) -> List[int]:
        """``POST /vectors/{id}/annotations``; the ids FlyPix gave the new annotations."""
        body = self._call("POST", f"/vectors/{_q(vector_id)}/annotations", {"class_id": class_id, "payload": payload})
        ids = body if isinstance(body, list) else (body or {}).get("ids") if isinstance(body, dict) else None
        if not isinstance(ids, list):
            raise FlyPixError("FlyPix stored the annotations but did not say their ids", code="VALIDATION_ERROR")
        return [int(i) if isinstance(i, (int, float)) and not isinstance(i, bool) else i for i in ids]

    def create_session(self, project_id: str) -> str:
        body = self._call("POST", f"/geosense/session/{_q(project_id)}/")
        if isinstance(body, dict):
            body = body.get("session_id", body.get("id"))
        if not isinstance(body, str) or not body:
            raise FlyPixError("FlyPix did not return a GeoSense session id", code="VALIDATION_ERROR")
        return body

    def create_artifact(self, session_id: str, artifact_type: str, artifact_data: Any) -> str:
        body = self._call("POST", f"/geosense/session/{_q(session_id)}/artifact/",
                          {"artifact_data": artifact_data, "type": artifact_type})
        artifact_id = body.get("artifact_id") if isinstance(body, dict) else body
        if not isinstance(artifact_id, str) or not artifact_id:
            raise FlyPixError("FlyPix stored the artifact but returned no artifact_id", code="VALIDATION_ERROR")
        return artifact_id

    def get_artifact(self, session_id: str, artifact_id: str) -> Dict[str, Any]:
        body = self._call("GET", f"/geosense/{_q(session_id)}/artifact/{_q(artifact_id)}")
        if not isinstance(body, dict) or "artifact_data" not in body:
            raise FlyPixError(f"artifact {artifact_id}: FlyPix's answer has no artifact_data", code="VALIDATION_ERROR")
        return body

    def message(self, session_id: str, body: Dict[str, Any], timeout: Optional[float] = None) -> Dict[str, Any]:
        reply = self._call("POST", f"/geosense/{_q(session_id)}/message/", body, timeout=timeout or 300.0)
        if not isinstance(reply, dict):
            raise FlyPixError("FlyPix answered the message with something that is not an object",
                              code="VALIDATION_ERROR")
        return reply

    def open_stream(self, session_id: str, body: Dict[str, Any], resume: bool = False,
                    timeout: float = 120.0) -> Any:
        """The open SSE response of ``/message/stream`` (or ``/message/resume/stream``); None on 404."""
        path = f"/geosense/{_q(session_id)}/message/" + ("resume/stream" if resume else "stream")
        try:
            return self._call("POST", path, body, stream=True, timeout=timeout)
        except FlyPixError as exc:
            if exc.status == 404:
                return None
            raise

    def ping(self) -> None:
        """A cheap authenticated call (the tenants) to see that FlyPix and the sign-in work."""
        self._call("GET", "/users/tenants/for-user/", timeout=10.0)


def error_or(exc: FlyPixError) -> str:
    text = str(exc)
    return text.split(": ", 1)[1] if ": " in text else text


def _list_of(body: Any, what: str) -> List[Dict[str, Any]]:
    if isinstance(body, dict):
        for key in ("items", "results", "data", what):
            if isinstance(body.get(key), list):
                body = body[key]
                break
    if not isinstance(body, list):
        raise FlyPixError(f"FlyPix answered the {what} with something that is not a list", code="VALIDATION_ERROR")
    return [item for item in body if isinstance(item, dict)]


def _read_error(exc: urllib.error.HTTPError) -> bytes:
    try:
        return exc.read(MAX_ERROR_BODY) or b""
    except (OSError, ValueError):
        return b""
    finally:
        try:
            exc.close()
        except OSError:
            pass


def _read_body(response: Any, canceled: Optional[Callable[[], bool]], progress: Optional[Callable[[int, int], None]],
               base_url: str, timeout: float) -> bytes:
    total = int(response.headers.get("Content-Length") or 0)
    chunks: List[bytes] = []
    size = 0
    read = getattr(response, "read1", None) or response.read
    try:
        while True:
            if canceled is not None and canceled():
                raise Cancelled()
            chunk = read(1 << 18)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if progress is not None:
                progress(size, total)
    except (socket.timeout, TimeoutError):
        raise FlyPixError(texts.text("FlyPix stopped sending within {0:g} s", timeout), code="TIMEOUT_ERROR") from None
    except OSError as exc:
        raise FlyPixError(texts.text("the connection to FlyPix at {0} broke ({1})", base_url, exc),
                          code="NETWORK_ERROR") from None
    return b"".join(chunks)


# ------------------------------------------------------------------ artifacts


class FlyPixArtifacts:
    """``create(type, data)`` / ``get(artifact_id)`` through the current GeoSense session's endpoints.

    A drop-in for :class:`~.artifacts.ArtifactClient` (the message preparer's
    uploader, the dock's artifact fetcher): failures raise ``ArtifactError``.
    Image, suggestion and data payloads are stored as ``data`` artifacts of the
    session (the context that names them carries their kind). ``vector``
    artifacts are not uploaded: FlyPix already holds its vectors (the transport
    sends their ``vector_ids``); a local id stands in for them.
    """

    def __init__(self, client: FlyPixClient, session_id: Callable[[], Optional[str]]) -> None:
        self.client = client
        self._session_id = session_id
        self.uploads = 0
        self.uploaded_bytes = 0

    @property
    def base_url(self) -> str:
        return f"{self.client.base_url}/geosense/{self._session_id() or '-'}"

    @property
    def token(self) -> Optional[str]:
        return None  # the client holds the sign-in

    def _session(self) -> str:
        sid = self._session_id()
        if not sid:
            raise ArtifactError("there is no GeoSense session with FlyPix yet (sign in and pick a project)")
        return sid

    def create(self, artifact_type: str, artifact_data: Any) -> str:
        if artifact_type == "vector":
            return f"flypix-vector-{uuid.uuid4()}"
        try:  # PROTOCOL.md section 6: session artifacts are "data"; the context's type says what they hold
            artifact_id = self.client.create_artifact(self._session(), "data", artifact_data)
        except FlyPixError as exc:
            raise ArtifactError(str(exc), exc.status) from exc
        self.uploads += 1
        return artifact_id

    def get(self, artifact_id: str) -> Dict[str, Any]:
        try:
            return self.client.get_artifact(self._session(), artifact_id)
        except FlyPixError as exc:
            raise ArtifactError(str(exc), exc.status) from exc

    def close(self) -> None:
        """Nothing to close: the connection belongs to the client."""


_TRANSPORT_NAMES = ("FlyPixEndpoint", "FlyPixTransport", "frames_from_reply", "message_body")


def __getattr__(name: str) -> Any:
    """The chat transport lives in flypix_transport.py; its names are importable from here too."""
    if name in _TRANSPORT_NAMES:
        from . import flypix_transport

        return getattr(flypix_transport, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
