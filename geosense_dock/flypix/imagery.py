"""A FlyPix raster's imagery as a QGIS raster layer, and keeping an upload's download link fresh.

:func:`build_imagery_layer` runs on a worker thread (it asks FlyPix for a
download link, reads WMTS capabilities, and GDAL or the wms provider open the
source, all over the network). :class:`LinkKeeper` lives on the GUI thread: an
upload's link is time-limited, so shortly before it expires (its expiry is in
the link) or when a read of the layer fails and the link's server answers 403 or 410, FlyPix is asked for a
new one and the layer's source is pointed at it (``setDataSource``).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any, Callable, Dict, Optional

from qgis.core import (
    QgsBlockingNetworkRequest,
    QgsDataProvider,
    QgsProject,
    QgsRasterLayer,
)
from qgis.PyQt.QtCore import QCoreApplication, QObject, QTimer, QUrl, pyqtSignal
from qgis.PyQt.QtNetwork import QNetworkRequest

from ..core import texts
from ..core.protocol import flypix_imagery as fi
from ..core.protocol.flypix_errors import FlyPixError
from ..i18n import translated
from ..map import keys
from ..network import gdal_proxy, http_status, uncached, use_proxy_snapshot
from . import layers as fl
from .tasks import TaskRunner

log = logging.getLogger("geosense.flypix")

SOURCE_KIND = fl.FLYPIX + "source"  # EXTERNAL_COG | WMTS | OSM | UPLOAD
FILE_ID = fl.FLYPIX + "file_id"  # the uploaded file a link was asked for
EXTENT = fl.FLYPIX + "extent"  # "minx,miny,maxx,maxy" (EPSG:3857) of an OSM raster


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


@dataclass
class Imagery:
    layer: QgsRasterLayer
    kind: str
    file_id: str = ""
    link: str = ""
    received_at: float = 0.0


def _get(url: str, canceled: Callable[[], bool]) -> bytes:
    """A GET with QGIS's network settings (proxy, SSL), no FlyPix credentials; raises ImageryError."""
    request = QgsBlockingNetworkRequest()
    code = request.get(uncached(QNetworkRequest(QUrl(url))), True)
    if canceled():
        raise fi.ImageryError(texts.text("cancelled"))
    if code != QgsBlockingNetworkRequest.ErrorCode.NoError:
        raise fi.ImageryError(texts.text("could not read the WMTS capabilities at {0} ({1})", url,
                                         request.errorMessage()))
    body = bytes(request.reply().content())
    if len(body) > fi.MAX_CAPABILITIES:
        raise fi.ImageryError(texts.text("could not read the WMTS capabilities at {0} ({1})", url,
                                         f"{len(body)} B > {fi.MAX_CAPABILITIES} B"))
    return body


def _status(url: str) -> int:
    """The HTTP status of the first byte of ``url`` (no FlyPix credentials go there); 0 when unreachable."""
    request = uncached(QNetworkRequest(QUrl(url)))
    request.setRawHeader(b"Range", b"bytes=0-0")
    blocking = QgsBlockingNetworkRequest()
    blocking.get(request, True)
    return http_status(blocking.reply()) or 0


def build_imagery_layer(client, raster: Dict[str, Any], osm_tiles: str,
                        canceled: Callable[[], bool] = lambda: False, network: Any = None) -> Imagery:
    """The raster layer of ``raster``'s imagery (worker thread); raises ImageryError or FlyPixError.

    ``network``: :func:`~geosense_dock.network.proxy_snapshot` taken on the GUI thread (QGIS's proxy now)."""
    use_proxy_snapshot(network)
    name = str(raster.get("name") or raster.get("raster_id"))
    source = raster.get("source") if isinstance(raster.get("source"), dict) else {}
    kind = fi.source_kind(raster)
    file_id, link, received = "", "", 0.0
    if kind == "EXTERNAL_COG" and isinstance(source.get("url"), str):
        uri, provider = fi.vsicurl(source["url"]), "gdal"
    elif kind == "UPLOAD":
        file_id = fi.upload_file_id(source)
        if not file_id:
            raise fi.ImageryError(texts.text("FlyPix names no file for this raster"))
        received = time.time()
        link = client.download_link(file_id)
        uri, provider = fi.vsicurl(link), "gdal"
    elif kind == "WMTS" and isinstance(source.get("url"), str) and isinstance(source.get("layer"), str):
        url = source["url"]
        choice = fi.wmts_layer(_get(fi.capabilities_url(url), canceled), source["layer"])
        uri, provider = fi.wmts_uri(url, choice), "wms"
    elif kind == "OSM":
        uri, provider = fi.xyz_uri(osm_tiles), "wms"
    else:
        raise fi.ImageryError(texts.text("FlyPix gives this raster's imagery as {0}, which QGIS cannot show",
                                         kind or "?"))
    if provider == "gdal":  # GDAL reads over libcurl: QGIS's proxy for this URL, never the environment's
        gdal_proxy(uri, source["url"] if kind == "EXTERNAL_COG" else link)
    layer = QgsRasterLayer(uri, name, provider)
    if not layer.isValid():
        error = layer.error().summary() if layer.error() is not None else ""
        raise fi.ImageryError(texts.text("QGIS could not open the imagery ({0})", error.strip() or kind))
    return Imagery(layer, kind, file_id, link, received)


