"""The composer's text handling on its own (no plugin, no QGIS API): chips in text, keys, paste, drop,
@ completion.

Runs in real QGIS, and in the Qt 6 dry run (scripts/test-qt6.sh) against PyQt6.
"""

from __future__ import annotations

import pytest
from qgis.PyQt.QtCore import QMimeData, QPointF, Qt
from qgis.PyQt.QtGui import QDropEvent
from qgis.PyQt.QtTest import QTest

from geosense.geosense_dock.core.composer_markup import CHIPS_MIME, Chip, encode_segments
from geosense.geosense_dock.ui.composer import ComposerEdit, ReferenceHooks
from tests.qgis_support import dispose

HOUSE = Chip("ref", id="12", v="vec-a", label="House 12")
POOL = Chip("class", id="classid-1", project="proj-a", label="Pool", color="#1f77b4")


@pytest.fixture
def composer(qgis_app):
    widget = ComposerEdit()
    widget.resize(400, 100)
    widget.show()
    sent = []
    widget.submitted.connect(lambda markup, _segments: sent.append(markup))
    yield widget, sent
    dispose(widget)


def test_text_and_chips_make_markup_and_enter_sends_it(composer):
    edit, sent = composer
    QTest.keyClicks(edit, "how big is ")
    assert edit.insert_chips([HOUSE]) == 1
    QTest.keyClicks(edit, " & <why>?")
    assert [c.label for c in edit.chips()] == ["House 12"]
    markup = edit.markup()
    assert markup.startswith("how big is <ref ") and 'id="12"' in markup and 'v="vec-a"' in markup
    assert markup.endswith("&amp; &lt;why&gt;?")  # typed text is text, never markup
    QTest.keyClick(edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)  # a new line, not sent
    QTest.keyClicks(edit, "thanks")
    assert sent == [] and "\n" in edit.toPlainText()
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert len(sent) == 1 and sent[0].endswith("thanks") and edit.toPlainText() == ""


def test_markup_round_trip_and_copy_paste_keep_chips(composer):
    edit, _sent = composer
    edit.set_markup('compare <ref id="12" v="vec-a" /> with <class id="classid-1" project="proj-a" />')
    assert [c.kind for c in edit.chips()] == ["ref", "class"]
    edit.selectAll()
    mime = edit.createMimeDataFromSelection()
    assert mime.hasFormat(CHIPS_MIME) and mime.text().startswith("compare ")
    edit.clear()
    edit.insertFromMimeData(mime)
    assert [c.kind for c in edit.chips()] == ["ref", "class"]
    plain = QMimeData()
    plain.setText("<b>not markup</b>")
    edit.clear()
    edit.insertFromMimeData(plain)
    assert edit.chips() == [] and edit.markup() == "&lt;b&gt;not markup&lt;/b&gt;"


def test_a_drop_copies_the_chips_at_the_drop_position(composer):
    edit, _sent = composer
    QTest.keyClicks(edit, "about")
    mime = QMimeData()  # what another widget offers in a drag (kept: the event does not own it)
    mime.setData(CHIPS_MIME, encode_segments([POOL]))
    drop = QDropEvent(QPointF(2, 2), Qt.DropAction.MoveAction | Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    edit.dropEvent(drop)
    assert drop.isAccepted() and drop.dropAction() == Qt.DropAction.CopyAction  # never a move
    assert [c.label for c in edit.chips()] == ["Pool"]
    assert edit.markup().endswith("about") and edit.markup().startswith("<class ")  # dropped at (2, 2)


def test_at_completion_offers_and_inserts_a_chip(composer):
    edit, _sent = composer
    edit.set_reference_hooks(ReferenceHooks(completion_source=lambda: [("House 12 (Houses)", HOUSE),
                                                                       ("Pool (class)", POOL)]))
    QTest.keyClicks(edit, "near @po")
    assert [text for text, _chip in edit.completion_items()] == ["Pool (class)"]
    edit.complete_with(0)
    assert [c.label for c in edit.chips()] == ["Pool"] and "@" not in edit.toPlainText()
