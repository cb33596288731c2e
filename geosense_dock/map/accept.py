"""Accepting suggested geometries into the user's own vector layers.

Everything is checked and prepared before the target layer is touched:
editability, geometry type, CRS transform, single/multi and Z/M coercion,
repair of invalid polygons, the optional class value. Then all new features
(``QgsVectorLayerUtils.createFeatures``: default values and constraints as
in the attribute form) go into the layer's edit buffer as ONE undo command.
On any failure the command is destroyed (``destroyEditCommand``), so the
user's other pending edits survive and the layer is as before; nothing is
committed: the user saves the layer's edits as usual.
"""

from __future__ import annotations

import base64
import binascii
import logging
import math
from dataclasses import dataclass, field
from typing import Any, Iterable, List, Optional, Sequence, Tuple

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeatureRequest,
    QgsGeometry,
    QgsProject,
    QgsVectorDataProvider,
    QgsVectorLayer,
    QgsVectorLayerUtils,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QCoreApplication, QVariant

from . import keys
from .compat import LINE, POINT, POLYGON, geometry_type_name
from .geometry import checked_geometry

log = logging.getLogger("geosense.results")

WEB_MERCATOR = "EPSG:3857"


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseAccept", text)


@dataclass
class AcceptOutcome:
    ok: bool
    reason: str = ""  # why nothing changed (user-readable) when not ok
    added: int = 0  # features added to the target
    accepted: List[int] = field(default_factory=list)  # suggestion feature ids taken over
    notes: List[str] = field(default_factory=list)  # e.g. "2 geometries repaired"


# ------------------------------------------------------------------ decoding


def decode_suggestions(
    artifact_data: Any,
    repaired: Optional[List[Tuple[int, str]]] = None,
) -> Tuple[List[Tuple[int, QgsGeometry, Optional[float]]], List[Tuple[int, str]]]:
    """``[(index, geometry EPSG:3857, confidence)]`` and ``[(index, problem)]`` of a suggestion artifact.

    Each geometry is checked by QGIS's own validator and by GEOS; an invalid
    one is repaired (``repaired`` gets ``(index, what was wrong)``) or skipped.
    """
    data = artifact_data
    if isinstance(data, dict):
        for key in ("artifact_data", "suggestions", "data"):
            if isinstance(data.get(key), list):
                data = data[key]
                break
    if not isinstance(data, list):
        return [], [(-1, tr("the suggestion artifact is not a list"))]
    items: List[Tuple[int, QgsGeometry, Optional[float]]] = []
    problems: List[Tuple[int, str]] = []
    for index, entry in enumerate(data):
        if not isinstance(entry, dict) or not isinstance(entry.get("geometry"), str):
            problems.append((index, tr("no base64 geometry")))
            continue
        try:
            raw = base64.b64decode(entry["geometry"], validate=True)
        except (binascii.Error, ValueError):
            problems.append((index, tr("geometry is not base64")))
            continue
        geom = QgsGeometry()
        geom.fromWkb(raw)
        if geom.isNull() or geom.isEmpty() or geom.type() not in (POINT, LINE, POLYGON):
            problems.append((index, tr("unreadable or empty WKB")))
            continue
        fixed, wrong = checked_geometry(geom, geom.type())
        if fixed is None:
            problems.append((index, tr("invalid geometry that cannot be repaired ({why})").format(why=wrong[0])))
            continue
        if wrong:
            log.warning("suggestion %s repaired: %s", index, "; ".join(wrong))
            if repaired is not None:
                repaired.append((index, wrong[0]))
        geom = fixed
        conf = entry.get("confidence")
        if conf is not None:
            if (isinstance(conf, bool) or not isinstance(conf, (int, float)) or not math.isfinite(conf)
                    or not 0 <= conf <= 1):
                problems.append((index, tr("confidence is not a number in [0, 1]; left empty")))
                conf = None
            else:
                conf = float(conf)
        items.append((index, geom, conf))
    return items, problems


# ---------------------------------------------------------------- targets


