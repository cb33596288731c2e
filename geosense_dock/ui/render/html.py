"""Parsed GeoSense markup -> Qt rich text (the HTML subset QTextDocument reads).

Every text and attribute value is escaped; the only links are the plugin's own
``geosense://`` actions (:mod:`.actions`). References read the
:class:`~geosense_dock.core.resolve.Resolver` at render time, so rendering
again after the map changed (``refresh``) shows the new labels and values.
Nothing here raises on bad markup: what cannot be shown as intended is shown
as text, with a tooltip saying why.

The element renderers live in :mod:`.elements`, one file per family
(inline, references and values, links, blocks, questions and tools);
:class:`MessageRenderer` puts them together and keeps the state of one
message. Produces rich text only: the view (``ui/message_view.py``) shows it.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from ...core.markup.blocks import Paragraph
from ...core.markup.model import annotation_refs, referenced_regions, referenced_vectors, text_content
from ...core.markup.values import MarkupValueError, parse_int
from ...core.resolve import NullResolver, Unresolved
from .document import unbroken
from .elements import BlockElements, InlineElements, InteractiveElements, LinkElements, ReferenceElements
from .elements.base import _P, esc, html_to_text, text_html
from .options import RenderOptions

log = logging.getLogger("geosense.markup")

__all__ = ["MessageContext", "MessageRenderer", "block_text", "esc", "flattened", "html_to_text", "text_html"]


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


class MessageRenderer(InlineElements, ReferenceElements, LinkElements, BlockElements, InteractiveElements):
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
            text = unbroken(html_to_text(self._inline(element, 0, in_anchor=True)))  # no direction isolates
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
                    info = self._call(self.resolver.annotation, parse_int(id_text), None, ctx.vectors)
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
                info = self._call(self.resolver.region, region_id)
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
        info = self._call(self.resolver.vector, vector_id)
        return None if isinstance(info, Unresolved) else getattr(info, "project", None)




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
