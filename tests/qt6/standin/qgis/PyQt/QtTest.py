"""``qgis.PyQt.QtTest``: PyQt6.QtTest (Qt 6 dry run)."""

from PyQt6.QtTest import *  # noqa: F401,F403,QGS103,QT601 - the stand-in IS qgis.PyQt: it re-exports the module whole
