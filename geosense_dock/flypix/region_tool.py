"""Drawing an inference region for FlyPix on the map, as QGIS's own digitizing does.

:class:`RegionTool` is a map tool: left click adds a vertex, right click (or a
double click, or Enter) finishes the polygon, Backspace removes the last
vertex, Esc cancels. A finished polygon is :attr:`RegionTool.drawn` with the
canvas's CRS; nothing is kept on the canvas or in the project. The polygons of
the selected features of a layer are read by :func:`selected_polygons`, and
:func:`region_polygons` brings either to what FlyPix takes: single EPSG:3857
polygons as base64 WKB, repaired when QGIS can repair them.
"""

from __future__ import annotations

import base64
from typing import Iterable, List, Optional

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCsException,
    QgsGeometry,
    QgsProject,
    QgsVectorLayer,
)
from qgis.gui import QgsMapCanvas
from qgis.PyQt.QtCore import QCoreApplication, QObject, Qt, pyqtSignal

from ..map.compat import POLYGON
from ..map.geometry import WEB_MERCATOR, checked_geometry, to_mercator
from ..map.sketch import SketchMapTool

MAX_REGIONS = 100  # polygons sent at once at most


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


class _Sink(QObject):
    """Where the sketch tool puts a finished polygon: straight to :attr:`RegionTool.drawn`."""

    def __init__(self, tool: RegionTool) -> None:
        super().__init__()
        self.tool = tool

    def add(self, geometry: QgsGeometry, crs: QgsCoordinateReferenceSystem) -> bool:
        self.tool.drawn.emit(QgsGeometry(geometry), QgsCoordinateReferenceSystem(crs))
        return True


class RegionTool(SketchMapTool):
    """Draws one polygon; ``drawn(geometry, crs)`` when finished, ``cancelled`` on Esc."""

    drawn = pyqtSignal(object, object)  # QgsGeometry, QgsCoordinateReferenceSystem
    cancelled = pyqtSignal()

    def __init__(self, canvas: QgsMapCanvas) -> None:
        self._sink = _Sink(self)
        super().__init__(canvas, self._sink, POLYGON)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            event.accept()
            self.cancelled.emit()
            return
        super().keyPressEvent(event)


def selected_polygons(layer: Optional[QgsVectorLayer]) -> List[QgsGeometry]:
    """The geometries of the selected features of a polygon layer; ValueError with a readable reason."""
    if not isinstance(layer, QgsVectorLayer) or not layer.isValid():
        raise ValueError(tr("select polygons in a polygon layer first (the active layer is none)"))
    if layer.geometryType() != POLYGON:
        raise ValueError(tr("the active layer “{name}” has no polygons").format(name=layer.name()))
    geometries = [QgsGeometry(f.geometry()) for f in layer.selectedFeatures() if f.hasGeometry()]
    if not geometries:
        raise ValueError(tr("no polygon is selected in “{name}”").format(name=layer.name()))
    return geometries


def region_polygons(geometries: Iterable[QgsGeometry], crs: QgsCoordinateReferenceSystem,
                    project: Optional[QgsProject] = None) -> List[str]:
    """Single EPSG:3857 polygons as base64 WKB, the way FlyPix takes regions; ValueError when none is usable."""
    project = project or QgsProject.instance()
    transform = to_mercator(crs, project.transformContext()) if crs.isValid() and crs != WEB_MERCATOR else None
    out: List[str] = []
    for n, geometry in enumerate(geometries, 1):
        geom = QgsGeometry(geometry)
        if transform is not None:
            try:
                geom.transform(transform)
            except QgsCsException as exc:
                raise ValueError(tr("polygon {n} cannot be brought to EPSG:3857: {err}").format(n=n, err=exc)) \
                    from exc
        fixed, _problems = checked_geometry(geom, POLYGON) if geom.type() == POLYGON else (None, [])
        if fixed is None:
            raise ValueError(tr("polygon {n} is not a usable polygon").format(n=n))
        for part in QgsGeometry(fixed).asGeometryCollection():
            if part.isEmpty():
                continue
            single = QgsGeometry(part)
            single.convertToSingleType()
            out.append(base64.b64encode(bytes(single.asWkb())).decode("ascii"))
    if not out:
        raise ValueError(tr("no usable polygon"))
    if len(out) > MAX_REGIONS:
        raise ValueError(tr("{n} polygons are too many for one upload (at most {max})").format(
            n=len(out), max=MAX_REGIONS))
    return out
