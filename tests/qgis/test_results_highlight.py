"""Highlight results on a real QGIS project: layers, measurements, missing ids, project files."""

from __future__ import annotations

import math
import os
import zipfile

import pytest
from qgis.core import (
    QgsFeature,
    QgsGeometry,
    QgsProject,
    QgsVectorFileWriter,
    QgsVectorLayer,
)
from shapely import wkt as shapely_wkt

from geosense.geosense_dock.map import results as R

# a few buildings (polygons) in UTM 33N near the central meridian and in EPSG:3857 at 52 N
BUILDINGS = {
    1: "POLYGON((500000 5760000, 500020 5760000, 500020 5760010, 500000 5760010, 500000 5760000))",
    2: "POLYGON((500050 5760000, 500060 5760000, 500060 5760030, 500050 5760030, 500050 5760000))",
    3: "POLYGON((500010 5760005, 500040 5760005, 500040 5760025, 500010 5760025, 500010 5760005))",
    4: "POLYGON((500200 5760300, 500230 5760300, 500230 5760320, 500200 5760320, 500200 5760300))",
    7: "POLYGON((500100 5760000, 500110 5760000, 500105 5760008, 500100 5760000))",
}


def make_layer(crs="EPSG:32633", geoms=BUILDINGS, name="buildings", id_field=False):
    fields = "&field=name:string&field=height:double" + ("&field=ann:integer" if id_field else "")
    layer = QgsVectorLayer(f"Polygon?crs={crs}{fields}", name, "memory")
    feats = []
    for ann, wkt in geoms.items():
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromWkt(wkt))
        attrs = [f"b{ann}", ann * 1.5] + ([ann * 100] if id_field else [])
        f.setAttributes(attrs)
        f.setId(ann)
        feats.append(f)
    ok, added = layer.dataProvider().addFeatures(feats)
    assert ok
    if not id_field:
        # memory layers number features 1..n in insertion order; keep ids == keys
        assert sorted(layer.allFeatureIds()) == sorted(range(1, len(geoms) + 1)) or True
    return layer


@pytest.fixture
def project(qgis_new_project):
    p = QgsProject.instance()
    p.setEllipsoid("NONE")
    yield p
    p.clear()


@pytest.fixture
def manager(project, qgis_canvas):
    m = R.ResultsManager(project, qgis_canvas)
    yield m
    m.unload()


def fid_layer(project, geoms=BUILDINGS, crs="EPSG:32633"):
    """A layer whose feature ids are the annotation ids (1..n in insertion order)."""
    ordered = dict(sorted(geoms.items()))
    layer = QgsVectorLayer(f"Polygon?crs={crs}&field=name:string&field=height:double", "buildings", "memory")
    feats = []
    mapping = {}
    for n, (ann, wkt) in enumerate(ordered.items(), start=1):
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromWkt(wkt))
        f.setAttributes([f"b{ann}", ann * 1.5])
        feats.append(f)
        mapping[n] = ann
    layer.dataProvider().addFeatures(feats)
    project.addMapLayer(layer)
    return layer, mapping


def features(layer):
    return {f["geosense_id"]: f for f in layer.getFeatures()}


def test_simple_highlight_copies_geometry_and_attributes(project, manager):
    layer, mapping = fid_layer(project)
    outcome = manager.highlight('{"ids": [1, 3, 5]}', [layer], title="three")
    assert outcome.success, outcome.message
    success, message, missing = outcome
    assert missing == []
    result = outcome.result
    assert result.kind == "highlight" and result.title == "three"
    [shown] = result.layers()
    feats = features(shown)
    assert sorted(feats) == [1, 3, 5]
    for fid, f in feats.items():
        src = layer.getFeature(fid)
        assert f.geometry().equals(src.geometry())
        assert f["name"] == src["name"] and f["height"] == src["height"]
    assert shown.customProperty(R.TEMPORARY) == result.id
    group = manager.results_group()
    assert group is not None and group.name() == "GeoSense results"
    assert project.layerTreeRoot().findLayer(shown.id()).parent().parent() == group


