"""Runs inside the real QGIS desktop (``qgis --code``), driven by tests/e2e/test_desktop_dock_fit.py.

What a person sees on a laptop: the main window fills the screen, the demo project is opened, the
"Missing buildings" chip of the welcome message is clicked, so the results list and the suggestion review
open under the answer. Writes a screenshot of the whole screen and what it measured (the dock, the
conversation's viewport, where the review's status line is) into the folder GEOSENSE_DESKTOP_OUT. Every
step waits for a condition, polled, with a deadline; never for a fixed time.
"""

import json
import os
import sys
import traceback

import qgis.utils
from qgis.core import QgsApplication, QgsProject
from qgis.PyQt.QtCore import QPoint, QRect, Qt, QTimer
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QApplication, QPushButton

OUT = os.environ["GEOSENSE_DESKTOP_OUT"]
SHOT = os.environ.get("GEOSENSE_DESKTOP_SHOT", "dock.png")
sys.path.insert(0, os.environ["GEOSENSE_SOURCE"])
from tests.desktop.polling import poller  # noqa: E402 - the checkout is importable from here on

verdict = {"problems": []}


def finish() -> None:
    try:
        screen = QApplication.primaryScreen()
        screen.grabWindow(0).save(os.path.join(OUT, SHOT))
    finally:
        with open(os.path.join(OUT, "verdict.json"), "w", encoding="utf-8") as fh:
            json.dump(verdict, fh, indent=1)
        QTimer.singleShot(0, QgsApplication.instance().quit)


when = poller(verdict, finish)  # noqa: E305 - bound once finish exists


def plugin():
    return qgis.utils.plugins["geosense"]


def chip(label: str):
    return next((b for b in plugin().dock.welcome.findChildren(QPushButton) if b.text() == label and b.isVisible()),
                None)


def rect_of(widget) -> list:
    """``widget``'s rectangle on the screen: x, y, width, height."""
    top_left = widget.mapToGlobal(QPoint(0, 0))
    return [top_left.x(), top_left.y(), widget.width(), widget.height()]


def start() -> None:
    from scripts.make_demo_project import build

    main = qgis.utils.iface.mainWindow()
    screen = QApplication.primaryScreen()
    verdict["screen"] = [screen.geometry().width(), screen.geometry().height()]
    verdict["scale"] = screen.devicePixelRatio()
    main.setGeometry(screen.availableGeometry())  # as a maximised window (Xvfb has no window manager)
    QgsProject.instance().read(build(os.path.join(OUT, "project")))
    when(lambda: plugin().controller.connected and chip("Missing buildings") is not None, click,
         "the connection and the welcome chips")


def click() -> None:
    QTest.mouseClick(chip("Missing buildings"), Qt.MouseButton.LeftButton)
    integration = plugin().integration
    controller = plugin().controller
    when(lambda: integration.suggestion_panel.layer is not None and not controller.conversation.turn_active
         and not controller._preparing and not integration.busy(), settle, "the suggestion review")


def settle() -> None:
    integration = plugin().integration
    # as the suggestions arrive: the review starts at the top of the panels, its title, navigation and
    # the first of its choices in sight (not only its title under the results list)
    dock = plugin().dock
    QApplication.processEvents()  # the layouts the last events asked for: what the user sees next
    viewport = QRect(*rect_of(dock.panels.viewport()))
    review = integration.suggestion_panel
    verdict["review_in_sight"] = [name for name, widget in (("title", review.title), ("next", review.next_button),
                                                            ("slider", review.slider))
                                  if viewport.contains(QRect(*rect_of(widget)))]
    integration.widgets.layers_button.setChecked(True)  # every panel open: the sharing table too
    QApplication.processEvents()
    QTimer.singleShot(0, measure)  # once the layout has run


def measure() -> None:
    dock = plugin().dock
    integration = plugin().integration
    screen = QApplication.primaryScreen().geometry()
    status = integration.suggestion_panel.status
    verdict["dock"] = rect_of(dock)
    verdict["conversation"] = dock.conversation.viewport().height()
    verdict["dock_on_screen"] = screen.contains(QRect(*rect_of(dock)))
    verdict["panels"] = rect_of(dock.panels)
    verdict["split"] = dock.split.sizes()
    dock.panels.ensureWidgetVisible(status, 0, 0)
    QApplication.processEvents()
    viewport = QRect(*rect_of(dock.panels.viewport()))
    verdict["status_reachable"] = viewport.contains(QRect(*rect_of(status)))
    # the panels under the conversation fit the dock's width: they scroll down, never sideways
    verdict["panels_sideways"] = dock.panels.horizontalScrollBar().maximum()
    from tests.hidpi_support import clipped_texts

    verdict["clipped"] = clipped_texts(dock)
    from tests.hidpi_support import icon_painted_from

    icons = os.path.join(os.environ["GEOSENSE_SOURCE"], "resources", "icons")
    ratio = qgis.utils.iface.mainWindow().devicePixelRatioF()
    verdict["ratio"] = ratio
    verdict["icons_crisp"] = {  # painted as their buttons paint them on this screen
        "toolbar button": icon_painted_from(plugin().toggle_action.icon(), os.path.join(icons, "geosense.svg"),
                                            16, ratio),
        "open in a panel of its own": icon_painted_from(integration.widgets.own_panel_button.icon(),
                                                        os.path.join(icons, "panel-own.svg"), 16, ratio)}
    dock.panels.ensureWidgetVisible(integration.suggestion_panel, 0, 0)
    dock.conversation.verticalScrollBar().setValue(dock.conversation.verticalScrollBar().maximum())
    QApplication.processEvents()
    finish()


def begin() -> None:
    try:
        start()
    except Exception:  # noqa: BLE001 - reported in the verdict
        verdict["problems"].append(traceback.format_exc())
        finish()


when(lambda: "geosense" in qgis.utils.plugins and qgis.utils.iface.mainWindow().isVisible(), begin,
     "the plugin to load", 90)
