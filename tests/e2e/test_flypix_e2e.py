"""The real plugin and dock with the FlyPix backend, against the reference agent's FlyPix emulation.

Sign in with an API key, browse a folder tree, load a vector, chat with a
selection and a sketch (both travel as data artifacts), render an answer whose
data context drives a highlight, accept suggestions with one refused by
FlyPix; token refresh; a revoked key opens the sign-in prompt; a refusal is
shown in words; a failed load leaves no layer; a message over 10,000
characters stays in the composer; switching backends needs no restart.
"""

from __future__ import annotations

import json
import sys
import time
import traceback
import urllib.request

import pytest
from qgis.core import QgsGeometry, QgsProject, QgsSettings
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest

from geosense import classFactory
from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.flypix import layers as fl
from geosense.geosense_dock.flypix.settings_box import attach as attach_backend_choice
from geosense.geosense_dock.ui.settings_dialog import SettingsDialog
from tests.agent_process import start_agent
from tests.flypix_sdk import check_requests
from tests.qgis_support import wait_for

KEYS = ("base_url", "transport", "backend", "flypix_base_url", "flypix_project_id", "flypix_auth_config_id")


@pytest.fixture(scope="module")
def fx_agent():
    agent = start_agent("--chunk-delay", "0", "--flypix-broken-vector", "--flypix-page-size", "5")
    yield agent
    agent.stop()


@pytest.fixture(autouse=True)
def slot_errors():
    """Exceptions raised in Qt slots, reported as in the QGIS desktop instead of aborting the process.

    The QGIS desktop installs its own ``sys.excepthook``; without one, PyQt ends the process on an
    exception in a slot. Exceptions from the FlyPix code fail the test; others are printed.
    """
    seen = []
    previous = sys.excepthook

    def hook(kind, value, tb):
        text = "".join(traceback.format_exception(kind, value, tb))
        seen.append(text)
        print(text, file=sys.stderr)

    sys.excepthook = hook
    yield seen
    sys.excepthook = previous
    ours = [t for t in seen if "flypix" in t]
    assert not ours, "\n".join(ours)


@pytest.fixture
def load_plugin(desktop_iface, slot_errors):
    """Load the plugin with the given settings; the profile's GeoSense settings are restored afterwards."""
    qs = QgsSettings()
    saved = {k: qs.value("geosense/" + k) for k in KEYS}
    loaded = []
    QgsProject.instance().clear()  # layers other tests left behind are not part of these scenarios

    def load(**values):
        for key, value in values.items():
            qs.setValue("geosense/" + key, value)
        plugin = classFactory(desktop_iface)
        plugin.initGui()
        loaded.append(plugin)
        return plugin

    yield load
    project = QgsProject.instance()
    for layer in list(project.mapLayers().values()):  # while the plugin still watches them
        if fl.is_flypix_vector(layer) or fl.is_flypix_regions(layer):
            project.removeMapLayer(layer.id())
    root = project.layerTreeRoot()
    for group in [g for g in root.findGroups() if g.name().startswith("FlyPix")]:
        root.removeChildNode(group)
    for plugin in loaded:
        plugin.unload()
    for key, value in saved.items():
        if value is None:
            qs.remove("geosense/" + key)
        else:
            qs.setValue("geosense/" + key, value)


def flypix_plugin(load_plugin, agent):
    return load_plugin(backend="flypix", flypix_base_url=agent.base_url, flypix_project_id="",
                       flypix_auth_config_id="")


def agent_messages(plugin):
    return [m for m in plugin.controller.conversation.messages if m.role == C.AGENT]


def integration(plugin):
    return plugin.integration


def sign_in_with_key(plugin, key="demo-key"):  # pragma: allowlist secret - the reference agent's demo key
    dialog = plugin.flypix.prompt_sign_in()
    dialog.use_key.setChecked(True)
    dialog.api_key.setText(key)
    dialog.remember.setChecked(False)  # the auth database is covered by tests/qgis/test_flypix_panel.py
    QTest.mouseClick(dialog.sign_in_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: plugin.flypix.session.signed_in, what="signed in")


