"""Rendering parsed GeoSense markup into Qt rich text (see ``docs/markup.md``).

Nothing here touches QGIS or the map: references are resolved through the resolver it is given.
"""

from .actions import action_url, internal_path, parse_action_url, safe_external_url
from .html import MessageContext, MessageRenderer, esc
from .options import Palette, RenderOptions, python_number

__all__ = [
    "MessageContext", "MessageRenderer", "Palette", "RenderOptions", "action_url", "esc",
    "internal_path", "parse_action_url", "python_number", "safe_external_url",
]
