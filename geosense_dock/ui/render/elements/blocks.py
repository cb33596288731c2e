"""Structural blocks: paragraphs, quotes, code blocks, lists and tables, and the block dispatcher.

Also the light "preview" of tables and lists for the open tail of a stream.
Questions and tools are handed to :mod:`.interactive`. Produces rich text
only; touches no widget.
"""

from __future__ import annotations

import logging
import re
from typing import List

from ....core.markup.blocks import Paragraph, flow, items_of
from ....core.markup.model import code_text
from ....core.markup.tags import is_block
from ....core.markup.writers import find_similar_sentence_of
from ..i18n import translated
from .base import _P, MAX_DEPTH, ElementRenderer, esc, text_html

log = logging.getLogger("geosense.markup")


def preview_paragraph(lines: List[str]) -> str:
    """Preview lines (tables and lists shown as lines) as one paragraph ("" when there are none)."""
    lines = [line for line in lines if line]
    return f'<p style="{_P}">' + "<br/>".join(lines) + "</p>" if lines else ""


class BlockElements(ElementRenderer):
    """Paragraphs and the blocks that structure a message."""

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
        if tag == "response" and el.get("type") == "find_similar" and len(el) == 0:
            sentence = find_similar_sentence_of(el.text or "")
            if sentence is not None:  # the plugin's own English sentence: shown in the user's language
                return f'<p style="{_P}">{esc(translated(sentence))}</p>'
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
                lines.append(self._preview_row(row, depth))
        else:
            for item in el:
                if item.tag == "li":
                    number += 1
                    lines.append(self._preview_item(el, item, number, depth))
        return preview_paragraph(lines)

    def preview_line(self, parent, child, number: int = 0, depth: int = 1) -> str:
        """One line of the preview of ``parent`` (a table or list): its row or item ``child``.

        ``number`` is the item's number in an ``ol``. A stream shows the finished
        rows of an open table this way once each (see ``MessageView``).
        """
        if child.tag == "tr":
            return "<br/>".join(line for line in (self._preview_row(row, depth) for row in child.iter("tr")) if line)
        if child.tag == "li":
            return self._preview_item(parent, child, number, depth)
        return ""

    def _preview_row(self, row, depth: int) -> str:
        cells = []
        for cell in row:
            if cell.tag in ("td", "th"):
                body = self._inline_children(cell, depth, in_anchor=True)
                cells.append(f"<b>{body}</b>" if cell.tag == "th" else body)
        return " &nbsp;·&nbsp; ".join(cells)

    def _preview_item(self, parent, item, number: int, depth: int) -> str:
        mark = f"{number}." if parent.tag == "ol" else "•"
        return f"{mark} {self._inline_children(item, depth, in_anchor=True)}"

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
        # an item with nothing to show is left out: Qt keeps an empty last item as an empty
        # paragraph when the list is inserted as a fragment, but drops it from a whole document
        items = [item for item in items if _shows_something(item)]
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


_TAG = re.compile(r"<[^>]*>")


def _shows_something(item_html: str) -> bool:
    """True when a list item's HTML has text, an image or a table in it."""
    return bool(_TAG.sub("", item_html).strip()) or "<img" in item_html or "<table" in item_html
