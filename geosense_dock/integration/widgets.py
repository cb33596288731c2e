"""The map side's widgets in and beside the dock: context chips, the Layers/Sketch/Results/Pick buttons,
the sharing panel, the sketch and pick map tools, and the results (results list and suggestion review).

The results sit under the conversation in the GeoSense dock by default; *Open in a panel of its own*
moves them into a dock of their own ("GeoSense results", placed below the GeoSense dock, never tabbed
over it), which the user can move, tab or float like any QGIS panel. The choice is kept in QgsSettings.

Builds and shows widgets and switches map tools; what a pick, a sketch or a
result means is the other parts' business. GUI thread only.
"""

from __future__ import annotations

import os

from qgis.core import QgsProject, QgsSettings
from qgis.gui import QgsDockWidget
from qgis.PyQt.QtCore import QCoreApplication, QEvent, QObject, QPoint, QSize, Qt
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QToolButton, QVBoxLayout, QWidget

from .. import plain
from ..i18n import mirror
from ..map import SketchMapTool, SketchStore, VectorRegistry, compat
from ..map.pick_tool import PickMapTool
from ..map.provenance import ProvenanceTracker
from ..map.results import ResultsManager
from ..notices import NoticeSink
from ..signals import Connections
from ..ui.context_chips import ContextChips
from ..ui.dock import GeoSenseDock
from ..ui.results_panel import ResultsPanel
from ..ui.sharing_panel import SharingPanel
from ..ui.suggestion_panel import SuggestionPanel


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


IN_PANEL_KEY = "geosense/layout/results_in_panel"  # the results in a dock of their own
ICONS = os.path.join(os.path.dirname(__file__), os.pardir, os.pardir, "resources", "icons")
RESULTS_DOCK_SHARE = 0.35  # of the height the GeoSense dock splits with the results dock below it


def svg_icon(name: str) -> QIcon:
    """One of the plugin's SVG icons (drawn at any scale, never a scaled bitmap)."""
    return QIcon(os.path.join(ICONS, name + ".svg"))


class ReviewInSight(QObject):
    """Keeps the suggestion review's top at the top of the panels under the conversation, from the moment
    it opens until the user scrolls them or it closes: on a laptop the results list above it would
    otherwise leave only its title in sight. The layout settles after the review is shown (the results
    list grows, the dock's split is restored), and each step moves the review: each is followed."""

    def __init__(self, area: QScrollArea, review: QWidget, parent: QObject) -> None:
        super().__init__(parent)
        self.area = area
        self.review = review
        self.pinned = False
        area.viewport().installEventFilter(self)
        review.installEventFilter(self)
        bar = area.verticalScrollBar()
        bar.actionTriggered.connect(self.unpin)  # the wheel, an arrow, a click in the track
        bar.sliderPressed.connect(self.unpin)  # the handle dragged

    def pin(self) -> None:
        self.pinned = True
        self.apply()

    def unpin(self, *_args) -> None:
        self.pinned = False

    def apply(self) -> None:
        inner = self.area.widget()
        if not self.pinned or inner is None or self.review.isHidden() or not inner.isAncestorOf(self.review):
            return  # (in a dock of its own, the results scroll on their own)
        if inner.layout() is not None:
            inner.layout().activate()  # the geometry of what was just shown, now
        self.area.verticalScrollBar().setValue(self.review.mapTo(inner, QPoint(0, 0)).y())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if self.pinned and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.apply()
        return False


