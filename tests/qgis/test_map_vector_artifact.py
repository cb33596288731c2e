"""Vector artifacts of real layers, checked against textbook formulas and shapely."""

from __future__ import annotations

import math

import pytest
from qgis.core import QgsGeometry, QgsProject

from geosense.geosense_dock.map import VectorRegistry, keys
from geosense.geosense_dock.map import geometry as geo
from geosense.geosense_dock.map.compat import FIELD_DOUBLE, FIELD_INT, FIELD_STRING
from geosense.geosense_dock.map.geometry import (
    CLIPPED,
    FLATTENED,
    REPAIRED,
    SEGMENTIZED,
    SKIP_DUPLICATE_ID,
    SKIP_EMPTY,
    SKIP_NO_ID,
    SKIP_TRANSFORM,
    GeometryPrep,
)
from geosense.geosense_dock.map.vector_artifact import LayerSnapshot, build_vector_artifact
from tests.qgis.test_map_helpers import R, box_wkt, decode, ellipsoid_rect_area, make_layer, mercator, meridian_arc


@pytest.fixture
def registry(qgis_new_project):
    QgsProject.instance().setEllipsoid("EPSG:7030")
    reg = VectorRegistry(QgsProject.instance())
    yield reg
    reg.close()


def build(layer, registry):
    return build_vector_artifact(LayerSnapshot(layer, registry))


def test_geographic_layer_reprojected_and_measured_on_the_ellipsoid(registry):
    layer = make_layer("Polygon", "EPSG:4326", "fields", [("conf", FIELD_DOUBLE)],
                       [(box_wkt(10.0, 50.0, 10.01, 50.01), [0.8]), (box_wkt(-70.0, -33.0, -69.99, -32.995), [0.3])])
    registry.set_confidence_field(layer, "conf")
    result = build(layer, registry)
    data = result.artifact_data["data"]
    assert result.count == 2 and not result.notes
    assert data["confidences"] == [0.8, 0.3]
    assert data["class_ids"] == [None, None] and result.artifact_data["classes"] == {}
    assert data["areas"][0] == pytest.approx(ellipsoid_rect_area(10.0, 50.0, 10.01, 50.01), rel=1e-6)
    assert data["areas"][1] == pytest.approx(ellipsoid_rect_area(-70.0, -33.0, -69.99, -32.995), rel=1e-6)
    poly = decode(data["polygons"][0])
    x0, y0 = mercator(10.0, 50.0)
    x1, y1 = mercator(10.01, 50.01)
    assert poly.bounds == pytest.approx((x0, y0, x1, y1), abs=1e-3)
    assert data["ids"] == sorted(f.id() for f in layer.getFeatures())


def test_utm_layer_reprojected_and_measured(registry):
    # a 1 km square on the central meridian of UTM 32N (9°E) at 48°N
    n0 = 0.9996 * meridian_arc(48.0)
    layer = make_layer("Polygon", "EPSG:32632", "utm", [], [(box_wkt(500000, n0, 501000, n0 + 1000), [])])
    data = build(layer, registry).artifact_data["data"]
    corner = decode(data["polygons"][0]).exterior.coords[0]  # (500000, n0) is 9°E 48°N exactly
    assert corner == pytest.approx(mercator(9.0, 48.0), abs=0.01)
    # the grid shrinks true distances by k0 = 0.9996 on the central meridian
    assert data["areas"][0] == pytest.approx(1e6 / 0.9996 ** 2, rel=2e-4)


def test_classes_ids_and_confidence_from_fields(registry):
    layer = make_layer("Polygon", "EPSG:3857", "h", [("kind", FIELD_STRING), ("ann", FIELD_INT),
                                                     ("score", FIELD_DOUBLE)],
                       [(box_wkt(0, 0, 10, 10), ["b", 100, 0.5]), (box_wkt(20, 0, 30, 10), ["a", 101, 1.7]),
                        (box_wkt(40, 0, 50, 10), [None, 102, None]), (box_wkt(60, 0, 70, 10), ["a", None, 0.1]),
                        (box_wkt(80, 0, 90, 10), ["a", 100, 0.1])])
    registry.set_class_field(layer, "kind")
    registry.set_annotation_ids_field(layer, "ann")
    registry.set_confidence_field(layer, "score")
    result = build(layer, registry)
    data = result.artifact_data["data"]
    classes = registry.classes(layer)
    assert [c.name for c in classes] == ["a", "b"]
    assert result.artifact_data["classes"] == {"0": classes[0].id, "1": classes[1].id}
    assert data["ids"] == [100, 101, 102]
    assert data["class_ids"] == [1, 0, None]
    assert data["confidences"] == [0.5, 1.0, 1.0]
    assert result.notes[SKIP_NO_ID] == 1 and result.notes[SKIP_DUPLICATE_ID] == 1
    assert result.skipped == 2
    assert "h: 3 annotations sent" in result.summary()


