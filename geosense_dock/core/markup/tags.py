"""The GeoSense markup vocabulary: which tags exist and how they behave.

Only the names listed here ever become elements; any other ``<name>`` is text.
"""

from __future__ import annotations

from typing import FrozenSet

#: Elements that never have content (``<ref id="1">`` is read as ``<ref id="1"/>``
#: and a matching ``</ref>`` is dropped).
VOID: FrozenSet[str] = frozenset(
    {"ref", "area", "pixels", "confidence", "angle", "credits", "pos", "size", "distance", "br"}
)

#: Property displays (``<area>``, ``<pos>``, ...): referential with ``id`` or direct with ``value``.
PROPERTIES: FrozenSet[str] = frozenset(
    {"area", "pixels", "confidence", "angle", "credits", "pos", "size", "distance"}
)

#: Inline elements of the spec.
INLINE: FrozenSet[str] = frozenset(
    {"id", "ids", "class", "vector", "b", "i", "u", "sub", "super", "a", "docs", "link", "code"}
)

#: Block elements of the spec: they end the current paragraph.
BLOCK: FrozenSet[str] = frozenset(
    {
        "p", "quote", "ol", "ul", "li", "table", "tr", "th", "td",
        "question", "header", "option", "answer", "tool", "response",
    }
)

#: HTML names an agent may still write: they degrade to their content
#: (``<strong>x</strong>`` shows ``x``), the block ones also end a paragraph.
TRANSPARENT_INLINE: FrozenSet[str] = frozenset(
    {"em", "strong", "span", "mark", "small", "s", "del", "ins", "kbd", "cite", "abbr"}
)
TRANSPARENT_BLOCK: FrozenSet[str] = frozenset({"div", "section", "h1", "h2", "h3", "h4", "h5", "h6"})
TRANSPARENT: FrozenSet[str] = TRANSPARENT_INLINE | TRANSPARENT_BLOCK

#: ``<code>`` content is raw text: tags inside it are shown, not parsed.
RAW_TEXT: FrozenSet[str] = frozenset({"code"})

KNOWN: FrozenSet[str] = VOID | INLINE | BLOCK | TRANSPARENT

#: Entity types of ``<link type="...">`` (spec: "Valid entity types are ...").
LINK_TYPES = (
    "raster", "workspace", "model", "dataset", "frozen-dataset", "folder", "map", "project",
    "training", "inference", "order", "region", "annotation", "class",
)
#: Link types that never take a ``project`` attribute.
LINK_TYPES_WITHOUT_PROJECT: FrozenSet[str] = frozenset({"project", "map"})

#: Name of the element wrapping a parsed message (never a markup tag itself).
ROOT_TAG = "geosense-message"


def is_block(element) -> bool:
    """True when ``element`` ends the current paragraph (a block in the spec's sense).

    ``<code>`` is a block when it names a language or spans lines, inline otherwise.
    """
    tag = element.tag
    if tag in BLOCK or tag in TRANSPARENT_BLOCK:
        return True
    if tag == "code":
        return bool(element.get("lang")) or "\n" in (element.text or "")
    return False
