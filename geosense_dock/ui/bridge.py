"""Thin adapter: transport callbacks (worker thread) → Qt signals (GUI thread).

The bridge lives in the GUI thread; signals emitted from a worker thread are
queued, so slots run in the GUI thread and never race with widgets or layers.
Sentences the core wrote with ``core.texts.text`` arrive here still translatable
and leave in the user's language.

Frames come in batches: a worker adds a frame to the batch not yet delivered, and
only the first frame of a batch wakes the GUI thread, which then emits
:attr:`TransportBridge.frameReceived` for each frame of the batch, in order, in one
event-loop pass (a fast stream costs one queued call per pass, not one per frame).
Any other signal closes the batch first, so everything arrives in the order the
worker reported it.

Every emit from a worker goes through an :class:`EmitGate`: once the bridge is
closed (the controller shuts down) or its C++ object is destroyed, a worker that
is still finishing (a join that timed out, an answer in flight) emits nothing,
and never while the object is being deleted.

What a worker reported but the GUI thread has not taken yet can be set aside
(:meth:`TransportBridge.fence`: a new conversation, another agent): each report
carries its number, and one from before the fence is dropped when it arrives.
A transport reports through a :class:`Feed` of its own; :meth:`Feed.retire` stops
what a transport that was replaced still says (a stop that outlived its wait).
"""

from __future__ import annotations

import threading
from typing import Optional

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


class _Batch(list):
    """Frames delivered together, and the number of the report that started them."""

    seq = 0


class TransportBridge(QObject):
    frameReceived = pyqtSignal(object)  # one frame, on the GUI thread
    framesArrived = pyqtSignal(object)  # a batch of frames (a list) from a worker: see the module doc
    posted = pyqtSignal(object)  # (number, signal name, args) from a worker: emitted on the GUI thread
    stateChanged = pyqtSignal(str, str)
    problem = pyqtSignal(str, str, str)  # message, code, what kind of problem (its untranslated template)
    turnEnded = pyqtSignal(bool, str)
    notice = pyqtSignal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.gate = EmitGate()
        self.destroyed.connect(self.gate.close)
        self._batch_lock = threading.Lock()
        self._batch: Optional[_Batch] = None  # frames not delivered yet, to which a worker may add
        self._seq = 0  # the number of the last report (frames batch or signal)
        self._fence = 0  # reports numbered up to this are dropped when they arrive
        self.framesArrived.connect(self._deliver)
        self.posted.connect(self._dispatch)

    def close(self) -> None:
        """No more signals from workers (called before the owner goes)."""
        self.gate.close()

    def fence(self) -> None:
        """GUI thread: whatever was reported and not taken yet is dropped when it arrives (the conversation
        or the agent it belonged to is gone)."""
        with self._batch_lock:
            self._fence = self._seq
            self._batch = None

    def emit_in_order(self, signal: str, *args) -> bool:
        """Emit ``signal`` through the gate after the frames reported before it (from any thread)."""
        with self._batch_lock:
            self._batch = None  # frames reported after this signal go in a batch of their own
            self._seq += 1
            seq = self._seq
        return self.gate.emit(self, "posted", (seq, signal, args))

    def _dispatch(self, report) -> None:
        """GUI thread: a report's signal, unless a fence came after it."""
        seq, signal, args = report
        if seq > self._fence and self.gate.is_open:
            getattr(self, signal).emit(*args)

    def _deliver(self, batch: _Batch) -> None:
        """GUI thread: the frames of a batch, one :attr:`frameReceived` each."""
        with self._batch_lock:
            if self._batch is batch:
                self._batch = None  # closed: a worker starts the next batch
            if batch.seq <= self._fence:
                return  # reported before a fence
        for frame in batch:
            if not self.gate.is_open:
                return
            self.frameReceived.emit(frame)

    # TransportListener, called from the worker thread
    def on_frame(self, frame) -> None:
        with self._batch_lock:
            if self._batch is not None:
                self._batch.append(frame)  # the GUI thread has not taken this batch yet: it goes with it
                return
            self._seq += 1
            batch = self._batch = _Batch([frame])
            batch.seq = self._seq
        if not self.gate.emit(self, "framesArrived", batch):
            with self._batch_lock:
                if self._batch is batch:
                    self._batch = None

    def on_state(self, state: ConnectionState, detail: str) -> None:
        self.emit_in_order("stateChanged", state.value, translated(detail))

    def on_problem(self, message: str, code) -> None:
        self.emit_in_order("problem", translated(message), code or "", getattr(message, "template", message))

    def on_turn_end(self, interrupted: bool, reason: str) -> None:
        self.emit_in_order("turnEnded", interrupted, translated(reason))

    def on_not_delivered(self, frame) -> None:
        """A frame that never reached the agent: nothing to resend here (the controller's bridge resends)."""

    def on_sent(self, frame, piece) -> None:
        """What a transport wrote: nothing to record here (the controller's bridge records it)."""

    def on_notice(self, text: str) -> None:
        self.emit_in_order("notice", translated(text))


class Feed:
    """One transport's way into the bridge (its listener and its ``sent`` sink): everything it reports goes
    to the bridge until :meth:`retire`, after which it is dropped (the transport was replaced, and a worker
    that outlived its stop must not say "stopped" about the one that followed)."""

    def __init__(self, bridge: TransportBridge) -> None:
        self._bridge = bridge
        self.live = True

    def retire(self) -> None:
        self.live = False

    def on_frame(self, frame) -> None:
        if self.live:
            self._bridge.on_frame(frame)

    def on_state(self, state: ConnectionState, detail: str) -> None:
        if self.live:
            self._bridge.on_state(state, detail)

    def on_problem(self, message: str, code) -> None:
        if self.live:
            self._bridge.on_problem(message, code)

    def on_turn_end(self, interrupted: bool, reason: str) -> None:
        if self.live:
            self._bridge.on_turn_end(interrupted, reason)

    def on_not_delivered(self, frame) -> None:
        if self.live:
            self._bridge.on_not_delivered(frame)

    def on_notice(self, text: str) -> None:
        if self.live:
            self._bridge.on_notice(text)

    def on_sent(self, frame, piece) -> None:
        if self.live:
            self._bridge.on_sent(frame, piece)
