"""``qgis.PyQt.QtCore``: PyQt6.QtCore (Qt 6 dry run)."""

from PyQt6.QtCore import *  # noqa: F401,F403,QGS103,QT601 - the stand-in IS qgis.PyQt: it re-exports the module whole
