"""Accepting suggestions into a FlyPix vector: ``POST /v2/vectors/{id}/annotations``.

The user confirms first ("Create 4 annotations of class house in FlyPix vector
Annotations?"). FlyPix requires a confidence for each annotation: suggestions
without one get the value shown (and editable) in the accept row, and the
confirmation says so. The suggestions are read, brought to EPSG:3857 and
repaired on the GUI thread, multi-polygons split into the single polygons the
API takes, uploaded in a ``QgsTask``. What FlyPix stored joins the loaded layer
of that vector (with FlyPix's ids) and leaves the suggestion layer; what it
refused stays in the suggestion layer with FlyPix's reason in the field
``flypix_reason``. Nothing is dropped without a word.
"""

from __future__ import annotations

import base64
import logging
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional, Set

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeature,
    QgsFeatureRequest,
    QgsField,
    QgsGeometry,
    QgsProject,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QCoreApplication, QObject, Qt, pyqtSignal
from qgis.PyQt.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import plain
from ..core.protocol.flypix_annotations import StoredAnnotations
from ..core.protocol.flypix_errors import FlyPixError
from ..map import keys
from ..map.compat import FIELD_STRING, POLYGON
from ..map.geometry import checked_geometry, geometry_problems
from ..map.provenance import origin as provenance_origin
from ..map.provenance.tracker import ProvenanceTracker, now_iso
from . import layers as fl
from .session import FlyPixSession

log = logging.getLogger("geosense.flypix")

SLOT = "accept"
REASON_FIELD = "flypix_reason"
DEFAULT_CONFIDENCE = 1.0
WEB_MERCATOR = QgsCoordinateReferenceSystem("EPSG:3857")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


@dataclass
class AcceptPlan:
    vector_id: str
    class_id: str
    class_name: str
    fids: List[int]  # suggestion features, in order
    payload: List[Dict[str, Any]]  # [{polygon, confidence}], single polygons
    owners: List[int] = field(default_factory=list)  # the suggestion feature of each payload entry
    parts: List[QgsGeometry] = field(default_factory=list)  # EPSG:3857 polygon of each payload entry
    repaired: int = 0
    missing_confidence: int = 0  # suggestions sent with the default confidence
    default_confidence: float = DEFAULT_CONFIDENCE
    origin: Dict[str, str] = field(default_factory=dict)  # the answer the suggestions came with

    def confirmation(self, vector_name: str) -> str:
        text = (tr("Create {n} annotation of class “{cls}” in the FlyPix vector “{vector}”?")
                if len(self.payload) == 1 else
                tr("Create {n} annotations of class “{cls}” in the FlyPix vector “{vector}”?")).format(
            n=len(self.payload), cls=self.class_name, vector=vector_name)
        if self.missing_confidence:
            text += "\n" + (tr("{n} suggestion has no confidence and is sent with {value:.2f}.")
                            if self.missing_confidence == 1 else
                            tr("{n} suggestions have no confidence and are sent with {value:.2f}.")).format(
                n=self.missing_confidence, value=self.default_confidence)
        return text


def _polygon(geom: QgsGeometry) -> Optional[QgsGeometry]:
    if geom.isNull() or geom.isEmpty() or geom.type() != POLYGON:
        return None
    fixed, _problems = checked_geometry(geom, POLYGON)  # QGIS's validator and GEOS
    if fixed is None:
        return None
    geom = QgsGeometry(fixed)
    geom.convertToMultiType()
    return geom


