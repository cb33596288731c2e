"""Runs inside the real QGIS desktop (``qgis --code``), driven by tests/e2e/test_desktop_identify.py.

Opens the demo project, accepts three suggestions into Annotations with the plugin's review panel,
saves the edits, clicks one new feature with QGIS's own Identify Features tool, and writes what the
Identify Results panel lists (and a screenshot) into the folder GEOSENSE_DESKTOP_OUT. Every step waits
for a condition, polled, with a deadline; never for a fixed time.
"""

import base64
import json
import os
import sys
import time
import traceback

import qgis.utils
from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsGeometry,
    QgsPointXY,
    QgsProject,
)
from qgis.PyQt.QtCore import QPoint, Qt, QTimer
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QTreeWidget

OUT = os.environ["GEOSENSE_DESKTOP_OUT"]
sys.path.insert(0, os.environ["GEOSENSE_SOURCE"])
verdict = {"problems": [], "rows": []}
state = {}


def finish() -> None:
    try:
        qgis.utils.iface.mainWindow().grab().save(os.path.join(OUT, "identify.png"))
    finally:
        with open(os.path.join(OUT, "verdict.json"), "w", encoding="utf-8") as fh:
            json.dump(verdict, fh, indent=1)
        QTimer.singleShot(0, QgsApplication.instance().quit)


def when(condition, then, what: str, deadline: float = 60.0) -> None:
    """Poll ``condition`` every 100 ms; run ``then`` once it holds, or give up with a problem after ``deadline``."""
    started = time.monotonic()

    def poll():
        try:
            if condition():
                then()
                return
        except Exception:  # noqa: BLE001 - reported in the verdict
            verdict["problems"].append(traceback.format_exc())
            finish()
            return
        if time.monotonic() - started > deadline:
            verdict["problems"].append(f"timed out waiting for {what}")
            finish()
            return
        QTimer.singleShot(100, poll)

    QTimer.singleShot(0, poll)


def accept() -> None:
    from scripts.make_demo_project import build

    QgsProject.instance().read(build(os.path.join(OUT, "project")))
    iface = qgis.utils.iface
    layer = QgsProject.instance().mapLayersByName("Annotations")[0]
    plugin = qgis.utils.plugins["geosense"]
    integration = plugin.extensions[0]
    to_mercator = QgsCoordinateTransform(layer.crs(), QgsCoordinateReferenceSystem("EPSG:3857"), QgsProject.instance())
    centre = to_mercator.transform(QgsPointXY(layer.extent().center().x() + 3, layer.extent().center().y() + 3))
    artifact = []
    for i in range(3):
        x, y = centre.x() + i * 25, centre.y()
        g = QgsGeometry.fromWkt(f"Polygon(({x} {y}, {x + 14} {y}, {x + 14} {y + 10}, {x} {y + 10}, {x} {y}))")
        artifact.append({"geometry": base64.b64encode(bytes(g.asWkb())).decode(), "confidence": 0.9 - i * 0.2})
    origin = {"conversation_id": plugin.controller.conversation.conversation_id, "message_uid": "u1",
              "message_id": "msg_4", "excerpt": "I suggest 3 missing houses", "backend": "websocket",
              "url": "ws://127.0.0.1:3003/ws"}
    outcome = integration.results.show_suggestions("artifact-1", artifact, origin=origin)
    integration.widgets.show_suggestions(outcome.result.layers()[0])
    panel = integration.suggestion_panel
    panel.target.setLayer(layer)
    panel.class_field.setField("class")
    panel.set_class_text("house")
    if not panel.accept_scope(2):
        raise RuntimeError("not accepted: " + panel.status.text())
    if not layer.commitChanges():
        raise RuntimeError("; ".join(layer.commitErrors()))
    records = integration.provenance.tracker.book.layer(layer.id())
    verdict["records"] = len(records)
    feature = layer.getFeature(sorted(records)[0])
    state["point"] = feature.geometry().pointOnSurface().asPoint()
    iface.setActiveLayer(layer)
    canvas = iface.mapCanvas()
    canvas.setExtent(feature.geometry().boundingBox().buffered(40))
    canvas.refresh()
    when(lambda: not canvas.isDrawing() and canvas.extent().contains(state["point"]), identify, "the canvas")


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
        accept()
    except Exception:  # noqa: BLE001 - reported in the verdict
        verdict["problems"].append(traceback.format_exc())
        finish()


when(lambda: "geosense" in qgis.utils.plugins and qgis.utils.iface.mainWindow().isVisible(), start,
     "the plugin to load", 90)
