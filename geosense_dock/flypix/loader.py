"""Loading a FlyPix vector (annotations) or a raster's regions as a layer of the project.

Download, decoding and building the memory layer run in one cancellable
``QgsTask``; only a complete layer ever joins the project, on the GUI thread.
A failed, cancelled or superseded load leaves nothing behind. Loading a vector
that is already in the project replaces its layer (it is a read-only mirror
of FlyPix), at the same place in the layer tree.
"""

from __future__ import annotations

import logging
from collections import Counter
from typing import Any, Dict, List, Optional

from qgis.core import QgsLayerTreeGroup, QgsMapLayer, QgsProject, QgsRasterLayer
from qgis.PyQt.QtCore import QCoreApplication, QObject, pyqtSignal

from ..core.protocol.flypix_errors import AuthRequired, Cancelled, FlyPixError
from ..core.protocol.flypix_imagery import ImageryError
from ..core.protocol.flypix_models import source_of
from ..i18n import translated
from ..map import keys
from ..network import proxy_snapshot
from . import imagery as fim
from . import layers as fl
from .session import FlyPixSession

log = logging.getLogger("geosense.flypix")

SLOT = "load"


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


class FlyPixLoader(QObject):
    started = pyqtSignal(str)  # what is being loaded
    loaded = pyqtSignal(object, str)  # the layer added to the project, notes ("" when none)
    failed = pyqtSignal(str)  # readable reason; nothing was added
    cancelled = pyqtSignal()

    def __init__(self, session: FlyPixSession, project: Optional[QgsProject] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.session = session
        self.project = project or session.project
        self.last_task = None
        self.links = fim.LinkKeeper(session, self.project, self)

    @property
    def busy(self) -> bool:
        return self.session.runner.busy(SLOT)

    def cancel(self) -> bool:
        return self.session.runner.cancel(SLOT)

    # -- vectors -------------------------------------------------------------------------

    def load_vector(self, project: Dict[str, Any], raster: Dict[str, Any], vector: Dict[str, Any]) -> None:
        client = self.session.client
        if client is None:  # signed out meanwhile: nothing to load from
            return
        name = str(vector.get("name") or vector.get("vector_id"))
        project_id, raster_id = str(project["project_id"]), str(raster["raster_id"])
        vector_id = str(vector["vector_id"])
        server = self.session.base_url
        main_thread = QCoreApplication.instance().thread()

        def work(task) -> Any:
            classes = client.classes(project_id)
            task.setProgress(2)
            features = client.features(vector_id, canceled=task.isCanceled,
                                       progress=lambda done, total: task.setProgress(
                                           2 + 38.0 * done / total if total else 5))
            if task.isCanceled():
                raise Cancelled()
            layer, notes = fl.build_annotation_layer(name, features, classes, task.isCanceled,
                                                     lambda p: task.setProgress(40 + 0.6 * p))
            if layer is None:
                raise Cancelled()
            layer.moveToThread(main_thread)  # built here, used by the GUI thread from now on
            return layer, notes, classes

        def done(result) -> None:
            layer, notes, classes = result
            fl.finish_annotation_layer(layer, vector=vector, source=source_of(vector), project_id=project_id,
                                       raster_id=raster_id, server=server, classes=classes)
            self._add(layer, raster, fl.layer_for_vector(self.project, vector_id))
            self.loaded.emit(layer, _describe(notes))

        self.last_task = self.session.runner.start(
            SLOT, tr("FlyPix: loading {name}").format(name=name), work, done, self._failed, self.cancelled.emit)
        self.started.emit(name)

    # -- regions -------------------------------------------------------------------------

    def load_regions(self, project: Dict[str, Any], raster: Dict[str, Any]) -> None:
        client = self.session.client
        if client is None:  # signed out meanwhile: nothing to load from
            return
        project_id, raster_id = str(project["project_id"]), str(raster["raster_id"])
        name = tr("Regions of {raster}").format(raster=raster.get("name") or raster_id)
        server = self.session.base_url
        main_thread = QCoreApplication.instance().thread()

        def work(task) -> Any:
            regions = client.regions(raster_id)
            layer, notes = fl.build_region_layer(name, regions, task.isCanceled)
            if layer is None:
                raise Cancelled()
            layer.moveToThread(main_thread)
            return layer, notes

        def done(result) -> None:
            layer, notes = result
            fl.finish_region_layer(layer, project_id=project_id, raster_id=raster_id, server=server)
            old = next((lyr for lyr in fl.flypix_layers(self.project, "regions")
                        if keys.prop_str(lyr, fl.RASTER_ID) == raster_id), None)
            self._add(layer, raster, old)
            self.loaded.emit(layer, _describe(notes))

        self.last_task = self.session.runner.start(
            SLOT, tr("FlyPix: loading {name}").format(name=name), work, done, self._failed, self.cancelled.emit)
        self.started.emit(name)

    # -- imagery -------------------------------------------------------------------------

    def load_imagery(self, project: Dict[str, Any], raster: Dict[str, Any]) -> None:
        """The raster itself as a QGIS raster layer, per its FlyPix source kind, under its vectors."""
        client = self.session.client
        if client is None:
            return
        project_id, raster_id = str(project["project_id"]), str(raster["raster_id"])
        name = str(raster.get("name") or raster_id)
        server = self.session.base_url
        osm_tiles = self.session.settings.flypix_osm_tiles or "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        main_thread = QCoreApplication.instance().thread()
        network = proxy_snapshot()  # QGIS's proxy as it is now, for the worker's own network manager

        def work(task) -> Any:
            imagery = fim.build_imagery_layer(client, raster, osm_tiles, task.isCanceled, network)
            if task.isCanceled():
                raise Cancelled()
            imagery.layer.moveToThread(main_thread)
            return imagery

        def done(imagery: fim.Imagery) -> None:
            fim.finish_imagery_layer(imagery, raster, project_id=project_id, server=server)
            self._add(imagery.layer, raster, fim.layer_for_raster(self.project, raster_id))
            self.links.track(imagery)
            self.loaded.emit(imagery.layer, "")

        self.last_task = self.session.runner.start(
            SLOT, tr("FlyPix: loading {name}").format(name=name), work, done, self._failed, self.cancelled.emit)
        self.started.emit(name)

    # -- GUI thread ----------------------------------------------------------------------

    def _failed(self, exc: BaseException) -> None:
        if isinstance(exc, Cancelled):
            self.cancelled.emit()
            return
        if isinstance(exc, (AuthRequired, FlyPixError, ImageryError)):
            reason = translated(exc.message)
        else:
            log.error("loading from FlyPix failed", exc_info=exc)
            reason = tr("loading failed ({error}); see the GeoSense log").format(error=type(exc).__name__)
        self.failed.emit(tr("Nothing was loaded: {reason}").format(reason=reason))

    def _group(self, raster: Dict[str, Any]) -> QgsLayerTreeGroup:
        root = self.project.layerTreeRoot()
        name = tr("FlyPix: {raster}").format(raster=raster.get("name") or raster.get("raster_id"))
        group = root.findGroup(name)
        if group is None:
            group = root.insertGroup(0, name)
        return group

    def _add(self, layer: QgsMapLayer, raster: Dict[str, Any], old: Optional[QgsMapLayer]) -> None:
        """Add ``layer``, in the place of ``old`` when it replaces one.

        In the raster's group the imagery stays at the bottom, under the vectors and regions.
        """
        if old is not None:
            node = self.project.layerTreeRoot().findLayer(old.id())
            parent = node.parent() if node is not None else None
            position = parent.children().index(node) if parent is not None else 0
            self.project.addMapLayer(layer, False)
            (parent or self._group(raster)).insertLayer(position, layer)
            self.project.removeMapLayer(old.id())
        else:
            self.project.addMapLayer(layer, False)
            group = self._group(raster)
            below = next((i for i, node in enumerate(group.children())
                          if isinstance(getattr(node, "layer", lambda: None)(), QgsRasterLayer)), None)
            if isinstance(layer, QgsRasterLayer) or below is None:
                group.addLayer(layer)
            else:
                group.insertLayer(below, layer)


def _describe(notes: Counter) -> str:
    """The notes of a load (``fl.UNREADABLE``, ...) with their counts, in the user's language."""
    if not notes:
        return ""
    return "; ".join(tr(reason).format(n=n)  # noqa: TR002 - marked with QT_TRANSLATE_NOOP in layers.py
                     for reason, n in sorted(notes.items()))


def loaded_vector_ids(project: QgsProject) -> List[str]:
    return [fl.flypix_vector_id(lyr) for lyr in fl.flypix_layers(project)]
