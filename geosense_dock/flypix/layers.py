"""FlyPix vectors and regions as QGIS memory layers.

:func:`build_annotation_layer` and :func:`build_region_layer` run on a worker
thread: they make a complete, unstyled layer (or None when cancelled) that no
project has seen yet. A vector's polygons are checked in bulk (numpy,
``core.wkb_rings.plain_polygons``; those it cannot vouch for one by one, as
:func:`decode_polygon` does) and its rows reach the memory layer through a
temporary GeoPackage that QGIS copies in C++. :func:`finish_annotation_layer` / :func:`finish_region_layer`
run on the GUI thread: categorized style from the project's classes, and the
properties that tie the layer to GeoSense (the registry's vector id is the
FlyPix ``vector_id``, annotation ids are the FlyPix ids, classes are the FlyPix
class ids) and to FlyPix (project, raster, vector, server). Colours arrive as
``#rrggbb`` (the client adds the ``#`` FlyPix leaves out).
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import math
import os
import shutil
import sqlite3
import struct
import sys
import tempfile
import threading
from collections import Counter
from contextlib import closing
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from qgis.core import (
    Qgis,
    QgsCategorizedSymbolRenderer,
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsFeatureRequest,
    QgsFeedback,
    QgsField,
    QgsFields,
    QgsFillSymbol,
    QgsGeometry,
    QgsMemoryProviderUtils,
    QgsProperty,
    QgsRendererCategory,
    QgsSymbolLayer,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from qgis.PyQt.QtGui import QColor

from ..core.protocol.flypix_models import Region, VectorFeatures
from ..core.wkb_rings import plain_polygons
from ..map import keys
from ..map.classes import value_key
from ..map.compat import FIELD_DOUBLE, FIELD_INT, FIELD_LONG, FIELD_STRING, POLYGON, WKB_MULTIPOLYGON
from ..map.geometry import checked_geometry

log = logging.getLogger("geosense.flypix")

EARTH_RADIUS = 6378137.0
BATCH = 5000

# Layer custom properties of the FlyPix side (the registry's own keys are in map/keys.py).
FLYPIX = keys.PREFIX + "flypix/"
KIND = FLYPIX + "kind"  # "vector" | "regions"
VECTOR_ID = FLYPIX + "vector_id"
PROJECT_ID = FLYPIX + "project_id"
RASTER_ID = FLYPIX + "raster_id"
SERVER = FLYPIX + "server"  # base URL the layer came from
CLASSES = FLYPIX + "classes"  # JSON [{class_id, name, color}] of the project

ID_FIELD = "annotation_id"
CLASS_FIELD = "class_id"
REGION_ID_FIELD = "region_index"

# Why a polygon was skipped or changed, counted per load and shown in the message bar (translated
# there with tr(); "{n}" is the count).
UNREADABLE = QT_TRANSLATE_NOOP("GeoSenseFlyPix", "{n} unreadable geometry (skipped)")
NOT_POLYGON = QT_TRANSLATE_NOOP("GeoSenseFlyPix", "{n} not a polygon (skipped)")
INVALID = QT_TRANSLATE_NOOP("GeoSenseFlyPix", "{n} invalid polygon that could not be repaired (skipped)")
REPAIRED = QT_TRANSLATE_NOOP("GeoSenseFlyPix", "{n} invalid polygon repaired")


QGIS_VALIDATOR = Qgis.GeometryValidationEngine.QgisInternal  # as geometry_problems asks, looked up once


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


def annotation_fields() -> QgsFields:
    fields = QgsFields()
    fields.append(QgsField(ID_FIELD, FIELD_LONG))
    fields.append(QgsField(CLASS_FIELD, FIELD_STRING))
    fields.append(QgsField("class_name", FIELD_STRING))
    fields.append(QgsField("confidence", FIELD_DOUBLE))
    fields.append(QgsField("area", FIELD_DOUBLE))  # m² on the ground
    return fields


def region_fields() -> QgsFields:
    fields = QgsFields()
    fields.append(QgsField(REGION_ID_FIELD, FIELD_INT))
    fields.append(QgsField("region_id", FIELD_STRING))
    fields.append(QgsField("name", FIELD_STRING))
    fields.append(QgsField("description", FIELD_STRING))
    fields.append(QgsField("color", FIELD_STRING))
    fields.append(QgsField("training_behavior", FIELD_STRING))  # TRAINING | VALIDATION | TEST | IGNORE
    fields.append(QgsField("inference_behavior", FIELD_STRING))  # USE | IGNORE
    return fields


def _memory_layer(name: str, fields: QgsFields) -> QgsVectorLayer:
    return QgsMemoryProviderUtils.createMemoryLayer(name, fields, WKB_MULTIPOLYGON,
                                                    QgsCoordinateReferenceSystem("EPSG:3857"))


def decode_polygon(value: Optional[str]) -> Tuple[Optional[QgsGeometry], str]:
    """A valid multi-polygon from base64 WKB (``why`` is :data:`REPAIRED` when it had to be), or (None, why).

    Checked by QGIS's own validator as well as GEOS (an unclosed ring passes GEOS alone).
    """
    if not value:
        return None, UNREADABLE
    try:
        raw = base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        return None, UNREADABLE
    geom = QgsGeometry()
    geom.fromWkb(raw)
    if geom.isEmpty():  # also a null geometry
        return None, UNREADABLE
    if geom.type() != POLYGON:
        return None, NOT_POLYGON
    if not geom.validateGeometry(QGIS_VALIDATOR) and geom.isGeosValid():  # the usual case: valid as it came
        geom.convertToMultiType()
        return geom, ""
    fixed, problems = checked_geometry(geom, POLYGON)
    if fixed is None:
        return None, INVALID
    fixed = QgsGeometry(fixed)
    fixed.convertToMultiType()
    return fixed, REPAIRED if problems else ""


def ground_area(geom: QgsGeometry) -> float:
    """m² on the ground of an EPSG:3857 polygon (Mercator area scaled at its centroid's latitude)."""
    y = geom.boundingBox().center().y()
    scale = 1.0 / math.cosh(y / EARTH_RADIUS)
    return geom.area() * scale * scale


def build_annotation_layer(name: str, features: VectorFeatures, classes: Sequence[Dict[str, Any]],
                           canceled: Callable[[], bool] = lambda: False,
                           progress: Callable[[float], None] = lambda p: None
                           ) -> Tuple[Optional[QgsVectorLayer], Counter]:
    """A memory layer holding every readable annotation, in the order they came; (None, notes) when cancelled.

    Built in bulk (:func:`_build_in_bulk`); feature by feature (:func:`_build_one_by_one`) where the bulk
    way is not to be had. Either way every polygon is checked as :func:`decode_polygon` checks it.
    """
    try:
        layer, notes = _build_in_bulk(name, features, classes, canceled, progress)
    except (OSError, sqlite3.Error, _NoBulk) as exc:
        log.warning("FlyPix: %s built feature by feature (%s)", name, exc)
        layer, notes = _build_one_by_one(name, features, classes, canceled, progress)
    if layer is not None and notes:
        log.warning("FlyPix: %s: %s", name, "; ".join(why.format(n=n) for why, n in sorted(notes.items())))
    return layer, notes


class _NoBulk(RuntimeError):
    """The bulk build did not give the layer it should have."""


_STRICT_B64 = sys.version_info >= (3, 11)  # binascii's strict mode: as strict as b64decode(validate=True)
_AS_MULTI = b"\x01\x06\x00\x00\x00\x01\x00\x00\x00"  # a little-endian MultiPolygon of one part
_GPKG_HEADER = b"GP\x00\x01" + struct.pack("<i", 3857)  # GeoPackage geometry: little-endian, no envelope
_GPKG_TABLES = """
PRAGMA application_id = 1196444487;
PRAGMA user_version = 10200;
PRAGMA journal_mode = OFF;
PRAGMA synchronous = OFF;
CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT NOT NULL, srs_id INTEGER PRIMARY KEY, organization TEXT NOT NULL,
  organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT);
CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE,
  description TEXT DEFAULT '', last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE, srs_id INTEGER);
CREATE TABLE gpkg_geometry_columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL,
  geometry_type_name TEXT NOT NULL, srs_id INTEGER NOT NULL, z TINYINT NOT NULL, m TINYINT NOT NULL,
  CONSTRAINT pk_geom_cols PRIMARY KEY (table_name, column_name));
CREATE TABLE annotations (fid INTEGER PRIMARY KEY, geom MULTIPOLYGON, annotation_id INTEGER, class_id TEXT,
  class_name TEXT, confidence REAL, area REAL);
INSERT INTO gpkg_contents (table_name, data_type, identifier, srs_id) VALUES ('annotations', 'features',
  'annotations', 3857);
INSERT INTO gpkg_geometry_columns VALUES ('annotations', 'geom', 'MULTIPOLYGON', 3857, 0, 0);
"""


def _wkb_of(value: Optional[str]) -> Optional[bytes]:
    """The bytes of base64 ``value``; None when it is none or not strict base64 (:func:`decode_polygon` says why)."""
    if not value:
        return None
    try:
        if _STRICT_B64:
            return binascii.a2b_base64(value, strict_mode=True)  # type: ignore[call-arg]
        return base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        return None


def _build_in_bulk(name: str, features: VectorFeatures, classes: Sequence[Dict[str, Any]],
                   canceled: Callable[[], bool], progress: Callable[[float], None]
                   ) -> Tuple[Optional[QgsVectorLayer], Counter]:
    """The layer, with little Python per annotation: the WKB are checked in bulk
    (:func:`~..core.wkb_rings.plain_polygons`; only those it cannot vouch for are decoded and checked one by
    one, as :func:`decode_polygon` does), the rows go to a temporary GeoPackage in one ``executemany``, and
    QGIS copies that into the memory layer in C++ (``materialize``, stopped when ``canceled()`` says so)."""
    notes: Counter = Counter()
    names = {str(c.get("class_id")): str(c.get("name") or c.get("class_id")) for c in classes}
    polygons, ids, class_ids, confidences, areas = (features.polygons, features.ids, features.class_ids,
                                                    features.confidences, features.areas)
    wkbs = [_wkb_of(p) for p in polygons]
    if canceled():
        return None, notes
    plain = plain_polygons(wkbs).tolist()
    progress(30.0)
    rows: List[Tuple[Any, ...]] = []
    add = rows.append
    header, as_multi = _GPKG_HEADER, _GPKG_HEADER + _AS_MULTI
    for i, ok in enumerate(plain):
        area = areas[i]
        if ok:
            raw = wkbs[i]
            blob = (as_multi + raw) if raw[1] == 3 else (header + raw)  # type: ignore[index,operator]
            if area is None:
                geom = QgsGeometry()
                geom.fromWkb(raw)
                area = ground_area(geom)
        else:
            geom, why = decode_polygon(polygons[i])
            if why:
                notes[why] += 1
            if geom is None:
                continue
            blob = header + bytes(geom.asWkb())
            if area is None:
                area = ground_area(geom)
        class_id = class_ids[i]
        add((blob, ids[i], class_id, names.get(class_id) if class_id else None, confidences[i], area))
    if canceled():
        return None, notes
    progress(50.0)
    folder = tempfile.mkdtemp(prefix="geosense-flypix-")
    try:
        path = os.path.join(folder, "annotations.gpkg")
        with closing(sqlite3.connect(path)) as db:
            db.executescript(_GPKG_TABLES)
            db.execute("INSERT INTO gpkg_spatial_ref_sys VALUES ('WGS 84 / Pseudo-Mercator', 3857, 'EPSG', 3857, ?,"
                       " NULL)", (QgsCoordinateReferenceSystem("EPSG:3857").toWkt(),))
            db.executemany("INSERT INTO annotations (geom, annotation_id, class_id, class_name, confidence, area)"
                           " VALUES (?, ?, ?, ?, ?, ?)", rows)
            db.commit()
        progress(70.0)
        layer = _copy_of_table(path, name, len(rows), canceled)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if layer is None or canceled():
        return None, notes
    progress(100.0)
    return layer, notes


def _copy_of_table(path: str, name: str, expected: int, canceled: Callable[[], bool]) -> Optional[QgsVectorLayer]:
    """The memory copy of the GeoPackage table (C++: ``materialize``); None when cancelled meanwhile."""
    table = QgsVectorLayer(f"{path}|layername=annotations", name, "ogr")
    try:
        provider = table.dataProvider() if table.isValid() else None
        if provider is None or table.crs().authid() != "EPSG:3857":
            raise _NoBulk("the table could not be read")
        fields = provider.fields()
        wanted = [fields.lookupField(f.name()) for f in annotation_fields()]
        if min(wanted) < 0:
            raise _NoBulk("the table lacks a column")
        request = QgsFeatureRequest().setSubsetOfAttributes(wanted)
        feedback = QgsFeedback()
        done = threading.Event()

        def watch() -> None:  # cancels the copy when the task is cancelled
            while not done.wait(0.05):
                if canceled():
                    feedback.cancel()
                    return

        watcher = threading.Thread(target=watch, name="geosense-flypix-cancel", daemon=True)
        watcher.start()
        try:
            layer = provider.materialize(request, feedback)
        finally:
            done.set()
            watcher.join()
        if feedback.isCanceled():
            return None
        if layer is None or layer.featureCount() != expected or layer.fields().names() != annotation_fields().names():
            raise _NoBulk("the copy is not the table")
        layer.setName(name)
        layer.updateExtents()
        return layer
    finally:
        del table  # closes the GeoPackage before its folder goes


def _build_one_by_one(name: str, features: VectorFeatures, classes: Sequence[Dict[str, Any]],
                      canceled: Callable[[], bool] = lambda: False,
                      progress: Callable[[float], None] = lambda p: None
                      ) -> Tuple[Optional[QgsVectorLayer], Counter]:
    """:func:`build_annotation_layer` feature by feature."""
    notes: Counter = Counter()
    fields = annotation_fields()
    layer = _memory_layer(name, fields)
    provider = layer.dataProvider()
    names = {str(c.get("class_id")): str(c.get("name") or c.get("class_id")) for c in classes}
    n = len(features)
    batch: List[QgsFeature] = []
    polygons, ids, class_ids, confidences, areas = (features.polygons, features.ids, features.class_ids,
                                                    features.confidences, features.areas)
    for i in range(n):
        if i % 2000 == 0:
            if canceled():
                return None, notes
            progress(100.0 * i / max(1, n))
        geom, why = decode_polygon(polygons[i])
        if why:
            notes[why] += 1
        if geom is None:
            continue
        class_id = class_ids[i]
        area = areas[i]
        feature = QgsFeature(fields)
        feature.setGeometry(geom)
        feature.setAttributes([ids[i], class_id, names.get(class_id) if class_id else None,
                               confidences[i], area if area is not None else ground_area(geom)])
        batch.append(feature)
        if len(batch) >= BATCH:
            provider.addFeatures(batch)
            batch = []
    if batch:
        provider.addFeatures(batch)
    if canceled():
        return None, notes
    layer.updateExtents()
    progress(100.0)
    return layer, notes


def build_region_layer(name: str, regions: Sequence[Region],
                       canceled: Callable[[], bool] = lambda: False) -> Tuple[Optional[QgsVectorLayer], Counter]:
    notes: Counter = Counter()
    fields = region_fields()
    layer = _memory_layer(name, fields)
    features = []
    for index, region in enumerate(regions, start=1):
        geom, why = decode_polygon(region.polygon)
        if why:
            notes[why] += 1
        if geom is None:
            continue
        feature = QgsFeature(fields)
        feature.setGeometry(geom)
        feature.setAttributes([index, region.region_id, region.name, region.description, region.color or None,
                               region.training_behavior or None, region.inference_behavior or None])
        features.append(feature)
    if canceled():
        return None, notes
    layer.dataProvider().addFeatures(features)
    layer.updateExtents()
    return layer, notes


def _fill(color: str, alpha: int = 110) -> QgsFillSymbol:
    fill = QColor(color) if QColor.isValidColor(color) else QColor("#9aa0a6")
    outline = QColor(fill).darker(140)
    fill.setAlpha(alpha)
    return QgsFillSymbol.createSimple({
        "color": f"{fill.red()},{fill.green()},{fill.blue()},{fill.alpha()}",
        "outline_color": outline.name(),
        "outline_width": "0.4",
    })


def finish_annotation_layer(layer: QgsVectorLayer, *, vector: Dict[str, Any], source: str, project_id: str,
                            raster_id: str, server: str, classes: Sequence[Dict[str, Any]]) -> None:
    """Style by class and mark the layer as the FlyPix vector (GUI thread, before it joins a project)."""
    index = layer.fields().lookupField(CLASS_FIELD)
    values = layer.uniqueValues(index)
    present = {str(v) for v in values if v is not None and not (hasattr(v, "isNull") and v.isNull()) and v != ""}
    unclassified = len(present) < len(values)
    categories = []
    class_ids: Dict[str, str] = {}
    known = set()
    for cls in classes:
        cid = str(cls.get("class_id"))
        known.add(cid)
        categories.append(QgsRendererCategory(cid, _fill(str(cls.get("color") or "")), str(cls.get("name") or cid)))
        class_ids[f"{CLASS_FIELD}\x1f{value_key(cid)}"] = cid
    for cid in sorted(present - known):  # classes the project list does not name
        categories.append(QgsRendererCategory(cid, _fill(""), cid))
        class_ids[f"{CLASS_FIELD}\x1f{value_key(cid)}"] = cid
    if unclassified:
        categories.append(QgsRendererCategory("", _fill("#9aa0a6", 70), tr("unclassified")))
    layer.setRenderer(QgsCategorizedSymbolRenderer(CLASS_FIELD, categories))
    layer.setCustomProperty(keys.VECTOR_ID, str(vector["vector_id"]))
    layer.setCustomProperty(keys.VECTOR_LAYER_ID, layer.id())
    layer.setCustomProperty(keys.SOURCE, source if source in keys.SOURCES else "annotated")
    layer.setCustomProperty(keys.ID_FIELD, ID_FIELD)
    layer.setCustomProperty(keys.CONFIDENCE_FIELD, "confidence")
    layer.setCustomProperty(keys.CLASS_IDS, json.dumps(class_ids, sort_keys=True))
    layer.setCustomProperty(KIND, "vector")
    layer.setCustomProperty(VECTOR_ID, str(vector["vector_id"]))
    layer.setCustomProperty(PROJECT_ID, project_id)
    layer.setCustomProperty(RASTER_ID, raster_id)
    layer.setCustomProperty(SERVER, server)
    layer.setCustomProperty(CLASSES, json.dumps([{"class_id": str(c.get("class_id")), "name": c.get("name"),
                                                   "color": c.get("color")} for c in classes]))
    layer.setReadOnly(True)  # a mirror of FlyPix: new annotations go to FlyPix (see accept.py)


_PROPERTY = getattr(QgsSymbolLayer, "Property", QgsSymbolLayer)
_FILL_COLOR = _PROPERTY.PropertyFillColor
_STROKE_COLOR = _PROPERTY.PropertyStrokeColor


def finish_region_layer(layer: QgsVectorLayer, *, project_id: str, raster_id: str, server: str) -> None:
    symbol = _fill("#f28e2b", 60)
    fill = symbol.symbolLayer(0)
    fill.setDataDefinedProperty(_FILL_COLOR, QgsProperty.fromExpression(
        "set_color_part(coalesce(\"color\", '#f28e2b'), 'alpha', 60)"))
    fill.setDataDefinedProperty(_STROKE_COLOR, QgsProperty.fromExpression(
        "coalesce(\"color\", '#f28e2b')"))
    fill.setStrokeWidth(0.6)
    layer.renderer().setSymbol(symbol)
    layer.setCustomProperty(keys.REGIONS, "true")
    layer.setCustomProperty(keys.VECTOR_ID, f"flypix-regions-{raster_id}")
    layer.setCustomProperty(keys.VECTOR_LAYER_ID, layer.id())
    layer.setCustomProperty(keys.ID_FIELD, REGION_ID_FIELD)
    layer.setCustomProperty(keys.CLASS_FIELD, keys.NO_CLASSES)
    layer.setCustomProperty(KIND, "regions")
    layer.setCustomProperty(PROJECT_ID, project_id)
    layer.setCustomProperty(RASTER_ID, raster_id)
    layer.setCustomProperty(SERVER, server)
    layer.setReadOnly(True)


# ------------------------------------------------------------------ look-ups


def is_flypix_vector(layer: Any) -> bool:
    return isinstance(layer, QgsVectorLayer) and keys.prop_str(layer, KIND) == "vector"


def is_flypix_regions(layer: Any) -> bool:
    return isinstance(layer, QgsVectorLayer) and keys.prop_str(layer, KIND) == "regions"


def flypix_vector_id(layer: Any) -> str:
    return keys.prop_str(layer, VECTOR_ID) if is_flypix_vector(layer) else ""


def flypix_classes(layer: Any) -> List[Dict[str, Any]]:
    try:
        value = json.loads(keys.prop_str(layer, CLASSES) or "[]")
    except ValueError:
        return []
    return [c for c in value if isinstance(c, dict) and c.get("class_id")] if isinstance(value, list) else []


def flypix_layers(project, kind: str = "vector", project_id: Optional[str] = None) -> List[QgsVectorLayer]:
    out = []
    for layer in project.mapLayers().values():
        if isinstance(layer, QgsVectorLayer) and keys.prop_str(layer, KIND) == kind:
            if project_id is None or keys.prop_str(layer, PROJECT_ID) == project_id:
                out.append(layer)
    return out


def layer_for_vector(project, vector_id: str) -> Optional[QgsVectorLayer]:
    return next((lyr for lyr in flypix_layers(project) if keys.prop_str(lyr, VECTOR_ID) == vector_id), None)
