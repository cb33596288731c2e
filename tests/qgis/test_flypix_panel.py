"""The FlyPix side in a real QGIS: sign-in (API key, password), browsing a folder tree with more rasters than
one page, loading vectors and regions, accepting into FlyPix with one suggestion refused, plain-text messages."""

from __future__ import annotations

import base64
import struct
import urllib.request

import pytest
from qgis.core import QgsCategorizedSymbolRenderer, QgsFeature, QgsGeometry, QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest

from geosense.geosense_dock.flypix import FlyPixExtension, auth
from geosense.geosense_dock.flypix import layers as fl
from geosense.geosense_dock.map import VectorRegistry, keys
from geosense.geosense_dock.settings import Settings
from tests.agent_process import start_agent
from tests.flypix_panel_support import browse, debug, expand, sign_in, sign_in_with_key, signed_in, to_raster
from tests.qgis_support import wait_for


class MemorySettings(Settings):
    """Settings that are never written to the QGIS profile."""

    def save(self) -> None:
        self.saved = getattr(self, "saved", 0) + 1


@pytest.fixture(scope="module")
def fx_agent():
    agent = start_agent("--chunk-delay", "0", "--flypix-broken-vector", "--flypix-annotations", "3000",
                        "--flypix-page-size", "5", "--flypix-archive-rasters", "12")
    yield agent
    agent.stop()


@pytest.fixture
def settings(fx_agent):
    return MemorySettings(backend="flypix", flypix_base_url=fx_agent.base_url)


@pytest.fixture
def extension(desktop_iface, settings):
    project = QgsProject.instance()
    ext = FlyPixExtension(desktop_iface, settings, project=project)
    ext.activate()
    yield ext
    ext.unload()
    for layer in fl.flypix_layers(project) + fl.flypix_layers(project, "regions"):
        project.removeMapLayer(layer.id())
    root = project.layerTreeRoot()
    for group in [g for g in root.findGroups() if g.name().startswith("FlyPix")]:
        root.removeChildNode(group)


def browse_to_file(ext):
    browse(ext, to_raster("berlin_ortho") + (("raster", "berlin_ortho", "vector", "Annotations"),))


def load(ext, kind, label):
    before = len(QgsProject.instance().mapLayers())
    item = ext.panel.find_item(kind, label)
    ext.panel.tree.setCurrentItem(item)
    assert ext.panel.load_button.isEnabled()
    QTest.mouseClick(ext.panel.load_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: not ext.loader.busy, what=f"{label} loaded")
    assert len(QgsProject.instance().mapLayers()) == before + 1, ext.panel.status.text()
    return [lyr for lyr in fl.flypix_layers(QgsProject.instance(), "vector" if kind == "vector" else "regions")
            if lyr.name().startswith(label) or kind == "regions"][-1]


def signed_in_and_browsed(ext):
    signed_in(ext)
    browse_to_file(ext)


def revoke(agent):
    debug(agent, "/debug/flypix/revoke", post=True)


# ------------------------------------------------------------------ sign-in


def test_a_key_sign_in_fills_the_tree_of_nested_folders_and_says_so(extension):
    panel = extension.panel
    assert "Not signed in" in panel.account.text() and panel.sign_in_button.isVisible()
    signed_in_and_browsed(extension)
    assert panel.account.text().startswith("Signed in with an API key at ") and not panel.sign_in_button.isVisible()
    labels = [panel.find_item("vector", name).text(0) for name in ("Annotations", "Model output")]
    assert labels == ["Annotations (annotated)", "Model output (inference)"]
    assert panel.find_item("regions", "Regions") is not None
    assert panel.find_item("raster", "overview.tif") is not None  # a raster at the project's root


def test_a_folder_with_more_rasters_than_one_page_lists_them_all(extension):
    sign_in_with_key(extension)
    expand(extension, "project", "Berlin demo", "folder", "Archive")
    expand(extension, "folder", "Archive", "folder", "2019")
    expand(extension, "folder", "2019", "raster", "archive_012.tif")  # pages of 5 at the server
    folder = extension.panel.find_item("folder", "2019")
    assert [folder.child(i).text(0) for i in range(folder.childCount())] == [
        f"archive_{i:03d}.tif" for i in range(1, 13)]


