"""Vector decoding and the spatial computations behind the agent's answers.

Annotations travel as vector artifacts (PROTOCOL.md section 3): index-aligned
arrays with polygons as base64 WKB in EPSG:3857 (Web Mercator). Mercator
stretches lengths by 1/cos(latitude), so every distance reported here is
scaled back to ground metres at the latitude where it is measured; near the
equator the two agree.
"""
from __future__ import annotations

import base64
import binascii
import math
import struct
import warnings
from dataclasses import dataclass, field
from statistics import median
from typing import Any, Iterable, Sequence

from shapely import wkb
from shapely.errors import ShapelyError
from shapely.geometry import Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.strtree import STRtree

EARTH_RADIUS = 6378137.0
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class VectorError(ValueError):
    """A vector artifact whose structure cannot be read."""


@dataclass(frozen=True)
class ClassInfo:
    id: str
    name: str
    color: str = ""


@dataclass(frozen=True)
class Feature:
    """One annotation of a vector layer; ``geometry`` is in EPSG:3857."""

    id: int
    vector_id: str
    class_id: str | None
    area: float
    confidence: float | None
    geometry: BaseGeometry


@dataclass
class VectorLayer:
    """A decoded vector: the descriptor sent with the message plus its artifact."""

    id: str
    name: str
    source: str
    project: str | None
    classes: dict[str, ClassInfo]
    features: list[Feature]
    unreadable: list[int] = field(default_factory=list)

    def class_name(self, class_id: str | None) -> str:
        if class_id is None:
            return "unclassified"
        info = self.classes.get(class_id)
        return info.name if info else class_id

    def feature(self, feature_id: int) -> Feature | None:
        for f in self.features:
            if f.id == feature_id:
                return f
        return None


VECTOR_COLUMNS = ("ids", "areas", "polygons", "confidences", "class_ids")


def vector_columns(artifact_data: Any) -> tuple[dict[str, list[Any]], dict[str, Any]]:
    """The index-aligned columns (missing ones filled with None) and the class map of a vector artifact.

    VectorError names the first structural problem; geometries are not read here.
    """
    if not isinstance(artifact_data, dict):
        raise VectorError("a vector artifact is {data: {ids, areas, polygons, confidences, class_ids}, classes}")
    data = artifact_data.get("data", artifact_data)
    if not isinstance(data, dict) or not isinstance(data.get("ids"), list):
        raise VectorError("the vector artifact has no data.ids list")
    n = len(data["ids"])
    columns = {}
    for name in VECTOR_COLUMNS:
        values = data.get(name)
        if values is not None and (not isinstance(values, list) or len(values) != n):
            raise VectorError(f"data.{name} must be a list as long as data.ids")
        columns[name] = values if values is not None else [None] * n
    class_map = artifact_data.get("classes") or {}
    if not isinstance(class_map, dict):
        raise VectorError("classes is not an object")
    return columns, class_map


def decode_vector(descriptor: dict[str, Any], artifact_data: Any) -> VectorLayer:
    """Build a :class:`VectorLayer` from a ``vectors`` entry and its artifact.

    Features whose geometry cannot be decoded are listed in ``unreadable``
    instead of failing the whole layer.
    """
    columns, class_map = vector_columns(artifact_data)
    ids, polygons, areas = columns["ids"], columns["polygons"], columns["areas"]
    confidences, class_ids = columns["confidences"], columns["class_ids"]

    classes: dict[str, ClassInfo] = {}
    for c in descriptor.get("classes") or []:
        if isinstance(c, dict) and c.get("id") is not None:
            cid = str(c["id"])
            classes[cid] = ClassInfo(cid, str(c.get("name") or cid), str(c.get("color") or ""))

    vector_id = str(descriptor.get("id", ""))
    features: list[Feature] = []
    unreadable: list[int] = []
    for i in range(len(ids)):
        try:
            fid = int(ids[i])
        except (TypeError, ValueError) as exc:
            raise VectorError(f"data.ids[{i}] is not an integer") from exc
        try:
            geom = decode_wkb_b64(polygons[i])
        except ValueError:
            unreadable.append(fid)
            continue
        raw_class = class_ids[i]
        class_id = None if raw_class is None else str(class_map.get(str(raw_class), raw_class))
        area = _number(areas[i])
        features.append(Feature(
            id=fid,
            vector_id=vector_id,
            class_id=class_id,
            area=area if area is not None else ground_area(geom),
            confidence=_number(confidences[i]),
            geometry=geom,
        ))
    return VectorLayer(
        id=vector_id,
        name=str(descriptor.get("name") or vector_id),
        source=str(descriptor.get("source") or "annotated"),
        project=descriptor.get("project"),
        classes=classes,
        features=features,
        unreadable=unreadable,
    )


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def decode_wkb_b64(value: Any) -> BaseGeometry:
    """Decode a base64 WKB geometry; ValueError for anything unreadable or empty."""
    if not isinstance(value, str):
        raise ValueError("geometry is not a base64 string")
    try:
        geom = wkb.loads(base64.b64decode(value, validate=True))
    except (binascii.Error, ShapelyError, TypeError, ValueError) as exc:
        raise ValueError(f"unreadable WKB: {exc}") from exc
    if geom.is_empty:
        raise ValueError("empty geometry")
    return geom


