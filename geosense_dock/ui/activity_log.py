"""A turn's activity log: one collapsible list under the answer.

Lines come from ``backend_thinking`` (what the agent said it would do),
``backend_tool_call`` (each server-side call and whether it failed), tool
progress (``tool_call_start`` / ``tool_call`` / ``mcp_tool_result`` and the
result of tools the plugin ran) and events that were ignored. The log lives
only in memory (``Message.activity``); it is never saved with the project.
"""

from __future__ import annotations

import html
from typing import List, Optional, Sequence

from qgis.PyQt.QtCore import QCoreApplication, Qt
from qgis.PyQt.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..core.conversation import FAILED, RUNNING, STARTED, SUCCEEDED, ActivityEntry
from ..i18n import translated
from . import plain, theme
from .disclosure import Disclosure, disclosure_toggle


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


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
        return f"<span style='color:{muted}'>{html.escape(tr('Plan:'))}</span> <i>{text}</i>"
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
    text = tr("Activity: {0} step(s)").format(steps) if steps != 1 else tr("Activity: 1 step")
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
        self.entries: List[ActivityEntry] = []
        self.hide()

    def _on_toggled(self, on: bool) -> None:
        if on:
            self._render_list()
        self.list.setVisible(on)

    def _render_list(self) -> None:
        self.list.setText("<br>".join(entry_html(e) for e in self.entries))

    def set_entries(self, entries: Sequence[ActivityEntry], live: bool = False) -> None:
        self.entries = list(entries)
        self.setVisible(bool(entries))
        if not entries:
            return
        self.toggle.setText(summary_text(entries, live))
        if self.list.isVisibleTo(self):  # a collapsed log builds its lines only when opened
            self._render_list()

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
