"""Geometry preparation for the wire: repair, flatten, measure, EPSG:3857, base64 WKB.

A :class:`GeometryPrep` is built on the GUI thread for one layer (it reads the
layer's CRS and the project's ellipsoid and transform context) and then used
from a worker thread: it holds copies only, never the layer.
"""

from __future__ import annotations

import base64
import logging
import math
from collections import Counter
from typing import Any, List, Optional, Sequence, Tuple

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCoordinateTransformContext,
    QgsCsException,
    QgsDistanceArea,
    QgsGeometry,
    QgsProject,
    QgsRectangle,
    QgsWkbTypes,
)
from qgis.PyQt.QtGui import QPolygonF

from ..core import wkb_rings
from .compat import AREA_SQUARE_METERS, LINE, POINT, POLYGON, WKB_GEOMETRYCOLLECTION, has_z_or_m, is_curved

np = wkb_rings.np  # None on a broken install: then every geometry is projected on its own
log = logging.getLogger("geosense.map")

WEB_MERCATOR = QgsCoordinateReferenceSystem("EPSG:3857")
EARTH_RADIUS = 6378137.0  # the sphere of EPSG:3857
MAX_MERCATOR_LAT = 85.0511287798066

# Why a feature was changed or left out; counted per layer and shown to the user.
REPAIRED = "invalid geometry repaired"
SEGMENTIZED = "curved geometry segmentized"
FLATTENED = "Z/M values dropped"
CLIPPED = "clipped to the latitude range of EPSG:3857"
SKIP_EMPTY = "empty or missing geometry"
SKIP_INVALID = "invalid geometry that could not be repaired"
SKIP_TRANSFORM = "outside the range of EPSG:3857"
SKIP_NO_ID = "no integer annotation id"
SKIP_DUPLICATE_ID = "duplicate annotation id"
SKIP_REASONS = (SKIP_EMPTY, SKIP_INVALID, SKIP_TRANSFORM, SKIP_NO_ID, SKIP_DUPLICATE_ID)


class SkipFeature(Exception):
    """A feature that cannot go on the wire; ``str()`` is one of the ``SKIP_*`` reasons."""


def to_mercator(crs: QgsCoordinateReferenceSystem, context: Optional[QgsCoordinateTransformContext] = None):
    context = context if context is not None else QgsProject.instance().transformContext()
    return QgsCoordinateTransform(crs, WEB_MERCATOR, context)


def project_ellipsoid(project: QgsProject) -> str:
    """The project's ellipsoid; WGS84 when the project measures planimetrically (areas stay m²)."""
    return measuring_ellipsoid(project.ellipsoid())


def measuring_ellipsoid(name: Optional[str]) -> str:
    """The ellipsoid GeoSense measures on for a chosen one: WGS84 for none ("" or "NONE")."""
    return name if name and name.upper() != "NONE" else "EPSG:7030"


def distance_area(crs, project: QgsProject, ellipsoid: Optional[str] = None, transform_context=None) -> QgsDistanceArea:
    """How GeoSense measures in ``crs``: on the project's ellipsoid, or on ``ellipsoid`` when one is given
    (a Processing context's); ``transform_context`` (else the project's) for the transform to it."""
    da = QgsDistanceArea()
    da.setSourceCrs(crs, transform_context if transform_context is not None else project.transformContext())
    da.setEllipsoid(measuring_ellipsoid(ellipsoid) if ellipsoid else project_ellipsoid(project))
    return da


def wkb_b64(geometry: QgsGeometry) -> str:
    return base64.b64encode(bytes(geometry.asWkb())).decode("ascii")


def mercator_scale(y: float) -> float:
    """Ground metres per EPSG:3857 unit at mercator northing ``y`` (cos of the latitude)."""
    return 1.0 / math.cosh(y / EARTH_RADIUS)


