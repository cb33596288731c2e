"""Agent results on the canvas: highlight, find-similar and suggestions as temporary layers.

A :class:`ResultsManager` (one per project, owned by the dock) puts every result
into a subgroup of a "GeoSense results" layer-tree group. Results are
independent: showing a new one never destroys an earlier one; each can be
shown, hidden, zoomed to, removed or kept as a real layer, and "Clear results"
removes all of them and the group.

Temporary layers are memory layers marked with the custom property
``geosense/temporary``. They never reach the user's project file: while QGIS
writes the project, the manager strips them from the layer tree, snapping and
layer-order sections and empties their ``<maplayer>`` elements (QGIS writes
each layer after ``writeProject`` has fired, so that part happens in
``writeMapLayer``). "Keep as layer" clears the mark (and can write a
GeoPackage), after which the layer is saved like any other.

The functions take the QGIS objects they work on: an ordered list of
:class:`AnnotationSource` (layer, annotation-id field, vector id, classes), in
the order ids are resolved (PROTOCOL.md section 3).
:func:`sources_from_registry` builds that list from the plugin's
``VectorRegistry``.
"""

from __future__ import annotations

import logging
import math
import os
import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple

from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeature,
    QgsFeatureRequest,
    QgsField,
    QgsGeometry,
    QgsLayerTreeGroup,
    QgsLayerTreeLayer,
    QgsMapLayer,
    QgsProject,
    QgsRectangle,
    QgsTask,
    QgsVectorFileWriter,
    QgsVectorLayer,
    QgsVectorLayerFeatureSource,
)
from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QVariant, pyqtSignal
from qgis.PyQt.QtXml import QDomDocument, QDomElement

from ..core import similarity
from ..core.tools import (
    FindSimilarToolData,
    HighlightToolData,
    ToolDataError,
    attribute_number,
    column_kind,
    format_attribute,
    format_length,
    format_percent,
    parse_find_similar,
    parse_highlight,
)
from ..signals import Connections
from . import keys
from .compat import (
    DISTANCE_METERS,
    FIELD_BOOL,
    FIELD_DOUBLE,
    FIELD_LONG,
    FIELD_STRING,
    LINE,
    POINT,
    POLYGON,
    is_curved,
    layer_type_name,
)
from .geometry import distance_area

log = logging.getLogger("geosense.results")

TEMPORARY = keys.PREFIX + "temporary"  # value: the result id
RESULTS_GROUP = keys.PREFIX + "results_group"
RESULT_KIND = keys.PREFIX + "result_kind"
PLUGIN_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STYLE_DIR = os.path.join(PLUGIN_DIR, "resources", "styles")
ID_FIELD = "geosense_id"
SYNC_LIMIT = 20000  # find-similar over fewer features runs at once; more go to a QgsTask


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


# ----------------------------------------------------------------- sources


@dataclass
class AnnotationSource:
    """A layer annotations are looked up in.

    ``id_field``: integer field holding annotation ids (``None``: feature ids).
    ``class_attribute``: field name (or expression when ``class_is_expression``)
    whose value ``class_of_value`` maps to a class id; ``class_names`` maps
    class ids to names. ``stamp``: anything that changes when the layer's
    annotations do (the registry's generation); with it, shape descriptors are
    cached between find-similar runs.
    """

    layer: QgsVectorLayer
    id_field: Optional[str] = None
    vector_id: Optional[str] = None
    class_attribute: Optional[str] = None
    class_is_expression: bool = False
    class_of_value: Optional[Callable[[Any], Optional[str]]] = None
    class_names: Mapping[str, str] = field(default_factory=dict)
    stamp: Any = None

    @property
    def v(self) -> str:
        return self.vector_id or self.layer.id()

    def class_of(self, value: Any) -> Optional[str]:
        if value is None or (isinstance(value, QVariant) and value.isNull()):
            return None
        if self.class_of_value is not None:
            return self.class_of_value(value)
        return str(value)

    def fids_for(self, ann_ids: Iterable[int]) -> Dict[int, int]:
        """Annotation id -> feature id for the ids this layer holds."""
        wanted = set(int(a) for a in ann_ids)
        if not wanted:
            return {}
        if not self.id_field:
            if len(wanted) <= 5000:  # ask for just these ids
                request = QgsFeatureRequest().setFilterFids(list(wanted))
                request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
                request.setNoAttributes()
                return {int(f.id()): int(f.id()) for f in self.layer.getFeatures(request)}
            present = set(self.layer.allFeatureIds())
            return {a: a for a in wanted if a in present}
        idx = self.layer.fields().lookupField(self.id_field)
        if idx < 0:
            return {}
        request = QgsFeatureRequest().setFlags(QgsFeatureRequest.Flag.NoGeometry)
        request.setSubsetOfAttributes([idx])
        out: Dict[int, int] = {}
        for feature in self.layer.getFeatures(request):
            ann = _as_int(feature.attribute(idx))
            if ann is not None and ann in wanted and ann not in out:
                out[ann] = int(feature.id())
        return out


def as_sources(sources: Sequence[Any]) -> List[AnnotationSource]:
    out = []
    for s in sources:
        if isinstance(s, AnnotationSource):
            out.append(s)
        elif isinstance(s, QgsVectorLayer):
            out.append(AnnotationSource(s))
    return [s for s in out if s.layer is not None and s.layer.isValid()]


def sources_from_registry(registry, first: Sequence[str] = (), active_layer=None) -> List[AnnotationSource]:
    """Shared layers of a ``VectorRegistry`` as sources, in resolution order:
    vector ids named in the message (``first``), the active layer, the rest."""
    order: List[QgsVectorLayer] = []
    seen = set()

    def add(layer) -> None:
        if layer is not None and layer.id() not in seen and registry.is_shared(layer):
            seen.add(layer.id())
            order.append(layer)

    for vid in first:
        add(registry.layer_for(vid))
    add(active_layer)
    for layer in registry.shared_layers():
        add(layer)
    out = []
    for layer in order:
        scheme = registry.class_scheme(layer)
        classes = list(scheme.classes)

        def class_of_value(value, scheme=scheme, classes=classes):
            index = scheme.index_for(value)
            return classes[index].id if 0 <= index < len(classes) else None

        out.append(
            AnnotationSource(
                layer=layer,
                id_field=registry.annotation_ids_field(layer) or None,
                vector_id=registry.vector_id(layer),
                class_attribute=scheme.attribute or None,
                class_is_expression=scheme.is_expression,
                class_of_value=class_of_value,
                class_names={c.id: c.name for c in classes},
                stamp=(registry.generation(layer), scheme.signature()),
            )
        )
    return out


