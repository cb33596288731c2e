"""The image context: the canvas rendered offscreen, as a PNG ``image`` artifact.

Rendering uses the canvas's own map settings (layers, styles, rotation, CRS),
capped so the longer side is at most ``MAX_IMAGE_SIDE`` pixels. The render job
is started on the GUI thread and renders in QGIS's worker threads; encoding to
PNG and base64 happens in the caller's thread (the preparer's task).

It never changes the canvas or its layers; it renders a copy of their settings.
"""

from __future__ import annotations

import base64
from typing import Callable, Dict, List

from qgis.core import QgsMapRendererParallelJob, QgsMapRendererSequentialJob, QgsMapSettings
from qgis.PyQt.QtCore import QBuffer, QByteArray, QIODevice, QObject, QSize
from qgis.PyQt.QtGui import QImage

from .contexts import visible_bbox_3857

MAX_IMAGE_SIDE = 1600


def capped_settings(settings: QgsMapSettings, max_side: int = MAX_IMAGE_SIDE) -> QgsMapSettings:
    """A copy of the canvas settings whose output is at most ``max_side`` px, same view."""
    out = QgsMapSettings(settings)
    size = settings.outputSize()
    w, h = max(1, size.width()), max(1, size.height())
    factor = min(1.0, max_side / float(max(w, h)))
    extent = settings.extent()
    out.setDevicePixelRatio(1.0)
    out.setOutputSize(QSize(max(1, round(w * factor)), max(1, round(h * factor))))
    out.setExtent(extent)
    out.setOutputDpi(settings.outputDpi())
    return out


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise ValueError("the map image could not be encoded as PNG")
    buffer.close()
    return bytes(data)


def image_artifact(png: bytes, bbox: List[float]) -> Dict:
    return {"mime": "image/png", "data": base64.b64encode(png).decode("ascii"), "bbox": bbox, "crs": "EPSG:3857"}


def render_blocking(settings: QgsMapSettings) -> QImage:
    """Render on the calling (GUI) thread; for tests, the benchmark and scripts."""
    job = QgsMapRendererSequentialJob(settings)
    job.start()
    job.waitForFinished()
    return job.renderedImage()


class ImageRender(QObject):
    """Render ``settings`` asynchronously and call ``done(image, bbox)`` on the GUI thread."""

    def __init__(self, settings: QgsMapSettings, done: Callable[[QImage, List[float]], None], parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.bbox = visible_bbox_3857(settings)
        self._done = done
        self._job = QgsMapRendererParallelJob(settings)
        self._job.finished.connect(self._on_finished)

    def start(self) -> None:
        self._job.start()

    def layer_ids(self) -> List[str]:
        """The layers this render reads."""
        return list(self.settings.layerIds())

    def cancel(self) -> None:
        """Stop the render and wait for its threads (as the canvas stops its own): once this returns,
        nothing of it reads a layer, so the layer may be deleted."""
        self._done = None
        if self._job.isActive():
            self._job.cancel()

    def _on_finished(self) -> None:
        done, self._done = self._done, None
        if done is not None:
            done(self._job.renderedImage().copy(), self.bbox)
