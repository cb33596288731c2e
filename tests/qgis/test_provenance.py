"""Provenance of accepted suggestions in a real QGIS: GeoPackage targets, undo and redo, commits,
later edits, project save and reopen, Identify, the attribute form's field, chosen fields, and the
expression function in a rule-based renderer rendered by QGIS's own parallel render job."""

from __future__ import annotations

import base64
import json

import pytest
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsExpression,
    QgsExpressionContext,
    QgsExpressionContextUtils,
    QgsFeature,
    QgsFeatureRequest,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsMapRendererParallelJob,
    QgsMapSettings,
    QgsPointXY,
    QgsRectangle,
    QgsRuleBasedRenderer,
    QgsSymbol,
    QgsVectorFileWriter,
    QgsVectorLayer,
)
from qgis.gui import QgsAttributeForm, QgsMapToolIdentify
from qgis.PyQt.QtCore import QSize, Qt
from qgis.PyQt.QtGui import QColor
from qgis.PyQt.QtWidgets import QLabel, QPlainTextEdit, QTextEdit
from shapely.geometry import box

from geosense.geosense_dock.core.provenance import Provenance
from geosense.geosense_dock.i18n import translated
from geosense.geosense_dock.map import accept as A
from geosense.geosense_dock.map.compat import FIELD_STRING, POLYGON
from geosense.geosense_dock.map.provenance import ProvenanceTracker, expression, options, origin
from tests.qgis_support import wait_for

X0, Y0 = 1280000.0, 6100000.0
ORIGIN = {"conversation_id": "conv-1", "message_uid": "uid-1", "message_id": "msg_7",
          "excerpt": "Four new houses along the road", "backend": "websocket", "url": "ws://127.0.0.1:1/ws"}


def b64(geom):
    return base64.b64encode(geom.wkb).decode("ascii")


def artifact(confidences=(0.9, 0.6, 0.3, None)):
    out = []
    for i, conf in enumerate(confidences):
        entry = {"geometry": b64(box(X0 + i * 30, Y0, X0 + i * 30 + 12, Y0 + 10))}
        if conf is not None:
            entry["confidence"] = conf
        out.append(entry)
    return out


def gpkg_layer(tmp_path, project, name="houses"):
    return file_layer(tmp_path, project, name, "GPKG")


def file_layer(tmp_path, project, name, driver):
    """An empty multipolygon layer with a text field ``kind``, written by ``driver`` (GPKG, ESRI Shapefile) and
    added to the project."""
    path = str(tmp_path / f"{name}.{'gpkg' if driver == 'GPKG' else 'shp'}")
    fields = QgsFields()
    fields.append(QgsField("kind", FIELD_STRING))
    options_ = QgsVectorFileWriter.SaveVectorOptions()
    options_.driverName = driver
    if driver == "GPKG":
        options_.layerName = name
    writer = QgsVectorFileWriter.create(path, fields, QgsGeometry.fromWkt("MultiPolygon EMPTY").wkbType(),
                                        QgsCoordinateReferenceSystem("EPSG:3857"), project.transformContext(),
                                        options_)
    del writer
    layer = QgsVectorLayer(f"{path}|layername={name}" if driver == "GPKG" else path, name, "ogr")
    assert layer.isValid()
    project.addMapLayer(layer)
    return layer


@pytest.fixture
def tracker(project):
    t = ProvenanceTracker(project)
    assert expression.register(t.book)
    yield t
    t.unload()
    expression.unregister()


def suggestions(manager, confidences=(0.9, 0.6, 0.3, None)):
    outcome = manager.show_suggestions("art-p", artifact(confidences), origin=ORIGIN)
    assert outcome.success, outcome.message
    return outcome.result.layers()[0]


def records(tracker, layer):
    return tracker.book.layer(layer.id())


def test_accept_records_provenance_and_undo_redo_follow_it(project, manager, tracker, tmp_path):
    sugg = suggestions(manager)
    assert origin.origin_of(sugg)["message_uid"] == "uid-1"
    target = gpkg_layer(tmp_path, project)
    outcome = A.accept_suggestions(sugg, target, None, tracker=tracker)
    assert outcome.ok, outcome.reason
    recs = records(tracker, target)
    assert sorted(recs) == sorted(outcome.fids) and len(recs) == 4 and all(f < 0 for f in recs)
    confidences = sorted((r.confidence for r in recs.values()), key=lambda c: -1 if c is None else c)
    assert confidences == [None, 0.3, 0.6, 0.9]
    rec = next(iter(recs.values()))
    assert (rec.conversation_id, rec.message_uid, rec.message_id, rec.backend) == ("conv-1", "uid-1", "msg_7",
                                                                                   "websocket")
    assert rec.accepted_by == origin.user_name() and rec.accepted_at.endswith("+00:00") and not rec.edited

    target.undoStack().undo()  # the accept, as Ctrl+Z
    assert target.featureCount() == 0 and records(tracker, target) == {}
    target.undoStack().redo()
    assert target.featureCount() == 4 and sorted(records(tracker, target)) == sorted(outcome.fids)


