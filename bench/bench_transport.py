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
   (the paint follows on the next event-loop pass). Agent and client run on the
   same machine, so their clocks agree. Paced (a chunk every 10 ms, as a model
   streams) and burst (``--chunk-delay 0``).

   What "shown" means: a chunk is shown once the card's view accounts for it,
   ``MessageView.shown_chars``: its text is in the view's document, or the view
   has deliberately deferred it below the fold (head-first rendering of a long
   answer: the view renders what it shows and some view heights below, the rest
   is put in on scrolling or in the background once the answer is complete).
   Text a card has not given to its view yet (a burst reaches the view a part per
   event-loop pass) is not shown. A figure "until all of it is in the document"
   (``MessageView.caught_up``, polled every 20 ms) is printed beside the frames/s
   "until the answer is shown".

Floors measured in the same run, and the ratios kept in ``out/bench/latest.json``:

- frames into the dock: the same frames read by a bare client (the transport into a
  counting listener, section 1); the ratio is the bare client's rate over the dock's;
- a paced chunk's latency (p50): the same chunks' latency to a bare client (arrival
  on the worker thread);
- a burst's latency (p50, p99): rendering the whole answer at once (``set_markup`` into
  a message view as wide as the dock's, laid out), the least time to show it at all.

Run: ``make bench`` or ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_transport.py``.
"""

from __future__ import annotations

import contextlib
import json
import os
import statistics
import threading
import time

from _setup import ratio  # first: makes the checkout importable, offscreen Qt
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

    def on_not_delivered(self, frame) -> None:
        print("  not delivered:", frame.get("type"))

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


def overall(turns) -> float:
    return sum(n for n, _ in turns) / sum(s for _, s in turns)


class Stamped(Counter):
    """A bare client's listener that also takes each stamped chunk's latency on arrival."""

    def __init__(self) -> None:
        super().__init__()
        self.latencies = []
        self.chunks = []

    def on_frame(self, frame) -> None:
        super().on_frame(frame)
        sent = getattr(frame, "_sent_at", None)
        if sent is not None:
            self.latencies.append((time.time() - sent) * 1000)
        if getattr(frame, "content", ""):
            self.chunks.append(frame.content)


def bare_client(kind: str, base_url: str, prompt: str, turns: int = TURNS, stamped: bool = False):
    """The frames of ``turns`` answers read by the transport into a listener (no Qt): the listener."""
    from geosense.geosense_dock.core.protocol.frames import chat_message_frame
    from geosense.geosense_dock.core.protocol.sse import SseTransport
    from geosense.geosense_dock.core.protocol.transport import Endpoint
    from geosense.geosense_dock.core.protocol.ws_client import WebSocketTransport

    counter = Stamped()
    cls = WebSocketTransport if kind == "websocket" else SseTransport
    with stamped_parsing(stamped):
        transport = cls(Endpoint(base_url), counter)
        transport.start()
        try:
            counter.wait(lambda: counter.connected)
            for i in range(turns):
                transport.send(chat_message_frame(prompt))
                counter.wait(lambda i=i: len(counter.turns) > i)
        finally:
            transport.stop()
    return counter


def transport_rate(kind: str, base_url: str, prompt: str):
    turns = bare_client(kind, base_url, prompt).turns
    return rate(turns), overall(turns)


@contextlib.contextmanager
def stamped_parsing(stamped: bool):
    """Read the agent's send time from the raw frame (the typed frame drops unknown fields)."""
    from geosense.geosense_dock.core.protocol import sse as sse_module
    from geosense.geosense_dock.core.protocol import ws_client as ws_module

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
    try:
        yield
    finally:
        ws_module.parse_frame, sse_module.frame_from_dict = real_parse, real_from_dict


def whole_render(text: str, width: int, repeat: int = 3) -> float:
    """Seconds to show ``text`` whole in a message view ``width`` wide (laid out): the best of ``repeat``."""
    from geosense.geosense_dock.ui.message_view import MessageView

    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        view = MessageView()
        view.resize(width, 400)
        view.show()
        view.set_markup(text)
        view.document().size()
        QgsApplication.processEvents()
        best = min(best, time.perf_counter() - started)
        view.deleteLater()
        QgsApplication.processEvents()
    return best


