"""``geosense:acceptsuggestions``: the dock's accept of suggestions, from any polygon layer with a confidence.

Each feature is checked as the dock checks a suggestion (:func:`geosense_dock.map.accept.fit_geometry`:
transform, repair, single/multi); the ones that pass go into the target with
:func:`geosense_dock.map.accept.accept_geometries` (class value, provenance fields and records, ONE undo
command), so the target is changed completely or not at all. The input layer is not changed.
"""

from __future__ import annotations

import logging
import math
from typing import Any, Dict, List, Tuple

from qgis.core import (
    QgsFeatureRequest,
    QgsGeometry,
    QgsProcessingException,
    QgsProcessingOutputNumber,
    QgsProcessingOutputString,
    QgsProcessingOutputVectorLayer,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
    QgsProcessingParameterString,
    QgsProcessingParameterVectorLayer,
)
from qgis.PyQt.QtCore import QCoreApplication, QVariant

from ..core.provenance import Provenance
from ..map.accept import accept_geometries, fit_geometry, target_problem, target_transform
from ..map.compat import POLYGON
from ..map.provenance import options as provenance_options
from ..map.provenance import origin as provenance_origin
from .base import DOUBLE, EVERY_GEOMETRY, NO_THREADING, NUMERIC_FIELD, POLYGONS, GeoSenseAlgorithm

log = logging.getLogger("geosense.processing")

MAX_LOGGED = 200  # refusals written to the log one by one; all of them are in the REASONS output


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseProcessing", text)


