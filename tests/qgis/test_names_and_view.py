"""File names the user gives (export, Keep as layer) and the map view an agent asks for, in real QGIS."""

from __future__ import annotations

import math
import os

import pytest
from qgis.core import QgsCoordinateReferenceSystem, QgsFeature, QgsGeometry, QgsRectangle, QgsSettings, QgsVectorLayer
from qgis.PyQt.QtCore import QTimer
from qgis.PyQt.QtWidgets import QApplication, QMessageBox

from geosense import classFactory
from geosense.geosense_dock.core.map_view import parse_map_view
from geosense.geosense_dock.core.protocol import frames as F
from geosense.geosense_dock.core.tools import ToolDataError
from geosense.geosense_dock.ui.results_panel import ResultsPanel


def answer_question(button, seen):
    def answer() -> None:
        box = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()), None)
        if box is None:
            seen.append(None)
            return
        seen.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, answer)


@pytest.fixture
def plugin(desktop_iface, reference_agent, qgis_new_project):
    QgsSettings().setValue("geosense/base_url", reference_agent.base_url)
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    yield plugin
    plugin.unload()


def test_export_asks_before_replacing_a_file_the_dialog_did_not_see(plugin, tmp_path, monkeypatch):
    plugin.controller.show_notice("the conversation", "info")
    existing = tmp_path / "notes.md"
    existing.write_text("my own notes\n", encoding="utf-8")
    # the user typed "notes": the dialog's own overwrite check saw no such file
    monkeypatch.setattr("geosense.geosense_dock.ui.dock.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "notes"), ""))
    seen = []
    answer_question(QMessageBox.StandardButton.No, seen)
    plugin.dock.export_md_action.trigger() if hasattr(plugin.dock, "export_md_action") else \
        plugin.dock.export_dialog("markdown")
    assert seen and seen[0] and "notes.md" in seen[0]
    assert existing.read_text(encoding="utf-8") == "my own notes\n"  # kept
    answer_question(QMessageBox.StandardButton.Yes, seen)
    plugin.dock.export_dialog("markdown")
    assert existing.read_text(encoding="utf-8").startswith("# GeoSense conversation")
    # a new name is written without a question
    monkeypatch.setattr("geosense.geosense_dock.ui.dock.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "fresh"), ""))
    plugin.dock.export_dialog("html")
    assert (tmp_path / "fresh.html").exists()


def _layer(project):
    layer = QgsVectorLayer("Polygon?crs=EPSG:32633", "buildings", "memory")
    feature = QgsFeature()
    feature.setGeometry(QgsGeometry.fromWkt("POLYGON((500000 5760000, 500020 5760000, 500020 5760010, "
                                            "500000 5760010, 500000 5760000))"))
    layer.dataProvider().addFeatures([feature])
    project.addMapLayer(layer)
    return layer


@pytest.mark.parametrize("typed, chosen, stored", [
    ("kept", "GeoPackage (*.gpkg)", "kept.gpkg"),  # the extension left out: still a GeoPackage
    ("kept.gpkg", "Keep in memory (*)", "kept.gpkg"),
    ("scratch", "Keep in memory (*)", None),
])
def test_keep_as_layer_names_without_the_extension(project, manager, qgis_canvas, tmp_path, monkeypatch,
                                                   typed, chosen, stored):
    layer = _layer(project)
    result = manager.highlight({"ids": [1]}, [layer], title="kept").result
    panel = ResultsPanel(manager, qgis_canvas)
    panel.list.setCurrentRow(0)
    assert panel.current() is result
    monkeypatch.setattr("geosense.geosense_dock.ui.results_panel.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(tmp_path / typed), chosen))
    panel.keep_button.click()
    kept = [lyr for lyr in project.mapLayers().values() if lyr is not layer]
    assert len(kept) == 1 and manager.result(result.id) is None
    if stored is None:
        assert kept[0].providerType() == "memory" and os.listdir(tmp_path) == []
    else:
        assert kept[0].providerType() == "ogr" and (tmp_path / stored).exists()
        assert str(tmp_path / stored) in kept[0].source()


@pytest.mark.parametrize("bbox", [
    [float("nan"), 0, 1, 1], [0, 0, float("inf"), 1], [-float("inf"), 0, 1, 1], [0, 0, 1e308, 1],
    [True, 0, 1, 1], [0, False, 1, 1], [0, 0, "1", 1], [5, 0, 1, 1], [0, 0, 0, 0], [0, 0, 1], None,
])
def test_set_map_view_refuses_what_cannot_be_shown_and_keeps_the_map(plugin, bbox):
    canvas = plugin.iface.mapCanvas()
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    canvas.setExtent(QgsRectangle(100, 200, 300, 400))
    before = canvas.extent()
    outcome = plugin.integration.tools.tool_set_map_view(
        F.ToolCall("set-map-view", "c1", {"bbox": bbox, "crs": "EPSG:3857"}))
    assert (outcome.success, outcome.error) == (False, "INVALID_PARAMETERS") and outcome.message
    assert canvas.extent() == before
    with pytest.raises(ToolDataError):
        parse_map_view({"bbox": bbox})


def test_set_map_view_outside_the_crs_and_a_good_view(plugin):
    extension = plugin.integration
    canvas = plugin.iface.mapCanvas()
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    outcome = extension.tools.tool_set_map_view(F.ToolCall("set-map-view", "c1", {"bbox": [0, 0, 1, 1],
                                                                                 "crs": True}))
    assert (outcome.success, outcome.error) == (False, "INVALID_PARAMETERS")
    outcome = extension.tools.tool_set_map_view(F.ToolCall("set-map-view", "c2", {
        "bbox": [1000, 2000, 3000, 4000], "crs": "EPSG:3857"}))
    assert outcome.success and outcome.error is None and outcome.layer_state is not None
    extent = canvas.extent()
    assert all(math.isfinite(v) for v in (extent.xMinimum(), extent.yMaximum()))
    assert extent.contains(QgsRectangle(1500, 2500, 2500, 3500))