def test_commit_moves_records_to_real_ids_and_edits_are_noted(project, manager, tracker, tmp_path):
    target = gpkg_layer(tmp_path, project)
    target.startEditing()
    mine = QgsFeature(target.fields())  # the user's own feature, added before the accept
    mine.setGeometry(QgsGeometry.fromWkt(f"MultiPolygon((({X0} {Y0 - 90}, {X0 + 5} {Y0 - 90}, "
                                         f"{X0 + 5} {Y0 - 85}, {X0} {Y0 - 90})))"))
    assert target.addFeature(mine)
    outcome = A.accept_suggestions(suggestions(manager), target, None, tracker=tracker)
    assert outcome.ok, outcome.reason
    shapes = {fid: target.getFeature(fid).geometry().asWkt(3) for fid in outcome.fids}
    by_shape = {shapes[fid]: rec for fid, rec in records(tracker, target).items()}
    assert target.commitChanges(), target.commitErrors()
    recs = records(tracker, target)
    assert len(recs) == 4 and all(fid > 0 for fid in recs)
    for fid, rec in recs.items():  # each record is on the feature it was made for
        assert by_shape[target.getFeature(fid).geometry().asWkt(3)] == rec
    users = [f.id() for f in target.getFeatures() if f.id() not in recs]
    assert len(users) == 1  # the user's own feature has none

    edited = sorted(recs)[0]
    target.startEditing()
    assert target.changeGeometry(edited, QgsGeometry.fromWkt(
        f"MultiPolygon((({X0} {Y0}, {X0 + 20} {Y0}, {X0 + 20} {Y0 + 20}, {X0} {Y0})))"))
    assert target.commitChanges()
    assert tracker.book.get(target.id(), edited).edited
    assert "edited since" in tracker.book.get(target.id(), edited).summary()
    assert sum(r.edited for r in records(tracker, target).values()) == 1

    target.startEditing()  # deleting a feature takes its record along; undoing the delete brings it back
    assert target.deleteFeature(edited)
    assert tracker.book.get(target.id(), edited) is None
    target.undoStack().undo()
    assert tracker.book.get(target.id(), edited) is not None
    target.rollBack()


def test_provenance_survives_saving_and_reopening_the_project(project, manager, tracker, tmp_path):
    target = gpkg_layer(tmp_path, project)
    assert A.accept_suggestions(suggestions(manager), target, None, tracker=tracker).ok
    assert target.commitChanges()
    saved = records(tracker, target)
    layer_id = target.id()
    path = str(tmp_path / "p.qgz")
    assert project.write(path)
    project.clear()
    assert tracker.book.count() == 0
    assert project.read(path)
    again = project.mapLayer(layer_id)
    assert isinstance(again, QgsVectorLayer)
    assert records(tracker, again) == saved
    # the virtual field came back with the project and still answers
    summaries = {f.id(): f[options.VIRTUAL_FIELD] for f in again.getFeatures()}
    assert all(str(s).startswith("Suggested by GeoSense") for s in summaries.values())
    assert again.fields().field(options.VIRTUAL_FIELD).alias() == "Suggested by GeoSense"


def test_unreadable_saved_provenance_is_reported_and_the_rest_kept(project, tracker, tmp_path):
    target = gpkg_layer(tmp_path, project)
    problems = []
    tracker.problem.connect(problems.append)
    saved = {"version": 1, "layers": {target.id(): {"1": {"confidence": 7}, "-3": {},
                                                     "2": {"message_id": "m", "accepted_by": "ann"}}}}
    project.writeEntry("GeoSense", "provenance", json.dumps(saved))
    tracker._on_read()
    assert list(records(tracker, target)) == [2]
    assert problems and "2 provenance records" in problems[0]


