"""MessagePreparer against the real reference agent: uploads, cache, errors, image, sketches."""

from __future__ import annotations

import base64

import pytest
from qgis.core import QgsApplication, QgsFillSymbol, QgsGeometry, QgsProject, QgsRectangle, QgsSingleSymbolRenderer
from qgis.PyQt.QtGui import QColor, QImage

from geosense.geosense_dock.core.protocol.artifacts import ArtifactClient, ArtifactError
from geosense.geosense_dock.map import MessagePreparer, PrepareError, SketchStore, VectorRegistry
from geosense.geosense_dock.map.compat import FIELD_INT
from tests.qgis.test_map_helpers import box_wkt, decode, make_layer, sized_canvas
from tests.qgis_support import wait_for


@pytest.fixture
def registry(qgis_new_project):
    reg = VectorRegistry(QgsProject.instance())
    yield reg
    reg.close()


@pytest.fixture
def client(reference_agent):
    c = ArtifactClient(reference_agent.base_url)
    yield c
    c.close()


def grid_layer(name, n=3, crs="EPSG:3857", size=10.0):
    rows = [(box_wkt(i * 2 * size, 0, i * 2 * size + size, size), [i]) for i in range(n)]
    return make_layer("Polygon", crs, name, [("n", FIELD_INT)], rows)


def run_async(preparer, kinds, timeout=60):
    box = {}
    preparer.prepare(kinds, lambda r: box.setdefault("done", r), lambda e: box.setdefault("error", e))
    wait_for(lambda: box, timeout, "the prepared message")
    return box


def test_vectors_reach_the_agent_and_are_not_uploaded_again(registry, client, qgis_canvas):
    sized_canvas(qgis_canvas)
    a, _b = grid_layer("a"), grid_layer("b", 2)
    preparer = MessagePreparer(registry, qgis_canvas, client)
    first = preparer.prepare_blocking(["visibility", "position"])
    assert client.uploads == 2 and first.uploads == 2
    by_name = {v["name"]: v for v in first.vectors}
    assert set(by_name) == {"a", "b"}
    assert by_name["a"]["id"] == registry.vector_id(a)
    stored = client.get(by_name["a"]["artifact_id"])
    assert stored["type"] == "vector"
    assert stored["artifact_data"]["data"]["ids"] == sorted(f.id() for f in a.getFeatures())
    assert [c["type"] for c in first.contexts] == ["visibility", "position"]

    again = preparer.prepare_blocking(["visibility", "position"])
    assert client.uploads == 2 and again.uploads == 0
    assert again.vectors == first.vectors

    # an edit of a re-uploads a only
    a.startEditing()
    a.changeGeometry(next(a.getFeatures()).id(), QgsGeometry.fromWkt(box_wkt(0, 0, 5, 5)))
    edited = preparer.prepare_blocking([])
    assert client.uploads == 3 and edited.uploads == 1
    ids = {v["name"]: v["artifact_id"] for v in edited.vectors}
    assert ids["b"] == by_name["b"]["artifact_id"] and ids["a"] != by_name["a"]["artifact_id"]
    assert decode(client.get(ids["a"])["artifact_data"]["data"]["polygons"][0]).area == pytest.approx(25.0)

    # undoing the edit gives back content the agent already has: read again, not uploaded
    a.rollBack()
    undone = preparer.prepare_blocking([])
    assert client.uploads == 3
    assert {v["name"]: v["artifact_id"] for v in undone.vectors}["a"] == by_name["a"]["artifact_id"]


