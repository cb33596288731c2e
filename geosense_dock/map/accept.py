"""Accepting suggested geometries into the user's own vector layers.

Everything is checked and prepared before the target layer is touched:
editability, geometry type, CRS transform, the project's avoid-overlap rule
(as QGIS's Add Feature tool applies it), single/multi and Z/M coercion, repair
of invalid polygons, the optional class value. Then all new features
(``QgsVectorLayerUtils.createFeatures``: default values as in the attribute
form, "apply on update" ones included) are checked against the fields'
constraints (a hard one refuses the accept, a soft one is a note), a single
feature is shown in QGIS's attribute form unless the user turned that off, and
they go into the layer's edit buffer as ONE undo command, with topological
points added to the neighbours when the project edits topologically. On any
failure the command is destroyed (``destroyEditCommand``), so the user's other
pending edits survive and the layer is as before; nothing is committed: the
user saves the layer's edits as usual.

The same command creates the provenance fields the user chose for the layer
(``map/provenance/options.py``) and fills them; the provenance records
themselves go to the :class:`~geosense_dock.map.provenance.ProvenanceTracker`
under the new features' ids, so undoing the accept removes them too.
"""

from __future__ import annotations

import base64
import binascii
import logging
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, List, Optional, Sequence, Tuple

from qgis.core import (
    Qgis,
    QgsCategorizedSymbolRenderer,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsEditFormConfig,
    QgsExpression,
    QgsFeature,
    QgsFeatureRequest,
    QgsFieldConstraints,
    QgsGeometry,
    QgsProject,
    QgsRenderContext,
    QgsSettings,
    QgsVectorDataProvider,
    QgsVectorLayer,
    QgsVectorLayerUtils,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QCoreApplication, QVariant

from ..core.provenance import Provenance
from . import keys
from .compat import LINE, POINT, POLYGON, geometry_type_name
from .geometry import checked_geometry
from .provenance import options as provenance_options
from .provenance import origin as provenance_origin

log = logging.getLogger("geosense.results")

WEB_MERCATOR = "EPSG:3857"
# QGIS's digitizing option "Suppress attribute form pop-up after feature creation" (before QGIS's settings registry)
FORM_SETTING = "qgis/digitizing/disable_enter_attribute_values_dialog"

# (target, new feature) -> the feature as the user filled it in QGIS's attribute form, or None when cancelled
AttributeForm = Callable[[QgsVectorLayer, QgsFeature], Optional[QgsFeature]]


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseAccept", text)


@dataclass
class AcceptOutcome:
    ok: bool
    reason: str = ""  # why nothing changed (user-readable) when not ok
    added: int = 0  # features added to the target
    accepted: List[int] = field(default_factory=list)  # suggestion feature ids taken over
    fids: List[int] = field(default_factory=list)  # the new features' ids in the target (edit buffer's while unsaved)
    notes: List[str] = field(default_factory=list)  # e.g. "2 geometries repaired"
    skipped: List[int] = field(default_factory=list)  # indexes of the geometries left out (nothing left of them)
    cancelled: bool = False  # the user cancelled the attribute form


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


# ------------------------------------------------------------ digitizing rules


def _mode_is(mode: Any, name: str) -> bool:
    """Whether the project's avoid-intersections ``mode`` is ``name`` (the enum moved to ``Qgis`` in QGIS 3.26)."""
    for owner in (getattr(Qgis, "AvoidIntersectionsMode", None), getattr(QgsProject, "AvoidIntersectionsMode", None)):
        if owner is not None and hasattr(owner, name) and mode == getattr(owner, name):
            return True
    return False


def avoid_layers(target: QgsVectorLayer, project: Optional[QgsProject] = None) -> List[QgsVectorLayer]:
    """The polygon layers new polygons of ``target`` may not overlap, by the project's digitizing settings."""
    project = project or QgsProject.instance()
    if target.geometryType() != POLYGON:
        return []
    mode = project.avoidIntersectionsMode()
    if _mode_is(mode, "AvoidIntersectionsCurrentLayer"):
        return [target]
    if _mode_is(mode, "AvoidIntersectionsLayers"):
        return [lyr for lyr in project.avoidIntersectionsLayers()
                if isinstance(lyr, QgsVectorLayer) and lyr.isValid() and lyr.geometryType() == POLYGON]
    return []


def _avoid(geom: QgsGeometry, layer: QgsVectorLayer, target: QgsVectorLayer, project: QgsProject) -> bool:
    """Cut from ``geom`` (in the target's CRS) what overlaps ``layer``; False when a feature of it is invalid."""
    back = None
    if layer.crs().isValid() and target.crs().isValid() and layer.crs() != target.crs():
        there = QgsCoordinateTransform(target.crs(), layer.crs(), project)
        back = QgsCoordinateTransform(layer.crs(), target.crs(), project)
        geom.transform(there)
    if hasattr(geom, "avoidIntersectionsV2"):  # QGIS >= 3.34
        result = geom.avoidIntersectionsV2([layer])
        fine = result in (Qgis.GeometryOperationResult.Success,
                          getattr(Qgis.GeometryOperationResult, "GeometryTypeHasChanged", None))
    else:
        fine = geom.avoidIntersections([layer]) in (0, 2)  # 2: became multi-part, coerced below
    if back is not None and not geom.isEmpty():
        geom.transform(back)
    return fine


def _suppression(name: str) -> Any:
    """A layer's "suppress attribute form" choice (``Qgis.AttributeFormSuppression`` since QGIS 3.32)."""
    owner = getattr(Qgis, "AttributeFormSuppression", None)
    if owner is not None and hasattr(owner, name):
        return getattr(owner, name)
    return getattr(QgsEditFormConfig.FeatureFormSuppress, "Suppress" + name)


SUPPRESS_ON, SUPPRESS_OFF = _suppression("On"), _suppression("Off")


def form_suppressed(layer: QgsVectorLayer) -> bool:
    """Whether QGIS would add a digitized feature of ``layer`` without showing its attribute form."""
    suppress = layer.editFormConfig().suppress()
    if suppress == SUPPRESS_ON or layer.fields().count() == 0:
        return True
    if suppress == SUPPRESS_OFF:
        return False
    entry = _form_setting_entry()
    if entry is not None:
        return bool(entry.value())
    return bool(QgsSettings().value(FORM_SETTING, False, type=bool))


def set_form_suppressed(value: bool) -> None:
    """Set QGIS's digitizing option that suppresses the attribute form after a feature is created."""
    entry = _form_setting_entry()
    if entry is not None:
        entry.setValue(bool(value))
    QgsSettings().setValue(FORM_SETTING, bool(value))


def _form_setting_entry():
    try:
        from qgis.core import QgsSettingsRegistryCore
    except ImportError:  # pragma: no cover - every supported QGIS has it
        return None
    return getattr(QgsSettingsRegistryCore, "settingsDigitizingDisableEnterAttributeValuesDialog", None)


def _constraint_problems(target: QgsVectorLayer, feature: QgsFeature, strength: Any) -> List[Tuple[str, str]]:
    """``[(field, why)]`` of the constraints of ``strength`` that ``feature`` breaks."""
    out = []
    fields = target.fields()
    for index in range(fields.count()):
        constraints = fields.at(index).constraints()
        if not constraints.constraints():
            continue
        ok, errors = QgsVectorLayerUtils.validateAttribute(target, feature, index, strength)
        if ok:
            continue
        why = constraints.constraintDescription() or "; ".join(errors)
        out.append((fields.at(index).name(), why))
    return out


def _topological_points(target: QgsVectorLayer, geometries: Sequence[QgsGeometry], project: QgsProject) -> None:
    """Add the new geometries' vertices to the neighbouring features, as QGIS's topological editing does."""
    if not project.topologicalEditing() or target.geometryType() not in (LINE, POLYGON):
        return
    for geom in geometries:
        target.addTopologicalPoints(geom)
    for layer in avoid_layers(target, project):  # QGIS also keeps the layers it may not overlap gap-free
        if layer is target or not layer.isEditable():
            continue
        layer.beginEditCommand(tr("Topological points"))
        for geom in geometries:
            there = QgsGeometry(geom)
            if layer.crs() != target.crs():
                there.transform(QgsCoordinateTransform(target.crs(), layer.crs(), project))
            layer.addTopologicalPoints(there)
        layer.endEditCommand()
        layer.triggerRepaint()


# ---------------------------------------------------------------- geometries


def prepare_geometries(
    target: QgsVectorLayer,
    geometries: Sequence[QgsGeometry],
    source_crs: QgsCoordinateReferenceSystem,
    project: Optional[QgsProject] = None,
    skipped: Optional[List[int]] = None,
) -> Tuple[List[List[QgsGeometry]], List[str]]:
    """Each geometry made fit for ``target`` (CRS, overlap rule, single/multi, Z/M, validity).

    Returns one list per input (a multi-part geometry becomes several features
    in a single-part layer) and notes; raises ValueError with the reason when
    any geometry cannot be made fit. A polygon of which the project's
    avoid-intersections rule leaves nothing gets an empty list, and its index
    goes to ``skipped``.
    """
    project = project or QgsProject.instance()
    transform = target_transform(target, source_crs, project)
    avoid = avoid_layers(target, project)
    out: List[List[QgsGeometry]] = []
    repaired = 0
    invalid_neighbours = False
    taken: List[QgsGeometry] = []  # earlier geometries of this accept, when the target itself may not be overlapped
    for n, source in enumerate(geometries):
        geom, was_repaired = checked_source(target, source, transform, n + 1)
        repaired += was_repaired
        if avoid:
            for layer in avoid:
                try:
                    invalid_neighbours |= not _avoid(geom, layer, target, project)
                except QgsCsException as exc:
                    raise ValueError(tr("suggestion {n} cannot be transformed to {crs}: {err}").format(
                        n=n + 1, crs=layer.crs().authid(), err=exc)) from None
                if geom.isEmpty():
                    break
            if target in avoid:
                for earlier in taken:
                    if not geom.isEmpty() and geom.intersects(earlier):
                        geom = geom.difference(earlier)
            if geom.isNull() or geom.isEmpty() or geom.area() <= 0:
                log.info("suggestion %s lies entirely on features it may not overlap", n + 1)
                if skipped is not None:
                    skipped.append(n)
                out.append([])
                continue
            taken.append(QgsGeometry(geom))
        parts = coerced_parts(target, geom, n + 1)
        out.append(parts)
    notes = [(tr("{n} invalid geometry repaired") if repaired == 1 else
              tr("{n} invalid geometries repaired")).format(n=repaired)] if repaired else []
    if invalid_neighbours:
        log.warning("avoiding overlaps in %s met invalid geometries: they must be repaired", target.name())
        notes.append(tr("some features the suggestions may not overlap are invalid and should be repaired"))
    return out, notes


def target_transform(target: QgsVectorLayer, source_crs: QgsCoordinateReferenceSystem,
                     project: Optional[QgsProject] = None) -> Optional[QgsCoordinateTransform]:
    """The transform from ``source_crs`` to the target's CRS (None when they are the same)."""
    if source_crs.isValid() and target.crs().isValid() and source_crs != target.crs():
        return QgsCoordinateTransform(source_crs, target.crs(), project or QgsProject.instance())
    return None


def checked_source(target: QgsVectorLayer, source: QgsGeometry, transform: Optional[QgsCoordinateTransform],
                   n: int) -> Tuple[QgsGeometry, bool]:
    """One geometry in the target's CRS, valid (``n`` names it in the reasons), and whether it had to
    be repaired. Raises ValueError with the reason."""
    geom = QgsGeometry(source)
    if geom.isNull() or geom.isEmpty():
        raise ValueError(tr("suggestion {n} has no geometry").format(n=n))
    if transform is not None:
        try:
            geom.transform(transform)
        except QgsCsException as exc:
            raise ValueError(tr("suggestion {n} cannot be transformed to {crs}: {err}").format(
                n=n, crs=target.crs().authid(), err=exc)) from None
    fixed, wrong = checked_geometry(geom, geom.type())
    if fixed is None:
        if geom.type() == POLYGON:
            raise ValueError(tr("suggestion {n} is an invalid polygon that cannot be repaired").format(n=n))
        raise ValueError(tr("suggestion {n} is an invalid geometry ({why})").format(n=n, why=wrong[0]))
    if wrong:
        log.warning("suggestion %s repaired before it was accepted: %s", n, "; ".join(wrong))
        geom = fixed
    return geom, bool(wrong)


def coerced_parts(target: QgsVectorLayer, geom: QgsGeometry, n: int) -> List[QgsGeometry]:
    """``geom`` as the single or multi geometries the target stores. Raises ValueError with the reason."""
    wanted = target.wkbType()
    parts = geom.coerceToType(wanted)
    parts = [p for p in parts if not p.isNull() and not p.isEmpty()]
    if not parts or any(QgsWkbTypes.flatType(p.wkbType()) != QgsWkbTypes.flatType(wanted) for p in parts):
        raise ValueError(tr("suggestion {n} cannot be stored as {type}").format(
            n=n, type=QgsWkbTypes.displayString(wanted)))
    return parts


def fit_geometry(target: QgsVectorLayer, source: QgsGeometry, transform: Optional[QgsCoordinateTransform],
                 n: int) -> Tuple[List[QgsGeometry], bool]:
    """One geometry made fit for ``target`` (see :func:`prepare_geometries`; ``n`` names it in the
    reasons): its parts, and whether it had to be repaired. Raises ValueError with the reason."""
    geom, repaired = checked_source(target, source, transform, n)
    return coerced_parts(target, geom, n), repaired


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


def confidence_field(target: QgsVectorLayer) -> str:
    """The field of ``target`` its GeoSense settings name for confidences (``""``: none), if it holds decimals:
    the field an accepted suggestion's confidence is written into."""
    name = keys.prop_str(target, keys.CONFIDENCE_FIELD)
    index = target.fields().lookupField(name) if name else -1
    if index < 0:
        return ""
    field = target.fields().at(index)
    try:
        decimals = field.isNumeric() and field.convertCompatible(0.5) == 0.5
    except ValueError:
        decimals = False
    return name if decimals else ""


def _confidence_index(target: QgsVectorLayer, class_field: Optional[str]) -> int:
    name = confidence_field(target)
    if not name or name == class_field:
        return -1
    return target.fields().lookupField(name)


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
    provenance: Optional[Sequence[Provenance]] = None,
    tracker: Any = None,
    prepared: Optional[Tuple[List[List[QgsGeometry]], List[str]]] = None,
    attribute_form: Optional[AttributeForm] = None,
    confidences: Optional[Sequence[Optional[float]]] = None,
) -> AcceptOutcome:
    """Add ``geometries`` to ``target`` as one undo command (or change nothing and say why).

    ``prepared``: what :func:`prepare_geometries` gives for them, when the caller has it already.

    ``confidences`` (one per geometry, ``None`` for none) go into the target's confidence field, the one
    chosen in its GeoSense settings (:func:`confidence_field`), when it has one that holds decimals and
    it is not the class field.

    ``provenance`` (one record per geometry) is filed with ``tracker``
    (:class:`~geosense_dock.map.provenance.ProvenanceTracker`) under the new
    features' ids; when the user chose fields for it on ``target``, the
    missing ones are created and filled in the same undo command.
    ``attribute_form`` shows a single new feature in QGIS's attribute form
    (unless :func:`form_suppressed`); cancelling it cancels the accept.
    """
    project = project or QgsProject.instance()
    if not geometries:
        return AcceptOutcome(False, tr("nothing to accept"))
    if provenance is not None and len(provenance) != len(geometries):
        raise ValueError("one provenance record per geometry")
    if confidences is not None and len(confidences) != len(geometries):
        raise ValueError("one confidence per geometry")
    family = QgsGeometry(geometries[0]).type()
    problem = target_problem(target, family)
    if problem is None:
        odd = next((g for g in geometries if g.type() != family), None)
        if odd is not None:
            problem = tr("the suggestions mix geometry types")
    names = provenance_options.field_names(target) if provenance is not None else {}
    if problem is None and names:
        problem = provenance_options.names_problem(target, names)
    if problem is None and target.isEditCommandActive():
        # inside another tool's edit command, ours could not be undone alone: a refusal would leave half of it
        problem = tr("{name} has an edit under way (another tool's); finish it, then accept again").format(
            name=target.name())
    if problem is not None:
        return AcceptOutcome(False, problem)
    skipped: List[int] = []
    try:
        prepared, notes = prepared or prepare_geometries(target, geometries, source_crs, project, skipped)
        _class_attributes(target, class_field, class_value)  # checked before the layer is touched
    except ValueError as exc:
        return AcceptOutcome(False, str(exc))
    if skipped:
        left = ", ".join(str(n + 1) for n in skipped)
        if len(skipped) == len(geometries):
            return AcceptOutcome(False, tr("nothing is left of suggestion {n} once it avoids the features it may "
                                           "not overlap").format(n=left), skipped=skipped)
        notes.append(tr("nothing is left of suggestion {n} once it avoids the features it may not overlap").format(
            n=left))

    started = False
    if not target.isEditable():
        if not target.startEditing():
            return AcceptOutcome(False, tr("{name} cannot be edited").format(name=target.name()))
        started = True
    n = len(geometries) - len(skipped)
    target.beginEditCommand(text or (tr("Accept {n} GeoSense suggestion") if n == 1 else
                                     tr("Accept {n} GeoSense suggestions")).format(n=n))
    added: List[int] = []
    owners: List[int] = []
    cancelled = False
    try:
        for new_field in provenance_options.fields_to_create(target, names):
            if not target.addAttribute(new_field):
                raise RuntimeError(tr("the field {field} could not be created in {layer}").format(
                    field=new_field.name(), layer=target.name()))
        attributes = _class_attributes(target, class_field, class_value)  # field indexes after the new fields
        conf_index = _confidence_index(target, class_field) if confidences is not None else -1
        data = []
        for n, parts in enumerate(prepared):
            values = dict(attributes)
            if conf_index >= 0 and confidences is not None and confidences[n] is not None:
                values[conf_index] = float(confidences[n])  # type: ignore[arg-type]
            if names and provenance is not None:
                values.update(provenance_options.attribute_values(target, names, provenance[n]))
            for part in parts:
                data.append(QgsVectorLayerUtils.QgsFeatureData(part, values))
                owners.append(n)
        features = QgsVectorLayerUtils.createFeatures(target, data, target.createExpressionContext())
        if len(features) != len(data):
            raise RuntimeError(tr("could not create the new features"))
        if attribute_form is not None and len(features) == 1 and not form_suppressed(target):
            filled = attribute_form(target, features[0])  # QGIS's own form, as after drawing a feature
            if filled is None:
                cancelled = True
                raise RuntimeError(tr("the attribute form was cancelled"))
            features = [filled]
        hard = QgsFieldConstraints.ConstraintStrength.ConstraintStrengthHard
        soft = QgsFieldConstraints.ConstraintStrength.ConstraintStrengthSoft
        for feature, owner in zip(features, owners):
            for name, why in _constraint_problems(target, feature, hard):
                raise RuntimeError(tr("suggestion {n} breaks the constraint of the field {field} ({why})").format(
                    n=owner + 1, field=name, why=why))
            for name, why in _constraint_problems(target, feature, soft):
                notes.append(tr("suggestion {n} breaks the soft constraint of the field {field} ({why})").format(
                    n=owner + 1, field=name, why=why))

        def on_added(fid: int) -> None:
            added.append(int(fid))

        target.featureAdded.connect(on_added)
        try:
            ok = target.addFeatures(features)
        finally:
            target.featureAdded.disconnect(on_added)
        if not ok:
            raise RuntimeError(tr("the layer refused the new features"))
        _topological_points(target, [f.geometry() for f in features], project)
    except Exception as exc:
        target.destroyEditCommand()
        if started and not target.isModified():
            target.commitChanges()  # nothing is buffered: this only leaves edit mode again
        log.warning("accept into %s failed: %s", target.name(), exc)
        return AcceptOutcome(False, str(exc) or tr("adding the features failed"), cancelled=cancelled)
    target.endEditCommand()
    if provenance is not None and tracker is not None:
        if len(added) == len(owners):
            tracker.record(target, {fid: provenance[owner] for fid, owner in zip(added, owners)})
        else:  # never seen: QGIS reports every added feature
            log.warning("the provenance of the features accepted into %s could not be filed", target.name())
    target.triggerRepaint()
    return AcceptOutcome(True, added=len(features), notes=notes, fids=[int(f) for f in added], skipped=skipped)


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
    tracker: Any = None,
    attribute_form: Optional[AttributeForm] = None,
) -> AcceptOutcome:
    """Accept suggestion features (all when ``fids`` is None) into ``target``.

    The suggestions are read as the layer has them, its edit buffer included:
    a shape the user changed with QGIS's vertex tool is what gets accepted.
    Accepted ones leave the suggestion layer (its pending edits are kept
    first). With a ``tracker``, each new feature gets the provenance of the
    answer the suggestions came with.
    """
    feats = [f for f in _suggestion_features(suggestions, fids) if f.hasGeometry()]
    if not feats:
        return AcceptOutcome(False, tr("no suggestion selected"))
    conf_index = suggestions.fields().lookupField("confidence")
    confidences = [_number(f.attribute(conf_index)) if conf_index >= 0 else None for f in feats]
    records = None
    if tracker is not None:
        origin = provenance_origin.origin_of(suggestions)
        records = [provenance_origin.record(origin, conf) for conf in confidences]
    outcome = accept_geometries(
        target,
        [f.geometry() for f in feats],
        suggestions.crs(),
        project=project,
        class_field=class_field,
        class_value=class_value,
        provenance=records,
        tracker=tracker,
        attribute_form=attribute_form,
        confidences=confidences,
    )
    if outcome.ok:
        outcome.accepted = [int(f.id()) for n, f in enumerate(feats) if n not in outcome.skipped]
        _drop(suggestions, outcome.accepted)
    return outcome


