"""Context chips, the sharing panel, the sketch tool and the navigation helpers on a real canvas."""

from __future__ import annotations

import pytest
from qgis.core import (
    QgsCategorizedSymbolRenderer,
    QgsGeometry,
    QgsPointXY,
    QgsProject,
    QgsRectangle,
    QgsRendererCategory,
    QgsSymbol,
)
from qgis.gui import QgsMapMouseEvent
from qgis.PyQt.QtCore import QEvent, QPoint, Qt

from geosense.geosense_dock.map import SketchMapTool, SketchStore, VectorRegistry, navigate
from geosense.geosense_dock.map.compat import FIELD_INT, FIELD_STRING, LINE, POINT, POLYGON
from geosense.geosense_dock.ui.context_chips import ContextChips
from geosense.geosense_dock.ui.sharing_panel import COLUMNS, SharingPanel
from tests.qgis.test_map_helpers import box_wkt, decode, make_layer, mercator, sized_canvas
from tests.qgis_support import wait_for


@pytest.fixture
def registry(qgis_new_project):
    reg = VectorRegistry(QgsProject.instance())
    yield reg
    reg.close()


def kinds_layer(name="h"):
    layer = make_layer("Polygon", "EPSG:3857", name, [("kind", FIELD_STRING), ("ann", FIELD_INT)],
                       [(box_wkt(0, 0, 10, 10), ["house", 1]), (box_wkt(20, 0, 30, 10), ["tree", 2]),
                        (box_wkt(40, 0, 50, 10), ["house", 3]), (box_wkt(9000, 0, 9010, 10), ["house", 4])])
    cats = [QgsRendererCategory(v, QgsSymbol.defaultSymbol(layer.geometryType()), v) for v in ("house", "tree")]
    layer.setRenderer(QgsCategorizedSymbolRenderer("kind", cats))
    return layer


def test_context_chips(registry, qgis_canvas):
    canvas = sized_canvas(qgis_canvas)
    layer = kinds_layer()
    sketches = SketchStore(canvas)
    chips = ContextChips(registry, canvas, sketches)
    assert chips.requested_kinds() == ("position", "visibility")
    layer.selectByIds([f.id() for f in layer.getFeatures()][:2])
    wait_for(lambda: "selection" in chips.labels(), 5, "the selection chip")
    assert chips.requested_kinds() == ("selection", "position", "visibility")
    assert chips.labels()["selection"] == "2 selected"
    chips.remove("selection")
    assert "selection" not in chips.requested_kinds() and "selection" not in chips.labels()
    chips.request("image")
    assert chips.labels()["image"] == "screenshot" and "image" in chips.requested_kinds()
    sketches.add(QgsGeometry.fromWkt(box_wkt(0, 0, 5, 5)))
    wait_for(lambda: "suggestion" in chips.labels(), 5, "the sketch chip")
    assert chips.labels()["suggestion"] == "1 sketch"
    chips._chips["position"].close_button.click()
    assert "position" not in chips.requested_kinds()
    chips.message_sent()
    assert chips.requested_kinds() == ("selection", "position", "visibility", "suggestion")
    sketches.clear()
    chips.close()


def test_sharing_panel_changes_the_registry(registry):
    a = kinds_layer("a")
    kinds_layer("b")
    panel = SharingPanel(registry)
    assert {lyr.name() for lyr in panel.layers()} == {"a", "b"}
    panel.cell(a, "share").setChecked(False)
    assert not registry.is_shared(a)
    wait_for(lambda: not panel.cell(a, "share").isChecked(), 5, "the panel to redraw")
    ids = panel.cell(a, "ids")
    ids.setCurrentIndex(ids.findData("ann"))
    assert registry.annotation_ids_field(a) == "ann"
    src = panel.cell(a, "source")
    src.setCurrentIndex(src.findData("inference"))
    assert registry.source(a) == "inference"
    classes = panel.cell(a, "classes")
    classes.setCurrentIndex(classes.findData("ann"))
    assert [c.name for c in registry.classes(a)] == ["1", "2", "3", "4"]
    panel.cell(a, "regions").setChecked(True)
    assert registry.is_region_layer(a)
    assert COLUMNS.index("regions") == 6


def test_the_wheel_over_a_choice_in_the_sharing_table_leaves_the_choice_alone(registry):
    from tests.qgis_support import wheel

    a = kinds_layer("a")
    panel = SharingPanel(registry)
    for column in ("source", "classes", "ids", "confidence"):
        combo = panel.cell(a, column)
        before = combo.currentIndex()
        for steps in (-1, 1, -1):
            wheel(combo, steps)
        assert combo.currentIndex() == before, column
    assert registry.source(a) == "annotated" and registry.annotation_ids_field(a) == ""


def _click(tool, canvas, point: QgsPointXY, button=Qt.MouseButton.LeftButton):
    pixel = canvas.getCoordinateTransform().transform(point)
    event = QgsMapMouseEvent(canvas, QEvent.Type.MouseButtonPress, QPoint(round(pixel.x()), round(pixel.y())),
                             button, button, Qt.KeyboardModifier.NoModifier)
    tool.canvasPressEvent(event)


