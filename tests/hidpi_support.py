"""Checks of what a person sees at any scale: text that does not fit its widget, icons drawn from SVG.

Used by the tests in a real QGIS (tests/qgis/test_hidpi.py) and by the desktop script
(tests/desktop/dock_fit_in_qgis.py) alike.
"""

from __future__ import annotations

from typing import List

from qgis.PyQt.QtCore import QByteArray, QRect, QRectF, QSize, Qt
from qgis.PyQt.QtGui import QIcon, QImage, QPainter, QPixmap
from qgis.PyQt.QtWidgets import QAbstractButton, QLabel, QWidget


def clipped_texts(root: QWidget) -> List[str]:
    """The labels and buttons under ``root`` (shown) that are smaller than their text needs: narrower or
    lower than their minimum size hint, or, when they wrap, lower than their text at their width."""
    out = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QLabel) and widget.text().strip():
            hint = widget.minimumSizeHint()
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                short = widget.height() < need - 1
                narrow = False
            else:
                short, narrow = widget.height() < hint.height(), widget.width() < hint.width()
        elif isinstance(widget, QAbstractButton) and widget.text().strip():
            hint = widget.minimumSizeHint()
            short, narrow = widget.height() < hint.height(), widget.width() < hint.width()
        else:
            continue
        if short or narrow:
            out.append(f"{type(widget).__name__} {widget.text()[:40]!r}: {widget.width()}x{widget.height()}, "
                       f"needs {hint.width()}x{hint.height()}")
    return out


def svg_drawn(svg_path: str, pixels: int) -> QImage:
    from qgis.PyQt.QtSvg import QSvgRenderer

    with open(svg_path, "rb") as fh:
        renderer = QSvgRenderer(QByteArray(fh.read()))
    expected = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    expected.fill(Qt.GlobalColor.transparent)
    painter = QPainter(expected)
    renderer.render(painter, QRectF(0, 0, pixels, pixels))
    painter.end()
    return expected


def icon_painted_from(icon: QIcon, svg_path: str, logical: int = 16, ratio: float = 2.0) -> bool:
    """True when ``icon``, painted as a button paints it (``logical`` pixels on a device of pixel ratio
    ``ratio``), is the SVG drawn at that many device pixels: crisp, not a small bitmap scaled up."""
    pixels = round(logical * ratio)
    target = QPixmap(pixels, pixels)
    target.setDevicePixelRatio(ratio)
    target.fill(Qt.GlobalColor.transparent)
    painter = QPainter(target)
    icon.paint(painter, QRect(0, 0, logical, logical))
    painter.end()
    return _same(target.toImage(), svg_drawn(svg_path, pixels))


def icon_is_drawn_from(icon: QIcon, svg_path: str, pixels: int) -> bool:
    """True when ``icon`` at ``pixels`` pixels is the SVG drawn at that size (not a smaller bitmap
    scaled up)."""
    expected = svg_drawn(svg_path, pixels)
    pixmap = icon.pixmap(QSize(pixels, pixels))
    ratio = pixmap.devicePixelRatio()
    if ratio != 1:  # high-DPI pixmaps: asked in device-independent pixels
        pixmap = icon.pixmap(QSize(round(pixels / ratio), round(pixels / ratio)))
    return _same(pixmap.toImage(), expected)


def _same(got: QImage, expected: QImage) -> bool:
    got = got.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    pixels = expected.width()
    if got.size() != expected.size():
        return False
    same = sum(1 for y in range(pixels) for x in range(pixels)
               if _close(got.pixel(x, y), expected.pixel(x, y)))
    return same >= 0.98 * pixels * pixels


def _close(a: int, b: int, tolerance: int = 24) -> bool:
    return all(abs(((a >> s) & 0xFF) - ((b >> s) & 0xFF)) <= tolerance for s in (0, 8, 16, 24))