def test_a_password_sign_in_says_who_is_signed_in(extension):
    sign_in(extension)
    wait_for(lambda: extension.session.signed_in, what="signed in")
    assert extension.panel.account.text().startswith("Signed in as demo at ")


def test_a_wrong_password_is_explained_in_the_dialog(extension):
    dialog = sign_in(extension, password="wrong")
    wait_for(lambda: not dialog.error.isHidden(), what="error shown")
    assert "did not accept the user name or password" in dialog.error.text()
    assert "incorrect username or password" in dialog.error.text()
    assert dialog.isVisible() and not extension.session.signed_in
    dialog.reject()


def test_credentials_are_kept_in_the_auth_database_and_used_next_time(extension, auth_db, settings, desktop_iface):
    sign_in(extension, remember=True)
    wait_for(lambda: extension.session.signed_in, what="signed in")
    config_id = settings.flypix_auth_config_id
    found = auth.load_credentials(config_id)
    assert config_id and (found.kind, found.username, found.secret) == ("password", "demo", "demo")
    assert "demo" not in repr(vars(settings)).replace("'demo'", "")  # only the id is in the settings
    other = FlyPixExtension(desktop_iface, settings, project=QgsProject.instance())
    try:
        other.activate()  # a restart: signs in with what the auth database holds, no dialog
        wait_for(lambda: other.session.signed_in, what="signed in from the auth database")
        assert other.sign_in_dialog is None
    finally:
        other.unload()
    extension.session.sign_out(forget=True)
    assert settings.flypix_auth_config_id == "" and auth.load_credentials(config_id) is None


def test_a_sign_in_cancelled_while_flypix_answers_keeps_nothing(extension, auth_db, settings):
    """Cancel pressed after Sign in, before FlyPix answered: the password is not stored, and the sign-in that
    FlyPix grants after all is undone."""
    from qgis.core import QgsApplication

    before = set(auth_db.configIds())
    dialog = sign_in(extension, remember=True)
    assert extension.session.runner.busy("sign-in")  # its answer comes through the event loop: not yet
    dialog.reject()
    wait_for(lambda: QgsApplication.taskManager().countActiveTasks() == 0, what="the sign-in task over")
    wait_for(lambda: not extension.session.signed_in, what="the late sign-in undone")
    assert settings.flypix_auth_config_id == ""
    assert set(auth_db.configIds()) == before
    assert "Not signed in" in extension.panel.account.text()


def test_a_revoked_key_opens_a_sign_in_prompt_that_says_so(extension, desktop_iface, settings, agent_factory):
    agent = agent_factory("--chunk-delay", "0")
    settings.flypix_base_url = agent.base_url
    extension.session.configure()
    sign_in_with_key(extension)
    wait_for(lambda: extension.session.signed_in and extension.sign_in_dialog is None, what="signed in")
    revoke(agent)
    extension.panel.refresh()
    wait_for(lambda: extension.sign_in_dialog is not None and extension.sign_in_dialog.isVisible(),
             what="sign-in prompt")
    dialog = extension.sign_in_dialog
    assert "FlyPix refused your API key (revoked or expired)" in dialog.reason.text()
    assert "Not signed in" in extension.panel.account.text()
    dialog.use_password.setChecked(True)
    dialog.username.setText("demo")
    dialog.password.setText("demo")
    QTest.mouseClick(dialog.sign_in_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: extension.session.signed_in, what="signed in again")
    wait_for(lambda: extension.panel.find_item("project", "Berlin demo") is not None, what="tree back")


# ------------------------------------------------------------------ loading


