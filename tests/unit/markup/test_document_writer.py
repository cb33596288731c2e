"""DocumentWriter: pieces, previews, tails and flushes in any order give the whole document."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from qgis.PyQt.QtGui import QTextDocument

from geosense.geosense_dock.ui.render.document import PREVIEW_LIMIT, DocumentWriter

pytestmark = pytest.mark.usefixtures("markup_qapp")

BLOCKS = [
    '<p style="margin-top:0px; margin-bottom:6px;">para <b>bold</b> <a href="geosense://ref?id=1">ref</a></p>',
    '<p style="margin-bottom:2px;">second</p>',
    '<table border="1"><tr><th>h</th><th>g</th></tr><tr><td>1</td><td>2</td></tr></table>',
    "<ul><li>a</li><li>b <i>c</i></li></ul>",
    "<ol><li>one<ul><li>nested</li></ul></li></ol>",
    '<pre style="background-color:#eee; white-space:pre-wrap;">code\n  indented</pre>',
    "<blockquote><p>quoted</p><p>twice</p></blockquote>",
    '<p style="margin-top:0px; margin-bottom:0px; font-size:small;">py</p><pre>x = 1</pre>',
    "<p>x</p><table><tr><td>in</td></tr></table><p>y</p>",
]
TAILS = ["", "<p>typing…</p>", "<p>a <b>b</b></p><p>c</p>", "<pre>open code</pre>", "<blockquote>q</blockquote>"]


def whole_document(blocks):
    document = QTextDocument()
    DocumentWriter(document).update([(html, None) for html in blocks], "")
    return document.toHtml()


step = st.tuples(
    st.lists(st.tuples(st.sampled_from(BLOCKS), st.booleans()), max_size=4),
    st.one_of(st.none(), st.sampled_from(TAILS)),
    st.booleans(),
    st.sampled_from(["", "", "<p>row 1<br/>row 2</p>", "<p>row · 3</p>"]),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(step, min_size=1, max_size=25))
def test_any_sequence_ends_as_the_whole_document(steps):
    document = QTextDocument()
    writer = DocumentWriter(document)
    real = []
    for stable, tail, flush, provisional in steps:
        pieces = []
        for html, with_preview in stable:
            real.append(html)
            pieces.append((html, "<p>preview</p>" if with_preview else None))
        writer.update(pieces, tail, provisional)  # provisional rows go with the next stable block
        if flush:
            writer.flush()
    real.append(BLOCKS[1])
    writer.update([(BLOCKS[1], None)], "")
    writer.flush()
    assert document.toHtml() == whole_document(real)


def test_provisional_rows_are_appended_once_and_replaced_by_the_block():
    document = QTextDocument()
    writer = DocumentWriter(document)
    writer.update([(BLOCKS[0], None)], "<p>row 1</p>")
    writer.update([], "<p>row 2</p>", "<p>row 1</p>")
    writer.update([], "<p>row 3</p>", "<p>row 2</p>")
    assert document.toPlainText().split("\n")[-3:] == ["row 1", "row 2", "row 3"]
    writer.update([(BLOCKS[2], "<p>h · g<br/>1 · 2</p>")], "<p>after</p>")
    writer.flush()
    assert "row" not in document.toPlainText()
    writer.update([(BLOCKS[1], None)], "")
    assert document.toHtml() == whole_document([BLOCKS[0], BLOCKS[2], BLOCKS[1]])


@pytest.mark.parametrize("tag", ["table", "ol"])
def test_an_open_table_or_list_renders_each_row_once_while_it_streams(monkeypatch, tag):
    """Streaming a long table costs time in its size: finished rows are not rendered again at each chunk."""
    from geosense.geosense_dock.ui.render.elements.inline import InlineElements

    from .docview import new_view

    rows = 150
    if tag == "table":
        body = "".join(f"<tr><td>row {i}</td><td><b>{i * 7}</b></td></tr>\n" for i in range(rows))
        markup = f"Rows:\n<table><tr><th>name</th><th>value</th></tr>\n{body}</table>\nDone."
    else:
        markup = "Items:\n<ol>" + "".join(f"<li>item {i} <i>x</i></li>\n" for i in range(rows)) + "</ol>\nDone."
    calls = []
    original = InlineElements._inline_children

    def counting(self, *args, **kwargs):
        calls.append(1)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(InlineElements, "_inline_children", counting)
    view = new_view()  # the tail is rendered at every chunk
    size = 16
    chunks = [markup[i:i + size] for i in range(0, len(markup), size)]
    for n, chunk in enumerate(chunks):
        view.feed(chunk)
        if n == len(chunks) // 2:
            shown = view.document().toPlainText()
            assert "row 40" in shown or "item 40" in shown  # finished rows stay visible while streaming
    view.finish()
    assert len(calls) <= 4 * (rows + len(chunks))  # cells shown; before: every chunk showed every row so far
    whole = new_view()
    whole.set_markup(markup)
    assert view.document().toPlainText() == whole.document().toPlainText()


def test_tail_is_replaced_not_accumulated():
    document = QTextDocument()
    writer = DocumentWriter(document)
    writer.update([(BLOCKS[0], None)], "<p>one</p>")
    writer.update([], "<p>two</p>")
    writer.update([], None)  # keep
    assert document.toPlainText() == "para bold ref\ntwo"
    writer.update([(BLOCKS[1], None)], None)  # new stable goes in front of the kept tail
    assert document.toPlainText() == "para bold ref\nsecond\ntwo"
    writer.update([], "")
    assert document.toPlainText() == "para bold ref\nsecond"


def test_previews_are_put_in_for_real_in_batches():
    document = QTextDocument()
    writer = DocumentWriter(document)
    for i in range(PREVIEW_LIMIT - 1):
        writer.update([(BLOCKS[2], f"<p>table {i}</p>")], "<p>tail</p>")
    assert writer.has_pending
    assert document.rootFrame().childFrames() == []
    writer.update([(BLOCKS[2], "<p>last</p>")], "<p>tail</p>")
    assert not writer.has_pending
    assert len(document.rootFrame().childFrames()) == PREVIEW_LIMIT
    assert document.toPlainText().endswith("tail")