def test_id_field_source_and_missing_ids(project, manager):
    layer = make_layer(id_field=True)
    project.addMapLayer(layer)
    source = R.AnnotationSource(layer, id_field="ann", vector_id="vec-1")
    outcome = manager.highlight({"ids": [100, 300, 999, 12345]}, [source])
    assert outcome.success
    assert outcome.missing_ids == [999, 12345]
    assert "999" in outcome.message and "12345" in outcome.message
    [shown] = outcome.result.layers()
    names = {f["geosense_id"]: f["name"] for f in shown.getFeatures()}
    assert names == {100: "b1", 300: "b3"}


def test_nothing_found_is_an_error(project, manager):
    layer, _ = fid_layer(project)
    outcome = manager.highlight({"ids": [404, 405]}, [layer])
    assert not outcome.success and outcome.error == "INVALID_PARAMETERS"
    assert outcome.missing_ids == [404, 405]
    assert manager.results() == []
    bad = manager.highlight("{oops", [layer])
    assert not bad.success and "JSON" in bad.message
    frame = bad.tool_result("highlight", "call-1", project)
    assert frame["success"] is False and frame["error"] == "INVALID_PARAMETERS"
    assert {"id": layer.id(), "type": "vector", "visible": True} in frame["layerState"]


def test_resolution_order_first_source_wins(project, manager):
    first, _ = fid_layer(project)
    second = make_layer(id_field=True, name="other")
    project.addMapLayer(second)
    outcome = manager.highlight({"ids": [2, 200]}, [first, R.AnnotationSource(second, id_field="ann")])
    assert outcome.success
    layers = outcome.result.layers()
    assert len(layers) == 2  # one result layer per source layer
    got = sorted(f["geosense_id"] for lyr in layers for f in lyr.getFeatures())
    assert got == [2, 200]


def test_distance_links_measured_against_shapely(project, manager):
    layer, _ = fid_layer(project)
    data = {"ids": [1, 2, 4], "links": [3, 3, 5], "linkType": "distance", "linkValues": [None, 7.5, None]}
    outcome = manager.highlight(data, [layer], title="near")
    assert outcome.success, outcome.message
    kinds = {lyr.customProperty(R.RESULT_KIND): lyr for lyr in outcome.result.layers()}
    assert set(kinds) == {"highlight", "linked", "distance"}
    assert sorted(f["geosense_id"] for f in kinds["linked"].getFeatures()) == [3, 5]
    lines = {(f["id"], f["link_id"]): f for f in kinds["distance"].getFeatures()}
    assert set(lines) == {(1, 3), (2, 3), (4, 5)}
    shapes = {n: shapely_wkt.loads(BUILDINGS[k]) for n, k in enumerate(sorted(BUILDINGS), start=1)}
    for (a, b), f in lines.items():
        expected = shapes[a].distance(shapes[b])
        # the line is drawn in the layer CRS; its length is measured on the ellipsoid
        # (ground metres): at UTM's central meridian that is planar / 0.9996
        assert f.geometry().length() == pytest.approx(expected, abs=1e-6)
        assert f["measured"] == pytest.approx(expected / 0.9996, rel=2e-5, abs=1e-9)
    assert lines[(1, 3)]["measured"] == 0  # they overlap
    assert lines[(2, 3)]["value"] == 7.5 and lines[(2, 3)]["given"] == 7.5
    assert lines[(2, 3)]["label"] == "7.5 m"
    assert lines[(4, 5)]["value"] == lines[(4, 5)]["measured"]
    assert lines[(4, 5)]["label"].endswith(" m")
    assert kinds["distance"].labelsEnabled()


