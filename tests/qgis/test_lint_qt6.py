"""The Qt6 scan of `make lint` (scripts/lint.py) finds unscoped enums, PyQt imports and exec_()."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import lint  # noqa: E402

SOURCE = '''
from qgis.core import Qgis, QgsWkbTypes
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QActionGroup, QMessageBox
from qgis.PyQt import QtCore
from {pyqt}.QtGui import QColor

a = Qt.AlignLeft | Qt.AlignmentFlag.AlignTop
b = QMessageBox.Yes
c = QgsWkbTypes.PolygonGeometry
d = QgsWkbTypes.GeometryType.PolygonGeometry
e = Qgis.MessageLevel.Warning
f = QtCore.Qt.UserRole
g = Qt.Key_Return  # noqa: QT602 - a test of the noqa comment
dialog.exec_()
'''.replace("{pyqt}", "PyQt" + "5")  # the sample's direct import, kept out of this file


def test_scan_reports_each_kind_once_with_the_scoped_spelling():
    found = lint.scan_qt6(ROOT / "example.py", SOURCE, lint.QtNames())
    text = "\n".join(found)
    assert "unscoped enum Qt.AlignLeft: write Qt.AlignmentFlag.AlignLeft" in text
    assert "QMessageBox.Yes: write QMessageBox.StandardButton.Yes" in text
    assert "QgsWkbTypes.PolygonGeometry: write QgsWkbTypes.GeometryType.PolygonGeometry" in text
    assert "QtCore.Qt.UserRole: write QtCore.Qt.ItemDataRole.UserRole" in text
    assert "QT601 import from PyQt5.QtGui" in text
    assert "QT603 exec_()" in text
    assert "QT604 QActionGroup" in text
    assert "AlignTop" not in text and "MessageLevel" not in text and "Key_Return" not in text
    assert len(found) == 7, text


def test_the_plugin_passes_the_scan():
    names = lint.QtNames()
    found = [f for path in lint.python_files(lint.PLUGIN_CODE)
             for f in lint.scan_qt6(path, path.read_text(encoding="utf-8"), names)]
    assert found == []
