"""The link layer of a linked highlight: connecting lines (distance) or intersections (overlap).

Builds one new memory layer from the geometries of the linked ids; reads the
source layers only.
"""

from __future__ import annotations

from typing import Dict, Mapping, Optional, Sequence, Tuple

from qgis.core import (
    QgsCoordinateTransform,
    QgsDistanceArea,
    QgsFeature,
    QgsFeatureRequest,
    QgsGeometry,
    QgsProject,
    QgsVectorLayer,
)

from ...core.tools import HighlightToolData, format_length, format_percent
from ..compat import DISTANCE_METERS, POLYGON
from ..geometry import distance_area
from .sources import AnnotationSource


def _geometries(source: AnnotationSource, fid_of: Mapping[int, int]) -> Dict[int, QgsGeometry]:
    ann_of = {fid: ann for ann, fid in fid_of.items()}
    request = QgsFeatureRequest().setFilterFids(list(ann_of))
    request.setNoAttributes()
    return {ann_of[f.id()]: QgsGeometry(f.geometry()) for f in source.layer.getFeatures(request) if f.id() in ann_of}


def measure_link(ga: QgsGeometry, gb: QgsGeometry, distance: bool,
                 da: QgsDistanceArea) -> Tuple[Optional[QgsGeometry], float]:
    """What a link between two geometries (one CRS, that of ``da``) shows and measures.

    Distance: the shortest line from ``ga`` to ``gb`` and its length in metres (``da``: ellipsoidal
    when it has an ellipsoid). Overlap: the polygons ``ga`` and ``gb`` share (None when they share
    none) and their area as a share of the smaller geometry's (0 to 1).
    """
    if distance:
        line = ga.shortestLine(gb)
        return line, da.convertLengthMeasurement(da.measureLength(line), DISTANCE_METERS)
    inter = ga.intersection(gb)
    polys = [p for p in inter.asGeometryCollection() if p.type() == POLYGON] if not inter.isEmpty() else []
    smaller = min(ga.area(), gb.area())
    area = sum(p.area() for p in polys)
    measured = area / smaller if smaller > 0 else 0.0
    if not polys:
        return None, measured
    merged = QgsGeometry.collectGeometry(polys)
    merged.convertToMultiType()
    return merged, measured


def link_label(value: Optional[float], distance: bool) -> str:
    """The label of a link: a length (``4.3 m``) or a share (``42 %``)."""
    return format_length(value) if distance else format_percent(value)


def link_layer(
    payload: HighlightToolData,
    found: Mapping[int, Tuple[int, int]],
    srcs: Sequence[AnnotationSource],
    project: QgsProject,
    name: str,
) -> Optional[QgsVectorLayer]:
    """Connecting lines (distance) or intersections (overlap) between each id and its link."""
    pairs = [(i, a, b) for i, (a, b) in enumerate(zip(payload.ids, payload.links)) if a in found and b in found]
    if not pairs:
        return None
    crs = srcs[found[pairs[0][1]][0]].layer.crs()
    # geometries of every id involved, in the result CRS
    wanted: Dict[int, Dict[int, int]] = {}
    for _, a, b in pairs:
        for ann in (a, b):
            index, fid = found[ann]
            wanted.setdefault(index, {})[ann] = fid
    geoms: Dict[int, QgsGeometry] = {}
    for index, fid_of in wanted.items():
        part = _geometries(srcs[index], fid_of)
        src_crs = srcs[index].layer.crs()
        if src_crs != crs:
            xform = QgsCoordinateTransform(src_crs, crs, project)
            for g in part.values():
                g.transform(xform)
        geoms.update(part)
    distance = payload.link_type == "distance"
    geometry = "LineString" if distance else "MultiPolygon"
    layer = QgsVectorLayer(
        f"{geometry}?crs={crs.authid() or 'EPSG:3857'}&field=id:long&field=link_id:long&field=value:double"
        "&field=measured:double&field=given:double&field=label:string(40)",
        name,
        "memory",
    )
    if not crs.authid():
        layer.setCrs(crs)
    da = distance_area(crs, project)
    features = []
    for i, a, b in pairs:
        ga, gb = geoms.get(a), geoms.get(b)
        if ga is None or gb is None or ga.isEmpty() or gb.isEmpty():
            continue
        given = payload.link_values[i] if payload.link_values is not None else None
        f = QgsFeature(layer.fields())
        shape, measured = measure_link(ga, gb, distance, da)
        value = given if given is not None else measured
        label = link_label(value, distance)
        if shape is not None:
            f.setGeometry(shape)
        f.setAttributes([a, b, value, measured, given, label])
        features.append(f)
    layer.dataProvider().addFeatures(features)
    layer.updateExtents()
    return layer