def test_async_preparation_with_selection_image_and_sketches(registry, client, qgis_canvas):
    canvas = sized_canvas(qgis_canvas, 400, 200)
    layer = make_layer("Polygon", "EPSG:3857", "red", [], [(box_wkt(0, 0, 200, 200), [])])
    layer.setRenderer(QgsSingleSymbolRenderer(QgsFillSymbol.createSimple(
        {"color": "255,0,0,255", "outline_style": "no"})))
    canvas.setLayers([layer])
    canvas.setExtent(QgsRectangle(0, 0, 400, 200))
    picked = grid_layer("picked")  # not drawn: a selection in the image would be yellow
    picked.selectByIds([sorted(f.id() for f in picked.getFeatures())[1]])
    sketches = SketchStore(canvas)
    assert sketches.add(QgsGeometry.fromWkt(box_wkt(300, 50, 350, 100)))
    preparer = MessagePreparer(registry, canvas, client, sketches=sketches, active_layer=lambda: picked)
    box = run_async(preparer, ["selection", "image", "suggestion", "position"])
    assert "error" not in box, box.get("error")
    result = box["done"]
    by_type = {c["type"]: c for c in result.contexts}
    assert by_type["selection"]["annotations"] == [{"id": sorted(f.id() for f in picked.getFeatures())[1],
                                                    "v": registry.vector_id(picked)}]
    assert result.initial_state["activeLayerId"] == registry.vector_id(picked)

    image = client.get(by_type["image"]["artifact_id"])
    assert image["type"] == "image"
    data = image["artifact_data"]
    assert data["mime"] == "image/png" and data["crs"] == "EPSG:3857"
    assert data["bbox"] == pytest.approx(by_type["position"]["bbox"])
    png = QImage.fromData(base64.b64decode(data["data"]), "PNG")
    assert (png.width(), png.height()) == (400, 200)
    assert QColor(png.pixel(50, 100)).name() == "#ff0000"  # the red square fills the left half
    assert QColor(png.pixel(350, 100)).red() > 200 and QColor(png.pixel(350, 100)).green() > 200

    sketch = client.get(by_type["suggestion"]["artifact_id"])
    assert sketch["type"] == "suggestion"
    assert decode(sketch["artifact_data"][0]["geometry"]).bounds == pytest.approx((300, 50, 350, 100))
    sketches.clear()
    # the render, and the image its job holds, are freed once the message is prepared (one per message
    # stayed with the preparer, 6 MB each at 1600 px)
    from qgis.PyQt.QtCore import QCoreApplication, QEvent

    from geosense.geosense_dock.map.image import ImageRender

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not preparer.findChildren(ImageRender)


def test_image_is_capped_at_1600_px(registry, client, qgis_canvas):
    from geosense.geosense_dock.map.image import capped_settings

    canvas = sized_canvas(qgis_canvas, 800, 500)
    settings = canvas.mapSettings()
    settings.setOutputSize(settings.outputSize() * 4)
    capped = capped_settings(settings)
    assert (capped.outputSize().width(), capped.outputSize().height()) == (1600, 1000)
    assert capped.visibleExtent().toString(3) == settings.visibleExtent().toString(3)


def test_a_layer_removed_meanwhile_gives_a_clear_error_and_no_message(registry, client, qgis_canvas):
    sized_canvas(qgis_canvas)
    grid_layer("kept")
    big = grid_layer("big one", n=20000)
    preparer = MessagePreparer(registry, qgis_canvas, client)
    box = {}
    preparer.prepare(["position"], lambda r: box.setdefault("done", r), lambda e: box.setdefault("error", e))
    QgsProject.instance().removeMapLayer(big.id())
    wait_for(lambda: box, 60, "the preparation to stop")
    assert "done" not in box
    assert "big one" in box["error"] and "removed" in box["error"]
    assert not preparer.busy
    # the next message goes out without the removed layer
    box = run_async(preparer, ["position"])
    assert [v["name"] for v in box["done"].vectors] == ["kept"]


def red_raster(tmp_path, name, width=400, height=200):
    """A raster layer in EPSG:3857 covering (0, 0)–(width, height) in red, one map unit per pixel."""
    from qgis.core import QgsCoordinateReferenceSystem, QgsRasterLayer

    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#ff0000"))
    path = tmp_path / f"{name}.png"
    assert image.save(str(path), "PNG")
    (tmp_path / f"{name}.pgw").write_text(f"1\n0\n0\n-1\n0.5\n{height - 0.5}\n")
    layer = QgsRasterLayer(str(path), name)
    assert layer.isValid()
    layer.setCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    QgsProject.instance().addMapLayer(layer)
    return layer


