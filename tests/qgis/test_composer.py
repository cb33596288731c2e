"""The composer with reference chips, in the loaded plugin on the demo project (agent offline).

Messages stay queued here (no agent), so what the composer sends is read from the
conversation; tests/e2e/test_ask_about.py checks what a real agent receives.
"""

from __future__ import annotations

import re

import pytest
from qgis.core import QgsLayerTreeModel, QgsProject, QgsSettings, QgsVectorLayer
from qgis.gui import QgsGui, QgsLayerTreeView, QgsLayerTreeViewMenuProvider, QgsMapMouseEvent
from qgis.PyQt.QtCore import QEvent, QPoint, QPointF, Qt
from qgis.PyQt.QtGui import QContextMenuEvent, QDropEvent
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QAbstractButton, QApplication, QMenu, QTextEdit

from geosense import classFactory
from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.map.ask_actions import AskActions, legend_class
from scripts.make_demo_project import build
from tests.qgis.test_map_helpers import sized_canvas
from tests.qgis_support import wait_for
from tests.qt_watchdog import close_when_shown


class Prompts:
    """Stands in for the yes/no questions and the message bar; fails on an unexpected question."""

    def __init__(self) -> None:
        self.answers = []
        self.asked = []
        self.told = []

    def ask(self, text: str) -> bool:
        self.asked.append(text)
        if not self.answers:
            pytest.fail(f"unexpected question: {text}")
        return self.answers.pop(0)

    def tell(self, text: str, *_args) -> None:
        self.told.append(text)


@pytest.fixture
def demo(tmp_path, desktop_iface, qgis_canvas):
    path = build(str(tmp_path / "demo"))
    project = QgsProject.instance()
    assert project.read(path)
    layer = project.mapLayersByName("Annotations")[0]
    ground = project.mapLayersByName("Ground")[0]
    QgsSettings().setValue("geosense/base_url", "http://127.0.0.1:9")  # nothing listens: messages queue
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    sized_canvas(qgis_canvas, crs=project.crs().authid())
    qgis_canvas.setLayers([layer, ground])
    qgis_canvas.setExtent(layer.extent())
    desktop_iface.setActiveLayer(layer)
    main = desktop_iface.mainWindow()
    main.activateWindow()
    QApplication.setActiveWindow(main)  # as in QGIS: the main window is the active one
    integration = plugin.integration
    prompts = Prompts()
    integration.references.ask = prompts.ask
    integration.references.tell = prompts.tell
    plugin.notices.tell = prompts.tell
    integration.ask_actions.tell = prompts.tell
    plugin.dock.composer.confirm_drop = lambda chips: pytest.fail("unexpected question about dropping references")
    yield plugin, layer, prompts
    plugin.unload()
    project.clear()


def houses(layer, n=3):
    return [f for f in layer.getFeatures() if f["class"] == "house"][:n]


def vid(plugin, layer):
    return plugin.integration.registry.vector_id(layer)


def user_messages(plugin):
    return [m for m in plugin.controller.conversation.messages if m.role == C.USER]


def test_typed_text_is_escaped_and_the_rendered_chip_is_live(demo):
    plugin, layer, _prompts = demo
    composer = plugin.dock.composer
    house = houses(layer, 1)[0]
    composer.setFocus()
    QTest.keyClicks(composer, "Is a<b & ")
    chip, reason = plugin.integration.references.feature_chip(layer, house)
    assert reason == "" and chip.label == f"House {house.id()}"  # labelled like the answer's refs
    assert plugin.dock.insert_references([chip]) == 1
    QTest.keyClicks(composer, "big?")
    QTest.keyClick(composer, Qt.Key.Key_Return)
    assert composer.toPlainText() == ""
    sent = user_messages(plugin)[-1]
    assert sent.content == f'Is a&lt;b &amp; <ref id="{house.id()}" v="{vid(plugin, layer)}" /> big?'
    card = plugin.dock.conversation.card_for(sent)
    shown = " ".join(card.body.toPlainText().replace("\xa0", " ").split())
    assert shown == f"Is a<b & House {house.id()} big?"
    links = [a for a in card.body.anchors() if a.startswith("geosense://ref")]
    assert len(links) == 1 and f"id={house.id()}" in links[0]
    layer.removeSelection()
    card.body.activate_anchor(links[0])
    assert layer.selectedFeatureIds() == [house.id()]


