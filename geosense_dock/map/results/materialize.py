"""Memory copies of features for a result layer: geometry, attributes, the annotation id and extra columns.

Three ways, one result:

* :func:`copy_with_ids` (any thread): where the feature ids are the annotation ids and the
  source's data can be had apart from its edit buffer (a memory or OGR layer without unsaved
  edits), :func:`id_snapshot` takes, on the GUI thread, a snapshot of a clone of the layer
  with the id as a virtual field (``$id``); QGIS's C++ copy then writes every id itself,
  with nothing done per feature in Python and no order to read;
* :func:`copy_snapshot` (any thread, a ``QgsTask``'s too) and :func:`copy_features`
  (its GUI-thread form): QGIS copies the features in C++ (``materialize`` over a
  snapshot of the layer) while a second thread reads the order it copies them in;
  the annotation ids and the extra columns that differ per id are then written in
  bounded chunks; a constant extra column is a virtual field of its one value.
* :func:`build_copy` (any thread; the fallback where QGIS cannot copy a Python
  feature source): reads a ``QgsVectorLayerFeatureSource`` and builds the layer
  with every attribute at once, then hands the layer to the GUI thread.

Builds new memory layers only; never edits the source layer.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from qgis.core import (
    QgsExpression,
    QgsFeature,
    QgsFeatureRequest,
    QgsFeatureSource,
    QgsFeedback,
    QgsField,
    QgsFields,
    QgsMemoryProviderUtils,
    QgsVectorLayer,
    QgsVectorLayerFeatureSource,
)
from qgis.PyQt.QtCore import QCoreApplication, QVariant

from ..compat import FIELD_BOOL, FIELD_DOUBLE, FIELD_LONG, FIELD_STRING
from .marks import ID_FIELD
from .sources import AnnotationSource

WRITE_CHUNK = 5000  # features whose new attribute values are handed to QGIS at once
Column = Tuple[str, Any, str]  # (name, values: {ann id: value} or Same, kind)


class Same:
    """The values of a column that holds one value for every feature (a constant extra attribute)."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def get(self, _ann: int, _default: Any = None) -> Any:
        return self.value


def field_name(existing, wanted: str) -> str:
    names = {existing.at(i).name().lower() for i in range(existing.count())}
    name, n = wanted, 1
    while name.lower() in names:
        n += 1
        name = f"{wanted}_{n}"
    return name


KIND_TYPES = {"int": FIELD_LONG, "float": FIELD_DOUBLE, "bool": FIELD_BOOL, "text": FIELD_STRING}


def new_fields(existing: QgsFields, columns: Sequence[Column]) -> List[QgsField]:
    """The annotation id field and one field per extra column, named apart from ``existing``."""
    id_name = field_name(existing, ID_FIELD)
    out = [QgsField(id_name, FIELD_LONG)]
    names = [id_name]
    for col_name, _values, kind in columns:
        col = field_name(existing, col_name)
        while col in names:
            col = col + "_"
        names.append(col)
        out.append(QgsField(col, KIND_TYPES.get(kind, FIELD_STRING)))
    return out


def materialize(
    source: AnnotationSource,
    fid_of: Mapping[int, int],
    columns: Sequence[Column],
    name: str,
) -> QgsVectorLayer:
    """A memory copy of the given features (``{ann id: feature id}``) plus the annotation id and extra columns."""
    ann_of = {fid: ann for ann, fid in fid_of.items()}
    # without an id field, the annotation ids are the feature ids (sources.AnnotationSource.fids_for)
    layer, _copied = copy_features(source, list(ann_of), ann_of.__getitem__ if source.id_field else None, columns,
                                   name)
    return layer


def copy_features(
    source: AnnotationSource,
    fids: Sequence[int],
    ann_of: Optional[Callable[[int], int]],
    columns: Sequence[Column],
    name: str,
) -> Tuple[QgsVectorLayer, List[int]]:
    """Copy the features ``fids`` of ``source`` (those that exist); ``ann_of(fid)`` gives the annotation
    id of a feature (``None``: the feature id is the annotation id). Returns the copy and the ids of the
    features copied, in the copy's order (GUI thread: see :func:`copy_snapshot`)."""
    layer = source.layer
    with_ids = id_snapshot(layer) if ann_of is None and only_constants(columns) else None
    if with_ids is not None:
        layer_copy, copied = copy_with_ids(with_ids[0], with_ids[1], layer.wkbType(), layer.crs(), fids, columns,
                                           name)
    else:
        layer_copy, copied = copy_snapshot(QgsVectorLayerFeatureSource(layer), QgsVectorLayerFeatureSource(layer),
                                           layer.fields(), layer.wkbType(), layer.crs(), fids, ann_of, columns,
                                           name)
    assert layer_copy is not None  # nosec B101 - no feedback: never cancelled
    layer_copy.setCustomProperty("geosense/source_layer", layer.id())
    return layer_copy, copied


