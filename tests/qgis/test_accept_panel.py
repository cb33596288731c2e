"""The suggestion review panel on a real canvas: step, filter, accept, reject."""

from __future__ import annotations

import base64

import pytest
from qgis.core import Qgis, QgsProject, QgsVectorLayer
from qgis.PyQt.QtWidgets import QMessageBox
from shapely.geometry import box

from geosense.geosense_dock.map import results as R
from geosense.geosense_dock.ui.suggestion_panel import SCOPE_ALL, SCOPE_CURRENT, SCOPE_SELECTED, SuggestionPanel
from tests.qgis_support import wheel

X0, Y0 = 1280000.0, 6100000.0


def data(confidences=(0.9, 0.4, None, 0.7)):
    out = []
    for i, c in enumerate(confidences):
        entry = {"geometry": base64.b64encode(box(X0 + 40 * i, Y0, X0 + 40 * i + 10, Y0 + 10).wkb).decode()}
        if c is not None:
            entry["confidence"] = c
        out.append(entry)
    return out


@pytest.fixture
def setup(qgis_new_project, qgis_canvas):
    project = QgsProject.instance()
    manager = R.ResultsManager(project, qgis_canvas)
    suggestions = manager.show_suggestions("art", data()).result.layers()[0]
    target = QgsVectorLayer("Polygon?crs=EPSG:4326&field=kind:string", "houses", "memory")
    lines = QgsVectorLayer("LineString?crs=EPSG:4326", "roads", "memory")
    project.addMapLayers([target, lines])
    panel = SuggestionPanel(qgis_canvas, project)
    panel.set_layer(suggestions)
    yield panel, suggestions, target, lines
    panel.disconnect_project()
    panel.deleteLater()
    manager.unload()
    project.clear()


def test_order_step_and_filter(setup):
    panel, suggestions, _target, _lines = setup
    conf = [suggestions.getFeature(f)["confidence"] for f in panel._order]
    assert conf[:3] == [0.9, 0.7, 0.4]  # best first, unknown last
    assert panel.position.text() == "1 of 4"
    panel.step(1)
    assert panel.current_fid() == panel._order[1]
    assert suggestions.selectedFeatureIds() == [panel._order[1]]
    panel.step(-2)
    assert panel._pos == 3
    panel.slider.setValue(60)
    assert len(panel._order) == 3  # 0.9, 0.7 and the one without confidence
    assert suggestions.featureCount() == 3


def test_targets_are_compatible_layers_only(setup):
    panel, _s, target, lines = setup
    excepted = {lyr.id() for lyr in panel.target.exceptedLayerList()}
    assert target.id() not in excepted and lines.id() in excepted
    assert _s.id() in excepted


def test_accept_current_selected_all_and_reject(setup):
    panel, suggestions, target, _lines = setup
    panel.target.setLayer(target)
    panel.class_field.setField("kind")
    panel.set_class_text("house")
    assert panel.accept_scope(SCOPE_CURRENT)
    assert target.featureCount() == 1 and suggestions.featureCount() == 3
    assert [f["kind"] for f in target.getFeatures()] == ["house"]
    suggestions.selectByIds(panel._order[:2])
    assert panel.accept_scope(SCOPE_SELECTED)
    assert target.featureCount() == 3 and suggestions.featureCount() == 1
    assert target.undoStack().count() == 2
    assert panel.reject_scope(SCOPE_ALL) == 1
    assert suggestions.featureCount() == 0 and panel.position.text() == "none left"
    assert not panel.accept_button.isEnabled()


def test_refusal_is_reported(setup):
    panel, suggestions, target, _lines = setup
    target.setReadOnly(True)
    panel.refresh_targets()
    got = []
    panel.message.connect(lambda text, level: got.append(text))
    assert not panel.accept_scope(SCOPE_ALL)  # no compatible target chosen
    assert got and suggestions.featureCount() == 4


def categorised(target, categories):
    from qgis.core import QgsCategorizedSymbolRenderer, QgsRendererCategory, QgsSymbol

    cats = [QgsRendererCategory(value, QgsSymbol.defaultSymbol(target.geometryType()), label)
            for value, label in categories]
    target.setRenderer(QgsCategorizedSymbolRenderer("kind", cats))


def retarget(panel, target):
    panel.target.setLayer(None)
    panel.target.setLayer(target)


