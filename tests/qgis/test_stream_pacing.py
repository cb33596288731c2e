"""The one throttle of a stream in the conversation (ConversationView), with real cards and views.

A streaming card is updated once per event-loop pass, however many frames came in that pass; a
long piece of text reaches the card's view a part at a time and the view catches up with the whole
message; the card's view has no timer of its own running (the conversation paces it).
"""

from __future__ import annotations

from geosense.geosense_dock.core.conversation import AGENT, COMPLETE, STREAMING, Message
from geosense.geosense_dock.ui import conversation_view
from geosense.geosense_dock.ui.conversation_view import ConversationView
from tests.qgis_support import wait_for

SECTION = ("<p><b>Section.</b> Words and more words about the fields near the river.</p>\n"
           "<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>\n")


def _refreshes(monkeypatch):
    calls = []
    real = conversation_view.MessageCard.refresh

    def refresh(card, full=False):
        calls.append(len(card.message.content))
        real(card, full)

    monkeypatch.setattr(conversation_view.MessageCard, "refresh", refresh)
    return calls


def test_frames_of_one_pass_make_one_update(qgis_app, monkeypatch):
    view = ConversationView()
    msg = Message(AGENT, "", status=STREAMING)
    view.add_message(msg)
    card = view.card_for(msg)
    calls = _refreshes(monkeypatch)
    for i in range(40):
        msg.content += f"word{i} "
        view.update_message(msg)
    assert calls == []  # nothing yet: the frames of this pass are still coming
    wait_for(lambda: calls, what="the update")
    qgis_app.processEvents()
    assert calls == [len(msg.content)]  # one update, with all of them
    assert card.body.markup() == msg.content
    assert not card.body._pace_timer.isActive()  # paced by the conversation, no timer of its own
    view.deleteLater()


def test_a_long_piece_is_shown_in_parts_and_whole_at_the_end(qgis_app, monkeypatch):
    view = ConversationView()
    view.resize(480, 900)
    msg = Message(AGENT, "", status=STREAMING)
    view.add_message(msg)
    card = view.card_for(msg)
    calls = _refreshes(monkeypatch)
    msg.content = SECTION * 600  # ~100,000 characters at once, then the end of the answer
    msg.status = COMPLETE
    view.update_message(msg)
    assert card.backlog > 0 and not card.body.finished  # the first part only
    wait_for(lambda: card.body.finished, 60, "the whole answer")
    assert len(calls) > 2  # in parts, one per pass
    assert card.backlog == 0
    assert card.body.markup() == msg.content
    whole = ConversationView()
    whole.add_message(Message(AGENT, msg.content, status=COMPLETE))
    shown = next(iter(whole.cards.values())).body.document().toPlainText()
    assert card.body.document().toPlainText() == shown  # the same document as the answer shown whole
    view.deleteLater()
    whole.deleteLater()


def test_copying_a_card_that_catches_up_copies_all_of_it(qgis_app):
    view = ConversationView()
    msg = Message(AGENT, "", status=STREAMING)
    view.add_message(msg)
    card = view.card_for(msg)
    msg.content = SECTION * 300 + "<p>The very end.</p>"
    msg.status = COMPLETE
    view.update_message(msg)
    assert card.backlog > 0
    assert card.copy_text().rstrip().endswith("The very end.")
    assert card.backlog == 0 and card.body.finished
    view.deleteLater()
