"""The mouse wheel over a list, slider or number field in a panel that scrolls moves the panel, not the value.

Qt lets a combo box, slider or spin box take every wheel turn that passes over it, so a user scrolling
the suggestion review changed its class field without noticing. A guarded widget takes the wheel only
once it has the focus (a click or Tab gives it; the wheel no longer does); until then the turn goes to
the scroll area around it, as everywhere else in the panel.
"""

from __future__ import annotations

from typing import Optional

from qgis.PyQt.QtCore import QCoreApplication, QEvent, QObject, Qt
from qgis.PyQt.QtWidgets import QAbstractScrollArea, QWidget


class _WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) or watched.hasFocus():
            return False
        area = _scroll_area_around(watched)
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)  # the panel scrolls as if over its background
        return True  # the value stays


def _scroll_area_around(widget: QWidget) -> Optional[QAbstractScrollArea]:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def guard_wheel(*widgets: QWidget) -> None:
    """Let ``widgets`` take the wheel only when they have the focus (see the module's text)."""
    for widget in widgets:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel gives no focus
        widget.installEventFilter(_WheelGuard(widget))  # goes with the widget
