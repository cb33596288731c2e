"""The real dock, in a real QGIS, talking to the real reference agent."""

from __future__ import annotations

import pytest
from qgis.core import QgsSettings
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest

from geosense import classFactory
from geosense.geosense_dock.core import conversation as C
from tests.qgis_support import wait_for


@pytest.fixture
def load_plugin(desktop_iface):
    loaded = []

    def load(base_url: str, transport: str = "websocket"):
        QgsSettings().setValue("geosense/base_url", base_url)
        QgsSettings().setValue("geosense/transport", transport)
        plugin = classFactory(desktop_iface)
        plugin.initGui()
        loaded.append(plugin)
        return plugin

    yield load
    for plugin in loaded:
        plugin.unload()


def agent_messages(plugin):
    return [m for m in plugin.controller.conversation.messages if m.role == C.AGENT]


@pytest.mark.parametrize("transport", ["websocket", "sse"])
def test_typed_message_streams_back_into_the_view(reference_agent, load_plugin, transport):
    plugin = load_plugin(reference_agent.base_url, transport)
    dock = plugin.dock
    wait_for(lambda: plugin.controller.connected, what="connected")
    assert "Connected" in dock.status_label.text()
    seen_answering = []
    plugin.controller.turnChanged.connect(seen_answering.append)
    dock.composer.setFocus()
    QTest.keyClicks(dock.composer, "Hello, what can you do?")
    QTest.keyClick(dock.composer, Qt.Key.Key_Return)
    assert dock.composer.toPlainText() == ""
    wait_for(lambda: agent_messages(plugin) and agent_messages(plugin)[-1].status == C.COMPLETE, what="answer")
    assert seen_answering[0] is True and seen_answering[-1] is False
    answer = agent_messages(plugin)[-1]
    card = dock.conversation.card_for(answer)
    assert card is not None
    shown = card.body.toPlainText()
    assert len(shown) > 20
    # what the view shows is the agent's text (markup rendered), word for word at the start
    first_words = [w for w in answer.content.split() if "<" not in w and ">" not in w][:3]
    for word in first_words:
        assert word in shown
    user = [m for m in plugin.controller.conversation.messages if m.role == C.USER][-1]
    assert user.status == C.SENT
    assert dock.answering.isHidden()


def test_shift_enter_makes_a_new_line(reference_agent, load_plugin):
    plugin = load_plugin(reference_agent.base_url)
    composer = plugin.dock.composer
    QTest.keyClicks(composer, "line one")
    QTest.keyClick(composer, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    QTest.keyClicks(composer, "line two")
    assert composer.toPlainText() == "line one\nline two"
    assert not [m for m in plugin.controller.conversation.messages if m.role == C.USER]


def test_offline_message_is_queued_visibly_and_sent_once_when_the_agent_comes(agent_factory, load_plugin):
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    plugin = load_plugin(f"http://127.0.0.1:{port}")
    plugin.controller.transport.backoff.base = 0.05
    plugin.controller.transport.backoff.cap = 0.3
    dock = plugin.dock
    wait_for(lambda: plugin.controller.state == "offline", what="offline state")
    assert "Offline" in dock.status_label.text() and not dock.retry_button.isHidden()
    msg = dock.send("Hello while offline")
    card = dock.conversation.card_for(msg)
    assert msg.status == C.QUEUED and not card.cancel_button.isHidden()
    assert "sent when" in card.note.text()
    agent_factory(port=port)
    wait_for(lambda: msg.status == C.SENT, what="queued message sent")
    wait_for(lambda: agent_messages(plugin) and agent_messages(plugin)[-1].status == C.COMPLETE, what="answer")
    assert len(agent_messages(plugin)) == 1
    assert card.cancel_button.isHidden()


def test_queued_message_can_be_cancelled(load_plugin):
    plugin = load_plugin("http://127.0.0.1:9")  # nothing listens on the discard port
    msg = plugin.dock.send("never mind")
    card = plugin.dock.conversation.card_for(msg)
    QTest.mouseClick(card.cancel_button, Qt.MouseButton.LeftButton)
    assert msg.status == C.CANCELLED
    assert plugin.controller.conversation.queued() == []


def test_agent_killed_mid_answer_keeps_partial_answer_marked(agent_factory, load_plugin):
    agent = agent_factory("--chunk-delay", "0.05")
    plugin = load_plugin(agent.base_url)
    wait_for(lambda: plugin.controller.connected, what="connected")
    plugin.dock.send("long answer")
    wait_for(lambda: agent_messages(plugin) and len(agent_messages(plugin)[-1].content) > 40, what="partial answer")
    agent.proc.kill()
    wait_for(lambda: agent_messages(plugin)[-1].status == C.INTERRUPTED, what="interrupted mark")
    answer = agent_messages(plugin)[-1]
    assert answer.content
    card = plugin.dock.conversation.card_for(answer)
    assert "Interrupted" in card.note.text()
    wait_for(lambda: plugin.controller.state in ("reconnecting", "offline"), what="reconnecting state")


def test_stop_button_cancels_the_answer(agent_factory, load_plugin):
    agent = agent_factory("--chunk-delay", "0.05")
    plugin = load_plugin(agent.base_url)
    wait_for(lambda: plugin.controller.connected, what="connected")
    plugin.dock.send("long answer")
    wait_for(lambda: agent_messages(plugin) and agent_messages(plugin)[-1].content, what="first words")
    assert not plugin.dock.answering.isHidden()
    QTest.mouseClick(plugin.dock.stop_button, Qt.MouseButton.LeftButton)
    answer = agent_messages(plugin)[-1]
    assert answer.status == C.INTERRUPTED and answer.note == "stopped by you"
    assert plugin.dock.answering.isHidden()
    # the connection stays usable: the next question is answered
    plugin.dock.send("Hello")
    wait_for(lambda: len(agent_messages(plugin)) == 2 and agent_messages(plugin)[-1].status == C.COMPLETE,
             what="next answer")