#: providers whose clone reads the same data with the same feature ids, and cheaply (a memory layer's
#: clone shares its features; an OGR layer's opens the same file)
CLONED_PROVIDERS = ("memory", "ogr")


def only_constants(columns: Sequence[Column]) -> bool:
    """True when no extra column holds values that differ per id (those are written per feature)."""
    return all(isinstance(values, Same) for _name, values, _kind in columns)


def id_snapshot(layer: QgsVectorLayer) -> Optional[Tuple[QgsVectorLayerFeatureSource, QgsFields]]:
    """GUI thread. (a snapshot of a clone of ``layer`` whose features carry their feature id, the annotation
    id, as a last attribute QGIS computes (a virtual field ``$id``); the snapshot's fields), or ``None``
    where that is not to be had: another provider, unsaved edits (a clone reads the provider, not the edit
    buffer), or a clone that does not hold the same features and fields. ``layer`` is not touched."""
    if layer.providerType() not in CLONED_PROVIDERS or layer.isModified():
        return None
    clone = layer.clone()
    if clone is None or not clone.isValid():
        return None
    fields = layer.fields()
    name = field_name(fields, ID_FIELD)
    clone.addExpressionField("$id", QgsField(name, FIELD_LONG))
    cloned = clone.fields()
    if (clone.featureCount() != layer.featureCount() or cloned.count() != fields.count() + 1
            or [cloned.at(i).name() for i in range(fields.count())] != fields.names()
            or _first_features(clone) != _first_features(layer)):
        return None
    copy_fields = QgsFields(fields)  # the copy's: the layer's, then the id as a field of its own
    copy_fields.append(QgsField(name, FIELD_LONG))
    return QgsVectorLayerFeatureSource(clone), copy_fields  # the snapshot outlives the clone


def _first_features(layer: QgsVectorLayer, count: int = 3) -> List[Tuple[int, bytes]]:
    """(feature id, WKB) of the first features ``layer`` reads: a clone that numbered its features anew
    (or holds others) shows here."""
    request = QgsFeatureRequest().setNoAttributes().setLimit(count)
    return [(f.id(), bytes(f.geometry().asWkb())) for f in layer.getFeatures(request)]


def copy_with_ids(
    snapshot: QgsVectorLayerFeatureSource,
    fields: QgsFields,
    wkb_type,
    crs,
    fids: Sequence[int],
    columns: Sequence[Column],
    name: str,
    feedback: Optional[QgsFeedback] = None,
) -> Tuple[Optional[QgsVectorLayer], List[int]]:
    """The copy of the features ``fids`` (distinct) from a snapshot of :func:`id_snapshot` (any thread):
    QGIS copies them in C++ with their ids; ``columns`` are constants (virtual fields of their one value).
    Returns the copy and the ids copied (all of ``fids`` unless some do not exist: then read from the
    copy); ``None`` when ``feedback`` was cancelled. The layer is handed to the GUI thread."""
    feedback = feedback if feedback is not None else QgsFeedback()
    request = QgsFeatureRequest().setFilterFids(list(fids))
    layer = SnapshotSource(snapshot, fields, wkb_type, crs, name).materialize(request, feedback)
    if feedback.isCanceled():
        return None, []
    id_index = fields.count() - 1
    if layer.featureCount() == len(fids):
        copied = list(fids)
    else:  # some ids do not exist: which were copied, from the copy's id field
        read = QgsFeatureRequest().setFlags(QgsFeatureRequest.Flag.NoGeometry).setSubsetOfAttributes([id_index])
        copied = [int(feature[id_index]) for feature in layer.getFeatures(read)]
    return _finished_copy(layer, new_fields(fields, columns)[1:], columns, name), copied


class SnapshotSource(QgsFeatureSource):
    """A ``QgsFeatureSource`` over a ``QgsVectorLayerFeatureSource`` (a snapshot of a layer, readable on any
    thread), so that QGIS's C++ ``materialize`` copies it: Python is asked once for the iterator, never per
    feature. ``fields`` are the copy's: the layer's, then the new ones (the copy leaves them empty)."""

    def __init__(self, snapshot: QgsVectorLayerFeatureSource, fields: QgsFields, wkb_type, crs, name: str) -> None:
        super().__init__()
        self._snapshot = snapshot
        self._fields = fields
        self._wkb_type = wkb_type
        self._crs = crs
        self._name = name

    def getFeatures(self, request: Optional[QgsFeatureRequest] = None):  # noqa: N802 - QGIS's name
        return self._snapshot.getFeatures(request if request is not None else QgsFeatureRequest())

    def fields(self) -> QgsFields:
        return QgsFields(self._fields)

    def wkbType(self):  # noqa: N802 - QGIS's name
        return self._wkb_type

    def sourceCrs(self):  # noqa: N802 - QGIS's name
        return self._crs

    def sourceName(self) -> str:  # noqa: N802 - QGIS's name
        return self._name

    def featureCount(self) -> int:  # noqa: N802 - QGIS's name
        return -1


