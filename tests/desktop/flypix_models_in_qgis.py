"""Runs inside the real QGIS desktop (``qgis --code``), driven by scripts/flypix_screenshots.py.

A FlyPix model run where you point, as a person does it: with FlyPix as the backend, sign in with the
emulation's API key, select the raster berlin_cog.tif in the FlyPix browser and load its imagery, draw a
region on the map with Draw region (left clicks, a right click), choose the official model and press Run….
The confirmation (cost and balance) is photographed as it stands, answered Yes; when the inference has
finished and its vector is loaded, the screen is photographed again. Every step waits for a condition, polled,
with a deadline; never for a fixed time. Writes the pictures and a verdict into GEOSENSE_DESKTOP_OUT.
"""

import json
import os
import sys
import traceback

import qgis.utils
from qgis.core import QgsApplication, QgsPointXY, QgsProject, QgsRectangle
from qgis.PyQt.QtCore import QPoint, Qt, QTimer
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QApplication, QDockWidget, QMessageBox

OUT = os.environ["GEOSENSE_DESKTOP_OUT"]
SHOT = os.environ.get("GEOSENSE_DESKTOP_SHOT", "flypix-run.png")
sys.path.insert(0, os.environ["GEOSENSE_SOURCE"])
from tests.desktop.polling import poller  # noqa: E402 - the checkout is importable from here on

verdict = {"problems": [], "shots": []}
X0, Y0 = 1487060.0, 6888980.0  # EPSG:3857: the demo roofs
SIZE = 150.0


def finish() -> None:
    try:
        if not verdict["problems"]:
            shoot(SHOT)
    finally:
        with open(os.path.join(OUT, "verdict.json"), "w", encoding="utf-8") as fh:
            json.dump(verdict, fh, indent=1)
        QTimer.singleShot(0, QgsApplication.instance().quit)


def shoot(name: str) -> None:
    QApplication.primaryScreen().grabWindow(0).save(os.path.join(OUT, name))
    verdict["shots"].append(name)


when = poller(verdict, finish)  # noqa: E305 - bound once finish exists


def extension():
    return qgis.utils.plugins["geosense"].flypix


def start() -> None:
    main = qgis.utils.iface.mainWindow()
    screen = QApplication.primaryScreen()
    verdict["screen"] = [screen.geometry().width(), screen.geometry().height()]
    main.setGeometry(screen.availableGeometry())  # as a maximised window (Xvfb has no window manager)
    browser = main.findChild(QDockWidget, "Browser")
    if browser is not None:
        browser.hide()  # room for the FlyPix browser on a laptop screen
    ext = extension()
    ext.dock.show()
    ext.dock.raise_()
    ext.session.sign_in_with_key("demo-key", remember=False)
    when(lambda: ext.session.signed_in and ext.panel.find_item("project", "Berlin demo") is not None,
         lambda: expand("project", "Berlin demo", "folder", "Orthophotos", lambda: expand(
             "folder", "Orthophotos", "folder", "2024", lambda: expand("folder", "2024", "raster", "berlin_cog.tif",
                                                                      pick_raster))), "signed in")


def expand(kind, label, then_kind, then_label, then) -> None:
    panel = extension().panel
    panel.tree.expandItem(panel.find_item(kind, label))
    when(lambda: panel.find_item(then_kind, then_label) is not None, then, f"{then_label} listed")


def pick_raster() -> None:
    ext = extension()
    panel = ext.panel
    raster = panel.find_item("raster", "berlin_cog.tif")
    panel.tree.setCurrentItem(raster)
    panel.tree.expandItem(raster)
    when(lambda: panel.find_item("imagery", "Imagery") is not None and ext.run_box.model_combo.count() == 3,
         load_imagery, "the raster's items and the models")


def load_imagery() -> None:
    ext = extension()
    panel = ext.panel
    imagery = panel.find_item("imagery", "Imagery")
    panel.load_item(imagery)
    panel.tree.setCurrentItem(imagery)
    when(lambda: not ext.loader.busy and len(QgsProject.instance().mapLayers()) >= 1, draw, "the imagery")


def draw() -> None:
    ext = extension()
    canvas = qgis.utils.iface.mapCanvas()
    canvas.setExtent(QgsRectangle(X0 - 60, Y0 - 90, X0 + SIZE + 60, Y0 + SIZE + 30))
    canvas.refresh()
    box = ext.run_box
    box.start_drawing()
    for point in ((X0, Y0), (X0 + SIZE, Y0), (X0 + SIZE, Y0 + SIZE), (X0, Y0 + SIZE)):
        click(canvas, point)
    click(canvas, (X0, Y0 + SIZE), Qt.MouseButton.RightButton)
    when(lambda: "in FlyPix." in box.status.text() and not ext.loader.busy, run, "the region sent")


def click(canvas, point, button=Qt.MouseButton.LeftButton) -> None:
    pixel = canvas.getCoordinateTransform().transform(QgsPointXY(*point))
    QTest.mouseClick(canvas.viewport(), button, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(pixel.x()), round(pixel.y())))


def question():
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()), None)


def run() -> None:
    ext = extension()
    ext.runs.poll_interval = 1.0
    box = ext.run_box
    box.choose_model("FlyPix buildings")
    when(lambda: question() is not None, confirm, "the confirmation", 30)
    QTimer.singleShot(0, box.run_button.click)  # the question runs its own event loop: the poller goes on in it


def confirm() -> None:
    dialog = question()
    verdict["question"] = dialog.text()
    shoot("flypix-run-confirm.png")
    dialog.button(QMessageBox.StandardButton.Yes).click()
    ext = extension()
    when(lambda: ext.runs.watches, lambda: when(lambda: not ext.runs.watches and not ext.loader.busy, done,
                                                "the results loaded", 60), "the run started")


def done() -> None:
    ext = extension()
    verdict["status"] = ext.run_box.status.text()
    verdict["layers"] = sorted(layer.name() for layer in QgsProject.instance().mapLayers().values())
    canvas = qgis.utils.iface.mapCanvas()
    rendered = []
    canvas.mapCanvasRefreshed.connect(lambda: rendered.append(True))
    canvas.refreshAllLayers()
    when(lambda: rendered and not canvas.isDrawing(), finish, "the map drawn with the results")


def begin() -> None:
    try:
        start()
    except Exception:  # noqa: BLE001 - reported in the verdict
        verdict["problems"].append(traceback.format_exc())
        finish()


when(lambda: "geosense" in qgis.utils.plugins and qgis.utils.iface.mainWindow().isVisible()
     and getattr(qgis.utils.plugins["geosense"], "flypix", None) is not None, begin, "the plugin to load", 90)
