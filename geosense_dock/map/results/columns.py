"""The extra attribute columns of a highlight: aligned values and constants, raw and formatted by their hints.

Pure Python on the payload (safe on any thread); a constant is formatted once
and kept as one value (:class:`~.materialize.Same`), never expanded per id.
Touches no layer.
"""

from __future__ import annotations

from typing import Any, Dict, List, Tuple

from ...core.tools import HighlightToolData, attribute_number, check_extra_text, column_kind, format_attribute
from .materialize import Same


def extra_columns(payload: HighlightToolData) -> List[Tuple[str, Any, str]]:
    """(name, values, kind) for the highlight's extra attributes (raw and formatted), aligned columns then
    constants, in the payload's order: ``values`` is ``{ann id: value}`` for an aligned column and a
    :class:`~.materialize.Same` for a constant, which is formatted once and never expanded per id.

    Raises ``ToolDataTooLarge`` when the text written for all ids would be over ``MAX_EXTRA_TEXT``.
    """
    out: List[Tuple[str, Any, str]] = []
    text_chars = 0
    first_index: Dict[int, int] = {}
    if payload.columns:
        for i, ann in enumerate(payload.ids):
            first_index.setdefault(ann, i)
    for name, values in payload.columns.items():
        hint = payload.attribute_hints.get(name)
        first = {ann: values[i] for ann, i in first_index.items()}
        if hint:
            if hint != "position":
                out.append((name, {a: attribute_number(v, hint) for a, v in first.items()}, "float"))
            texts = {a: format_attribute(v, hint) for a, v in first.items()}
            text_chars += sum(len(v) for v in texts.values())
            out.append((f"{name}_text", texts, "text"))
        else:
            kind = column_kind(list(first.values()))
            if kind == "text":
                first = {a: (None if v is None else format_attribute(v, None)) for a, v in first.items()}
                text_chars += sum(len(v) for v in first.values() if v is not None)
            out.append((name, first, kind))
        check_extra_text(text_chars)
    distinct = payload.distinct_ids() if payload.constants else 0
    for name, value in payload.constants.items():
        hint = payload.attribute_hints.get(name)
        if hint:
            if hint != "position":
                out.append((name, Same(attribute_number(value, hint)), "float"))
            shown = format_attribute(value, hint)
            text_chars += len(shown) * distinct
            out.append((f"{name}_text", Same(shown), "text"))
        else:
            kind = column_kind([value])
            if kind == "text" and value is not None:
                value = format_attribute(value, None)
                text_chars += len(value) * distinct
            out.append((name, Same(value), kind))
        check_extra_text(text_chars)
    return out
