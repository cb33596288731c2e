"""The "Run a model" part of the FlyPix browser: region, model, cost, run, and the inferences being watched.

It acts on the raster selected in the browser (its item or any item under it).
**Draw region** switches the map to a :class:`~.region_tool.RegionTool` (the
previous map tool comes back when the polygon is finished or Esc is pressed);
**Use selected polygons** takes the selection of the active layer. **Run…**
asks FlyPix what the chosen model costs on the raster's inference regions and
what the tenant has, then asks the user. The list shows each inference being
watched with its status; **Stop watching** ends the watch of the selected one.
The watches themselves belong to :class:`~.runs.FlyPixRuns`: closing the dock
does not end them. Every text from FlyPix is shown as plain text.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from qgis.core import Qgis
from qgis.gui import QgsMapCanvas
from qgis.PyQt.QtCore import QCoreApplication, Qt
from qgis.PyQt.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .. import plain
from ..core.protocol import flypix_runs as fr
from ..signals import Connections
from ..wheel_guard import guard_wheel
from .panel import FlyPixPanel
from .region_tool import RegionTool, selected_polygons
from .runs import FlyPixRuns

ROLE = Qt.ItemDataRole.UserRole


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


class FlyPixRunBox(QWidget):
    """Controls for running a FlyPix model on the selected raster, and the watched inferences."""

    def __init__(self, runs: FlyPixRuns, panel: FlyPixPanel, canvas: Optional[QgsMapCanvas], iface: Any = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent or panel)
        self.setObjectName("GeoSenseFlyPixRunBox")
        self.runs = runs
        self.panel = panel
        self.canvas = canvas
        self.iface = iface
        self.tool: Optional[RegionTool] = None
        self._previous_tool = None
        self._listed_project = ""

        self.title = plain.plain_label(QLabel(tr("Run a model where you point"), self))
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.raster_label = plain.plain_label(QLabel(self))
        self.raster_label.setWordWrap(True)
        self.draw_button = QPushButton(tr("Draw region"), self)
        self.draw_button.setToolTip(tr("Draw an inference region on the map: left click adds a vertex, right click "
                                       "finishes, Esc cancels"))
        self.draw_button.setCheckable(True)
        self.selected_button = QPushButton(tr("Use selected polygons"), self)
        self.selected_button.setToolTip(tr("Send the selected polygons of the active layer as inference regions"))
        regions = QHBoxLayout()
        regions.addWidget(self.draw_button)
        regions.addWidget(self.selected_button)
        regions.addStretch(1)
        self.model_combo = QComboBox(self)
        self.model_combo.setAccessibleName(tr("FlyPix model"))
        self.model_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.model_combo.setMinimumContentsLength(12)
        guard_wheel(self.model_combo)  # scrolling the panel never picks another model
        self.models_button = QToolButton(self)
        self.models_button.setText(tr("List models"))
        self.run_button = QPushButton(tr("Run…"), self)
        self.run_button.setToolTip(tr("See what the run costs and the tenant's balance, then confirm"))
        models = QHBoxLayout()
        models.addWidget(self.model_combo, 1)
        models.addWidget(self.run_button)
        self.watch_list = QListWidget(self)
        self.watch_list.setAccessibleName(tr("FlyPix inferences being watched"))
        self.watch_list.setMaximumHeight(80)
        self.stop_button = QPushButton(tr("Stop watching"), self)
        self.status = plain.plain_label(QLabel(self))
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # the room goes to the tree
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 6, 0, 0)
        box.addWidget(self.title)
        box.addWidget(self.raster_label)
        box.addLayout(regions)
        box.addLayout(models)
        box.addWidget(self.watch_list)
        stop = QHBoxLayout()
        stop.addWidget(self.models_button)
        stop.addStretch(1)
        stop.addWidget(self.stop_button)
        box.addLayout(stop)
        box.addWidget(self.status)

        self.draw_button.toggled.connect(self._draw_toggled)
        self.selected_button.clicked.connect(self.use_selected)
        self.models_button.clicked.connect(self.list_models)
        self.run_button.clicked.connect(self.run)
        self.stop_button.clicked.connect(self.stop_selected)
        self.watch_list.currentItemChanged.connect(lambda *_: self._update())
        self._connections = Connections()
        for signal, slot in [
            (panel.tree.currentItemChanged, lambda *_: self._raster_changed()),
            (runs.message, self._on_message),
            (runs.modelsListed, self._on_models),
            (runs.watchesChanged, self._show_watches),
            (runs.session.signedIn, lambda *_: self._raster_changed()),
            (runs.session.signedOut, self._raster_changed),
        ]:
            self._connections.connect(signal, slot)
        self._raster_changed()
        self._show_watches()

    # -- state ---------------------------------------------------------------------------

    def current(self) -> Optional[Dict[str, Any]]:
        return self.panel.current_raster()

    def _raster_changed(self) -> None:
        found = self.current()
        if found is None:
            self.raster_label.setText(tr("Select a raster in the list above."))
        else:
            raster = found["raster"]
            self.raster_label.setText(tr("Raster: {name}").format(name=raster.get("name") or raster.get("raster_id")))
            project_id = str(found["project"].get("project_id"))
            if project_id != self._listed_project and self.runs.session.signed_in:
                self._listed_project = project_id
                self.runs.list_models(found["project"])
        self._update()

    def _update(self) -> None:
        ready = self.runs.session.signed_in and self.current() is not None
        self.draw_button.setEnabled(ready and self.canvas is not None)
        self.selected_button.setEnabled(ready)
        self.models_button.setEnabled(ready)
        self.run_button.setEnabled(ready and self.model_combo.currentData(ROLE) is not None)
        self.stop_button.setEnabled(self.watch_list.currentItem() is not None)

    def _on_message(self, text: str, _level: int) -> None:
        """The latest word of a run (the extension also puts warnings and errors in the message bar)."""
        self.status.setText(text)

    # -- models --------------------------------------------------------------------------

    def list_models(self) -> bool:
        found = self.current()
        if found is None:
            return False
        self._listed_project = str(found["project"].get("project_id"))
        return self.runs.list_models(found["project"])

    def _on_models(self, project_id: str, models: List[fr.Model]) -> None:
        if project_id != self._listed_project:
            return
        chosen = self.model_combo.currentData(ROLE)
        self.model_combo.clear()
        for model in models:
            label = tr("{name} (FlyPix)").format(name=model.name) if model.official else model.name
            self.model_combo.addItem(label)
            self.model_combo.setItemData(self.model_combo.count() - 1, model, ROLE)
            if chosen is not None and chosen.model_id == model.model_id:
                self.model_combo.setCurrentIndex(self.model_combo.count() - 1)
        self._update()

    def choose_model(self, name: str) -> bool:
        """Choose the model called ``name`` (tests and scripts)."""
        for i in range(self.model_combo.count()):
            model = self.model_combo.itemData(i, ROLE)
            if model is not None and model.name == name:
                self.model_combo.setCurrentIndex(i)
                self._update()
                return True
        return False

    # -- regions -------------------------------------------------------------------------

    def _draw_toggled(self, on: bool) -> None:
        if on:
            self.start_drawing()
        else:
            self.stop_drawing()

    def start_drawing(self) -> Optional[RegionTool]:
        """The map tool that draws a region (the previous tool comes back afterwards)."""
        if self.canvas is None or self.current() is None:
            self.draw_button.setChecked(False)
            return None
        if self.tool is None:
            self.tool = RegionTool(self.canvas)
            self.tool.drawn.connect(self._drawn)
            self.tool.cancelled.connect(self._draw_cancelled)
            self.tool.deactivated.connect(lambda: self.draw_button.setChecked(False))
        if self.canvas.mapTool() is not self.tool:
            self._previous_tool = self.canvas.mapTool()
            self.canvas.setMapTool(self.tool)
        self.draw_button.setChecked(True)
        self.status.setText(tr("Draw the region on the map: left click adds a vertex, right click finishes, Esc "
                               "cancels."))
        return self.tool

    def stop_drawing(self) -> None:
        if self.tool is not None and self.canvas is not None and self.canvas.mapTool() is self.tool:
            previous, self._previous_tool = self._previous_tool, None
            if previous is not None:
                self.canvas.setMapTool(previous)
            else:
                self.canvas.unsetMapTool(self.tool)
        self.draw_button.setChecked(False)

    def _drawn(self, geometry, crs) -> None:
        found = self.current()
        self.stop_drawing()
        if found is None:
            self.status.setText(tr("Select a raster in the list above."))
            return
        self.runs.send_regions(found["project"], found["raster"], [geometry], crs)

    def _draw_cancelled(self) -> None:
        self.stop_drawing()
        self.status.setText(tr("Drawing cancelled; no region was sent."))

    def use_selected(self) -> bool:
        found = self.current()
        if found is None:
            return False
        layer = self.iface.activeLayer() if self.iface is not None and hasattr(self.iface, "activeLayer") else None
        try:
            geometries = selected_polygons(layer)
        except ValueError as exc:
            self._on_message(tr("No region sent: {reason}").format(reason=exc), int(Qgis.MessageLevel.Warning))
            return False
        return self.runs.send_regions(found["project"], found["raster"], geometries, layer.crs())

    # -- running -------------------------------------------------------------------------

    def run(self) -> bool:
        found = self.current()
        model = self.model_combo.currentData(ROLE)
        if found is None or model is None:
            return False
        return self.runs.run(found["project"], found["raster"], model)

    def _show_watches(self) -> None:
        current = self.watch_list.currentItem()
        chosen = current.data(ROLE) if current is not None else None
        self.watch_list.clear()
        for watch in self.runs.watches.values():
            item = QListWidgetItem(watch.describe())
            item.setData(ROLE, watch.inference_id)
            item.setToolTip(plain.tooltip(tr("FlyPix inference {id}").format(id=watch.inference_id)))
            self.watch_list.addItem(item)
            if watch.inference_id == chosen:
                self.watch_list.setCurrentItem(item)
        if self.watch_list.currentItem() is None and self.watch_list.count() == 1:
            self.watch_list.setCurrentRow(0)
        self.watch_list.setVisible(self.watch_list.count() > 0)
        self.stop_button.setVisible(self.watch_list.count() > 0)
        self._update()

    def stop_selected(self) -> bool:
        item = self.watch_list.currentItem()
        return item is not None and self.runs.stop_watch(str(item.data(ROLE)))

    def close_box(self) -> None:
        self._connections.disconnect_all()
        self.stop_drawing()
        if self.tool is not None:
            self.tool.clean_up()
            self.tool.deleteLater()
            self.tool = None
