"""Running FlyPix's models from the map in a real QGIS, against the emulation over real sockets: a region drawn
with the map tool or taken from selected polygons becomes an inference region of the raster; the cost and the
balance are shown and confirmed; the model runs; its status is followed (also with the dock closed) and its
vector loads like any other; a balance too low refuses and starts nothing; errors are shown."""

from __future__ import annotations

import base64

import pytest
from qgis.core import QgsFeature, QgsGeometry, QgsPointXY, QgsProject, QgsRectangle, QgsVectorLayer
from qgis.PyQt.QtCore import QPoint, Qt
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QMessageBox
from shapely import wkb
from shapely.geometry import box

from geosense.geosense_dock.flypix import FlyPixExtension
from geosense.geosense_dock.flypix import layers as fl
from geosense.geosense_dock.flypix import runs as fruns
from geosense.geosense_dock.settings import Settings
from tests.agent_process import start_agent
from tests.flypix_panel_support import browse, debug, signed_in, to_raster
from tests.flypix_sdk import check_requests, recorded
from tests.qgis.test_map_helpers import sized_canvas
from tests.qgis_support import DialogAnswerer, wait_for

X0, Y0 = 1487200.0, 6889100.0  # EPSG:3857, inside the demo area


class MemorySettings(Settings):
    def save(self) -> None:
        pass


@pytest.fixture
def fx_agent():
    agent = start_agent("--chunk-delay", "0", "--flypix-inference-polls", "3")
    yield agent
    agent.stop()
    assert not any("Traceback" in line for line in agent.lines), "\n".join(agent.lines)


@pytest.fixture
def extension(desktop_iface, fx_agent, qgis_canvas):
    project = QgsProject.instance()
    sized_canvas(qgis_canvas, 600, 600)
    qgis_canvas.setExtent(QgsRectangle(X0 - 100, Y0 - 100, X0 + 300, Y0 + 300))
    settings = MemorySettings(backend="flypix", flypix_base_url=fx_agent.base_url)
    ext = FlyPixExtension(desktop_iface, settings, project=project)
    ext.runs.poll_interval = 0.2
    # the real question box, answered from a timer (Yes unless a test says otherwise)
    answers = DialogAnswerer(fruns.RUN_QUESTION, [QMessageBox.StandardButton.Yes] * 8)
    ext.answers = answers
    ext.asked = answers.questions
    ext.activate()
    yield ext
    answers.stop()
    ext.unload()
    for layer in list(project.mapLayers().values()):
        project.removeMapLayer(layer.id())
    root = project.layerTreeRoot()
    for group in [g for g in root.findGroups() if g.name().startswith("FlyPix")]:
        root.removeChildNode(group)


def sign_in_and_select(ext, raster):
    """Signed in, the raster chosen in the browser; the run box, its models listed."""
    signed_in(ext)
    browse(ext, to_raster(raster))
    panel = ext.panel
    panel.tree.setCurrentItem(panel.find_item("raster", raster))
    box_ = ext.run_box
    wait_for(lambda: box_.model_combo.count() == 3, what="the models listed")
    assert [box_.model_combo.itemText(i) for i in range(3)] == [
        "Berlin buildings", "FlyPix buildings (FlyPix)", "FlyPix trees (FlyPix)"]
    assert box_.raster_label.text() == f"Raster: {raster}"
    return box_


def click_map(canvas, point, button=Qt.MouseButton.LeftButton):
    pixel = canvas.getCoordinateTransform().transform(QgsPointXY(*point))
    QTest.mouseClick(canvas.viewport(), button, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(pixel.x()), round(pixel.y())))


def region_requests(agent):
    return [r for r in recorded(agent.base_url) if r["route"] == "/v2/regions/{raster_id}"]


def applies(agent):
    return [r for r in recorded(agent.base_url) if r["route"] == "/v2/models/{model_id}/apply"]


def polygon(b64):
    return wkb.loads(base64.b64decode(b64))


