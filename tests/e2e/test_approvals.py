"""Approvals and the activity log in the real dock, against the real reference agent, on WebSocket and SSE."""

from __future__ import annotations

import json
import logging
import urllib.request

import pytest
from qgis.core import QgsSettings
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest

from geosense import classFactory
from geosense.geosense_dock.core import conversation as C
from tests.qgis_support import wait_for

TRANSPORTS = ["websocket", "sse"]


@pytest.fixture
def dock_for(desktop_iface):
    loaded = []

    def load(agent, transport: str):
        QgsSettings().setValue("geosense/base_url", agent.base_url)
        QgsSettings().setValue("geosense/transport", transport)
        QgsSettings().setValue("geosense/allow_backend_tools", False)
        plugin = classFactory(desktop_iface)
        plugin.initGui()
        loaded.append(plugin)
        wait_for(lambda: plugin.controller.connected, what="connected")
        return plugin

    yield load
    for plugin in loaded:
        plugin.unload()
    logging.getLogger("geosense").propagate = True


@pytest.fixture
def agent(agent_factory):
    return agent_factory("--chunk-delay", "0.001")


def stats(agent) -> dict:
    with urllib.request.urlopen(agent.base_url + "/debug/stats", timeout=5) as resp:  # noqa: S310 - local agent
        return json.loads(resp.read().decode("utf-8"))


def agents(plugin):
    return [m for m in plugin.controller.conversation.messages if m.role == C.AGENT]


def idle(plugin) -> bool:
    ctl = plugin.controller
    return not ctl.conversation.turn_active and not ctl._preparing and not ctl.conversation.queued()


def ask(plugin, text: str):
    plugin.dock.composer.setPlainText(text)
    QTest.keyClick(plugin.dock.composer, Qt.Key.Key_Return)
    return [m for m in plugin.controller.conversation.messages if m.role == C.USER][-1]


def wait_card(plugin, count: int):
    """Wait until ``count`` approval cards have been shown; return the last one's message and card."""
    wait_for(lambda: idle(plugin) and len([m for m in agents(plugin) if m.approval]) >= count,
             what=f"approval card {count}")
    msg = [m for m in agents(plugin) if m.approval][-1]
    assert msg.status == C.APPROVAL
    return msg, plugin.dock.conversation.card_for(msg)


