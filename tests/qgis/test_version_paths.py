"""Each branch the plugin takes on the QGIS release it runs on, checked against that release.

`make test-matrix` runs this on QGIS 3.22, 3.40 and 3.44, so every side of every branch runs
somewhere (docs/release.md lists which release takes which). Where a branch reads a newer API,
the test checks that the API exists exactly on the releases where the plugin takes it, and that
the values it picked are the ones the live layers, fields and requests of this QGIS use.
"""

from __future__ import annotations

from qgis.core import (
    Qgis,
    QgsApplication,
    QgsDistanceArea,
    QgsFeature,
    QgsFeatureRequest,
    QgsField,
    QgsGeometry,
    QgsTask,
    QgsUnitTypes,
    QgsVectorLayer,
    QgsWkbTypes,
)
from qgis.gui import QgsLayerTreeView

from geosense.geosense_dock.flypix.tasks import CallTask
from geosense.geosense_dock.map import compat
from tests.qgis_support import wait_for

VERSION = Qgis.versionInt()


def test_geometry_and_wkb_types_are_the_ones_layers_report():
    if VERSION >= 33000:
        assert hasattr(Qgis, "GeometryType") and compat.POINT is Qgis.GeometryType.Point
        assert compat.WKB_POLYGON is Qgis.WkbType.Polygon
    else:
        assert compat.POINT == QgsWkbTypes.GeometryType.PointGeometry
        assert compat.WKB_POLYGON == QgsWkbTypes.Type.Polygon
    for uri, geometry_type, wkb_type in (("Point", compat.POINT, compat.WKB_POINT),
                                         ("LineString", compat.LINE, compat.WKB_LINESTRING),
                                         ("Polygon", compat.POLYGON, compat.WKB_POLYGON),
                                         ("MultiPolygon", compat.POLYGON, compat.WKB_MULTIPOLYGON),
                                         ("None", compat.NULL_GEOMETRY, None)):
        layer = QgsVectorLayer(f"{uri}?crs=EPSG:4326", uri, "memory")
        assert layer.isValid()
        assert layer.geometryType() == geometry_type, uri
        if wkb_type is not None:
            assert layer.wkbType() == wkb_type, uri
    assert compat.geometry_type_name(QgsVectorLayer("Point", "p", "memory").geometryType()) == "point"


def test_field_types_make_fields_of_that_type():
    if VERSION >= 33800:  # QMetaType.Type: the only kind Qt6 has
        from qgis.PyQt.QtCore import QMetaType

        assert compat.FIELD_INT == QMetaType.Type.Int
    layer = QgsVectorLayer("Point?crs=EPSG:4326", "fields", "memory")
    fields = [QgsField("b", compat.FIELD_BOOL), QgsField("i", compat.FIELD_INT), QgsField("l", compat.FIELD_LONG),
              QgsField("d", compat.FIELD_DOUBLE), QgsField("s", compat.FIELD_STRING)]
    assert layer.dataProvider().addAttributes(fields)
    layer.updateFields()
    feature = QgsFeature(layer.fields())
    feature.setAttributes([True, 7, 2 ** 40, 1.5, "x"])
    feature.setGeometry(QgsGeometry.fromWkt("POINT (1 2)"))
    assert layer.dataProvider().addFeatures([feature])[0]
    [read] = list(layer.getFeatures())
    assert [read[name] for name in "bilds"] == [True, 7, 2 ** 40, 1.5, "x"]
    assert [layer.fields().field(name).type() for name in "bilds"] == [
        compat.FIELD_BOOL, compat.FIELD_INT, compat.FIELD_LONG, compat.FIELD_DOUBLE, compat.FIELD_STRING]


def test_no_geometry_flag_and_units():
    if VERSION >= 33600:
        assert compat.NO_GEOMETRY is Qgis.FeatureRequestFlag.NoGeometry
    layer = QgsVectorLayer("Point?crs=EPSG:4326", "p", "memory")
    feature = QgsFeature(layer.fields())
    feature.setGeometry(QgsGeometry.fromWkt("POINT (1 2)"))
    layer.dataProvider().addFeatures([feature])
    request = QgsFeatureRequest().setFlags(compat.NO_GEOMETRY)
    assert request.flags() & compat.NO_GEOMETRY
    assert len(list(layer.getFeatures(request))) == 1
    area = QgsDistanceArea()
    area.setEllipsoid("EPSG:7030")
    assert area.lengthUnits() == compat.DISTANCE_METERS  # the unit of an ellipsoidal measure
    assert QgsUnitTypes.toString(compat.AREA_SQUARE_METERS).lower() == "square meters"


def test_hidden_tasks_where_qgis_has_them():
    results = []
    hidden = hasattr(QgsTask.Flag, "Hidden")
    assert hidden if VERSION >= 34000 else (VERSION >= 32300 or not hidden)  # 3.22 lacks it
    task = CallTask("hidden lookup", lambda _task: 6 * 7, lambda t: results.append(t.result), hidden=True)
    assert bool(task.flags() & QgsTask.Flag.Hidden) if hidden else task.flags() == QgsTask.Flag.CanCancel
    QgsApplication.taskManager().addTask(task)
    wait_for(lambda: results, what="the task's result")
    assert results == [42]


def test_layer_tree_menu_signal_exists_where_the_plugin_takes_it():
    """The native menu path (tests/qgis/test_composer.py) on 3.40+, the event filter on 3.22."""
    native = hasattr(QgsLayerTreeView, "contextMenuAboutToShow")
    assert native if VERSION >= 34000 else (VERSION >= 32300 or not native)  # 3.22 lacks it
