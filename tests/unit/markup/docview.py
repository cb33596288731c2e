"""Reading a rendered QTextDocument back: text, links, tables, lists, formats, images."""

from __future__ import annotations

from typing import List

from qgis.PyQt.QtGui import QFont, QTextCharFormat, QTextFormat, QTextTable

_ALIVE: list = []  # views stay alive while tests read their documents


def new_view(resolver=None, data_contexts=None):
    """An empty MessageView that renders every chunk at once (no tail coalescing)."""
    from geosense.geosense_dock.ui.message_view import MessageView

    view = MessageView(resolver=resolver, data_contexts=data_contexts)
    view.resize(640, 400)
    view.tail_interval_ms = 0
    _ALIVE.append(view)
    del _ALIVE[:-64]
    return view


def render(markup: str, resolver=None, data_contexts=None, streamed_chunk: int = 0):
    """A MessageView showing ``markup`` (whole, or fed in chunks of ``streamed_chunk``)."""
    view = new_view(resolver, data_contexts)
    if streamed_chunk:
        for i in range(0, len(markup), streamed_chunk):
            view.feed(markup[i:i + streamed_chunk])
        view.finish()
    else:
        view.set_markup(markup)
    return view


def fragments(doc):
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid():
                yield block, fragment
            it += 1
        block = block.next()


def char_format_of(doc, text: str) -> QTextCharFormat:
    """The format of the fragment showing ``text`` as a reader sees it (a no-break space as a space)."""
    for _block, fragment in fragments(doc):
        if text in fragment.text().replace("\u00a0", " "):
            return fragment.charFormat()
    raise AssertionError(f"{text!r} not in the document: {doc.toPlainText()!r}")


def tooltip_of(doc, text: str) -> str:
    return char_format_of(doc, text).toolTip()


def anchor_of(doc, text: str) -> str:
    fmt = char_format_of(doc, text)
    return fmt.anchorHref() if fmt.isAnchor() else ""


def images(doc) -> List[str]:
    return [f.charFormat().toImageFormat().name() for _b, f in fragments(doc) if f.charFormat().isImageFormat()]


def tables(doc) -> List[QTextTable]:
    out = []

    def walk(frame):
        for child in frame.childFrames():
            if isinstance(child, QTextTable):
                out.append(child)
            walk(child)

    walk(doc.rootFrame())
    return out


def table_cells(table: QTextTable) -> List[List[str]]:
    rows = []
    for r in range(table.rows()):
        row = []
        for c in range(table.columns()):
            cell = table.cellAt(r, c)
            cursor = cell.firstCursorPosition()
            cursor.setPosition(cell.lastCursorPosition().position(), cursor.MoveMode.KeepAnchor)
            row.append(cursor.selectedText().replace("\u2029", "\n").replace("\xa0", " ").strip())
        rows.append(row)
    return rows


def lists(doc):
    """[(style, [item texts])] of the document's lists, in order."""
    found = {}
    order = []
    block = doc.begin()
    while block.isValid():
        text_list = block.textList()
        if text_list is not None:
            key = text_list.objectIndex()
            if key not in found:
                found[key] = (text_list.format().style(), [])
                order.append(key)
            found[key][1].append(block.text())
        block = block.next()
    return [found[k] for k in order]


def is_bold(fmt) -> bool:
    return fmt.fontWeight() >= QFont.Weight.Bold


def is_monospace(fmt) -> bool:
    families = [fmt.fontFamily()] + list(fmt.property(QTextFormat.Property.FontFamilies) or [])
    return fmt.fontFixedPitch() or any("mono" in (f or "").lower() or "courier" in (f or "").lower() for f in families)
