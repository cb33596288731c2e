"""The FlyPix public API v2 (PROTOCOL.md section 6): a blocking REST client.

No Qt, no QGIS, and no import of the chat transport (``flypix_transport.py``
imports this module, never the other way round). Every call blocks, so callers
run them off the GUI thread (the QGIS side uses ``QgsTask``).

* Two ways in, both kept by the caller in the QGIS authentication database:
  an API key (header ``ApiKey``), or password sign-in
  (``/v2/auth/login/password``) with the access token refreshed before it
  expires (``/v2/auth/refresh``). A refused key or an expired sign-in raises
  :class:`AuthRequired` and tells the listeners, so the GUI asks again.
* Errors are ``application/problem+json``; :func:`describe_http_error` makes
  ``detail`` and every ``errors[].message`` one readable, plain sentence.
* Listings with ``offset``/``limit`` are read page by page to the end.
* Redirects: a credential is never sent to another origin. A redirect to
  another origin, or from https to http, is refused with a clear reason.
"""

from __future__ import annotations

import datetime
import email.utils
import json
import logging
import math
import re
import socket
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Tuple
from urllib.parse import quote, urlencode, urljoin, urlsplit

from .. import texts
from . import flypix_runs as runs
from .transport import Endpoint, _opener

log = logging.getLogger("geosense.flypix")

DEFAULT_BASE_URL = "https://api.flypix.ai"
API = "/v2"
PAGE_SIZE = 200  # FlyPix's default page
MAX_PAGES = 10_000  # a listing longer than this many pages is cut off with a log entry
MAX_MESSAGE = 10_000  # characters of a GeoSense user_message
SOURCES = {"DIRECT": "annotated", "INFERENCE": "inference"}
MAX_ERROR_BODY = 64 * 1024
BUSY_STATUSES = (429, 503)  # asked again after Retry-After (FlyPix's SDK retries these too)
BUSY_RETRIES = 4  # waits per request at most
MAX_BUSY_WAIT = 60.0  # seconds: a longer Retry-After is not waited for (the SDK's longest backoff step)
WAIT_STEP = 0.1  # seconds between looks at a cancel while waiting
CREDENTIAL_HEADERS = ("Authorization", "Apikey")  # urllib capitalises header names this way


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
        self.locations: List[str] = []  # ``errors[].location`` of a problem+json answer
        self.messages: List[str] = []  # ``errors[].message``, index-aligned with ``locations``
        self.detail = ""  # ``detail`` of a problem+json answer
        self.retry_after: Optional[float] = None  # seconds FlyPix asked to wait (429, 503)


class AuthRequired(FlyPixError):
    """No valid sign-in: the key was refused, or the sign-in expired and cannot be refreshed."""

    def __init__(self, message: str) -> None:
        super().__init__(message, 401, "UNAUTHORIZED")


class SignInFailed(FlyPixError):
    """The user name and password, or the API key, were refused."""


class Cancelled(FlyPixError):
    def __init__(self) -> None:
        super().__init__("cancelled", None, "CANCELLED")


class RedirectRefused(urllib.error.URLError):
    """FlyPix pointed a request elsewhere; it was not followed (the credentials stay home)."""


def problem_parts(body: Any) -> List[str]:
    """The readable parts of a problem+json body: ``detail``, then each ``errors[]`` entry.

    Plain text only; the caller decides how to join and where to show them.
    Older bodies (``{"detail": [{"loc", "msg"}]}``, ``message``, ``error``) are read too.
    """
    if not isinstance(body, dict):
        return [str(body)[:300]] if isinstance(body, str) and body else []
    parts: List[str] = []
    detail = body.get("detail", body.get("message", body.get("error")))
    if isinstance(detail, str) and detail.strip():
        parts.append(detail.strip()[:300])
    elif isinstance(detail, list):  # the older FastAPI shape
        for item in detail[:5]:
            if isinstance(item, dict):
                loc = ".".join(str(p) for p in (item.get("loc") or [])[1:])
                msg = str(item.get("msg") or "invalid")
                parts.append(f"{loc}: {msg}" if loc else msg)
    elif not parts and isinstance(body.get("title"), str):
        parts.append(body["title"][:300])
    errors = body.get("errors")
    if isinstance(errors, list):
        for item in errors[:10]:
            if not isinstance(item, dict):
                continue
            message = item.get("message")
            if not isinstance(message, str) or not message.strip():
                continue
            location = item.get("location")
            if isinstance(location, str) and location:
                parts.append(f"{location}: {message.strip()[:300]}")
            else:
                parts.append(message.strip()[:300])
        if len(errors) > 10:
            parts.append(texts.text("and {0} more", len(errors) - 10))
    return parts


def retry_after(headers: Any, tries: int = 0, now: Optional[float] = None) -> float:
    """Seconds to wait before asking again, as FlyPix's SDK reads them.

    ``retry-after-ms``, else ``Retry-After`` in seconds or as an HTTP date;
    without either (or with one that cannot be read) the SDK's backoff
    (0.5 s × 1.5^tries, without the SDK's random jitter).
    """
    get = getattr(headers, "get", None)
    raw_ms = get("retry-after-ms") if get is not None else None
    if raw_ms:
        try:
            value = float(raw_ms) / 1000.0
            if math.isfinite(value) and value >= 0:
                return value
        except ValueError:
            pass
    raw = get("Retry-After") if get is not None else None
    if raw:
        raw = str(raw).strip()
        try:
            value = float(raw)
            if math.isfinite(value):
                return max(0.0, value)
        except ValueError:
            pass
        try:
            when = email.utils.parsedate_to_datetime(raw)
        except (TypeError, ValueError, IndexError):
            when = None
        if when is not None:
            if when.tzinfo is None:
                when = when.replace(tzinfo=datetime.timezone.utc)
            return max(0.0, when.timestamp() - (time.time() if now is None else now))
    return min(MAX_BUSY_WAIT, 0.5 * 1.5 ** tries)


