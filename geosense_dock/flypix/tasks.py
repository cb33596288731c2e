"""Off-GUI-thread work for the FlyPix side: one cancellable ``QgsTask`` per call.

:class:`TaskRunner` keeps one task per *slot* (``"browse:<id>"``, ``"load"``,
``"sign-in"``...). Starting a task in a slot cancels the one before, and the
answer of a task that is no longer the slot's current one is dropped (a stale
reply never reaches a widget). Results arrive on the GUI thread.
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Dict, List, Optional, Set

from qgis.core import QgsApplication, QgsTask

log = logging.getLogger("geosense.flypix")

Work = Callable[["CallTask"], Any]


class CallTask(QgsTask):
    """Runs ``work(task)`` on a worker thread; ``done(task)`` on the GUI thread."""

    def __init__(self, description: str, work: Work, done: Callable[[CallTask], None],
                 hidden: bool = False) -> None:
        flags = QgsTask.Flag.CanCancel
        if hidden and hasattr(QgsTask.Flag, "Hidden"):
            flags |= QgsTask.Flag.Hidden
        super().__init__(description, flags)
        self.work = work
        self.done = done
        self.result: Any = None
        self.error: Optional[BaseException] = None

    def run(self) -> bool:
        try:
            self.result = self.work(self)
        except Exception as exc:  # noqa: BLE001 - handed to the GUI thread, never raised in a worker
            self.error = exc
        return self.error is None and not self.isCanceled()

    def finished(self, ok: bool) -> None:  # GUI thread
        try:
            self.done(self)
        except Exception:  # noqa: BLE001 - a slot never raises into Qt
            log.exception("handling the result of %r failed", self.description())


class TaskRunner:
    def __init__(self) -> None:
        self._current: Dict[str, CallTask] = {}
        self._alive: Set[CallTask] = set()  # Python references until each task has finished

    def start(self, slot: str, description: str, work: Work, on_result: Callable[[Any], None],
              on_error: Optional[Callable[[BaseException], None]] = None,
              on_cancel: Optional[Callable[[], None]] = None, hidden: bool = False,
              deliver_cancelled: bool = False) -> CallTask:
        """Run ``work`` in a task of ``slot``; ``deliver_cancelled``: a cancelled task's result
        (when its work returned one) still reaches ``on_result`` (what it did before it stopped)."""
        previous = self._current.pop(slot, None)
        if previous is not None:
            previous.cancel()

        def done(task: CallTask) -> None:
            self._alive.discard(task)
            if self._current.get(slot) is not task:
                return  # stale: cancelled or replaced meanwhile
            del self._current[slot]
            if task.error is not None:
                if on_error is not None:
                    on_error(task.error)
                else:
                    log.warning("%s failed: %s", description, task.error)
            elif task.isCanceled() and not (deliver_cancelled and task.result is not None):
                if on_cancel is not None:
                    on_cancel()
            else:
                on_result(task.result)

        task = CallTask(description, work, done, hidden)
        self._alive.add(task)
        self._current[slot] = task
        QgsApplication.taskManager().addTask(task)
        return task

    def busy(self, slot: str) -> bool:
        return slot in self._current

    def slots(self, prefix: str = "") -> List[str]:
        """The slots with a task running (those starting with ``prefix``)."""
        return [slot for slot in self._current if slot.startswith(prefix)]

    def task(self, slot: str) -> Optional[CallTask]:
        return self._current.get(slot)

    def cancel(self, slot: str) -> bool:
        """Cancel the slot's task; its ``on_cancel`` is called when it has stopped."""
        task = self._current.get(slot)
        if task is None:
            return False
        task.cancel()
        return True

    def forget(self, slot: str) -> None:
        """Cancel the slot's task and drop whatever it still delivers."""
        task = self._current.pop(slot, None)
        if task is not None:
            task.cancel()

    def forget_all(self) -> None:
        for slot in list(self._current):
            self.forget(slot)
