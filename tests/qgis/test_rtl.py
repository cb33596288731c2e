"""Right-to-left languages in a real QGIS (offscreen): with QGIS set to Arabic the plugin's widgets
are mirrored (the dock, its chips, composer, menus, the results dock, the settings dialog) while
the QGIS application is left as it is; an answer of the reference agent is laid out right to left
with its values (areas, positions) kept left to right; copied text carries no direction marks;
English stays left to right."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from qgis.core import QgsProject, QgsSettings
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QTextCursor
from qgis.PyQt.QtWidgets import QApplication

from geosense import classFactory
from geosense.geosense_dock.core import conversation as C
from scripts.make_demo_project import build
from tests.e2e.test_faults import answer_after, ask, idle
from tests.qgis_support import wait_for

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import i18n  # noqa: E402 - the project's own extractor, from scripts/

RTL, LTR = Qt.LayoutDirection.RightToLeft, Qt.LayoutDirection.LeftToRight
MARKS = re.compile("[\u2066\u2067\u2068\u2069]")


@pytest.fixture(scope="module")
def built():
    i18n.build()  # the .qm files are build products


@pytest.fixture
def plugin_in(tmp_path, desktop_iface, qgis_canvas, reference_agent, built):
    """``plugin_in(locale)``: the plugin on the demo project in QGIS set to ``locale``, connected to
    the reference agent; unloaded and the locale reset afterwards."""
    settings = QgsSettings()
    loaded = []

    def load(locale: str):
        settings.setValue("locale/overrideFlag", True)
        settings.setValue("locale/userLocale", locale)
        path = build(str(tmp_path / "demo"))
        project = QgsProject.instance()
        assert project.read(path)
        layer = project.mapLayersByName("Annotations")[0]
        qgis_canvas.setDestinationCrs(project.crs())
        qgis_canvas.setLayers([layer])
        qgis_canvas.setExtent(layer.extent())
        settings.setValue("geosense/base_url", reference_agent.base_url)
        settings.setValue("geosense/transport", "websocket")
        plugin = classFactory(desktop_iface)
        plugin.initGui()
        loaded.append(plugin)
        plugin.integration.references.ask = lambda text: pytest.fail(f"unexpected question: {text}")
        wait_for(lambda: plugin.controller.connected, what="connection")
        return plugin

    yield load
    for plugin in loaded:
        plugin.unload()
    qgis_canvas.stopRendering()
    QgsProject.instance().clear()
    settings.remove("locale/overrideFlag")
    settings.remove("locale/userLocale")


def answer_view(plugin, question: str):
    """Ask like a user; the message view of the complete answer."""
    q = ask(plugin, question)
    wait_for(lambda: idle(plugin) and answer_after(plugin, q) and answer_after(plugin, q)[-1].status == C.COMPLETE,
             what="the answer")
    view = plugin.dock.conversation.card_for(answer_after(plugin, q)[-1]).body
    wait_for(lambda: not view._writer.has_pending, what="the answer put in whole")
    return view


def blocks(document):
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()


def block_with(document, text: str):
    found = [b for b in blocks(document) if text in b.text()]
    assert found, f"{text!r} not in {document.toPlainText()!r}"
    return found[0]


def x_of(block, position: int) -> float:
    """Where the caret before the block's character ``position`` is drawn (layout coordinates)."""
    block.document().documentLayout().blockBoundingRect(block)  # laid out by now
    line = block.layout().lineForTextPosition(position)
    assert line.isValid()
    x = line.cursorToX(position)
    return x[0] if isinstance(x, tuple) else x


def reading_order(block, position: int):
    """(line, -x) of a character of a right-to-left block: smaller is read first."""
    x = x_of(block, position)
    return block.layout().lineForTextPosition(position).lineNumber(), -x


