"""The renderer's :class:`~geosense_dock.core.resolve.Resolver` over the user's QGIS layers.

Live properties of an annotation are computed from its geometry in EPSG:3857:
area in m² on the project ellipsoid (QgsDistanceArea); angle, length and width
from the oriented minimum bounding box; north-south height from the bounding
box; thickness as twice the pole-of-inaccessibility distance. Mercator lengths
are brought back to ground metres with the scale factor at the feature
(cos of its latitude), which is exact to well under 1% for features of a few km.

It only reads: it never selects, zooms or edits.
"""

from __future__ import annotations

import logging
import math
from collections import OrderedDict
from typing import Callable, List, Optional, Sequence, Tuple

from qgis.core import QgsExpression, QgsExpressionContext, QgsExpressionContextUtils, QgsGeometry
from qgis.PyQt.QtCore import QCoreApplication

from ..core.numbers import as_float
from ..core.resolve import AnnotationInfo, ClassInfo, RegionInfo, Unresolved, VectorInfo
from .compat import DISTANCE_METERS, LINE, POINT, POLYGON
from .contexts import parse_region_id
from .geometry import GeometryPrep, SkipFeature, mercator_scale
from .registry import VectorRegistry

log = logging.getLogger("geosense.map")

_CACHE_SIZE = 512


class QgisResolver:
    """Resolves ``<ref>``, ``<class>``, ``<vector>`` and region links against the project.

    ``active_layer``: callable returning the active layer (``iface.activeLayer``).
    Call :meth:`set_sent_vectors` with the vector ids of the last message so
    resolution without ``v`` follows the order they were sent in.
    """

    def __init__(self, registry: VectorRegistry, active_layer: Optional[Callable[[], object]] = None) -> None:
        self.registry = registry
        self.active_layer = active_layer or (lambda: None)
        self._sent: List[str] = []
        self._cache: OrderedDict[Tuple, AnnotationInfo] = OrderedDict()

    def set_sent_vectors(self, vector_ids: Sequence[str]) -> None:
        self._sent = list(vector_ids)

    # -- Resolver protocol -----------------------------------------------------------------

    def annotation(self, ann_id, vector_id, message_vectors=()):
        try:
            ann_id = int(ann_id)
        except (TypeError, ValueError):
            return Unresolved(f"{ann_id!r} is not an annotation id")
        if vector_id:
            layer = self.registry.layer_for(vector_id)
            if layer is None:
                return Unresolved("no layer of this project is that vector")
            info = self._annotation_in(layer, ann_id)
            return info if info is not None else Unresolved(f"{layer.name()} has no annotation {ann_id}")
        for layer in self._candidates(message_vectors):
            info = self._annotation_in(layer, ann_id)
            if info is not None:
                return info
        return Unresolved(f"no shared layer holds annotation {ann_id}")

    def class_(self, class_id, project, message_projects=()):
        layers = self.registry.shared_layers() + [lyr for lyr in self.registry.vector_layers()
                                                  if not self.registry.is_shared(lyr)]
        for layer in layers:
            cls = self.registry.class_scheme(layer).by_id(class_id)
            if cls is not None:
                return ClassInfo(cls.id, cls.name, cls.color, self.registry.project_id())
        return Unresolved("no layer of this project has that class")

    def vector(self, vector_id):
        layer = self.registry.layer_for(vector_id)
        if layer is None:
            return Unresolved("no layer of this project is that vector")
        return VectorInfo(vector_id, layer.name(), self.registry.source(layer), self.registry.project_id())

    def region(self, region_id):
        parsed = parse_region_id(str(region_id))
        if parsed is None:
            return Unresolved("not a region id of this project")
        layer = self.registry.layer_for(parsed[0])
        if layer is None or not self.registry.is_region_layer(layer):
            return Unresolved("no region layer holds this region")
        feature = self.registry.feature_for(layer, parsed[1])
        if feature is None:
            return Unresolved(f"{layer.name()} has no region {parsed[1]}")
        return RegionInfo(
            id=str(region_id),
            name=_display_name(layer, feature) or f"{layer.name()} {parsed[1]}",
            description=_text(feature, "description"),
            training=_text(feature, "training"),
            inference=_text(feature, "inference"),
            outline_svg_path=_outline(layer, feature),
        )

    def entity(self, entity_type, entity_id, project=None):
        """The map knows no app entities (rasters, models, projects): a link names them itself."""
        return Unresolved("app entities are not known here")

    # -- helpers ---------------------------------------------------------------------------

    def _candidates(self, message_vectors: Sequence[str]):
        order: List = []
        seen = set()

        def add(layer):
            if layer is not None and layer.id() not in seen:
                seen.add(layer.id())
                order.append(layer)

        for vid in message_vectors:
            add(self.registry.layer_for(vid))
        active = self.active_layer()
        if active is not None and self.registry.is_shared(active):
            add(active)
        for vid in self._sent:
            add(self.registry.layer_for(vid))
        for layer in self.registry.shared_layers():
            add(layer)
        return order

    def _annotation_in(self, layer, ann_id: int) -> Optional[AnnotationInfo]:
        key = (layer.id(), self.registry.generation(layer), self.registry.class_scheme(layer).signature(),
               self.registry.annotation_ids_field(layer), ann_id)  # the field: "" when the policy withholds it
        info = self._cache.get(key)
        if info is not None:
            self._cache.move_to_end(key)
            return info
        feature = self.registry.feature_for(layer, ann_id)
        if feature is None:
            return None
        info = annotation_info(self.registry, layer, feature, ann_id)
        self._cache[key] = info
        if len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)
        return info