def copy_snapshot(
    snapshot: QgsVectorLayerFeatureSource,
    order_snapshot: QgsVectorLayerFeatureSource,
    fields: QgsFields,
    wkb_type,
    crs,
    fids: Sequence[int],
    ann_of: Optional[Callable[[int], int]],
    columns: Sequence[Column],
    name: str,
    feedback: Optional[QgsFeedback] = None,
) -> Tuple[Optional[QgsVectorLayer], List[int]]:
    """The copy of the features ``fids`` of a layer, from two snapshots of it (``QgsVectorLayerFeatureSource``,
    taken on the GUI thread; this runs on any thread). ``None`` when ``feedback`` was cancelled.

    QGIS copies the features in C++ (``materialize`` over a :class:`SnapshotSource`), in the order the
    request iterates them; the same request without geometry or attributes, run on ``order_snapshot`` on
    a second thread meanwhile, gives that order (sorting in QGIS costs far more). The annotation ids
    and the extra columns that differ per id are then written in bounded chunks; a constant column is
    a virtual field of its one value (nothing per feature). The layer is handed to the GUI thread.
    """
    aligned = [c for c in columns if not isinstance(c[1], Same)]
    constants = [c for c in columns if isinstance(c[1], Same)]
    added = new_fields(fields, list(aligned) + list(constants))
    real, virtual = added[:1 + len(aligned)], added[1 + len(aligned):]
    all_fields = QgsFields(fields)
    for field in real:
        all_fields.append(field)
    request = QgsFeatureRequest().setFilterFids(list(fids))
    order = QgsFeatureRequest(request)
    order.setNoAttributes()
    order.setFlags(QgsFeatureRequest.Flag.NoGeometry)
    feedback = feedback if feedback is not None else QgsFeedback()
    copy_source = SnapshotSource(snapshot, all_fields, wkb_type, crs, name)
    id_index = fields.count()
    col_values = [(id_index + 1 + i, values) for i, (_name, values, _kind) in enumerate(aligned)]

    def read_order() -> Tuple[List[int], List[Dict[int, Dict[int, Any]]]]:
        """The order QGIS copies in, and the attribute changes of every chunk (new ids are 1, 2, 3...)."""
        old = _feature_ids(order_snapshot, order, feedback)
        anns = old if ann_of is None else [ann_of(f) for f in old]
        return old, [_changes(range(start + 1, min(start + WRITE_CHUNK, len(anns)) + 1),
                              anns[start:start + WRITE_CHUNK], id_index, col_values)
                     for start in range(0, len(anns), WRITE_CHUNK)]

    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="geosense-order") as reader:
        ordered = reader.submit(read_order)
        layer = copy_source.materialize(request, feedback)
        old_fids, chunks = ordered.result()
    if feedback.isCanceled():
        return None, []
    new_fids = _new_ids(layer, len(old_fids))
    if len(new_fids) != len(old_fids):
        raise RuntimeError(f"{name}: copied {len(new_fids)} of {len(old_fids)} features")
    _check_order(order_snapshot, layer, old_fids, new_fids, name)
    if new_fids != list(range(1, len(new_fids) + 1)):  # not numbered as a new memory layer numbers
        anns = old_fids if ann_of is None else [ann_of(f) for f in old_fids]
        chunks = [_changes(new_fids[start:start + WRITE_CHUNK], anns[start:start + WRITE_CHUNK], id_index,
                           col_values) for start in range(0, len(anns), WRITE_CHUNK)]
    provider = layer.dataProvider()
    for changes in chunks:
        if feedback.isCanceled():
            return None, []
        if not provider.changeAttributeValues(changes):
            raise RuntimeError(f"{name}: the annotation ids could not be written")
    return _finished_copy(layer, virtual, constants, name), old_fids


def _finished_copy(layer: QgsVectorLayer, fields: Sequence[QgsField], constants: Sequence[Column],
                   name: str) -> QgsVectorLayer:
    """The copy with each constant column as a virtual field of its one value, named, on the GUI thread."""
    for field, (_name, same, _kind) in zip(fields, constants):
        value = same.value
        layer.addExpressionField("NULL" if value is None else QgsExpression.quotedValue(value), field)
    layer.setName(name)
    main = QCoreApplication.instance().thread()
    if layer.thread() is not main:
        layer.moveToThread(main)
    return layer


