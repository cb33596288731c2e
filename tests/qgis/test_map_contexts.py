"""Visibility, position, selection contexts and initialState from a real canvas and layer tree."""

from __future__ import annotations

import math

import pytest
from qgis.core import (
    QgsCategorizedSymbolRenderer,
    QgsCoordinateReferenceSystem,
    QgsProject,
    QgsRectangle,
    QgsRendererCategory,
    QgsSymbol,
)
from shapely.geometry import Polygon

from geosense.geosense_dock.map import VectorRegistry, keys
from geosense.geosense_dock.map import contexts as ctx
from geosense.geosense_dock.map.compat import FIELD_INT, FIELD_STRING
from tests.qgis.test_map_helpers import R, box_wkt, make_layer, mercator, meridian_arc, sized_canvas


@pytest.fixture
def registry(qgis_new_project):
    reg = VectorRegistry(QgsProject.instance())
    yield reg
    reg.close()


def kinds_layer(name="h"):
    layer = make_layer("Polygon", "EPSG:3857", name, [("kind", FIELD_STRING)],
                       [(box_wkt(0, 0, 10, 10), ["house"]), (box_wkt(20, 0, 30, 10), ["tree"]),
                        (box_wkt(40, 0, 50, 10), ["road"])])
    cats = [QgsRendererCategory(v, QgsSymbol.defaultSymbol(layer.geometryType()), v) for v in ("house", "tree", "road")]
    layer.setRenderer(QgsCategorizedSymbolRenderer("kind", cats))
    return layer


def test_visibility_hidden_categories_filters_and_hidden_layers(registry):
    a = kinds_layer("a")
    b = kinds_layer("b")
    c = kinds_layer("c")
    a.renderer().updateCategoryRenderState(1, False)  # "tree" switched off in the legend
    b.setSubsetString("\"kind\" <> 'road'")
    registry.set_shared(c, True)
    QgsProject.instance().layerTreeRoot().findLayer(c.id()).setItemVisibilityChecked(False)
    context = ctx.visibility_context(registry)
    by_id = {e["id"]: e for e in context["vectors"]}
    tree_class = [cl.id for cl in registry.classes(a) if cl.name == "tree"]
    assert context["type"] == "visibility"
    assert by_id[registry.vector_id(a)] == {"id": registry.vector_id(a), "visible": True, "hidden_classes": tree_class}
    assert by_id[registry.vector_id(b)] == {"id": registry.vector_id(b), "visible": True,
                                            "filter": "\"kind\" <> 'road'"}
    assert by_id[registry.vector_id(c)] == {"id": registry.vector_id(c), "visible": False}


def test_visibility_respects_hidden_parent_groups_and_scale_range(registry):
    a = kinds_layer("a")
    root = QgsProject.instance().layerTreeRoot()
    group = root.addGroup("g")
    node = root.findLayer(a.id())
    group.addChildNode(node.clone())
    root.removeChildNode(node)
    registry.set_shared(a, True)
    group.setItemVisibilityChecked(False)
    assert ctx.visibility_context(registry)["vectors"][0]["visible"] is False
    group.setItemVisibilityChecked(True)
    a.setScaleBasedVisibility(True)
    a.setMinimumScale(10000)  # visible only when zoomed in closer than 1:10000
    a.setMaximumScale(1)
    assert ctx.visibility_context(registry, scale=50000)["vectors"][0]["visible"] is False
    assert ctx.visibility_context(registry, scale=5000)["vectors"][0]["visible"] is True


def test_position_of_a_mercator_canvas(registry, qgis_canvas):
    canvas = sized_canvas(qgis_canvas, 800, 500)
    canvas.setExtent(QgsRectangle(1000, 2000, 9000, 7000))
    context = ctx.position_context(canvas.mapSettings())
    assert context["crs"] == "EPSG:3857"
    assert context["bbox"] == pytest.approx([1000, 2000, 9000, 7000], abs=1e-6)


