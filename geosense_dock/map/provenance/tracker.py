"""Keeps the provenance of accepted features true while the user edits, undoes, commits and saves.

* :meth:`ProvenanceTracker.record` files the records of features just accepted
  (temporary ids of the edit buffer, or real ids when the layer has none).
* Undo of the accept deletes the features from the edit buffer: their records
  go too (and come back on redo). Deleting a feature later does the same.
* Committing the edits gives the buffer's features their real ids: the records
  follow them (QGIS reports each change of id as ``featureDeleted(old)`` then
  ``featureAdded(new)``; should a QGIS not, the order QGIS commits the added
  features in, the order they were added, gives the new ids).
* An edit of a feature's geometry or attributes after the accept marks its
  record "edited since" (the record itself stays).
* The fields the records are written into come and go with an accept, its
  undo and redo: the "Suggested by GeoSense" field reads them natively
  while they are there (``options.refresh_virtual_field``).
* The records of committed features are written with the project
  (``GeoSense/provenance``) and read back with it; a removed layer takes its
  records along. A large entry is read on a worker thread (opening the project
  does not wait for it; whatever needs the records waits until they are read),
  and the layers it names are followed once it is read.

GUI thread only (layer and project signals); the book it fills is read by the
expression function from any thread.
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from functools import partial
from typing import Dict, Iterable, List, Optional, Tuple

from qgis.core import QgsFeatureRequest, QgsProject, QgsProviderRegistry, QgsVectorLayer
from qgis.PyQt.QtCore import QObject, QTimer, pyqtSignal

from ...core import texts
from ...core.provenance import MAX_ENTRY_CHARS, Provenance, ProvenanceBook
from .. import keys
from ..commit_ids import Commits
from ..compat import NO_GEOMETRY
from . import options

log = logging.getLogger("geosense.provenance")

SCOPE = "GeoSense"
KEY = "provenance"

# A FlyPix vector layer (``flypix/layers.py`` writes these) is a memory layer loaded anew from FlyPix:
# its records are also kept by FlyPix's vector and annotation ids, and find their features again when
# the vector is loaded again.
EXTERNAL_SOURCE_PROPERTY = keys.PREFIX + "flypix/vector_id"
EXTERNAL_ID_FIELD = "annotation_id"

LAYER_SIGNALS = ("featureAdded", "featureDeleted", "geometryChanged", "attributeValueChanged",
                 "beforeCommitChanges", "committedFeaturesAdded", "afterCommitChanges", "afterRollBack",
                 "updatedFields", "dataSourceChanged")


def data_key(layer: QgsVectorLayer) -> Tuple:
    """What data ``layer`` reads: its provider and the parts of its source, its filter left out."""
    parts = QgsProviderRegistry.instance().decodeUri(layer.providerType(), layer.source())
    kept = sorted((k, str(v)) for k, v in parts.items() if k not in ("subset", "sql"))
    return (layer.providerType(), tuple(kept) if kept else layer.source().split("|subset=")[0])


def now_iso() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


class ProvenanceTracker(QObject):
    changed = pyqtSignal(str)  # layer id whose records changed
    problem = pyqtSignal(str)  # a user-readable problem (unreadable records in a project)
    loaded = pyqtSignal()  # the project's records are read (after a read in the background: later)
    _read_done = pyqtSignal(int, int, list)  # (read, records, problems) from the worker thread, queued here

    def __init__(self, project: Optional[QgsProject] = None, book: Optional[ProvenanceBook] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.project = project or QgsProject.instance()
        self.book = book or ProvenanceBook()
        self._watched: Dict[str, List[Tuple[object, object]]] = {}
        self._tombstones: Dict[str, Dict[int, Provenance]] = {}  # undone records, back on redo
        self._commits = Commits()  # the layers whose commit runs: the ids it gives
        self._reads = 0  # project reads: a read in the background finished after the next one started is dropped
        self._unloaded = False
        self._sources: Dict[str, Tuple] = {}  # watched layer id -> the data it reads (data_key)
        self._read_done.connect(self._after_read)
        self._project_connections = [
            (self.project.writeProject, self._on_write),
            (self.project.readProject, self._on_read),
            (self.project.cleared, self._on_cleared),
            (self.project.layersWillBeRemoved, self._on_layers_removed),
            (self.project.layersAdded, self._on_layers_added),
        ]
        for signal, slot in self._project_connections:
            signal.connect(slot)
        if self.project.fileName():
            self._on_read()

    # ------------------------------------------------------------ reading
    def get(self, layer: QgsVectorLayer, fid: int) -> Optional[Provenance]:
        return self.book.get(layer.id(), fid)

    # ------------------------------------------------------------ recording
    def record(self, layer: QgsVectorLayer, records: Dict[int, Provenance]) -> None:
        """File the provenance of features just added to ``layer``."""
        if not records:
            return
        self.watch(layer)
        self.book.put(layer.id(), records)
        source = _external_source(layer)
        if source:
            self.book.put_external(source, {rec.annotation_id: rec for rec in records.values() if rec.annotation_id})
        options.ensure_virtual_field(layer)
        layer.triggerRepaint()
        self.changed.emit(layer.id())

    def watch(self, layer: QgsVectorLayer) -> None:
        if layer.id() in self._watched:
            return
        connections = []
        lid = layer.id()
        for name in LAYER_SIGNALS:
            signal = getattr(layer, name, None)
            if signal is None:  # a QGIS without it: that path is simply not followed
                log.debug("QGIS has no %s signal", name)
                continue
            slot = partial(getattr(self, "_on_" + _snake(name)), lid)
            signal.connect(slot)
            connections.append((signal, slot))
        self._watched[lid] = connections
        self._sources[lid] = data_key(layer)

    def unwatch(self, layer_id: str) -> None:
        for signal, slot in self._watched.pop(layer_id, []):
            try:
                signal.disconnect(slot)
            except (TypeError, RuntimeError):  # the layer is gone already
                pass
        self._tombstones.pop(layer_id, None)
        self._sources.pop(layer_id, None)
        self._end_commit(layer_id)

    def _on_data_source_changed(self, layer_id: str) -> None:
        """*Change Data Source*: the layer reads other data, whose features have nothing to do with the records
        (they would show "Suggested by GeoSense" by their ids). A filter changed is the same data."""
        layer = self.project.mapLayer(layer_id)
        if layer is None or data_key(layer) == self._sources.get(layer_id):
            return
        self._sources[layer_id] = data_key(layer)
        if self.book.count(layer_id):
            log.info("%s reads other data now: the provenance of its features was dropped", layer.name())
            self.book.drop_layer(layer_id)
            self.changed.emit(layer_id)

    # ------------------------------------------------------------ the layer's edits
    def _on_feature_deleted(self, layer_id: str, fid: int) -> None:
        commit = self._commits.get(layer_id)
        if commit is not None and commit.deleted(fid):
            return  # a commit gives a temporary id its real one: QGIS says featureDeleted(old), featureAdded(new)
        gone = self.book.pop(layer_id, [fid])
        if gone:
            self._tombstones.setdefault(layer_id, {}).update(gone)
            self.changed.emit(layer_id)

    def _on_feature_added(self, layer_id: str, fid: int) -> None:
        commit = self._commits.get(layer_id)
        if commit is not None:
            old = commit.added(fid)
            if old is not None:
                self.book.move(layer_id, {old: int(fid)})
            return
        back = self._tombstones.get(layer_id, {}).pop(int(fid), None)
        if back is not None:  # redo of an accept, or undo of a deletion
            self.book.put(layer_id, {int(fid): back})
            self.changed.emit(layer_id)

    def _edited(self, layer_id: str, fid: int) -> None:
        if self._commits.get(layer_id) is not None:
            return
        if self.book.mark_edited(layer_id, fid, now_iso()):
            self.changed.emit(layer_id)

    def _on_geometry_changed(self, layer_id: str, fid: int, *_geometry) -> None:
        self._edited(layer_id, fid)

    def _on_attribute_value_changed(self, layer_id: str, fid: int, *_args) -> None:
        self._edited(layer_id, fid)

    def _on_before_commit_changes(self, layer_id: str, *_stop_editing) -> None:
        layer = self.project.mapLayer(layer_id)
        buffer = layer.editBuffer() if isinstance(layer, QgsVectorLayer) else None
        if buffer is None:
            return
        # the fallback should a QGIS not report each new id (``_on_feature_added``), only read when
        # records wait for their real ids
        tracked = any(fid < 0 for fid in self.book.layer(layer_id))
        self._commits.begin(layer_id, buffer.addedFeatures().keys() if tracked else ())

    def _on_committed_features_added(self, layer_id: str, _layer_id: str, features) -> None:
        commit = self._commits.get(layer_id)
        if commit is not None:
            commit.committed(features)

    def _on_after_commit_changes(self, layer_id: str) -> None:
        commit = self._commits.get(layer_id)
        left = [fid for fid in self.book.layer(layer_id) if fid < 0]
        fallback = commit.fallback_pairs() if commit is not None and left else {}
        if fallback:
            ours = set(left)
            self.book.move(layer_id, {old: new for old, new in fallback.items() if old in ours})
            left = [fid for fid in self.book.layer(layer_id) if fid < 0]
        if left:
            self.book.pop(layer_id, left)
            log.warning("the provenance of %d committed feature(s) could not be matched to their new ids", len(left))
        self._end_commit(layer_id)
        self._tombstones.pop(layer_id, None)  # the undo stack is empty after a commit
        self.changed.emit(layer_id)

    def _end_commit(self, layer_id: str) -> None:
        self._commits.end(layer_id)

    def _on_updated_fields(self, layer_id: str) -> None:
        layer = self.project.mapLayer(layer_id)
        if isinstance(layer, QgsVectorLayer):
            options.refresh_virtual_field(layer)  # changes nothing (and so ends) when it is as wanted

    def _on_after_roll_back(self, layer_id: str) -> None:
        self._end_commit(layer_id)
        self._tombstones.pop(layer_id, None)
        # a rollback that undoes nothing feature by feature (a project's transaction group: the database
        # rolls back, and may give the ids out again) leaves records of features that no longer exist
        # (asked once the rollback is over: a transaction group rolls the database back after this signal)
        QTimer.singleShot(0, partial(self._drop_missing, layer_id))

    def _drop_missing(self, layer_id: str) -> None:
        """Drop the records of ``layer_id``'s features that no longer exist (see :meth:`_on_after_roll_back`)."""
        if self._unloaded:
            return
        layer = self.project.mapLayer(layer_id)
        records = self.book.layer(layer_id)
        if layer is None or not records or layer.subsetString():  # filtered: absent is not gone
            return
        request = QgsFeatureRequest().setFilterFids(list(records)).setFlags(NO_GEOMETRY).setNoAttributes()
        present = {int(feature.id()) for feature in layer.getFeatures(request)}
        gone = [fid for fid in records if fid not in present]
        if gone:
            self.book.pop(layer_id, gone)
            self.changed.emit(layer_id)

    # ------------------------------------------------------------ the project
    def _on_write(self, _doc=None) -> None:
        # a FlyPix layer's feature ids mean nothing once it is loaded again: its records go by FlyPix's ids
        layers = [lid for lid in self.book.layer_ids()
                  if self.project.mapLayer(lid) is not None and not _external_source(self.project.mapLayer(lid))]
        text, left_out = self.book.to_entry(layers)
        self.project.writeEntry(SCOPE, KEY, text)
        if left_out:
            mib = MAX_ENTRY_CHARS // (1024 * 1024)
            if left_out == 1:
                problem = texts.text("the provenance of {0} accepted feature was not saved with the project, as it "
                                     "would be larger than {1} MiB; write provenance into fields for layers this large",
                                     left_out, mib)
            else:
                problem = texts.text("the provenance of {0} accepted features was not saved with the project, as it "
                                     "would be larger than {1} MiB; write provenance into fields for layers this large",
                                     left_out, mib)
            log.warning("%s", problem)
            self.problem.emit(str(problem))

    def _on_read(self, _doc=None) -> None:
        for lid in list(self._watched):
            self.unwatch(lid)
        text, ok = self.project.readEntry(SCOPE, KEY, "")
        self._reads += 1
        read = self._reads
        # a long entry is read on a worker thread: opening the project does not wait for it
        self.book.load_json_in_background(text if ok else "",
                                          lambda count, problems: self._read_done.emit(read, count, problems))

    def _after_read(self, read: int, count: int, problems: list) -> None:
        """The project's records are read (GUI thread): follow their layers."""
        if read != self._reads:
            return
        for lid in self.book.layer_ids():
            layer = self.project.mapLayer(lid)
            if isinstance(layer, QgsVectorLayer):
                self.watch(layer)
                options.refresh_virtual_field(layer)  # in the language of this QGIS
            else:
                self.book.drop_layer(lid)
        self._on_layers_added(list(self.project.mapLayers().values()))
        if count:
            log.info("read the provenance of %d accepted feature(s) from the project", count)
        for problem in problems:
            self.problem.emit(str(problem))
        for lid in self.book.layer_ids():
            self.changed.emit(lid)
        self.loaded.emit()

    def _on_cleared(self) -> None:
        self._reads += 1  # a read still running no longer counts
        for lid in list(self._watched):
            self.unwatch(lid)
        known = list(self.book.layer_ids())
        self.book.clear()
        for lid in known:  # what was made of their records (a layer's action) goes with them
            self.changed.emit(lid)

    def _on_layers_added(self, layers) -> None:
        """A FlyPix vector loaded (again): its features find their records by FlyPix's annotation ids."""
        for layer in layers:
            source = _external_source(layer)
            known = self.book.external(source) if source else {}
            index = layer.fields().lookupField(EXTERNAL_ID_FIELD) if known else -1
            if index < 0:
                continue
            found = {}
            for feature in layer.getFeatures(QgsFeatureRequest().setFlags(NO_GEOMETRY)
                                             .setSubsetOfAttributes([index])):
                rec = known.get(str(feature.attribute(index)))
                if rec is not None:
                    found[int(feature.id())] = rec
            if found:
                self.watch(layer)
                self.book.put(layer.id(), found)
                self.changed.emit(layer.id())

    def _on_layers_removed(self, layer_ids: Iterable[str]) -> None:
        for lid in layer_ids:
            self.unwatch(lid)
            if self.book.count(lid):
                self.book.drop_layer(lid)
                self.changed.emit(lid)  # the layer's "Show the GeoSense answer" action goes with it

    def unload(self) -> None:
        self._unloaded = True
        self._reads += 1  # a read still running in the background is dropped
        for lid in list(self._watched):
            self.unwatch(lid)
        for signal, slot in self._project_connections:
            try:
                signal.disconnect(slot)
            except (TypeError, RuntimeError):
                pass
        self._project_connections = []


def _external_source(layer) -> str:
    if not isinstance(layer, QgsVectorLayer):
        return ""
    vector_id = keys.prop_str(layer, EXTERNAL_SOURCE_PROPERTY)
    return f"flypix:{vector_id}" if vector_id else ""


def _snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() else c for c in name)
