"""Vector artifacts with the plain polygons projected in bulk: the same artifact, hash and notes as
projecting every feature as it is read, on real layers with awkward geometries in three CRSs."""

from __future__ import annotations

import pytest
from qgis.core import QgsGeometry, QgsProject

from geosense.geosense_dock.map import VectorRegistry
from geosense.geosense_dock.map import geometry as geo
from geosense.geosense_dock.map.compat import FIELD_DOUBLE, FIELD_INT, FIELD_STRING
from geosense.geosense_dock.map.geometry import CLIPPED, REPAIRED, SKIP_DUPLICATE_ID, SKIP_TRANSFORM, GeometryPrep
from geosense.geosense_dock.map.vector_artifact import LayerSnapshot, build_vector_artifact
from tests.qgis.test_map_helpers import box_wkt, make_layer


@pytest.fixture
def registry(qgis_new_project):
    QgsProject.instance().setEllipsoid("EPSG:7030")
    reg = VectorRegistry(QgsProject.instance())
    yield reg
    reg.close()


def both_ways(layer, registry, extra=()):
    bulk = build_vector_artifact(LayerSnapshot(layer, registry, extra_attributes=extra))
    one_by_one = build_vector_artifact(LayerSnapshot(layer, registry, extra_attributes=extra), bulk=False)
    assert bulk.artifact_data == one_by_one.artifact_data
    assert bulk.content_hash == one_by_one.content_hash
    assert bulk.notes == one_by_one.notes and bulk.count == one_by_one.count
    return bulk


def shapes(x0, y0, d):
    """Plain boxes, a one-part multipolygon, a hole, two parts, a bow tie and a box of 40 points."""
    ring = ", ".join(f"{x0 + d * i / 10} {y0}" for i in range(11)) + ", " + \
        ", ".join(f"{x0 + d} {y0 + d * i / 10}" for i in range(1, 11)) + ", " + \
        ", ".join(f"{x0 + d - d * i / 10} {y0 + d}" for i in range(1, 11)) + ", " + \
        ", ".join(f"{x0} {y0 + d - d * i / 10}" for i in range(1, 11))
    hole = (f"POLYGON(({x0} {y0}, {x0 + 4 * d} {y0}, {x0 + 4 * d} {y0 + 4 * d}, {x0} {y0 + 4 * d}, {x0} {y0}), "
            f"({x0 + d} {y0 + d}, {x0 + 2 * d} {y0 + d}, {x0 + 2 * d} {y0 + 2 * d}, {x0 + d} {y0 + d}))")
    return [
        box_wkt(x0, y0, x0 + d, y0 + d),
        f"MULTIPOLYGON((({x0} {y0}, {x0 + d} {y0}, {x0} {y0 + d}, {x0} {y0})))",
        hole,
        f"MULTIPOLYGON((({x0} {y0}, {x0 + d} {y0}, {x0} {y0 + d}, {x0} {y0})), "
        f"(({x0 + 2 * d} {y0}, {x0 + 3 * d} {y0}, {x0 + 2 * d} {y0 + d}, {x0 + 2 * d} {y0})))",
        f"POLYGON(({x0} {y0}, {x0 + d} {y0 + d}, {x0 + d} {y0}, {x0} {y0 + d}, {x0} {y0}))",
        f"POLYGON(({ring}))",
        box_wkt(x0 + 5 * d, y0, x0 + 6 * d, y0 + 2 * d),
    ]


@pytest.mark.parametrize("crs, x0, y0, d", [("EPSG:4326", 10.0, 50.0, 0.001), ("EPSG:32632", 500000.0, 5300000.0, 50.0),
                                           ("EPSG:3857", 1.1e6, 6.4e6, 60.0)])
