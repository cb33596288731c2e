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
outcome and calls ``self._finish``, unless a layer the run reads (``reads``) was removed
meanwhile: the manager then tells the run (:meth:`ResultRun.layers_removed`), which is
cancelled and answers so, touching no layer. Nothing here touches a layer.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Dict, Iterator, List, Optional

from qgis.core import QgsApplication, QgsTask
from qgis.PyQt.QtCore import QCoreApplication, QObject, pyqtSignal

log = logging.getLogger("geosense.results")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


class ResultRun(QObject):
    """One result that may take long: answers once with ``finished(outcome)``; cancellable while its task runs."""

    finished = pyqtSignal(object)  # the outcome (a ToolOutcome or SimilarOutcome)

    def __init__(self, manager, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.manager = manager  # a .result.ResultsHost (the ResultsManager)
        self.outcome: Any = None  # set once, when the run answers
        self.task: Optional[RunTask] = None  # while the work runs in the background
        self.reads: Dict[str, str] = {}  # the layers its work reads: id -> name (set by the kind of run)
        self.removed: List[str] = []  # the names of those removed from the project before it answered

    def start(self) -> ResultRun:
        raise NotImplementedError

    def task_finished(self, task: RunTask, ok: bool) -> None:
        """GUI thread: the task is done (``ok`` as QGIS says); make the outcome and ``self._finish`` it."""
        raise NotImplementedError

    def cancel(self) -> None:
        """Cancel the task, if one runs; the run then answers that it was cancelled."""
        if self.task is not None and self.outcome is None:
            self.task.cancel()

    def layers_removed(self, layer_ids) -> None:
        """GUI thread, as QGIS is about to delete ``layer_ids``: a run reading any of them is cancelled, and
        answers that the layer was removed (its ``task_finished`` checks :meth:`removed_outcome` before it
        touches a layer)."""
        gone = [self.reads[i] for i in layer_ids if i in self.reads]
        if gone and self.outcome is None:
            self.removed.extend(gone)
            self.cancel()

    def removed_message(self) -> str:
        return tr("The layer {} was removed before the result was ready; nothing was shown.").format(
            ", ".join(sorted(set(self.removed))))

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

    def fail(self, message: str) -> ResultRun:
        """Answer that the run failed with ``message`` (the kind of run makes the outcome)."""
        raise NotImplementedError

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
        run = self.run_
        try:
            run.task_finished(self, ok)
        except Exception as exc:  # never into Qt, and never a run that does not answer
            log.exception("a result's task could not be finished")
            if run.outcome is None:
                run.fail(tr("The result could not be shown: {}").format(exc))


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
