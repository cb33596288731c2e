"""The user's vector layers as GeoSense vectors (PROTOCOL.md section 3).

:class:`VectorRegistry` knows which layers are shared, their vector ids,
sources, classes and annotation ids, and counts a *generation* per layer that
goes up on every edit of that layer (and every change of its GeoSense
settings), so the message preparer re-uploads exactly the layers that changed.

It writes only the plugin's own custom properties on a layer, never its features, style or source.
"""

from __future__ import annotations

import logging
import uuid
from functools import partial
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Tuple

from qgis.core import QgsExpression, QgsFeature, QgsFeatureRequest, QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import QObject, pyqtSignal

from ..core.numbers import as_int
from . import keys
from .classes import ClassScheme, build_scheme
from .commit_ids import Commits
from .compat import NO_GEOMETRY, SPATIAL_GEOMETRY_TYPES

log = logging.getLogger("geosense.map")

# Signals of QgsVectorLayer after which the layer's annotations may differ.
_EDIT_SIGNALS = (
    "featureAdded",
    "featureDeleted",
    "geometryChanged",
    "attributeValueChanged",
    "dataChanged",
    "afterCommitChanges",
    "afterRollBack",
    "subsetStringChanged",
    "updatedFields",
    "crsChanged",
)
# Signals after which only the layer's classes (names, colours, categories) may differ.
_STYLE_SIGNALS = ("rendererChanged", "styleChanged")


