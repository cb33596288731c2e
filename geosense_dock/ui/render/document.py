"""Appending rich text to a QTextDocument piece by piece, with a replaceable tail.

A message view shows a stable part (blocks that will not change) followed by a
tail (the open end of a streamed message). :meth:`DocumentWriter.update`
appends new stable HTML once, at the end of the stable part, and replaces only
the tail, so a long streamed message is never re-rendered as a whole.

Two Qt costs shape this class:

* ``QTextCursor.insertHtml`` merges the fragment's first paragraph into the
  block at the cursor and drops its format. Each fragment is parsed in a
  scratch document first, with an empty, format-less paragraph put before it
  (unless it starts with a table, which Qt already precedes with one), so every
  paragraph keeps its own format and appending pieces gives the same document
  as setting the whole HTML at once.
* Any edit that adds or removes a table or list makes Qt scan the whole
  document. Stable blocks holding tables or lists are therefore first shown as
  a light preview in a "pending" region between the stable part and the tail,
  and put in for real in batches (:meth:`flush`: after a few of them, on a
  timer of the view, and at the end of the message).

An open table or list at the end of a stream grows row by row. Its finished
rows go, as preview lines, into a *provisional* part at the end of the stable
part, once each (``update(..., provisional=...)`` appends to it); only the row
still being written is in the tail. The next stable block (the table itself,
once it is complete) replaces the whole provisional part. So a long table costs
time in its size, not in its size times the number of chunks.
"""

from __future__ import annotations

import re
from typing import List, Optional, Sequence, Tuple

from qgis.PyQt.QtGui import (
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextDocumentFragment,
)

from .table_columns import fit_tables, measure_tables

_END = QTextCursor.MoveOperation.End
_KEEP = QTextCursor.MoveMode.KeepAnchor

#: previews that make :meth:`DocumentWriter.update` put their blocks in for real
PREVIEW_LIMIT = 16

#: a zero-width space: a break opportunity that shows nothing (removed again when text is copied)
BREAK = "\u200b"
#: Unicode directional isolates a right-to-left message puts around what stays left to right
#: (numbers, positions, ids, code: LRI … PDI) and around names (FSI … PDI: the direction of their
#: first letter); invisible, and removed again when text is copied, like :data:`BREAK`
LRI, RLI, FSI, PDI = "\u2066", "\u2067", "\u2068", "\u2069"
_INVISIBLE = re.compile("[" + BREAK + LRI + RLI + FSI + PDI + "]")
#: visible characters of an unbroken run after which a break opportunity is put in
RUN_LIMIT = 64
# a tag (left as it is) or a run of text without a break opportunity that is longer than RUN_LIMIT
# (CJK ideographs, kana and full-width forms break between any two characters already)
_TAG_OR_RUN = re.compile(r"<[^>]*>|[^\s<\u200b\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]{" + str(RUN_LIMIT + 1) + ",}")
_PIECE = re.compile(r"(?:&#?\w{1,12};|[\s\S]){1," + str(RUN_LIMIT) + "}")


def _broken_run(match: re.Match) -> str:
    run = match.group(0)
    if run.startswith("<"):
        return run
    return BREAK.join(_PIECE.findall(run))


def breakable(html: str) -> str:
    """``html`` with a break opportunity every :data:`RUN_LIMIT` characters of a longer word.

    Qt lays out a word with no break opportunity in time that grows faster than
    its length (a 200,000-character word takes seconds, a megabyte minutes), while
    the same text broken into short runs lays out in linear time. Only text
    between tags changes (an attribute such as a link's address stays whole), and
    an entity (``&amp;``) is never split.
    """
    return _TAG_OR_RUN.sub(_broken_run, html)


def unbroken(text: str) -> str:
    """``text`` without the break opportunities :func:`breakable` put in and the direction
    isolates of a right-to-left message (:data:`LRI`, :data:`FSI`, :data:`PDI`)."""
    return _INVISIBLE.sub("", text)


