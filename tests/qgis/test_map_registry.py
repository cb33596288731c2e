"""VectorRegistry on real layers and real project files."""

from __future__ import annotations

import uuid

import pytest
from qgis.core import (
    QgsCategorizedSymbolRenderer,
    QgsProject,
    QgsRendererCategory,
    QgsSymbol,
    QgsVectorFileWriter,
    QgsVectorLayer,
)
from qgis.PyQt.QtGui import QColor

from geosense.geosense_dock.map import VectorRegistry, keys
from geosense.geosense_dock.map.compat import FIELD_INT, FIELD_STRING
from tests.qgis.test_map_helpers import box_wkt, make_layer


def categorized(layer, field, values_colors):
    cats = []
    for value, color in values_colors:
        symbol = QgsSymbol.defaultSymbol(layer.geometryType())
        symbol.setColor(QColor(color))
        cats.append(QgsRendererCategory(value, symbol, str(value).title()))
    layer.setRenderer(QgsCategorizedSymbolRenderer(field, cats))


@pytest.fixture
def registry(qgis_new_project):
    reg = VectorRegistry(QgsProject.instance())
    yield reg
    reg.close()


def houses(name="houses"):
    return make_layer("Polygon", "EPSG:3857", name, [("kind", FIELD_STRING), ("ann", FIELD_INT)],
                      [(box_wkt(0, 0, 10, 10), ["house", 7]), (box_wkt(20, 0, 30, 10), ["tree", 8]),
                       (box_wkt(40, 0, 50, 10), ["house", 9])])


def test_default_sharing_follows_visibility_and_toggle(registry):
    a = houses("a")
    b = houses("b")
    table = make_layer("None", "", "table", [("x", FIELD_INT)], [])
    assert {lyr.id() for lyr in registry.shared_layers()} == {a.id(), b.id()}
    assert not registry.is_shared(table)
    changes = []
    registry.sharingChanged.connect(lambda: changes.append(1))
    QgsProject.instance().layerTreeRoot().findLayer(b.id()).setItemVisibilityChecked(False)
    assert not registry.is_shared(b) and changes
    registry.set_shared(b, True)
    assert registry.is_shared(b)
    registry.set_shared(a, False)
    assert [lyr.id() for lyr in registry.shared_layers()] == [b.id()]
    registry.reset_shared(a)
    assert registry.is_shared(a)


def test_plugin_and_region_layers_are_not_shared_by_default(registry):
    a = houses("a")
    s = houses("suggestions")
    s.setCustomProperty(keys.SUGGESTION_ARTIFACT, "art-1")
    r = houses("fields")
    registry.set_region_layer(r, True)
    assert {lyr.id() for lyr in registry.shared_layers()} == {a.id()}
    assert [lyr.id() for lyr in registry.region_layers()] == [r.id()]
    assert [lyr.id() for lyr in registry.suggestion_layers()] == [s.id()]


def test_vector_id_is_a_uuid_and_layer_for_finds_it(registry):
    a = houses()
    vid = registry.vector_id(a)
    assert str(uuid.UUID(vid)) == vid
    assert registry.vector_id(a) == vid
    assert registry.layer_for(vid) is a
    assert registry.layer_for(str(uuid.uuid4())) is None


def test_duplicated_layer_gets_its_own_vector_id(registry):
    a = houses()
    vid = registry.vector_id(a)
    copy = a.clone()  # carries the custom properties, as "Duplicate layer" does
    QgsProject.instance().addMapLayer(copy)
    assert registry.vector_id(copy) != vid
    assert registry.layer_for(vid) is a


def test_vector_ids_classes_and_settings_survive_project_save_and_reopen(registry, tmp_path):
    gpkg = str(tmp_path / "houses.gpkg")
    mem = houses()
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName = "GPKG"
    err = QgsVectorFileWriter.writeAsVectorFormatV3(mem, gpkg, QgsProject.instance().transformContext(), options)
    assert err[0] == QgsVectorFileWriter.WriterError.NoError, err
    QgsProject.instance().removeMapLayer(mem.id())
    layer = QgsVectorLayer(gpkg, "houses", "ogr")
    assert layer.isValid()
    QgsProject.instance().addMapLayer(layer)
    categorized(layer, "kind", [("house", "#ff0000"), ("tree", "#00aa00")])
    registry.set_source(layer, "inference")
    registry.set_annotation_ids_field(layer, "ann")
    vid = registry.vector_id(layer)
    class_ids = [c.id for c in registry.classes(layer)]
    project_id = registry.project_id()
    path = str(tmp_path / "p.qgs")
    assert QgsProject.instance().write(path)

    QgsProject.instance().clear()
    assert QgsProject.instance().read(path)
    reopened = QgsProject.instance().mapLayersByName("houses")[0]
    assert registry.vector_id(reopened) == vid
    assert registry.layer_for(vid) is reopened
    assert [c.id for c in registry.classes(reopened)] == class_ids
    assert registry.source(reopened) == "inference"
    assert registry.annotation_ids_field(reopened) == "ann"
    assert registry.project_id() == project_id
    assert registry.is_shared(reopened)


