"""Long unbroken words in a real QGIS (offscreen): laid out in linear time, copied whole, bounded on screen.

Qt lays out a run of characters with no break opportunity in time that grows
faster than its length; the message view puts a zero-width break opportunity
into every long run of the HTML it shows (never into a tag or an entity), takes
them out again when text is copied, and bounds a message's height.
"""

from __future__ import annotations

import re
import time
from urllib.parse import unquote

import pytest
from qgis.PyQt.QtGui import QTextCursor
from qgis.PyQt.QtWidgets import QApplication

from geosense.geosense_dock.core.conversation import AGENT, COMPLETE, Message
from geosense.geosense_dock.ui.conversation_view import MessageCard
from geosense.geosense_dock.ui.message_view import MAX_HEIGHT, MessageView
from geosense.geosense_dock.ui.render.document import BREAK, RUN_LIMIT, breakable, unbroken

_RUN = re.compile(r"[^\s\u200b]+")


def _longest_run(view: MessageView) -> int:
    """The longest run of characters in the view's document with no break opportunity."""
    longest = 0
    block = view.document().begin()
    while block.isValid():
        for run in _RUN.findall(block.text()):
            longest = max(longest, len(run))
        block = block.next()
    return longest


@pytest.fixture
def view(qgis_app):
    widget = MessageView()
    widget.resize(400, 300)
    widget.show()
    yield widget
    widget.deleteLater()


def test_breaks_go_between_tags_only_and_keep_entities_whole():
    word = "a&amp;" * 40
    html = f'<p><a href="https://example.org/{"x" * 200}">{word}</a> short <b>ok</b></p>'
    out = breakable(html)
    assert f'href="https://example.org/{"x" * 200}"' in out  # an attribute stays whole
    assert "&amp;" in out and "&am" + BREAK not in out and "&" + BREAK not in out
    assert unbroken(out) == html
    text_runs = [run for piece in re.split(r"<[^>]*>", out) for run in re.findall(r"[^\s\u200b]+", piece)]
    assert max(len(run.replace("&amp;", "&")) for run in text_runs) <= RUN_LIMIT
    assert "short <b>ok</b>" in out  # short words are not touched


def test_a_megabyte_word_lays_out_and_the_copy_is_whole(view):
    word = "QmFzZTY0" * 125_000  # 1,000,000 characters with no break opportunity
    started = time.perf_counter()
    view.set_markup(f"Here it is: {word} and the rest.")
    QApplication.processEvents()
    height = view.document().size().height()
    spent = time.perf_counter() - started
    # without the break opportunities this never finishes (minutes for 400,000 characters)
    assert spent < 30, f"laying out one 1 MB word took {spent:.1f} s"
    assert height > 1000  # the word wraps over many lines at 400 px
    assert _longest_run(view) <= RUN_LIMIT
    assert "the rest." in view.document().toPlainText()
    cursor = view.textCursor()
    cursor.select(QTextCursor.SelectionType.Document)
    view.setTextCursor(cursor)
    copied = view.createMimeDataFromSelection()
    assert BREAK not in copied.text() and word in copied.text()
    assert BREAK not in copied.html()
    assert view.plain_text() == f"Here it is: {word} and the rest."


def test_a_long_link_keeps_its_address(view):
    url = "https://example.org/" + "p" * 500
    view.set_markup(f'See <a href="{url}">{url}</a>.')
    anchor = unquote(view.anchors()[0])
    assert url in anchor and BREAK not in anchor
    assert _longest_run(view) <= RUN_LIMIT


def test_a_streamed_long_word_is_broken_too(view):
    chunk = "Zm9v" * 2_500
    for _ in range(20):
        view.feed(chunk)
    view.finish()
    QApplication.processEvents()
    assert _longest_run(view) <= RUN_LIMIT
    assert view.plain_text() == chunk * 20


def test_a_long_answer_is_bounded_and_shown_whole_in_a_window(qgis_app):
    text = "word " * 60_000
    message = Message(role=AGENT, content=f"<p>{text}</p>", status=COMPLETE)
    card = MessageCard(message)
    card.resize(420, 600)
    card.show()
    QApplication.processEvents()
    try:
        assert card.body.height() <= MAX_HEIGHT
        assert card.body.overflowing
        assert card.whole_button.isVisible()
        window = card.show_whole()
        QApplication.processEvents()
        try:
            views = window.findChildren(MessageView)
            assert len(views) == 1 and not views[0].overflowing
            assert views[0].plain_text().strip() == text.strip()
            assert views[0].height() <= window.height()
        finally:
            window.close()
            QApplication.processEvents()
    finally:
        card.deleteLater()


def test_the_whole_answer_window_goes_with_its_card(qgis_app):
    """New, another project or unload deletes the cards: a whole-answer window still open closes with its card
    (its links would act for a card that is gone)."""
    from qgis.PyQt.QtCore import QCoreApplication, QEvent
    from qgis.PyQt.QtWidgets import QWidget

    main = QWidget()  # the window the card is in (in QGIS: the main window, which outlives every card)
    card = MessageCard(Message(role=AGENT, content="<p>" + "word " * 60_000 + "</p>", status=COMPLETE))
    card.setParent(main)
    card.resize(420, 600)
    main.resize(440, 620)
    main.show()
    QApplication.processEvents()
    window = card.show_whole()
    assert window.parent() is main
    QApplication.processEvents()
    closed = []
    window.destroyed.connect(lambda *_: closed.append(True))
    try:
        assert window.isVisible()
        card.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the card, then the window
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        assert closed
    finally:
        if not closed:
            window.close()
        main.deleteLater()


def test_a_short_answer_is_not_bounded(qgis_app):
    card = MessageCard(Message(role=AGENT, content="A short answer.", status=COMPLETE))
    card.resize(420, 300)
    card.show()
    QApplication.processEvents()
    try:
        assert not card.body.overflowing and not card.whole_button.isVisible()
    finally:
        card.deleteLater()
