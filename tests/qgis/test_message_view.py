"""MessageView in a real QGIS (offscreen): streaming, links, hover, answers, height, tooltips."""

from __future__ import annotations

import pytest
from qgis.PyQt.QtCore import QEvent, QUrl
from qgis.PyQt.QtGui import QHelpEvent, QImage, QTextCursor, QTextDocument
from qgis.PyQt.QtWidgets import QScrollArea, QVBoxLayout, QWidget

from geosense.geosense_dock.ui.message_view import MessageView
from tests.qgis_support import dispose
from tests.unit.markup.fakes import BrokenResolver, FakeResolver
from tests.unit.markup.spec_examples import ALL, DATA_CONTEXTS

MESSAGE = """Here are the houses near the river: <ref id="1" v="vec-a" />, <ref id="2" />.
The largest covers <area id="1" v="vec-a" /> (<confidence id="1" v="vec-a" /> sure).
<table>
  <tr><th>House</th><th>Area</th></tr>
  <tr><td><id v="vec-a">3</id></td><td><area id="3" v="vec-a" /></td></tr>
</table>
<ul><li>first <class id="classid-1234" project="proj-a" /></li><li>second</li></ul>
<question id="q7">
  <header>Shall I look for similar ones?</header>
  <option message="Yes, find similar houses." context="visibility position">Yes</option>
  <option message="No thanks.">No</option>
</question>
<tool type="find-similar" id="fs-1" data='{"hint": "house", "samples": [{"id": 1, "v": "vec-a"}]}'>
  Houses like <ref id="1" v="vec-a" />
</tool>
See <a href="https://example.org/docs?a=1&amp;b=2">the docs</a>, <a href="/datasets">datasets</a>,
<docs path="/docs/guides/ai/geosense">GeoSense</docs> and <a href="javascript:alert(1)">this</a>.
"""


@pytest.fixture
def view(qgis_app):
    widget = MessageView(resolver=FakeResolver())
    widget.resize(600, 300)
    yield widget
    dispose(widget)


def hrefs_with_text(view):
    """[(href, text)] of the document's links."""
    out = []
    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.isAnchor() and fmt.anchorHref():
                out.append((fmt.anchorHref(), fragment.text().replace("\xa0", " ").strip()))
            it += 1
        block = block.next()
    return out


def href_of(view, text):
    for href, shown in hrefs_with_text(view):
        if text in shown:
            return href
    raise AssertionError(f"no link showing {text!r}: {hrefs_with_text(view)}")


def record(signal):
    calls = []
    signal.connect(lambda name, params: calls.append((name, params)))
    return calls


def test_streamed_feed_gives_the_document_of_set_markup(qgis_app):
    whole = MessageView(resolver=FakeResolver())
    whole.set_markup(MESSAGE)
    for size in (1, 5, 64):
        streamed = MessageView(resolver=FakeResolver())  # default: the tail is coalesced
        for i in range(0, len(MESSAGE), size):
            streamed.feed(MESSAGE[i:i + size])
        streamed.finish()
        assert streamed.document().toPlainText() == whole.document().toPlainText()
        assert streamed.document().toHtml() == whole.document().toHtml()
        assert streamed.markup() == MESSAGE and streamed.finished


def test_spec_examples_stream_like_set_markup(qgis_app):
    markup = "\n".join(ALL.values())
    whole = MessageView(resolver=FakeResolver(), data_contexts=DATA_CONTEXTS)
    whole.set_markup(markup)
    streamed = MessageView(resolver=FakeResolver(), data_contexts=DATA_CONTEXTS)
    streamed.tail_interval_ms = 0
    for i in range(0, len(markup), 11):
        streamed.feed(markup[i:i + 11])
        qgis_app.processEvents()  # lets the flush timer run in between
    streamed.finish()
    assert streamed.document().toHtml() == whole.document().toHtml()


def test_unfinished_markup_is_never_shown_while_streaming(view):
    view.tail_interval_ms = 0
    for ch in MESSAGE.split("<question")[0]:
        view.feed(ch)
        shown = view.document().toPlainText()
        assert "<" not in shown and "/>" not in shown, shown