def _as_int(value: Any) -> Optional[int]:
    if value is None or (isinstance(value, QVariant) and value.isNull()):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return int(number) if math.isfinite(number) and number.is_integer() else None


def _resolve(ids: Iterable[int], sources: Sequence[AnnotationSource]) -> Tuple[Dict[int, Tuple[int, int]], List[int]]:
    """ann id -> (source index, fid) for the first source holding each id; and the missing ids."""
    pending = list(dict.fromkeys(int(i) for i in ids))
    found: Dict[int, Tuple[int, int]] = {}
    for index, source in enumerate(sources):
        left = [a for a in pending if a not in found]
        if not left:
            break
        for ann, fid in source.fids_for(left).items():
            found[ann] = (index, fid)
    return found, [a for a in pending if a not in found]


# --------------------------------------------------------------- outcomes


@dataclass
class ToolOutcome:
    """What a client tool did; ``tool_result`` turns it into the wire frame."""

    success: bool
    message: str
    missing_ids: List[int] = field(default_factory=list)
    result: Optional[Result] = None
    error: Optional[str] = None  # PROTOCOL.md error code when not successful
    warnings: List[str] = field(default_factory=list)

    def __iter__(self):  # (success, message, missing_ids)
        return iter((self.success, self.message, self.missing_ids))

    def tool_result(self, tool_name: str, call_id: str, project: Optional[QgsProject] = None) -> Dict[str, Any]:
        from ..core.protocol.frames import tool_result_frame

        return tool_result_frame(
            tool_name,
            call_id,
            self.success,
            self.message,
            error=None if self.success else (self.error or "EXECUTION_ERROR"),
            layer_state=layer_state(project or QgsProject.instance()),
        )


@dataclass
class SimilarOutcome(ToolOutcome):
    request_id: str = ""
    class_id: Optional[str] = None
    class_name: Optional[str] = None
    annotations: List[Dict[str, Any]] = field(default_factory=list)  # [{id, v}]
    cancelled: bool = False

    @property
    def count(self) -> int:
        return len(self.annotations)

    def selection_context(self) -> Dict[str, Any]:
        return {"type": "selection", "annotations": list(self.annotations), "regions": [], "suggestions": []}

    def response_text(self) -> str:
        n = self.count
        return "Find Similar located {} result{} belonging to class {}.".format(
            n, "" if n == 1 else "s", self.class_name or self.class_id or "unknown"
        )


def layer_state(project: Optional[QgsProject] = None) -> List[Dict[str, Any]]:
    """``[{id, type, visible}]`` of the project's layers, in layer-tree order."""
    project = project or QgsProject.instance()
    root = project.layerTreeRoot()
    out = []
    seen = set()
    for node in root.findLayers():
        layer = node.layer()
        if layer is None:
            continue
        seen.add(layer.id())
        out.append({"id": layer.id(), "type": layer_type_name(layer), "visible": bool(node.isVisible())})
    for layer in project.mapLayers().values():
        if layer.id() not in seen:
            out.append({"id": layer.id(), "type": layer_type_name(layer), "visible": False})
    return out


# ------------------------------------------------------------------ styles


def _geometry_key(layer: QgsVectorLayer) -> str:
    gtype = layer.geometryType()
    return {POINT: "point", LINE: "line", POLYGON: "polygon"}.get(gtype, "polygon")


def apply_style(layer: QgsVectorLayer, kind: str) -> bool:
    """Load ``resources/styles/<kind>_<geometry>.qml`` (or ``<kind>.qml``); programmatic fallback."""
    for name in (f"{kind}_{_geometry_key(layer)}.qml", f"{kind}.qml"):
        path = os.path.join(STYLE_DIR, name)
        if os.path.exists(path):
            message, ok = layer.loadNamedStyle(path)
            if ok:
                return True
            log.warning("style %s did not load: %s", name, message)
    return False


_COLORS = {
    "highlight": (230, 0, 160),
    "linked": (0, 170, 255),
    "similar": (255, 120, 0),
    "distance": (90, 0, 200),
    "overlap": (220, 0, 0),
}
_CONFIDENCE_CLASSES = (  # (lower, upper, label, colour) over coalesce(confidence, -1)
    (-1.5, -0.5, QT_TRANSLATE_NOOP("GeoSenseResults", "unknown confidence"), (150, 150, 150)),
    (0.0, 0.5, QT_TRANSLATE_NOOP("GeoSenseResults", "confidence < 50 %"), (230, 60, 40)),
    (0.5, 0.8, QT_TRANSLATE_NOOP("GeoSenseResults", "confidence 50-80 %"), (255, 170, 0)),
    (0.8, 1.0001, QT_TRANSLATE_NOOP("GeoSenseResults", "confidence >= 80 %"), (40, 190, 70)),
)


def _symbol(geometry_type, rgb: Tuple[int, int, int], fill_alpha: int = 70):
    """Bright symbol with a white halo: stands out over imagery and light basemaps alike."""
    from qgis.core import QgsFillSymbol, QgsLineSymbol, QgsMarkerSymbol, QgsSimpleLineSymbolLayer
    from qgis.PyQt.QtGui import QColor

    r, g, b = rgb
    if geometry_type == POINT:
        return QgsMarkerSymbol.createSimple(
            {"name": "circle", "size": "4", "color": f"{r},{g},{b},255", "outline_color": "255,255,255,230",
             "outline_width": "0.6"}
        )
    if geometry_type == LINE:
        symbol = QgsLineSymbol.createSimple({"color": "255,255,255,230", "width": "1.5", "capstyle": "round"})
    else:
        symbol = QgsFillSymbol.createSimple({"color": f"{r},{g},{b},{fill_alpha}", "outline_style": "no"})
        symbol.appendSymbolLayer(QgsSimpleLineSymbolLayer(QColor(255, 255, 255, 230), 1.5))
    symbol.appendSymbolLayer(QgsSimpleLineSymbolLayer(QColor(r, g, b), 0.7))
    return symbol


