"""Building a FlyPix vector's memory layer: the bulk way gives what checking every polygon on its own gives."""

from __future__ import annotations

import base64
import logging
import math
import struct

from qgis.core import QgsGeometry

from geosense.geosense_dock.core.protocol.flypix_models import VectorFeatures
from geosense.geosense_dock.flypix import layers as fl

X, Y = 1_487_000.0, 6_889_000.0
CLASSES = [{"class_id": "c1", "name": "house", "color": "#e15759"}]


def b64(wkb: bytes) -> str:
    return base64.b64encode(wkb).decode("ascii")


def wkt_b64(wkt: str) -> str:
    return b64(bytes(QgsGeometry.fromWkt(wkt).asWkb()))


def square(x: float, y: float, size: float = 10.0) -> str:
    return (f"POLYGON(({x} {y},{x + size} {y},{x + size} {y + size},{x} {y + size},{x} {y}))")


def unclosed() -> str:
    raw = bytearray(QgsGeometry.fromWkt(square(X, Y)).asWkb())
    struct.pack_into("<d", raw, len(raw) - 16, X + 1.0)  # the last point is not the first
    return b64(bytes(raw))


def not_a_number() -> str:
    raw = bytearray(QgsGeometry.fromWkt(square(X, Y)).asWkb())
    struct.pack_into("<d", raw, 13 + 16, math.nan)
    return b64(bytes(raw))


POLYGONS = [
    wkt_b64(square(X, Y)),  # plain
    wkt_b64(f"MULTIPOLYGON((({X} {Y},{X + 5} {Y},{X + 5} {Y + 5},{X} {Y})))"),  # one-part multi
    None,  # unreadable
    "!!not base64!!",  # unreadable
    wkt_b64(f"POINT({X} {Y})"),  # not a polygon
    wkt_b64(f"POLYGON(({X} {Y},{X + 10} {Y + 10},{X + 10} {Y},{X} {Y + 10},{X} {Y}))"),  # a bow tie: repaired
    unclosed(),
    not_a_number(),
    wkt_b64(f"POLYGON(({X} {Y},{X + 10} {Y},{X + 10} {Y},{X + 10} {Y + 10},{X} {Y}))"),  # a duplicate node
    wkt_b64(f"POLYGON(({X} {Y},{X + 20} {Y},{X + 20} {Y + 20},{X} {Y + 20},{X} {Y}),"
            f"({X + 5} {Y + 5},{X + 6} {Y + 5},{X + 6} {Y + 6},{X + 5} {Y + 5}))"),  # a hole
    wkt_b64(f"POLYGON(({X} {Y},{X + 4} {Y},{X + 4} {Y + 4},{X + 2} {Y},{X} {Y + 4},{X} {Y}))"),  # touches itself
    wkt_b64(square(X + 100, Y + 100, 3.0)),  # plain, its area left to the plugin
]


def features() -> VectorFeatures:
    n = len(POLYGONS)
    areas = [float(i) for i in range(n)]
    areas[-1] = None
    return VectorFeatures(ids=list(range(1, n + 1)), polygons=list(POLYGONS), areas=areas,
                          confidences=[0.5] * n, class_ids=["c1"] * (n - 1) + [None])


def rows(layer):
    return [(f.attributes(), bytes(f.geometry().asWkb())) for f in layer.getFeatures()]


def test_the_bulk_build_is_the_one_by_one_build(caplog):
    with caplog.at_level(logging.WARNING, logger="geosense.flypix"):
        layer, notes = fl.build_annotation_layer("bulk", features(), CLASSES)
    said = [r.getMessage() for r in caplog.records]
    assert not [m for m in said if "feature by feature" in m]  # built in bulk
    assert any("2 unreadable geometry (skipped)" in m for m in said)  # the log has what was left out
    alone, alone_notes = fl._build_one_by_one("alone", features(), CLASSES)
    assert layer is not None and alone is not None
    assert layer.dataProvider().name() == "memory" and layer.crs().authid() == "EPSG:3857"
    assert layer.fields().names() == fl.annotation_fields().names()
    assert rows(layer) == rows(alone)
    assert notes == alone_notes
    assert notes[fl.UNREADABLE] == 2 and notes[fl.NOT_POLYGON] == 1 and notes[fl.INVALID] >= 1
    assert notes[fl.REPAIRED] >= 2
    kept = [f[fl.ID_FIELD] for f in layer.getFeatures()]
    assert kept == sorted(kept) and {1, 2, 10, 12} <= set(kept) and not {3, 4, 5} & set(kept)
    assert all(QgsGeometry(f.geometry()).isGeosValid() for f in layer.getFeatures())
    last = next(f for f in layer.getFeatures() if f[fl.ID_FIELD] == 12)
    assert last["area"] > 0 and not last["class_name"]


def test_a_cancelled_build_gives_no_layer():
    layer, _notes = fl.build_annotation_layer("bulk", features(), CLASSES, canceled=lambda: True)
    assert layer is None