class AcceptSuggestionsAlgorithm(GeoSenseAlgorithm):
    NAME = "acceptsuggestions"
    GROUP = "suggestions"
    INPUT = "INPUT"
    CONFIDENCE_FIELD = "CONFIDENCE_FIELD"
    MIN_CONFIDENCE = "MIN_CONFIDENCE"
    TARGET = "TARGET"
    CLASS_FIELD = "CLASS_FIELD"
    CLASS_VALUE = "CLASS_VALUE"
    SAVE = "SAVE"
    OUTPUT = "OUTPUT"
    ADDED = "ADDED"
    REFUSED = "REFUSED"
    REASONS = "REASONS"

    def displayName(self) -> str:  # noqa: N802 (QGIS API)
        return tr("Accept suggestions into a layer")

    def shortHelpString(self) -> str:  # noqa: N802 (QGIS API)
        return tr("Adds the polygons of the suggestions layer whose confidence is at least the minimum to the "
                  "target layer, as the GeoSense accept does. Geometries are transformed and repaired, the class "
                  "value and the provenance are written, and all of it is one undo step. Suggestions that cannot "
                  "be added are refused and the log says why. A target in the project keeps the changes in its "
                  "edit buffer unless you save them; any other target is saved.")

    def flags(self):
        return super().flags() | NO_THREADING  # edits a layer of the project

    def initAlgorithm(self, config=None) -> None:  # noqa: N802 (QGIS API)
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.INPUT, tr("Suggestions layer"), [POLYGONS]))
        self.addParameter(QgsProcessingParameterField(
            self.CONFIDENCE_FIELD, tr("Confidence field"), defaultValue="confidence",
            parentLayerParameterName=self.INPUT, type=NUMERIC_FIELD, optional=True))
        self.addParameter(QgsProcessingParameterNumber(
            self.MIN_CONFIDENCE, tr("Minimum confidence"), DOUBLE, defaultValue=0.0,
            minValue=0.0, maxValue=1.0))
        self.addParameter(QgsProcessingParameterVectorLayer(
            self.TARGET, tr("Target layer"), [POLYGONS]))
        self.addParameter(QgsProcessingParameterField(
            self.CLASS_FIELD, tr("Class field"), parentLayerParameterName=self.TARGET, optional=True))
        self.addParameter(QgsProcessingParameterString(self.CLASS_VALUE, tr("Class value"), optional=True))
        self.addParameter(QgsProcessingParameterBoolean(
            self.SAVE, tr("Save the edits of the target layer"), defaultValue=False))
        self.addOutput(QgsProcessingOutputVectorLayer(self.OUTPUT, tr("Target layer")))
        self.addOutput(QgsProcessingOutputNumber(self.ADDED, tr("Features added")))
        self.addOutput(QgsProcessingOutputNumber(self.REFUSED, tr("Suggestions refused")))
        self.addOutput(QgsProcessingOutputString(self.REASONS, tr("Reasons for refusals")))

    def processAlgorithm(self, parameters, context, feedback) -> Dict[str, Any]:  # noqa: N802 (QGIS API)
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        target = self.parameterAsVectorLayer(parameters, self.TARGET, context)
        problem = target_problem(target, POLYGON)
        if problem is not None:
            raise QgsProcessingException(problem)
        conf_name = self.parameterAsString(parameters, self.CONFIDENCE_FIELD, context)
        conf_index = source.fields().lookupField(conf_name) if conf_name else -1
        if conf_name and conf_index < 0:
            raise QgsProcessingException(tr("The input layer has no field {field}").format(field=conf_name))
        minimum = self.parameterAsDouble(parameters, self.MIN_CONFIDENCE, context)
        class_field = self.parameterAsString(parameters, self.CLASS_FIELD, context) or None
        class_value = self.parameterAsString(parameters, self.CLASS_VALUE, context) or None
        input_layer = self.parameterAsVectorLayer(parameters, self.INPUT, context)
        origin = provenance_origin.origin_of(input_layer) if input_layer is not None else {}
        project = context.project()
        transform = target_transform(target, source.sourceCrs(), project)

        geometries: List[QgsGeometry] = []
        prepared: List[List[QgsGeometry]] = []
        records: List[Provenance] = []
        refused: List[Tuple[int, str]] = []
        repaired = 0
        total = max(1, source.featureCount())
        for n, feature in enumerate(source.getFeatures(QgsFeatureRequest(), EVERY_GEOMETRY)):
            if n % 100 == 0:
                if feedback.isCanceled():
                    return {}
                feedback.setProgress(80.0 * n / total)
            fid = int(feature.id())
            confidence = None
            if conf_index >= 0:
                raw = feature.attribute(conf_index)
                if raw is not None and not (isinstance(raw, QVariant) and raw.isNull()):
                    confidence = _fraction(raw)
                    if confidence is None:
                        refused.append((fid, tr("the confidence is not a number from 0 to 1")))
                        continue
            if confidence is None and minimum > 0:
                refused.append((fid, tr("no confidence value")))
                continue
            if confidence is not None and confidence < minimum:
                refused.append((fid, tr("confidence {value:.2f} is below {minimum:.2f}").format(
                    value=confidence, minimum=minimum)))
                continue
            try:
                parts, was_repaired = fit_geometry(target, feature.geometry(), transform, fid)
            except ValueError as exc:
                refused.append((fid, str(exc)))
                continue
            repaired += was_repaired
            geometries.append(feature.geometry())
            prepared.append(parts)
            records.append(provenance_origin.record(origin, confidence))

        for fid, reason in refused[:MAX_LOGGED]:
            feedback.pushInfo(tr("Feature {fid} refused ({reason})").format(fid=fid, reason=reason))
        reasons = "\n".join(f"{fid}: {reason}" for fid, reason in refused)
        results: Dict[str, Any] = {self.OUTPUT: target.id(), self.ADDED: 0, self.REFUSED: len(refused),
                                   self.REASONS: reasons}
        if not geometries:
            feedback.pushWarning(tr("Nothing to accept"))
            return results
        if feedback.isCanceled():
            return {}
        in_project = project is not None and project.mapLayer(target.id()) is not None
        # the dock's tracker follows layers of the project; a layer Processing opened goes when the run ends
        tracker = self.tracker() if callable(self.tracker) and in_project else None
        was_editable = target.isEditable()
        # the provenance fields this accept creates: a save that fails may have written them already
        chosen = provenance_options.field_names(target)
        created = [field.name() for field in provenance_options.fields_to_create(target, chosen)]
        outcome = accept_geometries(target, geometries, source.sourceCrs(), project=project, class_field=class_field,
                                    class_value=class_value, provenance=records, tracker=tracker,
                                    prepared=(prepared, []))
        if not outcome.ok:
            raise QgsProcessingException(tr("Nothing was added to {layer} ({reason})").format(
                layer=target.name(), reason=outcome.reason))
        feedback.setProgress(90.0)
        if self.parameterAsBoolean(parameters, self.SAVE, context) or not in_project:
            if not target.commitChanges(not was_editable):
                errors = "; ".join(target.commitErrors())
                if was_editable:
                    target.undoStack().undo()  # the accept's one command; the edits made before stay
                else:
                    target.rollBack()
                _drop_written_fields(target, created)
                raise QgsProcessingException(tr("The edits of {layer} could not be saved ({errors})").format(
                    layer=target.name(), errors=errors))
        if repaired:
            feedback.pushInfo((tr("{n} geometry repaired") if repaired == 1 else
                               tr("{n} geometries repaired")).format(n=repaired))
        feedback.pushInfo(tr("Features added to {layer}: {n}; suggestions refused: {refused}").format(
            n=outcome.added, layer=target.name(), refused=len(refused)))
        results[self.ADDED] = outcome.added
        if not in_project:
            results[self.OUTPUT] = target.source()
        return results


def _drop_written_fields(target, names: List[str]) -> None:
    """Remove from the data the fields ``names`` that a failed save wrote before its features failed (a
    GeoPackage keeps the new columns though no feature went in): the target is as it was."""
    provider = target.dataProvider()
    indexes = [i for i in (provider.fields().lookupField(name) for name in names) if i >= 0]
    if indexes and not provider.deleteAttributes(indexes):
        log.warning("the fields %s written by a failed save could not be removed from %s", ", ".join(names),
                    target.name())
    if indexes:
        target.updateFields()


def _fraction(value: Any):
    """A confidence from 0 to 1, or None when ``value`` is not one."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) and 0.0 <= number <= 1.0 else None