def problem_items(raw: bytes) -> Tuple[str, List[Tuple[str, str]]]:
    """``detail`` and the ``(location, message)`` of each ``errors[]`` entry that has a location."""
    try:
        body = json.loads(raw[:MAX_ERROR_BODY].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return "", []
    if not isinstance(body, dict):
        return "", []
    raw_detail, raw_errors = body.get("detail"), body.get("errors")
    detail = raw_detail.strip()[:300] if isinstance(raw_detail, str) else ""
    errors: List[Any] = raw_errors if isinstance(raw_errors, list) else []
    return detail, [(str(e["location"]), str(e.get("message") or "").strip()[:300]) for e in errors
                    if isinstance(e, dict) and isinstance(e.get("location"), str)]


def describe_http_error(status: int, raw: bytes) -> str:
    """A sentence for an HTTP error status and its (problem+json) body."""
    text = raw[:MAX_ERROR_BODY].decode("utf-8", "replace").strip()
    try:
        parts = problem_parts(json.loads(text)) if text else []
    except ValueError:
        parts = [text[:200]] if text and not text.lstrip().startswith("<") else []  # no HTML pages in messages
    what = {
        400: texts.text("FlyPix refused the request"),
        401: texts.text("FlyPix refused the sign-in"),
        403: texts.text("FlyPix denied access"),
        404: texts.text("FlyPix could not find it"),
        413: texts.text("the request is too large for FlyPix"),
        422: texts.text("FlyPix refused the request"),
        429: texts.text("FlyPix is busy (too many requests); try again shortly"),
    }.get(status, texts.text("FlyPix failed") if status >= 500 else texts.text("FlyPix refused the request"))
    if parts:
        return texts.text("{0} (HTTP {1}): {2}", what, status, "; ".join(parts))
    return texts.text("{0} (HTTP {1})", what, status)


def error_or(exc: FlyPixError) -> str:
    """The reason of ``exc`` without its leading "FlyPix refused … (HTTP n):" part."""
    text = str(exc)
    return text.split(": ", 1)[1] if ": " in text else text


def _code_for(status: int) -> str:
    if status in (401, 403):
        return "UNAUTHORIZED"
    if status == 413:
        return "PAYLOAD_TOO_LARGE"
    if status in (400, 422):
        return "VALIDATION_ERROR"
    return "HTTP_ERROR"


# ------------------------------------------------------------------ redirects


def origin(url: str) -> Tuple[str, str, int]:
    parts = urlsplit(url)
    scheme = (parts.scheme or "").lower()
    return scheme, (parts.hostname or "").lower(), parts.port or (443 if scheme == "https" else 80)


def _origin_text(url: str) -> str:
    scheme, host, port = origin(url)  # never the user info of a URL
    return f"{scheme}://{host}:{port}"


class SameOriginRedirects(urllib.request.HTTPRedirectHandler):
    """Follows a redirect only within the origin of the request; refuses any other.

    urllib re-sends every header, ``Authorization`` and ``ApiKey`` included, to
    wherever a 3xx points: so a redirect to another origin (another host, port
    or scheme, https → http above all) is refused with :class:`RedirectRefused`.
    """

    def redirect_request(self, req, fp, code, msg, headers, newurl):  # noqa: N802 - urllib's name
        target = urljoin(req.full_url, newurl)
        old, new = origin(req.full_url), origin(target)
        if old[0] == "https" and new[0] != "https":
            raise RedirectRefused(texts.text(
                "FlyPix at {0} redirected to the insecure {1}; not followed, so that your FlyPix credentials "
                "are not sent without encryption", _origin_text(req.full_url), _origin_text(target)))
        if old != new:
            raise RedirectRefused(texts.text(
                "FlyPix at {0} redirected to another server ({1}); not followed, so that your FlyPix "
                "credentials are never sent there. Check the FlyPix URL in the settings",
                _origin_text(req.full_url), _origin_text(target)))
        return super().redirect_request(req, fp, code, msg, headers, target)


def flypix_opener(endpoint: Endpoint) -> urllib.request.OpenerDirector:
    """urllib with the QGIS proxy, the endpoint's TLS context and same-origin redirects only."""
    return _opener(endpoint, SameOriginRedirects())


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
    color: str  # "#rrggbb" (FlyPix sends it without "#"), "" when unusable
    training_behavior: str  # TRAINING | VALIDATION | TEST | IGNORE
    inference_behavior: str  # USE | IGNORE
    raw: Dict[str, Any] = field(default_factory=dict)


@dataclass
class StoredAnnotations:
    """FlyPix's answer to new annotations: the ids of the stored ones, the refused ones with reasons.

    ``unsure``: indexes of the payload sent in a request whose answer could not
    be matched to it (another number of ids than polygons, none, no answer at
    all, a 500, 502 or 504): FlyPix may or may not have stored them; ``answered`` holds the ids those answers had.
    Read the vector back to settle them (:meth:`settle`) before offering any for retry.
    ``requests``: how many requests it took.
    """

    annotation_ids: List[int]
    errored: List[Tuple[int, str]]  # (index in the payload, FlyPix's reason)
    unsure: List[int] = field(default_factory=list)
    answered: List[int] = field(default_factory=list)
    requests: int = 0
    problem: str = ""  # why an answer was unclear (a timeout, a 5xx), "" when none was

    def stored_indexes(self, count: int) -> List[int]:
        """Indexes of the payload that were stored, in order (the ``annotation_ids`` follow them)."""
        refused = {index for index, _ in self.errored} | set(self.unsure)
        return [i for i in range(count) if i not in refused]

    def settle(self, count: int, found: Dict[int, int], reason: str) -> StoredAnnotations:
        """The outcome once the unsure indexes are known: ``found`` {index: id} were stored, the others not."""
        ids = dict(zip(self.stored_indexes(count), self.annotation_ids))
        errored = list(self.errored)
        for index in self.unsure:
            if index in found:
                ids[index] = found[index]
            else:
                errored.append((index, reason))
        order = sorted(ids)
        return StoredAnnotations([ids[i] for i in order], sorted(errored), [], [], self.requests, self.problem)


def _maybe_stored(exc: FlyPixError) -> bool:
    """True when a request that failed so may still have been carried out (no answer, a 500, 502 or 504)."""
    if isinstance(exc, Cancelled) or exc.never_reached:
        return False
    return exc.code in ("TIMEOUT_ERROR", "NETWORK_ERROR") or exc.status in (500, 502, 504)


def request_budget(count: int) -> int:
    """Requests an accept of ``count`` polygons may take at most: 2·⌈log2 n⌉ + 3.

    Enough to find one refused polygon by halving (1 + 2·⌈log2 n⌉), or to send
    again without the polygons a refusal named; never one request per polygon.
    """
    return 2 * max(0, math.ceil(math.log2(max(1, count)))) + 3


PAYLOAD_ITEM = re.compile(r"^body\.payload\[(\d+)\]")
ITEM_WORDS = ("geometr", "polygon", "wkb", "confidence", "payload", "ring", "intersect")


def refusal_scope(exc: FlyPixError, size: int) -> Tuple[str, Dict[int, str]]:
    """What a refused annotations request says about its ``size`` polygons.

    * ``("named", {position: reason})``: ``errors[].location`` names the polygons it refused;
    * ``("some", {})``: some polygons are bad, which is not said (a 400 about geometries);
    * ``("batch", {})``: the reason applies to the whole request (the class, the vector,
      the sign-in, any other status, a detail that names no polygon): splitting cannot help.
    """
    if exc.status not in (400, 422):
        return "batch", {}
    named: Dict[int, str] = {}
    for location, message in zip(exc.locations, exc.messages):
        match = PAYLOAD_ITEM.match(location)
        if match is None:
            if not location.startswith("body.payload"):
                return "batch", {}  # e.g. body.class_id: every polygon is refused for it
            continue
        position = int(match.group(1))
        if position < size:
            why = "; ".join(part for part in (exc.detail, message) if part)
            named[position] = "; ".join(p for p in (named.get(position), why) if p) or error_or(exc)
    if named:
        return "named", named
    if exc.locations:
        return "some", {}
    words = " ".join([exc.detail] + exc.messages).lower()
    if "class" in words or not any(word in words for word in ITEM_WORDS):
        return "batch", {}
    return "some", {}


def _number(value: Any) -> Optional[float]:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def hex_color(value: Any) -> str:
    """FlyPix's colour (``e15759``, also with ``#`` or ``#rgb``) as ``#rrggbb``; "" when it is none."""
    if not isinstance(value, str):
        return ""
    raw = value.strip().lstrip("#")
    if len(raw) == 3:
        raw = "".join(c * 2 for c in raw)
    if len(raw) == 8:  # rrggbbaa
        raw = raw[:6]
    if len(raw) != 6 or any(c not in "0123456789abcdefABCDEF" for c in raw):
        return ""
    return "#" + raw.lower()


def parse_features(body: Any) -> VectorFeatures:
    """VectorFeatures ``{data: {ids, areas, polygons, confidences, class_ids}, classes}`` checked.

    Each column may be ``null`` (an empty vector has only nulls). Raises
    :class:`FlyPixError` (``VALIDATION_ERROR``) when the columns are not
    index-aligned or the ids are not integers: nothing of such a vector is used.
    """
    if not isinstance(body, dict):
        raise FlyPixError(texts.text("the vector's features are not a JSON object"), code="VALIDATION_ERROR")
    data = body.get("data")
    if not isinstance(data, dict):
        raise FlyPixError(texts.text("the vector's features have no data"), code="VALIDATION_ERROR")
    raw_ids = data.get("ids")
    if raw_ids is None:
        raw_ids = []
    if not isinstance(raw_ids, list):
        raise FlyPixError(texts.text("the vector's features have no ids list"), code="VALIDATION_ERROR")
    n = len(raw_ids)
    columns: Dict[str, List[Any]] = {}
    for name in ("polygons", "areas", "confidences", "class_ids"):
        values = data.get(name)
        if values is None:
            values = [None] * n
        if not isinstance(values, list) or len(values) != n:
            count = len(values) if isinstance(values, list) else 0
            raise FlyPixError(texts.text("the vector's features are not index-aligned ({0} has {1} entries for "
                                         "{2} ids)", name, count, n), code="VALIDATION_ERROR")
        columns[name] = values
    ids: List[int] = []
    for i, value in enumerate(raw_ids):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or int(value) != value:
            raise FlyPixError(texts.text("annotation id {0} (entry {1}) is not an integer", repr(value), i),
                              code="VALIDATION_ERROR")
        ids.append(int(value))
    class_map = body.get("classes") or {}
    if not isinstance(class_map, dict):
        class_map = {}
    class_ids: List[Optional[str]] = []
    for raw in columns["class_ids"]:
        if raw is None or isinstance(raw, bool):
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
    raw = str(meta.get("source") or "DIRECT").upper()
    return SOURCES.get(raw, "inference" if "INFER" in raw else "annotated")


def parse_region(obj: Any) -> Optional[Region]:
    """A RegionResponse of ``/v2/regions/for-raster``; None when it has no id."""
    if not isinstance(obj, dict) or not isinstance(obj.get("region_id"), str):
        return None
    metadata = obj.get("metadata")
    meta: Dict[str, Any] = metadata if isinstance(metadata, dict) else {}
    polygon = obj.get("polygon")
    return Region(
        region_id=obj["region_id"],
        polygon=polygon if isinstance(polygon, str) else None,
        name=str(meta.get("name") or ""),
        description=str(meta.get("description") or ""),
        color=hex_color(meta.get("color")),
        training_behavior=str(obj.get("training_behavior") or ""),
        inference_behavior=str(obj.get("inference_behavior") or ""),
        raw=obj,
    )


def parse_class(obj: Dict[str, Any]) -> Dict[str, Any]:
    """A ClassResponse with its colour as ``#rrggbb`` ("" when unusable)."""
    return {"class_id": str(obj.get("class_id")), "name": str(obj.get("name") or obj.get("class_id")),
            "color": hex_color(obj.get("color"))}


# ------------------------------------------------------------------ client


def _q(value: str) -> str:
    return quote(str(value), safe="")


class FlyPixClient:
    """Thread-safe FlyPix REST client holding the sign-in (key or tokens, only in memory).

    ``add_listener(callback)``: ``callback(event, detail)`` with event
    ``signed_in``, ``signed_out``, ``refreshed`` or ``auth_required``; called on
    the thread that noticed it.
    """

    def __init__(self, endpoint: Endpoint, *, timeout: float = 30.0, refresh_margin: float = 60.0,
                 page_size: int = PAGE_SIZE, clock: Callable[[], float] = time.time) -> None:
        self.endpoint = endpoint
        self.timeout = timeout
        self.refresh_margin = refresh_margin
        self.page_size = max(1, int(page_size))
        self.clock = clock
        self.username: Optional[str] = None
        self.auth_kind: Optional[str] = None  # "api_key" | "password" while signed in
        self.refreshes = 0  # tokens refreshed so far (tests read it)
        self._tokens: Optional[Tokens] = None
        self._api_key: Optional[str] = None
        self._lock = threading.Lock()  # credentials and listeners; never held during a request
        self._refresh_lock = threading.Lock()  # one refresh at a time (worker threads only)
        self._listeners: List[Callable[[str, str], None]] = []
        self._waits: Dict[threading.Event, bool] = {}  # waits for a busy FlyPix: has a cancel of its own
        self.check_gate: Optional[Callable[[], bool]] = None  # ping() asks FlyPix only when this says so
        self._ping_failed = False

    @property
    def base_url(self) -> str:
        return self.endpoint.base_url.rstrip("/")

    def __repr__(self) -> str:  # never a credential
        return f"FlyPixClient({self.base_url!r}, {self.auth_kind or 'signed out'})"

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
        return self._tokens is not None or self._api_key is not None

    def _new_tokens(self, body: Any, previous: Optional[Tokens]) -> Tokens:
        if not isinstance(body, dict) or not isinstance(body.get("access_token"), str) or not body["access_token"]:
            raise FlyPixError(texts.text("FlyPix answered the sign-in without an access token"),
                              code="VALIDATION_ERROR")
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
        """``POST /v2/auth/login/password``; raises SignInFailed (wrong credentials) or FlyPixError."""
        try:
            body = self._call("POST", f"{API}/auth/login/password", {"username": username, "password": password},
                              auth=False)
        except FlyPixError as exc:
            if exc.status in (400, 401, 403, 422):
                raise SignInFailed(texts.text("FlyPix did not accept the user name or password ({0})",
                                              error_or(exc)), exc.status, "UNAUTHORIZED") from None
            raise
        tokens = self._new_tokens(body, None)
        with self._lock:
            self._tokens, self._api_key = tokens, None
            self.username, self.auth_kind = username, "password"
        log.info("signed in to FlyPix at %s as %s", self.base_url, username)
        self._tell("signed_in", username)

    def sign_in_with_key(self, api_key: str) -> None:
        """Use an API key (header ``ApiKey``), checked at once by listing the tenants.

        Raises SignInFailed when FlyPix refuses the key, FlyPixError when it cannot be asked.
        """
        key = api_key.strip()
        if not key:
            raise SignInFailed(texts.text("Enter your FlyPix API key."), None, "UNAUTHORIZED")
        try:
            self._call("GET", f"{API}/users/tenants/for-user/", key=key, timeout=15.0)
        except FlyPixError as exc:
            if exc.status in (401, 403):
                raise SignInFailed(texts.text("FlyPix did not accept the API key ({0})", error_or(exc)),
                                   exc.status, "UNAUTHORIZED") from None
            raise
        with self._lock:
            self._api_key, self._tokens = key, None
            self.username, self.auth_kind = None, "api_key"
        log.info("signed in to FlyPix at %s with an API key", self.base_url)
        self._tell("signed_in", "")

    def sign_out(self) -> None:
        with self._lock:
            was = self.signed_in
            self._tokens = self._api_key = None
            self.auth_kind = None
        if was:
            self._tell("signed_out", "")

    def _margin(self, tokens: Tokens) -> float:
        """Refresh this many seconds before expiry: at 80 % of the lifetime, at most ``refresh_margin`` early."""
        if not math.isfinite(tokens.lifetime):
            return 0.0
        return min(self.refresh_margin, 0.2 * tokens.lifetime)

    def _current_tokens(self) -> Tokens:
        with self._lock:
            tokens = self._tokens
        if tokens is None:
            raise AuthRequired(texts.text("not signed in to FlyPix"))
        return tokens

    def _credential(self) -> Dict[str, str]:
        """The header that signs a request in, refreshing the access token first when it is due."""
        with self._lock:
            key = self._api_key
        if key is not None:
            return {"ApiKey": key}
        tokens = self._current_tokens()
        if self.clock() >= tokens.expires_at - self._margin(tokens):
            with self._refresh_lock:
                tokens = self._current_tokens()
                if self.clock() >= tokens.expires_at - self._margin(tokens):
                    tokens = self._refresh(tokens)
        return {"Authorization": f"Bearer {tokens.access_token}"}

    def refresh(self) -> None:
        """Refresh now (``POST /v2/auth/refresh``); raises AuthRequired when FlyPix refuses."""
        with self._refresh_lock:
            self._refresh(self._current_tokens())

    def _refresh(self, tokens: Tokens) -> Tokens:
        """Called with the refresh lock held; the new tokens, or AuthRequired."""
        if not tokens.refresh_token:
            self._lose_sign_in(texts.text("Your FlyPix sign-in has expired. Sign in again."))
        try:
            body = self._call("POST", f"{API}/auth/refresh", {"refresh_token": tokens.refresh_token}, auth=False)
        except FlyPixError as exc:
            if exc.status in (400, 401, 403, 422):
                self._lose_sign_in(texts.text("Your FlyPix sign-in has expired or was revoked. Sign in again."))
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

    def _lose_sign_in(self, message: str, used: Optional[Dict[str, str]] = None) -> None:
        """Forget the credential (the one ``used``, when given and still current) and raise AuthRequired."""
        with self._lock:
            if used is None or self._headers_current(used):
                self._tokens = self._api_key = None
                self.auth_kind = None
        self._tell("auth_required", message)
        raise AuthRequired(message)

    def _headers_current(self, used: Dict[str, str]) -> bool:
        if "ApiKey" in used:
            return self._api_key == used["ApiKey"]
        return self._tokens is not None and used.get("Authorization") == f"Bearer {self._tokens.access_token}"

    def _after_rejection(self, used: Dict[str, str]) -> bool:
        """A request signed with ``used`` got 401: True when a fresh token is there to retry with.

        An API key cannot be refreshed: False. Raises AuthRequired when refreshing was refused.
        """
        if "ApiKey" in used:
            return False
        with self._refresh_lock:
            with self._lock:
                tokens = self._tokens
                current = self._headers_current(used)
            if tokens is None:
                return False
            if not current:
                return True  # another thread refreshed meanwhile
            try:
                self._refresh(tokens)
            except AuthRequired:
                raise
            except FlyPixError:
                return False
            return True

    # -- HTTP ---------------------------------------------------------------------

    def _call(self, method: str, path: str, body: Any = None, *, auth: bool = True, key: Optional[str] = None,
              query: Optional[Dict[str, Any]] = None, timeout: Optional[float] = None,
              canceled: Optional[Callable[[], bool]] = None,
              progress: Optional[Callable[[int, int], None]] = None,
              on_sent: Optional[Callable[[int, str], None]] = None,
              busy_retries: Optional[int] = None, wait_canceled: Optional[Callable[[], bool]] = None) -> Any:
        """One request; JSON back (None for an empty body). Raises FlyPixError.

        ``on_sent(bytes, url)``: the request body reached FlyPix (it answered, refusing or not);
        once per attempt that was answered (a request sent again after a refused sign-in: twice).

        A 429 or 503 is asked again after the wait its ``Retry-After`` names (as
        FlyPix's SDK does), at most ``busy_retries`` times (default
        :data:`BUSY_RETRIES`) and never longer than :data:`MAX_BUSY_WAIT` at a
        time: see :meth:`_wait_busy`. ``wait_canceled`` (else ``canceled``) ends a wait.
        """
        data = None if body is None else json.dumps(body, separators=(",", ":")).encode("utf-8")
        url = self.endpoint.url(path) + (("?" + urlencode(query)) if query else "")
        wait = timeout or self.timeout
        retries_left = BUSY_RETRIES if busy_retries is None else busy_retries
        busy_tries = 0
        attempt = 0
        while True:
            headers = {"Accept": "application/json, application/problem+json"}
            if data is not None:
                headers["Content-Type"] = "application/json"
            used: Dict[str, str] = {}
            if key is not None:
                used = {"ApiKey": key}
            elif auth:
                used = self._credential()
            headers.update(used)
            request = urllib.request.Request(url, data=data, headers=headers, method=method)
            try:
                response = flypix_opener(self.endpoint).open(request, timeout=wait)  # noqa: S310 - http/https checked
            except urllib.error.HTTPError as exc:
                raw = _read_error(exc)
                if on_sent is not None and data is not None:
                    on_sent(len(data), url)
                if exc.code in BUSY_STATUSES:
                    delay = retry_after(exc.headers, busy_tries)
                    if busy_tries < retries_left and delay <= MAX_BUSY_WAIT:
                        self._wait_busy(exc.code, delay, path, wait_canceled or canceled)
                        busy_tries += 1
                        continue
                    message = describe_http_error(exc.code, raw)
                    if delay > MAX_BUSY_WAIT:
                        message = texts.text("{0}; FlyPix asks to wait {1:.0f} s", message, delay)
                    error = FlyPixError(message, exc.code, "RATE_LIMITED" if exc.code == 429 else "HTTP_ERROR")
                    error.retry_after = delay
                    log.warning("FlyPix %s %s: HTTP %d after %d wait(s); asked to wait %.0f s", method, path,
                                exc.code, busy_tries, delay)
                    raise error from None
                if exc.code == 401 and auth and key is None:
                    if attempt == 0 and self._after_rejection(used):
                        attempt += 1
                        continue
                    if "ApiKey" in used:
                        message = texts.text("FlyPix refused your API key (revoked or expired). Enter a valid key.")
                    else:
                        message = texts.text("FlyPix rejected your sign-in. Sign in again.")
                    self._lose_sign_in(message, used)
                error = FlyPixError(describe_http_error(exc.code, raw), exc.code, _code_for(exc.code))
                error.detail, pairs = problem_items(raw)
                error.locations = [location for location, _message in pairs]
                error.messages = [message for _location, message in pairs]
                raise error from None
            except RedirectRefused as exc:
                log.warning("FlyPix redirect refused: %s", exc.reason)
                raise FlyPixError(str(exc.reason), None, "NETWORK_ERROR") from None
            except (socket.timeout, TimeoutError):
                raise FlyPixError(texts.text("FlyPix did not answer within {0:g} s", wait),
                                  code="TIMEOUT_ERROR") from None
            except urllib.error.URLError as exc:
                reason = exc.reason
                if isinstance(reason, (socket.timeout, TimeoutError)):
                    raise FlyPixError(texts.text("FlyPix did not answer within {0:g} s", wait),
                                      code="TIMEOUT_ERROR") from None
                never = isinstance(reason, (ConnectionRefusedError, socket.gaierror))
                raise FlyPixError(texts.text("could not reach FlyPix at {0} ({1})", self.base_url, reason),
                                  code="NETWORK_ERROR", never_reached=never) from None
            except OSError as exc:
                raise FlyPixError(texts.text("could not reach FlyPix at {0} ({1})", self.base_url, exc),
                                  code="NETWORK_ERROR") from None
            if on_sent is not None and data is not None:
                on_sent(len(data), url)
            with response:
                raw = _read_body(response, canceled, progress, self.base_url, wait)
            if not raw.strip():
                return None
            try:
                return json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, ValueError):
                raise FlyPixError(texts.text("FlyPix answered {0} with something that is not JSON", path),
                                  code="VALIDATION_ERROR") from None

    # -- waiting when FlyPix is busy ---------------------------------------------------

    def interrupt_waits(self) -> int:
        """End every wait for a busy FlyPix that has no cancel of its own (the chat's Stop); how many."""
        with self._lock:
            waits = [event for event, own in self._waits.items() if not own]
        for event in waits:
            event.set()
        return len(waits)

    def _wait_busy(self, status: int, delay: float, path: str, canceled: Optional[Callable[[], bool]]) -> None:
        """Wait ``delay`` seconds on this (worker) thread, telling the listeners; Cancelled when stopped.

        Listeners get ``waiting`` with ``"<status> <seconds> <until, epoch seconds> <path>"``,
        then ``waited`` with the path.
        """
        event = threading.Event()
        with self._lock:
            self._waits[event] = canceled is not None
        log.info("FlyPix answered %s with HTTP %d; asking again in %.1f s", path, status, delay)
        self._tell("waiting", f"{status} {delay:.3f} {time.time() + delay:.3f} {path}")
        try:
            end = time.monotonic() + delay
            while True:
                left = end - time.monotonic()
                if left <= 0:
                    return
                if (canceled is not None and canceled()) or event.wait(min(WAIT_STEP, left)):
                    log.info("the wait for FlyPix (%s) was stopped", path)
                    raise Cancelled()
        finally:
            with self._lock:
                self._waits.pop(event, None)
            self._tell("waited", path)

    def _list(self, path: str, what: str, query: Optional[Dict[str, Any]] = None) -> List[Dict[str, Any]]:
        """A JSON list (``null`` is an empty one) of objects."""
        return _list_of(self._call("GET", path, query=query), what)

    def _paged(self, path: str, what: str, query: Optional[Dict[str, Any]] = None,
               canceled: Optional[Callable[[], bool]] = None) -> List[Dict[str, Any]]:
        """Every page of an ``offset``/``limit`` listing, until a page comes back empty.

        A short page does not end it: a server may cap ``limit`` below what was asked.
        """
        out: List[Dict[str, Any]] = []
        offset = 0
        for _page in range(MAX_PAGES):
            if canceled is not None and canceled():
                raise Cancelled()
            page = self._list(path, what, dict(query or {}, offset=offset, limit=self.page_size))
            if not page:
                return out
            out += page
            offset += len(page)
        log.warning("FlyPix listing %s cut off after %d pages", path, MAX_PAGES)
        return out

    # -- API ----------------------------------------------------------------------

    def health(self) -> Any:
        return self._call("GET", "/health", auth=False, timeout=10.0)

    def tenants(self) -> List[Dict[str, Any]]:
        return self._list(f"{API}/users/tenants/for-user/", "tenants")

    def projects(self, tenant_id: str) -> List[Dict[str, Any]]:
        return self._list(f"{API}/projects/for-tenant/{_q(tenant_id)}", "projects")

    def folders(self, project_id: str, parent_id: Optional[str] = None,
                canceled: Optional[Callable[[], bool]] = None) -> List[Dict[str, Any]]:
        """The folders at the root of a project, or inside folder ``parent_id``."""
        if parent_id:
            return self._paged(f"{API}/folders/for-folder/{_q(parent_id)}", "folders", canceled=canceled)
        return self._paged(f"{API}/folders/for-project/{_q(project_id)}", "folders", canceled=canceled)

    def rasters(self, project_id: str, folder_id: Optional[str] = None,
                canceled: Optional[Callable[[], bool]] = None) -> List[Dict[str, Any]]:
        """The rasters directly in ``folder_id`` (None: the project's root), every page."""
        return self._paged(f"{API}/rasters/for-project/{_q(project_id)}", "rasters",
                           {"folder_id": folder_id or "root"}, canceled)

    def vectors(self, raster_id: str) -> List[Dict[str, Any]]:
        return self._list(f"{API}/vectors/for-raster/{_q(raster_id)}", "vectors")

    def classes(self, project_id: str) -> List[Dict[str, Any]]:
        """The project's classes, colours as ``#rrggbb``."""
        return [parse_class(c) for c in self._list(f"{API}/vectors/classes/for-project/{_q(project_id)}",
                                                    "classes")]

    def regions(self, raster_id: str) -> List[Region]:
        raw = self._list(f"{API}/regions/for-raster/{_q(raster_id)}", "regions")
        return [r for r in (parse_region(item) for item in raw) if r is not None]

    # -- models and inferences (flypix_runs.py holds their shapes) ------------------------

    def create_inference_regions(self, raster_id: str, polygons: List[str], name: str = "") -> List[Region]:
        """``POST /v2/regions/{raster_id}``: ``polygons`` (base64 WKB, EPSG:3857) as inference regions."""
        payloads = runs.region_payloads(polygons, name or runs.REGION_NAME)
        body = self._call("POST", f"{API}/regions/{_q(raster_id)}", {"region_payloads": payloads})
        return [r for r in (parse_region(item) for item in _list_of(body, "regions")) if r is not None]

    def models(self, project_id: str, canceled: Optional[Callable[[], bool]] = None) -> List[runs.Model]:
        """The project's models (every page), then FlyPix's official models: ``flypix_runs.Model`` list."""
        own = self._paged(f"{API}/models/for-project/{_q(project_id)}", "models", canceled=canceled)
        official = self._list(f"{API}/models/official", "models")
        found = [runs.parse_model(m, False) for m in own] + [runs.parse_model(m, True) for m in official]
        return [m for m in found if m is not None]

    def run_cost(self, model_id: str, raster_id: str, tenant_id: str) -> runs.RunCost:
        """What running ``model_id`` on the raster's inference regions costs, and the tenant's balance."""
        estimate = self._call("POST", f"{API}/models/{_q(model_id)}/apply/estimate", {"raster_id": raster_id})
        balance = self._call("GET", f"{API}/payments/balance/{_q(tenant_id)}")
        return _shaped(runs.parse_cost, estimate, balance)

    def apply_model(self, model_id: str, raster_id: str) -> runs.Inference:
        """``POST /v2/models/{model_id}/apply``: the started ``flypix_runs.Inference``."""
        body = self._call("POST", f"{API}/models/{_q(model_id)}/apply", {"raster_id": raster_id})
        return _shaped(runs.parse_inference, body)

    def inference_status(self, inference_id: str, canceled: Optional[Callable[[], bool]] = None) -> runs.Inference:
        """``GET /v2/models/inference/{inference_id}``: the ``flypix_runs.Inference`` now."""
        body = self._call("GET", f"{API}/models/inference/{_q(inference_id)}", canceled=canceled)
        return _shaped(runs.parse_inference, body)

    def raster_inferences(self, raster_id: str) -> List[Dict[str, Any]]:
        """``GET /v2/inferences/for-raster/{raster_id}``: InferenceResponse entries."""
        return self._list(f"{API}/inferences/for-raster/{_q(raster_id)}", "inferences")

    def features(self, vector_id: str, canceled: Optional[Callable[[], bool]] = None,
                 progress: Optional[Callable[[int, int], None]] = None, timeout: Optional[float] = None
                 ) -> VectorFeatures:
        body = self._call("GET", f"{API}/vectors/{_q(vector_id)}/features", canceled=canceled, progress=progress,
                          timeout=timeout)
        return parse_features(body)

    def add_annotations(self, vector_id: str, class_id: str, payload: List[Dict[str, Any]],
                        canceled: Optional[Callable[[], bool]] = None) -> StoredAnnotations:
        """``POST /v2/vectors/{id}/annotations`` with ``[{polygon, confidence}]`` (single polygons).

        FlyPix stores a batch whole or refuses it whole (400). How the refusal
        reads decides what follows (:func:`refusal_scope`): polygons it names
        are left out and the rest is sent again; a refusal about some unnamed
        polygons is sent again in halves until each refused polygon is alone; a
        refusal for the whole request (the class, the vector) stops at once.
        At most :func:`request_budget` requests; what is left when it is spent
        is reported as refused with the reason it had. Once anything is stored
        (or may be), nothing is raised: what could not be sent is in
        ``errored``, what may have been stored in ``unsure``.
        """
        ids: Dict[int, int] = {}
        errored: Dict[int, str] = {}
        unsure: List[int] = []
        answered: List[int] = []
        problem = ""
        path = f"{API}/vectors/{_q(vector_id)}/annotations"
        budget = request_budget(len(payload))
        pending: List[Tuple[List[int], str]] = [(list(range(len(payload))), "")]  # (indexes, why it was split)
        sent = 0

        def give_up(reason: str) -> None:
            for group, _why in pending:
                errored.update((i, reason) for i in group)
            pending.clear()

        while pending:
            group, why = pending.pop(0)
            if canceled is not None and canceled():
                pending.insert(0, (group, why))
                give_up(texts.text("cancelled"))
                break
            if sent >= budget:
                log.warning("FlyPix refused parts of %d annotation(s); %d request(s) sent, no more", len(payload),
                            sent)
                pending.insert(0, (group, why))
                give_up(why or texts.text("not sent"))
                break
            sent += 1
            try:
                body = self._call("POST", path, {"class_id": class_id, "payload": [payload[i] for i in group]},
                                  wait_canceled=canceled)
            except Cancelled:
                if not ids and not unsure and not errored and sent == 1:
                    raise
                pending.insert(0, (group, why))
                give_up(texts.text("cancelled"))
                break
            except FlyPixError as exc:
                if _maybe_stored(exc):  # FlyPix may have stored them: read back later, send nothing more
                    log.warning("FlyPix's answer to %d annotation(s) is unclear: %s", len(group), exc)
                    unsure.extend(group)
                    problem = str(exc)
                    give_up(error_or(exc))
                    break
                scope, named = refusal_scope(exc, len(group))
                if scope == "batch":
                    if not ids and not unsure and not errored and len(group) == len(payload):
                        raise  # nothing stored: the whole request failed, FlyPix is unchanged
                    pending.insert(0, (group, why))
                    give_up(error_or(exc))  # the same reason for the rest: said once, not asked again
                    break
                if scope == "named":
                    errored.update((group[position], reason) for position, reason in named.items())
                    rest = [i for position, i in enumerate(group) if position not in named]
                    if rest:
                        pending.insert(0, (rest, error_or(exc)))
                    continue
                if len(group) == 1:
                    errored[group[0]] = error_or(exc)
                    continue
                half = len(group) // 2
                pending[0:0] = [(group[:half], error_or(exc)), (group[half:], error_or(exc))]
                continue
            got = _stored_ids(body, len(group))
            if got is None:  # another number of ids than polygons: which were stored is read back later
                log.warning("FlyPix answered %d annotation(s) with %r; reading the vector back", len(group),
                            body if not isinstance(body, list) else f"{len(body)} id(s)")
                unsure.extend(group)
                if isinstance(body, list):
                    answered.extend(v for v in body if isinstance(v, int) and not isinstance(v, bool))
                continue
            for position, new_id in got.items():
                ids[group[position]] = new_id
            errored.update((i, texts.text("FlyPix did not store it")) for position, i in enumerate(group)
                           if position not in got)

        order = sorted(ids)
        return StoredAnnotations([ids[i] for i in order], sorted(errored.items()), sorted(unsure), answered, sent,
                                 problem)

    def create_session(self, project_id: str) -> str:
        """``POST /v2/geosense/session/{project_id}/``: the new session id (a JSON string)."""
        body = self._call("POST", f"{API}/geosense/session/{_q(project_id)}/")
        if not isinstance(body, str) or not body:
            raise FlyPixError(texts.text("FlyPix did not return a GeoSense session id"), code="VALIDATION_ERROR")
        return body

    def create_artifact(self, session_id: str, artifact_data: Dict[str, Any],
                        on_sent: Optional[Callable[[int, str], None]] = None) -> str:
        """A ``data`` artifact of the session (its data is a JSON object); its id.
        ``on_sent(bytes, url)``: the upload's body reached FlyPix."""
        if not isinstance(artifact_data, dict):
            raise FlyPixError(texts.text("a FlyPix artifact holds a JSON object"), code="VALIDATION_ERROR")
        body = self._call("POST", f"{API}/geosense/{_q(session_id)}/artifact/",
                          {"artifact_data": artifact_data, "type": "data"}, on_sent=on_sent)
        artifact_id = body.get("artifact_id") if isinstance(body, dict) else None
        if not isinstance(artifact_id, str) or not artifact_id:
            raise FlyPixError(texts.text("FlyPix stored the artifact but returned no artifact_id"),
                              code="VALIDATION_ERROR")
        return artifact_id

    def get_artifact(self, session_id: str, artifact_id: str) -> Dict[str, Any]:
        body = self._call("GET", f"{API}/geosense/{_q(session_id)}/artifact/{_q(artifact_id)}")
        if not isinstance(body, dict) or not isinstance(body.get("artifact_data"), dict):
            raise FlyPixError(texts.text("artifact {0}: FlyPix's answer has no artifact_data", artifact_id),
                              code="VALIDATION_ERROR")
        return body

    def message(self, session_id: str, user_message: str, vector_ids: List[str], context: List[Dict[str, Any]],
                timeout: Optional[float] = None,
                on_sent: Optional[Callable[[Dict[str, Any], int, str], None]] = None) -> Dict[str, Any]:
        """One turn: ``POST /v2/geosense/{session_id}/message/``; the ChatMessageResponse.
        ``on_sent(body, bytes, url)``: the request reached FlyPix."""
        if not 1 <= len(user_message) <= MAX_MESSAGE:
            raise FlyPixError(message_length_problem(user_message), code="VALIDATION_ERROR", never_reached=False)
        body: Dict[str, Any] = {"user_message": user_message, "vector_ids": vector_ids}
        if context:
            body["context"] = context
        reply = self._call("POST", f"{API}/geosense/{_q(session_id)}/message/", body, timeout=timeout or 300.0,
                           on_sent=None if on_sent is None else lambda size, url: on_sent(body, size, url))
        if not isinstance(reply, dict) or not isinstance(reply.get("response"), str):
            raise FlyPixError(texts.text("FlyPix answered the message without a response"), code="VALIDATION_ERROR")
        return reply

    def download_link(self, file_id: str) -> str:
        """``GET /v2/files/{file_id}/download``: FileLinkResponse ``{url}``, a time-limited link to the file."""
        body = self._call("GET", f"{API}/files/{_q(file_id)}/download")
        url = body.get("url") if isinstance(body, dict) else None
        if not isinstance(url, str) or urlsplit(url).scheme.lower() not in ("http", "https"):
            raise FlyPixError(texts.text("FlyPix gave no download link for file {0}", file_id),
                              code="VALIDATION_ERROR")
        return url

    def ping(self) -> bool:
        """A cheap signed-in call (the tenants) to see that FlyPix and the sign-in work.

        Asks FlyPix only when :attr:`check_gate` (if set) says a check is due;
        False when it did not ask. A 429 is an answer: FlyPix is there (it is
        not asked again, the next check is soon enough).
        """
        gate = self.check_gate
        if gate is not None and not self._ping_failed and not gate():
            return False
        try:
            self._call("GET", f"{API}/users/tenants/for-user/", timeout=10.0, busy_retries=0)
        except FlyPixError as exc:
            if exc.status != 429:
                self._ping_failed = True  # the next check asks FlyPix, whatever the gate says
                raise
            log.info("FlyPix is busy (HTTP 429) but there")
        self._ping_failed = False
        return True


