"""GeoSense for QGIS: the plugin's package (the plugin shell is ``plugin.py`` beside it).

``core/`` knows neither Qt nor QGIS; ``map/`` is the QGIS side, ``ui/`` the widgets,
``integration/`` joins the two and ``flypix/`` is the FlyPix backend (docs/architecture.md).
Importing the package creates nothing and touches no QGIS state.
"""
