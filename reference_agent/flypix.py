"""The FlyPix public REST subset (PROTOCOL.md section 6), with demo data.

One demo user (``--flypix-user`` / ``--flypix-password``, default ``demo`` /
``demo``) sees one tenant, one project, one file and two vectors on it (an
annotated one and an inference one, houses/trees/pools polygons in EPSG:3857
as base64 WKB), the project's classes with colours and two regions.
``--flypix-annotations N`` adds a third vector of N generated annotations.

Tokens are JWT-like (``header.payload.signature``, HMAC-SHA256) with an expiry
(``--flypix-token-ttl``); errors look like FastAPI's: ``{"detail": "..."}``
for 401/404 and ``{"detail": [{loc, msg, type}]}`` with 422 for bodies that do
not validate. The ``/geosense/...`` endpoints drive the same turns as the
GeoSense endpoints (repertoire, markup, approvals), with the session's vectors
taken from ``vector_ids``.
"""
from __future__ import annotations

import argparse
import base64
import dataclasses
import hashlib
import hmac
import json
import logging
import math
import secrets
import struct
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Awaitable, Callable

from aiohttp import web
from shapely.geometry import Point, box

from .geometry import decode_wkb_b64, encode_wkb_b64, ground_area, ground_scale
from .store import ArtifactError, Session, Store

log = logging.getLogger(__name__)

NAMESPACE = uuid.UUID("5b0c6a8e-8f5e-4f57-9a55-3c1c2f0f1a11")


def demo_id(name: str) -> str:
    """A stable UUID for a demo object (the same on every run)."""
    return str(uuid.uuid5(NAMESPACE, name))


@dataclass(frozen=True)
class FlyPixConfig:
    user: str = "demo"
    password: str = "demo"
    token_ttl: float = 3600.0       # seconds an access token lives
    refresh_ttl: float = 86400.0    # seconds a refresh token lives
    stream: bool = True             # False: the /message/stream variants answer 404 (not offered)
    annotations: int = 0            # > 0: a vector of that many generated annotations (benchmarks)
    broken: bool = False            # add a vector whose features are not index-aligned (failed loads)


DEFAULT_CONFIG = FlyPixConfig()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("FlyPix REST subset")
    group.add_argument("--flypix-user", default="demo", help="FlyPix demo user name (default demo)")
    group.add_argument("--flypix-password", default="demo", help="FlyPix demo password (default demo)")
    group.add_argument("--flypix-token-ttl", type=float, default=3600.0,
                       help="seconds a FlyPix access token lives (default 3600; small values test refresh)")
    group.add_argument("--flypix-refresh-ttl", type=float, default=86400.0,
                       help="seconds a FlyPix refresh token lives (default 86400)")
    group.add_argument("--flypix-no-stream", dest="flypix_stream", action="store_false",
                       help="answer 404 on /geosense/{id}/message/stream and .../resume/stream")
    group.add_argument("--flypix-annotations", type=int, default=0, metavar="N",
                       help="add a vector of N generated annotations to the demo file (benchmarks)")
    group.add_argument("--flypix-broken-vector", dest="flypix_broken", action="store_true",
                       help="add a vector 'Broken export' whose features are not index-aligned")


def configure(args: argparse.Namespace) -> FlyPixConfig:
    """Make the command-line flags the configuration of :func:`add_routes`."""
    global DEFAULT_CONFIG
    DEFAULT_CONFIG = FlyPixConfig(user=args.flypix_user, password=args.flypix_password,
                                  token_ttl=args.flypix_token_ttl, refresh_ttl=args.flypix_refresh_ttl,
                                  stream=args.flypix_stream, annotations=max(0, args.flypix_annotations),
                                  broken=args.flypix_broken)
    return DEFAULT_CONFIG


# --- FastAPI-style errors ------------------------------------------------------------------

class HttpError(Exception):
    def __init__(self, status: int, detail: Any, headers: dict[str, str] | None = None) -> None:
        super().__init__(str(detail))
        self.status, self.detail, self.headers = status, detail, headers or {}


def invalid(*problems: tuple[list[Any], str, str]) -> HttpError:
    """422 with FastAPI's body: ``{"detail": [{"loc": [...], "msg": ..., "type": ...}]}``."""
    return HttpError(422, [{"loc": loc, "msg": msg, "type": kind} for loc, msg, kind in problems])


