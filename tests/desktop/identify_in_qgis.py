"""Runs inside the real QGIS desktop (``qgis --code``), driven by tests/e2e/test_desktop_identify.py.

The demo as a user works it, at 1366×768: the plugin talks to the reference agent the test started
(``geosense/base_url`` in the profile), the "Missing buildings" chip is clicked, the review's target is
Annotations with the class it pre-selects, *All shown suggestions* are accepted with the Accept button
(QGIS's attribute form, if it comes up for a single feature, is confirmed) and the edits are saved. Then:
the canvas grab has the style's colour at a new feature (against the same pixel with Annotations hidden),
and QGIS's own Identify Features tool, clicked on it, lists its provenance. What the Identify Results panel
lists, the pixels and screenshots go into the folder GEOSENSE_DESKTOP_OUT. Every step waits for a
condition, polled, with a deadline; never for a fixed time.
"""

import json
import os
import sys
import traceback

import qgis.utils
from qgis.core import (
    QgsApplication,
    QgsCoordinateTransform,
    QgsPointXY,
    QgsProject,
)
from qgis.gui import QgsRubberBand
from qgis.PyQt.QtCore import QPoint, Qt, QTimer
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QApplication, QDockWidget, QTreeWidget

OUT = os.environ["GEOSENSE_DESKTOP_OUT"]
sys.path.insert(0, os.environ["GEOSENSE_SOURCE"])
from tests.desktop.polling import poller  # noqa: E402 - the checkout is importable from here on

verdict = {"problems": [], "rows": [], "forms": 0}
state = {}


def finish() -> None:
    main = qgis.utils.iface.mainWindow()
    try:
        screen = QApplication.primaryScreen().geometry()
        verdict["screen"] = [screen.width(), screen.height()]
        verdict["window_at_end"] = [main.width(), main.height()]  # docks whose minimum heights add up grow it
        verdict["window_minimum"] = [main.minimumSizeHint().width(), main.minimumSizeHint().height()]
        verdict["docks"] = {d.objectName() or d.windowTitle(): [d.minimumSizeHint().height(), d.height()]
                            for d in main.findChildren(QDockWidget) if d.isVisible()}
        main.grab().save(os.path.join(OUT, "identify.png"))
    finally:
        with open(os.path.join(OUT, "verdict.json"), "w", encoding="utf-8") as fh:
            json.dump(verdict, fh, indent=1)
        QTimer.singleShot(0, QgsApplication.instance().quit)


when = poller(verdict, finish)  # noqa: E305 - bound once finish exists


def answer_forms() -> None:
    """Confirm QGIS's attribute form when it comes up for a single accepted feature (as a user presses OK)."""
    from geosense.geosense_dock.ui.suggestion_panel import ATTRIBUTE_FORM

    dialog = QApplication.activeModalWidget()
    if dialog is not None and dialog.objectName() == ATTRIBUTE_FORM:
        verdict["forms"] += 1
        dialog.accept()


def plugin():
    return qgis.utils.plugins["geosense"]


def chip():
    dock = plugin().dock
    return next((c for c in dock.welcome.chips if c.text() == "Missing buildings" and c.isVisible()), None)


def open_demo() -> None:
    from scripts.make_demo_project import build

    iface = qgis.utils.iface
    main = iface.mainWindow()
    main.showNormal()
    main.setGeometry(QApplication.primaryScreen().geometry())  # the whole 1366×768 screen (Xvfb has no window manager)
    state["renders"] = 0
    iface.mapCanvas().mapCanvasRefreshed.connect(count_render)
    QgsProject.instance().read(build(os.path.join(OUT, "project")))
    state["layer"] = QgsProject.instance().mapLayersByName("Annotations")[0]
    when(lambda: plugin().controller.connected and chip() is not None, click_chip, "the agent's chips", 60)


def click_chip() -> None:
    verdict["window"] = [qgis.utils.iface.mainWindow().width(), qgis.utils.iface.mainWindow().height()]
    QTest.mouseClick(chip(), Qt.MouseButton.LeftButton)
    panel = plugin().integration.suggestion_panel
    when(lambda: panel.isVisible() and panel.layer is not None and panel.layer.featureCount() > 0
         and not plugin().controller.conversation.turn_active, accept, "the suggestions in the review", 90)