def test_identify_shows_suggested_by_geosense(project, manager, tracker, tmp_path, qgis_canvas):
    target = gpkg_layer(tmp_path, project)
    assert A.accept_suggestions(suggestions(manager), target, None, tracker=tracker).ok
    assert target.commitChanges()
    qgis_canvas.setDestinationCrs(target.crs())
    qgis_canvas.setLayers([target])
    qgis_canvas.setExtent(QgsRectangle(X0 - 20, Y0 - 20, X0 + 130, Y0 + 30))
    qgis_canvas.refresh()
    tool = QgsMapToolIdentify(qgis_canvas)
    point = qgis_canvas.getCoordinateTransform().transform(QgsPointXY(X0 + 6, Y0 + 5))
    results = tool.identify(int(point.x()), int(point.y()), [target], QgsMapToolIdentify.IdentifyMode.TopDownAll)
    assert len(results) == 1
    value = results[0].mFeature[options.VIRTUAL_FIELD]
    assert value.startswith("Suggested by GeoSense · “Four new houses along the road” · confidence 0.90")
    # the attribute form shows the same field, by its alias, read-only (an expression field)
    index = target.fields().lookupField(options.VIRTUAL_FIELD)
    assert target.expressionField(index) == options.VIRTUAL_EXPRESSION
    form = QgsAttributeForm(target, results[0].mFeature)
    try:
        labels = [w.text() for w in form.findChildren(QLabel)]
        assert any(t.startswith("Suggested by GeoSense") for t in labels), labels
        shown = [w for w in form.findChildren(QPlainTextEdit) + form.findChildren(QTextEdit)
                 if w.toPlainText() == value]  # a multi-line, plain text box
        assert shown and (not shown[0].isEnabled() or shown[0].isReadOnly())
    finally:
        form.deleteLater()


def test_chosen_fields_are_created_in_the_accept_s_undo_step(project, manager, tracker, tmp_path):
    target = gpkg_layer(tmp_path, project)
    options.set_field_names(target, {"confidence": "gs_conf", "accepted_by": "gs_by", "message_id": "gs_msg"})
    outcome = A.accept_suggestions(suggestions(manager), target, None, tracker=tracker)
    assert outcome.ok, outcome.reason
    assert target.undoStack().count() == 1  # fields and features: one step
    values = sorted(f["gs_conf"] for f in target.getFeatures() if f["gs_conf"] is not None
                     and str(f["gs_conf"]) != "NULL")
    assert values == [0.3, 0.6, 0.9]
    assert {f["gs_msg"] for f in target.getFeatures()} == {"msg_7"}
    target.undoStack().undo()
    assert target.fields().lookupField("gs_conf") < 0 and target.featureCount() == 0
    target.undoStack().redo()
    assert target.commitChanges(), target.commitErrors()
    reopened = QgsVectorLayer(target.source(), "again", "ogr")
    assert reopened.fields().lookupField("gs_by") >= 0
    assert {f["gs_by"] for f in reopened.getFeatures()} == {origin.user_name()}
    with pytest.raises(ValueError):
        options.set_field_names(target, {"confidence": "kind"})  # a text field cannot take a number
    with pytest.raises(ValueError):
        options.set_field_names(target, {"excerpt": "bad name"})


def test_expression_function_values(project, manager, tracker, tmp_path):
    target = gpkg_layer(tmp_path, project)
    assert A.accept_suggestions(suggestions(manager), target, None, tracker=tracker).ok
    context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(target))
    seen = []
    for feature in target.getFeatures():
        context.setFeature(feature)
        values = []
        for text in ("geosense_provenance('confidence')", "geosense_provenance('message_id')",
                     "geosense_provenance('suggested')", "geosense_provenance('edited')"):
            exp = QgsExpression(text)
            values.append(exp.evaluate(context))
            assert not exp.hasEvalError(), exp.evalErrorString()
        seen.append(values)
    assert sorted(v[0] for v in seen if v[0] is not None) == [0.3, 0.6, 0.9]
    assert all(v[1:] == ["msg_7", True, False] for v in seen)
    assert "call into Python" in expression._current.helpText()  # the help points to fields
    bad = QgsExpression("geosense_provenance('nope')")
    bad.evaluate(context)
    assert bad.hasEvalError() and "unknown key" in bad.evalErrorString()
    mine = QgsFeature(target.fields())
    mine.setId(999)
    context.setFeature(mine)
    assert QgsExpression("geosense_provenance('confidence')").evaluate(context) is None


def _render(layer, extent):
    settings = QgsMapSettings()
    settings.setLayers([layer])
    settings.setDestinationCrs(layer.crs())
    settings.setExtent(extent)
    settings.setOutputSize(QSize(300, 60))
    settings.setBackgroundColor(QColor("white"))
    job = QgsMapRendererParallelJob(settings)  # QGIS's render threads evaluate the function
    job.start()
    job.waitForFinished()
    return job.renderedImage(), settings


