"""Head-first rendering of a long answer, in the real dock, from the real reference agent.

While a long answer streams into a card, the card's view puts into its document only
what shows (its height cap and some view heights below it); the rest waits below the
fold and is put in when the user scrolls there, or in the background once the answer
is complete. Nothing of the answer is lost on the way: the document ends up the same
as the answer shown whole, and copying or opening the whole answer gives all of it.
"""

from __future__ import annotations

import pytest
from qgis.PyQt.QtWidgets import QApplication

from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.protocol.transport import Endpoint
from geosense.geosense_dock.ui.controller import ChatController
from geosense.geosense_dock.ui.dock import GeoSenseDock
from geosense.geosense_dock.ui.message_view import MessageView
from tests.qgis_support import wait_for

END = "End of the long answer."


@pytest.fixture
def dock_for(qgis_app):
    made = []

    def make(base_url: str, kind: str = "websocket"):
        controller = ChatController()
        dock = GeoSenseDock(controller)
        dock.resize(480, 900)
        dock.show()
        made.append((controller, dock))
        controller.connect_to(Endpoint(base_url), kind)
        wait_for(lambda: controller.connected, 30, "connected")
        return controller, dock

    yield make
    for controller, dock in made:
        controller.shutdown()
        dock.deleteLater()
        controller.deleteLater()
    qgis_app.processEvents()


def _answer(controller):
    answers = [m for m in controller.conversation.messages if m.role == C.AGENT]
    return answers[-1] if answers else None


def _whole(markup: str) -> MessageView:
    view = MessageView()
    view.resize(440, 400)
    view.set_markup(markup)
    return view


@pytest.mark.parametrize("kind", ["websocket", "sse"])
def test_a_burst_long_answer_shows_its_head_first_and_all_of_it_at_the_end(agent_factory, dock_for, kind):
    agent = agent_factory("--chunk-delay", "0")
    controller, dock = dock_for(agent.base_url, kind)
    samples = []  # (message complete, view caught up, characters in the document, in the markup)

    def sample(*_args) -> None:
        msg = _answer(controller)
        card = dock.conversation.card_for(msg) if msg is not None else None
        if card is not None:
            body = card.body
            samples.append((msg.status == C.COMPLETE, body.caught_up, body.document().characterCount(),
                            len(body.markup())))

    def complete() -> bool:
        sample()
        msg = _answer(controller)
        return msg is not None and msg.status == C.COMPLETE

    # sampled at every chunk too, not only when the wait looks (a loaded machine looks seldom)
    controller.messageUpdated.connect(sample)
    dock.send("long answer")
    wait_for(complete, 120, "the whole answer received")
    controller.messageUpdated.disconnect(sample)
    answer = _answer(controller)
    card = dock.conversation.card_for(answer)
    # the head only, for a while: the document held a small part of what the view was given
    assert any(not caught_up and chars * 10 < len(answer.content) for _done, caught_up, chars, _m in samples)
    # the card gives its view the answer a part per pass; then all of it is accounted for (in the
    # document or below the fold) before all of it is in the document
    wait_for(lambda: card.body.shown_chars == len(answer.content), 120, "the whole answer shown")
    assert not card.body.caught_up
    wait_for(lambda: card.body.caught_up, 120, "the rest put in")
    whole = _whole(answer.content)
    assert card.body.document().toPlainText() == whole.document().toPlainText()
    assert END in card.body.document().toPlainText()
    assert card.copy_text() == whole.plain_text()
    assert END in QApplication.clipboard().text()
    window = card.show_whole()
    shown = window.findChild(MessageView)
    assert shown.document().toPlainText() == whole.document().toPlainText()
    window.close()
    whole.deleteLater()


def test_the_end_of_a_long_answer_is_copied_and_opened_while_it_waits_below_the_fold(agent_factory, dock_for):
    agent = agent_factory("--chunk-delay", "0")
    controller, dock = dock_for(agent.base_url)
    dock.send("long answer")
    wait_for(lambda: _answer(controller) is not None and _answer(controller).status == C.COMPLETE, 120,
             "the whole answer received")
    card = dock.conversation.card_for(_answer(controller))
    if card.body.caught_up:
        pytest.fail("the view put the whole answer in before the test could look")
    assert END not in card.body.document().toPlainText()
    text = card.copy_text()  # copying does not wait for the rest to be put in
    assert END in text
    window = card.show_whole()
    assert END in window.findChild(MessageView).document().toPlainText()
    window.close()


def test_scrolling_to_the_end_of_a_streaming_answer_shows_more(agent_factory, dock_for):
    agent = agent_factory("--chunk-delay", "0.004")
    controller, dock = dock_for(agent.base_url)
    dock.send("long answer")

    def deferring() -> bool:
        msg = _answer(controller)
        card = dock.conversation.card_for(msg) if msg is not None else None
        return card is not None and msg.status == C.STREAMING and not card.body.caught_up

    wait_for(deferring, 60, "the answer streaming past what shows")
    body = dock.conversation.card_for(_answer(controller)).body
    received = len(body.markup())
    wait_for(lambda: len(body.markup()) > received + 4000, 60, "more of the answer below the fold")
    assert not body.caught_up and _answer(controller).status == C.STREAMING
    assert body.overflowing
    before = body.document().characterCount()
    bar = body.verticalScrollBar()
    bar.setValue(bar.maximum())  # the user scrolls to the end of what is shown
    assert body.document().characterCount() > before  # more was put in
    assert bar.maximum() > bar.value()  # and there is more below to scroll to
    dock.stop_button.click()
    answer = _answer(controller)
    assert answer.status == C.INTERRUPTED
    wait_for(lambda: body.caught_up, 60, "what came put in")
    assert body.document().toPlainText() == _whole(answer.content).document().toPlainText()
