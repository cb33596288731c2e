"""Accepting suggestions into a FlyPix vector: ``POST /vectors/{id}/annotations``.

The user confirms first ("Create 4 annotations of class house in FlyPix vector
Annotations?"). The suggestions are read, brought to EPSG:3857 and repaired on
the GUI thread (nothing is sent when any of them cannot be), uploaded in a
``QgsTask``, and only after FlyPix answered with the new ids are they added to
the loaded layer of that vector (with those ids, the class and the confidence)
and removed from the suggestion layer. A refusal changes nothing anywhere.
"""

from __future__ import annotations

import base64
import logging
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeature,
    QgsFeatureRequest,
    QgsGeometry,
    QgsProject,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QCoreApplication, QObject, pyqtSignal
from qgis.PyQt.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from ..map import keys
from ..map.compat import POLYGON
from . import layers as fl
from .session import FlyPixSession

log = logging.getLogger("geosense.flypix")

SLOT = "accept"
WEB_MERCATOR = QgsCoordinateReferenceSystem("EPSG:3857")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


@dataclass
class AcceptPlan:
    vector_id: str
    class_id: str
    class_name: str
    fids: List[int]  # suggestion features, in payload order
    payload: List[Dict[str, Any]]  # [{polygon, confidence}]
    geometries: List[QgsGeometry] = field(default_factory=list)  # EPSG:3857 multi-polygons
    repaired: int = 0

    def confirmation(self, vector_name: str) -> str:
        return tr("Create {n} annotation(s) of class “{cls}” in the FlyPix vector “{vector}”?").format(
            n=len(self.payload), cls=self.class_name, vector=vector_name)


def _polygon(geom: QgsGeometry) -> Optional[QgsGeometry]:
    if geom.isNull() or geom.isEmpty() or geom.type() != POLYGON:
        return None
    if not geom.isGeosValid():
        fixed = geom.makeValid()
        parts = [p for p in fixed.asGeometryCollection() if p.type() == POLYGON and not p.isEmpty()]
        if not parts:
            return None
        geom = parts[0] if len(parts) == 1 else QgsGeometry.collectGeometry(parts)
    geom = QgsGeometry(geom)
    geom.convertToMultiType()
    return geom


def plan_accept(suggestions: QgsVectorLayer, fids: Optional[Iterable[int]], target: QgsVectorLayer,
                class_id: str, project: Optional[QgsProject] = None) -> AcceptPlan:
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
    plan = AcceptPlan(fl.flypix_vector_id(target), class_id, str(classes[class_id].get("name") or class_id), [], [])
    for n, feature in enumerate(feats, 1):
        geom = QgsGeometry(feature.geometry())
        if transform is not None:
            try:
                geom.transform(transform)
            except QgsCsException as exc:
                raise ValueError(tr("suggestion {n} cannot be brought to EPSG:3857: {err}").format(n=n, err=exc)) \
                    from exc
        valid_before = geom.isGeosValid()
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
        item: Dict[str, Any] = {"polygon": base64.b64encode(bytes(fixed.asWkb())).decode("ascii")}
        if conf is not None:
            item["confidence"] = conf
        plan.fids.append(int(feature.id()))
        plan.payload.append(item)
        plan.geometries.append(fixed)
    return plan


