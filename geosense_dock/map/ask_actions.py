"""“Ask GeoSense about…” where analysts already are.

* Map layer actions (attribute table and identify results): “Ask GeoSense about
  this feature” and “… these features”.
* The layer tree context menu: “Ask GeoSense about this layer / these layers”, and
  on a legend entry of a layer's class, “Ask GeoSense about this class”. Dragging
  such a legend entry onto the composer inserts the class too.
* A main-window shortcut (Ctrl+Alt+Shift+G by default, changeable in QGIS'
  keyboard shortcuts) for the current selection.

Each opens the dock, focuses the composer and inserts the chips (``ask(chips)``).
Everything is removed again by :meth:`AskActions.unload`.

On QGIS versions whose layer tree view has ``contextMenuAboutToShow`` the
entries are added through that signal; on older ones (3.22) an event filter on
the view shows the view's own menu, from its own menu provider, with the
entries added: the provider itself is left untouched.

It never sends a message, and it imports no widget: chips go to the ``ask`` callback it is given.
"""

from __future__ import annotations

import logging
import os
from typing import Callable, List, Optional

from qgis.core import Qgis, QgsLayerTreeModelLegendNode, QgsVectorLayer
from qgis.gui import QgsGui, QgsLayerTreeView, QgsMapLayerAction
from qgis.PyQt.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QPoint, Qt
from qgis.PyQt.QtGui import QDrag, QIcon, QKeySequence
from qgis.PyQt.QtWidgets import QAction, QApplication, QMenu

from ..core.composer_markup import Chip
from .classes import ELSE_KEY, _category_keys
from .references import ReferenceBuilder, chips_mime

log = logging.getLogger("geosense.map")

ICON_DIR = os.path.join(os.path.dirname(__file__), os.pardir, os.pardir, "resources", "icons")
SELECTION_SHORTCUT = "Ctrl+Alt+Shift+G"
MENU = "&GeoSense"

try:  # QGIS >= 3.30
    VECTOR_LAYER_TYPE = Qgis.LayerType.Vector
    SINGLE_FEATURE = Qgis.MapLayerActionTarget.SingleFeature
    MULTIPLE_FEATURES = Qgis.MapLayerActionTarget.MultipleFeatures
except AttributeError:  # QGIS 3.22 .. 3.28
    from qgis.core import QgsMapLayerType

    VECTOR_LAYER_TYPE = QgsMapLayerType.VectorLayer
    SINGLE_FEATURE = QgsMapLayerAction.Target.SingleFeature
    MULTIPLE_FEATURES = QgsMapLayerAction.Target.MultipleFeatures


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


def legend_class(builder: ReferenceBuilder, node) -> Optional[Chip]:
    """The class chip for a legend entry of a categorized layer, or ``None``."""
    if not isinstance(node, QgsLayerTreeModelLegendNode):
        return None
    layer = node.layerNode().layer() if node.layerNode() is not None else None
    if not isinstance(layer, QgsVectorLayer) or builder.can_reference(layer):
        return None
    registry = builder.registry
    scheme = registry.class_scheme(layer)
    if not scheme.classes:
        return None
    renderer = layer.renderer()
    key = node.data(QgsLayerTreeModelLegendNode.LegendNodeRoles.RuleKeyRole)
    label = str(node.data(Qt.ItemDataRole.DisplayRole) or "")
    category = None
    categories = list(renderer.categories()) if hasattr(renderer, "categories") else []
    for i, cat in enumerate(categories):
        uuid = cat.uuid() if hasattr(cat, "uuid") else None
        if (uuid and uuid == key) or str(i) == str(key):
            category = cat
            break
    index = -1
    if category is not None:
        cat_keys = _category_keys(category.value())
        if cat_keys == (ELSE_KEY,):
            index = scheme.else_index
        else:
            index = next((scheme.lookup[k] for k in cat_keys if k in scheme.lookup), -1)
    if index < 0 and label:
        index = next((c.index for c in scheme.classes if c.name == label), -1)
    if not 0 <= index < len(scheme.classes):
        return None
    return builder.class_chip(layer, scheme.classes[index])


