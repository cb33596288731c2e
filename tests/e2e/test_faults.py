"""Every fault of the reference agent, end to end: the real dock, in a real QGIS, on a real socket.

For each fault the dock keeps working, the user sees what happened, a partial
answer stays marked, the history is intact, and nothing is sent twice (the
agent's ``/debug/stats`` counts what it received).
"""

from __future__ import annotations

import json
import logging
import urllib.request

import pytest
from qgis.core import QgsApplication, QgsSettings
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest

from geosense import classFactory
from geosense.geosense_dock.core import conversation as C
from tests.qgis_support import wait_for

TRANSPORTS = ["websocket", "sse"]


@pytest.fixture
def dock_for(desktop_iface):
    """``dock_for(agent, transport)``: the plugin loaded against ``agent``, unloaded afterwards."""
    loaded = []

    def load(agent, transport: str = "websocket"):
        QgsSettings().setValue("geosense/base_url", agent.base_url)
        QgsSettings().setValue("geosense/transport", transport)
        plugin = classFactory(desktop_iface)
        plugin.initGui()
        loaded.append(plugin)
        plugin.controller.stall_after = 0.6
        wait_for(lambda: plugin.controller.connected, what="connected")
        return plugin

    yield load
    for plugin in loaded:
        plugin.unload()
    logging.getLogger("geosense").propagate = True  # as before the plugin installed its log handler


def stats(agent) -> dict:
    with urllib.request.urlopen(agent.base_url + "/debug/stats", timeout=5) as resp:  # noqa: S310 - local agent
        return json.loads(resp.read().decode("utf-8"))


def messages(plugin, role=None):
    return [m for m in plugin.controller.conversation.messages if role is None or m.role == role]


def last_agent(plugin):
    agents = messages(plugin, C.AGENT)
    return agents[-1] if agents else None


def idle(plugin) -> bool:
    ctl = plugin.controller
    return (not ctl.conversation.turn_active and not ctl._preparing and not ctl.conversation.queued()
            and not ctl._busy())


def ask(plugin, text: str):
    """Type ``text`` into the composer and press Enter, like a user."""
    composer = plugin.dock.composer
    composer.setFocus()
    composer.setPlainText(text)
    QTest.keyClick(composer, Qt.Key.Key_Return)
    return messages(plugin, C.USER)[-1]


def answer_after(plugin, user_msg):
    """The agent messages that came after ``user_msg``."""
    msgs = plugin.controller.conversation.messages
    return [m for m in msgs[msgs.index(user_msg) + 1:] if m.role == C.AGENT]


def notices(plugin, level=None):
    return [m for m in messages(plugin, C.NOTICE) if level is None or m.level == level]


def check_recovers(plugin, agent, sent_before: int):
    """A plain question after the fault is answered in full, and the agent got each message once."""
    before = len(messages(plugin))
    q = ask(plugin, "Hello again")
    wait_for(lambda: idle(plugin) and answer_after(plugin, q) and answer_after(plugin, q)[-1].status == C.COMPLETE,
             what="the answer after the fault")
    assert q.status == C.SENT
    assert len(messages(plugin)) > before
    got = stats(agent)
    assert got["chatMessages"] == sent_before + 1, got
    assert got["contents"].count("Hello again") == 1


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_drop_mid_stream_marks_the_partial_answer_and_the_dock_recovers(agent_factory, dock_for, transport):
    agent = agent_factory("--chunk-delay", "0.01")
    plugin = dock_for(agent, transport)
    first = ask(plugin, "Hello, what can you do?")
    wait_for(lambda: idle(plugin) and last_agent(plugin) and last_agent(plugin).status == C.COMPLETE,
             what="first answer")
    q = ask(plugin, "!fault:drop Hello, what can you do?")
    wait_for(lambda: last_agent(plugin) is not None and last_agent(plugin).status == C.INTERRUPTED,
             what="interrupted answer")
    partial = last_agent(plugin)
    assert answer_after(plugin, q) == [partial]
    assert partial.content and len(partial.content) < len(answer_after(plugin, first)[0].content)
    card = plugin.dock.conversation.card_for(partial)
    assert "Interrupted" in card.note.text() and "incomplete" in card.note.text()
    assert "interrupted" in card.header.text()
    assert plugin.dock.answering.isHidden()
    # history intact: the first exchange is still there, unchanged
    assert first.status == C.SENT and answer_after(plugin, first)[0].status == C.COMPLETE
    if transport == "websocket":  # the socket is gone: the dock says so and reconnects by itself
        wait_for(lambda: plugin.controller.connected, what="reconnected")
    check_recovers(plugin, agent, sent_before=2)


