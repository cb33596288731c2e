"""A highlight's work is bounded by what its payload holds, and a large one is built off the GUI thread."""

from __future__ import annotations

import logging
import random

from qgis.core import QgsFeature, QgsGeometry, QgsRectangle, QgsVectorLayer
from qgis.PyQt.QtCore import QCoreApplication, QTimer

from geosense.geosense_dock.core import tools
from geosense.geosense_dock.map import results as R
from geosense.geosense_dock.map.results import highlight as H


def grid_layer(n: int, ann_field: bool = False) -> QgsVectorLayer:
    fields = "&field=name:string" + ("&field=ann:integer" if ann_field else "")
    layer = QgsVectorLayer(f"Polygon?crs=EPSG:3857{fields}", "grid", "memory")
    feats = []
    for i in range(n):
        x, y = (i % 100) * 10.0, (i // 100) * 10.0
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromRect(QgsRectangle(x, y, x + 8, y + 8)))
        f.setAttributes([f"cell {i}"] + ([1000 + i] if ann_field else []))
        feats.append(f)
    assert layer.dataProvider().addFeatures(feats)[0]
    return layer


def by_id(layer):
    return {f["geosense_id"]: f for f in layer.getFeatures()}


def test_many_constant_attributes_are_refused_and_logged(project, manager, caplog):
    layer = grid_layer(2000)
    project.addMapLayer(layer)
    data = {"ids": list(layer.allFeatureIds()), **{f"note{i}": f"the same note {i}" for i in range(40)}}
    with caplog.at_level(logging.WARNING, logger="geosense.results"):
        outcome = manager.highlight(data, [layer])
    assert not outcome.success and outcome.error == "PAYLOAD_TOO_LARGE"
    assert "40 extra attributes" in outcome.message and str(tools.MAX_EXTRA_ATTRIBUTES) in outcome.message
    assert manager.results() == [] and manager.temporary_layers() == []
    assert any("highlight refused" in r.getMessage() for r in caplog.records)
    assert outcome.tool_result("highlight", "c1", project)["error"] == "PAYLOAD_TOO_LARGE"


def test_ids_times_columns_over_the_cap_are_refused_before_any_work(project, manager):
    layer = grid_layer(10)
    project.addMapLayer(layer)
    columns = tools.MAX_EXTRA_VALUES // 100_000 + 1
    data = {"ids": list(range(1, 100_001)), **{f"k{i}": i for i in range(columns)}}
    outcome = manager.highlight(data, [layer])
    assert outcome.error == "PAYLOAD_TOO_LARGE", outcome.message
    assert f"{100_000 * columns} attribute values" in outcome.message
    assert manager.results() == []


