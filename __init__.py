"""GeoSense for QGIS: a dock that chats with the GeoSense geospatial agent."""


def classFactory(iface):  # noqa: N802 (QGIS plugin entry point)
    """Create the plugin; imports stay lazy so loading QGIS costs nothing until here."""
    from .plugin import GeoSensePlugin

    return GeoSensePlugin(iface)
