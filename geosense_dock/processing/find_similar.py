"""``geosense:findsimilar``: the dock's find-similar search as a Processing algorithm.

The shapes are read and described by the dock's :class:`~geosense_dock.map.results.similar_task.ShapeJob`
and searched by :func:`geosense_dock.map.results.similar.search`, so the same layer and references give
the same features and scores as the dock.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Tuple

from qgis.core import (
    QgsExpression,
    QgsFeatureRequest,
    QgsField,
    QgsFields,
    QgsProcessingException,
    QgsProcessingOutputNumber,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterEnum,
    QgsProcessingParameterExpression,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
    QgsProcessingParameterString,
)
from qgis.PyQt.QtCore import QCoreApplication

from ..core import similarity
from ..i18n import translated
from ..map.compat import FIELD_DOUBLE, FIELD_LONG
from ..map.results.materialize import field_name
from ..map.results.similar import read_tables, search
from ..map.results.similar_task import ShapeJob
from ..map.results.sources import AnnotationSource
from .base import DOUBLE, EVERY_GEOMETRY, FAST_INSERT, INTEGER, POLYGONS, GeoSenseAlgorithm

log = logging.getLogger("geosense.processing")

INPUT_KEY = "input"
REFERENCE_KEY = "reference"


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseProcessing", text)


def descriptor_labels() -> List[str]:
    """The labels of :data:`~geosense_dock.core.similarity.DESCRIPTOR_GROUPS`, in their order."""
    return [tr("Area"), tr("Compactness"), tr("Elongation"), tr("Orientation"), tr("Convexity"),
            tr("Vertex count")]


class FindSimilarAlgorithm(GeoSenseAlgorithm):
    NAME = "findsimilar"
    GROUP = "find"
    INPUT = "INPUT"
    SELECTED = "SELECTED"
    EXPRESSION = "EXPRESSION"
    REFERENCE = "REFERENCE"
    CLASS_FIELD = "CLASS_FIELD"
    HINT = "HINT"
    DESCRIPTORS = "DESCRIPTORS"
    TOP_N = "TOP_N"
    MIN_SCORE = "MIN_SCORE"
    OUTPUT = "OUTPUT"
    COUNT = "COUNT"

    def displayName(self) -> str:  # noqa: N802 (QGIS API)
        return tr("Find similar features")

    def shortHelpString(self) -> str:  # noqa: N802 (QGIS API)
        return tr("Finds the polygons of the input layer whose shape is most like the reference features "
                  "(area, compactness, elongation, orientation, convexity, vertex count), as the GeoSense "
                  "find similar does. References are the selected features, the features matching an "
                  "expression, or the features of a reference layer. A class hint keeps the candidates of "
                  "the classes it names. The output has the similarity score (0 to 1) and the rank of each "
                  "feature found.")

    def initAlgorithm(self, config=None) -> None:  # noqa: N802 (QGIS API)
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.INPUT, tr("Input layer"), [POLYGONS]))
        self.addParameter(QgsProcessingParameterBoolean(
            self.SELECTED, tr("Selected features are the references"), defaultValue=False))
        self.addParameter(QgsProcessingParameterExpression(
            self.EXPRESSION, tr("Reference features (expression)"), parentLayerParameterName=self.INPUT,
            optional=True))
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.REFERENCE, tr("Reference layer"), [POLYGONS], optional=True))
        self.addParameter(QgsProcessingParameterField(
            self.CLASS_FIELD, tr("Class field"), parentLayerParameterName=self.INPUT, optional=True))
        self.addParameter(QgsProcessingParameterString(self.HINT, tr("Class hint"), optional=True))
        self.addParameter(QgsProcessingParameterEnum(
            self.DESCRIPTORS, tr("Shape descriptors"), options=descriptor_labels(), allowMultiple=True,
            defaultValue=list(range(len(similarity.DESCRIPTOR_GROUPS)))))
        self.addParameter(QgsProcessingParameterNumber(
            self.TOP_N, tr("Number of features (0 for no limit)"), INTEGER,
            defaultValue=50, minValue=0))
        self.addParameter(QgsProcessingParameterNumber(
            self.MIN_SCORE, tr("Minimum similarity (0 for automatic)"), DOUBLE,
            defaultValue=0.0, minValue=0.0, maxValue=1.0))
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.OUTPUT, tr("Similar features"), POLYGONS))
        self.addOutput(QgsProcessingOutputNumber(self.COUNT, tr("Number of similar features")))

    def prepareAlgorithm(self, parameters, context, feedback) -> bool:  # noqa: N802 (QGIS API)
        """The selection is read here, on the main thread."""
        self.selected: List[int] = []
        if self.parameterAsBoolean(parameters, self.SELECTED, context):
            layer = self.parameterAsVectorLayer(parameters, self.INPUT, context)
            self.selected = sorted(layer.selectedFeatureIds()) if layer is not None else []
            if not self.selected:
                feedback.pushWarning(tr("The input layer has no selected features"))
        return True

    def processAlgorithm(self, parameters, context, feedback) -> Dict[str, Any]:  # noqa: N802 (QGIS API)
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        reference = self.parameterAsSource(parameters, self.REFERENCE, context)
        class_field = self.parameterAsString(parameters, self.CLASS_FIELD, context) or None
        hint = self.parameterAsString(parameters, self.HINT, context).strip() or None
        chosen = self.parameterAsEnums(parameters, self.DESCRIPTORS, context)
        top_n = self.parameterAsInt(parameters, self.TOP_N, context)
        min_score = self.parameterAsDouble(parameters, self.MIN_SCORE, context)
        if not chosen:
            raise QgsProcessingException(tr("Choose at least one shape descriptor"))
        groups = [similarity.DESCRIPTOR_GROUPS[i][0] for i in chosen]
        if hint and not class_field:
            feedback.pushWarning(tr("A class hint needs a class field; the hint was not used"))
            hint = None

        samples: List[Tuple[str, int]] = [(INPUT_KEY, fid) for fid in self.selected]
        expression = self.parameterAsExpression(parameters, self.EXPRESSION, context).strip()
        if expression:
            samples += [(INPUT_KEY, fid) for fid in self._matching(source, expression, parameters, context)]
        if not samples and reference is None and not hint:
            raise QgsProcessingException(tr("Choose reference features or a class hint"))

        jobs = [ShapeJob.of_features(AnnotationSource(None, class_attribute=class_field),  # type: ignore[arg-type]
                                     INPUT_KEY, source, context.transformContext(), flags=EVERY_GEOMETRY)]
        if reference is not None:
            jobs.append(ShapeJob.of_features(AnnotationSource(None), REFERENCE_KEY,  # type: ignore[arg-type]
                                             reference, context.transformContext(), flags=EVERY_GEOMETRY))
        tables = read_tables(jobs, feedback, 85.0)
        if tables is None or feedback.isCanceled():
            return {}
        if reference is not None:
            samples += [(REFERENCE_KEY, key[1]) for key in tables[1].keys]
        pool = similarity.ShapeTable.concat(tables)
        options: Dict[str, Any] = {"weights": similarity.weights_for(groups)}
        if min_score > 0:
            options["radius"] = similarity.max_distance(min_score)
        try:
            found = search(pool, list(dict.fromkeys(samples)), hint, {}, top_n, **options)
        except similarity.SimilarityError as exc:
            raise QgsProcessingException(translated(exc)) from None
        if hint and not found.hint_classes:
            feedback.pushWarning(tr("The class hint names no class of the class field; it was not used"))
        feedback.setProgress(90.0)

        fields = QgsFields(source.fields())
        score_field = field_name(fields, "similarity")
        fields.append(QgsField(score_field, FIELD_DOUBLE))
        fields.append(QgsField(field_name(fields, "rank"), FIELD_LONG))
        sink, dest_id = self.parameterAsSink(parameters, self.OUTPUT, context, fields, source.wkbType(),
                                             source.sourceCrs())
        if sink is None:
            raise QgsProcessingException(self.invalidSinkError(parameters, self.OUTPUT))
        matches = [m for m in found.matches if m.key[0] == INPUT_KEY]
        wanted = {m.key[2]: m for m in matches}
        features = {}
        request = QgsFeatureRequest().setFilterFids(list(wanted))
        for n, feature in enumerate(source.getFeatures(request, EVERY_GEOMETRY)):
            if n % 1000 == 0 and feedback.isCanceled():
                return {}
            features[feature.id()] = feature
        for rank, match in enumerate(matches, 1):
            if feedback.isCanceled():
                return {}
            feature = features.get(match.key[2])
            if feature is None:
                continue
            feature.setFields(fields, False)
            feature.setAttributes(list(feature.attributes()) + [match.score, rank])
            if not sink.addFeature(feature, FAST_INSERT):
                raise QgsProcessingException(self.writeFeatureError(sink, parameters, self.OUTPUT))
            feedback.setProgress(90.0 + 10.0 * rank / max(1, len(matches)))
        feedback.pushInfo((tr("{n} similar feature found") if len(matches) == 1 else
                           tr("{n} similar features found")).format(n=len(matches)))
        return {self.OUTPUT: dest_id, self.COUNT: len(matches)}

    def _matching(self, source, expression: str, parameters, context) -> List[int]:
        parsed = QgsExpression(expression)
        if parsed.hasParserError():
            raise QgsProcessingException(tr("The reference expression is not valid ({error})").format(
                error=parsed.parserErrorString()))
        expression_context = self.createExpressionContext(parameters, context, source)
        request = QgsFeatureRequest(parsed, expression_context)
        return [int(f.id()) for f in source.getFeatures(request, EVERY_GEOMETRY)]
