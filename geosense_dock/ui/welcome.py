"""What an empty conversation shows: the agent's welcome message and its prompt chips.

Both come from ``GET /api/semantic-config`` (fetched asynchronously by the
controller). The message is markup, rendered by the same view as answers; a
chip sends its prompt as if typed.

It never fetches anything itself; the agent's chips reach their buttons and tooltips as plain text.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, pyqtSignal
from qgis.PyQt.QtWidgets import QPushButton, QSizePolicy, QVBoxLayout, QWidget

from .. import plain
from .conversation_view import MessageView
from .flow_layout import FlowLayout


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