def test_bad_geometries_are_repaired_or_skipped_and_counted(registry):
    bowtie = "POLYGON((0 0, 10 10, 10 0, 0 10, 0 0))"
    curved = "CURVEPOLYGON(CIRCULARSTRING(0 0, 10 10, 20 0, 10 -10, 0 0))"
    with_z = "POLYGON Z((0 0 5, 10 0 5, 10 10 5, 0 10 5, 0 0 5))"
    layer = make_layer("Polygon", "EPSG:3857", "bad", [],
                       [(bowtie, []), ("", []), (curved, []), (with_z, []), ("POLYGON EMPTY", [])])
    result = build(layer, registry)
    data = result.artifact_data["data"]
    assert result.count == 3
    assert result.notes[SKIP_EMPTY] == 2
    assert result.notes[REPAIRED] == 1 and result.notes[SEGMENTIZED] == 1 and result.notes[FLATTENED] == 1
    shapes = [decode(p) for p in data["polygons"]]
    assert all(s.is_valid and not s.has_z for s in shapes)
    assert shapes[0].area == pytest.approx(50.0)  # the bow tie's two triangles
    assert shapes[1].area == pytest.approx(math.pi * 100, rel=0.01)  # the circle, segmentized
    # EPSG:3857 metres are not ground metres: the area is measured on the ellipsoid
    lon, lat = math.degrees(10 / R), math.degrees(math.atan(math.sinh(10 / R)))
    assert data["areas"][2] == pytest.approx(ellipsoid_rect_area(0, 0, lon, lat), rel=1e-4)


def test_polar_geographic_geometry_is_clipped_not_dropped(registry):
    layer = make_layer("Polygon", "EPSG:4326", "arctic", [], [(box_wkt(0, 80, 10, 89), [])])
    result = build(layer, registry)
    assert result.count == 1 and result.notes[CLIPPED] == 1
    assert decode(result.artifact_data["data"]["polygons"][0]).bounds[3] == pytest.approx(20037508.34, rel=1e-6)


def test_lines_and_points_travel_as_their_own_geometry(registry):
    lines = make_layer("LineString", "EPSG:4326", "roads", [], [("LINESTRING(0 0, 1 1)", [])])
    points = make_layer("MultiPoint", "EPSG:4326", "trees", [], [("MULTIPOINT((0 0), (1 1))", [])])
    ldata = build(lines, registry).artifact_data["data"]
    pdata = build(points, registry).artifact_data["data"]
    assert decode(ldata["polygons"][0]).geom_type == "LineString" and ldata["areas"] == [0.0]
    assert decode(pdata["polygons"][0]).geom_type == "MultiPoint"
    x, y = mercator(1, 1)
    assert list(decode(pdata["polygons"][0]).geoms[1].coords)[0] == pytest.approx((x, y), abs=1e-6)


def test_unsaved_edits_are_included_and_change_the_hash(registry):
    layer = make_layer("Polygon", "EPSG:3857", "h", [], [(box_wkt(0, 0, 10, 10), [])])
    first = build(layer, registry)
    assert build(layer, registry).content_hash == first.content_hash
    layer.startEditing()
    fid = next(layer.getFeatures()).id()
    from qgis.core import QgsGeometry

    layer.changeGeometry(fid, QgsGeometry.fromWkt(box_wkt(0, 0, 20, 10)))
    edited = build(layer, registry)
    assert edited.content_hash != first.content_hash
    assert decode(edited.artifact_data["data"]["polygons"][0]).area == pytest.approx(200.0)
    layer.rollBack()


def test_expression_classes_from_a_categorized_renderer(registry):
    from qgis.core import QgsCategorizedSymbolRenderer, QgsRendererCategory, QgsSymbol

    layer = make_layer("Polygon", "EPSG:3857", "h", [("h", FIELD_DOUBLE)],
                       [(box_wkt(0, 0, 1, 1), [3.0]), (box_wkt(2, 0, 3, 1), [12.0])])
    cats = [QgsRendererCategory("low", QgsSymbol.defaultSymbol(layer.geometryType()), "Low"),
            QgsRendererCategory("high", QgsSymbol.defaultSymbol(layer.geometryType()), "High")]
    layer.setRenderer(QgsCategorizedSymbolRenderer("CASE WHEN \"h\" > 10 THEN 'high' ELSE 'low' END", cats))
    data = build(layer, registry).artifact_data["data"]
    assert data["class_ids"] == [0, 1]
    assert keys.prop_json(layer, keys.CLASS_IDS)  # class ids were kept with the layer


# -- the plain polygons projected in bulk: the same artifact, hash and notes as one by one --------------


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
