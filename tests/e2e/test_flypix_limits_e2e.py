"""The real plugin and dock with the FlyPix backend when FlyPix limits requests: a chat message that meets a
busy FlyPix waits as Retry-After says, the dock says so and its Stop ends the wait; the connection check
sleeps while the dock is hidden and checks at once when it is shown again."""

from __future__ import annotations

import pytest
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest

from geosense.geosense_dock.core import conversation as C
from tests.agent_process import start_agent
from tests.e2e.test_flypix_e2e import (  # noqa: F401 - fixtures
    agent_messages,
    ask,
    flypix_plugin,
    load_plugin,
    load_vector,
    recorded,
    sign_in_with_key,
    slot_errors,
)
from tests.flypix_sdk import check_requests
from tests.qgis.test_flypix_limits import faults
from tests.qgis_support import wait_for

MESSAGE = "/v2/geosense/{session_id}/message/"
TENANTS = "/v2/users/tenants/for-user/"


@pytest.fixture(scope="module")
def fx_agent():
    agent = start_agent("--chunk-delay", "0")
    yield agent
    agent.stop()


@pytest.fixture
def chat(load_plugin, fx_agent):  # noqa: F811 - the fixture imported above
    faults(fx_agent)
    plugin = flypix_plugin(load_plugin, fx_agent)
    sign_in_with_key(plugin)
    load_vector(plugin, "Annotations")
    wait_for(lambda: plugin.controller.connected, what="chat connected")
    yield plugin
    faults(fx_agent)
    check_requests(recorded(fx_agent))  # every request, the retries after a wait too, fits FlyPix's SDK


def notices(plugin):
    return [m.content for m in plugin.controller.conversation.messages if m.role == C.NOTICE]


def routes(agent):
    return [r["route"] for r in recorded(agent)]


def test_a_busy_flypix_is_waited_for_and_the_answer_arrives(chat, fx_agent):
    faults(fx_agent, busy=[{"status": 503, "count": 1, "retry_after": "1", "route": "/message/"}])
    before = routes(fx_agent).count(MESSAGE)
    answer = ask(chat, "hello")
    assert answer.status == C.COMPLETE and answer.content
    assert routes(fx_agent).count(MESSAGE) == before + 2  # refused once, asked again after the wait
    assert any(n.startswith("FlyPix is busy (HTTP 503), asking again in 1 s (at ") and n.endswith(
        "Press Stop to give up.") for n in notices(chat)), notices(chat)


def test_the_docks_stop_ends_a_wait_for_a_busy_flypix(chat, fx_agent):
    faults(fx_agent, busy=[{"status": 429, "count": 5, "retry_after": "30", "route": "/message/"}])
    before = routes(fx_agent).count(MESSAGE)
    dock = chat.dock
    dock.composer.setFocus()
    QTest.keyClicks(dock.composer, "hello")
    QTest.keyClick(dock.composer, Qt.Key.Key_Return)
    wait_for(lambda: dock.answering_label.text().startswith("FlyPix is busy (HTTP 429), asking again in "),
             what="the countdown in the dock")
    assert any("asking again in 30 s" in n for n in notices(chat)), notices(chat)
    QTest.mouseClick(dock.stop_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: not chat.controller.conversation.turn_active, timeout=5, what="the turn stopped")
    wait_for(lambda: not chat.flypix._wait_until, timeout=5, what="the wait ended")  # long before 30 s
    assert routes(fx_agent).count(MESSAGE) == before + 1  # never asked again
    faults(fx_agent)
    answer = ask(chat, "hello again")  # the chat goes on
    assert answer.status == C.COMPLETE


def test_the_connection_check_sleeps_while_the_dock_is_hidden_and_checks_when_it_is_shown(chat, fx_agent):
    client = chat.flypix.session.client
    assert chat.flypix.check.visible  # the dock is shown
    chat.dock.hide()
    assert not chat.flypix.check.visible
    before = routes(fx_agent).count(TENANTS)
    assert client.ping() is False  # what the transport's check does every 30 s: FlyPix is not asked
    assert routes(fx_agent).count(TENANTS) == before
    chat.dock.show()
    assert chat.flypix.check.visible
    wait_for(lambda: routes(fx_agent).count(TENANTS) > before, timeout=10, what="a check when the dock is shown")
    assert chat.controller.connected