def test_sketch_tool_draws_polygons_lines_and_points_in_a_geographic_canvas(registry, qgis_canvas):
    canvas = sized_canvas(qgis_canvas, 800, 800, crs="EPSG:4326")
    canvas.setExtent(QgsRectangle(0, 40, 10, 50))
    store = SketchStore(canvas)
    tool = SketchMapTool(canvas, store, POLYGON)
    canvas.setMapTool(tool)
    for x, y in ((2, 42), (6, 42), (6, 46)):
        _click(tool, canvas, QgsPointXY(x, y))
    _click(tool, canvas, QgsPointXY(0, 0), Qt.MouseButton.RightButton)
    assert len(store) == 1
    tool.set_geometry_type(LINE)
    _click(tool, canvas, QgsPointXY(1, 41))
    assert tool.finish() is False  # one vertex is not a line yet
    tool.set_geometry_type(POINT)
    _click(tool, canvas, QgsPointXY(5, 45))
    assert len(store) == 2
    data = store.artifact_data()
    tri = decode(data[0]["geometry"])
    x0, y0 = mercator(2, 42)
    x1, y1 = mercator(6, 46)
    assert tri.bounds == pytest.approx((x0, y0, x1, y1), rel=1e-3)  # pixel snapping: ~0.0125° / px
    point = decode(data[1]["geometry"])
    assert (point.x, point.y) == pytest.approx(mercator(5, 45), rel=1e-3)
    store.remove_last()
    assert len(store) == 1
    store.clear()
    tool.clean_up()
    canvas.unsetMapTool(tool)


def test_select_and_zoom_flash_and_active_layer(registry, qgis_canvas, qgis_iface):
    canvas = sized_canvas(qgis_canvas)
    layer = kinds_layer()
    canvas.setLayers([layer])
    canvas.setExtent(QgsRectangle(-100000, -100000, -90000, -90000))
    far = [f for f in layer.getFeatures() if f["ann"] == 4][0]
    assert navigate.select_and_zoom(canvas, layer, far.id())
    assert layer.selectedFeatureIds() == [far.id()]
    assert canvas.extent().contains(far.geometry().boundingBox())
    assert not navigate.select_and_zoom(canvas, layer, 999999)
    navigate.flash(canvas, layer, [far.id()])
    assert navigate.set_active_layer(qgis_iface, layer)
    assert qgis_iface.activeLayer() is layer


def test_highlight_class_shows_the_visible_features_of_that_class(registry, qgis_canvas):
    canvas = sized_canvas(qgis_canvas)
    layer = kinds_layer()
    canvas.setLayers([layer])
    canvas.setExtent(QgsRectangle(-10, -10, 100, 60))  # the 4th house is out of view
    house = [c for c in registry.classes(layer) if c.name == "house"][0]
    highlights = navigate.highlight_class(canvas, layer, house.id, registry)
    assert len(highlights) == 2
    highlights.clear()
    highlights.clear()
    assert len(highlights) == 0
    layer.renderer().updateCategoryRenderState(0, False)  # houses switched off in the legend
    assert len(navigate.highlight_class(canvas, layer, house.id, registry)) == 0
    h = navigate.highlight_features(canvas, layer, [f.id() for f in layer.getFeatures()][:3])
    assert len(h) == 3
    h.clear()


def test_a_reference_brings_its_feature_into_view_keeping_the_maps_context(registry, qgis_canvas):
    canvas = sized_canvas(qgis_canvas)
    layer = kinds_layer()
    canvas.setLayers([layer])
    far = [f for f in layer.getFeatures() if f["ann"] == 4][0]
    box = far.geometry().boundingBox()
    size = max(box.width(), box.height())
    # seen from far away (a speck on screen): zoomed to, the feature spans about a third of the view
    canvas.setExtent(QgsRectangle(box.center().x() - 5000 * size, box.center().y() - 5000 * size,
                                  box.center().x() + 5000 * size, box.center().y() + 5000 * size))
    assert navigate.select_and_zoom(canvas, layer, far.id())
    extent = canvas.extent()
    assert extent.contains(box)
    assert 2.5 <= min(extent.width() / box.width(), extent.height() / box.height()) <= 3.5  # not 1:77
    # a scale at which it shows well, the feature out of view: panned to, the scale kept
    scale = canvas.scale() / 2
    canvas.zoomScale(scale)
    canvas.setCenter(QgsPointXY(box.center().x() + 50 * size, box.center().y()))
    assert navigate.select_and_zoom(canvas, layer, far.id())
    assert canvas.extent().contains(box) and abs(canvas.scale() - scale) / scale < 0.01
    # already in view: nothing moves
    before = canvas.extent()
    assert navigate.select_and_zoom(canvas, layer, far.id())
    assert canvas.extent() == before
