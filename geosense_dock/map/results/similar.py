"""Find similar: one :class:`SimilarRun` per request (resolve samples, describe shapes, search, show, answer).

Small pools run at once on the GUI thread; larger ones as a
:class:`~.similar_task.SimilarTask`. The found annotations become a new result
(and the source layer's selection); nothing else of the project changes.
"""

from __future__ import annotations

import logging
from typing import Dict, List, Optional, Sequence, Tuple

from qgis.core import QgsTask
from qgis.PyQt.QtCore import QCoreApplication

from ...core import similarity
from ...core.texts import sentences, text
from ...core.tools import FindSimilarToolData, ToolDataError, parse_find_similar
from ...i18n import translated
from ..compat import POLYGON
from .kinds import ResultKind
from .materialize import materialize
from .outcomes import SimilarOutcome
from .result import ResultsHost
from .runs import ResultRun
from .similar_task import ShapeJob, SimilarTask
from .sources import AnnotationSource, resolve
from .styles import style

log = logging.getLogger("geosense.results")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


SYNC_LIMIT = 20000  # find-similar over fewer features runs at once; more go to a QgsTask


class SimilarRun(ResultRun):
    """One find-similar request: resolve samples, describe shapes, search, show, answer.

    ``finished(SimilarOutcome)``; ``cancel()`` and ``wait()`` are :class:`~.runs.ResultRun`'s.
    """

    def __init__(self, manager: ResultsHost, data, sources, request_id, title, k, background, select) -> None:
        super().__init__(manager)  # no parent: a finished run goes with its last reference, tables and all
        self.data = data
        self.sources: List[AnnotationSource] = sources
        self.request_id = request_id
        self.title = title
        self.k = k
        self.background = background
        self.select = select
        self.payload: Optional[FindSimilarToolData] = None
        self.missing_samples: List[int] = []
        self.notes: List[str] = []
        self._jobs: Dict[int, ShapeJob] = {}
        self._cached: Dict[int, similarity.ShapeTable] = {}
        self._sample_keys: List[Tuple[str, int]] = []

    def describe(self) -> str:
        parts = [str(s.id) for s in (self.payload.samples if self.payload else ())][:5]
        if self.payload and self.payload.hint:
            parts.append(self.payload.hint)
        return ", ".join(parts) or "?"

    def start(self) -> SimilarRun:
        try:
            self.payload = self.data if isinstance(self.data, FindSimilarToolData) else parse_find_similar(self.data)
        except ToolDataError as exc:
            return self._finish(SimilarOutcome(False, translated(exc), error="INVALID_PARAMETERS",
                                               request_id=self.request_id))
        if not self.sources:
            return self._finish(SimilarOutcome(False, tr("No vector layer is shared with GeoSense"),
                                               error="LAYER_NOT_FOUND", request_id=self.request_id))
        if similarity.np is None:
            return self._finish(SimilarOutcome(False, tr("Find similar needs numpy, which is not installed"),
                                               error="EXECUTION_ERROR", request_id=self.request_id))
        self.notes.extend(self.payload.warnings)
        # samples: with v, that vector only; without, the first source holding the id
        for sample in self.payload.samples:
            pool = ([s for s in self.sources if s.v == sample.v or s.layer.id() == sample.v] if sample.v
                    else self.sources)
            found, _missing = resolve([sample.id], pool)
            if sample.id in found:
                index, _fid = found[sample.id]
                self._sample_keys.append((pool[index].layer.id(), sample.id))
            else:
                self.missing_samples.append(sample.id)
        if self.payload.samples and not self._sample_keys and not self.payload.hint:
            return self._finish(SimilarOutcome(
                False, tr("None of the samples exist: {}").format(", ".join(map(str, self.missing_samples))),
                missing_ids=self.missing_samples, error="INVALID_PARAMETERS", request_id=self.request_id))
        total = 0
        for i, source in enumerate(self.sources):
            if source.layer.geometryType() != POLYGON:
                continue
            cached = self.manager.cached_table(source)
            if cached is not None:
                self._cached[i] = cached
                continue
            job = ShapeJob(source)
            self._jobs[i] = job
            total += job.count
        background = self.background if self.background is not None else total > SYNC_LIMIT
        self.reads = {s.layer.id(): s.layer.name() for s in self.sources}
        self._track()
        if background:
            self._run_task(SimilarTask(self))
        else:
            try:
                output, tables = self.compute(None)
                self._done(True, output, tables, None, False)
            except similarity.SimilarityError as exc:
                self._done(False, None, {}, translated(exc), False)
        return self

    def compute(self, task: Optional[QgsTask]):
        """Read and describe the shapes, then search (the :class:`SimilarTask`'s worker thread, or at once):
        (the search's output or None when cancelled, the tables read by source index)."""
        jobs = sorted(self._jobs.items())
        read = read_tables([job for _i, job in jobs], task)
        if read is None:
            return None, {}
        tables = dict(zip((i for i, _job in jobs), read))
        all_tables = dict(self._cached)
        all_tables.update(tables)
        pool = similarity.ShapeTable.concat([all_tables[i] for i in sorted(all_tables)])
        if task is not None:
            if task.isCanceled():
                return None, {}
            task.setProgress(95.0)
        output = search(pool, self._sample_keys, self.payload.hint, class_names_of(self.sources), self.k)
        return output, tables

    def task_finished(self, task, ok: bool) -> None:  # GUI thread; task: the SimilarTask
        self._done(ok, task.output, task.tables, task.error, task.isCanceled())

    def fail(self, message: str) -> SimilarRun:
        return self._finish(SimilarOutcome(False, message, error="EXECUTION_ERROR", request_id=self.request_id))

    def _done(self, ok: bool, output, tables, error: Optional[str], cancelled: bool) -> None:
        if self.removed:  # before anything touches a source's layer: QGIS deleted it
            self.fail(self.removed_message())
            return
        for i, table in tables.items():
            self.manager.cache_table(self.sources[i], table)
        if cancelled or self.manager.closed:
            outcome = SimilarOutcome(False, tr("Find similar was cancelled"), error="EXECUTION_ERROR",
                                     request_id=self.request_id, cancelled=True)
        elif not ok or output is None:
            outcome = SimilarOutcome(False, error or tr("Find similar failed"), missing_ids=self.missing_samples,
                                     error="INVALID_PARAMETERS" if error else "EXECUTION_ERROR",
                                     request_id=self.request_id)
        else:
            try:
                outcome = show_similar(self.manager, self, output)
            except Exception as exc:
                log.exception("showing find-similar results failed")
                outcome = SimilarOutcome(False, tr("Find similar failed: {}").format(exc), error="EXECUTION_ERROR",
                                         request_id=self.request_id)
        self._finish(outcome)


