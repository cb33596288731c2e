"""Find similar over real layers: pools among houses and trees, sync and as a QgsTask."""

from __future__ import annotations

import random

import numpy as np
import pytest
from qgis.core import NULL, QgsFeature, QgsGeometry, QgsVectorLayer, edit
from shapely import affinity
from shapely.geometry import Point, box

from geosense.geosense_dock.map import results as R

CLASS_NAMES = {"h": "House", "t": "Tree", "p": "Swimming pool"}


def dataset(n_houses=300, n_trees=200, n_pools=12, seed=11):
    rnd = random.Random(seed)
    rows = []
    for i in range(n_houses + n_trees + n_pools):
        x, y = rnd.uniform(0, 5000), rnd.uniform(0, 5000)
        if i < n_houses:
            g, cls = affinity.rotate(box(0, 0, rnd.uniform(8, 15), rnd.uniform(7, 12)), rnd.uniform(0, 90)), "h"
        elif i < n_houses + n_trees:
            g, cls = Point(0, 0).buffer(rnd.uniform(1.5, 3.5), 3), "t"
        else:
            g = affinity.rotate(box(0, 0, rnd.uniform(8, 10), rnd.uniform(3.8, 4.6)).buffer(1.0, 4),
                                rnd.uniform(0, 180))
            cls = "p"
        rows.append((affinity.translate(g, x, y), cls))
    return rows


def make_layer(project, rows, crs="EPSG:32633", name="annotations"):
    layer = QgsVectorLayer(f"Polygon?crs={crs}&field=cls:string&field=ann:integer", name, "memory")
    feats = []
    for i, (g, cls) in enumerate(rows):
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromWkt(g.wkt))
        f.setAttributes([cls, 1000 + i])
        feats.append(f)
    layer.dataProvider().addFeatures(feats)
    project.addMapLayer(layer)
    return layer


def source(layer, classes=True):
    return R.AnnotationSource(
        layer,
        id_field="ann",
        vector_id="vec-1",
        class_attribute="cls" if classes else None,
        class_names=CLASS_NAMES if classes else {},
    )


def pool_ids(rows):
    return [1000 + i for i, (_, c) in enumerate(rows) if c == "p"]


def test_samples_find_the_other_pools(project, manager):
    rows = dataset()
    layer = make_layer(project, rows)
    pools = pool_ids(rows)
    data = {"samples": [{"id": pools[0]}, {"id": pools[1], "v": "vec-1"}]}
    got = []
    run = manager.find_similar(data, [source(layer, classes=False)], request_id="call-7")
    run.finished.connect(got.append)
    run.start()
    outcome = run.wait()
    assert got == [outcome] and outcome.success, outcome.message
    assert {a["id"] for a in outcome.annotations} == set(pools[2:])
    assert all(a["v"] == "vec-1" for a in outcome.annotations)
    assert outcome.request_id == "call-7" and outcome.count == 10
    assert outcome.selection_context()["annotations"] == outcome.annotations
    # shown as a temporary layer and selected in the source layer
    [shown] = outcome.result.layers()
    assert sorted(f["ann"] for f in shown.getFeatures()) == sorted(pools[2:])
    assert all(0 < f["similarity"] <= 1 for f in shown.getFeatures())
    selected = sorted(f["ann"] for f in layer.selectedFeatures())
    assert selected == sorted(pools[2:])
    assert "located 10 results" in outcome.response_text()


def test_hint_names_the_class(project, manager):
    rows = dataset()
    layer = make_layer(project, rows)
    outcome = manager.find_similar({"hint": "pools", "samples": [{"id": pool_ids(rows)[0]}]},
                                   [source(layer)], request_id="r").start().wait()
    assert outcome.success
    assert outcome.class_id == "p" and outcome.class_name == "Swimming pool"
    assert {a["id"] for a in outcome.annotations} == set(pool_ids(rows)[1:])
    assert "belonging to class Swimming pool" in outcome.message
    hint_only = manager.find_similar({"hint": "tree"}, [source(layer)], request_id="r2", k=5).start().wait()
    assert hint_only.success and hint_only.count == 5 and hint_only.class_id == "t"


def test_background_task_and_cancel(project, manager):
    rows = dataset(n_houses=3000, n_trees=2000, n_pools=12)
    layer = make_layer(project, rows)
    pools = pool_ids(rows)
    run = manager.find_similar({"samples": [{"id": pools[0]}, {"id": pools[1]}]}, [source(layer, False)],
                               request_id="bg", background=True).start()
    assert run.task is not None and manager.busy() and list(manager.runs) == [run]
    outcome = run.wait(120)
    assert outcome is not None and outcome.success, outcome and outcome.message
    assert not manager.busy() and run.task is None
    assert {a["id"] for a in outcome.annotations} == set(pools[2:])
    cancelled = manager.find_similar({"samples": [{"id": pools[0]}]}, [source(layer, False)],
                                     request_id="c", background=True).start()
    cancelled.cancel()
    result = cancelled.wait(120)
    assert result is not None
    assert result.cancelled or result.success  # a fast worker may finish before the cancel lands
    if result.cancelled:
        assert not result.success and result.result is None


