"""A shared layer's annotations as a ``vector`` artifact (PROTOCOL.md section 3).

``{data: {ids, areas, polygons, confidences, class_ids}, classes: {"<int>": "<class_id>"}}``,
index-aligned; polygons (or the line/point geometry of line and point layers)
as base64 WKB in EPSG:3857, areas in m² on the project ellipsoid (0 for lines
and points), confidences from the chosen field or 1.0, ``class_ids`` numbering
the layer's classes (``null``: the feature falls in no class).

:class:`LayerSnapshot` is taken on the GUI thread; :func:`build_vector_artifact`
runs on a worker thread against the snapshot's feature source (a copy of the
layer's data including unsaved edits), never against the layer.
"""

from __future__ import annotations

import binascii
import hashlib
import math
import struct
from collections import Counter
from dataclasses import dataclass, field
from itertools import chain
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from qgis.core import (
    QgsExpression,
    QgsExpressionContext,
    QgsExpressionContextUtils,
    QgsFeature,
    QgsFeatureRequest,
    QgsGeometry,
    QgsProject,
    QgsVectorLayerFeatureSource,
)

from ..core.numbers import as_float, as_int
from .classes import ClassScheme
from .geometry import SKIP_DUPLICATE_ID, SKIP_NO_ID, SKIP_REASONS, GeometryPrep, SkipFeature, project_ellipsoid
from .registry import VectorRegistry

b64 = binascii.b2a_base64

CONFIDENCE_CLAMPED = "confidence outside 0..1 clamped"
CONFIDENCE_MISSING = "no confidence value (1.0 used)"


@dataclass
class VectorBuild:
    """The artifact of one layer and what happened on the way."""

    layer_id: str
    layer_name: str
    artifact_data: Dict[str, Any]
    content_hash: str
    count: int
    notes: Counter = field(default_factory=Counter)  # reason -> number of features

    @property
    def skipped(self) -> int:
        return sum(n for reason, n in self.notes.items() if reason in SKIP_REASONS)

    def summary(self) -> str:
        """What was repaired or left out, for the message bar; "" when nothing was."""
        if not self.notes:
            return ""
        parts = ", ".join(f"{reason}: {n}" for reason, n in sorted(self.notes.items()))
        return f"{self.layer_name}: {self.count} annotations sent; {parts}"


class LayerSnapshot:
    """What a worker needs to read one layer, taken on the GUI thread."""

    def __init__(self, layer, registry: VectorRegistry, project: Optional[QgsProject] = None,
                 extra_attributes: Sequence[str] = (), classes_left_out: Sequence[str] = (),
                 fields_left_out: Sequence[Tuple[str, str]] = ()) -> None:
        project = project or registry.project
        self.layer_id = layer.id()
        self.layer_name = layer.name()
        self.feature_count = max(0, int(layer.featureCount()))
        self.source = QgsVectorLayerFeatureSource(layer)
        self.fields = layer.fields()
        self.prep = GeometryPrep(layer, project)
        # the fields whose values would go as classes but may not: then no class goes at all
        self.classes_left_out = tuple(classes_left_out)
        self.scheme: ClassScheme = ClassScheme() if self.classes_left_out else registry.class_scheme(layer)
        self.class_fields = class_fields(self.scheme)
        # the registry's fields are those the sharing policy lets go ("": QGIS feature ids, 1.0)
        self.id_field = registry.annotation_ids_field(layer)
        self.confidence_field = registry.confidence_field(layer)
        # ("ids" | "confidences", field): a chosen field whose values may not go (feature ids, 1.0 went)
        self.fields_left_out = tuple((str(w), str(n)) for w, n in fields_left_out)
        self.expression: Optional[QgsExpression] = None
        self.expression_context: Optional[QgsExpressionContext] = None
        attributes = [n for n in (self.id_field, self.confidence_field) if n]
        if self.scheme.attribute and self.scheme.is_expression:
            self.expression = QgsExpression(self.scheme.attribute)
            self.expression_context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
            self.expression.prepare(self.expression_context)
            attributes += list(self.expression.referencedColumns())
        elif self.scheme.attribute:
            attributes.append(self.scheme.attribute)
        # fields the sharing policy lets go along, by name (never the ones the wire carries anyway)
        self.extra_attributes = [n for n in extra_attributes if self.fields.lookupField(n) >= 0]
        attributes += self.extra_attributes
        self.attributes = sorted({a for a in attributes if self.fields.lookupField(a) >= 0})
        self.key: Tuple = cache_key(layer, registry, self.extra_attributes, self.classes_left_out,
                                    self.fields_left_out)

    def note(self) -> Dict[str, Any]:
        """What the record says of this layer's artifact besides its bytes: the fields its classes, ids
        and confidences came from, and those whose values were left out."""
        note: Dict[str, Any] = {}
        if self.classes_left_out:
            note["classes_left_out"] = list(self.classes_left_out)
        elif self.class_fields:
            note["class_fields"] = list(self.class_fields)
        if self.id_field:
            note["id_field"] = self.id_field
        if self.confidence_field:
            note["confidence_field"] = self.confidence_field
        for what, name in self.fields_left_out:
            note[what + "_left_out"] = name
        return note