def test_classes_from_categorized_renderer_use_symbol_colours(registry):
    layer = houses()
    categorized(layer, "kind", [("house", "#ff0000"), ("tree", "#00aa00")])
    classes = registry.classes(layer)
    assert [(c.index, c.name, c.color) for c in classes] == [(0, "House", "#ff0000"), (1, "Tree", "#00aa00")]
    scheme = registry.class_scheme(layer)
    assert scheme.index_for("tree") == 1 and scheme.index_for("car") == -1
    # stable: a new renderer with the same values keeps the ids
    before = [c.id for c in classes]
    categorized(layer, "kind", [("tree", "#0000ff"), ("house", "#ff0000")])
    after = {c.name: c.id for c in registry.classes(layer)}
    assert after == {"House": before[0], "Tree": before[1]}
    assert registry.classes(layer)[0].color == "#0000ff"


def test_classes_from_a_chosen_field(registry):
    layer = make_layer("Point", "EPSG:4326", "pts", [("code", FIELD_INT)],
                       [("POINT(1 1)", [3]), ("POINT(2 2)", [1]), ("POINT(3 3)", [3]), ("POINT(4 4)", [None])])
    registry.set_class_field(layer, "code")
    classes = registry.classes(layer)
    assert [c.name for c in classes] == ["1", "3"]
    assert all(c.color.startswith("#") and len(c.color) == 7 for c in classes)
    scheme = registry.class_scheme(layer)
    assert scheme.index_for(3) == 1 and scheme.index_for(3.0) == 1 and scheme.index_for("3") == 1
    registry.set_class_field(layer, keys.NO_CLASSES)
    assert registry.classes(layer) == []


def test_annotation_ids_from_feature_ids_or_an_integer_field(registry):
    layer = houses()
    fids = sorted(f.id() for f in layer.getFeatures())
    assert registry.annotation_ids(layer, fids) == {f: f for f in fids}
    assert registry.feature_for(layer, fids[1])["kind"] == "tree"
    registry.set_annotation_ids_field(layer, "ann")
    assert registry.annotation_ids(layer, fids) == dict(zip(fids, [7, 8, 9]))
    assert registry.feature_for(layer, 9).id() == fids[2]
    assert registry.feature_for(layer, fids[0]) is None
    with pytest.raises(ValueError):
        registry.set_annotation_ids_field(layer, "kind")


def test_generation_counts_edits_of_that_layer_only(registry):
    a, b = houses("a"), houses("b")
    ga, gb = registry.generation(a), registry.generation(b)
    a.startEditing()
    a.changeAttributeValue(next(a.getFeatures()).id(), 0, "shed")
    assert registry.generation(a) > ga
    assert registry.generation(b) == gb
    ga = registry.generation(a)
    a.rollBack()
    assert registry.generation(a) > ga and registry.generation(b) == gb


def test_vectors_payload(registry):
    a = houses("a")
    categorized(a, "kind", [("house", "#ff0000"), ("tree", "#00aa00")])
    payload = registry.vectors_payload({a.id(): "art-1"})
    assert payload == [{
        "id": registry.vector_id(a), "name": "a", "project": registry.project_id(), "source": "annotated",
        "classes": [{"id": c.id, "name": c.name, "color": c.color} for c in registry.classes(a)],
        "artifact_id": "art-1",
    }]


def test_temporary_result_layers_are_never_shared(registry):
    layer = houses("similar")
    layer.setCustomProperty("geosense/temporary", "result-1")
    assert not registry.is_shared(layer)
    registry.set_shared(layer, True)
    assert not registry.is_shared(layer)


def test_a_failed_save_gives_no_saved_ids_and_ends_with_the_save(registry, tmp_path, qgis_app):
    """A commit that fails says nothing after it began: the user's next deletion and addition are edits,
    not the commit giving a temporary id its saved one (a reference to the deleted feature would have
    found the feature drawn next)."""
    from qgis.core import QgsFeature, QgsGeometry

    from tests.qgis.test_provenance import _not_null_gpkg

    layer = _not_null_gpkg(tmp_path, QgsProject.instance())
    layer.startEditing()
    first = QgsFeature(layer.fields())  # its required field left empty: the save fails
    first.setGeometry(QgsGeometry.fromWkt("MultiPolygon(((0 0, 10 0, 10 10, 0 0)))"))
    assert layer.addFeature(first)
    assert not layer.commitChanges() and layer.isEditable()
    qgis_app.processEvents()  # back in QGIS's event loop after the failed save
    gone = first.id()
    assert gone < 0 and layer.deleteFeature(gone)
    drawn = QgsFeature(layer.fields())
    drawn.setAttribute("must", "set")
    drawn.setGeometry(QgsGeometry.fromWkt("MultiPolygon(((20 0, 30 0, 30 10, 20 0)))"))
    assert layer.addFeature(drawn)
    assert registry.feature_for(layer, gone) is None
    assert layer.commitChanges(), layer.commitErrors()  # now it saves: the drawn feature's reference follows
    [saved] = [f.id() for f in layer.getFeatures()]
    assert saved >= 0 and registry.feature_for(layer, drawn.id()).id() == saved
    assert registry.feature_for(layer, gone) is None