def test_a_vector_loads_as_a_classified_layer_with_flypix_ids(extension, settings):
    signed_in_and_browsed(extension)
    layer = load(extension, "vector", "Annotations")
    client = extension.session.client
    vector = next(v for v in client.vectors(fl.keys.prop_str(layer, fl.RASTER_ID)) if v["name"] == "Annotations")
    features = client.features(vector["vector_id"])
    classes = client.classes(settings.flypix_project_id)
    assert layer.featureCount() == len(features) == 13
    assert layer.crs().authid() == "EPSG:3857" and layer.readOnly()
    assert [f.name() for f in layer.fields()] == ["annotation_id", "class_id", "class_name", "confidence", "area"]
    registry = VectorRegistry(QgsProject.instance())
    try:
        assert registry.vector_id(layer) == vector["vector_id"]
        assert registry.layer_for(vector["vector_id"]) is layer
        assert registry.annotation_ids_field(layer) == "annotation_id"
        assert registry.source(layer) == "annotated" and registry.confidence_field(layer) == "confidence"
        assert registry.is_shared(layer)
        payload = registry.class_scheme(layer).payload()
        assert [(c["id"], c["name"], c["color"]) for c in payload] == [
            (c["class_id"], c["name"], c["color"]) for c in classes]
        feature = registry.feature_for(layer, 3)
        n = features.ids.index(3)
        assert feature["class_id"] == features.class_ids[n] and feature["area"] == pytest.approx(features.areas[n])
        assert feature["class_name"] == next(c["name"] for c in classes if c["class_id"] == features.class_ids[n])
    finally:
        registry.close()
    assert isinstance(layer.renderer(), QgsCategorizedSymbolRenderer)
    assert layer.renderer().classAttribute() == "class_id"
    node = QgsProject.instance().layerTreeRoot().findLayer(layer.id())
    assert node.parent().name() == "FlyPix: berlin_ortho.tif"
    assert settings.flypix_project_id and extension.session.project_name == "Berlin demo"
    assert "Annotations loaded: 13 features" in extension.panel.status.text()


def test_inference_vector_keeps_confidences(extension):
    signed_in_and_browsed(extension)
    layer = load(extension, "vector", "Model output")
    assert keys.prop_str(layer, keys.SOURCE) == "inference"
    confidences = sorted(f["confidence"] for f in layer.getFeatures())
    assert confidences[0] == pytest.approx(0.58) and confidences[-1] == pytest.approx(0.97)


def test_regions_load_as_a_region_layer(extension):
    signed_in_and_browsed(extension)
    layer = load(extension, "regions", "Regions")
    registry = VectorRegistry(QgsProject.instance())
    try:
        assert registry.is_region_layer(layer) and not registry.is_shared(layer)
        assert registry.annotation_ids_field(layer) == "region_index"
    finally:
        registry.close()
    rows = {f["name"]: (f["description"], f["color"], f["training_behavior"], f["inference_behavior"])
            for f in layer.getFeatures()}
    assert rows["Training area"][1:] == ("#f28e2b", "TRAINING", "IGNORE")
    assert rows["Inference area"][1:] == ("#76b7b2", "IGNORE", "USE")
    assert rows["Training area"][0].startswith("Fully annotated")


def test_loading_again_replaces_the_layer_in_place(extension):
    signed_in_and_browsed(extension)
    first = load(extension, "vector", "Annotations")
    first_id = first.id()
    project = QgsProject.instance()
    count = len(project.mapLayers())
    extension.panel.load_item(extension.panel.find_item("vector", "Annotations"))
    wait_for(lambda: project.mapLayer(first_id) is None and not extension.loader.busy, what="replaced")
    assert len(project.mapLayers()) == count
    assert len(fl.flypix_layers(project)) == 1


def test_a_broken_vector_leaves_no_layer_behind(extension):
    signed_in_and_browsed(extension)
    project = QgsProject.instance()
    before = set(project.mapLayers())
    extension.panel.load_item(extension.panel.find_item("vector", "Broken export"))
    wait_for(lambda: not extension.loader.busy, what="load finished")
    assert set(project.mapLayers()) == before
    text = extension.panel.status.text()
    assert text.startswith("Nothing was loaded:") and "not index-aligned" in text


