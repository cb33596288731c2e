"""Text that may come from an agent or a server, shown as plain text whatever widget shows it.

Qt guesses: a ``QLabel`` (``AutoText``), a tool tip and a ``QMessageBox`` render anything that
looks like markup as rich text, and QGIS's message bar always does. A tool name or a server's
error with ``<img src="file:///…">`` in it would load a local file, a ``<table width=3000>``
would blow the dock up, a link would become clickable. The helpers here show such text as the
characters it is:

* :func:`plain_label` -- a label that never interprets its text (every label of the plugin is
  one, except those marked :func:`mark_escaped_rich`, whose callers escape every piece);
* :func:`tooltip` -- a tool tip showing the text literally;
* :func:`push` -- a message-bar entry with the text escaped;
* :func:`ask` -- a yes/no question whose text is plain.
"""

from __future__ import annotations

import html
from typing import Optional

from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QLabel, QMessageBox, QWidget

from .i18n import mirror

ESCAPED_RICH = "geosenseEscapedRichText"  # property of the labels whose rich text is built escaped


def plain_label(label: QLabel) -> QLabel:
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def mark_escaped_rich(label: QLabel) -> QLabel:
    """A label showing rich text the plugin builds itself, every outside piece escaped."""
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setProperty(ESCAPED_RICH, True)
    return label


def escaped(text: str) -> str:
    """``text`` as Qt rich text that shows exactly these characters (line breaks kept)."""
    return html.escape(text or "").replace("\n", "<br>")


def tooltip(text: Optional[str]) -> str:
    """A tool tip that shows ``text`` literally (Qt would render a tool tip that looks like markup)."""
    if not text:
        return ""
    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>"


def push(bar, title: str, text: str, level, duration: int = 6) -> None:
    """``bar.pushMessage`` with ``text`` escaped: QGIS's message bar renders its text as HTML."""
    bar.pushMessage(html.escape(title), escaped(text), level=level, duration=duration)


def ask(parent: Optional[QWidget], title: str, text: str, default_yes: bool = True, name: str = "") -> bool:
    """A Yes/No question; ``text`` (which may quote layer names or an agent's words) is plain text;
    ``name`` is the box's object name (what tests and scripts find it by)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    if name:
        box.setObjectName(name)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(QMessageBox.StandardButton.Yes if default_yes else QMessageBox.StandardButton.No)
    mirror(box)
    return box.exec() == QMessageBox.StandardButton.Yes