def finish_imagery_layer(imagery: Imagery, raster: Dict[str, Any], *, project_id: str, server: str) -> None:
    """Mark the layer as the FlyPix raster's imagery (GUI thread, before it joins a project)."""
    layer = imagery.layer
    layer.setCustomProperty(fl.KIND, "raster")
    layer.setCustomProperty(fl.RASTER_ID, str(raster.get("raster_id")))
    layer.setCustomProperty(fl.PROJECT_ID, project_id)
    layer.setCustomProperty(fl.SERVER, server)
    layer.setCustomProperty(SOURCE_KIND, imagery.kind)
    if imagery.file_id:
        layer.setCustomProperty(FILE_ID, imagery.file_id)
    extent = raster.get("source", {}).get("extent") if isinstance(raster.get("source"), dict) else None
    if imagery.kind == "OSM" and isinstance(extent, dict):
        layer.setCustomProperty(EXTENT, ",".join(str(extent.get(k)) for k in ("minx", "miny", "maxx", "maxy")))


def imagery_layers(project: QgsProject):
    return [lyr for lyr in project.mapLayers().values()
            if isinstance(lyr, QgsRasterLayer) and keys.prop_str(lyr, fl.KIND) == "raster"]


def layer_for_raster(project: QgsProject, raster_id: str) -> Optional[QgsRasterLayer]:
    return next((lyr for lyr in imagery_layers(project) if keys.prop_str(lyr, fl.RASTER_ID) == raster_id), None)


