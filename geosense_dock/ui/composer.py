"""The message composer: Enter sends, Shift+Enter starts a new line."""

from __future__ import annotations

from qgis.PyQt.QtCore import QCoreApplication, Qt, pyqtSignal
from qgis.PyQt.QtGui import QKeyEvent
from qgis.PyQt.QtWidgets import QPlainTextEdit


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class ComposerEdit(QPlainTextEdit):
    submitted = pyqtSignal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setPlaceholderText(tr("Ask GeoSense about your layers… (Enter to send, Shift+Enter for a new line)"))
        self.setAccessibleName(tr("Message to GeoSense"))
        self.setTabChangesFocus(True)
        self.setMaximumHeight(110)
        self.setMinimumHeight(54)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.insertPlainText("\n")
                return
            if not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)):
                self.submit()
                return
        super().keyPressEvent(event)

    def submit(self) -> None:
        text = self.toPlainText().strip()
        if text:
            self.submitted.emit(text)
            self.clear()
