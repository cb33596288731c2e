"""Links: ``<a>`` (web and app links), ``<docs>``, ``<link>`` (entities of a project) and region links.

The only clickable targets are the plugin's own ``geosense://`` actions
(:mod:`..actions`); external links are http/https only. Produces rich text
only; opens nothing itself.
"""

from __future__ import annotations

import logging
from typing import Optional

from ....core.markup.interpolate import unresolved_in
from ....core.markup.tags import LINK_TYPES_WITHOUT_PROJECT
from ....core.resolve import Unresolved
from ..actions import action_url, internal_path, join_url, safe_external_url
from ..i18n import tr, translated
from ..icons import IMAGE_PREFIX, icon_url, region_outline
from .base import ElementRenderer, esc, html_to_text, text_html

log = logging.getLogger("geosense.markup")


class LinkElements(ElementRenderer):
    """Links to pages, documentation and project entities."""

    def _anchor(self, el, depth: int, in_anchor: bool) -> str:
        pal = self.options.palette
        href = el.get("href") or ""
        body = self._inline_children(el, depth, in_anchor=True)
        path = internal_path(href)
        if path is not None:
            url = join_url(self.options.app_base_url, path)
            target = action_url("app", path=path)
        else:
            url = safe_external_url(href)
            target = action_url("open", url=url) if url else None
        if target is None:
            tip = tr("Not opened: only web (http, https) and app links are followed ({0})").format(href)
            return f'<span title="{esc(tip)}">{body or text_html(href)}</span>'
        if not body:
            body = text_html(url)
        if in_anchor:
            return f'<span style="color:{pal.accent};">{body}</span>'
        return f'<a href="{esc(target)}" title="{esc(url)}" style="color:{pal.accent};">{body}</a>'

    def _docs(self, el, depth: int, in_anchor: bool) -> str:
        pal = self.options.palette
        path = internal_path(el.get("path") or "")
        body = self._inline_children(el, depth, in_anchor=True)
        if path is None:
            return f'<span title="{esc(tr("Not a documentation path"))}">{body}</span>' if body else ""
        url = join_url(self.options.docs_base_url, path)
        if not body:
            body = f'<img src="{icon_url("docs")}" width="14" height="14"/>'
        if in_anchor:
            return f'<span style="color:{pal.accent};">{body}</span>'
        href = action_url("docs", path=path)
        return f'<a href="{esc(href)}" title="{esc(url)}" style="color:{pal.accent};">{body}</a>'

    def _link(self, el, depth: int, in_anchor: bool) -> str:
        pal = self.options.palette
        kind = (el.get("type") or "").strip().lower()
        entity_id = (el.get("id") or "").strip()
        project = (el.get("project") or "").strip() or None
        if kind == "annotation":
            return self._annotation(el.get("id"), el.get("v"), in_anchor)
        if kind == "class":
            return self._class(el, entity_id, project, depth, in_anchor)
        if kind == "region":
            return self._region(el, entity_id, project, depth, in_anchor)
        body = self._inline_children(el, depth, in_anchor=True)
        type_label = _type_label(kind)
        if not type_label or not entity_id or unresolved_in(entity_id):
            reason = tr("Unknown link type {0}").format(kind) if not type_label else tr("This link has no usable id")
            return self._error(html_to_text(body) or entity_id or kind or "?", reason)
        if kind in LINK_TYPES_WITHOUT_PROJECT:
            project = None
        info = self._call(self.resolver.entity, kind, entity_id, project)
        resolved = not isinstance(info, Unresolved)
        name = (info.name if resolved and info.name else None) or f"{type_label} {entity_id}"
        label = self._named(body or esc(name))
        tip_parts = [f"{type_label}: {name}"]
        if project == "official":
            tip_parts.append(tr("official model") if kind == "model" else tr("official"))
        elif project:
            tip_parts.append(tr("in project {0}").format(project))
        target_kind, target_id, target_project = kind, entity_id, project
        if resolved and info.target_type is not None:
            if info.target_type == "":
                tip_parts.append(tr("nothing to open: it trained straight on a raster"))
                return f'<span title="{esc(" — ".join(tip_parts))}" style="color:{pal.accent};">{label}</span>'
            target_kind = info.target_type
            target_id = info.target_id or entity_id
            target_project = info.target_project if info.target_project is not None else project
        if in_anchor:
            return f'<span style="color:{pal.accent};">{label}</span>'
        href = action_url("link", type=target_kind, id=target_id, project=target_project)
        return f'<a href="{esc(href)}" title="{esc(" — ".join(tip_parts))}" style="color:{pal.accent};">{label}</a>'

    def _region(self, el, region_id: str, project: Optional[str], depth: int, in_anchor: bool) -> str:
        pal = self.options.palette
        body = self._inline_children(el, depth, in_anchor=True)
        if not region_id or unresolved_in(region_id):
            return self._error(html_to_text(body) or region_id or "?", tr("This region link has no usable id"))
        info = self._call(self.resolver.region, region_id)
        image = None
        if not isinstance(info, Unresolved):
            outline = region_outline(info.outline_svg_path, pal.accent)
            if outline is not None:
                key, svg = outline
                self.images[key] = svg
                image = IMAGE_PREFIX + key
            lines = [info.name or region_id]
            if info.training:
                lines.append(tr("Training: {0}").format(info.training))
            if info.inference:
                lines.append(tr("Inference: {0}").format(info.inference))
            if info.description:
                lines.append(info.description)
            tip = "\n".join(lines)
        else:
            tip = tr("Region {0}: {1}").format(region_id, translated(info.reason))
        img = f'<img src="{esc(image or icon_url("region"))}" width="14" height="14"/>'
        content = f"{img}&nbsp;{self._named(body)}" if body else img
        if in_anchor:
            return f"<span>{content}</span>"
        href = action_url("region", id=region_id, project=project)
        style = f"color:{pal.accent}; text-decoration:none;"
        return f'<a href="{esc(href)}" title="{esc(tip)}" style="{style}">{content}</a>'


def _type_label(kind: str) -> str:
    return {
        "raster": tr("Raster"),
        "workspace": tr("Workspace"),
        "model": tr("Model"),
        "dataset": tr("Dataset"),
        "frozen-dataset": tr("Frozen dataset"),
        "folder": tr("Folder"),
        "map": tr("Map"),
        "project": tr("Project"),
        "training": tr("Training"),
        "inference": tr("Inference"),
        "order": tr("Order"),
    }.get(kind, "")