def target_problem(layer: Any, geometry_type: Any) -> Optional[str]:
    """Why ``layer`` cannot take geometries of ``geometry_type``, or None."""
    if not isinstance(layer, QgsVectorLayer) or not layer.isValid():
        return tr("the target is not a valid vector layer")
    if keys.is_plugin_layer(layer):
        return tr("the target is a GeoSense result layer")
    if layer.readOnly():
        return tr("{name} is read-only").format(name=layer.name())
    provider = layer.dataProvider()
    if provider is None or not (provider.capabilities() & QgsVectorDataProvider.Capability.AddFeatures):
        return tr("{name} does not allow adding features").format(name=layer.name())
    if layer.geometryType() != geometry_type:
        return tr("{name} holds {have} geometries, the suggestions are {want}s").format(
            name=layer.name(),
            have=geometry_type_name(layer.geometryType()),
            want=geometry_type_name(geometry_type),
        )
    return None


def compatible_layers(project: Optional[QgsProject], geometry_type: Any) -> List[QgsVectorLayer]:
    """Vector layers of the project that can take geometries of ``geometry_type``."""
    project = project or QgsProject.instance()
    return [lyr for lyr in project.mapLayers().values() if target_problem(lyr, geometry_type) is None]


def prepare_geometries(
    target: QgsVectorLayer,
    geometries: Sequence[QgsGeometry],
    source_crs: QgsCoordinateReferenceSystem,
    project: Optional[QgsProject] = None,
) -> Tuple[List[List[QgsGeometry]], List[str]]:
    """Each geometry made fit for ``target`` (CRS, single/multi, Z/M, validity).

    Returns one list per input (a multi-part geometry becomes several features
    in a single-part layer) and notes; raises ValueError with the reason when
    any geometry cannot be made fit.
    """
    project = project or QgsProject.instance()
    wanted = target.wkbType()
    transform = None
    if source_crs.isValid() and target.crs().isValid() and source_crs != target.crs():
        transform = QgsCoordinateTransform(source_crs, target.crs(), project)
    out: List[List[QgsGeometry]] = []
    repaired = 0
    for n, source in enumerate(geometries):
        geom = QgsGeometry(source)
        if geom.isNull() or geom.isEmpty():
            raise ValueError(tr("suggestion {n} has no geometry").format(n=n + 1))
        if transform is not None:
            try:
                geom.transform(transform)
            except QgsCsException as exc:
                raise ValueError(tr("suggestion {n} cannot be transformed to {crs}: {err}").format(
                    n=n + 1, crs=target.crs().authid(), err=exc)) from None
        fixed, wrong = checked_geometry(geom, geom.type())
        if fixed is None:
            if geom.type() == POLYGON:
                raise ValueError(tr("suggestion {n} is an invalid polygon that cannot be repaired").format(n=n + 1))
            raise ValueError(tr("suggestion {n} is an invalid geometry ({why})").format(n=n + 1, why=wrong[0]))
        if wrong:
            log.warning("suggestion %s repaired before it was accepted: %s", n + 1, "; ".join(wrong))
            geom = fixed
            repaired += 1
        parts = geom.coerceToType(wanted)
        parts = [p for p in parts if not p.isNull() and not p.isEmpty()]
        if not parts or any(QgsWkbTypes.flatType(p.wkbType()) != QgsWkbTypes.flatType(wanted) for p in parts):
            raise ValueError(tr("suggestion {n} cannot be stored as {type}").format(
                n=n + 1, type=QgsWkbTypes.displayString(wanted)))
        out.append(parts)
    notes = [tr("{n} invalid geometries repaired").format(n=repaired)] if repaired else []
    return out, notes


def _class_attributes(target: QgsVectorLayer, class_field: Optional[str], class_value: Any) -> dict:
    if not class_field:
        return {}
    index = target.fields().lookupField(class_field)
    if index < 0:
        raise ValueError(tr("{layer} has no field {field}").format(layer=target.name(), field=class_field))
    if class_value is None or class_value == "":
        return {}
    fld = target.fields().at(index)
    try:
        value = fld.convertCompatible(class_value)
    except ValueError as exc:
        raise ValueError(tr("{value!r} does not fit field {field}: {err}").format(
            value=class_value, field=class_field, err=exc)) from None
    if value is None or (isinstance(value, QVariant) and value.isNull()):
        raise ValueError(tr("{value!r} does not fit field {field}").format(value=class_value, field=class_field))
    return {index: value}


