"""Suggestions as a temporary layer and accepting them into the user's layers."""

from __future__ import annotations

import base64
import math
import struct

import pytest
from qgis.core import (
    NULL,
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsFeature,
    QgsGeometry,
    QgsVectorLayer,
    QgsWkbTypes,
)
from shapely.geometry import box

from geosense.geosense_dock.map import accept as A
from geosense.geosense_dock.map import keys
from geosense.geosense_dock.map.compat import WKB_POLYGON

# squares near 11.5 E / 48 N in EPSG:3857
X0, Y0 = 1280000.0, 6100000.0


def b64(geom):
    return base64.b64encode(geom.wkb).decode("ascii")


def artifact(n=4, confidences=(0.9, 0.6, 0.3, None)):
    out = []
    for i in range(n):
        g = box(X0 + i * 30, Y0, X0 + i * 30 + 12, Y0 + 10)
        entry = {"geometry": b64(g)}
        if confidences[i % len(confidences)] is not None:
            entry["confidence"] = confidences[i % len(confidences)]
        out.append(entry)
    return out


def target_layer(project, spec="MultiPolygon?crs=EPSG:3857", extra="&field=kind:string&field=height:double(10,2)"):
    layer = QgsVectorLayer(spec + extra, "houses", "memory")
    project.addMapLayer(layer)
    return layer


def test_suggestion_layer(project, manager):
    data = artifact() + [{"geometry": "***"}, {"confidence": 0.5}, {"geometry": b64(box(0, 0, 1, 1)), "confidence": 7}]
    outcome = manager.show_suggestions("art-1", data)
    assert outcome.success, outcome.message
    [layer] = outcome.result.layers()
    assert layer.customProperty(keys.SUGGESTION_ARTIFACT) == "art-1"
    assert layer.crs().authid() == "EPSG:3857"
    rows = {f["suggestion_index"]: f["confidence"] for f in layer.getFeatures()}
    assert sorted(rows) == [0, 1, 2, 3, 6]
    assert rows[0] == 0.9 and rows[3] is None or str(rows[3]) == "NULL"
    assert "2 skipped" in outcome.message or "3 skipped" in outcome.message
    assert layer.renderer().type() == "graduatedSymbol"
    bad = manager.show_suggestions("art-2", {"nope": 1})
    assert not bad.success and bad.error == "INVALID_PARAMETERS"


def test_accept_all_is_one_undo_step(project, manager):
    layer = manager.show_suggestions("art-1", artifact()).result.layers()[0]
    target = target_layer(project)
    target.startEditing()
    before = QgsFeature(target.fields())
    before.setGeometry(QgsGeometry.fromWkt(
        f"Polygon(({X0} {Y0 - 50}, {X0 + 5} {Y0 - 50}, {X0 + 5} {Y0 - 45}, {X0} {Y0 - 50}))"))
    assert target.addFeature(before)  # the user's own pending edit
    stack = target.undoStack()
    depth = stack.count()
    outcome = A.accept_suggestions(layer, target, None, class_field="kind", class_value="house")
    assert outcome.ok, outcome.reason
    assert outcome.added == 4 and stack.count() == depth + 1
    assert target.featureCount() == 5
    assert layer.featureCount() == 0  # accepted suggestions leave the suggestion layer
    kinds = [f["kind"] for f in target.getFeatures()]
    assert kinds.count("house") == 4
    assert all(QgsWkbTypes.isMultiType(f.geometry().wkbType()) for f in target.getFeatures() if f["kind"] == "house")
    stack.undo()
    assert target.featureCount() == 1  # one undo step restores, the user's edit survives
    assert target.isEditable()


def test_accept_starts_editing_and_does_not_commit(project, manager):
    layer = manager.show_suggestions("a", artifact(2)).result.layers()[0]
    target = target_layer(project)
    assert not target.isEditable()
    outcome = A.accept_suggestions(layer, target, [min(layer.allFeatureIds())])
    assert outcome.ok and target.isEditable() and target.isModified()
    assert target.dataProvider().featureCount() == 0  # still in the edit buffer
    assert layer.featureCount() == 1
    assert target.commitChanges()
    assert target.dataProvider().featureCount() == 1


