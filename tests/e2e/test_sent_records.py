"""'Sent with this message' against what the real server received, byte for byte, on every backend.

WebSocket and HTTP streaming against the reference agent (``/debug/received``), FlyPix against
its emulation (``/debug/flypix/requests``, each request's body size as received). Tool results
(the id, type and visibility of every layer) go into the record of the message that started
the turn; over HTTP streaming there is no way back for them, so none is sent and none listed.
"""

from __future__ import annotations

import json
import urllib.request

import pytest
from qgis.core import QgsProject

from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.sent_record import SentRecord
from geosense.geosense_dock.flypix import layers as fl
from scripts.make_demo_project import build
from tests.e2e.test_flypix_e2e import (  # noqa: F401
    flypix_plugin,
    load_plugin,
    load_vector,
    sign_in_with_key,
    slot_errors,  # noqa: F401
)
from tests.flypix_sdk import check_requests, recorded
from tests.qgis_support import wait_for


def received(agent):
    with urllib.request.urlopen(agent.base_url + "/debug/received", timeout=5) as resp:  # noqa: S310 - local agent
        return json.loads(resp.read().decode("utf-8"))


def turn_over(plugin):
    return not plugin.controller.conversation.turn_active


def zoom_turn(plugin, agent):
    """A message answered with two tool calls (set-map-view, highlight); what arrived meanwhile."""
    layer = QgsProject.instance().mapLayersByName("Annotations")[0]
    layer.selectByIds(sorted(f.id() for f in layer.getFeatures())[:2])
    before = len(received(agent))
    msg = plugin.dock.send("zoom to the selection")
    wait_for(lambda: msg.sent and turn_over(plugin), 60, "the answer")
    answer = [m for m in plugin.controller.conversation.messages if m.role == C.AGENT][-1]
    assert answer.status == C.COMPLETE, answer.note
    assert {"set-map-view", "highlight"} <= {e.text for e in answer.activity if e.kind == "tool"}
    return msg, received(agent)[before:]


def test_websocket_record_holds_the_tool_results_and_adds_up_to_what_arrived(demo, reference_agent):
    plugin, layer = demo
    ground = QgsProject.instance().mapLayersByName("Ground")[0]
    registry = plugin.integration.registry
    registry.set_shared(layer, True)  # Ground stays withheld: its id, type and visibility still go in layerState
    msg, arrived = zoom_turn(plugin, reference_agent)
    results = [e for e in arrived if e["kind"] == "tool_result"]
    assert [e["body"]["toolName"] for e in results] == ["set-map-view", "highlight"]
    wait_for(lambda: len(SentRecord.from_dict(msg.sent).items_of("tool_result")) == 2, 10, "the tool results")
    record = SentRecord.from_dict(msg.sent)
    items = record.items_of("tool_result")
    for item, entry in zip(items, results):
        assert item.own_bytes == entry["bytes"]
        assert item.details["tool"] == entry["body"]["toolName"] and item.details["call_id"] == entry["body"]["callId"]
        assert item.details["layers"] == [{"id": s["id"], "type": s["type"], "visible": s["visible"]}
                                          for s in entry["body"]["layerState"]]
        assert ground.id() in {s["id"] for s in item.details["layers"]}
    # one connection, and the record's total is every byte that arrived for this message
    assert len({e["connection"] for e in arrived if e["kind"] in ("chat", "tool_result")}) == 1
    assert record.total_bytes == sum(e["bytes"] for e in arrived)
    # shown in the dock: the disclosure was rendered again as the tool results came
    box = plugin.dock.conversation.card_for(msg).sent_box
    text = box.body.text()
    assert "Answer to the tool call “set-map-view”" in text and "Answer to the tool call “highlight”" in text
    assert ground.id() in text and "sent later in the turn" in text
    # and kept with the conversation
    saved = C.Message.from_dict(json.loads(json.dumps(msg.to_dict())))
    assert SentRecord.from_dict(saved.sent).total_bytes == record.total_bytes


