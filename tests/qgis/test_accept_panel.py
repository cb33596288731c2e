"""The suggestion review panel on a real canvas: step, filter, accept, reject."""

from __future__ import annotations

import base64

import pytest
from qgis.core import Qgis, QgsProject, QgsVectorLayer
from shapely.geometry import box

from geosense.geosense_dock.map import results as R
from geosense.geosense_dock.ui.suggestion_panel import SCOPE_ALL, SCOPE_CURRENT, SCOPE_SELECTED, SuggestionPanel

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
    panel.class_value.setText("house")
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


def test_a_categorized_target_preselects_its_class_field_and_says_what_it_will_not_draw(setup):
    from qgis.core import QgsCategorizedSymbolRenderer, QgsRendererCategory, QgsSymbol

    panel, suggestions, target, _lines = setup
    symbol = QgsSymbol.defaultSymbol(target.geometryType())
    target.setRenderer(QgsCategorizedSymbolRenderer("kind", [QgsRendererCategory("house", symbol, "House")]))
    panel.target.setLayer(None)
    panel.target.setLayer(target)
    assert panel.class_field.currentField() == "kind"  # the field the style draws by
    said = []
    panel.message.connect(lambda text, level: said.append((text, level)))
    panel.class_value.setText("barn")  # no category: QGIS would not draw them
    assert panel.accept_scope(SCOPE_CURRENT)
    text, level = said[-1]
    assert "1 of them are not drawn by the layer's style" in text and level == int(Qgis.MessageLevel.Warning)
    panel.class_value.setText("house")
    assert panel.accept_scope(SCOPE_CURRENT)
    assert "not drawn" not in said[-1][0] and said[-1][1] == int(Qgis.MessageLevel.Success)
