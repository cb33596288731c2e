"""What the map does when a reference in a message is clicked or hovered.

Clicking selects and zooms; hovering flashes or highlights until the pointer
leaves (the caller keeps the returned :class:`Highlights` and calls ``clear()``).
Feature ids here are QGIS feature ids; turn an annotation id into one with
``VectorRegistry.feature_for(layer, ann_id).id()``.

It changes the selection and the view only, never a feature.
"""

from __future__ import annotations

from typing import Iterable, List

from qgis.core import QgsExpression, QgsExpressionContext, QgsExpressionContextUtils, QgsFeatureRequest, QgsRectangle
from qgis.gui import QgsHighlight, QgsMapCanvas
from qgis.PyQt.QtGui import QColor

from .classes import hidden_class_ids
from .registry import VectorRegistry

HIGHLIGHT_COLOR = QColor(255, 200, 0)
MAX_HIGHLIGHTED = 5000  # features drawn for one class badge hover


class Highlights:
    """Temporary highlights on a canvas; ``clear()`` removes them (safe to call twice)."""

    def __init__(self, canvas: QgsMapCanvas) -> None:
        self.canvas = canvas
        self.items: List[QgsHighlight] = []
        self.truncated = False

    def add(self, feature, layer, color: QColor = HIGHLIGHT_COLOR) -> None:
        item = QgsHighlight(self.canvas, feature.geometry(), layer)
        item.setColor(color)
        item.setFillColor(QColor(color.red(), color.green(), color.blue(), 90))
        item.setWidth(3)
        item.show()
        self.items.append(item)

    def __len__(self) -> int:
        return len(self.items)

    def clear(self) -> None:
        for item in self.items:
            item.hide()
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)
        self.items = []


def select_and_zoom(canvas: QgsMapCanvas, layer, feature_id: int) -> bool:
    """Select the feature (only it, in its layer), bring it into view and flash it."""
    feature = layer.getFeature(int(feature_id))
    if not feature.isValid():
        return False
    layer.selectByIds([int(feature_id)])
    bring_into_view(canvas, canvas.mapSettings().layerExtentToOutputExtent(layer, feature.geometry().boundingBox()))
    canvas.flashFeatureIds(layer, [int(feature_id)])
    canvas.refresh()
    return True


MIN_PIXELS = 24  # a feature smaller than this on screen is zoomed in to
ZOOM_SHARE = 3.0  # zoomed in to, a feature spans a third of the view: its neighbours stay in sight


def bring_into_view(canvas: QgsMapCanvas, box: QgsRectangle) -> None:
    """Show ``box`` (in the canvas CRS) keeping the map's context, as an analyst moves around a map: a
    feature already in view and big enough to see is left where it is; one that fits the view at this
    scale is panned to; one too big for the view, or too small to see, is zoomed to so that it spans about
    a third of the view (QGIS's own "zoom to feature" fills the view: a house at 1:77)."""
    if box.isNull() or not box.isFinite():
        return
    extent = canvas.extent()
    per_pixel = canvas.mapUnitsPerPixel() or 1.0
    size_px = max(box.width(), box.height()) / per_pixel
    point = box.width() == 0 and box.height() == 0
    fits = box.width() <= extent.width() and box.height() <= extent.height()
    if fits and (point or size_px >= MIN_PIXELS):
        if not extent.contains(box):
            canvas.setCenter(box.center())
        return
    span = max(box.width() / extent.width(), box.height() / extent.height()) if extent.width() and extent.height() \
        else 1.0
    target = QgsRectangle(extent)
    target.scale(span * ZOOM_SHARE, box.center())
    canvas.setExtent(target)


def flash(canvas: QgsMapCanvas, layer, feature_ids: Iterable[int]) -> None:
    ids = [int(f) for f in feature_ids]
    if ids:
        canvas.flashFeatureIds(layer, ids)


def set_active_layer(iface, layer) -> bool:
    """Make ``layer`` the active layer (the badge of a ``<vector>`` reference was clicked)."""
    if layer is None:
        return False
    iface.setActiveLayer(layer)
    return iface.activeLayer() is layer


def highlight_features(canvas: QgsMapCanvas, layer, feature_ids: Iterable[int]) -> Highlights:
    highlights = Highlights(canvas)
    request = QgsFeatureRequest().setFilterFids([int(f) for f in feature_ids])
    for feature in layer.getFeatures(request):
        highlights.add(feature, layer)
    return highlights


def highlight_class(canvas: QgsMapCanvas, layer, class_id: str, registry: VectorRegistry) -> Highlights:
    """Highlight the visible annotations of one class in the current view.

    Nothing is highlighted when the layer is hidden or the class's category is
    switched off in the legend; at most ``MAX_HIGHLIGHTED`` features are drawn.
    """
    highlights = Highlights(canvas)
    scheme = registry.class_scheme(layer)
    cls = scheme.by_id(class_id)
    if cls is None or class_id in hidden_class_ids(layer, scheme) or not registry.is_visible(layer):
        return highlights
    extent = canvas.mapSettings().mapToLayerCoordinates(layer, canvas.extent())
    request = QgsFeatureRequest().setFilterRect(QgsRectangle(extent))
    expression = context = None
    if scheme.is_expression:
        expression = QgsExpression(scheme.attribute)
        context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
    field_index = layer.fields().lookupField(scheme.attribute)
    color = QColor(cls.color)
    for feature in layer.getFeatures(request):
        if expression is not None:
            context.setFeature(feature)
            value = expression.evaluate(context)
        else:
            value = feature.attribute(field_index)
        if scheme.index_for(value) != cls.index:
            continue
        if len(highlights) >= MAX_HIGHLIGHTED:
            highlights.truncated = True
            break
        highlights.add(feature, layer, color)
    return highlights
