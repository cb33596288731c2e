"""Appending rich text to a QTextDocument piece by piece, with a replaceable tail.

A message view shows a stable part (blocks that will not change) followed by a
tail (the open end of a streamed message). :meth:`DocumentWriter.update`
appends new stable HTML once, at the end of the stable part, and replaces only
the tail, so a long streamed message is never re-rendered as a whole.

Appending HTML with ``QTextCursor.insertHtml`` merges the fragment's first
paragraph into the block at the cursor and drops its format. The writer parses
each fragment into a scratch document first and puts an empty, format-less
paragraph before it (unless it starts with a table, which Qt already preceeds
with one), so every paragraph keeps its own format and the result is the same
as setting the whole HTML at once.
"""

from __future__ import annotations

from qgis.PyQt.QtGui import (
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextDocumentFragment,
)

_END = QTextCursor.MoveOperation.End
_KEEP = QTextCursor.MoveMode.KeepAnchor


def _fragment(html: str, like: QTextDocument) -> QTextDocumentFragment:
    scratch = QTextDocument()
    scratch.setDefaultFont(like.defaultFont())
    scratch.setDefaultStyleSheet(like.defaultStyleSheet())
    scratch.setUndoRedoEnabled(False)
    scratch.setHtml(html)
    first = scratch.begin()
    starts_with_frame = first.length() == 1 and any(
        frame.firstPosition() == 1 for frame in scratch.rootFrame().childFrames()
    )
    if not starts_with_frame:
        cursor = QTextCursor(scratch)
        cursor.insertBlock()
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        cursor.setBlockFormat(QTextBlockFormat())
        cursor.setBlockCharFormat(QTextCharFormat())
    return QTextDocumentFragment(scratch)


class DocumentWriter:
    """Stable HTML appended once, tail HTML replaced (see module doc)."""

    def __init__(self, document: QTextDocument) -> None:
        self.document = document
        document.setUndoRedoEnabled(False)
        self.clear()

    def clear(self) -> None:
        self.document.clear()
        self._stable_end = 0
        self._has_tail = False
        self._saved = (QTextBlockFormat(), QTextCharFormat())

    @property
    def stable_end(self) -> int:
        """Document position where the stable part ends (the tail starts)."""
        return self._stable_end

    def update(self, stable_html: str, tail_html: str) -> None:
        """Append ``stable_html`` to the stable part and make ``tail_html`` the new tail."""
        if not stable_html and not tail_html and not self._has_tail:
            return
        edit = QTextCursor(self.document)
        edit.beginEditBlock()
        try:
            if self._has_tail:
                self._remove_tail()
            if stable_html:
                self._append(stable_html)
                self._stable_end = self.document.characterCount() - 1
                last = self.document.lastBlock()
                self._saved = (QTextBlockFormat(last.blockFormat()), QTextCharFormat(last.charFormat()))
            if tail_html:
                self._append(tail_html)
                self._has_tail = True
        finally:
            edit.endEditBlock()

    def _remove_tail(self) -> None:
        cursor = QTextCursor(self.document)
        cursor.setPosition(self._stable_end)
        cursor.movePosition(_END, _KEEP)
        cursor.removeSelectedText()
        block_format, char_format = self._saved
        cursor.setBlockFormat(block_format)
        cursor.setBlockCharFormat(char_format)
        self._has_tail = False

    def _append(self, html: str) -> None:
        empty = self.document.characterCount() <= 1
        cursor = QTextCursor(self.document)
        cursor.movePosition(_END)
        cursor.insertFragment(_fragment(html, self.document))
        if empty:
            # the document's own first block stayed empty in front of the fragment
            first = self.document.begin()
            second = first.next()
            if first.length() == 1 and second.isValid() and second.position() == 1:
                cursor = QTextCursor(self.document)
                cursor.deleteChar()