def test_a_layer_removed_while_the_search_runs_is_not_touched_and_the_run_answers(project, manager):
    """QGIS deletes a removed layer at once; the search's task reads a snapshot, and its answer (GUI thread)
    must not touch the layer: the run answers that the layer was removed, leaves the manager's runs, and
    "Clear results" and the next search work."""
    rows = dataset(n_houses=3000, n_trees=2000, n_pools=12)
    layer = make_layer(project, rows, name="roofs 2024")
    pools = pool_ids(rows)
    run = manager.find_similar({"samples": [{"id": pools[0]}]}, [source(layer, False)], request_id="gone",
                               background=True).start()
    assert run.task is not None  # answered only through the event loop: it cannot have finished yet
    project.removeMapLayer(layer.id())
    outcome = run.wait(120)
    assert outcome is not None and not outcome.success
    assert "roofs 2024" in outcome.message and "removed" in outcome.message
    assert outcome.result is None and not manager.results()
    assert not manager.busy() and run.task is None
    manager.clear()
    kept = make_layer(project, rows, name="roofs 2025")
    again = manager.find_similar({"samples": [{"id": pools[0]}]}, [source(kept, False)], request_id="again",
                                 background=True).start().wait(120)
    assert again is not None and again.success, again and again.message


def test_a_finished_search_is_freed(project, manager):
    """A run is no child of the manager: once answered and let go, its tables and snapshots go with it."""
    from qgis.PyQt.QtCore import QObject

    rows = dataset()
    layer = make_layer(project, rows)
    for _ in range(3):
        assert manager.find_similar({"samples": [{"id": pool_ids(rows)[0]}]}, [source(layer)],
                                    request_id="r").start().wait().success
    assert not [c for c in manager.findChildren(QObject) if isinstance(c, R.SimilarRun)]


def test_a_highlight_whose_layer_is_removed_meanwhile_answers_so(project, manager):
    rows = dataset(n_houses=3000, n_trees=2000, n_pools=12)
    layer = make_layer(project, rows, name="roofs 2024")
    run = manager.start_highlight({"ids": pool_ids(rows), "note": "x"}, [source(layer, False)],
                                  background=True).start()
    assert run.task is not None
    project.removeMapLayer(layer.id())
    outcome = run.wait(120)
    assert outcome is not None and not outcome.success and "roofs 2024" in outcome.message
    assert not manager.results() and not manager.busy()


def test_missing_samples_and_bad_payload(project, manager):
    rows = dataset(50, 20, 3)
    layer = make_layer(project, rows)
    pools = pool_ids(rows)
    outcome = manager.find_similar({"samples": [{"id": pools[0]}, {"id": 5}]}, [source(layer, False)],
                                   request_id="m").start().wait()
    assert outcome.success and outcome.missing_ids == [5]
    none = manager.find_similar({"samples": [{"id": 5}]}, [source(layer)], request_id="n").start().wait()
    assert not none.success and none.error == "INVALID_PARAMETERS"
    bad = manager.find_similar({}, [source(layer)], request_id="b").start().wait()
    assert not bad.success and bad.error == "INVALID_PARAMETERS"
    wrong_v = manager.find_similar({"samples": [{"id": pools[0], "v": "other"}]}, [source(layer)],
                                   request_id="v").start().wait()
    assert not wrong_v.success and wrong_v.missing_ids == [pools[0]]


def test_shape_cache_follows_the_stamp(project, manager):
    rows = dataset(50, 20, 4)
    layer = make_layer(project, rows)
    src = source(layer)
    src.stamp = 1
    first = manager.find_similar({"samples": [{"id": pool_ids(rows)[0]}]}, [src], request_id="1").start().wait()
    assert first.success and layer.id() in manager._shape_cache
    cached = manager._shape_cache[layer.id()][1]
    manager.find_similar({"samples": [{"id": pool_ids(rows)[0]}]}, [src], request_id="2").start().wait()
    assert manager._shape_cache[layer.id()][1] is cached
    src.stamp = 2
    manager.find_similar({"samples": [{"id": pool_ids(rows)[0]}]}, [src], request_id="3").start().wait()
    assert manager._shape_cache[layer.id()][1] is not cached