def test_http_streaming_record_adds_up_and_sends_no_tool_results(demo, reference_agent):
    plugin, layer = demo
    plugin.settings.transport = "sse"
    plugin.settings.save()  # the demo fixture sets it back to websocket for the next test
    plugin.connect_agent()
    wait_for(lambda: plugin.controller.connected and plugin.controller.transport.kind == "sse", what="SSE")
    plugin.integration.registry.set_shared(layer, True)
    msg, arrived = zoom_turn(plugin, reference_agent)
    record = SentRecord.from_dict(msg.sent)
    chats = [e for e in arrived if e["kind"] == "chat"]
    assert len(chats) == 1 and chats[0]["transport"] == "sse"
    assert record.backend == "sse" and record.url == reference_agent.base_url + "/api/chat"
    assert record.frame_bytes == chats[0]["bytes"]
    assert not [e for e in arrived if e["kind"] == "tool_result"] and not record.items_of("tool_result")
    assert record.total_bytes == sum(e["bytes"] for e in arrived)


@pytest.fixture
def fx_agent():
    from tests.agent_process import start_agent

    agent = start_agent("--chunk-delay", "0")
    yield agent
    agent.stop()


def test_flypix_record_lists_every_request_that_reached_flypix(load_plugin, fx_agent, tmp_path,  # noqa: F811
                                                               qgis_canvas):
    project = QgsProject.instance()
    assert project.read(build(str(tmp_path / "demo")))
    local = project.mapLayersByName("Annotations")[0]
    qgis_canvas.setDestinationCrs(project.crs())
    qgis_canvas.setLayers([local])
    qgis_canvas.setExtent(local.extent())
    plugin = flypix_plugin(load_plugin, fx_agent)
    sign_in_with_key(plugin)
    flypix_layer = load_vector(plugin, "Annotations")
    wait_for(lambda: plugin.controller.connected and plugin.controller.transport.kind == "flypix", what="connected")
    integration = plugin.integration
    integration.registry.set_shared(local, True)
    local.selectByIds(sorted(f.id() for f in local.getFeatures())[:2])

    shown = []  # what the card's disclosure showed, each time the message was updated

    def on_updated(message, _delta):
        box = plugin.dock.conversation.card_for(message).sent_box if message.sent else None
        if box is not None and box.record is not None:
            shown.append([i.kind for i in box.record.items])

    plugin.controller.messageUpdated.connect(on_updated)

    def ask(text):
        before = len(recorded(fx_agent.base_url))
        shown.clear()
        msg = plugin.controller.send(text, ["visibility", "position", "selection", "image"])
        wait_for(lambda: turn_over(plugin) and msg.sent and SentRecord.from_dict(msg.sent).items_of("text"),
                 60, "the answer and its record")
        wait_for(lambda: not integration.busy(), 30, "the answer's artifacts")
        return msg, [r for r in recorded(fx_agent.base_url)[before:] if r["method"] == "POST"]

    msg, posts = ask("Tell me about the selected features")
    record = SentRecord.from_dict(msg.sent)
    check_requests(posts)
    uploads = [r for r in posts if r["route"].endswith("/artifact/")]
    message = [r for r in posts if r["route"].endswith("/message/")]
    assert len(message) == 1
    assert record.backend == "flypix" and record.url.endswith("/message/") and record.frame_bytes == message[0]["bytes"]
    # every upload is an entry with its bytes as FlyPix received them
    by_kind = {r["body"]["artifact_data"].get("type"): r for r in uploads}
    assert {"image", "vector", "vectors", "visibility", "position", "selection"} <= set(by_kind)
    assert sorted(i.artifact_bytes for i in record.items if i.artifact_state == "uploaded") == sorted(
        r["bytes"] for r in uploads)
    assert record.items_of("image")[0].artifact_bytes == by_kind["image"]["bytes"]
    layer_items = {i.details["vector_id"]: i for i in record.items_of("layer")}
    local_item = layer_items[next(v["id"] for v in by_kind["vectors"]["body"]["artifact_data"]["vectors"])]
    assert local_item.artifact_state == "uploaded" and local_item.artifact_bytes == by_kind["vector"]["bytes"]
    assert local_item.details["count"] == local.featureCount()
    flypix_item = layer_items[fl.flypix_vector_id(flypix_layer)]
    assert flypix_item.details.get("flypix_vector") and flypix_item.artifact_state == ""
    assert message[0]["body"]["vector_ids"] == [fl.flypix_vector_id(flypix_layer)]
    assert not record.items_of("state")  # the map state is not part of a FlyPix message
    assert record.total_bytes == sum(r["bytes"] for r in posts) > 50_000
    text = plugin.dock.conversation.card_for(msg).sent_box.body.text()
    assert "reused" not in text and "only its FlyPix vector id went" in text
    # the disclosure grew upload by upload, before the message itself went
    assert [kinds for kinds in shown if "text" not in kinds][:3] == [
        ["image"], ["image", "layer"], ["image", "layer", "vectors"]]

    # the layer unchanged: its artifact is truly not uploaded again, and the record says so
    msg, posts = ask("And now?")
    record = SentRecord.from_dict(msg.sent)
    uploaded = {r["body"]["artifact_data"].get("type") for r in posts if r["route"].endswith("/artifact/")}
    assert "vector" not in uploaded and "vectors" in uploaded
    local_item = next(i for i in record.items_of("layer") if not i.details.get("flypix_vector"))
    assert local_item.artifact_state == "reused" and local_item.artifact_bytes == 0
    assert record.total_bytes == sum(r["bytes"] for r in posts)


