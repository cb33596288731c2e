"""Memory copies of features for a result layer: geometry, attributes, the annotation id and extra columns.

Two ways, one result:

* :func:`copy_features` (GUI thread): QGIS copies the features in C++
  (``materialize``) while a second thread reads the order it copies them in;
  the annotation ids and extra columns are then written in bounded chunks.
* :func:`build_copy` (any thread, for a ``QgsTask``): reads a
  ``QgsVectorLayerFeatureSource`` and builds the layer with every attribute
  at once, then hands the layer to the GUI thread.

Builds new memory layers only; never edits the source layer.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from qgis.core import (
    QgsFeature,
    QgsFeatureRequest,
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

WRITE_CHUNK = 20000  # features whose new attribute values are handed to QGIS at once
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
    layer, _copied = copy_features(source, list(ann_of), ann_of.__getitem__, columns, name)
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
    features copied, in the copy's order.

    The copy is made in C++ (``materialize``), in the order the request iterates
    the features; the same request without geometry or attributes, run on a
    snapshot of the layer on a second thread meanwhile, gives that order
    (sorting in QGIS costs far more).
    """
    request = QgsFeatureRequest().setFilterFids(list(fids))
    order = QgsFeatureRequest(request).setNoAttributes().setFlags(QgsFeatureRequest.Flag.NoGeometry)
    snapshot = QgsVectorLayerFeatureSource(source.layer)
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="geosense-order") as reader:
        ordered = reader.submit(_feature_ids, snapshot, order)
        layer = source.layer.materialize(request)
        old_fids = ordered.result()
    new_fids = _new_ids(layer, len(old_fids))
    if len(new_fids) != len(old_fids):
        raise RuntimeError(f"{source.layer.name()}: copied {len(new_fids)} of {len(old_fids)} features")
    _check_order(source.layer, layer, old_fids, new_fids)
    provider = layer.dataProvider()
    provider.addAttributes(new_fields(layer.fields(), columns))
    layer.updateFields()
    first = layer.fields().count() - len(columns) - 1
    id_index = first
    col_values = [(first + 1 + i, columns[i][1]) for i in range(len(columns))]
    anns = old_fids if ann_of is None else [ann_of(f) for f in old_fids]
    for start in range(0, len(new_fids), WRITE_CHUNK):
        chunk_new = new_fids[start:start + WRITE_CHUNK]
        chunk_anns = anns[start:start + WRITE_CHUNK]
        if not col_values:
            changes: Dict[int, Dict[int, Any]] = dict(zip(chunk_new, ({id_index: a} for a in chunk_anns)))
        else:
            changes = {}
            for new_fid, ann in zip(chunk_new, chunk_anns):
                attrs = {id_index: ann}
                for idx, values in col_values:
                    value = values.get(ann)
                    if value is not None:
                        attrs[idx] = value
                changes[new_fid] = attrs
        if not provider.changeAttributeValues(changes):
            raise RuntimeError(f"{source.layer.name()}: the annotation ids could not be written")
    layer.setName(name)
    layer.setCustomProperty("geosense/source_layer", source.layer.id())
    return layer, old_fids


def _feature_ids(snapshot: QgsVectorLayerFeatureSource, request: QgsFeatureRequest) -> List[int]:
    out: List[int] = []
    append = out.append
    feature = QgsFeature()
    features = snapshot.getFeatures(request)
    while features.nextFeature(feature):
        append(feature.id())
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


def _check_order(source: QgsVectorLayer, copy: QgsVectorLayer, old_fids: List[int], new_fids: List[int]) -> None:
    """The first and last copied features have the geometry of the features the order says they are."""
    for k in {0, len(old_fids) - 1} if old_fids else ():
        a, b = source.getFeature(old_fids[k]), copy.getFeature(new_fids[k])
        if bytes(a.geometry().asWkb()) != bytes(b.geometry().asWkb()):
            raise RuntimeError(f"{source.name()}: the copied features are not in the order they were read")


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
