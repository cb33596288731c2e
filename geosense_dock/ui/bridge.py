"""Thin adapter: transport callbacks (worker thread) → Qt signals (GUI thread).

The bridge lives in the GUI thread; signals emitted from a worker thread are
queued, so slots run in the GUI thread and never race with widgets or layers.
Sentences the core wrote with ``core.texts.text`` arrive here still translatable
and leave in the user's language.
"""

from __future__ import annotations

from qgis.PyQt.QtCore import QObject, pyqtSignal

from ..core.protocol.transport import ConnectionState
from ..i18n import translated


class TransportBridge(QObject):
    frameReceived = pyqtSignal(object)
    stateChanged = pyqtSignal(str, str)
    problem = pyqtSignal(str, str, str)  # message, code, what kind of problem (its untranslated template)
    turnEnded = pyqtSignal(bool, str)
    notice = pyqtSignal(str)

    # TransportListener, called from the worker thread
    def on_frame(self, frame) -> None:
        self.frameReceived.emit(frame)

    def on_state(self, state: ConnectionState, detail: str) -> None:
        self.stateChanged.emit(state.value, translated(detail))

    def on_problem(self, message: str, code) -> None:
        self.problem.emit(translated(message), code or "", getattr(message, "template", message))

    def on_turn_end(self, interrupted: bool, reason: str) -> None:
        self.turnEnded.emit(interrupted, translated(reason))

    def on_notice(self, text: str) -> None:
        self.notice.emit(translated(text))
