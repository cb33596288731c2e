"""Parsed GeoSense markup -> Qt rich text (the HTML subset QTextDocument reads).

Every text and attribute value is escaped; the only links are the plugin's own
``geosense://`` actions (:mod:`.actions`). References read the
:class:`~geosense_dock.core.resolve.Resolver` at render time, so rendering
again after the map changed (``refresh``) shows the new labels and values.
Nothing here raises on bad markup: what cannot be shown as intended is shown
as text, with a tooltip saying why.
"""

from __future__ import annotations

import html
import logging
import re
from dataclasses import dataclass, field
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from ...core.markup.blocks import Paragraph, flow, items_of
from ...core.markup.interpolate import unresolved_in
from ...core.markup.model import (
    annotation_refs,
    code_text,
    collapse,
    referenced_regions,
    referenced_vectors,
    text_content,
    tool_data,
)
from ...core.markup.tags import LINK_TYPES_WITHOUT_PROJECT, PROPERTIES, is_block
from ...core.markup.values import (
    MarkupValueError,
    parse_angle,
    parse_area,
    parse_int,
    parse_length,
    parse_number,
    parse_pos,
    position_from_mercator,
)
from ...core.resolve import NullResolver, Unresolved
from . import units
from .actions import action_url, internal_path, join_url, safe_external_url
from .i18n import tr, translated
from .icons import IMAGE_PREFIX, icon_url, region_outline
from .options import RenderOptions

log = logging.getLogger("geosense.markup")

MAX_DEPTH = 40
_P = "margin-top:0px; margin-bottom:6px;"
_COLOR = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})\Z")
_TAG = re.compile(r"<[^>]*>")
_SPACE = re.compile(r"[ \t\r\n\f\v]+")


def esc(text: object) -> str:
    """Text or attribute value, escaped for Qt rich text."""
    return html.escape(str(text), quote=True)


def text_html(text: str) -> str:
    return esc(_SPACE.sub(" ", text))


def html_to_text(fragment: str) -> str:
    """The visible text of an inline HTML fragment made here."""
    return html.unescape(_TAG.sub("", fragment)).replace("\xa0", " ").strip()


def _contrast(color: str) -> str:
    c = color.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    r, g, b = (int(c[i:i + 2], 16) for i in (0, 2, 4))
    return "#000000" if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else "#ffffff"


@dataclass
class MessageContext:
    """What the rest of a message names, for resolving references without ``v`` or ``project``.

    Grows as blocks of a streamed message arrive (:meth:`add`); ``version``
    changes whenever something was added.
    """

    vectors: List[str] = field(default_factory=list)
    annotations: List[Tuple[str, Optional[str]]] = field(default_factory=list)
    regions: List[Tuple[str, Optional[str]]] = field(default_factory=list)
    version: int = 0

    def add(self, elements: Iterable) -> None:
        elements = [e for e in elements if hasattr(e, "iter")]
        if not elements:
            return
        changed = False
        for vid in referenced_vectors(elements):
            if vid not in self.vectors:
                self.vectors.append(vid)
                changed = True
        refs = annotation_refs(elements)
        if refs:
            self.annotations.extend(refs)
            changed = True
        regions = referenced_regions(elements)
        if regions:
            self.regions.extend(regions)
            changed = True
        if changed:
            self.version += 1