def test_a_cancelled_load_leaves_no_layer_behind(extension):
    signed_in_and_browsed(extension)
    project = QgsProject.instance()
    before = set(project.mapLayers())
    extension.panel.load_item(extension.panel.find_item("vector", "Generated"))
    assert extension.panel.cancel_button.isVisible()
    QTest.mouseClick(extension.panel.cancel_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: not extension.loader.busy, what="load stopped")
    assert set(project.mapLayers()) == before
    assert "cancelled" in extension.panel.status.text()


# ------------------------------------------------------------------ accepting


def square_b64(x, y, size):
    coords = (x, y, x + size, y, x + size, y + size, x, y + size, x, y)
    return base64.b64encode(struct.pack("<BIII10d", 1, 3, 1, 5, *coords)).decode("ascii")


def suggestion_layer(n=2, tiny=(), no_confidence=()):
    """``n`` 15 m squares; those in ``tiny`` are 0.3 m (FlyPix refuses them), those in ``no_confidence`` have none."""
    layer = QgsVectorLayer(f"MultiPolygon?crs=EPSG:3857&field={keys.SUGGESTION_INDEX_FIELD}:integer"
                           "&field=confidence:double", "Suggestions", "memory")
    feats = []
    for i in range(n):
        f = QgsFeature(layer.fields())
        geom = QgsGeometry()
        geom.fromWkb(base64.b64decode(square_b64(1487800.0 + 30 * i, 6889800.0, 0.3 if i in tiny else 15.0)))
        f.setGeometry(geom)
        f.setAttributes([i, None if i in no_confidence else 0.9 - 0.1 * i])
        feats.append(f)
    layer.dataProvider().addFeatures(feats)
    layer.setCustomProperty(keys.SUGGESTION_ARTIFACT, "test-artifact")
    QgsProject.instance().addMapLayer(layer)
    return layer


def test_accepting_into_a_flypix_vector_confirms_creates_and_mirrors(extension, settings):
    signed_in_and_browsed(extension)
    target = load(extension, "vector", "Annotations")
    suggestions = suggestion_layer(3, tiny=(1,), no_confidence=(2,))
    asked, done, said = [], [], []
    extension.acceptor.confirm = lambda text: asked.append(text) or True
    extension.acceptor.accepted.connect(lambda ids, vid: done.append((ids, vid)))
    extension.acceptor.message.connect(lambda text, level: said.append(text))
    pool = next(c for c in fl.flypix_classes(target) if c["name"] == "pool")
    try:
        assert extension.acceptor.accept(suggestions, None, target, pool["class_id"], 0.75)
        wait_for(lambda: done, what="annotations created")
        assert asked == ["Create 3 annotations of class “pool” in the FlyPix vector “Annotations”?\n"
                         "1 suggestion has no confidence and is sent with 0.75."]
        ids, vector_id = done[0]
        assert vector_id == fl.flypix_vector_id(target) and len(ids) == 2
        left = list(suggestions.getFeatures())  # the refused one stays, with FlyPix's reason
        assert [(f[keys.SUGGESTION_INDEX_FIELD], f["flypix_reason"]) for f in left] == [
            (1, "invalid geometry; the polygon is smaller than 1 m²")]
        assert "FlyPix refused 1 suggestion; it stays in the suggestion layer" in said[-1]
        mirrored = {f["annotation_id"]: (f["class_id"], round(f["confidence"], 2)) for f in target.getFeatures()
                    if f["annotation_id"] in ids}
        assert mirrored == {ids[0]: (pool["class_id"], 0.9), ids[1]: (pool["class_id"], 0.75)}
        back = extension.session.client.features(vector_id)  # FlyPix has them
        assert set(ids) <= set(back.ids)
    finally:
        QgsProject.instance().removeMapLayer(suggestions.id())


