"""Figures for the chat transports (prints them; asserts nothing about time).

1. Frames per second the client accepts from a real reference agent
   (``--chunk-delay 0``, the "long answer" prompt: ~400 frames of ~512
   characters per turn, and the greeting: ~100 one-word frames per turn):
   - through the real ``WebSocketTransport`` / ``SseTransport`` into a counting listener
     (worker thread only), and
   - through the Qt bridge into the ``ChatController`` and the real dock (conversation
     state, message cards, markup rendering), counted on the GUI thread.
   A turn's rate is its frames over the time from its first to its last frame.
2. The client's own ceiling: the same frames parsed and applied to a
   ``Conversation`` in a loop, no network and no widgets.
3. Latency from a chunk leaving the agent to the dock's view holding it: the
   agent runs with ``--stamp`` (each chunk carries ``sentAt``, which the client
   ignores as an unknown field); the bench reads it from the raw frame and
   compares it with the clock when the dock has applied the chunk to its card
   (document updated; the paint follows on the next event-loop pass). Agent and
   client run on the same machine, so their clocks agree. Paced (a chunk every
   10 ms, as a model streams) and burst (``--chunk-delay 0``).

Run: ``make bench`` or ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_transport.py``.
"""

from __future__ import annotations

import json
import os
import statistics
import threading
import time

import _setup  # noqa: F401  (first: makes the checkout importable, offscreen Qt)
from qgis.core import QgsApplication  # noqa: E402

TURNS = int(os.environ.get("BENCH_TURNS", "10"))


class Counter:
    """A TransportListener that times the frames of each turn (worker thread)."""

    def __init__(self) -> None:
        self.cv = threading.Condition()
        self.turns = []  # (frames, seconds from first to last frame)
        self.connected = False
        self._n = 0
        self._first = 0.0
        self._last = 0.0

    def on_frame(self, frame) -> None:
        now = time.perf_counter()
        if self._n == 0:
            self._first = now
        self._n += 1
        self._last = now

    def on_state(self, state, detail) -> None:
        with self.cv:
            self.connected = state.value == "connected"
            self.cv.notify_all()

    def on_problem(self, message, code) -> None:
        print("  problem:", message, code)

    def on_turn_end(self, interrupted, reason) -> None:
        with self.cv:
            self.turns.append((self._n, self._last - self._first))
            self._n = 0
            self.cv.notify_all()

    def wait(self, predicate, timeout=60.0) -> None:
        with self.cv:
            if not self.cv.wait_for(predicate, timeout):
                raise TimeoutError("the agent did not answer in time")


def rate(turns) -> str:
    frames = sum(n for n, _ in turns)
    seconds = sum(s for _, s in turns)
    per_turn = [n / s for n, s in turns if s > 0]
    return (f"{frames / seconds:>9,.0f} frames/s overall, best turn {max(per_turn):>9,.0f}/s "
            f"({frames} frames in {len(turns)} turns, {frames / len(turns):.0f} per turn)")


def transport_rate(kind: str, base_url: str, prompt: str) -> str:
    from geosense.geosense_dock.core.protocol.frames import chat_message_frame
    from geosense.geosense_dock.core.protocol.sse import SseTransport
    from geosense.geosense_dock.core.protocol.transport import Endpoint
    from geosense.geosense_dock.core.protocol.ws_client import WebSocketTransport

    counter = Counter()
    cls = WebSocketTransport if kind == "websocket" else SseTransport
    transport = cls(Endpoint(base_url), counter)
    transport.start()
    try:
        counter.wait(lambda: counter.connected)
        for i in range(TURNS):
            transport.send(chat_message_frame(prompt))
            counter.wait(lambda i=i: len(counter.turns) > i)
    finally:
        transport.stop()
    return rate(counter.turns)


