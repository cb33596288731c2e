"""A turn's activity log: one collapsible list under the answer.

Lines come from ``backend_thinking`` (what the agent said it would do),
``backend_tool_call`` (each server-side call and whether it failed), tool
progress (``tool_call_start`` / ``tool_call`` / ``mcp_tool_result`` and the
result of tools the plugin ran) and events that were ignored. The log lives
only in memory (``Message.activity``); it is never saved with the project.

An answer may bring thousands of steps: the card shows the last
:data:`SHOWN_LINES` of them (so an update costs the same at the 6,000th step as
at the first), and **Show the whole activity log** opens every line in a window
of its own, built once when asked for.
"""

from __future__ import annotations

import html
from typing import List, Optional, Sequence

from qgis.PyQt.QtCore import QCoreApplication, Qt
from qgis.PyQt.QtWidgets import QDialog, QLabel, QTextBrowser, QToolButton, QVBoxLayout, QWidget

from .. import plain, theme
from ..core.conversation import FAILED, RUNNING, STARTED, SUCCEEDED, ActivityEntry
from ..i18n import mirror, right_to_left, translated
from .disclosure import Disclosure, disclosure_toggle


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


SHOWN_LINES = 200  # lines of an open log in the card; the rest in the whole-log window

STATUS_LOOK = {
    STARTED: ("#9a6700", "\u22ef"),  # ⋯
    RUNNING: ("#9a6700", "\u22ef"),
    SUCCEEDED: ("#1a7f37", "\u2713"),  # ✓
    FAILED: ("#cf222e", "\u2717"),  # ✗
}


def entry_html(entry: ActivityEntry) -> str:
    """One line of the log as escaped Qt rich text."""
    text = html.escape(translated(entry.text))  # the core's own sentences (an ignored event) in the user's language
    detail = html.escape(translated(entry.detail))
    muted = theme.ink("#57606a")
    if entry.kind == "thinking":
        plan = text if right_to_left() else f"<i>{text}</i>"  # Arabic is not set in italics
        return f"<span style='color:{muted}'>{html.escape(tr('Plan:'))}</span> {plan}"
    if entry.kind == "ignored":
        return f"<span style='color:{muted}'>! {text}</span>"
    color, mark = STATUS_LOOK.get(entry.status, ("#57606a", "\u2022"))
    color = theme.ink(color)  # on the answer's card, light or dark
    state = {
        STARTED: tr("started"),
        RUNNING: tr("running"),
        SUCCEEDED: tr("done"),
        FAILED: tr("failed"),
    }.get(entry.status, entry.status)
    kind = tr("server tool") if entry.kind == "backend_tool" else tr("tool")
    line = (f"<span style='color:{color}'>{mark}</span> <b>{text}</b> "
            f"<span style='color:{muted}'>({html.escape(kind)}, {html.escape(state)})</span>")
    if detail:
        style = f"color:{theme.ink('#cf222e')}" if entry.status == FAILED else f"color:{theme.ink('#24292f')}"
        line += f": <span style='{style}'>{detail}</span>"
    return line


def summary_text(entries: Sequence[ActivityEntry], live: bool) -> str:
    steps = len(entries)
    failed = sum(1 for e in entries if e.status == FAILED and e.kind != "ignored")
    text = tr("Activity: {0} steps").format(steps) if steps != 1 else tr("Activity: 1 step")
    if failed:
        text += ", " + tr("{0} failed").format(failed)
    if live and entries:
        last = entries[-1]
        if last.kind != "thinking" and last.status in (STARTED, RUNNING):
            text += " \u2014 " + tr("running {0}").format(last.text)
    return text


class ActivityLog(QWidget, Disclosure):
    """Header button (collapsed by default) and the list of the turn's steps."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setSpacing(2)
        self.toggle = disclosure_toggle(self, tr("Show the activity of this answer"), self._on_toggled)
        layout.addWidget(self.toggle)
        self.list = plain.mark_escaped_rich(QLabel(self))  # entry_html escapes every piece
        self.list.setWordWrap(True)
        self.list.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.list.setContentsMargins(14, 0, 0, 0)
        self.list.hide()
        layout.addWidget(self.list)
        self.whole_button = QToolButton(self)
        self.whole_button.setText(tr("Show the whole activity log"))
        self.whole_button.setAutoRaise(True)
        self.whole_button.hide()
        self.whole_button.clicked.connect(self.show_whole)
        layout.addWidget(self.whole_button)
        self.whole_window: Optional[QDialog] = None
        self.entries: Sequence[ActivityEntry] = []
        self.hide()

    def _on_toggled(self, on: bool) -> None:
        if on:
            self._render_list()
        self.list.setVisible(on)
        self.whole_button.setVisible(on and len(self.entries) > SHOWN_LINES)

    def _render_list(self) -> None:
        hidden = len(self.entries) - SHOWN_LINES
        lines = [entry_html(e) for e in self.entries[max(0, hidden):]]
        if hidden > 0:
            earlier = (tr("{0} earlier step not shown here") if hidden == 1 else
                       tr("{0} earlier steps not shown here")).format(f"{hidden:,}")
            lines.insert(0, f"<span style='color:#6e7781'>\u2026 {html.escape(earlier)}</span>")
        self.list.setText("<br>".join(lines))

    def set_entries(self, entries: Sequence[ActivityEntry], live: bool = False) -> None:
        self.entries = entries  # the message's own list (no copy per update)
        self.setVisible(bool(entries))
        if not entries:
            return
        self.toggle.setText(summary_text(entries, live))
        if self.list.isVisibleTo(self):  # a collapsed log builds its lines only when opened
            self._render_list()
            self.whole_button.setVisible(len(entries) > SHOWN_LINES)

    def show_whole(self) -> QDialog:
        """Every line of the log in a window of its own (built now, from the lines as they are)."""
        if self.whole_window is not None:
            self.whole_window.close()
        window = mirror(QDialog(self.window()))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.setWindowTitle(summary_text(self.entries, False))
        box = QVBoxLayout(window)
        view = QTextBrowser(window)
        view.setOpenLinks(False)
        view.setOpenExternalLinks(False)
        if right_to_left():  # the lines run the way the language is written
            option = view.document().defaultTextOption()
            option.setTextDirection(Qt.LayoutDirection.RightToLeft)
            view.document().setDefaultTextOption(option)
        view.setHtml("<br>".join(entry_html(e) for e in self.entries))  # entry_html escapes every piece
        box.addWidget(view)
        window.resize(640, 480)
        window.destroyed.connect(lambda *_: setattr(self, "whole_window", None))
        self.whole_window = window
        window.show()
        return window

    def lines(self) -> List[str]:
        """The log as plain text lines (tests, export)."""
        out = []
        for e in self.entries:
            line = f"{e.kind}: {e.text}"
            if e.status:
                line += f" [{e.status}]"
            if e.detail:
                line += f" {e.detail}"
            out.append(line)
        return out
