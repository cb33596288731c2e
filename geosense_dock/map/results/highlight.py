"""Highlight: a ``HighlightToolData`` payload shown as a new result (primary, linked and link layers).

Resolves the ids, builds the extra attribute columns, copies the features into
memory layers and hands them to the manager; never edits a source layer.

The work is bounded by what the payload really holds (``core.tools`` refuses
more than ``MAX_EXTRA_ATTRIBUTES`` keys, ``MAX_EXTRA_VALUES`` values or
``MAX_EXTRA_TEXT`` characters, with ``PAYLOAD_TOO_LARGE``; a constant is kept
once, never expanded per id). A highlight with many extra values (more than
``SYNC_EXTRA_VALUES``) is built in a :class:`HighlightTask` off the GUI thread;
the GUI thread only resolves the ids before and adds the layers after
(:mod:`.highlight_task`); the extra columns are :mod:`.columns`'.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Optional, Sequence, Tuple

from qgis.core import QgsVectorLayerFeatureSource
from qgis.PyQt.QtCore import QCoreApplication

from ...core.tools import HighlightToolData, ToolDataError, ToolDataTooLarge, parse_highlight
from ...i18n import translated
from .columns import extra_columns
from .highlight_task import CopyJob, HighlightTask
from .kinds import ResultKind
from .links import link_layer
from .materialize import copy_features, materialize
from .outcomes import ToolOutcome
from .result import ResultsHost
from .runs import ResultRun
from .sources import AnnotationSource, as_sources, resolve
from .styles import style

log = logging.getLogger("geosense.results")

SYNC_EXTRA_VALUES = 200_000  # extra attribute values shown at once; more are built in a QgsTask


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


def highlight(
    manager: ResultsHost,
    data: Any,
    sources: Sequence[Any],
    *,
    title: Optional[str] = None,
    zoom: bool = False,
) -> ToolOutcome:
    """Show a HighlightToolData payload (JSON text, dict or parsed) as a new result, at once."""
    run = HighlightRun(manager, data, sources, title=title, zoom=zoom, background=False)
    outcome = run.start().outcome
    assert outcome is not None  # nosec B101 - a run that is not in the background has finished
    return outcome


def _reason(exc: Exception) -> str:
    return translated(exc.args[0]) if exc.args else str(exc)


class HighlightRun(ResultRun):
    """One highlight: parse, resolve, copy (at once, or in a :class:`HighlightTask`), show, answer.

    ``finished(ToolOutcome)``; ``cancel()`` and ``wait()`` are :class:`~.runs.ResultRun`'s.
    """

    def __init__(self, manager: ResultsHost, data: Any, sources: Sequence[Any], *, title: Optional[str] = None,
                 zoom: bool = False, background: Optional[bool] = None) -> None:
        super().__init__(manager)  # no parent: a finished run goes with its last reference, payload and all
        self.data = data
        self.sources = sources
        self.title = title
        self.zoom = zoom
        self.background = background
        self.payload: Optional[HighlightToolData] = None
        self.srcs: List[AnnotationSource] = []
        self._found: Optional[Dict[int, Tuple[int, int]]] = None
        self._missing: List[int] = []
        self._count = 0
        self._wanted: Optional[List[int]] = None  # the ids asked for, when the task finds which exist

    def start(self) -> HighlightRun:
        try:
            payload = self.data if isinstance(self.data, HighlightToolData) else parse_highlight(self.data)
        except ToolDataTooLarge as exc:
            return self._refuse(exc)
        except ToolDataError as exc:
            return self._finish(ToolOutcome(False, _reason(exc), error="INVALID_PARAMETERS"))
        srcs = as_sources(self.sources)
        if not srcs:
            return self._finish(ToolOutcome(False, tr("No vector layer is shared with GeoSense"), list(payload.ids),
                                            error="LAYER_NOT_FOUND"))
        self.payload, self.srcs = payload, srcs
        self.reads = {s.layer.id(): s.layer.name() for s in srcs}
        background = self.background if self.background is not None else payload.extra_values() > SYNC_EXTRA_VALUES
        try:
            if background:
                self._start_task()
            else:
                self._finish(self._now())
        except ToolDataTooLarge as exc:
            self._refuse(exc)
        except Exception as exc:  # never into Qt; the tool_result says what happened
            log.exception("highlight failed")
            self._finish(ToolOutcome(False, tr("Highlight failed: {}").format(exc), error="EXECUTION_ERROR"))
        return self

    # -- at once -----------------------------------------------------------------------------

    def _now(self) -> ToolOutcome:
        payload, srcs = self.payload, self.srcs
        assert payload is not None  # nosec B101 - set by start
        columns = extra_columns(payload)
        if not payload.is_linked:
            layers, count, missing = self._copy_unlinked(columns)
            return self._assemble(layers, count, missing, None)
        found, missing = resolve(payload.all_ids(), srcs)
        shown = [a for a in dict.fromkeys(payload.ids) if a in found]
        if not shown:
            return self._none_found(missing)
        layers = [materialize(srcs[index], {a: found[a][1] for a in anns}, columns, "")
                  for index, anns in _by_source(shown, found).items()]
        return self._assemble(layers, len(shown), missing, found)

    def _copy_unlinked(self, columns) -> Tuple[list, int, List[int]]:
        """Copy the ids from the sources in resolution order; the copy itself tells which ids a source holds."""
        assert self.payload is not None  # nosec B101 - set by start
        pending = dict.fromkeys(self.payload.ids)
        copies: list = []
        count = 0
        for source in self.srcs:
            if not pending:
                break
            if source.id_field:
                fid_of = source.fids_for(pending)
                if not fid_of:
                    continue
                ann_of = {fid: ann for ann, fid in fid_of.items()}
                layer, copied = copy_features(source, list(ann_of), ann_of.__getitem__, columns, "")
                anns = [ann_of[f] for f in copied]
            else:
                layer, copied = copy_features(source, list(pending), None, columns, "")
                anns = copied
            if not anns:
                continue
            if len(anns) == len(pending):  # every id left was here (ids of one source are distinct)
                pending.clear()
            else:
                for ann in anns:
                    pending.pop(ann, None)
            copies.append((anns, layer))
            count += len(anns)
        if len(copies) > 1:  # in the order their first id comes in the payload
            position: Dict[int, int] = {}
            for i, ann in enumerate(self.payload.ids):
                position.setdefault(ann, i)
            copies.sort(key=lambda c: min(position[a] for a in c[0]))
        return [layer for _anns, layer in copies], count, list(pending)

    # -- in the background -------------------------------------------------------------------

    def _start_task(self) -> None:
        payload, srcs = self.payload, self.srcs
        assert payload is not None  # nosec B101 - set by start
        if not payload.is_linked and len(srcs) == 1 and not srcs[0].id_field:
            # the feature ids are the annotation ids: the copy itself tells which exist (in the task)
            layer = srcs[0].layer
            self._wanted = list(dict.fromkeys(payload.ids))
            self._run_task(HighlightTask(self, payload, [CopyJob(
                srcs[0], QgsVectorLayerFeatureSource(layer), layer.fields(), layer.wkbType(), layer.crs(),
                self._wanted, None, not payload.columns)]))
            return
        found, missing = resolve(payload.all_ids() if payload.is_linked else payload.ids, srcs)
        shown = [a for a in dict.fromkeys(payload.ids) if a in found]
        if not shown:
            self._finish(self._none_found(missing))
            return
        self._found, self._missing, self._count = found, missing, len(shown)
        jobs = []
        for index, anns in _by_source(shown, found).items():
            source = srcs[index]
            layer = source.layer
            ann_of = {found[a][1]: a for a in anns}
            jobs.append(CopyJob(source, QgsVectorLayerFeatureSource(layer), layer.fields(), layer.wkbType(),
                                 layer.crs(), list(ann_of), None if not source.id_field else ann_of.__getitem__,
                                 not payload.columns))
        self._run_task(HighlightTask(self, payload, jobs))

    def fail(self, message: str) -> HighlightRun:
        return self._finish(ToolOutcome(False, message, error="EXECUTION_ERROR"))

    def task_finished(self, task, ok: bool) -> None:  # GUI thread; task: the HighlightTask
        self.task = None
        if self.removed:  # before anything touches a source's layer: QGIS deleted it
            self.fail(self.removed_message())
            return
        if task.isCanceled() or self.manager.closed:
            self._finish(ToolOutcome(False, tr("Highlight was cancelled"), error="EXECUTION_ERROR"))
            return
        if isinstance(task.error, ToolDataTooLarge):
            self._refuse(task.error)
            return
        if not ok or task.error is not None:
            reason = _reason(task.error) if task.error is not None else "?"
            self._finish(ToolOutcome(False, tr("Highlight failed: {}").format(reason), error="EXECUTION_ERROR"))
            return
        try:
            if self._wanted is not None:  # the copy told which ids exist
                copied = set(task.copied[0])
                self._count = len(copied)
                self._missing = [a for a in self._wanted if a not in copied]
                if not copied:
                    self._finish(self._none_found(self._missing))
                    return
            layers = []
            for job, layer in zip(task.jobs, task.layers):
                layer.setCustomProperty("geosense/source_layer", job.source.layer.id())
                layers.append(layer)
            self._finish(self._assemble(layers, self._count, self._missing, self._found))
        except Exception as exc:
            log.exception("showing a highlight failed")
            self._finish(ToolOutcome(False, tr("Highlight failed: {}").format(exc), error="EXECUTION_ERROR"))

    # -- showing and answering ----------------------------------------------------------------

    def _none_found(self, missing: List[int]) -> ToolOutcome:
        assert self.payload is not None  # nosec B101 - set by start
        ids = ", ".join(str(i) for i in missing[:20])
        return ToolOutcome(False, tr("None of the annotations exist: {}").format(ids), missing,
                           error="INVALID_PARAMETERS", warnings=list(self.payload.warnings))

    def _assemble(self, primary_layers, count: int, missing: List[int],
                  found: Optional[Dict[int, Tuple[int, int]]]) -> ToolOutcome:
        payload, srcs, manager = self.payload, self.srcs, self.manager
        assert payload is not None  # nosec B101 - set by start
        if not count:
            return self._none_found(missing)
        title = self.title or tr("Highlight ({n})").format(n=count)
        result = manager.new_result(ResultKind.HIGHLIGHT, title)
        for layer in primary_layers:
            layer.setName(title)
            style(layer, ResultKind.HIGHLIGHT)
            manager.add_layer(result, layer, ResultKind.HIGHLIGHT)
        if payload.is_linked and found is not None:
            primary = set(payload.ids)
            targets = [a for a in dict.fromkeys(payload.links) if a in found and a not in primary]
            for index, anns in _by_source(targets, found).items():
                layer = materialize(srcs[index], {a: found[a][1] for a in anns}, [], tr("{} — linked").format(title))
                style(layer, ResultKind.LINKED)
                manager.add_layer(result, layer, ResultKind.LINKED)
            links_layer = link_layer(payload, found, srcs, manager.project, tr("{} — {}").format(
                title, tr("distances") if payload.link_type == "distance" else tr("overlaps")))
            if links_layer is not None:
                kind = ResultKind(payload.link_type)  # DISTANCE or OVERLAP: core.tools.LINK_TYPES
                style(links_layer, kind)
                manager.add_layer(result, links_layer, kind)
                # the connecting lines and overlaps are drawn above the features
                group = result.group()
                node = group.findLayer(links_layer.id()) if group is not None else None
                if node is not None:
                    clone = node.clone()
                    group.insertChildNode(0, clone)
                    group.removeChildNode(node)
        result.info = {"ids": count, "missing": list(missing)}
        manager.publish(result)
        if self.zoom:
            result.zoom_to()
        message = (tr("Highlighted {n} annotation") if count == 1 else
                   tr("Highlighted {n} annotations")).format(n=count)
        if missing:
            message += "; " + tr("not found: {ids}").format(ids=", ".join(str(i) for i in missing[:50]))
        if payload.warnings:
            message += "; " + "; ".join(payload.warnings)
        return ToolOutcome(True, message, missing, result, warnings=list(payload.warnings))

    def _refuse(self, exc: ToolDataError) -> HighlightRun:
        reason = _reason(exc)
        log.warning("highlight refused: %s", reason)
        return self._finish(ToolOutcome(False, reason, error="PAYLOAD_TOO_LARGE"))


def _by_source(anns: Sequence[int], found: Dict[int, Tuple[int, int]]) -> Dict[int, List[int]]:
    by_source: Dict[int, List[int]] = {}
    for ann in anns:
        by_source.setdefault(found[ann][0], []).append(ann)
    return by_source
