"""``geosense:featuresnear``: pairs of source and target features within a distance, or overlapping.

Each pair is measured as the GeoSense highlight measures its links
(:func:`geosense_dock.map.results.links.measure_link`): the shortest line and its length in metres
for a distance, the shared area as a share of the smaller feature for an overlap.
"""

from __future__ import annotations

from typing import Any, Dict

from qgis.core import (
    QgsFeature,
    QgsFeatureRequest,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsProcessingException,
    QgsProcessingParameterDistance,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterNumber,
    QgsProcessingUtils,
    QgsProject,
    QgsSpatialIndex,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QCoreApplication

from ..map.compat import FIELD_DOUBLE, FIELD_LONG, FIELD_STRING, POLYGON, WKB_LINESTRING
from ..map.geometry import distance_area
from ..map.results.links import link_label, measure_link
from .base import ANY_GEOMETRY, DOUBLE, FAST_INSERT, LINESTRINGS, GeoSenseAlgorithm

DISTANCE, OVERLAP = 0, 1


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseProcessing", text)


class FeaturesNearAlgorithm(GeoSenseAlgorithm):
    NAME = "featuresnear"
    GROUP = "find"
    SOURCE = "SOURCE"
    TARGET = "TARGET"
    MODE = "MODE"
    DISTANCE = "DISTANCE"
    MIN_OVERLAP = "MIN_OVERLAP"
    OUTPUT = "OUTPUT"
    LINES = "LINES"

    def displayName(self) -> str:  # noqa: N802 (QGIS API)
        return tr("Features near or overlapping")

    def shortHelpString(self) -> str:  # noqa: N802 (QGIS API)
        return tr("Pairs each source feature with the target features within a distance (in the source "
                  "layer's units) or overlapping it, as the GeoSense highlight shows them. The pairs keep the "
                  "source geometry and the attributes of both features, with the distance and the length of "
                  "the connecting line in metres on the ellipsoid, or the overlap as a share of the smaller "
                  "feature. For a distance the connecting lines are a second output.")

    def initAlgorithm(self, config=None) -> None:  # noqa: N802 (QGIS API)
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.SOURCE, tr("Source layer"), [ANY_GEOMETRY]))
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.TARGET, tr("Target layer"), [ANY_GEOMETRY]))
        self.addParameter(QgsProcessingParameterEnum(
            self.MODE, tr("Mode"), options=[tr("Distance"), tr("Overlap")], defaultValue=DISTANCE))
        self.addParameter(QgsProcessingParameterDistance(
            self.DISTANCE, tr("Distance"), defaultValue=10.0, parentParameterName=self.SOURCE, minValue=0.0))
        self.addParameter(QgsProcessingParameterNumber(
            self.MIN_OVERLAP, tr("Minimum overlap (share of the smaller feature)"),
            DOUBLE, defaultValue=0.0, minValue=0.0, maxValue=1.0))
        self.addParameter(QgsProcessingParameterFeatureSink(self.OUTPUT, tr("Pairs")))
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.LINES, tr("Connecting lines"), LINESTRINGS, optional=True, createByDefault=True))

    def prepareAlgorithm(self, parameters, context, feedback) -> bool:  # noqa: N802 (QGIS API)
        self.same = self._same_layer(parameters, context)  # the layers are looked at on the main thread
        return True

    def processAlgorithm(self, parameters, context, feedback) -> Dict[str, Any]:  # noqa: N802 (QGIS API)
        source = self.parameterAsSource(parameters, self.SOURCE, context)
        target = self.parameterAsSource(parameters, self.TARGET, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.SOURCE))
        if target is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.TARGET))
        distance_mode = self.parameterAsEnum(parameters, self.MODE, context) == DISTANCE
        limit = self.parameterAsDouble(parameters, self.DISTANCE, context)
        min_overlap = self.parameterAsDouble(parameters, self.MIN_OVERLAP, context)
        kinds = {QgsWkbTypes.geometryType(source.wkbType()), QgsWkbTypes.geometryType(target.wkbType())}
        if not distance_mode and kinds != {POLYGON}:
            raise QgsProcessingException(tr("An overlap needs polygon layers"))
        same = self.same

        crs = source.sourceCrs()
        da = distance_area(crs, context.project() or QgsProject.instance(), context.ellipsoid(),
                           context.transformContext())

        # the target features, in the source CRS, with a spatial index
        index = QgsSpatialIndex()
        targets: Dict[int, QgsFeature] = {}
        request = QgsFeatureRequest().setDestinationCrs(crs, context.transformContext())
        total = max(1, target.featureCount())
        for n, feature in enumerate(target.getFeatures(request)):
            if n % 1000 == 0:
                if feedback.isCanceled():
                    return {}
                feedback.setProgress(30.0 * n / total)
            if feature.hasGeometry():
                targets[feature.id()] = feature
                index.addFeature(feature)

        # a pair names its features by id (source_fid, target_fid); a "fid" attribute is left out, since a
        # feature is in several pairs and a GeoPackage output would take "fid" as its own unique key
        keep_source = [i for i, f in enumerate(source.fields()) if f.name().lower() != "fid"]
        keep_target = [i for i, f in enumerate(target.fields()) if f.name().lower() != "fid"]
        source_fields, target_fields = QgsFields(), QgsFields()
        for i in keep_source:
            source_fields.append(source.fields().at(i))
        for i in keep_target:
            target_fields.append(target.fields().at(i))
        measures = QgsFields()
        measures.append(QgsField("source_fid", FIELD_LONG))
        measures.append(QgsField("target_fid", FIELD_LONG))
        if distance_mode:
            measures.append(QgsField("distance", FIELD_DOUBLE))
            measures.append(QgsField("measured", FIELD_DOUBLE))
        else:
            measures.append(QgsField("overlap", FIELD_DOUBLE))
        fields = QgsProcessingUtils.combineFields(source_fields, target_fields, "target_")
        fields = QgsProcessingUtils.combineFields(fields, measures)
        sink, dest_id = self.parameterAsSink(parameters, self.OUTPUT, context, fields, source.wkbType(), crs)
        if sink is None:
            raise QgsProcessingException(self.invalidSinkError(parameters, self.OUTPUT))
        line_fields = QgsFields()
        for name, kind in (("source_fid", FIELD_LONG), ("target_fid", FIELD_LONG), ("distance", FIELD_DOUBLE),
                           ("measured", FIELD_DOUBLE), ("label", FIELD_STRING)):
            line_fields.append(QgsField(name, kind))
        lines, lines_id = (None, None)
        if distance_mode:
            lines, lines_id = self.parameterAsSink(parameters, self.LINES, context, line_fields, WKB_LINESTRING, crs)

        pairs = 0
        total = max(1, source.featureCount())
        for n, feature in enumerate(source.getFeatures()):
            if feedback.isCanceled():
                return {}
            feedback.setProgress(30.0 + 70.0 * n / total)
            ga = feature.geometry()
            if ga.isNull() or ga.isEmpty():
                continue
            box = ga.boundingBox()
            if distance_mode:
                box.grow(limit)
            engine = QgsGeometry.createGeometryEngine(ga.constGet())
            engine.prepareGeometry()
            for fid in sorted(index.intersects(box)):
                if same and fid == feature.id():
                    continue
                other = targets[fid]
                gb = other.geometry()
                if distance_mode:
                    gap = ga.distance(gb)
                    if gap < 0 or gap > limit:
                        continue
                    line, measured = measure_link(ga, gb, True, da)
                    values = [gap, measured]
                    if lines is not None:
                        link = QgsFeature(line_fields)
                        link.setGeometry(line)
                        link.setAttributes([feature.id(), fid, gap, measured, link_label(measured, True)])
                        lines.addFeature(link, FAST_INSERT)
                else:
                    if not engine.intersects(gb.constGet()):
                        continue
                    _shape, share = measure_link(ga, gb, False, da)
                    if share <= 0 or share < min_overlap:
                        continue
                    values = [share]
                pair = QgsFeature(fields)
                pair.setGeometry(ga)
                mine, theirs = feature.attributes(), other.attributes()
                pair.setAttributes([mine[i] for i in keep_source] + [theirs[i] for i in keep_target]
                                   + [feature.id(), fid] + values)
                if not sink.addFeature(pair, FAST_INSERT):
                    raise QgsProcessingException(self.writeFeatureError(sink, parameters, self.OUTPUT))
                pairs += 1
        feedback.pushInfo((tr("{n} pair found") if pairs == 1 else tr("{n} pairs found")).format(n=pairs))
        results: Dict[str, Any] = {self.OUTPUT: dest_id}
        if lines_id is not None:
            results[self.LINES] = lines_id
        return results

    def _same_layer(self, parameters, context) -> bool:
        """Whether source and target are one layer (a feature is then not paired with itself): the same
        layer, or two layers of the same data (one file named twice on the command line)."""
        a = self.parameterAsVectorLayer(parameters, self.SOURCE, context)
        b = self.parameterAsVectorLayer(parameters, self.TARGET, context)
        if a is None or b is None:
            return False
        return a.id() == b.id() or (a.providerType() == b.providerType() and a.source() == b.source())
