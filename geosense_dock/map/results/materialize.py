"""Memory copies of features for a result layer: geometry, attributes, the annotation id and extra columns.

Builds new memory layers only; never edits the source layer.
"""

from __future__ import annotations

from typing import Any, Dict, Mapping, Sequence, Tuple

from qgis.core import QgsFeatureRequest, QgsField, QgsVectorLayer

from ..compat import FIELD_BOOL, FIELD_DOUBLE, FIELD_LONG, FIELD_STRING
from .marks import ID_FIELD
from .sources import AnnotationSource


def field_name(existing, wanted: str) -> str:
    names = {existing.at(i).name().lower() for i in range(existing.count())}
    name, n = wanted, 1
    while name.lower() in names:
        n += 1
        name = f"{wanted}_{n}"
    return name


KIND_TYPES = {"int": FIELD_LONG, "float": FIELD_DOUBLE, "bool": FIELD_BOOL, "text": FIELD_STRING}


def materialize(
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
    id_name = field_name(fields, ID_FIELD)
    new_fields = [QgsField(id_name, FIELD_LONG)]
    names = [id_name]
    for col_name, _values, kind in columns:
        col = field_name(fields, col_name)
        while col in names:
            col = col + "_"
        names.append(col)
        new_fields.append(QgsField(col, KIND_TYPES.get(kind, FIELD_STRING)))
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

