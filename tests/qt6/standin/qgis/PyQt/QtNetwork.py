"""``qgis.PyQt.QtNetwork``: PyQt6.QtNetwork (Qt 6 dry run)."""

from PyQt6.QtNetwork import *  # noqa: F401,F403,QGS103,QT601 - the stand-in IS qgis.PyQt: it re-exports the module whole