def mercator_to_lonlat(x: float, y: float) -> Tuple[float, float]:
    lon = math.degrees(x / EARTH_RADIUS)
    lat = math.degrees(math.atan(math.sinh(y / EARTH_RADIUS)))
    return lon, lat


BULK_CHUNK = 16384  # geometries projected in one call (bounds the temporary arrays)


def _transformed(transform: QgsCoordinateTransform, x: Any, y: Any) -> Optional[Tuple[Any, Any]]:
    """x and y (numpy arrays) through ``transform`` in one call (``transformPolygon`` on a ``QPolygonF``
    filled through its memory); ``None`` when that fails, or where the binding gives no such access."""
    n = int(x.size)
    polygon = QPolygonF(n)
    try:
        pointer = polygon.data()
        pointer.setsize(n * 16)
        xy = np.frombuffer(pointer, dtype=np.float64).reshape(n, 2)
        xy[:, 0] = x
        xy[:, 1] = y
        ends = (polygon.at(0), polygon.at(n - 1))
        if (ends[0].x(), ends[0].y(), ends[1].x(), ends[1].y()) != (x[0], y[0], x[-1], y[-1]):
            return None  # a QPointF that is not two doubles
        transform.transformPolygon(polygon)
        return xy[:, 0].copy(), xy[:, 1].copy()
    except QgsCsException:
        return None
    except (AttributeError, TypeError, ValueError, BufferError) as exc:
        log.debug("coordinates transformed one geometry at a time (%s)", exc)
        return None


