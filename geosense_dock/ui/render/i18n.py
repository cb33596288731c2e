"""Translation of the renderer's own strings (context "GeoSense")."""

from __future__ import annotations

from ...i18n import tr, translated

__all__ = ["tr", "translated"]
