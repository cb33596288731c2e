"""The provenance choices of one target layer: the "Suggested by GeoSense" field, and fields to write it to.

Opened from the suggestion review panel ("Provenance…" beside "Accept into").
What it stores and what an accept does with it is ``map/provenance/options.py``;
this is only the form. GUI thread only.
"""

from __future__ import annotations

from typing import Dict, Optional

from qgis.core import QgsVectorLayer
from qgis.PyQt.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import plain, theme
from ..i18n import mirror
from ..map.provenance import options


class ProvenanceDialog(QDialog):
    def __init__(self, layer: QgsVectorLayer, has_provenance: bool = False,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        mirror(self)
        self.layer = layer
        self.has_provenance = has_provenance
        self.setObjectName("GeoSenseProvenanceDialog")
        self.setWindowTitle(self.tr("Provenance in “{0}”").format(layer.name()))
        self.show_field = QCheckBox(self.tr("Show “Suggested by GeoSense” in Identify results, the attribute "
                                            "form and the attribute table"))
        self.show_field.setChecked(options.shows(layer))
        show_note = plain.plain_label(QLabel(self.tr(
            "A virtual field kept in the project: the layer's data is not changed.")))
        show_note.setWordWrap(True)

        self.write_box = QGroupBox(self.tr("Also write provenance into fields of the layer"))
        self.write_box.setCheckable(True)
        chosen = options.field_names(layer)
        self.write_box.setChecked(bool(chosen))
        form = QFormLayout(self.write_box)
        self.names: Dict[str, QLineEdit] = {}
        for key, _type, _suggested in options.WRITABLE:
            edit = QLineEdit(chosen.get(key, ""))
            edit.setPlaceholderText(options.suggested_name(layer, key))
            edit.setAccessibleName(options.label(key))
            self.names[key] = edit
            form.addRow(options.label(key), edit)
        self.suggest = QPushButton(self.tr("Suggest names"))
        self.suggest.clicked.connect(self.fill_suggested)
        form.addRow("", self.suggest)
        write_note = plain.plain_label(QLabel(self.tr(
            "Leave a name empty to leave that item out. Missing fields are created at the next accept, in the "
            "same undo step as the accepted features; existing fields of that name are filled.")))
        write_note.setWordWrap(True)
        form.addRow(write_note)
        self.fast_note = plain.plain_label(QLabel(self.tr(
            "Style, label and filter by these fields (gs_confidence, for example), which QGIS reads as fast as "
            "any other field. With the answer, confidence, accepted by, accepted at and backend written, "
            "“Suggested by GeoSense” reads these fields too, without Python.")))
        self.fast_note.setWordWrap(True)
        form.addRow(self.fast_note)

        self.error = plain.plain_label(QLabel(""))
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color:{theme.ink('#b00020', theme.window())}")
        self.error.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        box = QVBoxLayout(self)
        box.addWidget(self.show_field)
        box.addWidget(show_note)
        box.addWidget(self.write_box)
        box.addWidget(self.error)
        box.addWidget(buttons)

    def fill_suggested(self) -> None:
        for key, _type, _suggested in options.WRITABLE:
            if not self.names[key].text().strip():
                self.names[key].setText(options.suggested_name(self.layer, key))

    def chosen_names(self) -> Dict[str, str]:
        if not self.write_box.isChecked():
            return {}
        return {key: edit.text().strip() for key, edit in self.names.items() if edit.text().strip()}

    def accept(self) -> None:
        names = self.chosen_names()
        problem = options.names_problem(self.layer, names)
        if problem:
            self.error.setText(problem)
            self.error.show()
            return
        options.set_field_names(self.layer, names)
        options.set_shows(self.layer, self.show_field.isChecked(), self.has_provenance)
        super().accept()
