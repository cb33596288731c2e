"""``qgis.PyQt.QtSvg``: PyQt6.QtSvg (Qt 6 dry run)."""

from PyQt6.QtSvg import *  # noqa: F401,F403,QGS103,QT601 - the stand-in IS qgis.PyQt: it re-exports the module whole