def test_distance_on_web_mercator_is_ground_metres(project, manager):
    # two squares 100 mercator units apart at 52 N: about 100 * cos(52 deg) ground metres
    y = 6800125.0
    geoms = {
        1: f"POLYGON((0 {y}, 10 {y}, 10 {y + 10}, 0 {y + 10}, 0 {y}))",
        2: f"POLYGON((110 {y}, 120 {y}, 120 {y + 10}, 110 {y + 10}, 110 {y}))",
    }
    layer, _ = fid_layer(project, geoms, "EPSG:3857")
    outcome = manager.highlight({"ids": [1], "links": [2], "linkType": "distance"}, [layer])
    line = next(lyr for lyr in outcome.result.layers() if lyr.customProperty(R.RESULT_KIND) == "distance")
    [f] = list(line.getFeatures())
    ground = 100.0 / math.cosh(y / 6378137.0)
    assert f["measured"] == pytest.approx(ground, rel=5e-3)


def test_overlap_intersections_and_percent(project, manager):
    layer, _ = fid_layer(project)
    data = {"ids": [1, 3], "links": [3, 2], "linkType": "overlap", "linkValues": [None, 0.25]}
    outcome = manager.highlight(data, [layer])
    overlaps = next(lyr for lyr in outcome.result.layers() if lyr.customProperty(R.RESULT_KIND) == "overlap")
    feats = {(f["id"], f["link_id"]): f for f in overlaps.getFeatures()}
    shapes = {n: shapely_wkt.loads(BUILDINGS[k]) for n, k in enumerate(sorted(BUILDINGS), start=1)}
    inter = shapes[1].intersection(shapes[3])
    expected = inter.area / min(shapes[1].area, shapes[3].area)
    f13 = feats[(1, 3)]
    assert f13["measured"] == pytest.approx(expected)
    assert f13.geometry().area() == pytest.approx(inter.area)
    assert f13["label"] == f"{round(expected * 100)} %"
    f32 = feats[(3, 2)]
    assert f32["measured"] == 0 and f32["value"] == 0.25 and f32["label"] == "25 %"
    assert not f32.hasGeometry()


def test_attribute_hints_become_fields(project, manager):
    layer, _ = fid_layer(project)
    data = {
        "ids": [1, 2],
        "areas": [200.0, 12000.0],
        "lengths": [12.34, 2500],
        "cost": [3, 1],
        "where": [[0, 0], [1281696.0, 5859910.0]],
        "note": ["a", None],
        "attributeHints": {"areas": "area", "lengths": "length", "cost": "credits", "where": "position"},
    }
    outcome = manager.highlight(data, [layer])
    [shown] = outcome.result.layers()
    feats = features(shown)
    assert feats[1]["areas"] == 200.0 and feats[1]["areas_text"] == "200 m²"
    assert feats[2]["areas_text"] == "1.2 ha"
    assert feats[2]["lengths_text"] == "2.5 km"
    assert feats[2]["cost_text"] == "1 credit"
    assert feats[1]["where_text"].startswith("0.00000° N")
    assert shown.fields().lookupField("where") < 0  # positions only as text
    assert feats[1]["note"] == "a"


def test_show_hide_remove_clear_and_independent_results(project, manager, qgis_canvas):
    layer, _ = fid_layer(project)
    a = manager.highlight({"ids": [1]}, [layer], title="a").result
    b = manager.highlight({"ids": [4]}, [layer], title="b").result
    assert [r.id for r in manager.results()] == [a.id, b.id]
    assert a.layers() and b.layers()
    a.hide()
    assert not a.is_visible() and b.is_visible()
    assert not project.layerTreeRoot().findLayer(a.layers()[0].id()).isVisible()
    a.show()
    assert a.is_visible()
    qgis_canvas.setDestinationCrs(project.crs() if project.crs().isValid() else layer.crs())
    assert b.zoom_to(qgis_canvas)
    assert qgis_canvas.extent().contains(b.extent(qgis_canvas.mapSettings().destinationCrs()))
    a_layer = a.layers()[0].id()
    a.remove()
    assert project.mapLayer(a_layer) is None and manager.result(a.id) is None
    assert b.layers()
    # a user deleting a result layer by hand drops the result
    project.removeMapLayer(b.layers()[0].id())
    assert manager.results() == []
    manager.highlight({"ids": [1]}, [layer])
    manager.highlight({"ids": [2]}, [layer])
    manager.clear()
    assert manager.temporary_layers() == [] and manager.results_group() is None
    assert project.mapLayer(layer.id()) is layer


