"""The WebSocket and SSE clients against the real reference agent on an ephemeral port."""

from __future__ import annotations

import threading
from typing import List

import pytest

from geosense.geosense_dock.core.protocol import frames as F
from geosense.geosense_dock.core.protocol.client import AutoTransport
from geosense.geosense_dock.core.protocol.sse import SseTransport
from geosense.geosense_dock.core.protocol.transport import Backoff, ConnectionState, Endpoint
from geosense.geosense_dock.core.protocol.ws_client import WebSocketTransport


class Recorder:
    """A TransportListener that lets a test wait for what it expects (no sleeps)."""

    def __init__(self) -> None:
        self.frames: List[object] = []
        self.states: List[ConnectionState] = []
        self.problems: List[tuple] = []
        self.turns: List[tuple] = []
        self.notices: List[str] = []
        self._cv = threading.Condition()

    def _add(self, bucket, item) -> None:
        with self._cv:
            bucket.append(item)
            self._cv.notify_all()

    def on_frame(self, frame) -> None:
        self._add(self.frames, frame)

    def on_state(self, state, detail) -> None:
        self._add(self.states, state)

    def on_problem(self, message, code) -> None:
        self._add(self.problems, (message, code))

    def on_turn_end(self, interrupted, reason) -> None:
        self._add(self.turns, (interrupted, reason))

    def on_notice(self, text) -> None:
        self._add(self.notices, text)

    def wait(self, predicate, timeout: float = 20.0, what: str = "event") -> None:
        with self._cv:
            if not self._cv.wait_for(predicate, timeout):
                raise AssertionError(f"timed out waiting for {what}")

    def text(self) -> str:
        return "".join(f.content for f in self.frames if isinstance(f, F.StreamChunk))


@pytest.fixture(params=["websocket", "sse"])
def transport_kind(request):
    return request.param


def make(kind, endpoint, rec):
    return WebSocketTransport(endpoint, rec) if kind == "websocket" else SseTransport(endpoint, rec)


def test_streamed_answer(reference_agent, transport_kind):
    rec = Recorder()
    t = make(transport_kind, Endpoint(reference_agent.base_url), rec)
    t.start()
    try:
        rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected")
        assert t.send(F.chat_message_frame("Hello, what can you do?"))
        rec.wait(lambda: rec.turns, what="end of turn")
        chunks = [f for f in rec.frames if isinstance(f, F.StreamChunk)]
        assert len(chunks) >= 3 and chunks[-1].is_complete
        assert len({c.message_id for c in chunks}) == 1
        assert rec.turns == [(False, "")]
        assert rec.text().strip()
    finally:
        t.stop()
    assert t.state == ConnectionState.STOPPED


def test_ws_session_frame_and_non_json_frame_keeps_connection(reference_agent):
    rec = Recorder()
    t = WebSocketTransport(Endpoint(reference_agent.base_url), rec)
    t.start()
    try:
        rec.wait(lambda: any(isinstance(f, F.SessionFrame) for f in rec.frames), what="session")
        assert t.session_id
        # the agent sends a non-JSON frame, then answers: the client reports it and keeps going
        assert t.send(F.chat_message_frame("!fault:badjson hello"))
        rec.wait(lambda: rec.turns, what="end of turn")
        assert any(code == "VALIDATION_ERROR" for _, code in rec.problems)
        assert rec.turns[-1] == (False, "")
        assert t.state == ConnectionState.CONNECTED
    finally:
        t.stop()


def test_agent_down_then_up_reconnects(agent_factory):
    rec = Recorder()
    # nothing listens on this port yet
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    t = WebSocketTransport(Endpoint(f"http://127.0.0.1:{port}"), rec, backoff=Backoff(base=0.05, cap=0.2))
    t.start()
    try:
        rec.wait(lambda: ConnectionState.OFFLINE in rec.states, what="offline")
        assert not t.send(F.chat_message_frame("into the void"))
        agent_factory(port=port)
        rec.wait(lambda: rec.states[-1] == ConnectionState.CONNECTED, what="connected after the agent started")
        assert t.send(F.chat_message_frame("Hello"))
        rec.wait(lambda: rec.turns, what="end of turn")
    finally:
        t.stop()


def test_killed_mid_answer_reports_interrupted_turn(agent_factory, transport_kind):
    agent = agent_factory("--chunk-delay", "0.05")
    rec = Recorder()
    t = make(transport_kind, Endpoint(agent.base_url), rec)
    t.start()
    try:
        rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected")
        assert t.send(F.chat_message_frame("long answer"))
        rec.wait(lambda: len(rec.text()) > 50, what="some text")
        agent.proc.kill()
        rec.wait(lambda: rec.turns, what="end of turn")
        interrupted, _reason = rec.turns[-1]
        assert interrupted
        if transport_kind == "websocket":
            rec.wait(lambda: rec.states[-1] in (ConnectionState.RECONNECTING, ConnectionState.OFFLINE),
                     what="reconnecting")
    finally:
        t.stop()


def test_auto_falls_back_to_sse_when_the_socket_cannot_open(agent_factory):
    agent = agent_factory("--no-websocket")
    rec = Recorder()
    t = AutoTransport(Endpoint(agent.base_url), rec, rec.on_notice)
    t.start()
    try:
        rec.wait(lambda: rec.notices, what="fallback notice")
        assert "SSE" in rec.notices[0]
        rec.wait(lambda: t.kind == "sse" and t.state == ConnectionState.CONNECTED, what="sse connected")
        assert t.send(F.chat_message_frame("Hello"))
        rec.wait(lambda: rec.turns, what="end of turn")
        assert rec.turns[-1] == (False, "")
    finally:
        t.stop()


def test_unauthorized_is_reported(agent_factory):
    agent = agent_factory("--token", "s3cret-token")
    rec = Recorder()
    t = WebSocketTransport(Endpoint(agent.base_url, token="wrong-token"), rec, backoff=Backoff(0.05, 0.1))
    t.start()
    try:
        rec.wait(lambda: rec.states and rec.states[-1] == ConnectionState.OFFLINE, what="offline")
    finally:
        t.stop()
    good = Recorder()
    t = WebSocketTransport(Endpoint(agent.base_url, token="s3cret-token"), good)
    t.start()
    try:
        good.wait(lambda: ConnectionState.CONNECTED in good.states, what="connected with the token")
    finally:
        t.stop()
