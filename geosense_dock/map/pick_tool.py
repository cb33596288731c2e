"""A map tool that picks the feature under a click, for a reference chip in the composer.

Click a feature: :attr:`PickMapTool.picked` ``(layer, feature)``; a click on
nothing: :attr:`PickMapTool.missed`. The tool stays on for more picks; Escape
or a right click ends it (:attr:`PickMapTool.finished`).

What is under the click: the layers the canvas draws, top first; in a layer,
the smallest polygon containing the point, else the nearest point or line
within the usual search radius (a few pixels).
"""

from __future__ import annotations

import logging
from typing import Callable, List, Optional, Tuple

from qgis.core import QgsCsException, QgsFeatureRequest, QgsGeometry, QgsPointXY, QgsRectangle, QgsVectorLayer
from qgis.gui import QgsMapCanvas, QgsMapMouseEvent, QgsMapTool
from qgis.PyQt.QtCore import Qt, pyqtSignal

from . import keys
from .compat import POLYGON

log = logging.getLogger("geosense.map")


def feature_at(canvas: QgsMapCanvas, point: QgsPointXY, layers: Optional[List] = None,
               radius: Optional[float] = None) -> Tuple[Optional[QgsVectorLayer], Optional[object]]:
    """(layer, feature) under ``point`` (canvas map coordinates), or (None, None)."""
    settings = canvas.mapSettings()
    if radius is None:
        radius = QgsMapTool.searchRadiusMU(canvas)
    for layer in layers if layers is not None else canvas.layers():
        if not isinstance(layer, QgsVectorLayer) or not layer.isValid() or keys.is_plugin_layer(layer):
            continue
        try:
            here = settings.mapToLayerCoordinates(layer, point)
            box = settings.mapToLayerCoordinates(layer, QgsRectangle(point.x() - radius, point.y() - radius,
                                                                     point.x() + radius, point.y() + radius))
        except QgsCsException:
            continue
        tolerance = max(box.width(), box.height()) / 2.0
        spot = QgsGeometry.fromPointXY(here)
        best, best_key = None, None
        request = QgsFeatureRequest().setFilterRect(box)
        for feature in layer.getFeatures(request):
            geometry = feature.geometry()
            if geometry is None or geometry.isEmpty():
                continue
            if geometry.type() == POLYGON:
                if not geometry.contains(spot):
                    continue
                key = (0, geometry.area())  # the smallest polygon holding the point
            else:
                distance = geometry.distance(spot)
                if distance > tolerance:
                    continue
                key = (1, distance)
            if best_key is None or key < best_key:
                best, best_key = feature, key
        if best is not None:
            return layer, best
    return None, None


class PickMapTool(QgsMapTool):
    picked = pyqtSignal(object, object)  # layer, feature
    missed = pyqtSignal()
    finished = pyqtSignal()

    def __init__(self, canvas: QgsMapCanvas, layers: Optional[Callable[[], List]] = None) -> None:
        super().__init__(canvas)
        self.layers = layers or canvas.layers
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def canvasReleaseEvent(self, event: QgsMapMouseEvent) -> None:  # noqa: N802 (QGIS override)
        try:
            if event.button() == Qt.MouseButton.RightButton:
                self.finish()
                return
            if event.button() != Qt.MouseButton.LeftButton:
                return
            layer, feature = feature_at(self.canvas(), event.mapPoint(), self.layers())
            if layer is None:
                self.missed.emit()
            else:
                self.picked.emit(layer, feature)
        except Exception:  # noqa: BLE001 - a click never raises into Qt
            log.exception("picking a feature failed")

    def keyPressEvent(self, event) -> None:  # noqa: N802 (QGIS override)
        if event.key() == Qt.Key.Key_Escape:
            self.finish()
            event.accept()
        else:
            event.ignore()

    def finish(self) -> None:
        canvas = self.canvas()
        if canvas is not None and canvas.mapTool() is self:
            canvas.unsetMapTool(self)
        self.finished.emit()


__all__ = ["PickMapTool", "feature_at"]