def test_the_class_is_chosen_among_the_target_styles_classes_labels_shown_values_stored(setup):
    panel, _suggestions, target, _lines = setup
    categorised(target, [("house", "House"), ("b1", "Residential building")])
    retarget(panel, target)
    assert panel.class_field.currentField() == "kind"  # the field the style draws by
    shown = [panel.class_value.itemText(i) for i in range(panel.class_value.count())]
    assert shown == ["House", "Residential building (b1)"]
    panel.class_value.setCurrentIndex(1)  # picked from the list: the stored value
    assert panel.class_value_to_store() == "b1"
    panel.set_class_text("residential BUILDING")  # typed as the legend says it, any case
    assert panel.class_value_to_store() == "b1"
    panel.set_class_text("House")
    assert panel.accept_scope(SCOPE_CURRENT)
    assert [f["kind"] for f in target.getFeatures()] == ["house"]  # what the style draws
    from geosense.geosense_dock.map import accept as A

    assert A.not_drawn(target, panel.accepted_fids) == 0  # drawn by the style
    panel.set_class_text("something new")  # free text stays possible (a layer without such a category)
    assert panel.class_value_to_store() == "something new"


def test_the_answers_class_badge_preselects_the_class_else_the_last_one_used(setup, qgis_canvas):
    from geosense.geosense_dock.map import class_choices
    from geosense.geosense_dock.map.classes import build_scheme

    panel, suggestions, target, _lines = setup
    categorised(target, [("shed", "Shed"), ("house", "House")])
    scheme = build_scheme(target)  # the class ids the agent saw (kept on the layer)
    house_id = next(c.id for c in scheme.classes if c.name == "House")
    class_choices.remember_hints(suggestions, [(house_id, "Houses of the answer")])
    panel.set_layer(suggestions)
    retarget(panel, target)
    assert panel.class_value.currentText() == "House" and panel.class_value_to_store() == "house"

    # a badge of another layer's class: matched by its label
    class_choices.remember_hints(suggestions, [("not-a-class-of-this-layer", "shed")])
    panel.set_layer(suggestions)
    assert panel.class_value_to_store() == "shed"

    # no badge: the class last accepted into this layer and field
    suggestions.removeCustomProperty(class_choices.HINTS)
    panel.class_value.setCurrentIndex(1)
    assert panel.accept_scope(SCOPE_CURRENT)
    panel.set_layer(suggestions)
    assert panel.class_value_to_store() == "house"


def test_a_value_map_or_value_relation_gives_the_choices(setup):
    from qgis.core import QgsEditorWidgetSetup, QgsFeature

    panel, _suggestions, target, _lines = setup
    index = target.fields().lookupField("kind")
    target.setEditorWidgetSetup(index, QgsEditorWidgetSetup("ValueMap", {"map": [{"Barn": "barn"},
                                                                                  {"Farm house": "farmhouse"}]}))
    retarget(panel, target)
    panel.class_field.setField("kind")
    assert [panel.class_value.itemText(i) for i in range(panel.class_value.count())] == [
        "Barn", "Farm house (farmhouse)"]

    kinds = QgsVectorLayer("NoGeometry?field=code:string&field=name:string", "kinds", "memory")
    for code, name in (("c1", "Church"), ("s2", "School")):
        f = QgsFeature(kinds.fields())
        f.setAttributes([code, name])
        kinds.dataProvider().addFeature(f)
    QgsProject.instance().addMapLayer(kinds)
    target.setEditorWidgetSetup(index, QgsEditorWidgetSetup("ValueRelation", {
        "Layer": kinds.id(), "Key": "code", "Value": "name"}))
    retarget(panel, target)
    panel.class_field.setField("kind")
    assert [panel.class_value.itemText(i) for i in range(panel.class_value.count())] == [
        "Church (c1)", "School (s2)"]
    panel.set_class_text("school")
    assert panel.class_value_to_store() == "s2"