def test_rule_based_renderer_uses_the_function(project, manager, tracker, tmp_path):
    target = gpkg_layer(tmp_path, project)
    mine = QgsFeature(target.fields())
    mine.setGeometry(QgsGeometry.fromWkt(f"MultiPolygon((({X0 + 120} {Y0}, {X0 + 132} {Y0}, "
                                         f"{X0 + 132} {Y0 + 10}, {X0 + 120} {Y0 + 10}, {X0 + 120} {Y0})))"))
    target.startEditing()
    assert target.addFeature(mine)
    assert A.accept_suggestions(suggestions(manager, (0.9, 0.6, 0.3)), target, None, tracker=tracker).ok
    assert target.commitChanges()
    root = QgsRuleBasedRenderer.Rule(None)
    for expr, color in (("geosense_provenance('confidence') >= 0.5", "#ff0000"),
                        ("geosense_provenance('suggested') IS NOT NULL AND geosense_provenance('confidence') < 0.5",
                         "#0000ff"),
                        ("geosense_provenance('suggested') IS NULL", "#00ff00")):
        symbol = QgsSymbol.defaultSymbol(POLYGON)
        symbol.setColor(QColor(color))
        symbol.symbolLayer(0).setStrokeColor(QColor(color))
        root.appendChild(QgsRuleBasedRenderer.Rule(symbol, 0, 0, expr))
    target.setRenderer(QgsRuleBasedRenderer(root))
    extent = QgsRectangle(X0 - 3, Y0 - 25, X0 + 135, Y0 + 35)
    image, settings = _render(target, extent)
    transform = settings.mapToPixel()

    def color_at(x, y):
        p = transform.transform(QgsPointXY(x, y))
        return QColor(image.pixel(int(p.x()), int(p.y()))).name()

    assert color_at(X0 + 6, Y0 + 5) == "#ff0000"  # confidence 0.9
    assert color_at(X0 + 36, Y0 + 5) == "#ff0000"  # 0.6
    assert color_at(X0 + 66, Y0 + 5) == "#0000ff"  # 0.3
    assert color_at(X0 + 126, Y0 + 5) == "#00ff00"  # the user's own feature


def test_provenance_record_from_bad_json():
    with pytest.raises(ValueError):
        Provenance.from_dict({"confidence": True})
    with pytest.raises(ValueError):
        Provenance.from_dict({"message_id": ["x"]})
    assert Provenance.from_dict({"message_id": "m" * 5000}).message_id == "m" * 2000


def test_the_panel_s_provenance_dialog_stores_the_layer_s_choices(project, manager, tracker, tmp_path):
    from geosense.geosense_dock.ui.suggestion_panel import SuggestionPanel

    target = gpkg_layer(tmp_path, project)
    panel = SuggestionPanel(None, project)
    panel.tracker = tracker
    try:
        panel.set_layer(suggestions(manager))
        panel.target.setLayer(target)
        dialog = panel.edit_provenance()
        assert dialog is not None and dialog.isVisible() and not dialog.isModal()
        assert dialog.show_field.isChecked() and not dialog.write_box.isChecked()
        assert dialog.fast_note.textFormat() == Qt.TextFormat.PlainText and "gs_confidence" in dialog.fast_note.text()
        dialog.write_box.setChecked(True)
        dialog.names["confidence"].setText("kind")  # a text field: refused, the dialog stays open
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        assert dialog.isVisible() and "another type" in dialog.error.text()
        assert options.field_names(target) == {}
        dialog.names["confidence"].setText("")
        dialog.fill_suggested()
        dialog.show_field.setChecked(False)
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        assert not dialog.isVisible()
        assert options.field_names(target)["confidence"] == "gs_confidence" and not options.shows(target)
        # the next accept (through the panel) writes the fields and adds no virtual field
        panel.scope.setCurrentIndex(panel.scope.findData(2))
        assert panel.accept_scope(2), panel.status.text()
        assert target.fields().lookupField("gs_confidence") >= 0
        assert target.fields().lookupField(options.VIRTUAL_FIELD) < 0
        assert tracker.book.count(target.id()) == 4
        assert {f["gs_answer"] for f in target.getFeatures()} == {"“" + ORIGIN["excerpt"] + "”"}
        # showing it again adds the field at once, since the layer has provenance now
        dialog = panel.edit_provenance()
        dialog.show_field.setChecked(True)
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        assert target.fields().lookupField(options.VIRTUAL_FIELD) >= 0
    finally:
        panel.disconnect_project()
        panel.deleteLater()
    assert panel.provenance_dialog is None


def test_memory_layer_target_and_flypix_property_names(project, manager, tracker):
    from geosense.geosense_dock.flypix import layers as fl
    from geosense.geosense_dock.map.provenance import tracker as tracker_module

    # the tracker reads the FlyPix layers' own property and id field
    assert tracker_module.EXTERNAL_SOURCE_PROPERTY == fl.VECTOR_ID
    assert tracker_module.EXTERNAL_ID_FIELD == fl.ID_FIELD
    target = QgsVectorLayer("MultiPolygon?crs=EPSG:4326&field=kind:string", "scratch", "memory")
    project.addMapLayer(target)
    outcome = A.accept_suggestions(suggestions(manager), target, None, tracker=tracker)
    assert outcome.ok, outcome.reason
    assert target.commitChanges()
    recs = records(tracker, target)
    assert len(recs) == 4 and all(fid >= 0 for fid in recs)
    assert {target.getFeature(fid).id() for fid in recs} == set(recs)
    project.removeMapLayer(target.id())
    assert tracker.book.count() == 0  # a removed layer takes its records along