def draw_square(box_, canvas, size=120.0):
    previous = canvas.mapTool()
    tool = box_.start_drawing()
    assert canvas.mapTool() is tool and box_.draw_button.isChecked()
    for point in ((X0, Y0), (X0 + size, Y0), (X0 + size, Y0 + size), (X0, Y0 + size)):
        click_map(canvas, point)
    click_map(canvas, (X0, Y0), Qt.MouseButton.RightButton)
    assert canvas.mapTool() is previous and not box_.draw_button.isChecked()


def test_a_drawn_region_and_selected_polygons_become_inference_regions(extension, fx_agent, qgis_canvas, desktop_iface):
    box_ = sign_in_and_select(extension, "berlin_cog.tif")
    recorded(fx_agent.base_url, clear=True)
    # Esc cancels: nothing is sent
    tool = box_.start_drawing()
    click_map(qgis_canvas, (X0, Y0))
    click_map(qgis_canvas, (X0 + 50, Y0))
    QTest.keyClick(qgis_canvas, Qt.Key.Key_Escape)
    assert qgis_canvas.mapTool() is not tool and box_.status.text() == "Drawing cancelled; no region was sent."
    assert region_requests(fx_agent) == []
    # drawn: left clicks add vertices, the right click finishes
    draw_square(box_, qgis_canvas)
    wait_for(lambda: "inference region added" in box_.status.text(), what="the region sent")
    assert box_.status.text() == "1 inference region added to berlin_cog.tif in FlyPix."
    [sent] = region_requests(fx_agent)
    [payload] = sent["body"]["region_payloads"]
    assert payload["inference_behavior"] == "USE" and payload["training_behavior"] == "IGNORE"
    assert polygon(payload["polygon"]).bounds == pytest.approx((X0, Y0, X0 + 120, Y0 + 120), abs=2.0)  # a pixel
    wait_for(lambda: not extension.loader.busy and fl.flypix_layers(QgsProject.instance(), "regions"),
             what="the regions layer")
    regions = fl.flypix_layers(QgsProject.instance(), "regions")[0]
    assert regions.featureCount() == 1

    # selected polygons of a layer in another CRS (EPSG:4326): sent in EPSG:3857, multi-polygons split
    layer = QgsVectorLayer("MultiPolygon?crs=EPSG:4326", "fields", "memory")
    features = []
    for wkt in ("MULTIPOLYGON(((13.36 52.51, 13.361 52.51, 13.361 52.511, 13.36 52.511, 13.36 52.51)),"
                "((13.362 52.51, 13.363 52.51, 13.363 52.511, 13.362 52.51)))",
                "MULTIPOLYGON(((13.37 52.52, 13.371 52.52, 13.371 52.521, 13.37 52.52)))"):
        feature = QgsFeature(layer.fields())
        feature.setGeometry(QgsGeometry.fromWkt(wkt))
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    QgsProject.instance().addMapLayer(layer)
    desktop_iface.setActiveLayer(layer)
    assert not box_.use_selected()
    assert box_.status.text() == "No region sent: no polygon is selected in “fields”"
    layer.selectByIds([f.id() for f in layer.getFeatures()][:1])
    recorded(fx_agent.base_url, clear=True)
    QTest.mouseClick(box_.selected_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: "2 inference regions added" in box_.status.text(), what="the selection sent")
    [sent] = region_requests(fx_agent)
    shapes = [polygon(p["polygon"]) for p in sent["body"]["region_payloads"]]
    assert [s.geom_type for s in shapes] == ["Polygon", "Polygon"]
    assert shapes[0].bounds[0] == pytest.approx(1487290.0, abs=200.0)  # 13.36° E in EPSG:3857 metres
    wait_for(lambda: not extension.loader.busy and fl.flypix_layers(QgsProject.instance(), "regions")[0]
             .featureCount() == 3, what="the regions layer again")
    check_requests(recorded(fx_agent.base_url))


