"""The GeoSense Processing provider (id ``geosense``); the plugin adds it in ``initProcessing``."""

from __future__ import annotations

from qgis.core import QgsProcessingProvider
from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtGui import QIcon

from .base import ICON


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseProcessing", text)


class GeoSenseProvider(QgsProcessingProvider):
    """``tracker``: a callable giving the plugin's provenance tracker, or None when there is none
    (``qgis_process``): accepted features then get their provenance fields only."""

    def __init__(self, tracker=None) -> None:
        super().__init__()
        self.tracker = tracker

    def id(self) -> str:
        return "geosense"

    def name(self) -> str:
        return "GeoSense"

    def longName(self) -> str:  # noqa: N802 (QGIS API)
        return tr("GeoSense find similar, features near and accept suggestions")

    def icon(self) -> QIcon:
        return QIcon(ICON)

    def svgIconPath(self) -> str:  # noqa: N802 (QGIS API)
        return ICON

    def loadAlgorithms(self) -> None:  # noqa: N802 (QGIS API)
        from .accept_suggestions import AcceptSuggestionsAlgorithm
        from .features_near import FeaturesNearAlgorithm
        from .find_similar import FindSimilarAlgorithm

        for algorithm in (FindSimilarAlgorithm, FeaturesNearAlgorithm, AcceptSuggestionsAlgorithm):
            self.addAlgorithm(algorithm(self.tracker))
