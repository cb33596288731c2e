"""Small images of rendered messages, as SVG text.

The HTML names them ``geosense-icon:<name>`` (icons) and ``geosense-img:<key>``
(generated images such as region outlines); the message view turns them into
pixmaps when the document asks for them.

Nothing is fetched: the SVG text is built in memory or read from the plugin's own
``resources/icons`` (cached).
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache
from pathlib import Path
from typing import Optional

ICON_PREFIX = "geosense-icon:"
IMAGE_PREFIX = "geosense-img:"
ICON_DIR = Path(__file__).resolve().parents[3] / "resources" / "icons"

_BUILTIN = {
    # an open book: the docs glyph of a contentless <docs> link
    "docs": (
        '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">'
        '<path d="M8 4.2C6.6 3 4.4 2.6 1.8 2.9v9.4c2.6-.3 4.8.1 6.2 1.3 1.4-1.2 3.6-1.6 6.2-1.3V2.9'
        'C11.6 2.6 9.4 3 8 4.2z" fill="none" stroke="{color}" stroke-width="1.3" stroke-linejoin="round"/>'
        '<path d="M8 4.2v9.4" stroke="{color}" stroke-width="1.3"/></svg>'
    ),
    # a region whose outline is unknown
    "region": (
        '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">'
        '<path d="M2.5 4 L9 2 L13.5 6.5 L12 13.5 L4 12.5 Z" fill="none" stroke="{color}" '
        'stroke-width="1.4" stroke-dasharray="2 1.5" stroke-linejoin="round"/></svg>'
    ),
}

_PATH_DATA = re.compile(r"[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\- ]{1,8000}")
_COLOR = re.compile(r"#[0-9a-fA-F]{6}")


def icon_url(name: str) -> str:
    return ICON_PREFIX + name


@lru_cache(maxsize=32)
def icon_svg(name: str, color: str = "#57606a") -> Optional[str]:
    """The SVG text of icon ``name`` (a built-in one or ``resources/icons/<name>.svg``)."""
    if not re.fullmatch(r"[a-z0-9-]{1,40}", name):
        return None
    if not _COLOR.fullmatch(color):
        color = "#57606a"
    if name in _BUILTIN:
        return _BUILTIN[name].replace("{color}", color)
    path = ICON_DIR / f"{name}.svg"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None


def region_outline(path_data: str, color: str) -> Optional[tuple]:
    """(image key, SVG text) of a region outline given as SVG path data in a 0..16 box."""
    path_data = (path_data or "").strip()
    if not path_data or not _PATH_DATA.fullmatch(path_data):
        return None
    if not _COLOR.fullmatch(color):
        color = "#57606a"
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="-1 -1 18 18">'
        f'<path d="{path_data}" fill="{color}" fill-opacity="0.15" stroke="{color}" '
        'stroke-width="1.4" stroke-linejoin="round"/></svg>'
    )
    key = "region-" + hashlib.sha1(svg.encode("utf-8"), usedforsecurity=False).hexdigest()[:16]
    return key, svg