def test_commit_without_qgis_reporting_each_new_id_falls_back_on_the_commit_order(project, manager, tracker,
                                                                                    tmp_path):
    """The order QGIS commits added features in gives the new ids, should featureAdded not follow each
    featureDeleted (a QGIS that does not say so is made here by taking the tracker off that signal)."""
    target = gpkg_layer(tmp_path, project)
    target.startEditing()
    mine = QgsFeature(target.fields())
    mine.setGeometry(QgsGeometry.fromWkt(f"MultiPolygon((({X0} {Y0 - 90}, {X0 + 5} {Y0 - 90}, "
                                         f"{X0 + 5} {Y0 - 85}, {X0} {Y0 - 90})))"))
    assert target.addFeature(mine)
    outcome = A.accept_suggestions(suggestions(manager), target, None, tracker=tracker)
    shapes = {fid: target.getFeature(fid).geometry().asWkt(3) for fid in outcome.fids}
    by_shape = {shapes[fid]: rec for fid, rec in records(tracker, target).items()}
    for signal, slot in tracker._watched[target.id()]:
        if slot.func.__name__ == "_on_feature_added":
            signal.disconnect(slot)
    assert target.commitChanges(), target.commitErrors()
    recs = records(tracker, target)
    assert len(recs) == 4 and all(fid > 0 for fid in recs)
    for fid, rec in recs.items():
        assert by_shape[target.getFeature(fid).geometry().asWkt(3)] == rec


def _not_null_gpkg(tmp_path, project, name="strict"):
    """A GeoPackage layer with a NOT NULL field: a feature left without it makes the commit fail in the
    database, and the layer stays in edit mode with its edits."""
    from osgeo import ogr, osr

    path = str(tmp_path / f"{name}.gpkg")
    source = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(3857)
    table = source.CreateLayer(name, srs, ogr.wkbMultiPolygon)
    must = ogr.FieldDefn("must", ogr.OFTString)
    must.SetNullable(False)
    table.CreateField(must)
    source = None
    layer = QgsVectorLayer(f"{path}|layername={name}", name, "ogr")
    assert layer.isValid()
    project.addMapLayer(layer)
    return layer


def test_after_a_failed_commit_a_deleted_feature_s_record_goes_and_a_new_feature_gets_none(
        project, manager, tracker, tmp_path, qgis_app):
    """QGIS says nothing after beforeCommitChanges when a commit fails: the tracker must not go on taking
    the user's next deletion and addition for a commit giving a temporary id its real one (which moved the
    deleted suggestion's record onto the feature the user drew next)."""
    target = _not_null_gpkg(tmp_path, project)
    outcome = A.accept_suggestions(suggestions(manager), target, None, class_field="must", class_value="house",
                                   tracker=tracker)
    assert outcome.ok, outcome.reason
    unfinished = QgsFeature(target.fields())  # the user's own feature, its required field left empty
    unfinished.setGeometry(QgsGeometry.fromWkt(f"MultiPolygon((({X0} {Y0 - 50}, {X0 + 5} {Y0 - 50}, "
                                               f"{X0 + 5} {Y0 - 45}, {X0} {Y0 - 50})))"))
    assert target.addFeature(unfinished)
    assert not target.commitChanges() and target.isEditable()  # NOT NULL constraint failed
    assert target.commitErrors()
    qgis_app.processEvents()  # back in QGIS's event loop after the failed save, as in the desktop
    gone = outcome.fids[0]
    assert target.deleteFeature(gone)
    assert gone not in records(tracker, target) and len(records(tracker, target)) == 3
    mine = QgsFeature(target.fields())  # the user draws a feature of their own
    mine.setGeometry(QgsGeometry.fromWkt(f"MultiPolygon((({X0} {Y0 - 90}, {X0 + 5} {Y0 - 90}, "
                                         f"{X0 + 5} {Y0 - 85}, {X0} {Y0 - 90})))"))
    assert target.addFeature(mine)
    assert mine.id() not in records(tracker, target) and len(records(tracker, target)) == 3
    target.undoStack().undo()  # the drawing, then the deletion: the record comes back with its feature
    target.undoStack().undo()
    assert gone in [f.id() for f in target.getFeatures()]
    assert sorted(records(tracker, target)) == sorted(outcome.fids)
    target.rollBack()


