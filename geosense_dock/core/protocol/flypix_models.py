"""FlyPix's data shapes as the client hands them on: tokens, a vector's features, regions, classes.

The ``parse_*`` functions check FlyPix's JSON answers and turn them into
these shapes (:func:`parse_features` raises :class:`FlyPixError` for a vector
it cannot use whole); the shapes of the model runs are in ``flypix_runs.py``,
the outcome of new annotations in ``flypix_annotations.py``. No Qt, no QGIS,
no network.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from .. import texts
from ..numbers import json_float
from .flypix_errors import FlyPixError

SOURCES = {"DIRECT": "annotated", "INFERENCE": "inference"}


@dataclass
class Tokens:
    """A password sign-in: the access token, when it expires, and the token that refreshes it."""

    access_token: str
    token_type: str = "bearer"
    expires_at: float = math.inf  # clock time the access token stops working
    lifetime: float = math.inf  # seconds it lived when issued
    refresh_token: Optional[str] = None


@dataclass
class VectorFeatures:
    """Index-aligned annotations of one vector; ``class_ids`` already mapped to class ids."""

    ids: List[int]
    polygons: List[Optional[str]]
    areas: List[Optional[float]]
    confidences: List[Optional[float]]
    class_ids: List[Optional[str]]

    def __len__(self) -> int:
        return len(self.ids)


@dataclass
class Region:
    """A region of a raster (RegionResponse of ``/v2/regions/for-raster``)."""

    region_id: str
    polygon: Optional[str]
    name: str
    description: str
    color: str  # "#rrggbb" (FlyPix sends it without "#"), "" when unusable
    training_behavior: str  # TRAINING | VALIDATION | TEST | IGNORE
    inference_behavior: str  # USE | IGNORE
    raw: Dict[str, Any] = field(default_factory=dict)


def hex_color(value: Any) -> str:
    """FlyPix's colour (``e15759``, also with ``#`` or ``#rgb``) as ``#rrggbb``; "" when it is none."""
    if not isinstance(value, str):
        return ""
    raw = value.strip().lstrip("#")
    if len(raw) == 3:
        raw = "".join(c * 2 for c in raw)
    if len(raw) == 8:  # rrggbbaa
        raw = raw[:6]
    if len(raw) != 6 or any(c not in "0123456789abcdefABCDEF" for c in raw):
        return ""
    return "#" + raw.lower()


def parse_features(body: Any) -> VectorFeatures:
    """VectorFeatures ``{data: {ids, areas, polygons, confidences, class_ids}, classes}`` checked.

    Each column may be ``null`` (an empty vector has only nulls). Raises
    :class:`FlyPixError` (``VALIDATION_ERROR``) when the columns are not
    index-aligned or the ids are not integers: nothing of such a vector is used.
    """
    if not isinstance(body, dict):
        raise FlyPixError(texts.text("the vector's features are not a JSON object"), code="VALIDATION_ERROR")
    data = body.get("data")
    if not isinstance(data, dict):
        raise FlyPixError(texts.text("the vector's features have no data"), code="VALIDATION_ERROR")
    raw_ids = data.get("ids")
    if raw_ids is None:
        raw_ids = []
    if not isinstance(raw_ids, list):
        raise FlyPixError(texts.text("the vector's features have no ids list"), code="VALIDATION_ERROR")
    n = len(raw_ids)
    columns: Dict[str, List[Any]] = {}
    for name in ("polygons", "areas", "confidences", "class_ids"):
        values = data.get(name)
        if values is None:
            values = [None] * n
        if not isinstance(values, list) or len(values) != n:
            count = len(values) if isinstance(values, list) else 0
            raise FlyPixError(texts.text("the vector's features are not index-aligned ({0} has {1} entries for "
                                         "{2} ids)", name, count, n), code="VALIDATION_ERROR")
        columns[name] = values
    ids: List[int] = []
    for i, value in enumerate(raw_ids):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or int(value) != value:
            raise FlyPixError(texts.text("annotation id {0} (entry {1}) is not an integer", repr(value), i),
                              code="VALIDATION_ERROR")
        ids.append(int(value))
    class_map = body.get("classes") or {}
    if not isinstance(class_map, dict):
        class_map = {}
    class_ids: List[Optional[str]] = []
    for raw in columns["class_ids"]:
        if raw is None or isinstance(raw, bool):
            class_ids.append(None)
        else:
            key = str(int(raw)) if isinstance(raw, float) and raw.is_integer() else str(raw)
            mapped = class_map.get(key, raw)
            class_ids.append(None if mapped is None else str(mapped))
    return VectorFeatures(
        ids=ids,
        polygons=[p if isinstance(p, str) else None for p in columns["polygons"]],
        areas=[json_float(a, strings=False) for a in columns["areas"]],
        confidences=[json_float(c, strings=False) for c in columns["confidences"]],
        class_ids=class_ids,
    )


def source_of(vector: Dict[str, Any]) -> str:
    """``annotated`` or ``inference`` from a vector's ``metadata.source`` (DIRECT | INFERENCE)."""
    metadata = vector.get("metadata")
    meta: Dict[str, Any] = metadata if isinstance(metadata, dict) else {}
    raw = str(meta.get("source") or "DIRECT").upper()
    return SOURCES.get(raw, "inference" if "INFER" in raw else "annotated")


def parse_region(obj: Any) -> Optional[Region]:
    """A RegionResponse of ``/v2/regions/for-raster``; None when it has no id."""
    if not isinstance(obj, dict) or not isinstance(obj.get("region_id"), str):
        return None
    metadata = obj.get("metadata")
    meta: Dict[str, Any] = metadata if isinstance(metadata, dict) else {}
    polygon = obj.get("polygon")
    return Region(
        region_id=obj["region_id"],
        polygon=polygon if isinstance(polygon, str) else None,
        name=str(meta.get("name") or ""),
        description=str(meta.get("description") or ""),
        color=hex_color(meta.get("color")),
        training_behavior=str(obj.get("training_behavior") or ""),
        inference_behavior=str(obj.get("inference_behavior") or ""),
        raw=obj,
    )


def parse_class(obj: Dict[str, Any]) -> Dict[str, Any]:
    """A ClassResponse with its colour as ``#rrggbb`` ("" when unusable)."""
    return {"class_id": str(obj.get("class_id")), "name": str(obj.get("name") or obj.get("class_id")),
            "color": hex_color(obj.get("color"))}
