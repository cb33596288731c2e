"""The dock on a laptop screen: with the results, the review and the sharing table open, the conversation
keeps a readable share of the dock; the user's split is kept across sessions; the results open in a panel
of their own that is really visible, and the toolbar toggle still hides and shows the GeoSense dock.

A real QGIS (offscreen), the demo project, the real dock and the reference agent: the main window is
given a menu bar, toolbars and a status bar like QGIS's and the size of the screen.
"""

from __future__ import annotations

import logging

import pytest
from qgis.core import QgsSettings
from qgis.PyQt.QtCore import QPoint, QRect, Qt
from qgis.PyQt.QtWidgets import QApplication, QWidget

from geosense import classFactory
from geosense.geosense_dock.integration.widgets import IN_PANEL_KEY
from geosense.geosense_dock.ui.dock import SHARE_KEY, WIDTH_KEY
from tests.e2e.conftest import demo  # noqa: F401 - the fixture
from tests.e2e.test_map_e2e import ask
from tests.qgis_support import wait_for


@pytest.fixture
def laptop(desktop_iface):
    """The main window as QGIS fills a laptop screen: a menu bar, three rows of toolbars, a status
    bar and the map in the middle."""
    main = desktop_iface.mainWindow()
    added = [main.addToolBar(f"Toolbar {i}") for i in range(3)]
    for bar in added:
        bar.addAction("Tool")
    menu = main.menuBar().addMenu("Project")
    main.statusBar().showMessage("Coordinate")
    central = QWidget()
    central.setMinimumWidth(700)
    previous = main.takeCentralWidget()
    main.setCentralWidget(central)

    def size(width: int, height: int) -> None:
        main.resize(width, height)
        QApplication.processEvents()

    yield size
    for bar in added:
        main.removeToolBar(bar)
        bar.deleteLater()
    main.menuBar().removeAction(menu.menuAction())
    main.takeCentralWidget()
    central.deleteLater()
    if previous is not None:
        main.setCentralWidget(previous)


def open_everything(plugin):
    """The review of the demo's missing buildings, the results list and the sharing table, open."""
    integration = plugin.integration
    ask(plugin, "Suggest missing buildings")
    wait_for(lambda: integration.suggestion_panel.layer is not None, 20, "the suggestion review")
    integration.widgets.layers_button.setChecked(True)
    QApplication.processEvents()
    return integration


def inside(widget, outer) -> bool:
    """``widget`` lies wholly inside ``outer``'s rectangle."""
    top_left = widget.mapTo(outer, QPoint(0, 0))
    return outer.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("width,height", [(1366, 768), (1280, 720)])
def test_the_conversation_keeps_a_third_of_the_dock_with_every_panel_open(demo, laptop, width, height):  # noqa: F811
    plugin, _layer = demo
    laptop(width, height)
    integration = open_everything(plugin)
    dock, widgets = plugin.dock, integration.widgets
    main = plugin.iface.mainWindow()
    assert integration.suggestion_panel.isVisible() and integration.results_panel.isVisible()
    assert widgets.sharing.isVisible()
    assert inside(dock, main)
    viewport = dock.conversation.viewport().height()
    assert viewport >= dock.height() / 3, (viewport, dock.height())
    # the review's status line and its buttons are reachable: the panels scroll, nothing is cut off
    panels = dock.panels

    def reached(widget) -> bool:
        """Scrolled to, ``widget`` is wholly shown (or taller than the panels' viewport). Asked again while the
        panels' layout still settles (a panel that just opened moves what is under it)."""
        panels.ensureWidgetVisible(widget, 0, 0)
        return inside(widget, panels.viewport()) or widget.height() > panels.viewport().height()

    for widget in (integration.suggestion_panel.status, integration.suggestion_panel.accept_button):
        wait_for(lambda widget=widget: reached(widget), 10, f"{widget.objectName() or widget} scrolled into view")
    assert inside(panels, dock)
    assert inside(dock.composer, dock) and inside(dock.send_button, dock)


def test_the_users_split_is_kept_across_sessions(demo, laptop, desktop_iface, caplog):  # noqa: F811
    plugin, _layer = demo
    laptop(1366, 768)
    open_everything(plugin)
    split = plugin.dock.split
    sizes = split.sizes()
    split.moveSplitter(int(sum(sizes) * 0.45), 1)  # what dragging the handle does
    QApplication.processEvents()
    saved = float(QgsSettings().value(SHARE_KEY))
    assert saved == pytest.approx(split.sizes()[0] / sum(split.sizes()), abs=0.01)
    assert saved == pytest.approx(0.45, abs=0.03)
    assert saved != pytest.approx(0.6, abs=0.05)  # not the default
    plugin.unload()

    again = classFactory(desktop_iface)  # the next session
    again.initGui()
    try:
        again.integration.show_results()
        QApplication.processEvents()
        sizes = again.dock.split.sizes()
        assert sizes[0] / sum(sizes) == pytest.approx(saved, abs=0.02)
    finally:
        again.unload()

    QgsSettings().setValue(SHARE_KEY, "half")  # not a share: the default, and the log says so
    with caplog.at_level(logging.WARNING, logger="geosense"):
        third = classFactory(desktop_iface)
        third.initGui()
    try:
        assert third.dock.share is None
        assert any("conversation split" in r.getMessage() for r in caplog.records)
    finally:
        third.unload()