def test_message_typed_during_a_drop_is_sent_once_after_reconnecting(agent_factory, dock_for):
    agent = agent_factory("--chunk-delay", "0.02")
    plugin = dock_for(agent, "websocket")
    plugin.controller.transport.backoff.base = 0.3
    ask(plugin, "!fault:drop long answer")
    states = []
    plugin.controller.connectionChanged.connect(lambda s, d: states.append(s))
    queued = ask(plugin, "summary please")  # typed while the answer streams: waits its turn
    assert queued.status == C.QUEUED
    card = plugin.dock.conversation.card_for(queued)
    assert not card.cancel_button.isHidden() and "Queued" in card.note.text()
    wait_for(lambda: queued.status == C.SENT, what="queued message sent after the reconnection")
    wait_for(lambda: idle(plugin) and answer_after(plugin, queued)
             and answer_after(plugin, queued)[-1].status == C.COMPLETE, what="its answer")
    assert "reconnecting" in states and states[-1] == "connected"
    assert messages(plugin, C.AGENT)[0].status == C.INTERRUPTED
    got = stats(agent)
    assert got["chatMessages"] == 2 and got["contents"].count("summary please") == 1


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_non_json_frame_is_reported_and_the_answer_completes(agent_factory, dock_for, transport):
    agent = agent_factory("--chunk-delay", "0.002")
    plugin = dock_for(agent, transport)
    q = ask(plugin, "!fault:badjson Hello")
    wait_for(lambda: idle(plugin) and answer_after(plugin, q) and answer_after(plugin, q)[-1].status == C.COMPLETE,
             what="answer")
    errors = notices(plugin, "error")
    assert len(errors) == 1 and "could not be read" in errors[0].content and "VALIDATION_ERROR" in errors[0].content
    card = plugin.dock.conversation.card_for(errors[0])
    assert "could not be read" in card.body.toPlainText()
    assert len(answer_after(plugin, q)) == 1  # one answer, not split by the bad frame
    assert plugin.controller.connected
    check_recovers(plugin, agent, sent_before=1)


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_a_flood_of_unreadable_frames_is_one_notice_with_a_count(agent_factory, dock_for, transport):
    """2,000 one-byte frames: one error card whose count goes up, every one still logged under the tag."""
    agent = agent_factory("--chunk-delay", "0.002")
    plugin = dock_for(agent, transport)
    logged = []

    def on_message(message, tag, _level):
        if tag == "GeoSense" and "could not be read" in message:
            logged.append(message)

    QgsApplication.messageLog().messageReceived.connect(on_message)
    try:
        q = ask(plugin, "!fault:badframes Hello")
        wait_for(lambda: idle(plugin) and answer_after(plugin, q)
                 and answer_after(plugin, q)[-1].status == C.COMPLETE, timeout=60, what="answer")
        wait_for(lambda: len(logged) >= 2000, what="every bad frame logged")
    finally:
        QgsApplication.messageLog().messageReceived.disconnect(on_message)
    errors = notices(plugin, "error")
    assert len(errors) == 1, [e.content for e in errors[:3]]
    assert "could not be read" in errors[0].content and "VALIDATION_ERROR" in errors[0].content
    assert "2000 times" in errors[0].content
    card = plugin.dock.conversation.card_for(errors[0])
    assert "2000 times" in card.body.toPlainText()
    assert len(plugin.dock.conversation.cards) == 3  # the question, the notice, the answer
    assert len(logged) == 2000
    assert len(answer_after(plugin, q)) == 1
    check_recovers(plugin, agent, sent_before=1)
    q2 = ask(plugin, "!fault:badjson Hello")  # a new turn: a card of its own
    wait_for(lambda: idle(plugin) and answer_after(plugin, q2)
             and answer_after(plugin, q2)[-1].status == C.COMPLETE, what="answer")
    assert len(notices(plugin, "error")) == 2 and "times" not in notices(plugin, "error")[-1].content


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_a_last_chunk_with_a_malformed_field_still_ends_the_turn(agent_factory, dock_for, transport):
    """The turn's last chunk carries ``contexts`` of the wrong type: the frame cannot be read, which is said, and
    the turn ends there all the same (over WebSocket nothing else would end it: the dock stayed answering)."""
    agent = agent_factory("--chunk-delay", "0.002")
    plugin = dock_for(agent, transport)
    q = ask(plugin, "!fault:badend Hello")
    wait_for(lambda: idle(plugin) and answer_after(plugin, q), timeout=30, what="the turn over")
    errors = notices(plugin, "error")
    assert errors and "could not be read" in errors[0].content
    assert plugin.controller.connected
    check_recovers(plugin, agent, sent_before=1)


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_unknown_frame_type_is_ignored_and_shown_in_the_activity_log(agent_factory, dock_for, transport):
    agent = agent_factory("--chunk-delay", "0.002")
    plugin = dock_for(agent, transport)
    q = ask(plugin, "!fault:unknown Hello")
    wait_for(lambda: idle(plugin) and answer_after(plugin, q) and answer_after(plugin, q)[-1].status == C.COMPLETE,
             what="answer")
    assert notices(plugin, "error") == []
    answer = answer_after(plugin, q)[0]
    assert [e.kind for e in answer.activity] == ["ignored"]
    assert "agent_telemetry" in answer.activity[0].text
    card = plugin.dock.conversation.card_for(answer)
    assert card.activity.isVisible() or not card.activity.isHidden()
    assert "1 step" in card.activity.toggle.text()
    check_recovers(plugin, agent, sent_before=1)


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_stall_shows_the_answer_waiting_and_stop_ends_it(agent_factory, dock_for, transport):
    agent = agent_factory("--chunk-delay", "0.002", "--stall-seconds", "60", "--heartbeat", "0.2")
    plugin = dock_for(agent, transport)
    dock = plugin.dock
    q = ask(plugin, "!fault:stall Hello, what can you do?")
    wait_for(lambda: plugin.controller.waiting_seconds > 0, what="the waiting state")
    assert not dock.answering.isHidden()
    assert "waiting" in dock.answering_label.text() and "nothing has arrived" in dock.answering_label.text()
    partial = last_agent(plugin)
    assert partial.status == C.STREAMING and partial.content
    QTest.mouseClick(dock.stop_button, Qt.MouseButton.LeftButton)
    assert partial.status == C.INTERRUPTED and partial.note == "stopped by you"
    assert dock.answering.isHidden()
    card = dock.conversation.card_for(partial)
    assert "stopped by you" in card.note.text()
    kept = partial.content
    # the next question is answered; nothing of the stopped turn leaks into it
    check_recovers(plugin, agent, sent_before=1)
    assert partial.content == kept
    assert len(answer_after(plugin, q)) == 2
    if transport == "websocket":
        assert stats(agent).get("cancels") == 1


