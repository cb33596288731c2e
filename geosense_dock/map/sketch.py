"""Sketches: polygons, lines and points drawn for the next message, never saved in the project.

:class:`SketchStore` keeps the finished sketches (in EPSG:3857) and draws them as
rubber bands on the canvas; :class:`SketchMapTool` draws new ones. They go to the
agent as a ``suggestion`` artifact ``[{geometry: <base64 WKB, EPSG:3857>}]``.

Drawing: left click adds a vertex (a point sketch ends at once), right click or
double click finishes, Backspace removes the last vertex, Esc cancels.
"""

from __future__ import annotations

import logging
from typing import Dict, List, Optional

from qgis.core import QgsCsException, QgsGeometry, QgsPointXY
from qgis.gui import QgsMapCanvas, QgsMapMouseEvent, QgsMapTool, QgsRubberBand
from qgis.PyQt.QtCore import QObject, Qt, pyqtSignal
from qgis.PyQt.QtGui import QColor

from .compat import LINE, POINT, POLYGON
from .geometry import WEB_MERCATOR, to_mercator, wkb_b64

log = logging.getLogger("geosense.map")

SKETCH_COLOR = QColor(255, 64, 160)


class SketchStore(QObject):
    """The sketches for the next message."""

    changed = pyqtSignal(int)  # number of sketches

    def __init__(self, canvas: Optional[QgsMapCanvas] = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.canvas = canvas
        self._geometries: List[QgsGeometry] = []  # EPSG:3857
        self._bands: List[QgsRubberBand] = []
        if canvas is not None:
            canvas.destinationCrsChanged.connect(self._redraw)

    def __len__(self) -> int:
        return len(self._geometries)

    def geometries(self) -> List[QgsGeometry]:
        return [QgsGeometry(g) for g in self._geometries]

    def add(self, geometry: QgsGeometry, crs=None) -> bool:
        """Add a sketch given in ``crs`` (default: the canvas CRS). False if it is unusable."""
        if geometry is None or geometry.isNull() or geometry.isEmpty():
            return False
        crs = crs or (self.canvas.mapSettings().destinationCrs() if self.canvas else WEB_MERCATOR)
        g = QgsGeometry(geometry)
        if g.type() == POLYGON and not g.isGeosValid():
            g = g.makeValid()
        try:
            if crs != WEB_MERCATOR:
                g.transform(to_mercator(crs))
        except QgsCsException as exc:
            log.warning("sketch left out: %s", exc)
            return False
        self._geometries.append(g)
        self._draw(g)
        self.changed.emit(len(self._geometries))
        return True

    def remove_last(self) -> None:
        if self._geometries:
            self._geometries.pop()
            band = self._bands.pop()
            self._drop_band(band)
            self.changed.emit(len(self._geometries))

    def clear(self) -> None:
        self._geometries.clear()
        for band in self._bands:
            self._drop_band(band)
        self._bands.clear()
        self.changed.emit(0)

    def close(self) -> None:
        """Remove the sketches and stop following the canvas (plugin unload)."""
        self.clear()
        if self.canvas is not None:
            try:
                self.canvas.destinationCrsChanged.disconnect(self._redraw)
            except (TypeError, RuntimeError):
                pass

    def artifact_data(self) -> List[Dict]:
        return [{"geometry": wkb_b64(g)} for g in self._geometries]

    def _draw(self, geometry_3857: QgsGeometry) -> None:
        if self.canvas is None:
            self._bands.append(None)
            return
        band = QgsRubberBand(self.canvas, geometry_3857.type())
        band.setColor(SKETCH_COLOR)
        band.setFillColor(QColor(SKETCH_COLOR.red(), SKETCH_COLOR.green(), SKETCH_COLOR.blue(), 50))
        band.setWidth(2)
        if geometry_3857.type() == POINT:
            band.setIcon(QgsRubberBand.IconType.ICON_CIRCLE)
            band.setIconSize(10)
        band.setToGeometry(geometry_3857, WEB_MERCATOR)
        self._bands.append(band)

    def _drop_band(self, band) -> None:
        if band is not None and self.canvas is not None:
            band.reset()
            self.canvas.scene().removeItem(band)

    def _redraw(self) -> None:
        for band, g in zip(self._bands, self._geometries):
            if band is not None:
                band.setToGeometry(g, WEB_MERCATOR)


class SketchMapTool(QgsMapTool):
    """Draws one kind of sketch (``POINT``, ``LINE`` or ``POLYGON`` from ``compat``) into a store."""

    def __init__(self, canvas: QgsMapCanvas, store: SketchStore, geometry_type=POLYGON) -> None:
        super().__init__(canvas)
        self.store = store
        self.geometry_type = geometry_type
        self._points: List[QgsPointXY] = []
        self._band = QgsRubberBand(canvas, LINE if geometry_type != POLYGON else POLYGON)
        self._band.setColor(SKETCH_COLOR)
        self._band.setFillColor(QColor(SKETCH_COLOR.red(), SKETCH_COLOR.green(), SKETCH_COLOR.blue(), 30))
        self._band.setLineStyle(Qt.PenStyle.DashLine)
        self._band.setWidth(2)
        self.setCursor(Qt.CursorShape.CrossCursor)

    def set_geometry_type(self, geometry_type) -> None:
        self.cancel()
        self.geometry_type = geometry_type
        self._band.reset(LINE if geometry_type != POLYGON else POLYGON)

    def canvasPressEvent(self, event: QgsMapMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.finish()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point = self.toMapCoordinates(event.pos())
        if self.geometry_type == POINT:
            self.store.add(QgsGeometry.fromPointXY(point), self.canvas().mapSettings().destinationCrs())
            return
        self.add_vertex(point)

    def canvasDoubleClickEvent(self, event: QgsMapMouseEvent) -> None:
        self.finish()

    def canvasMoveEvent(self, event: QgsMapMouseEvent) -> None:
        if self._points:
            self._update_band(self.toMapCoordinates(event.pos()))

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            event.accept()
        elif event.key() in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete) and self._points:
            self._points.pop()
            self._update_band()
            event.accept()
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish()
            event.accept()
        else:
            event.ignore()

    def add_vertex(self, point: QgsPointXY) -> None:
        if self._points and self._points[-1] == point:
            return  # the second click of a double click
        self._points.append(QgsPointXY(point))
        self._update_band()

    def finish(self) -> bool:
        """Turn the vertices drawn so far into a sketch; False when too few were drawn."""
        points, self._points = self._points, []
        self._band.reset(LINE if self.geometry_type != POLYGON else POLYGON)
        if self.geometry_type == POLYGON and len(points) >= 3:
            geometry = QgsGeometry.fromPolygonXY([points + [points[0]]])
        elif self.geometry_type == LINE and len(points) >= 2:
            geometry = QgsGeometry.fromPolylineXY(points)
        else:
            return False
        return self.store.add(geometry, self.canvas().mapSettings().destinationCrs())

    def cancel(self) -> None:
        self._points = []
        self._band.reset(LINE if self.geometry_type != POLYGON else POLYGON)

    def _update_band(self, hover: Optional[QgsPointXY] = None) -> None:
        points = self._points + ([hover] if hover is not None else [])
        geometry_type = LINE if self.geometry_type != POLYGON else POLYGON
        self._band.reset(geometry_type)
        for i, p in enumerate(points):
            self._band.addPoint(p, i == len(points) - 1)

    def deactivate(self) -> None:
        self.cancel()
        super().deactivate()

    def clean_up(self) -> None:
        """Remove the tool's rubber band from the canvas (plugin unload)."""
        self.cancel()
        self.canvas().scene().removeItem(self._band)


__all__ = ["SketchStore", "SketchMapTool"]
