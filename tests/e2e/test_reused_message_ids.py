"""Agents reuse message ids; no answer may vanish because of it (the real agent with ``--spec-message-ids``).

With that flag the reference agent numbers messages ``msg_1``, ``msg_2``, ... per session, as the
spec's examples do: every HTTP request and every new WebSocket session starts at ``msg_1`` again,
and a resumed approval turn continues its paused ``messageId``.
"""

from __future__ import annotations

import pytest
from qgis.core import QgsProject, QgsSettings
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest

from geosense import classFactory
from geosense.geosense_dock.core import conversation as C
from tests.qgis_support import wait_for


def answers(ctl):
    return [m for m in ctl.conversation.messages if m.role == C.AGENT and m.content.strip()]


def ask(plugin, text):
    ctl = plugin.controller
    before = len(ctl.conversation.messages)
    plugin.dock.composer.setPlainText(text)
    QTest.keyClick(plugin.dock.composer, Qt.Key.Key_Return)
    wait_for(lambda: len(ctl.conversation.messages) > before and not ctl.conversation.turn_active
             and not ctl._preparing and not ctl.conversation.queued(), what=f"the end of the turn for {text!r}")
    return ctl.conversation.messages[before:]


@pytest.mark.parametrize("transport", ["sse", "websocket"])
def test_answers_with_reused_message_ids_are_all_shown(agent_factory, desktop_iface, qgis_new_project, tmp_path,
                                                        transport):
    agent = agent_factory("--chunk-delay", "0", "--spec-message-ids")
    QgsSettings().setValue("geosense/base_url", agent.base_url)
    QgsSettings().setValue("geosense/transport", transport)
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    ctl = plugin.controller
    try:
        wait_for(lambda: ctl.connected, what="connected")
        ask(plugin, "Hello")
        first = answers(ctl)
        assert len(first) == 1 and first[0].message_id == "msg_1" and first[0].status == C.COMPLETE
        if transport == "websocket":  # a new session at the agent, the conversation kept: msg_1 again
            ctl.transport.new_session()
            wait_for(lambda: ctl.connected and ctl.transport.session_id, what="a new session")
        new = ask(plugin, "Hello")
        got = [m for m in new if m.role == C.AGENT and m.content.strip()]
        assert len(got) == 1 and got[0].message_id == "msg_1" and got[0].status == C.COMPLETE, \
            [(m.role, m.message_id, m.status, m.content[:30]) for m in ctl.conversation.messages]
        assert len(answers(ctl)) == 2

        # an approval: the resumed turn continues the paused messageId and shows its own answer
        card = next(m for m in ask(plugin, "costly analysis") if m.status == C.APPROVAL)
        before = len(ctl.conversation.messages)
        QTest.mouseClick(plugin.dock.conversation.card_for(card).approve_button, Qt.MouseButton.LeftButton)
        wait_for(lambda: not ctl.conversation.turn_active and len(ctl.conversation.messages) > before,
                 what="the approved answer")
        resumed = [m for m in ctl.conversation.messages[before:] if m.role == C.AGENT and m.content.strip()]
        assert resumed and resumed[0].message_id == card.message_id and resumed[0].status == C.COMPLETE
        assert card.status == C.APPROVED  # the card keeps its answer

        # the project is saved and read again: the answers after it are shown too
        path = str(tmp_path / "reused.qgz")
        assert QgsProject.instance().write(path)
        count = len(answers(ctl))
        QgsProject.instance().clear()
        assert QgsProject.instance().read(path)
        wait_for(lambda: len(answers(ctl)) == count, what="the conversation restored")
        wait_for(lambda: ctl.connected, what="connected")
        if transport == "websocket":
            ctl.transport.new_session()
            wait_for(lambda: ctl.connected, what="a new session")
        got = [m for m in ask(plugin, "Hello") if m.role == C.AGENT and m.content.strip()]
        assert len(got) == 1 and got[0].message_id.startswith("msg_") and got[0].status == C.COMPLETE
        assert len(answers(ctl)) == count + 1
    finally:
        plugin.unload()
