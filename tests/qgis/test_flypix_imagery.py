"""Seeing a FlyPix raster's imagery in a real QGIS: each source kind becomes its QGIS layer, in the raster's group
under its vectors; the COG is read by range requests; WMTS and OSM tiles render; an upload's download link that
expires or is refused is asked for again and the layer keeps working; the screenshot sent to GeoSense shows it."""

from __future__ import annotations

import base64
import json
import time
import urllib.parse
import urllib.request

import pytest
from osgeo import gdal
from qgis.core import QgsMapSettings, QgsProject, QgsRasterLayer, QgsRectangle
from qgis.gui import QgsLayerTreeMapCanvasBridge
from qgis.PyQt.QtCore import QSize, Qt
from qgis.PyQt.QtGui import QColor, QImage
from qgis.PyQt.QtTest import QTest

from geosense.geosense_dock.core.protocol.flypix_contexts import FlyPixArtifacts, FlyPixUploads
from geosense.geosense_dock.flypix import FlyPixExtension
from geosense.geosense_dock.flypix import imagery as fim
from geosense.geosense_dock.flypix import layers as fl
from geosense.geosense_dock.map import VectorRegistry
from geosense.geosense_dock.map.image import render_blocking
from geosense.geosense_dock.map.preparer import MessagePreparer
from geosense.geosense_dock.settings import Settings
from reference_agent import flypix_imagery as emulated
from tests import flypix_panel_support as panel_support
from tests.agent_process import start_agent
from tests.flypix_panel_support import debug, signed_in, to_raster
from tests.qgis_support import wait_for

LINK_TTL = 4


class MemorySettings(Settings):
    def save(self) -> None:
        pass


@pytest.fixture(scope="module")
def fx_agent():
    agent = start_agent("--chunk-delay", "0", "--flypix-link-ttl", str(LINK_TTL))
    yield agent
    agent.stop()


@pytest.fixture
def extension(desktop_iface, fx_agent):
    project = QgsProject.instance()
    settings = MemorySettings(backend="flypix", flypix_base_url=fx_agent.base_url,
                              flypix_osm_tiles=fx_agent.base_url + "/imagery/xyz/{z}/{x}/{y}.png")
    ext = FlyPixExtension(desktop_iface, settings, project=project)
    ext.activate()
    yield ext
    ext.unload()
    for layer in fl.flypix_layers(project) + fl.flypix_layers(project, "regions") + fim.imagery_layers(project):
        project.removeMapLayer(layer.id())
    root = project.layerTreeRoot()
    for group in [g for g in root.findGroups() if g.name().startswith("FlyPix")]:
        root.removeChildNode(group)


def browse(ext, raster):
    """Signed in and browsed down to ``raster``'s imagery item; the item."""
    signed_in(ext)
    panel_support.browse(ext, to_raster(raster) + (("raster", raster, "imagery", "Imagery"),))
    raster_item = ext.panel.find_item("raster", raster)
    return next(raster_item.child(i) for i in range(raster_item.childCount())
                if (ext.panel.info(raster_item.child(i)) or {}).get("kind") == "imagery")


def load_imagery(ext, raster) -> QgsRasterLayer:
    item = browse(ext, raster)
    ext.panel.tree.setCurrentItem(item)
    assert ext.panel.load_button.isEnabled()
    QTest.mouseClick(ext.panel.load_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: not ext.loader.busy, what=f"{raster} loaded", timeout=30)
    layer = next((lyr for lyr in fim.imagery_layers(QgsProject.instance()) if lyr.name() == raster), None)
    assert layer is not None, ext.panel.status.text()
    assert layer.isValid()
    node = QgsProject.instance().layerTreeRoot().findLayer(layer.id())
    assert node is not None and node.parent().name() == f"FlyPix: {raster}"
    assert ext.panel.status.text() == f"{raster} loaded"
    return layer


def expected_pixels(col, row, width, height):
    """What the emulation generated there: its COG file, read locally."""
    ds = gdal.Open(emulated.cog_path())
    return [ds.GetRasterBand(b + 1).ReadAsArray(col, row, width, height) for b in range(3)]


