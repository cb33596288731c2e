"""The FlyPix public API v2 (PROTOCOL.md section 6), emulated with demo data.

Only the endpoints the plugin relies on, with exactly the shapes of FlyPix's
SDK models (``flypix==5.2.1``): ``/v2/`` paths, ``null`` for empty arrays,
``application/problem+json`` errors, ``offset``/``limit`` paging of folders
and rasters (``--flypix-page-size`` makes pages small), nested folders,
``errored`` entries for annotations it refuses, API-key (``ApiKey`` header)
and password sign-in. The demo world is in ``flypix_data.py``; the GeoSense
endpoints drive the same turns as the agent's own endpoints, one request per
turn, contexts as data artifacts.

Imagery (each raster source kind, signed download links) is in ``flypix_imagery.py``; models, estimates,
the balance and inferences in ``flypix_models.py``.

Beyond the public API, for tests only: ``POST /debug/flypix/revoke``,
``POST /debug/flypix/expire-links``, ``GET /debug/flypix/imagery`` (the imagery requests),
``GET /debug/flypix/requests`` (every /v2 request received, for checking
against the SDK's input models), ``POST /debug/flypix/runs`` (the balance, a failing inference)
and ``POST /debug/flypix/faults`` (busy answers with ``Retry-After``, refusals that name no polygon, answers with a
wrong number of annotation ids).
"""
from __future__ import annotations

import argparse
import asyncio
import dataclasses
import hmac
import json
import logging
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Awaitable, Callable

from aiohttp import web

from . import repertoire
from .config import AgentConfig
from .flypix_data import FlyPixConfig, FlyPixData, FxVector, TokenIssuer
from .flypix_imagery import Imagery, base_of, capabilities
from .flypix_models import RunRefused, Runs
from .geometry import decode_wkb_b64, ground_area
from .store import Artifact, Session, Store
from .turn import ChatRequest, TurnContext, TurnRunner

log = logging.getLogger(__name__)

DEFAULT_CONFIG = FlyPixConfig()
MAX_MESSAGE = 10_000
MAX_RECORDED = 2_000
MIN_AREA = 1.0  # m²: smaller annotations are refused (errored)
INLINE = ("visibility", "position", "selection")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("FlyPix public API emulation")
    group.add_argument("--flypix-user", default="demo", help="FlyPix demo user name (default demo)")
    group.add_argument("--flypix-password", default="demo", help="FlyPix demo password (default demo)")
    group.add_argument("--flypix-api-key", default="demo-key", help="FlyPix demo API key (default demo-key)")
    group.add_argument("--flypix-token-ttl", type=float, default=3600.0,
                       help="seconds a FlyPix access token lives (default 3600; small values test refresh)")
    group.add_argument("--flypix-refresh-ttl", type=float, default=86400.0,
                       help="seconds a FlyPix refresh token lives (default 86400)")
    group.add_argument("--flypix-page-size", type=int, default=200, metavar="N",
                       help="default and largest page of the paged FlyPix listings (default 200)")
    group.add_argument("--flypix-archive-rasters", type=int, default=12, metavar="N",
                       help="rasters in the demo folder Archive/2019 (default 12)")
    group.add_argument("--flypix-annotations", type=int, default=0, metavar="N",
                       help="add a vector of N generated annotations to the demo raster (benchmarks)")
    group.add_argument("--flypix-broken-vector", dest="flypix_broken", action="store_true",
                       help="add a vector 'Broken export' whose features are not index-aligned")
    group.add_argument("--flypix-link-ttl", type=float, default=900.0, metavar="SECONDS",
                       help="seconds a file download link lives (default 900; small values test renewing it)")
    group.add_argument("--flypix-inference-polls", type=int, default=3, metavar="N",
                       help="status requests until an emulated inference has finished (default 3)")
    group.add_argument("--flypix-redirect", default="", metavar="ORIGIN",
                       help="answer every /v2 request with a redirect to ORIGIN (tests of redirect handling)")


def configure(args: argparse.Namespace) -> FlyPixConfig:
    """Make the command-line flags the configuration of :func:`add_routes`."""
    global DEFAULT_CONFIG
    DEFAULT_CONFIG = FlyPixConfig(
        user=args.flypix_user, password=args.flypix_password, api_key=args.flypix_api_key,
        token_ttl=args.flypix_token_ttl, refresh_ttl=args.flypix_refresh_ttl,
        page_size=max(1, args.flypix_page_size), archive_rasters=max(0, args.flypix_archive_rasters),
        annotations=max(0, args.flypix_annotations), broken=args.flypix_broken, redirect=args.flypix_redirect,
        link_ttl=max(1.0, args.flypix_link_ttl), inference_polls=max(1, args.flypix_inference_polls))
    return DEFAULT_CONFIG


# --- problem+json -------------------------------------------------------------------------

TITLES = {400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 404: "Not Found",
          422: "Unprocessable Entity", 429: "Too Many Requests", 503: "Service Unavailable"}


class Problem(Exception):
    def __init__(self, status: int, detail: str, errors: list[dict[str, Any]] | None = None) -> None:
        super().__init__(detail)
        self.status, self.detail, self.errors = status, detail, errors

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"title": TITLES.get(self.status, "Error"), "status": self.status,
                                "detail": self.detail}
        if self.errors is not None:
            body["errors"] = self.errors
        return body


