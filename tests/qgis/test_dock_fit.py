"""The results dock beside the GeoSense dock: tabbed, so the conversation keeps its height.

Runs the real plugin in the real QGIS main window; touches nothing outside the test's plugin.
"""

from qgis.core import QgsSettings
from qgis.PyQt.QtWidgets import QApplication

from ... import classFactory


def test_results_dock_tabs_beside_the_conversation(desktop_iface, qgis_new_project):
    QgsSettings().setValue("geosense/base_url", "http://127.0.0.1:9")
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    integration = plugin.extensions[0]
    try:
        window = desktop_iface.mainWindow()
        integration.show_results()
        QApplication.processEvents()
        assert integration.results_dock in window.tabifiedDockWidgets(plugin.dock)
    finally:
        plugin.unload()
