"""Translation of the renderer's own strings (context "GeoSense")."""

from __future__ import annotations

from qgis.PyQt.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)