def test_a_value_the_style_would_not_draw_asks_first(setup):
    from geosense.geosense_dock.map import accept as A
    from geosense.geosense_dock.ui.suggestion_panel import NOT_DRAWN_QUESTION
    from tests.qgis_support import DialogAnswerer

    panel, suggestions, target, _lines = setup
    categorised(target, [("house", "House")])
    retarget(panel, target)
    said = []
    panel.message.connect(lambda text, level: said.append((text, level)))

    panel.set_class_text("barn")
    answers = DialogAnswerer(NOT_DRAWN_QUESTION, [QMessageBox.StandardButton.Cancel])
    try:
        assert not panel.accept_scope(SCOPE_CURRENT)  # cancelled: nothing written
        assert len(answers.questions) == 1 and "barn" in answers.questions[0] and "houses" in answers.questions[0]
        assert target.featureCount() == 0 and suggestions.featureCount() == 4

        answers.buttons = ["Add a category for it"]
        assert panel.accept_scope(SCOPE_CURRENT), (said, answers.questions)
        assert len(answers.questions) == 2
        assert [c.value() for c in target.renderer().categories()] == ["house", "barn"]
        assert A.not_drawn(target, panel.accepted_fids) == 0  # drawn, so Identify finds it
        assert said[-1][1] == int(Qgis.MessageLevel.Success)

        panel.set_class_text("stable")
        answers.buttons = ["Accept anyway"]
        assert panel.accept_scope(SCOPE_CURRENT)
        assert "1 of them are not drawn by the layer's style" in said[-1][0]
        assert said[-1][1] == int(Qgis.MessageLevel.Warning)

        panel.set_class_text("House")  # a value it draws: no question
        assert panel.accept_scope(SCOPE_CURRENT)
        assert len(answers.questions) == 3 and target.featureCount() == 3
    finally:
        answers.stop()


def test_what_changes_while_the_question_is_open_is_not_accepted(setup, qgis_canvas):
    """The question about an undrawn value is modal, and the world goes on under it: an answer arriving with new
    suggestions (the panel shows them), or the target removed. Their ids must not be accepted into the user's layer
    (memory layers count ids from 1 alike): nothing is accepted, and the user is told."""
    from geosense.geosense_dock.ui.suggestion_panel import NOT_DRAWN_QUESTION
    from tests.qgis_support import DialogAnswerer

    panel, suggestions, target, _lines = setup
    categorised(target, [("house", "House")])
    retarget(panel, target)
    said = []
    panel.message.connect(lambda text, level: said.append(text))
    manager = R.ResultsManager(QgsProject.instance(), qgis_canvas)
    newer = manager.show_suggestions("art-2", data((0.5, 0.6))).result.layers()[0]
    assert sorted(newer.allFeatureIds()) == sorted(suggestions.allFeatureIds())[:2]  # the same ids
    panel.set_class_text("barn")

    def new_answer_then_accept(box):
        panel.set_layer(newer)
        [anyway] = [b for b in box.buttons() if b.text() == "Accept anyway"]
        anyway.click()

    answers = DialogAnswerer(NOT_DRAWN_QUESTION, [new_answer_then_accept])
    try:
        assert not panel.accept_scope(SCOPE_CURRENT)
        assert len(answers.questions) == 1
        assert target.featureCount() == 0
        assert suggestions.featureCount() == 4 and newer.featureCount() == 2
        assert "changed while you were asked" in said[-1]

        other = QgsVectorLayer("Polygon?crs=EPSG:4326&field=kind:string", "sheds", "memory")
        QgsProject.instance().addMapLayer(other)
        categorised(other, [("house", "House")])
        retarget(panel, other)
        panel.set_class_text("barn")

        def target_removed_then_accept(box):
            QgsProject.instance().removeMapLayer(other.id())
            [anyway] = [b for b in box.buttons() if b.text() == "Accept anyway"]
            anyway.click()

        answers.buttons = [target_removed_then_accept]
        assert not panel.accept_scope(SCOPE_CURRENT)
        assert newer.featureCount() == 2 and "changed while you were asked" in said[-1]
    finally:
        answers.stop()
        manager.unload()


def test_features_the_target_s_filter_does_not_match_are_announced(setup):
    """A target with a filter shows accepted features while the edits are open and loses them once saved: the
    panel says so, with how many, instead of a plain success."""
    panel, _suggestions, target, _lines = setup
    said = []
    panel.message.connect(lambda text, level: said.append((text, level)))
    target.setSubsetString("\"kind\" = 'road'")
    retarget(panel, target)
    panel.class_field.setField("kind")
    panel.set_class_text("house")
    assert panel.accept_scope(SCOPE_CURRENT)
    text, level = said[-1]
    assert "1 of them do not match the layer's filter" in text and level == int(Qgis.MessageLevel.Warning)
    panel.set_class_text("road")  # one it matches: a plain success
    assert panel.accept_scope(SCOPE_CURRENT)
    assert "filter" not in said[-1][0] and said[-1][1] == int(Qgis.MessageLevel.Success)
    target.rollBack()