def test_read_only_target_refused(project, manager):
    layer = manager.show_suggestions("a", artifact(2)).result.layers()[0]
    target = target_layer(project)
    target.setReadOnly(True)
    outcome = A.accept_suggestions(layer, target)
    assert not outcome.ok and "read-only" in outcome.reason
    assert not target.isEditable() and target.featureCount() == 0
    assert layer.featureCount() == 2


def test_geometry_type_mismatch_leaves_target_untouched(project, manager):
    layer = manager.show_suggestions("a", artifact(2)).result.layers()[0]
    target = target_layer(project, "LineString?crs=EPSG:3857")
    target.startEditing()
    depth = target.undoStack().count()
    outcome = A.accept_suggestions(layer, target)
    assert not outcome.ok and "line" in outcome.reason and "polygon" in outcome.reason
    assert target.undoStack().count() == depth and target.featureCount() == 0
    assert layer.featureCount() == 2
    assert target not in A.compatible_layers(project, layer.geometryType())


def test_crs_mismatch_transformed(project, manager):
    layer = manager.show_suggestions("a", artifact(1)).result.layers()[0]
    target = target_layer(project, "Polygon?crs=EPSG:25832")
    outcome = A.accept_suggestions(layer, target)
    assert outcome.ok
    [f] = list(target.getFeatures())
    xform = QgsCoordinateTransform(QgsCoordinateReferenceSystem("EPSG:3857"), target.crs(), project)
    expected = QgsGeometry.fromWkt(box(X0, Y0, X0 + 12, Y0 + 10).wkt)
    expected.transform(xform)
    assert f.geometry().wkbType() == WKB_POLYGON
    assert f.geometry().boundingBox().toString(2) == expected.boundingBox().toString(2)
    assert f.geometry().area() == pytest.approx(expected.area(), rel=1e-9)
    # 12 x 10 mercator units at 48 N are about 8.0 x 6.7 m on the ground
    assert 50 < f.geometry().area() < 56


def test_multi_to_single_and_z(project):
    target = target_layer(project, "PolygonZ?crs=EPSG:3857")
    geoms = [QgsGeometry.fromWkt("MultiPolygon(((0 0,1 0,1 1,0 0)),((5 5,6 5,6 6,5 5)))")]
    outcome = A.accept_geometries(target, geoms, QgsCoordinateReferenceSystem("EPSG:3857"))
    assert outcome.ok and outcome.added == 2  # each part a feature of the single-part layer
    assert {f.geometry().wkbType() for f in target.getFeatures()} == {QgsWkbTypes.addZ(WKB_POLYGON)}
    assert target.undoStack().count() == 1


def test_invalid_geometry_repaired_or_refused(project):
    target = target_layer(project)
    bowtie = QgsGeometry.fromWkt("Polygon((0 0, 10 10, 10 0, 0 10, 0 0))")
    outcome = A.accept_geometries(target, [bowtie], QgsCoordinateReferenceSystem("EPSG:3857"))
    assert outcome.ok and outcome.notes
    assert all(f.geometry().isGeosValid() for f in target.getFeatures())
    line = target_layer(project, "LineString?crs=EPSG:3857")
    refused = A.accept_geometries(line, [QgsGeometry.fromWkt("LineString(0 0, 1 1)"), bowtie],
                                  QgsCoordinateReferenceSystem("EPSG:3857"))
    assert not refused.ok and line.featureCount() == 0


def test_bad_class_value_refused_before_editing(project, manager):
    layer = manager.show_suggestions("a", artifact(1)).result.layers()[0]
    target = target_layer(project)
    outcome = A.accept_suggestions(layer, target, class_field="height", class_value="tall")
    assert not outcome.ok and "height" in outcome.reason
    assert not target.isEditable()
    missing = A.accept_suggestions(layer, target, class_field="nope", class_value="x")
    assert not missing.ok and "nope" in missing.reason


