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
from typing import Any, Callable, Dict, Optional, Sequence, Tuple

from qgis.core import (
    QgsExpression,
    QgsExpressionContext,
    QgsExpressionContextUtils,
    QgsFeature,
    QgsFeatureRequest,
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
) -> Optional[VectorBuild]:
    """Read the snapshot's features; ``None`` when ``canceled()`` turned true."""
    request = QgsFeatureRequest()
    request.setSubsetOfAttributes(snap.attributes, snap.fields)
    id_idx = snap.fields.lookupField(snap.id_field) if snap.id_field else -1
    conf_idx = snap.fields.lookupField(snap.confidence_field) if snap.confidence_field else -1
    class_idx = -1
    if snap.scheme.attribute and not snap.scheme.is_expression:
        class_idx = snap.fields.lookupField(snap.scheme.attribute)
    prep = snap.prep
    fast = prep.fast
    notes: Counter = Counter()
    ids, areas, polygons, confidences, class_ids = [], [], [], [], []
    extra = {name: (snap.fields.lookupField(name), []) for name in snap.extra_attributes}
    extra_columns = list(extra.values())
    seen = set()
    hasher = hashlib.blake2b(digest_size=20)
    hasher.update(repr(snap.key[1:]).encode("utf-8"))
    update = hasher.update
    pack = struct.Struct("<qdi").pack
    index_for = _ClassIndex(snap.scheme) if class_idx >= 0 else None
    total = max(1, snap.feature_count)
    step = max(1, total // 100)
    n = 0
    feature = QgsFeature()
    features = snap.source.getFeatures(request)
    while features.nextFeature(feature):
        n += 1
        if n % step == 0:
            if canceled is not None and canceled():
                return None
            if progress is not None:
                progress(min(100.0, 100.0 * n / total))
        attrs = feature.attributes()
        if id_idx >= 0:
            ann_id = as_int(attrs[id_idx])
            if ann_id is None:
                notes[SKIP_NO_ID] += 1
                continue
        else:
            ann_id = feature.id()
        if ann_id in seen:
            notes[SKIP_DUPLICATE_ID] += 1
            continue
        done = fast(feature.geometry())
        if done is not None:
            area, merc = done
        else:  # the long way: repairs, segmentizes, flattens, clips, or says why the feature cannot go
            try:
                clean = prep.clean(feature.geometry())
                area = prep.area_m2(clean)
                merc = prep.mercator(clean)
            except SkipFeature as skip:
                notes[str(skip)] += 1
                continue
        seen.add(ann_id)
        confidence = 1.0
        if conf_idx >= 0:
            value = attrs[conf_idx]
            if value.__class__ is float and 0.0 <= value <= 1.0:
                confidence = value
            else:
                confidence, note = _confidence(value)
                if note:
                    notes[note] += 1
        if index_for is not None:
            cls = index_for(attrs[class_idx])
        elif snap.expression is not None:
            snap.expression_context.setFeature(feature)
            cls = snap.scheme.index_for(snap.expression.evaluate(snap.expression_context))
        else:
            cls = -1
        wkb = merc.asWkb().data()
        update(pack(ann_id, confidence, cls))
        update(wkb)
        ids.append(ann_id)
        areas.append(area)
        polygons.append(wkb)
        confidences.append(confidence)
        class_ids.append(cls if cls >= 0 else None)
        for index, values in extra_columns:
            values.append(_plain(attrs[index]))
            update(repr(values[-1]).encode("utf-8"))
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
    return VectorBuild(snap.layer_id, snap.layer_name, data, hasher.hexdigest(), len(ids), notes)


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
