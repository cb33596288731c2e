"""Inline text and the inline dispatcher: which renderer shows each inline element.

``<b> <i> <u> <sub> <super> <br> <code>`` are rendered here; references,
values and links are handed to their families (:mod:`.references`,
:mod:`.links`). Produces escaped Qt rich text only; touches no widget.
"""

from __future__ import annotations

import logging

from ....core.markup.blocks import items_of
from ....core.markup.model import collapse, text_content
from ....core.markup.tags import PROPERTIES
from .base import MAX_DEPTH, ElementRenderer, text_html

log = logging.getLogger("geosense.markup")


class InlineElements(ElementRenderer):
    """Inline content: plain text, emphasis, code, and the dispatch to the other families."""

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
            return f'<code style="{style}">{self._ltr(code)}</code>'
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