def test_a_layer_only_in_the_image_removed_meanwhile_leaves_the_image(registry, client, qgis_canvas, tmp_path):
    """A layer the image draws but the message does not send (a basemap) removed while the image renders:
    the render stops before QGIS deletes the layer (a render reading a deleted layer crashes QGIS) and
    the image is rendered again without it; the message goes out."""
    canvas = sized_canvas(qgis_canvas, 400, 200)
    basemap = red_raster(tmp_path, "basemap")
    canvas.setLayers([basemap])
    canvas.setExtent(QgsRectangle(0, 0, 400, 200))
    preparer = MessagePreparer(registry, canvas, client)
    box = {}
    preparer.prepare(["image", "position"], lambda r: box.setdefault("done", r),
                     lambda e: box.setdefault("error", e))
    QgsProject.instance().removeMapLayer(basemap.id())  # before the render can finish: no event ran
    wait_for(lambda: box, 60, "the prepared message")
    assert "error" not in box, box.get("error")
    image = next(c for c in box["done"].contexts if c["type"] == "image")
    png = QImage.fromData(base64.b64decode(client.get(image["artifact_id"])["artifact_data"]["data"]), "PNG")
    assert (png.width(), png.height()) == (400, 200)
    assert QColor(png.pixel(200, 100)).red() > 200 and QColor(png.pixel(200, 100)).green() > 200  # no basemap
    # the canvas of the next message draws it again: a basemap added back is in the image
    again = red_raster(tmp_path, "basemap again")
    canvas.setLayers([again])
    box = run_async(preparer, ["image"])
    image = next(c for c in box["done"].contexts if c["type"] == "image")
    png = QImage.fromData(base64.b64decode(client.get(image["artifact_id"])["artifact_data"]["data"]), "PNG")
    assert QColor(png.pixel(200, 100)).name() == "#ff0000"
    preparer.close()


def test_upload_failure_sends_nothing_and_a_retry_works(registry, client, qgis_canvas):
    import socket

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    dead_port = sock.getsockname()[1]
    sock.close()
    sized_canvas(qgis_canvas)
    grid_layer("a")
    preparer = MessagePreparer(registry, qgis_canvas, ArtifactClient(f"http://127.0.0.1:{dead_port}", timeout=5))
    box = run_async(preparer, ["position"])
    assert "done" not in box
    assert "Upload to the agent failed" in box["error"] and "could not reach" in box["error"]
    with pytest.raises(PrepareError):
        preparer.prepare_blocking(["position"])
    preparer.set_uploader(client)
    box = run_async(preparer, ["position"])
    assert len(box["done"].vectors) == 1 and client.uploads == 1


def test_skipped_features_are_reported_in_notes(registry, client, qgis_canvas):
    sized_canvas(qgis_canvas)
    make_layer("Polygon", "EPSG:3857", "broken", [], [(box_wkt(0, 0, 1, 1), []), ("", [])])
    result = MessagePreparer(registry, qgis_canvas, client).prepare_blocking([])
    assert result.notes and "broken: 1 annotations sent" in result.notes[0] and "empty" in result.notes[0]


def test_artifact_client_errors_are_clear(reference_agent):
    client = ArtifactClient(reference_agent.base_url, token="t0ken")
    with pytest.raises(ArtifactError, match="unknown artifact type"):
        client.create("movie", {})
    with pytest.raises(ArtifactError, match="no such artifact"):
        client.get("does-not-exist")
    artifact_id = client.create("data", {"x": [1, 2]})
    assert client.get(artifact_id)["artifact_data"] == {"x": [1, 2]}


def preparing_a_big_layer(registry, client, canvas):
    """A preparer under way with a 30,000-feature layer to read: (the preparer, what its callbacks got)."""
    sized_canvas(canvas)
    grid_layer("big", n=30000)
    preparer = MessagePreparer(registry, canvas, client)
    box: dict = {}
    preparer.prepare([], lambda r: box.setdefault("done", r), lambda e: box.setdefault("error", e))
    return preparer, box


