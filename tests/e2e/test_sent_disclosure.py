"""'Sent with this message' lists exactly what the reference agent received for the message."""

from __future__ import annotations

import base64
import json
import urllib.request

import pytest
from qgis.core import QgsProject
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QImage
from qgis.PyQt.QtWidgets import QApplication

from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.sent_record import SentRecord
from tests.qgis_support import wait_for


def received(agent):
    with urllib.request.urlopen(agent.base_url + "/debug/received", timeout=5) as resp:  # noqa: S310 - local agent
        return json.loads(resp.read().decode("utf-8"))


def artifact(agent, artifact_id):
    with urllib.request.urlopen(f"{agent.base_url}/api/artifacts/{artifact_id}", timeout=5) as resp:  # noqa: S310
        return json.loads(resp.read().decode("utf-8"))["artifact_data"]


def user_messages(plugin):
    return [m for m in plugin.controller.conversation.messages if m.role == C.USER]


@pytest.fixture
def two_layers(demo):
    plugin, layer = demo
    ground = QgsProject.instance().mapLayersByName("Ground")[0]
    registry = plugin.integration.registry
    registry.set_shared(layer, True)
    registry.set_shared(ground, True)
    return plugin, layer, ground


def test_disclosure_lists_exactly_what_the_agent_received(two_layers, reference_agent):
    plugin, layer, ground = two_layers
    fids = sorted(f.id() for f in layer.getFeatures())[:3]
    layer.selectByIds(fids)
    integration = plugin.integration
    integration.chips.request("image")
    before = len(received(reference_agent))
    msg = plugin.dock.send("Tell me about the selection")
    wait_for(lambda: msg.sent, 60, "the record of what was sent")
    record = SentRecord.from_dict(msg.sent)
    arrived = received(reference_agent)[before:]
    chats = [e for e in arrived if e["kind"] == "chat"]
    uploads = {e["artifact_id"]: e for e in arrived if e["kind"] == "artifact"}
    assert len(chats) == 1
    body = chats[0]["body"]

    assert record.backend == "websocket" and record.url == reference_agent.ws_url
    assert record.frame_bytes == chats[0]["bytes"]
    assert record.contexts == body["contexts"]
    # the layers: names, vector ids, artifacts as sent; counts as in the artifacts the agent holds
    layers = record.items_of("layer")
    assert [(i.details["name"], i.details["vector_id"], i.artifact_id) for i in layers] == [
        (v["name"], v["id"], v["artifact_id"]) for v in body["vectors"]]
    assert {i.details["name"] for i in layers} == {"Annotations", "Ground"}
    for item in layers:
        held = artifact(reference_agent, item.artifact_id)
        assert item.details["count"] == len(held["data"]["ids"])
        assert item.artifact_state == "uploaded"
        assert item.artifact_bytes == uploads[item.artifact_id]["bytes"]
        # the field "class" of Annotations goes as its classes; Ground has none, so no class goes
        with_classes = item.details["name"] == "Annotations"
        assert set(item.details["attributes"]) == {"id", "confidence", "area", "geometry"} | (
            {"class"} if with_classes else set())
        assert item.details.get("class_fields") == (["class"] if with_classes else None)
    # the contexts: the selection with its count, the viewport, the screenshot with its pixel size
    selection = next(c for c in body["contexts"] if c["type"] == "selection")
    assert record.items_of("selection")[0].details["annotations"] == len(selection["annotations"]) == 3
    position = next(c for c in body["contexts"] if c["type"] == "position")
    assert record.items_of("position")[0].details == {"bbox": position["bbox"], "crs": position["crs"]}
    assert record.items_of("visibility")
    image_ctx = next(c for c in body["contexts"] if c["type"] == "image")
    image_item = record.items_of("image")[0]
    assert image_item.artifact_id == image_ctx["artifact_id"]
    png = QImage()
    assert png.loadFromData(base64.b64decode(artifact(reference_agent, image_ctx["artifact_id"])["data"]), "PNG")
    assert image_item.details["size"] == [png.width(), png.height()]
    assert image_item.artifact_bytes == uploads[image_ctx["artifact_id"]]["bytes"]
    # every upload of this message is in the record, and the bytes add up
    assert {i.artifact_id for i in record.items if i.artifact_state == "uploaded"} == set(uploads)
    assert record.total_bytes == chats[0]["bytes"] + sum(e["bytes"] for e in uploads.values())

    # the widget: collapsed, reachable with the keyboard, the same lines, the thumbnail
    card = plugin.dock.conversation.card_for(msg)
    box = card.sent_box
    assert box.isVisibleTo(card) and not box.expanded and not box.body.isVisibleTo(card)
    assert box.toggle.focusPolicy() & Qt.FocusPolicy.TabFocus
    box.toggle.setFocus()
    box.toggle.click()
    assert box.expanded and box.body.isVisibleTo(card)
    text = box.body.text()
    assert "Annotations" in text and "Ground" in text and layers[0].details["vector_id"] in text
    assert f"{png.width()} × {png.height()} px" in text
    assert "Selection: features 3" in text
    assert box.thumbnail.pixmap() is not None and not box.thumbnail.pixmap().isNull()
    # developer mode's Copy contexts reads the same record
    assert json.loads(card.copy_contexts()) == json.loads(json.dumps(
        [{k if "_" not in k else k.split("_")[0] + "".join(p.title() for p in k.split("_")[1:]): v
          for k, v in c.items()} for c in record.contexts]))
    assert QApplication.clipboard().text() == card.copy_contexts()

    # the next message reuses the unchanged layers' artifacts by their hash: nothing uploaded again
    wait_for(lambda: not plugin.controller.conversation.turn_active, 60, "the answer")
    layer.removeSelection()
    second = plugin.dock.send("How many houses are there?")
    wait_for(lambda: second.sent, 60, "the second record")
    again = SentRecord.from_dict(second.sent)
    assert [i.artifact_state for i in again.items_of("layer")] == ["reused", "reused"]
    assert again.total_bytes == again.frame_bytes
    assert not again.items_of("image") and not again.items_of("selection")