def missing(*loc: Any) -> tuple[list[Any], str, str]:
    return (["body", *loc], "field required", "value_error.missing")


def unauthorized(detail: str) -> HttpError:
    return HttpError(401, detail, {"WWW-Authenticate": "Bearer"})


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def api(handler: Handler) -> Handler:
    async def wrapped(request: web.Request) -> web.StreamResponse:
        try:
            return await handler(request)
        except HttpError as exc:
            return web.json_response({"detail": exc.detail}, status=exc.status, headers=exc.headers)
    return wrapped


async def body_of(request: web.Request) -> dict[str, Any]:
    try:
        body = json.loads((await request.read()).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise invalid((["body", 0], f"JSON decode error: {exc}", "value_error.jsondecode")) from exc
    if not isinstance(body, dict):
        raise invalid((["body"], "value is not a valid dict", "type_error.dict"))
    return body


def string_field(body: dict[str, Any], key: str, problems: list) -> str:
    value = body.get(key)
    if value is None:
        problems.append(missing(key))
    elif not isinstance(value, str):
        problems.append((["body", key], "str type expected", "type_error.str"))
    else:
        return value
    return ""


# --- tokens -------------------------------------------------------------------------------

def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class TokenIssuer:
    """JWT-shaped tokens signed with a per-process secret; :meth:`revoke` invalidates tokens issued so far."""

    def __init__(self) -> None:
        self.secret = secrets.token_bytes(32)
        self.generation = {"access": 0, "refresh": 0}

    def issue(self, user: str, kind: str, ttl: float) -> str:
        header = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
        payload = _b64url(json.dumps({"sub": user, "typ": kind, "exp": time.time() + ttl,
                                      "gen": self.generation.get(kind, 0), "jti": uuid.uuid4().hex}).encode())
        signature = _b64url(hmac.new(self.secret, f"{header}.{payload}".encode(), hashlib.sha256).digest())
        return f"{header}.{payload}.{signature}"

    def check(self, token: str, kind: str) -> str | None:
        """The user of a valid, unexpired token of ``kind``, else None."""
        try:
            header, payload, signature = token.split(".")
            expected = _b64url(hmac.new(self.secret, f"{header}.{payload}".encode(), hashlib.sha256).digest())
            if not hmac.compare_digest(signature, expected):
                return None
            claims = json.loads(_unb64url(payload))
        except (ValueError, TypeError):
            return None
        if claims.get("typ") != kind or claims.get("gen") != self.generation.get(kind, 0):
            return None
        if not isinstance(claims.get("exp"), (int, float)) or claims["exp"] < time.time():
            return None
        return str(claims.get("sub"))

    def revoke(self, kinds: tuple[str, ...] = ("access", "refresh")) -> None:
        for kind in kinds:
            self.generation[kind] = self.generation.get(kind, 0) + 1


# --- demo data ----------------------------------------------------------------------------

@dataclass
class FxClass:
    class_id: str
    name: str
    color: str


@dataclass
class FxVector:
    vector_id: str
    name: str
    file_id: str
    project_id: str
    source: str  # DIRECT | INFERENCE
    ids: list[int] = field(default_factory=list)
    polygons: list[str] = field(default_factory=list)
    areas: list[float] = field(default_factory=list)
    confidences: list[float | None] = field(default_factory=list)
    class_idx: list[int | None] = field(default_factory=list)
    version: int = 0
    _body: tuple[int, bytes] | None = None

    def add(self, geom: Any, class_index: int | None, confidence: float | None, wkb_b64: str | None = None) -> int:
        new_id = (max(self.ids) + 1) if self.ids else 1
        self.ids.append(new_id)
        self.polygons.append(wkb_b64 or encode_wkb_b64(geom))
        self.areas.append(round(ground_area(geom), 3))
        self.confidences.append(confidence)
        self.class_idx.append(class_index)
        self.version += 1
        return new_id

    def features(self, classes: list[FxClass]) -> dict[str, Any]:
        """VectorFeatures: index-aligned columns, class numbers mapped to class ids."""
        return {"data": {"ids": self.ids, "areas": self.areas, "polygons": self.polygons,
                         "confidences": self.confidences, "class_ids": self.class_idx},
                "classes": {str(i): c.class_id for i, c in enumerate(classes)}}

    def features_body(self, classes: list[FxClass]) -> bytes:
        if self._body is None or self._body[0] != self.version:
            self._body = (self.version, json.dumps(self.features(classes), separators=(",", ":")).encode())
        return self._body[1]

    def summary(self) -> dict[str, Any]:
        return {"vector_id": self.vector_id, "name": self.name, "file_id": self.file_id,
                "metadata": {"source": self.source, "annotations": len(self.ids)}}


ORIGIN = (1487000.0, 6889000.0)  # Berlin, EPSG:3857
SCALE = 1.0 / ground_scale(ORIGIN[1])  # Mercator units per ground metre here (about 1.64)


def _m(dx: float, dy: float) -> tuple[float, float]:
    """A point ``dx``/``dy`` ground metres from the origin, in EPSG:3857."""
    return ORIGIN[0] + dx * SCALE, ORIGIN[1] + dy * SCALE


def _rect(dx: float, dy: float, w: float, h: float) -> Any:
    x, y = _m(dx, dy)
    return box(x, y, x + w * SCALE, y + h * SCALE)


def _tree(dx: float, dy: float, r: float) -> Any:
    x, y = _m(dx, dy)
    return Point(x, y).buffer(r * SCALE, resolution=2)  # an octagon


def square_wkb_b64(x: float, y: float, size: float) -> str:
    """Base64 WKB of an axis-aligned square, built without shapely (for big generated vectors)."""
    coords = (x, y, x + size, y, x + size, y + size, x, y + size, x, y)
    raw = struct.pack("<BIII10d", 1, 3, 1, 5, *coords)
    return base64.b64encode(raw).decode("ascii")


class FlyPixData:
    """Tenants, projects, files, vectors, classes and regions of the demo."""

    def __init__(self, config: FlyPixConfig) -> None:
        self.tenant = {"tenant_id": demo_id("tenant"), "name": "Demo tenant"}
        self.project = {"project_id": demo_id("project"), "name": "Berlin demo", "tenant_id": self.tenant["tenant_id"],
                        "description": "Houses, trees and pools on one orthophoto"}
        pid = self.project["project_id"]
        self.file = {"file_id": demo_id("file"), "name": "berlin_ortho.tif", "project_id": pid,
                     "crs": "EPSG:3857", "width": 4096, "height": 4096}
        fid = self.file["file_id"]
        self.classes: dict[str, list[FxClass]] = {pid: [
            FxClass(demo_id("class:house"), "house", "#e15759"),
            FxClass(demo_id("class:tree"), "tree", "#59a14f"),
            FxClass(demo_id("class:pool"), "pool", "#4e79a7"),
        ]}
        annotated = FxVector(demo_id("vector:annotated"), "Annotations", fid, pid, "DIRECT")
        houses = [(col, row) for row in range(2) for col in range(4) if (col, row) != (3, 1)]
        for col, row in houses:  # 12 x 10 m on a 40 x 35 m grid; one plot (3, 1) left unannotated
            annotated.add(_rect(col * 40.0, row * 35.0, 12.0, 10.0), 0, 1.0)
        for col in range(4):
            annotated.add(_tree(col * 40.0 + 27.0, 22.0, 3.0), 1, 1.0)
        for col in (0, 2):
            annotated.add(_rect(col * 40.0 + 1.0, -14.0, 8.0, 4.0), 2, 1.0)
        inference = FxVector(demo_id("vector:inference"), "Model output", fid, pid, "INFERENCE")
        for (col, row), conf in zip(houses[:3], (0.97, 0.91, 0.84)):
            inference.add(_rect(col * 40.0 + 0.6, row * 35.0 + 0.4, 11.5, 9.6), 0, conf)
        inference.add(_rect(3 * 40.0, 35.0, 12.0, 10.0), 0, 0.88)  # the house the annotators missed
        for col, conf in zip(range(3), (0.93, 0.77, 0.58)):
            inference.add(_tree(col * 40.0 + 26.5, 22.5, 2.8), 1, conf)
        for col, conf in zip((0, 2), (0.95, 0.71)):
            inference.add(_rect(col * 40.0 + 1.2, -13.8, 7.8, 3.9), 2, conf)
        annotated.version = inference.version = 0
        self.vectors: dict[str, FxVector] = {v.vector_id: v for v in (annotated, inference)}
        if config.annotations > 0:
            generated = generated_vector(config.annotations, fid, pid, len(self.classes[pid]))
            self.vectors[generated.vector_id] = generated
        if config.broken:
            broken = FxVector(demo_id("vector:broken"), "Broken export", fid, pid, "DIRECT")
            for i in range(3):
                broken.add(_rect(i * 40.0, 80.0, 12.0, 10.0), 0, 1.0)
            broken.polygons.pop()  # two polygons for three ids: a client must refuse the whole vector
            self.vectors[broken.vector_id] = broken
        self.regions: dict[str, list[dict[str, Any]]] = {fid: [
            {"region_id": demo_id("region:training"), "file_id": fid,
             "polygon": encode_wkb_b64(_rect(-10.0, -25.0, 80.0, 80.0)),
             "metadata": {"name": "Training area", "description": "Fully annotated; used to train the model",
                          "color": "#f28e2b"},
             "behaviors": {"training": True, "inference": False}},
            {"region_id": demo_id("region:inference"), "file_id": fid,
             "polygon": encode_wkb_b64(_rect(70.0, -25.0, 80.0, 80.0)),
             "metadata": {"name": "Inference area", "description": "The model detects objects here",
                          "color": "#76b7b2"},
             "behaviors": {"training": False, "inference": True}},
        ]}

    def project_of_vector(self, vector: FxVector) -> str:
        return vector.project_id


def generated_vector(n: int, file_id: str, project_id: str, class_count: int) -> FxVector:
    """``n`` 6 m squares on a 10 m grid east of the demo, classes in turn, confidences varying."""
    vector = FxVector(demo_id(f"vector:generated:{n}"), f"Generated ({n} annotations)", file_id, project_id,
                      "INFERENCE")
    per_row = max(1, int(math.ceil(math.sqrt(n))))
    size = 6.0 * SCALE
    area = round(36.0 * (ground_scale(ORIGIN[1]) * SCALE) ** 2, 3)
    x0, y0 = _m(300.0, 0.0)
    step = 10.0 * SCALE
    for i in range(n):
        row, col = divmod(i, per_row)
        vector.ids.append(i + 1)
        vector.polygons.append(square_wkb_b64(x0 + col * step, y0 + row * step, size))
        vector.areas.append(area)
        vector.confidences.append(round(0.5 + (i * 37 % 50) / 100.0, 2))
        vector.class_idx.append(i % class_count)
    return vector


# --- GeoSense sessions ----------------------------------------------------------------------

@dataclass
class FxSession:
    project_id: str
    session: Session
    artifacts: set[str] = field(default_factory=set)


class FlyPixState:
    def __init__(self, config: FlyPixConfig, store: Store) -> None:
        self.config = config
        self.store = store
        self.data = FlyPixData(config)
        self.tokens = TokenIssuer()
        self.sessions: dict[str, FxSession] = {}
        self.vector_artifacts: dict[tuple[str, int], str] = {}  # (vector id, version) -> artifact id

    def descriptor(self, vector: FxVector) -> dict[str, Any]:
        """A ``vectors`` entry (PROTOCOL.md section 3) for the turn machinery, its artifact made once per version."""
        classes = self.data.classes.get(vector.project_id, [])
        key = (vector.vector_id, vector.version)
        artifact_id = self.vector_artifacts.get(key)
        if artifact_id is None:
            artifact_id = self.store.add_artifact("vector", vector.features(classes)).id
            self.vector_artifacts[key] = artifact_id
        return {"id": vector.vector_id, "name": vector.name, "project": vector.project_id,
                "source": "inference" if vector.source == "INFERENCE" else "annotated",
                "classes": [{"id": c.class_id, "name": c.name, "color": c.color} for c in classes],
                "artifact_id": artifact_id}


STATE = web.AppKey("flypix", FlyPixState) if hasattr(web, "AppKey") else "flypix"


def state_of(request: web.Request) -> FlyPixState:
    return request.app[STATE]


def user_of(request: web.Request) -> str:
    header = request.headers.get("Authorization", "")
    if not header.lower().startswith("bearer "):
        raise unauthorized("Not authenticated")
    user = state_of(request).tokens.check(header[7:].strip(), "access")
    if user is None:
        raise unauthorized("Could not validate credentials")
    return user


def _token_pair(state: FlyPixState, user: str) -> dict[str, Any]:
    return {"access_token": state.tokens.issue(user, "access", state.config.token_ttl), "token_type": "bearer",  # nosec B105 - a token kind
            "expires_in": int(state.config.token_ttl) if state.config.token_ttl >= 1 else state.config.token_ttl,
            "refresh_token": state.tokens.issue(user, "refresh", state.config.refresh_ttl)}


# --- auth ---------------------------------------------------------------------------------

@api
async def login(request: web.Request) -> web.Response:
    body = await body_of(request)
    problems: list = []
    username = string_field(body, "username", problems)
    password = string_field(body, "password", problems)
    if problems:
        raise invalid(*problems)
    state = state_of(request)
    ok_user = hmac.compare_digest(username.encode(), state.config.user.encode())
    ok_password = hmac.compare_digest(password.encode(), state.config.password.encode())
    if not (ok_user and ok_password):
        raise unauthorized("Incorrect username or password")
    return web.json_response(_token_pair(state, username))


@api
async def refresh(request: web.Request) -> web.Response:
    body = await body_of(request)
    problems: list = []
    token = string_field(body, "refresh_token", problems)
    if problems:
        raise invalid(*problems)
    state = state_of(request)
    user = state.tokens.check(token, "refresh")
    if user is None:
        raise unauthorized("Invalid or expired refresh token")
    return web.json_response(_token_pair(state, user))


async def revoke(request: web.Request) -> web.Response:
    """``POST /debug/flypix/revoke[?only=access]``: tokens issued so far are rejected from now on (tests).

    ``only=access`` revokes the access tokens alone, as if they had expired: a
    client can still refresh.
    """
    kinds = ("access",) if request.query.get("only") == "access" else ("access", "refresh")
    state_of(request).tokens.revoke(kinds)
    return web.json_response({"revoked": list(kinds)})


# --- browsing -----------------------------------------------------------------------------

def _project(request: web.Request, project_id: str) -> dict[str, Any]:
    project = state_of(request).data.project
    if project_id != project["project_id"]:
        raise HttpError(404, "Project not found")
    return project


def _file(request: web.Request, file_id: str) -> dict[str, Any]:
    file = state_of(request).data.file
    if file_id != file["file_id"]:
        raise HttpError(404, "File not found")
    return file


def _vector(request: web.Request, vector_id: str) -> FxVector:
    vector = state_of(request).data.vectors.get(vector_id)
    if vector is None:
        raise HttpError(404, "Vector not found")
    return vector


@api
async def tenants(request: web.Request) -> web.Response:
    user_of(request)
    return web.json_response([state_of(request).data.tenant])


@api
async def projects(request: web.Request) -> web.Response:
    user_of(request)
    data = state_of(request).data
    if request.match_info["tenant_id"] != data.tenant["tenant_id"]:
        raise HttpError(404, "Tenant not found")
    return web.json_response([data.project])


@api
async def files(request: web.Request) -> web.Response:
    user_of(request)
    _project(request, request.match_info["project_id"])
    return web.json_response([state_of(request).data.file])


@api
async def vectors(request: web.Request) -> web.Response:
    user_of(request)
    file = _file(request, request.match_info["file_id"])
    return web.json_response([v.summary() for v in state_of(request).data.vectors.values()
                              if v.file_id == file["file_id"]])


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
    found = state_of(request).data.classes.get(project["project_id"], [])
    return web.json_response([dataclasses.asdict(c) for c in found])


@api
async def regions(request: web.Request) -> web.Response:
    user_of(request)
    file = _file(request, request.match_info["file_id"])
    return web.json_response(state_of(request).data.regions.get(file["file_id"], []))


@api
async def add_annotations(request: web.Request) -> web.Response:
    """``{class_id, payload: [{polygon, confidence?}]}`` -> the new annotation ids, all or nothing."""
    user_of(request)
    vector = _vector(request, request.match_info["vector_id"])
    body = await body_of(request)
    problems: list = []
    class_id = string_field(body, "class_id", problems)
    known = state_of(request).data.classes.get(vector.project_id, [])
    index = next((i for i, c in enumerate(known) if c.class_id == class_id), None)
    if class_id and index is None:
        problems.append((["body", "class_id"], "not a class of the vector's project", "value_error"))
    payload = body.get("payload")
    if payload is None:
        problems.append(missing("payload"))
        payload = []
    elif not isinstance(payload, list):
        problems.append((["body", "payload"], "value is not a valid list", "type_error.list"))
        payload = []
    elif not payload:
        problems.append((["body", "payload"], "ensure this value has at least 1 items",
                         "value_error.list.min_items"))
    geometries = []
    for i, item in enumerate(payload):
        if not isinstance(item, dict):
            problems.append((["body", "payload", i], "value is not a valid dict", "type_error.dict"))
            continue
        if "polygon" not in item:
            problems.append(missing("payload", i, "polygon"))
            continue
        try:
            geom = decode_wkb_b64(item["polygon"])
        except ValueError as exc:
            problems.append((["body", "payload", i, "polygon"], f"not a base64 WKB polygon ({exc})", "value_error"))
            continue
        if geom.geom_type not in ("Polygon", "MultiPolygon"):
            problems.append((["body", "payload", i, "polygon"], f"a {geom.geom_type} is not a polygon",
                             "value_error"))
            continue
        confidence = item.get("confidence")
        if confidence is not None and (isinstance(confidence, bool) or not isinstance(confidence, (int, float))
                                       or not 0.0 <= confidence <= 1.0):
            problems.append((["body", "payload", i, "confidence"], "ensure this value is between 0 and 1",
                             "value_error.number"))
            continue
        geometries.append((geom, item["polygon"], None if confidence is None else float(confidence)))
    if problems:
        raise invalid(*problems)
    ids = [vector.add(geom, index, confidence, raw) for geom, raw, confidence in geometries]
    log.info("%d annotation(s) added to vector %s", len(ids), vector.vector_id)
    return web.json_response(ids, status=201)


# --- GeoSense -----------------------------------------------------------------------------

def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _session(request: web.Request) -> FxSession:
    found = state_of(request).sessions.get(request.match_info["session_id"])
    if found is None:
        raise HttpError(404, "GeoSense session not found")
    return found


@api
async def new_session(request: web.Request) -> web.Response:
    user_of(request)
    project = _project(request, request.match_info["project_id"])
    state = state_of(request)
    session_id = str(uuid.uuid4())
    state.sessions[session_id] = FxSession(project["project_id"], Session(session_id))
    return web.json_response(session_id)


@api
async def create_artifact(request: web.Request) -> web.Response:
    user_of(request)
    fx = _session(request)
    body = await body_of(request)
    problems: list = []
    if "artifact_data" not in body:
        problems.append(missing("artifact_data"))
    kind = body.get("type", "data")
    if problems:
        raise invalid(*problems)
    try:
        artifact = state_of(request).store.add_artifact(kind, body["artifact_data"])
    except ArtifactError as exc:
        raise invalid((["body", "artifact_data"], str(exc), "value_error")) from exc
    fx.artifacts.add(artifact.id)
    return web.json_response(artifact.summary())


@api
async def get_artifact(request: web.Request) -> web.Response:
    user_of(request)
    _session(request)
    artifact = state_of(request).store.artifact(request.match_info["artifact_id"])
    if artifact is None:
        raise HttpError(404, "Artifact not found")
    return web.json_response(artifact.full())


async def _turn(request: web.Request) -> tuple[FxSession, Any, Any, str]:
    """Validate a message body; the session, turn and answer (the session keeps the vectors)."""
    from . import repertoire, server
    from .turn import ChatRequest, TurnContext

    user_of(request)
    fx = _session(request)
    body = await body_of(request)
    problems: list = []
    content = string_field(body, "user_message", problems)
    vector_ids = body.get("vector_ids", [])
    if not isinstance(vector_ids, list):
        problems.append((["body", "vector_ids"], "value is not a valid list", "type_error.list"))
        vector_ids = []
    state = state_of(request)
    descriptors = []
    for i, vid in enumerate(vector_ids):
        vector = state.data.vectors.get(vid) if isinstance(vid, str) else None
        if vector is None or vector.project_id != fx.project_id:
            problems.append((["body", "vector_ids", i], "unknown vector for this session's project", "value_error"))
            continue
        descriptors.append(state.descriptor(vector))
    context = body.get("context")
    if context is None:
        contexts: list = []
    elif isinstance(context, dict):
        contexts = [context]
    elif isinstance(context, list) and all(isinstance(c, dict) for c in context):
        contexts = context
    else:
        problems.append((["body", "context"], "a context object or a list of them", "type_error"))
        contexts = []
    if problems:
        raise invalid(*problems)
    server.count(request, "chatMessages", content)
    chat = ChatRequest(content, contexts, descriptors, None, None)
    fx.session.remember("user", content)
    fx.session.vectors = descriptors
    turn = TurnContext(chat, fx.session, state.store)
    return fx, turn, repertoire.answer_for(turn), content


class CollectSink:
    """A turn's frames kept in memory (the plain, not streamed endpoint)."""

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


@api
async def message(request: web.Request) -> web.Response:
    """One turn, not streamed: ``{session_id, response, created_at, context}``.

    Beyond the documented fields: ``pending_approval`` when the turn paused, and
    ``frames`` (tool calls and activity, in order) so a client renders the same
    answer as from the stream.
    """
    from . import server
    from .turn import TurnRunner

    fx, turn, answer, _ = await _turn(request)
    sink = CollectSink()
    config = dataclasses.replace(request.app[server.CONFIG], chunk_delay=0.0, fault=None)
    await TurnRunner(sink, turn, config).run(answer)
    text, contexts, pending, others = [], [], None, []
    for frame in sink.frames:
        if frame.get("type") == "stream_chunk":
            text.append(frame.get("content") or "")
            contexts += frame.get("contexts") or []
            pending = frame.get("pendingApproval") or pending
        else:
            others.append(frame)
    reply: dict[str, Any] = {"session_id": fx.session.id, "response": "".join(text), "created_at": _now(),
                             "context": contexts}
    if pending:
        reply["pending_approval"] = pending
    if others:
        reply["frames"] = others
    return web.json_response(reply)


@api
async def message_stream(request: web.Request) -> web.StreamResponse:
    from . import server

    if not state_of(request).config.stream:
        raise HttpError(404, "Not Found")
    _, turn, answer, _ = await _turn(request)
    return await server.stream_sse(request, answer, turn)


@api
async def resume_stream(request: web.Request) -> web.StreamResponse:
    from . import server

    if not state_of(request).config.stream:
        raise HttpError(404, "Not Found")
    user_of(request)
    fx = _session(request)
    body = await body_of(request)
    problems: list = []
    approval_id = string_field(body, "approval_id", problems)
    approved = body.get("approved")
    if not isinstance(approved, bool):
        problems.append(missing("approved") if approved is None
                        else (["body", "approved"], "value could not be parsed to a boolean", "type_error.bool"))
    if problems:
        raise invalid(*problems)
    store: Store = state_of(request).store
    paused = store.paused.get(approval_id)
    if paused is None or paused.session is not fx.session:
        raise HttpError(404, f"No turn of this session is waiting for approval {approval_id}")
    store.take_paused(approval_id)
    server.approve(paused, approved)
    return await server.stream_sse(request, paused.answer, paused.turn, first=approved)


def add_routes(app: web.Application, store: Store, config: FlyPixConfig | None = None) -> None:
    """Serve the FlyPix subset on ``app`` (artifacts and paused turns live in ``store``)."""
    app[STATE] = FlyPixState(config or DEFAULT_CONFIG, store)
    r = app.router
    r.add_post("/auth/login/password", login)
    r.add_post("/auth/refresh", refresh)
    r.add_get("/users/tenants/for-user/", tenants)
    r.add_get("/projects/for-tenant/{tenant_id}", projects)
    r.add_get("/files/for-project/{project_id}", files)
    r.add_get("/vectors/for-file/{file_id}", vectors)
    r.add_get("/vectors/classes/for-project/{project_id}", classes)
    r.add_get("/vectors/{vector_id}/features", features)
    r.add_post("/vectors/{vector_id}/annotations", add_annotations)
    r.add_get("/regions/for-file/{file_id}", regions)
    r.add_post("/geosense/session/{project_id}/", new_session)
    r.add_post("/geosense/session/{session_id}/artifact/", create_artifact)
    r.add_get("/geosense/{session_id}/artifact/{artifact_id}", get_artifact)
    r.add_post("/geosense/{session_id}/message/", message)
    r.add_post("/geosense/{session_id}/message/stream", message_stream)
    r.add_post("/geosense/{session_id}/message/resume/stream", resume_stream)
    r.add_post("/debug/flypix/revoke", revoke)