def dock_run(base_url: str, kind: str, prompt: str, turns: int, stamped: bool, with_dock: bool = True):
    """Ask ``prompt`` ``turns`` times; returns (per-turn rates, latencies in ms).

    Frames are counted on the GUI thread after the controller has applied them
    (and, with the dock, after the dock has had them). A latency is taken when
    the card that shows the chunk's message has been refreshed with it: the
    view shows fast streams in pieces, so a chunk may wait for the next piece.
    """
    from geosense.geosense_dock.core.protocol import sse as sse_module
    from geosense.geosense_dock.core.protocol import ws_client as ws_module
    from geosense.geosense_dock.core.protocol.transport import Endpoint
    from geosense.geosense_dock.ui import conversation_view
    from geosense.geosense_dock.ui.controller import ChatController
    from geosense.geosense_dock.ui.dock import GeoSenseDock
    from tests.qgis_support import wait_for

    # read the agent's send time from the raw frame (the typed frame drops unknown fields)
    real_parse, real_from_dict = ws_module.parse_frame, sse_module.frame_from_dict

    def parse_stamped(text):
        frame = real_parse(text)
        if stamped and '"sentAt"' in text:
            frame._sent_at = json.loads(text).get("sentAt")
        return frame

    def from_dict_stamped(obj):
        frame = real_from_dict(obj)
        if stamped and isinstance(obj, dict) and "sentAt" in obj:
            frame._sent_at = obj["sentAt"]
        return frame

    ws_module.parse_frame, sse_module.frame_from_dict = parse_stamped, from_dict_stamped
    controller = ChatController()
    dock = None
    if with_dock:
        dock = GeoSenseDock(controller)
        dock.resize(480, 900)
        dock.show()
    latencies, turn_rates = [], []
    pending = []  # send times of chunks not yet on screen
    state = {"n": 0, "first": 0.0, "last": 0.0}
    real_refresh = conversation_view.MessageCard.refresh

    def refresh(card, full=False):
        real_refresh(card, full)
        now = time.time()
        latencies.extend((now - sent) * 1000 for sent in pending)
        pending.clear()

    conversation_view.MessageCard.refresh = refresh

    def after_view(frame) -> None:  # connected after the controller's own slot
        now = time.perf_counter()
        sent = getattr(frame, "_sent_at", None)
        if sent is not None:
            if dock is None:
                latencies.append((time.time() - sent) * 1000)
            elif getattr(frame, "content", ""):
                pending.append(sent)
        if state["n"] == 0:
            state["first"] = now
        state["n"] += 1
        state["last"] = now

    controller.bridge.frameReceived.connect(after_view)
    try:
        controller.connect_to(Endpoint(base_url), kind)
        wait_for(lambda: controller.connected, 30, "connected")
        for _ in range(turns):
            wait_for(lambda: controller.connected and not controller._busy(), 30, "connected")
            state["n"] = 0
            controller.send(prompt, ())
            wait_for(lambda: not controller.conversation.turn_active and not controller._preparing
                     and not controller.conversation.queued(), 120, "answer")
            if state["last"] > state["first"]:
                turn_rates.append((state["n"], state["last"] - state["first"]))
            controller.new_conversation()  # keeps the view small: every turn starts from an empty dock
            QgsApplication.processEvents()
    finally:
        controller.shutdown()
        if dock is not None:
            dock.deleteLater()
        controller.deleteLater()
        conversation_view.MessageCard.refresh = real_refresh
        ws_module.parse_frame, sse_module.frame_from_dict = real_parse, real_from_dict
        QgsApplication.processEvents()
    return turn_rates, latencies