def test_position_of_a_rotated_canvas_is_the_box_of_what_is_visible(registry, qgis_canvas):
    canvas = sized_canvas(qgis_canvas, 800, 500)
    canvas.setExtent(QgsRectangle(0, 0, 8000, 5000))
    canvas.setRotation(30)
    centre = canvas.center()
    # the visible area: an 8000 x 5000 rectangle (800 x 500 px at 10 m/px) turned by 30°
    mupp = canvas.mapUnitsPerPixel()
    w, h = 800 * mupp / 2, 500 * mupp / 2
    t = math.radians(30)
    corners = [(centre.x() + dx * math.cos(t) - dy * math.sin(t), centre.y() + dx * math.sin(t) + dy * math.cos(t))
               for dx, dy in ((-w, -h), (w, -h), (w, h), (-w, h))]
    expected = Polygon(corners).bounds
    bbox = ctx.position_context(canvas.mapSettings())["bbox"]
    assert bbox == pytest.approx(list(expected), abs=1e-3)
    assert ctx.view_state(canvas.mapSettings())["bearing"] == pytest.approx(-30.0)


def test_position_of_a_geographic_canvas_is_reprojected(registry, qgis_canvas):
    canvas = sized_canvas(qgis_canvas, 800, 400, crs="EPSG:4326")
    canvas.setExtent(QgsRectangle(10, 40, 30, 50))
    extent = canvas.extent()
    bbox = ctx.position_context(canvas.mapSettings())["bbox"]
    x0, y0 = mercator(extent.xMinimum(), extent.yMinimum())
    x1, y1 = mercator(extent.xMaximum(), extent.yMaximum())
    assert bbox == pytest.approx([x0, y0, x1, y1], rel=1e-9)
    # a whole-world geographic view stays inside the mercator world
    canvas.setExtent(QgsRectangle(-180, -90, 180, 90))
    world = ctx.position_context(canvas.mapSettings())["bbox"]
    assert world[0] >= -math.pi * R - 1e-6 and world[3] <= math.pi * R + 1e-6


def test_position_of_a_utm_canvas(registry, qgis_canvas):
    canvas = sized_canvas(qgis_canvas, 600, 600, crs="EPSG:32632")
    canvas.setExtent(QgsRectangle(490000, 5300000, 510000, 5320000))
    bbox = ctx.position_context(canvas.mapSettings())["bbox"]
    # the centre of UTM 32N, E 500000, lies on 9°E: the box is centred there
    x9, _ = mercator(9.0, 48.0)
    assert (bbox[0] + bbox[2]) / 2 == pytest.approx(x9, abs=1.0)
    assert bbox[2] - bbox[0] > 20000 * 1.4  # mercator stretches ~1/cos(48°) = 1.49


