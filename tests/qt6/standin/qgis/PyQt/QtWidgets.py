"""``qgis.PyQt.QtWidgets``: PyQt6.QtWidgets, plus QAction and QShortcut that Qt 6 moved to QtGui
and that QGIS 4's ``qgis.PyQt.QtWidgets`` still offers (Qt 6 dry run)."""

from PyQt6.QtGui import QAction, QShortcut  # noqa: F401,QGS103,QT601 - the stand-in IS qgis.PyQt
from PyQt6.QtWidgets import *  # noqa: F401,F403,QGS103,QT601 - the stand-in IS qgis.PyQt: it re-exports the module whole