def test_a_virtual_field_the_user_removed_is_not_added_again(project, manager, tracker, tmp_path):
    target = gpkg_layer(tmp_path, project)
    assert A.accept_suggestions(suggestions(manager), target, None, tracker=tracker).ok
    index = target.fields().lookupField(options.VIRTUAL_FIELD)
    assert index >= 0
    target.removeExpressionField(index)  # as Layer Properties → Fields does
    assert A.accept_suggestions(suggestions(manager), target, None, tracker=tracker).ok
    assert target.fields().lookupField(options.VIRTUAL_FIELD) < 0 and not options.shows(target)
    assert tracker.book.count(target.id()) == 8  # the provenance itself is kept
    options.set_shows(target, True, has_provenance=True)  # Provenance… turns it on again
    assert target.fields().lookupField(options.VIRTUAL_FIELD) >= 0


# ------------------------------------------------------------ the fast path: stored fields read natively

SUGGESTED_NAMES = {key: name for key, _type, name in options.WRITABLE}  # as Suggest names: the line is stored
COMPOSED_NAMES = {k: v for k, v in SUGGESTED_NAMES.items() if k != "summary"}  # the line is made from the items


def _virtual_values(layer, subset=False):
    """What Identify and the attribute table read: the virtual field through a feature request."""
    request = QgsFeatureRequest()
    if subset:  # only the virtual field asked for: QGIS fetches the columns its expression reads
        request.setSubsetOfAttributes([layer.fields().lookupField(options.VIRTUAL_FIELD)])
    return {f.id(): f[options.VIRTUAL_FIELD] for f in layer.getFeatures(request)}


def _function_values(tracker, layer):
    """The summary the expression function answers, for every feature (None where there is no record)."""
    recs = records(tracker, layer)
    return {f.id(): translated(recs[f.id()].summary()) if f.id() in recs else None for f in layer.getFeatures()}


def _assert_fast_path_matches(tracker, layer, without_python=True):
    expected = _function_values(tracker, layer)
    assert any(v is not None for v in expected.values())
    for subset in (False, True):
        got = {fid: (None if v is None or str(v) == "NULL" else v) for fid, v in _virtual_values(layer, subset).items()}
        assert got == expected
    if without_python:  # the same values with no Python function at all: QGIS reads the fields itself
        expression.unregister()
        try:
            assert not QgsExpression.isFunctionName(expression.NAME)
            native = QgsExpression(layer.expressionField(layer.fields().lookupField(options.VIRTUAL_FIELD)))
            assert not native.hasParserError(), native.parserErrorString()
            got = {fid: (None if v is None or str(v) == "NULL" else v) for fid, v in _virtual_values(layer).items()}
            assert {fid: v for fid, v in got.items() if expected[fid] is not None} == \
                {fid: v for fid, v in expected.items() if v is not None}
        finally:
            assert expression.register(tracker.book)


@pytest.mark.parametrize("names", [SUGGESTED_NAMES, COMPOSED_NAMES], ids=["stored line", "made from items"])
def test_stored_fields_make_the_virtual_field_native_through_commit_undo_and_reopen(project, manager, tracker,
                                                                                     tmp_path, names):
    target = gpkg_layer(tmp_path, project)
    options.set_field_names(target, names)
    target.startEditing()
    mine = QgsFeature(target.fields())  # the user's own feature: no provenance, NULL
    mine.setGeometry(QgsGeometry.fromWkt(f"MultiPolygon((({X0} {Y0 - 90}, {X0 + 5} {Y0 - 90}, "
                                         f"{X0 + 5} {Y0 - 85}, {X0} {Y0 - 90})))"))
    assert target.addFeature(mine)
    outcome = A.accept_suggestions(suggestions(manager), target, None, tracker=tracker)
    assert outcome.ok, outcome.reason
    index = target.fields().lookupField(options.VIRTUAL_FIELD)
    native = target.expressionField(index)
    assert native == options.wanted_expression(target) != options.VIRTUAL_EXPRESSION
    assert (native == options.native_expression(options.stored_summary_fields(target))) == (names is COMPOSED_NAMES)
    _assert_fast_path_matches(tracker, target)  # after the accept (the edit buffer's ids)
    assert "confidence 0.90" in " ".join(v for v in _function_values(tracker, target).values() if v)

    assert target.commitChanges(), target.commitErrors()
    assert all(fid > 0 for fid in records(tracker, target))
    _assert_fast_path_matches(tracker, target)  # after the commit (new ids)

    target.startEditing()  # a second accept, undone: its features and records go, the rest still match
    second = A.accept_suggestions(suggestions(manager, (0.2, 0.4)), target, None, tracker=tracker)
    assert second.ok and tracker.book.count(target.id()) == 6
    _assert_fast_path_matches(tracker, target)
    target.undoStack().undo()
    assert tracker.book.count(target.id()) == 4 and target.featureCount() == 5
    _assert_fast_path_matches(tracker, target)
    target.rollBack()

    layer_id = target.id()
    path = str(tmp_path / "fast.qgz")
    assert project.write(path)
    project.clear()
    assert project.read(path)
    again = project.mapLayer(layer_id)
    assert again.expressionField(again.fields().lookupField(options.VIRTUAL_FIELD)) == native
    _assert_fast_path_matches(tracker, again)  # after save and reopen
    # the form shows it as plain text, as the function's field
    setup = again.editorWidgetSetup(again.fields().lookupField(options.VIRTUAL_FIELD))
    assert setup.type() == "TextEdit" and setup.config().get("UseHtml") is False


