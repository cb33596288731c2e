"""A layout that puts widgets left to right and wraps them onto the next line when the width runs out:
the welcome chips, and the context chips above the composer (so that a long "3 selected" never makes
the dock wider than the user left it)."""

from __future__ import annotations

from typing import Any, List, Optional

from qgis.PyQt.QtCore import QPoint, QRect, QSize, Qt
from qgis.PyQt.QtWidgets import QLayout, QWidget, QWidgetItem


class FlowLayout(QLayout):
    """Lays widgets out left to right and wraps them to the next line."""

    def __init__(self, parent: Optional[QWidget] = None, spacing: int = 6, one_line_hint: bool = False) -> None:
        """``one_line_hint``: the preferred size is all of it on one line (what a dock is first given), the
        minimum the widest item alone; else both are the widest item."""
        super().__init__(parent)
        self._items: List[Any] = []
        self._spacing = spacing
        self._one_line_hint = one_line_hint
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item) -> None:  # noqa: N802 (Qt API)
        self._items.append(item)

    def addWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt API)
        self.insertWidget(len(self._items), widget)

    def insertWidget(self, index: int, widget: QWidget) -> None:  # noqa: N802 (Qt API)
        self.addChildWidget(widget)
        self._items.insert(max(0, min(index, len(self._items))), QWidgetItem(widget))
        self.invalidate()

    def spacing(self) -> int:
        return self._spacing

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
        if not self._one_line_hint:
            return self.minimumSize()
        hints = [item.sizeHint() for item in self._items if not item.isEmpty()]
        if not hints:
            return QSize(0, 0)
        width = sum(h.width() for h in hints) + self._spacing * (len(hints) - 1)
        return QSize(width, max(h.height() for h in hints))

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt API)
        size = QSize()
        for item in self._items:
            if not item.isEmpty():  # a hidden widget takes no room
                size = size.expandedTo(item.minimumSize())
        return size

    def _arrange(self, rect: QRect, apply: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if x + hint.width() > rect.right() and line > 0:
                x, y, line = rect.x(), y + line + self._spacing, 0
            if apply:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y()
