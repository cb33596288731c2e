"""End-to-end fixtures: the plugin loaded on the demo project, talking to the reference agent."""

import pytest
from qgis.core import QgsProject, QgsSettings
from qgis.PyQt.QtWidgets import QApplication

from geosense import classFactory
from scripts.make_demo_project import build
from tests.qgis.conftest import auth_db, canvas_at_rest, desktop_iface  # noqa: F401
from tests.qgis_support import wait_for


def open_demo(tmp_path, desktop_iface, qgis_canvas, agent):  # noqa: F811 - the fixture's value, handed in
    """(plugin, Annotations layer) on a fresh demo project, connected to ``agent`` over WebSocket."""
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
    main = desktop_iface.mainWindow()
    main.activateWindow()
    QApplication.setActiveWindow(main)  # as in QGIS: the main window is the active one
    plugin.integration.references.ask = lambda text: pytest.fail(f"unexpected question: {text}")
    wait_for(lambda: plugin.controller.connected, what="connection")
    return plugin, layer


def close_demo(plugin, qgis_canvas) -> None:
    plugin.unload()
    qgis_canvas.stopRendering()  # no render reads the layers the clear deletes
    QgsProject.instance().clear()


@pytest.fixture
def demo(tmp_path, desktop_iface, qgis_canvas, reference_agent):  # noqa: F811
    """(plugin, Annotations layer) on a fresh demo project, connected over WebSocket."""
    plugin, layer = open_demo(tmp_path, desktop_iface, qgis_canvas, reference_agent)
    yield plugin, layer
    close_demo(plugin, qgis_canvas)
