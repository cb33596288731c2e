"""Highlight: a ``HighlightToolData`` payload shown as a new result (primary, linked and link layers).

Resolves the ids, builds the extra attribute columns, copies the features into
memory layers and hands them to the manager; never edits a source layer.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Optional, Sequence, Tuple

from qgis.PyQt.QtCore import QCoreApplication

from ...core.tools import (
    HighlightToolData,
    ToolDataError,
    attribute_number,
    column_kind,
    format_attribute,
    parse_highlight,
)
from .links import link_layer
from .materialize import materialize
from .outcomes import ToolOutcome
from .sources import AnnotationSource, as_sources, resolve
from .styles import style

log = logging.getLogger("geosense.results")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


def highlight(
    manager,
    data: Any,
    sources: Sequence[Any],
    *,
    title: Optional[str] = None,
    zoom: bool = False,
) -> ToolOutcome:
    """Show a HighlightToolData payload (JSON text, dict or parsed) as a new result."""
    try:
        payload = data if isinstance(data, HighlightToolData) else parse_highlight(data)
    except ToolDataError as exc:
        return ToolOutcome(False, str(exc), error="INVALID_PARAMETERS")
    srcs = as_sources(sources)
    if not srcs:
        return ToolOutcome(False, tr("No vector layer is shared with GeoSense"), list(payload.ids),
                           error="LAYER_NOT_FOUND")
    try:
        return _highlight(manager, payload, srcs, title, zoom)
    except Exception as exc:  # never into Qt; the tool_result says what happened
        log.exception("highlight failed")
        return ToolOutcome(False, tr("Highlight failed: {}").format(exc), error="EXECUTION_ERROR")


def _highlight(manager, payload: HighlightToolData, srcs: List[AnnotationSource], title,
               zoom) -> ToolOutcome:
    found, missing = resolve(payload.all_ids(), srcs)
    shown_primary = [a for a in dict.fromkeys(payload.ids) if a in found]
    if not shown_primary:
        ids = ", ".join(str(i) for i in missing[:20])
        return ToolOutcome(
            False, tr("None of the annotations exist: {}").format(ids), missing, error="INVALID_PARAMETERS",
            warnings=list(payload.warnings),
        )
    count = len(shown_primary)
    title = title or tr("Highlight ({n})").format(n=count)
    result = manager._new_result("highlight", title)
    columns = extra_columns(payload)
    primary = set(payload.ids)
    by_source: Dict[int, List[int]] = {}
    for ann in shown_primary:
        by_source.setdefault(found[ann][0], []).append(ann)
    for index, anns in by_source.items():
        layer = materialize(srcs[index], {a: found[a][1] for a in anns}, columns, f"{title}")
        style(layer, "highlight")
        manager._add_layer(result, layer, "highlight")
    if payload.is_linked:
        targets = [a for a in dict.fromkeys(payload.links) if a in found and a not in primary]
        by_source = {}
        for ann in targets:
            by_source.setdefault(found[ann][0], []).append(ann)
        for index, anns in by_source.items():
            layer = materialize(srcs[index], {a: found[a][1] for a in anns}, [], tr("{} — linked").format(title))
            style(layer, "linked")
            manager._add_layer(result, layer, "linked")
        links_layer = link_layer(payload, found, srcs, manager.project, tr("{} — {}").format(
            title, tr("distances") if payload.link_type == "distance" else tr("overlaps")))
        if links_layer is not None:
            style(links_layer, "distance" if payload.link_type == "distance" else "overlap")
            manager._add_layer(result, links_layer, payload.link_type)
            # the connecting lines and overlaps are drawn above the features
            group = result.group()
            node = group.findLayer(links_layer.id()) if group is not None else None
            if node is not None:
                clone = node.clone()
                group.insertChildNode(0, clone)
                group.removeChildNode(node)
    result.info = {"ids": count, "missing": list(missing)}
    manager._publish(result)
    if zoom:
        result.zoom_to()
    message = tr("Highlighted {n} annotation(s)").format(n=count)
    if missing:
        message += "; " + tr("not found: {ids}").format(ids=", ".join(str(i) for i in missing[:50]))
    if payload.warnings:
        message += "; " + "; ".join(payload.warnings)
    return ToolOutcome(True, message, missing, result, warnings=list(payload.warnings))



def extra_columns(payload: HighlightToolData) -> List[Tuple[str, Dict[int, Any], str]]:
    """(name, {ann id: value}, kind) for the highlight's extra attributes (raw and formatted)."""
    out: List[Tuple[str, Dict[int, Any], str]] = []
    n = len(payload.ids)
    sources = list(payload.columns.items()) + [(k, (v,) * n) for k, v in payload.constants.items()]
    for name, values in sources:
        hint = payload.attribute_hints.get(name)
        first: Dict[int, Any] = {}
        for ann, value in zip(payload.ids, values):
            first.setdefault(ann, value)
        if hint:
            if hint != "position":
                out.append((name, {a: attribute_number(v, hint) for a, v in first.items()}, "float"))
            out.append((f"{name}_text", {a: format_attribute(v, hint) for a, v in first.items()}, "text"))
        else:
            kind = column_kind(list(first.values()))
            if kind == "text":
                first = {a: (None if v is None else format_attribute(v, None)) for a, v in first.items()}
            out.append((name, first, kind))
    return out

