"""Accepting suggestions follows QGIS's digitizing rules: avoid overlaps, topological editing, default values
and constraints, the attribute form, and shapes edited before they are accepted."""

from __future__ import annotations

import base64

import pytest
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsDefaultValue,
    QgsFeature,
    QgsFieldConstraints,
    QgsGeometry,
    QgsPointXY,
    QgsProject,
    QgsVectorLayer,
    QgsVectorLayerUtils,
)
from qgis.PyQt.QtWidgets import QMessageBox
from shapely.geometry import box

from geosense.geosense_dock.map import accept as A
from geosense.geosense_dock.ui.suggestion_panel import ATTRIBUTE_FORM, SCOPE_ALL, SCOPE_CURRENT, SuggestionPanel
from tests.qgis_support import DialogAnswerer, wait_for

X0, Y0 = 1280000.0, 6100000.0
MERCATOR = QgsCoordinateReferenceSystem("EPSG:3857")


def square(x, y, w=10.0, h=10.0):
    return QgsGeometry.fromWkt(box(X0 + x, Y0 + y, X0 + x + w, Y0 + y + h).wkt)


def layer_with(project, name, *geoms, fields="&field=kind:string&field=height:double(10,2)"):
    layer = QgsVectorLayer("Polygon?crs=EPSG:3857" + fields, name, "memory")
    for geom in geoms:
        feat = QgsFeature(layer.fields())
        feat.setGeometry(geom)
        layer.dataProvider().addFeature(feat)
    project.addMapLayer(layer)
    return layer


def suggestions_of(manager, *geoms):
    data = [{"geometry": base64.b64encode(bytes(g.asWkb())).decode(), "confidence": 0.9 - i * 0.1}
            for i, g in enumerate(geoms)]
    return manager.show_suggestions("art", data).result.layers()[0]


def mode(name):
    from qgis.core import Qgis

    owner = getattr(Qgis, "AvoidIntersectionsMode", None) or QgsProject.AvoidIntersectionsMode
    return getattr(owner, name)


@pytest.fixture
def rules(project):
    """The project's digitizing settings, back to QGIS's defaults after the test."""
    yield project
    project.setAvoidIntersectionsMode(mode("AllowIntersections"))
    project.setAvoidIntersectionsLayers([])
    project.setTopologicalEditing(False)


# -- avoid overlap --------------------------------------------------------------------------


def test_accepted_polygons_avoid_the_layers_the_project_names(rules, manager):
    project = rules
    other = layer_with(project, "parcels", square(0, 0))
    target = layer_with(project, "houses")
    suggestions = suggestions_of(manager, square(5, 0), square(2, 2, 4, 4), square(40, 0))
    allowed = A.accept_geometries(layer_with(project, "free"), [square(5, 0)], MERCATOR)
    assert allowed.ok and round(next(allowed_layer_areas(project, "free")), 3) == 100  # allowed: overlaps kept

    project.setAvoidIntersectionsMode(mode("AvoidIntersectionsLayers"))
    project.setAvoidIntersectionsLayers([other])
    outcome = A.accept_suggestions(suggestions, target)
    assert outcome.ok, outcome.reason
    areas = sorted(round(f.geometry().area(), 3) for f in target.getFeatures())
    assert areas == [50.0, 100.0]  # the overlapping half is cut off, the free one is whole
    assert all(not f.geometry().intersection(next(other.getFeatures()).geometry()).area() > 1e-6
               for f in target.getFeatures())
    assert outcome.skipped == [1] and any("suggestion 2" in note for note in outcome.notes)
    assert suggestions.featureCount() == 1  # the one with nothing left stays to be rejected
    assert target.undoStack().count() == 1


def allowed_layer_areas(project, name):
    return (f.geometry().area() for f in project.mapLayersByName(name)[0].getFeatures())


def test_a_suggestion_with_nothing_left_is_refused_with_the_reason_and_the_layer_untouched(rules, manager):
    project = rules
    target = layer_with(project, "houses", square(0, 0, 20, 20))
    project.setAvoidIntersectionsMode(mode("AvoidIntersectionsCurrentLayer"))
    suggestions = suggestions_of(manager, square(2, 2, 4, 4))
    outcome = A.accept_suggestions(suggestions, target)
    assert not outcome.ok and "suggestion 1" in outcome.reason and "overlap" in outcome.reason
    assert not target.isEditable() and target.featureCount() == 1 and suggestions.featureCount() == 1


def test_avoiding_the_target_itself_also_keeps_one_accepts_features_apart(rules, manager):
    project = rules
    target = layer_with(project, "houses", square(0, 0))
    project.setAvoidIntersectionsMode(mode("AvoidIntersectionsCurrentLayer"))
    outcome = A.accept_geometries(target, [square(5, 0), square(12, 0)], MERCATOR)
    assert outcome.ok, outcome.reason
    areas = sorted(round(f.geometry().area(), 3) for f in target.getFeatures())
    assert areas == [50.0, 70.0, 100.0]  # the second is cut by the first as when drawn one after the other


# -- topological editing ---------------------------------------------------------------------


