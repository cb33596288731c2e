"""What an empty conversation shows: the agent's welcome message and its prompt chips.

Both come from ``GET /api/semantic-config`` (fetched asynchronously by the
controller). The message is markup, rendered by the same view as answers; a
chip sends its prompt as if typed.

It never fetches anything itself; the agent's chips reach their buttons and tooltips as plain text.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPoint, QRect, QSize, Qt, pyqtSignal
from qgis.PyQt.QtWidgets import QLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget, QWidgetItem

from .. import plain
from .conversation_view import MessageView


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


DEFAULT_WELCOME = QT_TRANSLATE_NOOP(
    "GeoSense", "<p>Ask GeoSense about your layers: select features on the map, then type a question below.</p>"
)

CHIP_STYLE = (
    "QPushButton{border:1px solid #c9dbff;border-radius:11px;padding:3px 10px;background:#f3f7ff;color:#0b3d91}"
    "QPushButton:hover{background:#e3edff}"
    "QPushButton:disabled{color:#8c959f;border-color:#d0d7de;background:#f6f8fa}"
)


class FlowLayout(QLayout):
    """Lays widgets out left to right and wraps them to the next line."""

    def __init__(self, parent: Optional[QWidget] = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: List[Any] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item) -> None:  # noqa: N802 (Qt API)
        self._items.append(item)

    def addWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt API)
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):  # noqa: N802 (Qt API)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):  # noqa: N802 (Qt API)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):  # noqa: N802 (Qt API)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt API)
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt API)
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _arrange(self, rect: QRect, apply: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            hint = item.sizeHint()
            if x + hint.width() > rect.right() and line > 0:
                x, y, line = rect.x(), y + line + self._spacing, 0
            if apply:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y()


class WelcomePanel(QWidget):
    """The welcome message and chips; :attr:`chipClicked` carries the chip's prompt."""

    chipClicked = pyqtSignal(str)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("geosenseWelcome")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 8)
        layout.setSpacing(6)
        self.message = MessageView(self)
        self.message.setAccessibleName(tr("Welcome message"))
        layout.addWidget(self.message)
        self.chip_area = QWidget(self)
        self.chip_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.chip_layout = FlowLayout(self.chip_area)
        layout.addWidget(self.chip_area)
        self.chips: List[QPushButton] = []
        self.config: Optional[Dict[str, Any]] = None
        self.set_config(None)

    def set_config(self, config: Optional[Dict[str, Any]]) -> None:
        """Show ``{welcomeMessage, welcomeChips}``; None shows the built-in welcome without chips."""
        self.config = config
        text = (config or {}).get("welcomeMessage") or tr(DEFAULT_WELCOME)  # noqa: TR002 - marked with QT_TRANSLATE_NOOP
        self.message.set_markup(text)
        self.message.finish()
        for chip in self.chips:
            self.chip_layout.removeWidget(chip)
            chip.setParent(None)
            chip.deleteLater()
        self.chips = []
        for chip in (config or {}).get("welcomeChips", []):
            button = QPushButton(chip["label"].replace("&", "&&"), self.chip_area)  # no mnemonics from the agent
            button.setStyleSheet(CHIP_STYLE)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setToolTip(plain.tooltip(chip["prompt"]))
            button.setAccessibleName(tr("Ask: {0}").format(chip["prompt"]))
            button.clicked.connect(lambda _=False, prompt=chip["prompt"]: self.chipClicked.emit(prompt))
            self.chip_layout.addWidget(button)
            button.show()
            self.chips.append(button)
        self.chip_area.setVisible(bool(self.chips))
        self.chip_layout.invalidate()
        self.updateGeometry()

    def chip_labels(self) -> List[str]:
        return [b.text() for b in self.chips]
