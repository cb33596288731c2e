"""Per-layer sharing settings: what of each vector layer GeoSense may see.

One row per spatial vector layer: share toggle, source (annotated/inference),
class field (renderer categories, none, or a field), annotation id field
(feature id or an integer field), confidence field, and the region flag.
Every change goes straight to the :class:`~geosense_dock.map.VectorRegistry`,
which keeps it with the layer (saved in the project).

It never reads or changes a layer's features.
"""

from __future__ import annotations

from typing import List, Optional

from qgis.core import QgsVectorLayer
from qgis.PyQt.QtCore import QCoreApplication, Qt, QTimer
from qgis.PyQt.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .. import plain
from ..map import keys
from ..map.registry import VectorRegistry
from ..signals import Connections
from ..wheel_guard import guard_wheel


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


COLUMNS = ("share", "layer", "source", "classes", "ids", "confidence", "regions")


class SharingPanel(QWidget):
    """A table of the project's vector layers and their GeoSense settings."""

    def __init__(self, registry: VectorRegistry, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self._layers: List[QgsVectorLayer] = []
        self._building = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        hint = plain.plain_label(QLabel(tr("Layers shared with GeoSense are sent with each message. By default "
                                           "every visible vector layer is shared."), self))
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels([tr("Share"), tr("Layer"), tr("Source"), tr("Classes"),
                                              tr("Annotation ids"), tr("Confidence"), tr("Regions")])
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table)
        # rebuilt later, never inside a handler of one of the widgets being replaced
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.rebuild)
        self._connections = Connections()
        self._connections.connect(registry.sharingChanged, self._schedule)
        self._connections.connect(registry.project.layersRemoved, self._schedule)
        self.rebuild()

    def _schedule(self, *_args) -> None:
        self._timer.start()

    def detach(self) -> None:
        """Disconnect from the project and the registry (plugin unload)."""
        self._connections.disconnect_all()
        self._timer.stop()

    def layers(self) -> List[QgsVectorLayer]:
        return list(self._layers)

    def row_of(self, layer) -> int:
        return next((i for i, lyr in enumerate(self._layers) if lyr.id() == layer.id()), -1)

    def cell(self, layer, column: str) -> QWidget:
        return self.table.cellWidget(self.row_of(layer), COLUMNS.index(column))

    def rebuild(self) -> None:
        if self._building:
            return
        self._building = True
        try:
            self._layers = [lyr for lyr in self.registry.vector_layers() if not keys.is_plugin_layer(lyr)]
            self.table.setRowCount(len(self._layers))
            for row, layer in enumerate(self._layers):
                self._fill_row(row, layer)
        finally:
            self._building = False

    def _fill_row(self, row: int, layer: QgsVectorLayer) -> None:
        reg = self.registry
        share = QCheckBox(self.table)
        share.setChecked(reg.is_shared(layer))
        share.setToolTip(tr("Send this layer's features with each message"))
        share.setAccessibleName(tr("Share {}").format(layer.name()))
        share.toggled.connect(lambda on, lyr=layer: self._guarded(reg.set_shared, lyr, on))
        self.table.setCellWidget(row, 0, share)

        name = QTableWidgetItem(layer.name())
        name.setFlags(Qt.ItemFlag.ItemIsEnabled)
        name.setToolTip(plain.tooltip(layer.source()))
        self.table.setItem(row, 1, name)

        source = QComboBox(self.table)
        source.addItem(tr("annotated"), "annotated")
        source.addItem(tr("inference"), "inference")
        source.setCurrentIndex(max(0, source.findData(reg.source(layer))))
        source.currentIndexChanged.connect(
            lambda _i, c=source, lyr=layer: self._guarded(reg.set_source, lyr, c.currentData()))
        guard_wheel(source)  # scrolling the table moves the table, never a choice
        self.table.setCellWidget(row, 2, source)

        classes = QComboBox(self.table)
        classes.addItem(tr("Categories"), "")
        classes.addItem(tr("None"), keys.NO_CLASSES)
        for field in layer.fields():
            classes.addItem(field.name(), field.name())
        classes.setCurrentIndex(max(0, classes.findData(reg.class_field(layer))))
        classes.setToolTip(tr("Where each feature's class comes from: the categories of a categorized "
                              "renderer, none, or a field"))
        classes.currentIndexChanged.connect(
            lambda _i, c=classes, lyr=layer: self._guarded(reg.set_class_field, lyr, c.currentData()))
        guard_wheel(classes)
        self.table.setCellWidget(row, 3, classes)

        self.table.setCellWidget(row, 4, self._numeric_field_combo(
            layer, tr("Feature id"), reg.chosen_annotation_ids_field(layer), reg.set_annotation_ids_field,
            tr("The number the agent uses to name each feature")))
        self.table.setCellWidget(row, 5, self._numeric_field_combo(
            layer, tr("None (1.0)"), reg.chosen_confidence_field(layer), reg.set_confidence_field,
            tr("A field with each feature's confidence, 0 to 1")))

        region = QCheckBox(self.table)
        region.setChecked(reg.is_region_layer(layer))
        region.setToolTip(tr("This layer's features are regions (areas of interest), not annotations"))
        region.setAccessibleName(tr("{} holds regions").format(layer.name()))
        region.toggled.connect(lambda on, lyr=layer: self._guarded(reg.set_region_layer, lyr, on))
        self.table.setCellWidget(row, 6, region)

    def _numeric_field_combo(self, layer, none_label: str, current: str, setter, tooltip: str) -> QComboBox:
        """A choice of the layer's numeric fields (or none) that sets ``setter(layer, field)``."""
        combo = QComboBox(self.table)
        combo.addItem(none_label, "")
        for field in layer.fields():
            if field.isNumeric():
                combo.addItem(field.name(), field.name())
        combo.setCurrentIndex(max(0, combo.findData(current)))
        combo.setToolTip(tooltip)
        guard_wheel(combo)
        combo.currentIndexChanged.connect(
            lambda _i, c=combo, lyr=layer: self._guarded(setter, lyr, c.currentData()))
        return combo

    def _guarded(self, setter, layer, value) -> None:
        """Apply a setting; the panel redraws afterwards (sharing changes move defaults)."""
        if self._building:
            return
        try:
            setter(layer, value)
        except (ValueError, RuntimeError) as exc:
            self.setToolTip(plain.tooltip(str(exc)))
        self._timer.start()