def _fragment(html: str, like: QTextDocument) -> QTextDocumentFragment:
    html = breakable(html)
    scratch = QTextDocument()
    scratch.setDefaultFont(like.defaultFont())
    scratch.setDefaultStyleSheet(like.defaultStyleSheet())
    scratch.setUndoRedoEnabled(False)
    scratch.setHtml(html)
    if "<table" in html:  # columns measured once, and fitted to the width they are put in at
        scratch.setDocumentMargin(like.documentMargin())
        measure_tables(scratch)
        fit_tables(scratch, like.textWidth())
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


#: a stable block: its HTML, and a cheaper preview to show until it is put in for real
StableBlock = Tuple[str, Optional[str]]


class DocumentWriter:
    """Stable HTML appended once, tail HTML replaced (see module doc)."""

    def __init__(self, document: QTextDocument) -> None:
        self.document = document
        document.setUndoRedoEnabled(False)
        self.clear()

    def clear(self) -> None:
        self.document.clear()
        self._stable_end = 0
        # from the first block shown as a preview to the end of the stable part: where it starts, the
        # real HTML of each block in it (previews and real blocks alike), how many previews it holds
        self._span: Optional[int] = None
        self._span_html: List[str] = []
        self._previews = 0
        self._has_tail = False
        self._tail_html = ""
        self._formats = (QTextBlockFormat(), QTextCharFormat())
        self._provisional = 0  # characters at the end of the stable part that the next stable block replaces
        self._provisional_html: List[str] = []
        self._provisional_formats = self._formats

    @property
    def stable_end(self) -> int:
        """Document position where the stable part ends (the tail starts)."""
        return self._stable_end

    @property
    def has_pending(self) -> bool:
        """True while some stable blocks are only shown as previews (see :meth:`flush`)."""
        return self._span is not None

    def update(self, stable: Sequence[StableBlock], tail_html: Optional[str], provisional: str = "") -> None:
        """Add ``stable`` blocks to the stable part and make ``tail_html`` the new tail.

        ``tail_html=None`` keeps the tail shown now. ``stable`` may also be a plain
        HTML string (one block without preview). New stable blocks go in where the
        stable part ends, in front of the tail, so the tail is only touched when it
        changed. New stable blocks first remove the provisional part;
        ``provisional`` is then appended to it (see the module doc).
        """
        if isinstance(stable, str):
            stable = [(stable, None)] if stable else []
        stable = [(html, preview) for html, preview in stable if html]
        if not stable and not provisional and (tail_html is None or (not tail_html and not self._has_tail)):
            return
        edit = QTextCursor(self.document)
        edit.beginEditBlock()
        try:
            keep_tail = None
            dropping = bool(stable) and self._provisional > 0
            if self._has_tail and (dropping or ((stable or provisional) and self._stable_end == 0)):
                # the provisional part goes, or nothing stable yet (the tail's first block is the
                # document's first block): take the tail out and put it back after
                keep_tail = self._tail_html if tail_html is None else tail_html
                self._remove_tail()
            if dropping:
                self._drop_provisional()
            if stable:
                self._insert_stable(stable)
            if provisional:
                self._add_provisional(provisional)
            if keep_tail is not None:
                tail_html = keep_tail
            if tail_html is not None:
                self._remove_tail()
                if tail_html:
                    self._append(tail_html)
                    self._has_tail = True
                    self._tail_html = tail_html
        finally:
            edit.endEditBlock()

    def flush(self) -> None:
        """Put the blocks shown as previews in for real."""
        if self._span is None:
            return
        edit = QTextCursor(self.document)
        edit.beginEditBlock()
        try:
            self._replace_previews()
        finally:
            edit.endEditBlock()

    # -- internals ------------------------------------------------------------------------

    def _add_provisional(self, html: str) -> None:
        if self._provisional == 0:
            self._provisional_formats = self._formats
        before = self._stable_end
        self._insert_at_stable_end(html)
        self._provisional += self._stable_end - before
        self._provisional_html.append(html)

    def _drop_provisional(self) -> None:
        """Remove the provisional part (it is at the end of the document: the tail is out)."""
        start = self._stable_end - self._provisional
        self._provisional = 0
        self._provisional_html = []
        cursor = QTextCursor(self.document)
        cursor.setPosition(start)
        cursor.movePosition(_END, _KEEP)
        cursor.removeSelectedText()
        block_format, char_format = self._provisional_formats
        cursor.setBlockFormat(block_format)
        cursor.setBlockCharFormat(char_format)
        self._stable_end = start
        self._formats = self._provisional_formats

    def _insert_stable(self, stable: Sequence[StableBlock]) -> None:
        run: List[str] = []
        for html, preview in stable:
            if preview is None:
                run.append(html)
                if self._span is not None:
                    self._span_html.append(html)
                continue
            if run:
                self._insert_at_stable_end("".join(run))
                run = []
            if self._span is None:
                self._span = self._stable_end
            self._insert_at_stable_end(preview)
            self._span_html.append(html)
            self._previews += 1
        if run:
            self._insert_at_stable_end("".join(run))
        if self._previews >= PREVIEW_LIMIT:
            self._replace_previews()

    def _insert_at_stable_end(self, html: str) -> int:
        before = self._end()
        cursor = QTextCursor(self.document)
        cursor.setPosition(self._stable_end)
        removed = self._insert(cursor, html)
        self._stable_end += self._end() - before
        self._formats = self._stable_formats()
        return removed

    def _replace_previews(self) -> None:
        """All previews by their real blocks, in one edit (Qt scans the document once): the stable
        part from the first preview on is put in again as one fragment, its blocks' real HTML.

        The provisional part and the tail after them are taken out and put back after.
        """
        provisional = "".join(self._provisional_html) if self._provisional else ""
        tail = self._tail_html if self._has_tail else ""
        if provisional:
            self._remove_tail()
            self._drop_provisional()
        start = self._span or 0
        before = self._end()
        cursor = QTextCursor(self.document)
        cursor.setPosition(start)
        cursor.setPosition(self._stable_end, _KEEP)
        cursor.removeSelectedText()
        if start == 0:
            cursor.setBlockFormat(QTextBlockFormat())
            cursor.setBlockCharFormat(QTextCharFormat())
        self._insert(cursor, "".join(self._span_html))
        self._stable_end += self._end() - before
        self._span, self._span_html, self._previews = None, [], 0
        self._formats = self._stable_formats()
        if provisional:
            self._add_provisional(provisional)
            if tail:
                self._append(tail)
                self._has_tail = True

    def _stable_formats(self):
        block = self.document.findBlock(self._stable_end)
        return QTextBlockFormat(block.blockFormat()), QTextCharFormat(block.charFormat())

    def _end(self) -> int:
        return self.document.characterCount() - 1

    def _remove_tail(self) -> None:
        if not self._has_tail:
            return
        self._has_tail = False
        if self._stable_end >= self._end():
            return
        cursor = QTextCursor(self.document)
        cursor.setPosition(self._stable_end)
        cursor.movePosition(_END, _KEEP)
        cursor.removeSelectedText()
        block_format, char_format = self._formats
        cursor.setBlockFormat(block_format)
        cursor.setBlockCharFormat(char_format)

    def _append(self, html: str) -> int:
        """Append ``html`` at the end; returns 1 when the document's empty first block went."""
        cursor = QTextCursor(self.document)
        cursor.movePosition(_END)
        return self._insert(cursor, html)

    def _insert(self, cursor: QTextCursor, html: str) -> int:
        at_start = cursor.position() == 0 and cursor.block().length() == 1
        cursor.insertFragment(_fragment(html, self.document))
        if at_start:
            # the document's own first block stayed empty in front of the fragment
            first = self.document.begin()
            second = first.next()
            if first.length() == 1 and second.isValid() and second.position() == 1:
                QTextCursor(self.document).deleteChar()
                return 1
        return 0
