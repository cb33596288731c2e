"""The agent restarts (and forgets every artifact, which live in its memory): once the dock is connected
again, the next message uploads the shared layers afresh instead of naming artifacts the agent lost."""

from __future__ import annotations

import pytest
from qgis.core import QgsProject, QgsSettings
from qgis.PyQt.QtWidgets import QApplication

from geosense import classFactory
from geosense.geosense_dock.core import conversation as C
from scripts.make_demo_project import build
from tests.qgis.conftest import auth_db, canvas_at_rest, desktop_iface  # noqa: F401
from tests.qgis_support import wait_for


@pytest.fixture
def demo_on(tmp_path, desktop_iface, qgis_canvas):  # noqa: F811
    """``demo_on(agent)``: (plugin, Annotations layer) on a fresh demo project, connected to ``agent``."""
    loaded = []

    def load(agent):
        path = build(str(tmp_path / "demo"))
        project = QgsProject.instance()
        assert project.read(path)
        layer = project.mapLayersByName("Annotations")[0]
        qgis_canvas.setDestinationCrs(project.crs())
        qgis_canvas.setLayers([layer, project.mapLayersByName("Ground")[0]])
        qgis_canvas.setExtent(layer.extent())
        desktop_iface.setActiveLayer(layer)
        QgsSettings().setValue("geosense/base_url", agent.base_url)
        QgsSettings().setValue("geosense/transport", "websocket")
        plugin = classFactory(desktop_iface)
        plugin.initGui()
        QApplication.setActiveWindow(desktop_iface.mainWindow())
        plugin.integration.references.ask = lambda text: pytest.fail(f"unexpected question: {text}")
        loaded.append(plugin)
        wait_for(lambda: plugin.controller.connected, what="connection")
        return plugin, layer

    yield load
    for plugin in loaded:
        plugin.unload()
    qgis_canvas.stopRendering()
    QgsProject.instance().clear()


def ask(plugin, text):
    ctl = plugin.controller
    before = len([m for m in ctl.conversation.messages if m.role == C.AGENT])
    plugin.dock.send(text)
    wait_for(lambda: len([m for m in ctl.conversation.messages if m.role == C.AGENT]) > before
             and not ctl.conversation.turn_active and not ctl._preparing, 30, f"answer to {text!r}")
    sent = [m for m in ctl.conversation.messages if m.role == C.USER][-1]
    return sent, [m for m in ctl.conversation.messages if m.role == C.AGENT][-1]


def test_after_the_agent_restarts_the_next_message_uploads_the_layers_again(demo_on, agent_factory):
    first = agent_factory()
    plugin, layer = demo_on(first)
    plugin.controller.transport.backoff.base = 0.3  # reconnect soon
    layer.selectByIds([f.id() for f in layer.getFeatures()][:2])
    sent, answer = ask(plugin, "Tell me about the selected features")
    uploaded = [v["artifact_id"] for v in sent.vectors]
    assert uploaded and answer.status == C.COMPLETE and "unknown" not in answer.content

    sent, answer = ask(plugin, "Tell me about the selected features")  # the same agent: nothing uploaded again
    assert [v["artifact_id"] for v in sent.vectors] == uploaded

    first.stop()
    wait_for(lambda: plugin.controller.state in ("reconnecting", "offline"), what="the connection lost")
    second = agent_factory(port=first.port)  # the agent back on its address, its memory empty
    wait_for(lambda: plugin.controller.connected, 30, "connected again")
    sent, answer = ask(plugin, "Tell me about the selected features")
    again = [v["artifact_id"] for v in sent.vectors]
    assert again and set(again).isdisjoint(uploaded)  # uploaded afresh to the agent that is running now
    assert answer.status == C.COMPLETE and "unknown" not in answer.content, answer.content
    assert second.port == first.port
