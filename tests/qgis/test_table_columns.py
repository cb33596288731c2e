"""Tables in a narrow message view, in a real QGIS (offscreen): words stay whole while they can.

A table's columns are measured once when it is put in (widest word, widest line) and shared out
at the view's width the way a browser's automatic table layout does (see
``geosense_dock/ui/render/table_columns.py``); a word is broken only where the widest words of
all columns together do not fit.
"""

from __future__ import annotations

import pytest
from qgis.PyQt.QtCore import QSize
from qgis.PyQt.QtGui import QResizeEvent, QTextLength
from qgis.PyQt.QtWidgets import QApplication

from geosense.geosense_dock.ui.message_view import MessageView
from geosense.geosense_dock.ui.render import table_columns
from geosense.geosense_dock.ui.render.table_columns import TOLERANCE, column_widths, top_level_tables
from tests.qgis_support import dispose, wait_for

_HEADER = "<tr><th>Annotation</th><th>Class</th><th>Area</th><th>Position</th><th>Confidence</th></tr>"
_ROWS = "".join(
    f"<tr><td>House {i}</td><td>Swimming pool</td><td><area value=\"{98.9 + i}\" /></td>"
    f"<td><pos value=\"48.1305{i}, 11.5670{i}\" /></td><td><confidence value=\"0.8{i}\" /></td></tr>"
    for i in range(6))
SELECTION_TABLE = f"<p>You selected <b>6</b> annotations:</p><table>{_HEADER}{_ROWS}</table>"
_BREAKS = " \u200b"


def _cells(view: MessageView):
    """(row, column, [the text of each laid-out line]) of every cell of the view's tables."""
    document = view.document()
    document.size()  # laid out
    for table in top_level_tables(document):
        for row in range(table.rows()):
            for column in range(table.columns()):
                cell = table.cellAt(row, column)
                block = document.findBlock(cell.firstCursorPosition().position())
                last = cell.lastCursorPosition().position()
                lines = []
                while block.isValid() and block.position() <= last:
                    layout, text = block.layout(), block.text()
                    for i in range(layout.lineCount()):
                        line = layout.lineAt(i)
                        lines.append(text[line.textStart():line.textStart() + line.textLength()])
                    block = block.next()
                yield row, column, lines


def _broken_words(view: MessageView):
    """Lines that end inside a word (neither side of the line's end is a break opportunity)."""
    broken = []
    for row, column, lines in _cells(view):
        for line, following in zip(lines, lines[1:]):
            if line and following and line[-1] not in _BREAKS and following[0] not in _BREAKS:
                broken.append((row, column, line, following))
    return broken


def _measured(view: MessageView, index: int = 0):
    return table_columns.measured(list(top_level_tables(view.document()))[index].format())


def _fitted(view: MessageView) -> bool:
    """True when the view's first table has column widths of its own (percentages of its width)."""
    constraints = list(top_level_tables(view.document()))[0].format().columnWidthConstraints()
    return bool(constraints) and all(c.type() == QTextLength.Type.PercentageLength for c in constraints)


def _set_width(view: MessageView, width: int) -> None:
    view.resize(width, view.height())
    QApplication.processEvents()
    wait_for(lambda: not view.table_fit_pending, 5, "the tables fitted to the new width")


@pytest.fixture
def view(qgis_app):
    widget = MessageView()
    widget.max_height = None
    widget.resize(1600, 300)
    widget.show()
    QApplication.processEvents()
    yield widget
    dispose(widget)


def _fitting_width(view: MessageView) -> int:
    """A view width at which every column's widest word fits, with a little room to share (the view
    has no frame or scroll bar: its document is as wide as it)."""
    minimums, _natural = _measured(view)
    return int(sum(minimums) + 2 * view.document().documentMargin() + 2 + TOLERANCE + 24)


def test_the_widest_words_fit_so_no_word_is_broken(view):
    view.set_markup(SELECTION_TABLE)
    minimums, natural = _measured(view)
    assert len(minimums) == 5 and all(n >= m > 0 for m, n in zip(minimums, natural))
    width = _fitting_width(view)
    assert width < sum(natural)  # the columns do not fit at their natural widths
    _set_width(view, width)
    assert _fitted(view)
    assert _broken_words(view) == []
    for _row, _column, lines in _cells(view):
        assert lines  # every cell laid out


def test_a_table_put_in_at_a_narrow_width_is_fitted_at_once(view):
    view.set_markup(SELECTION_TABLE)
    width = _fitting_width(view)
    narrow = MessageView()
    narrow.max_height = None
    narrow.resize(width, 300)
    narrow.show()
    QApplication.processEvents()
    try:
        narrow.set_markup(SELECTION_TABLE)  # measured and fitted as it is put in, before any resize
        assert _fitted(narrow)
        assert _broken_words(narrow) == []
    finally:
        narrow.close()
        narrow.deleteLater()


def test_widening_gives_the_table_back_to_qt_and_narrowing_fits_it_again(view):
    view.set_markup(SELECTION_TABLE)
    assert not _fitted(view)  # wide: natural widths, nothing set
    width = _fitting_width(view)
    _set_width(view, width)
    assert _fitted(view)
    assert _broken_words(view) == []
    _set_width(view, 1600)
    assert not _fitted(view)
    assert all(len(lines) == 1 for _row, _column, lines in _cells(view))  # one line per cell again