def test_the_results_in_a_panel_of_their_own(demo, laptop, desktop_iface):  # noqa: F811
    plugin, _layer = demo
    laptop(1366, 768)
    integration = open_everything(plugin)
    widgets, dock = integration.widgets, plugin.dock
    main = desktop_iface.mainWindow()
    results = integration.results_dock
    assert "GeoSenseResultsDock" not in {d.objectName() for d in desktop_iface.docks()}  # under the conversation

    widgets.own_panel_button.click()
    QApplication.processEvents()
    assert "GeoSenseResultsDock" in {d.objectName() for d in desktop_iface.docks()}
    assert results.isUserVisible() and results.isVisible() and dock.isUserVisible()
    assert main.tabifiedDockWidgets(results) == [] and main.tabifiedDockWidgets(dock) == []
    assert results.geometry().top() >= dock.geometry().bottom()  # placed below the GeoSense dock
    assert integration.suggestion_panel.isVisible() and integration.suggestion_panel.window() is main
    assert dock.conversation.viewport().height() >= dock.height() / 3
    assert QgsSettings().value(IN_PANEL_KEY, False, type=bool)

    # the toolbar toggle hides and shows the GeoSense dock; the results panel stays
    plugin.toggle_action.trigger()
    assert dock.isHidden() and results.isUserVisible()
    plugin.toggle_action.trigger()
    assert dock.isUserVisible() and results.isUserVisible()

    # closed, the Results button opens it again, visible
    results.close()
    assert not results.isUserVisible()
    widgets.results_button.click()
    QApplication.processEvents()
    assert results.isUserVisible()

    # back under the conversation
    widgets.own_panel_button.click()
    QApplication.processEvents()
    assert results.isHidden() and integration.suggestion_panel.isVisible()
    assert integration.suggestion_panel.window() is main and widgets.results_box.parent() is dock.panels_box
    assert not QgsSettings().value(IN_PANEL_KEY, True, type=bool)


def test_the_panel_of_its_own_is_remembered(demo, laptop, desktop_iface):  # noqa: F811
    plugin, _layer = demo
    laptop(1366, 768)
    plugin.integration.widgets.set_in_panel(True)
    plugin.unload()
    again = classFactory(desktop_iface)
    again.initGui()
    try:
        integration = again.integration
        assert integration.widgets.in_panel and integration.widgets.own_panel_button.isChecked()
        integration.show_results()
        QApplication.processEvents()
        assert integration.results_dock.isUserVisible()
        assert integration.widgets.results_box.isVisibleTo(integration.results_dock)
    finally:
        again.unload()
    assert "GeoSenseResultsDock" not in {d.objectName() for d in desktop_iface.docks()}



def _settled(dock) -> None:
    wait_for(lambda: dock.width_settled, 10, "the width the dock opens at")
    QApplication.processEvents()


def test_the_dock_opens_wide_enough_and_the_user_may_make_it_narrower(demo, laptop):  # noqa: F811
    plugin, _layer = demo
    laptop(1366, 768)
    dock, main = plugin.dock, plugin.iface.mainWindow()
    try:
        _settled(dock)
        preferred = dock.sizeHint().width()
        assert dock.width() >= preferred - 4, (dock.width(), preferred)
        chips = plugin.integration.widgets.chips
        shown = [chip for chip in chips.findChildren(QWidget, "geosenseChip") if chip.isVisible()]
        assert len({chip.geometry().top() for chip in shown}) <= 1  # the usual chips on one line
        # a preference, not a minimum: on a laptop the user makes the dock narrower (the chips then wrap)
        narrow = dock.minimumSizeHint().width()
        assert narrow < preferred - 60, (narrow, preferred)
        main.resizeDocks([dock], [narrow], Qt.Orientation.Horizontal)
        QApplication.processEvents()
        assert dock.width() <= narrow + 4, (dock.width(), narrow)
        assert inside(dock.composer, dock) and inside(dock.send_button, dock)
        # the dock does not widen by itself afterwards, not even when the review opens
        open_everything(plugin)
        assert dock.width() <= narrow + 4, (dock.width(), narrow)
    finally:
        QgsSettings().remove(WIDTH_KEY)


def test_the_width_the_dock_was_left_at_is_kept_across_sessions(demo, laptop, desktop_iface, caplog):  # noqa: F811
    plugin, _layer = demo
    laptop(1366, 768)
    dock, main = plugin.dock, plugin.iface.mainWindow()
    try:
        _settled(dock)
        main.resizeDocks([dock], [dock.minimumSizeHint().width() + 20], Qt.Orientation.Horizontal)
        QApplication.processEvents()
        left = dock.width()
        assert left < dock.sizeHint().width() - 20
        plugin.unload()  # QGIS closes
        assert int(QgsSettings().value(WIDTH_KEY)) == left

        again = classFactory(desktop_iface)  # the next session
        again.initGui()
        try:
            _settled(again.dock)
            assert abs(again.dock.width() - left) <= 4, (again.dock.width(), left)
        finally:
            again.unload()

        QgsSettings().setValue(WIDTH_KEY, "wide")  # not a width: the dock's own, and the log says so
        with caplog.at_level(logging.WARNING, logger="geosense"):
            third = classFactory(desktop_iface)
            third.initGui()
            try:
                _settled(third.dock)
                assert third.dock.width() >= third.dock.sizeHint().width() - 4
            finally:
                third.unload()
        assert any("saved dock width" in r.getMessage() for r in caplog.records)
    finally:
        QgsSettings().remove(WIDTH_KEY)
