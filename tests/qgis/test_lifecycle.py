"""classFactory → initGui → use → unload leaves nothing behind; a second load works."""

import gc

from geosense import classFactory
from geosense.geosense_dock.map import SketchMapTool
from geosense.geosense_dock.map.pick_tool import PickMapTool


def geosense_actions(iface):
    return [a for a in iface.toolbar.actions() if "geosense" in (a.objectName() + a.text()).lower()]


def accept_with_the_algorithm(plugin) -> None:
    """geosense:acceptsuggestions run in the desktop: the provenance goes to the dock's tracker."""
    from qgis.core import (
        QgsApplication,
        QgsFeature,
        QgsGeometry,
        QgsProcessingContext,
        QgsProcessingFeedback,
        QgsProject,
        QgsVectorLayer,
    )

    suggestions = QgsVectorLayer("Polygon?crs=EPSG:3857&field=confidence:double", "suggestions", "memory")
    feature = QgsFeature(suggestions.fields())
    feature.setGeometry(QgsGeometry.fromWkt("POLYGON((0 0, 10 0, 10 10, 0 0))"))
    feature.setAttributes([0.8])
    suggestions.dataProvider().addFeatures([feature])
    target = QgsVectorLayer("Polygon?crs=EPSG:3857", "target", "memory")
    QgsProject.instance().addMapLayers([suggestions, target])
    algorithm = QgsApplication.processingRegistry().createAlgorithmById("geosense:acceptsuggestions")
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    results, ok = algorithm.run({"INPUT": suggestions, "TARGET": target}, context, QgsProcessingFeedback())
    assert ok and results["ADDED"] == 1
    tracker = plugin.integration.provenance.tracker
    [record] = tracker.book.layer(target.id()).values()
    assert record.confidence == 0.8
    target.rollBack()
    QgsProject.instance().removeMapLayers([suggestions.id(), target.id()])


def test_load_use_unload_reload(desktop_iface, reference_agent, monkeypatch):
    from qgis.core import QgsApplication, QgsExpression, QgsProject, QgsSettings, QgsVectorLayer
    from qgis.gui import QgsGui

    from geosense.geosense_dock.core.provenance import Provenance

    layer = QgsVectorLayer("Point?crs=EPSG:4326", "points", "memory")
    QgsProject.instance().addMapLayer(layer)

    QgsSettings().setValue("geosense/base_url", reference_agent.base_url)
    QgsSettings().setValue("geosense/transport", "websocket")
    for _round in range(2):
        plugin = classFactory(desktop_iface)
        plugin.initGui()
        names = {d.objectName() for d in desktop_iface.docks()}
        assert "GeoSenseDock" in names and "GeoSenseResultsDock" not in names
        widgets = plugin.integration.widgets
        plugin.integration.show_results()  # under the conversation: no dock of their own
        assert "GeoSenseResultsDock" not in {d.objectName() for d in desktop_iface.docks()}
        widgets.set_in_panel(True)  # a panel of their own, docked when first opened
        assert "GeoSenseResultsDock" in {d.objectName() for d in desktop_iface.docks()}
        assert widgets.results_dock.isUserVisible()
        dock = plugin.dock
        assert geosense_actions(desktop_iface), "toolbar action missing"
        assert "&GeoSense" in desktop_iface.plugin_menus
        # the toggle action is bound to the dock
        action = plugin.toggle_action
        action.trigger()
        assert dock.isHidden()
        action.trigger()
        assert not dock.isHidden() and dock.isUserVisible()
        widgets.set_in_panel(False)  # the next round starts under the conversation again
        # use it: wait until connected
        from tests.qgis_support import wait_for

        wait_for(lambda plugin=plugin: plugin.controller.connected, what="connection to the reference agent")
        transport = plugin.controller.transport
        # provenance: the expression function and a layer's "Show the GeoSense answer" action
        assert QgsExpression.isFunctionName("geosense_provenance")
        plugin.integration.provenance.tracker.record(layer, {1: Provenance(message_id="m")})
        names = [a.objectName() for a in QgsGui.mapLayerActionRegistry().mapLayerActions(layer)]
        assert names.count("GeoSenseShowAnswer") == 1
        # the Processing provider: registered by initGui, and its accept files provenance with the dock's tracker
        registry = QgsApplication.processingRegistry()
        assert registry.providerById("geosense") is plugin.provider
        assert [p.id() for p in registry.providers()].count("geosense") == 1
        accept_with_the_algorithm(plugin)
        plugin.unload()
        gc.collect()
        assert desktop_iface.docks() == []
        assert geosense_actions(desktop_iface) == []
        assert "&GeoSense" not in desktop_iface.plugin_menus
        assert transport.state.value == "stopped"
        thread = getattr(transport, "_thread", None)
        assert thread is None or not thread.is_alive()
        import logging

        assert not logging.getLogger("geosense").handlers
        assert not QgsExpression.isFunctionName("geosense_provenance")
        assert QgsGui.mapLayerActionRegistry().mapLayerActions(layer) == []  # ours and the Ask actions
        assert registry.providerById("geosense") is None
        assert not [a for a in registry.algorithms() if a.provider() is not None and a.provider().id() == "geosense"]
        # the map tools were the canvas's children, and kept this session's objects alive through their slots
        from qgis.PyQt.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        assert not [c for c in desktop_iface.mapCanvas().children() if isinstance(c, (PickMapTool, SketchMapTool))]
    QgsProject.instance().removeMapLayer(layer.id())


