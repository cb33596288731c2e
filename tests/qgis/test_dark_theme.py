"""QGIS's Night Mapping theme, applied as QGIS applies it (``QgsApplication.setUITheme``: its style.qss and
palette.txt): every text the plugin colours keeps a contrast of at least 4.5:1 against what it is drawn on.

Measured on what is drawn, never on constants: the dock, its cards, chips and labels are grabbed and the
colours read from their pixels (the background is a rectangle's most common colour, the text the pixel that
differs most from it), and the rich text of the messages and of the activity log is read fragment by
fragment from the document Qt lays out (the colour and background each fragment is drawn with, else the
widget's text colour on the background read from the pixels). Also in QGIS's default theme.
"""

from __future__ import annotations

from collections import Counter
from typing import List, Optional, Tuple

import pytest
from qgis.core import QgsApplication
from qgis.PyQt.QtCore import QPoint, QRect, Qt
from qgis.PyQt.QtGui import QColor, QImage, QPalette, QTextDocument
from qgis.PyQt.QtWidgets import QApplication, QLabel, QPushButton, QTextEdit, QWidget

from geosense.geosense_dock.core import composer_markup as cm
from geosense.geosense_dock.core.conversation import FAILED, RUNNING, STARTED, SUCCEEDED, ActivityEntry
from geosense.geosense_dock.ui.message_view import MessageView
from tests.e2e.conftest import demo  # noqa: F401 - the fixture
from tests.e2e.test_map_e2e import ask

MINIMUM = 4.5


def luminance(color: QColor) -> float:
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.red()) + 0.7152 * channel(color.green()) + 0.0722 * channel(color.blue())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def pixels(image: QImage, rect: QRect) -> Counter:
    rect = rect.intersected(image.rect())
    counts: Counter = Counter()
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            counts[image.pixel(x, y)] += 1
    return counts


def background(image: QImage, rect: QRect) -> QColor:
    return QColor(pixels(image, rect).most_common(1)[0][0])


def measured(image: QImage, rect: QRect) -> Tuple[QColor, QColor, float]:
    """(background, text, contrast) read from the pixels of ``rect``."""
    counts = pixels(image, rect)
    bg = QColor(counts.most_common(1)[0][0])
    fg = max((QColor(c) for c in counts), key=lambda c: contrast(c, bg))
    return bg, fg, contrast(fg, bg)


