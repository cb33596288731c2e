"""The map side's widgets in and beside the dock: context chips, the Layers/Sketch/Results/Pick buttons,
the sharing panel, the sketch and pick map tools, and the results dock (results and suggestion panels).

Builds and shows widgets and switches map tools; what a pick, a sketch or a
result means is the other parts' business. GUI thread only.
"""

from __future__ import annotations

from qgis.gui import QgsDockWidget
from qgis.PyQt.QtCore import QCoreApplication, Qt
from qgis.PyQt.QtWidgets import QHBoxLayout, QToolButton, QVBoxLayout, QWidget

from ..map import SketchMapTool, compat
from ..map.pick_tool import PickMapTool
from ..ui import plain
from ..ui.context_chips import ContextChips
from ..ui.results_panel import ResultsPanel
from ..ui.sharing_panel import SharingPanel
from ..ui.suggestion_panel import SuggestionPanel


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class DockWidgets:
    def __init__(self, hub) -> None:
        self.hub = hub
        self._build()

    def _build(self) -> None:
        hub = self.hub
        dock = hub.dock
        self.chips = ContextChips(hub.registry, hub.canvas, hub.sketches, dock)
        dock.context_chips = self.chips
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.chips, 1)
        self.layers_button = QToolButton(dock)
        self.layers_button.setText(tr("Layers"))
        self.layers_button.setToolTip(tr("Choose which layers are shared with GeoSense"))
        self.layers_button.setCheckable(True)
        self.sketch_button = QToolButton(dock)
        self.sketch_button.setText(tr("Sketch"))
        self.sketch_button.setToolTip(tr("Draw polygons on the map to send with the next message"))
        self.sketch_button.setCheckable(True)
        self.results_button = QToolButton(dock)
        self.results_button.setText(tr("Results"))
        self.results_button.setToolTip(tr("Show the GeoSense results panel"))
        self.pick_button = QToolButton(dock)
        self.pick_button.setText(tr("Pick"))
        self.pick_button.setToolTip(tr("Click features on the map to refer to them in your message "
                                       "(Escape or a right click ends)"))
        self.pick_button.setCheckable(True)
        self.layers_button.setAccessibleName(tr("Choose the shared layers"))
        self.sketch_button.setAccessibleName(tr("Sketch on the map"))
        self.results_button.setAccessibleName(tr("Show the results panel"))
        self.pick_button.setAccessibleName(tr("Pick features on the map for the message"))
        for button in (self.pick_button, self.layers_button, self.sketch_button, self.results_button):
            row.addWidget(button)
        self.sharing = SharingPanel(hub.registry, dock)
        self.sharing.setVisible(False)
        self.layers_button.toggled.connect(self.sharing.setVisible)
        dock.composer_extras.addWidget(self.sharing)
        dock.composer_extras.addLayout(row)

        canvas = hub.canvas
        self.sketch_tool = SketchMapTool(canvas, hub.sketches, compat.POLYGON)
        self.sketch_button.toggled.connect(self._toggle_sketch)
        self.pick_tool = PickMapTool(canvas)
        self.pick_tool.picked.connect(hub.composing.on_picked)
        self.pick_tool.missed.connect(lambda: hub._tell(tr("No feature there: click inside a feature."), 3))
        self.pick_button.toggled.connect(self._toggle_pick)
        hub._connect(canvas.mapToolSet, self._on_map_tool_set)

        self.results_dock = QgsDockWidget(tr("GeoSense results"))  # the main window adopts it when docked
        self.results_dock.setObjectName("GeoSenseResultsDock")
        body = QWidget(self.results_dock)
        layout = QVBoxLayout(body)
        self.results_panel = ResultsPanel(hub.results, canvas, body)
        layout.addWidget(self.results_panel, 1)
        self.suggestion_panel = SuggestionPanel(canvas, hub.project, body)
        self.suggestion_panel.iface = hub.iface  # "Edit shape" makes QGIS's vertex tool current
        self.suggestion_panel.setVisible(False)
        self.suggestion_panel.message.connect(self._panel_message)
        layout.addWidget(self.suggestion_panel, 2)
        self.results_dock.setWidget(body)
        self.results_dock.hide()
        self._results_dock_added = False  # docked at the first result, so QGIS does not show it empty
        self.results_button.clicked.connect(self.show_results)
        hub._connect(hub.results.resultAdded, lambda *_: self.show_results())

    def _panel_message(self, text: str, level: int) -> None:
        plain.push(self.hub.iface.messageBar(), tr("GeoSense"), text, level, 6)

    def show_results(self) -> None:
        if not self._results_dock_added:
            self.hub.iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.results_dock)
            self._results_dock_added = True
        self.results_dock.show()
        self.results_dock.raise_()

    def show_suggestions(self, layer) -> None:
        """The suggestion panel on ``layer``, in the results dock."""
        self.suggestion_panel.set_layer(layer)
        self.suggestion_panel.setVisible(True)
        self.show_results()

    def hide_suggestions(self) -> None:
        self.suggestion_panel.set_layer(None)
        self.suggestion_panel.setVisible(False)

    def _toggle_sketch(self, on: bool) -> None:
        canvas = self.hub.canvas
        if on:
            canvas.setMapTool(self.sketch_tool)
            self.chips.request("suggestion")
        elif canvas.mapTool() is self.sketch_tool:
            canvas.unsetMapTool(self.sketch_tool)

    def _on_map_tool_set(self, new_tool, _old=None) -> None:
        if new_tool is not self.sketch_tool and self.sketch_button.isChecked():
            self.sketch_button.setChecked(False)
        if new_tool is not self.pick_tool and self.pick_button.isChecked():
            self.pick_button.setChecked(False)

    def _toggle_pick(self, on: bool) -> None:
        canvas = self.hub.canvas
        if on:
            canvas.setMapTool(self.pick_tool)
        elif canvas.mapTool() is self.pick_tool:
            canvas.unsetMapTool(self.pick_tool)

    # ------------------------------------------------------------ lifecycle
    def release_map_tools(self) -> None:
        canvas = self.hub.canvas
        if canvas.mapTool() is self.sketch_tool:
            canvas.unsetMapTool(self.sketch_tool)
        self.sketch_tool.clean_up()
        if canvas.mapTool() is self.pick_tool:
            canvas.unsetMapTool(self.pick_tool)

    def unload(self) -> None:
        self.chips.close()
        self.sharing.detach()
        self.suggestion_panel.disconnect_project()

    def remove_results_dock(self) -> None:
        if self._results_dock_added:
            self.hub.iface.removeDockWidget(self.results_dock)
        self.results_dock.setParent(None)
        self.results_dock.deleteLater()
