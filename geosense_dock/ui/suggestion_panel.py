"""Review panel for a suggestion layer: step through, zoom, accept or reject.

The panel works on one temporary suggestion layer (made by
``ResultsManager.show_suggestions``). The minimum-confidence slider filters
the layer itself (a subset string), so the map, "all" and the step order see
the same suggestions; suggestions without a confidence are always shown.
Accepting goes through :mod:`geosense_dock.map.accept` (one undo command in
the target layer); refusals are shown in the panel and emitted as
``message`` for the dock's message bar.

The class value is a choice among the target layer's own classes
(:mod:`geosense_dock.map.class_choices`), pre-selected from the answer's class
badges, and typed text still works. A value the target's style would not draw
is questioned before anything is written: add a category for it, accept anyway,
or cancel. After an accept, **Zoom to accepted** shows the new features.
Keyboard: :data:`SHORTCUTS` (listed in the buttons' tool tips).

Accepting follows QGIS's digitizing rules (:mod:`geosense_dock.map.accept`);
a single new feature opens QGIS's attribute form (:meth:`attribute_form`)
unless the user suppressed it in the digitizing options. **Edit shape** puts
the suggestion layer into editing mode with QGIS's vertex tool, so a shape can
be corrected before it is accepted.
"""

from __future__ import annotations

from typing import Any, Callable, List, Optional

from qgis.core import Qgis, QgsFeature, QgsFeatureRequest, QgsMapLayerProxyModel, QgsProject, QgsVectorLayer
from qgis.gui import QgsAttributeDialog, QgsAttributeEditorContext, QgsFieldComboBox, QgsMapLayerComboBox
from qgis.PyQt.QtCore import Qt, pyqtSignal
from qgis.PyQt.QtGui import QKeySequence
from qgis.PyQt.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QShortcut,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from .. import plain
from ..i18n import mirror
from ..map import accept, class_choices
from ..wheel_guard import guard_wheel
from .provenance_dialog import ProvenanceDialog

SCOPE_CURRENT, SCOPE_SELECTED, SCOPE_ALL = 0, 1, 2

# keys of the review while the focus is in the panel (or the results dock around it)
SHORTCUTS = {"next": "Alt+N", "previous": "Alt+P", "accept": "Alt+A", "reject": "Alt+R", "zoom": "Alt+Z"}
NOT_DRAWN_QUESTION = "GeoSenseNotDrawnQuestion"  # the object name of the question (tests answer it)
ATTRIBUTE_FORM = "GeoSenseAttributeForm"  # the object name of QGIS's attribute form for an accepted feature