def test_bulk_and_one_by_one_give_the_same_artifact(registry, crs, x0, y0, d):
    rows = [(wkt, [f"k{i % 3}", 0.1 * (i % 10), f"note {i}"]) for i, wkt in enumerate(shapes(x0, y0, d) * 3)]
    layer = make_layer("MultiPolygon", crs, "mixed", [("kind", FIELD_STRING), ("conf", FIELD_DOUBLE),
                                                      ("note", FIELD_STRING)], rows)
    registry.set_class_field(layer, "kind")
    registry.set_confidence_field(layer, "conf")
    result = both_ways(layer, registry, extra=("note",))
    assert result.count == len(rows) and result.notes[REPAIRED] == 3  # the bow ties
    assert result.artifact_data["data"]["attributes"]["note"][:2] == ["note 0", "note 1"]


def test_plain_polygons_are_projected_in_one_call_the_rest_on_their_own(registry):
    layer = make_layer("Polygon", "EPSG:4326", "p", [], [(w, []) for w in shapes(10.0, 50.0, 0.001)])
    prep = GeometryPrep(layer, QgsProject.instance())
    geometries = [f.geometry() for f in layer.getFeatures()]
    wkbs = [bytes(g.asWkb()) for g in geometries]
    projected = prep.mercator_wkbs(wkbs)
    # single rings (boxes, the one-part multipolygon, the 40-point ring, the bow tie's WKB) in bulk;
    # the hole and the two parts are left to project on their own
    assert [w is not None for w in projected] == [True, True, False, False, True, True, True]
    for geometry, wkb in zip(geometries, projected):
        if wkb is not None:
            assert wkb == bytes(prep.projected(QgsGeometry(geometry)).asWkb())  # to the bit


def test_beyond_the_mercator_latitudes_is_clipped_the_one_by_one_way(registry):
    rows = [(box_wkt(10.0, 50.0, 10.01, 50.01), []), (box_wkt(0, 80, 10, 89), []),
            (box_wkt(11.0, 50.0, 11.01, 50.01), [])]
    layer = make_layer("Polygon", "EPSG:4326", "arctic", [], rows)
    result = both_ways(layer, registry)
    assert result.count == 3 and result.notes[CLIPPED] == 1


def test_a_feature_that_does_not_project_is_skipped_and_its_id_goes_with_the_next(registry):
    # UTM coordinates far outside the earth: the transform fails for that polygon alone
    far = box_wkt(1e13, 1e13, 1e13 + 10, 1e13 + 10)
    rows = [(box_wkt(500000, 5300000, 500050, 5300050), [1]), (far, [7]),
            (box_wkt(500100, 5300000, 500150, 5300050), [7]), (box_wkt(500200, 5300000, 500250, 5300050), [7])]
    layer = make_layer("Polygon", "EPSG:32632", "far", [("ann", FIELD_INT)], rows)
    registry.set_annotation_ids_field(layer, "ann")
    result = both_ways(layer, registry)
    data = result.artifact_data["data"]
    assert data["ids"] == [1, 7] and result.notes[SKIP_TRANSFORM] == 1 and result.notes[SKIP_DUPLICATE_ID] == 1
    # the 7 that went is the box read after the one that could not go, not the one after that
    alone = make_layer("Polygon", "EPSG:32632", "alone", [], [(box_wkt(500100, 5300000, 500150, 5300050), [])])
    alone_data = build_vector_artifact(LayerSnapshot(alone, registry)).artifact_data["data"]
    assert data["polygons"][1] == alone_data["polygons"][0]


def test_without_access_to_the_polygon_memory_every_geometry_goes_on_its_own(registry, monkeypatch):
    # a Qt binding whose QPolygonF gives no pointer to its points (a fault no supported release has)
    layer = make_layer("Polygon", "EPSG:4326", "p", [], [(w, []) for w in shapes(10.0, 50.0, 0.001)])
    expected = build_vector_artifact(LayerSnapshot(layer, registry), bulk=False)

    class NoPointer(geo.QPolygonF):
        def data(self):
            raise TypeError("no pointer")

    monkeypatch.setattr(geo, "QPolygonF", NoPointer)
    result = build_vector_artifact(LayerSnapshot(layer, registry))
    assert result.artifact_data == expected.artifact_data and result.content_hash == expected.content_hash