def block_values(layer, band, col, row, width, height):
    """Pixels of ``layer`` (band 1-3) over the COG's pixel window, read through its data provider."""
    minx, maxy = emulated.MINX + col * emulated.PIXEL, emulated.MAXY - row * emulated.PIXEL
    extent = QgsRectangle(minx, maxy - height * emulated.PIXEL, minx + width * emulated.PIXEL, maxy)
    block = layer.dataProvider().block(band, extent, width, height)
    assert block.isValid()
    return [[int(block.value(r, c)) for c in range(width)] for r in range(height)]


def assert_pixels_match(layer, col, row, width=16, height=8):
    expected = expected_pixels(col, row, width, height)
    for band in range(3):
        assert block_values(layer, band + 1, col, row, width, height) == expected[band].tolist()


def render(layer, extent, size=256):
    settings = QgsMapSettings()
    settings.setLayers([layer])
    settings.setDestinationCrs(layer.crs())
    settings.setOutputSize(QSize(size, size))
    settings.setExtent(extent)
    return render_blocking(settings)


def close_to(color: QColor, rgb, tolerance=12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip((color.red(), color.green(), color.blue()), rgb))


def test_an_external_cog_is_read_by_ranges_through_vsicurl(extension, fx_agent):
    debug(fx_agent, "/debug/flypix/imagery?clear=1")
    layer = load_imagery(extension, "berlin_cog.tif")
    assert layer.providerType() == "gdal" and layer.source().startswith("/vsicurl")
    assert layer.width() == emulated.WIDTH and layer.height() == emulated.HEIGHT and layer.bandCount() == 3
    assert layer.crs().authid() == "EPSG:3857"
    assert_pixels_match(layer, 300, 200)
    assert_pixels_match(layer, 900, 600, 20, 10)
    seen = [r for r in debug(fx_agent, "/debug/flypix/imagery") if r["path"] == "/imagery/cog/berlin.tif"]
    gets = [r for r in seen if r["method"] == "GET"]
    assert gets and all(r["range"] and r["status"] == 206 for r in gets), seen
    assert sum(r["bytes"] for r in gets) < len(open(emulated.cog_path(), "rb").read())