# ------------------------------------------------------------------ accept


def accept_geometries(
    target: QgsVectorLayer,
    geometries: Sequence[QgsGeometry],
    source_crs: QgsCoordinateReferenceSystem,
    *,
    project: Optional[QgsProject] = None,
    class_field: Optional[str] = None,
    class_value: Any = None,
    text: Optional[str] = None,
) -> AcceptOutcome:
    """Add ``geometries`` to ``target`` as one undo command (or change nothing and say why)."""
    project = project or QgsProject.instance()
    if not geometries:
        return AcceptOutcome(False, tr("nothing to accept"))
    family = QgsGeometry(geometries[0]).type()
    problem = target_problem(target, family)
    if problem is None:
        odd = next((g for g in geometries if g.type() != family), None)
        if odd is not None:
            problem = tr("the suggestions mix geometry types")
    if problem is not None:
        return AcceptOutcome(False, problem)
    try:
        prepared, notes = prepare_geometries(target, geometries, source_crs, project)
        attributes = _class_attributes(target, class_field, class_value)
    except ValueError as exc:
        return AcceptOutcome(False, str(exc))
    context = target.createExpressionContext()
    data = [QgsVectorLayerUtils.QgsFeatureData(part, attributes) for parts in prepared for part in parts]
    features = QgsVectorLayerUtils.createFeatures(target, data, context)
    if len(features) != len(data):
        return AcceptOutcome(False, tr("could not create the new features"))

    started = False
    if not target.isEditable():
        if not target.startEditing():
            return AcceptOutcome(False, tr("{name} cannot be edited").format(name=target.name()))
        started = True
    target.beginEditCommand(text or tr("Accept {n} GeoSense suggestion(s)").format(n=len(geometries)))
    try:
        ok = target.addFeatures(features)
        if not ok:
            raise RuntimeError(tr("the layer refused the new features"))
    except Exception as exc:
        target.destroyEditCommand()
        if started and not target.isModified():
            target.commitChanges()  # nothing is buffered: this only leaves edit mode again
        log.warning("accept into %s failed: %s", target.name(), exc)
        return AcceptOutcome(False, str(exc) or tr("adding the features failed"))
    target.endEditCommand()
    target.triggerRepaint()
    return AcceptOutcome(True, added=len(features), notes=notes)


def _suggestion_features(layer: QgsVectorLayer, fids: Optional[Iterable[int]]):
    request = QgsFeatureRequest()
    if fids is not None:
        request.setFilterFids(list(fids))
    feats = list(layer.getFeatures(request))
    feats.sort(key=lambda f: f.id())
    return feats


def accept_suggestions(
    suggestions: QgsVectorLayer,
    target: QgsVectorLayer,
    fids: Optional[Iterable[int]] = None,
    *,
    project: Optional[QgsProject] = None,
    class_field: Optional[str] = None,
    class_value: Any = None,
) -> AcceptOutcome:
    """Accept suggestion features (all when ``fids`` is None) into ``target``.

    Accepted ones leave the suggestion layer.
    """
    feats = [f for f in _suggestion_features(suggestions, fids) if f.hasGeometry()]
    if not feats:
        return AcceptOutcome(False, tr("no suggestion selected"))
    outcome = accept_geometries(
        target,
        [f.geometry() for f in feats],
        suggestions.crs(),
        project=project,
        class_field=class_field,
        class_value=class_value,
    )
    if outcome.ok:
        outcome.accepted = [int(f.id()) for f in feats]
        suggestions.dataProvider().deleteFeatures(outcome.accepted)
        suggestions.updateExtents()
        suggestions.triggerRepaint()
    return outcome


def reject_suggestions(suggestions: QgsVectorLayer, fids: Iterable[int]) -> int:
    """Drop suggestions from their layer; returns how many were removed."""
    ids = [int(f) for f in fids]
    if not ids:
        return 0
    before = suggestions.featureCount()
    suggestions.dataProvider().deleteFeatures(ids)
    suggestions.triggerRepaint()
    return before - suggestions.featureCount()
