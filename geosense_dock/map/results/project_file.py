"""Temporary result layers never reach the user's project file.

While QGIS writes the project, :class:`ProjectFileGuard` strips them from the
layer tree, snapping and layer-order sections and empties their ``<maplayer>``
elements (QGIS writes each layer after ``writeProject`` has fired, so that part
happens in ``writeMapLayer``); the custom layer order is restored once saved.
Edits only the XML being written and the custom layer order.
"""

from __future__ import annotations

from typing import List, Optional

from qgis.core import QgsMapLayer
from qgis.PyQt.QtXml import QDomDocument, QDomElement

from .marks import RESULTS_GROUP, TEMPORARY
from .result import ResultsHost


class ProjectFileGuard:
    """Owned by one :class:`~.manager.ResultsManager`; connected to its project's write signals."""

    def __init__(self, manager: ResultsHost) -> None:
        self.manager = manager
        self._pending_placeholders: List[QDomElement] = []
        self._saved_order: Optional[List[QgsMapLayer]] = None

    def on_write_project(self, doc: QDomDocument) -> None:
        ids = {lyr.id() for lyr in self.manager.temporary_layers()}
        self._pending_placeholders = []
        root = self.manager.project.layerTreeRoot()
        if ids:
            order = root.customLayerOrder()
            self._saved_order = order
            root.setCustomLayerOrder([lyr for lyr in order if lyr.id() not in ids])
        if not ids and self.manager.results_group() is None:
            return
        doomed: List[QDomElement] = []

        def walk(element: QDomElement) -> None:
            child = element.firstChildElement()
            while not child.isNull():
                tag = child.tagName()
                if child.attribute("id") in ids or (tag == "item" and child.text() in ids):
                    doomed.append(child)
                elif tag == "layer-tree-group" and _has_property(child, RESULTS_GROUP):
                    doomed.append(child)
                else:
                    walk(child)
                child = child.nextSiblingElement()

        walk(doc.documentElement())
        for element in doomed:
            element.parentNode().removeChild(element)

    def on_write_map_layer(self, layer, element: QDomElement, _doc) -> None:
        while self._pending_placeholders:  # earlier placeholders are in the document by now
            placeholder = self._pending_placeholders.pop()
            parent = placeholder.parentNode()
            if not parent.isNull():
                parent.removeChild(placeholder)
        if layer is None or not layer.customProperty(TEMPORARY, None):
            return
        while element.hasChildNodes():
            element.removeChild(element.firstChild())
        attributes = element.attributes()
        for name in [attributes.item(i).nodeName() for i in range(attributes.count())]:
            element.removeAttribute(name)
        element.setTagName("geosense-omitted")  # ignored when read: QGIS reads <maplayer> only
        self._pending_placeholders.append(QDomElement(element))

    def restore_layer_order(self) -> None:
        self._pending_placeholders = []
        if self._saved_order is not None:
            order, self._saved_order = self._saved_order, None
            live = [lyr for lyr in order if lyr is not None and self.manager.project.mapLayer(lyr.id()) is not None]
            self.manager.project.layerTreeRoot().setCustomLayerOrder(live)



def _has_property(element: QDomElement, key: str) -> bool:
    props = element.firstChildElement("customproperties")
    if props.isNull():
        return False
    stack = [props]
    while stack:
        node = stack.pop()
        child = node.firstChildElement()
        while not child.isNull():
            if child.attribute("name") == key or child.attribute("key") == key:
                return True
            stack.append(child)
            child = child.nextSiblingElement()
    return False