class GeometryPrep:
    """Repairs one layer's geometries and brings them to EPSG:3857, counting what it did."""

    def __init__(self, layer, project: Optional[QgsProject] = None) -> None:
        project = project or QgsProject.instance()
        self.geometry_type = layer.geometryType()
        self.crs = layer.crs()
        self.transform = to_mercator(self.crs, project.transformContext())
        self.identity = self.crs == WEB_MERCATOR
        self.area = distance_area(self.crs, project)
        self.notes: Counter = Counter()
        # for fast(): what clean(), area_m2() and mercator() ask of every geometry, asked once
        self._polygons = self.geometry_type == POLYGON
        self._geographic = self.crs.isGeographic()
        self._measure = self.area.measureArea
        self._area_factor = float(self.area.convertAreaMeasurement(1.0, AREA_SQUARE_METERS))
        self._plain_types: dict = {}

    def fast(self, geometry: QgsGeometry) -> Optional[Tuple[float, QgsGeometry]]:
        """(area in m², geometry in EPSG:3857) of a geometry that needs no repair, segmentizing,
        flattening or clipping, with the same results as :meth:`clean`, :meth:`area_m2` and
        :meth:`mercator` and far fewer calls; ``None``: take the long way (which counts and raises)."""
        area = self.plain_area(geometry)
        if area is None:
            return None
        projected = self.projected(geometry)
        return None if projected is None else (area, projected)

    def plain_area(self, geometry: QgsGeometry) -> Optional[float]:
        """The first half of :meth:`fast`: the area in m² (0 for lines and points) of a geometry that
        needs no repair, segmentizing or flattening; ``None``: take the long way."""
        if geometry.isEmpty():  # also a null geometry
            return None
        plain = self._plain_types.get(geometry.wkbType())
        if plain is None:
            wkb_type = geometry.wkbType()
            plain = not is_curved(wkb_type) and not has_z_or_m(wkb_type)
            self._plain_types[wkb_type] = plain
        if not plain:
            return None
        if self._polygons:
            if not geometry.isGeosValid():
                return None
            try:
                area = self._measure(geometry) * self._area_factor
            except QgsCsException:  # QGIS 3.40 and later raise where 3.22 measured 0: the long way says why
                return None
            return area if math.isfinite(area) else 0.0
        if geometry.type() != self.geometry_type:
            return None
        return 0.0

    def projected(self, geometry: QgsGeometry) -> Optional[QgsGeometry]:
        """The second half of :meth:`fast`: ``geometry`` (one :meth:`plain_area` passed) brought to
        EPSG:3857 in place, unless it needs clipping or does not project (``None``: take the long way)."""
        if not self.identity:
            if self._geographic:
                box = geometry.boundingBox()
                if box.yMinimum() < -MAX_MERCATOR_LAT or box.yMaximum() > MAX_MERCATOR_LAT:
                    return None
            try:
                geometry.transform(self.transform)
            except QgsCsException:
                return None
        if not geometry.boundingBox().isFinite():
            return None
        return geometry

    @property
    def bulk(self) -> bool:
        """True when :meth:`mercator_wkbs` can project this layer's plain geometries all at once."""
        return self._polygons and np is not None

    def mercator_wkbs(self, wkbs: Sequence[bytes]) -> List[Optional[bytes]]:
        """The EPSG:3857 WKB of geometries :meth:`plain_area` passed, given as their WKB in the layer CRS:
        the bytes ``projected(geometry).asWkb()`` gives, the coordinates of a chunk transformed in one
        call. ``None`` where a geometry is to go through :meth:`projected` on its own (not a single ring,
        beyond the latitudes of EPSG:3857, or a transform that fails or gives a coordinate that is not
        finite: this check is stricter than the bounding box's, so a doubt always goes the one-by-one way).
        """
        out: List[Optional[bytes]] = [None] * len(wkbs)
        for start in range(0, len(wkbs), BULK_CHUNK):
            chunk = wkbs[start:start + BULK_CHUNK]
            out[start:start + len(chunk)] = self._mercator_chunk(chunk)
        return out

    def _mercator_chunk(self, wkbs: Sequence[bytes]) -> List[Optional[bytes]]:
        out: List[Optional[bytes]] = [None] * len(wkbs)
        rings = wkb_rings.SingleRings(wkbs)
        if not rings.rows.size:
            return out
        x, y = rings.coordinates()
        groups = rings.rows.size
        bad = np.zeros(x.size, dtype=bool)
        if not self.identity:
            if self._geographic:
                bad |= (y < -MAX_MERCATOR_LAT) | (y > MAX_MERCATOR_LAT)
            moved = _transformed(self.transform, x, y)
            if moved is None:
                return out
            x, y = moved
        bad |= ~(np.isfinite(x) & np.isfinite(y))
        good = np.bincount(rings.owner, weights=bad, minlength=groups) == 0
        rings.set_coordinates(x, y)
        for row in rings.rows[good].tolist():
            out[row] = rings.wkb(row)
        return out

    def clean(self, geometry: QgsGeometry) -> QgsGeometry:
        """A 2D, linear, valid copy in the layer CRS, or :class:`SkipFeature`."""
        if geometry is None or geometry.isNull() or geometry.isEmpty():
            raise SkipFeature(SKIP_EMPTY)
        g = QgsGeometry(geometry)
        wkb_type = g.wkbType()
        if is_curved(wkb_type):
            g = QgsGeometry(g.constGet().segmentize())
            self.notes[SEGMENTIZED] += 1
        if has_z_or_m(wkb_type):
            g.get().dropZValue()
            g.get().dropMValue()
            self.notes[FLATTENED] += 1
        if self.geometry_type == POLYGON and not g.isGeosValid():
            g = _keep_type(g.makeValid(), POLYGON)
            if g is None or g.isEmpty() or not g.isGeosValid():
                raise SkipFeature(SKIP_INVALID)
            self.notes[REPAIRED] += 1
        elif self.geometry_type != POLYGON and g.type() != self.geometry_type:
            raise SkipFeature(SKIP_INVALID)
        return g

    def area_m2(self, geometry: QgsGeometry) -> float:
        if self.geometry_type != POLYGON:
            return 0.0
        try:
            value = self.area.measureArea(geometry)
        except QgsCsException:  # beyond the ellipsoid's reach: 0, as QGIS 3.22 measures it (mercator() decides)
            return 0.0
        value = self.area.convertAreaMeasurement(value, AREA_SQUARE_METERS)
        return float(value) if math.isfinite(value) else 0.0

    def mercator(self, geometry: QgsGeometry) -> QgsGeometry:
        """A copy in EPSG:3857, or :class:`SkipFeature` when it does not project."""
        g = QgsGeometry(geometry)
        if not self.identity:
            if self.crs.isGeographic():
                box = g.boundingBox()
                if box.yMinimum() < -MAX_MERCATOR_LAT or box.yMaximum() > MAX_MERCATOR_LAT:
                    g = g.clipped(QgsRectangle(-180.0, -MAX_MERCATOR_LAT, 180.0, MAX_MERCATOR_LAT))
                    if g.isNull() or g.isEmpty():
                        raise SkipFeature(SKIP_TRANSFORM)
                    self.notes[CLIPPED] += 1
            try:
                g.transform(self.transform)
            except QgsCsException as exc:
                raise SkipFeature(SKIP_TRANSFORM) from exc
        box = g.boundingBox()
        if not all(math.isfinite(v) for v in (box.xMinimum(), box.yMinimum(), box.xMaximum(), box.yMaximum())):
            raise SkipFeature(SKIP_TRANSFORM)
        return g