def sign_in(plugin, password="demo"):  # pragma: allowlist secret - the reference agent's demo account
    dialog = plugin.flypix.prompt_sign_in()
    dialog.use_password.setChecked(True)
    dialog.username.setText("demo")
    dialog.password.setText(password)
    dialog.remember.setChecked(False)  # the auth database is covered by tests/qgis/test_flypix_panel.py
    QTest.mouseClick(dialog.sign_in_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: plugin.flypix.session.signed_in, what="signed in")


def load_vector(plugin, label):
    panel = plugin.flypix.panel
    for kind, text in (("project", "Berlin demo"), ("folder", "Orthophotos"), ("folder", "2024"),
                       ("raster", "berlin_ortho")):
        wait_for(lambda kind=kind, text=text: panel.find_item(kind, text) is not None, what=f"{kind} listed")
        panel.tree.expandItem(panel.find_item(kind, text))
    wait_for(lambda: panel.find_item("vector", label) is not None, what="vectors listed")
    panel.tree.setCurrentItem(panel.find_item("vector", label))
    QTest.mouseClick(panel.load_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: not plugin.flypix.loader.busy, what=f"{label} loaded")
    return next((lyr for lyr in fl.flypix_layers(QgsProject.instance()) if lyr.name() == label), None)


def ask(plugin, text, kinds=None):
    before = len(agent_messages(plugin))
    if kinds is not None:
        plugin.controller.send(text, kinds)
    else:
        dock = plugin.dock
        dock.composer.setFocus()
        QTest.keyClicks(dock.composer, text)
        QTest.keyClick(dock.composer, Qt.Key.Key_Return)
    wait_for(lambda: len(agent_messages(plugin)) > before and agent_messages(plugin)[-1].status
             in (C.COMPLETE, C.INTERRUPTED), timeout=30, what="the answer")
    return agent_messages(plugin)[-1]


def recorded(agent):
    from tests.flypix_sdk import recorded as requests_of

    return requests_of(agent.base_url)


def anchors(plugin, message, action):
    card = plugin.dock.conversation.card_for(message)
    return [a for a in card.body.anchors() if a.startswith(f"geosense://{action}")]


def review_panel(plugin):
    """The suggestion review panel showing the answer's suggestions (fetched through FlyPix)."""
    panel = integration(plugin).suggestion_panel
    wait_for(lambda: panel.layer is not None and panel.layer.featureCount() > 0, what="suggestions in review")
    return panel


def revoke(agent):
    urllib.request.urlopen(urllib.request.Request(agent.base_url + "/debug/flypix/revoke", data=b"",
                                                  method="POST"), timeout=10).read()