def test_zoom_to_accepted_and_the_review_keys(setup, qgis_canvas):
    from qgis.PyQt.QtCore import Qt
    from qgis.PyQt.QtTest import QTest
    from qgis.PyQt.QtWidgets import QApplication

    from geosense.geosense_dock.ui.suggestion_panel import SHORTCUTS

    panel, suggestions, target, _lines = setup
    panel.target.setLayer(target)
    panel.show()
    panel.activateWindow()
    panel.prev_button.setFocus()
    QApplication.processEvents()
    assert "Alt+N" in panel.next_button.toolTip() and "Alt+A" in panel.accept_button.toolTip()
    assert set(SHORTCUTS) == {"next", "previous", "accept", "reject", "zoom"}
    first = panel.current_fid()
    QTest.keyClick(panel.prev_button, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert panel.current_fid() == panel._order[1] != first
    QTest.keyClick(panel.prev_button, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    assert panel.current_fid() == first
    QTest.keyClick(panel.prev_button, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    assert target.featureCount() == 1 and suggestions.featureCount() == 3
    QTest.keyClick(panel.prev_button, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    assert suggestions.featureCount() == 2

    assert panel.zoom_accepted_button.isVisible()
    qgis_canvas.setDestinationCrs(target.crs())  # extents below are in the target's CRS
    qgis_canvas.setExtent(target.extent().buffered(1e6))
    panel.zoom_accepted_button.click()
    added = target.getFeature(panel.accepted_fids[0]).geometry().boundingBox()
    extent = qgis_canvas.extent()
    assert extent.contains(added) and extent.width() < 1e5, extent.toString()
    panel.hide()


def test_scrolling_the_review_with_the_wheel_never_changes_a_value(setup):
    from qgis.PyQt.QtWidgets import QApplication, QScrollArea

    panel, _suggestions, target, _lines = setup
    area = QScrollArea()  # the review scrolls within its share of the dock
    area.setWidget(panel)
    area.resize(360, 160)
    area.show()
    panel.target.setLayer(target)
    panel.class_field.setField("kind")
    slider, field, scope = panel.slider.value(), panel.class_field.currentField(), panel.scope.currentIndex()
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0
    for widget in (panel.class_field, panel.class_value, panel.scope, panel.slider, panel.target):
        before = bar.value()
        wheel(widget)
        assert bar.value() > before or bar.value() == bar.maximum(), widget  # the review moved instead
        bar.setValue(0)
    now = (panel.slider.value(), panel.class_field.currentField(), panel.scope.currentIndex())
    assert now == (slider, field, scope)
    assert panel.target.currentLayer() is target
    QApplication.setActiveWindow(area)
    panel.scope.setFocus()  # once clicked (or reached with Tab) a list takes the wheel as usual
    assert panel.scope.hasFocus()
    wheel(panel.scope)
    assert panel.scope.currentIndex() != scope
    area.takeWidget()
    area.deleteLater()


def test_without_a_class_field_no_class_value_is_shown(setup):
    panel, _suggestions, target, _lines = setup
    panel.target.setLayer(target)
    panel.class_field.setField("kind")
    panel.set_class_text("House")
    assert panel.class_value.isEnabled()
    panel.class_field.setField("")
    assert not panel.class_value.isEnabled() and panel.class_text() == ""
    panel.class_field.setField("kind")
    assert panel.class_value.isEnabled()


def test_zoom_to_accepted_after_the_edits_are_saved(qgis_new_project, qgis_canvas):
    """Saving the target's edits gives the accepted features other ids: "Zoom to accepted" follows them."""
    from geosense.geosense_dock.map import VectorRegistry

    project = QgsProject.instance()
    registry = VectorRegistry(project)
    manager = R.ResultsManager(project, qgis_canvas)
    suggestions = manager.show_suggestions("art", data()).result.layers()[0]
    target = QgsVectorLayer("Polygon?crs=EPSG:4326&field=kind:string", "houses", "memory")
    project.addMapLayer(target)
    panel = SuggestionPanel(qgis_canvas, project, saved_id=registry.saved_id)
    try:
        panel.set_layer(suggestions)
        panel.target.setLayer(target)
        assert panel.accept_scope(SCOPE_CURRENT) == 1
        [temporary] = panel.accepted_fids
        assert temporary < 0 and target.isEditable()
        assert target.commitChanges(), target.commitErrors()
        [saved] = target.allFeatureIds()
        assert saved >= 0 and not target.getFeature(temporary).isValid()
        qgis_canvas.setDestinationCrs(target.crs())
        qgis_canvas.setExtent(target.extent().buffered(1e6))
        panel.zoom_to_accepted()
        box = target.getFeature(saved).geometry().boundingBox()
        extent = qgis_canvas.extent()
        assert extent.contains(box) and extent.width() < 1e5, extent.toString()
    finally:
        panel.disconnect_project()
        panel.deleteLater()
        manager.unload()
        registry.close()
        project.clear()