def plan_accept(suggestions: QgsVectorLayer, fids: Optional[Iterable[int]], target: QgsVectorLayer,
                class_id: str, project: Optional[QgsProject] = None,
                default_confidence: float = DEFAULT_CONFIDENCE) -> AcceptPlan:
    """What would be sent; ValueError with a readable reason when nothing can be."""
    project = project or QgsProject.instance()
    if not fl.is_flypix_vector(target):
        raise ValueError(tr("{name} is not a vector loaded from FlyPix").format(name=target.name()))
    classes = {c["class_id"]: c for c in fl.flypix_classes(target)}
    if class_id not in classes:
        raise ValueError(tr("choose one of the project's classes"))
    request = QgsFeatureRequest()
    if fids is not None:
        request.setFilterFids(list(fids))
    feats = sorted((f for f in suggestions.getFeatures(request) if f.hasGeometry()), key=lambda f: f.id())
    if not feats:
        raise ValueError(tr("no suggestion selected"))
    transform = None
    if suggestions.crs().isValid() and suggestions.crs() != WEB_MERCATOR:
        transform = QgsCoordinateTransform(suggestions.crs(), WEB_MERCATOR, project)
    confidence_index = suggestions.fields().lookupField("confidence")
    if not 0.0 <= default_confidence <= 1.0:
        raise ValueError(tr("the confidence for suggestions without one must be between 0 and 1"))
    plan = AcceptPlan(fl.flypix_vector_id(target), class_id, str(classes[class_id].get("name") or class_id), [], [],
                      default_confidence=default_confidence)
    for n, feature in enumerate(feats, 1):
        geom = QgsGeometry(feature.geometry())
        if transform is not None:
            try:
                geom.transform(transform)
            except QgsCsException as exc:
                raise ValueError(tr("suggestion {n} cannot be brought to EPSG:3857: {err}").format(n=n, err=exc)) \
                    from exc
        valid_before = not geometry_problems(geom)
        fixed = _polygon(geom)
        if fixed is None:
            raise ValueError(tr("suggestion {n} is not a usable polygon").format(n=n))
        plan.repaired += 0 if valid_before else 1
        conf = feature.attribute(confidence_index) if confidence_index >= 0 else None
        try:
            conf = None if conf is None or (hasattr(conf, "isNull") and conf.isNull()) else float(conf)
        except (TypeError, ValueError):
            conf = None
        if conf is not None and not 0.0 <= conf <= 1.0:
            conf = None
        if conf is None:
            plan.missing_confidence += 1
            conf = default_confidence
        plan.fids.append(int(feature.id()))
        for part in fixed.asGeometryCollection():  # the API takes polygons, not multi-polygons
            if part.isEmpty():
                continue
            single = QgsGeometry(part)
            single.convertToSingleType()
            plan.payload.append({"polygon": base64.b64encode(bytes(single.asWkb())).decode("ascii"),
                                 "confidence": conf})
            plan.owners.append(int(feature.id()))
            plan.parts.append(single)
    return plan


def _ask(parent: Optional[QWidget], text: str) -> bool:
    return plain.ask(parent, tr("Accept into FlyPix"), text, default_yes=False)