def test_clicking_an_option_emits_its_message_and_contexts(view):
    view.set_markup(MESSAGE)
    triggered = record(view.actionTriggered)
    href = href_of(view, "Yes")
    assert href == "geosense://option?q=q7&i=0"
    view.anchorClicked.emit(QUrl(href))  # the view's own handler, as a click does
    assert triggered == [("option", {
        "q": "q7", "i": "0", "index": 0, "message": "Yes, find similar houses.",
        "context": ["visibility", "position"], "label": "Yes",
    })]
    view.activate_anchor(href_of(view, "No"))
    assert triggered[-1][1]["message"] == "No thanks." and triggered[-1][1]["context"] == []


def test_tool_and_reference_and_link_actions(view):
    view.set_markup(MESSAGE)
    triggered = record(view.actionTriggered)
    view.activate_anchor(href_of(view, "Find similar"))
    name, params = triggered[-1]
    assert name == "tool" and params["index"] == 0 and params["type"] == "find-similar"
    assert params["id"] == "fs-1" and params["data"] == {"hint": "house", "samples": [{"id": 1, "v": "vec-a"}]}
    view.activate_anchor(href_of(view, "House 2"))
    assert triggered[-1] == ("ref", {"id": "2", "v": "vec-a"})
    view.activate_anchor(href_of(view, "Vegetation"))
    assert triggered[-1] == ("class", {"id": "classid-1234", "project": "proj-a"})
    view.activate_anchor(href_of(view, "the docs"))
    assert triggered[-1] == ("open", {"url": "https://example.org/docs?a=1&b=2"})
    view.activate_anchor(href_of(view, "datasets"))
    assert triggered[-1] == ("app", {"path": "/datasets", "url": "https://app.flypix.ai/datasets"})
    view.activate_anchor(href_of(view, "GeoSense"))
    assert triggered[-1] == ("docs", {"path": "/docs/guides/ai/geosense",
                                      "url": "https://docs.flypix.ai/docs/guides/ai/geosense"})
    count = len(triggered)
    view.activate_anchor("javascript:alert(1)")
    view.activate_anchor("geosense://open?url=file%3A%2F%2F%2Fetc%2Fpasswd")
    assert len(triggered) == count  # neither is acted on


def test_only_plugin_links_are_clickable(view):
    view.set_markup(MESSAGE)
    assert all(href.startswith("geosense://") for href, _text in hrefs_with_text(view))
    assert not any("javascript" in href for href in view.anchors())
    assert "this" in view.document().toPlainText()
    assert not view.openLinks() and not view.openExternalLinks()


def test_hover_emits_the_action_and_leaving_clears_it(view):
    view.set_markup(MESSAGE)
    hovered = record(view.actionHovered)
    view.highlighted.emit(QUrl(href_of(view, "Vegetation")))
    view.highlighted.emit(QUrl())
    assert hovered == [("class", {"id": "classid-1234", "project": "proj-a"}), ("", {})]


def _point_of(view, text):
    """The viewport point at the middle of the first link showing ``text``."""
    found = view.document().find(text)
    assert not found.isNull(), text
    found.setPosition(found.selectionStart() + 1)
    return view.cursorRect(found).center()