def test_failure_inside_the_command_keeps_other_edits(project, manager):
    layer = manager.show_suggestions("a", artifact(2)).result.layers()[0]
    target = target_layer(project)
    target.startEditing()
    mine = QgsFeature(target.fields())
    mine.setGeometry(QgsGeometry.fromWkt("Polygon((0 0, 1 0, 1 1, 0 0))"))
    target.addFeature(mine)
    depth = target.undoStack().count()

    def refuse(features, *args):
        return False

    target.addFeatures = refuse  # the provider says no half-way
    outcome = A.accept_suggestions(layer, target)
    assert not outcome.ok
    assert target.undoStack().count() == depth and target.featureCount() == 1
    assert target.isEditable() and layer.featureCount() == 2


def test_an_edit_command_left_open_on_the_target_is_refused_before_anything_is_written(project, manager):
    """Another tool's edit command is open on the target: ours would be nested in it and could not be undone
    alone, so a refusal half-way would leave part of the accept. Nothing is written, and the reason says so."""
    layer = manager.show_suggestions("a", artifact(2)).result.layers()[0]
    target = target_layer(project)
    target.startEditing()
    target.beginEditCommand("another tool")
    try:
        outcome = A.accept_suggestions(layer, target)
        assert not outcome.ok and "edit under way" in outcome.reason
        assert target.featureCount() == 0 and layer.featureCount() == 2
    finally:
        target.endEditCommand()
    assert A.accept_suggestions(layer, target).ok  # once it is finished
    target.rollBack()


def test_reject_removes_from_layer(project, manager):
    layer = manager.show_suggestions("a", artifact(3)).result.layers()[0]
    assert A.reject_suggestions(layer, [min(layer.allFeatureIds())]) == 1
    assert layer.featureCount() == 2


# -- geometries QGIS would store broken (GEOS alone lets them through) ----------------------------


def _polygon_wkb(*rings):
    raw = struct.pack("<BII", 1, 3, len(rings))
    for ring in rings:
        raw += struct.pack("<I", len(ring)) + b"".join(struct.pack("<dd", *p) for p in ring)
    return raw


OPEN_RING = [(X0, Y0), (X0 + 12, Y0), (X0 + 12, Y0 + 10), (X0, Y0 + 10)]  # the first point is not repeated


def _geometry(raw):
    geom = QgsGeometry()
    geom.fromWkb(raw)
    return geom


def qgis_errors(geom):
    return [e.what() for e in geom.validateGeometry(Qgis.GeometryValidationEngine.QgisInternal)]


def test_an_unclosed_ring_is_repaired_on_the_suggestion_layer_and_in_the_target(project, manager):
    raw = _polygon_wkb(OPEN_RING)
    assert _geometry(raw).isGeosValid() and qgis_errors(_geometry(raw))  # GEOS closes it while checking
    outcome = manager.show_suggestions("open", [{"geometry": base64.b64encode(raw).decode(), "confidence": 0.8}])
    assert outcome.success and "1 invalid geometry repaired" in outcome.message
    [layer] = outcome.result.layers()
    [suggestion] = layer.getFeatures()
    assert qgis_errors(suggestion.geometry()) == [] and suggestion.geometry().isGeosValid()
    target = target_layer(project)
    accepted = A.accept_suggestions(layer, target)
    assert accepted.ok, accepted.reason
    [kept] = target.getFeatures()
    ring = kept.geometry().constGet().geometryN(0).exteriorRing()
    assert qgis_errors(kept.geometry()) == [] and ring.isClosed() and ring.numPoints() == 5