def test_key_browse_load_chat_with_contexts_highlight_and_accept_into_flypix(load_plugin, fx_agent):
    plugin = flypix_plugin(load_plugin, fx_agent)
    controller = plugin.controller
    assert plugin.flypix.dock.isVisible()
    wait_for(lambda: controller.state == "offline", what="offline before sign-in")
    sign_in_with_key(plugin)
    layer = load_vector(plugin, "Annotations")
    assert layer is not None and layer.featureCount() == 13
    wait_for(lambda: controller.connected and controller.transport.kind == "flypix", what="chat connected")
    vector_id = fl.flypix_vector_id(layer)
    # what this backend does not offer is said once, plainly; the tools switch that cannot work is gone
    notices = [m.content for m in controller.conversation.messages if m.role == C.NOTICE]
    assert sum("no streaming, no approvals, no activity log" in n for n in notices) == 1
    assert not plugin.dock.backend_tools.isVisibleTo(plugin.dock)

    # a selection and a sketch: both travel as data artifacts; the answer's reference resolves
    feature = next(f for f in layer.getFeatures() if f["annotation_id"] == 2)
    layer.selectByIds([feature.id()])
    assert integration(plugin).sketches.add(QgsGeometry.fromWkt(
        "Polygon((1487100 6889100, 1487120 6889100, 1487120 6889120, 1487100 6889100))"))
    answer = ask(plugin, "Tell me about the selected features", ["selection", "position", "suggestion"])
    assert answer.status == C.COMPLETE, answer.note
    assert f'<ref id="2" v="{vector_id}"' in answer.content
    info = integration(plugin).resolver.annotation(2, vector_id)
    assert info.vector_id == vector_id and info.class_name == "house"
    requests = recorded(fx_agent)
    message = [r for r in requests if r["route"].endswith("/message/")][-1]["body"]
    assert message["vector_ids"] == [vector_id] and {c["type"] for c in message["context"]} == {"data"}
    kinds = {r["body"]["artifact_data"].get("type") for r in requests if r["route"].endswith("/artifact/")}
    assert {"selection", "suggestion", "position"} <= kinds
    layer.removeSelection()
    integration(plugin).sketches.clear()

    # the answer's data context is fetched: ${…} resolves and drives the highlight
    answer = ask(plugin, "Show trees within 20 m of a house")
    assert any(c["type"] == "data" for c in answer.contexts)
    wait_for(lambda: anchors(plugin, answer, "tool") and
             all("error" not in a for a in anchors(plugin, answer, "tool")), 10, "data artifact")
    card = plugin.dock.conversation.card_for(answer)
    card.body.activate_anchor(anchors(plugin, answer, "tool")[0])
    results = integration(plugin).results.results()
    assert results and sum(lyr.featureCount() for lyr in results[-1].layers()) > 0

    # suggestions: accepted into FlyPix; the one FlyPix refuses stays, with FlyPix's reason
    answer = ask(plugin, "Suggest missing houses")
    assert answer.status == C.COMPLETE and any(c["type"] == "suggestion" for c in answer.contexts)
    panel = review_panel(plugin)
    suggestions = panel.layer
    count = suggestions.featureCount()
    assert count >= 2
    first = next(suggestions.getFeatures())
    corner = first.geometry().boundingBox()
    tiny = QgsGeometry.fromWkt(f"Polygon(({corner.xMinimum()} {corner.yMinimum()}, {corner.xMinimum() + 0.3} "
                               f"{corner.yMinimum()}, {corner.xMinimum() + 0.3} {corner.yMinimum() + 0.3}, "
                               f"{corner.xMinimum()} {corner.yMinimum()}))")
    tiny.convertToMultiType()
    suggestions.dataProvider().changeGeometryValues({first.id(): tiny})  # FlyPix refuses polygons under 1 m²
    box = plugin.flypix.accept_box
    assert box.isVisibleTo(panel) and box.vector.currentText() == "Annotations"
    box.klass.setCurrentIndex(box.klass.findText("house"))
    panel.scope.setCurrentIndex(panel.scope.findData(2))  # all shown suggestions
    asked, created = [], []
    plugin.flypix.acceptor.confirm = lambda text: asked.append(text) or True
    plugin.flypix.acceptor.accepted.connect(lambda ids, vid: created.append(ids))
    QTest.mouseClick(box.button, Qt.MouseButton.LeftButton)
    wait_for(lambda: created, what="annotations created in FlyPix")
    assert asked[0].startswith(f"Create {count} annotations of class “house” in the FlyPix vector “Annotations”?")
    ids = created[0]
    assert len(ids) == count - 1 and "FlyPix refused 1 suggestion; it stays" in box.status.text()
    left = list(suggestions.getFeatures())
    assert len(left) == 1 and "smaller than 1 m²" in left[0]["flypix_reason"]
    assert layer.featureCount() == 13 + count - 1
    back = plugin.flypix.session.client.features(vector_id)  # read back from FlyPix
    houses = {i for i, c in zip(back.ids, back.class_ids)
              if c == next(x["class_id"] for x in fl.flypix_classes(layer) if x["name"] == "house")}
    assert set(ids) <= houses
    # each stored annotation carries the provenance of the answer that suggested it
    recs = integration(plugin).provenance.tracker.book.layer(layer.id())
    assert sorted(r.annotation_id for r in recs.values()) == sorted(str(i) for i in ids)
    assert {r.message_uid for r in recs.values()} == {answer.uid}
    assert {r.backend for r in recs.values()} == {"flypix"} and all(r.excerpt for r in recs.values())
    assert {layer.getFeature(fid)["annotation_id"] for fid in recs} == set(ids)
    # the vector loaded again from FlyPix (a new layer): the stored annotations find their provenance again
    layer_id = layer.id()
    QgsProject.instance().removeMapLayer(layer_id)
    assert integration(plugin).provenance.tracker.book.count(layer_id) == 0
    again = load_vector(plugin, "Annotations")
    assert again is not None and again.featureCount() == 13 + count - 1
    recs = integration(plugin).provenance.tracker.book.layer(again.id())
    assert {again.getFeature(fid)["annotation_id"] for fid in recs} == set(ids)
    assert integration(plugin).provenance.action_for(again) is not None


