"""Review panel for a suggestion layer: step through, zoom, accept or reject.

The panel works on one temporary suggestion layer (made by
``ResultsManager.show_suggestions``). The minimum-confidence slider filters
the layer itself (a subset string), so the map, "all" and the step order see
the same suggestions; suggestions without a confidence are always shown.
Accepting goes through :mod:`geosense_dock.map.accept` (one undo command in
the target layer); refusals are shown in the panel and emitted as
``message`` for the dock's message bar.
"""

from __future__ import annotations

from typing import List, Optional

from qgis.core import Qgis, QgsFeatureRequest, QgsMapLayerProxyModel, QgsProject, QgsVectorLayer
from qgis.gui import QgsFieldComboBox, QgsMapLayerComboBox
from qgis.PyQt.QtCore import Qt, pyqtSignal
from qgis.PyQt.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..map import accept
from . import plain
from .provenance_dialog import ProvenanceDialog

SCOPE_CURRENT, SCOPE_SELECTED, SCOPE_ALL = 0, 1, 2


class SuggestionPanel(QWidget):
    """Step through the suggestions of one layer and accept or reject them."""

    message = pyqtSignal(str, int)  # text, Qgis.MessageLevel value
    accepted = pyqtSignal(int)  # how many suggestions were accepted
    rejected = pyqtSignal(int)

    def __init__(self, canvas=None, project: Optional[QgsProject] = None, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.canvas = canvas
        self.project = project or QgsProject.instance()
        self.layer: Optional[QgsVectorLayer] = None
        self.tracker = None  # a ProvenanceTracker: accepted features get the answer's provenance
        self._order: List[int] = []
        self._pos = -1

        self.title = plain.plain_label(QLabel(self.tr("No suggestions")))  # a layer name
        self.title.setWordWrap(True)
        self.position = plain.plain_label(QLabel(""))
        self.prev_button = QPushButton(self.tr("◀ Previous"))
        self.next_button = QPushButton(self.tr("Next ▶"))
        self.zoom_button = QPushButton(self.tr("Zoom to"))
        nav = QHBoxLayout()
        nav.addWidget(self.prev_button)
        nav.addWidget(self.position, 1, Qt.AlignmentFlag.AlignCenter)
        nav.addWidget(self.next_button)
        nav.addWidget(self.zoom_button)

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, 100)
        self.slider.setSingleStep(5)
        self.slider_label = plain.plain_label(QLabel(self.tr("0 %")))
        conf = QHBoxLayout()
        conf.addWidget(self.slider, 1)
        conf.addWidget(self.slider_label)

        self.target = QgsMapLayerComboBox()
        self.target.setFilters(QgsMapLayerProxyModel.Filter.VectorLayer)
        self.target.setAllowEmptyLayer(True)
        self.provenance_button = QPushButton(self.tr("Provenance…"))
        self.provenance_button.setToolTip(self.tr("How the accepted features of this layer show where they came "
                                                  "from, and whether it is also written into fields"))
        self.provenance_dialog: Optional[ProvenanceDialog] = None
        self.class_field = QgsFieldComboBox()
        self.class_field.setAllowEmptyFieldName(True)
        self.class_value = QLineEdit()
        self.class_value.setPlaceholderText(self.tr("optional class value"))

        self.scope = QComboBox()
        self.scope.addItem(self.tr("This suggestion"), SCOPE_CURRENT)
        self.scope.addItem(self.tr("Selected suggestions"), SCOPE_SELECTED)
        self.scope.addItem(self.tr("All shown suggestions"), SCOPE_ALL)
        self.accept_button = QPushButton(self.tr("Accept"))
        self.reject_button = QPushButton(self.tr("Reject"))
        act = QHBoxLayout()
        act.addWidget(self.scope, 1)
        act.addWidget(self.accept_button)
        act.addWidget(self.reject_button)
        self.status = plain.plain_label(QLabel(""))  # reasons quote the agent and QGIS
        self.status.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("Minimum confidence"), conf)
        into = QHBoxLayout()
        into.addWidget(self.target, 1)
        into.addWidget(self.provenance_button)
        form.addRow(self.tr("Accept into"), into)
        form.addRow(self.tr("Class field"), self.class_field)
        form.addRow(self.tr("Class value"), self.class_value)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addLayout(nav)
        box.addLayout(form)
        box.addLayout(act)
        box.addWidget(self.status)
        box.addStretch(1)

        self.prev_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.zoom_button.clicked.connect(self.zoom_to_current)
        self.slider.valueChanged.connect(self._on_slider)
        self.accept_button.clicked.connect(lambda: self.accept_scope(self.scope.currentData()))
        self.reject_button.clicked.connect(lambda: self.reject_scope(self.scope.currentData()))
        self.target.layerChanged.connect(self._on_target)
        self.provenance_button.clicked.connect(self.edit_provenance)
        self.project.layersAdded.connect(self.refresh_targets)
        self.project.layersRemoved.connect(self._on_layers_removed)
        self._update()

    # -- layer ---------------------------------------------------------------------------

    def set_layer(self, layer: Optional[QgsVectorLayer]) -> None:
        self.layer = layer
        self.slider.blockSignals(True)
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        if layer is not None:
            layer.setSubsetString("")
            self.title.setText(layer.name())
        else:
            self.title.setText(self.tr("No suggestions"))
        self.refresh_targets()
        self._reload(keep=None)

    def refresh_targets(self, *_args) -> None:
        """Offer only layers that can take the suggestions' geometries."""
        if self.layer is None:
            self.target.setExceptedLayerList(list(self.project.mapLayers().values()))
            return
        compatible = accept.compatible_layers(self.project, self.layer.geometryType())
        ok = {lyr.id() for lyr in compatible}
        self.target.setExceptedLayerList([lyr for lyr in self.project.mapLayers().values() if lyr.id() not in ok])
        if self.target.currentLayer() is None and compatible:
            self.target.setLayer(compatible[0])  # a usable target is preselected
        self._on_target(self.target.currentLayer())

    def _on_layers_removed(self, layer_ids) -> None:
        if self.layer is not None:
            try:
                gone = self.layer.id() in layer_ids
            except RuntimeError:  # the C++ layer is already deleted
                gone = True
            if gone:
                self.layer = None
                self.set_layer(None)
                return
        self.refresh_targets()

    def _on_target(self, layer) -> None:
        if self.class_field.layer() is not layer:
            self.class_field.setLayer(layer)
            styled = accept.styled_class_field(layer) if isinstance(layer, QgsVectorLayer) else None
            if styled:  # the field the layer is styled by: what an accepted feature needs to be drawn
                self.class_field.setField(styled)
        self._update()

    # -- order and position -----------------------------------------------------------------

    def _reload(self, keep: Optional[int]) -> None:
        if self.layer is None:
            self._order, self._pos = [], -1
        else:
            request = QgsFeatureRequest().setFlags(QgsFeatureRequest.Flag.NoGeometry)
            feats = list(self.layer.getFeatures(request))
            # best first, unknown confidence last, then by index
            def rank(f):
                c = f["confidence"]
                known = c is not None and not (hasattr(c, "isNull") and c.isNull())
                return (0 if known else 1, -(float(c) if known else 0.0), f["suggestion_index"] or 0)

            feats.sort(key=rank)
            self._order = [f.id() for f in feats]
            if keep in self._order:
                self._pos = self._order.index(keep)
            else:
                self._pos = min(max(self._pos, 0), len(self._order) - 1) if self._order else -1
        self._update()

    def current_fid(self) -> Optional[int]:
        return self._order[self._pos] if 0 <= self._pos < len(self._order) else None

    def step(self, delta: int) -> None:
        if not self._order:
            return
        self._pos = (self._pos + delta) % len(self._order)
        self._update()
        self.zoom_to_current()

    def zoom_to_current(self) -> None:
        fid = self.current_fid()
        if fid is None or self.layer is None:
            return
        self.layer.selectByIds([fid])
        if self.canvas is not None:
            self.canvas.zoomToFeatureIds(self.layer, [fid])
            self.canvas.flashFeatureIds(self.layer, [fid])

    def _on_slider(self, value: int) -> None:
        self.slider_label.setText(f"{value} %")
        if self.layer is None:
            return
        keep = self.current_fid()
        if value <= 0:
            self.layer.setSubsetString("")
        else:
            self.layer.setSubsetString(f'"confidence" IS NULL OR "confidence" >= {value / 100.0:.2f}')
        self.layer.triggerRepaint()
        self._reload(keep)

    def _update(self) -> None:
        n = len(self._order)
        has = n > 0
        if has:
            self.position.setText(self.tr("{pos} of {n}").format(pos=self._pos + 1, n=n))
        else:
            self.position.setText(self.tr("none left") if self.layer is not None else "")
        for button in (self.prev_button, self.next_button, self.zoom_button, self.reject_button):
            button.setEnabled(has)
        self.accept_button.setEnabled(has and self.target.currentLayer() is not None)
        self.provenance_button.setEnabled(self.target.currentLayer() is not None)

    # -- accept / reject ----------------------------------------------------------------------

    def fids_for(self, scope: int) -> List[int]:
        if self.layer is None:
            return []
        if scope == SCOPE_ALL:
            return list(self._order)
        if scope == SCOPE_SELECTED:
            shown = set(self._order)
            return [f for f in self.layer.selectedFeatureIds() if f in shown]
        fid = self.current_fid()
        return [] if fid is None else [fid]

    def accept_scope(self, scope: int) -> bool:
        fids = self.fids_for(scope)
        target = self.target.currentLayer()
        if not fids or self.layer is None:
            self._say(self.tr("No suggestion to accept"), Qgis.MessageLevel.Warning)
            return False
        if target is None:
            self._say(self.tr("Choose a layer to accept into"), Qgis.MessageLevel.Warning)
            return False
        field = self.class_field.currentField() or None
        value = self.class_value.text().strip() or None
        outcome = accept.accept_suggestions(self.layer, target, fids, project=self.project,
                                            class_field=field, class_value=value, tracker=self.tracker)
        if not outcome.ok:
            self._say(self.tr("Not accepted: {reason}").format(reason=outcome.reason), Qgis.MessageLevel.Critical)
            return False
        text = self.tr("{n} suggestion(s) added to {layer}; save the layer's edits to keep them").format(
            n=len(outcome.accepted), layer=target.name())
        notes = list(outcome.notes)
        hidden = accept.not_drawn(target, outcome.fids)
        if hidden:
            notes.append(self.tr("{n} of them are not drawn by the layer's style: give them a class value "
                                 "it shows").format(n=hidden))
        if notes:
            text += " (" + "; ".join(notes) + ")"
        self._say(text, Qgis.MessageLevel.Warning if hidden else Qgis.MessageLevel.Success)
        self._reload(keep=None)
        self.accepted.emit(len(outcome.accepted))
        return True

    def edit_provenance(self) -> Optional[ProvenanceDialog]:
        """The provenance choices of the target layer, in a dialog (not modal: the map stays usable)."""
        target = self.target.currentLayer()
        if target is None:
            return None
        if self.provenance_dialog is not None:
            self.provenance_dialog.close()
        has = self.tracker is not None and self.tracker.book.count(target.id()) > 0
        self.provenance_dialog = ProvenanceDialog(target, has, self)
        self.provenance_dialog.show()
        return self.provenance_dialog

    def reject_scope(self, scope: int) -> int:
        fids = self.fids_for(scope)
        if not fids or self.layer is None:
            return 0
        removed = accept.reject_suggestions(self.layer, fids)
        self._say(self.tr("{n} suggestion(s) rejected").format(n=removed), Qgis.MessageLevel.Info)
        self._reload(keep=None)
        self.rejected.emit(removed)
        return removed

    def _say(self, text: str, level) -> None:
        self.status.setText(text)
        self.message.emit(text, int(level))

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt naming
        self.disconnect_project()
        super().closeEvent(event)

    def disconnect_project(self) -> None:
        if self.provenance_dialog is not None:
            self.provenance_dialog.close()
            self.provenance_dialog = None
        for signal, slot in ((self.project.layersAdded, self.refresh_targets),
                             (self.project.layersRemoved, self._on_layers_removed)):
            try:
                signal.disconnect(slot)
            except (TypeError, RuntimeError):
                pass