def test_a_pointer_that_leaves_the_view_from_a_link_clears_the_hover(view, qgis_app):
    """The pointer can leave from a link without passing over plain text (a fast move to another widget,
    a link at the edge): the map highlight of that link goes all the same."""
    from qgis.PyQt.QtCore import QPointF, Qt
    from qgis.PyQt.QtGui import QMouseEvent
    from qgis.PyQt.QtWidgets import QApplication

    view.set_markup(MESSAGE)
    view.show()
    qgis_app.processEvents()
    hovered = record(view.actionHovered)
    point = QPointF(_point_of(view, "House 2"))
    QApplication.sendEvent(view.viewport(), QMouseEvent(QEvent.Type.MouseMove, point, Qt.MouseButton.NoButton,
                                                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    assert hovered and hovered[-1][0] == "ref", hovered
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.Leave))
    assert hovered[-1] == ("", {}), hovered
    count = len(hovered)
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.Leave))
    assert len(hovered) == count  # said once

    def move_to(at):
        QApplication.sendEvent(view.viewport(), QMouseEvent(QEvent.Type.MouseMove, QPointF(at),
                                                            Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                                            Qt.KeyboardModifier.NoModifier))

    move_to(point)  # back onto the same link straight away: hovered anew
    assert len(hovered) == count + 1 and hovered[-1][0] == "ref", hovered
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.Leave))
    move_to(_point_of(view, "Here are"))  # plain text, then the link again
    move_to(point)
    assert hovered[-1][0] == "ref", hovered
    view.hide()  # the conversation goes (a new one, the dock closed) under the pointer
    assert hovered[-1] == ("", {}), hovered


def test_mark_answered_shows_the_choice_and_disables_the_options(view):
    view.set_markup(MESSAGE)
    view.mark_answered("q7", 0)
    assert not any(h.startswith("geosense://option") for h in view.anchors())
    assert "✓ Yes" in view.document().toPlainText()
    view.mark_answered("q7", None)
    assert "Answered in your own words." in view.document().toPlainText()


def test_height_follows_the_document_in_a_scroll_area(qgis_app):
    area = QScrollArea()
    column = QWidget()
    layout = QVBoxLayout(column)
    short, long_ = MessageView(resolver=FakeResolver()), MessageView(resolver=FakeResolver())
    layout.addWidget(short)
    layout.addWidget(long_)
    area.setWidget(column)
    area.setWidgetResizable(True)
    area.resize(500, 400)
    area.show()
    short.set_markup("One line.")
    long_.set_markup("\n".join(f"Line {i} with <b>bold</b> text" for i in range(40)))
    qgis_app.processEvents()
    assert long_.height() > 3 * short.height()
    for view in (short, long_):
        assert not view.verticalScrollBar().isVisible()
        assert view.height() >= view.document().size().height()
        assert view.sizeHint().height() == view.height()
    before = short.height()
    short.feed("never")  # finished: ignored
    short.set_markup("One\nTwo\nThree")
    qgis_app.processEvents()
    assert short.height() > before
    area.close()


def test_tooltips_are_shown_escaped(view, qgis_app):
    resolver = FakeResolver()
    resolver.annotations[("vec-a", 1)] = resolver.annotations[("vec-a", 1)].__class__(
        **{**resolver.annotations[("vec-a", 1)].__dict__, "label": "<b>House</b> 1"})
    view.resolver = resolver
    view.set_markup('<ref id="1" v="vec-a"/> and more text')
    view.show()
    qgis_app.processEvents()
    cursor = QTextCursor(view.document())
    cursor.setPosition(3)
    point = view.cursorRect(cursor).center()
    tip = view._tooltip_at(point)
    assert tip.startswith("<qt>") and "&lt;b&gt;House&lt;/b&gt; 1" in tip and "<b>" not in tip
    event = QHelpEvent(QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point))
    assert view.viewportEvent(event)
    view.hide()


def test_images_come_only_from_the_plugin(view):
    kind = QTextDocument.ResourceType.ImageResource
    assert view.loadResource(kind, QUrl("file:///etc/passwd")) is None
    assert view.loadResource(kind, QUrl("https://example.org/x.png")) is None
    assert isinstance(view.loadResource(kind, QUrl("geosense-icon:vector-annotated")), QImage)
    assert isinstance(view.loadResource(kind, QUrl("geosense-icon:docs")), QImage)
    assert view.loadResource(kind, QUrl("geosense-icon:../../etc/passwd")) is None


