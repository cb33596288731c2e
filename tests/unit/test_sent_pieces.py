"""Records built piece by piece: the FlyPix transport's sink against its emulation, tool results, approvals."""

from __future__ import annotations

import threading
from typing import Any, Dict, List, Tuple

from geosense.geosense_dock.core.protocol.flypix_contexts import FlyPixArtifacts, FlyPixUploads
from geosense.geosense_dock.core.protocol.flypix_transport import FlyPixEndpoint, FlyPixTransport
from geosense.geosense_dock.core.protocol.frames import chat_message_frame
from geosense.geosense_dock.core.sent_pieces import (
    add_approval,
    add_flypix_message,
    add_tool_result,
    add_upload,
    empty_record,
)
from geosense.geosense_dock.core.sent_record import SentPiece, SentRecord, WireLedger
from tests.flypix_sdk import check_requests, recorded
from tests.unit.test_flypix_client import KEY, Listener, _square, agent, demo, keyed  # noqa: F401


def test_flypix_transport_reports_every_request_with_the_bytes_flypix_received(agent):  # noqa: F811
    client = keyed(agent)
    found = demo(client)
    annotations = found["vectors"]["Annotations"]["vector_id"]
    uploads = FlyPixUploads()
    pieces: List[Tuple[Dict[str, Any], SentPiece]] = []
    message_sent = threading.Event()

    def sink(frame: Dict[str, Any], piece: SentPiece) -> None:
        pieces.append((frame, piece))
        if piece.what == "message":
            message_sent.set()

    listener = Listener()
    endpoint = FlyPixEndpoint(base_url=agent.base_url, client=client, uploads=uploads,
                              project_id=found["project"]["project_id"], vector_filter=lambda vid: vid == annotations)
    transport = FlyPixTransport(endpoint, listener, sent=sink)
    transport.start()
    try:
        assert listener.connected.wait(20)
        ledger = WireLedger()
        artifacts = FlyPixArtifacts(client, lambda: transport.session_id, uploads, on_written=ledger.artifact_written)
        local = artifacts.create("vector", {"data": {"ids": [1, 2], "polygons": [_square(0, 0, 5), _square(9, 9, 5)],
                                                     "areas": [25.0, 25.0], "confidences": [None, None],
                                                     "class_ids": [0, 0]}, "classes": {"0": "c"}})

        def send(text: str, lose_session: bool = False):
            recorded(agent.base_url, clear=True)
            sketch = artifacts.create("suggestion", [{"geometry": _square(1487000.0, 6889000.0, 5.0)}])
            frame = chat_message_frame(
                text, initial_state={"viewState": {}, "layers": []},
                contexts=[{"type": "position", "bbox": [1, 2, 3, 4], "crs": "EPSG:3857"},
                          {"type": "suggestion", "artifact_id": sketch}],
                vectors=[{"id": annotations, "name": "Annotations", "source": "annotated", "classes": []},
                         {"id": "local-1", "name": "My houses", "source": "annotated", "classes": [],
                          "artifact_id": local}])
            fresh = ledger.take_fresh()
            if lose_session:  # FlyPix no longer has the session: refused, then all goes to a new one
                transport.session_id = "a-session-flypix-no-longer-has"
            pieces.clear()
            message_sent.clear()
            listener.done.clear()
            assert transport.send(frame)
            assert listener.done.wait(30) and message_sent.wait(5)
            record = empty_record("flypix")
            for sent_frame, piece in pieces:
                assert sent_frame is frame
                (add_upload if piece.what == "upload" else
                 lambda r, f, p: add_flypix_message(r, f, p, ledger, fresh))(record, frame, piece)
            return record, [r for r in recorded(agent.base_url) if r["method"] == "POST"]

        record, posts = send("Tell me about my houses")
        check_requests(posts)
        message = next(r for r in posts if r["route"].endswith("/message/"))
        assert record.frame_bytes == message["bytes"] and record.url.endswith("/message/")
        uploaded = [i for i in record.items if i.artifact_state == "uploaded"]
        kinds = {r["body"]["artifact_data"]["type"]: r["bytes"] for r in posts if r["route"].endswith("/artifact/")}
        assert sorted(i.artifact_bytes for i in uploaded) == sorted(kinds.values())
        layer = next(i for i in record.items_of("layer") if i.details["vector_id"] == "local-1")
        assert layer.artifact_state == "uploaded" and layer.artifact_bytes == kinds["vector"]
        assert layer.details["count"] == 2 and layer.details["name"] == "My houses"
        assert next(i for i in record.items_of("layer") if i.details["vector_id"] == annotations
                    ).details["flypix_vector"] is True
        assert record.items_of("suggestion")[0].artifact_bytes == kinds["suggestion"]
        assert record.items_of("vectors")[0].details["layer_names"] == ["My houses"]
        assert not record.items_of("state")  # the map state does not go to FlyPix
        assert record.total_bytes == sum(r["bytes"] for r in posts)

        # the local layer is held by this session now: not uploaded again, and said so
        record, posts = send("And now?")
        layer = next(i for i in record.items_of("layer") if i.details["vector_id"] == "local-1")
        assert layer.artifact_state == "reused" and layer.artifact_bytes == 0
        assert "vector" not in {r["body"]["artifact_data"]["type"] for r in posts if r["route"].endswith("/artifact/")}
        assert record.total_bytes == sum(r["bytes"] for r in posts)

        # the session is gone at FlyPix: the upload it refused left all the same
        record, posts = send("Once more", lose_session=True)
        refused = [i for i in record.items if i.details.get("refused")]
        assert len(refused) == 1 and refused[0].kind == "layer" and refused[0].artifact_id == ""
        gone = [r for r in posts if r["path"].get("session_id") == "a-session-flypix-no-longer-has"]
        assert len(gone) == 1 and refused[0].artifact_bytes == gone[0]["bytes"]
        assert len([i for i in record.items_of("layer") if i.details["vector_id"] == "local-1"]) == 2
        assert record.total_bytes == sum(r["bytes"] for r in posts)
    finally:
        transport.stop()