def ceiling(base_url: str) -> str:
    """Parse + apply recorded frames in a loop (no network, no widgets)."""
    from geosense.geosense_dock.core.conversation import Conversation
    from geosense.geosense_dock.core.protocol.frames import parse_frame

    counter_frames = []

    class Recorder(Counter):
        def on_frame(self, frame) -> None:
            super().on_frame(frame)
            counter_frames.append(frame)

    from geosense.geosense_dock.core.protocol.frames import chat_message_frame
    from geosense.geosense_dock.core.protocol.transport import Endpoint
    from geosense.geosense_dock.core.protocol.ws_client import WebSocketTransport

    rec = Recorder()
    t = WebSocketTransport(Endpoint(base_url), rec)
    t.start()
    try:
        rec.wait(lambda: rec.connected)
        t.send(chat_message_frame("Hello"))
        rec.wait(lambda: rec.turns)
    finally:
        t.stop()
    from dataclasses import asdict

    def raw(frame):
        d = asdict(frame)
        out = {"type": d.pop("type")}
        names = {"message_id": "messageId", "is_complete": "isComplete", "session_id": "sessionId",
                 "pending_approval": "pendingApproval"}
        for k, v in d.items():
            out[names.get(k, k)] = v
        return json.dumps(out)

    texts = [raw(f) for f in counter_frames if type(f).__name__ == "StreamChunk"]
    n = 0
    started = time.perf_counter()
    while time.perf_counter() - started < 1.0:
        conv = Conversation()
        conv.add_user("x", queued=False)
        for text in texts:
            conv.apply_frame(parse_frame(text))
        n += len(texts)
    elapsed = time.perf_counter() - started
    return f"{n / elapsed:>9,.0f} frames/s (parse_frame + Conversation.apply_frame, {len(texts)}-frame answer)"


def pct(values, p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> None:
    app = QgsApplication([], True)
    app.initQgis()
    from tests.agent_process import start_agent

    burst = start_agent("--chunk-delay", "0")
    paced = start_agent("--chunk-delay", "0.01", "--stamp")
    burst_stamped = start_agent("--chunk-delay", "0", "--stamp")
    try:
        print(f"reference agents on ports {burst.port} (burst), {paced.port} (paced, stamped), "
              f"{burst_stamped.port} (burst, stamped); {TURNS} turns per figure\n")
        print("1. frames/s accepted by the transport (worker thread, counting listener; target > 5,000/s)")
        for kind in ("websocket", "sse"):
            for prompt, what in (("long answer", "long answer, ~512-char frames"),
                                 ("Hello", "greeting, one word per frame")):
                print(f"   {kind:<9} {what:<32} {transport_rate(kind, burst.base_url, prompt)}")
        for with_dock, title in ((False, "through the Qt bridge into the ChatController (GUI thread, no widgets)"),
                                 (True, "... and on into the real dock (cards, markup rendering)")):
            print(f"\n   {title}:")
            for kind in ("websocket", "sse"):
                for prompt, what in (("long answer", "long answer, ~512-char frames"),
                                     ("Hello", "greeting, one word per frame")):
                    dock_run(burst.base_url, kind, prompt, 1, stamped=False, with_dock=with_dock)  # warm-up
                    turns, _ = dock_run(burst.base_url, kind, prompt, TURNS, stamped=False, with_dock=with_dock)
                    print(f"   {kind:<9} {what:<32} {rate(turns)}")
        print("\n2. client ceiling, no network, no widgets")
        print(f"   {ceiling(burst.base_url)}")
        print("\n3. latency, chunk leaves the agent -> the dock's card shows it (ms)")
        for label, agent in (("paced 10 ms", paced), ("burst", burst_stamped)):
            for kind in ("websocket", "sse"):
                for prompt in ("Hello", "long answer"):
                    _, lat = dock_run(agent.base_url, kind, prompt, max(2, TURNS // 3), stamped=True)
                    if not lat:
                        print(f"   {label:<11} {kind:<9} {prompt:<12} no stamped frames")
                        continue
                    print(f"   {label:<11} {kind:<9} {prompt:<12} p50 {statistics.median(lat):7.2f}  "
                          f"p99 {pct(lat, 99):7.2f}  max {max(lat):7.2f}  ({len(lat)} chunks)")
    finally:
        for agent in (burst, paced, burst_stamped):
            agent.stop()
        app.exitQgis()


if __name__ == "__main__":
    main()
