"""Column widths of the tables in a message, so that words are not broken inside a narrow dock.

Qt lays out a table whose text may break anywhere (a message's wrap mode, needed for words
longer than the view) by sharing the width out with no regard for words: in a dock 340 pixels
wide a five-column table showed "Annotatio" over "n" and "Swim" over "ming pool". A table here
is laid out the way a browser's automatic table layout does it instead:

* each column is measured once, when its table is put into a document (:func:`measure_tables`):
  its widest word (its minimum) and its widest line (its natural width), in the fonts its text is
  shown in, the cell's padding and border included. The figures are kept in the table's format,
  so they travel with the table and a new width needs no measuring;
* at a given width (:func:`fit_tables`, at insertion and whenever the view's width changes): a
  table whose columns fit at their natural widths is left to Qt; otherwise each column gets its
  widest word and the rest of the width is shared in proportion to what each column would still
  like; where even the widest words do not fit, the columns whose widest words are narrow keep
  them and the others share what is left equally (only their words break).

The widths are given to Qt as percentages of the table's width, so a view that narrows before
the next fit scales the columns down rather than running out of the view. A table is fitted for
:data:`TOLERANCE` pixels less than its width and fitted again only when its width moves further:
the scroll bars of a message and of its conversation that come (14 px each) cost no second
layout of every table. A message view fits its tables once its new width has settled (a dock
being dragged), in one edit. Only the first :data:`MEASURED_ROWS` rows are measured (the work
stays bounded for a long table). Tables with tables inside them, or with cells spanning columns,
are left to Qt.
"""

from __future__ import annotations

import logging
import re
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from qgis.PyQt.QtGui import QFont, QFontMetricsF, QTextCursor, QTextDocument, QTextFormat, QTextLength, QTextTable

log = logging.getLogger("geosense.markup")

#: rows of a table measured (the header and the first rows); later rows are laid out at their widths
MEASURED_ROWS = 60
#: where a table's measured column widths are kept in its format: (minimums, natural widths)
_MINIMUMS = int(QTextFormat.Property.UserProperty) + 0x6E1
_NATURAL = int(QTextFormat.Property.UserProperty) + 0x6E2
#: where the width a table was fitted for is kept in its format
_FITTED_FOR = int(QTextFormat.Property.UserProperty) + 0x6E3
#: pixels added to each measured width: rounding between the metrics and Qt's own layout
_SLACK = 2.0
#: a table is fitted for this many pixels less than its width, and fitted again only when its width
#: moves further than twice that: the scroll bars of a message and of the conversation coming or going
#: (about 14 px each) cost nothing (every table of a long answer laid out again, in the middle of a stream)
TOLERANCE = 32.0
#: where a line may break: white space and the zero-width breaks put into long words
_BREAKS = re.compile("[ \t\n\r\u2028\u2029\u200b]+")
_OBJECT = "\ufffc"  # an inline image's place in the text


def measure_tables(document: QTextDocument) -> None:
    """Measure the columns of the tables at the top level of ``document`` that are not measured yet
    (see module doc)."""
    for table in top_level_tables(document):
        fmt = table.format()
        if fmt.hasProperty(_MINIMUMS):
            continue
        try:
            figures = _measure(table, document.defaultFont())
        except Exception:  # never into the message: the table is then laid out by Qt alone
            log.exception("a table's columns could not be measured")
            continue
        if figures is None:
            continue
        fmt.setProperty(_MINIMUMS, _figures_text(figures[0]))
        fmt.setProperty(_NATURAL, _figures_text(figures[1]))
        table.setFormat(fmt)


def fit_tables(document: QTextDocument, width: Optional[float] = None) -> int:
    """Give the measured tables of ``document`` their column widths for a text ``width`` (default:
    the document's text width; none when it has none), in one edit: a view's document is laid out
    again once, not once per table. Returns how many tables changed."""
    width = document.textWidth() if width is None else width
    if width is None or width <= 0:
        return 0
    available = width - 2 * document.documentMargin()
    changed = 0
    cursor = QTextCursor(document)
    cursor.beginEditBlock()
    try:
        for table in top_level_tables(document):
            fmt = table.format()
            minimums, natural = measured(fmt)
            if not minimums or not natural or len(minimums) != table.columns():
                continue
            outer = fmt.leftMargin() + fmt.rightMargin() + 2 * fmt.border()
            room = available - outer
            fitted_for = fmt.property(_FITTED_FOR)
            if isinstance(fitted_for, (int, float)) and fitted_for <= room <= fitted_for + 2 * TOLERANCE:
                continue  # fitted for a little less than this already
            widths = column_widths(minimums, natural, room - TOLERANCE)
            constraints = [] if widths is None else percentages(widths)
            fmt.setProperty(_FITTED_FOR, room - TOLERANCE)
            fmt.setColumnWidthConstraints(constraints)
            if widths is None:
                fmt.clearProperty(QTextFormat.Property.FrameWidth)
            else:
                fmt.setWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
            table.setFormat(fmt)
            changed += 1
    finally:
        cursor.endEditBlock()
    return changed


def column_widths(minimums: Sequence[float], natural: Sequence[float], available: float) -> Optional[List[float]]:
    """Widths of columns whose widest words are ``minimums`` and widest lines ``natural``, in
    ``available`` pixels; ``None`` when they fit at their natural widths (Qt lays them out)."""
    if not minimums or sum(natural) <= available:
        return None
    total_min = sum(minimums)
    if total_min <= available:
        wants = [max(n - m, 0.0) for m, n in zip(minimums, natural)]
        spare, wanted = available - total_min, sum(wants)
        if wanted <= 0:
            return list(minimums)
        return [m + spare * w / wanted for m, w in zip(minimums, wants)]
    # not even the widest words fit: narrow ones keep theirs, the others share the rest equally
    cap = _water_level(minimums, max(available, 0.0))
    return [min(m, cap) for m in minimums]


