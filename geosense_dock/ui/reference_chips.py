"""Reference chips inside a text document: one character each, drawn like the answer's chips.

A chip is the object replacement character (U+FFFC) with a character format of
object type :data:`CHIP_OBJECT` whose :data:`CHIP_PROPERTY` holds the
:class:`~geosense_dock.core.composer_markup.Chip` as JSON. The document layout
asks :class:`ChipPainter` for its size and to draw it, so a chip moves,
wraps, is selected and deleted exactly like one character, and can never be
edited from inside.
"""

from __future__ import annotations

from typing import Callable, Dict, Optional

from qgis.PyQt.QtCore import QByteArray, QObject, QRectF, QSizeF, Qt
from qgis.PyQt.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
    QTextCharFormat,
    QTextFormat,
    QTextObjectInterface,
)

from ..core.composer_markup import CLASS, VECTOR, Chip
from ..theme import text_on
from .render.icons import icon_svg
from .render.options import Palette

try:
    from qgis.PyQt.QtSvg import QSvgRenderer
except ImportError:  # pragma: no cover - QtSvg is part of every QGIS build
    QSvgRenderer = None

CHIP_OBJECT = int(QTextFormat.ObjectTypes.UserObject) + 71
CHIP_PROPERTY = int(QTextFormat.Property.UserProperty) + 71
OBJECT_CHAR = "\ufffc"

_PAD = 5.0  # horizontal padding inside a chip
_ICON = 11.0
_MARGIN = 1.0  # space between a chip and what is beside it


def chip_format(chip: Chip, base: Optional[QTextCharFormat] = None) -> QTextCharFormat:
    fmt = QTextCharFormat(base) if base is not None else QTextCharFormat()
    fmt.setObjectType(CHIP_OBJECT)
    fmt.setProperty(CHIP_PROPERTY, chip.to_json())
    fmt.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignBaseline)
    fmt.setToolTip(chip.plain())
    return fmt


def chip_of(fmt: QTextFormat) -> Optional[Chip]:
    """The chip a character format stands for (``None`` for ordinary text)."""
    if fmt.objectType() != CHIP_OBJECT:
        return None
    value = fmt.property(CHIP_PROPERTY)
    return Chip.from_json(value) if isinstance(value, str) else None


def _contrast(color: QColor) -> QColor:
    return QColor(text_on(color))


class ChipPainter(QObject, QTextObjectInterface):
    """Sizes and draws chips. ``problem(chip)`` says why a chip's target is gone ("" when fine)."""

    def __init__(self, palette: Optional[Palette] = None, problem: Optional[Callable[[Chip], str]] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.palette = palette or Palette()
        self.problem = problem or (lambda chip: "")
        self._icons: Dict[str, object] = {}

    def _font(self, doc, fmt) -> QFont:
        return QFont(fmt.toCharFormat().font()).resolve(doc.defaultFont())

    def _chip(self, fmt) -> Optional[Chip]:
        return chip_of(fmt)

    def intrinsicSize(self, doc, pos, fmt) -> QSizeF:  # noqa: N802 (Qt override)
        chip = self._chip(fmt)
        metrics = QFontMetricsF(self._font(doc, fmt))
        text = chip.plain() if chip is not None else "?"
        width = metrics.horizontalAdvance(text) + 2 * _PAD + 2 * _MARGIN
        if chip is not None and chip.kind == VECTOR:
            width += _ICON + 3
        return QSizeF(width, metrics.height())

    def drawObject(self, painter: QPainter, rect: QRectF, doc, pos, fmt) -> None:  # noqa: N802 (Qt override)
        chip = self._chip(fmt)
        if chip is None:
            return
        pal = self.palette
        try:
            problem = self.problem(chip)
        except Exception:  # noqa: BLE001 - drawing never raises into Qt
            problem = ""
        if problem:
            bg, fg = QColor(pal.unresolved_bg), QColor(pal.error)
        elif chip.kind == CLASS and QColor.isValidColor(chip.color or ""):
            bg = QColor(chip.color)
            fg = _contrast(bg)
        else:
            bg, fg = QColor(pal.chip_bg), QColor(pal.chip_fg)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(rect).adjusted(_MARGIN + 0.5, 0.5, -_MARGIN - 0.5, -0.5)
        painter.setPen(QPen(fg.lighter(130) if problem else bg.darker(115), 1))
        painter.setBrush(bg)
        radius = box.height() / 2.0
        painter.drawRoundedRect(box, radius, radius)
        font = self._font(doc, fmt)
        font.setStrikeOut(bool(problem))
        painter.setFont(font)
        painter.setPen(fg)
        x = box.left() + _PAD
        if chip.kind == VECTOR:
            self._draw_icon(painter, QRectF(x, box.center().y() - _ICON / 2, _ICON, _ICON), fg)
            x += _ICON + 3
        text_rect = QRectF(x, box.top(), box.right() - x - _PAD + 1, box.height())
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), chip.plain())
        painter.restore()

    def _draw_icon(self, painter: QPainter, rect: QRectF, color: QColor) -> None:
        if QSvgRenderer is None:
            return
        key = color.name()
        renderer = self._icons.get(key)
        if renderer is None:
            svg = icon_svg("vector-annotated", key)
            if not svg:
                return
            renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
            self._icons[key] = renderer
        if renderer.isValid():
            renderer.render(painter, rect)


def install(document, painter: ChipPainter) -> None:
    """Let ``document`` draw chips with ``painter`` (kept alive by the caller)."""
    document.documentLayout().registerHandler(CHIP_OBJECT, painter)