def test_accepting_checks_with_the_qgis_validator_and_repairs_or_refuses(project):
    mercator = QgsCoordinateReferenceSystem("EPSG:3857")
    target = target_layer(project)
    hole = [(X0 + 2, Y0 + 2), (X0 + 4, Y0 + 2), (X0 + 4, Y0 + 4)]  # an open hole of three points
    closed = OPEN_RING + [OPEN_RING[0]]
    outcome = A.accept_geometries(target, [_geometry(_polygon_wkb(OPEN_RING)), _geometry(_polygon_wkb(closed, hole))],
                                  mercator)
    assert outcome.ok and outcome.notes == ["2 invalid geometries repaired"]
    assert [qgis_errors(f.geometry()) for f in target.getFeatures()] == [[], []]
    nan = [(X0, Y0), (math.nan, Y0), (X0 + 12, Y0 + 10), (X0, Y0 + 10), (X0, Y0)]
    for broken in ([(X0, Y0), (X0 + 12, Y0), (X0, Y0)], nan):
        refused = A.accept_geometries(target, [_geometry(_polygon_wkb(closed)), _geometry(_polygon_wkb(broken))],
                                      mercator)
        assert not refused.ok and "suggestion 2" in refused.reason and "cannot be repaired" in refused.reason
        assert target.featureCount() == 2  # untouched
    items, problems = A.decode_suggestions([{"geometry": base64.b64encode(_polygon_wkb(nan)).decode()}])
    assert items == [] and "cannot be repaired" in problems[0][1]


def test_flypix_regions_and_annotations_with_an_unclosed_ring_are_repaired():
    from geosense.geosense_dock.core.protocol.flypix_models import Region
    from geosense.geosense_dock.flypix import layers as fl

    value = base64.b64encode(_polygon_wkb(OPEN_RING)).decode()
    geom, why = fl.decode_polygon(value)
    assert why == fl.REPAIRED and qgis_errors(geom) == []
    layer, notes = fl.build_region_layer("regions", [Region("r1", value, "field", "", "", "TRAINING", "USE")])
    [region] = layer.getFeatures()
    assert qgis_errors(region.geometry()) == [] and notes == {fl.REPAIRED: 1}
    bad = base64.b64encode(_polygon_wkb([(0, 0), (1, 0), (0, 0)])).decode()
    assert fl.decode_polygon(bad) == (None, fl.INVALID)


def test_the_suggestions_confidence_goes_into_the_targets_confidence_field(project, manager):
    layer = manager.show_suggestions("conf", artifact()).result.layers()[0]  # 0.9, 0.6, 0.3, none
    target = target_layer(project, extra="&field=kind:string&field=score:double&field=height:double(10,2)")
    target.setCustomProperty(keys.CONFIDENCE_FIELD, "score")  # chosen in the layer's GeoSense settings
    outcome = A.accept_suggestions(layer, target, None, class_field="kind", class_value="house")
    assert outcome.ok, outcome.reason
    scores = sorted((f["score"] for f in target.getFeatures()), key=lambda v: (v is None or v == NULL, v))
    assert scores[:3] == [0.3, 0.6, 0.9]
    assert scores[3] is None or scores[3] == NULL  # a suggestion without confidence leaves the field empty
    assert all(f["height"] is None or f["height"] == NULL for f in target.getFeatures())  # no other field written


@pytest.mark.parametrize("extra, chosen", [("&field=kind:string&field=score:integer", "score"),
                                           ("&field=kind:string&field=score:string", "score"),
                                           ("&field=kind:string&field=score:double", ""),
                                           ("&field=kind:string&field=score:double", "kind")])
def test_no_confidence_is_written_without_a_decimal_confidence_field(project, manager, extra, chosen):
    layer = manager.show_suggestions("conf", artifact(2)).result.layers()[0]
    target = target_layer(project, extra=extra)
    if chosen:
        target.setCustomProperty(keys.CONFIDENCE_FIELD, chosen)
    assert A.confidence_field(target) == ""
    outcome = A.accept_suggestions(layer, target, None, class_field="kind", class_value="house")
    assert outcome.ok, outcome.reason
    assert [f["kind"] for f in target.getFeatures()] == ["house", "house"]  # the class, never a confidence
    if "score" in extra:
        assert all(f["score"] is None or f["score"] == NULL for f in target.getFeatures())