def test_sending_right_after_stop_waits_for_the_stopped_turn_to_end(agent_factory, dock_for):
    """On WebSocket the stopped turn's last frames are still on their way: they never reach the new answer."""
    agent = agent_factory("--chunk-delay", "0.01")
    plugin = dock_for(agent, "websocket")
    ask(plugin, "long answer")
    wait_for(lambda: last_agent(plugin) is not None and last_agent(plugin).content, what="first words")
    plugin.dock.stop_button.click()
    stopped = last_agent(plugin)
    q = ask(plugin, "Hello")  # at once, before the agent has seen the cancel
    wait_for(lambda: idle(plugin) and answer_after(plugin, q) and answer_after(plugin, q)[-1].status == C.COMPLETE,
             what="the new answer")
    new = answer_after(plugin, q)
    assert len(new) == 1 and "A long answer" not in new[0].content
    assert stopped.status == C.INTERRUPTED and "A long answer" in stopped.content
    assert stats(agent)["chatMessages"] == 2


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_huge_frame_is_refused_with_a_clear_message_and_the_connection_recovers(agent_factory, dock_for, transport):
    agent = agent_factory("--chunk-delay", "0.002")
    plugin = dock_for(agent, transport)
    q = ask(plugin, "!fault:huge Hello, what can you do?")
    wait_for(lambda: idle(plugin) and answer_after(plugin, q)
             and answer_after(plugin, q)[-1].status in (C.COMPLETE, C.INTERRUPTED), timeout=60, what="answer end")
    errors = notices(plugin, "error")
    assert len(errors) == 1 and "PAYLOAD_TOO_LARGE" in errors[0].content and "MiB" in errors[0].content
    answer = answer_after(plugin, q)[-1]
    assert "huge huge" not in answer.content  # nothing of the refused frame is shown
    if transport == "websocket":  # the socket was closed on the frame: the answer is marked, the dock reconnects
        assert answer.status == C.INTERRUPTED and "too large" in answer.note
        wait_for(lambda: plugin.controller.connected, what="reconnected")
    else:  # SSE skips the event and keeps the rest of the stream
        assert answer.status == C.COMPLETE
    check_recovers(plugin, agent, sent_before=1)


@pytest.mark.parametrize("fault, status, code", [("http500", 500, "HTTP_ERROR"), ("http401", 401, "UNAUTHORIZED")])
def test_http_errors_on_sse_are_readable(agent_factory, dock_for, fault, status, code):
    agent = agent_factory("--chunk-delay", "0.002")
    plugin = dock_for(agent, "sse")
    q = ask(plugin, f"!fault:{fault} Hello")
    wait_for(lambda: idle(plugin) and notices(plugin, "error"), what="the error")
    error = notices(plugin, "error")[0]
    assert f"HTTP {status}" in error.content and code in error.content and "simulated" in error.content
    assert answer_after(plugin, q) == []
    assert q.status == C.SENT and q.note.startswith("No answer")
    card = plugin.dock.conversation.card_for(q)
    assert "No answer" in card.note.text()
    assert plugin.dock.answering.isHidden()
    check_recovers(plugin, agent, sent_before=1)