def _labels(layer: QgsVectorLayer, field_name: str, along_line: bool) -> None:
    from qgis.core import (
        QgsPalLayerSettings,
        QgsTextBufferSettings,
        QgsTextFormat,
        QgsVectorLayerSimpleLabeling,
    )
    from qgis.PyQt.QtGui import QColor, QFont

    text = QgsTextFormat()
    font = QFont()
    font.setBold(True)
    text.setFont(font)
    text.setSize(9)
    text.setColor(QColor(20, 20, 20))
    buffer = QgsTextBufferSettings()
    buffer.setEnabled(True)
    buffer.setSize(1.0)
    buffer.setColor(QColor(255, 255, 255))
    text.setBuffer(buffer)
    settings = QgsPalLayerSettings()
    settings.fieldName = field_name
    settings.setFormat(text)
    settings.placement = QgsPalLayerSettings.Placement.Line if along_line else QgsPalLayerSettings.Placement.OverPoint
    layer.setLabeling(QgsVectorLayerSimpleLabeling(settings))
    layer.setLabelsEnabled(True)


def build_style(layer: QgsVectorLayer, kind: str) -> None:
    """The programmatic style of a result layer (the .qml files in resources/styles are made from these)."""
    from qgis.core import QgsGraduatedSymbolRenderer, QgsRendererRange, QgsSingleSymbolRenderer

    gtype = layer.geometryType()
    if kind == "suggestions":
        ranges = []
        for lower, upper, label, rgb in _CONFIDENCE_CLASSES:
            legend = tr(label)  # noqa: TR002 - marked with QT_TRANSLATE_NOOP in _CONFIDENCE_CLASSES
            ranges.append(QgsRendererRange(lower, upper, _symbol(gtype, rgb, 90), legend))
        renderer = QgsGraduatedSymbolRenderer('coalesce("confidence", -1)', ranges)
        layer.setRenderer(renderer)
    else:
        layer.setRenderer(QgsSingleSymbolRenderer(_symbol(gtype, _COLORS.get(kind, _COLORS["highlight"]),
                                                          120 if kind == "overlap" else 70)))
    if kind in ("distance", "overlap"):
        _labels(layer, "label", kind == "distance")
    layer.triggerRepaint()


def _style(layer: QgsVectorLayer, kind: str) -> None:
    if not apply_style(layer, kind):
        build_style(layer, kind)


# ----------------------------------------------------------------- results


class Result:
    """One entry of the results list: a subgroup of temporary layers."""

    def __init__(self, manager: ResultsManager, result_id: str, kind: str, title: str) -> None:
        self.manager = manager
        self.id = result_id
        self.kind = kind  # "highlight" | "similar" | "suggestions"
        self.title = title
        self.layer_ids: List[str] = []
        self.created = time.time()
        self.info: Dict[str, Any] = {}

    # -- parts
    def layers(self) -> List[QgsVectorLayer]:
        project = self.manager.project
        return [lyr for lyr in (project.mapLayer(i) for i in self.layer_ids) if lyr is not None]

    def group(self) -> Optional[QgsLayerTreeGroup]:
        root = self.manager._group(create=False)
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