def vertices(layer, fid):
    feat = layer.getFeature(fid)
    return {(round(p.x() - X0, 6), round(p.y() - Y0, 6)) for p in feat.geometry().vertices()}


@pytest.mark.parametrize("topological", [False, True])
def test_topological_editing_adds_the_new_vertices_to_the_neighbours(rules, topological):
    project = rules
    target = layer_with(project, "houses", square(0, 0))
    [neighbour] = target.allFeatureIds()
    project.setTopologicalEditing(topological)
    outcome = A.accept_geometries(target, [square(10, 5)], MERCATOR)  # its corner (10, 5) on the neighbour's edge
    assert outcome.ok, outcome.reason
    assert ((10.0, 5.0) in vertices(target, neighbour)) is topological
    target.undoStack().undo()  # one undo step takes the new vertex back too
    assert (10.0, 5.0) not in vertices(target, neighbour) and target.featureCount() == 1


# -- default values and constraints ------------------------------------------------------------


def test_new_features_get_the_default_values_including_apply_on_update(project):
    target = layer_with(project, "houses", fields="&field=kind:string&field=height:double(10,2)&field=source:string")
    fields = target.fields()
    target.setDefaultValueDefinition(fields.indexOf("height"), QgsDefaultValue("round($area, 1)"))
    target.setDefaultValueDefinition(fields.indexOf("source"), QgsDefaultValue("'survey'", True))
    target.setDefaultValueDefinition(fields.indexOf("kind"), QgsDefaultValue("'shed'", True))
    # what QGIS's Add Feature tool makes of the same feature on this QGIS (whether "apply on update"
    # overrides a given value on creation depends on the release)
    drawn = QgsVectorLayerUtils.createFeature(target, square(0, 0, 6, 5), {fields.indexOf("kind"): "house"},
                                              target.createExpressionContext())
    outcome = A.accept_geometries(target, [square(0, 0, 6, 5)], MERCATOR, class_field="kind", class_value="house")
    assert outcome.ok, outcome.reason
    [feat] = target.getFeatures()
    assert feat["height"] == 30.0 and feat["source"] == "survey"  # computed on the accepted geometry
    assert feat["kind"] == drawn["kind"] and drawn["kind"] in ("house", "shed")


def test_a_hard_constraint_refuses_the_accept_naming_suggestion_and_field(project, manager):
    target = layer_with(project, "houses")
    index = target.fields().indexOf("height")
    target.setFieldConstraint(index, QgsFieldConstraints.Constraint.ConstraintExpression,
                              QgsFieldConstraints.ConstraintStrength.ConstraintStrengthHard)
    target.setConstraintExpression(index, '"height" > 2', "taller than 2 m")
    target.setDefaultValueDefinition(index, QgsDefaultValue("if($area > 60, 5, 1)"))
    target.startEditing()
    depth = target.undoStack().count()
    suggestions = suggestions_of(manager, square(0, 0), square(40, 0, 5, 5))  # 100 m² passes, 25 m² does not
    outcome = A.accept_suggestions(suggestions, target)
    assert not outcome.ok
    assert "suggestion 2" in outcome.reason and "height" in outcome.reason and "taller than 2 m" in outcome.reason
    assert target.featureCount() == 0 and target.undoStack().count() == depth  # untouched
    assert suggestions.featureCount() == 2


def test_not_null_hard_and_soft_constraints(project):
    target = layer_with(project, "houses")
    kind = target.fields().indexOf("kind")
    target.setFieldConstraint(kind, QgsFieldConstraints.Constraint.ConstraintNotNull,
                              QgsFieldConstraints.ConstraintStrength.ConstraintStrengthHard)
    refused = A.accept_geometries(target, [square(0, 0)], MERCATOR)
    assert not refused.ok and "suggestion 1" in refused.reason and "kind" in refused.reason
    assert not target.isEditable() and target.featureCount() == 0
    target.setFieldConstraint(kind, QgsFieldConstraints.Constraint.ConstraintNotNull,
                              QgsFieldConstraints.ConstraintStrength.ConstraintStrengthSoft)
    warned = A.accept_geometries(target, [square(0, 0)], MERCATOR)
    assert warned.ok and any("kind" in note and "suggestion 1" in note for note in warned.notes)
    assert target.featureCount() == 1


# -- QGIS's attribute form -----------------------------------------------------------------------


@pytest.fixture
def panel(project, manager, qgis_canvas):
    target = layer_with(project, "houses")
    suggestions = suggestions_of(manager, square(0, 0), square(40, 0))
    widget = SuggestionPanel(qgis_canvas, project)
    widget.set_layer(suggestions)
    widget.target.setLayer(target)
    yield widget, suggestions, target
    widget.disconnect_project()
    widget.deleteLater()


def fill_kind(value):
    def answer(dialog):
        dialog.attributeForm().changeAttribute("kind", value)
        dialog.accept()

    return answer


