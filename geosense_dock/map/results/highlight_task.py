"""A large highlight's worker side: :class:`HighlightTask` builds the extra columns and the layer copies.

``HighlightTask.run`` runs on a worker thread: it reads the snapshots
(``QgsVectorLayerFeatureSource``) the GUI thread took, builds new memory layers
(QGIS's C++ copy, :func:`~.materialize.copy_snapshot`; the feature-by-feature
:func:`~.materialize.build_copy` where that copy is not to be had) and hands them
to the GUI thread; it never touches a layer of the project or a widget. What to
copy is a :class:`CopyJob` per source, made on the GUI thread. Cancelling stops
the copy itself (its ``QgsFeedback``).
"""

from __future__ import annotations

import logging
from typing import List, Optional

from qgis.core import QgsFeedback, QgsVectorLayerFeatureSource
from qgis.PyQt.QtCore import QCoreApplication

from ...core.tools import HighlightToolData, ToolDataTooLarge
from .columns import extra_columns
from .materialize import build_copy, copy_snapshot, copy_with_ids, id_snapshot
from .runs import RunTask
from .sources import AnnotationSource

log = logging.getLogger("geosense.results")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


class CopyJob:
    """What the task needs to copy the features of one source, taken on the GUI thread."""

    def __init__(self, source: AnnotationSource, snapshot, fields, wkb_type, crs, fids, ann_of,
                 constants_only: bool) -> None:
        self.source = source
        self.snapshot = snapshot
        # the feature ids are the annotation ids and no value differs per id: a snapshot whose features carry
        # their ids (materialize.id_snapshot), where one is to be had; else the order of the copy is read
        # meanwhile from a second snapshot on a second thread
        self.with_ids = id_snapshot(source.layer) if ann_of is None and constants_only else None
        self.order_snapshot = QgsVectorLayerFeatureSource(source.layer) if self.with_ids is None else None
        self.fields = fields
        self.wkb_type = wkb_type
        self.crs = crs
        self.fids = fids
        self.ann_of = ann_of


class HighlightTask(RunTask):
    """Builds the extra columns and the copies of a large highlight (worker thread: snapshots only);
    ``finished`` hands it back to its :class:`~.highlight.HighlightRun` (:class:`~.runs.RunTask`)."""

    def __init__(self, run, payload: HighlightToolData, jobs: List[CopyJob]) -> None:
        super().__init__(tr("GeoSense: highlight"), run)
        self.payload = payload
        self.jobs = jobs
        self.layers: list = []
        self.copied: List[List[int]] = []  # per job, the feature ids copied
        self.error: Optional[Exception] = None
        self.feedback = QgsFeedback()

    def cancel(self) -> None:  # GUI thread
        self.feedback.cancel()
        super().cancel()

    def run(self) -> bool:  # worker thread: no layer of the project, no widget
        try:
            columns = extra_columns(self.payload)
            for job in self.jobs:
                try:
                    if job.with_ids is not None:
                        layer, copied = copy_with_ids(job.with_ids[0], job.with_ids[1], job.wkb_type, job.crs,
                                                      job.fids, columns, "", self.feedback)
                    else:
                        layer, copied = copy_snapshot(job.snapshot, job.order_snapshot, job.fields, job.wkb_type,
                                                       job.crs, job.fids, job.ann_of, columns, "", self.feedback)
                except (TypeError, AttributeError, NotImplementedError):  # no C++ copy of a Python source here
                    log.warning("highlight: copied feature by feature", exc_info=True)
                    layer, copied = build_copy(job.snapshot, job.fields, job.wkb_type, job.crs, job.fids,
                                                job.ann_of, columns, "", cancelled=self.isCanceled)
                if layer is None:
                    return False
                self.layers.append(layer)
                self.copied.append(copied)
        except ToolDataTooLarge as exc:
            self.error = exc
            return False
        except Exception as exc:  # reported on the GUI thread
            log.exception("highlight task failed")
            self.error = exc
            return False
        return True
