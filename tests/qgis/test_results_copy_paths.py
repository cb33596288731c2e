"""The two ways a result copies features, on real layers: QGIS writing the ids itself (a clone's snapshot
with ``$id``, for memory and OGR layers without unsaved edits) and the copy whose ids are written after
(everything else: unsaved edits above all, which a clone would not see). Both give the same copy, and the
user's layer is never touched."""

from __future__ import annotations

import pytest
from qgis.core import (
    QgsFeature,
    QgsGeometry,
    QgsProject,
    QgsVectorFileWriter,
    QgsVectorLayer,
    QgsVectorLayerFeatureSource,
)

from geosense.geosense_dock.map import results as R
from geosense.geosense_dock.map.results import materialize

SQUARES = {n: f"POLYGON(({n * 100} 0, {n * 100 + 10 + n} 0, {n * 100 + 10 + n} 10, {n * 100} 10, {n * 100} 0))"
           for n in range(1, 9)}


def memory_layer(project, gaps=False):
    """The squares in a memory layer; ``gaps``: two more before them and one between, deleted (saved), so
    that the feature ids start at 3 and skip one (a clone that numbered them anew would show)."""
    layer = QgsVectorLayer("Polygon?crs=EPSG:32633&field=name:string&field=height:double", "squares", "memory")
    feats = []
    squares = list(SQUARES.items())
    if gaps:
        squares = [(-1, SQUARES[1]), (-2, SQUARES[2])] + squares[:4] + [(-3, SQUARES[3])] + squares[4:]
    for n, wkt in squares:
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromWkt(wkt))
        f.setAttributes([f"s{n}", n * 1.5])
        feats.append(f)
    assert layer.dataProvider().addFeatures(feats)[0]
    if gaps:
        gone = [f.id() for f in layer.getFeatures() if f["height"] < 0]
        assert layer.dataProvider().deleteFeatures(gone)
        assert sorted(layer.allFeatureIds())[0] == 3 and layer.featureCount() == len(SQUARES)
    project.addMapLayer(layer)
    return layer


def geopackage_layer(project, tmp_path):
    source = memory_layer(project)
    path = str(tmp_path / "squares.gpkg")
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName = "GPKG"
    error, *_ = QgsVectorFileWriter.writeAsVectorFormatV3(source, path, project.transformContext(), options)
    assert error == QgsVectorFileWriter.WriterError.NoError
    project.removeMapLayer(source.id())
    layer = QgsVectorLayer(path, "squares", "ogr")
    assert layer.isValid() and layer.featureCount() == len(SQUARES)
    project.addMapLayer(layer)
    return layer


def copied(result_layer):
    """{annotation id: (name, height, geometry WKT)} of a result layer."""
    return {f["geosense_id"]: (f["name"], f["height"], f.geometry().asWkt(0)) for f in result_layer.getFeatures()}


def expected(layer, ids):
    out = {}
    for fid in ids:
        f = layer.getFeature(fid)
        if f.isValid():
            out[fid] = (f["name"], f["height"], f.geometry().asWkt(0))
    return out


@pytest.mark.parametrize("kind", ["memory", "memory with gaps", "ogr"])
@pytest.mark.parametrize("background", [False, True])
def test_qgis_writes_the_ids_of_a_saved_layer_and_the_layer_stays_as_it_was(project, manager, tmp_path, kind,
                                                                           background):
    layer = (geopackage_layer(project, tmp_path) if kind == "ogr" else
             memory_layer(project, gaps=kind == "memory with gaps"))
    names, count = layer.fields().names(), layer.featureCount()
    added_fields = []
    layer.attributeAdded.connect(added_fields.append)
    assert materialize.id_snapshot(layer) is not None  # the path under test
    ids = sorted(layer.allFeatureIds())
    wanted = [ids[4], ids[0], 999_999, ids[6], ids[2]]
    data = {"ids": wanted, "note": "the same note"}
    run = manager.start_highlight(data, [layer], background=background).start()
    outcome = run.wait(60)
    assert outcome is not None and outcome.success, outcome and outcome.message
    assert outcome.missing_ids == [999_999]
    [shown] = outcome.result.layers()
    assert copied(shown) == expected(layer, wanted)
    assert {f["note"] for f in shown.getFeatures()} == {"the same note"}  # a constant column: one value
    assert shown.thread() == layer.thread()
    # the user's layer as it was: no field added (not even for a moment: no signal), nothing edited
    assert layer.fields().names() == names and layer.featureCount() == count and not layer.isModified()
    assert added_fields == []