def test_undoing_the_accept_that_created_the_fields_gives_the_function_back(project, manager, tracker, tmp_path):
    target = gpkg_layer(tmp_path, project)
    assert A.accept_suggestions(suggestions(manager, (0.7,)), target, None, tracker=tracker).ok  # before the fields
    assert target.commitChanges()
    index = target.fields().lookupField(options.VIRTUAL_FIELD)
    assert target.expressionField(index) == options.VIRTUAL_EXPRESSION
    options.set_field_names(target, SUGGESTED_NAMES)
    assert target.expressionField(index) == options.VIRTUAL_EXPRESSION  # the fields are not there yet
    assert A.accept_suggestions(suggestions(manager), target, None, tracker=tracker).ok
    index = target.fields().lookupField(options.VIRTUAL_FIELD)
    assert target.expressionField(index) != options.VIRTUAL_EXPRESSION
    # the feature accepted before the fields existed is answered by the function, the others natively
    _assert_fast_path_matches(tracker, target, without_python=False)
    target.undoStack().undo()  # the fields go with the accept: the virtual field reads the function again
    assert target.fields().lookupField("gs_confidence") < 0
    index = target.fields().lookupField(options.VIRTUAL_FIELD)
    assert target.expressionField(index) == options.VIRTUAL_EXPRESSION
    _assert_fast_path_matches(tracker, target, without_python=False)
    target.undoStack().redo()
    index = target.fields().lookupField(options.VIRTUAL_FIELD)
    assert target.expressionField(index) != options.VIRTUAL_EXPRESSION
    _assert_fast_path_matches(tracker, target, without_python=False)
    target.rollBack()


def test_a_rule_on_the_stored_confidence_styles_without_the_function(project, manager, tracker, tmp_path):
    target = gpkg_layer(tmp_path, project)
    options.set_field_names(target, {"confidence": "gs_confidence"})
    assert A.accept_suggestions(suggestions(manager, (0.9, 0.6, 0.3)), target, None, tracker=tracker).ok
    assert target.commitChanges()
    expression.unregister()  # QGIS alone draws it
    try:
        root = QgsRuleBasedRenderer.Rule(None)
        for expr, color in (('"gs_confidence" >= 0.5', "#ff0000"), ('"gs_confidence" < 0.5', "#0000ff")):
            symbol = QgsSymbol.defaultSymbol(POLYGON)
            symbol.setColor(QColor(color))
            symbol.symbolLayer(0).setStrokeColor(QColor(color))
            root.appendChild(QgsRuleBasedRenderer.Rule(symbol, 0, 0, expr))
        target.setRenderer(QgsRuleBasedRenderer(root))
        image, settings = _render(target, QgsRectangle(X0 - 3, Y0 - 25, X0 + 135, Y0 + 35))
        transform = settings.mapToPixel()

        def color_at(x, y):
            p = transform.transform(QgsPointXY(x, y))
            return QColor(image.pixel(int(p.x()), int(p.y()))).name()

        by_fid = {fid: rec.confidence for fid, rec in records(tracker, target).items()}
        assert sorted(by_fid.values()) == [0.3, 0.6, 0.9]
        assert [color_at(X0 + 6 + 30 * i, Y0 + 5) for i in range(3)] == ["#ff0000", "#ff0000", "#0000ff"]
    finally:
        assert expression.register(tracker.book)


