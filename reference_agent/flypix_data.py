"""The FlyPix emulation's demo world: tenant, project, folders, rasters, vectors, classes, regions; tokens.

Shapes follow FlyPix's SDK models (PROTOCOL.md section 6): each ``*_json``
method gives exactly the fields of one response model. Geometries are
EPSG:3857 polygons as base64 WKB.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import math
import secrets
import struct
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from shapely.geometry import Point, box

from .flypix_imagery import EXTENT as IMAGERY_EXTENT
from .geometry import encode_wkb_b64, ground_area, ground_scale

BASE = "{base}"  # in a raster's source URLs: the emulation's own scheme://host, filled in per request
NAMESPACE = uuid.UUID("5b0c6a8e-8f5e-4f57-9a55-3c1c2f0f1a11")
CREATED = "2026-01-15T09:30:00Z"


def demo_id(name: str) -> str:
    """A stable UUID for a demo object (the same on every run)."""
    return str(uuid.uuid5(NAMESPACE, name))


@dataclass(frozen=True)
class FlyPixConfig:
    user: str = "demo"
    password: str = "demo"  # nosec B105 - the documented demo password
    api_key: str = "demo-key"  # nosec B105 - the documented demo API key
    token_ttl: float = 3600.0       # seconds an access token lives
    refresh_ttl: float = 86400.0    # seconds a refresh token lives
    page_size: int = 200            # default and largest page of the paged listings
    archive_rasters: int = 12       # rasters in the folder Archive/2019 (paging)
    annotations: int = 0            # > 0: a vector of that many generated annotations (benchmarks)
    broken: bool = False            # add a vector whose features are not index-aligned (failed loads)
    redirect: str = ""              # answer every /v2 request with a 302 to this origin (redirect tests)
    link_ttl: float = 900.0         # seconds a file download link lives
    inference_polls: int = 3        # status requests until an inference has finished


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
    color: str  # hex without "#", as FlyPix gives it

    def json(self) -> dict[str, Any]:
        return {"class_id": self.class_id, "name": self.name, "color": self.color}


@dataclass
class FxVector:
    vector_id: str
    name: str
    raster_id: str
    project_id: str
    source: str  # DIRECT | INFERENCE
    ids: list[int] = field(default_factory=list)
    polygons: list[str] = field(default_factory=list)
    areas: list[float] = field(default_factory=list)
    confidences: list[float] = field(default_factory=list)
    class_idx: list[int] = field(default_factory=list)
    version: int = 0
    _body: tuple[int, bytes] | None = None

    def add(self, geom: Any, class_index: int, confidence: float, wkb_b64: str | None = None) -> int:
        new_id = (max(self.ids) + 1) if self.ids else 1
        self.ids.append(new_id)
        self.polygons.append(wkb_b64 or encode_wkb_b64(geom))
        self.areas.append(round(ground_area(geom), 3))
        self.confidences.append(confidence)
        self.class_idx.append(class_index)
        self.version += 1
        return new_id

    def features(self, classes: list[FxClass]) -> dict[str, Any]:
        """VectorFeatures: index-aligned columns (``null`` when empty), class numbers mapped to class ids."""
        def column(values: list[Any]) -> list[Any] | None:
            return values if values else None
        return {"data": {"ids": column(self.ids), "areas": column(self.areas), "polygons": column(self.polygons),
                         "confidences": column(self.confidences), "class_ids": column(self.class_idx)},
                "classes": {str(i): c.class_id for i, c in enumerate(classes)}}

    def features_body(self, classes: list[FxClass]) -> bytes:
        if self._body is None or self._body[0] != self.version:
            self._body = (self.version, json.dumps(self.features(classes), separators=(",", ":")).encode())
        return self._body[1]

    def json(self, tenant_id: str) -> dict[str, Any]:
        return {"vector_id": self.vector_id, "name": self.name, "metadata": {"source": self.source},
                "project_id": self.project_id, "tenant_id": tenant_id}


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
    """Tenant, project, folder tree, rasters, vectors, classes and regions of the demo.

    Folders: ``Orthophotos/2024`` holds the demo raster with its vectors and
    regions; ``Archive/2019`` holds ``archive_rasters`` more (paging); one
    raster sits at the project's root.
    """

    def __init__(self, config: FlyPixConfig) -> None:
        self.tenant = {"tenant_id": demo_id("tenant"), "name": "Demo tenant"}
        tid = self.tenant["tenant_id"]
        self.project = {"project_id": demo_id("project"), "tenant_id": tid, "name": "Berlin demo",
                        "created_at": CREATED}
        pid = self.project["project_id"]
        self.folders: list[dict[str, Any]] = []
        ortho = self._folder("Orthophotos", None)
        year = self._folder("2024", ortho)
        archive = self._folder("Archive", None)
        old = self._folder("2019", archive)
        self.rasters: list[dict[str, Any]] = []
        self.raster = self._raster("berlin_ortho.tif", year)
        base = BASE + "/imagery"  # the emulation's own URL takes the place of BASE in each answer
        self._raster("berlin_cog.tif", year, {"type": "EXTERNAL_COG", "url": base + "/cog/berlin.tif"})
        self._raster("berlin_wmts", year, {"type": "WMTS", "url": base + "/wmts/1.0.0/WMTSCapabilities.xml",
                                           "layer": "berlin_ortho"})
        self._raster("berlin_osm", year, {"type": "OSM", "extent": dict(IMAGERY_EXTENT)})
        self._raster("overview.tif", None)
        for i in range(config.archive_rasters):
            self._raster(f"archive_{i + 1:03d}.tif", old)
        rid = self.raster["raster_id"]
        self.classes: dict[str, list[FxClass]] = {pid: [
            FxClass(demo_id("class:house"), "house", "e15759"),
            FxClass(demo_id("class:tree"), "tree", "59a14f"),
            FxClass(demo_id("class:pool"), "pool", "4e79a7"),
        ]}
        annotated = FxVector(demo_id("vector:annotated"), "Annotations", rid, pid, "DIRECT")
        houses = [(col, row) for row in range(2) for col in range(4) if (col, row) != (3, 1)]
        for col, row in houses:  # 12 x 10 m on a 40 x 35 m grid; one plot (3, 1) left unannotated
            annotated.add(_rect(col * 40.0, row * 35.0, 12.0, 10.0), 0, 1.0)
        for col in range(4):
            annotated.add(_tree(col * 40.0 + 27.0, 22.0, 3.0), 1, 1.0)
        for col in (0, 2):
            annotated.add(_rect(col * 40.0 + 1.0, -14.0, 8.0, 4.0), 2, 1.0)
        inference = FxVector(demo_id("vector:inference"), "Model output", rid, pid, "INFERENCE")
        for (col, row), conf in zip(houses[:3], (0.97, 0.91, 0.84)):
            inference.add(_rect(col * 40.0 + 0.6, row * 35.0 + 0.4, 11.5, 9.6), 0, conf)
        inference.add(_rect(3 * 40.0, 35.0, 12.0, 10.0), 0, 0.88)  # the house the annotators missed
        for col, conf in zip(range(3), (0.93, 0.77, 0.58)):
            inference.add(_tree(col * 40.0 + 26.5, 22.5, 2.8), 1, conf)
        for col, conf in zip((0, 2), (0.95, 0.71)):
            inference.add(_rect(col * 40.0 + 1.2, -13.8, 7.8, 3.9), 2, conf)
        empty = FxVector(demo_id("vector:empty"), "Empty", rid, pid, "DIRECT")
        annotated.version = inference.version = 0
        self.vectors: dict[str, FxVector] = {v.vector_id: v for v in (annotated, inference, empty)}
        if config.annotations > 0:
            generated = generated_vector(config.annotations, rid, pid, len(self.classes[pid]))
            self.vectors[generated.vector_id] = generated
        if config.broken:
            broken = FxVector(demo_id("vector:broken"), "Broken export", rid, pid, "DIRECT")
            for i in range(3):
                broken.add(_rect(i * 40.0, 80.0, 12.0, 10.0), 0, 1.0)
            broken.polygons.pop()  # two polygons for three ids: a client must refuse the whole vector
            self.vectors[broken.vector_id] = broken
        self.regions: dict[str, list[dict[str, Any]]] = {rid: [
            self._region("training", rid, _rect(-10.0, -25.0, 80.0, 80.0), "Training area",
                         "Fully annotated; used to train the model", "f28e2b", "TRAINING", "IGNORE"),
            self._region("inference", rid, _rect(70.0, -25.0, 80.0, 80.0), "Inference area", None,
                         "76b7b2", "IGNORE", "USE"),
        ]}

    def _folder(self, name: str, parent: str | None) -> str:
        folder_id = demo_id(f"folder:{parent}:{name}")
        self.folders.append({"folder_id": folder_id, "name": name, "parent_id": parent})
        return folder_id

    def _raster(self, name: str, folder_id: str | None, source: dict[str, Any] | None = None) -> dict[str, Any]:
        upload = {"type": "UPLOAD", "uploaded_file_id": demo_id(f"file:{name}"),
                  "processed_file_id": demo_id(f"file:{name}:cog"), "reprojected_file_id": None}
        raster = {"raster_id": demo_id(f"raster:{name}"), "name": name, "folder_id": folder_id,
                  "project_id": self.project["project_id"], "tenant_id": self.tenant["tenant_id"],
                  "status": "READY", "created_at": CREATED,
                  "source": source or upload}
        self.rasters.append(raster)
        return raster

    def raster_json(self, raster: dict[str, Any], base: str) -> dict[str, Any]:
        """A RasterResponse with the source's URLs on the emulation's own server."""
        source = dict(raster["source"])
        if isinstance(source.get("url"), str):
            source["url"] = source["url"].replace(BASE, base)
        return dict(raster, source=source)

    def file_ids(self) -> set[str]:
        """The ids of every uploaded file (each serves the demo COG)."""
        out = set()
        for raster in self.rasters:
            source = raster["source"]
            if source.get("type") == "UPLOAD":
                out |= {v for k, v in source.items() if k.endswith("_file_id") and isinstance(v, str)}
        return out

    def _region(self, key: str, raster_id: str, geom: Any, name: str, description: str | None, color: str,
                training: str, inference: str) -> dict[str, Any]:
        return {"region_id": demo_id(f"region:{key}"), "raster_id": raster_id,
                "project_id": self.project["project_id"], "tenant_id": self.tenant["tenant_id"],
                "polygon": encode_wkb_b64(geom),
                "metadata": {"name": name, "description": description, "color": color},
                "training_behavior": training, "inference_behavior": inference}


def generated_vector(n: int, raster_id: str, project_id: str, class_count: int) -> FxVector:
    """``n`` 6 m squares on a 10 m grid east of the demo, classes in turn, confidences varying."""
    vector = FxVector(demo_id(f"vector:generated:{n}"), f"Generated ({n} annotations)", raster_id, project_id,
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