def test_queries_plain_text_and_contexts(view):
    view.set_markup(MESSAGE)
    assert [(o.question_id, o.index, o.message) for o in view.question_options()] == [
        ("q7", 0, "Yes, find similar houses."), ("q7", 1, "No thanks.")]
    (tool,) = view.tool_blocks()
    assert (tool.type, tool.id) == ("find-similar", "fs-1")
    text = view.plain_text()
    assert text.startswith("Here are the houses near the river: House 1, House 2.")
    assert "House | Area" in text and "House 3 | 300 m²" in text
    view.set_markup('<size value="${d.x}"/>')
    assert "${d.x}" in view.document().toPlainText()
    view.data_contexts = {"d": {"x": 42}}
    assert view.document().toPlainText() == "42 m"
    assert view.data_contexts == {"d": {"x": 42}}


def test_bad_markup_and_a_broken_resolver_never_raise(qgis_app):
    view = MessageView(resolver=BrokenResolver())
    garbage = '<b>x</i><ref id="1"><table><tr><td>&bogus;<!DOCTYPE x><code>unclosed <question id="1"><option>'
    for ch in garbage:
        view.feed(ch)
    view.finish()
    text = view.document().toPlainText()
    assert "x" in text and "unclosed" in text
    view.refresh()
    view.mark_answered("1", 0)


def test_plain_notices(view):
    view.set_plain("Connection lost <b>not markup</b>\nRetrying")
    assert view.document().toPlainText() == "Connection lost <b>not markup</b>\nRetrying"
    assert view.finished and view.plain_text().startswith("Connection lost")
    view.feed(" soon")
    assert view.document().toPlainText().endswith("Retrying soon")


def test_right_to_left_keeps_values_left_to_right_and_copies_no_marks(qgis_app):
    """A right-to-left view (the plugin in Arabic): the blocks run right to left, a negative area
    stays "-3.5 m²" (not "m² 3.5-"), ids and code stay left to right, and nothing copied or exported
    carries the isolates. Laid out by the Qt the test runs on (Qt 5.15 in QGIS, Qt 6 in the dry run)."""
    from qgis.PyQt.QtCore import Qt

    from geosense.geosense_dock.ui.render.options import RenderOptions

    rtl = Qt.LayoutDirection.RightToLeft
    view = MessageView(resolver=FakeResolver(), options=RenderOptions(right_to_left=True))
    view.setLayoutDirection(rtl)
    view.resize(600, 300)
    try:
        view.set_markup('<p>المساحة <area value="-3.5" /> للمبنى <ref id="1" v="vec-a" /> و <code>x = 1</code>.</p>'
                        '<code lang="py">print(1)</code><p><i>مائل</i></p>')
        document = view.document()
        block = document.begin()
        assert block.textDirection() == rtl and document.defaultTextOption().textDirection() == rtl
        text = block.text()
        assert "\u2066-3.5\u00a0m²\u2069" in text and "\u2066x = 1\u2069" in text, repr(text)
        view.show()
        qgis_app.processEvents()  # laid out
        line = block.layout().lineForTextPosition(text.index("-3.5"))
        assert line.isValid()

        def x(i):
            got = line.cursorToX(i)
            return got[0] if isinstance(got, tuple) else got

        at = text.index("-3.5")
        xs = [x(at + i) for i in range(1, len("-3.5\u00a0m²"))]  # carets inside the run
        assert xs == sorted(xs) and xs[0] < xs[-1], f"-3.5 m² is not left to right: {xs}"
        assert x(text.index("المساحة") + 1) > xs[-1], "the Arabic word does not come first, at the right"
        code = [b for b in (document.findBlock(p) for p in range(document.characterCount())) if b.text() == "print(1)"]
        assert code and code[0].textDirection() == Qt.LayoutDirection.LeftToRight
        emphasis = document.find("مائل")
        assert not emphasis.isNull() and not emphasis.charFormat().fontItalic(), "Arabic set in italics"
        cursor = QTextCursor(document)
        cursor.select(QTextCursor.SelectionType.Document)
        view.setTextCursor(cursor)
        copied = view.createMimeDataFromSelection()
        for out in (copied.text(), copied.html(), view.plain_text()):
            assert "3.5" in out and not any(ch in out for ch in "\u2066\u2067\u2068\u2069"), repr(out)
    finally:
        view.deleteLater()