def _changes(new_fids: Sequence[int], anns: Sequence[int], id_index: int,
             col_values: Sequence[Tuple[int, Any]]) -> Dict[int, Dict[int, Any]]:
    """``{new fid: {field index: value}}``: the annotation id and the per-id extra values of each feature."""
    if not col_values:
        return {f: {id_index: a} for f, a in zip(new_fids, anns)}
    changes: Dict[int, Dict[int, Any]] = {}
    for new_fid, ann in zip(new_fids, anns):
        attrs = {id_index: ann}
        for idx, values in col_values:
            value = values.get(ann)
            if value is not None:
                attrs[idx] = value
        changes[new_fid] = attrs
    return changes


def _feature_ids(snapshot: QgsVectorLayerFeatureSource, request: QgsFeatureRequest,
                 feedback: Optional[QgsFeedback] = None) -> List[int]:
    out: List[int] = []
    append = out.append
    feature = QgsFeature()
    features = snapshot.getFeatures(request)
    next_feature, feature_id = features.nextFeature, feature.id
    more = True
    while more:
        if feedback is not None and feedback.isCanceled():
            break
        for _ in range(5000):
            if not next_feature(feature):
                more = False
                break
            append(feature_id())
    return out


def _new_ids(layer: QgsVectorLayer, expected: int) -> List[int]:
    """The copy's feature ids in the order its features were added.

    A new memory layer numbers added features 1, 2, 3...; checked here at both
    ends, else its ids are read and sorted.
    """
    n = layer.featureCount()
    if n == expected and (n == 0 or (layer.getFeature(1).isValid() and layer.getFeature(n).isValid()
                                     and not layer.getFeature(n + 1).isValid())):
        return list(range(1, n + 1))
    return sorted(layer.allFeatureIds())


def _check_order(snapshot: QgsVectorLayerFeatureSource, copy: QgsVectorLayer, old_fids: List[int],
                 new_fids: List[int], name: str) -> None:
    """The first and last copied features have the geometry of the features the order says they are."""
    for k in {0, len(old_fids) - 1} if old_fids else ():
        a = QgsFeature()
        snapshot.getFeatures(QgsFeatureRequest(old_fids[k])).nextFeature(a)
        b = copy.getFeature(new_fids[k])
        if bytes(a.geometry().asWkb()) != bytes(b.geometry().asWkb()):
            raise RuntimeError(f"{name}: the copied features are not in the order they were read")


def build_copy(
    snapshot: QgsVectorLayerFeatureSource,
    fields: QgsFields,
    wkb_type,
    crs,
    fids: Sequence[int],
    ann_of: Optional[Callable[[int], int]],
    columns: Sequence[Column],
    name: str,
    cancelled: Callable[[], bool] = lambda: False,
) -> Tuple[Optional[QgsVectorLayer], List[int]]:
    """The same copy as :func:`copy_features`, built from a snapshot on the calling thread (a task's):
    each feature gets all its attributes at once. The layer is handed to the GUI thread before it is
    returned; ``None`` when ``cancelled()`` said so."""
    all_fields = QgsFields(fields)
    for extra in new_fields(fields, columns):
        all_fields.append(extra)
    layer = QgsMemoryProviderUtils.createMemoryLayer(name, all_fields, wkb_type, crs)
    provider = layer.dataProvider()
    # a constant goes as one QVariant shared by every feature (no conversion per feature); the aligned
    # columns are looked up per feature
    template = QgsFeature(all_fields)
    constants = [QVariant(v.value) if isinstance(v, Same) and v.value is not None else None
                 for _name, v, _kind in columns]
    aligned = [(i, v) for i, (_name, v, _kind) in enumerate(columns) if not isinstance(v, Same)]
    copied: List[int] = []
    batch: List[QgsFeature] = []
    feature = QgsFeature()
    features = snapshot.getFeatures(QgsFeatureRequest().setFilterFids(list(fids)))
    while features.nextFeature(feature):
        fid = feature.id()
        ann = fid if ann_of is None else ann_of(fid)
        out = QgsFeature(template)
        out.setGeometry(feature.geometry())
        if aligned:
            tail = list(constants)
            for i, values in aligned:
                tail[i] = values.get(ann)
            out.setAttributes(feature.attributes() + [ann] + tail)
        else:
            out.setAttributes(feature.attributes() + [ann] + constants)
        batch.append(out)
        copied.append(fid)
        if len(batch) >= 2000:
            if cancelled():
                return None, []
            if not provider.addFeatures(batch)[0]:
                raise RuntimeError(f"{name}: features could not be copied")
            batch = []
    if batch and not provider.addFeatures(batch)[0]:
        raise RuntimeError(f"{name}: features could not be copied")
    layer.updateExtents()
    layer.moveToThread(QCoreApplication.instance().thread())
    return layer, copied