def dock_run(base_url: str, kind: str, prompt: str, turns: int, stamped: bool, with_dock: bool = True):
    """Ask ``prompt`` ``turns`` times; returns (per-turn rates, latencies in ms).

    Frames are counted on the GUI thread after the controller has applied them
    (and, with the dock, after the dock has had them). A latency is taken when
    the card that shows the chunk's message has been refreshed with it: the
    view shows fast streams in pieces, so a chunk may wait for the next piece.
    """
    from geosense.geosense_dock.core.protocol.transport import Endpoint
    from geosense.geosense_dock.ui import conversation_view
    from geosense.geosense_dock.ui.controller import ChatController
    from geosense.geosense_dock.ui.dock import GeoSenseDock
    from tests.qgis_support import wait_for

    parsing = stamped_parsing(stamped)
    parsing.__enter__()
    controller = ChatController()
    dock = None
    if with_dock:
        dock = GeoSenseDock(controller)
        dock.resize(480, 900)
        dock.show()
    latencies, turn_rates, widths, shown_rates = [], [], [], []
    pending = []  # (send time, message id, where the chunk ends in its message) of chunks not yet on screen
    offsets = {}  # message id -> characters received
    state = {"n": 0, "first": 0.0, "last": 0.0, "shown": 0.0}
    in_document = []  # (frames, seconds from the first frame until the whole answer is in the document)
    real_refresh = conversation_view.MessageCard.refresh

    def refresh(card, full=False):
        real_refresh(card, full)
        # shown: the card's view holds the chunk in its document or has deferred it below the fold
        content = card.message.content
        shown = getattr(card.body, "shown_chars", len(content))
        now = time.time()
        keep = []
        for sent, mid, end in pending:
            if mid == card.message.message_id and end <= shown:
                latencies.append((now - sent) * 1000)
            else:
                keep.append((sent, mid, end))
        pending[:] = keep
        widths.append(card.body.width())
        if card.message.role == "agent" and card.message.status != "streaming" and shown >= len(content):
            state["shown"] = time.perf_counter()

    conversation_view.MessageCard.refresh = refresh

    def after_view(frame) -> None:  # connected after the controller's own slot
        now = time.perf_counter()
        sent = getattr(frame, "_sent_at", None)
        content = getattr(frame, "content", "")
        mid = getattr(frame, "message_id", "")
        if content and type(frame).__name__ == "StreamChunk":
            offsets[mid] = offsets.get(mid, 0) + len(content)
        if sent is not None:
            if dock is None:
                latencies.append((time.time() - sent) * 1000)
            elif content:
                pending.append((sent, mid, offsets.get(mid, 0)))
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
            state["n"], state["shown"] = 0, 0.0
            controller.send(prompt, ())
            wait_for(lambda: not controller.conversation.turn_active and not controller._preparing
                     and not controller.conversation.queued(), 120, "answer")
            if dock is not None:  # and the whole answer on screen
                wait_for(lambda: state["shown"] > 0, 120, "the answer shown")
                wait_for(lambda: all(card.body.caught_up for card in dock.conversation.cards.values()), 120,
                         "the whole answer in the document")
            if state["last"] > state["first"]:
                turn_rates.append((state["n"], state["last"] - state["first"]))
                if dock is not None:
                    shown_rates.append((state["n"], state["shown"] - state["first"]))
                    in_document.append((state["n"], time.perf_counter() - state["first"]))
            controller.new_conversation()  # keeps the view small: every turn starts from an empty dock
            QgsApplication.processEvents()
    finally:
        controller.shutdown()
        if dock is not None:
            dock.deleteLater()
        controller.deleteLater()
        conversation_view.MessageCard.refresh = real_refresh
        parsing.__exit__(None, None, None)
        QgsApplication.processEvents()
    dock_run.width = max(widths) if widths else 440
    dock_run.shown = shown_rates
    dock_run.in_document = in_document
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