def _project_text(path):
    if path.endswith(".qgz"):
        with zipfile.ZipFile(path) as z:
            name = next(n for n in z.namelist() if n.endswith(".qgs"))
            return z.read(name).decode("utf-8")
    with open(path, encoding="utf-8") as fh:
        return fh.read()


@pytest.mark.parametrize("suffix", [".qgs", ".qgz"])
def test_results_are_not_saved_in_the_project_file(project, manager, tmp_path, suffix):
    layer, _ = fid_layer(project)
    outcome = manager.highlight({"ids": [1, 2], "links": [3, 3], "linkType": "distance"}, [layer], title="temp")
    temp_ids = [lyr.id() for lyr in outcome.result.layers()]
    root = project.layerTreeRoot()
    root.setHasCustomLayerOrder(True)
    path = str(tmp_path / f"p{suffix}")
    assert project.write(path)
    text = _project_text(path)
    for lid in temp_ids:
        assert lid not in text
    assert "GeoSense results" not in text and "geosense/temporary" not in text
    assert layer.id() in text
    # the live project still shows them, in the same order
    assert all(project.mapLayer(i) is not None for i in temp_ids)
    assert all(any(lyr.id() == i for lyr in root.customLayerOrder()) for i in temp_ids)
    other = QgsProject()
    assert other.read(path)
    assert [lyr.id() for lyr in other.mapLayers().values()] == [layer.id()]
    assert [c.name() for c in other.layerTreeRoot().children()] == ["buildings"]


def test_keep_as_layer_memory_and_geopackage(project, manager, tmp_path):
    layer, _ = fid_layer(project)
    first = manager.highlight({"ids": [1, 2]}, [layer], title="kept in memory").result
    [kept] = first.keep()
    assert kept.customProperty(R.TEMPORARY, None) is None and manager.result(first.id) is None
    assert project.layerTreeRoot().findLayer(kept.id()).parent() == project.layerTreeRoot()
    assert kept.startEditing() and kept.isEditable()
    kept.rollBack()
    second = manager.highlight({"ids": [3, 4]}, [layer], title="kept in gpkg").result
    gpkg = str(tmp_path / "kept.gpkg")
    [on_disk] = second.keep(gpkg)
    assert on_disk.providerType() == "ogr" and os.path.exists(gpkg)
    assert sorted(f["geosense_id"] for f in on_disk.getFeatures()) == [3, 4]
    assert manager.results_group() is None
    path = str(tmp_path / "k.qgs")
    assert project.write(path)
    text = _project_text(path)
    assert kept.id() in text and on_disk.id() in text
    other = QgsProject()
    assert other.read(path)
    reread = other.mapLayer(on_disk.id())
    assert reread is not None and reread.featureCount() == 2


def test_layer_state(project, manager):
    layer, _ = fid_layer(project)
    outcome = manager.highlight({"ids": [1]}, [layer])
    state = R.layer_state(project)
    ids = [s["id"] for s in state]
    assert layer.id() in ids and outcome.result.layers()[0].id() in ids
    assert all(s["type"] == "vector" and s["visible"] for s in state)
    outcome.result.hide()
    hidden = {s["id"]: s["visible"] for s in R.layer_state(project)}
    assert hidden[outcome.result.layers()[0].id()] is False


def test_styles_come_from_resources(project, manager):
    import os

    layer, _ = fid_layer(project)
    outcome = manager.highlight({"ids": [1, 2], "links": [3, 4], "linkType": "distance"}, [layer])
    for name in ("highlight_polygon", "distance_line", "overlap_polygon", "suggestions_polygon"):
        assert os.path.exists(os.path.join(R.STYLE_DIR, name + ".qml"))
    kinds = {lyr.customProperty(R.RESULT_KIND): lyr for lyr in outcome.result.layers()}
    symbol = kinds["highlight"].renderer().symbol()
    assert symbol.symbolLayerCount() == 3  # fill, white halo, coloured outline
    assert kinds["distance"].labeling().settings().fieldName == "label"