def accept() -> None:
    from geosense.geosense_dock.ui.suggestion_panel import SCOPE_ALL

    layer = state["layer"]
    panel = plugin().integration.suggestion_panel
    panel.target.setLayer(layer)  # the user picks the layer to accept into
    verdict["class"] = [panel.class_field.currentField(), panel.class_value.currentText()]
    verdict["suggested"] = panel.layer.featureCount()
    panel.scope.setCurrentIndex(panel.scope.findData(SCOPE_ALL))
    forms = QTimer()
    forms.setInterval(50)
    forms.timeout.connect(answer_forms)
    forms.start()
    QTest.mouseClick(panel.accept_button, Qt.MouseButton.LeftButton)
    forms.stop()
    verdict["status"] = panel.status.text()
    if not panel.accepted_fids:
        raise RuntimeError("not accepted: " + panel.status.text())
    verdict["accepted"] = len(panel.accepted_fids)
    state["bands"] = rubber_bands()
    mark = state["renders"]
    QTest.mouseClick(panel.zoom_accepted_button, Qt.MouseButton.LeftButton)  # "Zoom to accepted" (and its flash)
    when(lambda: rendered_since(mark) and rubber_bands() <= state["bands"], save, "the canvas at the accepted features")


def save() -> None:
    layer = state["layer"]
    integration = plugin().integration
    if not layer.commitChanges():  # the user saves the layer's edits
        raise RuntimeError("; ".join(layer.commitErrors()))
    records = integration.provenance.tracker.book.layer(layer.id())
    verdict["records"] = len(records)
    fid = sorted(records)[0]
    feature = layer.getFeature(fid)
    verdict["record"] = {"excerpt": records[fid].excerpt, "confidence": records[fid].confidence}
    canvas = qgis.utils.iface.mapCanvas()
    to_canvas = QgsCoordinateTransform(layer.crs(), canvas.mapSettings().destinationCrs(), QgsProject.instance())
    state["point"] = to_canvas.transform(QgsPointXY(feature.geometry().pointOnSurface().asPoint()))
    verdict["in_view"] = canvas.extent().contains(state["point"])
    mark = state["renders"]
    canvas.refresh()
    when(lambda: rendered_since(mark), read_drawn, "the canvas with the saved features")


def rubber_bands() -> int:
    return sum(1 for item in qgis.utils.iface.mapCanvas().scene().items() if isinstance(item, QgsRubberBand))


def count_render() -> None:
    state["renders"] += 1


def rendered_since(mark: int) -> bool:
    """A canvas render finished after ``mark`` and none is going on."""
    return state["renders"] > mark and not qgis.utils.iface.mapCanvas().isDrawing()


def pixel(canvas, name):
    image = canvas.grab().toImage()
    image.save(os.path.join(OUT, name))
    p = canvas.getCoordinateTransform().transform(state["point"])
    ratio = image.devicePixelRatio() or 1
    colour = image.pixelColor(int(p.x() * ratio), int(p.y() * ratio))
    return [colour.red(), colour.green(), colour.blue()]


def read_drawn() -> None:
    canvas = qgis.utils.iface.mapCanvas()
    verdict["drawn_pixel"] = pixel(canvas, "drawn.png")
    mark = state["renders"]
    node = QgsProject.instance().layerTreeRoot().findLayer(state["layer"].id())
    node.setItemVisibilityChecked(False)  # the same place with Annotations hidden: the background
    canvas.refresh()
    when(lambda: rendered_since(mark) and state["layer"] not in canvas.layers(), read_background, "the background")


def read_background() -> None:
    canvas = qgis.utils.iface.mapCanvas()
    verdict["background_pixel"] = pixel(canvas, "background.png")
    mark = state["renders"]
    QgsProject.instance().layerTreeRoot().findLayer(state["layer"].id()).setItemVisibilityChecked(True)
    canvas.refresh()
    qgis.utils.iface.setActiveLayer(state["layer"])
    when(lambda: rendered_since(mark) and state["layer"] in canvas.layers(), identify, "the canvas again")


def identify() -> None:
    iface = qgis.utils.iface
    canvas = iface.mapCanvas()
    iface.actionIdentify().trigger()
    p = canvas.getCoordinateTransform().transform(state["point"])
    QTest.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(int(p.x()), int(p.y())))
    when(lambda: results_tree() is not None and results_tree().topLevelItemCount() > 0, read_results,
         "the Identify Results")


def results_tree():
    return next((t for t in qgis.utils.iface.mainWindow().findChildren(QTreeWidget) if t.objectName() == "lstResults"),
                None)


def read_results() -> None:
    tree = results_tree()
    tree.expandAll()

    def walk(item, depth):
        for k in range(item.childCount()):
            child = item.child(k)
            verdict["rows"].append([depth, child.text(0), child.text(1)])
            walk(child, depth + 1)

    walk(tree.invisibleRootItem(), 0)
    finish()


def start() -> None:
    try:
        open_demo()
    except Exception:  # noqa: BLE001 - reported in the verdict
        verdict["problems"].append(traceback.format_exc())
        finish()


when(lambda: "geosense" in qgis.utils.plugins and qgis.utils.iface.mainWindow().isVisible(), start,
     "the plugin to load", 90)