def test_one_accepted_feature_opens_qgis_attribute_form(panel):
    widget, suggestions, target = panel
    A.set_form_suppressed(False)
    answerer = DialogAnswerer(ATTRIBUTE_FORM, [QMessageBox.StandardButton.Cancel, fill_kind("shed"),
                                               QMessageBox.StandardButton.Ok])
    try:
        assert not widget.accept_scope(SCOPE_CURRENT)  # cancelled: nothing accepted
        assert len(answerer.questions) == 1
        assert target.featureCount() == 0 and not target.isEditable() and suggestions.featureCount() == 2
        assert widget.status.text() == "Nothing accepted"
        assert widget.accept_scope(SCOPE_CURRENT)
        assert len(answerer.questions) == 2
        assert [f["kind"] for f in target.getFeatures()] == ["shed"]  # what the form said
        assert target.undoStack().count() == 1
        assert widget.accept_scope(SCOPE_ALL)  # the last one, through the form again
    finally:
        answerer.stop()
    assert len(answerer.questions) == 3


def test_several_features_or_the_suppressed_form_accept_without_it(panel):
    widget, suggestions, target = panel
    A.set_form_suppressed(True)
    answerer = DialogAnswerer(ATTRIBUTE_FORM, [])
    try:
        assert widget.accept_scope(SCOPE_CURRENT)
        A.set_form_suppressed(False)
        config = target.editFormConfig()
        config.setSuppress(A.SUPPRESS_ON)  # the layer's own choice wins
        target.setEditFormConfig(config)
        assert widget.accept_scope(SCOPE_CURRENT)
    finally:
        answerer.stop()
    assert answerer.questions == [] and target.featureCount() == 2 and suggestions.featureCount() == 0


# -- editing a suggestion before accepting -------------------------------------------------------------


def test_an_edited_suggestion_is_accepted_with_its_edited_shape(project, manager):
    target = layer_with(project, "houses")
    suggestions = suggestions_of(manager, square(0, 0), square(40, 0))
    first = min(suggestions.allFeatureIds())
    edited = QgsGeometry.fromPolygonXY([[QgsPointXY(X0, Y0), QgsPointXY(X0 + 10, Y0), QgsPointXY(X0 + 16, Y0 + 14),
                                         QgsPointXY(X0, Y0 + 10), QgsPointXY(X0, Y0)]])
    assert suggestions.startEditing()
    assert suggestions.changeGeometry(first, edited)  # what the vertex tool does with a dragged vertex
    outcome = A.accept_suggestions(suggestions, target, [first])
    assert outcome.ok, outcome.reason
    [kept] = target.getFeatures()
    assert kept.geometry().equals(QgsGeometry.fromMultiPolygonXY([edited.asPolygon()])) or \
        kept.geometry().area() == pytest.approx(edited.area())
    assert kept.geometry().area() == pytest.approx(edited.area())
    assert suggestions.isEditable() and not suggestions.isModified() and suggestions.featureCount() == 1
    assert suggestions.commitChanges()


def test_a_part_split_off_a_suggestion_leaves_the_layer_once_accepted(project, manager):
    """A suggestion split in two while editing: the new part has an id of the edit buffer (negative) until it is
    saved. Accepted with the rest, it leaves the suggestions too (it stayed, and could be accepted twice)."""
    target = layer_with(project, "houses")
    suggestions = suggestions_of(manager, square(0, 0), square(40, 0))
    first = min(suggestions.allFeatureIds())
    assert suggestions.startEditing()
    part = QgsFeature(suggestions.getFeature(first))
    part.setGeometry(square(80, 0))
    assert suggestions.addFeature(part)  # what Split Features does with the part it cuts off
    ids = [f.id() for f in suggestions.getFeatures()]
    assert len(ids) == 3 and any(fid < 0 for fid in ids)
    outcome = A.accept_suggestions(suggestions, target, ids)
    assert outcome.ok, outcome.reason
    assert target.featureCount() == 3
    assert suggestions.featureCount() == 0, [f.id() for f in suggestions.getFeatures()]
    assert suggestions.isEditable() and not suggestions.isModified()
    assert suggestions.commitChanges()


def test_edit_shape_makes_the_suggestion_layer_editable_and_active(panel, desktop_iface):
    widget, suggestions, target = panel
    widget.iface = desktop_iface
    widget.edit_button.click()
    assert widget.edit_button.isChecked() and suggestions.isEditable()
    assert desktop_iface.activeLayer() is suggestions
    fid = widget.current_fid()
    edited = square(-2, -2, 14, 14)
    assert suggestions.changeGeometry(fid, edited)
    widget.slider.setValue(85)  # filtering keeps the edit and the editing
    assert len(widget._order) == 1 and suggestions.isEditable() and widget.edit_button.isChecked()
    assert widget.current_fid() == fid
    assert widget.accept_scope(SCOPE_CURRENT)
    [kept] = target.getFeatures()
    assert kept.geometry().area() == pytest.approx(196.0)
    assert suggestions.isEditable()  # still editing the others
    suggestions.rollBack()  # stopping the edit from QGIS's toolbar unchecks the button
    wait_for(lambda: not widget.edit_button.isChecked(), 5, "the button to follow the layer")
    widget.edit_button.click()
    widget.edit_button.click()
    assert not suggestions.isEditable() and not widget.edit_button.isChecked()