def test_find_similar_results_sent_back_have_a_record_of_what_arrived(demo, reference_agent):
    from tests.e2e.test_map_e2e import anchors, ask

    plugin, layer = demo
    plugin.integration.registry.set_shared(layer, True)
    layer.selectByIds([f.id() for f in layer.getFeatures() if f["class"] == "pool"][:1])
    answer = ask(plugin, "find pools like this one")
    ctl = plugin.controller
    before, arrived_before = len(ctl.conversation.messages), len(received(reference_agent))
    plugin.dock.conversation.card_for(answer).body.activate_anchor(anchors(plugin, answer, "tool")[0])
    wait_for(lambda: any(m.role == C.USER and m.sent for m in ctl.conversation.messages[before:])
             and turn_over(plugin) and not ctl._preparing, 30, "the find-similar response and its record")
    response = next(m for m in ctl.conversation.messages[before:] if m.role == C.USER)
    assert response.content.startswith('<response type="find_similar"')
    arrived = received(reference_agent)[arrived_before:]
    chats = [e for e in arrived if e["kind"] == "chat"]
    assert len(chats) == 1 and chats[0]["body"]["content"] == response.content
    record = SentRecord.from_dict(response.sent)
    found = next(c for c in chats[0]["body"]["contexts"] if c["type"] == "selection")
    assert found["annotations"] and record.items_of("selection")[0].details["annotations"] == len(found["annotations"])
    assert record.frame_bytes == chats[0]["bytes"]
    assert record.total_bytes == sum(e["bytes"] for e in arrived)


@pytest.mark.parametrize("transport", ["websocket", "sse"])
def test_the_answer_to_an_approval_is_in_the_record_of_the_turn(demo, reference_agent, transport):
    plugin, _layer = demo
    ctl = plugin.controller
    if transport == "sse":
        plugin.settings.transport = "sse"
        plugin.settings.save()
        plugin.connect_agent()
        wait_for(lambda: ctl.connected and ctl.transport.kind == "sse", what="SSE")
    before = len(received(reference_agent))
    msg = plugin.dock.send("costly analysis")
    wait_for(lambda: turn_over(plugin) and any(m.status == C.APPROVAL for m in ctl.conversation.messages),
             30, "the approval card")
    card = next(m for m in ctl.conversation.messages if m.status == C.APPROVAL)
    assert ctl.answer_approval(card, True)
    wait_for(lambda: turn_over(plugin) and SentRecord.from_dict(msg.sent).items_of("approval"), 30, "the answer")
    arrived = received(reference_agent)[before:]
    answers = [e for e in arrived if e["kind"] == "approval"]
    assert len(answers) == 1 and answers[0]["transport"] == transport
    record = SentRecord.from_dict(msg.sent)
    item = record.items_of("approval")[0]
    assert item.details["approved"] is True and item.own_bytes == answers[0]["bytes"]
    assert record.total_bytes == sum(e["bytes"] for e in arrived)
    shown = plugin.dock.conversation.card_for(msg).sent_box.body.text()
    assert "Your answer to an approval request (approved)" in shown


