"""Generate the demo project: a GeoPackage of houses, trees and pools (polygons, UTM 32N).

Usage: /usr/bin/python3 scripts/make_demo_project.py OUT_DIR
Writes OUT_DIR/geosense-demo.gpkg and OUT_DIR/geosense-demo.qgz. Deterministic:
the same layout every time, so the demo script can refer to feature ids.
"""

from __future__ import annotations

import math
import os
import random
import sys

from qgis.core import (
    QgsApplication,
    QgsCategorizedSymbolRenderer,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransformContext,
    QgsFeature,
    QgsFillSymbol,
    QgsGeometry,
    QgsPointXY,
    QgsProject,
    QgsReferencedRectangle,
    QgsRendererCategory,
    QgsVectorFileWriter,
    QgsVectorLayer,
    QgsWkbTypes,
)
from qgis.PyQt.QtGui import QColor

CRS = "EPSG:32632"
ORIGIN = (691000.0, 5334000.0)  # a suburb south of Munich, in metres
CLASSES = {
    "house": ("#d1495b", "House"),
    "tree": ("#2e933c", "Tree"),
    "pool": ("#3a86ff", "Pool"),
}


def rect(cx: float, cy: float, w: float, h: float, angle_deg: float = 0.0) -> QgsGeometry:
    a = math.radians(angle_deg)
    pts = []
    for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        pts.append(QgsPointXY(cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a)))
    return QgsGeometry.fromPolygonXY([pts + [pts[0]]])


def crown(cx: float, cy: float, r: float) -> QgsGeometry:
    return QgsGeometry.fromPointXY(QgsPointXY(cx, cy)).buffer(r, 6)


def features():
    """(class, confidence, geometry) rows, in a fixed order."""
    rng = random.Random(7)
    rows = []
    x0, y0 = ORIGIN
    for row in range(4):
        for col in range(5):
            cx = x0 + col * 38 + rng.uniform(-3, 3)
            cy = y0 + row * 42 + rng.uniform(-3, 3)
            angle = rng.choice([0, 0, 5, -4, 90])
            house = rect(cx, cy, rng.uniform(10, 14), rng.uniform(8, 11), angle)
            rows.append(("house", round(rng.uniform(0.82, 0.99), 2), house))
            if (row + col) % 3 == 0:
                rows.append(("pool", round(rng.uniform(0.7, 0.97), 2), rect(cx + 12, cy - 10, 8, 4, angle)))
            for _ in range(rng.randint(1, 3)):
                tx = cx + rng.uniform(-16, 16)
                ty = cy + rng.uniform(12, 19)
                rows.append(("tree", round(rng.uniform(0.55, 0.95), 2), crown(tx, ty, rng.uniform(1.8, 3.5))))
    return rows


def build(out_dir: str) -> str:
    os.makedirs(out_dir, exist_ok=True)
    gpkg = os.path.join(out_dir, "geosense-demo.gpkg")
    if os.path.exists(gpkg):
        os.remove(gpkg)
    crs = QgsCoordinateReferenceSystem(CRS)
    mem = QgsVectorLayer(f"Polygon?crs={CRS}&field=class:string&field=confidence:double", "annotations", "memory")
    feats = []
    for cls, conf, geom in features():
        f = QgsFeature(mem.fields())
        f.setAttributes([cls, conf])
        f.setGeometry(geom)
        feats.append(f)
    mem.dataProvider().addFeatures(feats)
    ground = QgsVectorLayer(f"Polygon?crs={CRS}", "ground", "memory")
    g = QgsFeature()
    ext = mem.extent()
    ext.grow(40)
    g.setGeometry(QgsGeometry.fromRect(ext))
    ground.dataProvider().addFeatures([g])

    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName = "GPKG"
    options.layerName = "annotations"
    ctx = QgsCoordinateTransformContext()
    err = QgsVectorFileWriter.writeAsVectorFormatV2(mem, gpkg, ctx, options)
    if err[0] != QgsVectorFileWriter.WriterError.NoError:
        raise RuntimeError(f"writing {gpkg}: {err}")
    options.actionOnExistingFile = QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteLayer
    options.layerName = "ground"
    err = QgsVectorFileWriter.writeAsVectorFormatV2(ground, gpkg, ctx, options)
    if err[0] != QgsVectorFileWriter.WriterError.NoError:
        raise RuntimeError(f"writing ground: {err}")

    project = QgsProject()  # not the singleton: building never disturbs an open project
    project.setCrs(crs)
    ground_layer = QgsVectorLayer(f"{gpkg}|layername=ground", "Ground", "ogr")
    ground_layer.setRenderer(ground_layer.renderer().clone())
    ground_layer.renderer().setSymbol(
        QgsFillSymbol.createSimple({"color": "#f3efe6", "outline_style": "no"})
    )
    ground_layer.setCustomProperty("geosense/shared", "false")  # a backdrop, not annotations
    layer = QgsVectorLayer(f"{gpkg}|layername=annotations", "Annotations", "ogr")
    cats = []
    for value, (color, label) in CLASSES.items():
        symbol = QgsFillSymbol.createSimple({"color": color, "outline_color": "#333333", "outline_width": "0.2"})
        cats.append(QgsRendererCategory(value, symbol, label))
    layer.setRenderer(QgsCategorizedSymbolRenderer("class", cats))
    layer.setCustomProperty("geosense/confidence_field", "confidence")
    project.addMapLayer(ground_layer)
    project.addMapLayer(layer)
    project.setBackgroundColor(QColor("#ffffff"))
    # The project holds no map canvas state (it is written without one): QGIS opens it on the
    # default view extent, framed on its layers, instead of an empty map at 1:1.
    frame = ground_layer.extent()
    frame.combineExtentWith(layer.extent())
    project.viewSettings().setDefaultViewExtent(QgsReferencedRectangle(frame, crs))
    path = os.path.join(out_dir, "geosense-demo.qgz")
    project.setFileName(path)
    if not project.write():
        raise RuntimeError(f"could not write {path}")
    assert layer.wkbType() in (QgsWkbTypes.Type.MultiPolygon, QgsWkbTypes.Type.Polygon)
    return path


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "out/demo-project"
    app = QgsApplication([], False)
    app.initQgis()
    try:
        print(build(out))
    finally:
        app.exitQgis()


if __name__ == "__main__":
    main()