def _shaped(parse: Callable[..., Any], *bodies: Any) -> Any:
    """``parse(*bodies)``; an answer of the wrong shape is a FlyPixError (``VALIDATION_ERROR``)."""
    try:
        return parse(*bodies)
    except runs.RunShapeError as exc:
        raise FlyPixError(exc.args[0] if exc.args else str(exc), code="VALIDATION_ERROR") from None


def _stored_ids(body: Any, count: int) -> Optional[Dict[int, int]]:
    """{position in the batch: new id} of an annotations answer: the SDK's list of ids, in order.

    The ``{annotation_ids, errored: [{Index, Message}]}`` shape of FlyPix's file
    uploads is read too. None when the answer cannot be matched to the batch.
    """
    def ints(values: Any) -> Optional[List[int]]:
        if not isinstance(values, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            return None
        return values

    listed = ints(body)
    if listed is not None:
        return dict(enumerate(listed)) if len(listed) == count else None
    if not isinstance(body, dict):
        return None
    stored = ints(body.get("annotation_ids") or [])
    refused = {e.get("Index") for e in body.get("errored") or [] if isinstance(e, dict)}
    positions = [i for i in range(count) if i not in refused]
    if stored is None or len(stored) != len(positions):
        return None
    return dict(zip(positions, stored))


def message_length_problem(text: str) -> str:
    """Why ``text`` cannot be a GeoSense message over FlyPix ("" when it can)."""
    if not text:
        return texts.text("the message is empty")
    if len(text) > MAX_MESSAGE:
        return texts.text("FlyPix takes messages of at most {0} characters; this one has {1}. Shorten it and "
                          "send again", MAX_MESSAGE, len(text))
    return ""


def _list_of(body: Any, what: str) -> List[Dict[str, Any]]:
    if body is None:
        return []
    if not isinstance(body, list):
        raise FlyPixError(texts.text("FlyPix answered the {0} with something that is not a list", what),
                          code="VALIDATION_ERROR")
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