def test_estimate_confirm_apply_follow_and_load(extension, fx_agent, qgis_canvas):
    box_ = sign_in_and_select(extension, "berlin_cog.tif")
    draw_square(box_, qgis_canvas)
    wait_for(lambda: "inference region added" in box_.status.text(), what="the region sent")
    wait_for(lambda: not extension.loader.busy, what="the regions layer")
    assert box_.choose_model("FlyPix buildings") and box_.run_button.isEnabled()
    finished = []
    extension.runs.finished.connect(lambda inference_id, vector_id: finished.append((inference_id, vector_id)))
    QTest.mouseClick(box_.run_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: extension.runs.watches, what="the run started")
    [question] = extension.asked
    estimate = next(r for r in recorded(fx_agent.base_url) if r["route"] == "/v2/models/{model_id}/apply/estimate")
    assert question.splitlines()[0] == "Run FlyPix's official model “FlyPix buildings” on the inference regions of " \
                                       "berlin_cog.tif?"
    assert question.splitlines()[1].startswith("Estimated cost: ") and " credits (" in question
    assert question.splitlines()[2] == "Balance: 5000 credits available (5000 minus 0 withheld)."
    assert estimate["body"] == {"raster_id": estimate["body"]["raster_id"]}
    [watch] = extension.runs.watches.values()
    assert box_.watch_list.count() == 1 and "FlyPix buildings on berlin_cog.tif" in box_.watch_list.item(0).text()
    wait_for(lambda: finished, timeout=30, what="the inference finished and loaded")
    inference_id, vector_id = finished[0]
    assert inference_id == watch.inference_id and vector_id
    assert watch.history == ["PENDING", "RUNNING", "COMPLETED"]
    layer = fl.layer_for_vector(QgsProject.instance(), vector_id)
    assert layer is not None and layer.featureCount() >= 4
    region = box(X0 - 2, Y0 - 2, X0 + 122, Y0 + 122)
    assert all(region.contains(wkb.loads(bytes(f.geometry().asWkb()))) for f in layer.getFeatures())
    assert fl.flypix_classes(layer) and {f["class_name"] for f in layer.getFeatures()} == {"house"}
    node = QgsProject.instance().layerTreeRoot().findLayer(layer.id())
    assert node.parent().name() == "FlyPix: berlin_cog.tif"
    assert box_.status.text().startswith("“FlyPix buildings” finished on berlin_cog.tif: ")
    assert box_.watch_list.count() == 0 and not extension.runs.watching
    statuses = [r for r in recorded(fx_agent.base_url) if r["route"] == "/v2/models/inference/{inference_id}"]
    assert len(statuses) == 3
    check_requests(recorded(fx_agent.base_url))


def test_a_balance_too_low_refuses_and_starts_nothing(extension, fx_agent, qgis_canvas):
    box_ = sign_in_and_select(extension, "berlin_ortho.tif")  # it has an inference region already
    debug(fx_agent, "/debug/flypix/runs", {"credits": 3.0, "withheld": 2.0})
    assert box_.choose_model("Berlin buildings")
    recorded(fx_agent.base_url, clear=True)
    QTest.mouseClick(box_.run_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: box_.status.text().startswith("Not run"), what="the refusal")
    assert box_.status.text().startswith("Not run: “Berlin buildings” would cost ")
    assert "and the tenant has 1 available (3 minus 2 withheld). Top up the balance in FlyPix" in box_.status.text()
    assert extension.asked == [] and extension.runs.watches == {}
    assert applies(fx_agent) == [] and debug(fx_agent, "/debug/flypix/runs", {})["inferences"] == []
    # the user says no: nothing starts either
    debug(fx_agent, "/debug/flypix/runs", {"credits": 5000.0, "withheld": 0.0})
    extension.answers.buttons[:] = [QMessageBox.StandardButton.No]
    QTest.mouseClick(box_.run_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: extension.asked, what="the question")
    wait_for(lambda: not extension.runs.deciding, what="the decision")
    assert box_.status.text() == "Not run: cancelled; nothing was started in FlyPix."
    assert applies(fx_agent) == []


