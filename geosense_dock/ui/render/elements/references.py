"""Inline references and values: annotations (``<ref> <id> <ids>``), classes, layers (``<vector>``) and
property displays (``<area> <size> <pos> <confidence> ...``).

Reads the resolver at render time; every text is escaped. Produces rich text
only; touches no widget and no map layer.
"""

from __future__ import annotations

import logging
import re
from typing import Optional, Tuple

from ....core.markup.interpolate import unresolved_in
from ....core.markup.model import text_content
from ....core.markup.values import (
    MarkupValueError,
    parse_angle,
    parse_area,
    parse_int,
    parse_length,
    parse_number,
    parse_pos,
    position_from_mercator,
)
from ....core.resolve import Unresolved
from .. import units
from ..actions import action_url
from ..i18n import tr, translated
from ..icons import icon_url
from .base import _COLOR, ElementRenderer, contrast, esc, html_to_text

log = logging.getLogger("geosense.markup")


class ReferenceElements(ElementRenderer):
    """Chips and values that name something on the map or in a project."""

    def _resolve_annotation(self, id_text: Optional[str], v: Optional[str]):
        """(info or Unresolved, annotation id or None, error html or None)."""
        id_text = (id_text or "").strip()
        v = (v or "").strip() or None
        missing = unresolved_in(id_text) + unresolved_in(v)
        if missing:
            return None, None, self._error(id_text or v or "", tr("Data not available: {0}").format(", ".join(missing)))
        try:
            ann_id = parse_int(id_text)
        except MarkupValueError as exc:
            return None, None, self._error(id_text or "?", tr("Not an annotation id: {0}").format(translated(exc)))
        if v is None:
            self.used_vectors = True
        info = self._call(self.resolver.annotation, ann_id, v, list(self.context.vectors))
        return info, ann_id, None

    def _annotation(self, id_text: Optional[str], v: Optional[str], in_anchor: bool) -> str:
        pal = self.options.palette
        info, ann_id, error = self._resolve_annotation(id_text, v)
        if error is not None:
            return error
        if isinstance(info, Unresolved):
            tip = tr("Annotation {0} not found: {1}").format(ann_id, translated(info.reason))
            return (
                f'<span title="{esc(tip)}" style="color:{pal.unresolved_fg}; background-color:{pal.unresolved_bg};">'
                f"&nbsp;{self._ltr(f'#{ann_id}')}&nbsp;</span>"
            )
        label = self._named(esc(info.label or f"#{ann_id}"))
        parts = [info.label or f"#{ann_id}", info.vector_name]
        if info.class_name:
            parts.append(info.class_name)
        tip = " — ".join(p for p in parts if p)
        style = f"color:{pal.chip_fg}; background-color:{pal.chip_bg}; text-decoration:none;"
        if in_anchor:
            return f'<span style="{style}">&nbsp;{label}&nbsp;</span>'
        href = action_url("ref", id=ann_id, v=info.vector_id)
        return f'<a href="{esc(href)}" title="{esc(tip)}" style="{style}">&nbsp;{label}&nbsp;</a>'

    def _ids(self, el, in_anchor: bool) -> str:
        tokens = [t for t in re.split(r"[\s,;]+", text_content(el)) if t]
        if not tokens:
            return ""
        return ", ".join(self._annotation(t, el.get("v"), in_anchor) for t in tokens)

    def _class(self, el, class_id: Optional[str], project: Optional[str], depth: int, in_anchor: bool) -> str:
        pal = self.options.palette
        class_id = (class_id or "").strip()
        project = (project or "").strip() or None
        body = self._inline_children(el, depth, in_anchor=True)
        if not class_id or unresolved_in(class_id):
            return self._error(html_to_text(body) or class_id or "?", tr("This class reference has no usable id"))
        if project is None:
            self.used_projects = True
            info = self._call(self.resolver.class_, class_id, None, self.message_projects())
        else:
            info = self._call(self.resolver.class_, class_id, project, [])
        if isinstance(info, Unresolved):
            tip = tr("Class {0} not found: {1}").format(class_id, translated(info.reason))
            return (
                f'<span title="{esc(tip)}" style="color:{pal.unresolved_fg}; background-color:{pal.unresolved_bg};">'
                f"&nbsp;{self._named(body or esc(class_id))}&nbsp;</span>"
            )
        color = info.color if info.color and _COLOR.match(info.color) else pal.accent
        label = self._named(body or esc(info.name or class_id))
        style = f"color:{contrast(color)}; background-color:{color}; text-decoration:none;"
        if in_anchor:
            return f'<span style="{style}">&nbsp;{label}&nbsp;</span>'
        href = action_url("class", id=class_id, project=project or info.project)
        tip = info.name if not info.project else f"{info.name} ({tr('project')} {info.project})"
        return f'<a href="{esc(href)}" title="{esc(tip)}" style="{style}">&nbsp;{label}&nbsp;</a>'

    def _vector(self, el, depth: int, in_anchor: bool) -> str:
        pal = self.options.palette
        vid = (el.get("id") or "").strip()
        body = self._inline_children(el, depth, in_anchor=True)
        if not vid or unresolved_in(vid):
            return self._error(html_to_text(body) or vid or "?", tr("This layer reference has no usable id"))
        info = self._call(self.resolver.vector, vid)
        if isinstance(info, Unresolved):
            icon = f'<img src="{icon_url("vector-annotated")}" width="12" height="12"/>'
            tip = tr("Layer {0} not found: {1}").format(vid, translated(info.reason))
            return (
                f'<span title="{esc(tip)}" style="color:{pal.unresolved_fg}; background-color:{pal.unresolved_bg};">'
                f"&nbsp;{icon}&nbsp;{self._named(body or esc(vid))}&nbsp;</span>"
            )
        source = "inference" if (info.source or "").lower() == "inference" else "annotated"
        icon = f'<img src="{icon_url("vector-" + source)}" width="12" height="12"/>'
        label = self._named(body or esc(info.name or vid))
        style = f"color:{pal.chip_fg}; background-color:{pal.chip_bg}; text-decoration:none;"
        if in_anchor:
            return f'<span style="{style}">&nbsp;{icon}&nbsp;{label}&nbsp;</span>'
        kind = tr("inference layer") if source == "inference" else tr("annotated layer")
        tip = f"{info.name} ({kind})"
        href = action_url("vector", id=vid)
        return f'<a href="{esc(href)}" title="{esc(tip)}" style="{style}">&nbsp;{icon}&nbsp;{label}&nbsp;</a>'


    def _property(self, el, in_anchor: bool) -> str:
        tag = el.tag
        num = self.options.format_number
        value = el.get("value")
        if value is not None and el.get("id") is None:
            missing = unresolved_in(value)
            if missing:
                return self._error(value, tr("Data not available: {0}").format(", ".join(missing)))
            try:
                text, tip = self._direct_value(tag, value, el, num)
            except MarkupValueError as exc:
                return self._error(value, tr("Cannot read this value: {0}").format(translated(exc)))
            shown = self._value(text)
            return f'<span title="{esc(tip)}"><b>{shown}</b></span>' if tip else f"<b>{shown}</b>"
        if el.get("id") is None or tag in ("pixels", "credits", "distance"):
            shown = value if value is not None else (el.get("id") or "?")
            return self._error(shown, tr("<{0}> needs a value").format(tag))
        info, ann_id, error = self._resolve_annotation(el.get("id"), el.get("v"))
        if error is not None:
            return error
        pal = self.options.palette
        if isinstance(info, Unresolved):
            tip = tr("Annotation {0} not found: {1}").format(ann_id, translated(info.reason))
            shown_id = self._ltr(f"#{ann_id}")
            return f'<span title="{esc(tip)}" style="color:{pal.unresolved_fg};">{esc(tag)} {shown_id}</span>'
        text, tip = self._referential_value(tag, info, el, num)
        if text is None:
            return f'<span title="{esc(tip)}" style="color:{pal.unresolved_fg};">—</span>'
        style = f"color:{pal.accent}; text-decoration:none;"
        if in_anchor:
            return f'<span style="{style}"><b>{self._value(text)}</b></span>'
        href = action_url("ref", id=ann_id, v=info.vector_id)
        return f'<a href="{esc(href)}" title="{esc(tip)}" style="{style}"><b>{self._value(text)}</b></a>'

    def _direct_value(self, tag: str, value: str, el, num) -> Tuple[str, str]:
        if tag == "area":
            return units.area(parse_area(value), num), ""
        if tag == "pixels":
            return units.pixels(parse_number(value), num), ""
        if tag == "confidence":
            number = parse_number(value.rstrip("% ")) / (100.0 if value.strip().endswith("%") else 1.0)
            return units.percent(number, num), ""
        if tag == "angle":
            return units.angle(parse_angle(value), num), ""
        if tag == "credits":
            return units.credits(parse_number(value), num), ""
        if tag in ("size", "distance"):
            return units.length(parse_length(value), num), ""
        if tag == "pos":
            pos = parse_pos(value, el.get("system"))
            return units.latlon(pos.lat, pos.lon, num), units.mercator(pos.x, pos.y, num)
        raise MarkupValueError(tag)

    def _referential_value(self, tag: str, info, el, num) -> Tuple[Optional[str], str]:
        label = info.label or f"#{info.id}"
        if tag == "area":
            v = info.area_m2
            return (units.area(v, num) if v is not None else None), tr("Area of {0}").format(label)
        if tag == "confidence":
            v = info.confidence
            return (units.percent(v, num) if v is not None else None), tr("Confidence of {0}").format(label)
        if tag == "angle":
            v = info.angle_deg
            return (units.angle(v, num) if v is not None else None), tr("Orientation of {0}").format(label)
        if tag == "size":
            mode = (el.get("mode") or "").strip().lower()
            field_name = {"width": "width_m", "height": "height_m", "thickness": "thickness_m"}.get(mode, "length_m")
            v = getattr(info, field_name, None)
            shown_mode = units.size_mode_label(mode or "length")
            tip = tr("{0} of {1}").format(shown_mode.capitalize(), label)
            if v is None:
                return None, tip
            text = units.length(v, num)
            return (f"{text} ({shown_mode})" if mode else text), tip
        if tag == "pos":
            mode = (el.get("mode") or "").strip().lower()
            point = getattr(info, {"centroid": "centroid", "circumcenter": "circumcenter"}.get(mode, "center"), None)
            shown_mode = units.pos_mode_label(mode or "center")
            if point is None:
                return None, tr("Position of {0}").format(label)
            pos = position_from_mercator(point[0], point[1])
            text = units.latlon(pos.lat, pos.lon, num)
            tip = tr("Position ({0}) of {1}: {2}").format(shown_mode, label, units.mercator(pos.x, pos.y, num))
            return (f"{text} ({shown_mode})" if mode else text), tip
        return None, tr("{0} has no {1}").format(label, tag)