def geometry_problems(geometry: QgsGeometry) -> List[str]:
    """What QGIS's own validator and GEOS find wrong with ``geometry`` (empty: valid).

    Both are asked: GEOS closes an unclosed ring while it checks, so a polygon
    that QGIS would store open passes GEOS alone.
    """
    errors = [e.what() for e in geometry.validateGeometry(Qgis.GeometryValidationEngine.QgisInternal)]
    if not geometry.isGeosValid():
        errors.append("not valid according to GEOS")
    return errors


def checked_geometry(geometry: QgsGeometry, geometry_type) -> Tuple[Optional[QgsGeometry], List[str]]:
    """A geometry from an agent or server, made fit for a layer of ``geometry_type``.

    Returns ``(geometry, [])`` when it is valid for both QGIS and GEOS,
    ``(repaired, problems)`` when ``makeValid`` could repair it (an unclosed
    ring, a bow tie), ``(None, problems)`` when it cannot be used (empty,
    not-a-number coordinates, a ring of fewer than four points).
    """
    if geometry is None or geometry.isNull() or geometry.isEmpty():
        return None, [SKIP_EMPTY]
    if geometry_type != POLYGON:  # duplicate nodes are fine in lines; GEOS finds what is not
        problems = [] if geometry.isGeosValid() else ["not valid according to GEOS"]
    else:
        problems = geometry_problems(geometry)
    if not problems:
        return geometry, []
    fixed = _keep_type(geometry.makeValid(), geometry_type)
    if fixed is None or fixed.isEmpty():
        return None, problems
    still = geometry_problems(fixed) if geometry_type == POLYGON else not fixed.isGeosValid()
    return (None, problems) if still else (fixed, problems)


def _keep_type(geometry: QgsGeometry, geometry_type) -> Optional[QgsGeometry]:
    """The parts of ``geometry`` of the wanted type (makeValid may add lines or points)."""
    if geometry is None or geometry.isNull():
        return None
    if geometry.type() == geometry_type and QgsWkbTypes.flatType(geometry.wkbType()) != WKB_GEOMETRYCOLLECTION:
        return geometry
    parts = [p for p in geometry.asGeometryCollection() if p.type() == geometry_type and not p.isEmpty()]
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else QgsGeometry.collectGeometry(parts)


__all__ = [
    "GeometryPrep", "SkipFeature", "WEB_MERCATOR", "wkb_b64", "mercator_scale", "mercator_to_lonlat",
    "checked_geometry", "geometry_problems", "to_mercator", "distance_area", "project_ellipsoid",
    "POINT", "LINE", "POLYGON",
]
