"""A stand-in for QGIS 4's ``qgis`` package in the Qt 6 dry run: only ``qgis.PyQt``, over PyQt6.

QGIS 4 has no Python package here; what it ships as ``qgis.PyQt`` re-exports PyQt6 (with QAction
and QShortcut also in QtWidgets, where Qt 5 had them). Modules of the plugin that use Qt but not
QGIS import through ``qgis.PyQt`` only, so with this on the path they run against PyQt6.
"""
