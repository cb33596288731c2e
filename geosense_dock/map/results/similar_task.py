"""Find-similar's worker side: :class:`ShapeJob` (what the worker needs of a source, prepared on the GUI thread)
and :class:`SimilarTask`, the cancellable ``QgsTask`` that reads features and describes shapes.

``ShapeJob.table`` and ``SimilarTask.run`` run on a worker thread (or at once for a
small pool): they read a ``QgsVectorLayerFeatureSource`` only, never a layer, the
project or a widget. ``table`` describes the shapes (numpy on WKB bytes) a chunk
at a time as it reads them.
"""

from __future__ import annotations

import logging
from itertools import repeat
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
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QCoreApplication

from ...core import similarity
from ...core.numbers import as_int
from ...i18n import translated
from ..compat import POLYGON, is_curved
from .runs import RunTask
from .sources import AnnotationSource

log = logging.getLogger("geosense.results")

DESCRIBE_CHUNK = 8192  # features read before they are described together


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


class ShapeJob:
    """What the worker needs of one source, prepared on the GUI thread."""

    def __init__(self, source: AnnotationSource, key: Optional[str] = None, features: Any = None,
                 transform_context: Any = None, scopes: Callable[[], list] = list, flags: Any = None) -> None:
        """The job of ``source.layer``; with ``features``, of that ``QgsFeatureSource`` (see :meth:`of_features`)."""
        if features is None:
            layer = source.layer
            from qgis.core import QgsExpressionContextUtils

            self._prepare(source, layer.id(), QgsVectorLayerFeatureSource(layer), layer.fields(), layer.crs(),
                          layer.wkbType(), layer.featureCount(), QgsProject.instance().transformContext(),
                          lambda: QgsExpressionContextUtils.globalProjectLayerScopes(layer))
            return
        self._prepare(source, key, features, features.fields(), features.sourceCrs(), features.wkbType(),
                      features.featureCount(), transform_context, scopes)
        if flags is not None:
            self._features = lambda request: features.getFeatures(request, flags)

    @classmethod
    def of_features(cls, source: AnnotationSource, key: str, features, transform_context,
                    scopes: Callable[[], list] = list, flags: Any = None) -> ShapeJob:
        """The job of a ``QgsFeatureSource`` (a Processing input) instead of ``source.layer``: ``source``
        gives the id field and classes, ``key`` stands for the layer id in the table's keys. ``flags``:
        those of ``QgsProcessingFeatureSource.getFeatures`` (skip its geometry validity checks: the dock
        reads every geometry as it is)."""
        return cls(source, key, features, transform_context, scopes, flags)

    def _prepare(self, source: AnnotationSource, key: str, feature_source, fields, crs, wkb_type, count: int,
                 transform_context, scopes: Callable[[], list]) -> None:
        self.layer_id = key
        self.feature_source = feature_source
        self._features = feature_source.getFeatures
        self.id_index = fields.lookupField(source.id_field) if source.id_field else -1
        self.class_index = -1
        self.expression = None
        self.context = None
        if source.class_attribute:
            if source.class_is_expression:
                from qgis.core import QgsExpression, QgsExpressionContext

                self.expression = QgsExpression(source.class_attribute)
                self.context = QgsExpressionContext(scopes())
                self.expression.prepare(self.context)
            else:
                self.class_index = fields.lookupField(source.class_attribute)
        self.class_of = source.class_of
        self.transform = None
        if crs.isGeographic():
            self.transform = QgsCoordinateTransform(crs, QgsCoordinateReferenceSystem("EPSG:3857"),
                                                    transform_context)
        self.count = max(0, count)
        self.curved = is_curved(wkb_type)
        self.polygonal = QgsWkbTypes.geometryType(wkb_type) == POLYGON

    def table(self, feedback: Optional[QgsTask] = None,
              progress: Tuple[float, float] = (0.0, 100.0)) -> Optional[similarity.ShapeTable]:
        """Read every feature once, describing the shapes a chunk at a time as they are read.

        The reading loop does per feature only what needs the feature (its id, class value and
        WKB); classes are coded and keys built in bulk afterwards. The description runs on this
        thread: on another, it and the reader would only take turns at the GIL (every QGIS call
        hands it over), and the turns cost more than they gain.
        """
        request = QgsFeatureRequest()
        attrs = [i for i in (self.id_index, self.class_index) if i >= 0]
        if self.expression is None:  # an expression may read any attribute
            request.setSubsetOfAttributes(attrs)
        plain = (self.id_index < 0 and self.class_index >= 0 and self.expression is None
                 and not self.curved and self.transform is None)
        read = self._read_plain if plain else self._read
        matrices: List[Any] = []

        def describe(chunk: List[bytes]) -> None:
            matrices.append(similarity.describe_wkbs(chunk))

        read_ = read(self._features(request), feedback, progress, describe)
        if read_ is None:
            return None
        fids, anns, values = read_
        matrix = matrices[0] if len(matrices) == 1 else similarity.np.vstack(matrices)
        codes, class_values = self._class_codes(values)
        keys_ = list(zip(repeat(self.layer_id), fids if anns is None else anns, fids))
        return similarity.ShapeTable.from_codes(matrix, codes, class_values, keys_)

    def _read_plain(self, features, feedback: Optional[QgsTask], progress: Tuple[float, float],
                    describe: Callable[[List[bytes]], None]):
        """:meth:`_read` for the common source: feature ids as annotation ids, a class field,
        geometries as they are. Returns (fids, None, class values), or None when cancelled."""
        start, span = progress
        class_index = self.class_index
        fids: List[int] = []
        values: List[Any] = []
        chunk: List[bytes] = []
        feature = QgsFeature()
        next_feature = features.nextFeature
        feature_id, geometry = feature.id, feature.geometry
        add_fid, add_value, add_wkb = fids.append, values.append, chunk.append
        n = 0
        more = True
        while more:
            if feedback is not None:  # cancel and progress every 1000 features
                if feedback.isCanceled():
                    return None
                if self.count:
                    feedback.setProgress(start + span * n / self.count)
            block = min(1000, DESCRIBE_CHUNK - len(chunk))
            for _ in range(block):
                if not next_feature(feature):
                    more = False
                    break
                add_fid(feature_id())
                add_value(feature[class_index])  # a little quicker than attribute(): no overloads to try
                add_wkb(bytes(geometry().asWkb()))  # empty for a feature without geometry
            n += block
            if len(chunk) >= DESCRIBE_CHUNK:
                describe(chunk)
                chunk = []
                add_wkb = chunk.append
        if chunk or not fids:
            describe(chunk)
        return fids, None, values

    def _read(self, features, feedback: Optional[QgsTask], progress: Tuple[float, float],
              describe: Callable[[List[bytes]], None]):
        """Read the features: hand each full chunk of WKB to ``describe``; return (fids, annotation
        ids or None when they are the fids, class values), or None when cancelled."""
        start, span = progress
        id_index, class_index = self.id_index, self.class_index
        expression, context = self.expression, self.context
        curved, transform = self.curved, self.transform
        reshape = curved or transform is not None
        anns: List[int] = []
        fids: List[int] = []
        values: List[Any] = []
        chunk: List[bytes] = []
        feature = QgsFeature()
        next_feature = features.nextFeature
        feature_id, attribute, geometry = feature.id, feature.attribute, feature.geometry
        add_ann, add_fid, add_value, add_wkb = anns.append, fids.append, values.append, chunk.append
        n = -1
        described = False
        while next_feature(feature):
            n += 1
            if feedback is not None and n % 1000 == 0:
                if feedback.isCanceled():
                    return None
                if self.count:
                    feedback.setProgress(start + span * n / self.count)
            fid = feature_id()
            if id_index >= 0:
                ann = as_int(attribute(id_index))
                if ann is None:
                    continue
            geom = geometry()
            if reshape and not geom.isNull():
                if curved:
                    geom = QgsGeometry(geom.constGet().segmentize())
                if transform is not None:
                    geom = QgsGeometry(geom)
                    try:
                        geom.transform(transform)
                    except QgsCsException:
                        continue
            if expression is not None:
                context.setFeature(feature)
                add_value(expression.evaluate(context))
            elif class_index >= 0:
                add_value(attribute(class_index))
            else:
                add_value(None)
            add_wkb(bytes(geom.asWkb()))  # empty for a feature without geometry
            if id_index >= 0:
                add_ann(ann)
            add_fid(fid)
            if len(chunk) >= DESCRIBE_CHUNK:
                describe(chunk)
                described = True
                chunk = []
                add_wkb = chunk.append
        if chunk or not described:
            describe(chunk)
        return fids, (anns if id_index >= 0 else None), values

    def _class_codes(self, values: List[Any]) -> Tuple[List[int], List[str]]:
        """Every value's class code in a :class:`~similarity.ShapeTable` (-1 for no class), and the
        class ids in the order they are first seen.

        ``class_of`` is asked once per distinct value (a layer has few classes, many features), in
        the order the values first occur; the codes are then looked up in bulk. A value that cannot
        be a dict key makes every value be asked on its own.
        """
        class_of = self.class_of
        classes: Dict[str, int] = {}

        def code_for(value: Any) -> int:
            found = class_of(value) if value is not None else None
            return -1 if found is None else classes.setdefault(str(found), len(classes))

        try:
            distinct = dict.fromkeys(values)
        except TypeError:
            return list(map(code_for, values)), list(classes)
        for value in distinct:
            distinct[value] = code_for(value)
        return list(map(distinct.__getitem__, values)), list(classes)


class SimilarTask(RunTask):
    """Reads, describes and searches for a :class:`~.similar.SimilarRun` (worker thread: feature sources
    only); ``finished`` hands it back to the run (:class:`~.runs.RunTask`)."""

    def __init__(self, run) -> None:  # a similar.SimilarRun
        super().__init__(tr("GeoSense: find similar"), run)
        self.output: Optional[similarity.SimilarityResult] = None
        self.tables: Dict[int, similarity.ShapeTable] = {}
        self.error: Optional[str] = None

    def run(self) -> bool:  # worker thread: no layer, no widget
        try:
            self.output, self.tables = self.run_.compute(self)
        except similarity.SimilarityError as exc:
            self.error = translated(exc)
            return False
        except Exception as exc:  # reported on the GUI thread
            log.exception("find-similar task failed")
            self.error = str(exc)
            return False
        return self.output is not None