def small_chunks() -> None:
    """An answer cut into 20-character chunks, into the conversation model: the time per chunk at 100,000 chunks
    against 1,000 (1 when the cost of a chunk does not grow with the answer; each chunk copied the whole answer
    once: 33 s for 100,000)."""
    from geosense.geosense_dock.core.conversation import Conversation
    from geosense.geosense_dock.core.protocol.frames import StreamChunk

    def run(n: int) -> float:
        chunks = [StreamChunk(content="x" * 19 + " ", message_id="m", is_complete=False) for _ in range(n)]
        conv = Conversation()
        conv.add_user("x", queued=False)
        started = time.perf_counter()
        for chunk in chunks:
            conv.apply_frame(chunk)
        return (time.perf_counter() - started) / n

    small, large = min(run(1_000) for _ in range(3)), run(100_000)
    print(f"   20-char chunks into the model: {small * 1e6:.1f} us/chunk at 1,000, {large * 1e6:.1f} us/chunk at "
          "100,000")
    ratio("20-char chunks into the model: per chunk at 100,000 / at 1,000", large / small)

    from geosense.geosense_dock.core.markup.parser import MarkupParser

    def held(n: int) -> float:  # a tag that never ends, dripped in: held back until its ">" (which never comes)
        parser = MarkupParser({})
        parser.feed("<p>hello <a title='")
        started = time.perf_counter()
        for _ in range(n):
            parser.feed("y" * 19 + " ")
        return (time.perf_counter() - started) / n

    small, large = min(held(1_000) for _ in range(3)), held(100_000)
    print(f"   an unfinished tag in 20-char chunks into the parser: {small * 1e6:.1f} us/chunk at 1,000, "
          f"{large * 1e6:.1f} us/chunk at 100,000")
    ratio("an unfinished tag in 20-char chunks into the parser: per chunk at 100,000 / at 1,000", large / small)


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
        bare = {}
        for kind in ("websocket", "sse"):
            for prompt, what in (("long answer", "long answer, ~512-char frames"),
                                 ("Hello", "greeting, one word per frame")):
                text, bare[kind, prompt] = transport_rate(kind, burst.base_url, prompt)
                print(f"   {kind:<9} {what:<32} {text}")
        into_dock = {}
        for with_dock, title in ((False, "through the Qt bridge into the ChatController (GUI thread, no widgets)"),
                                 (True, "... and on into the real dock (cards, markup rendering; target > 2,000/s)")):
            print(f"\n   {title}:")
            for kind in ("websocket", "sse"):
                for prompt, what in (("long answer", "long answer, ~512-char frames"),
                                     ("Hello", "greeting, one word per frame")):
                    dock_run(burst.base_url, kind, prompt, 1, stamped=False, with_dock=with_dock)  # warm-up
                    turns, _ = dock_run(burst.base_url, kind, prompt, TURNS, stamped=False, with_dock=with_dock)
                    print(f"   {kind:<9} {what:<32} {rate(turns)}")
                    if with_dock:
                        into_dock[kind, prompt] = overall(turns)
                        shown_turns = dock_run.shown
                        into_dock[kind, prompt, "shown"] = overall(shown_turns)
                        print(f"   {'':<9} {'... until the answer is shown':<32} {rate(shown_turns)}")
                        print(f"   {'':<9} {'... until all in the document':<32} {rate(dock_run.in_document)}")
        print("\n   the same ~512-char frames: read by a bare client / into the real dock")
        for kind, name in (("websocket", "WebSocket"), ("sse", "SSE")):
            ratio(f"frames into the real dock, ~512-char frames, {name}: bare client / dock",
                  bare[kind, "long answer"] / into_dock[kind, "long answer"],
                  f"   {name:<9} {into_dock[kind, 'long answer']:,.0f}/s into the dock, "
                  f"{bare[kind, 'long answer']:,.0f}/s to a bare client")
            ratio(f"frames into the real dock until shown, ~512-char frames, {name}: bare client / dock",
                  bare[kind, "long answer"] / into_dock[kind, "long answer", "shown"],
                  f"   {name:<9} {into_dock[kind, 'long answer', 'shown']:,.0f}/s until the answer is shown")
        print("\n2. client ceiling, no network, no widgets")
        print(f"   {ceiling(burst.base_url)}")
        small_chunks()
        print("\n3. latency, chunk leaves the agent -> the dock's card shows it (ms)")
        shown = {}
        for label, agent in (("paced 10 ms", paced), ("burst", burst_stamped)):
            for kind in ("websocket", "sse"):
                for prompt in ("Hello", "long answer"):
                    _, lat = dock_run(agent.base_url, kind, prompt, max(2, TURNS // 3), stamped=True)
                    if not lat:
                        print(f"   {label:<11} {kind:<9} {prompt:<12} no stamped frames")
                        continue
                    shown[label, kind, prompt] = lat
                    print(f"   {label:<11} {kind:<9} {prompt:<12} p50 {statistics.median(lat):7.2f}  "
                          f"p99 {pct(lat, 99):7.2f}  max {max(lat):7.2f}  ({len(lat)} chunks)")
        print("\n   floors: the paced long answer's chunks to a bare client; the long answer rendered whole")
        floor_paced = {}
        answer = ""
        for kind in ("websocket", "sse"):
            client = bare_client(kind, paced.base_url, "long answer", max(2, TURNS // 3), stamped=True)
            floor_paced[kind] = statistics.median(client.latencies)
            answer = answer or "".join(client.chunks[:len(client.chunks) // max(2, TURNS // 3)])
            print(f"   paced 10 ms {kind:<9} long answer  to a bare client: p50 {floor_paced[kind]:7.2f}  "
                  f"p99 {pct(client.latencies, 99):7.2f}  ({len(client.latencies)} chunks)")
        width = getattr(dock_run, "width", 440)
        whole = whole_render(answer, width) * 1000
        print(f"   the long answer ({len(answer):,} characters) rendered whole, {width} px wide: {whole:7.1f} ms")
        for kind, name in (("websocket", "WebSocket"), ("sse", "SSE")):
            lat = shown.get(("paced 10 ms", kind, "long answer"))
            if lat:
                ratio(f"paced long answer, chunk shown p50, {name} / to a bare client",
                      statistics.median(lat) / floor_paced[kind],
                      f"   paced long answer, {name}: p50 {statistics.median(lat):.1f} ms shown, "
                      f"{floor_paced[kind]:.1f} ms to a bare client")
            lat = shown.get(("burst", kind, "long answer"))
            if lat:
                ratio(f"burst long answer, chunk shown p50, {name} / rendered whole",
                      statistics.median(lat) / whole,
                      f"   burst long answer, {name}: p50 {statistics.median(lat):.0f} ms / whole render")
                ratio(f"burst long answer, chunk shown p99, {name} / rendered whole", pct(lat, 99) / whole,
                      f"   burst long answer, {name}: p99 {pct(lat, 99):.0f} ms / whole render")
    finally:
        for agent in (burst, paced, burst_stamped):
            agent.stop()
        app.exitQgis()


if __name__ == "__main__":
    main()