def test_the_watch_goes_on_with_the_dock_closed_and_stops_on_request(extension, fx_agent, qgis_canvas):
    box_ = sign_in_and_select(extension, "berlin_ortho.tif")
    debug(fx_agent, "/debug/flypix/runs", {"polls": 1000})
    assert box_.choose_model("Berlin buildings")
    recorded(fx_agent.base_url, clear=True)
    QTest.mouseClick(box_.run_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: extension.runs.watches, what="the run started")
    extension.dock.close()
    assert extension.dock.isHidden()

    def polls():
        return len([r for r in recorded(fx_agent.base_url) if r["route"] == "/v2/models/inference/{inference_id}"])

    wait_for(lambda: polls() >= 3, what="status asked with the dock closed")
    assert extension.runs.watching
    extension.dock.show()
    [inference_id] = extension.runs.watches
    assert box_.watch_list.count() == 1
    box_.watch_list.setCurrentRow(0)
    QTest.mouseClick(box_.stop_button, Qt.MouseButton.LeftButton)
    assert extension.runs.watches == {} and not extension.runs.watching
    assert box_.status.text() == "Stopped watching “Berlin buildings” on berlin_ortho.tif; the inference goes on " \
                                 "in FlyPix."
    wait_for(lambda: not extension.session.runner.busy(f"watch:{inference_id}"), what="the last status request done")
    asked = polls()
    QTest.qWait(int(extension.runs.poll_interval * 1000 * 4))  # several poll intervals: no request
    assert polls() == asked


def test_errors_are_shown(extension, fx_agent, qgis_canvas):
    box_ = sign_in_and_select(extension, "berlin_cog.tif")  # no inference region yet
    assert box_.choose_model("FlyPix trees")
    QTest.mouseClick(box_.run_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: box_.status.text().startswith("Not run"), what="the refusal")
    assert box_.status.text().startswith("Not run: FlyPix refused the request (HTTP 400): raster ")
    assert "has no inference region" in box_.status.text()
    # FlyPix busy on the status: Retry-After is waited for, the run goes on
    box_.panel.tree.setCurrentItem(box_.panel.find_item("raster", "berlin_ortho.tif"))
    debug(fx_agent, "/debug/flypix/runs", {"fail_next": True, "polls": 2})
    debug(fx_agent, "/debug/flypix/faults", {"busy": [{"status": 429, "count": 1, "retry_after": "1",
                                                       "route": "/v2/models/inference/"}]})
    assert box_.choose_model("Berlin buildings")
    QTest.mouseClick(box_.run_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: box_.status.text().startswith("“Berlin buildings” failed"), timeout=30, what="the failure")
    assert box_.status.text() == "“Berlin buildings” failed on berlin_ortho.tif (FlyPix says FAILED); nothing " \
                                 "was loaded."
    assert extension.runs.watches == {}
    statuses = [r for r in recorded(fx_agent.base_url) if r["route"] == "/v2/models/inference/{inference_id}"]
    assert len(statuses) == 3  # one busy answer, asked again after its Retry-After, then twice
    # a status that cannot be read: the watch says so and asks again later
    debug(fx_agent, "/debug/flypix/runs", {"polls": 1000})
    QTest.mouseClick(box_.run_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: extension.runs.watches, what="the run started")
    debug(fx_agent, "/debug/flypix/revoke?only=key", {})
    wait_for(lambda: extension.sign_in_dialog is not None, what="the sign-in prompt")
    [watch] = extension.runs.watches.values()
    wait_for(lambda: watch.problem, what="the watch's problem")  # said by the poll that was refused
    assert watch.problem == "FlyPix refused your API key (revoked or expired). Enter a valid key."
    assert "the last check failed: FlyPix refused your API key" in box_.watch_list.item(0).text()
    extension.sign_in_dialog.reject()


def test_the_poller_is_owned_by_the_extension_not_the_dock(extension):
    assert isinstance(extension.runs, fruns.FlyPixRuns) and extension.runs.parent() is extension