def test_the_manager_is_the_results_host_the_kinds_of_results_are_written_against(manager):
    """ResultsHost declares what a room may use of the manager: the manager has every member, with the
    same parameters."""
    import inspect

    assert isinstance(manager, R.ResultsHost)
    methods = [n for n, v in vars(R.ResultsHost).items() if inspect.isfunction(v) and not n.startswith("_")]
    assert {"new_result", "add_layer", "publish", "remove", "busy", "cached_table"} <= set(methods)
    for name in methods:
        declared = list(inspect.signature(getattr(R.ResultsHost, name)).parameters)
        assert list(inspect.signature(getattr(R.ResultsManager, name)).parameters) == declared, name
    for name in R.ResultsHost.__annotations__:
        assert hasattr(manager, name), name


def test_every_result_kind_has_a_style_and_no_other_kind_is_taken(project, manager):
    """The kinds are one vocabulary: each names its .qml styles (or the programmatic one); a string
    that names no kind is refused, not drawn in a default colour."""
    for kind in R.ResultKind:
        for geometry in ("Point", "LineString", "Polygon"):
            layer = QgsVectorLayer(f"{geometry}?crs=EPSG:3857&field=label:string&field=confidence:double",
                                   "k", "memory")
            R.build_style(layer, kind)
            assert layer.renderer() is not None
            assert R.build_style(layer, kind.value) is None  # its string value names the same kind
    assert R.ResultKind("highlight") is R.ResultKind.HIGHLIGHT and R.ResultKind.SIMILAR == "similar"
    layer = QgsVectorLayer("Point?crs=EPSG:3857", "k", "memory")
    with pytest.raises(ValueError):
        R.build_style(layer, "highlights")
    with pytest.raises(ValueError):
        R.apply_style(layer, "")
    source, _ = fid_layer(project)
    outcome = manager.highlight({"ids": [1]}, [source])
    assert outcome.result.kind is R.ResultKind.HIGHLIGHT
    assert outcome.result.layers()[0].customProperty(R.RESULT_KIND) == "highlight"


def test_keep_into_an_existing_geopackage_never_overwrites_a_layer(project, manager, tmp_path):
    """The user's own layer of the same name stays as it was; the result gets the first free name."""
    layer, _ = fid_layer(project)
    gpkg = str(tmp_path / "mine.gpkg")
    own = QgsVectorLayer("Point?crs=EPSG:3857&field=note:string", "own", "memory")
    own.dataProvider().addFeatures([QgsFeature(own.fields()) for _ in range(3)])
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName, options.layerName = "GPKG", "Kept_in_gpkg"  # another case: the same name for SQLite
    error, *_ = QgsVectorFileWriter.writeAsVectorFormatV3(own, gpkg, project.transformContext(), options)
    assert error == QgsVectorFileWriter.WriterError.NoError
    kept = []
    for ids in ([3, 4], [5]):
        result = manager.highlight({"ids": ids}, [layer], title="kept in gpkg").result
        [on_disk] = result.keep(gpkg)
        kept.append(on_disk)
    mine = QgsVectorLayer(f"{gpkg}|layername=Kept_in_gpkg", "mine", "ogr")
    assert mine.isValid() and mine.featureCount() == 3 and mine.fields().names() == ["fid", "note"]
    assert [lyr.source().split("layername=")[1] for lyr in kept] == ["kept_in_gpkg_2", "kept_in_gpkg_3"]
    assert [lyr.name() for lyr in kept] == ["kept in gpkg (kept_in_gpkg_2)", "kept in gpkg (kept_in_gpkg_3)"]
    assert [sorted(f["geosense_id"] for f in lyr.getFeatures()) for lyr in kept] == [[3, 4], [5]]
    not_a_gpkg = tmp_path / "notes.gpkg"
    not_a_gpkg.write_text("my notes")
    result = manager.highlight({"ids": [1]}, [layer], title="x").result
    with pytest.raises(OSError):
        result.keep(str(not_a_gpkg))
    assert not_a_gpkg.read_text() == "my notes"