def annotation_info(registry: VectorRegistry, layer, feature, ann_id: int) -> AnnotationInfo:
    """An annotation's class, confidence and live geometric properties."""
    scheme = registry.class_scheme(layer)
    cls = None
    if scheme.attribute:
        if scheme.is_expression:
            context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
            context.setFeature(feature)
            value = QgsExpression(scheme.attribute).evaluate(context)
        else:
            value = feature.attribute(scheme.attribute)
        index = scheme.index_for(value)
        cls = scheme.classes[index] if 0 <= index < len(scheme.classes) else None
    confidence = 1.0
    conf_field = registry.confidence_field(layer)
    if conf_field:
        value = as_float(feature.attribute(conf_field))
        confidence = 1.0 if value is None else min(1.0, max(0.0, value))
    name = cls.name if cls else layer.name()
    # where the feature ids are the annotation ids, the feature's id now: a reference from before the
    # layer was saved names the feature by the temporary id the save replaced
    by_fid = not registry.annotation_ids_field(layer)
    number = int(feature.id()) if by_fid else ann_id
    if by_fid and number < 0:
        # QGIS's temporary id of a feature added since the layer was last saved: saving gives it another
        label = QCoreApplication.translate("GeoSenseResolver", "{0} (not saved yet)").format(name)
    else:
        label = f"{name} {number}"
    base = dict(
        id=ann_id,
        vector_id=registry.vector_id(layer),
        vector_name=layer.name(),
        label=label,
        class_id=cls.id if cls else None,
        class_name=cls.name if cls else None,
        class_color=cls.color if cls else None,
        confidence=confidence,
    )
    prep = GeometryPrep(layer, registry.project)
    try:
        clean = prep.clean(feature.geometry())
        merc = prep.mercator(clean)
    except SkipFeature as skip:
        log.info("annotation %s of %s has no usable geometry: %s", ann_id, layer.name(), skip)
        return AnnotationInfo(**base)
    base.update(geometry_properties(merc, prep.geometry_type))
    base["area_m2"] = prep.area_m2(clean) if prep.geometry_type == POLYGON else None
    if prep.geometry_type == LINE:
        length = prep.area.measureLength(clean)
        base["length_m"] = prep.area.convertLengthMeasurement(length, DISTANCE_METERS)
    return AnnotationInfo(**base)


def geometry_properties(merc: QgsGeometry, geometry_type) -> dict:
    """Angle, lengths and positions of a geometry given in EPSG:3857."""
    box = merc.boundingBox()
    centre = box.center()
    centroid = merc.centroid().asPoint()
    k = mercator_scale(centroid.y())
    out = {"center": (centre.x(), centre.y()), "centroid": (centroid.x(), centroid.y())}
    if geometry_type == POINT and merc.constGet().partCount() <= 1:
        out["circumcenter"] = out["centroid"]
        return out
    _circle, circle_centre, _radius = merc.minimalEnclosingCircle()
    out["circumcenter"] = (circle_centre.x(), circle_centre.y())
    out["height_m"] = box.height() * k
    rect = merc.orientedMinimumBoundingBox()[0]
    ring = rect.asPolygon()[0] if not rect.isNull() and rect.asPolygon() else []
    if len(ring) >= 3:
        a, b, c = ring[0], ring[1], ring[2]
        side1 = math.hypot(b.x() - a.x(), b.y() - a.y())
        side2 = math.hypot(c.x() - b.x(), c.y() - b.y())
        dx, dy = (b.x() - a.x(), b.y() - a.y()) if side1 >= side2 else (c.x() - b.x(), c.y() - b.y())
        out["angle_deg"] = math.degrees(math.atan2(dx, dy)) % 180.0  # long axis, clockwise from north
        out["length_m"] = max(side1, side2) * k
        out["width_m"] = min(side1, side2) * k
    if geometry_type == POLYGON:
        tolerance = max(box.width(), box.height()) / 1000.0 or 1e-6
        _pole, distance = merc.poleOfInaccessibility(tolerance)
        out["thickness_m"] = 2.0 * distance * k
    return out


def _text(feature, name: str) -> str:
    if feature.fields().lookupField(name) < 0:
        return ""
    value = feature.attribute(name)
    if value is None or (hasattr(value, "isNull") and value.isNull()):
        return ""
    return str(value)


def _display_name(layer, feature) -> str:
    name = _text(feature, "name")
    if name:
        return name
    expression = layer.displayExpression()
    if not expression:
        return ""
    context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
    context.setFeature(feature)
    value = QgsExpression(expression).evaluate(context)
    return "" if value is None or (hasattr(value, "isNull") and value.isNull()) else str(value)


def _outline(layer, feature) -> str:
    """The feature's outer ring as an SVG path in a 0..16 box (north up)."""
    prep = GeometryPrep(layer)
    try:
        merc = prep.mercator(prep.clean(feature.geometry()))
    except SkipFeature:
        return ""
    if merc.type() != POLYGON:
        return ""
    parts = merc.asMultiPolygon() if merc.isMultipart() else [merc.asPolygon()]
    if not parts:
        return ""
    largest = max(parts, key=lambda p: QgsGeometry.fromPolygonXY(p).area())
    box = merc.boundingBox()
    size = max(box.width(), box.height()) or 1.0
    ring = QgsGeometry.fromPolylineXY(largest[0]).simplify(size / 64.0).asPolyline() or largest[0]
    pad_x = (size - box.width()) / 2.0
    pad_y = (size - box.height()) / 2.0
    points = [((p.x() - box.xMinimum() + pad_x) / size * 16.0, (box.yMaximum() - p.y() + pad_y) / size * 16.0)
              for p in ring[:-1]]
    if len(points) < 3:
        return ""
    return "M " + " L ".join(f"{x:.1f} {y:.1f}" for x, y in points) + " Z"
