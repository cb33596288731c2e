"""``qgis.PyQt`` of the Qt 6 dry run: PyQt6's modules (see ../__init__.py)."""
