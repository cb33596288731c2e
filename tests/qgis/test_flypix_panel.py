"""The FlyPix side in a real QGIS: sign-in, browsing, loading vectors and regions, accepting into FlyPix."""

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
from tests.qgis_support import wait_for


class MemorySettings(Settings):
    """Settings that are never written to the QGIS profile."""

    def save(self) -> None:
        self.saved = getattr(self, "saved", 0) + 1


@pytest.fixture(scope="module")
def fx_agent():
    agent = start_agent("--chunk-delay", "0", "--flypix-broken-vector", "--flypix-annotations", "3000")
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


def sign_in(ext, user="demo", password="demo", remember=False):  # pragma: allowlist secret - demo account
    dialog = ext.prompt_sign_in()
    dialog.username.setText(user)
    dialog.password.setText(password)
    dialog.remember.setChecked(remember)
    QTest.mouseClick(dialog.sign_in_button, Qt.MouseButton.LeftButton)
    return dialog


def browse_to_file(ext):
    panel = ext.panel
    wait_for(lambda: panel.find_item("project", "Berlin demo") is not None, what="projects listed")
    panel.tree.expandItem(panel.find_item("project", "Berlin demo"))
    wait_for(lambda: panel.find_item("file", "berlin_ortho") is not None, what="files listed")
    panel.tree.expandItem(panel.find_item("file", "berlin_ortho"))
    wait_for(lambda: panel.find_item("vector", "Annotations") is not None, what="vectors listed")


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
    sign_in(ext)
    wait_for(lambda: ext.session.signed_in and ext.sign_in_dialog is None, what="signed in, dialog closed")
    browse_to_file(ext)


def revoke(agent):
    urllib.request.urlopen(urllib.request.Request(agent.base_url + "/debug/flypix/revoke", data=b"",
                                                  method="POST"), timeout=10).read()


# ------------------------------------------------------------------ sign-in


def test_sign_in_fills_the_tree_and_says_who_is_signed_in(extension):
    panel = extension.panel
    assert "Not signed in" in panel.account.text() and panel.sign_in_button.isVisible()
    signed_in_and_browsed(extension)
    assert "Signed in as <b>demo</b>" in panel.account.text() and not panel.sign_in_button.isVisible()
    labels = [panel.find_item("vector", name).text(0) for name in ("Annotations", "Model output")]
    assert labels == ["Annotations (annotated, 13)", "Model output (inference, 9)"]
    assert panel.find_item("regions", "Regions") is not None


def test_a_wrong_password_is_explained_in_the_dialog(extension):
    dialog = sign_in(extension, password="wrong")
    wait_for(lambda: not dialog.error.isHidden(), what="error shown")
    assert "did not accept the user name or password" in dialog.error.text()
    assert "Incorrect username or password" in dialog.error.text()
    assert dialog.isVisible() and not extension.session.signed_in
    dialog.reject()


def test_credentials_are_kept_in_the_auth_database_and_used_next_time(extension, auth_db, settings, desktop_iface):
    sign_in(extension, remember=True)
    wait_for(lambda: extension.session.signed_in, what="signed in")
    config_id = settings.flypix_auth_config_id
    assert config_id and auth.load_credentials(config_id) == ("demo", "demo")
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


def test_a_revoked_sign_in_opens_a_sign_in_prompt(extension, fx_agent):
    signed_in_and_browsed(extension)
    revoke(fx_agent)
    extension.panel.refresh()
    wait_for(lambda: extension.sign_in_dialog is not None and extension.sign_in_dialog.isVisible(),
             what="sign-in prompt")
    dialog = extension.sign_in_dialog
    assert "Sign in again" in dialog.reason.text() and dialog.username.text() == "demo"
    assert "Not signed in" in extension.panel.account.text()
    dialog.password.setText("demo")
    QTest.mouseClick(dialog.sign_in_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: extension.session.signed_in, what="signed in again")
    wait_for(lambda: extension.panel.find_item("project", "Berlin demo") is not None, what="tree back")


