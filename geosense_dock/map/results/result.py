"""A result (one entry of the results list) and :class:`ResultsHost`, what a kind of result may use of its manager.

:class:`ResultsHost` is the declared interface between the
:class:`~.manager.ResultsManager` and the rooms of the kinds of results
(:mod:`.highlight`, :mod:`.similar`, :mod:`.suggestions`, :mod:`.keep`): a room's
functions take the manager typed as a ``ResultsHost`` and call nothing else of
it (``make lint``'s ``seams`` check counts reaches into private members). The
manager is one (``tests/qgis/test_results_highlight.py`` checks it). A
:class:`Result` shows, hides, zooms to and removes its own subgroup; it edits
no other layer.
"""

from __future__ import annotations

import time
from typing import Any, Dict, List, Optional, Protocol, runtime_checkable

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsLayerTreeGroup,
    QgsMapLayer,
    QgsProject,
    QgsRectangle,
    QgsVectorLayer,
)

from .kinds import KindLike, ResultKind
from .marks import TEMPORARY
from .runs import Runs


@runtime_checkable
class ResultsHost(Protocol):
    """What a kind of result may use of the :class:`~.manager.ResultsManager` (one per project)."""

    project: QgsProject
    canvas: Any  # the map canvas, or None (scripts)
    closed: bool  # the plugin is unloading: a run that answers now answers "cancelled"
    runs: Runs  # the long results not answered yet (a ResultRun enters and leaves it itself)

    def new_result(self, kind: KindLike, title: str) -> Result:
        """A new result and its subgroup at the top of the results group, not listed until :meth:`publish`."""

    def add_layer(self, result: Result, layer: QgsVectorLayer, kind: KindLike) -> None:
        """Add a memory layer to the project, into ``result``'s subgroup, marked as a temporary layer of ``kind``."""

    def publish(self, result: Result) -> Result:
        """List ``result``, its layers added (``resultAdded``)."""

    def result(self, result_id: str) -> Optional[Result]:
        """The listed result of that id."""

    def remove(self, result_id: str, keep_layers: bool = False) -> None:
        """Remove a result and its subgroup; its layers too unless ``keep_layers`` ("Keep as layer")."""

    def keep(self, result_id: str, path: Optional[str] = None) -> List[QgsVectorLayer]:
        """"Keep as layer": the result's layers become the project's own (in memory, or into a GeoPackage)."""

    def results_group(self, create: bool = False) -> Optional[QgsLayerTreeGroup]:
        """The "GeoSense results" group of the layer tree (``create``: made if there is none)."""

    def temporary_layers(self) -> List[QgsMapLayer]:
        """Every temporary result layer of the project."""

    def busy(self) -> bool:
        """True while a long result has not answered."""

    def cached_table(self, source: Any) -> Any:
        """Find-similar's shape table of ``source`` (an ``AnnotationSource``) read before, or None."""

    def cache_table(self, source: Any, table: Any) -> None:
        """Keep find-similar's shape ``table`` of ``source`` for the next search."""


class Result:
    """One entry of the results list: a subgroup of temporary layers."""

    def __init__(self, manager: ResultsHost, result_id: str, kind: KindLike, title: str) -> None:
        self.manager = manager
        self.id = result_id
        self.kind = ResultKind(kind)  # HIGHLIGHT, SIMILAR or SUGGESTIONS
        self.title = title
        self.layer_ids: List[str] = []
        self.created = time.time()
        self.info: Dict[str, Any] = {}

    # -- parts
    def layers(self) -> List[QgsVectorLayer]:
        project = self.manager.project
        return [lyr for lyr in (project.mapLayer(i) for i in self.layer_ids) if lyr is not None]

    def group(self) -> Optional[QgsLayerTreeGroup]:
        root = self.manager.results_group()
        if root is None:
            return None
        for child in root.children():
            if isinstance(child, QgsLayerTreeGroup) and child.customProperty(TEMPORARY) == self.id:
                return child
        return None

    # -- actions
    def is_visible(self) -> bool:
        group = self.group()
        return bool(group is not None and group.itemVisibilityChecked())

    def show(self) -> None:
        self._set_visible(True)

    def hide(self) -> None:
        self._set_visible(False)

    def _set_visible(self, visible: bool) -> None:
        group = self.group()
        if group is None:
            return
        group.setItemVisibilityChecked(visible)
        if visible:
            parent = group.parent()
            if parent is not None:
                parent.setItemVisibilityChecked(True)

    def extent(self, crs: Optional[QgsCoordinateReferenceSystem] = None) -> QgsRectangle:
        crs = crs or self.manager.project.crs()
        rect = QgsRectangle()
        rect.setMinimal()
        for layer in self.layers():
            layer.updateExtents()
            ext = layer.extent()
            if ext.isNull():
                continue
            if layer.crs() != crs and crs.isValid():
                try:
                    ext = QgsCoordinateTransform(layer.crs(), crs, self.manager.project).transformBoundingBox(ext)
                except QgsCsException:
                    continue
            rect.combineExtentWith(ext)
        return rect

    def zoom_to(self, canvas=None) -> bool:
        canvas = canvas or self.manager.canvas
        if canvas is None:
            return False
        rect = self.extent(canvas.mapSettings().destinationCrs())
        if rect.isNull() or not rect.isFinite():
            return False
        if rect.width() == 0 and rect.height() == 0:
            canvas.setCenter(rect.center())
        else:
            rect.scale(1.15)
            canvas.setExtent(rect)
        canvas.refresh()
        return True

    def remove(self) -> None:
        self.manager.remove(self.id)

    def keep(self, path: Optional[str] = None) -> List[QgsVectorLayer]:
        return self.manager.keep(self.id, path)