def test_a_multipolygon_suggestion_is_sent_as_polygons(extension, fx_agent):
    signed_in_and_browsed(extension)
    target = load(extension, "vector", "Model output")
    layer = QgsVectorLayer("MultiPolygon?crs=EPSG:3857&field=confidence:double", "Suggestions", "memory")
    f = QgsFeature(layer.fields())
    f.setGeometry(QgsGeometry.fromWkt("MultiPolygon(((1488000 6889000, 1488010 6889000, 1488010 6889010, "
                                      "1488000 6889000)),((1488020 6889000, 1488030 6889000, 1488030 6889010, "
                                      "1488020 6889000)))"))
    f.setAttributes([0.6])
    layer.dataProvider().addFeatures([f])
    layer.setCustomProperty(keys.SUGGESTION_ARTIFACT, "test-artifact")
    QgsProject.instance().addMapLayer(layer)
    done = []
    extension.acceptor.confirm = lambda text: True
    extension.acceptor.accepted.connect(lambda ids, vid: done.append(ids))
    try:
        assert extension.acceptor.accept(layer, None, target, fl.flypix_classes(target)[0]["class_id"])
        wait_for(lambda: done, what="annotations created")
        assert len(done[0]) == 2 and layer.featureCount() == 0
        with urllib.request.urlopen(fx_agent.base_url + "/debug/flypix/requests", timeout=10) as resp:
            sent = [r for r in __import__("json").loads(resp.read()) if r["route"].endswith("/annotations")][-1]
        polygons = [base64.b64decode(item["polygon"]) for item in sent["body"]["payload"]]
        assert [struct.unpack("<I", raw[1:5])[0] for raw in polygons] == [3, 3]  # WKB Polygon, twice
    finally:
        QgsProject.instance().removeMapLayer(layer.id())


def test_declining_or_a_refusal_changes_nothing(extension):
    signed_in_and_browsed(extension)
    target = load(extension, "vector", "Model output")
    suggestions = suggestion_layer(1)
    messages = []
    extension.acceptor.message.connect(lambda text, level: messages.append(text))
    try:
        extension.acceptor.confirm = lambda text: False
        house = fl.flypix_classes(target)[0]["class_id"]
        assert not extension.acceptor.accept(suggestions, None, target, house)
        # a class FlyPix does not know: FlyPix refuses the request, shown in words
        fake = fl.flypix_classes(target) + [{"class_id": "ghost", "name": "ghost", "color": "#000000"}]
        target.setCustomProperty(fl.CLASSES, __import__("json").dumps(fake))
        extension.acceptor.confirm = lambda text: True
        count = target.featureCount()
        assert extension.acceptor.accept(suggestions, None, target, "ghost")
        wait_for(lambda: not extension.acceptor.busy, what="refusal")
        assert "Not accepted, FlyPix is unchanged" in messages[-1] and "not a class of the vector" in messages[-1]
        assert suggestions.featureCount() == 1 and target.featureCount() == count
    finally:
        QgsProject.instance().removeMapLayer(suggestions.id())


# ------------------------------------------------------------------ FlyPix's words are plain text


def test_flypix_error_details_reach_the_bar_and_the_status_as_plain_text(extension, desktop_iface, monkeypatch):
    from qgis.gui import QgsMessageBar
    from qgis.PyQt.QtWidgets import QTextBrowser

    real_bar = QgsMessageBar(desktop_iface.mainWindow())  # the real widget, not the test interface's stand-in
    monkeypatch.setattr(desktop_iface, "messageBar", lambda: real_bar, raising=False)
    hostile = '<a href="smb://evil/share">re-login</a><img src="file:///etc/passwd">'
    extension.panel._on_load_failed("Nothing was loaded: " + hostile)
    assert extension.panel.status.textFormat() == Qt.TextFormat.PlainText
    assert hostile in extension.panel.status.text()
    item = real_bar.currentItem()
    shown = "".join(w.toPlainText() for w in item.findChildren(QTextBrowser))
    assert hostile in shown  # the markup is shown as text: no link, no image
    real_bar.clearWidgets()
    real_bar.deleteLater()


def test_a_project_name_with_markup_is_shown_as_it_is(extension):
    extension.session.set_project("p-1", "<b>Big</b> <a href='smb://x'>project</a>")
    assert extension.panel.project_label.text() == "Chat project: <b>Big</b> <a href='smb://x'>project</a>"
    assert extension.panel.project_label.textFormat() == Qt.TextFormat.PlainText
