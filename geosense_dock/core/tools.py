"""Typed payloads of the client-executed tools (highlight, find-similar).

``parse_highlight`` and ``parse_find_similar`` turn the ``data`` of a
``<tool>`` block or of a ``tool_call`` frame (a JSON string after ``${...}``
interpolation, or an already decoded object) into frozen dataclasses, or raise
:class:`ToolDataError` with a reason a user can read. Recoverable oddities
(an unknown ``linkType``, misaligned ``linkValues``) do not fail the tool: they
are dropped and listed in ``warnings`` so the ``tool_result`` can mention them.

Also here, because the dock, the result layers and the tests all need them:
the find-similar request id rule (PROTOCOL.md section 5) and the formatting of
extra attributes by their ``attributeHints``. No Qt, no QGIS.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from . import texts
from .numbers import json_float, json_int
from .texts import text

log = logging.getLogger("geosense.results")

ATTRIBUTE_TYPES = ("length", "area", "pixels", "credits", "position")
LINK_TYPES = ("distance", "overlap")
_RESERVED_KEYS = {"ids", "links", "linkValues", "linkType", "attributeHints"}
EARTH_RADIUS = 6378137.0
# What one highlight may ask for: the work of showing it is bounded by these, whatever the payload.
MAX_EXTRA_ATTRIBUTES = 32  # extra attribute keys (aligned columns and constants together)
MAX_EXTRA_VALUES = 3_000_000  # extra attribute values written: distinct ids x extra attribute columns
MAX_EXTRA_TEXT = 32_000_000  # characters of extra attribute text written, over all ids and columns


class ToolDataError(ValueError):
    """A tool payload that cannot be used at all (the reason is user-readable)."""


class ToolDataTooLarge(ToolDataError):
    """A tool payload over the limits above: refused before any of it is shown (``PAYLOAD_TOO_LARGE``)."""


@dataclass(frozen=True)
class HighlightToolData:
    """A validated HighlightToolData payload.

    ``columns`` are the extra attributes aligned with ``ids`` (one value per
    id); ``constants`` are extra attributes given as a single value. Both keep
    the payload's key order.
    """

    ids: Tuple[int, ...]
    link_type: Optional[str] = None  # "distance" | "overlap" | None
    links: Tuple[int, ...] = ()
    link_values: Optional[Tuple[Optional[float], ...]] = None
    columns: Mapping[str, Tuple[Any, ...]] = field(default_factory=dict)
    constants: Mapping[str, Any] = field(default_factory=dict)
    attribute_hints: Mapping[str, str] = field(default_factory=dict)
    warnings: Tuple[str, ...] = ()

    @property
    def is_linked(self) -> bool:
        return self.link_type is not None and len(self.links) == len(self.ids)

    def distinct_ids(self) -> int:
        return len(set(self.ids))

    def extra_columns_count(self) -> int:
        """Columns the extra attributes become: a hinted number is also shown as text (``<name>_text``)."""
        keys = list(self.columns) + list(self.constants)
        return sum(2 if self.attribute_hints.get(k) not in (None, "position") else 1 for k in keys)

    def extra_values(self) -> int:
        """Extra attribute values a result layer gets: distinct ids x extra columns."""
        columns = self.extra_columns_count()
        return self.distinct_ids() * columns if columns else 0

    def all_ids(self) -> List[int]:
        """Every annotation id the payload names (ids, then links), without repeats."""
        seen: Dict[int, None] = {}
        for value in self.ids:
            seen.setdefault(value, None)
        if self.is_linked:
            for value in self.links:
                seen.setdefault(value, None)
        return list(seen)


@dataclass(frozen=True)
class AnnotationTarget:
    id: int
    v: Optional[str] = None


@dataclass(frozen=True)
class FindSimilarToolData:
    hint: Optional[str] = None
    samples: Tuple[AnnotationTarget, ...] = ()
    warnings: Tuple[str, ...] = ()


# ------------------------------------------------------------------ parsing


def _decode(data: Union[str, bytes, Mapping[str, Any], None], tool: str) -> Mapping[str, Any]:
    if isinstance(data, (bytes, bytearray)):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ToolDataError(texts.text("the {0} data is not UTF-8 text", tool)) from None
    if isinstance(data, str):
        text = data.strip()
        if not text:
            raise ToolDataError(texts.text("the {0} data is empty", tool))
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise ToolDataError(texts.text("the {0} data is not valid JSON ({1})", tool,
                                           exc.args[0] if exc.args else exc)) from None
    if data is None:
        raise ToolDataError(texts.text("the {0} data is missing", tool))
    if not isinstance(data, Mapping):
        raise ToolDataError(texts.text("the {0} data must be a JSON object", tool))
    return data


def _id_list(value: Any, name: str) -> Tuple[int, ...]:
    if not isinstance(value, (list, tuple)):
        raise ToolDataError(texts.text("'{0}' must be a list of annotation ids", name))
    if set(map(type, value)) <= {int}:  # the usual case, without a Python call per id
        return tuple(value)
    out = []
    for i, item in enumerate(value):
        number = json_int(item)
        if number is None:
            raise ToolDataError(texts.text("'{0}[{1}]' is not an integer annotation id: {2!r}", name, i,
                                               str(item)[:40]))
        out.append(number)
    return tuple(out)


def parse_highlight(data: Union[str, bytes, Mapping[str, Any], None]) -> HighlightToolData:
    """Validate a HighlightToolData payload (raises ToolDataError)."""
    obj = _decode(data, "highlight")
    if "ids" not in obj:
        raise ToolDataError(texts.text("the highlight data has no 'ids'"))
    ids = _id_list(obj["ids"], "ids")
    if not ids:
        raise ToolDataError(texts.text("the highlight data has an empty 'ids' list"))
    warnings: List[str] = []

    link_type = obj.get("linkType")
    raw_links = obj.get("links")
    links: Tuple[int, ...] = ()
    link_values: Optional[Tuple[Optional[float], ...]] = None
    if link_type is not None and not isinstance(link_type, str):
        warnings.append("linkType is not a string; links ignored")
        link_type = None
    if isinstance(link_type, str):
        link_type = link_type.strip().lower()
        if link_type not in LINK_TYPES:
            warnings.append(f"unknown linkType {link_type!r}; links ignored")
            link_type = None
    if link_type is not None:
        if raw_links is None:
            warnings.append(f"linkType {link_type!r} without 'links'; links ignored")
            link_type = None
        else:
            links = _id_list(raw_links, "links")
            if len(links) != len(ids):
                warnings.append(f"'links' has {len(links)} entries for {len(ids)} ids; links ignored")
                link_type, links = None, ()
    elif raw_links is not None and obj.get("linkType") is None:
        warnings.append("'links' without 'linkType'; links ignored")
    if link_type is not None and obj.get("linkValues") is not None:
        raw_values = obj.get("linkValues")
        if not isinstance(raw_values, (list, tuple)) or len(raw_values) != len(ids):
            warnings.append("'linkValues' is not aligned with 'ids'; values are measured instead")
        else:
            link_values = tuple(json_float(v) for v in raw_values)
            bad = sum(1 for raw, v in zip(raw_values, link_values) if v is None and raw is not None)
            if bad:
                warnings.append(f"{bad} linkValues are not numbers; those are measured instead")

    hints: Dict[str, str] = {}
    raw_hints = obj.get("attributeHints")
    if raw_hints is not None:
        if not isinstance(raw_hints, Mapping):
            warnings.append("attributeHints is not an object; ignored")
        else:
            for key, kind in raw_hints.items():
                if isinstance(kind, str) and kind.strip().lower() in ATTRIBUTE_TYPES:
                    hints[str(key)] = kind.strip().lower()
                else:
                    warnings.append(f"unknown attribute hint {kind!r} for {key!r}; shown as given")

    columns: Dict[str, Tuple[Any, ...]] = {}
    constants: Dict[str, Any] = {}
    for key, value in obj.items():
        if key in _RESERVED_KEYS:
            continue
        key = str(key)
        if isinstance(value, (list, tuple)):
            if len(value) == len(ids):
                columns[key] = tuple(value)
            else:
                warnings.append(f"attribute {key!r} has {len(value)} values for {len(ids)} ids; ignored")
        else:
            constants[key] = value
    extras = len(columns) + len(constants)
    if extras > MAX_EXTRA_ATTRIBUTES:
        raise ToolDataTooLarge(text("highlight data has {0} extra attributes; at most {1} can be shown",
                                    extras, MAX_EXTRA_ATTRIBUTES))
    for warning in warnings:
        log.warning("highlight: %s", warning)
    payload = HighlightToolData(
        ids=ids,
        link_type=link_type,
        links=links,
        link_values=link_values,
        columns=columns,
        constants=constants,
        attribute_hints=hints,
        warnings=tuple(warnings),
    )
    values = payload.extra_values()
    if values > MAX_EXTRA_VALUES:
        raise ToolDataTooLarge(text("highlight data asks for {0} attribute values ({1} ids x {2} columns); "
                                    "at most {3} can be shown", values, payload.distinct_ids(),
                                    payload.extra_columns_count(), MAX_EXTRA_VALUES))
    return payload


def check_extra_text(characters: int) -> None:
    """Refuse extra attributes whose text, written for every id, would be over ``MAX_EXTRA_TEXT``."""
    if characters > MAX_EXTRA_TEXT:
        raise ToolDataTooLarge(text("highlight attributes hold {0} characters of text for the ids; at most {1} "
                                    "can be shown", characters, MAX_EXTRA_TEXT))


def parse_find_similar(data: Union[str, bytes, Mapping[str, Any], None]) -> FindSimilarToolData:
    """Validate a FindSimilarToolData payload (raises ToolDataError).

    At least a hint or one sample is required: without either there is
    nothing to be similar to.
    """
    obj = _decode(data, "find-similar")
    warnings: List[str] = []
    hint = obj.get("hint")
    if hint is not None and not isinstance(hint, str):
        warnings.append("hint is not a string; ignored")
        hint = None
    hint = hint.strip() if hint else None
    samples: List[AnnotationTarget] = []
    raw_samples = obj.get("samples")
    if raw_samples is not None:
        if not isinstance(raw_samples, (list, tuple)):
            raise ToolDataError(texts.text("'samples' must be a list of {id, v?} objects"))
        for i, item in enumerate(raw_samples):
            if isinstance(item, Mapping):
                ann = json_int(item.get("id"))
                v = item.get("v")
            else:
                ann, v = json_int(item), None  # a bare id is accepted
            if ann is None:
                raise ToolDataError(texts.text("'samples[{0}]' has no integer 'id'", i))
            if v is not None and not isinstance(v, str):
                v = str(v)
            samples.append(AnnotationTarget(ann, v or None))
    if not hint and not samples:
        raise ToolDataError(texts.text("find-similar needs a hint or at least one sample"))
    for warning in warnings:
        log.warning("find-similar: %s", warning)
    return FindSimilarToolData(hint=hint, samples=tuple(samples), warnings=tuple(warnings))


def request_id(
    tool_id: Optional[str] = None,
    call_id: Optional[str] = None,
    message_id: Optional[str] = None,
    index: Optional[int] = None,
) -> str:
    """The find-similar ``request`` id (PROTOCOL.md section 5).

    The ``<tool>`` element's ``id`` if present, else the ``tool_call.callId``,
    else ``<messageId>:<n>`` with ``n`` the 0-based index of the tool block.
    """
    if tool_id:
        return str(tool_id)
    if call_id:
        return str(call_id)
    if message_id is None or index is None:
        raise ValueError("request_id needs a tool id, a call id, or a message id and an index")
    return f"{message_id}:{int(index)}"


# --------------------------------------------------------------- formatting


def _number_text(value: float, decimals: int) -> str:
    text = f"{value:,.{decimals}f}"
    if decimals and "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def format_length(metres: Optional[float]) -> str:
    """``4.3 m``, ``1.25 km``; empty for None."""
    if metres is None or not math.isfinite(metres):
        return ""
    if abs(metres) >= 1000:
        return f"{_number_text(metres / 1000.0, 2)} km"
    if abs(metres) >= 100:
        return f"{_number_text(metres, 0)} m"
    return f"{_number_text(metres, 2 if abs(metres) < 10 else 1)} m"


def format_area(square_metres: Optional[float]) -> str:
    """``82.5 m²``, ``1.2 ha``, ``3.4 km²``; empty for None."""
    if square_metres is None or not math.isfinite(square_metres):
        return ""
    a = abs(square_metres)
    if a >= 1_000_000:
        return f"{_number_text(square_metres / 1_000_000.0, 2)} km²"
    if a >= 10_000:
        return f"{_number_text(square_metres / 10_000.0, 2)} ha"
    return f"{_number_text(square_metres, 1 if a >= 10 else 2)} m²"


def format_percent(fraction: Optional[float]) -> str:
    """A 0-1 fraction as ``42 %`` (one decimal below 10 %)."""
    if fraction is None or not math.isfinite(fraction):
        return ""
    pct = fraction * 100.0
    return f"{_number_text(pct, 1 if abs(pct) < 10 else 0)} %"


def _position(value: Any) -> Optional[Tuple[float, float]]:
    if isinstance(value, Mapping):
        value = (value.get("x", value.get("lon")), value.get("y", value.get("lat")))
    elif isinstance(value, str):
        value = value.replace(";", ",").split(",")
    if isinstance(value, (list, tuple)) and len(value) >= 2:
        x, y = json_float(value[0]), json_float(value[1])
        if x is not None and y is not None:
            return x, y
    return None


def mercator_to_lonlat(x: float, y: float) -> Tuple[float, float]:
    """EPSG:3857 metres to WGS84 degrees (spherical inverse)."""
    lon = math.degrees(x / EARTH_RADIUS)
    lat = math.degrees(math.atan(math.sinh(y / EARTH_RADIUS)))
    return lon, lat


def format_position(value: Any) -> str:
    """An EPSG:3857 position ``[x, y]`` as ``48.13722° N, 11.57528° E``."""
    pos = _position(value)
    if pos is None:
        return "" if value is None else str(value)
    lon, lat = mercator_to_lonlat(*pos)
    return f"{abs(lat):.5f}° {'N' if lat >= 0 else 'S'}, {abs(lon):.5f}° {'E' if lon >= 0 else 'W'}"


def attribute_number(value: Any, hint: Optional[str]) -> Optional[float]:
    """The numeric value stored beside the formatted text (None for positions)."""
    if hint == "position":
        return None
    return json_float(value)


def format_attribute(value: Any, hint: Optional[str]) -> str:
    """Format one extra attribute value the way its ``attributeHints`` entry asks."""
    if value is None:
        return ""
    if hint == "position":
        return format_position(value)
    number = json_float(value)
    if hint == "length":
        return format_length(number) if number is not None else str(value)
    if hint == "area":
        return format_area(number) if number is not None else str(value)
    if hint == "pixels":
        return f"{_number_text(number, 1)} px" if number is not None else str(value)
    if hint == "credits":
        if number is None:
            return str(value)
        return f"{_number_text(number, 2)} credit{'' if number == 1 else 's'}"
    if isinstance(value, (dict, list, tuple)):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def column_kind(values: Sequence[Any]) -> str:
    """``"int"``, ``"float"``, ``"bool"`` or ``"text"``: the field type a column of raw values fits."""
    kinds = set()
    for v in values:
        if v is None:
            continue
        if isinstance(v, bool):
            kinds.add("bool")
        elif isinstance(v, int):
            kinds.add("int" if -(2**63) <= v < 2**63 else "text")
        elif isinstance(v, float):
            kinds.add("float")
        else:
            kinds.add("text")
    if not kinds:
        return "text"
    if kinds == {"bool"}:
        return "bool"
    if kinds <= {"int"}:
        return "int"
    if kinds <= {"int", "float"}:
        return "float"
    return "text"