def test_a_message_over_10000_characters_stays_in_the_composer(load_plugin, fx_agent):
    plugin = flypix_plugin(load_plugin, fx_agent)
    sign_in_with_key(plugin)
    load_vector(plugin, "Annotations")
    wait_for(lambda: plugin.controller.connected, what="chat connected")
    dock = plugin.dock
    before = len(plugin.controller.conversation.messages)
    dock.composer.setPlainText("a" * 10_001)
    dock.composer.submit()
    assert dock.composer.toPlainText() == "a" * 10_001
    assert not [m for m in plugin.controller.conversation.messages[before:] if m.role == C.USER]
    notices = [m.content for m in plugin.controller.conversation.messages[before:] if m.role == C.NOTICE]
    assert any("at most 10000 characters; this one has 10001" in n for n in notices)


def test_token_is_refreshed_while_chatting(load_plugin):
    agent = start_agent("--chunk-delay", "0", "--flypix-token-ttl", "2")
    try:
        plugin = flypix_plugin(load_plugin, agent)
        sign_in(plugin)
        load_vector(plugin, "Annotations")
        wait_for(lambda: plugin.controller.connected, what="chat connected")
        client = plugin.flypix.session.client
        first = client._tokens.access_token
        deadline = time.monotonic() + 2.5
        wait_for(lambda: time.monotonic() > deadline, what="the token's lifetime")
        answer = ask(plugin, "summary")
        assert answer.status == C.COMPLETE and "Annotations" in answer.content
        assert client.refreshes >= 1 and client._tokens.access_token != first
        assert plugin.flypix.sign_in_dialog is None
    finally:
        agent.stop()


def test_a_key_revoked_during_chat_opens_the_sign_in_prompt(load_plugin):
    agent = start_agent("--chunk-delay", "0")
    plugin = flypix_plugin(load_plugin, agent)
    sign_in_with_key(plugin)
    load_vector(plugin, "Annotations")
    wait_for(lambda: plugin.controller.connected, what="chat connected")
    revoke(agent)
    plugin.dock.send("summary")
    wait_for(lambda: plugin.flypix.sign_in_dialog is not None and plugin.flypix.sign_in_dialog.isVisible(),
             what="the sign-in prompt")
    try:
        dialog = plugin.flypix.sign_in_dialog
        assert "FlyPix refused your API key (revoked or expired)" in dialog.reason.text()
        def notices():
            return [m.content for m in plugin.controller.conversation.messages if m.role == C.NOTICE]

        # the prompt (the session's signal) and the notice (the transport's, through the bridge) come by
        # two queued paths in either order: wait for the notice rather than assume it came first
        wait_for(lambda: any("API key" in n and "UNAUTHORIZED" in n for n in notices()), what="the notice")
        assert any("API key" in n and "UNAUTHORIZED" in n for n in notices())
        assert not any("Traceback" in n for n in notices())
        wait_for(lambda: plugin.controller.state == "offline", what="offline until signed in")
        dialog.use_password.setChecked(True)
        dialog.username.setText("demo")
        dialog.password.setText("demo")
        QTest.mouseClick(dialog.sign_in_button, Qt.MouseButton.LeftButton)
        wait_for(lambda: plugin.controller.connected, what="connected again after signing in")
        answer = ask(plugin, "summary")
        assert answer.status == C.COMPLETE
    finally:
        agent.stop()


