"""Projects built to harm: opened for real, they neither freeze nor exhaust memory nor lose the conversation.

How long they take to open is measured in ``make bench`` (bench/bench_crafted_projects.py); here
only what is robust is checked: what is loaded, what is refused and said, and memory growth bounded
by a few times the file's size.
"""

from __future__ import annotations

import base64
import json
import logging
import struct
import zlib

from qgis.core import QgsProject
from qgis.PyQt.QtCore import QBuffer, QIODevice
from qgis.PyQt.QtGui import QColor, QImage

from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.provenance import MAX_ENTRY_CHARS
from geosense.geosense_dock.ui.sent_disclosure import THUMBNAIL_WIDTH, SentDisclosure
from tests.qgis_support import wait_for

MiB = 1024 * 1024


def rss() -> int:
    """Resident memory of this process, in bytes."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def huge_png(side: int = 60000, rows: int = 2000) -> bytes:
    """A PNG whose header says ``side`` × ``side`` pixels (RGBA), with the first rows of data."""
    head = struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0)
    data = zlib.compress((b"\0" + b"\0" * (4 * side)) * rows, 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def png(width: int, height: int) -> bytes:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#3a86ff"))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data())


def record(image_b64: str = "", layer_names=("Annotations",)) -> dict:
    details = {"size": [60000, 60000], "bbox": [0, 0, 1, 1], "crs": "EPSG:3857"}
    if image_b64:
        details["png_base64"] = image_b64
    return {"backend": "websocket", "url": "ws://127.0.0.1:1/ws", "frame_bytes": 100, "sent_at": 1.7e9,
            "items": [{"kind": "text", "bytes": 7, "details": {"characters": 5}},
                      {"kind": "state", "bytes": 10, "details": {"layer_names": list(layer_names)}},
                      {"kind": "image", "bytes": 40, "artifact_id": "img", "artifact_state": "uploaded",
                       "artifact_bytes": 1000, "details": details}]}


def conversation_entry(sent: dict) -> str:
    return json.dumps({"version": 1, "conversation_id": "crafted", "messages": [
        {"role": "user", "content": "Hello", "status": "complete", "sent": sent},
        {"role": "agent", "content": "Hi there", "status": "complete"}]})


def write_project(path, entries) -> int:
    """A project file carrying ``entries`` ((scope, key, text)); its size in bytes."""
    project = QgsProject()
    for scope, key, value in entries:
        project.writeEntry(scope, key, value)
    assert project.write(str(path))
    return path.stat().st_size


def open_crafted(plugin, path) -> int:
    """Open ``path`` in QGIS (the plugin loaded): how much resident memory grew."""
    before = rss()
    assert QgsProject.instance().read(str(path))
    wait_for(lambda: len(plugin.controller.conversation.messages) == 2, 10, "the conversation restored")
    return rss() - before


def test_a_crafted_thumbnail_in_a_saved_record_is_never_decoded(demo, tmp_path):
    plugin, _layer = demo
    crafted = base64.b64encode(huge_png()).decode("ascii")
    size = write_project(tmp_path / "thumb.qgs", [("GeoSense", "conversation", conversation_entry(record(crafted)))])
    grown = open_crafted(plugin, tmp_path / "thumb.qgs")
    assert grown < 64 * MiB + 4 * size, grown
    user = plugin.controller.conversation.messages[0]
    assert user.role == C.USER and user.sent and "png_base64" not in json.dumps(user.sent)
    box = plugin.dock.conversation.card_for(user).sent_box
    before = rss()
    box.toggle.click()
    assert box.expanded and box.body.isVisibleTo(box)
    assert box.thumbnail.pixmap() is None or box.thumbnail.pixmap().isNull()
    assert "60000 × 60000" in box.body.text()  # the saved size is still shown
    assert rss() - before < 64 * MiB


def test_the_thumbnail_is_decoded_when_opened_scaled_and_refused_when_oversize(qgis_app, caplog):
    # a record made in this session carries its screenshot: decoded only once the record is opened
    box = SentDisclosure()
    box.set_record(record(base64.b64encode(png(800, 600)).decode("ascii")))
    assert box.thumbnail.pixmap() is None or box.thumbnail.pixmap().isNull()
    box.toggle.click()
    assert box.thumbnail.pixmap().width() == THUMBNAIL_WIDTH and box.thumbnail.pixmap().height() == 120
    # one larger than any screenshot the plugin sends: its header is read, it is not decoded
    big = SentDisclosure()
    big.set_record(record(base64.b64encode(huge_png()).decode("ascii")))
    before = rss()
    with caplog.at_level(logging.WARNING, logger="geosense"):
        big.toggle.click()
    assert rss() - before < 64 * MiB
    assert big.thumbnail.pixmap() is None or big.thumbnail.pixmap().isNull()
    assert big.thumbnail.text() == "The screenshot is too large to show here." and big.thumbnail.isVisibleTo(big)
    assert any("larger than any the plugin sends" in r.getMessage() for r in caplog.records)


def test_a_huge_provenance_entry_is_skipped_before_parsing_and_said(demo, tmp_path, caplog):
    plugin, _layer = demo
    one = {"accepted_at": "2026-12-01T14:02:00Z", "accepted_by": "ann", "confidence": 0.87, "a": "0"}
    count = 43 * MiB // len(json.dumps(one))
    entry = json.dumps({"version": 2, "answers": {"0": {"excerpt": "crafted"}},
                        "layers": {"no_such_layer": {str(i): one for i in range(count)}}})
    assert len(entry) > 40 * MiB > MAX_ENTRY_CHARS
    size = write_project(tmp_path / "provenance.qgs", [("GeoSense", "provenance", entry),
                                                       ("GeoSense", "conversation", conversation_entry(record()))])
    del entry
    with caplog.at_level(logging.WARNING, logger="geosense"):
        grown = open_crafted(plugin, tmp_path / "provenance.qgs")
    assert grown < 4 * size, (grown, size)
    assert plugin.integration.provenance.tracker.book.count() == 0
    assert any("provenance saved in the project is larger than 4 MiB and was not read" in r.getMessage()
               for r in caplog.records)
    assert [m.content for m in plugin.controller.conversation.messages] == ["Hello", "Hi there"]


def test_a_saved_record_listing_a_million_names_shows_a_bounded_text(demo, tmp_path):
    plugin, _layer = demo
    names = [f"layer {i}" for i in range(1_000_000)]
    size = write_project(tmp_path / "names.qgs", [("GeoSense", "conversation",
                                                   conversation_entry(record(layer_names=names)))])
    grown = open_crafted(plugin, tmp_path / "names.qgs")
    assert grown < 64 * MiB + 6 * size, (grown, size)
    box = plugin.dock.conversation.card_for(plugin.controller.conversation.messages[0]).sent_box
    box.toggle.click()
    text = box.body.text()
    assert "1000000 layer names" in text and "layer 99," in text and "layer 100," not in text
    assert len(text) < 20000


def test_the_largest_provenance_entry_is_read_off_the_gui_thread_and_followed(demo, tmp_path, monkeypatch):
    """Opening a project with the largest entry the plugin writes does not wait for it: it is read on a
    worker thread (whatever needs a record meanwhile waits for it), and then its layers are followed."""
    from geosense.geosense_dock.core.provenance import BACKGROUND_CHARS

    plugin, layer = demo
    project = QgsProject.instance()
    fids = sorted(f.id() for f in layer.getFeatures())
    from geosense.geosense_dock.core.provenance import Provenance

    tracker = plugin.integration.provenance.tracker
    answer = dict(conversation_id="c1", message_uid="u1", message_id="m1", excerpt="an answer", backend="websocket")
    one = Provenance(accepted_at="2026-12-01T14:02:00Z", accepted_by="ann", confidence=0.87, **answer)
    records = {fid: Provenance(accepted_at="2026-12-01T14:03:00Z", accepted_by="ann",  # the latest: kept
                               confidence=round(0.5 + fid / 1000, 3), **answer) for fid in fids}
    padding = 40_000  # features accepted and since deleted, say: as many as the plugin's largest entry holds
    records.update({10_000_000 + i: one for i in range(padding)})
    tracker.book.put(layer.id(), records)
    path = tmp_path / "largest.qgs"
    assert project.write(str(path))  # the plugin writes the entry, at most MAX_ENTRY_CHARS
    entry, _ok = project.readEntry("GeoSense", "provenance", "")
    assert BACKGROUND_CHARS < len(entry) <= MAX_ENTRY_CHARS, len(entry)
    kept = len(json.loads(entry)["layers"][layer.id()])  # the most recently accepted, when not all fit
    tracker.book.clear()
    went = []
    original = tracker.book.load_json_in_background
    monkeypatch.setattr(tracker.book, "load_json_in_background",
                        lambda text, done: went.append(original(text, done)) or went[-1])
    loaded = []
    tracker.loaded.connect(lambda: loaded.append(True))
    assert project.read(str(path))
    assert went == [True]  # to the background
    layer = project.mapLayersByName("Annotations")[0]
    rec = tracker.book.get(layer.id(), fids[1])  # waits for the read
    assert rec is not None and rec.confidence == round(0.5 + fids[1] / 1000, 3) and rec.excerpt == "an answer"
    assert tracker.book.count(layer.id()) == kept > len(fids)
    wait_for(lambda: loaded, 10, "the layers of the records followed")
    assert plugin.integration.provenance.action_for(layer) is not None
    # followed: an edit marks the record
    assert layer.startEditing()
    geometry = layer.getFeature(fids[1]).geometry()
    geometry.translate(1, 1)
    assert layer.changeGeometry(fids[1], geometry)
    assert tracker.book.get(layer.id(), fids[1]).edited
    assert tracker.book.get(layer.id(), fids[0]).edited is False
    layer.rollBack()
