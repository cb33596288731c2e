"""The plain text of a parsed message ("copy as plain text").

Paragraphs and blocks end with a newline, list items get ``-`` or ``1.``, table
cells are separated by `` | ``, code keeps its lines. References show what the
optional ``describe`` callback returns for them (the view passes the resolved
labels and formatted values), or a short fallback.

It reads the parsed model only; it never re-parses markup or resolves references itself.
"""

from __future__ import annotations

from typing import Callable, List, Optional

from .blocks import Paragraph, flow, items_of
from .model import code_text, collapse, text_content
from .tags import PROPERTIES, ROOT_TAG

Describe = Callable[[object], Optional[str]]

_MAX_DEPTH = 60


def plain_text(root, describe: Optional[Describe] = None) -> str:
    """Plain text of ``root`` (a parsed message or any element of one)."""
    writer = _Writer(describe)
    if getattr(root, "tag", None) == ROOT_TAG:
        lines = writer.flow(items_of(root), split_newlines=True, depth=0)
    else:
        lines = writer.flow([root], split_newlines=False, depth=0)
    return "\n".join(lines).strip("\n")


class _Writer:
    def __init__(self, describe: Optional[Describe]) -> None:
        self.describe = describe

    def flow(self, items, split_newlines: bool, depth: int) -> List[str]:
        lines: List[str] = []
        for block in flow(items, split_newlines):
            if isinstance(block, Paragraph):
                text = collapse("".join(self.inline(i, depth) for i in block.items)).strip()
                if text:
                    lines.append(text)
            else:
                lines.extend(self.block(block, depth))
        return lines

    def children(self, element, depth: int, split: bool = False) -> List[str]:
        if depth > _MAX_DEPTH:
            return [collapse(text_content(element)).strip()]
        return self.flow(items_of(element), split, depth + 1)

    def block(self, el, depth: int) -> List[str]:
        tag = el.tag
        if tag == "code":
            return code_text(el).split("\n")
        if tag == "quote":
            return ["> " + line for line in self.children(el, depth, split=True)]
        if tag in ("ol", "ul"):
            out = []
            number = 0
            for item in self.list_items(el):
                number += 1
                mark = f"{number}. " if tag == "ol" else "- "
                sub = self.children(item, depth) if hasattr(item, "tag") else [collapse(item).strip()]
                sub = [s for s in sub if s] or [""]
                out.append(mark + sub[0])
                out.extend(" " * len(mark) + s for s in sub[1:])
            return out
        if tag == "table":
            out = []
            for row in el.iter("tr"):
                cells = [" ".join(self.children(c, depth)) for c in row if c.tag in ("td", "th")]
                out.append(" | ".join(cells))
            if not out:
                out = self.children(el, depth)
            return out
        if tag == "question":
            out = []
            for child in el:
                if child.tag == "header":
                    out.extend(self.children(child, depth))
                elif child.tag == "option":
                    out.append("• " + " ".join(self.children(child, depth)))
            return out
        return self.children(el, depth)

    @staticmethod
    def list_items(el):
        for item in items_of(el):
            if isinstance(item, str):
                if item.strip():
                    yield item
            else:
                yield item

    def inline(self, item, depth: int) -> str:
        if isinstance(item, str):
            return item
        el = item
        tag = el.tag
        if not isinstance(tag, str):
            return ""
        described_tags = ("ref", "id", "ids", "class", "vector", "link", "docs")
        if self.describe is not None and (tag in PROPERTIES or tag in described_tags):
            described = self.describe(el)
            if described is not None:
                return described
        if tag == "br":
            return "\n"
        if tag == "ref":
            return f"#{(el.get('id') or '').strip()}"
        if tag in PROPERTIES:
            return el.get("value") or f"{tag} of #{(el.get('id') or '').strip()}"
        if tag == "link":
            content = collapse(text_content(el)).strip()
            if content and (el.get("type") or "").strip() != "annotation":
                return content
            return f"{el.get('type') or 'link'} {el.get('id') or ''}".strip()
        if tag in ("class", "vector"):
            content = collapse(text_content(el)).strip()
            return content or (el.get("id") or "")
        if depth > _MAX_DEPTH:
            return text_content(el)
        return "".join(self.inline(i, depth + 1) for i in items_of(el))
