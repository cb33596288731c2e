"""Translation of the renderer's own strings (context "GeoSense").

Only the lookup; it loads no translator.
"""

from __future__ import annotations

from ...i18n import tr, translated

__all__ = ["tr", "translated"]
