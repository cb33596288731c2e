"""The FlyPix public API v2 (PROTOCOL.md section 6): a blocking REST client.

No Qt, no QGIS, and no import of the chat transport (``flypix_transport.py``
imports this module, never the other way round). Every call blocks, so callers
run them off the GUI thread (the QGIS side uses ``QgsTask``).

* Two ways in, both kept by the caller in the QGIS authentication database:
  an API key (header ``ApiKey``), or password sign-in
  (``/v2/auth/login/password``) with the access token refreshed before it
  expires (``/v2/auth/refresh``). A refused key or an expired sign-in raises
  :class:`AuthRequired` and tells the listeners, so the GUI asks again.
* Listings with ``offset``/``limit`` are read page by page to the end.

:class:`FlyPixClient` holds the sign-in, makes the requests and lists
FlyPix's catalogue (tenants, projects, folders, rasters, vectors, classes,
regions, features). Its parts are beside it: errors (``flypix_errors.py``), the
redirect policy (``flypix_redirects.py``), the waits for a busy FlyPix
(``flypix_waits.py``, a :class:`~.flypix_waits.BusyWaits` it holds), the
answers' shapes (``flypix_models.py``, ``flypix_runs.py``), the batching of new
annotations (``flypix_annotations.py``), and two groups of calls mixed into it
over its request side (``flypix_requests.py``): the model runs
(``flypix_run_calls.py``) and the GeoSense sessions, uploads and turns
(``flypix_geosense.py``).
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
from typing import Any, Callable, Dict, List, Optional
from urllib.parse import urlencode, urlsplit

from .. import texts
from ..numbers import json_float
from .flypix_annotations import StoredAnnotations, send_annotations
from .flypix_errors import (
    MAX_ERROR_BODY,
    AuthRequired,
    Cancelled,
    FlyPixError,
    SignInFailed,
    describe_http_error,
    error_or,
    http_error,
)
from .flypix_geosense import GeoSenseCalls
from .flypix_models import Region, Tokens, VectorFeatures, parse_class, parse_features, parse_region
from .flypix_redirects import RedirectRefused, flypix_opener
from .flypix_requests import API, list_of, quoted
from .flypix_run_calls import ModelRunCalls
from .flypix_waits import BUSY_RETRIES, BUSY_STATUSES, MAX_BUSY_WAIT, BusyWaits, retry_after
from .transport import Endpoint

log = logging.getLogger("geosense.flypix")

DEFAULT_BASE_URL = "https://api.flypix.ai"
PAGE_SIZE = 200  # FlyPix's default page
MAX_PAGES = 10_000  # a listing longer than this many pages is cut off with a log entry
CREDENTIAL_HEADERS = ("Authorization", "Apikey")  # urllib capitalises header names this way


class FlyPixClient(ModelRunCalls, GeoSenseCalls):
    """Thread-safe FlyPix REST client holding the sign-in (key or tokens, only in memory).

    ``add_listener(callback)``: ``callback(event, detail)`` with event
    ``signed_in``, ``signed_out``, ``refreshed`` or ``auth_required``; called on
    the thread that noticed it.

    The model-run calls come from :class:`~.flypix_run_calls.ModelRunCalls`,
    the GeoSense calls from :class:`~.flypix_geosense.GeoSenseCalls`; both use
    only ``request``, ``request_list`` and ``request_pages`` (:class:`~.flypix_requests.FlyPixRequests`).
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
        self._busy = BusyWaits(self._tell)  # waits for a busy FlyPix
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
        lifetime = json_float(body.get("expires_in"), strings=False)
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
            body = self.request("POST", f"{API}/auth/login/password", {"username": username, "password": password},
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
            self.request("GET", f"{API}/users/tenants/for-user/", key=key, timeout=15.0)
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
            body = self.request("POST", f"{API}/auth/refresh", {"refresh_token": tokens.refresh_token}, auth=False)
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

    def request(self, method: str, path: str, body: Any = None, *, auth: bool = True, key: Optional[str] = None,
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
        time: see :meth:`flypix_waits.BusyWaits.wait`. ``wait_canceled`` (else ``canceled``) ends a wait.
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
                        self._busy.wait(exc.code, delay, path, wait_canceled or canceled)
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
                raise http_error(exc.code, raw) from None
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

    # -- waiting when FlyPix is busy (flypix_waits.py) --------------------------------

    def interrupt_waits(self) -> int:
        """End every wait for a busy FlyPix that has no cancel of its own (the chat's Stop); how many."""
        return self._busy.interrupt()

    # -- listings -------------------------------------------------------------------

    def request_list(self, path: str, what: str, query: Optional[Dict[str, Any]] = None) -> List[Dict[str, Any]]:
        """A JSON list (``null`` is an empty one) of objects."""
        return list_of(self.request("GET", path, query=query), what)

    def request_pages(self, path: str, what: str, query: Optional[Dict[str, Any]] = None,
                      canceled: Optional[Callable[[], bool]] = None) -> List[Dict[str, Any]]:
        """Every page of an ``offset``/``limit`` listing, until a page comes back empty.

        A short page does not end it: a server may cap ``limit`` below what was asked.
        """
        out: List[Dict[str, Any]] = []
        offset = 0
        for _page in range(MAX_PAGES):
            if canceled is not None and canceled():
                raise Cancelled()
            page = self.request_list(path, what, dict(query or {}, offset=offset, limit=self.page_size))
            if not page:
                return out
            out += page
            offset += len(page)
        log.warning("FlyPix listing %s cut off after %d pages", path, MAX_PAGES)
        return out

    # -- API ----------------------------------------------------------------------

    def health(self) -> Any:
        return self.request("GET", "/health", auth=False, timeout=10.0)

    def tenants(self) -> List[Dict[str, Any]]:
        return self.request_list(f"{API}/users/tenants/for-user/", "tenants")

    def projects(self, tenant_id: str) -> List[Dict[str, Any]]:
        return self.request_list(f"{API}/projects/for-tenant/{quoted(tenant_id)}", "projects")

    def folders(self, project_id: str, parent_id: Optional[str] = None,
                canceled: Optional[Callable[[], bool]] = None) -> List[Dict[str, Any]]:
        """The folders at the root of a project, or inside folder ``parent_id``."""
        if parent_id:
            return self.request_pages(f"{API}/folders/for-folder/{quoted(parent_id)}", "folders", canceled=canceled)
        return self.request_pages(f"{API}/folders/for-project/{quoted(project_id)}", "folders", canceled=canceled)

    def rasters(self, project_id: str, folder_id: Optional[str] = None,
                canceled: Optional[Callable[[], bool]] = None) -> List[Dict[str, Any]]:
        """The rasters directly in ``folder_id`` (None: the project's root), every page."""
        return self.request_pages(f"{API}/rasters/for-project/{quoted(project_id)}", "rasters",
                                  {"folder_id": folder_id or "root"}, canceled)

    def vectors(self, raster_id: str) -> List[Dict[str, Any]]:
        return self.request_list(f"{API}/vectors/for-raster/{quoted(raster_id)}", "vectors")

    def classes(self, project_id: str) -> List[Dict[str, Any]]:
        """The project's classes, colours as ``#rrggbb``."""
        return [parse_class(c) for c in self.request_list(f"{API}/vectors/classes/for-project/{quoted(project_id)}",
                                                    "classes")]

    def regions(self, raster_id: str) -> List[Region]:
        raw = self.request_list(f"{API}/regions/for-raster/{quoted(raster_id)}", "regions")
        return [r for r in (parse_region(item) for item in raw) if r is not None]

    def features(self, vector_id: str, canceled: Optional[Callable[[], bool]] = None,
                 progress: Optional[Callable[[int, int], None]] = None, timeout: Optional[float] = None
                 ) -> VectorFeatures:
        body = self.request("GET", f"{API}/vectors/{quoted(vector_id)}/features", canceled=canceled, progress=progress,
                            timeout=timeout)
        return parse_features(body)

    def add_annotations(self, vector_id: str, class_id: str, payload: List[Dict[str, Any]],
                        canceled: Optional[Callable[[], bool]] = None) -> StoredAnnotations:
        """``POST /v2/vectors/{id}/annotations`` with ``[{polygon, confidence}]`` (single polygons).

        Sent in batches by :func:`flypix_annotations.send_annotations`, which
        narrows down what FlyPix refuses; once anything is stored (or may be),
        nothing is raised: what could not be sent is in ``errored``, what may
        have been stored in ``unsure``.
        """
        path = f"{API}/vectors/{quoted(vector_id)}/annotations"

        def send(indexes: List[int]) -> Any:
            return self.request("POST", path, {"class_id": class_id, "payload": [payload[i] for i in indexes]},
                                wait_canceled=canceled)

        return send_annotations(send, len(payload), canceled)

    def download_link(self, file_id: str) -> str:
        """``GET /v2/files/{file_id}/download``: FileLinkResponse ``{url}``, a time-limited link to the file."""
        body = self.request("GET", f"{API}/files/{quoted(file_id)}/download")
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
            self.request("GET", f"{API}/users/tenants/for-user/", timeout=10.0, busy_retries=0)
        except FlyPixError as exc:
            if exc.status != 429:
                self._ping_failed = True  # the next check asks FlyPix, whatever the gate says
                raise
            log.info("FlyPix is busy (HTTP 429) but there")
        self._ping_failed = False
        return True

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
