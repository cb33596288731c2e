"""Small builders for GeoSense markup (spec/geosense-message-format.txt).

Everything that comes from the client (layer and class names, free text) goes
through :func:`text` or :func:`attr` so it cannot open tags of its own.
"""
from __future__ import annotations

import json
from typing import Any

from .geometry import Feature, VectorLayer


def text(value: Any) -> str:
    return str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def attr(value: Any) -> str:
    return text(value).replace('"', "&quot;")


def num(value: float, digits: int = 1) -> str:
    """A number without float noise: 12.0 -> '12', 3.14159 -> '3.1'."""
    rounded = round(float(value), digits)
    if rounded == int(rounded):
        return str(int(rounded))
    return f"{rounded:.{digits}f}".rstrip("0")


def element(name: str, body: str | None = None, **attrs: Any) -> str:
    """``<name a="..." />`` or ``<name a="...">body</name>``; None attributes are left out.

    A trailing underscore in a keyword is dropped and inner underscores become
    dashes, so ``question_option_index=1`` writes ``question-option-index="1"``.
    """
    parts = [name]
    for key, value in attrs.items():
        if value is not None:
            parts.append(f'{key.rstrip("_").replace("_", "-")}="{attr(value)}"')
    opening = " ".join(parts)
    if body is None:
        return f"<{opening} />"
    return f"<{opening}>{body}</{name}>"


def tool(kind: str, data: Any, body: str) -> str:
    """``<tool type=".." data='{json}'>body</tool>`` with the payload inline.

    Apostrophes, ``<``, ``>`` and ``&`` can only occur inside JSON strings, where
    ``\\u`` escapes keep the JSON the same value and the attribute intact.
    """
    payload = json.dumps(data)
    for char in "'<>&":
        payload = payload.replace(char, f"\\u{ord(char):04x}")
    return f"<tool type=\"{attr(kind)}\" data='{payload}'>{body}</tool>"


def mercator_pos(x: float, y: float) -> str:
    return element("pos", value=f"{num(x, 2)}, {num(y, 2)}", system="mercator")


def ref(feature: Feature) -> str:
    return element("ref", id=feature.id, v=feature.vector_id)


def prop(name: str, feature: Feature, **extra: Any) -> str:
    """A referential property display such as ``<area id="3" v="..." />``."""
    return element(name, id=feature.id, v=feature.vector_id, **extra)


def class_badge(layer: VectorLayer, class_id: str | None) -> str:
    if class_id is None:
        return "<i>unclassified</i>"
    return element("class", text(layer.class_name(class_id)), id=class_id, project=layer.project)


def vector_badge(layer: VectorLayer) -> str:
    return element("vector", text(layer.name), id=layer.id)


def table(header: list[str], rows: list[list[str]]) -> str:
    """A ``<table>``; cells are markup already."""
    lines = ["<table>", "<tr>" + "".join(f"<th>{h}</th>" for h in header) + "</tr>"]
    lines += ["<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows]
    lines.append("</table>")
    return "\n".join(lines)


def bullets(items: list[str], ordered: bool = False) -> str:
    tag = "ol" if ordered else "ul"
    return f"<{tag}>\n" + "\n".join(f"<li>{i}</li>" for i in items) + f"\n</{tag}>"