def test_a_flypix_message_sent_again_after_it_was_not_delivered_has_a_true_record(load_plugin, fx_agent,  # noqa: F811
                                                                                  tmp_path, qgis_canvas):
    """The uploads of a try whose message could not reach FlyPix (here: QGIS's proxy went away while FlyPix
    was busy) are in the record, marked with their try; the try that was delivered follows with its own."""
    from qgis.core import QgsNetworkAccessManager, QgsSettings

    from tests.qgis.test_flypix_limits import faults
    from tests.unit.test_transports import ForwardProxy

    proxy = ForwardProxy()
    port = proxy.port
    s = QgsSettings()
    keys = ("proxy/proxyEnabled", "proxy/proxyType", "proxy/proxyHost", "proxy/proxyPort",
            "proxy/proxyExcludedUrls", "proxy/noProxyUrls")
    saved = {k: s.value(k) for k in keys}
    for key, value in zip(keys, (True, "HttpProxy", "127.0.0.1", str(port), [], [])):
        s.setValue(key, value)
    QgsNetworkAccessManager.instance().setupDefaultProxyAndCache()
    try:
        project = QgsProject.instance()
        assert project.read(build(str(tmp_path / "demo")))
        local = project.mapLayersByName("Annotations")[0]
        qgis_canvas.setDestinationCrs(project.crs())
        qgis_canvas.setLayers([local])
        qgis_canvas.setExtent(local.extent())
        plugin = flypix_plugin(load_plugin, fx_agent)
        sign_in_with_key(plugin)
        load_vector(plugin, "Annotations")  # a FlyPix project chosen
        wait_for(lambda: plugin.controller.connected and plugin.controller.transport.kind == "flypix",
                 what="connected")
        integration = next(e for e in plugin.extensions if hasattr(e, "suggestion_panel"))
        integration.registry.set_shared(local, True)
        assert [r for r in proxy.requests if "/v2/" in r]  # FlyPix is reached through QGIS's proxy
        # the first try: FlyPix is busy when the message goes, and the proxy is gone when it is asked again
        faults(fx_agent, busy=[{"status": 503, "count": 1, "retry_after": "3", "route": "/message/"}])
        before = len(recorded(fx_agent.base_url))
        msg = plugin.controller.send("Tell me about the layer", ["visibility", "position", "image"])
        dock = plugin.dock
        wait_for(lambda: dock.answering_label.text().startswith("FlyPix is busy"), 30, "FlyPix busy")
        proxy.close()
        wait_for(lambda: msg.status == C.QUEUED, 30, "the message queued again")
        first = [r for r in recorded(fx_agent.base_url)[before:] if r["method"] == "POST"]
        first_uploads = [r for r in first if r["route"].endswith("/artifact/")]
        busy = [r for r in first if r["route"].endswith("/message/")]
        assert first_uploads and len(busy) == 1  # the message reached FlyPix once, which was busy
        record = SentRecord.from_dict(msg.sent)
        assert record.items and all(i.details.get("try") == 1 and i.details.get("not_delivered")
                                    for i in record.items)
        assert sorted(i.artifact_bytes for i in record.items if i.artifact_state == "uploaded") == sorted(
            r["bytes"] for r in first_uploads)
        # the proxy back: the message goes again, and is delivered
        proxy = ForwardProxy(port=port)
        wait_for(lambda: turn_over(plugin) and msg.status == C.SENT and msg.sent
                 and [i for i in SentRecord.from_dict(msg.sent).items_of("text")], 90, "the message delivered")
        wait_for(lambda: not integration.busy(), 30, "the answer's artifacts")
        posts = [r for r in recorded(fx_agent.base_url)[before:] if r["method"] == "POST"]
        record = SentRecord.from_dict(msg.sent)
        earlier = [i for i in record.items if i.details.get("not_delivered")]
        delivered = [i for i in record.items if not i.details.get("not_delivered")]
        assert len(earlier) == len(SentRecord.from_dict(msg.sent).items) - len(delivered) > 0
        assert [i.kind for i in delivered][0] == "text" and len([i for i in earlier if i.kind == "text"]) == 1
        layer = [i for i in delivered if i.kind == "layer" and not i.details.get("flypix_vector")]
        assert [i.artifact_state for i in layer] == ["reused"]  # FlyPix holds the layer's upload of try 1
        # both tries (the message FlyPix answered "busy" too): the record adds up to what FlyPix received
        assert record.total_bytes == sum(r["bytes"] for r in posts)
        text = plugin.dock.conversation.card_for(msg).sent_box.body.text()
        assert "Try 1, not delivered (sent again later): " in text
        assert len([m for m in posts if m["route"].endswith("/message/")]) == 2
    finally:
        proxy.close()
        for k, v in saved.items():
            if v is None:
                s.remove(k)
            else:
                s.setValue(k, v)
        QgsNetworkAccessManager.instance().setupDefaultProxyAndCache()