def test_a_chip_is_deleted_like_one_character(demo):
    plugin, layer, _prompts = demo
    composer = plugin.dock.composer
    refs = plugin.integration.references
    a, b = houses(layer, 2)
    composer.insert_chips([refs.feature_chip(layer, a)[0], refs.feature_chip(layer, b)[0]])
    QTest.keyClicks(composer, "x")
    assert len(composer.chips()) == 2
    for _ in range(3):  # "x", the space, then the second chip
        QTest.keyClick(composer, Qt.Key.Key_Backspace)
    assert [c.id for c in composer.chips()] == [str(a.id())]
    QTest.keyClick(composer, Qt.Key.Key_Home)
    QTest.keyClick(composer, Qt.Key.Key_Delete)
    assert composer.chips() == []


def test_pick_tool_click_on_a_feature_inserts_its_chip(demo, qgis_canvas):
    plugin, layer, _prompts = demo
    integration = plugin.integration
    integration.pick_button.click()
    assert qgis_canvas.mapTool() is integration.pick_tool
    house = houses(layer, 3)[2]
    centre = house.geometry().pointOnSurface().asPoint()
    pixel = qgis_canvas.getCoordinateTransform().transform(centre)
    pos = QPoint(int(round(pixel.x())), int(round(pixel.y())))
    QTest.mouseClick(qgis_canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    chips = plugin.dock.composer.chips()
    assert [(c.kind, c.id, c.v, c.label) for c in chips] == \
           [("ref", str(house.id()), vid(plugin, layer), f"House {house.id()}")]
    # the tool's own handler, with a QgsMapMouseEvent at another feature's centre
    tree = [f for f in layer.getFeatures() if f["class"] == "tree"][0]
    pixel = qgis_canvas.getCoordinateTransform().transform(tree.geometry().centroid().asPoint())
    event = QgsMapMouseEvent(qgis_canvas, QEvent.Type.MouseButtonRelease,
                             QPoint(int(round(pixel.x())), int(round(pixel.y()))), Qt.MouseButton.LeftButton)
    integration.pick_tool.canvasReleaseEvent(event)
    assert [c.id for c in plugin.dock.composer.chips()] == [str(house.id()), str(tree.id())]
    assert plugin.dock.composer.markup().count("<ref ") == 2
    QTest.keyClick(qgis_canvas, Qt.Key.Key_Escape)
    assert qgis_canvas.mapTool() is not integration.pick_tool and not integration.pick_button.isChecked()


def test_map_layer_action_opens_the_dock_with_the_selection_chips(demo):
    plugin, layer, _prompts = demo
    actions = plugin.integration.ask_actions
    registered = QgsGui.mapLayerActionRegistry().mapLayerActions(layer)
    assert actions.feature_action in registered and actions.features_action in registered
    plugin.dock.hide()
    chosen = houses(layer, 3)
    layer.selectByIds([f.id() for f in chosen])
    actions.features_action.triggerForFeatures(layer, list(layer.getSelectedFeatures()))
    dock = plugin.dock
    assert dock.isVisible()
    wait_for(lambda: QApplication.focusWidget() is dock.composer, 5, "the composer to have the focus")
    assert [c.id for c in dock.composer.chips()] == [str(f.id()) for f in chosen]
    assert [c.label for c in dock.composer.chips()] == [f"House {f.id()}" for f in chosen]
    # the identify results / attribute table row: one feature
    dock.composer.clear()
    actions.feature_action.triggerForFeature(layer, chosen[0])
    assert [c.id for c in dock.composer.chips()] == [str(chosen[0].id())]


def test_many_features_give_twenty_chips_and_one_for_the_rest(demo):
    plugin, layer, _prompts = demo
    features = list(layer.getFeatures())
    assert len(features) > 25
    plugin.integration.ask_actions.features_action.triggerForFeatures(layer, features)
    chips = plugin.dock.composer.chips()
    assert len(chips) == 21 and all(c.kind == "ref" for c in chips[:20])
    more = chips[20]
    assert more.kind == "more" and more.count == len(features) - 20 and more.label == f"and {more.count} more"
    QTest.keyClick(plugin.dock.composer, Qt.Key.Key_Return)
    sent = user_messages(plugin)[-1]
    assert sent.content.count("<ref ") == 20 and sent.content.endswith(f"and {more.count} more")
    selection = sent.contexts[0]["selection"]  # sent as the message's selection context
    assert sorted(a["id"] for a in selection["annotations"]) == sorted(f.id() for f in features)
    assert "selection" in sent.contexts[0]["requested"]


def test_selection_shortcut_action_inserts_the_selection(demo, desktop_iface):
    plugin, layer, prompts = demo
    action = plugin.integration.ask_actions.selection_action
    assert action.shortcut().toString() == "Ctrl+Alt+Shift+G"
    assert action in desktop_iface.mainWindow().actions()
    action.trigger()
    assert prompts.told and "Nothing is selected" in prompts.told[-1]
    chosen = houses(layer, 2)
    layer.selectByIds([f.id() for f in chosen])
    action.trigger()
    assert [c.id for c in plugin.dock.composer.chips()] == [str(f.id()) for f in chosen]


def test_at_completion_lists_selected_features_first(demo):
    plugin, layer, _prompts = demo
    composer = plugin.dock.composer
    chosen = houses(layer, 2)
    layer.selectByIds([f.id() for f in chosen])
    composer.setFocus()
    QTest.keyClicks(composer, "compare @")
    items = composer.completion_items()
    assert composer.completer.popup().isVisible()
    kinds = [chip.kind for _text, chip in items]
    assert [chip.id for _t, chip in items[:2]] == [str(f.id()) for f in chosen]
    assert kinds[:2] == ["ref", "ref"] and "vector" in kinds and "class" in kinds
    assert kinds.index("vector") < kinds.index("class")
    QTest.keyClicks(composer, "poo")
    items = composer.completion_items()
    assert [(chip.kind, chip.label) for _t, chip in items] == [("class", "Pool")]
    QTest.keyClick(composer.completer.popup(), Qt.Key.Key_Return)
    assert not composer.completer.popup().isVisible()
    assert composer.toPlainText().startswith("compare ") and "@" not in composer.toPlainText()
    [chip] = composer.chips()
    assert chip.kind == "class" and chip.project == plugin.integration.registry.project_id()
    assert re.fullmatch(r'compare <class id="[^"]+" project="[^"]+" />', composer.markup())


def test_a_layer_dragged_from_the_layer_tree_becomes_a_layer_chip(demo):
    plugin, layer, _prompts = demo
    composer = plugin.dock.composer
    model = QgsLayerTreeModel(QgsProject.instance().layerTreeRoot())
    node = QgsProject.instance().layerTreeRoot().findLayer(layer.id())
    mime = model.mimeData([model.node2index(node)])
    assert composer.canInsertFromMimeData(mime)
    QTest.keyClicks(composer, "what is in ")
    composer.insertFromMimeData(mime)
    assert composer.markup() == f'what is in <vector id="{vid(plugin, layer)}" />'
    assert composer.chips()[0].label == "Annotations"
    # a real drop: the layer tree offers only a move, the composer never takes it (that would
    # take the layer out of the layer tree)
    composer.clear()
    drop = QDropEvent(QPointF(5, 5), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    composer.dropEvent(drop)
    assert drop.isAccepted() and drop.dropAction() == Qt.DropAction.IgnoreAction
    assert [c.kind for c in composer.chips()] == ["vector"]
    assert QgsProject.instance().layerTreeRoot().findLayer(layer.id()) is not None


def legend_index(view, layer, label):
    model = view.layerTreeModel()
    node = QgsProject.instance().layerTreeRoot().findLayer(layer.id())
    for legend_node in model.layerLegendNodes(node):
        if legend_node.data(Qt.ItemDataRole.DisplayRole) == label:
            return view.legendNode2index(legend_node)
    raise AssertionError(f"no legend entry {label}")


class Provider(QgsLayerTreeViewMenuProvider):
    def createContextMenu(self):  # noqa: N802
        menu = QMenu()
        menu.addAction("Zoom to Layer")
        return menu


# QGIS 3.40+ has QgsLayerTreeView.contextMenuAboutToShow: the plugin adds its entry through that
# signal to the menu the view itself shows. 3.22 lacks it: the plugin's event filter shows the
# view's menu (from the view's own provider) with the entry added. Either way the menu is real
# and modal (exec): the test reads and closes it from a timer running in the menu's loop.
NATIVE_MENU = hasattr(QgsLayerTreeView, "contextMenuAboutToShow")


@pytest.fixture
def layer_tree(demo, desktop_iface):
    plugin, layer, prompts = demo
    view = QgsLayerTreeView()
    model = QgsLayerTreeModel(QgsProject.instance().layerTreeRoot(), view)
    view.setModel(model)
    provider = Provider()
    view.setMenuProvider(provider)
    view.resize(300, 400)
    view.show()
    view.expandAll()
    actions = AskActions(desktop_iface, plugin.integration.references, plugin.dock.insert_references, tell=prompts.tell,
                         layer_tree_view=view)
    yield plugin, layer, view, actions
    if actions.view is not None:  # not unloaded by the test
        actions.unload()
    view.deleteLater()


def open_context_menu(view, index, choose="GeoSenseAsk"):
    """Right-click ``index`` in ``view``: the entries of the menu that shows (its own modal loop),
    after triggering the first action whose object name starts with ``choose``."""
    shown = []

    def handle(menu):
        shown.append([a.text() for a in menu.actions() if not a.isSeparator()])
        ours = [a for a in menu.actions() if choose and a.objectName().startswith(choose)]
        menu.close()
        if ours:
            ours[0].trigger()

    closer = close_when_shown(handle, QMenu)
    view.setCurrentIndex(index)
    QApplication.sendEvent(view.viewport(),
                           QContextMenuEvent(QContextMenuEvent.Reason.Mouse, view.visualRect(index).center()))
    closer.stop()
    return shown


def test_layer_tree_menu_keeps_its_entries_and_adds_ask(layer_tree):
    plugin, layer, view, _actions = layer_tree
    index = view.node2index(QgsProject.instance().layerTreeRoot().findLayer(layer.id()))
    shown = open_context_menu(view, index)
    assert shown == [["Zoom to Layer", "Ask GeoSense about this layer"]]
    assert plugin.dock.composer.markup() == f'<vector id="{vid(plugin, layer)}" />'


@pytest.mark.skipif(not NATIVE_MENU, reason="this QGIS has no QgsLayerTreeView.contextMenuAboutToShow (< 3.40)")
def test_native_layer_tree_menu_signal_carries_the_entry(layer_tree):
    """3.40+: the view shows its own menu and emits contextMenuAboutToShow; the filter keeps out."""
    plugin, layer, view, actions = layer_tree
    assert actions._menu_signal
    emitted, exec_menu_calls = [], []
    view.contextMenuAboutToShow.connect(lambda menu: emitted.append([a.text() for a in menu.actions()]))
    actions.exec_menu = lambda menu, pos: exec_menu_calls.append(menu)  # the event filter's path
    index = view.node2index(QgsProject.instance().layerTreeRoot().findLayer(layer.id()))
    shown = open_context_menu(view, index)
    assert exec_menu_calls == [] and len(emitted) == 1
    assert shown == [["Zoom to Layer", "Ask GeoSense about this layer"]]
    assert plugin.dock.composer.markup() == f'<vector id="{vid(plugin, layer)}" />'
    # unloading disconnects: the view's menu is its own again
    actions.unload()
    plugin.dock.composer.clear()
    assert open_context_menu(view, index) == [["Zoom to Layer"]]


@pytest.mark.skipif(NATIVE_MENU, reason="this QGIS has QgsLayerTreeView.contextMenuAboutToShow (3.40+)")
def test_event_filter_shows_the_providers_menu_with_the_entry(layer_tree):
    """3.22: the event filter shows the provider's menu with the entry (exec_menu), not the view."""
    plugin, layer, view, actions = layer_tree
    assert not actions._menu_signal
    real_exec, exec_menu_calls = actions.exec_menu, []
    actions.exec_menu = lambda menu, pos: (exec_menu_calls.append(pos), real_exec(menu, pos))
    index = view.node2index(QgsProject.instance().layerTreeRoot().findLayer(layer.id()))
    shown = open_context_menu(view, index)
    assert len(exec_menu_calls) == 1 and shown == [["Zoom to Layer", "Ask GeoSense about this layer"]]
    assert plugin.dock.composer.markup() == f'<vector id="{vid(plugin, layer)}" />'
    actions.unload()
    plugin.dock.composer.clear()  # unloaded: the view's own menu, without the entry
    assert open_context_menu(view, index) == [["Zoom to Layer"]]


def test_legend_entry_gives_a_class_chip(layer_tree):
    plugin, layer, view, actions = layer_tree
    shown = open_context_menu(view, legend_index(view, layer, "Pool"))
    assert shown == [["Zoom to Layer", "Ask GeoSense about this class"]]
    [chip] = plugin.dock.composer.chips()
    registry = plugin.integration.registry
    pool = next(c for c in registry.classes(layer) if c.name == "Pool")
    assert (chip.kind, chip.id, chip.project, chip.color) == ("class", pool.id, registry.project_id(), pool.color)
    # dragging the legend entry: the drag carries the chip the composer takes
    node = view.index2legendNode(legend_index(view, layer, "Tree"))
    tree_chip = legend_class(actions.builder, node)
    dragged = []
    actions.start_drag = lambda drag: dragged.append(drag.mimeData())
    actions.drag_class(tree_chip)
    plugin.dock.composer.insertFromMimeData(dragged[0])
    assert [c.label for c in plugin.dock.composer.chips()] == ["Pool", "Tree"]
    assert plugin.dock.composer.markup().count("<class ") == 2


def test_deleted_feature_shows_and_sending_asks_to_drop_it(demo):
    plugin, layer, _prompts = demo
    composer = plugin.dock.composer
    refs = plugin.integration.references
    a, b = houses(layer, 2)
    QTest.keyClicks(composer, "compare ")
    composer.insert_chips([refs.feature_chip(layer, a)[0], refs.feature_chip(layer, b)[0]])
    assert composer.problems() == []
    assert layer.startEditing() and layer.deleteFeature(b.id()) and layer.commitChanges()
    wait_for(lambda: composer._problems.get(composer.chips()[1].key()), 5, "the chip to show the deleted feature")
    [(gone, why)] = composer.problems()
    assert gone.id == str(b.id()) and "deleted" in why
    asked = []
    composer.confirm_drop = lambda chips: asked.append(chips) or False
    before = len(user_messages(plugin))
    composer.submit()
    assert len(asked) == 1 and [c.id for c in asked[0]] == [str(b.id())]
    assert len(user_messages(plugin)) == before and len(composer.chips()) == 2  # not sent, nothing lost
    composer.confirm_drop = lambda chips: True
    composer.submit()
    sent = user_messages(plugin)[-1]
    assert sent.content == f'compare <ref id="{a.id()}" v="{vid(plugin, layer)}" />'


def other_layer(shared: bool):
    layer = QgsVectorLayer("Polygon?crs=EPSG:32632&field=code:double", "Other", "memory")
    from qgis.core import QgsFeature, QgsGeometry

    feature = QgsFeature(layer.fields())
    feature.setAttributes([1.5])
    feature.setGeometry(QgsGeometry.fromWkt("POLYGON((691000 5334000, 691010 5334000, 691010 5334010, "
                                            "691000 5334010, 691000 5334000))"))
    layer.dataProvider().addFeatures([feature])
    QgsProject.instance().addMapLayer(layer)
    layer.setCustomProperty("geosense/shared", "true" if shared else "false")
    return layer


def test_features_of_an_unshared_layer_offer_to_share_it(demo):
    plugin, _layer, prompts = demo
    other = other_layer(shared=False)
    registry = plugin.integration.registry
    feature = next(other.getFeatures())
    actions = plugin.integration.ask_actions
    prompts.answers = [False]
    actions.feature_action.triggerForFeature(other, feature)
    assert "“Other” is not shared" in prompts.asked[-1]
    assert plugin.dock.composer.chips() == [] and not registry.is_shared(other)
    assert "not inserted" in prompts.told[-1]
    prompts.answers = [True]
    actions.feature_action.triggerForFeature(other, feature)
    assert registry.is_shared(other)
    assert [c.v for c in plugin.dock.composer.chips()] == [registry.vector_id(other)]
    # unshared again before sending: sending asks once more, and a no keeps the message
    registry.set_shared(other, False)
    prompts.answers = [False]
    before = len(user_messages(plugin))
    plugin.dock.composer.submit()
    assert "Share the layer and send?" in prompts.asked[-1]
    assert len(user_messages(plugin)) == before and len(plugin.dock.composer.chips()) == 1


def test_non_integer_annotation_ids_are_refused_with_the_reason(demo):
    plugin, _layer, prompts = demo
    other = other_layer(shared=True)
    registry = plugin.integration.registry
    registry.set_annotation_ids_field(other, "code")  # the only feature holds 1.5
    plugin.integration.ask_actions.feature_action.triggerForFeature(other, next(other.getFeatures()))
    assert plugin.dock.composer.chips() == []
    assert "no integer annotation id in the field “code”" in prompts.told[-1]
    other.startEditing()
    other.changeAttributeValue(next(other.getFeatures()).id(), 0, 7.0)
    other.commitChanges()
    plugin.integration.ask_actions.feature_action.triggerForFeature(other, next(other.getFeatures()))
    assert [c.id for c in plugin.dock.composer.chips()] == ["7"]


def test_focus_shortcut_puts_the_keyboard_in_the_composer(demo, desktop_iface):
    plugin, _layer, _prompts = demo
    main = desktop_iface.mainWindow()
    plugin.dock.hide()
    action = plugin.focus_action
    assert action.shortcut().toString() == "Ctrl+Alt+G" and action in main.actions()
    main.activateWindow()
    QApplication.setActiveWindow(main)
    QTest.keyClick(main, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    wait_for(lambda: plugin.dock.isVisible(), 5, "the dock")
    wait_for(lambda: QApplication.focusWidget() is plugin.dock.composer, 5, "the composer to have the focus")


def test_every_control_of_the_dock_has_an_accessible_name(demo):
    plugin, _layer, _prompts = demo
    plugin.controller.send("hello", ())
    QApplication.processEvents()
    missing = []
    for widget in plugin.dock.findChildren((QAbstractButton, QTextEdit)):
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(plugin.dock):
            continue
        if not widget.accessibleName():
            missing.append(f"{type(widget).__name__} {widget.objectName()!r} {getattr(widget, 'text', lambda: '')()!r}")
    assert missing == []


def test_copy_as_text_always_and_as_markup_in_developer_mode(demo):
    plugin, layer, _prompts = demo
    house = houses(layer, 1)[0]
    msg = plugin.controller.send(f'Look at <ref id="{house.id()}" v="{vid(plugin, layer)}" /> &amp; more', ())
    card = plugin.dock.conversation.card_for(msg)
    menu = QMenu()
    card.fill_menu(menu)
    assert [a.objectName() for a in menu.actions()] == ["geosenseCopyText"]
    menu.actions()[0].trigger()
    assert QApplication.clipboard().text() == f"Look at House {house.id()} & more"
    QgsSettings().setValue("geosense/developer_mode", True)
    card.fill_menu(menu)
    assert [a.objectName() for a in menu.actions()] == ["geosenseCopyText", "geosenseCopyMarkup",
                                                        "geosenseCopyContexts"]
    menu.actions()[1].trigger()
    assert QApplication.clipboard().text() == msg.content


def test_unload_removes_the_actions(desktop_iface, demo):
    plugin, layer, _prompts = demo
    actions = plugin.integration.ask_actions
    feature_action, selection_action = actions.feature_action, actions.selection_action
    plugin.unload()
    assert feature_action not in QgsGui.mapLayerActionRegistry().mapLayerActions(layer)
    names = [a.objectName() for a in desktop_iface.mainWindow().actions()]
    assert "GeoSenseAskSelection" not in names and "GeoSenseFocusComposer" not in names
    assert selection_action not in desktop_iface.mainWindow().actions()
    plugin.extensions = []
    plugin.unload = lambda: None  # already done


def test_restored_markup_is_chips_again(demo):
    plugin, layer, _prompts = demo
    composer = plugin.dock.composer
    house = houses(layer, 1)[0]
    composer.set_markup(f'again &lt;3 <ref id="{house.id()}" v="{vid(plugin, layer)}" />')
    [chip] = composer.chips()
    assert chip.label == f"House {house.id()}" and chip.fid == house.id()
    assert composer.toPlainText().startswith("again <3 ")