def _drop(suggestions: QgsVectorLayer, ids: List[int]) -> None:
    """Remove suggestions from their layer; shapes the user is editing are kept first (the edit stays open).

    While the layer is edited the ids may be the edit buffer's own (a part split off a suggestion, a pasted
    one: negative until saved), so they are deleted through the buffer, then kept; the provider knows them
    only by the ids a save gives them."""
    if suggestions.isEditable():
        suggestions.deleteFeatures(ids)
        if not suggestions.commitChanges(False):
            log.warning("the edited suggestions could not be kept: %s", "; ".join(suggestions.commitErrors()))
    else:
        suggestions.dataProvider().deleteFeatures(ids)
    suggestions.updateExtents()
    suggestions.triggerRepaint()


def styled_class_field(layer: QgsVectorLayer) -> Optional[str]:
    """The field a categorized style draws ``layer`` by (the natural class field of an accept), if any."""
    renderer = layer.renderer()
    if isinstance(renderer, QgsCategorizedSymbolRenderer):
        name = renderer.classAttribute()
        if layer.fields().lookupField(name) >= 0:
            return name
    return None


def undrawn_count(layer: QgsVectorLayer, features: Iterable[QgsFeature]) -> Optional[int]:
    """How many of ``features`` the layer's own renderer does not draw; None when it cannot be asked."""
    renderer = layer.renderer()
    if renderer is None:
        return 0
    renderer = renderer.clone()
    context = QgsRenderContext()
    context.setExpressionContext(layer.createExpressionContext())
    missed = 0
    try:
        renderer.startRender(context, layer.fields())
        try:
            for feature in features:
                context.expressionContext().setFeature(feature)
                if not renderer.willRenderFeature(feature, context):
                    missed += 1
        finally:
            renderer.stopRender(context)
    except Exception as exc:  # noqa: BLE001 - a renderer we cannot ask: the caller decides what that means
        log.debug("could not ask the style of %s which features it draws: %s", layer.name(), exc)
        return None
    return missed