class ResultsManager(QObject):
    """Owns the temporary result layers of one project."""

    resultAdded = pyqtSignal(str)
    resultRemoved = pyqtSignal(str)
    resultsCleared = pyqtSignal()

    def __init__(self, project: Optional[QgsProject] = None, canvas=None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.project = project or QgsProject.instance()
        self.canvas = canvas
        self._results: Dict[str, Result] = {}
        self._shape_cache: Dict[str, Tuple[Any, similarity.ShapeTable, List[int]]] = {}
        self._pending_placeholders: List[QDomElement] = []
        self._saved_order: Optional[List[QgsMapLayer]] = None
        self._removing = False
        self._runs: List[SimilarRun] = []
        self.closed = False
        self._connections = Connections()
        self._connect(self.project.writeProject, self._on_write_project)
        self._connect(self.project.writeMapLayer, self._on_write_map_layer)
        self._connect(self.project.projectSaved, self._restore_layer_order)
        self._connect(self.project.layersWillBeRemoved, self._on_layers_removed)
        self._connect(self.project.cleared, self._forget_all)

    def _connect(self, signal, slot) -> None:
        self._connections.connect(signal, slot)

    def unload(self) -> None:
        """Cancel running searches, remove every temporary layer, disconnect (plugin unload)."""
        self.closed = True
        for run in list(self._runs):
            run.cancel()
        self.clear()
        self._connections.disconnect_all()

    # -- bookkeeping -------------------------------------------------------------------

    def results(self) -> List[Result]:
        return sorted(self._results.values(), key=lambda r: r.created)

    def result(self, result_id: str) -> Optional[Result]:
        return self._results.get(result_id)

    def temporary_layers(self) -> List[QgsMapLayer]:
        return [lyr for lyr in self.project.mapLayers().values() if lyr.customProperty(TEMPORARY, None)]

    def _group(self, create: bool = True) -> Optional[QgsLayerTreeGroup]:
        root = self.project.layerTreeRoot()
        for child in root.children():
            if isinstance(child, QgsLayerTreeGroup) and child.customProperty(RESULTS_GROUP, None):
                return child
        if not create:
            return None
        group = root.insertGroup(0, tr("GeoSense results"))
        group.setCustomProperty(RESULTS_GROUP, "true")
        return group

    def _new_result(self, kind: str, title: str) -> Result:
        result = Result(self, uuid.uuid4().hex[:12], kind, title)
        group = self._group().insertGroup(0, title)
        group.setCustomProperty(TEMPORARY, result.id)
        return result

    def _add_layer(self, result: Result, layer: QgsVectorLayer, kind: str) -> None:
        layer.setCustomProperty(TEMPORARY, result.id)
        layer.setCustomProperty(keys.RESULT_LAYER, "true")
        layer.setCustomProperty(RESULT_KIND, kind)
        layer.setCustomProperty("skipMemoryLayersCheck", 1)
        self.project.addMapLayer(layer, False)
        group = result.group()
        if group is None:
            group = self._group()
        group.addLayer(layer)
        result.layer_ids.append(layer.id())

    def _publish(self, result: Result) -> None:
        self._results[result.id] = result
        self.resultAdded.emit(result.id)

    def remove(self, result_id: str) -> None:
        result = self._results.pop(result_id, None)
        if result is None:
            return
        self._removing = True
        try:
            ids = [i for i in result.layer_ids if self.project.mapLayer(i) is not None]
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
        for run in list(self._runs):
            run.cancel()
        self._removing = True
        try:
            ids = [lyr.id() for lyr in self.temporary_layers()]
            if ids:
                self.project.removeMapLayers(ids)
            group = self._group(create=False)
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
        group = self._group(create=False)
        if group is not None and not group.children():
            self.project.layerTreeRoot().removeChildNode(group)

    def _on_layers_removed(self, layer_ids) -> None:
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

    # -- keep --------------------------------------------------------------------------

    def keep(self, result_id: str, path: Optional[str] = None) -> List[QgsVectorLayer]:
        """Turn a result's layers into real layers of the project.

        Without ``path`` the memory layers stay in memory (QGIS warns about them
        on exit like any scratch layer); with a ``.gpkg`` path each layer is
        written there and the GeoPackage layer replaces the memory layer.
        """
        result = self._results.get(result_id)
        if result is None:
            return []
        root = self.project.layerTreeRoot()
        kept: List[QgsVectorLayer] = []
        for layer in result.layers():
            target = layer
            if path:
                target = self._write_gpkg(layer, path)
            for key in (TEMPORARY, keys.RESULT_LAYER, RESULT_KIND, "skipMemoryLayersCheck", keys.SUGGESTION_ARTIFACT):
                target.removeCustomProperty(key)
            if target is layer:
                node = root.findLayer(layer.id())
                clone = node.clone() if node is not None else QgsLayerTreeLayer(layer)
                root.insertChildNode(0, clone)
                if node is not None and node.parent() is not None:
                    node.parent().removeChildNode(node)
            else:
                self.project.addMapLayer(target, False)
                root.insertLayer(0, target)
            kept.append(target)
        self._removing = True
        try:
            if path:
                self.project.removeMapLayers([lyr.id() for lyr in result.layers()])
            group = result.group()
            if group is not None and group.parent() is not None:
                group.parent().removeChildNode(group)
        finally:
            self._removing = False
        self._results.pop(result_id, None)
        self._drop_empty_group()
        self.resultRemoved.emit(result_id)
        return kept

    def _write_gpkg(self, layer: QgsVectorLayer, path: str) -> QgsVectorLayer:
        options = QgsVectorFileWriter.SaveVectorOptions()
        options.driverName = "GPKG"
        name = "".join(c if c.isalnum() else "_" for c in layer.name()).strip("_")[:60] or "geosense_result"
        options.layerName = name
        options.actionOnExistingFile = (
            QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteLayer
            if os.path.exists(path)
            else QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteFile
        )
        error, message, new_path, new_layer = QgsVectorFileWriter.writeAsVectorFormatV3(
            layer, path, self.project.transformContext(), options
        )
        if error != QgsVectorFileWriter.WriterError.NoError:
            raise OSError(tr("Could not write {path}: {message}").format(path=path, message=message))
        target = QgsVectorLayer(f"{new_path}|layername={new_layer or name}", layer.name(), "ogr")
        if not target.isValid():
            raise OSError(tr("The written layer {path} does not open").format(path=path))
        doc = QDomDocument()
        layer.exportNamedStyle(doc)
        target.importNamedStyle(doc)
        return target

    # -- never into the project file -------------------------------------------------------

    def _on_write_project(self, doc: QDomDocument) -> None:
        ids = {lyr.id() for lyr in self.temporary_layers()}
        self._pending_placeholders = []
        root = self.project.layerTreeRoot()
        if ids:
            order = root.customLayerOrder()
            self._saved_order = order
            root.setCustomLayerOrder([lyr for lyr in order if lyr.id() not in ids])
        if not ids and self._group(create=False) is None:
            return
        doomed: List[QDomElement] = []

        def walk(element: QDomElement) -> None:
            child = element.firstChildElement()
            while not child.isNull():
                tag = child.tagName()
                if child.attribute("id") in ids or (tag == "item" and child.text() in ids):
                    doomed.append(child)
                elif tag == "layer-tree-group" and _has_property(child, RESULTS_GROUP):
                    doomed.append(child)
                else:
                    walk(child)
                child = child.nextSiblingElement()

        walk(doc.documentElement())
        for element in doomed:
            element.parentNode().removeChild(element)

    def _on_write_map_layer(self, layer, element: QDomElement, _doc) -> None:
        while self._pending_placeholders:  # earlier placeholders are in the document by now
            placeholder = self._pending_placeholders.pop()
            parent = placeholder.parentNode()
            if not parent.isNull():
                parent.removeChild(placeholder)
        if layer is None or not layer.customProperty(TEMPORARY, None):
            return
        while element.hasChildNodes():
            element.removeChild(element.firstChild())
        attributes = element.attributes()
        for name in [attributes.item(i).nodeName() for i in range(attributes.count())]:
            element.removeAttribute(name)
        element.setTagName("geosense-omitted")  # ignored when read: QGIS reads <maplayer> only
        self._pending_placeholders.append(QDomElement(element))

    def _restore_layer_order(self) -> None:
        self._pending_placeholders = []
        if self._saved_order is not None:
            order, self._saved_order = self._saved_order, None
            live = [lyr for lyr in order if lyr is not None and self.project.mapLayer(lyr.id()) is not None]
            self.project.layerTreeRoot().setCustomLayerOrder(live)

    # -- highlight -----------------------------------------------------------------------

    def highlight(
        self,
        data: Any,
        sources: Sequence[Any],
        *,
        title: Optional[str] = None,
        zoom: bool = False,
    ) -> ToolOutcome:
        """Show a HighlightToolData payload (JSON text, dict or parsed) as a new result."""
        try:
            payload = data if isinstance(data, HighlightToolData) else parse_highlight(data)
        except ToolDataError as exc:
            return ToolOutcome(False, str(exc), error="INVALID_PARAMETERS")
        srcs = as_sources(sources)
        if not srcs:
            return ToolOutcome(False, tr("No vector layer is shared with GeoSense"), list(payload.ids),
                               error="LAYER_NOT_FOUND")
        try:
            return self._highlight(payload, srcs, title, zoom)
        except Exception as exc:  # never into Qt; the tool_result says what happened
            log.exception("highlight failed")
            return ToolOutcome(False, tr("Highlight failed: {}").format(exc), error="EXECUTION_ERROR")

    run_highlight = highlight

    def _highlight(self, payload: HighlightToolData, srcs: List[AnnotationSource], title, zoom) -> ToolOutcome:
        found, missing = _resolve(payload.all_ids(), srcs)
        shown_primary = [a for a in dict.fromkeys(payload.ids) if a in found]
        if not shown_primary:
            ids = ", ".join(str(i) for i in missing[:20])
            return ToolOutcome(
                False, tr("None of the annotations exist: {}").format(ids), missing, error="INVALID_PARAMETERS",
                warnings=list(payload.warnings),
            )
        count = len(shown_primary)
        title = title or tr("Highlight ({n})").format(n=count)
        result = self._new_result("highlight", title)
        columns = _extra_columns(payload)
        primary = set(payload.ids)
        by_source: Dict[int, List[int]] = {}
        for ann in shown_primary:
            by_source.setdefault(found[ann][0], []).append(ann)
        for index, anns in by_source.items():
            layer = _materialize(srcs[index], {a: found[a][1] for a in anns}, columns, f"{title}")
            _style(layer, "highlight")
            self._add_layer(result, layer, "highlight")
        if payload.is_linked:
            targets = [a for a in dict.fromkeys(payload.links) if a in found and a not in primary]
            by_source = {}
            for ann in targets:
                by_source.setdefault(found[ann][0], []).append(ann)
            for index, anns in by_source.items():
                layer = _materialize(srcs[index], {a: found[a][1] for a in anns}, [], tr("{} — linked").format(title))
                _style(layer, "linked")
                self._add_layer(result, layer, "linked")
            links_layer = _link_layer(payload, found, srcs, self.project, tr("{} — {}").format(
                title, tr("distances") if payload.link_type == "distance" else tr("overlaps")))
            if links_layer is not None:
                _style(links_layer, "distance" if payload.link_type == "distance" else "overlap")
                self._add_layer(result, links_layer, payload.link_type)
                # the connecting lines and overlaps are drawn above the features
                group = result.group()
                node = group.findLayer(links_layer.id()) if group is not None else None
                if node is not None:
                    clone = node.clone()
                    group.insertChildNode(0, clone)
                    group.removeChildNode(node)
        result.info = {"ids": count, "missing": list(missing)}
        self._publish(result)
        if zoom:
            result.zoom_to()
        message = tr("Highlighted {n} annotation(s)").format(n=count)
        if missing:
            message += "; " + tr("not found: {ids}").format(ids=", ".join(str(i) for i in missing[:50]))
        if payload.warnings:
            message += "; " + "; ".join(payload.warnings)
        return ToolOutcome(True, message, missing, result, warnings=list(payload.warnings))

    # -- find similar ------------------------------------------------------------------

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

    def _cached_table(self, source: AnnotationSource) -> Optional[similarity.ShapeTable]:
        if source.stamp is None:
            return None
        hit = self._shape_cache.get(source.layer.id())
        if hit is not None and hit[0] == (source.stamp, source.id_field, source.class_attribute):
            return hit[1]
        return None

    def _store_table(self, source: AnnotationSource, table: similarity.ShapeTable) -> None:
        if source.stamp is not None:
            self._shape_cache[source.layer.id()] = ((source.stamp, source.id_field, source.class_attribute), table, [])

    def _show_similar(self, run: SimilarRun, found: similarity.SimilarityResult) -> SimilarOutcome:
        srcs = run.sources
        by_layer = {s.layer.id(): i for i, s in enumerate(srcs)}
        located: Dict[int, Dict[int, int]] = {}
        annotations = []
        score_of: Dict[Tuple[int, int], float] = {}
        for match in found.matches:
            layer_id, ann, fid = match.key
            index = by_layer.get(layer_id)
            if index is None:
                continue
            located.setdefault(index, {})[ann] = fid
            score_of[(index, ann)] = match.score
            annotations.append({"id": int(ann), "v": srcs[index].v})
        class_name = None
        if found.class_id is not None:
            for s in srcs:
                if found.class_id in s.class_names:
                    class_name = s.class_names[found.class_id]
                    break
            class_name = class_name or found.class_id
        outcome = SimilarOutcome(
            True, "", request_id=run.request_id, class_id=found.class_id, class_name=class_name,
            annotations=annotations, missing_ids=run.missing_samples, warnings=list(run.notes) + list(found.notes),
        )
        if located:
            title = run.title or tr("Similar to {what}").format(what=run.describe())
            result = self._new_result("similar", title)
            for index, fids in located.items():
                col = ("similarity", {ann: score_of[(index, ann)] for ann in fids}, "float")
                layer = _materialize(srcs[index], fids, [col], title)
                _style(layer, "similar")
                self._add_layer(result, layer, "similar")
                if run.select:
                    srcs[index].layer.selectByIds(sorted(fids.values()))
            result.info = {"count": len(annotations), "class_id": found.class_id}
            self._publish(result)
            outcome.result = result
        outcome.message = outcome.response_text()
        if outcome.missing_ids:
            missing = ", ".join(map(str, outcome.missing_ids))
            outcome.message += " " + tr("Samples not found: {ids}.").format(ids=missing)
        return outcome

    # -- suggestions -----------------------------------------------------------------------

    def show_suggestions(self, artifact_id: str, artifact_data: Any, *, title: Optional[str] = None) -> ToolOutcome:
        """A suggestion artifact (``[{geometry: base64 WKB EPSG:3857, confidence?}]``) as a temporary layer."""
        from .accept import decode_suggestions

        items, problems = decode_suggestions(artifact_data)
        if not items:
            reason = problems[0][1] if problems else tr("the artifact holds no suggestions")
            return ToolOutcome(False, tr("No usable suggestion: {}").format(reason), error="INVALID_PARAMETERS")
        families: Dict[Any, int] = {}
        for _index, geom, _conf in items:
            families[geom.type()] = families.get(geom.type(), 0) + 1
        family = max(families, key=lambda f: families[f])
        other_type = tr("geometry type differs from the other suggestions")
        skipped = [(i, other_type) for i, g, _ in items if g.type() != family]
        items = [it for it in items if it[1].type() == family]
        wkb_name = {POINT: "MultiPoint", LINE: "MultiLineString", POLYGON: "MultiPolygon"}[family]
        title = title or tr("Suggestions ({n})").format(n=len(items))
        layer = QgsVectorLayer(
            f"{wkb_name}?crs=EPSG:3857&field={keys.SUGGESTION_INDEX_FIELD}:integer&field=confidence:double",
            title, "memory",
        )
        features = []
        for index, geom, conf in items:
            f = QgsFeature(layer.fields())
            f.setGeometry(geom)
            f.setAttributes([index, conf])
            features.append(f)
        layer.dataProvider().addFeatures(features)
        layer.updateExtents()
        layer.setCustomProperty(keys.SUGGESTION_ARTIFACT, artifact_id)
        _style(layer, "suggestions")
        result = self._new_result("suggestions", title)
        self._add_layer(result, layer, "suggestions")
        result.info = {"artifact_id": artifact_id, "count": len(items)}
        self._publish(result)
        problems = list(problems) + skipped
        message = tr("{n} suggestion(s) shown").format(n=len(items))
        if problems:
            message += "; " + tr("{n} skipped").format(n=len(problems))
            for index, reason in problems[:5]:
                log.warning("suggestion %s of %s skipped: %s", index, artifact_id, reason)
        return ToolOutcome(True, message, [], result, warnings=[f"#{i}: {r}" for i, r in problems])

    def suggestion_layers(self) -> List[QgsVectorLayer]:
        return [lyr for lyr in self.temporary_layers() if lyr.customProperty(keys.SUGGESTION_ARTIFACT, None)]


def _has_property(element: QDomElement, key: str) -> bool:
    props = element.firstChildElement("customproperties")
    if props.isNull():
        return False
    stack = [props]
    while stack:
        node = stack.pop()
        child = node.firstChildElement()
        while not child.isNull():
            if child.attribute("name") == key or child.attribute("key") == key:
                return True
            stack.append(child)
            child = child.nextSiblingElement()
    return False


# ------------------------------------------------------------ layer builders


def _field_name(existing, wanted: str) -> str:
    names = {existing.at(i).name().lower() for i in range(existing.count())}
    name, n = wanted, 1
    while name.lower() in names:
        n += 1
        name = f"{wanted}_{n}"
    return name


_KIND_TYPES = {"int": FIELD_LONG, "float": FIELD_DOUBLE, "bool": FIELD_BOOL, "text": FIELD_STRING}


def _extra_columns(payload: HighlightToolData) -> List[Tuple[str, Dict[int, Any], str]]:
    """(name, {ann id: value}, kind) for the highlight's extra attributes (raw and formatted)."""
    out: List[Tuple[str, Dict[int, Any], str]] = []
    n = len(payload.ids)
    sources = list(payload.columns.items()) + [(k, (v,) * n) for k, v in payload.constants.items()]
    for name, values in sources:
        hint = payload.attribute_hints.get(name)
        first: Dict[int, Any] = {}
        for ann, value in zip(payload.ids, values):
            first.setdefault(ann, value)
        if hint:
            if hint != "position":
                out.append((name, {a: attribute_number(v, hint) for a, v in first.items()}, "float"))
            out.append((f"{name}_text", {a: format_attribute(v, hint) for a, v in first.items()}, "text"))
        else:
            kind = column_kind(list(first.values()))
            if kind == "text":
                first = {a: (None if v is None else format_attribute(v, None)) for a, v in first.items()}
            out.append((name, first, kind))
    return out


def _materialize(
    source: AnnotationSource,
    fid_of: Mapping[int, int],
    columns: Sequence[Tuple[str, Mapping[int, Any], str]],
    name: str,
) -> QgsVectorLayer:
    """A memory copy of the given features (geometry and attributes) plus the annotation id and extra columns.

    The copy is made in C++ (``materialize``); the n-th new feature is the n-th
    feature the same request iterates, which a cheap second pass reads.
    """
    ann_of = {fid: ann for ann, fid in fid_of.items()}
    request = QgsFeatureRequest().setFilterFids(list(ann_of))
    layer = source.layer.materialize(request)
    # the copy holds the features in the order the request iterates them; the same request
    # without geometry or attributes gives that order cheaply (sorting in QGIS costs far more)
    order = QgsFeatureRequest(request).setNoAttributes().setFlags(QgsFeatureRequest.Flag.NoGeometry)
    fids = [f.id() for f in source.layer.getFeatures(order)]
    new_fids = sorted(layer.allFeatureIds())
    if len(new_fids) != len(fids):
        raise RuntimeError(f"{source.layer.name()}: copied {len(new_fids)} of {len(fids)} features")
    provider = layer.dataProvider()
    fields = layer.fields()
    id_name = _field_name(fields, ID_FIELD)
    new_fields = [QgsField(id_name, FIELD_LONG)]
    names = [id_name]
    for col_name, _values, kind in columns:
        col = _field_name(fields, col_name)
        while col in names:
            col = col + "_"
        names.append(col)
        new_fields.append(QgsField(col, _KIND_TYPES.get(kind, FIELD_STRING)))
    provider.addAttributes(new_fields)
    layer.updateFields()
    indexes = [layer.fields().indexOf(n) for n in names]
    id_index = indexes[0]
    col_values = [(indexes[i + 1], columns[i][1]) for i in range(len(columns))]
    changes: Dict[int, Dict[int, Any]] = {
        new_fid: {id_index: ann_of[old_fid]} for new_fid, old_fid in zip(new_fids, fids)
    }
    for idx, values in col_values:
        for new_fid, old_fid in zip(new_fids, fids):
            value = values.get(ann_of[old_fid])
            if value is not None:
                changes[new_fid][idx] = value
    provider.changeAttributeValues(changes)
    layer.setName(name)
    layer.setCustomProperty("geosense/source_layer", source.layer.id())
    return layer


def _geometries(source: AnnotationSource, fid_of: Mapping[int, int]) -> Dict[int, QgsGeometry]:
    ann_of = {fid: ann for ann, fid in fid_of.items()}
    request = QgsFeatureRequest().setFilterFids(list(ann_of))
    request.setNoAttributes()
    return {ann_of[f.id()]: QgsGeometry(f.geometry()) for f in source.layer.getFeatures(request) if f.id() in ann_of}


def _link_layer(
    payload: HighlightToolData,
    found: Mapping[int, Tuple[int, int]],
    srcs: Sequence[AnnotationSource],
    project: QgsProject,
    name: str,
) -> Optional[QgsVectorLayer]:
    """Connecting lines (distance) or intersections (overlap) between each id and its link."""
    pairs = [(i, a, b) for i, (a, b) in enumerate(zip(payload.ids, payload.links)) if a in found and b in found]
    if not pairs:
        return None
    crs = srcs[found[pairs[0][1]][0]].layer.crs()
    # geometries of every id involved, in the result CRS
    wanted: Dict[int, Dict[int, int]] = {}
    for _, a, b in pairs:
        for ann in (a, b):
            index, fid = found[ann]
            wanted.setdefault(index, {})[ann] = fid
    geoms: Dict[int, QgsGeometry] = {}
    for index, fid_of in wanted.items():
        part = _geometries(srcs[index], fid_of)
        src_crs = srcs[index].layer.crs()
        if src_crs != crs:
            xform = QgsCoordinateTransform(src_crs, crs, project)
            for g in part.values():
                g.transform(xform)
        geoms.update(part)
    distance = payload.link_type == "distance"
    geometry = "LineString" if distance else "MultiPolygon"
    layer = QgsVectorLayer(
        f"{geometry}?crs={crs.authid() or 'EPSG:3857'}&field=id:long&field=link_id:long&field=value:double"
        "&field=measured:double&field=given:double&field=label:string(40)",
        name,
        "memory",
    )
    if not crs.authid():
        layer.setCrs(crs)
    da = distance_area(crs, project)
    features = []
    for i, a, b in pairs:
        ga, gb = geoms.get(a), geoms.get(b)
        if ga is None or gb is None or ga.isEmpty() or gb.isEmpty():
            continue
        given = payload.link_values[i] if payload.link_values is not None else None
        f = QgsFeature(layer.fields())
        if distance:
            line = ga.shortestLine(gb)
            measured = da.convertLengthMeasurement(da.measureLength(line), DISTANCE_METERS)
            value = given if given is not None else measured
            label = format_length(value)
            f.setGeometry(line)
        else:
            inter = ga.intersection(gb)
            polys = [p for p in inter.asGeometryCollection() if p.type() == POLYGON] if not inter.isEmpty() else []
            smaller = min(ga.area(), gb.area())
            area = sum(p.area() for p in polys)
            measured = area / smaller if smaller > 0 else 0.0
            value = given if given is not None else measured
            label = format_percent(value)
            if polys:
                merged = QgsGeometry.collectGeometry(polys)
                merged.convertToMultiType()
                f.setGeometry(merged)
        f.setAttributes([a, b, value, measured, given, label])
        features.append(f)
    layer.dataProvider().addFeatures(features)
    layer.updateExtents()
    return layer


# ------------------------------------------------------------ find similar run


class _ShapeJob:
    """What the worker needs of one source, prepared on the GUI thread."""

    def __init__(self, source: AnnotationSource) -> None:
        layer = source.layer
        self.layer_id = layer.id()
        self.feature_source = QgsVectorLayerFeatureSource(layer)
        fields = layer.fields()
        self.id_index = fields.lookupField(source.id_field) if source.id_field else -1
        self.class_index = -1
        self.expression = None
        self.context = None
        if source.class_attribute:
            if source.class_is_expression:
                from qgis.core import QgsExpression, QgsExpressionContext, QgsExpressionContextUtils

                self.expression = QgsExpression(source.class_attribute)
                self.context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
                self.expression.prepare(self.context)
            else:
                self.class_index = fields.lookupField(source.class_attribute)
        self.class_of = source.class_of
        self.transform = None
        if layer.crs().isGeographic():
            self.transform = QgsCoordinateTransform(
                layer.crs(), QgsCoordinateReferenceSystem("EPSG:3857"), QgsProject.instance().transformContext()
            )
        self.count = max(0, layer.featureCount())
        self.curved = is_curved(layer.wkbType())
        self.polygonal = layer.geometryType() == POLYGON

    def table(self, feedback: Optional[QgsTask] = None,
              progress: Tuple[float, float] = (0.0, 100.0)) -> Optional[similarity.ShapeTable]:
        request = QgsFeatureRequest()
        attrs = [i for i in (self.id_index, self.class_index) if i >= 0]
        if self.expression is None:  # an expression may read any attribute
            request.setSubsetOfAttributes(attrs)
        wkbs: List[bytes] = []
        classes: List[Optional[str]] = []
        keys_: List[Tuple[str, int, int]] = []
        start, span = progress
        for n, feature in enumerate(self.feature_source.getFeatures(request)):
            if feedback is not None and n % 1000 == 0:
                if feedback.isCanceled():
                    return None
                if self.count:
                    feedback.setProgress(start + span * n / self.count)
            if self.id_index >= 0:
                ann = _as_int(feature.attribute(self.id_index))
                if ann is None:
                    continue
            else:
                ann = int(feature.id())
            geom = feature.geometry()
            if self.curved and not geom.isNull():
                geom = QgsGeometry(geom.constGet().segmentize())
            if self.transform is not None and not geom.isNull():
                geom = QgsGeometry(geom)
                try:
                    geom.transform(self.transform)
                except QgsCsException:
                    continue
            if self.expression is not None:
                self.context.setFeature(feature)
                value = self.expression.evaluate(self.context)
            elif self.class_index >= 0:
                value = feature.attribute(self.class_index)
            else:
                value = None
            wkbs.append(bytes(geom.asWkb()) if not geom.isNull() else b"")
            classes.append(self.class_of(value) if value is not None else None)
            keys_.append((self.layer_id, ann, int(feature.id())))
        return similarity.ShapeTable.from_wkbs(wkbs, classes, keys_)


class _SimilarTask(QgsTask):
    def __init__(self, run: SimilarRun) -> None:
        super().__init__(tr("GeoSense: find similar"), QgsTask.Flag.CanCancel)
        self.run_ = run
        self.output: Optional[similarity.SimilarityResult] = None
        self.tables: Dict[int, similarity.ShapeTable] = {}
        self.error: Optional[str] = None

    def run(self) -> bool:  # worker thread: no layer, no widget
        try:
            self.output, self.tables = self.run_._compute(self)
        except similarity.SimilarityError as exc:
            self.error = str(exc)
            return False
        except Exception as exc:  # reported on the GUI thread
            log.exception("find-similar task failed")
            self.error = str(exc)
            return False
        return self.output is not None

    def finished(self, ok: bool) -> None:  # GUI thread
        self.run_._done(ok, self.output, self.tables, self.error, self.isCanceled())


class SimilarRun(QObject):
    """One find-similar request: resolve samples, describe shapes, search, show, answer."""

    finished = pyqtSignal(object)  # SimilarOutcome

    def __init__(self, manager, data, sources, request_id, title, k, background, select) -> None:
        super().__init__(manager)
        self.manager = manager
        self.data = data
        self.sources: List[AnnotationSource] = sources
        self.request_id = request_id
        self.title = title
        self.k = k
        self.background = background
        self.select = select
        self.payload: Optional[FindSimilarToolData] = None
        self.outcome: Optional[SimilarOutcome] = None
        self.missing_samples: List[int] = []
        self.notes: List[str] = []
        self.task: Optional[_SimilarTask] = None
        self._jobs: Dict[int, _ShapeJob] = {}
        self._cached: Dict[int, similarity.ShapeTable] = {}
        self._sample_keys: List[Tuple[str, int]] = []

    def describe(self) -> str:
        parts = [str(s.id) for s in (self.payload.samples if self.payload else ())][:5]
        if self.payload and self.payload.hint:
            parts.append(self.payload.hint)
        return ", ".join(parts) or "?"

    def start(self) -> SimilarRun:
        try:
            self.payload = self.data if isinstance(self.data, FindSimilarToolData) else parse_find_similar(self.data)
        except ToolDataError as exc:
            return self._finish(SimilarOutcome(False, str(exc), error="INVALID_PARAMETERS", request_id=self.request_id))
        if not self.sources:
            return self._finish(SimilarOutcome(False, tr("No vector layer is shared with GeoSense"),
                                               error="LAYER_NOT_FOUND", request_id=self.request_id))
        if similarity.np is None:
            return self._finish(SimilarOutcome(False, tr("Find similar needs numpy, which is not installed"),
                                               error="EXECUTION_ERROR", request_id=self.request_id))
        self.notes.extend(self.payload.warnings)
        # samples: with v, that vector only; without, the first source holding the id
        for sample in self.payload.samples:
            pool = ([s for s in self.sources if s.v == sample.v or s.layer.id() == sample.v] if sample.v
                    else self.sources)
            found, _missing = _resolve([sample.id], pool)
            if sample.id in found:
                index, _fid = found[sample.id]
                self._sample_keys.append((pool[index].layer.id(), sample.id))
            else:
                self.missing_samples.append(sample.id)
        if self.payload.samples and not self._sample_keys and not self.payload.hint:
            return self._finish(SimilarOutcome(
                False, tr("None of the samples exist: {}").format(", ".join(map(str, self.missing_samples))),
                missing_ids=self.missing_samples, error="INVALID_PARAMETERS", request_id=self.request_id))
        total = 0
        for i, source in enumerate(self.sources):
            if source.layer.geometryType() != POLYGON:
                continue
            cached = self.manager._cached_table(source)
            if cached is not None:
                self._cached[i] = cached
                continue
            job = _ShapeJob(source)
            self._jobs[i] = job
            total += job.count
        background = self.background if self.background is not None else total > SYNC_LIMIT
        self.manager._runs.append(self)
        if background:
            self.task = _SimilarTask(self)
            QgsApplication.taskManager().addTask(self.task)
        else:
            try:
                output, tables = self._compute(None)
                self._done(True, output, tables, None, False)
            except similarity.SimilarityError as exc:
                self._done(False, None, {}, str(exc), False)
        return self

    def cancel(self) -> None:
        if self.task is not None and self.outcome is None:
            self.task.cancel()

    def wait(self, timeout: float = 60.0) -> Optional[SimilarOutcome]:
        """Process events until the run has finished (tests, benchmarks, scripts)."""
        deadline = time.time() + timeout
        while self.outcome is None and time.time() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.005)
        return self.outcome

    def _compute(self, task: Optional[QgsTask]):
        tables: Dict[int, similarity.ShapeTable] = {}
        n = max(1, len(self._jobs))
        for j, (i, job) in enumerate(sorted(self._jobs.items())):
            table = job.table(task, (90.0 * j / n, 90.0 / n))
            if table is None:
                return None, {}
            tables[i] = table
        all_tables = dict(self._cached)
        all_tables.update(tables)
        ordered = [all_tables[i] for i in sorted(all_tables)]
        pool = similarity.ShapeTable.concat(ordered)
        lookup = getattr(pool, "_rows_by_annotation", None)
        if lookup is None:
            lookup = {(key[0], key[1]): row for row, key in enumerate(pool.keys)}
            pool._rows_by_annotation = lookup  # kept with a cached table
        rows = [lookup[k] for k in self._sample_keys if k in lookup]
        names: Dict[str, str] = {}
        for s in self.sources:
            names.update(s.class_names)
        if task is not None:
            if task.isCanceled():
                return None, {}
            task.setProgress(95.0)
        output = similarity.find_similar(pool, rows, hint=self.payload.hint, class_names=names, k=self.k)
        return output, tables

    def _done(self, ok: bool, output, tables, error: Optional[str], cancelled: bool) -> None:
        if self in self.manager._runs:
            self.manager._runs.remove(self)
        for i, table in tables.items():
            self.manager._store_table(self.sources[i], table)
        if cancelled or self.manager.closed:
            outcome = SimilarOutcome(False, tr("Find similar was cancelled"), error="EXECUTION_ERROR",
                                     request_id=self.request_id, cancelled=True)
        elif not ok or output is None:
            outcome = SimilarOutcome(False, error or tr("Find similar failed"), missing_ids=self.missing_samples,
                                     error="INVALID_PARAMETERS" if error else "EXECUTION_ERROR",
                                     request_id=self.request_id)
        else:
            try:
                outcome = self.manager._show_similar(self, output)
            except Exception as exc:
                log.exception("showing find-similar results failed")
                outcome = SimilarOutcome(False, tr("Find similar failed: {}").format(exc), error="EXECUTION_ERROR",
                                         request_id=self.request_id)
        self._finish(outcome)

    def _finish(self, outcome: SimilarOutcome) -> SimilarRun:
        self.outcome = outcome
        self.task = None
        self.finished.emit(outcome)
        return self