def _ask(parent: Optional[QWidget], text: str) -> bool:
    answer = QMessageBox.question(parent, tr("Accept into FlyPix"), text,
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


class FlyPixAcceptor(QObject):
    """Confirms, uploads and mirrors accepted suggestions; reports through signals.

    ``confirm(text) -> bool`` asks the user (a Yes/No box by default; tests replace it).
    """

    accepted = pyqtSignal(list, str)  # the new FlyPix annotation ids, vector id
    message = pyqtSignal(str, int)  # text, Qgis.MessageLevel value

    def __init__(self, session: FlyPixSession, project: Optional[QgsProject] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.session = session
        self.project = project or session.project
        self.parent_widget: Optional[QWidget] = None
        self.confirm: Callable[[str], bool] = lambda text: _ask(self.parent_widget, text)

    @property
    def busy(self) -> bool:
        return self.session.runner.busy(SLOT)

    def accept(self, suggestions: QgsVectorLayer, fids: Optional[Iterable[int]], target: QgsVectorLayer,
               class_id: str) -> bool:
        """Start accepting; False when nothing was sent (refused, not confirmed, busy)."""
        if self.busy:
            self._say(tr("The previous suggestions are still being sent to FlyPix."), Qgis.MessageLevel.Warning)
            return False
        if not self.session.signed_in:
            self._say(tr("Sign in to FlyPix to accept suggestions into a FlyPix vector."), Qgis.MessageLevel.Warning)
            return False
        try:
            plan = plan_accept(suggestions, fids, target, class_id, self.project)
        except ValueError as exc:
            self._say(tr("Not accepted: {reason}").format(reason=exc), Qgis.MessageLevel.Critical)
            return False
        if not self.confirm(plan.confirmation(target.name())):
            return False
        client = self.session.client
        if client is None:  # signed out meanwhile
            return False
        target_id, suggestions_id = target.id(), suggestions.id()

        def work(_task) -> List[Any]:
            return client.add_annotations(plan.vector_id, plan.class_id, plan.payload)

        def done(ids: List[Any]) -> None:
            self._mirror(plan, ids, target_id, suggestions_id)

        def failed(exc: BaseException) -> None:
            self._say(tr("Not accepted, FlyPix is unchanged: {reason}").format(reason=exc), Qgis.MessageLevel.Critical)

        self.session.runner.start(SLOT, tr("FlyPix: creating {n} annotation(s)").format(n=len(plan.payload)),
                                  work, done, failed)
        return True

    def _mirror(self, plan: AcceptPlan, ids: List[Any], target_id: str, suggestions_id: str) -> None:
        target = self.project.mapLayer(target_id)
        if isinstance(target, QgsVectorLayer):
            fields = target.fields()
            feats = []
            for geom, item, new_id in zip(plan.geometries, plan.payload, ids):
                feature = QgsFeature(fields)
                feature.setGeometry(geom)
                feature.setAttributes([new_id, plan.class_id, plan.class_name, item.get("confidence"),
                                       fl.ground_area(geom)])
                feats.append(feature)
            target.dataProvider().addFeatures(feats)  # the layer is read-only for users, not for FlyPix
            target.updateExtents()
            target.triggerRepaint()
        suggestions = self.project.mapLayer(suggestions_id)
        if isinstance(suggestions, QgsVectorLayer):
            suggestions.dataProvider().deleteFeatures(plan.fids)
            suggestions.triggerRepaint()
        shown = ", ".join(str(i) for i in ids[:10]) + (", …" if len(ids) > 10 else "")
        text = tr("{n} annotation(s) created in FlyPix (ids {ids})").format(n=len(ids), ids=shown)
        if plan.repaired:
            text += " " + tr("({n} invalid geometries repaired)").format(n=plan.repaired)
        self._say(text, Qgis.MessageLevel.Success)
        self.accepted.emit(list(ids), plan.vector_id)

    def _say(self, text: str, level) -> None:
        log.info("%s", text)
        self.message.emit(text, int(level))


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
        self.button = QPushButton(tr("Accept into FlyPix"), self)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.vector, 2)
        row.addWidget(self.klass, 1)
        row.addWidget(self.button)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(QLabel(tr("Or create them as FlyPix annotations:"), self))
        box.addLayout(row)
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
        return self.acceptor.accept(layer, self.fids(), target, self.klass.currentData())

    def close_box(self) -> None:
        for signal, slot in self._project_signals:
            try:
                signal.disconnect(slot)
            except (TypeError, RuntimeError):
                pass
        self._project_signals = []


def suggestion_layer_ok(layer: Any) -> bool:
    return isinstance(layer, QgsVectorLayer) and layer.customProperty(keys.SUGGESTION_ARTIFACT, None) is not None