def encode_wkb_b64(geom: BaseGeometry) -> str:
    return base64.b64encode(wkb.dumps(geom)).decode("ascii")


# --- Mercator to ground -------------------------------------------------------

def ground_scale(y: float) -> float:
    """Ground metres per Web Mercator unit at northing ``y`` (= cos(latitude))."""
    return 1.0 / math.cosh(y / EARTH_RADIUS)


def ground_area(geom: BaseGeometry) -> float:
    return geom.area * ground_scale(geom.centroid.y) ** 2


def ground_distance(a: BaseGeometry, b: BaseGeometry) -> float:
    y = (a.centroid.y + b.centroid.y) / 2.0
    return a.distance(b) * ground_scale(y)


def lonlat(x: float, y: float) -> tuple[float, float]:
    """EPSG:3857 to WGS84 longitude/latitude in degrees."""
    lon = math.degrees(x / EARTH_RADIUS)
    lat = math.degrees(math.atan(math.sinh(y / EARTH_RADIUS)))
    return lon, lat


# --- spatial index ---------------------------------------------------------------

class SpatialIndex:
    """Index positions of geometries, answering envelope queries in input order."""

    def __init__(self, geometries: Sequence[BaseGeometry]) -> None:
        self._geoms = list(geometries)
        self._position = {id(g): i for i, g in enumerate(self._geoms)}
        with warnings.catch_warnings():
            # shapely 1.8 announces the 2.0 API change on every construction
            warnings.simplefilter("ignore")
            self._tree = STRtree(self._geoms) if self._geoms else None

    def query(self, area: BaseGeometry) -> list[int]:
        if self._tree is None:
            return []
        hits = self._tree.query(area)
        if len(hits) and not isinstance(hits[0], BaseGeometry):  # shapely >= 2 returns positions
            return sorted(int(i) for i in hits)
        return sorted(self._position[id(g)] for g in hits)


# --- results ---------------------------------------------------------------------

@dataclass(frozen=True)
class Link:
    """One highlight pair: ``source`` is linked to ``target`` with ``value``."""

    source: Feature
    target: Feature
    value: float


def nearest_within(sources: Iterable[Feature], targets: Sequence[Feature],
                   max_distance: float) -> list[Link]:
    """For every source, its nearest target when that is at most ``max_distance`` ground metres.

    Sorted by distance, then by source id.
    """
    index = SpatialIndex([t.geometry for t in targets])
    links = []
    for s in sources:
        reach = max_distance / ground_scale(s.geometry.centroid.y)  # in map units
        minx, miny, maxx, maxy = s.geometry.bounds
        best: tuple[float, int, Feature] | None = None
        for i in index.query(box(minx - reach, miny - reach, maxx + reach, maxy + reach)):
            t = targets[i]
            if t is s:
                continue
            d = ground_distance(s.geometry, t.geometry)
            if d <= max_distance and (best is None or (d, t.id) < best[:2]):
                best = (d, t.id, t)
        if best is not None:
            links.append(Link(s, best[2], round(best[0], 2)))
    links.sort(key=lambda link: (link.value, link.source.id))
    return links


def overlapping_pairs(features: Sequence[Feature], min_fraction: float = 1e-6) -> list[Link]:
    """Every pair of overlapping features, once.

    ``source`` is the smaller polygon of the pair and ``value`` the fraction of
    it that lies inside the other one (0-1), the highlight's ``linkValues``.
    Pairs that only touch are left out. Sorted by fraction, largest first.
    """
    polygons = [f for f in features if f.geometry.area > 0]
    index = SpatialIndex([f.geometry for f in polygons])
    links = []
    for i, a in enumerate(polygons):
        for j in index.query(a.geometry):
            if j <= i:
                continue
            b = polygons[j]
            shared = a.geometry.intersection(b.geometry).area
            small, large = (a, b) if a.geometry.area <= b.geometry.area else (b, a)
            fraction = shared / small.geometry.area
            if fraction > min_fraction:
                links.append(Link(small, large, round(min(fraction, 1.0), 4)))
    links.sort(key=lambda link: (-link.value, link.source.id, link.target.id))
    return links


