""""Keep as layer": a result's temporary layers become real layers of the project (in memory or a GeoPackage).

Clears the temporary marks, moves the layers out of the results group and
forgets the result; never touches other results or the user's own layers. In
an existing GeoPackage nothing is overwritten: a layer whose name is taken gets
the first free name (``name_2``, ``name_3``, ...), and the kept layer's name in
the project says which.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from pathlib import Path
from typing import List, Optional, Set

from qgis.core import QgsLayerTreeLayer, QgsProject, QgsVectorFileWriter, QgsVectorLayer
from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtXml import QDomDocument

from .. import keys
from .marks import RESULT_KIND, TEMPORARY
from .result import ResultsHost

log = logging.getLogger("geosense.results")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


def keep(manager: ResultsHost, result_id: str, path: Optional[str] = None) -> List[QgsVectorLayer]:
    """Turn a result's layers into real layers of the project.

    Without ``path`` the memory layers stay in memory (QGIS warns about them
    on exit like any scratch layer); with a ``.gpkg`` path each layer is
    written there and the GeoPackage layer replaces the memory layer.
    """
    result = manager.result(result_id)
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
    # the result goes; its memory layers too when a GeoPackage layer replaced them, else they stay as kept
    manager.remove(result_id, keep_layers=not path)
    return kept

def taken_names(path: str) -> Set[str]:
    """Lower-case names of the tables, views and layers of the GeoPackage at ``path`` (empty: no file yet).

    Raises OSError when the file exists but cannot be read as a GeoPackage (nothing is written then).
    """
    if not os.path.exists(path):
        return set()
    uri = Path(path).resolve().as_uri() + "?mode=ro"
    try:
        with sqlite3.connect(uri, uri=True) as db:
            names = {str(r[0]).lower() for r in db.execute("SELECT name FROM sqlite_master")}
            if "gpkg_contents" in names:
                names |= {str(r[0]).lower() for r in db.execute("SELECT table_name FROM gpkg_contents")}
    except sqlite3.Error as exc:
        raise OSError(tr("{path} is not a GeoPackage that can be added to: {message}").format(
            path=path, message=exc)) from None
    return names


def free_name(wanted: str, taken: Set[str]) -> str:
    """``wanted``, or ``wanted_2``, ``wanted_3``, ... : the first name not in ``taken`` (case-insensitive)."""
    name, n = wanted, 1
    while name.lower() in taken:
        n += 1
        name = f"{wanted}_{n}"
    return name


def write_gpkg(project: QgsProject, layer: QgsVectorLayer, path: str) -> QgsVectorLayer:
    """Write ``layer`` into the GeoPackage at ``path`` under a name not used there yet."""
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName = "GPKG"
    wanted = "".join(c if c.isalnum() else "_" for c in layer.name()).strip("_")[:60] or "geosense_result"
    name = free_name(wanted, taken_names(path))
    if name != wanted:
        log.warning("%s already holds a layer %s: the result is kept as %s", path, wanted, name)
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
    shown = layer.name() if name == wanted else f"{layer.name()} ({name})"
    target = QgsVectorLayer(f"{new_path}|layername={new_layer or name}", shown, "ogr")
    if not target.isValid():
        raise OSError(tr("The written layer {path} does not open").format(path=path))
    doc = QDomDocument()
    layer.exportNamedStyle(doc)
    target.importNamedStyle(doc)
    return target

