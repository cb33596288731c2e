"""The images of a rendered message (see :mod:`.message_view`): only the renderer's own.

Icons (``geosense-icon:``, drawn in the palette's muted colour) and generated images such
as region outlines (``geosense-img:``, SVG the renderer made for this message) are drawn
into a small image the document scales down; nothing is read from disk or network.
"""

from __future__ import annotations

from typing import Mapping, Optional

from qgis.PyQt.QtCore import QByteArray, QRectF, Qt
from qgis.PyQt.QtGui import QImage, QPainter, QTextDocument

try:
    from qgis.PyQt.QtSvg import QSvgRenderer
except ImportError:  # pragma: no cover - QtSvg is part of every QGIS build
    QSvgRenderer = None

from .render.icons import ICON_PREFIX, IMAGE_PREFIX, icon_svg

IMAGE_PIXELS = 48  # images are drawn at this size and scaled down by the document


def resource_image(kind: int, url: str, muted: str, images: Mapping[str, str]) -> Optional[QImage]:
    """The image a message's document asks for (``kind``, ``url``), or None: not one of the renderer's."""
    svg = None
    if url.startswith(ICON_PREFIX):
        svg = icon_svg(url[len(ICON_PREFIX):], muted)
    elif url.startswith(IMAGE_PREFIX):
        svg = images.get(url[len(IMAGE_PREFIX):])
    if svg is None or kind != QTextDocument.ResourceType.ImageResource or QSvgRenderer is None:
        return None
    return svg_image(svg)


def svg_image(svg: str) -> Optional[QImage]:
    """``svg`` drawn into an :data:`IMAGE_PIXELS` square (None: not valid SVG)."""
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        return None
    image = QImage(IMAGE_PIXELS, IMAGE_PIXELS, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, IMAGE_PIXELS, IMAGE_PIXELS))
    painter.end()
    return image