def click(button) -> None:
    assert button.isVisible() and button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def wait_answer(plugin, text: str):
    wait_for(lambda: idle(plugin) and agents(plugin) and agents(plugin)[-1].status == C.COMPLETE
             and text in agents(plugin)[-1].content, what=f"answer with {text!r}")
    return agents(plugin)[-1]


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_approve_resumes_the_turn(agent, dock_for, transport):
    plugin = dock_for(agent, transport)
    ask(plugin, "costly analysis")
    msg, card = wait_card(plugin, 1)
    # the card reads as a request, not as text
    assert not card.approval_box.isHidden()
    assert card.approval_title.text() == "Approval needed: this costs credits"
    assert "2.5 credits" in card.approval_text.text() and "detailed vector analysis" in card.approval_text.text()
    assert "waiting for your approval" in card.header.text()
    assert card.body.isHidden()
    assert plugin.dock.answering.isHidden()
    click(card.approve_button)
    assert msg.status == C.APPROVED
    assert card.approve_button.isHidden() and card.approval_state.text() == "You approved this."
    assert card.approval_title.text() == "Approval asked: this costs credits"
    answer = wait_answer(plugin, "Thank you")
    assert answer is not msg
    assert stats(agent)["approvalResponses"] == 1 and stats(agent)["chatMessages"] == 1


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_reject_resumes_the_turn_with_the_agents_reply(agent, dock_for, transport):
    plugin = dock_for(agent, transport)
    ask(plugin, "delete the selected annotations")
    msg, card = wait_card(plugin, 1)
    assert card.approval_title.text() == "Approval needed: this deletes data"
    assert "cannot be undone" in card.approval_text.text()
    click(card.reject_button)
    assert msg.status == C.REJECTED and card.approval_state.text() == "You rejected this."
    wait_answer(plugin, "Nothing was deleted")


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_a_resumed_turn_that_pauses_again_shows_a_new_card(agent, dock_for, transport):
    plugin = dock_for(agent, transport)
    ask(plugin, "approval twice")
    first, card1 = wait_card(plugin, 1)
    assert "step 1 of 2" in card1.approval_text.text()
    click(card1.approve_button)
    second, card2 = wait_card(plugin, 2)
    assert second is not first and card2 is not card1
    assert "step 2 of 2" in card2.approval_text.text() and "1 credits" in card2.approval_text.text()
    assert first.status == C.APPROVED and card1.approve_button.isHidden()
    click(card2.approve_button)
    wait_answer(plugin, "Thank you")
    assert stats(agent)["approvalResponses"] == 2


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_approval2_fault_gates_any_answer_behind_two_cards(agent, dock_for, transport):
    plugin = dock_for(agent, transport)
    ask(plugin, "!fault:approval2 Hello")
    _, card1 = wait_card(plugin, 1)
    assert "Approval 1 of 2" in card1.approval_text.text()
    click(card1.approve_button)
    _, card2 = wait_card(plugin, 2)
    assert "Approval 2 of 2" in card2.approval_text.text()
    click(card2.reject_button)
    wait_answer(plugin, "Rejected at approval 2 of 2")


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_sending_a_new_message_sets_the_approval_aside(agent, dock_for, transport):
    plugin = dock_for(agent, transport)
    ask(plugin, "costly analysis")
    msg, card = wait_card(plugin, 1)
    ask(plugin, "Hello")
    assert msg.status == C.SET_ASIDE
    assert card.approve_button.isHidden() and card.reject_button.isHidden()
    assert card.approval_state.text() == "Set aside: you sent a new message instead."
    assert "set aside" in card.header.text()
    wait_answer(plugin, "reference agent")
    assert msg.status == C.SET_ASIDE
    assert stats(agent).get("approvalResponses", 0) == 0 and stats(agent)["chatMessages"] == 2


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_approving_backend_tools_switches_the_toggle_on_and_fills_one_activity_log(agent, dock_for, transport):
    plugin = dock_for(agent, transport)
    dock = plugin.dock
    assert not dock.backend_tools.isChecked()
    ask(plugin, "use backend tools")
    msg, card = wait_card(plugin, 1)
    assert card.approval_title.text() == "Approval needed: backend tools"
    assert "also allows backend tools" in card.approval_text.text()
    click(card.approve_button)
    assert dock.backend_tools.isChecked() and plugin.controller.allow_backend_tools
    answer = wait_answer(plugin, "geocoder was unavailable")
    # one log for the resumed turn, under its answer
    logs = [m for m in agents(plugin) if m.activity]
    assert logs == [answer]
    kinds = [(e.kind, e.text, e.status) for e in answer.activity]
    assert kinds[0][0] == "thinking" and "vector_stats" in kinds[0][1]
    assert ("backend_tool", "vector_stats", "succeeded") in kinds
    assert ("backend_tool", "geocoder", "failed") in kinds
    assert ("tool", "area_statistics", "succeeded") in kinds
    assert kinds[-1][0] == "thinking"
    card = dock.conversation.card_for(answer)
    log_widget = card.activity
    assert not log_widget.isHidden() and not log_widget.expanded and log_widget.list.isHidden()
    assert "5 steps, 1 failed" in log_widget.toggle.text()
    QTest.mouseClick(log_widget.toggle, Qt.MouseButton.LeftButton)
    assert log_widget.expanded and not log_widget.list.isHidden()
    shown = log_widget.list.text()
    assert "geocoder unavailable (simulated outage)" in shown and "failed" in shown
    assert "vector_stats" in shown and "area_statistics" in shown
    # the toggle goes with every message: the next request for backend tools asks nothing
    ask(plugin, "backend tools again")
    wait_answer(plugin, "geocoder was unavailable")
    assert len([m for m in agents(plugin) if m.approval]) == 1


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_the_toggle_is_sent_with_the_message(agent, dock_for, transport):
    plugin = dock_for(agent, transport)
    QTest.mouseClick(plugin.dock.backend_tools, Qt.MouseButton.LeftButton)
    assert plugin.controller.allow_backend_tools
    ask(plugin, "backend tools")
    answer = wait_answer(plugin, "geocoder was unavailable")
    assert not any(m.approval for m in agents(plugin))
    assert answer.activity