class FlyPixAcceptor(QObject):
    """Confirms, uploads and mirrors accepted suggestions; reports through signals.

    ``confirm(text) -> bool`` asks the user (a Yes/No box by default; tests replace it).
    """

    accepted = pyqtSignal(list, str)  # the new FlyPix annotation ids, vector id
    message = pyqtSignal(str, int)  # text, Qgis.MessageLevel value

    def __init__(self, session: FlyPixSession, project: Optional[QgsProject] = None,
                 parent: Optional[QObject] = None, tracker: Optional[ProvenanceTracker] = None) -> None:
        super().__init__(parent)
        self.session = session
        self.project = project or session.project
        self.parent_widget: Optional[QWidget] = None
        self.tracker = tracker  # what FlyPix stored gets the answer's provenance (None: no map side)
        self.confirm: Callable[[str], bool] = lambda text: _ask(self.parent_widget, text)

    @property
    def busy(self) -> bool:
        return self.session.runner.busy(SLOT)

    def accept(self, suggestions: QgsVectorLayer, fids: Optional[Iterable[int]], target: QgsVectorLayer,
               class_id: str, default_confidence: float = DEFAULT_CONFIDENCE) -> bool:
        """Start accepting; False when nothing was sent (refused, not confirmed, busy)."""
        if self.busy:
            self._say(tr("The previous suggestions are still being sent to FlyPix."), Qgis.MessageLevel.Warning)
            return False
        if not self.session.signed_in:
            self._say(tr("Sign in to FlyPix to accept suggestions into a FlyPix vector."), Qgis.MessageLevel.Warning)
            return False
        try:
            plan = plan_accept(suggestions, fids, target, class_id, self.project, default_confidence)
        except ValueError as exc:
            self._say(tr("Not accepted: {reason}").format(reason=exc), Qgis.MessageLevel.Critical)
            return False
        if not self.confirm(plan.confirmation(target.name())):
            return False
        client = self.session.client
        if client is None:  # signed out meanwhile
            return False
        target_id, suggestions_id = target.id(), suggestions.id()
        plan.origin = provenance_origin.origin_of(suggestions)

        known = _annotation_ids(target)  # FlyPix's ids before this accept: no answer can claim them

        def work(task) -> StoredAnnotations:
            stored = client.add_annotations(plan.vector_id, plan.class_id, plan.payload, task.isCanceled)
            if stored.unsure:
                stored = reconcile(client, plan, stored, known, task.isCanceled)
            return stored

        def done(stored: StoredAnnotations) -> None:
            self._mirror(plan, stored, target_id, suggestions_id)

        def failed(exc: BaseException) -> None:
            self._say(tr("Not accepted, FlyPix is unchanged: {reason}").format(reason=exc), Qgis.MessageLevel.Critical)

        creating = (tr("FlyPix: creating {n} annotation") if len(plan.payload) == 1 else
                    tr("FlyPix: creating {n} annotations")).format(n=len(plan.payload))
        self.session.runner.start(SLOT, creating,
                                  work, done, failed, deliver_cancelled=True)
        return True

    def _mirror(self, plan: AcceptPlan, stored: StoredAnnotations, target_id: str, suggestions_id: str) -> None:
        stored_at = stored.stored_indexes(len(plan.payload))
        ids = stored.annotation_ids
        target = self.project.mapLayer(target_id)
        if isinstance(target, QgsVectorLayer) and ids:
            fields = target.fields()
            feats = []
            for index, new_id in zip(stored_at, ids):
                geom = QgsGeometry(plan.parts[index])
                geom.convertToMultiType()
                feature = QgsFeature(fields)
                feature.setGeometry(geom)
                feature.setAttributes([new_id, plan.class_id, plan.class_name, plan.payload[index]["confidence"],
                                       fl.ground_area(geom)])
                feats.append(feature)
            ok, added = target.dataProvider().addFeatures(feats)  # read-only for users, not for FlyPix
            target.updateExtents()
            if ok and self.tracker is not None and len(added) == len(feats):
                when = now_iso()
                self.tracker.record(target, {
                    int(f.id()): provenance_origin.record(plan.origin, plan.payload[index]["confidence"],
                                                          annotation_id=str(new_id), accepted_at=when)
                    for f, index, new_id in zip(added, stored_at, ids)})
            target.triggerRepaint()
        reasons = dict(stored.errored)
        refused_by_fid: Dict[int, List[int]] = {}
        for index, fid in enumerate(plan.owners):
            if index in reasons:
                refused_by_fid.setdefault(fid, []).append(index)
        suggestions = self.project.mapLayer(suggestions_id)
        if isinstance(suggestions, QgsVectorLayer):
            _keep_refused(suggestions, plan, refused_by_fid, reasons)
        shown = ", ".join(str(i) for i in ids[:10]) + (", …" if len(ids) > 10 else "")
        parts = []
        if ids:
            parts.append((tr("{n} annotation created in FlyPix (id {ids})") if len(ids) == 1 else
                          tr("{n} annotations created in FlyPix (ids {ids})")).format(n=len(ids), ids=shown))
        if stored.problem and refused_by_fid:
            parts.append(stored.problem)
        if plan.repaired:
            parts.append((tr("({n} invalid geometry repaired)") if plan.repaired == 1 else
                          tr("({n} invalid geometries repaired)")).format(n=plan.repaired))
        if refused_by_fid:
            why = "; ".join(sorted({reasons[i] for i in reasons}))[:400]
            parts.append((tr("FlyPix refused {n} suggestion; it stays in the suggestion layer: {why}")
                          if len(refused_by_fid) == 1 else
                          tr("FlyPix refused {n} suggestions; they stay in the suggestion layer: {why}")).format(
                n=len(refused_by_fid), why=why))
        self._say(" ".join(parts), Qgis.MessageLevel.Warning if refused_by_fid else Qgis.MessageLevel.Success)
        self.accepted.emit(list(ids), plan.vector_id)

    def _say(self, text: str, level) -> None:
        log.info("%s", text)
        self.message.emit(text, int(level))


def _annotation_ids(layer: QgsVectorLayer) -> Set[int]:
    """The FlyPix annotation ids the loaded layer holds (read without geometries)."""
    column = layer.fields().lookupField(fl.ID_FIELD)
    if column < 0:
        return set()
    request = QgsFeatureRequest().setFlags(QgsFeatureRequest.Flag.NoGeometry).setSubsetOfAttributes([column])
    out: Set[int] = set()
    for feature in layer.dataProvider().getFeatures(request):
        value = feature.attribute(column)
        try:
            out.add(int(value))
        except (TypeError, ValueError):
            continue
    return out


MATCH_IOU = 0.98  # a stored annotation is the polygon sent when they overlap this much (FlyPix may re-encode)