def test_cancel_reports_and_leaves_the_preparer_ready(registry, client, qgis_canvas):
    preparer, box = preparing_a_big_layer(registry, client, qgis_canvas)
    assert preparer.busy
    with pytest.raises(PrepareError):
        preparer.prepare_blocking([])
    preparer.cancel()
    wait_for(lambda: box, 60, "the cancelled preparation")
    assert "cancelled" in box.get("error", ""), box
    assert not preparer.busy
    assert len(run_async(preparer, [])["done"].vectors) == 1


def test_close_answers_at_once_while_the_dock_is_still_there(registry, client, qgis_canvas):
    """Unload closes the preparer, then deletes the dock: a preparation under way answers in close() itself,
    not when its task stops (the dock its callback reaches is gone by then)."""
    preparer, box = preparing_a_big_layer(registry, client, qgis_canvas)
    assert preparer.busy
    preparer.close()
    assert "error" in box and "closed" in box["error"] and not preparer.busy
    wait_for(lambda: not QgsApplication.taskManager().countActiveTasks(), 60, "the cancelled task over")
    assert "done" not in box


def test_another_agent_meanwhile_stops_the_message(registry, client, reference_agent, agent_factory, qgis_canvas):
    """The agent changed in Settings while a message was being prepared: its artifacts would be at the old agent
    and the message at the new one. It stops, says so, and the next message goes whole to the new agent."""
    preparer, box = preparing_a_big_layer(registry, client, qgis_canvas)
    other = agent_factory()
    moved = ArtifactClient(other.base_url)
    try:
        preparer.set_uploader(moved)
        assert "agent changed" in box.get("error", ""), box
        wait_for(lambda: not QgsApplication.taskManager().countActiveTasks(), 60, "the cancelled task over")
        again = run_async(preparer, [])
        assert "done" in again, again
        [vector] = again["done"].vectors
        assert moved.get(vector["artifact_id"])["type"] == "vector"  # at the agent the message goes to
    finally:
        moved.close()


def test_the_image_leaves_out_the_layers_whose_data_may_not_go(registry, client, qgis_canvas, tmp_path):
    """A picture of a layer is its data too: a layer declined for this message (or not confirmed) and a layer
    whose Share box is unticked are not drawn in the image context; a basemap still is."""
    from geosense.geosense_dock.map.preparer import ShareAsIs

    canvas = sized_canvas(qgis_canvas, 400, 200)
    basemap = red_raster(tmp_path, "basemap")
    declined = make_layer("Polygon", "EPSG:3857", "declined", [], [(box_wkt(0, 0, 200, 200), [])])
    unshared = make_layer("Polygon", "EPSG:3857", "unshared", [], [(box_wkt(200, 0, 400, 200), [])])
    for layer in (declined, unshared):
        layer.setRenderer(QgsSingleSymbolRenderer(QgsFillSymbol.createSimple(
            {"color": "0,0,255,255", "outline_style": "no"})))
    registry.set_shared(unshared, False)
    canvas.setLayers([declined, unshared, basemap])
    canvas.setExtent(QgsRectangle(0, 0, 400, 200))

    class Declined(ShareAsIs):
        def withheld(self):
            return (declined.id(),)

    preparer = MessagePreparer(registry, canvas, client, policy=Declined())
    box = run_async(preparer, ["image"])
    assert "error" not in box, box.get("error")
    image = next(c for c in box["done"].contexts if c["type"] == "image")
    png = QImage.fromData(base64.b64decode(client.get(image["artifact_id"])["artifact_data"]["data"]), "PNG")
    assert QColor(png.pixel(100, 100)).name() == "#ff0000"  # the basemap, not the declined layer's blue
    assert QColor(png.pixel(300, 100)).name() == "#ff0000"  # nor the unshared one's
    assert [v["name"] for v in box["done"].vectors] == []
    preparer.close()
