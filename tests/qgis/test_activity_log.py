"""The activity log of an answer with thousands of steps, in the real dock.

Frames come from the controller's bridge (as the transport delivers them) while a
real reference agent keeps the turn open; the open log in the card holds the last
``SHOWN_LINES`` lines and says how many came before, the whole log opens in a
window of its own with every line, and every status is the last one the agent sent.
"""

from __future__ import annotations

import contextlib

from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QTextDocument
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QApplication

from geosense.geosense_dock.core.protocol import frames as F
from geosense.geosense_dock.core.protocol.transport import Endpoint
from geosense.geosense_dock.ui import activity_log
from geosense.geosense_dock.ui.controller import ChatController
from geosense.geosense_dock.ui.dock import GeoSenseDock
from tests.qgis_support import wait_for

STEPS = 1500


def text_of(label_html: str) -> str:
    page = QTextDocument()
    page.setHtml(label_html)
    return page.toPlainText().replace("\xa0", " ")


@contextlib.contextmanager
def stalled_turn(agent_factory, size=(480, 800)):
    """(controller, dock, the streaming answer) of a real turn the reference agent keeps open."""
    agent = agent_factory("--stall-seconds", "120", "--heartbeat", "0.2")
    ctl = ChatController()
    dock = GeoSenseDock(ctl)
    dock.resize(*size)
    dock.show()
    try:
        ctl.connect_to(Endpoint(agent.base_url), "websocket")
        wait_for(lambda: ctl.connected, what="connected")
        dock.composer.setPlainText("!fault:stall hello")
        QTest.keyClick(dock.composer, Qt.Key.Key_Return)
        wait_for(lambda: ctl.conversation.turn_active and any(
            m.status == "streaming" for m in ctl.conversation.messages), what="a streaming answer")
        yield ctl, dock, next(m for m in ctl.conversation.messages if m.status == "streaming")
    finally:
        ctl.stop()
        wait_for(lambda: not ctl.conversation.turn_active, what="stopped")
        ctl.shutdown()
        dock.deleteLater()
        ctl.deleteLater()
        QApplication.processEvents()


def tool_call(answer, i, status, **extra):
    return F.BackendToolCall(message_id=answer.message_id, call_id=f"c{i}", tool_name=f"tool_{i}", status=status,
                             **extra)


def test_a_long_log_shows_its_last_lines_and_the_whole_log_in_a_window(agent_factory):
    window = None
    with stalled_turn(agent_factory) as (ctl, dock, answer):
        try:
            ctl.bridge.on_frame(tool_call(answer, 0, "started"))
            wait_for(lambda: len(answer.activity) == 1, what="the first step")
            card = dock.conversation.card_for(answer)
            card.activity.toggle.click()  # the user opens the log while the answer runs
            for i in range(STEPS):
                if i:
                    ctl.bridge.on_frame(tool_call(answer, i, "started"))
                ctl.bridge.on_frame(tool_call(answer, i, "failed" if i % 100 == 7 else "succeeded",
                                              summary=f"step {i} done", error=f"step {i} broke"))
            wait_for(lambda: len(answer.activity) == STEPS and answer.activity[-1].status == "succeeded",
                     what="every step")
            wait_for(lambda: f"step {STEPS - 1} done" in text_of(card.activity.list.text()),
                     what="the last line shown")

            shown = text_of(card.activity.list.text()).splitlines()
            hidden = STEPS - activity_log.SHOWN_LINES
            assert len(shown) == activity_log.SHOWN_LINES + 1, len(shown)
            assert f"{hidden:,}" in shown[0] and "tool_" not in shown[0]  # how many came before
            assert "tool_" + str(hidden) in shown[1] and f"tool_{hidden - 1} " not in "\n".join(shown)
            assert "15 failed" in card.activity.toggle.text(), card.activity.toggle.text()
            assert card.activity.whole_button.isVisible()

            card.activity.whole_button.click()
            window = card.activity.whole_window
            assert window is not None and window.isVisible()
            browser = window.findChild(activity_log.QTextBrowser)
            lines = browser.toPlainText().replace("\xa0", " ").splitlines()
            assert len(lines) == STEPS
            assert "tool_0" in lines[0] and "step 0 done" in lines[0]
            assert "tool_107" in lines[107] and "step 107 broke" in lines[107]  # the failure's own words
            assert not browser.openLinks() and not browser.openExternalLinks()
        finally:
            if window is not None:
                window.close()


def test_a_short_log_shows_every_line_and_no_window_button(agent_factory):
    with stalled_turn(agent_factory) as (ctl, dock, answer):
        for i in range(3):
            ctl.bridge.on_frame(tool_call(answer, i, "succeeded", summary=f"step {i} done"))
        wait_for(lambda: len(answer.activity) == 3, what="three steps")
        card = dock.conversation.card_for(answer)
        card.activity.toggle.click()
        QApplication.processEvents()
        shown = text_of(card.activity.list.text()).splitlines()
        assert [line.split(" (")[0].strip("✓ ") for line in shown] == ["tool_0", "tool_1", "tool_2"], shown
        assert not card.activity.whole_button.isVisible()