class MessageRenderer:
    """Renders blocks of one message (see module doc).

    State kept across calls, so a streamed message renders in pieces:
    ``context`` (what the message names), ``tool_index`` (the ``n`` of the
    next ``<tool>``), ``answered`` (question id -> chosen option index, or
    ``None`` for a free-text answer) and ``images`` (generated SVG images by
    key, for the view to load).
    """

    def __init__(self, resolver=None, options: Optional[RenderOptions] = None) -> None:
        self.resolver = resolver if resolver is not None else NullResolver()
        self.options = options or RenderOptions()
        self.context = MessageContext()
        self.tool_index = 0
        self.answered: Dict[str, Optional[int]] = {}
        self.images: Dict[str, str] = {}
        self.used_vectors = False  # set when a lookup depended on the layers the message names
        self.used_projects = False  # set when a lookup depended on the projects the message names
        self.preview = False  # render tables and lists as light previews (the open tail of a stream)
        self._projects: Dict[str, object] = {}

    # -- public ---------------------------------------------------------------------------

    def begin_block(self) -> None:
        """Start tracking which parts of the message context the next block uses."""
        self.used_vectors = self.used_projects = False

    def context_key(self) -> Tuple:
        """What the last block's rendering depended on (compare with a later key to see
        whether rendering it again could give something else)."""
        return (
            len(self.context.vectors) if self.used_vectors else None,
            tuple(self.message_projects()) if self.used_projects else None,
        )

    def key_now(self, key: Tuple) -> Tuple:
        """``key`` recomputed for the context as it is now."""
        return (
            len(self.context.vectors) if key[0] is not None else None,
            tuple(self.message_projects()) if key[1] is not None else None,
        )

    def render_blocks(self, blocks: Sequence) -> str:
        return "".join(self.render_block(b) for b in blocks)

    def render_block(self, block) -> str:
        try:
            if isinstance(block, Paragraph):
                return self._paragraph(block.items, 0)
            return self._block(block, 0)
        except Exception:  # never let bad markup or a resolver bug reach Qt
            log.exception("could not render a block of a message; shown as text")
            text = block_text(block)
            return f"<p style=\"{_P}\">{text_html(text)}</p>" if text.strip() else ""

    def describe(self, element) -> Optional[str]:
        """Plain text of an inline element as it is shown (for "copy as plain text")."""
        try:
            saved = self.tool_index
            text = html_to_text(self._inline(element, 0, in_anchor=True))
            self.tool_index = saved
            return text
        except Exception:
            log.exception("could not describe an element")
            return None

    def message_projects(self) -> List[str]:
        """Projects of the layers, annotations and regions the message names, in that order.

        Computed incrementally (each reference is resolved once) and the same
        whether the message arrived whole or in pieces.
        """
        ctx = self.context
        st = self._projects
        if st.get("context") is not ctx or st.get("vector_count") != len(ctx.vectors):
            # the first time, or a new layer: annotations without v may resolve elsewhere now
            st.clear()
            st.update(context=ctx, vector_count=len(ctx.vectors), annotations=0, regions=0,
                      of_vectors={}, of_annotations={}, of_regions={}, annotation_vectors={})
            for vid in ctx.vectors:
                project = self._vector_project(vid)
                if project:
                    st["of_vectors"].setdefault(project, None)
        for id_text, v in ctx.annotations[st["annotations"]:]:
            vid = v
            if vid is None:
                try:
                    info = self._call("annotation", parse_int(id_text), None, ctx.vectors)
                except MarkupValueError:
                    continue
                if isinstance(info, Unresolved):
                    continue
                vid = info.vector_id
            if vid not in st["annotation_vectors"]:
                st["annotation_vectors"][vid] = None
                project = self._vector_project(vid)
                if project:
                    st["of_annotations"].setdefault(project, None)
        st["annotations"] = len(ctx.annotations)
        for region_id, project in ctx.regions[st["regions"]:]:
            if not project:
                info = self._call("region", region_id)
                project = None if isinstance(info, Unresolved) else getattr(info, "project", None)
            if project:
                st["of_regions"].setdefault(project, None)
        st["regions"] = len(ctx.regions)
        ordered: Dict[str, None] = {}
        for part in ("of_vectors", "of_annotations", "of_regions"):
            for project in st[part]:
                ordered.setdefault(project, None)
        return list(ordered)

    def _vector_project(self, vector_id: str) -> Optional[str]:
        info = self._call("vector", vector_id)
        return None if isinstance(info, Unresolved) else getattr(info, "project", None)

    # -- blocks ---------------------------------------------------------------------------

    def _paragraph(self, items, depth: int, style: str = _P) -> str:
        body = "".join(self._inline(i, depth) for i in items).strip()
        if not body:
            return ""
        return f'<p style="{style}">{body}</p>'

    def _flow(self, element, depth: int, split: bool = False) -> str:
        """An element's content laid out as paragraphs and blocks."""
        if depth > MAX_DEPTH:
            return self._flat(element)
        out = []
        for block in flow(items_of(element), split):
            if isinstance(block, Paragraph):
                out.append(self._paragraph(block.items, depth + 1))
            else:
                out.append(self._block(block, depth + 1))
        return "".join(out)

    def _cell(self, element, depth: int) -> str:
        """Content of a list item or table cell: paragraphs joined by line breaks."""
        if depth > MAX_DEPTH:
            return self._flat(element)
        out: List[str] = []
        previous_inline = False
        for block in flow(items_of(element), False):
            if isinstance(block, Paragraph):
                body = "".join(self._inline(i, depth + 1) for i in block.items).strip()
                if not body:
                    continue
                out.append(("<br/>" if previous_inline else "") + body)
                previous_inline = True
            else:
                out.append(self._block(block, depth + 1))
                previous_inline = False
        return "".join(out)

    def _flat(self, element) -> str:
        self.tool_index += sum(1 for _ in element.iter("tool"))
        text = text_content(element)
        return text_html(text) if text.strip() else ""

    def _block(self, el, depth: int) -> str:
        tag = el.tag
        if not isinstance(tag, str):
            return ""
        if depth > MAX_DEPTH:
            flat = self._flat(el)
            return f'<p style="{_P}">{flat}</p>' if flat else ""
        if tag == "p":
            return self._flow(el, depth)
        if tag == "quote":
            inner = self._flow(el, depth, split=True)
            muted = self.options.palette.muted
            return f'<blockquote style="color:{muted};">{inner}</blockquote>' if inner else ""
        if tag == "code":
            return self._code_block(el)
        if self.preview and tag in ("ol", "ul", "table", "tr"):
            return self._preview(el, depth)
        if tag in ("ol", "ul"):
            return self._list(el, depth)
        if tag == "table":
            return self._table(el, depth)
        if tag == "tr":
            return self._table_rows([el], depth)
        if tag == "question":
            return self._question(el, depth)
        if tag == "tool":
            return self._tool(el, depth)
        # li, td, th, header, option outside their parent, answer, response, div, h1..h6
        return self._flow(el, depth)

    def _preview(self, el, depth: int) -> str:
        """A table or list shown as lines (the open tail of a stream, or until it is put in).

        Adding a table or list to a QTextDocument costs time in the size of the
        whole document, so a stream shows them this way first (see
        :mod:`.document`).
        """
        lines: List[str] = []
        number = 0
        if el.tag in ("table", "tr"):
            for row in el.iter("tr"):
                cells = []
                for cell in row:
                    if cell.tag in ("td", "th"):
                        body = self._inline_children(cell, depth, in_anchor=True)
                        cells.append(f"<b>{body}</b>" if cell.tag == "th" else body)
                if cells:
                    lines.append(" &nbsp;·&nbsp; ".join(cells))
        else:
            for item in el:
                if item.tag == "li":
                    number += 1
                    mark = f"{number}." if el.tag == "ol" else "•"
                    lines.append(f"{mark} {self._inline_children(item, depth, in_anchor=True)}")
        lines = [line for line in lines if line]
        return f'<p style="{_P}">' + "<br/>".join(lines) + "</p>" if lines else ""

    def _code_block(self, el) -> str:
        pal = self.options.palette
        code = code_text(el)
        lang = (el.get("lang") or "").strip()
        caption = (
            f'<p style="margin-top:0px; margin-bottom:0px; color:{pal.muted}; font-size:small;">{esc(lang)}</p>'
            if lang else ""
        )
        body = esc(code) if code else "&nbsp;"
        return (
            f'{caption}<pre style="background-color:{pal.code_bg}; font-family:monospace; '
            f'white-space:pre-wrap; margin-top:0px; margin-bottom:6px;">{body}</pre>'
        )

    def _list(self, el, depth: int) -> str:
        items: List[str] = []
        for item in items_of(el):
            if isinstance(item, str):
                if item.strip():
                    items.append(f"<li>{text_html(item.strip())}</li>")
            elif item.tag == "li":
                items.append(f"<li>{self._cell(item, depth)}</li>")
            elif is_block(item):
                items.append(f"<li>{self._block(item, depth + 1)}</li>")
            else:
                items.append(f"<li>{self._inline(item, depth + 1)}</li>")
        if not items:
            return ""
        tag = el.tag
        return f'<{tag} style="margin-top:0px; margin-bottom:6px;">{"".join(items)}</{tag}>'

    def _table(self, el, depth: int) -> str:
        rows: List = []
        stray: List = []  # cells or content directly in <table>: a row of their own
        for item in items_of(el):
            if isinstance(item, str):
                if item.strip():
                    stray.append(item)
                continue
            if item.tag == "tr":
                if stray:
                    rows.append(stray)
                    stray = []
                rows.append(item)
            else:
                stray.append(item)
        if stray:
            rows.append(stray)
        return self._table_rows(rows, depth)

    def _table_rows(self, rows, depth: int) -> str:
        pal = self.options.palette
        out: List[str] = []
        for row in rows:
            cells: List[str] = []
            loose: List = []
            members = list(items_of(row)) if hasattr(row, "tag") else row
            for item in members:
                if not isinstance(item, str) and getattr(item, "tag", None) in ("td", "th"):
                    if loose:
                        cells.append(self._loose_cell(loose, depth))
                        loose = []
                    body = self._cell(item, depth)
                    if item.tag == "th":
                        cells.append(f'<th style="background-color:{pal.header_bg};">{body}</th>')
                    else:
                        cells.append(f"<td>{body}</td>")
                elif isinstance(item, str):
                    if item.strip():
                        loose.append(item)
                else:
                    loose.append(item)
            if loose:
                cells.append(self._loose_cell(loose, depth))
            if cells:
                out.append("<tr>" + "".join(cells) + "</tr>")
        if not out:
            return ""
        return (
            f'<table border="1" cellspacing="0" cellpadding="4" '
            f'style="border-collapse:collapse; border-color:{pal.border}; margin-bottom:6px;">'
            + "".join(out)
            + "</table>"
        )

    def _loose_cell(self, items, depth: int) -> str:
        out = []
        for item in items:
            if isinstance(item, str):
                out.append(text_html(item))
            elif is_block(item):
                out.append(self._block(item, depth + 1))
            else:
                out.append(self._inline(item, depth + 1))
        return "<td>" + "".join(out).strip() + "</td>"

    def _question(self, el, depth: int) -> str:
        pal = self.options.palette
        qid = el.get("id") or ""
        answered = qid in self.answered
        chosen = self.answered.get(qid)
        out: List[str] = []
        buttons: List[str] = []
        index = 0
        for item in items_of(el):
            if isinstance(item, str):
                if item.strip():
                    out.append(f'<p style="{_P}">{text_html(item.strip())}</p>')
                continue
            if item.tag == "header":
                body = self._cell(item, depth)
                if body:
                    out.append(f'<p style="margin-top:0px; margin-bottom:4px;"><b>{body}</b></p>')
            elif item.tag == "option":
                label = self._inline_children(item, depth, in_anchor=True) or esc(item.get("message") or "…")
                if self.preview:
                    buttons.append(
                        f'<span style="color:{pal.button_fg}; background-color:{pal.button_bg};">'
                        f"&nbsp;&nbsp;{label}&nbsp;&nbsp;</span>"
                    )
                elif not answered:
                    href = action_url("option", q=qid, i=index)
                    tip = item.get("message") or ""
                    buttons.append(
                        f'<a href="{esc(href)}" title="{esc(tip)}" style="color:{pal.button_fg}; '
                        f'background-color:{pal.button_bg}; text-decoration:none;">&nbsp;&nbsp;{label}&nbsp;&nbsp;</a>'
                    )
                elif chosen == index:
                    buttons.append(
                        f'<span title="{esc(tr("Your answer"))}" style="color:{pal.chosen_fg}; '
                        f'background-color:{pal.chosen_bg};">&nbsp;&nbsp;✓ {label}&nbsp;&nbsp;</span>'
                    )
                else:
                    buttons.append(
                        f'<span style="color:{pal.disabled_fg}; background-color:{pal.disabled_bg};">'
                        f"&nbsp;&nbsp;{label}&nbsp;&nbsp;</span>"
                    )
                index += 1
            elif is_block(item):
                out.append(self._block(item, depth + 1))
            else:
                out.append(f'<p style="{_P}">{self._inline(item, depth + 1)}</p>')
        if buttons:
            out.append(f'<p style="{_P}">' + " &nbsp;".join(buttons) + "</p>")
        if answered and chosen is None and buttons:
            out.append(f'<p style="{_P} color:{pal.muted};"><i>{esc(tr("Answered in your own words."))}</i></p>')
        return "".join(out)

    def _tool(self, el, depth: int) -> str:
        pal = self.options.palette
        n = self.tool_index
        self.tool_index += 1
        body = self._flow(el, depth)
        kind = (el.get("type") or "").strip()
        label = {
            "highlight": tr("Show on map"),
            "find-similar": tr("Find similar"),
        }.get(kind) or tr("Run {0}").format(kind or tr("tool"))
        data = tool_data(el)
        if self.preview:
            button = (
                f'<span style="color:{pal.button_fg}; background-color:{pal.button_bg};">'
                f"&nbsp;&nbsp;▶ {esc(label)}&nbsp;&nbsp;</span>"
            )
        elif isinstance(data, Exception):
            # still a button: clicking it says why it cannot run (the data may also arrive later)
            reason = str(data)
            href = action_url("tool", n=n, error=reason)
            button = (
                f'<a href="{esc(href)}" title="{esc(reason)}" style="color:{pal.error}; '
                f'text-decoration:none;">⚠ {esc(label)}</a>'
                f' <span style="color:{pal.error};">— {esc(tr("the tool data cannot be used yet"))}</span>'
            )
        else:
            href = action_url("tool", n=n)
            button = (
                f'<a href="{esc(href)}" style="color:{pal.button_fg}; background-color:{pal.button_bg}; '
                f'text-decoration:none;">&nbsp;&nbsp;▶ {esc(label)}&nbsp;&nbsp;</a>'
            )
        return body + f'<p style="{_P}">{button}</p>'

    # -- inline ---------------------------------------------------------------------------

    def _inline_children(self, el, depth: int, in_anchor: bool = False) -> str:
        if depth > MAX_DEPTH:
            return self._flat(el)
        return "".join(self._inline(i, depth + 1, in_anchor) for i in items_of(el)).strip()

    def _inline(self, item, depth: int, in_anchor: bool = False) -> str:
        if isinstance(item, str):
            return text_html(item)
        in_anchor = in_anchor or self.preview
        el = item
        tag = el.tag
        if not isinstance(tag, str):
            return ""
        if depth > MAX_DEPTH:
            return self._flat(el)
        if tag in ("b", "i", "u", "sub"):
            return f"<{tag}>{self._inline_children(el, depth, in_anchor)}</{tag}>"
        if tag == "super":
            return f"<sup>{self._inline_children(el, depth, in_anchor)}</sup>"
        if tag == "br":
            return "<br/>"
        if tag == "code":
            code = text_html(text_content(el))
            style = f"background-color:{self.options.palette.code_bg}; font-family:monospace;"
            return f'<code style="{style}">{code}</code>'
        if tag == "ref":
            return self._annotation(el.get("id"), el.get("v"), in_anchor)
        if tag == "id":
            return self._annotation(collapse(text_content(el)).strip(), el.get("v"), in_anchor)
        if tag == "ids":
            return self._ids(el, in_anchor)
        if tag == "class":
            return self._class(el, el.get("id"), el.get("project"), depth, in_anchor)
        if tag == "vector":
            return self._vector(el, depth, in_anchor)
        if tag in PROPERTIES:
            return self._property(el, in_anchor)
        if tag == "a":
            return self._anchor(el, depth, in_anchor)
        if tag == "docs":
            return self._docs(el, depth, in_anchor)
        if tag == "link":
            return self._link(el, depth, in_anchor)
        if tag == "tool":  # a tool inside a link or an option: its text only
            return self._flat(el)
        # a block inside inline content, <em>, <strong> and the like: their content
        return self._inline_children(el, depth, in_anchor)

    # -- references -----------------------------------------------------------------------

    def _call(self, method: str, *args):
        fn = getattr(self.resolver, method, None)
        if fn is None:
            return Unresolved(tr("not available"))
        try:
            return fn(*args)
        except Exception as exc:
            log.exception("resolver %s%r failed", method, args)
            return Unresolved(str(exc) or type(exc).__name__)

    def _error(self, shown: str, reason: str) -> str:
        return f'<span title="{esc(reason)}" style="color:{self.options.palette.error};">{text_html(shown)}</span>'

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
            return None, None, self._error(id_text or "?", tr("Not an annotation id: {0}").format(exc))
        if v is None:
            self.used_vectors = True
        info = self._call("annotation", ann_id, v, list(self.context.vectors))
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
                f"&nbsp;#{ann_id}&nbsp;</span>"
            )
        label = esc(info.label or f"#{ann_id}")
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
            info = self._call("class_", class_id, None, self.message_projects())
        else:
            info = self._call("class_", class_id, project, [])
        if isinstance(info, Unresolved):
            tip = tr("Class {0} not found: {1}").format(class_id, translated(info.reason))
            return (
                f'<span title="{esc(tip)}" style="color:{pal.unresolved_fg}; background-color:{pal.unresolved_bg};">'
                f"&nbsp;{body or esc(class_id)}&nbsp;</span>"
            )
        color = info.color if info.color and _COLOR.match(info.color) else pal.accent
        label = body or esc(info.name or class_id)
        style = f"color:{_contrast(color)}; background-color:{color}; text-decoration:none;"
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
        info = self._call("vector", vid)
        if isinstance(info, Unresolved):
            icon = f'<img src="{icon_url("vector-annotated")}" width="12" height="12"/>'
            tip = tr("Layer {0} not found: {1}").format(vid, translated(info.reason))
            return (
                f'<span title="{esc(tip)}" style="color:{pal.unresolved_fg}; background-color:{pal.unresolved_bg};">'
                f"&nbsp;{icon}&nbsp;{body or esc(vid)}&nbsp;</span>"
            )
        source = "inference" if (info.source or "").lower() == "inference" else "annotated"
        icon = f'<img src="{icon_url("vector-" + source)}" width="12" height="12"/>'
        label = body or esc(info.name or vid)
        style = f"color:{pal.chip_fg}; background-color:{pal.chip_bg}; text-decoration:none;"
        if in_anchor:
            return f'<span style="{style}">&nbsp;{icon}&nbsp;{label}&nbsp;</span>'
        kind = tr("inference layer") if source == "inference" else tr("annotated layer")
        tip = f"{info.name} ({kind})"
        href = action_url("vector", id=vid)
        return f'<a href="{esc(href)}" title="{esc(tip)}" style="{style}">&nbsp;{icon}&nbsp;{label}&nbsp;</a>'

    # -- property displays ----------------------------------------------------------------

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
                return self._error(value, tr("Cannot read this value: {0}").format(exc))
            return f'<span title="{esc(tip)}"><b>{esc(text)}</b></span>' if tip else f"<b>{esc(text)}</b>"
        if el.get("id") is None or tag in ("pixels", "credits", "distance"):
            shown = value if value is not None else (el.get("id") or "?")
            return self._error(shown, tr("<{0}> needs a value").format(tag))
        info, ann_id, error = self._resolve_annotation(el.get("id"), el.get("v"))
        if error is not None:
            return error
        pal = self.options.palette
        if isinstance(info, Unresolved):
            tip = tr("Annotation {0} not found: {1}").format(ann_id, translated(info.reason))
            return f'<span title="{esc(tip)}" style="color:{pal.unresolved_fg};">{esc(tag)} #{ann_id}</span>'
        text, tip = self._referential_value(tag, info, el, num)
        if text is None:
            return f'<span title="{esc(tip)}" style="color:{pal.unresolved_fg};">—</span>'
        style = f"color:{pal.accent}; text-decoration:none;"
        if in_anchor:
            return f'<span style="{style}"><b>{esc(text)}</b></span>'
        href = action_url("ref", id=ann_id, v=info.vector_id)
        return f'<a href="{esc(href)}" title="{esc(tip)}" style="{style}"><b>{esc(text)}</b></a>'

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

    # -- links ----------------------------------------------------------------------------

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
        info = self._call("entity", kind, entity_id, project)
        resolved = not isinstance(info, Unresolved)
        name = (info.name if resolved and info.name else None) or f"{type_label} {entity_id}"
        label = body or esc(name)
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
        info = self._call("region", region_id)
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
        content = f"{img}&nbsp;{body}" if body else img
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


_CELL_END = re.compile(r"</t[dh]>")
_LINE_END = re.compile(r"</tr>|</li>|</p>|</pre>|<br/>")
_ANY_TAG = re.compile(r"<[^>]*>")


def flattened(fragment: str) -> str:
    """A rendered block as plain lines: tables and lists become one line per row or item.

    Cheap for Qt to show while the real block waits to be put in (see :mod:`.document`).
    """
    text = _CELL_END.sub(" · ", fragment)
    text = _LINE_END.sub("\n", text)
    lines = (html_to_text(line) for line in text.split("\n"))
    return f'<p style="{_P}">' + "<br/>".join(esc(line) for line in lines if line) + "</p>"


def block_text(block) -> str:
    if isinstance(block, Paragraph):
        return "".join(i if isinstance(i, str) else text_content(i) for i in block.items)
    return text_content(block)