class SuggestionPanel(QWidget):
    """Step through the suggestions of one layer and accept or reject them."""

    message = pyqtSignal(str, int)  # text, Qgis.MessageLevel value
    accepted = pyqtSignal(int, object)  # how many suggestions were accepted, and from which layer
    rejected = pyqtSignal(int, object)  # how many were rejected, and from which layer

    def __init__(self, canvas=None, project: Optional[QgsProject] = None, parent: Optional[QWidget] = None,
                 iface=None, tracker=None,
                 saved_id: Callable[[QgsVectorLayer, int], int] = lambda _layer, fid: fid) -> None:
        super().__init__(parent)
        # a feature's id now, for an id it had before the layer's edits were saved (the vector registry's)
        self.saved_id = saved_id
        self.canvas = canvas
        self.project = project or QgsProject.instance()
        self.layer: Optional[QgsVectorLayer] = None
        self._refiltering = False  # the slider briefly stops editing to filter the layer
        self.iface = iface  # QGIS's interface, when there is one: "Edit shape" picks the vertex tool with it
        self.tracker = tracker  # a ProvenanceTracker: accepted features get the answer's provenance
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
        self.edit_button = QPushButton(self.tr("Edit shape"))
        self.edit_button.setCheckable(True)
        self.edit_button.setToolTip(self.tr("Edit the suggestions with QGIS's vertex tool before accepting them"))

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
        self.target.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.target.setMinimumContentsLength(8)
        self.provenance_button = QPushButton(self.tr("Provenance…"))
        self.provenance_button.setToolTip(self.tr("How the accepted features of this layer show where they came "
                                                  "from, and whether it is also written into fields"))
        self.provenance_dialog: Optional[ProvenanceDialog] = None
        self.class_field = QgsFieldComboBox()
        self.class_field.setAllowEmptyFieldName(True)
        self.class_field.setToolTip(self.tr("The field of the target layer that takes the class value; "
                                            "the empty entry writes no class"))
        self.class_value = QComboBox()  # the target's classes; typed text is matched or kept as it is
        self.class_value.setEditable(True)
        self.class_value.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.class_value.lineEdit().setPlaceholderText(self.tr("optional class value"))
        self.class_value.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.class_value.setMinimumContentsLength(12)
        self._choices: List[class_choices.ClassChoice] = []
        self.accepted_fids: List[int] = []  # the features the last accept added to its target
        self.accepted_layer: Optional[QgsVectorLayer] = None
        self.zoom_accepted_button = QPushButton(self.tr("Zoom to accepted"))
        self.zoom_accepted_button.setToolTip(self.tr("Show the features the last accept added"))
        self.zoom_accepted_button.hide()

        self.scope = QComboBox()
        # a narrow dock shortens the combos (their text elides) rather than scroll the review sideways
        self.scope.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.scope.setMinimumContentsLength(8)
        self.scope.addItem(self.tr("This suggestion"), SCOPE_CURRENT)
        self.scope.addItem(self.tr("Selected suggestions"), SCOPE_SELECTED)
        self.scope.addItem(self.tr("All shown suggestions"), SCOPE_ALL)
        # scrolling the review over these moves the review, never a value (one takes the wheel once clicked)
        guard_wheel(self.slider, self.target, self.class_field, self.class_value, self.scope)
        self.accept_button = QPushButton(self.tr("Accept"))
        self.reject_button = QPushButton(self.tr("Reject"))
        act = QHBoxLayout()
        act.addWidget(self.scope, 1)
        act.addWidget(self.edit_button)
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
        done = QHBoxLayout()
        done.addWidget(self.status, 1)
        done.addWidget(self.zoom_accepted_button, 0, Qt.AlignmentFlag.AlignTop)
        box.addLayout(done)
        box.addStretch(1)

        self.prev_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.zoom_button.clicked.connect(self.zoom_to_current)
        self.slider.valueChanged.connect(self._on_slider)
        self.accept_button.clicked.connect(lambda: self.accept_scope(self.scope.currentData()))
        self.reject_button.clicked.connect(lambda: self.reject_scope(self.scope.currentData()))
        self.target.layerChanged.connect(self._on_target)
        self.class_field.fieldChanged.connect(lambda _name: self._refill_classes())
        self.zoom_accepted_button.clicked.connect(self.zoom_to_accepted)
        self.edit_button.toggled.connect(self.edit_shapes)
        self.shortcuts = {}
        for name, button, what in (
                ("next", self.next_button, self.tr("Next suggestion")),
                ("previous", self.prev_button, self.tr("Previous suggestion")),
                ("accept", self.accept_button, self.tr("Accept the suggestions chosen beside")),
                ("reject", self.reject_button, self.tr("Reject the suggestions chosen beside")),
                ("zoom", self.zoom_button, self.tr("Zoom to this suggestion"))):
            keys = QKeySequence(SHORTCUTS[name])
            shortcut = QShortcut(keys, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(button.click)  # a disabled button ignores it
            self.shortcuts[name] = shortcut
            button.setToolTip(f"{what} ({keys.toString(QKeySequence.SequenceFormat.NativeText)})")
        self.provenance_button.clicked.connect(self.edit_provenance)
        self.project.layersAdded.connect(self.refresh_targets)
        self.project.layersRemoved.connect(self._on_layers_removed)
        self._update()

    # -- layer ---------------------------------------------------------------------------

    def set_layer(self, layer: Optional[QgsVectorLayer]) -> None:
        if self.layer is not None and self.layer is not layer:
            self._stop_editing_shapes()
        if layer is not self.layer:
            self.status.setText("")  # what the last accept or reject said was of the suggestions before
        self.layer = layer
        self.slider.blockSignals(True)
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        if layer is not None:
            layer.setSubsetString("")
            self.title.setText(layer.name())
        else:
            self.title.setText(self.tr("No suggestions"))
        self.zoom_accepted_button.hide()
        self.refresh_targets()
        self._refill_classes()  # the new answer's classes
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
                self._set_edit_checked(False)
                self.set_layer(None)
                return
        self.refresh_targets()

    def _on_target(self, layer) -> None:
        if self.class_field.layer() is not layer:
            self.class_field.setLayer(layer)
            styled = accept.styled_class_field(layer) if isinstance(layer, QgsVectorLayer) else None
            if styled:  # the field the layer is styled by: what an accepted feature needs to be drawn
                self.class_field.setField(styled)
            self._refill_classes()
        self._update()

    # -- class value ------------------------------------------------------------------------

    def _refill_classes(self) -> None:
        """The target's classes for the chosen field; the answer's class (or the last used) pre-selected."""
        target = self.target.currentLayer()
        field = self.class_field.currentField() or None
        typed = self.class_value.currentText()
        self._choices = class_choices.choices_for(target, field) if isinstance(target, QgsVectorLayer) else []
        self.class_value.blockSignals(True)
        self.class_value.clear()
        for choice in self._choices:
            self.class_value.addItem(choice.shown(), choice.key)
        pick = None
        if isinstance(target, QgsVectorLayer) and field:
            pick = class_choices.preselect(target, field, self._choices, class_choices.hints_of(self.layer))
        if pick is not None:
            self.class_value.setCurrentIndex(self._choices.index(pick))
        else:
            self.class_value.setCurrentIndex(-1)
            self.class_value.setEditText(typed if field and not self._choices else "")
        self.class_value.setEnabled(bool(field))  # without a class field no value is written: none is shown
        self.class_value.blockSignals(False)

    def class_text(self) -> str:
        return self.class_value.currentText().strip()

    def set_class_text(self, text: str) -> None:
        """Type ``text`` as the class value (what a user does in the combo's line)."""
        self.class_value.setCurrentIndex(-1)
        self.class_value.setEditText(text)

    def class_value_to_store(self) -> Any:
        """What goes into the class field: the chosen (or named) class's value, else the text as typed."""
        text = self.class_text()
        if not text:
            return None
        index = self.class_value.currentIndex()
        if 0 <= index < len(self._choices) and self.class_value.itemText(index) == self.class_value.currentText():
            return self._choices[index].value
        found = class_choices.match(self._choices, text)
        return found.value if found is not None else text

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
        editing = self.layer.isEditable()
        if editing:  # QGIS filters a layer only outside editing: keep the edited shapes, filter, edit on
            self._refiltering = True
            self.layer.commitChanges()
        if value <= 0:
            self.layer.setSubsetString("")
        else:
            self.layer.setSubsetString(f'"confidence" IS NULL OR "confidence" >= {value / 100.0:.2f}')
        if editing:
            self.layer.startEditing()
            self._refiltering = False
        self.layer.triggerRepaint()
        self._reload(keep)

    def _update(self) -> None:
        n = len(self._order)
        has = n > 0
        if has:
            self.position.setText(self.tr("{pos} of {n}").format(pos=self._pos + 1, n=n))
        else:
            self.position.setText(self.tr("none left") if self.layer is not None else "")
        for button in (self.prev_button, self.next_button, self.zoom_button, self.reject_button, self.edit_button):
            button.setEnabled(has)
        self.accept_button.setEnabled(has and self.target.currentLayer() is not None)
        self.provenance_button.setEnabled(self.target.currentLayer() is not None)

    # -- accept / reject ----------------------------------------------------------------------

    # -- what a backend extension reaches (geosense_dock/extension_host.py) -----------------

    def add_widget(self, widget: QWidget) -> None:
        """``widget`` at the foot of the panel (above its stretch)."""
        layout = self.layout()
        layout.insertWidget(max(0, layout.count() - 1), widget)

    def remove_widget(self, widget: QWidget) -> None:
        """Take ``widget`` out of the panel again (it is the caller's)."""
        self.layout().removeWidget(widget)
        widget.setParent(None)

    def scope_fids(self) -> List[int]:
        """The features the chosen scope (this suggestion, the selected, all) covers."""
        return self.fids_for(self.scope.currentData())

    def reload(self) -> None:
        """Read the layer again (features were accepted or changed elsewhere)."""
        self._reload(keep=None)

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
        layer = self.layer  # the suggestions the fids are of: a modal question below lets an answer replace them
        if not fids or layer is None:
            self._say(self.tr("No suggestion to accept"), Qgis.MessageLevel.Warning)
            return False
        if target is None:
            self._say(self.tr("Choose a layer to accept into"), Qgis.MessageLevel.Warning)
            return False
        field = self.class_field.currentField() or None
        value = self.class_value_to_store()
        layer_id, target_id = layer.id(), target.id()
        if field and not class_choices.would_draw(target, field, value):
            answer = self.ask_not_drawn(target, field, value)
            if answer == "cancel":
                self._say(self.tr("Nothing accepted"), Qgis.MessageLevel.Info)
                return False
            if not self._still(layer, layer_id, target, target_id):
                return False
            if answer == "add" and not class_choices.add_category(target, field, value, self.class_text()):
                self._say(self.tr("No category could be added to the style of {layer}").format(layer=target.name()),
                          Qgis.MessageLevel.Warning)
                return False
        outcome = accept.accept_suggestions(layer, target, fids, project=self.project,
                                            class_field=field, class_value=value, tracker=self.tracker,
                                            attribute_form=self.attribute_form)
        if outcome.cancelled:
            self._say(self.tr("Nothing accepted"), Qgis.MessageLevel.Info)
            return False
        if not outcome.ok:
            self._say(self.tr("Not accepted: {reason}").format(reason=outcome.reason), Qgis.MessageLevel.Critical)
            return False
        if field and value is not None:
            class_choices.remember_last(target, field, value)
        self.accepted_layer, self.accepted_fids = target, list(outcome.fids)
        self.zoom_accepted_button.setVisible(bool(self.accepted_fids))
        n = len(outcome.accepted)
        text = (self.tr("{n} suggestion added to {layer}; save the layer's edits to keep it") if n == 1 else
                self.tr("{n} suggestions added to {layer}; save the layer's edits to keep them")).format(
            n=n, layer=target.name())
        notes = list(outcome.notes)
        hidden = accept.not_drawn(target, outcome.fids)
        if hidden:
            notes.append(self.tr("{n} of them are not drawn by the layer's style: give them a class value "
                                 "it shows").format(n=hidden))
        filtered = accept.filtered_out(target, outcome.fids)
        if filtered is None:
            notes.append(self.tr("the layer has a filter ({filter}): features it does not match disappear from "
                                 "the layer once the edits are saved").format(filter=target.subsetString()))
        elif filtered:
            notes.append(self.tr("{n} of them do not match the layer's filter ({filter}): they disappear from the "
                                 "layer once the edits are saved").format(n=filtered, filter=target.subsetString()))
        if notes:
            text += " (" + "; ".join(notes) + ")"
        warn = hidden or filtered is None or filtered
        self._say(text, Qgis.MessageLevel.Warning if warn else Qgis.MessageLevel.Success)
        self._reload(keep=None)
        self.accepted.emit(len(outcome.accepted), layer)
        return True

    def _still(self, layer: QgsVectorLayer, layer_id: str, target: QgsVectorLayer, target_id: str) -> bool:
        """After a modal question: the suggestions asked about are still the ones shown, and both layers are
        still in the project (an answer may arrive, a layer may be removed, while the question is open; a removed
        layer is deleted, so only its id is asked about). Otherwise nothing is accepted, and the user is told."""
        project = self.project
        if self.layer is layer and project.mapLayer(layer_id) is layer and project.mapLayer(target_id) is target:
            return True
        self._say(self.tr("The suggestions or the target layer changed while you were asked; nothing was "
                          "accepted. Check them and accept again."), Qgis.MessageLevel.Warning)
        return False

    def ask_not_drawn(self, target: QgsVectorLayer, field: str, value: Any) -> str:
        """"add" (a category for the value, then accept), "accept" (anyway) or "cancel"."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Accept suggestions"), "",
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName(NOT_DRAWN_QUESTION)
        mirror(box)
        box.setTextFormat(Qt.TextFormat.PlainText)  # layer names and values come from the project
        box.setText(self.tr("The style of {layer} does not draw the class value “{value}” of the field {field}. "
                            "Features accepted with it would be invisible, and QGIS's Identify tool would not "
                            "find them.").format(layer=target.name(), value="NULL" if value is None else value,
                                                 field=field))
        add = None
        if class_choices.categorised_on(target, field) is not None and value is not None:
            add = box.addButton(self.tr("Add a category for it"), QMessageBox.ButtonRole.AcceptRole)
        anyway = box.addButton(self.tr("Accept anyway"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(add or cancel)
        box.setEscapeButton(cancel)
        try:
            box.exec()
            clicked = box.clickedButton()
            return "add" if add is not None and clicked is add else "accept" if clicked is anyway else "cancel"
        finally:
            box.deleteLater()  # asked at every accept: one box per accept stayed under the panel

    def attribute_form(self, target: QgsVectorLayer, feature: QgsFeature) -> Optional[QgsFeature]:
        """QGIS's attribute form of ``target`` for the new ``feature``: the feature as filled in, or None (cancelled).

        As after drawing a feature with QGIS's Add Feature tool: the layer's own
        form (widgets, defaults, constraints); nothing is saved by the form itself.
        """
        context = QgsAttributeEditorContext()
        tools = getattr(self.iface, "vectorLayerTools", None) if self.iface is not None else None
        if callable(tools):
            try:
                context.setVectorLayerTools(tools())
            except (TypeError, AttributeError, RuntimeError):  # a test interface without them
                pass
        if self.canvas is not None:
            context.setMapCanvas(self.canvas)
        mine = QgsFeature(feature)
        dialog = QgsAttributeDialog(target, mine, False, self, True, context)
        dialog.setObjectName(ATTRIBUTE_FORM)
        dialog.setMode(QgsAttributeEditorContext.Mode.FixAttributeMode)  # the accept adds it, in its undo step
        try:
            if not dialog.exec():
                return None
            filled = QgsFeature(dialog.feature())
            filled.setGeometry(feature.geometry())
            return filled
        finally:
            dialog.deleteLater()

    # -- editing a suggestion's shape -------------------------------------------------------

    def edit_shapes(self, on: bool) -> None:
        """Start (or stop, keeping the edits) editing the suggestion layer; with an iface, pick the vertex tool."""
        layer = self.layer
        if layer is None:
            self._set_edit_checked(False)
            return
        if on:
            if not layer.isEditable() and not layer.startEditing():
                self._set_edit_checked(False)
                self._say(accept.tr("{name} cannot be edited").format(name=layer.name()), Qgis.MessageLevel.Warning)
                return
            layer.editingStopped.connect(self._on_shapes_editing_stopped)
            if self.iface is not None:
                try:
                    self.iface.setActiveLayer(layer)
                    self.iface.actionVertexTool().trigger()
                except (AttributeError, RuntimeError, TypeError):  # an interface without QGIS's map tools
                    pass
        else:
            self._stop_editing_shapes()

    def _stop_editing_shapes(self) -> None:
        layer = self.layer
        try:
            if layer is not None:
                try:
                    layer.editingStopped.disconnect(self._on_shapes_editing_stopped)
                except (TypeError, RuntimeError):
                    pass
                if layer.isEditable():
                    layer.commitChanges()  # a temporary layer: the edited shapes are kept, nothing else is written
        except RuntimeError:  # the layer is already deleted
            pass
        self._set_edit_checked(False)

    def _on_shapes_editing_stopped(self) -> None:
        if not self._refiltering:
            self._set_edit_checked(False)

    def _set_edit_checked(self, on: bool) -> None:
        self.edit_button.blockSignals(True)
        self.edit_button.setChecked(on)
        self.edit_button.blockSignals(False)

    def zoom_to_accepted(self) -> None:
        """Zoom to (and flash) the features the last accept added."""
        layer = self.accepted_layer
        try:
            alive = layer is not None and layer.id() in self.project.mapLayers()
        except RuntimeError:  # the layer is gone
            alive = False
        if not alive or not self.accepted_fids or self.canvas is None:
            return
        fids = [self.saved_id(layer, fid) for fid in self.accepted_fids]  # saved since: their ids changed
        self.canvas.zoomToFeatureIds(layer, fids)
        self.canvas.flashFeatureIds(layer, fids)

    def edit_provenance(self) -> Optional[ProvenanceDialog]:
        """The provenance choices of the target layer, in a dialog (not modal: the map stays usable)."""
        target = self.target.currentLayer()
        if target is None:
            return None
        if self.provenance_dialog is not None:
            self.provenance_dialog.close()
            self.provenance_dialog.deleteLater()
        has = self.tracker is not None and self.tracker.book.count(target.id()) > 0
        self.provenance_dialog = ProvenanceDialog(target, has, self)
        self.provenance_dialog.show()
        return self.provenance_dialog

    def reject_scope(self, scope: int) -> int:
        fids = self.fids_for(scope)
        if not fids or self.layer is None:
            return 0
        removed = accept.reject_suggestions(self.layer, fids)
        self._say((self.tr("{n} suggestion rejected") if removed == 1 else self.tr("{n} suggestions rejected")
                   ).format(n=removed), Qgis.MessageLevel.Info)
        self._reload(keep=None)
        self.rejected.emit(removed, self.layer)
        return removed

    def _say(self, text: str, level) -> None:
        self.status.setText(text)
        self.message.emit(text, int(level))

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt naming
        self.disconnect_project()
        super().closeEvent(event)

    def disconnect_project(self) -> None:
        if self.edit_button.isChecked():
            self._stop_editing_shapes()
        if self.provenance_dialog is not None:
            self.provenance_dialog.close()
            self.provenance_dialog.deleteLater()
            self.provenance_dialog = None
        for signal, slot in ((self.project.layersAdded, self.refresh_targets),
                             (self.project.layersRemoved, self._on_layers_removed)):
            try:
                signal.disconnect(slot)
            except (TypeError, RuntimeError):
                pass