def read_tables(jobs: Sequence[ShapeJob], feedback=None,
                span: float = 90.0) -> Optional[List[similarity.ShapeTable]]:
    """Every job's shape table, read in turn; ``feedback`` (a ``QgsTask`` or a ``QgsFeedback``) gets the
    progress over ``0..span`` and is asked whether to stop. None when it was cancelled."""
    tables: List[similarity.ShapeTable] = []
    n = max(1, len(jobs))
    for j, job in enumerate(jobs):
        table = job.table(feedback, (span * j / n, span / n))
        if table is None:
            return None
        tables.append(table)
    return tables


def class_names_of(sources: Sequence[AnnotationSource]) -> Dict[str, str]:
    names: Dict[str, str] = {}
    for s in sources:
        names.update(s.class_names)
    return names


def search(pool: similarity.ShapeTable, sample_keys: Sequence[Tuple[str, int]], hint: Optional[str],
           class_names: Dict[str, str], k: int, **options) -> similarity.SimilarityResult:
    """The search of a find-similar: the samples are the rows keyed ``(layer id, annotation id)``;
    ``options`` go on to :func:`~geosense_dock.core.similarity.find_similar` (``radius``, ``weights``)."""
    rows = pool.rows_by_prefix(sample_keys)  # keys: (layer, annotation, fid)
    return similarity.find_similar(pool, rows, hint=hint, class_names=class_names, k=k, **options)


def show_similar(manager: ResultsHost, run: SimilarRun, found: similarity.SimilarityResult) -> SimilarOutcome:
    srcs = run.sources
    by_layer = {s.layer.id(): i for i, s in enumerate(srcs)}
    located: Dict[int, Dict[int, int]] = {}
    annotations = []
    score_of: Dict[Tuple[int, int], float] = {}
    for match in found.matches:
        layer_id, ann, fid = match.key
        index = by_layer.get(layer_id)
        if index is None:
            continue
        located.setdefault(index, {})[ann] = fid
        score_of[(index, ann)] = match.score
        annotations.append({"id": int(ann), "v": srcs[index].v})
    class_name = None
    if found.class_id is not None:
        for s in srcs:
            if found.class_id in s.class_names:
                class_name = s.class_names[found.class_id]
                break
        class_name = class_name or found.class_id
    outcome = SimilarOutcome(
        True, "", request_id=run.request_id, class_id=found.class_id, class_name=class_name,
        annotations=annotations, missing_ids=run.missing_samples, warnings=list(run.notes) + list(found.notes),
    )
    if located:
        title = run.title or tr("Similar to {what}").format(what=run.describe())
        result = manager.new_result(ResultKind.SIMILAR, title)
        for index, fids in located.items():
            col = ("similarity", {ann: score_of[(index, ann)] for ann in fids}, "float")
            layer = materialize(srcs[index], fids, [col], title)
            style(layer, ResultKind.SIMILAR)
            manager.add_layer(result, layer, ResultKind.SIMILAR)
            if run.select:
                srcs[index].layer.selectByIds(sorted(fids.values()))
        result.info = {"count": len(annotations), "class_id": found.class_id}
        manager.publish(result)
        outcome.result = result
    outcome.message = outcome.response_text()
    if outcome.missing_ids:
        missing = ", ".join(map(str, outcome.missing_ids))
        outcome.message = sentences(outcome.message, text("Samples not found: {0}.", missing))
    return outcome