def test_sources_from_the_vector_registry(project, manager):
    from geosense.geosense_dock.map.registry import VectorRegistry

    rows = [(g, {"h": "house", "t": "tree", "p": "pool"}[c]) for g, c in dataset(60, 30, 5)]
    layer = make_layer(project, rows)
    registry = VectorRegistry(project)
    try:
        registry.set_class_field(layer, "cls")
        registry.set_annotation_ids_field(layer, "ann")
        sources = R.sources_from_registry(registry)
        assert [s.layer for s in sources] == [layer]
        src = sources[0]
        assert src.id_field == "ann" and src.vector_id == registry.vector_id(layer)
        pools = [1000 + i for i, (_, c) in enumerate(rows) if c == "pool"]
        outcome = manager.find_similar({"hint": "pool", "samples": [{"id": pools[0]}]}, sources,
                                       request_id="reg").start().wait()
        assert outcome.success, outcome.message
        assert outcome.class_name == "pool"
        assert outcome.class_id == registry.class_scheme(layer).classes[
            registry.class_scheme(layer).index_for("pool")].id
        assert {a["id"] for a in outcome.annotations} == set(pools[1:])
        assert {a["v"] for a in outcome.annotations} == {registry.vector_id(layer)}
        # temporary result layers are never offered as vectors
        assert all(not registry.is_shared(lyr) for lyr in outcome.result.layers())
        highlight = manager.highlight({"ids": pools}, sources)
        assert highlight.success and highlight.missing_ids == []
    finally:
        registry.close()


def test_what_the_sharing_policy_withholds_is_no_source_and_names_no_class(project, manager):
    """A layer withheld from the agent is no source of a tool (what it finds there would reach the agent), and a
    layer whose class field may not go gives no class names (the answer said them, and a hint tested them)."""
    from geosense.geosense_dock.map.registry import VectorRegistry

    rows = [(g, {"h": "house", "t": "tree", "p": "pool"}[c]) for g, c in dataset(60, 30, 5)]
    layer, declined = make_layer(project, rows, name="owners"), make_layer(project, rows, name="declined")
    registry = VectorRegistry(project)
    try:
        for lyr in (layer, declined):
            registry.set_class_field(lyr, "cls")
            registry.set_annotation_ids_field(lyr, "ann")
        sources = R.sources_from_registry(registry, withheld=[declined.id()], classes_withheld=lambda lyr: ["cls"])
        assert [s.layer for s in sources] == [layer]
        assert sources[0].class_names == {}
        pools = [1000 + i for i, (_, c) in enumerate(rows) if c == "pool"]
        outcome = manager.find_similar({"hint": "pool", "samples": [{"id": pools[0]}]}, sources,
                                       request_id="withheld").start().wait()
        assert outcome.success, outcome.message
        assert outcome.class_name is None and "pool" not in outcome.message
        assert {a["v"] for a in outcome.annotations} == {registry.vector_id(layer)}
    finally:
        registry.close()


def _plain_table(src, chunk):
    """What ShapeJob.table builds, read the plain way: every feature's WKB, class and key."""
    from geosense.geosense_dock.core import similarity
    from geosense.geosense_dock.core.numbers import as_int

    layer = src.layer
    wkbs, classes, keys = [], [], []
    for f in layer.getFeatures():
        ann = as_int(f[src.id_field]) if src.id_field else f.id()
        if ann is None:
            continue
        value = f[src.class_attribute] if src.class_attribute else None
        wkbs.append(bytes(f.geometry().asWkb()))
        classes.append(src.class_of(value) if value is not None else None)
        keys.append((layer.id(), ann, f.id()))
    matrix = np.vstack([similarity.describe_wkbs(wkbs[i:i + chunk]) for i in range(0, max(len(wkbs), 1), chunk)])
    return similarity.ShapeTable(matrix, classes, keys)


@pytest.mark.parametrize("id_field", [None, "ann"])
@pytest.mark.parametrize("chunk", [7, 8192])
def test_shape_table_is_what_a_plain_reading_gives(project, monkeypatch, id_field, chunk):
    from geosense.geosense_dock.map.results import similar_task

    rows = dataset(n_houses=60, n_trees=40, n_pools=5)
    layer = make_layer(project, rows)
    with edit(layer):  # some features without a class, one without an annotation id, one without geometry
        for f in list(layer.getFeatures())[::9]:
            layer.changeAttributeValue(f.id(), 0, NULL)
        first = next(layer.getFeatures())
        layer.changeAttributeValue(first.id(), 1, NULL)
        layer.changeGeometry(first.id() + 3, QgsGeometry())
    monkeypatch.setattr(similar_task, "DESCRIBE_CHUNK", chunk)
    src = R.AnnotationSource(layer, id_field=id_field, class_attribute="cls", class_names=CLASS_NAMES)
    got = similar_task.ShapeJob(src).table()
    want = _plain_table(src, chunk)
    assert np.array_equal(got.matrix, want.matrix, equal_nan=True)
    assert got.class_codes.tolist() == want.class_codes.tolist()
    assert got.class_values == want.class_values
    assert got.keys == want.keys