def invalid(errors: list[dict[str, Any]]) -> Problem:
    return Problem(422, "validation failed", errors)


def err(location: str, message: str, value: Any = None) -> dict[str, Any]:
    return {"location": location, "message": message, "value": value}


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def api(handler: Handler) -> Handler:
    async def wrapped(request: web.Request) -> web.StreamResponse:
        state = state_of(request)
        raw = await request.read()
        state.record(request, raw)
        busy = state.faults.take_busy(request.path)
        if busy is not None:
            status, retry_after = busy
            detail = "rate limit exceeded" if status == 429 else "the service is temporarily unavailable"
            headers = {"Retry-After": retry_after} if retry_after else {}
            return web.Response(text=json.dumps(Problem(status, detail).body()), status=status,
                                content_type="application/problem+json", headers=headers)
        if state.config.redirect:
            raise web.HTTPFound(state.config.redirect.rstrip("/") + request.path_qs)
        try:
            return await handler(request)
        except RunRefused as exc:
            return web.Response(text=json.dumps(Problem(exc.status, exc.detail).body()), status=exc.status,
                                content_type="application/problem+json")
        except Problem as exc:
            return web.Response(text=json.dumps(exc.body()), status=exc.status,
                                content_type="application/problem+json")
    return wrapped


async def body_of(request: web.Request) -> dict[str, Any]:
    try:
        body = json.loads((await request.read()).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise Problem(400, f"the body is not JSON ({exc})") from exc
    if not isinstance(body, dict):
        raise invalid([err("body", "expected object", body)])
    return body


def string_field(body: dict[str, Any], key: str, errors: list, min_length: int = 0) -> str:
    value = body.get(key)
    if value is None:
        errors.append(err("body", f"expected required property {key} to be present", body))
    elif not isinstance(value, str):
        errors.append(err(f"body.{key}", "expected string", value))
    elif len(value) < min_length:
        errors.append(err(f"body.{key}", f"expected length >= {min_length}", value))
    else:
        return value
    return ""


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


# --- state --------------------------------------------------------------------------------

@dataclass
class Faults:
    """What ``POST /debug/flypix/faults`` set: FlyPix's ways of saying no, for tests.

    * ``busy``: ``[{status: 429|503, count, retry_after?: "<seconds>" | "<HTTP date>", route?: "<path part>"}]``:
      the next ``count`` requests whose path contains ``route`` get that status (and the header);
    * ``refusals``: ``named`` (a refused polygon is named in ``errors[].location``) or ``generic``
      (a 400 ``invalid geometry`` that names none, which FlyPix may send);
    * ``annotation_ids``: ``""``, ``short`` (of a request of several polygons the last is not stored
      and the answer has one id fewer), ``none`` (all stored, the answer is ``null``) or ``error``
      (all stored, the answer is a 502, as from a proxy that lost FlyPix's answer).
    """

    busy: list[dict[str, Any]] = field(default_factory=list)
    refusals: str = "named"
    annotation_ids: str = ""

    def take_busy(self, path: str) -> tuple[int, str] | None:
        for entry in self.busy:
            if entry.get("count", 0) > 0 and str(entry.get("route") or "") in path:
                entry["count"] -= 1
                return int(entry.get("status") or 429), str(entry.get("retry_after") or "")
        return None

    def json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass
class FxSession:
    project_id: str
    tenant_id: str
    session: Session
    artifacts: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> ArtifactResponse


class FlyPixState:
    def __init__(self, config: FlyPixConfig, store: Store, agent_config: AgentConfig,
                 counter: Callable[[web.Request, str], None]) -> None:
        self.config = config
        self.store = store
        self.agent_config = agent_config
        self.counter = counter
        self.data = FlyPixData(config)
        self.tokens = TokenIssuer()
        self.key_revoked = False
        self.sessions: dict[str, FxSession] = {}
        self.requests: list[dict[str, Any]] = []
        self.faults = Faults()
        self.vector_artifacts: dict[tuple[str, int], str] = {}  # (vector id, version) -> store artifact id
        self.imagery = Imagery(config.link_ttl)
        self.runs = Runs(self.data, polls=config.inference_polls)

    def record(self, request: web.Request, raw: bytes) -> None:
        try:
            body = json.loads(raw.decode("utf-8")) if raw else None
        except (UnicodeDecodeError, ValueError):
            body = "<not JSON>"
        route = request.match_info.route.resource.canonical if request.match_info.route.resource else ""
        self.requests.append({"method": request.method, "route": route, "path": dict(request.match_info),
                              "query": dict(request.query), "body": body, "bytes": len(raw),
                              "auth": "ApiKey" if "ApiKey" in request.headers else
                              "Bearer" if "Authorization" in request.headers else ""})
        del self.requests[:-MAX_RECORDED]

    def descriptor(self, vector: FxVector) -> dict[str, Any]:
        """A ``vectors`` entry (PROTOCOL.md section 3) for the turn machinery, its artifact made once per version."""
        classes = self.data.classes.get(vector.project_id, [])
        key = (vector.vector_id, vector.version)
        artifact_id = self.vector_artifacts.get(key)
        if artifact_id is None:
            features = vector.features(classes)
            features["data"] = {k: v or [] for k, v in features["data"].items()}
            artifact_id = self.store.add_artifact("vector", features).id
            self.vector_artifacts[key] = artifact_id
        return {"id": vector.vector_id, "name": vector.name, "project": vector.project_id,
                "source": "inference" if vector.source == "INFERENCE" else "annotated",
                "classes": [{"id": c.class_id, "name": c.name, "color": "#" + c.color} for c in classes],
                "artifact_id": artifact_id}


STATE = web.AppKey("flypix", FlyPixState) if hasattr(web, "AppKey") else "flypix"


def state_of(request: web.Request) -> FlyPixState:
    return request.app[STATE]


def user_of(request: web.Request) -> str:
    state = state_of(request)
    key = request.headers.get("ApiKey")
    if key is not None:
        if state.key_revoked or not hmac.compare_digest(key.encode(), state.config.api_key.encode()):
            raise Problem(401, "invalid or revoked API key")
        return state.config.user
    header = request.headers.get("Authorization", "")
    if not header.lower().startswith("bearer "):
        raise Problem(401, "authentication required: an ApiKey header or a bearer token")
    user = state.tokens.check(header[7:].strip(), "access")
    if user is None:
        raise Problem(401, "the access token is invalid or has expired")
    return user


def _token_pair(state: FlyPixState, user: str) -> dict[str, Any]:
    return {"access_token": state.tokens.issue(user, "access", state.config.token_ttl), "token_type": "bearer",  # nosec B105 - a token kind
            "expires_in": max(1, int(state.config.token_ttl)),
            "refresh_token": state.tokens.issue(user, "refresh", state.config.refresh_ttl)}


# --- auth ---------------------------------------------------------------------------------

@api
async def login(request: web.Request) -> web.Response:
    body = await body_of(request)
    errors: list = []
    username = string_field(body, "username", errors)
    password = string_field(body, "password", errors)
    if errors:
        raise invalid(errors)
    state = state_of(request)
    ok_user = hmac.compare_digest(username.encode(), state.config.user.encode())
    ok_password = hmac.compare_digest(password.encode(), state.config.password.encode())
    if not (ok_user and ok_password):
        raise Problem(401, "incorrect username or password")
    return web.json_response(_token_pair(state, username))


@api
async def refresh(request: web.Request) -> web.Response:
    body = await body_of(request)
    errors: list = []
    token = string_field(body, "refresh_token", errors)
    if errors:
        raise invalid(errors)
    state = state_of(request)
    user = state.tokens.check(token, "refresh")
    if user is None:
        raise Problem(401, "the refresh token is invalid or has expired")
    return web.json_response(_token_pair(state, user))


async def revoke(request: web.Request) -> web.Response:
    """``POST /debug/flypix/revoke[?only=access|tokens|key]``: credentials issued so far are refused from now on.

    ``only=access`` revokes the access tokens alone, as if they had expired (a
    client can still refresh); ``only=tokens`` every token; ``only=key`` the
    API key; without ``only``, all of them.
    """
    state = state_of(request)
    only = request.query.get("only")
    kinds = {"access": ("access",), "tokens": ("access", "refresh"), "key": ()}.get(only or "", ("access", "refresh"))
    state.tokens.revoke(kinds)
    key = only in (None, "key")
    state.key_revoked = state.key_revoked or key
    return web.json_response({"revoked": list(kinds) + (["key"] if key else [])})


async def recorded(request: web.Request) -> web.Response:
    """``GET /debug/flypix/requests``: the /v2 requests received so far (``?clear=1`` empties the list)."""
    state = state_of(request)
    out = list(state.requests)
    if request.query.get("clear"):
        state.requests.clear()
    return web.json_response(out)


async def set_faults(request: web.Request) -> web.Response:
    """``POST /debug/flypix/faults`` with some of ``{busy, refusals, annotation_ids}`` (see :class:`Faults`);
    ``{}`` resets them. Answers the faults now in force."""
    state = state_of(request)
    try:
        body = json.loads((await request.read()).decode("utf-8") or "{}")
    except (UnicodeDecodeError, json.JSONDecodeError):
        body = None
    if not isinstance(body, dict):
        return web.json_response({"error": "expected a JSON object"}, status=400)
    fresh = Faults() if not body else state.faults
    if isinstance(body.get("busy"), list):
        fresh.busy = [dict(entry) for entry in body["busy"] if isinstance(entry, dict)]
    if body.get("refusals") in ("named", "generic"):
        fresh.refusals = body["refusals"]
    if body.get("annotation_ids") in ("", "short", "none", "error"):
        fresh.annotation_ids = body["annotation_ids"]
    state.faults = fresh
    return web.json_response(fresh.json())


# --- browsing -----------------------------------------------------------------------------

def _project(request: web.Request, project_id: str) -> dict[str, Any]:
    project = state_of(request).data.project
    if project_id != project["project_id"]:
        raise Problem(404, f"project {project_id} not found")
    return project


def _raster(request: web.Request, raster_id: str) -> dict[str, Any]:
    for raster in state_of(request).data.rasters:
        if raster["raster_id"] == raster_id:
            return raster
    raise Problem(404, f"raster {raster_id} not found")


def _vector(request: web.Request, vector_id: str) -> FxVector:
    vector = state_of(request).data.vectors.get(vector_id)
    if vector is None:
        raise Problem(404, f"vector {vector_id} not found")
    return vector


def _page(request: web.Request, items: list[dict[str, Any]]) -> web.Response:
    errors = []
    numbers = {}
    size = state_of(request).config.page_size
    for name, default in (("offset", 0), ("limit", size)):
        raw = request.query.get(name)
        try:
            numbers[name] = default if raw is None else int(raw)
            if numbers[name] < 0:
                raise ValueError
        except ValueError:
            errors.append(err(f"query.{name}", "expected a non-negative integer", raw))
    if errors:
        raise invalid(errors)
    limit = min(numbers["limit"], size)
    return web.json_response(items[numbers["offset"]:numbers["offset"] + limit])


@api
async def tenants(request: web.Request) -> web.Response:
    user_of(request)
    return web.json_response([state_of(request).data.tenant])


@api
async def projects(request: web.Request) -> web.Response:
    user_of(request)
    data = state_of(request).data
    if request.match_info["tenant_id"] != data.tenant["tenant_id"]:
        raise Problem(404, "tenant not found")
    return web.json_response([data.project])


@api
async def root_folders(request: web.Request) -> web.Response:
    user_of(request)
    _project(request, request.match_info["project_id"])
    return _page(request, [f for f in state_of(request).data.folders if f["parent_id"] is None])


@api
async def sub_folders(request: web.Request) -> web.Response:
    user_of(request)
    folder_id = request.match_info["folder_id"]
    folders = state_of(request).data.folders
    if not any(f["folder_id"] == folder_id for f in folders):
        raise Problem(404, f"folder {folder_id} not found")
    return _page(request, [f for f in folders if f["parent_id"] == folder_id])


@api
async def rasters(request: web.Request) -> web.Response:
    user_of(request)
    _project(request, request.match_info["project_id"])
    found = state_of(request).data.rasters
    folder = request.query.get("folder_id")
    if folder == "root":
        found = [r for r in found if r["folder_id"] is None]
    elif folder is not None:
        found = [r for r in found if r["folder_id"] == folder]
    base = base_of(request)
    return _page(request, [state_of(request).data.raster_json(r, base) for r in found])


@api
async def vectors(request: web.Request) -> web.Response:
    user_of(request)
    raster = _raster(request, request.match_info["raster_id"])
    data = state_of(request).data
    return web.json_response([v.json(data.tenant["tenant_id"]) for v in data.vectors.values()
                              if v.raster_id == raster["raster_id"]])


@api
async def features(request: web.Request) -> web.Response:
    user_of(request)
    vector = _vector(request, request.match_info["vector_id"])
    classes = state_of(request).data.classes.get(vector.project_id, [])
    return web.Response(body=vector.features_body(classes), content_type="application/json")


@api
async def classes(request: web.Request) -> web.Response:
    user_of(request)
    project = _project(request, request.match_info["project_id"])
    return web.json_response([c.json() for c in state_of(request).data.classes.get(project["project_id"], [])])


@api
async def regions(request: web.Request) -> web.Response:
    user_of(request)
    raster = _raster(request, request.match_info["raster_id"])
    return web.json_response(state_of(request).data.regions.get(raster["raster_id"], []))


def _refusal(polygon: Any) -> tuple[Any, str]:
    """(geometry, "") for an annotation FlyPix stores, (None, reason) for one it refuses."""
    if not isinstance(polygon, str):
        return None, "polygon is not base64 WKB"
    try:
        geom = decode_wkb_b64(polygon)
    except ValueError as exc:
        return None, f"polygon is not base64 WKB ({exc})"
    if geom.geom_type != "Polygon":
        return None, f"a {geom.geom_type} is not a polygon"
    if not geom.is_valid:
        return None, "the polygon is not valid (it intersects itself)"
    if ground_area(geom) < MIN_AREA:
        return None, f"the polygon is smaller than {MIN_AREA:g} m²"
    return geom, ""


@api
async def add_annotations(request: web.Request) -> web.Response:
    """``{class_id, payload: [{polygon, confidence}]}`` -> the new annotation ids, all or nothing.

    As FlyPix's SDK says: a polygon it cannot take fails the whole request with
    a 400 (the emulation's ``errors`` name each one, FlyPix promises no more
    than a generic reason: ``refusals: generic`` of the faults); a body that
    breaks the schema is a 422; a class the project does not have is a 400
    whose ``detail`` names it, for the whole request (no ``errors``).
    """
    user_of(request)
    vector = _vector(request, request.match_info["vector_id"])
    body = await body_of(request)
    errors: list = []
    class_id = string_field(body, "class_id", errors)
    known = state_of(request).data.classes.get(vector.project_id, [])
    index = next((i for i, c in enumerate(known) if c.class_id == class_id), None)
    if "payload" not in body:
        errors.append(err("body", "expected required property payload to be present", body))
    payload = body.get("payload") or []
    if not isinstance(payload, list):
        errors.append(err("body.payload", "expected array", payload))
        payload = []
    for i, item in enumerate(payload):
        if not isinstance(item, dict):
            errors.append(err(f"body.payload[{i}]", "expected object", item))
            continue
        for name in ("polygon", "confidence"):
            if name not in item:
                errors.append(err(f"body.payload[{i}]", f"expected required property {name} to be present", item))
        confidence = item.get("confidence")
        if "confidence" in item and (isinstance(confidence, bool) or not isinstance(confidence, (int, float))
                                     or not 0.0 <= confidence <= 1.0):
            errors.append(err(f"body.payload[{i}].confidence", "expected number between 0 and 1", confidence))
    if errors:
        raise invalid(errors)
    if index is None:
        raise Problem(400, f"class {class_id} is not a class of the vector's project")
    geometries, refused = [], []
    for i, item in enumerate(payload):
        geom, why = _refusal(item["polygon"])
        if geom is None:
            refused.append(err(f"body.payload[{i}].polygon", why))
        geometries.append(geom)
    faults = state_of(request).faults
    if refused:
        raise Problem(400, "invalid geometry", None if faults.refusals == "generic" else refused)
    kept = list(zip(geometries, payload))
    if faults.annotation_ids == "short" and len(kept) > 1:
        kept = kept[:-1]  # the last one is lost, and the answer has one id fewer than was sent
    ids = [vector.add(geom, index, float(item["confidence"]), item["polygon"]) for geom, item in kept]
    log.info("%d annotation(s) added to vector %s", len(ids), vector.vector_id)
    if faults.annotation_ids == "error":
        raise Problem(502, "bad gateway")
    return web.json_response(None if faults.annotation_ids == "none" else ids)


# --- imagery ------------------------------------------------------------------------------

@api
async def download_link(request: web.Request) -> web.Response:
    """``GET /v2/files/{file_id}/download`` -> FileLinkResponse ``{url}``: a link that expires (S3 style)."""
    user_of(request)
    state = state_of(request)
    file_id = request.match_info["file_id"]
    if file_id not in state.data.file_ids():
        raise Problem(404, f"file {file_id} not found")
    return web.json_response({"url": state.imagery.links.link(base_of(request), file_id)})


async def cog_file(request: web.Request) -> web.StreamResponse:
    """An external COG: the generated picture, by HTTP ranges."""
    imagery = state_of(request).imagery
    if request.match_info["name"] != "berlin.tif":
        imagery.record(request, 404, 0)
        raise web.HTTPNotFound()
    return await imagery.serve_bytes(request, await asyncio.to_thread(imagery.cog))


async def uploaded_file(request: web.Request) -> web.StreamResponse:
    """An uploaded file through its signed link; 403 (S3's XML error) once the link has expired or was revoked."""
    state = state_of(request)
    imagery = state.imagery
    file_id = request.match_info["file_id"]
    why = imagery.links.check(file_id, request.query) if file_id in state.data.file_ids() else "NoSuchKey"
    if why:
        imagery.record(request, 403, 0)
        body = ('<?xml version="1.0" encoding="UTF-8"?>'
                f"<Error><Code>AccessDenied</Code><Message>{why}</Message></Error>")
        return web.Response(status=403, text=body, content_type="application/xml")
    return await imagery.serve_bytes(request, await asyncio.to_thread(imagery.cog))


async def wmts_capabilities(request: web.Request) -> web.Response:
    state_of(request).imagery.record(request, 200, 0)
    return web.Response(text=capabilities(base_of(request), "berlin_ortho"), content_type="application/xml")


async def tile(request: web.Request) -> web.Response:
    """A PNG tile (WMTS ``/tile/{layer}/{set}/{z}/{row}/{col}.png`` or XYZ ``/xyz/{z}/{x}/{y}.png``)."""
    imagery = state_of(request).imagery
    info = request.match_info
    try:
        z = int(info["z"])
        x, y = int(info.get("col", info.get("x", ""))), int(info.get("row", info.get("y", "")))
    except ValueError:
        imagery.record(request, 404, 0)
        raise web.HTTPNotFound() from None
    if "layer" in info and (info["layer"] != "berlin_ortho" or info["set"] != "GoogleMapsCompatible"):
        imagery.record(request, 404, 0)
        raise web.HTTPNotFound()
    if not 0 <= z <= 22 or not (0 <= x < 1 << z and 0 <= y < 1 << z):
        imagery.record(request, 404, 0)
        raise web.HTTPNotFound()
    body = await asyncio.to_thread(imagery.tiles.png, z, x, y)
    imagery.record(request, 200, len(body))
    return web.Response(body=body, content_type="image/png")


async def imagery_log(request: web.Request) -> web.Response:
    """``GET /debug/flypix/imagery``: the imagery requests so far (``?clear=1`` empties the list)."""
    imagery = state_of(request).imagery
    out = list(imagery.requests)
    if request.query.get("clear"):
        imagery.requests.clear()
    return web.json_response(out)


async def expire_links(request: web.Request) -> web.Response:
    """``POST /debug/flypix/expire-links``: every download link issued so far is refused (403) from now on."""
    state_of(request).imagery.links.revoke()
    return web.json_response({"expired": True})


# --- GeoSense -----------------------------------------------------------------------------

def _session(request: web.Request) -> FxSession:
    found = state_of(request).sessions.get(request.match_info["session_id"])
    if found is None:
        raise Problem(404, "GeoSense session not found")
    return found


def _artifact(fx: FxSession, artifact_id: str, data: dict[str, Any]) -> dict[str, Any]:
    """An ArtifactResponse of the session, kept."""
    body = {"artifact_id": artifact_id, "session_id": fx.session.id, "project_id": fx.project_id,
            "tenant_id": fx.tenant_id, "type": "data", "artifact_data": data, "created_at": _now()}
    fx.artifacts[artifact_id] = body
    return body


@api
async def new_session(request: web.Request) -> web.Response:
    user_of(request)
    project = _project(request, request.match_info["project_id"])
    state = state_of(request)
    session = Session(str(uuid.uuid4()))
    state.sessions[session.id] = FxSession(project["project_id"], project["tenant_id"], session)
    return web.json_response(session.id)


@api
async def create_artifact(request: web.Request) -> web.Response:
    user_of(request)
    fx = _session(request)
    body = await body_of(request)
    errors = []
    if body.get("type") != "data":
        errors.append(err("body.type", "expected value to be one of \"data\"", body.get("type")))
    if not isinstance(body.get("artifact_data"), dict):
        errors.append(err("body.artifact_data", "expected object", body.get("artifact_data")))
    if errors:
        raise invalid(errors)
    artifact_id = str(uuid.uuid4())
    return web.json_response(_artifact(fx, artifact_id, body["artifact_data"]))


@api
async def get_artifact(request: web.Request) -> web.Response:
    user_of(request)
    fx = _session(request)
    found = fx.artifacts.get(request.match_info["artifact_id"])
    if found is None:
        raise Problem(404, "artifact not found in this session")
    return web.json_response(found)


def _store(state: FlyPixState, artifact_id: str, kind: str, data: Any) -> None:
    """Make a session artifact readable to the turn machinery under the same id."""
    state.store.artifacts[artifact_id] = Artifact(artifact_id, kind, data, _now())


def turn_contexts(state: FlyPixState, fx: FxSession, entries: list[dict[str, Any]]
                  ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The section 4 contexts and section 3 vectors that a message's data artifacts carry."""
    contexts: list[dict[str, Any]] = []
    local: list[dict[str, Any]] = []
    for entry in entries:
        data = fx.artifacts[entry["artifact_id"]]["artifact_data"]
        kind = data.get("type")
        artifact_id = entry["artifact_id"]
        if kind in INLINE:
            contexts.append(dict(data))
        elif kind == "image":
            _store(state, artifact_id, "image", {k: v for k, v in data.items() if k != "type"})
            contexts.append({"type": "image", "artifact_id": artifact_id})
        elif kind == "suggestion":
            _store(state, artifact_id, "suggestion", data.get("suggestions") or [])
            contexts.append({"type": "suggestion", "artifact_id": artifact_id})
        elif kind == "vector":
            _store(state, artifact_id, "vector", {k: v for k, v in data.items() if k != "type"})
        elif kind == "vectors":
            local += [v for v in data.get("vectors") or [] if isinstance(v, dict)]
        else:
            _store(state, artifact_id, "data", data)
            contexts.append({"type": "data", "artifact_id": artifact_id})
    return contexts, local


class CollectSink:
    """A turn's frames kept in memory: the public API answers in one piece."""

    def __init__(self) -> None:
        self.frames: list[dict[str, Any]] = []

    async def send(self, frame: dict[str, Any]) -> None:
        self.frames.append(frame)

    async def send_raw(self, text: str) -> None:
        pass

    async def heartbeat(self) -> None:
        pass

    def abort(self) -> None:
        pass

    def expect_result(self, call_id: str) -> None:
        return None  # no way back for tool results

    def forget_result(self, call_id: str) -> None:
        pass


def answer_context(state: FlyPixState, fx: FxSession, ctx: dict[str, Any]) -> dict[str, str] | None:
    """A MessageContext for one context of the agent's answer, its data kept as a session artifact."""
    kind = ctx.get("type")
    artifact_id = ctx.get("artifact_id")
    if isinstance(artifact_id, str):
        stored = state.store.artifact(artifact_id)
        if stored is None:
            return None
        data = stored.data
        if kind == "suggestion":
            data = {"type": "suggestion", "suggestions": data}
        elif not isinstance(data, dict):
            data = {"type": stored.type, "value": data}
        _artifact(fx, artifact_id, data)
    elif kind in INLINE:
        artifact_id = str(uuid.uuid4())
        _artifact(fx, artifact_id, dict(ctx))
    else:
        return None
    return {"artifact_id": artifact_id, "type": "data"}


@api
async def message(request: web.Request) -> web.Response:
    """One turn: ``{user_message, vector_ids, context?}`` -> ``{session_id, response, created_at, context}``."""
    user_of(request)
    fx = _session(request)
    body = await body_of(request)
    state = state_of(request)
    errors: list = []
    content = string_field(body, "user_message", errors, 1)
    if len(content) > MAX_MESSAGE:
        errors.append(err("body.user_message", f"expected length <= {MAX_MESSAGE}", len(content)))
    if "vector_ids" not in body:
        errors.append(err("body", "expected required property vector_ids to be present", None))
    vector_ids = body.get("vector_ids") or []
    if not isinstance(vector_ids, list):
        errors.append(err("body.vector_ids", "expected array", vector_ids))
        vector_ids = []
    descriptors = []
    for i, vid in enumerate(vector_ids):
        vector = state.data.vectors.get(vid) if isinstance(vid, str) else None
        if vector is None or vector.project_id != fx.project_id:
            errors.append(err(f"body.vector_ids[{i}]", "unknown vector for this session's project", vid))
            continue
        descriptors.append(state.descriptor(vector))
    entries = body.get("context") or []
    if not isinstance(entries, list):
        errors.append(err("body.context", "expected array", entries))
        entries = []
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict) or entry.get("type") != "data":
            errors.append(err(f"body.context[{i}].type", "expected value to be one of \"data\"", entry))
        elif entry.get("artifact_id") not in fx.artifacts:
            errors.append(err(f"body.context[{i}].artifact_id", "no such artifact in this session",
                              entry.get("artifact_id")))
    if errors:
        raise invalid(errors)
    contexts, local = turn_contexts(state, fx, entries)
    state.counter(request, content)
    chat = ChatRequest(content, contexts, descriptors + local, None, None)
    fx.session.remember("user", content)
    fx.session.vectors = descriptors + local
    turn = TurnContext(chat, fx.session, state.store)
    sink = CollectSink()
    config = dataclasses.replace(state.agent_config, chunk_delay=0.0, fault=None)
    await TurnRunner(sink, turn, config).run(repertoire.answer_for(turn))
    text, answer = [], []
    for frame in sink.frames:
        if frame.get("type") == "stream_chunk":
            text.append(frame.get("content") or "")
            for ctx in frame.get("contexts") or []:
                found = answer_context(state, fx, ctx) if isinstance(ctx, dict) else None
                if found is not None:
                    answer.append(found)
    reply = "".join(text) or "…"
    return web.json_response({"session_id": fx.session.id, "response": reply, "created_at": _now(),
                              "context": answer or None})


# --- models and inferences ----------------------------------------------------------------

BEHAVIORS = {"inference_behavior": ("USE", "IGNORE"), "training_behavior": ("TRAINING", "VALIDATION", "TEST", "IGNORE")}


@api
async def create_regions(request: web.Request) -> web.Response:
    """``POST /v2/regions/{raster_id} {region_payloads: [RegionPayloadInput]}`` -> the new RegionResponses."""
    user_of(request)
    raster = _raster(request, request.match_info["raster_id"])
    body = await body_of(request)
    errors: list = []
    if "region_payloads" not in body:
        errors.append(err("body", "expected required property region_payloads to be present", body))
    payloads = body.get("region_payloads") or []
    if not isinstance(payloads, list):
        errors.append(err("body.region_payloads", "expected array", payloads))
        payloads = []
    for i, item in enumerate(payloads):
        where = f"body.region_payloads[{i}]"
        if not isinstance(item, dict):
            errors.append(err(where, "expected object", item))
            continue
        for name, allowed in BEHAVIORS.items():
            if item.get(name) not in allowed:
                errors.append(err(f"{where}.{name}", "expected value to be one of " + ", ".join(
                    f'"{a}"' for a in allowed), item.get(name)))
        metadata = item.get("metadata")
        if not isinstance(metadata, dict) or not isinstance(metadata.get("color"), str):
            errors.append(err(f"{where}.metadata.color", "expected string", metadata))
        geom, why = _refusal(item.get("polygon"))
        if geom is None:
            errors.append(err(f"{where}.polygon", why, None))
    if errors:
        raise invalid(errors)
    state = state_of(request)
    made = []
    for item in payloads:
        metadata = item["metadata"]
        made.append({"region_id": str(uuid.uuid4()), "raster_id": raster["raster_id"],
                     "project_id": raster["project_id"], "tenant_id": raster["tenant_id"],
                     "polygon": item["polygon"],
                     "metadata": {"name": metadata.get("name"), "description": metadata.get("description"),
                                  "color": metadata["color"]},
                     "training_behavior": item["training_behavior"], "inference_behavior": item["inference_behavior"]})
    state.data.regions.setdefault(raster["raster_id"], []).extend(made)
    log.info("%d region(s) created in raster %s", len(made), raster["raster_id"])
    return web.json_response(made)


@api
async def project_models(request: web.Request) -> web.Response:
    user_of(request)
    _project(request, request.match_info["project_id"])
    return _page(request, state_of(request).runs.project_models)


@api
async def official_models(request: web.Request) -> web.Response:
    user_of(request)
    return web.json_response(state_of(request).runs.official_models)


def _raster_of_body(request: web.Request, body: dict[str, Any]) -> str:
    errors: list = []
    raster_id = string_field(body, "raster_id", errors, 1)
    if errors:
        raise invalid(errors)
    return _raster(request, raster_id)["raster_id"]


@api
async def estimate(request: web.Request) -> web.Response:
    """``POST /v2/models/{model_id}/apply/estimate {raster_id}`` -> EstimateModelResponse."""
    user_of(request)
    raster_id = _raster_of_body(request, await body_of(request))
    return web.json_response(state_of(request).runs.estimate(request.match_info["model_id"], raster_id))


@api
async def apply_model(request: web.Request) -> web.Response:
    """``POST /v2/models/{model_id}/apply {raster_id}`` -> ApplyModelResponse (402 when the credits do not suffice)."""
    user_of(request)
    raster_id = _raster_of_body(request, await body_of(request))
    inference = state_of(request).runs.apply(request.match_info["model_id"], raster_id)
    log.info("inference %s started (model %s)", inference.inference_id, inference.model_id)
    return web.json_response(inference.answer())


@api
async def inference_status(request: web.Request) -> web.Response:
    user_of(request)
    return web.json_response(state_of(request).runs.poll(request.match_info["inference_id"]).answer())


@api
async def raster_inferences(request: web.Request) -> web.Response:
    user_of(request)
    raster = _raster(request, request.match_info["raster_id"])
    return web.json_response(state_of(request).runs.for_raster(raster["raster_id"]) or None)


@api
async def balance(request: web.Request) -> web.Response:
    user_of(request)
    data = state_of(request).data
    if request.match_info["tenant_id"] != data.tenant["tenant_id"]:
        raise Problem(404, "tenant not found")
    return web.json_response(state_of(request).runs.balance())


async def set_runs(request: web.Request) -> web.Response:
    """``POST /debug/flypix/runs`` with some of ``{credits, withheld, fail_next, polls}``; answers them and the
    inferences started so far."""
    runs = state_of(request).runs
    try:
        body = json.loads((await request.read()).decode("utf-8") or "{}")
    except (UnicodeDecodeError, json.JSONDecodeError):
        body = None
    if not isinstance(body, dict):
        return web.json_response({"error": "expected a JSON object"}, status=400)
    for name in ("credits", "withheld"):
        if isinstance(body.get(name), (int, float)) and not isinstance(body.get(name), bool):
            setattr(runs, name, float(body[name]))
    if isinstance(body.get("fail_next"), bool):
        runs.fail_next = body["fail_next"]
    if isinstance(body.get("polls"), int) and body["polls"] > 0:
        runs.polls = body["polls"]
    return web.json_response({"credits": runs.credits, "withheld": runs.withheld, "fail_next": runs.fail_next,
                              "polls": runs.polls, "inferences": [i.answer() for i in runs.inferences.values()]})


def add_routes(app: web.Application, store: Store, agent_config: AgentConfig | None = None,
               counter: Callable[[web.Request, str], None] | None = None, config: FlyPixConfig | None = None) -> None:
    """Serve the FlyPix API on ``app`` (the turns' artifacts live in ``store``)."""
    app[STATE] = FlyPixState(config or DEFAULT_CONFIG, store, agent_config or AgentConfig(),
                             counter or (lambda request, content: None))
    r = app.router
    r.add_post("/v2/auth/login/password", login)
    r.add_post("/v2/auth/refresh", refresh)
    r.add_get("/v2/users/tenants/for-user/", tenants)
    r.add_get("/v2/projects/for-tenant/{tenant_id}", projects)
    r.add_get("/v2/folders/for-project/{project_id}", root_folders)
    r.add_get("/v2/folders/for-folder/{folder_id}", sub_folders)
    r.add_get("/v2/rasters/for-project/{project_id}", rasters)
    r.add_get("/v2/vectors/for-raster/{raster_id}", vectors)
    r.add_get("/v2/vectors/classes/for-project/{project_id}", classes)
    r.add_get("/v2/vectors/{vector_id}/features", features)
    r.add_post("/v2/vectors/{vector_id}/annotations", add_annotations)
    r.add_get("/v2/regions/for-raster/{raster_id}", regions)
    r.add_post("/v2/regions/{raster_id}", create_regions)
    r.add_get("/v2/models/for-project/{project_id}", project_models)
    r.add_get("/v2/models/official", official_models)
    r.add_post("/v2/models/{model_id}/apply/estimate", estimate)
    r.add_post("/v2/models/{model_id}/apply", apply_model)
    r.add_get("/v2/models/inference/{inference_id}", inference_status)
    r.add_get("/v2/inferences/for-raster/{raster_id}", raster_inferences)
    r.add_get("/v2/payments/balance/{tenant_id}", balance)
    r.add_post("/v2/geosense/session/{project_id}/", new_session)
    r.add_post("/v2/geosense/{session_id}/artifact/", create_artifact)
    r.add_get("/v2/geosense/{session_id}/artifact/{artifact_id}", get_artifact)
    r.add_post("/v2/geosense/{session_id}/message/", message)
    r.add_get("/v2/files/{file_id}/download", download_link)
    r.add_get("/imagery/cog/{name}", cog_file)  # and HEAD
    r.add_get("/imagery/files/{file_id}.tif", uploaded_file)
    r.add_get("/imagery/wmts/1.0.0/WMTSCapabilities.xml", wmts_capabilities)
    r.add_get("/imagery/wmts/tile/{layer}/{set}/{z}/{row}/{col}.png", tile)
    r.add_get("/imagery/xyz/{z}/{x}/{y}.png", tile)
    r.add_get("/debug/flypix/imagery", imagery_log)
    r.add_post("/debug/flypix/expire-links", expire_links)
    r.add_post("/debug/flypix/revoke", revoke)
    r.add_get("/debug/flypix/requests", recorded)
    r.add_post("/debug/flypix/faults", set_faults)
    r.add_post("/debug/flypix/runs", set_runs)