def test_the_imagery_lands_under_the_raster_vectors_and_in_the_screenshot(extension, fx_agent, qgis_canvas):
    layer = load_imagery(extension, "berlin_ortho.tif")  # an upload, with the demo vectors
    panel = extension.panel
    panel.tree.setCurrentItem(panel.find_item("vector", "Annotations"))
    QTest.mouseClick(panel.load_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: not extension.loader.busy and fl.flypix_layers(QgsProject.instance()), what="vector loaded")
    group = QgsProject.instance().layerTreeRoot().findGroup("FlyPix: berlin_ortho.tif")
    assert [node.layer().name() for node in group.findLayers()] == ["Annotations", "berlin_ortho.tif"]
    bridge = QgsLayerTreeMapCanvasBridge(QgsProject.instance().layerTreeRoot(), qgis_canvas)  # as in QGIS
    registry = VectorRegistry(QgsProject.instance())
    client = extension.session.client
    session_id = client.create_session(extension.session.project_id)
    preparer = MessagePreparer(registry, qgis_canvas, FlyPixArtifacts(client, lambda: session_id, FlyPixUploads()))
    try:
        qgis_canvas.setDestinationCrs(layer.crs())
        qgis_canvas.resize(400, 300)
        bridge.setCanvasLayers()
        assert layer in qgis_canvas.layers()
        # a grass area west of the houses: only the imagery is there
        qgis_canvas.setExtent(QgsRectangle(emulated.MINX + 4, emulated.MAXY - 60, emulated.MINX + 40,
                                           emulated.MAXY - 30))

        def screenshot_centre() -> QColor:
            prepared = preparer.prepare_blocking(["image"])
            [ctx] = [c for c in prepared.contexts if c.get("type") == "image"]
            data = client.get_artifact(session_id, ctx["artifact_id"])["artifact_data"]
            assert data["type"] == "image" and data["mime"] == "image/png"
            image = QImage.fromData(base64.b64decode(data["data"]), "PNG")
            return image.pixelColor(image.width() // 2, image.height() // 2)

        pixel = screenshot_centre()  # what FlyPix received: the imagery is in it
        assert pixel.alpha() == 255 and 100 <= pixel.green() <= 180 and pixel.green() > pixel.red(), pixel.name()
        QgsProject.instance().layerTreeRoot().findLayer(layer.id()).setItemVisibilityChecked(False)
        bridge.setCanvasLayers()
        assert layer not in qgis_canvas.layers()
        hidden = screenshot_centre()  # hidden on the canvas, so not in the screenshot either
        assert not (hidden.alpha() == 255 and hidden.green() > hidden.red() + 10), hidden.name()
    finally:
        preparer.close()
        registry.close()
        del bridge


def test_a_wmts_raster_renders_tiles_from_its_service(extension, fx_agent):
    debug(fx_agent, "/debug/flypix/imagery?clear=1")
    layer = load_imagery(extension, "berlin_wmts")
    assert layer.providerType() == "wms" and "tileMatrixSet=GoogleMapsCompatible" in layer.source()
    assert layer.crs().authid() == "EPSG:3857", layer.source()  # QGIS read the URI's crs (3.40 reads it undecoded)
    image = render(layer, QgsRectangle(emulated.MINX + 50, emulated.MAXY - 150, emulated.MINX + 100,
                                       emulated.MAXY - 100))
    assert close_to(image.pixelColor(128, 128), _mean_rgb(emulated.MINX + 75, emulated.MAXY - 125), 30)
    tiles = [r for r in debug(fx_agent, "/debug/flypix/imagery") if "/imagery/wmts/tile/" in r["path"]]
    assert tiles and all(r["status"] == 200 for r in tiles)


def test_an_osm_raster_is_xyz_tiles_from_the_configured_server(extension, fx_agent):
    debug(fx_agent, "/debug/flypix/imagery?clear=1")
    layer = load_imagery(extension, "berlin_osm")
    assert layer.providerType() == "wms" and "type=xyz" in layer.source()
    assert layer.customProperty(fim.EXTENT).split(",")[0] == str(emulated.EXTENT["minx"])
    image = render(layer, QgsRectangle(emulated.MINX + 50, emulated.MAXY - 150, emulated.MINX + 100,
                                       emulated.MAXY - 100))
    assert close_to(image.pixelColor(128, 128), _mean_rgb(emulated.MINX + 75, emulated.MAXY - 125), 30)
    assert any("/imagery/xyz/" in r["path"] for r in debug(fx_agent, "/debug/flypix/imagery"))


def _mean_rgb(x, y, radius=3):
    col, row = int((x - emulated.MINX) / emulated.PIXEL), int((emulated.MAXY - y) / emulated.PIXEL)
    bands = expected_pixels(col - radius, row - radius, 2 * radius, 2 * radius)
    return [int(b.mean()) for b in bands]


def _link_requests(agent):
    return [r for r in debug(agent, "/debug/flypix/requests") if r["route"] == "/v2/files/{file_id}/download"]


def test_an_upload_link_that_expires_is_asked_for_again_and_the_layer_keeps_working(extension, fx_agent):
    debug(fx_agent, "/debug/flypix/requests?clear=1")
    layer = load_imagery(extension, "berlin_ortho.tif")
    first = extension.loader.links.link(layer.id())
    assert "X-Amz-Expires" in first and layer.source().startswith("/vsicurl")
    assert_pixels_match(layer, 100, 100)
    assert len(_link_requests(fx_agent)) == 1
    # before the link expires (at 80 % of its lifetime) the keeper asks FlyPix for a new one
    wait_for(lambda: extension.loader.links.link(layer.id()) != first, what="link renewed", timeout=LINK_TTL + 5)
    assert len(_link_requests(fx_agent)) >= 2
    assert layer.isValid() and extension.loader.links.link(layer.id()) in urllib.parse.unquote(layer.source())
    wait_for(lambda: time.time() > extension.loader.links._links[layer.id()]["received"] + LINK_TTL - 3,
             what="the first link expired", timeout=LINK_TTL + 2)
    assert_pixels_match(layer, 700, 400)  # a part not read before: through the new link


def test_a_link_refused_while_the_canvas_draws_is_renewed(extension, fx_agent, qgis_canvas):
    layer = load_imagery(extension, "berlin_ortho.tif")
    keeper = extension.loader.links
    keeper._links[layer.id()]["timer"].stop()  # only the refusal may renew it here
    first = keeper.link(layer.id())
    debug(fx_agent, "/debug/flypix/expire-links", post=True)  # FlyPix revoked it: its server answers 403
    before = len(_link_requests(fx_agent))
    qgis_canvas.setDestinationCrs(layer.crs())
    qgis_canvas.setLayers([layer])
    qgis_canvas.setExtent(layer.extent())  # the whole file at full size: parts GDAL has not read yet
    qgis_canvas.resize(1024, 640)
    qgis_canvas.refresh()
    wait_for(lambda: keeper.link(layer.id()) != first, what="link renewed after the refusal", timeout=15)
    assert len(_link_requests(fx_agent)) == before + 1
    refused = [r for r in debug(fx_agent, "/debug/flypix/imagery") if r["status"] == 403]
    assert refused
    qgis_canvas.setLayers([])
    assert_pixels_match(layer, 800, 100)


def test_imagery_that_cannot_be_shown_adds_nothing_and_says_why(extension, fx_agent):
    browse(extension, "berlin_wmts")
    project_info = extension.panel.info(extension.panel.find_item("project", "Berlin demo"))["project"]
    before = len(QgsProject.instance().mapLayers())
    failures = []
    extension.loader.failed.connect(failures.append)
    url = fx_agent.base_url + "/imagery/wmts/1.0.0/WMTSCapabilities.xml"
    extension.loader.load_imagery(project_info, {"raster_id": "r1", "name": "elsewhere",
                                                 "source": {"type": "WMTS", "url": url, "layer": "nope"}})
    wait_for(lambda: failures, what="the load failed")
    assert failures == ["Nothing was loaded: the WMTS service has no layer nope"]
    extension.loader.load_imagery(project_info, {"raster_id": "r2", "name": "new kind",
                                                 "source": {"type": "STAC", "href": "x"}})
    wait_for(lambda: len(failures) == 2, what="the second load failed")
    assert failures[1] == "Nothing was loaded: FlyPix gives this raster's imagery as STAC, which QGIS cannot show"
    assert extension.panel.status.text() == failures[1]
    assert len(QgsProject.instance().mapLayers()) == before


def test_an_upload_layer_of_a_project_opened_again_gets_a_fresh_link(extension, fx_agent, tmp_path):
    layer_id = load_imagery(extension, "berlin_ortho.tif").id()
    path = str(tmp_path / "imagery.qgz")
    project = QgsProject.instance()
    assert project.write(path)
    debug(fx_agent, "/debug/flypix/expire-links", post=True)  # the link saved in the project no longer works
    project.clear()
    before = len(_link_requests(fx_agent))
    assert project.read(path)
    reopened = next(lyr for lyr in fim.imagery_layers(project) if lyr.name() == "berlin_ortho.tif")
    assert reopened.id() == layer_id
    keeper = extension.loader.links
    wait_for(lambda: keeper.link(reopened.id()), what="a fresh link for the reopened layer", timeout=15)
    assert len(_link_requests(fx_agent)) == before + 1
    assert reopened.isValid() and keeper.link(reopened.id()) in urllib.parse.unquote(reopened.source())
    assert_pixels_match(reopened, 400, 300)
    node = project.layerTreeRoot().findLayer(reopened.id())
    assert node is not None and node.parent().name() == "FlyPix: berlin_ortho.tif"


ENV_PROXIES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy")
PROXY_KEYS = ("proxy/proxyEnabled", "proxy/proxyType", "proxy/proxyHost", "proxy/proxyPort", "proxy/proxyUser",
              "proxy/proxyPassword", "proxy/proxyExcludedUrls", "proxy/noProxyUrls")


@pytest.fixture
def proxies(monkeypatch):
    """(QGIS's proxy, which asks for credentials, set as in Settings > Options > Network; a proxy set in the
    environment for every scheme): each a real HTTP proxy on 127.0.0.1 recording what it was asked."""
    from qgis.core import QgsNetworkAccessManager, QgsSettings

    from tests.unit.test_transports import ForwardProxy

    qgis, env = ForwardProxy(user="ann", password="p@ss word"), ForwardProxy()
    for name in ENV_PROXIES:
        monkeypatch.setenv(name, env.url)
    for name in ("NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    s = QgsSettings()
    saved = {k: s.value(k) for k in PROXY_KEYS}

    def configure(enabled=True, excluded=()):
        s.setValue("proxy/proxyEnabled", enabled)
        s.setValue("proxy/proxyType", "HttpProxy")
        s.setValue("proxy/proxyHost", "127.0.0.1")
        s.setValue("proxy/proxyPort", str(qgis.port))
        s.setValue("proxy/proxyUser", "ann")
        s.setValue("proxy/proxyPassword", "p@ss word")
        s.setValue("proxy/proxyExcludedUrls", list(excluded))
        s.setValue("proxy/noProxyUrls", [])
        QgsNetworkAccessManager.instance().setupDefaultProxyAndCache()

    yield qgis, env, configure
    for k, v in saved.items():
        if v is None:
            s.remove(k)
        else:
            s.setValue(k, v)
    QgsNetworkAccessManager.instance().setupDefaultProxyAndCache()
    qgis.close()
    env.close()


def direct_debug(agent, path):
    """The emulation's debug log, asked directly (the test's own request never goes to a proxy)."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(agent.base_url + path, timeout=10) as resp:
        return json.loads(resp.read())


def cog_reads(agent):
    return [r for r in direct_debug(agent, "/debug/flypix/imagery") if r["path"] == "/imagery/cog/berlin.tif"
            and r["method"] == "GET"]


def test_the_cog_goes_through_the_qgis_proxy_and_never_the_environments(extension, fx_agent, proxies):
    qgis, env, configure = proxies
    configure(enabled=True)
    gdal.VSICurlClearCache()
    direct_debug(fx_agent, "/debug/flypix/imagery?clear=1")
    layer = load_imagery(extension, "berlin_cog.tif")
    assert_pixels_match(layer, 300, 200)
    assert [r for r in qgis.requests if r.startswith("GET http://") and r.endswith("/imagery/cog/berlin.tif")], \
        qgis.requests
    reads = cog_reads(fx_agent)
    assert reads and all(r["range"] and r["status"] == 206 for r in reads), reads  # the proxy's credentials held
    assert env.requests == []


def test_without_a_qgis_proxy_the_cog_is_read_directly_not_through_the_environments(extension, fx_agent, proxies):
    """No proxy in QGIS's settings: GDAL reads the COG directly (left to itself, GDAL would take the
    environment's proxy, and QGIS's own GDAL proxy option, set while a proxy was enabled, stays set)."""
    qgis, env, configure = proxies
    configure(enabled=False)
    gdal.VSICurlClearCache()
    direct_debug(fx_agent, "/debug/flypix/imagery?clear=1")
    layer = load_imagery(extension, "berlin_cog.tif")
    assert_pixels_match(layer, 900, 600, 20, 10)
    assert cog_reads(fx_agent)
    assert env.requests == [] and not [r for r in qgis.requests if "/imagery/cog/" in r], (env.requests, qgis.requests)


def test_imagery_saved_with_a_project_is_read_through_the_qgis_proxy_when_reopened(extension, fx_agent, proxies,
                                                                                   tmp_path):
    qgis, env, configure = proxies
    configure(enabled=False)
    load_imagery(extension, "berlin_cog.tif")
    project = QgsProject.instance()
    path = str(tmp_path / "imagery.qgs")
    assert project.write(path)
    project.clear()
    from geosense.geosense_dock.network import GDAL_PROXY_OPTIONS

    for name in GDAL_PROXY_OPTIONS:  # as in a QGIS just started: GDAL left to itself
        gdal.SetConfigOption(name, None)
    gdal.ClearPathSpecificOptions()
    gdal.VSICurlClearCache()
    direct_debug(fx_agent, "/debug/flypix/imagery?clear=1")
    assert project.read(path)
    layer = next(lyr for lyr in fim.imagery_layers(project) if lyr.name() == "berlin_cog.tif")
    assert layer.isValid()
    assert_pixels_match(layer, 300, 200)
    assert cog_reads(fx_agent)
    assert env.requests == [], env.requests
    project.clear()
