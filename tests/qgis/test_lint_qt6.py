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


# what QGIS 4 removes or renames, after QGIS's own pyqt5_to_pyqt6 rules: one line each
QGIS4_SOURCE = '''
from qgis.PyQt.QtCore import QDate, QDateTime, QRegExp, Qt, QVariant
from qgis.PyQt.QtGui import QFontMetrics, QPainter
from qgis.PyQt.QtWidgets import QDesktopWidget, qApp
from qgis.PyQt.Qt import QColor
from . import resources_rc

field = QgsField("n", QVariant.Int)
other = QgsField("s", QVariant.Type.String)
empty = QVariant()
pattern = QRegExp("a+")
w = self.fontMetrics().width("text")
metrics = QFontMetrics(font)
w2 = metrics.width("text")
w3 = self.width()
screen = QApplication.desktop()
app = qApp
combo.activated[str].connect(on_text)
combo.activated[int].connect(on_index)
button = Qt.MidButton
painter.setRenderHint(QPainter.HighQualityAntialiasing)
when = QDateTime(2026, 1, 2, 3, 4, 5, 0, Qt.TimeSpec.UTC)
day = QDateTime(QDate(2026, 1, 2))
menu.addAction(icon, "text", receiver, slot)
menu.addAction("text")


class Dialog:
    def exec_(self):
        pass
'''


def codes(found):
    return [f.split(": ")[1].split(" ")[0] for f in found]


def test_scan_finds_what_qgis_4_removes_or_renames():
    found = lint.scan_qt6(ROOT / "example.py", QGIS4_SOURCE, lint.QtNames())
    text = "\n".join(found)
    by_line = {}
    for finding in found:
        line = int(finding.split(":")[1])
        by_line.setdefault(QGIS4_SOURCE.splitlines()[line - 1].strip(), []).append(finding.split(": ", 1)[1])
    expect = {
        "from qgis.PyQt.QtCore import QDate, QDateTime, QRegExp, Qt, QVariant": ["QT606"],
        "from qgis.PyQt.QtWidgets import QDesktopWidget, qApp": ["QT608", "QT609"],
        "from qgis.PyQt.Qt import QColor": ["QT601"],
        "from . import resources_rc": ["QT612"],
        'field = QgsField("n", QVariant.Int)': ["QT605"],
        'other = QgsField("s", QVariant.Type.String)': ["QT605"],
        "empty = QVariant()": ["QT605"],
        'pattern = QRegExp("a+")': ["QT606"],
        'w = self.fontMetrics().width("text")': ["QT607"],
        'w2 = metrics.width("text")': ["QT607"],
        "screen = QApplication.desktop()": ["QT608"],
        "app = qApp": ["QT609"],
        "combo.activated[str].connect(on_text)": ["QT610"],
        "button = Qt.MidButton": ["QT611"],
        "painter.setRenderHint(QPainter.HighQualityAntialiasing)": ["QT611"],
        "when = QDateTime(2026, 1, 2, 3, 4, 5, 0, Qt.TimeSpec.UTC)": ["QT613"],
        "day = QDateTime(QDate(2026, 1, 2))": ["QT613"],
        'menu.addAction(icon, "text", receiver, slot)': ["QT614"],
        "def exec_(self):": ["QT603"],
    }
    got = {line: sorted(f.split(" ")[0] for f in items) for line, items in by_line.items()}
    assert got == expect, text
    assert "QMetaType.Type.Int" in text and "QMetaType.Type.QString" in text  # the Qt6 spelling
    assert "Qt.MouseButton.MiddleButton" in text and "textActivated" in text and "horizontalAdvance" in text


def test_scan_keeps_to_its_noqa_comments():
    source = "from qgis.PyQt.QtCore import QVariant\nt = QVariant.Int  # noqa: QT605 - QGIS < 3.38 takes it\n"
    assert lint.scan_qt6(ROOT / "example.py", source, lint.QtNames()) == []
