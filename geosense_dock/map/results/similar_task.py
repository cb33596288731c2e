"""Find-similar's worker side: :class:`ShapeJob` (what the worker needs of a source, prepared on the GUI thread)
and :class:`SimilarTask`, the cancellable ``QgsTask`` that reads features and describes shapes.

``ShapeJob.table`` and ``SimilarTask.run`` run on a worker thread (or at once for a
small pool): they read a ``QgsVectorLayerFeatureSource`` only, never a layer, the
project or a widget. ``table`` hands the shape description (numpy on WKB bytes)
to one more thread of its own while it reads on.
"""

from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Dict, List, Optional, Tuple

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeature,
    QgsFeatureRequest,
    QgsGeometry,
    QgsProject,
    QgsTask,
    QgsVectorLayerFeatureSource,
)
from qgis.PyQt.QtCore import QCoreApplication

from ...core import similarity
from ...i18n import translated
from ..compat import POLYGON, is_curved
from .sources import AnnotationSource, as_int

log = logging.getLogger("geosense.results")

DESCRIBE_CHUNK = 8192  # features described together, on the describing thread
_PLAIN = (str, int, float, bool)


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


class ShapeJob:
    """What the worker needs of one source, prepared on the GUI thread."""

    def __init__(self, source: AnnotationSource) -> None:
        layer = source.layer
        self.layer_id = layer.id()
        self.feature_source = QgsVectorLayerFeatureSource(layer)
        fields = layer.fields()
        self.id_index = fields.lookupField(source.id_field) if source.id_field else -1
        self.class_index = -1
        self.expression = None
        self.context = None
        if source.class_attribute:
            if source.class_is_expression:
                from qgis.core import QgsExpression, QgsExpressionContext, QgsExpressionContextUtils

                self.expression = QgsExpression(source.class_attribute)
                self.context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
                self.expression.prepare(self.context)
            else:
                self.class_index = fields.lookupField(source.class_attribute)
        self.class_of = source.class_of
        self.transform = None
        if layer.crs().isGeographic():
            self.transform = QgsCoordinateTransform(
                layer.crs(), QgsCoordinateReferenceSystem("EPSG:3857"), QgsProject.instance().transformContext()
            )
        self.count = max(0, layer.featureCount())
        self.curved = is_curved(layer.wkbType())
        self.polygonal = layer.geometryType() == POLYGON

    def table(self, feedback: Optional[QgsTask] = None,
              progress: Tuple[float, float] = (0.0, 100.0)) -> Optional[similarity.ShapeTable]:
        """Read every feature once; shapes are described in chunks on a second thread while the
        next chunk is read (the description is numpy work on bytes, independent per feature)."""
        request = QgsFeatureRequest()
        attrs = [i for i in (self.id_index, self.class_index) if i >= 0]
        if self.expression is None:  # an expression may read any attribute
            request.setSubsetOfAttributes(attrs)
        classes: List[Optional[str]] = []
        keys_: List[Tuple[str, int, int]] = []
        chunk: List[bytes] = []
        start, span = progress
        id_index, class_index, layer_id = self.id_index, self.class_index, self.layer_id
        reshape = self.curved or self.transform is not None
        class_of = self._memo_class_of()
        feature = QgsFeature()
        features = self.feature_source.getFeatures(request)
        next_feature = features.nextFeature
        add_class, add_key, add_wkb = classes.append, keys_.append, chunk.append
        n = -1
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="geosense-describe") as describer:
            described = []
            while next_feature(feature):
                n += 1
                if feedback is not None and n % 1000 == 0:
                    if feedback.isCanceled():
                        return None
                    if self.count:
                        feedback.setProgress(start + span * n / self.count)
                fid = feature.id()
                if id_index >= 0:
                    ann = as_int(feature.attribute(id_index))
                    if ann is None:
                        continue
                else:
                    ann = fid
                geom = feature.geometry()
                if reshape and not geom.isNull():
                    if self.curved:
                        geom = QgsGeometry(geom.constGet().segmentize())
                    if self.transform is not None:
                        geom = QgsGeometry(geom)
                        try:
                            geom.transform(self.transform)
                        except QgsCsException:
                            continue
                if self.expression is not None:
                    self.context.setFeature(feature)
                    value = self.expression.evaluate(self.context)
                elif class_index >= 0:
                    value = feature.attribute(class_index)
                else:
                    value = None
                add_wkb(bytes(geom.asWkb()))  # empty for a feature without geometry
                add_class(class_of(value) if value is not None else None)
                add_key((layer_id, ann, fid))
                if len(chunk) >= DESCRIBE_CHUNK:
                    described.append(describer.submit(similarity.describe_wkbs, chunk))
                    chunk = []
                    add_wkb = chunk.append
            if chunk or not described:
                described.append(describer.submit(similarity.describe_wkbs, chunk))
            matrices = [d.result() for d in described]
        matrix = matrices[0] if len(matrices) == 1 else similarity.np.vstack(matrices)
        return similarity.ShapeTable(matrix, classes, keys_)

    def _memo_class_of(self) -> Callable[[Any], Optional[str]]:
        """``class_of`` asked once per distinct plain value (a layer has few classes, many features)."""
        class_of = self.class_of
        memo: Dict[Any, Optional[str]] = {}

        def cached(value: Any) -> Optional[str]:
            if type(value) not in _PLAIN:
                return class_of(value)
            try:
                return memo[value]
            except KeyError:
                memo[value] = found = class_of(value)
                return found

        return cached


class SimilarTask(QgsTask):
    def __init__(self, run) -> None:  # a similar.SimilarRun
        super().__init__(tr("GeoSense: find similar"), QgsTask.Flag.CanCancel)
        self.run_ = run
        self.output: Optional[similarity.SimilarityResult] = None
        self.tables: Dict[int, similarity.ShapeTable] = {}
        self.error: Optional[str] = None

    def run(self) -> bool:  # worker thread: no layer, no widget
        try:
            self.output, self.tables = self.run_._compute(self)
        except similarity.SimilarityError as exc:
            self.error = translated(exc)
            return False
        except Exception as exc:  # reported on the GUI thread
            log.exception("find-similar task failed")
            self.error = str(exc)
            return False
        return self.output is not None

    def finished(self, ok: bool) -> None:  # GUI thread
        self.run_._done(ok, self.output, self.tables, self.error, self.isCanceled())