def test_text_over_the_budget_is_refused(project, manager):
    layer = grid_layer(100)
    project.addMapLayer(layer)
    blurb = "x" * (tools.MAX_EXTRA_TEXT // 100 + 1)  # one constant, written for 100 ids
    outcome = manager.highlight({"ids": list(layer.allFeatureIds()), "blurb": blurb}, [layer])
    assert outcome.error == "PAYLOAD_TOO_LARGE" and "characters" in outcome.message
    assert manager.results() == [] and manager.temporary_layers() == []


def test_constants_and_columns_are_written_for_every_feature(project, manager):
    layer = grid_layer(50)
    project.addMapLayer(layer)
    ids = list(layer.allFeatureIds())
    data = {"ids": ids, "score": [i / 10 for i in range(50)], "label": "same", "cost": 3, "flag": True,
            "nothing": None, "attributeHints": {"cost": "credits"}}
    outcome = manager.highlight(data, [layer])
    assert outcome.success, outcome.message
    [shown] = outcome.result.layers()
    feats = by_id(shown)
    assert sorted(feats) == sorted(ids)
    for i, ann in enumerate(ids):
        f = feats[ann]
        assert f["score"] == i / 10 and f["label"] == "same" and f["flag"] is True
        assert f["cost"] == 3.0 and f["cost_text"] == "3 credits" and f["name"] == f"cell {ann - 1}"


def test_a_large_highlight_is_built_off_the_gui_thread(project, manager):
    layer = grid_layer(10_500)
    project.addMapLayer(layer)
    ids = list(layer.allFeatureIds())
    data = {"ids": ids, **{f"k{i}": f"value {i}" for i in range(20)}}
    assert tools.parse_highlight(data).extra_values() > H.SYNC_EXTRA_VALUES
    run = manager.start_highlight(data, [layer])
    run.start()
    assert run.outcome is None and run.task is not None  # start() returned; a task builds the layer
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(1)
    outcome = run.wait(120)
    timer.stop()
    assert outcome is not None and outcome.success, outcome and outcome.message
    assert ticks  # the event loop went on meanwhile
    [shown] = outcome.result.layers()
    assert shown.thread() == QCoreApplication.instance().thread()
    assert shown.featureCount() == 10_500 and shown.customProperty("geosense/source_layer") == layer.id()
    f = by_id(shown)[ids[-1]]
    assert f["k0"] == "value 0" and f["k19"] == "value 19" and f["name"] == f"cell {ids[-1] - 1}"
    assert manager.results()[0].info["ids"] == 10_500


def test_background_and_immediate_copies_are_the_same(project, manager):
    layer = grid_layer(300, ann_field=True)
    project.addMapLayer(layer)
    ids = [1000 + i for i in range(300)] + [5, 7]  # two that do not exist
    random.Random(3).shuffle(ids)
    data = {"ids": ids, "height": [float(i) for i in range(302)], "kind": "cell", "cost": 2,
            "attributeHints": {"height": "length", "cost": "credits"}}
    source = R.AnnotationSource(layer, id_field="ann")
    now = manager.start_highlight(data, [source], background=False).start().outcome
    later = manager.start_highlight(data, [source], background=True).start().wait(60)
    assert now.success and later.success
    assert sorted(now.missing_ids) == sorted(later.missing_ids) == [5, 7]
    [a], [b] = now.result.layers(), later.result.layers()
    assert a.fields().names() == b.fields().names()
    rows_a = {k: (f.attributes(), f.geometry().asWkt()) for k, f in by_id(a).items()}
    rows_b = {k: (f.attributes(), f.geometry().asWkt()) for k, f in by_id(b).items()}
    assert rows_a == rows_b and len(rows_a) == 300


def test_background_copy_by_feature_id_tells_the_missing_ids(project, manager):
    """A source without an id field: the background copy itself finds which ids exist."""
    layer = grid_layer(200)
    project.addMapLayer(layer)
    ids = list(layer.allFeatureIds())[::-1] + [9001, 9002]  # two that do not exist
    data = {"ids": ids, "kind": "cell", "rank": [float(i) for i in range(len(ids))]}
    now = manager.start_highlight(data, [layer], background=False).start().outcome
    later = manager.start_highlight(data, [layer], background=True).start().wait(60)
    assert now.success and later.success, later.message
    assert now.missing_ids == later.missing_ids == [9001, 9002]
    assert later.result.info["ids"] == 200 and "9001, 9002" in later.message
    [a], [b] = now.result.layers(), later.result.layers()
    assert a.fields().names() == b.fields().names()
    rows_a = {k: (f.attributes(), f.geometry().asWkt()) for k, f in by_id(a).items()}
    rows_b = {k: (f.attributes(), f.geometry().asWkt()) for k, f in by_id(b).items()}
    assert rows_a == rows_b and len(rows_a) == 200
    gone = manager.start_highlight({"ids": [9001], "kind": "cell"}, [layer], background=True).start().wait(60)
    assert gone is not None and not gone.success and gone.error == "INVALID_PARAMETERS"


def test_a_large_highlight_can_be_cancelled(project, manager):
    layer = grid_layer(10_500)
    project.addMapLayer(layer)
    data = {"ids": list(layer.allFeatureIds()), **{f"k{i}": i for i in range(20)}}
    run = manager.start_highlight(data, [layer])
    run.start()
    run.cancel()
    outcome = run.wait(60)
    assert outcome is not None and not outcome.success
    assert manager.results() == [] and manager.temporary_layers() == []


def test_clear_results_cancels_a_large_highlight_and_busy_says_it_runs(project, manager):
    """A long result is in its manager's runs from start to answer: busy() says so, "Clear results" cancels it."""
    layer = grid_layer(10_500)
    project.addMapLayer(layer)
    data = {"ids": list(layer.allFeatureIds()), **{f"k{i}": i for i in range(20)}}
    assert not manager.busy()
    run = manager.start_highlight(data, [layer]).start()
    assert run.task is not None and manager.busy() and list(manager.runs) == [run]
    answers = []
    run.finished.connect(answers.append)
    manager.clear()
    outcome = run.wait(60)
    assert outcome is not None and not outcome.success and answers == [outcome]
    assert not manager.busy() and run.task is None
    assert manager.results() == [] and manager.temporary_layers() == []
    quick = manager.start_highlight({"ids": [1, 2]}, [layer]).start()  # small: answered within start()
    assert quick.outcome is not None and quick.outcome.success and not manager.busy()


def test_a_layer_being_edited_is_highlighted_with_its_unsaved_edits(project, manager):
    layer = grid_layer(20)
    project.addMapLayer(layer)
    assert layer.startEditing()
    name_index = layer.fields().indexOf("name")
    assert layer.changeAttributeValue(3, name_index, "edited")
    added = QgsFeature(layer.fields())
    added.setGeometry(QgsGeometry.fromRect(QgsRectangle(500, 500, 510, 510)))
    added.setAttributes(["new"])
    assert layer.addFeature(added)
    new_fid = [f.id() for f in layer.getFeatures() if f["name"] == "new"][0]
    assert new_fid < 0  # still in the edit buffer
    outcome = manager.highlight({"ids": [3, new_fid, 9999]}, [layer])
    assert outcome.success and outcome.missing_ids == [9999]
    [shown] = outcome.result.layers()
    feats = by_id(shown)
    assert feats[3]["name"] == "edited" and feats[new_fid]["name"] == "new"
    assert feats[new_fid].geometry().boundingBox() == QgsRectangle(500, 500, 510, 510)
    layer.rollBack()
