"""Helpers for the map tests: real layers, a sized canvas, and independent math.

The expectations in the map tests never come from QGIS itself: mercator
coordinates, ellipsoidal areas and UTM northings are computed here from their
textbook formulas, shapes are checked with shapely.
"""

from __future__ import annotations

import base64
import math
from typing import Any, Iterable, Sequence, Tuple

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsField,
    QgsGeometry,
    QgsProject,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QSize
from shapely import wkb as shapely_wkb

from tests.qgis_support import wait_for

R = 6378137.0
WGS84_A = 6378137.0
WGS84_F = 1 / 298.257223563


def mercator(lon: float, lat: float) -> Tuple[float, float]:
    return R * math.radians(lon), R * math.log(math.tan(math.pi / 4 + math.radians(lat) / 2))


def ellipsoid_rect_area(lon1: float, lat1: float, lon2: float, lat2: float) -> float:
    """Area in m² of a lon/lat rectangle on the WGS84 ellipsoid (closed form, authalic)."""
    a, f = WGS84_A, WGS84_F
    e2 = f * (2 - f)
    e = math.sqrt(e2)
    b2 = (a * (1 - f)) ** 2

    def q(lat: float) -> float:
        s = math.sin(math.radians(lat))
        return s / (1 - e2 * s * s) + (1 / (2 * e)) * math.log((1 + e * s) / (1 - e * s))

    return abs(math.radians(lon2 - lon1)) * b2 / 2 * abs(q(lat2) - q(lat1))


def meridian_arc(lat: float, steps: int = 2000) -> float:
    """Length in m of the WGS84 meridian from the equator to ``lat`` (Simpson's rule)."""
    a, f = WGS84_A, WGS84_F
    e2 = f * (2 - f)
    phi = math.radians(lat)
    h = phi / steps

    def m(p: float) -> float:
        return a * (1 - e2) / (1 - e2 * math.sin(p) ** 2) ** 1.5

    total = m(0) + m(phi)
    for i in range(1, steps):
        total += (4 if i % 2 else 2) * m(i * h)
    return total * h / 3


def decode(b64: str):
    return shapely_wkb.loads(base64.b64decode(b64))


def make_layer(geometry: str, crs: str, name: str, fields: Sequence[Tuple[str, Any]] = (),
               rows: Iterable[Tuple[str, Sequence]] = (), add: bool = True) -> QgsVectorLayer:
    """A memory layer with ``rows`` of (wkt, attribute values); added to the project."""
    layer = QgsVectorLayer(f"{geometry}?crs={crs}", name, "memory")
    assert layer.isValid()
    provider = layer.dataProvider()
    provider.addAttributes([QgsField(n, t) for n, t in fields])
    layer.updateFields()
    features = []
    for wkt, values in rows:
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromWkt(wkt) if wkt else QgsGeometry())
        for i, v in enumerate(values):
            f.setAttribute(i, v)
        features.append(f)
    provider.addFeatures(features)
    layer.updateExtents()
    if add:
        QgsProject.instance().addMapLayer(layer)
    return layer


def box_wkt(x0: float, y0: float, x1: float, y1: float) -> str:
    return f"POLYGON(({x0} {y0}, {x1} {y0}, {x1} {y1}, {x0} {y1}, {x0} {y0}))"


def sized_canvas(canvas, width: int = 800, height: int = 500, crs: str = "EPSG:3857"):
    """Show the pytest-qgis canvas at a known size (the map settings follow only when shown)."""
    from qgis.PyQt.QtWidgets import QFrame

    canvas.setFrameShape(QFrame.Shape.NoFrame)
    canvas.window().show()
    canvas.resize(width, height)
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem(crs))
    canvas.setRotation(0)
    wait_for(lambda: canvas.mapSettings().outputSize() == QSize(width, height), 10, "the canvas size")
    return canvas
