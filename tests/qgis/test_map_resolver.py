"""QgisResolver: resolution order and live properties, checked with shapely and plain math."""

from __future__ import annotations

import math

import pytest
from qgis.core import QgsFeature, QgsGeometry, QgsProject
from shapely import affinity
from shapely.geometry import Polygon

from geosense.geosense_dock.core.resolve import AnnotationInfo, ClassInfo, RegionInfo, Unresolved, VectorInfo
from geosense.geosense_dock.map import QgisResolver, VectorRegistry
from geosense.geosense_dock.map.compat import FIELD_DOUBLE, FIELD_INT, FIELD_STRING
from tests.qgis.test_map_helpers import box_wkt, ellipsoid_rect_area, make_layer, mercator


@pytest.fixture
def registry(qgis_new_project):
    QgsProject.instance().setEllipsoid("EPSG:7030")
    reg = VectorRegistry(QgsProject.instance())
    yield reg
    reg.close()


def test_properties_of_a_rotated_rectangle_at_60_degrees_north(registry):
    # a 300 m x 100 m ground rectangle, long axis 30° east of north, drawn in EPSG:3857 at 60°N
    cx, cy = mercator(10.0, 60.0)
    k = 1 / math.cos(math.radians(60.0))  # mercator stretch at 60°N
    rect = affinity.rotate(Polygon([(-50 * k, -150 * k), (50 * k, -150 * k), (50 * k, 150 * k), (-50 * k, 150 * k)]),
                           -30, origin=(0, 0))
    rect = affinity.translate(rect, cx, cy)
    layer = make_layer("Polygon", "EPSG:3857", "fields", [("conf", FIELD_DOUBLE)], [(rect.wkt, [0.42])])
    registry.set_confidence_field(layer, "conf")
    fid = next(layer.getFeatures()).id()
    info = QgisResolver(registry).annotation(fid, registry.vector_id(layer))
    assert isinstance(info, AnnotationInfo)
    assert info.vector_name == "fields" and info.confidence == pytest.approx(0.42)
    assert info.angle_deg == pytest.approx(30.0, abs=0.01)
    assert info.length_m == pytest.approx(300.0, rel=2e-3)
    assert info.width_m == pytest.approx(100.0, rel=2e-3)
    # the area is ellipsoidal: the WGS84 radii of curvature at 60°N scale the spherical 30000 m²
    e2 = 0.00669437999014
    s2 = math.sin(math.radians(60.0)) ** 2
    nu_rho = (1 - e2) / (1 - e2 * s2) ** 2  # (nu / a) * (rho / a)
    assert info.area_m2 == pytest.approx(30000.0 * nu_rho, rel=1e-4)
    assert info.centroid == pytest.approx((cx, cy), abs=1e-3)
    assert info.center == pytest.approx(rect.envelope.centroid.coords[0], abs=1e-3)
    assert info.circumcenter == pytest.approx((cx, cy), abs=0.5)
    assert info.thickness_m == pytest.approx(100.0, rel=0.01)
    assert info.height_m == pytest.approx((rect.bounds[3] - rect.bounds[1]) / k, rel=2e-3)


def test_area_of_a_geographic_square_matches_the_ellipsoid_formula(registry):
    layer = make_layer("Polygon", "EPSG:4326", "g", [], [(box_wkt(5.0, 45.0, 5.02, 45.01), [])])
    fid = next(layer.getFeatures()).id()
    info = QgisResolver(registry).annotation(fid, None)
    assert info.area_m2 == pytest.approx(ellipsoid_rect_area(5.0, 45.0, 5.02, 45.01), rel=1e-6)