def not_drawn(layer: QgsVectorLayer, fids: Sequence[int]) -> int:
    """How many of ``fids`` the layer's style does not draw (a categorized style without their class);
    0 when the style cannot be asked (no warning rather than a failed accept)."""
    if not fids:
        return 0
    return undrawn_count(layer, layer.getFeatures(QgsFeatureRequest().setFilterFids(list(fids)))) or 0


def filtered_out(layer: QgsVectorLayer, fids: Sequence[int]) -> Optional[int]:
    """How many of ``fids`` the layer's filter (its subset string) does not match: they show while the edits are
    open and vanish once saved. 0 without a filter; None when the filter is not an expression QGIS can
    evaluate (the provider's own SQL): whether they match cannot be told."""
    subset = layer.subsetString()
    if not fids or not subset.strip():
        return 0
    expression = QgsExpression(subset)
    if expression.hasParserError():
        return None
    context = layer.createExpressionContext()
    expression.prepare(context)
    missed = 0
    for feature in layer.getFeatures(QgsFeatureRequest().setFilterFids(list(fids))):
        context.setFeature(feature)
        value = expression.evaluate(context)
        if expression.hasEvalError():
            return None
        if not value:
            missed += 1
    return missed


def _number(value: Any) -> Optional[float]:
    if value is None or (isinstance(value, QVariant) and value.isNull()):
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def reject_suggestions(suggestions: QgsVectorLayer, fids: Iterable[int]) -> int:
    """Drop suggestions from their layer; returns how many were removed."""
    ids = [int(f) for f in fids]
    if not ids:
        return 0
    before = suggestions.featureCount()
    _drop(suggestions, ids)
    return before - suggestions.featureCount()
