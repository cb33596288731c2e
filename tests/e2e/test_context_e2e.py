"""A selection context and the shared vectors reach the real reference agent over a real socket,
and its answer to "tell me about the selection" names exactly the selected annotations."""

from __future__ import annotations

import re
import threading

import pytest
from qgis.core import QgsProject, QgsRectangle

from geosense.geosense_dock.core.protocol.artifacts import ArtifactClient
from geosense.geosense_dock.core.protocol.frames import StreamChunk, chat_message_frame
from geosense.geosense_dock.core.protocol.transport import ConnectionState, Endpoint, TransportListener
from geosense.geosense_dock.core.protocol.ws_client import WebSocketTransport
from geosense.geosense_dock.map import MessagePreparer, VectorRegistry
from geosense.geosense_dock.map.compat import FIELD_INT, FIELD_STRING
from tests.qgis.test_map_helpers import box_wkt, make_layer, sized_canvas
from tests.qgis_support import wait_for

REF = re.compile(r'<ref\s+id="(\d+)"(?:\s+v="([^"]*)")?\s*/>')


class Collector(TransportListener):
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.frames = []
        self.state = None

    def on_frame(self, frame) -> None:
        with self.lock:
            self.frames.append(frame)

    def on_state(self, state, detail) -> None:
        self.state = state

    def on_problem(self, message, code) -> None:
        pass

    def on_turn_end(self, interrupted, reason) -> None:
        pass

    def answer(self):
        with self.lock:
            chunks = [f for f in self.frames if isinstance(f, StreamChunk)]
        done = any(c.is_complete for c in chunks)
        return done, "".join(c.content for c in chunks)


@pytest.fixture
def registry(qgis_new_project):
    reg = VectorRegistry(QgsProject.instance())
    yield reg
    reg.close()


def test_selection_reaches_the_agent_and_comes_back_as_references(registry, reference_agent, qgis_canvas):
    canvas = sized_canvas(qgis_canvas)
    houses = make_layer("Polygon", "EPSG:4326", "houses", [("kind", FIELD_STRING)],
                        [(box_wkt(9.0 + i * 0.001, 48.0, 9.0005 + i * 0.001, 48.0005), ["house"]) for i in range(6)])
    trees = make_layer("Point", "EPSG:3857", "trees", [("tree_no", FIELD_INT)],
                       [(f"POINT({1000000 + i * 10} {6100000})", [700 + i]) for i in range(4)])
    registry.set_annotation_ids_field(trees, "tree_no")
    canvas.setExtent(QgsRectangle(1001000, 6100000, 1003000, 6102000))
    house_fids = sorted(f.id() for f in houses.getFeatures())
    houses.selectByIds([house_fids[1], house_fids[4]])
    trees.selectByIds([sorted(f.id() for f in trees.getFeatures())[2]])
    expected = {(house_fids[1], registry.vector_id(houses)), (house_fids[4], registry.vector_id(houses)),
                (702, registry.vector_id(trees))}

    client = ArtifactClient(reference_agent.base_url)
    preparer = MessagePreparer(registry, canvas, client, active_layer=lambda: houses)
    box = {}
    preparer.prepare(["selection", "position", "visibility"], lambda r: box.setdefault("done", r),
                     lambda e: box.setdefault("error", e))
    wait_for(lambda: box, 60, "the prepared message")
    assert "error" not in box, box.get("error")
    prepared = box["done"]
    assert client.uploads == 2
    selection = next(c for c in prepared.contexts if c["type"] == "selection")
    assert {(a["id"], a["v"]) for a in selection["annotations"]} == expected

    collector = Collector()
    transport = WebSocketTransport(Endpoint(reference_agent.base_url), collector)
    transport.start()
    try:
        wait_for(lambda: collector.state == ConnectionState.CONNECTED, 20, "the WebSocket session")
        frame = chat_message_frame("Tell me about the selection", initial_state=prepared.initial_state,
                                   contexts=prepared.contexts, vectors=prepared.vectors)
        assert transport.send(frame)
        wait_for(lambda: collector.answer()[0], 30, "the agent's answer")
    finally:
        transport.stop()
    text = collector.answer()[1]
    refs = {(int(i), v) for i, v in REF.findall(text)}
    assert refs == expected, text
    assert "not in the shared vectors" not in text
