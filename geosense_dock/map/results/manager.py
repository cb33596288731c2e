"""The results manager: the "GeoSense results" group, its results, and their lifetime.

A :class:`ResultsManager` (one per project, owned by the dock) puts every result
into a subgroup of a "GeoSense results" layer-tree group. Results are
independent: showing a new one never destroys an earlier one; each can be
shown, hidden, zoomed to, removed or kept as a real layer, and "Clear results"
removes all of them and the group. Temporary layers are memory layers marked
with :data:`~.marks.TEMPORARY`; :mod:`.project_file` keeps them out of the
project file.

What each kind of result shows lives in a room of its own (:mod:`.highlight`,
:mod:`.similar`, :mod:`.suggestions`, :mod:`.keep`); the manager only adds,
publishes and removes. It never edits the user's own layers (find-similar's
selection is :mod:`.similar`'s).

What a room may call, declared as :class:`~.result.ResultsHost` (everything
else of the manager is its own):

* :meth:`ResultsManager.new_result`, :meth:`~ResultsManager.add_layer`,
  :meth:`~ResultsManager.publish`: a new result, its layers, then the
  results list (``resultAdded``);
* :meth:`~ResultsManager.result`, :meth:`~ResultsManager.remove` (also
  ``keep_layers``, for "Keep as layer"), :meth:`~ResultsManager.results_group`,
  :meth:`~ResultsManager.temporary_layers`, ``project``, ``canvas``, ``closed``;
* ``runs`` (:class:`~.runs.Runs`): a long result is a :class:`~.runs.ResultRun`,
  which enters and leaves it itself; :meth:`~ResultsManager.busy`;
* find-similar's shape cache: :meth:`~ResultsManager.cached_table`,
  :meth:`~ResultsManager.cache_table`.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any, Dict, List, Optional, Sequence, Tuple

from qgis.core import (
    QgsLayerTreeGroup,
    QgsMapLayer,
    QgsProject,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QCoreApplication, QObject, pyqtSignal

from ...core import similarity
from ...signals import Connections
from .. import keys
from . import highlight, keep, suggestions
from .kinds import KindLike, ResultKind
from .marks import RESULT_KIND, RESULTS_GROUP, TEMPORARY
from .outcomes import ToolOutcome
from .project_file import ProjectFileGuard
from .result import Result
from .runs import Runs
from .similar import SimilarRun
from .sources import AnnotationSource, as_sources

log = logging.getLogger("geosense.results")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


class ResultsManager(QObject):
    """Owns the temporary result layers of one project."""

    resultAdded = pyqtSignal(str)
    resultRemoved = pyqtSignal(str)
    resultsCleared = pyqtSignal()
    resultChanged = pyqtSignal(str)  # its title changed

    def __init__(self, project: Optional[QgsProject] = None, canvas=None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.project = project or QgsProject.instance()
        self.canvas = canvas
        self._results: Dict[str, Result] = {}
        self._shape_cache: Dict[str, Tuple[Any, similarity.ShapeTable, List[int]]] = {}
        self._project_file = ProjectFileGuard(self)
        self._removing = False
        self.runs = Runs()  # the long results not finished yet (SimilarRun, HighlightRun)
        self.closed = False
        self._connections = Connections()
        self._connect(self.project.writeProject, self._project_file.on_write_project)
        self._connect(self.project.writeMapLayer, self._project_file.on_write_map_layer)
        self._connect(self.project.projectSaved, self._project_file.restore_layer_order)
        self._connect(self.project.layersWillBeRemoved, self._on_layers_removed)
        self._connect(self.project.cleared, self._forget_all)

    def _connect(self, signal, slot) -> None:
        self._connections.connect(signal, slot)

    def unload(self) -> None:
        """Cancel running searches, remove every temporary layer, disconnect (plugin unload)."""
        self.closed = True
        self.runs.cancel_all()
        self.clear()
        self._connections.disconnect_all()

    # -- bookkeeping -------------------------------------------------------------------

    def results(self) -> List[Result]:
        return sorted(self._results.values(), key=lambda r: r.created)

    def result(self, result_id: str) -> Optional[Result]:
        return self._results.get(result_id)

    def temporary_layers(self) -> List[QgsMapLayer]:
        return [lyr for lyr in self.project.mapLayers().values() if lyr.customProperty(TEMPORARY, None)]

    def busy(self) -> bool:
        """True while a long result (a highlight or find-similar) has not answered yet."""
        return bool(self.runs)

    def results_group(self, create: bool = False) -> Optional[QgsLayerTreeGroup]:
        """The "GeoSense results" group of the layer tree (None when there is none; ``create``: made at the top)."""
        root = self.project.layerTreeRoot()
        for child in root.children():
            if isinstance(child, QgsLayerTreeGroup) and child.customProperty(RESULTS_GROUP, None):
                return child
        if not create:
            return None
        group = root.insertGroup(0, tr("GeoSense results"))
        group.setCustomProperty(RESULTS_GROUP, "true")
        return group

    # -- for the result kinds: new_result, add_layer (as often as needed), publish -----------------------

    def new_result(self, kind: KindLike, title: str) -> Result:
        """A new result of ``kind`` (a :class:`~.kinds.ResultKind`) and its subgroup, at the top of the results
        group; not in :meth:`results` until :meth:`publish`."""
        result = Result(self, uuid.uuid4().hex[:12], kind, title)
        group = self.results_group(create=True).insertGroup(0, title)
        group.setCustomProperty(TEMPORARY, result.id)
        return result

    def add_layer(self, result: Result, layer: QgsVectorLayer, kind: KindLike) -> None:
        """Add a memory layer (styled already) to the project, into ``result``'s subgroup, marked as a
        temporary result layer of ``kind`` (never written to the project file)."""
        layer.setCustomProperty(TEMPORARY, result.id)
        layer.setCustomProperty(keys.RESULT_LAYER, "true")
        layer.setCustomProperty(RESULT_KIND, ResultKind(kind).value)
        layer.setCustomProperty("skipMemoryLayersCheck", 1)
        self.project.addMapLayer(layer, False)
        group = result.group()
        if group is None:
            group = self.results_group(create=True)
        group.addLayer(layer)
        result.layer_ids.append(layer.id())

    def publish(self, result: Result) -> Result:
        """List ``result`` (its layers added): :meth:`results` has it, ``resultAdded`` tells the panel."""
        self._results[result.id] = result
        self.resultAdded.emit(result.id)
        return result

    def suggestions_removed(self, layer: QgsVectorLayer, removed: int) -> None:
        """``removed`` suggestions of ``layer`` were accepted or rejected: its result, its group in the layer
        tree and the layer are named by the suggestions left ("Suggestions (3)"), never a count gone stale."""
        result = next((r for r in self._results.values() if layer.id() in r.layer_ids), None)
        if result is None or removed <= 0:
            return
        left = max(0, int(result.info.get("left", result.info.get("count", 0))) - removed)
        result.info["left"] = left
        result.title = suggestions.suggestions_title(left)
        group = result.group()
        if group is not None:
            group.setName(result.title)
        layer.setName(result.title)
        self.resultChanged.emit(result.id)

    def remove(self, result_id: str, keep_layers: bool = False) -> None:
        """Remove a result: its layers, its subgroup, the results group once empty (``resultRemoved``).
        ``keep_layers``: its layers stay in the project ("Keep as layer" has moved them out)."""
        result = self._results.pop(result_id, None)
        if result is None:
            return
        self._removing = True
        try:
            ids = [] if keep_layers else [i for i in result.layer_ids if self.project.mapLayer(i) is not None]
            if ids:
                self.project.removeMapLayers(ids)
            group = result.group()
            if group is not None and group.parent() is not None:
                group.parent().removeChildNode(group)
        finally:
            self._removing = False
        self._drop_empty_group()
        self.resultRemoved.emit(result_id)

    def clear(self) -> None:
        """Remove every temporary layer and the results group ("Clear results")."""
        self.runs.cancel_all()
        self._removing = True
        try:
            ids = [lyr.id() for lyr in self.temporary_layers()]
            if ids:
                self.project.removeMapLayers(ids)
            group = self.results_group()
            if group is not None:
                self.project.layerTreeRoot().removeChildNode(group)
        finally:
            self._removing = False
        self._results.clear()
        self.resultsCleared.emit()

    def _forget_all(self) -> None:
        self._results.clear()
        self._shape_cache.clear()

    def _drop_empty_group(self) -> None:
        group = self.results_group()
        if group is not None and not group.children():
            self.project.layerTreeRoot().removeChildNode(group)

    def _on_layers_removed(self, layer_ids) -> None:
        for run in self.runs:  # first: a run must not touch a layer once QGIS deletes it
            run.layers_removed(layer_ids)
        for layer_id in layer_ids:
            self._shape_cache.pop(layer_id, None)
        if self._removing:
            return
        gone = set(layer_ids)
        for result in list(self._results.values()):
            if gone & set(result.layer_ids):
                result.layer_ids = [i for i in result.layer_ids if i not in gone]
                if not result.layer_ids:
                    self._results.pop(result.id, None)
                    group = result.group()
                    if group is not None and group.parent() is not None:
                        group.parent().removeChildNode(group)
                    self.resultRemoved.emit(result.id)
        self._drop_empty_group()

    # -- the results' rooms --------------------------------------------------------------------------

    def keep(self, result_id: str, path: Optional[str] = None) -> List[QgsVectorLayer]:
        """Turn a result's layers into real layers of the project (see :func:`.keep.keep`)."""
        return keep.keep(self, result_id, path)

    def highlight(self, data: Any, sources: Sequence[Any], *, title: Optional[str] = None,
                  zoom: bool = False) -> ToolOutcome:
        """Show a HighlightToolData payload (JSON text, dict or parsed) as a new result (see :mod:`.highlight`)."""
        return highlight.highlight(self, data, sources, title=title, zoom=zoom)

    run_highlight = highlight

    def start_highlight(self, data: Any, sources: Sequence[Any], *, title: Optional[str] = None,
                        zoom: bool = False, background: Optional[bool] = None) -> highlight.HighlightRun:
        """A highlight that may run in the background; connect to ``run.finished`` then call ``run.start()``.

        ``background``: ``None`` builds a highlight with many extra attribute values
        (more than ``SYNC_EXTRA_VALUES``) in a cancellable ``QgsTask`` and the rest at once.
        """
        return highlight.HighlightRun(self, data, sources, title=title, zoom=zoom, background=background)

    def find_similar(
        self,
        data: Any,
        sources: Sequence[Any],
        *,
        request_id: str,
        title: Optional[str] = None,
        k: int = 50,
        background: Optional[bool] = None,
        select: bool = True,
    ) -> SimilarRun:
        """Start a find-similar search; connect to ``run.finished`` then call ``run.start()``.

        ``background``: ``None`` runs large pools (more than ``SYNC_LIMIT``
        features) as a cancellable ``QgsTask`` and small ones at once.
        """
        return SimilarRun(self, data, as_sources(sources), request_id, title, k, background, select)

    def cached_table(self, source: AnnotationSource) -> Optional[similarity.ShapeTable]:
        """Find-similar's shape table of ``source`` as read before, if its layer has not changed since
        (``source.stamp``); else None."""
        if source.stamp is None:
            return None
        hit = self._shape_cache.get(source.layer.id())
        if hit is not None and hit[0] == (source.stamp, source.id_field, source.class_attribute):
            return hit[1]
        return None

    def cache_table(self, source: AnnotationSource, table: similarity.ShapeTable) -> None:
        """Keep ``table``, just read from ``source``, for the next find-similar (while its stamp holds)."""
        if source.stamp is not None:
            self._shape_cache[source.layer.id()] = ((source.stamp, source.id_field, source.class_attribute), table, [])

    def show_suggestions(self, artifact_id: str, artifact_data: Any, *, title: Optional[str] = None,
                         origin: Optional[dict] = None) -> ToolOutcome:
        """A suggestion artifact as a temporary layer (see :mod:`.suggestions`); ``origin``: the answer it
        came with (:func:`geosense_dock.core.provenance.answer_origin`), for the provenance of accepts."""
        return suggestions.show_suggestions(self, artifact_id, artifact_data, title=title, origin=origin)

    def suggestion_layers(self) -> List[QgsVectorLayer]:
        return suggestions.suggestion_layers(self)