@dataclass(frozen=True)
class Suggestion:
    geometry: Polygon
    confidence: float
    near: Feature


def suggest_in_gaps(anchors: Sequence[Feature], obstacles: Sequence[Feature],
                    limit: int = 5) -> list[Suggestion]:
    """Squares the size of a typical anchor, placed in free space beside anchors.

    Each anchor is tried east, north, west and south of itself, one anchor
    width plus half a width of clearance away. A candidate is kept when it
    keeps that clearance from every obstacle and every earlier suggestion and
    stays inside the anchors' extent grown by one width. Confidence grows with
    the number of anchors nearby (a gap inside a neighbourhood is more likely
    a missed house than open land).
    """
    anchors = [a for a in anchors if a.geometry.area > 0]
    if not anchors:
        return []
    side = math.sqrt(median(a.geometry.area for a in anchors))
    clearance = side / 2.0
    minx, miny, maxx, maxy = _bounds(a.geometry for a in anchors)
    extent = box(minx - side, miny - side, maxx + side, maxy + side)
    blocked = [o.geometry for o in obstacles]
    index = SpatialIndex(blocked)
    anchor_index = SpatialIndex([a.geometry for a in anchors])
    chosen: list[Suggestion] = []
    step = side + clearance
    for anchor in sorted(anchors, key=lambda a: (a.vector_id, a.id)):
        c = anchor.geometry.centroid
        for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            cx, cy = c.x + dx * step, c.y + dy * step
            square = box(cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2)
            if not extent.contains(square):
                continue
            zone = square.buffer(clearance)
            near = [blocked[i] for i in index.query(zone)] + [s.geometry for s in chosen]
            if any(g.distance(square) < clearance * 0.999 for g in near):  # 0.999: the anchor sits at exactly clearance
                continue
            neighbourhood = square.buffer(3 * side)
            neighbours = sum(1 for i in anchor_index.query(neighbourhood)
                             if anchors[i].geometry.intersects(neighbourhood))
            confidence = round(min(0.95, 0.4 + 0.1 * neighbours), 2)
            chosen.append(Suggestion(square, confidence, anchor))
    chosen.sort(key=lambda s: (-s.confidence, s.near.id, s.geometry.centroid.x, s.geometry.centroid.y))
    return chosen[:limit]


def features_in_bbox(features: Iterable[Feature], bbox: Sequence[float]) -> list[Feature]:
    """Features whose geometry intersects the EPSG:3857 ``bbox`` (minx, miny, maxx, maxy)."""
    area = box(*bbox)
    return [f for f in features if f.geometry.intersects(area)]


def _bounds(geoms: Iterable[BaseGeometry]) -> tuple[float, float, float, float]:
    bounds = [g.bounds for g in geoms]
    return (min(b[0] for b in bounds), min(b[1] for b in bounds),
            max(b[2] for b in bounds), max(b[3] for b in bounds))


def features_bbox(features: Sequence[Feature]) -> tuple[float, float, float, float] | None:
    if not features:
        return None
    return _bounds(f.geometry for f in features)


def png_size(data: bytes) -> tuple[int, int] | None:
    """Width and height from a PNG's IHDR chunk, or None when it is not a PNG."""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def shape_descriptor(geom: BaseGeometry) -> tuple[float, float, float]:
    """(log area, compactness, elongation): scale-aware but position-free."""
    area = max(geom.area, 1e-9)
    compactness = 4 * math.pi * area / max(geom.length, 1e-9) ** 2
    rect = geom.minimum_rotated_rectangle
    coords = list(rect.exterior.coords) if rect.geom_type == "Polygon" else []
    if len(coords) >= 4:
        sides = sorted(math.dist(coords[i], coords[i + 1]) for i in range(2))
        elongation = sides[0] / sides[1] if sides[1] > 0 else 1.0
    else:
        elongation = 0.0
    return math.log(area), compactness, elongation


def most_similar(samples: Sequence[Feature], candidates: Iterable[Feature], k: int = 3) -> list[Feature]:
    """The ``k`` candidates whose shape descriptor is nearest to any sample's (samples excluded)."""
    wanted = [shape_descriptor(s.geometry) for s in samples]
    if not wanted:
        return []
    taken = {(s.vector_id, s.id) for s in samples}
    scored = []
    for c in candidates:
        if (c.vector_id, c.id) in taken:
            continue
        d = shape_descriptor(c.geometry)
        score = min(abs(d[0] - w[0]) / 2 + abs(d[1] - w[1]) + abs(d[2] - w[2]) for w in wanted)
        scored.append((score, c.vector_id, c.id, c))
    scored.sort(key=lambda s: s[:3])
    return [s[3] for s in scored[:k]]