def reconcile(client, plan: AcceptPlan, stored: StoredAnnotations, known: Set[int],
              canceled: Callable[[], bool]) -> StoredAnnotations:
    """Settle the polygons whose answer was unclear by reading the vector back (a worker thread).

    Each one is stored when the vector has a new annotation (an id neither
    known before nor already claimed) of the class sent whose polygon is the
    one sent (intersection over union at least :data:`MATCH_IOU`); the others
    were not stored and stay for a retry, so accepting again makes no duplicate.
    """
    count = len(plan.payload)
    try:
        features = client.features(plan.vector_id, canceled=canceled)
    except FlyPixError as exc:
        log.warning("reading FlyPix vector %s back failed: %s", plan.vector_id, exc)
        return stored.settle(count, {}, tr("FlyPix did not say whether it stored it and the vector could not be "
                                          "read back; load the vector again before accepting it again"))
    claimed = set(known) | set(stored.annotation_ids)
    candidates = []
    for new_id, polygon, class_id in zip(features.ids, features.polygons, features.class_ids):
        if new_id in claimed or class_id != plan.class_id or not polygon:
            continue
        geom = QgsGeometry()
        try:
            geom.fromWkb(base64.b64decode(polygon))
        except (ValueError, TypeError):
            continue
        if not geom.isEmpty():
            candidates.append((new_id, geom, geom.boundingBox()))
    found: Dict[int, int] = {}
    taken: Set[int] = set()
    for index in stored.unsure:
        sent = plan.parts[index]
        box = sent.boundingBox()
        best, best_iou = None, MATCH_IOU
        for new_id, geom, bbox in candidates:
            if new_id in taken or not bbox.intersects(box):
                continue
            union = sent.combine(geom).area()
            iou = sent.intersection(geom).area() / union if union > 0 else 0.0
            if iou >= best_iou:
                best, best_iou = new_id, iou
        if best is not None:
            found[index] = best
            taken.add(best)
    log.info("FlyPix vector %s read back: %d of %d unclear annotation(s) were stored", plan.vector_id, len(found),
             len(stored.unsure))
    return stored.settle(count, found, tr("FlyPix did not store it"))


def _keep_refused(layer: QgsVectorLayer, plan: AcceptPlan, refused: Dict[int, List[int]],
                  reasons: Dict[int, str]) -> None:
    """Stored suggestions leave ``layer``; refused ones stay (only their refused parts) with FlyPix's reason.

    While the layer is edited (a suggestion reshaped or split before the accept) the changes go through its edit
    buffer, then are kept: the ids may be the buffer's own, which the provider does not know."""
    if layer.isEditable():
        _keep_refused_edited(layer, plan, refused, reasons)
        return
    provider = layer.dataProvider()
    gone = [fid for fid in plan.fids if fid not in refused]
    if gone:
        provider.deleteFeatures(gone)
    if refused:
        if layer.fields().lookupField(REASON_FIELD) < 0:
            provider.addAttributes([QgsField(REASON_FIELD, FIELD_STRING)])
            layer.updateFields()
        column = layer.fields().lookupField(REASON_FIELD)
        values = {fid: {column: "; ".join(dict.fromkeys(reasons[i] for i in indexes))}
                  for fid, indexes in refused.items()}
        provider.changeAttributeValues(values)
        shapes = {}
        for fid, indexes in refused.items():
            owned = [i for i, owner in enumerate(plan.owners) if owner == fid]
            if len(indexes) < len(owned):  # some parts were stored: only the refused ones stay
                shapes[fid] = QgsGeometry.collectGeometry([plan.parts[i] for i in indexes])
        if shapes:
            provider.changeGeometryValues(shapes)
    layer.triggerRepaint()


def _keep_refused_edited(layer: QgsVectorLayer, plan: AcceptPlan, refused: Dict[int, List[int]],
                         reasons: Dict[int, str]) -> None:
    """:func:`_keep_refused` through the layer's edit buffer."""
    layer.deleteFeatures([fid for fid in plan.fids if fid not in refused])
    if refused:
        if layer.fields().lookupField(REASON_FIELD) < 0:
            layer.addAttribute(QgsField(REASON_FIELD, FIELD_STRING))
        column = layer.fields().lookupField(REASON_FIELD)
        for fid, indexes in refused.items():
            layer.changeAttributeValue(fid, column, "; ".join(dict.fromkeys(reasons[i] for i in indexes)))
            owned = [i for i, owner in enumerate(plan.owners) if owner == fid]
            if len(indexes) < len(owned):  # some parts were stored: only the refused ones stay
                layer.changeGeometry(fid, QgsGeometry.collectGeometry([plan.parts[i] for i in indexes]))
    if not layer.commitChanges(False):
        log.warning("the suggestions left could not be kept: %s", "; ".join(layer.commitErrors()))
    layer.triggerRepaint()