class VectorRegistry(QObject):
    """Layer <-> vector id, sharing, classes and annotation ids for one project."""

    sharingChanged = pyqtSignal()  # the set of shared layers (or a region flag) changed
    layerChanged = pyqtSignal(str)  # QGIS layer id whose annotations or settings changed

    def __init__(self, project: Optional[QgsProject] = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.project = project or QgsProject.instance()
        self._generation: Dict[str, int] = {}
        self._schemes: Dict[str, Tuple[int, ClassScheme]] = {}
        self._connections: Dict[str, List[Tuple[object, object]]] = {}
        self._project_connections: List[Tuple[object, object]] = []
        # a layer's commit while it runs, and the saved id of each feature a commit gave one (a reference
        # to a feature by its temporary id, from before the save, still finds it)
        self._commits = Commits()
        self._saved_ids: Dict[str, Dict[int, int]] = {}
        # the sharing policy's hook: may the values of this field of this layer leave? (a locked
        # attribute allow-list says no to a field it does not list; then ids and confidences fall
        # back to QGIS feature ids and 1.0, on the way out and when the agent's ids are read back)
        self.field_allowed: Callable[[Any, str], bool] = lambda layer, name: True
        self._connect(self.project.layersAdded, self._on_layers_added)
        self._connect(self.project.layersWillBeRemoved, self._on_layers_removed)
        self._connect(self.project.ellipsoidChanged, lambda *_: self._bump_all())
        self._connect(self.project.readProject, lambda *_: self._rescan())
        self._connect(self.project.cleared, self._rescan)
        self._connect(self.project.layerTreeRoot().visibilityChanged, lambda *_: self.sharingChanged.emit())
        self._rescan()

    # -- lifecycle -------------------------------------------------------------------------

    def _connect(self, signal, slot) -> None:
        signal.connect(slot)
        self._project_connections.append((signal, slot))

    def close(self) -> None:
        """Disconnect from the project and every layer (plugin unload)."""
        for signal, slot in self._project_connections:
            _disconnect(signal, slot)
        self._project_connections.clear()
        for layer_id in list(self._connections):
            self._unwatch(layer_id)

    def _rescan(self) -> None:
        for layer_id in list(self._connections):
            if self.project.mapLayer(layer_id) is None:
                self._unwatch(layer_id)
        self._on_layers_added(list(self.project.mapLayers().values()))

    def _on_layers_added(self, layers: Iterable) -> None:
        for layer in layers:
            if isinstance(layer, QgsVectorLayer) and layer.id() not in self._connections:
                self._watch(layer)
        self.sharingChanged.emit()

    def _on_layers_removed(self, layer_ids: Iterable[str]) -> None:
        for layer_id in layer_ids:
            self._unwatch(layer_id)
            self._generation.pop(layer_id, None)
            self._schemes.pop(layer_id, None)
        self.sharingChanged.emit()

    def _watch(self, layer: QgsVectorLayer) -> None:
        conns = []
        # first: a saved id is known before the edit signals below make anyone read the layer again
        for name, slot in (("beforeCommitChanges", self._on_before_commit), ("featureDeleted", self._on_deleted),
                           ("featureAdded", self._on_added), ("afterCommitChanges", self._on_commit_over),
                           ("afterRollBack", self._on_commit_over)):
            signal = getattr(layer, name)
            handler = partial(slot, layer.id())
            signal.connect(handler)
            conns.append((signal, handler))
        bump = partial(self._on_layer_edited, layer.id())
        for name in _EDIT_SIGNALS:
            signal = getattr(layer, name, None)
            if signal is not None:
                signal.connect(bump)
                conns.append((signal, bump))
        restyle = partial(self._on_layer_restyled, layer.id())
        for name in _STYLE_SIGNALS:
            signal = getattr(layer, name, None)
            if signal is not None:
                signal.connect(restyle)
                conns.append((signal, restyle))
        self._connections[layer.id()] = conns

    def _unwatch(self, layer_id: str) -> None:
        for signal, slot in self._connections.pop(layer_id, []):
            _disconnect(signal, slot)
        self._commits.end(layer_id)
        self._saved_ids.pop(layer_id, None)

    def _on_before_commit(self, layer_id: str, *_stop_editing) -> None:
        # each saved id as QGIS reports it (no fallback: reading the buffer's features costs a copy of them all)
        self._commits.begin(layer_id)

    def _on_commit_over(self, layer_id: str) -> None:
        self._commits.end(layer_id)

    def _on_deleted(self, layer_id: str, fid: int) -> None:
        commit = self._commits.get(layer_id)
        if commit is not None:
            commit.deleted(fid)

    def _on_added(self, layer_id: str, fid: int) -> None:
        commit = self._commits.get(layer_id)
        old = commit.added(fid) if commit is not None else None
        if old is not None:
            self._saved_ids.setdefault(layer_id, {})[old] = int(fid)

    def _on_layer_edited(self, layer_id: str, *_args) -> None:
        self.bump(layer_id)

    def _on_layer_restyled(self, layer_id: str, *_args) -> None:
        self._schemes.pop(layer_id, None)
        self.layerChanged.emit(layer_id)

    def bump(self, layer_id: str) -> None:
        """Mark a layer's annotations as changed (its next message re-reads it)."""
        self._generation[layer_id] = self._generation.get(layer_id, 0) + 1
        self._schemes.pop(layer_id, None)
        self.layerChanged.emit(layer_id)

    def _bump_all(self) -> None:
        for layer_id in list(self._connections):
            self.bump(layer_id)

    def generation(self, layer: QgsVectorLayer) -> int:
        return self._generation.get(layer.id(), 0)

    # -- which layers ----------------------------------------------------------------------

    def vector_layers(self) -> List[QgsVectorLayer]:
        """Spatial vector layers in layer-tree order (the order vectors are sent in)."""
        root = self.project.layerTreeRoot()
        ordered = [node.layer() for node in root.findLayers()]
        seen = {lyr.id() for lyr in ordered if lyr is not None}
        ordered += [lyr for lyr in self.project.mapLayers().values() if lyr.id() not in seen]
        return [lyr for lyr in ordered if isinstance(lyr, QgsVectorLayer) and lyr.isValid()
                and lyr.geometryType() in SPATIAL_GEOMETRY_TYPES]

    def is_visible(self, layer) -> bool:
        node = self.project.layerTreeRoot().findLayer(layer.id())
        return bool(node is not None and node.isVisible())

    def is_shared(self, layer) -> bool:
        if not isinstance(layer, QgsVectorLayer) or keys.is_plugin_layer(layer):
            return False
        if layer.geometryType() not in SPATIAL_GEOMETRY_TYPES:
            return False
        explicit = layer.customProperty(keys.SHARED, None)
        if explicit is not None and explicit != "":
            return keys.prop_bool(layer, keys.SHARED)
        return self.is_visible(layer) and not self.is_region_layer(layer)

    def unshared_by_choice(self, layer) -> bool:
        """Whether the user said this layer is not to be shared (its Share box unticked)."""
        explicit = layer.customProperty(keys.SHARED, None)
        return explicit is not None and explicit != "" and not keys.prop_bool(layer, keys.SHARED)

    def shared_layers(self) -> List[QgsVectorLayer]:
        return [lyr for lyr in self.vector_layers() if self.is_shared(lyr)]

    def set_shared(self, layer, shared: bool) -> None:
        layer.setCustomProperty(keys.SHARED, "true" if shared else "false")
        self.sharingChanged.emit()

    def reset_shared(self, layer) -> None:
        """Back to the default (shared while visible)."""
        layer.removeCustomProperty(keys.SHARED)
        self.sharingChanged.emit()

    def is_region_layer(self, layer) -> bool:
        return isinstance(layer, QgsVectorLayer) and keys.prop_bool(layer, keys.REGIONS)

    def set_region_layer(self, layer, regions: bool) -> None:
        if regions:
            layer.setCustomProperty(keys.REGIONS, "true")
        else:
            layer.removeCustomProperty(keys.REGIONS)
        self.sharingChanged.emit()

    def region_layers(self) -> List[QgsVectorLayer]:
        return [lyr for lyr in self.vector_layers() if self.is_region_layer(lyr)]

    def suggestion_layers(self) -> List[QgsVectorLayer]:
        return [lyr for lyr in self.project.mapLayers().values()
                if isinstance(lyr, QgsVectorLayer) and lyr.customProperty(keys.SUGGESTION_ARTIFACT, None)]

    # -- identity --------------------------------------------------------------------------

    def vector_id(self, layer) -> str:
        """The layer's vector id, made once and kept in the layer's custom properties.

        A duplicated layer carries its original's properties; the stored QGIS
        layer id tells the copy apart, and the copy gets an id of its own.
        """
        vid = keys.prop_str(layer, keys.VECTOR_ID)
        owner = keys.prop_str(layer, keys.VECTOR_LAYER_ID)
        if vid and owner == layer.id():
            return vid
        if vid and not owner:  # written by hand or by an older version: adopt it
            layer.setCustomProperty(keys.VECTOR_LAYER_ID, layer.id())
            return vid
        vid = str(uuid.uuid4())
        layer.setCustomProperty(keys.VECTOR_ID, vid)
        layer.setCustomProperty(keys.VECTOR_LAYER_ID, layer.id())
        return vid

    def layer_for(self, vector_id: str) -> Optional[QgsVectorLayer]:
        for layer in self.project.mapLayers().values():
            if (isinstance(layer, QgsVectorLayer) and keys.prop_str(layer, keys.VECTOR_ID) == vector_id
                    and keys.prop_str(layer, keys.VECTOR_LAYER_ID, layer.id()) == layer.id()):
                return layer
        return None

    def project_id(self) -> str:
        """A UUID for the project (``project`` of vectors and classes), kept in the project file."""
        value, ok = self.project.readEntry(keys.PROJECT_SCOPE, keys.PROJECT_ID_ENTRY, "")
        if ok and value:
            return value
        value = str(uuid.uuid4())
        self.project.writeEntry(keys.PROJECT_SCOPE, keys.PROJECT_ID_ENTRY, value)
        return value

    # -- per-layer settings ----------------------------------------------------------------

    def source(self, layer) -> str:
        value = keys.prop_str(layer, keys.SOURCE, "annotated")
        return value if value in keys.SOURCES else "annotated"

    def set_source(self, layer, source: str) -> None:
        if source not in keys.SOURCES:
            raise ValueError(f"source must be one of {keys.SOURCES}, not {source!r}")
        self._set(layer, keys.SOURCE, source)

    def class_field(self, layer) -> str:
        return keys.prop_str(layer, keys.CLASS_FIELD)

    def set_class_field(self, layer, name: str) -> None:
        """``""``: classes from a categorized renderer; ``keys.NO_CLASSES``: none; else a field."""
        self._set(layer, keys.CLASS_FIELD, name)

    def chosen_annotation_ids_field(self, layer) -> str:
        """The integer field chosen for annotation ids in the layer's GeoSense settings, ``""``: none."""
        name = keys.prop_str(layer, keys.ID_FIELD)
        return name if name and layer.fields().lookupField(name) >= 0 else ""

    def annotation_ids_field(self, layer) -> str:
        """The integer field holding the annotation ids that go (and are read back), ``""`` for feature ids:
        the chosen field, unless the sharing policy does not let its values leave."""
        name = self.chosen_annotation_ids_field(layer)
        return name if name and self.field_allowed(layer, name) else ""

    def set_annotation_ids_field(self, layer, name: str) -> None:
        if name:
            idx = layer.fields().lookupField(name)
            if idx < 0 or not layer.fields().at(idx).isNumeric():
                raise ValueError(f"{name!r} is not an integer field of {layer.name()}")
        self._set(layer, keys.ID_FIELD, name)

    def chosen_confidence_field(self, layer) -> str:
        """The confidence field chosen in the layer's GeoSense settings, ``""``: none (1.0)."""
        name = keys.prop_str(layer, keys.CONFIDENCE_FIELD)
        return name if name and layer.fields().lookupField(name) >= 0 else ""

    def confidence_field(self, layer) -> str:
        """The field whose values go as the confidences (``""``: 1.0), unless the policy forbids it."""
        name = self.chosen_confidence_field(layer)
        return name if name and self.field_allowed(layer, name) else ""

    def set_confidence_field(self, layer, name: str) -> None:
        self._set(layer, keys.CONFIDENCE_FIELD, name)

    def _set(self, layer, key: str, value: str) -> None:
        if value:
            layer.setCustomProperty(key, value)
        else:
            layer.removeCustomProperty(key)
        self.bump(layer.id())

    # -- classes and annotations -----------------------------------------------------------

    def class_scheme(self, layer) -> ClassScheme:
        """The layer's classes (cached until the layer or its renderer changes)."""
        gen = self.generation(layer)
        cached = self._schemes.get(layer.id())
        if cached is not None and cached[0] == gen:
            return cached[1]
        scheme = build_scheme(layer)
        self._schemes[layer.id()] = (gen, scheme)
        return scheme

    def classes(self, layer):
        """``[LayerClass]`` of the layer (index, id, name, color)."""
        return list(self.class_scheme(layer).classes)

    def annotation_id(self, layer, feature: QgsFeature) -> Optional[int]:
        field = self.annotation_ids_field(layer)
        if not field:
            return int(feature.id())
        return as_int(feature.attribute(field))

    def annotation_ids(self, layer, fids: Iterable[int]) -> Dict[int, int]:
        """QGIS feature id -> annotation id for the given features (those without one left out)."""
        fids = list(fids)
        field = self.annotation_ids_field(layer)
        if not field:
            return {int(f): int(f) for f in fids}
        request = QgsFeatureRequest().setFilterFids(fids)
        request.setFlags(NO_GEOMETRY)
        request.setSubsetOfAttributes([field], layer.fields())
        out = {}
        for feature in layer.getFeatures(request):
            ann = as_int(feature.attribute(field))
            if ann is not None:
                out[int(feature.id())] = ann
        return out

    def saved_id(self, layer, fid: int) -> int:
        """The id of feature ``fid`` of ``layer`` now: the id a save gave it for the temporary id of a feature
        added before (as QGIS reported it, in this session), else ``fid`` itself."""
        return self._saved_ids.get(layer.id(), {}).get(int(fid), int(fid))

    def feature_for(self, layer, ann_id: int) -> Optional[QgsFeature]:
        """The feature holding annotation ``ann_id``, or ``None``."""
        field = self.annotation_ids_field(layer)
        if not field:
            feature = layer.getFeature(int(ann_id))
            if not feature.isValid() and ann_id < 0:  # a temporary id from before the edits were saved
                feature = layer.getFeature(self.saved_id(layer, ann_id))
            return feature if feature.isValid() else None
        expr = f"{QgsExpression.quotedColumnRef(field)} = {int(ann_id)}"
        for feature in layer.getFeatures(QgsFeatureRequest().setFilterExpression(expr).setLimit(1)):
            return feature
        return None

    # -- payload ---------------------------------------------------------------------------

    def vector_entry(self, layer, artifact_id: str) -> Dict:
        return {
            "id": self.vector_id(layer),
            "name": layer.name(),
            "project": self.project_id(),
            "source": self.source(layer),
            "classes": self.class_scheme(layer).payload(),
            "artifact_id": artifact_id,
        }

    def vectors_payload(self, artifact_ids: Mapping[str, str]) -> List[Dict]:
        """PROTOCOL section 3 ``vectors``, in layer-tree order, for the shared layers that
        have an artifact (``artifact_ids``: QGIS layer id -> artifact id)."""
        return [self.vector_entry(lyr, artifact_ids[lyr.id()]) for lyr in self.shared_layers()
                if lyr.id() in artifact_ids]


def _disconnect(signal, slot) -> None:
    try:
        signal.disconnect(slot)
    except (TypeError, RuntimeError):
        pass
