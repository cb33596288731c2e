""""Keep as layer": a result's temporary layers become real layers of the project (in memory or a GeoPackage).

Clears the temporary marks, moves the layers out of the results group and
forgets the result; never touches other results or the user's own layers.
"""

from __future__ import annotations

import logging
import os
from typing import List, Optional

from qgis.core import QgsLayerTreeLayer, QgsProject, QgsVectorFileWriter, QgsVectorLayer
from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtXml import QDomDocument

from .. import keys
from .marks import RESULT_KIND, TEMPORARY

log = logging.getLogger("geosense.results")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


def keep(manager, result_id: str, path: Optional[str] = None) -> List[QgsVectorLayer]:
    """Turn a result's layers into real layers of the project.

    Without ``path`` the memory layers stay in memory (QGIS warns about them
    on exit like any scratch layer); with a ``.gpkg`` path each layer is
    written there and the GeoPackage layer replaces the memory layer.
    """
    result = manager._results.get(result_id)
    if result is None:
        return []
    root = manager.project.layerTreeRoot()
    kept: List[QgsVectorLayer] = []
    for layer in result.layers():
        target = layer
        if path:
            target = write_gpkg(manager.project, layer, path)
        for key in (TEMPORARY, keys.RESULT_LAYER, RESULT_KIND, "skipMemoryLayersCheck", keys.SUGGESTION_ARTIFACT):
            target.removeCustomProperty(key)
        if target is layer:
            node = root.findLayer(layer.id())
            clone = node.clone() if node is not None else QgsLayerTreeLayer(layer)
            root.insertChildNode(0, clone)
            if node is not None and node.parent() is not None:
                node.parent().removeChildNode(node)
        else:
            manager.project.addMapLayer(target, False)
            root.insertLayer(0, target)
        kept.append(target)
    manager._removing = True
    try:
        if path:
            manager.project.removeMapLayers([lyr.id() for lyr in result.layers()])
        group = result.group()
        if group is not None and group.parent() is not None:
            group.parent().removeChildNode(group)
    finally:
        manager._removing = False
    manager._results.pop(result_id, None)
    manager._drop_empty_group()
    manager.resultRemoved.emit(result_id)
    return kept

def write_gpkg(project: QgsProject, layer: QgsVectorLayer, path: str) -> QgsVectorLayer:
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName = "GPKG"
    name = "".join(c if c.isalnum() else "_" for c in layer.name()).strip("_")[:60] or "geosense_result"
    options.layerName = name
    options.actionOnExistingFile = (
        QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteLayer
        if os.path.exists(path)
        else QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteFile
    )
    error, message, new_path, new_layer = QgsVectorFileWriter.writeAsVectorFormatV3(
        layer, path, project.transformContext(), options
    )
    if error != QgsVectorFileWriter.WriterError.NoError:
        raise OSError(tr("Could not write {path}: {message}").format(path=path, message=message))
    target = QgsVectorLayer(f"{new_path}|layername={new_layer or name}", layer.name(), "ogr")
    if not target.isValid():
        raise OSError(tr("The written layer {path} does not open").format(path=path))
    doc = QDomDocument()
    layer.exportNamedStyle(doc)
    target.importNamedStyle(doc)
    return target

