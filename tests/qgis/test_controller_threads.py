"""The controller's worker threads never emit into a controller that is shut down or deleted.

The transport bridge's gate is shut at shutdown, so a worker's late report reaches nothing. The welcome
request (QGIS's network stack, no thread of the plugin's) is held by a real HTTP server on loopback while
the controller is shut down and deleted (the plugin's unload): its answer reaches nobody either.
"""

from __future__ import annotations

import http.server
import json
import threading

from qgis.PyQt import sip
from qgis.PyQt.QtCore import QCoreApplication, Qt

from geosense.geosense_dock.core.protocol.transport import Endpoint
from geosense.geosense_dock.ui.controller import ChatController
from tests.qgis_support import wait_for


def _held_server(release: threading.Event, arrived: threading.Event, answered: threading.Event):
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - http.server API
            arrived.set()
            release.wait(30)
            body = json.dumps({"welcomeMessage": "hi"}).encode()
            try:
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            except OSError:
                pass  # the client gave up the request
            finally:
                answered.set()

        def log_message(self, *_args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def test_a_closed_transport_bridge_emits_nothing(qgis_app):
    from geosense.geosense_dock.core.protocol.transport import ConnectionState
    from geosense.geosense_dock.ui.bridge import TransportBridge

    bridge = TransportBridge()
    seen: list = []
    bridge.stateChanged.connect(lambda *a: seen.append(a), Qt.ConnectionType.DirectConnection)
    worker = threading.Thread(target=bridge.on_state, args=(ConnectionState.CONNECTED, ""))
    worker.start()
    worker.join(10)
    wait_for(lambda: len(seen) == 1, what="the state on the GUI thread")
    bridge.close()
    for call in (lambda: bridge.on_state(ConnectionState.STOPPED, ""), lambda: bridge.on_frame(object()),
                 lambda: bridge.on_notice("late"), lambda: bridge.on_turn_end(True, "late"),
                 lambda: bridge.on_problem("late", None)):
        worker = threading.Thread(target=call)
        worker.start()
        worker.join(10)
    QCoreApplication.processEvents()
    assert len(seen) == 1 and not bridge.gate.is_open
    sip.delete(bridge)
    bridge.on_frame(object())  # a worker still finishing after the object is gone: nothing happens


def test_no_welcome_after_shutdown_or_deletion(qgis_app):
    """The welcome request is in flight (the server holds it) while the controller is shut down, shut down
    and deleted, or deleted without a shutdown (its dock went): its answer, when the server gives it,
    reaches nobody (an exception in a slot fails the test too)."""
    release, arrived, answered = threading.Event(), threading.Event(), threading.Event()
    server = _held_server(release, arrived, answered)
    url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        for shut, delete in ((True, False), (True, True), (False, True)):
            release.clear()
            arrived.clear()
            answered.clear()
            controller = ChatController()
            emitted: list = []
            controller.welcomeChanged.connect(lambda *a, seen=emitted: seen.append(a),
                                              Qt.ConnectionType.DirectConnection)
            controller.endpoint = Endpoint(base_url=url)
            controller.fetch_welcome()
            wait_for(arrived.is_set, what="the request at the server")
            if shut:
                controller.shutdown()
            if delete:
                sip.delete(controller)  # the C++ object goes while the server holds the request
            release.set()
            wait_for(answered.is_set, what="the server's answer")
            # an open controller asking the same server gets its welcome: the event loop has run past
            # whatever the first request could still bring
            other = ChatController()
            got: list = []
            other.welcomeChanged.connect(got.append)
            other.endpoint = Endpoint(base_url=url)
            other.fetch_welcome()
            wait_for(lambda seen=got: seen, what="the welcome")
            assert got == [{"welcomeMessage": "hi", "welcomeChips": []}]
            other.shutdown()
            assert emitted == []  # nothing reached the closed controller
    finally:
        release.set()
        server.shutdown()


def test_frames_from_a_worker_arrive_in_batches_and_in_order(qgis_app):
    """Frames a worker reports come to the GUI thread in one queued call per batch, and a signal
    reported between frames stays between them."""
    from geosense.geosense_dock.ui.bridge import TransportBridge

    bridge = TransportBridge()
    seen: list = []
    wakes: list = []
    bridge.frameReceived.connect(lambda f: seen.append(("frame", f)))
    bridge.turnEnded.connect(lambda interrupted, reason: seen.append(("end", reason)))
    bridge.framesArrived.connect(lambda batch: wakes.append(len(batch)))

    def work():
        for i in range(50):
            bridge.on_frame(i)
        bridge.on_turn_end(False, "done")
        for i in range(50, 60):
            bridge.on_frame(i)

    worker = threading.Thread(target=work)
    worker.start()
    worker.join(10)
    wait_for(lambda: len(seen) == 61, what="the frames")
    assert seen == [("frame", i) for i in range(50)] + [("end", "done")] + [("frame", i) for i in range(50, 60)]
    assert len(wakes) == 2  # one queued call per batch: the turn's end closed the first
    bridge.close()
    sip.delete(bridge)


def test_what_the_old_conversation_or_agent_still_had_on_its_way_stays_out(qgis_app):
    """Reports a worker made before New conversation (or before another agent was chosen) but the GUI thread
    had not taken: dropped when they arrive. A replaced transport's later reports (a stop that outlived its
    wait) go nowhere either: the state is the new transport's."""
    from geosense.geosense_dock.core.protocol import frames as F
    from geosense.geosense_dock.core.protocol.transport import ConnectionState
    from geosense.geosense_dock.ui.bridge import Feed
    from geosense.geosense_dock.ui.controller import ChatController

    controller = ChatController()
    try:
        feed = Feed(controller.bridge)
        frames, states = [], []
        controller.bridge.frameReceived.connect(frames.append)
        controller.bridge.stateChanged.connect(lambda state, _detail: states.append(state))

        def report(*calls):
            worker = threading.Thread(target=lambda: [call() for call in calls])
            worker.start()
            worker.join(10)

        old = F.StreamChunk(content="more of the OLD answer", message_id="m-old", is_complete=False)
        report(lambda: feed.on_frame(old), lambda: feed.on_turn_end(False, ""))
        controller.replace_conversation([])  # New conversation: before the GUI thread took them
        QCoreApplication.processEvents()
        assert frames == [] and not controller.conversation.messages

        new = F.StreamChunk(content="the new answer", message_id="m-new", is_complete=False)
        report(lambda: feed.on_frame(new))
        wait_for(lambda: frames == [new], what="a report after the fence")

        feed.retire()  # the transport was replaced
        report(lambda: feed.on_state(ConnectionState.STOPPED, ""), lambda: feed.on_frame(old))
        QCoreApplication.processEvents()
        assert frames == [new] and ConnectionState.STOPPED.value not in states
    finally:
        controller.shutdown()


def test_queued_messages_go_one_per_turn_in_chat_only_mode(qgis_app, reference_agent):
    """Without a map side a queued message goes out at once when its turn comes. The turn ends with the last
    chunk and then the transport's end of turn: the next message waits for the latter (sent on the chunk, it
    was ended by that end, and the one after it went too, cutting its answer short)."""
    from geosense.geosense_dock.core.conversation import AGENT, COMPLETE, USER

    controller = ChatController()
    try:
        controller.connect_to(Endpoint(reference_agent.base_url), "websocket")
        wait_for(lambda: controller.connected, what="connected")
        for text in ("q1", "q2", "q3"):
            controller.send(text)
        wait_for(lambda: not controller.conversation.turn_active and not controller.conversation.queued()
                 and len([m for m in controller.conversation.messages if m.role == AGENT]) >= 3,
                 timeout=60, what="three answers")
        answers = [m.status for m in controller.conversation.messages if m.role == AGENT]
        assert answers == [COMPLETE] * 3, answers  # none cut short by the next message
        assert len([m for m in controller.conversation.messages if m.role == USER]) == 3
    finally:
        controller.shutdown()
