"""The "GeoSense results" panel: temporary result layers and the suggestion review.

It only asks the results manager; it never creates or deletes a layer itself.
"""

from __future__ import annotations

from typing import Optional

from qgis.PyQt.QtCore import QCoreApplication, Qt
from qgis.PyQt.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import plain, theme
from ..map.results import ResultsManager


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class ResultsPanel(QWidget):
    """One row per result: tick to show/hide; Zoom to, Keep as layer, Remove, Clear results."""

    def __init__(self, manager: ResultsManager, canvas, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.manager = manager
        self.canvas = canvas
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.empty = plain.plain_label(QLabel(tr("No results yet. Highlights, similar features and suggestions "
                                                 "from GeoSense appear here as temporary layers."), self))
        self.empty.setWordWrap(True)
        self.empty.setStyleSheet(f"color:{theme.ink('#57606a', theme.window(self))}")
        layout.addWidget(self.empty)
        self.list = QListWidget(self)
        self.list.setAccessibleName(tr("GeoSense results"))
        self.list.itemChanged.connect(self._toggled)
        self.list.itemDoubleClicked.connect(lambda _item: self.zoom())
        # as tall as its rows, up to about five: the review under it keeps the room
        self.list.setSizeAdjustPolicy(QListWidget.SizeAdjustPolicy.AdjustToContents)
        self.list.setMaximumHeight(self.list.fontMetrics().height() * 8)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.zoom_button = QPushButton(tr("Zoom to"), self)
        self.zoom_button.clicked.connect(self.zoom)
        self.keep_button = QPushButton(tr("Keep as layer…"), self)
        self.keep_button.setToolTip(tr("Make the result a real, editable layer (optionally saved to a GeoPackage)"))
        self.keep_button.clicked.connect(self.keep)
        self.remove_button = QPushButton(tr("Remove"), self)
        self.remove_button.clicked.connect(self.remove)
        self.clear_button = QPushButton(tr("Clear results"), self)
        self.clear_button.clicked.connect(manager.clear)
        for button in (self.zoom_button, self.keep_button, self.remove_button, self.clear_button):
            row.addWidget(button)
        layout.addLayout(row)
        manager.resultAdded.connect(self.rebuild)
        manager.resultRemoved.connect(self.rebuild)
        manager.resultsCleared.connect(self.rebuild)
        manager.resultChanged.connect(self.rebuild)
        self.rebuild()

    def rebuild(self, *_args) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for result in self.manager.results():
            item = QListWidgetItem(result.title, self.list)
            item.setData(Qt.ItemDataRole.UserRole, result.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if result.is_visible() else Qt.CheckState.Unchecked)
        self.list.blockSignals(False)
        has = self.list.count() > 0
        self.empty.setVisible(not has)
        for button in (self.zoom_button, self.keep_button, self.remove_button, self.clear_button):
            button.setEnabled(has)
        if has and self.list.currentRow() < 0:
            self.list.setCurrentRow(self.list.count() - 1)

    def current(self):
        item = self.list.currentItem()
        return self.manager.result(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _toggled(self, item: QListWidgetItem) -> None:
        result = self.manager.result(item.data(Qt.ItemDataRole.UserRole))
        if result is not None:
            result.show() if item.checkState() == Qt.CheckState.Checked else result.hide()

    def zoom(self) -> None:
        result = self.current()
        if result is not None:
            result.zoom_to(self.canvas)

    def remove(self) -> None:
        result = self.current()
        if result is not None:
            result.remove()

    def keep(self) -> None:
        result = self.current()
        if result is None:
            return
        gpkg, memory = tr("GeoPackage (*.gpkg)"), tr("Keep in memory (*)")
        path, chosen = QFileDialog.getSaveFileName(self, tr("Keep result as layer"), "", f"{gpkg};;{memory}")
        if not path:
            return
        if path.lower().endswith(".gpkg"):
            result.keep(path)
        elif chosen == memory:
            result.keep(None)
        else:  # a GeoPackage named without its extension
            result.keep(path + ".gpkg")
