"""What the GeoSense algorithms share: the icon, the groups and the translation context."""

from __future__ import annotations

import os

from qgis.core import (
    Qgis,
    QgsFeatureSink,
    QgsProcessing,
    QgsProcessingAlgorithm,
    QgsProcessingFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
)
from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtGui import QIcon

ICON = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(__file__))), "resources", "icons",
                    "geosense.svg")

# Processing's enums moved to ``Qgis`` in QGIS 3.36 (new member names); spelled once here.
if hasattr(Qgis, "ProcessingSourceType"):  # QGIS >= 3.36
    POLYGONS = Qgis.ProcessingSourceType.VectorPolygon
    LINESTRINGS = Qgis.ProcessingSourceType.VectorLine
    ANY_GEOMETRY = Qgis.ProcessingSourceType.VectorAnyGeometry
    INTEGER = Qgis.ProcessingNumberParameterType.Integer
    DOUBLE = Qgis.ProcessingNumberParameterType.Double
    NUMERIC_FIELD = Qgis.ProcessingFieldParameterDataType.Numeric
    NO_THREADING = Qgis.ProcessingAlgorithmFlag.NoThreading
    HIDE_FROM_MODELER = Qgis.ProcessingAlgorithmFlag.HideFromModeler
    EVERY_GEOMETRY = Qgis.ProcessingFeatureSourceFlag.SkipGeometryValidityChecks
else:  # QGIS 3.22 .. 3.34
    POLYGONS = QgsProcessing.SourceType.TypeVectorPolygon
    LINESTRINGS = QgsProcessing.SourceType.TypeVectorLine
    ANY_GEOMETRY = QgsProcessing.SourceType.TypeVectorAnyGeometry
    INTEGER = QgsProcessingParameterNumber.Type.Integer
    DOUBLE = QgsProcessingParameterNumber.Type.Double
    NUMERIC_FIELD = QgsProcessingParameterField.DataType.Numeric
    NO_THREADING = QgsProcessingAlgorithm.Flag.FlagNoThreading
    HIDE_FROM_MODELER = QgsProcessingAlgorithm.Flag.FlagHideFromModeler
    EVERY_GEOMETRY = QgsProcessingFeatureSource.Flag.FlagSkipGeometryValidityChecks  # no validity checks
FAST_INSERT = QgsFeatureSink.Flag.FastInsert


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseProcessing", text)


def group_name(group_id: str) -> str:
    if group_id == "suggestions":
        return tr("Suggestions")
    return tr("Find features")


class GeoSenseAlgorithm(QgsProcessingAlgorithm):
    """An algorithm of the GeoSense provider; a subclass sets ``NAME`` and ``GROUP`` ("find" or "suggestions")."""

    NAME = ""
    GROUP = "find"

    def __init__(self, tracker=None) -> None:
        super().__init__()
        self.tracker = tracker  # a callable giving the plugin's ProvenanceTracker (None without the dock)

    def createInstance(self):  # noqa: N802 (QGIS API)
        return type(self)(self.tracker)

    def name(self) -> str:
        return self.NAME

    def group(self) -> str:
        return group_name(self.GROUP)

    def groupId(self) -> str:  # noqa: N802 (QGIS API)
        return self.GROUP

    def icon(self) -> QIcon:
        return QIcon(ICON)

    def svgIconPath(self) -> str:  # noqa: N802 (QGIS API)
        return ICON

    def helpUrl(self) -> str:  # noqa: N802 (QGIS API) - the help is shortHelpString's
        return ""