class AskActions(QObject):
    """The “Ask GeoSense about…” entry points. ``ask(chips)`` puts chips in the composer."""

    def __init__(self, iface, builder: ReferenceBuilder, ask: Callable[[List[Chip]], None],
                 tell: Optional[Callable[[str], None]] = None, layer_tree_view=None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.iface = iface
        self.builder = builder
        self.ask = ask
        self.tell = tell or (lambda text: log.info("%s", text))
        self.exec_menu = lambda menu, pos: menu.exec(pos)  # tests replace this (a menu blocks)
        self.start_drag = lambda drag: drag.exec(Qt.DropAction.CopyAction)
        self._press: Optional[QPoint] = None
        self._press_chip: Optional[Chip] = None
        icon = QIcon(os.path.join(ICON_DIR, "geosense.svg"))
        self.feature_action = QgsMapLayerAction(tr("Ask GeoSense about this feature"), self, VECTOR_LAYER_TYPE,
                                                SINGLE_FEATURE, icon)
        self.features_action = QgsMapLayerAction(tr("Ask GeoSense about these features"), self, VECTOR_LAYER_TYPE,
                                                 MULTIPLE_FEATURES, icon)
        self.feature_action.triggeredForFeature.connect(lambda layer, feature: self.ask_features(layer, [feature]))
        self.features_action.triggeredForFeatures.connect(self.ask_features)
        self._registry = QgsGui.mapLayerActionRegistry()
        for action in (self.feature_action, self.features_action):
            self._registry.addMapLayerAction(action)

        main = iface.mainWindow()
        self.selection_action = QAction(icon, tr("Ask GeoSense about the selection"), main)
        self.selection_action.setObjectName("GeoSenseAskSelection")
        self.selection_action.setToolTip(tr("Insert the selected features into the GeoSense composer"))
        self.selection_action.setShortcut(QKeySequence(SELECTION_SHORTCUT))
        self.selection_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.selection_action.triggered.connect(self.ask_selection)
        main.addAction(self.selection_action)
        _call(iface, "registerMainWindowAction", self.selection_action, SELECTION_SHORTCUT)
        _call(iface, "addPluginToMenu", MENU, self.selection_action)

        self.view = layer_tree_view if layer_tree_view is not None else _layer_tree_view(iface)
        self._menu_signal = False
        if self.view is not None:
            if hasattr(self.view, "contextMenuAboutToShow"):  # noqa: SEAM002 - a QgsLayerTreeView signal older QGIS lack
                self.view.contextMenuAboutToShow.connect(self.extend_layer_menu)
                self._menu_signal = True
            self.view.viewport().installEventFilter(self)

    # -- asking ---------------------------------------------------------------------------

    def ask_features(self, layer, features) -> None:
        try:
            made = self.builder.feature_chips(layer, list(features))
            self._deliver(made.chips, made.refused)
        except Exception:  # noqa: BLE001 - an action never raises into Qt
            log.exception("asking about features failed")

    def ask_selection(self) -> None:
        try:
            made = self.builder.selection_chips()
            if not made.chips and not made.refused:
                self.tell(tr("Nothing is selected: select features on the map first."))
                return
            self._deliver(made.chips, made.refused)
        except Exception:  # noqa: BLE001
            log.exception("asking about the selection failed")

    def ask_layers(self, layers) -> None:
        chips, refused = [], []
        for layer in layers:
            chip, reason = self.builder.layer_chip(layer)
            if chip is not None:
                chips.append(chip)
            elif reason:
                refused.append(reason)
        self._deliver(chips, refused)

    def _deliver(self, chips: List[Chip], refused: List[str]) -> None:
        if refused:
            self.tell(tr("Some references could not be inserted: {0}.").format("; ".join(refused)))
        if chips:
            self.ask(chips)

    # -- layer tree -------------------------------------------------------------------------

    def extend_layer_menu(self, menu: QMenu) -> None:
        """Add the “Ask GeoSense about…” entry for what the menu is about."""
        try:
            view = self.view
            if view is None:
                return
            node = view.currentLegendNode()
            chip = legend_class(self.builder, node) if node is not None else None
            if chip is not None:
                menu.addSeparator()
                action = menu.addAction(tr("Ask GeoSense about this class"))
                action.setObjectName("GeoSenseAskClass")
                action.triggered.connect(lambda _=False, c=chip: self.ask([c]))
                return
            layers = [layer for layer in view.selectedLayers() if isinstance(layer, QgsVectorLayer)
                      and not self.builder.can_reference(layer)]
            if not layers:
                return
            menu.addSeparator()
            text = tr("Ask GeoSense about this layer") if len(layers) == 1 else tr("Ask GeoSense about these layers")
            action = menu.addAction(text)
            action.setObjectName("GeoSenseAskLayer")
            action.triggered.connect(lambda _=False, ls=list(layers): self.ask_layers(ls))
        except Exception:  # noqa: BLE001 - the menu shows without our entry rather than failing
            log.exception("extending the layer tree menu failed")

    def show_layer_menu(self, pos: QPoint) -> bool:
        """Show the view's own context menu at ``pos`` (viewport coordinates) with our entry added."""
        view = self.view
        provider = view.menuProvider() if view is not None else None
        if provider is None:
            return False
        if not view.indexAt(pos).isValid():
            view.setCurrentIndex(QModelIndex())
        menu = provider.createContextMenu()
        if menu is None:
            return True
        self.extend_layer_menu(menu)
        if menu.actions():
            self.exec_menu(menu, view.viewport().mapToGlobal(pos))
        menu.deleteLater()
        return True

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt override)
        try:
            view = self.view
            if view is None or obj is not view.viewport():
                return False
            kind = event.type()
            if kind == QEvent.Type.ContextMenu and not self._menu_signal:
                return self.show_layer_menu(event.pos())
            if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
                node = view.index2legendNode(view.indexAt(event.pos()))
                self._press_chip = legend_class(self.builder, node) if node is not None else None
                self._press = event.pos() if self._press_chip is not None else None
            elif kind == QEvent.Type.MouseMove and self._press is not None:
                if not (event.buttons() & Qt.MouseButton.LeftButton):
                    self._press = None
                elif (event.pos() - self._press).manhattanLength() >= QApplication.startDragDistance():
                    chip, self._press, self._press_chip = self._press_chip, None, None
                    self.drag_class(chip)
                    return True
            elif kind == QEvent.Type.MouseButtonRelease:
                self._press = self._press_chip = None
        except Exception:  # noqa: BLE001 - the layer tree keeps working whatever happens here
            log.exception("layer tree event failed")
        return False

    def drag_class(self, chip: Optional[Chip]) -> None:
        """Drag a class chip (from a legend entry) towards the composer."""
        if chip is None or self.view is None:
            return
        drag = QDrag(self.view)
        drag.setMimeData(chips_mime([chip]))
        self.start_drag(drag)

    # -- lifecycle --------------------------------------------------------------------------

    def unload(self) -> None:
        for action in (self.feature_action, self.features_action):
            try:
                self._registry.removeMapLayerAction(action)
            except (TypeError, RuntimeError):
                pass
        if self.view is not None:
            try:
                self.view.viewport().removeEventFilter(self)
            except RuntimeError:
                pass
            if self._menu_signal:
                try:
                    self.view.contextMenuAboutToShow.disconnect(self.extend_layer_menu)
                except (TypeError, RuntimeError):
                    pass
            self.view = None
        _call(self.iface, "unregisterMainWindowAction", self.selection_action)
        _call(self.iface, "removePluginMenu", MENU, self.selection_action)
        main = self.iface.mainWindow()
        if main is not None:
            main.removeAction(self.selection_action)
        self.selection_action.deleteLater()


def _layer_tree_view(iface) -> Optional[QgsLayerTreeView]:
    try:
        view = iface.layerTreeView()
    except Exception:  # noqa: BLE001 - an iface without a layer tree (scripts, tests)
        return None
    return view if isinstance(view, QgsLayerTreeView) else None


def _call(iface, name: str, *args) -> None:
    """Call an iface method that some interfaces (scripts, test doubles) lack."""
    try:
        method = getattr(iface, name)
    except AttributeError:
        return
    try:
        method(*args)
    except Exception:  # noqa: BLE001 - registering a shortcut is optional
        log.debug("iface.%s failed", name, exc_info=True)