def test_resolution_order_without_v(registry):
    a = make_layer("Polygon", "EPSG:3857", "a", [("ann", FIELD_INT)], [(box_wkt(0, 0, 1, 1), [5])])
    b = make_layer("Polygon", "EPSG:3857", "b", [("ann", FIELD_INT)], [(box_wkt(0, 0, 2, 2), [5])])
    c = make_layer("Polygon", "EPSG:3857", "c", [("ann", FIELD_INT)], [(box_wkt(0, 0, 3, 3), [5])])
    for layer in (a, b, c):
        registry.set_annotation_ids_field(layer, "ann")
    active = {"layer": None}
    resolver = QgisResolver(registry, lambda: active["layer"])
    resolver.set_sent_vectors([registry.vector_id(c), registry.vector_id(a), registry.vector_id(b)])
    assert resolver.annotation(5, None).vector_name == "c"
    active["layer"] = b
    assert resolver.annotation(5, None).vector_name == "b"
    assert resolver.annotation(5, None, [registry.vector_id(a)]).vector_name == "a"
    assert resolver.annotation(5, registry.vector_id(c)).vector_name == "c"
    missing = resolver.annotation(6, registry.vector_id(c))
    assert isinstance(missing, Unresolved) and "c has no annotation 6" in missing.reason
    assert isinstance(resolver.annotation(5, "nope"), Unresolved)


def test_a_feature_not_saved_yet_is_named_so_not_by_its_temporary_id(registry):
    layer = make_layer("Polygon", "EPSG:3857", "houses", [], [(box_wkt(0, 0, 1, 1), [])])
    saved = next(layer.getFeatures()).id()
    layer.startEditing()
    try:
        feature = QgsFeature(layer.fields())
        feature.setGeometry(QgsGeometry.fromWkt(box_wkt(2, 2, 3, 3)))
        assert layer.addFeature(feature)
        [new] = [f.id() for f in layer.getFeatures() if f.id() != saved]
        assert new < 0
        resolver = QgisResolver(registry)
        info = resolver.annotation(new, registry.vector_id(layer))
        assert info.label == "houses (not saved yet)" and info.area_m2 > 0
        assert resolver.annotation(saved, registry.vector_id(layer)).label == f"houses {saved}"
        assert layer.commitChanges(), layer.commitErrors()
        [real] = [f.id() for f in layer.getFeatures() if f.id() != saved]
        assert real >= 0
        after = resolver.annotation(new, registry.vector_id(layer))  # a reference from before the save
        assert after.label == f"houses {real}" and after.area_m2 == pytest.approx(info.area_m2)
        assert registry.feature_for(layer, new).id() == real
    finally:
        if layer.isEditable():
            layer.rollBack()


def test_classes_vectors_and_regions(registry):
    from qgis.core import QgsCategorizedSymbolRenderer, QgsRendererCategory, QgsSymbol
    from qgis.PyQt.QtGui import QColor

    layer = make_layer("Polygon", "EPSG:3857", "h", [("kind", FIELD_STRING)], [(box_wkt(0, 0, 1, 1), ["tree"])])
    symbol = QgsSymbol.defaultSymbol(layer.geometryType())
    symbol.setColor(QColor("#00ff00"))
    layer.setRenderer(QgsCategorizedSymbolRenderer("kind", [QgsRendererCategory("tree", symbol, "Tree")]))
    registry.set_source(layer, "inference")
    resolver = QgisResolver(registry)
    cls = registry.classes(layer)[0]
    assert resolver.class_(cls.id, None) == ClassInfo(cls.id, "Tree", "#00ff00", registry.project_id())
    info = resolver.annotation(next(layer.getFeatures()).id(), None)
    assert (info.class_id, info.class_name, info.class_color, info.label) == (cls.id, "Tree", "#00ff00",
                                                                              f"Tree {info.id}")
    assert resolver.vector(registry.vector_id(layer)) == VectorInfo(registry.vector_id(layer), "h", "inference",
                                                                    registry.project_id())
    assert isinstance(resolver.class_("nope", None), Unresolved)

    regions = make_layer("Polygon", "EPSG:3857", "zones", [("name", FIELD_STRING),
                                                           ("description", FIELD_STRING)],
                         [("POLYGON((0 0, 100 0, 0 100, 0 0))", ["North field", "wheat"])])
    registry.set_region_layer(regions, True)
    fid = next(regions.getFeatures()).id()
    region_id = f"{registry.vector_id(regions)}/{fid}"
    region = resolver.region(region_id)
    assert isinstance(region, RegionInfo)
    assert (region.name, region.description) == ("North field", "wheat")
    assert region.outline_svg_path.startswith("M 0.0 16.0") and region.outline_svg_path.endswith("Z")
    assert isinstance(resolver.region("garbage"), Unresolved)
    assert isinstance(resolver.region(f"{registry.vector_id(layer)}/1"), Unresolved)  # not a region layer