def test_where_the_words_do_not_all_fit_the_narrow_columns_keep_theirs(view):
    long_word = "Ab" * 30  # 60 characters with no break opportunity (under the 64 of the long-word breaks)
    view.set_markup("<table><tr><th>Pool</th><th>Note</th><th>Score</th></tr>"
                    f"<tr><td>Pool 12</td><td>{long_word}</td><td>93</td></tr></table>")
    minimums, _natural = _measured(view)
    _set_width(view, int(minimums[0] + minimums[2] + 80))  # far less than the long word needs
    broken = _broken_words(view)
    assert broken and {column for _row, column, _line, _next in broken} == {1}  # only the long word breaks
    texts = {(row, column): lines for row, column, lines in _cells(view)}
    assert texts[(0, 0)] == ["Pool"] and texts[(0, 2)] == ["Score"]


def test_only_the_first_rows_are_measured(view, monkeypatch):
    measured = []
    real = table_columns._block_widths

    def counting(block, metrics, font):
        measured.append(block.text())
        return real(block, metrics, font)

    monkeypatch.setattr(table_columns, "_block_widths", counting)
    rows = "".join(f"<tr><td>row {i}</td><td>{i}</td></tr>" for i in range(500))
    view.set_markup(f"<table><tr><th>Name</th><th>Value</th></tr>{rows}</table>")
    assert len(measured) == table_columns.MEASURED_ROWS * 2
    assert list(top_level_tables(view.document()))[0].rows() == 501


def test_a_table_with_a_table_inside_is_left_to_qt(view):
    view.set_markup("<table><tr><th>Outer</th></tr><tr><td><table><tr><td>inner</td><td>cell</td></tr></table>"
                    "</td></tr></table>")
    assert list(top_level_tables(view.document())) == []
    _set_width(view, 120)
    assert "inner" in view.plain_text()


def test_a_view_that_is_not_laid_out_yet_fits_its_tables_when_it_gets_a_width(qgis_app):
    widget = MessageView()
    widget.max_height = None
    try:
        widget.set_markup(SELECTION_TABLE)  # never shown: no width yet
        minimums, _natural = _measured(widget)
        width = int(sum(minimums) + TOLERANCE + 40)
        widget.resize(width, 300)
        widget.resizeEvent(QResizeEvent(QSize(width, 300), QSize(0, 0)))
        wait_for(lambda: not widget.table_fit_pending, 5, "the tables fitted to the new width")
        assert _fitted(widget)
    finally:
        widget.deleteLater()


# -- the sharing out itself ----------------------------------------------------------------------

def test_columns_that_fit_at_their_natural_widths_are_left_alone():
    assert column_widths([10, 20], [30, 40], 70) is None
    assert column_widths([], [], 10) is None


def test_each_column_gets_its_widest_word_and_the_rest_goes_where_it_is_wanted():
    widths = column_widths([50, 40, 30], [50, 240, 130], 220)
    assert widths is not None
    assert widths[0] == pytest.approx(50)  # wants nothing more
    assert widths[1] == pytest.approx(40 + 100 * 200 / 300)
    assert widths[2] == pytest.approx(30 + 100 * 100 / 300)
    assert sum(widths) == pytest.approx(220)


def test_when_the_words_do_not_fit_the_narrow_columns_keep_them_and_the_wide_share():
    widths = column_widths([30, 200, 300, 20], [30, 400, 300, 20], 250)
    assert widths is not None
    assert widths[0] == pytest.approx(30) and widths[3] == pytest.approx(20)
    assert widths[1] == pytest.approx(100) and widths[2] == pytest.approx(100)
    assert sum(widths) == pytest.approx(250)


def test_no_width_to_share_leaves_the_table_to_qt(view):
    assert column_widths([30, 40], [60, 80], 0) == [0.0, 0.0]
    assert table_columns.percentages([0.0, 0.0]) == []
    view.set_markup(SELECTION_TABLE)
    _set_width(view, 3)  # narrower than any word: nothing to share, nothing raises
    assert "Annotation" in view.plain_text()


def test_a_table_that_cannot_be_measured_is_shown_as_qt_lays_it_out_and_logged(view, monkeypatch, caplog):
    def broken(_table, _font):
        raise RuntimeError("no metrics")

    monkeypatch.setattr(table_columns, "_measure", broken)
    with caplog.at_level("ERROR", logger="geosense.markup"):
        view.set_markup(SELECTION_TABLE + "<p>after the table</p>")
    assert "could not be measured" in caplog.text
    assert len(list(top_level_tables(view.document()))) == 1 and not _fitted(view)
    assert "after the table" in view.plain_text()


def test_a_scroll_bar_coming_costs_no_fitting_and_breaks_no_word(view):
    view.set_markup(SELECTION_TABLE)
    _set_width(view, _fitting_width(view))
    assert _fitted(view) and _broken_words(view) == []
    table = list(top_level_tables(view.document()))[0]
    fitted_for = table.format().property(table_columns._FITTED_FOR)
    _set_width(view, view.width() - 15)  # what a message's own scroll bar takes when it comes
    assert table.format().property(table_columns._FITTED_FOR) == fitted_for  # fitted for a little less already
    assert _broken_words(view) == []
    _set_width(view, view.width() + 4 * int(TOLERANCE))  # wider: fitted again, for the new width
    assert table.format().property(table_columns._FITTED_FOR) > fitted_for + TOLERANCE
    assert _broken_words(view) == []
