"""A header button that shows or hides what is under it (collapsed by default).

Shared by the widgets under a message that open on demand: the activity log of an
answer and the record of what was sent with a user message. Widgets only; knows
nothing of what the section holds.
"""

from __future__ import annotations

from typing import Callable

from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QToolButton, QWidget


def disclosure_toggle(parent: QWidget, accessible_name: str, on_toggled: Callable[[bool], None]) -> QToolButton:
    """A checkable, flat tool button with an arrow, reachable with Tab, unchecked."""
    toggle = QToolButton(parent)
    toggle.setCheckable(True)
    toggle.setChecked(False)
    toggle.setAutoRaise(True)
    toggle.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    toggle.setArrowType(Qt.ArrowType.RightArrow)
    toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    toggle.setAccessibleName(accessible_name)
    toggle.toggled.connect(lambda on: toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow))
    toggle.toggled.connect(on_toggled)
    return toggle


class Disclosure:
    """``expanded`` / ``set_expanded`` for a widget whose ``toggle`` is a :func:`disclosure_toggle`."""

    toggle: QToolButton

    @property
    def expanded(self) -> bool:
        return self.toggle.isChecked()

    def set_expanded(self, on: bool) -> None:
        self.toggle.setChecked(on)
