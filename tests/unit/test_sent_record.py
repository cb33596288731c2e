"""The record of what was sent: URLs without secrets, uploads vs reuse, sizes, round trip."""

import base64
import json
import struct
import zlib

from geosense_dock.core.conversation import USER, Message
from geosense_dock.core.sent_record import THUMBNAIL_KEY, SentRecord, WireLedger, json_size, png_size, safe_url
from geosense_dock.core.sharing_policy import SharingPolicy, parse_names


def tiny_png(width, height):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    raw = b"".join(b"\x00" + b"\x00" * 3 * width for _ in range(height))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def test_safe_url_drops_user_password_query_and_fragment():
    url = "https://me:secret@agent.example:8443/ws?token=abc#x"  # pragma: allowlist secret
    assert safe_url(url) == "https://agent.example:8443/ws"
    assert safe_url("ws://127.0.0.1:3003/ws") == "ws://127.0.0.1:3003/ws"
    assert "secret" not in safe_url("http://user:secret@[::1]:80/api")  # pragma: allowlist secret


def test_png_size_reads_the_header_only():
    data = base64.b64encode(tiny_png(7, 3)).decode("ascii")
    assert png_size(data) == [7, 3]
    assert png_size("bm90IGEgcG5n") is None and png_size(None) is None


def test_a_frame_record_tells_uploaded_from_reused_and_adds_up():
    ledger = WireLedger()
    vector = {"data": {"ids": [1, 2], "class_ids": [0, None], "confidences": [1, 1], "areas": [3, 4],
                       "polygons": ["AA", "BB"], "attributes": {"height": [1, 2]}}, "classes": {"0": "c"}}
    ledger.artifact_written("vector", "v-1", 500, vector, "http://u:p@h:1/api/artifacts")  # pragma: allowlist secret
    image = {"mime": "image/png", "data": base64.b64encode(tiny_png(4, 2)).decode("ascii"), "bbox": [0, 0, 1, 1],
             "crs": "EPSG:3857"}
    frame = {"type": "chat_message", "content": "hi", "vectors": [
        {"id": "vec-a", "name": "A", "artifact_id": "v-1", "classes": [{"id": "c", "name": "C"}]},
        {"id": "vec-b", "name": "B", "artifact_id": "v-old"}],
        "contexts": [{"type": "selection", "annotations": [{"id": 1, "v": "vec-a"}], "regions": [],
                      "suggestions": []}, {"type": "image", "artifact_id": "img-1"}]}
    ledger.artifact_written("image", "img-1", 120, image, "http://h:1/api/artifacts")
    record = ledger.frame_written(frame, 999, "ws://h:1/ws", "websocket")
    a, b = record.items_of("layer")
    assert (a.artifact_state, a.artifact_bytes, a.details["count"]) == ("uploaded", 500, 2)
    assert a.details["attributes"] == ["id", "class", "confidence", "area", "geometry", "height"]
    assert (b.artifact_state, b.artifact_bytes) == ("reused", 0)
    assert record.items_of("selection")[0].details["annotations"] == 1
    assert record.items_of("image")[0].details["size"] == [4, 2]
    assert record.total_bytes == 999 + 500 + 120 and record.artifact_url == "http://h:1/api/artifacts"
    assert record.items_of("text")[0].bytes == json_size("hi")
    # the next frame with the same artifacts: reused, nothing uploaded
    again = ledger.frame_written(frame, 999, "ws://h:1/ws", "websocket")
    assert {i.artifact_state for i in again.items if i.artifact_id} == {"reused"}
    assert again.total_bytes == 999


def test_a_message_keeps_its_record_without_the_thumbnail():
    ledger = WireLedger()
    ledger.artifact_written("image", "img", 10, {"data": base64.b64encode(tiny_png(2, 2)).decode("ascii")})
    record = ledger.frame_written({"type": "chat_message", "content": "x",
                                   "contexts": [{"type": "image", "artifact_id": "img"}]}, 50, "ws://h/ws", "websocket")
    msg = Message(USER, "x", sent=record.to_dict())
    saved = msg.to_dict()
    assert THUMBNAIL_KEY not in saved["sent"]["items"][1]["details"]
    back = SentRecord.from_dict(Message.from_dict(saved).sent)
    assert back.items_of("image")[0].details["size"] == [2, 2] and back.total_bytes == record.total_bytes
    assert SentRecord.from_dict({"items": [{"no": "kind"}]}) is None


def test_sharing_policy_allow_list_and_locks():
    policy = SharingPolicy(attributes=parse_names(" a, b ,, a"), locked=frozenset({"screenshot"}))
    assert policy.attributes == ("a", "b")
    assert policy.allowed_attributes(["id", "a", "c", "b"], always=["b"]) == ["a"]
    changed = policy.with_values(screenshot="never", attributes=("c",))
    assert changed.screenshot == "allow" and changed.attributes == ("c",)


def test_numbers_from_a_project_are_clamped_and_never_overflow():
    """``1e999`` (inf), nan or a huge count in a saved record reads as a bounded count; the record stays."""
    from geosense_dock.core.conversation import Conversation
    from geosense_dock.core.sent_record import MAX_COUNT, SentRecord

    raw = json.loads('{"backend": "ws", "url": "ws://h/x", "frame_bytes": 1e999, "sent_at": NaN,'
                     ' "items": [{"kind": "text", "bytes": -5, "artifact_bytes": 1e300, "details": 3}]}')
    record = SentRecord.from_dict(raw)
    assert record is not None
    assert record.frame_bytes == 0 and record.sent_at == 0.0
    assert record.items[0].bytes == 0 and record.items[0].artifact_bytes == MAX_COUNT
    conv = Conversation()
    conv.load([{"role": "user", "content": "hi", "timestamp": 1e999, "sent": raw},
               {"role": "agent", "content": "there"}])
    assert [m.content for m in conv.messages] == ["hi", "there"]
    json.dumps(conv.to_list())  # saving works