# ------------------------------------------------------------------ loading


def test_a_vector_loads_as_a_classified_layer_with_flypix_ids(extension, settings):
    signed_in_and_browsed(extension)
    layer = load(extension, "vector", "Annotations")
    client = extension.session.client
    vector = next(v for v in client.vectors(fl.keys.prop_str(layer, fl.FILE_ID)) if v["name"] == "Annotations")
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
    assert "Annotations loaded: 13 feature(s)" in extension.panel.status.text()


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
    rows = {f["name"]: (f["description"], f["color"], f["training"], f["inference"]) for f in layer.getFeatures()}
    assert rows["Training area"][1:] == ("#f28e2b", True, False)
    assert rows["Inference area"][1:] == ("#76b7b2", False, True)
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


def suggestion_layer(n=2):
    layer = QgsVectorLayer(f"MultiPolygon?crs=EPSG:3857&field={keys.SUGGESTION_INDEX_FIELD}:integer"
                           "&field=confidence:double", "Suggestions", "memory")
    feats = []
    for i in range(n):
        f = QgsFeature(layer.fields())
        geom = QgsGeometry()
        geom.fromWkb(base64.b64decode(square_b64(1487800.0 + 30 * i, 6889800.0, 15.0)))
        f.setGeometry(geom)
        f.setAttributes([i, 0.9 - 0.1 * i])
        feats.append(f)
    layer.dataProvider().addFeatures(feats)
    layer.setCustomProperty(keys.SUGGESTION_ARTIFACT, "test-artifact")
    QgsProject.instance().addMapLayer(layer)
    return layer


def test_accepting_into_a_flypix_vector_confirms_creates_and_mirrors(extension, settings):
    signed_in_and_browsed(extension)
    target = load(extension, "vector", "Annotations")
    suggestions = suggestion_layer(2)
    asked, done = [], []
    extension.acceptor.confirm = lambda text: asked.append(text) or True
    extension.acceptor.accepted.connect(lambda ids, vid: done.append((ids, vid)))
    pool = next(c for c in fl.flypix_classes(target) if c["name"] == "pool")
    try:
        assert extension.acceptor.accept(suggestions, None, target, pool["class_id"])
        wait_for(lambda: done, what="annotations created")
        assert asked == ["Create 2 annotation(s) of class “pool” in the FlyPix vector “Annotations”?"]
        ids, vector_id = done[0]
        assert vector_id == fl.flypix_vector_id(target) and len(ids) == 2
        assert suggestions.featureCount() == 0
        mirrored = {f["annotation_id"]: (f["class_id"], round(f["confidence"], 2)) for f in target.getFeatures()
                    if f["annotation_id"] in ids}
        assert mirrored == {ids[0]: (pool["class_id"], 0.9), ids[1]: (pool["class_id"], 0.8)}
        back = extension.session.client.features(vector_id)  # FlyPix has them
        assert set(ids) <= set(back.ids)
    finally:
        QgsProject.instance().removeMapLayer(suggestions.id())


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
        # a class FlyPix does not know: FlyPix answers 422, shown in words
        fake = fl.flypix_classes(target) + [{"class_id": "ghost", "name": "ghost", "color": "#000"}]
        target.setCustomProperty(fl.CLASSES, __import__("json").dumps(fake))
        extension.acceptor.confirm = lambda text: True
        count = target.featureCount()
        assert extension.acceptor.accept(suggestions, None, target, "ghost")
        wait_for(lambda: not extension.acceptor.busy, what="refusal")
        assert "Not accepted, FlyPix is unchanged" in messages[-1] and "class_id: not a class" in messages[-1]
        assert suggestions.featureCount() == 1 and target.featureCount() == count
    finally:
        QgsProject.instance().removeMapLayer(suggestions.id())