def class_fields(scheme: ClassScheme) -> Tuple[str, ...]:
    """The fields whose values go as the classes of ``scheme`` (those an expression reads, for an expression)."""
    if not scheme.attribute or not scheme.classes:
        return ()
    if scheme.is_expression:
        return tuple(sorted(QgsExpression(scheme.attribute).referencedColumns()))
    return (scheme.attribute,)


def cache_key(layer, registry: VectorRegistry, extra_attributes: Sequence[str] = (),
              classes_left_out: Sequence[str] = (), fields_left_out: Sequence[Tuple[str, str]] = ()) -> Tuple:
    """Everything a layer's artifact depends on, cheap to compute: equal keys, equal artifacts.

    The generation counts the layer's edits, so no feature is read to find that
    nothing changed."""
    return (
        registry.generation(layer),
        "" if classes_left_out else registry.class_scheme(layer).signature(),
        registry.annotation_ids_field(layer),
        registry.confidence_field(layer),
        layer.crs().authid() or layer.crs().toWkt(),
        project_ellipsoid(registry.project),
        tuple(extra_attributes),
        tuple(classes_left_out),
        tuple(tuple(f) for f in fields_left_out),
    )


def _plain(value: Any) -> Any:
    """An attribute value as JSON: numbers, text, booleans and null as they are, anything else as text."""
    if value is None or (hasattr(value, "isNull") and value.isNull()):
        return None
    if isinstance(value, bool) or isinstance(value, (int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    return str(value.toString() if hasattr(value, "toString") else value)


def build_vector_artifact(
    snap: LayerSnapshot,
    progress: Optional[Callable[[float], None]] = None,
    canceled: Optional[Callable[[], bool]] = None,
    bulk: bool = True,
) -> Optional[VectorBuild]:
    """Read the snapshot's features; ``None`` when ``canceled()`` turned true.

    Each feature is checked and measured as it is read (:meth:`GeometryPrep.plain_area`, else the long
    way: repairs, segmentizes, flattens, clips, or says why the feature cannot go). With ``bulk`` (a
    polygon layer, numpy at hand) the plain polygons are brought to EPSG:3857 after the reading, a chunk
    in one transform call (:meth:`GeometryPrep.mercator_wkbs`), the rest one by one as before; the
    artifact and its hash are those of ``bulk=False``, which projects every feature as it is read. Should
    one of those left to project on their own turn out to be skipped after all, the layer is read again
    the one-by-one way, so that which of two features with the same id goes stays as it was.
    """
    request = QgsFeatureRequest()
    request.setSubsetOfAttributes(snap.attributes, snap.fields)
    id_idx = snap.fields.lookupField(snap.id_field) if snap.id_field else -1
    conf_idx = snap.fields.lookupField(snap.confidence_field) if snap.confidence_field else -1
    class_idx = -1
    if snap.scheme.attribute and not snap.scheme.is_expression:
        class_idx = snap.fields.lookupField(snap.scheme.attribute)
    prep = snap.prep
    fast = prep.fast
    bulk = bulk and prep.bulk
    plain_area = prep.plain_area
    deferred: List[int] = []  # positions whose WKB is still in the layer CRS (bulk)
    notes: Counter = Counter()
    ids, areas, polygons, confidences, class_ids = [], [], [], [], []
    extra = {name: (snap.fields.lookupField(name), []) for name in snap.extra_attributes}
    extra_columns = list(extra.values())
    seen = set()
    index_for = _ClassIndex(snap.scheme) if class_idx >= 0 else None
    total = max(1, snap.feature_count)
    step = max(1, total // 100)
    n = 0
    feature = QgsFeature()
    value_of = feature.__getitem__  # the fields asked for, one by one: all of a wide layer's would cost far more
    features = snap.source.getFeatures(request)
    while features.nextFeature(feature):
        n += 1
        if n % step == 0:
            if canceled is not None and canceled():
                return None
            if progress is not None:
                progress(min(100.0, 100.0 * n / total))
        if id_idx >= 0:
            ann_id = as_int(value_of(id_idx))
            if ann_id is None:
                notes[SKIP_NO_ID] += 1
                continue
        else:
            ann_id = feature.id()
        if ann_id in seen:
            notes[SKIP_DUPLICATE_ID] += 1
            continue
        geometry = feature.geometry()
        wkb = None
        if bulk:
            area = plain_area(geometry)
            if area is not None:
                wkb = bytes(geometry.asWkb())  # in the layer CRS until the loop is done
        else:
            done = fast(geometry)
            if done is not None:
                area, merc = done
                wkb = merc.asWkb().data()
        if wkb is None:
            try:
                area, wkb = _long_way(prep, feature.geometry())
            except SkipFeature as skip:
                notes[str(skip)] += 1
                continue
        elif bulk:
            deferred.append(len(ids))
        seen.add(ann_id)
        confidence = 1.0
        if conf_idx >= 0:
            value = value_of(conf_idx)
            if value.__class__ is float and 0.0 <= value <= 1.0:
                confidence = value
            else:
                confidence, note = _confidence(value)
                if note:
                    notes[note] += 1
        if index_for is not None:
            cls = index_for(value_of(class_idx))
        elif snap.expression is not None:
            snap.expression_context.setFeature(feature)
            cls = snap.scheme.index_for(snap.expression.evaluate(snap.expression_context))
        else:
            cls = -1
        ids.append(ann_id)
        areas.append(area)
        polygons.append(wkb)
        confidences.append(confidence)
        class_ids.append(cls if cls >= 0 else None)
        for index, values in extra_columns:
            values.append(_plain(value_of(index)))
    if deferred and not _project_deferred(prep, deferred, polygons, areas):
        prep.notes.clear()
        return build_vector_artifact(snap, progress, canceled, bulk=False)
    notes.update(prep.notes)
    prep.notes.clear()
    data = {
        "data": {
            "ids": ids,
            "areas": areas,
            "polygons": [b64(w, newline=False).decode("ascii") for w in polygons],
            "confidences": confidences,
            "class_ids": class_ids,
        },
        "classes": snap.scheme.artifact_classes(),
    }
    if extra:  # only what the sharing policy allows, index-aligned like the other arrays
        data["data"]["attributes"] = {name: values for name, (_index, values) in extra.items()}
    if progress is not None:
        progress(100.0)
    digest = _content_hash(snap.key, ids, confidences, class_ids, polygons, [values for _i, values in extra_columns])
    return VectorBuild(snap.layer_id, snap.layer_name, data, digest, len(ids), notes)


def _long_way(prep: GeometryPrep, geometry) -> Tuple[float, bytes]:
    """(area in m², EPSG:3857 WKB) of a geometry that is repaired, segmentized, flattened or clipped on
    the way; raises :class:`SkipFeature` saying why it cannot go."""
    clean = prep.clean(geometry)
    return prep.area_m2(clean), prep.mercator(clean).asWkb().data()


def _project_deferred(prep: GeometryPrep, deferred: List[int], polygons: List[bytes], areas: List[float]) -> bool:
    """Bring the WKB at the ``deferred`` positions of ``polygons`` to EPSG:3857 (in place): in bulk,
    else one by one as :meth:`GeometryPrep.fast` and the long way do. False when one of them would be
    skipped after all (the caller then reads the layer again the one-by-one way)."""
    projected = prep.mercator_wkbs([polygons[at] for at in deferred])
    for at, wkb in zip(deferred, projected):
        if wkb is None:
            geometry = QgsGeometry()
            geometry.fromWkb(polygons[at])
            merc = prep.projected(QgsGeometry(geometry))
            if merc is not None:
                wkb = merc.asWkb().data()
            else:
                try:
                    areas[at], wkb = _long_way(prep, geometry)
                except SkipFeature:
                    return False
        polygons[at] = wkb
    return True


HASH_CHUNK = 8192  # features hashed together


def _content_hash(key: Tuple, ids: List[int], confidences: List[float], class_ids: List[Optional[int]],
                  polygons: List[bytes], extras: List[List[Any]]) -> str:
    """The artifact's content hash: its key, then per feature its id, confidence, class (packed), WKB
    and extra values (their ``repr``), in order; fed a chunk of features at a time."""
    hasher = hashlib.blake2b(digest_size=20)
    hasher.update(repr(key[1:]).encode("utf-8"))
    pack = struct.Struct("<qdi").pack
    codes = [-1 if c is None else c for c in class_ids]
    for start in range(0, len(ids), HASH_CHUNK):
        stop = start + HASH_CHUNK
        columns = [map(pack, ids[start:stop], confidences[start:stop], codes[start:stop]), polygons[start:stop]]
        columns += [[repr(v).encode("utf-8") for v in values[start:stop]] for values in extras]
        hasher.update(b"".join(chain.from_iterable(zip(*columns))))
    return hasher.hexdigest()


class _ClassIndex:
    """``scheme.index_for(value)``, remembered for each value of a plain type (a layer has few classes)."""

    __slots__ = ("scheme", "known")

    def __init__(self, scheme: ClassScheme) -> None:
        self.scheme = scheme
        self.known: Dict[Tuple[type, Any], int] = {}

    def __call__(self, value: Any) -> int:
        kind = value.__class__
        if kind is str or kind is int or kind is float:
            key = (kind, value)
            index = self.known.get(key)
            if index is None:
                index = self.known[key] = self.scheme.index_for(value)
            return index
        return self.scheme.index_for(value)


def _confidence(value) -> Tuple[float, str]:
    number = as_float(value)
    if number is None:
        return 1.0, CONFIDENCE_MISSING
    if number < 0.0 or number > 1.0:
        return min(1.0, max(0.0, number)), CONFIDENCE_CLAMPED
    return number, ""


__all__ = ["LayerSnapshot", "VectorBuild", "build_vector_artifact", "cache_key", "class_fields"]