class DockWidgets:
    def __init__(self, iface, dock: GeoSenseDock, registry: VectorRegistry, sketches: SketchStore,
                 results: ResultsManager, project: QgsProject, tracker: ProvenanceTracker,
                 notices: NoticeSink) -> None:
        self.iface = iface
        self.canvas = iface.mapCanvas()
        self.dock = dock
        self.registry = registry
        self.sketches = sketches
        self.results = results
        self.project = project
        self.tracker = tracker
        self.notices = notices
        self._connections = Connections()
        self._build()

    def _build(self) -> None:
        dock = self.dock
        self.chips = ContextChips(self.registry, self.canvas, self.sketches, dock)
        dock.set_context_chips(self.chips)
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
        self._chips_row = row
        self._chips_room_kept = False
        self.chips.changed.connect(self._keep_chips_room)
        self._keep_chips_room()
        self.sharing = SharingPanel(self.registry, dock)
        self.sharing.setVisible(False)
        self.layers_button.toggled.connect(self.sharing.setVisible)
        dock.composer_extras.addLayout(row)

        canvas = self.canvas
        self.sketch_tool = SketchMapTool(canvas, self.sketches, compat.POLYGON)
        self.sketch_button.toggled.connect(self._toggle_sketch)
        self.pick_tool = PickMapTool(canvas)  # what a pick means is the composer's: see MapIntegration
        self.pick_tool.missed.connect(lambda: self.notices.tell(tr("No feature there: click inside a feature."), 3))
        self.pick_button.toggled.connect(self._toggle_pick)
        self._connections.connect(canvas.mapToolSet, self._on_map_tool_set)

        # the results list and the review, with a header: in the dock under the conversation, or in a
        # dock of their own
        self.results_box = QWidget()
        self.results_box.setObjectName("GeoSenseResults")
        mirror(self.results_box)
        box = QVBoxLayout(self.results_box)
        box.setContentsMargins(0, 0, 0, 0)
        header = QHBoxLayout()
        self.results_title = plain.plain_label(QLabel(tr("GeoSense results"), self.results_box))
        font = self.results_title.font()
        font.setBold(True)
        self.results_title.setFont(font)
        self.own_panel_button = QToolButton(self.results_box)
        self.own_panel_button.setCheckable(True)
        self.own_panel_button.setIcon(svg_icon("panel-own"))
        self.own_panel_button.setIconSize(QSize(16, 16))
        self.own_panel_button.setAutoRaise(True)
        self.hide_results_button = QToolButton(self.results_box)
        self.hide_results_button.setIcon(svg_icon("panel-close"))
        self.hide_results_button.setIconSize(QSize(16, 16))
        self.hide_results_button.setAutoRaise(True)
        self.hide_results_button.setToolTip(tr("Hide the results"))
        self.hide_results_button.setAccessibleName(tr("Hide the results"))
        self.hide_results_button.clicked.connect(self.hide_results)
        header.addWidget(self.results_title, 1)
        header.addWidget(self.own_panel_button)
        header.addWidget(self.hide_results_button)
        box.addLayout(header)
        self.results_panel = ResultsPanel(self.results, canvas, self.results_box)
        box.addWidget(self.results_panel)
        # "Edit shape" makes QGIS's vertex tool current; accepted features get the answer's provenance
        self.suggestion_panel = SuggestionPanel(canvas, self.project, self.results_box, iface=self.iface,
                                                tracker=self.tracker, saved_id=self.registry.saved_id)
        self.suggestion_panel.setVisible(False)
        self.suggestion_panel.message.connect(self._panel_message)
        self.suggestion_panel.accepted.connect(self._suggestions_removed)
        self.suggestion_panel.rejected.connect(self._suggestions_removed)
        box.addWidget(self.suggestion_panel, 1)
        self.review_in_sight = ReviewInSight(dock.panels, self.suggestion_panel, self.results_box)
        self._keep_review_wide()

        self.results_dock = QgsDockWidget(tr("GeoSense results"))  # the main window adopts it when docked
        self.results_dock.setObjectName("GeoSenseResultsDock")
        mirror(self.results_dock)
        self.results_scroll = QScrollArea(self.results_dock)  # a short screen scrolls the review, never cuts it
        self.results_scroll.setWidgetResizable(True)
        self.results_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.results_dock.setWidget(self.results_scroll)
        self.results_dock.hide()
        self._results_dock_added = False  # docked when first used, so QGIS does not show it empty

        self.in_panel = QgsSettings().value(IN_PANEL_KEY, False, type=bool)
        self.results_box.hide()
        if self.in_panel:
            self.results_scroll.setWidget(self.results_box)
        else:
            dock.add_panel(self.results_box, 1)
        dock.add_panel(self.sharing, 1)  # the sharing table under the results, next to its Layers button
        self._show_own_panel_state()
        self.own_panel_button.toggled.connect(self.set_in_panel)
        self.results_button.clicked.connect(self.show_results)
        self._connections.connect(self.results.resultAdded, lambda *_: self.show_results())

    def _suggestions_removed(self, removed: int, layer) -> None:
        """Accepted or rejected suggestions of ``layer``: their result, and the review while it shows them, are
        named by those left."""
        if layer is not None:
            self.results.suggestions_removed(layer, removed)
            if self.suggestion_panel.layer is layer:
                self.suggestion_panel.title.setText(layer.name())

    def _panel_message(self, text: str, level: int) -> None:
        plain.push(self.iface.messageBar(), tr("GeoSense"), text, level, 6)

    def show_results(self) -> None:
        """Show the results where the user keeps them: under the conversation, or in their own dock."""
        self.results_box.show()
        if self.in_panel:
            self._dock_results_panel()
            self.results_dock.setUserVisible(True)
        else:
            self.dock.show_panel(self.results_box)
            if not self.suggestion_panel.isHidden():  # a review waits for the user: it keeps the top
                self.review_in_sight.pin()

    def hide_results(self) -> None:
        if self.in_panel:
            self.results_dock.hide()
        else:
            self.results_box.hide()

    def set_in_panel(self, on: bool) -> None:
        """Move the results into a dock of their own (``on``) or back under the conversation; remembered."""
        on = bool(on)
        if on != self.own_panel_button.isChecked():
            self.own_panel_button.setChecked(on)  # comes back here through toggled
            return
        if on == self.in_panel:
            return
        self.in_panel = on
        QgsSettings().setValue(IN_PANEL_KEY, on)
        dock = self.dock
        if on:
            dock.take_panel(self.results_box)
            self.results_scroll.setWidget(self.results_box)
        else:
            self.results_scroll.takeWidget()
            dock.add_panel(self.results_box, 1, index=0)  # back above the sharing table
            self.results_dock.hide()
        self._show_own_panel_state()
        self.show_results()

    def _show_own_panel_state(self) -> None:
        self.results_title.setVisible(not self.in_panel)  # the dock's own title and close button are there
        self.hide_results_button.setVisible(not self.in_panel)
        tip = tr("Put the results back under the conversation") if self.in_panel else tr(
            "Open the results in a panel of their own")
        self.own_panel_button.setToolTip(tip)
        self.own_panel_button.setAccessibleName(tip)
        self.own_panel_button.blockSignals(True)
        self.own_panel_button.setChecked(self.in_panel)
        self.own_panel_button.blockSignals(False)

    def _dock_results_panel(self) -> None:
        """Dock the results panel below the GeoSense dock the first time (not as a tab over it)."""
        if self._results_dock_added:
            return
        iface, dock = self.iface, self.dock
        iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.results_dock)
        self._results_dock_added = True
        main = iface.mainWindow()
        if dock.isFloating() or main.dockWidgetArea(dock) == Qt.DockWidgetArea.NoDockWidgetArea:
            return
        self.results_dock.show()
        main.splitDockWidget(dock, self.results_dock, Qt.Orientation.Vertical)
        total = dock.height() + self.results_dock.height()
        if total > 0:
            below = int(total * RESULTS_DOCK_SHARE)
            main.resizeDocks([dock, self.results_dock], [total - below, below], Qt.Orientation.Vertical)

    def show_suggestions(self, layer) -> None:
        """The suggestion panel on ``layer``, with the results."""
        self.suggestion_panel.set_layer(layer)
        self.suggestion_panel.setVisible(True)
        self._keep_review_wide()  # as drawn now (a theme's widgets may be wider)
        self.show_results()  # which brings the review's top into sight

    def _keep_chips_room(self) -> None:
        """The dock opens with room for the buttons and two chips on one line ("viewport", "1 layer"): a third
        chip wraps the chips onto a second line instead of widening the dock over the map, and so do the
        two in a dock the user made narrower. Measured again once the dock is on the screen, in the style
        and font QGIS finally gives it."""
        if self._chips_room_kept:
            return
        buttons = (self.pick_button, self.layers_button, self.sketch_button, self.results_button)
        for button in buttons:
            button.ensurePolished()
        spacing = self._chips_row.spacing()
        self.dock.prefer_width(self.chips.room_for_defaults() + sum(b.sizeHint().width() + spacing
                                                                    for b in buttons))
        self._chips_room_kept = self.dock.isVisible()

    def _keep_review_wide(self) -> None:
        """The results and the review, the widest of the panels, do not scroll sideways in the dock as it
        opens: the dock prefers their width (the review counted when it is hidden too)."""
        self.results_box.ensurePolished()
        self.suggestion_panel.ensurePolished()
        margins = self.results_box.layout().contentsMargins()
        review = self.suggestion_panel.minimumSizeHint().width() + margins.left() + margins.right()
        self.dock.prefer_panels_width(max(review, self.results_box.minimumSizeHint().width()))

    def hide_suggestions(self) -> None:
        self.review_in_sight.unpin()
        self.suggestion_panel.set_layer(None)
        self.suggestion_panel.setVisible(False)

    def _toggle_sketch(self, on: bool) -> None:
        canvas = self.canvas
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
        canvas = self.canvas
        if on:
            canvas.setMapTool(self.pick_tool)
        elif canvas.mapTool() is self.pick_tool:
            canvas.unsetMapTool(self.pick_tool)

    # ------------------------------------------------------------ lifecycle
    def release_map_tools(self) -> None:
        self._connections.disconnect_all()  # first: releasing the tools must not toggle the buttons
        canvas = self.canvas
        if canvas.mapTool() is self.sketch_tool:
            canvas.unsetMapTool(self.sketch_tool)
        self.sketch_tool.clean_up()
        if canvas.mapTool() is self.pick_tool:
            canvas.unsetMapTool(self.pick_tool)
        # the tools are the canvas's children: deleted, they no longer keep this session's objects (their
        # slots hold them) for the rest of QGIS's
        self.sketch_tool.deleteLater()
        self.pick_tool.deleteLater()

    def unload(self) -> None:
        self._connections.disconnect_all()
        self.chips.close()
        self.sharing.detach()
        self.suggestion_panel.disconnect_project()

    def remove_results_dock(self) -> None:
        if self._results_dock_added:
            self.iface.removeDockWidget(self.results_dock)
        self.results_dock.setParent(None)
        self.results_dock.deleteLater()