def test_a_refusal_is_shown_in_words_and_a_failed_load_leaves_no_layer(load_plugin, fx_agent):
    plugin = flypix_plugin(load_plugin, fx_agent)
    sign_in(plugin)
    project = QgsProject.instance()
    before = set(project.mapLayers())
    assert load_vector(plugin, "Broken export") is None
    assert set(project.mapLayers()) == before
    assert "Nothing was loaded" in plugin.flypix.panel.status.text()
    layer = load_vector(plugin, "Model output")
    wait_for(lambda: plugin.controller.connected, what="chat connected")
    answer = ask(plugin, "Suggest missing houses")
    panel = review_panel(plugin)
    ghost = fl.flypix_classes(layer) + [{"class_id": "ghost", "name": "ghost", "color": "#000000"}]
    layer.setCustomProperty(fl.CLASSES, json.dumps(ghost))
    box = plugin.flypix.accept_box
    box.refresh()
    box.klass.setCurrentIndex(box.klass.findText("ghost"))
    plugin.flypix.acceptor.confirm = lambda text: True
    messages = []
    plugin.flypix.acceptor.message.connect(lambda text, level: messages.append(text))
    count = panel.layer.featureCount()
    QTest.mouseClick(box.button, Qt.MouseButton.LeftButton)
    wait_for(lambda: messages, what="the refusal")
    assert messages[-1] == ("Not accepted, FlyPix is unchanged: FlyPix refused the request (HTTP 400): "
                            "class ghost is not a class of the vector's project")
    assert panel.layer.featureCount() == count and answer.status == C.COMPLETE


def test_switching_backend_in_the_settings_needs_no_restart(load_plugin, reference_agent, fx_agent):
    plugin = load_plugin(base_url=reference_agent.base_url, transport="sse", backend="geosense",
                         flypix_base_url=fx_agent.base_url, flypix_project_id="", flypix_auth_config_id="")
    wait_for(lambda: plugin.controller.connected, what="GeoSense agent connected")
    assert plugin.controller.transport.kind == "sse" and plugin.flypix is None

    def choose(backend):
        dialog = SettingsDialog(plugin.settings, plugin.iface.mainWindow())
        box = attach_backend_choice(dialog, plugin.settings)
        (box.flypix if backend == "flypix" else box.geosense).setChecked(True)
        dialog.accept()
        plugin.connect_agent()  # what show_settings does once the dialog is accepted

    choose("flypix")
    assert plugin.settings.backend == "flypix" and QgsSettings().value("geosense/backend") == "flypix"
    assert plugin.controller.transport.kind == "flypix" and plugin.flypix.dock.isVisible()
    sign_in(plugin)
    load_vector(plugin, "Annotations")
    wait_for(lambda: plugin.controller.connected and plugin.controller.transport.kind == "flypix",
             what="FlyPix chat connected")
    assert ask(plugin, "summary").status == C.COMPLETE
    choose("geosense")
    assert plugin.controller.transport.kind == "sse" and not plugin.flypix.dock.isVisible()
    wait_for(lambda: plugin.controller.connected, what="GeoSense agent connected again")
    assert "Hello" in ask(plugin, "Hello").content or agent_messages(plugin)[-1].status == C.COMPLETE
    assert integration(plugin).uploader.__class__.__name__ == "ArtifactClient"


def test_every_request_the_plugin_sent_in_these_scenarios_fits_the_sdk(fx_agent):
    """Last in this module: what the real plugin sent to the emulation above, checked with the SDK's models."""
    entries = recorded(fx_agent)
    routes = {e["route"] for e in entries}
    assert {"/v2/geosense/{session_id}/message/", "/v2/geosense/{session_id}/artifact/",
            "/v2/vectors/{vector_id}/annotations", "/v2/rasters/for-project/{project_id}",
            "/v2/folders/for-folder/{folder_id}"} <= routes
    check_requests(entries)