def test_selection_across_shared_region_and_suggestion_layers(registry):
    a = kinds_layer("a")
    b = make_layer("Point", "EPSG:4326", "b", [("ann", FIELD_INT)],
                   [("POINT(1 1)", [501]), ("POINT(2 2)", [502]), ("POINT(3 3)", [503])])
    registry.set_annotation_ids_field(b, "ann")
    hidden = kinds_layer("not shared")
    registry.set_shared(hidden, False)
    regions = make_layer("Polygon", "EPSG:3857", "fields", [], [(box_wkt(0, 0, 100, 100), [])])
    registry.set_region_layer(regions, True)
    sugg = make_layer("Polygon", "EPSG:3857", "suggested", [(keys.SUGGESTION_INDEX_FIELD, FIELD_INT)],
                      [(box_wkt(0, 0, 1, 1), [0]), (box_wkt(0, 0, 2, 2), [1]), (box_wkt(0, 0, 3, 3), [2])])
    sugg.setCustomProperty(keys.SUGGESTION_ARTIFACT, "art-sugg")

    a_fids = sorted(f.id() for f in a.getFeatures())
    b_fids = sorted(f.id() for f in b.getFeatures())
    a.selectByIds([a_fids[0], a_fids[2]])
    b.selectByIds([b_fids[1]])
    hidden.selectAll()
    regions.selectAll()
    s_fids = sorted(f.id() for f in sugg.getFeatures())
    sugg.selectByIds([s_fids[2], s_fids[0]])

    context = ctx.selection_context(registry)
    va, vb, vr = registry.vector_id(a), registry.vector_id(b), registry.vector_id(regions)
    assert context["type"] == "selection"
    assert sorted(context["annotations"], key=lambda x: (x["v"], x["id"])) == sorted(
        [{"id": a_fids[0], "v": va}, {"id": a_fids[2], "v": va}, {"id": 502, "v": vb}],
        key=lambda x: (x["v"], x["id"]))
    region_fid = next(regions.getFeatures()).id()
    assert context["regions"] == [{"id": f"{vr}/{region_fid}"}]
    assert context["suggestions"] == [{"artifact_id": "art-sugg", "index": 0}, {"artifact_id": "art-sugg", "index": 2}]
    assert ctx.selection_count(registry) == 2 + 1 + 1 + 2
    assert ctx.parse_region_id(context["regions"][0]["id"]) == (vr, region_fid)


def test_initial_state(registry, qgis_canvas):
    a = kinds_layer("a")
    raster_like = make_layer("Point", "EPSG:4326", "other", [], [])
    registry.set_shared(raster_like, False)
    canvas = sized_canvas(qgis_canvas, 512, 512)
    # zoom 0 in deck.gl: the whole world in 512 px
    canvas.setExtent(QgsRectangle(-math.pi * R, -math.pi * R, math.pi * R, math.pi * R))
    state = ctx.initial_state(registry, canvas.mapSettings(), a)
    assert state["viewState"]["zoom"] == pytest.approx(0.0, abs=1e-9)
    assert state["viewState"]["longitude"] == pytest.approx(0.0, abs=1e-9)
    assert state["viewState"]["latitude"] == pytest.approx(0.0, abs=1e-9)
    assert state["viewState"]["bearing"] == 0.0
    assert state["activeLayerId"] == registry.vector_id(a)
    layers = {lyr["name"]: lyr for lyr in state["layers"]}
    assert layers["a"] == {"id": registry.vector_id(a), "type": "vector", "visible": True, "name": "a"}
    assert layers["other"]["id"] == raster_like.id()

    # a 10 m/px view centred on 9°E 48°N: zoom = log2(2 pi R / (512 * 10))
    x, y = mercator(9.0, 48.0)
    canvas.setExtent(QgsRectangle(x - 2560, y - 2560, x + 2560, y + 2560))
    view = ctx.view_state(canvas.mapSettings())
    assert view["zoom"] == pytest.approx(math.log2(2 * math.pi * R / 5120), abs=1e-6)
    assert (view["longitude"], view["latitude"]) == pytest.approx((9.0, 48.0), abs=1e-9)


def test_initial_state_zoom_is_the_same_for_the_same_view_in_another_crs(registry, qgis_canvas):
    canvas = sized_canvas(qgis_canvas, 512, 512)
    x, y = mercator(9.0, 48.0)
    canvas.setExtent(QgsRectangle(x - 2560, y - 2560, x + 2560, y + 2560))  # 10 mercator m/px
    merc_zoom = ctx.view_state(canvas.mapSettings())["zoom"]
    # the same view in UTM 32N: 10 mercator m are 10 cos(48°) ground m, 10 cos(48°) k0 grid m
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:32632"))
    half = 256 * 10 * math.cos(math.radians(48)) * 0.9996
    n = 0.9996 * meridian_arc(48.0)
    canvas.setExtent(QgsRectangle(500000 - half, n - half, 500000 + half, n + half))
    assert ctx.view_state(canvas.mapSettings())["zoom"] == pytest.approx(merc_zoom, abs=0.001)