def test_http_500_for_the_whole_connection_falls_back_and_says_why(agent_factory, dock_for, desktop_iface):
    """The WebSocket handshake is refused with HTTP 500: automatic mode falls back to SSE, whose requests
    are refused too; every failure is visible and the dock stays usable."""
    agent = agent_factory("--fault", "http500", "--chunk-delay", "0.002")
    plugin = dock_for(agent, "auto")
    wait_for(lambda: plugin.controller.transport.kind == "sse", what="fallback")
    assert any("SSE" in m.content for m in notices(plugin, "warning"))
    assert "HTTP streaming" in plugin.dock.status_label.text()
    q = ask(plugin, "Hello")
    wait_for(lambda: idle(plugin) and notices(plugin, "error"), what="the error")
    assert "HTTP 500" in notices(plugin, "error")[0].content
    assert q.note.startswith("No answer")


def test_auto_falls_back_to_sse_in_the_dock_and_answers(agent_factory, dock_for):
    agent = agent_factory("--no-websocket", "--chunk-delay", "0.002")
    plugin = dock_for(agent, "auto")
    wait_for(lambda: plugin.controller.transport.kind == "sse" and plugin.controller.connected, what="sse")
    warning = [m for m in notices(plugin, "warning") if "SSE" in m.content]
    assert warning and "WebSocket could not be opened" in warning[0].content
    assert plugin.dock.status_label.text() == "Connected (HTTP streaming (SSE))"
    check_recovers(plugin, agent, sent_before=0)


@pytest.fixture
def qgis_proxy():
    """Set the QGIS network proxy (as in Settings > Options > Network) to a local HTTP proxy."""
    from qgis.core import QgsNetworkAccessManager

    from tests.unit.test_transports import ForwardProxy

    proxy = ForwardProxy()
    s = QgsSettings()
    keys = ("proxy/proxyEnabled", "proxy/proxyType", "proxy/proxyHost", "proxy/proxyPort", "proxy/proxyExcludedUrls",
            "proxy/noProxyUrls")
    saved = {k: s.value(k) for k in keys}

    def configure(excluded=()):
        s.setValue("proxy/proxyEnabled", True)
        s.setValue("proxy/proxyType", "HttpProxy")
        s.setValue("proxy/proxyHost", "127.0.0.1")
        s.setValue("proxy/proxyPort", str(proxy.port))
        s.setValue("proxy/proxyExcludedUrls", list(excluded))
        s.setValue("proxy/noProxyUrls", [])
        QgsNetworkAccessManager.instance().setupDefaultProxyAndCache()

    configure()
    yield proxy, configure
    for k, v in saved.items():
        if v is None:
            s.remove(k)
        else:
            s.setValue(k, v)
    QgsNetworkAccessManager.instance().setupDefaultProxyAndCache()
    proxy.close()


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_the_dock_goes_through_the_qgis_proxy_and_honours_its_exclusions(agent_factory, dock_for, qgis_proxy,
                                                                        transport):
    proxy, configure = qgis_proxy
    agent = agent_factory("--chunk-delay", "0.001")
    plugin = dock_for(agent, transport)
    assert plugin.endpoint().proxy == proxy.url
    q = ask(plugin, "Hello")
    wait_for(lambda: idle(plugin) and answer_after(plugin, q) and answer_after(plugin, q)[-1].status == C.COMPLETE,
             what="answer through the proxy")
    host = f"127.0.0.1:{agent.port}"
    assert (f"CONNECT {host}" if transport == "websocket" else f"POST http://{host}/api/chat") in proxy.requests
    # the agent's address among the exclusions: straight there
    configure(excluded=[agent.base_url])
    assert plugin.endpoint().proxy is None
    plugin.connect_agent()
    wait_for(lambda: plugin.controller.connected, what="connected without the proxy")
    seen = len(proxy.requests)
    check_recovers(plugin, agent, sent_before=1)
    assert len(proxy.requests) == seen


def test_a_proxy_that_refuses_is_shown_in_the_dock(agent_factory, desktop_iface, qgis_proxy):
    proxy, configure = qgis_proxy
    proxy.refuse = True
    agent = agent_factory()
    QgsSettings().setValue("geosense/base_url", agent.base_url)
    QgsSettings().setValue("geosense/transport", "websocket")
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    try:
        wait_for(lambda: plugin.controller.state == "offline", what="offline")
        assert "403" in plugin.dock.status_label.text()
        msg = plugin.dock.send("Hello")
        assert msg.status == C.QUEUED
    finally:
        plugin.unload()
        logging.getLogger("geosense").propagate = True