@pytest.mark.parametrize("names", [SUGGESTED_NAMES, COMPOSED_NAMES], ids=["stored line", "made from items"])
@pytest.mark.parametrize("lang", ["fr", "de", "ja", "ko", "ru"])
def test_the_native_line_is_the_function_s_line_in_the_user_s_language(project, manager, tracker, lang, names):
    import sys
    from pathlib import Path

    from qgis.PyQt.QtCore import QCoreApplication, QTranslator

    root = Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root / "scripts"))
    import i18n as i18n_script  # the project's own builder, from scripts/

    i18n_script.build()
    translator = QTranslator()
    assert translator.load(str(root / "i18n" / f"geosense_{lang}.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        target = QgsVectorLayer("MultiPolygon?crs=EPSG:3857&field=kind:string", "scratch", "memory")
        project.addMapLayer(target)
        options.set_field_names(target, names)
        assert A.accept_suggestions(suggestions(manager), target, None, tracker=tracker).ok
        assert target.expressionField(target.fields().lookupField(options.VIRTUAL_FIELD)) != \
            options.VIRTUAL_EXPRESSION
        _assert_fast_path_matches(tracker, target)
        # the lines are translated, so the native expression was made from the translated templates
        assert not any(v.startswith("Suggested by") for v in _function_values(tracker, target).values() if v)
    finally:
        QCoreApplication.removeTranslator(translator)


def shapefile_layer(tmp_path, project, name="houses_shp"):
    layer = file_layer(tmp_path, project, name, "ESRI Shapefile")
    assert layer.storageType() == "ESRI Shapefile"
    return layer


def test_a_shapefile_gets_field_names_it_can_keep(project, manager, tracker, tmp_path):
    """A shapefile cuts field names at 10 characters: a longer name is refused (its save failed and left cut
    columns behind), the suggested names fit, and an accept with them saves whole."""
    from geosense.geosense_dock.ui.provenance_dialog import ProvenanceDialog

    target = shapefile_layer(tmp_path, project)
    with pytest.raises(ValueError, match="longer than the 10 characters"):
        options.set_field_names(target, {"conversation_id": "gs_conversation"})
    dialog = ProvenanceDialog(target, False)
    try:
        dialog.write_box.setChecked(True)
        dialog.fill_suggested()
        names = dialog.chosen_names()
    finally:
        dialog.deleteLater()
    assert names and all(len(name) <= 10 for name in names.values())
    options.set_field_names(target, names)
    outcome = A.accept_suggestions(suggestions(manager), target, None, tracker=tracker)
    assert outcome.ok, outcome.reason
    assert target.commitChanges(), target.commitErrors()
    reopened = QgsVectorLayer(target.source(), "again", "ogr")
    assert sorted(f.name() for f in reopened.fields()) == sorted(["kind", *names.values()])
    assert sorted(f[names["confidence"]] for f in reopened.getFeatures() if f[names["confidence"]])[-1] == 0.9


def test_discarding_the_edits_of_a_transaction_group_drops_their_records(project, manager, tracker, tmp_path):
    """In a project's transaction group the accepted features go to the database at once, and discarding the
    edits rolls the database back without undoing them one by one: their records go too (the database gives
    the ids out again: the user's next feature showed "Suggested by GeoSense")."""
    if hasattr(project, "setTransactionMode"):  # QGIS >= 3.26
        from qgis.core import Qgis

        project.setTransactionMode(Qgis.TransactionMode.AutomaticGroups)
    else:
        project.setAutoTransaction(True)
    try:
        target = gpkg_layer(tmp_path, project)
        outcome = A.accept_suggestions(suggestions(manager, (0.5, 0.6)), target, None, tracker=tracker)
        assert outcome.ok, outcome.reason
        assert len(records(tracker, target)) == 2
        assert target.rollBack()
        assert target.featureCount() == 0
        wait_for(lambda: records(tracker, target) == {}, 10, "the records of the features rolled back gone")
        assert target.startEditing()
        mine = QgsFeature(target.fields())
        mine.setGeometry(QgsGeometry.fromWkt("MultiPolygon(((0 0, 1 0, 1 1, 0 0)))"))
        assert target.addFeature(mine) and target.commitChanges(), target.commitErrors()
        [kept] = target.getFeatures()
        assert tracker.book.get(target.id(), kept.id()) is None  # the user's own: no provenance
    finally:
        if hasattr(project, "setTransactionMode"):
            from qgis.core import Qgis

            project.setTransactionMode(Qgis.TransactionMode.Disabled)
        else:
            project.setAutoTransaction(False)


def test_a_layer_that_reads_other_data_loses_its_records_a_filter_does_not(project, manager, tracker, tmp_path):
    """*Change Data Source* points the layer at other data: the records (by feature id) would name its features;
    they go. A filter on the same data keeps them."""
    target = gpkg_layer(tmp_path, project)
    outcome = A.accept_suggestions(suggestions(manager), target, None, tracker=tracker)
    assert outcome.ok and target.commitChanges(), target.commitErrors()
    assert len(records(tracker, target)) == 4
    target.setSubsetString('"kind" IS NULL OR "kind" <> \'x\'')
    assert len(records(tracker, target)) == 4
    other = gpkg_layer(tmp_path, project, name="surveyed")
    target.setDataSource(other.source(), target.name(), "ogr")
    assert records(tracker, target) == {}
