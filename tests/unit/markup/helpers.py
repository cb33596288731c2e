"""Small helpers shared by the markup tests."""

from __future__ import annotations

import re

from lxml import etree


def shape(element):
    """A parsed tree as nested lists: text strings and (tag, attrs, children) tuples."""
    out = []
    if element.text:
        out.append(element.text)
    for child in element:
        out.append((child.tag, dict(child.attrib), shape(child)))
        if child.tail:
            out.append(child.tail)
    return out


def canonical(element) -> str:
    return etree.tostring(element, encoding="unicode")


def elements(root, tag):
    return [e for e in root.iter(tag) if e is not root]


def words(text: str):
    return re.findall(r"\w+", text)
