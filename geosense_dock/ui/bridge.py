"""Thin adapter: transport callbacks (worker thread) → Qt signals (GUI thread).

The bridge lives in the GUI thread; signals emitted from a worker thread are
queued, so slots run in the GUI thread and never race with widgets or layers.
Sentences the core wrote with ``core.texts.text`` arrive here still translatable
and leave in the user's language.

Every emit from a worker goes through an :class:`EmitGate`: once the bridge is
closed (the controller shuts down) or its C++ object is destroyed, a worker that
is still finishing (a join that timed out, an answer in flight) emits nothing,
and never while the object is being deleted.
"""

from __future__ import annotations

import threading

from qgis.PyQt.QtCore import QObject, pyqtSignal

from ..core.protocol.transport import ConnectionState
from ..i18n import translated


class EmitGate:
    """Lets worker threads emit a QObject's signals only while it is open (and the object alive)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._open = True

    @property
    def is_open(self) -> bool:
        return self._open

    def close(self, *_args) -> None:
        with self._lock:
            self._open = False

    def emit(self, owner: QObject, signal: str, *args) -> bool:
        """``owner.<signal>.emit(*args)`` unless closed; the signal is looked up under the lock (a deleted
        owner's signals cannot even be named)."""
        with self._lock:
            if not self._open:
                return False
            try:
                getattr(owner, signal).emit(*args)
            except RuntimeError:  # deleted without the gate closed first
                return False
            return True


class TransportBridge(QObject):
    frameReceived = pyqtSignal(object)
    stateChanged = pyqtSignal(str, str)
    problem = pyqtSignal(str, str, str)  # message, code, what kind of problem (its untranslated template)
    turnEnded = pyqtSignal(bool, str)
    notice = pyqtSignal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.gate = EmitGate()
        self.destroyed.connect(self.gate.close)

    def close(self) -> None:
        """No more signals from workers (called before the owner goes)."""
        self.gate.close()

    # TransportListener, called from the worker thread
    def on_frame(self, frame) -> None:
        self.gate.emit(self, "frameReceived", frame)

    def on_state(self, state: ConnectionState, detail: str) -> None:
        self.gate.emit(self, "stateChanged", state.value, translated(detail))

    def on_problem(self, message: str, code) -> None:
        self.gate.emit(self, "problem", translated(message), code or "", getattr(message, "template", message))

    def on_turn_end(self, interrupted: bool, reason: str) -> None:
        self.gate.emit(self, "turnEnded", interrupted, translated(reason))

    def on_notice(self, text: str) -> None:
        self.gate.emit(self, "notice", translated(text))