@pytest.mark.parametrize("background", [False, True])
def test_unsaved_edits_are_what_the_copy_shows(project, manager, background):
    layer = memory_layer(project)
    ids = sorted(layer.allFeatureIds())
    moved, renamed, deleted = ids[1], ids[2], ids[3]
    assert layer.startEditing()
    assert layer.changeGeometry(moved, QgsGeometry.fromWkt("POLYGON((5 5, 9 5, 9 9, 5 9, 5 5))"))
    assert layer.changeAttributeValue(renamed, layer.fields().indexOf("name"), "renamed in the buffer")
    assert layer.deleteFeature(deleted)
    new = QgsFeature(layer.fields())
    new.setGeometry(QgsGeometry.fromWkt("POLYGON((0 50, 10 50, 10 60, 0 60, 0 50))"))
    new.setAttributes(["new in the buffer", 0.5])
    assert layer.addFeature(new)
    added = [fid for fid in layer.allFeatureIds() if fid < 0]
    assert layer.isModified() and len(added) == 1
    assert materialize.id_snapshot(layer) is None  # a clone would not see the edit buffer
    wanted = [moved, renamed, deleted, added[0]]
    outcome = manager.start_highlight({"ids": wanted, "note": "x"}, [layer], background=background).start().wait(60)
    assert outcome is not None and outcome.success, outcome and outcome.message
    assert outcome.missing_ids == [deleted]
    [shown] = outcome.result.layers()
    got = copied(shown)
    assert got == expected(layer, wanted)
    assert got[moved][2] == "Polygon ((5 5, 9 5, 9 9, 5 9, 5 5))"
    assert got[renamed][0] == "renamed in the buffer"
    assert got[added[0]][0] == "new in the buffer"
    assert layer.isEditable() and layer.isModified()  # still the user's edit session, as it was
    layer.rollBack()


def test_both_ways_give_the_same_copy(project):
    layer = memory_layer(project)
    source = R.AnnotationSource(layer)
    ids = sorted(layer.allFeatureIds())[::2]
    constant = [("note", materialize.Same("n"), "text")]
    fast, fast_ids = materialize.copy_features(source, ids, None, constant, "fast")
    assert materialize.id_snapshot(layer) is not None
    slow, slow_ids = materialize.copy_snapshot(QgsVectorLayerFeatureSource(layer), QgsVectorLayerFeatureSource(layer),
                                               layer.fields(), layer.wkbType(), layer.crs(), ids, None, constant,
                                               "slow")
    assert sorted(fast_ids) == sorted(slow_ids) == ids
    assert fast.fields().names() == slow.fields().names()
    assert copied(fast) == copied(slow) == expected(layer, ids)
    assert {f["note"] for f in fast.getFeatures()} == {f["note"] for f in slow.getFeatures()} == {"n"}


def test_a_layer_of_another_provider_takes_the_copy_whose_ids_are_written_after(project, tmp_path):
    path = tmp_path / "squares.csv"
    path.write_text("id,name,wkt\n" + "".join(f"{n},s{n},\"{wkt}\"\n" for n, wkt in SQUARES.items()))
    layer = QgsVectorLayer(f"file://{path}?delimiter=,&wktField=wkt&crs=EPSG:32633", "csv", "delimitedtext")
    assert layer.isValid() and layer.featureCount() == len(SQUARES)
    QgsProject.instance().addMapLayer(layer)
    assert materialize.id_snapshot(layer) is None
    ids = sorted(layer.allFeatureIds())[:3]
    copy, got = materialize.copy_features(R.AnnotationSource(layer), ids, None, [], "csv copy")
    assert sorted(got) == ids
    assert {f["geosense_id"]: f["name"] for f in copy.getFeatures()} == {fid: layer.getFeature(fid)["name"]
                                                                         for fid in ids}
