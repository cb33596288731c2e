"""Long results: :class:`ResultRun`, one result that may be built in a cancellable ``QgsTask``, and :class:`Runs`.

A run is made by a :class:`~.manager.ResultsManager` method (``start_highlight``,
``find_similar``); its owner connects to ``finished`` and calls ``start()``. It
answers exactly once, with ``finished(outcome)``, at once (a small result) or
when its :class:`RunTask` is done. While it has not answered it is in its
manager's :class:`Runs`, so "Clear results" and unloading the plugin cancel it
and :meth:`~.manager.ResultsManager.busy` says so.

A kind of long result subclasses both: its ``start()`` either answers with
``self._finish(outcome)`` or hands a :class:`RunTask` to ``self._run_task``;
its :meth:`ResultRun.task_finished` (GUI thread) turns the task's work into the
outcome and calls ``self._finish``. Nothing here touches a layer.
"""

from __future__ import annotations

import time
from typing import Any, Iterator, List, Optional

from qgis.core import QgsApplication, QgsTask
from qgis.PyQt.QtCore import QCoreApplication, QObject, pyqtSignal


class ResultRun(QObject):
    """One result that may take long: answers once with ``finished(outcome)``; cancellable while its task runs."""

    finished = pyqtSignal(object)  # the outcome (a ToolOutcome or SimilarOutcome)

    def __init__(self, manager, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.manager = manager  # a .result.ResultsHost (the ResultsManager)
        self.outcome: Any = None  # set once, when the run answers
        self.task: Optional[RunTask] = None  # while the work runs in the background

    def start(self) -> ResultRun:
        raise NotImplementedError

    def task_finished(self, task: RunTask, ok: bool) -> None:
        """GUI thread: the task is done (``ok`` as QGIS says); make the outcome and ``self._finish`` it."""
        raise NotImplementedError

    def cancel(self) -> None:
        """Cancel the task, if one runs; the run then answers that it was cancelled."""
        if self.task is not None and self.outcome is None:
            self.task.cancel()

    def wait(self, timeout: float = 60.0) -> Any:
        """Process events until the run has answered (tests, benchmarks, scripts); its outcome, or None."""
        deadline = time.time() + timeout
        while self.outcome is None and time.time() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.005)
        return self.outcome

    # -- for the kinds of runs ----------------------------------------------------------------

    def _track(self) -> None:
        """From now until it answers, the run is among its manager's runs."""
        self.manager.runs.add(self)

    def _run_task(self, task: RunTask) -> None:
        """Run ``task`` in QGIS's task manager; its ``finished`` comes back as :meth:`task_finished`."""
        self.task = task
        self._track()
        QgsApplication.taskManager().addTask(task)

    def _finish(self, outcome: Any) -> ResultRun:
        """Answer: keep ``outcome``, leave the manager's runs, emit ``finished``."""
        self.outcome = outcome
        self.task = None
        self.manager.runs.discard(self)
        self.finished.emit(outcome)
        return self


class RunTask(QgsTask):
    """The cancellable task of a :class:`ResultRun`: ``run()`` (a subclass's) on a worker thread, then
    ``finished`` hands it back to the run on the GUI thread."""

    def __init__(self, description: str, run: ResultRun) -> None:
        super().__init__(description, QgsTask.Flag.CanCancel)
        self.run_ = run

    def finished(self, ok: bool) -> None:  # GUI thread
        self.run_.task_finished(self, ok)


class Runs:
    """The runs of one manager that have not answered yet, in the order they started."""

    def __init__(self) -> None:
        self._runs: List[ResultRun] = []

    def add(self, run: ResultRun) -> None:
        if run not in self._runs:
            self._runs.append(run)

    def discard(self, run: ResultRun) -> None:
        if run in self._runs:
            self._runs.remove(run)

    def cancel_all(self) -> None:
        for run in list(self._runs):
            run.cancel()

    def __iter__(self) -> Iterator[ResultRun]:
        return iter(list(self._runs))

    def __len__(self) -> int:
        return len(self._runs)