class LinkKeeper(QObject):
    """Keeps the download links of loaded upload layers working: renewed before expiry and after a 403/410."""

    renewed = pyqtSignal(str)  # layer id
    failed = pyqtSignal(str)  # readable reason

    def __init__(self, session, project: QgsProject, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.session = session
        self.project = project
        self.runner: TaskRunner = session.runner
        self._links: Dict[str, Dict[str, Any]] = {}  # layer id -> {file_id, link, timer, asked}
        self._canvas = None
        project.layersWillBeRemoved.connect(self._forget)
        project.readProject.connect(self._on_project_read)
        session.signedIn.connect(self._on_signed_in)

    def _on_project_read(self, _document) -> None:
        self.adopt()

    def _on_signed_in(self, _user: str) -> None:
        self.adopt()

    def adopt(self) -> None:
        """Fresh links for upload layers whose link is gone: of a project opened again, or expired while signed out."""
        if not self.session.signed_in:
            return
        for layer in imagery_layers(self.project):
            file_id = keys.prop_str(layer, FILE_ID)
            if file_id and layer.id() not in self._links and keys.prop_str(layer, fl.SERVER) == self.session.base_url:
                self.track(Imagery(layer, "UPLOAD", file_id, "", 0.0))
                self.renew(layer.id())
        for layer_id, entry in list(self._links.items()):
            expires = fi.link_expiry(entry["link"], entry["received"])
            if expires is not None and time.time() >= expires:
                self.renew(layer_id)

    def track(self, imagery: Imagery) -> None:
        if not imagery.file_id:
            return
        layer_id = imagery.layer.id()
        self._forget([layer_id])
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self.renew(layer_id))
        self._links[layer_id] = {"file_id": imagery.file_id, "link": imagery.link, "timer": timer, "asked": 0.0,
                                 "checked": 0.0, "received": imagery.received_at}
        self._schedule(layer_id, imagery.link, imagery.received_at)

    def link(self, layer_id: str) -> str:
        entry = self._links.get(layer_id)
        return entry["link"] if entry else ""

    def _schedule(self, layer_id: str, link: str, received_at: float) -> None:
        entry = self._links[layer_id]
        expires = fi.link_expiry(link, received_at)
        if expires is None:
            entry["timer"].stop()  # no expiry in the link: renewed when GDAL is refused
            return
        wait = max(0.0, fi.renew_at(expires, received_at) - time.time())
        entry["timer"].start(int(min(wait, 24 * 3600.0) * 1000))

    def watch(self, canvas) -> None:
        """Hear of the canvas's render errors: a refused read of an upload layer may be an expired link."""
        if canvas is not None and hasattr(canvas, "renderErrorOccurred"):
            canvas.renderErrorOccurred.connect(self._on_render_error)
            self._canvas = canvas

    def _on_render_error(self, _message: str, layer) -> None:
        if layer is not None and layer.id() in self._links:
            self.check(layer.id())

    def check(self, layer_id: str) -> None:
        """GDAL could not read the layer: renew its link when it has expired or its server answers 403 or 410."""
        entry = self._links.get(layer_id)
        if entry is None or time.time() - max(entry["asked"], entry["checked"]) < 2.0:
            return  # one look for a burst of failed reads
        entry["checked"] = time.time()
        expires = fi.link_expiry(entry["link"], entry["received"])
        if expires is not None and time.time() >= expires:
            self.renew(layer_id)
            return
        link = entry["link"]

        def done(status: int) -> None:
            if status in (403, 410):
                log.info("the download link of layer %s was refused (HTTP %d); asking FlyPix for a new one",
                         layer_id, status)
                self.renew(layer_id)

        self.runner.start(f"link-check:{layer_id}", tr("FlyPix: renewing a download link"),
                          lambda _task: _status(link), done, lambda exc: log.info("link check failed: %s", exc),
                          hidden=True)

    def renew(self, layer_id: str) -> None:
        entry = self._links.get(layer_id)
        client = self.session.client
        if entry is None or client is None or not self.session.signed_in:
            return
        entry["asked"] = time.time()
        file_id = entry["file_id"]

        def work(_task) -> Any:
            return time.time(), client.download_link(file_id)

        def done(result) -> None:
            received, link = result
            layer = self.project.mapLayer(layer_id)
            if layer is None or layer_id not in self._links:
                return
            self._links[layer_id].update(link=link, received=received)
            options = QgsDataProvider.ProviderOptions()
            options.transformContext = self.project.transformContext()
            gdal_proxy(fi.vsicurl(link), link)
            layer.setDataSource(fi.vsicurl(link), layer.name(), "gdal", options)
            layer.triggerRepaint()
            self._schedule(layer_id, link, received)
            log.info("download link of %s renewed", layer.name())
            self.renewed.emit(layer_id)

        def failed(exc: BaseException) -> None:
            layer = self.project.mapLayer(layer_id)
            reason = translated(exc.message) if isinstance(exc, FlyPixError) else str(exc)
            log.warning("renewing the download link of layer %s failed: %s", layer_id, reason)
            name = layer.name() if layer is not None else layer_id
            self.failed.emit(tr("The download link of {name} expired and FlyPix gave no new one. {reason}")
                             .format(name=name, reason=reason))

        self.runner.start(f"link:{layer_id}", tr("FlyPix: renewing a download link"), work, done, failed,
                          hidden=True)

    def _forget(self, layer_ids) -> None:
        for layer_id in layer_ids:
            entry = self._links.pop(layer_id, None)
            if entry is not None:
                entry["timer"].stop()
                entry["timer"].deleteLater()
                self.runner.forget(f"link:{layer_id}")

    def close(self) -> None:
        self._forget(list(self._links))
        try:
            self.project.layersWillBeRemoved.disconnect(self._forget)
            self.project.readProject.disconnect(self._on_project_read)
            self.session.signedIn.disconnect(self._on_signed_in)
            if self._canvas is not None:
                self._canvas.renderErrorOccurred.disconnect(self._on_render_error)
        except (TypeError, RuntimeError):
            pass
        self._canvas = None