def grabbed(widget: QWidget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def rect_in(widget: QWidget, outer: QWidget, rect: Optional[QRect] = None) -> QRect:
    rect = rect if rect is not None else widget.rect()
    return QRect(widget.mapTo(outer, rect.topLeft()), rect.size())


class Findings:
    def __init__(self) -> None:
        self.checked = 0
        self.failures: List[str] = []

    def check(self, what: str, fg: QColor, bg: QColor, minimum: float = MINIMUM) -> None:
        self.checked += 1
        ratio = contrast(fg, bg)
        if ratio < minimum:
            self.failures.append(f"{what}: {fg.name()} on {bg.name()} is {ratio:.2f}:1")

    def pixels(self, what: str, image: QImage, rect: QRect, minimum: float = MINIMUM) -> None:
        bg, fg, _ratio = measured(image, rect)
        self.check(what, fg, bg, minimum)

    def document(self, what: str, doc: QTextDocument, text_color: QColor, link_color: QColor, bg: QColor) -> None:
        """Every fragment of ``doc`` with its colour (else ``text_color``, or ``link_color`` for a link) on its
        background (else its table cell's or block's, else ``bg``)."""
        block = doc.begin()
        while block.isValid():
            cell_bg = None
            cursor_table = None
            from qgis.PyQt.QtGui import QTextCursor

            cursor = QTextCursor(block)
            cursor_table = cursor.currentTable()
            if cursor_table is not None:
                cell = cursor_table.cellAt(cursor)
                fmt = cell.format()
                if fmt.background().style() != Qt.BrushStyle.NoBrush:
                    cell_bg = fmt.background().color()
            block_bg = block.blockFormat().background()
            under = cell_bg or (block_bg.color() if block_bg.style() != Qt.BrushStyle.NoBrush else bg)
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                text = fragment.text().strip().replace("\ufffc", "")
                if text and fragment.isValid():
                    fmt = fragment.charFormat()
                    if fmt.foreground().style() != Qt.BrushStyle.NoBrush:
                        fg = fmt.foreground().color()
                    else:
                        fg = link_color if fmt.isAnchor() else text_color
                    back = fmt.background().color() if fmt.background().style() != Qt.BrushStyle.NoBrush else under
                    self.check(f"{what} {text[:30]!r}", fg, back)
                it += 1
            block = block.next()

    def rich_label(self, what: str, label: QLabel, image: QImage, rect: QRect) -> None:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setHtml(label.text())
        pal = label.palette()
        self.document(what, doc, pal.color(QPalette.ColorRole.WindowText), pal.color(QPalette.ColorRole.Link),
                      background(image, rect))


def check_card(card, findings: Findings) -> None:
    image = grabbed(card)
    who = card.message.role
    for label in card.findChildren(QLabel):
        if not label.isVisibleTo(card) or not label.text().strip():
            continue
        rect = rect_in(label, card, label.contentsRect())
        if label.textFormat() == Qt.TextFormat.PlainText or not Qt.mightBeRichText(label.text()):
            findings.pixels(f"{who} card label {label.text()[:30]!r}", image, rect)
        else:
            findings.rich_label(f"{who} card label", label, image, rect)
    for view in card.findChildren(MessageView):
        if not view.isVisibleTo(card):
            continue
        pal = view.palette()
        rect = rect_in(view.viewport(), card)
        findings.document(f"{who} message", view.document(), pal.color(QPalette.ColorRole.Text),
                          pal.color(QPalette.ColorRole.Link), background(image, rect))


@pytest.fixture(params=["Night Mapping", "default"])
def theme(request, qgis_app):
    """The QGIS UI theme, set before the plugin builds its widgets; QGIS's own look restored after."""
    app = QApplication.instance()
    palette, sheet = QPalette(app.palette()), app.styleSheet()
    QgsApplication.setUITheme(request.param)
    yield request.param
    QgsApplication.setUITheme("default")
    app.setStyleSheet(sheet)
    app.setPalette(palette)


def test_every_text_the_plugin_colours_is_readable(theme, demo):  # noqa: F811
    plugin, layer = demo
    dock, ctl = plugin.dock, plugin.controller
    integration = plugin.integration
    findings = Findings()
    main = plugin.iface.mainWindow()
    main.resize(1366, 768)
    QApplication.processEvents()

    # the welcome chips, the connection line
    from tests.qgis_support import wait_for

    wait_for(lambda: any(b.isVisible() for b in dock.welcome.findChildren(QPushButton)), 20, "the welcome chips")
    image = grabbed(dock)
    for button in dock.welcome.findChildren(QPushButton):
        if button.isVisible():
            findings.pixels(f"welcome chip {button.text()!r}", image, rect_in(button, dock).adjusted(3, 3, -3, -3))
    findings.pixels("connection state", image, rect_in(dock.status_label, dock, dock.status_label.contentsRect()))
    findings.pixels("connection dot", image, rect_in(dock.status_dot, dock), minimum=3.0)  # a mark, not text

    # answers with every element of the message format, references, badges, numbers, and their activity
    ask(plugin, "markup demo")
    ask(plugin, "Suggest missing buildings")
    ask(plugin, "zoom to the houses")  # tool calls: an activity log
    for level in ("info", "warning", "error"):
        ctl.show_notice(f"A {level} notice", level)
    QApplication.processEvents()
    logged = [c for c in dock.conversation.cards.values() if c.activity.entries]
    assert logged, "no answer with an activity log"
    # every status the log colours, in the real log of a real card
    logged[-1].activity.set_entries(list(logged[-1].activity.entries) + [
        ActivityEntry("thinking", "look at the houses"),
        ActivityEntry("tool", "highlight", STARTED, "c1"), ActivityEntry("tool", "highlight", RUNNING, "c2"),
        ActivityEntry("backend_tool", "count", SUCCEEDED, "c3", "12 houses"),
        ActivityEntry("tool", "zoom", FAILED, "c4", "no such layer"), ActivityEntry("ignored", "an unknown frame")])
    for card in logged:
        card.activity.toggle.click()
    QApplication.processEvents()
    assert len(dock.conversation.cards) >= 7
    for card in dock.conversation.cards.values():
        check_card(card, findings)

    # context chips, the reply and answering lines, the results list's note, the composer's reference chips
    integration.widgets.results_box.show()
    houses = [f for f in layer.getFeatures() if f["class"] == "house"][:1]
    vector = integration.registry.vector_id(layer)
    dock.insert_references([cm.Chip(kind="ref", id=str(houses[0]["annotation_id"] if "annotation_id" in
                                                     houses[0].fields().names() else houses[0].id()),
                                     v=vector, label="House 1", layer=layer.id(), fid=houses[0].id()),
                            cm.Chip(kind="class", id="house", label="House", color="#d1495b")])
    dock.answering.show()
    ctl._set_waiting(12)  # the answer waiting for the agent: the line in its warning colour
    dock._set_answering_text()
    QApplication.processEvents()
    image = grabbed(dock)
    for chip in integration.chips.findChildren(QLabel):
        if chip.isVisible() and chip.text():
            findings.pixels(f"context chip {chip.text()!r}", image, rect_in(chip, dock, chip.contentsRect()))
    findings.pixels("answering line", image, rect_in(dock.answering_label, dock, dock.answering_label.contentsRect()))
    composer: QTextEdit = dock.composer
    doc = composer.document()
    block = doc.begin()
    chips = 0
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if "\ufffc" in fragment.text():
                cursor = composer.textCursor()
                cursor.setPosition(fragment.position())
                start = composer.cursorRect(cursor)
                cursor.setPosition(fragment.position() + 1)
                end = composer.cursorRect(cursor)
                rect = QRect(QPoint(start.left() + 3, start.top() + 2), QPoint(end.left() - 3, end.bottom() - 2))
                findings.pixels("reference chip in the composer", image, rect_in(composer.viewport(), dock, rect))
                chips += 1
            it += 1
        block = block.next()
    assert chips == 2
    results = integration.results_panel
    if results.empty.isVisible():
        findings.pixels("results note", grabbed(results), results.empty.geometry())

    ctl._set_waiting(0)
    dock.answering.hide()
    assert findings.checked > 60, findings.checked
    assert not findings.failures, f"{len(findings.failures)} of {findings.checked}:\n" + "\n".join(findings.failures)