def test_arabic_mirrors_the_plugin_and_keeps_values_left_to_right(plugin_in, tmp_path):
    plugin = plugin_in("ar")
    assert plugin.translator is not None, "no Arabic translation loaded"
    dock = plugin.dock
    # the plugin's widgets are mirrored, the QGIS application is not
    assert QApplication.layoutDirection() == LTR and dock.parentWidget().layoutDirection() == LTR
    hub = plugin.integration
    widgets = {"dock": dock, "composer": dock.composer, "conversation": dock.conversation,
               "export menu": dock.export_menu, "chips": hub.chips, "add-context menu": hub.chips.add_menu,
               "results dock": hub.results_dock, "results panel": hub.results_panel,
               "review panel": hub.suggestion_panel, "reference popup": dock.composer.completer.popup()}
    wrong = {name: w.layoutDirection() for name, w in widgets.items() if w.layoutDirection() != RTL}
    assert not wrong, f"not right to left: {wrong}"
    # buttons of a row are laid out from the right: New stands right of Export
    assert dock.new_button.mapTo(dock, dock.new_button.rect().center()).x() > \
        dock.export_button.mapTo(dock, dock.export_button.rect().center()).x()

    from geosense.geosense_dock.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(plugin.settings, plugin.iface.mainWindow())
    try:
        assert dialog.layoutDirection() == RTL
    finally:
        dialog.deleteLater()

    # an answer of the agent: every block right to left, values left to right inside
    view = answer_view(plugin, "markup demo")
    document = view.document()
    assert document.defaultTextOption().textDirection() == RTL
    code = [b for b in blocks(document) if b.blockFormat().layoutDirection() == LTR]  # <pre dir="ltr">
    shown = [b for b in blocks(document) if b.text().strip() and b not in code]
    assert shown and all(b.textDirection() == RTL for b in shown), \
        [(b.text()[:30], b.textDirection()) for b in shown if b.textDirection() != RTL]
    text = document.toPlainText()
    # an area (8,295,125 m² -> 8.3 km²) is one left-to-right run: its digits and unit in order
    area = "\u20668.3\u00a0km²\u2069"  # a no-break space: the unit stays by its number
    assert area.replace("\u00a0", " ") in text, text  # the plain text has an ordinary space
    block = block_with(document, area)
    start = block.text().index(area) + 1
    # carets between the characters of the run (the one at its edge may be drawn at either side)
    xs = [x_of(block, start + i) for i in range(1, len("8.3\u00a0km²"))]
    assert xs == sorted(xs) and xs[0] < xs[-1], f"8.3 km² not laid out left to right: {xs}"
    # a position in Arabic words (13.4° N, 52.5° E): each number left to right, latitude first from the right
    lat, lon = "\u206613.40000°\u2069", "\u206652.50000°\u2069"
    block = block_with(document, lat)
    line = block.text()
    assert line.index(lat) < line.index(lon)
    lat_at, lon_at = line.index(lat) + 2, line.index(lon) + 2  # after the first digit
    lat_xs = [x_of(block, lat_at + i) for i in range(len("3.40000"))]
    assert lat_xs == sorted(lat_xs) and lat_xs[0] < lat_xs[-1], f"13.40000 not left to right: {lat_xs}"
    assert reading_order(block, lat_at) < reading_order(block, lon_at), "the latitude is not read first"
    # a table's first column is at the right
    layout = document.documentLayout()
    first, last = (layout.blockBoundingRect(block_with(document, name)).center().x() for name in ("Property", "Value"))
    assert first > last, f"the table is not mirrored: Property at {first}, Value at {last}"
    # code stays left to right
    assert "import requests" in [b.text() for b in code] and all(b.textDirection() == LTR for b in code)

    # copying the answer out carries no direction marks
    cursor = QTextCursor(document)
    cursor.select(QTextCursor.SelectionType.Document)
    view.setTextCursor(cursor)
    copied = view.createMimeDataFromSelection()
    assert "8.3 km²" in copied.text() and not MARKS.search(copied.text()) and not MARKS.search(copied.html())
    plain = view.plain_text()
    assert "km²" in plain and not MARKS.search(plain)

    # an exported page reads right to left in a browser, which mirrors tables itself: the columns
    # stay in their order there, the values keep their isolates
    page_path = tmp_path / "chat.html"
    dock.export_to(str(page_path), "html")
    page = page_path.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>\n<html dir='rtl'>")
    assert page.index(">Property<") < page.index(">Value<") and "\u20668.3\u00a0km²\u2069" in page
    markdown_path = tmp_path / "chat.md"
    dock.export_to(str(markdown_path), "markdown")
    markdown = markdown_path.read_text(encoding="utf-8")
    assert "First item" in markdown and not MARKS.search(markdown)


def test_english_stays_left_to_right(plugin_in, tmp_path):
    plugin = plugin_in("en_US")
    assert plugin.translator is None
    dock = plugin.dock
    hub = plugin.integration
    for widget in (dock, dock.composer, dock.conversation, dock.export_menu, hub.results_dock, hub.chips):
        assert widget.layoutDirection() == LTR
    assert dock.new_button.mapTo(dock, dock.new_button.rect().center()).x() < \
        dock.export_button.mapTo(dock, dock.export_button.rect().center()).x()
    view = answer_view(plugin, "markup demo")
    document = view.document()
    assert document.defaultTextOption().textDirection() == LTR
    assert all(b.textDirection() == LTR for b in blocks(document) if b.text().strip())
    text = document.toPlainText()
    assert "8.3 km²" in text and not MARKS.search(text)
    layout = document.documentLayout()
    first, last = (layout.blockBoundingRect(block_with(document, name)).center().x() for name in ("Property", "Value"))
    assert first < last
    page_path = tmp_path / "chat.html"
    dock.export_to(str(page_path), "html")
    assert page_path.read_text(encoding="utf-8").startswith("<!DOCTYPE html>\n<html><head>")
