"""Visibility, position and selection contexts and ``initialState`` from the live map
(PROTOCOL.md sections 2 and 4). Everything here runs on the GUI thread and is cheap:
no feature of a shared layer is read unless an annotation id field must be looked up.
"""

from __future__ import annotations

import math
from typing import Dict, List, Optional, Sequence, Tuple

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeatureRequest,
    QgsMapSettings,
    QgsPointXY,
    QgsRectangle,
    QgsVectorLayer,
)

from ..core.numbers import as_int
from . import keys
from .classes import hidden_class_ids
from .compat import NO_GEOMETRY, layer_type_name
from .geometry import EARTH_RADIUS, MAX_MERCATOR_LAT, WEB_MERCATOR
from .registry import VectorRegistry

MERCATOR_HALF_WORLD = math.pi * EARTH_RADIUS  # 20037508.34...
WGS84 = QgsCoordinateReferenceSystem("EPSG:4326")
DECK_TILE_SIZE = 512  # deck.gl / Mapbox GL: at zoom 0 the world is 512 px wide


# -- visibility --------------------------------------------------------------------------------


def visibility_context(registry: VectorRegistry, scale: Optional[float] = None) -> Dict:
    """Which shared layers the user sees, which classes are switched off, which filter applies."""
    entries = []
    for layer in registry.shared_layers():
        visible = registry.is_visible(layer)
        if visible and scale and layer.hasScaleBasedVisibility() and not layer.isInScaleRange(scale):
            visible = False
        entry = {"id": registry.vector_id(layer), "visible": visible}
        hidden = hidden_class_ids(layer, registry.class_scheme(layer))
        if hidden:
            entry["hidden_classes"] = hidden
        subset = layer.subsetString().strip()
        if subset:
            entry["filter"] = subset
        entries.append(entry)
    return {"type": "visibility", "vectors": entries}


# -- position ----------------------------------------------------------------------------------


def visible_bbox_3857(settings: QgsMapSettings) -> List[float]:
    """Bounding box, in EPSG:3857, of what the map shows (the rotated view's corners included)."""
    crs = settings.destinationCrs()
    polygon = settings.visiblePolygon()
    corners = [QgsPointXY(polygon.at(i)) for i in range(min(4, polygon.count()))]
    if len(corners) < 3:
        extent = settings.visibleExtent()
        corners = [QgsPointXY(extent.xMinimum(), extent.yMinimum()), QgsPointXY(extent.xMaximum(), extent.yMaximum())]
    return bbox_to_3857(_densify(corners), crs, settings.transformContext())


def bbox_to_3857(points: Sequence[QgsPointXY], crs: QgsCoordinateReferenceSystem, context) -> List[float]:
    """Bounding box in EPSG:3857 of points in ``crs``, clamped to the mercator world."""
    if crs == WEB_MERCATOR:
        xs = [p.x() for p in points]
        ys = [p.y() for p in points]
    else:
        if crs.isGeographic():
            points = [QgsPointXY(min(180.0, max(-180.0, p.x())), min(MAX_MERCATOR_LAT, max(-MAX_MERCATOR_LAT, p.y())))
                      for p in points]
        ct = QgsCoordinateTransform(crs, WEB_MERCATOR, context)
        xs, ys = [], []
        for p in points:
            try:
                q = ct.transform(p)
            except QgsCsException:
                continue
            if math.isfinite(q.x()) and math.isfinite(q.y()):
                xs.append(q.x())
                ys.append(q.y())
        if not xs:
            rect = QgsRectangle(min(p.x() for p in points), min(p.y() for p in points),
                                max(p.x() for p in points), max(p.y() for p in points))
            try:
                box = ct.transformBoundingBox(rect, handle180Crossover=True)
            except QgsCsException:
                return [-MERCATOR_HALF_WORLD, -MERCATOR_HALF_WORLD, MERCATOR_HALF_WORLD, MERCATOR_HALF_WORLD]
            xs, ys = [box.xMinimum(), box.xMaximum()], [box.yMinimum(), box.yMaximum()]
    clamp = lambda v: min(MERCATOR_HALF_WORLD, max(-MERCATOR_HALF_WORLD, v))  # noqa: E731
    return [clamp(min(xs)), clamp(min(ys)), clamp(max(xs)), clamp(max(ys))]


def _densify(corners: Sequence[QgsPointXY], steps: int = 16) -> List[QgsPointXY]:
    """Points along the edges of the view polygon: reprojected edges bend."""
    out = []
    closed = list(corners) + [corners[0]]
    for a, b in zip(closed, closed[1:]):
        for i in range(steps):
            t = i / steps
            out.append(QgsPointXY(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t))
    return out


def position_context(settings: QgsMapSettings) -> Dict:
    return {"type": "position", "bbox": visible_bbox_3857(settings), "crs": "EPSG:3857"}


# -- selection ---------------------------------------------------------------------------------


def region_id(vector_id: str, ann_id: int) -> str:
    """Region ids on the wire: ``<vector id of the region layer>/<annotation id>``."""
    return f"{vector_id}/{ann_id}"


def parse_region_id(region: str) -> Optional[Tuple[str, int]]:
    vector_id, sep, ann = region.rpartition("/")
    if not sep or not vector_id:
        return None
    value = as_int(ann)
    return None if value is None else (vector_id, value)


