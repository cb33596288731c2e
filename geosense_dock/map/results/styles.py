"""How result layers look: the .qml styles in ``resources/styles`` and their programmatic fallback, labels.

A style is named by a :class:`~.kinds.ResultKind` (a string that names no kind is a ``ValueError``).
Changes only the renderer and labelling of the layer it is given.
"""

from __future__ import annotations

import logging
import os
from typing import Tuple

from qgis.core import QgsVectorLayer
from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..compat import LINE, POINT, POLYGON
from .kinds import KindLike, ResultKind

log = logging.getLogger("geosense.results")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


PLUGIN_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
STYLE_DIR = os.path.join(PLUGIN_DIR, "resources", "styles")

def _geometry_key(layer: QgsVectorLayer) -> str:
    gtype = layer.geometryType()
    return {POINT: "point", LINE: "line", POLYGON: "polygon"}.get(gtype, "polygon")


def _virtual_fields(layer: QgsVectorLayer) -> list:
    """(field, expression) of the layer's virtual fields (a highlight's constant columns)."""
    fields = layer.fields()
    out = []
    for i in range(fields.count()):
        expression = layer.expressionField(i)  # "" for any other field
        if expression:
            out.append((fields.at(i), expression))
    return out


def apply_style(layer: QgsVectorLayer, kind: KindLike) -> bool:
    """Load ``resources/styles/<kind>_<geometry>.qml`` (or ``<kind>.qml``); False when there is none.
    The layer keeps its virtual fields (QGIS drops them when it loads a style)."""
    name_of = ResultKind(kind).value
    for name in (f"{name_of}_{_geometry_key(layer)}.qml", f"{name_of}.qml"):
        path = os.path.join(STYLE_DIR, name)
        if os.path.exists(path):
            virtual = _virtual_fields(layer)
            message, ok = layer.loadNamedStyle(path)
            for field, expression in virtual:
                if layer.fields().lookupField(field.name()) < 0:
                    layer.addExpressionField(expression, field)
            if ok:
                return True
            log.warning("style %s did not load: %s", name, message)
    return False


_COLORS = {  # every kind but SUGGESTIONS, which is coloured by confidence
    ResultKind.HIGHLIGHT: (230, 0, 160),
    ResultKind.LINKED: (0, 170, 255),
    ResultKind.SIMILAR: (255, 120, 0),
    ResultKind.DISTANCE: (90, 0, 200),
    ResultKind.OVERLAP: (220, 0, 0),
}
_CONFIDENCE_CLASSES = (  # (lower, upper, label, colour) over coalesce(confidence, -1)
    (-1.5, -0.5, QT_TRANSLATE_NOOP("GeoSenseResults", "unknown confidence"), (150, 150, 150)),
    (0.0, 0.5, QT_TRANSLATE_NOOP("GeoSenseResults", "confidence < 50 %"), (230, 60, 40)),
    (0.5, 0.8, QT_TRANSLATE_NOOP("GeoSenseResults", "confidence 50-80 %"), (255, 170, 0)),
    (0.8, 1.0001, QT_TRANSLATE_NOOP("GeoSenseResults", "confidence >= 80 %"), (40, 190, 70)),
)


def _symbol(geometry_type, rgb: Tuple[int, int, int], fill_alpha: int = 70):
    """Bright symbol with a white halo: stands out over imagery and light basemaps alike."""
    from qgis.core import QgsFillSymbol, QgsLineSymbol, QgsMarkerSymbol, QgsSimpleLineSymbolLayer
    from qgis.PyQt.QtGui import QColor

    r, g, b = rgb
    if geometry_type == POINT:
        return QgsMarkerSymbol.createSimple(
            {"name": "circle", "size": "4", "color": f"{r},{g},{b},255", "outline_color": "255,255,255,230",
             "outline_width": "0.6"}
        )
    if geometry_type == LINE:
        symbol = QgsLineSymbol.createSimple({"color": "255,255,255,230", "width": "1.5", "capstyle": "round"})
    else:
        symbol = QgsFillSymbol.createSimple({"color": f"{r},{g},{b},{fill_alpha}", "outline_style": "no"})
        symbol.appendSymbolLayer(QgsSimpleLineSymbolLayer(QColor(255, 255, 255, 230), 1.5))
    symbol.appendSymbolLayer(QgsSimpleLineSymbolLayer(QColor(r, g, b), 0.7))
    return symbol


def _labels(layer: QgsVectorLayer, field_name: str, along_line: bool) -> None:
    from qgis.core import (
        QgsPalLayerSettings,
        QgsTextBufferSettings,
        QgsTextFormat,
        QgsVectorLayerSimpleLabeling,
    )
    from qgis.PyQt.QtGui import QColor, QFont

    text = QgsTextFormat()
    font = QFont()
    font.setBold(True)
    text.setFont(font)
    text.setSize(9)
    text.setColor(QColor(20, 20, 20))
    buffer = QgsTextBufferSettings()
    buffer.setEnabled(True)
    buffer.setSize(1.0)
    buffer.setColor(QColor(255, 255, 255))
    text.setBuffer(buffer)
    settings = QgsPalLayerSettings()
    settings.fieldName = field_name
    settings.setFormat(text)
    settings.placement = QgsPalLayerSettings.Placement.Line if along_line else QgsPalLayerSettings.Placement.OverPoint
    layer.setLabeling(QgsVectorLayerSimpleLabeling(settings))
    layer.setLabelsEnabled(True)


def build_style(layer: QgsVectorLayer, kind: KindLike) -> None:
    """The programmatic style of a result layer (the .qml files in resources/styles are made from these)."""
    from qgis.core import QgsGraduatedSymbolRenderer, QgsRendererRange, QgsSingleSymbolRenderer

    kind = ResultKind(kind)
    gtype = layer.geometryType()
    if kind is ResultKind.SUGGESTIONS:
        ranges = []
        for lower, upper, label, rgb in _CONFIDENCE_CLASSES:
            legend = tr(label)  # noqa: TR002 - marked with QT_TRANSLATE_NOOP in _CONFIDENCE_CLASSES
            ranges.append(QgsRendererRange(lower, upper, _symbol(gtype, rgb, 90), legend))
        renderer = QgsGraduatedSymbolRenderer('coalesce("confidence", -1)', ranges)
        layer.setRenderer(renderer)
    else:
        alpha = 120 if kind is ResultKind.OVERLAP else 70
        layer.setRenderer(QgsSingleSymbolRenderer(_symbol(gtype, _COLORS[kind], alpha)))
    if kind in (ResultKind.DISTANCE, ResultKind.OVERLAP):
        _labels(layer, "label", kind is ResultKind.DISTANCE)
    layer.triggerRepaint()


def style(layer: QgsVectorLayer, kind: KindLike) -> None:
    """The style of ``kind``: its .qml file, else the programmatic one."""
    if not apply_style(layer, kind):
        build_style(layer, kind)