def test_tool_results_and_approvals_add_their_frames_and_survive_a_save():
    record = empty_record("websocket", "ws://user:pw@h:1/ws?token=x")
    assert record.url == "ws://h:1/ws"
    add_tool_result(record, SentPiece("tool_result", 321, "ws://h:1/ws", body={
        "type": "tool_result", "toolName": "highlight", "callId": "c1", "success": True, "message": "shown",
        "layerState": [{"id": "a", "type": "vector", "visible": True}, {"id": "b", "type": "raster", "visible": False},
                       "junk"]}))
    add_approval(record, SentPiece("approval", 55, "ws://h:1/ws", body={"approvalId": "x", "approved": False}))
    assert record.total_bytes == 321 + 55
    back = SentRecord.from_dict(record.to_dict(keep_thumbnail=False))
    tool, approval = back.items
    assert tool.own_bytes == 321 and tool.details["layers"] == [
        {"id": "a", "type": "vector", "visible": True}, {"id": "b", "type": "raster", "visible": False}]
    assert tool.details["tool"] == "highlight" and tool.details["message_characters"] == 5
    assert approval.details == {"approved": False, "approval_id": "x"} and back.total_bytes == 376
    # a saved record with a bad count reads as 0, never as an error
    data = record.to_dict()
    data["items"][0]["own_bytes"] = "lots"
    assert SentRecord.from_dict(data).total_bytes == 55


def test_a_flypix_message_sent_twice_counts_its_bytes_twice_and_its_items_once():
    record = empty_record("flypix")
    frame = chat_message_frame("hi", vectors=[{"id": "v1", "name": "L"}])
    body = {"user_message": "hi", "vector_ids": ["v1"]}
    for _ in range(2):  # a request sent again after a refused sign-in
        add_flypix_message(record, frame, SentPiece("message", 40, "https://f/v2/geosense/s/message/", body=body),
                           WireLedger(), [])
    assert record.frame_bytes == 80 and len(record.items_of("text")) == 1 and len(record.items_of("layer")) == 1