def test_a_result_that_answers_after_unload_reaches_nothing(desktop_iface, monkeypatch):
    """A highlight built in the background when the plugin is unloaded: cancelled, and its answer goes to no
    dock or controller (both are gone)."""
    from qgis.core import QgsFeature, QgsGeometry, QgsProject, QgsVectorLayer

    from geosense.geosense_dock.map.results import highlight

    monkeypatch.setattr(highlight, "SYNC_EXTRA_VALUES", 0)  # every highlight with extra values in the background
    layer = QgsVectorLayer("Polygon?crs=EPSG:3857", "parcels", "memory")
    features = []
    for i in range(50):
        feature = QgsFeature(layer.fields())
        feature.setGeometry(QgsGeometry.fromWkt(f"POLYGON(({i} 0, {i + 1} 0, {i + 1} 1, {i} 0))"))
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    QgsProject.instance().addMapLayer(layer)
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    answered = []
    run = plugin.integration.tools._highlight({"ids": [1, 2, 3], "note": "x"}, [], False, answered.append)
    assert run.task is not None and run.outcome is None
    plugin.unload()
    outcome = run.wait(60)
    assert outcome is not None and not outcome.success
    assert answered == []
    QgsProject.instance().removeMapLayer(layer.id())


def test_a_map_side_that_cannot_be_imported_is_logged_and_shown_and_the_chat_still_works(
        desktop_iface, monkeypatch):
    """A broken install (the integration package does not import) is never swallowed: the reason goes
    to the QGIS log under the plugin's tag and into a notice card; the dock still sends; unload is clean."""
    import sys

    from qgis.core import Qgis, QgsApplication, QgsSettings

    from geosense.geosense_dock.core.conversation import NOTICE, USER

    QgsSettings().setValue("geosense/base_url", "http://127.0.0.1:9")  # nothing listens: messages queue
    monkeypatch.setitem(sys.modules, "geosense.geosense_dock.integration", None)  # a real ImportError
    logged = []

    def on_message(text, tag, level):
        logged.append((text, tag, level))

    QgsApplication.messageLog().messageReceived.connect(on_message)
    plugin = classFactory(desktop_iface)
    try:
        plugin.initGui()
        assert plugin.integration is None and plugin.extensions == []
        assert any(tag == "GeoSense" and level == Qgis.MessageLevel.Critical and "Traceback" in text
                   and "map side could not be loaded" in text for text, tag, level in logged), logged
        notices = [m for m in plugin.controller.conversation.messages if m.role == NOTICE]
        assert len(notices) == 1 and notices[0].level == "error"
        assert "geosense.geosense_dock.integration" in notices[0].content
        card = plugin.dock.conversation.card_for(notices[0])
        assert card is not None and "could not be loaded" in card.body.toPlainText()
        assert plugin.dock.send("still here") is not None  # the chat without the map side
        assert [m.content for m in plugin.controller.conversation.messages if m.role == USER] == ["still here"]
    finally:
        plugin.unload()
        QgsApplication.messageLog().messageReceived.disconnect(on_message)
    assert "GeoSenseDock" not in {d.objectName() for d in desktop_iface.docks()}


def test_cards_are_built_with_the_map_resolver(desktop_iface):
    """The map's resolver is known when a card is built (never set on cards afterwards)."""
    from qgis.core import QgsSettings

    from geosense.geosense_dock.core.conversation import Message

    QgsSettings().setValue("geosense/base_url", "http://127.0.0.1:9")  # nothing listens: messages queue
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    try:
        resolver = plugin.integration.resolver
        sent = plugin.dock.send("hello")
        assert plugin.dock.conversation.card_for(sent).body.resolver is resolver
        card = plugin.dock.conversation.add_message(Message("agent", "an answer"))  # built by the view alone
        assert card.body.resolver is resolver
    finally:
        plugin.unload()


def test_a_layers_answer_action_goes_with_the_layer(desktop_iface):
    """The "Show the GeoSense answer" action of a layer with provenance is removed with the layer, or with the
    project (QGIS compares an action's layer by address: it stayed registered for a deleted layer, and a layer
    read again got none)."""
    from qgis.core import QgsProject, QgsVectorLayer
    from qgis.PyQt import sip
    from qgis.PyQt.QtCore import QCoreApplication, QEvent

    from geosense.geosense_dock.core.provenance import Provenance

    project = QgsProject.instance()
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    try:
        provenance = plugin.integration.provenance
        for leave in (lambda layer: project.removeMapLayer(layer.id()), lambda _layer: project.clear()):
            layer = QgsVectorLayer("Point?crs=EPSG:4326", "points", "memory")
            project.addMapLayer(layer)
            provenance.tracker.record(layer, {1: Provenance(message_id="m")})
            action = provenance.action_for(layer)
            assert action is not None
            leave(layer)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            assert sip.isdeleted(action)
    finally:
        plugin.unload()