def selection_context(registry: VectorRegistry) -> Dict:
    """Selected features of shared layers (annotations), region layers (regions) and the
    plugin's suggestion layers (suggestions)."""
    annotations: List[Dict] = []
    regions: List[Dict] = []
    suggestions: List[Dict] = []
    for layer in registry.vector_layers():
        count = layer.selectedFeatureCount()
        if not count:
            continue
        if registry.is_shared(layer):
            vid = registry.vector_id(layer)
            ann = registry.annotation_ids(layer, sorted(layer.selectedFeatureIds()))
            annotations += [{"id": a, "v": vid} for a in sorted(ann.values())]
        if registry.is_region_layer(layer):
            vid = registry.vector_id(layer)
            ann = registry.annotation_ids(layer, sorted(layer.selectedFeatureIds()))
            regions += [{"id": region_id(vid, a)} for a in sorted(ann.values())]
    for layer in registry.suggestion_layers():
        if not layer.selectedFeatureCount():
            continue
        artifact_id = str(layer.customProperty(keys.SUGGESTION_ARTIFACT))
        field = keys.SUGGESTION_INDEX_FIELD
        if layer.fields().lookupField(field) < 0:
            continue
        request = QgsFeatureRequest().setFilterFids(sorted(layer.selectedFeatureIds()))
        request.setFlags(NO_GEOMETRY)
        request.setSubsetOfAttributes([field], layer.fields())
        values = (as_int(f.attribute(field)) for f in layer.getFeatures(request))
        indices = sorted({i for i in values if i is not None})
        suggestions += [{"artifact_id": artifact_id, "index": i} for i in indices]
    return {"type": "selection", "annotations": annotations, "regions": regions, "suggestions": suggestions}


def selection_count(registry: VectorRegistry) -> int:
    """How many selected features a selection context would carry (for the chip)."""
    total = 0
    for layer in registry.vector_layers():
        if registry.is_shared(layer) or registry.is_region_layer(layer):
            total += layer.selectedFeatureCount()
    for layer in registry.suggestion_layers():
        total += layer.selectedFeatureCount()
    return total


# -- initialState ------------------------------------------------------------------------------


def mercator_resolution(settings: QgsMapSettings) -> float:
    """EPSG:3857 units per screen pixel at the centre of the view."""
    crs = settings.destinationCrs()
    centre = settings.visibleExtent().center()
    mupp = settings.mapUnitsPerPixel()
    if crs == WEB_MERCATOR:
        return mupp
    ct = QgsCoordinateTransform(crs, WEB_MERCATOR, settings.transformContext())
    try:
        a = ct.transform(centre)
        bx = ct.transform(QgsPointXY(centre.x() + mupp, centre.y()))
        by = ct.transform(QgsPointXY(centre.x(), centre.y() + mupp))
    except QgsCsException:
        return mupp
    dx = math.hypot(bx.x() - a.x(), bx.y() - a.y())
    dy = math.hypot(by.x() - a.x(), by.y() - a.y())
    value = math.sqrt(dx * dy)
    return value if math.isfinite(value) and value > 0 else mupp


def web_mercator_zoom(resolution: float) -> float:
    """deck.gl zoom for EPSG:3857 units per pixel (zoom 0: the world is 512 px wide)."""
    return math.log2(2 * MERCATOR_HALF_WORLD / (DECK_TILE_SIZE * resolution))


def view_state(settings: QgsMapSettings) -> Dict:
    centre = settings.visibleExtent().center()
    crs = settings.destinationCrs()
    lon, lat = centre.x(), centre.y()
    if crs != WGS84:
        try:
            p = QgsCoordinateTransform(crs, WGS84, settings.transformContext()).transform(centre)
            lon, lat = p.x(), p.y()
        except QgsCsException:
            lon, lat = 0.0, 0.0
    bearing = (-settings.rotation() + 180.0) % 360.0 - 180.0
    return {
        "longitude": lon,
        "latitude": lat,
        "zoom": web_mercator_zoom(mercator_resolution(settings)),
        "bearing": 0.0 if bearing == -0.0 else bearing,
    }


def wire_layer_id(registry: VectorRegistry, layer) -> str:
    """A shared layer is known to the agent by its vector id; others by their QGIS id."""
    if isinstance(layer, QgsVectorLayer) and registry.is_shared(layer):
        return registry.vector_id(layer)
    return layer.id()


def layer_state(registry: VectorRegistry) -> List[Dict]:
    """``[{id, type, visible, name}]`` of the project's layers in layer-tree order."""
    out = []
    for node in registry.project.layerTreeRoot().findLayers():
        layer = node.layer()
        if layer is None:
            continue
        out.append({"id": wire_layer_id(registry, layer), "type": layer_type_name(layer),
                    "visible": bool(node.isVisible()), "name": layer.name()})
    return out


def initial_state(registry: VectorRegistry, settings: QgsMapSettings, active_layer=None) -> Dict:
    return {
        "viewState": view_state(settings),
        "layers": layer_state(registry),
        "activeLayerId": wire_layer_id(registry, active_layer) if active_layer is not None else None,
    }
