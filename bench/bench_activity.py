"""Figures for the activity log (prints them; asserts nothing about time).

A turn of 6,000 tool-call frames (``backend_tool_call``: 3,000 calls, each
``running`` then ``completed``) reaches the real dock through the controller's
bridge while a real reference agent keeps the turn open (its stall fault). The
figure is the GUI time the controller, the conversation and the dock spend on
them, with the turn's activity log collapsed (as it opens) and opened by the
user; as a ratio to the same number of frames of empty stream chunks of the same answer
(no text, no log line), the floor of the path through the bridge.

Run: ``make bench`` or ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_activity.py``.
"""

from __future__ import annotations

import os
import time

from _setup import ratio  # first: makes the checkout importable, offscreen Qt
from qgis.core import QgsApplication  # noqa: E402

FRAMES = int(os.environ.get("BENCH_ACTIVITY_FRAMES", "6000"))


def run(agent, make_frames, open_log: bool) -> float:
    """GUI seconds for ``make_frames(message_id)`` frames into the real dock."""
    from qgis.PyQt.QtCore import Qt
    from qgis.PyQt.QtTest import QTest

    from geosense.geosense_dock.core.protocol.transport import Endpoint
    from geosense.geosense_dock.ui.controller import ChatController
    from geosense.geosense_dock.ui.dock import GeoSenseDock
    from tests.qgis_support import wait_for

    ctl = ChatController()
    dock = GeoSenseDock(ctl)
    dock.resize(480, 900)
    dock.show()
    try:
        ctl.connect_to(Endpoint(agent.base_url), "websocket")
        wait_for(lambda: ctl.connected, 30, "connected")
        dock.composer.setPlainText("!fault:stall hello")
        QTest.keyClick(dock.composer, Qt.Key.Key_Return)
        wait_for(lambda: ctl.conversation.turn_active and any(
            m.status == "streaming" for m in ctl.conversation.messages), 30, "a streaming answer")
        streaming = next(m for m in ctl.conversation.messages if m.status == "streaming")
        frames = make_frames(streaming.message_id)
        if open_log:  # the first frame shows the log; the user opens it
            ctl.bridge.on_frame(frames[0])
            wait_for(lambda: bool(streaming.activity), 10, "the first line")
            card = dock.conversation.cards[streaming.local_id]
            card.activity.toggle.setChecked(True)
            QgsApplication.processEvents()
            frames = frames[1:]
        last = frames[-1]
        seen = []
        ctl.bridge.frameReceived.connect(lambda f: seen.append(f) if f is last else None)
        start = time.perf_counter()
        for frame in frames:
            ctl.bridge.on_frame(frame)
        wait_for(lambda: bool(seen), 600, "every frame")
        QgsApplication.processEvents()  # the throttled view updates that are due
        elapsed = time.perf_counter() - start
        ctl.stop()
        wait_for(lambda: not ctl.conversation.turn_active, 30, "stopped")
        return elapsed
    finally:
        ctl.shutdown()
        dock.deleteLater()
        ctl.deleteLater()
        QgsApplication.processEvents()


def tool_frames(message_id: str):
    from geosense.geosense_dock.core.protocol import frames as F

    out = []
    for i in range(FRAMES // 2):
        out.append(F.BackendToolCall(message_id=message_id, call_id=f"c{i}", tool_name=f"tool_{i % 7}",
                                     status="started"))
        out.append(F.BackendToolCall(message_id=message_id, call_id=f"c{i}", tool_name=f"tool_{i % 7}",
                                     status="succeeded", summary=f"{i} features"))
    return out


def empty_frames(message_id: str):
    from geosense.geosense_dock.core.protocol import frames as F

    return [F.StreamChunk(content="", message_id=message_id, is_complete=False) for _ in range(FRAMES)]


def main() -> None:
    app = QgsApplication([], True)
    app.initQgis()
    from tests.agent_process import start_agent

    agent = start_agent("--stall-seconds", "600")
    try:
        run(agent, tool_frames, False)  # warm-up
        floor = run(agent, empty_frames, False)
        print(f"activity log: {FRAMES:,} tool-call frames into the real dock, GUI time")
        print(f"   floor: {FRAMES:,} empty stream chunks           {floor * 1000:9.1f} ms")
        for open_log, what in ((False, "log collapsed"), (True, "log opened by the user")):
            t = run(agent, tool_frames, open_log)
            print(f"   {what:<40} {t * 1000:9.1f} ms")
            ratio(f"6,000 tool-call frames, {what} / floor", t / floor, f"   {what} / floor")
    finally:
        agent.stop()
        app.exitQgis()


if __name__ == "__main__":
    main()