def measured(fmt: QTextFormat) -> Tuple[List[float], List[float]]:
    """(widest words, widest lines) of the columns of a table of format ``fmt``, as measured
    (empty lists for a table not measured)."""
    return _figures(fmt.property(_MINIMUMS)), _figures(fmt.property(_NATURAL))


def _figures_text(figures: Sequence[float]) -> str:
    # kept as text: a list would be taken for a list of lengths (QTextFormat.setProperty's other form)
    return " ".join(f"{figure:.2f}" for figure in figures)


def _figures(text) -> List[float]:
    try:
        return [float(figure) for figure in str(text).split()] if text else []
    except ValueError:
        return []


def percentages(widths: Sequence[float]) -> List[QTextLength]:
    """``widths`` as shares of the table's width (none where there is no width to share)."""
    total = sum(widths)
    if total <= 0:
        return []
    return [QTextLength(QTextLength.Type.PercentageLength, 100.0 * w / total) for w in widths]


def top_level_tables(document: QTextDocument) -> Iterable[QTextTable]:
    """The tables directly in ``document``'s root frame that hold no frame (a table) of their own."""
    for frame in document.rootFrame().childFrames():
        if isinstance(frame, QTextTable) and not frame.childFrames():
            yield frame


def _water_level(minimums: Sequence[float], available: float) -> float:
    """The width ``cap`` for which the sum of ``min(m, cap)`` is ``available``."""
    rest, count = available, len(minimums)
    for i, m in enumerate(sorted(minimums)):
        share = rest / (count - i)
        if m > share:
            return share
        rest -= m
    return max(minimums)


def _measure(table: QTextTable, default_font: QFont) -> Optional[Tuple[List[float], List[float]]]:
    """(widest word, widest line) per column of ``table``, cell padding and border included;
    ``None`` for a table with cells spanning columns.

    The table's blocks are read in order, each cell's from its first block on (a cell holds one
    block or more); a font's metrics are looked up once per character format."""
    document = table.document()
    columns = table.columns()
    minimums, natural = [0.0] * columns, [0.0] * columns
    metrics: Dict[int, _Advances] = {}
    end = table.lastPosition()
    block = document.findBlock(table.firstPosition())
    while block.isValid() and block.position() <= end:
        cell = table.cellAt(block.position())
        if not cell.isValid():  # a block of the table's frame that is in no cell
            block = block.next()
            continue
        if cell.columnSpan() != 1:
            return None
        if cell.row() >= MEASURED_ROWS:
            break
        column = cell.column()
        word, line = _block_widths(block, metrics, default_font)
        if word > minimums[column]:
            minimums[column] = word
        if line > natural[column]:
            natural[column] = line
        block = block.next()
    fmt = table.format()
    extra = 2 * fmt.cellPadding() + fmt.border() + _SLACK
    return [m + extra for m in minimums], [n + extra for n in natural]


def _block_widths(block, metrics: Dict[int, _Advances], default_font: QFont) -> Tuple[float, float]:
    """(widest word, whole width) of one block's text, in the fonts of its formats."""
    widest_word = line = run = 0.0
    fragments = block.begin()
    while not fragments.atEnd():
        fragment = fragments.fragment()
        fragments += 1
        text = fragment.text()
        if text == _OBJECT:
            fmt = fragment.charFormat()
            if fmt.isImageFormat():
                advance = max(fmt.toImageFormat().width(), 0.0)
                line += advance
                run += advance
                widest_word = max(widest_word, run)
                continue
        index = fragment.charFormatIndex()
        advances = metrics.get(index)
        if advances is None:
            advances = metrics[index] = _advances(fragment.charFormat().font().resolve(default_font))
        pieces = _BREAKS.split(text)
        whole = advances.of(text)
        line += whole
        run += whole if len(pieces) == 1 else advances.of(pieces[0])
        for piece in pieces[1:]:  # a break before each of these: the word so far ends, a new one begins
            widest_word = max(widest_word, run)
            run = advances.of(piece) if piece else 0.0
        widest_word = max(widest_word, run)
    return widest_word, line


#: text measured character by character (no shaping: left-to-right scripts without combining
#: marks, and common symbols); anything else is measured by Qt as a whole
_SIMPLE = re.compile("[\u0000-\u02ff\u0370-\u052f\u1e00-\u1fff\u2000-\u2bff]*\\Z")
_FONTS_KEPT = 32


class _Advances:
    """Advances of text in one font: character by character where the script needs no shaping
    (each character measured once; the sum, without kerning, is at least the shaped width for
    the fonts shown here, and a little slack is added), else measured whole by Qt."""

    __slots__ = ("metrics", "chars")

    def __init__(self, font: QFont) -> None:
        self.metrics = QFontMetricsF(font)
        self.chars: Dict[str, float] = {}

    def of(self, text: str) -> float:
        if not _SIMPLE.match(text):
            return self.metrics.horizontalAdvance(text)
        chars, total = self.chars, 0.0
        for char in text:
            advance = chars.get(char)
            if advance is None:
                advance = chars[char] = self.metrics.horizontalAdvance(char)
            total += advance
        return total


_advances_of_font: Dict[str, _Advances] = {}


def _advances(font: QFont) -> _Advances:
    """The advances of ``font``, kept for the next tables (a few fonts: the message's)."""
    key = font.key()
    found = _advances_of_font.get(key)
    if found is None:
        if len(_advances_of_font) >= _FONTS_KEPT:
            _advances_of_font.clear()
        found = _advances_of_font[key] = _Advances(font)
    return found
