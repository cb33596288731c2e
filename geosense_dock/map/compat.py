"""Names QGIS 3.22 lacks, spelled once (``Qgis.GeometryType`` / ``Qgis.WkbType`` arrive in 3.30).

Everything else in ``geosense_dock.map`` imports geometry-type and WKB-type
helpers from here, so the QGIS 4 / Qt6 move touches only this file.
"""

from __future__ import annotations

from qgis.core import Qgis, QgsWkbTypes

if hasattr(Qgis, "GeometryType"):  # QGIS >= 3.30
    POINT = Qgis.GeometryType.Point
    LINE = Qgis.GeometryType.Line
    POLYGON = Qgis.GeometryType.Polygon
    UNKNOWN_GEOMETRY = Qgis.GeometryType.Unknown
    NULL_GEOMETRY = Qgis.GeometryType.Null
else:  # QGIS 3.22 .. 3.28
    POINT = QgsWkbTypes.GeometryType.PointGeometry
    LINE = QgsWkbTypes.GeometryType.LineGeometry
    POLYGON = QgsWkbTypes.GeometryType.PolygonGeometry
    UNKNOWN_GEOMETRY = QgsWkbTypes.GeometryType.UnknownGeometry
    NULL_GEOMETRY = QgsWkbTypes.GeometryType.NullGeometry

SPATIAL_GEOMETRY_TYPES = (POINT, LINE, POLYGON)

if hasattr(Qgis, "WkbType"):
    WKB_POINT = Qgis.WkbType.Point
    WKB_LINESTRING = Qgis.WkbType.LineString
    WKB_POLYGON = Qgis.WkbType.Polygon
    WKB_MULTIPOLYGON = Qgis.WkbType.MultiPolygon
    WKB_GEOMETRYCOLLECTION = Qgis.WkbType.GeometryCollection
else:
    WKB_POINT = QgsWkbTypes.Type.Point
    WKB_LINESTRING = QgsWkbTypes.Type.LineString
    WKB_POLYGON = QgsWkbTypes.Type.Polygon
    WKB_MULTIPOLYGON = QgsWkbTypes.Type.MultiPolygon
    WKB_GEOMETRYCOLLECTION = QgsWkbTypes.Type.GeometryCollection

if hasattr(Qgis, "DistanceUnit"):  # 3.30
    AREA_SQUARE_METERS = Qgis.AreaUnit.SquareMeters
    DISTANCE_METERS = Qgis.DistanceUnit.Meters
else:
    from qgis.core import QgsUnitTypes

    AREA_SQUARE_METERS = QgsUnitTypes.AreaUnit.AreaSquareMeters
    DISTANCE_METERS = QgsUnitTypes.DistanceUnit.DistanceMeters


# Field types: QGIS >= 3.38 takes QMetaType.Type (the only kind Qt6 has); older
# versions take QVariant.Type. Both enums share their values.
if Qgis.versionInt() >= 33800:
    from qgis.PyQt.QtCore import QMetaType

    FIELD_BOOL = QMetaType.Type.Bool
    FIELD_INT = QMetaType.Type.Int
    FIELD_LONG = QMetaType.Type.LongLong
    FIELD_DOUBLE = QMetaType.Type.Double
    FIELD_STRING = QMetaType.Type.QString
else:  # QGIS 3.22 .. 3.36
    from qgis.PyQt.QtCore import QVariant

    FIELD_BOOL = QVariant.Type.Bool  # noqa: QGS402, QT605 - QGIS < 3.38 needs QVariant field types
    FIELD_INT = QVariant.Type.Int  # noqa: QGS402, QT605 - QGIS < 3.38 needs QVariant field types
    FIELD_LONG = QVariant.Type.LongLong  # noqa: QGS402, QT605 - QGIS < 3.38 needs QVariant field types
    FIELD_DOUBLE = QVariant.Type.Double  # noqa: QGS402, QT605 - QGIS < 3.38 needs QVariant field types
    FIELD_STRING = QVariant.Type.String  # noqa: QGS402, QT605 - QGIS < 3.38 needs QVariant field types


if hasattr(Qgis, "FeatureRequestFlag"):  # 3.36
    NO_GEOMETRY = Qgis.FeatureRequestFlag.NoGeometry
else:
    from qgis.core import QgsFeatureRequest

    NO_GEOMETRY = QgsFeatureRequest.Flag.NoGeometry


def geometry_type_name(geometry_type) -> str:
    """'point' | 'line' | 'polygon' | 'none' for a layer's geometry type."""
    if geometry_type == POINT:
        return "point"
    if geometry_type == LINE:
        return "line"
    if geometry_type == POLYGON:
        return "polygon"
    return "none"


def is_curved(wkb_type) -> bool:
    return bool(QgsWkbTypes.isCurvedType(wkb_type))


def has_z_or_m(wkb_type) -> bool:
    return bool(QgsWkbTypes.hasZ(wkb_type) or QgsWkbTypes.hasM(wkb_type))


def layer_type_name(layer) -> str:
    """A short, stable name of a map layer's kind for ``initialState.layers[].type``."""
    from qgis.core import QgsRasterLayer, QgsVectorLayer

    if isinstance(layer, QgsVectorLayer):
        return "vector"
    if isinstance(layer, QgsRasterLayer):
        return "raster"
    name = type(layer).__name__.lower()
    for kind in ("mesh", "vectortile", "pointcloud", "annotation"):
        if kind in name:
            return kind
    return "other"
