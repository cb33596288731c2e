"""``qgis.PyQt.QtGui``: PyQt6.QtGui (Qt 6 dry run)."""

from PyQt6.QtGui import *  # noqa: F401,F403,QGS103,QT601 - the stand-in IS qgis.PyQt: it re-exports the module whole