class FlyPixAcceptBox(QWidget):
    """"Accept into FlyPix": a FlyPix vector, a class and a button, for a suggestion review panel.

    ``suggestions()`` returns the suggestion layer; ``fids()`` the suggestions to accept.
    """

    def __init__(self, acceptor: FlyPixAcceptor, suggestions: Callable[[], Optional[QgsVectorLayer]],
                 fids: Callable[[], List[int]], parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("GeoSenseFlyPixAcceptBox")
        self.acceptor = acceptor
        self.suggestions = suggestions
        self.fids = fids
        self.vector = QComboBox(self)
        self.vector.setAccessibleName(tr("FlyPix vector"))
        self.klass = QComboBox(self)
        self.klass.setAccessibleName(tr("FlyPix class"))
        self.confidence = QDoubleSpinBox(self)
        self.confidence.setRange(0.0, 1.0)
        self.confidence.setSingleStep(0.05)
        self.confidence.setDecimals(2)
        self.confidence.setValue(DEFAULT_CONFIDENCE)
        self.confidence.setAccessibleName(tr("Confidence for suggestions without one"))
        self.confidence.setToolTip(tr("FlyPix needs a confidence for each annotation; suggestions without one get "
                                      "this value"))
        self.button = QPushButton(tr("Accept into FlyPix"), self)
        self.status = plain.plain_label(QLabel(self))
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # FlyPix's reasons, never markup
        self.status.setWordWrap(True)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.vector, 2)
        row.addWidget(self.klass, 1)
        row.addWidget(self.button)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(plain.plain_label(QLabel(tr("Or create them as FlyPix annotations:"), self)))
        box.addLayout(row)
        confidence_row = QHBoxLayout()
        confidence_row.setContentsMargins(0, 0, 0, 0)
        confidence_row.addWidget(plain.plain_label(QLabel(tr("Confidence when a suggestion has none:"), self)))
        confidence_row.addWidget(self.confidence)
        confidence_row.addStretch(1)
        box.addLayout(confidence_row)
        box.addWidget(self.status)
        self.vector.currentIndexChanged.connect(self._fill_classes)
        self.button.clicked.connect(self.accept)
        acceptor.message.connect(lambda text, _level: self.status.setText(text))
        project = acceptor.project
        self._project_signals = [(project.layersAdded, self.refresh), (project.layersRemoved, self.refresh)]
        for signal, slot in self._project_signals:
            signal.connect(slot)
        self.refresh()

    def refresh(self, *_args) -> None:
        current = self.vector.currentData()
        self.vector.blockSignals(True)
        self.vector.clear()
        for layer in fl.flypix_layers(self.acceptor.project):
            self.vector.addItem(layer.name(), layer.id())
        index = self.vector.findData(current)
        self.vector.setCurrentIndex(index if index >= 0 else 0)
        self.vector.blockSignals(False)
        self._fill_classes()

    def target(self) -> Optional[QgsVectorLayer]:
        layer = self.acceptor.project.mapLayer(self.vector.currentData() or "")
        return layer if isinstance(layer, QgsVectorLayer) else None

    def _fill_classes(self, *_args) -> None:
        current = self.klass.currentData()
        self.klass.clear()
        target = self.target()
        for cls in fl.flypix_classes(target) if target is not None else []:
            self.klass.addItem(str(cls.get("name") or cls["class_id"]), cls["class_id"])
        index = self.klass.findData(current)
        if index >= 0:
            self.klass.setCurrentIndex(index)
        self.button.setEnabled(target is not None and self.klass.count() > 0)
        self.setVisible(self.vector.count() > 0)

    def accept(self) -> bool:
        layer, target = self.suggestions(), self.target()
        if layer is None or target is None:
            self.status.setText(tr("Load a FlyPix vector and show suggestions first."))
            return False
        self.acceptor.parent_widget = self.window()
        return self.acceptor.accept(layer, self.fids(), target, self.klass.currentData(), self.confidence.value())

    def close_box(self) -> None:
        for signal, slot in self._project_signals:
            try:
                signal.disconnect(slot)
            except (TypeError, RuntimeError):
                pass
        self._project_signals = []


def suggestion_layer_ok(layer: Any) -> bool:
    return isinstance(layer, QgsVectorLayer) and layer.customProperty(keys.SUGGESTION_ARTIFACT, None) is not None
