"""The GeoSense Processing provider in a real QGIS: processing.run, a model, cancelling, and qgis_process.

The provider is registered as QGIS registers it (``classFactory`` then ``initProcessing``, without iface,
as ``qgis_process`` does); the layers are GeoPackages written for the test.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess  # nosec B404 - runs qgis_process
import sys
from pathlib import Path

import pytest
from qgis.core import (
    QgsApplication,
    QgsCoordinateTransform,
    QgsCoordinateTransformContext,
    QgsFeature,
    QgsGeometry,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsVectorFileWriter,
    QgsVectorLayer,
)

from geosense import classFactory
from geosense.geosense_dock.map import results as R
from geosense.geosense_dock.processing.base import HIDE_FROM_MODELER
from tests.qgis.test_results_similar import dataset

PLUGINS = os.path.join(QgsApplication.pkgDataPath(), "python", "plugins")  # QGIS's own: processing
if os.path.isdir(PLUGINS) and PLUGINS not in sys.path:
    sys.path.append(PLUGINS)

ROOT = Path(__file__).resolve().parents[2]
NAMES = {"h": "House", "t": "Tree", "p": "Swimming pool"}
ALGORITHMS = ("geosense:findsimilar", "geosense:featuresnear", "geosense:acceptsuggestions")


@pytest.fixture(scope="module")
def plugin():
    """The plugin as qgis_process starts it: classFactory without iface, then initProcessing only."""
    from processing.core.Processing import Processing

    Processing.initialize()
    loaded = classFactory(None)
    loaded.initProcessing()
    yield loaded
    loaded.unload()
    assert QgsApplication.processingRegistry().providerById("geosense") is None


def write_gpkg(path: Path, name: str, geometry: str, fields: str, rows, crs: str = "EPSG:32633") -> QgsVectorLayer:
    """A GeoPackage layer of ``rows`` ((wkt, attributes)); returns it opened with OGR."""
    mem = QgsVectorLayer(f"{geometry}?crs={crs}{fields}", name, "memory")
    feats = []
    for wkt, attrs in rows:
        f = QgsFeature(mem.fields())
        f.setGeometry(QgsGeometry.fromWkt(wkt))
        f.setAttributes(list(attrs))
        feats.append(f)
    assert mem.dataProvider().addFeatures(feats)
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName = "GPKG"
    options.layerName = name
    if path.exists():
        options.actionOnExistingFile = QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteLayer
    err = QgsVectorFileWriter.writeAsVectorFormatV2(mem, str(path), QgsCoordinateTransformContext(), options)
    assert err[0] == QgsVectorFileWriter.WriterError.NoError, err
    layer = QgsVectorLayer(f"{path}|layername={name}", name, "ogr")
    assert layer.isValid() and layer.featureCount() == len(rows)
    return layer


def annotations(tmp_path, project, n_houses=300, n_trees=200, n_pools=12, name="annotations"):
    rows = [(g.wkt, [NAMES[c]]) for g, c in dataset(n_houses, n_trees, n_pools)]
    layer = write_gpkg(tmp_path / f"{name}.gpkg", name, "Polygon", "&field=cls:string", rows)
    project.addMapLayer(layer)
    return layer


def run(algorithm, parameters, feedback=None):
    from qgis import processing

    return processing.run(algorithm, parameters, feedback=feedback)


def refused(algorithm, parameters) -> str:
    """The error of a run that must fail.

    Its layers must be layers of the project: after any Python algorithm (even one that only raises)
    failed on a layer that Processing opened itself, QGIS 3.22 crashes when the interpreter exits."""
    message = None
    try:
        run(algorithm, parameters)
    except QgsProcessingException as exc:
        message = str(exc)
    assert message is not None, f"{algorithm} ran with {parameters}"
    return message


def scores(layer) -> dict:
    """Input feature id (the GeoPackage's fid field, which the output keeps) -> similarity."""
    return {f["fid"]: f["similarity"] for f in layer.getFeatures()}


# ------------------------------------------------------------------------------------- the provider


def test_the_provider_and_its_algorithms(plugin):
    registry = QgsApplication.processingRegistry()
    provider = registry.providerById("geosense")
    assert provider is plugin.provider and provider.name() == "GeoSense"
    assert not provider.icon().isNull()
    assert sorted(a.id() for a in provider.algorithms()) == sorted(ALGORITHMS)
    for algorithm_id in ALGORITHMS:
        algorithm = registry.createAlgorithmById(algorithm_id)
        assert algorithm.displayName() and algorithm.group() and algorithm.groupId()
        assert algorithm.shortHelpString() and algorithm.helpUrl() == ""
        assert not algorithm.icon().isNull()
        assert not algorithm.flags() & HIDE_FROM_MODELER
        assert algorithm.outputDefinitions() and algorithm.parameterDefinitions()
    plugin.initProcessing()  # a second call (initGui after initProcessing) adds nothing
    assert [p.id() for p in registry.providers()].count("geosense") == 1


# ------------------------------------------------------------------------------------- find similar


def test_find_similar_gives_the_dock_numbers(plugin, project, manager, tmp_path):
    layer = annotations(tmp_path, project)
    pools = [f.id() for f in layer.getFeatures() if f["cls"] == "Swimming pool"]
    layer.selectByIds(pools[:2])
    result = run("geosense:findsimilar", {"INPUT": layer, "SELECTED": True, "OUTPUT": "memory:"})
    found = result["OUTPUT"]
    dock = manager.find_similar({"samples": [{"id": pools[0]}, {"id": pools[1]}]}, [R.AnnotationSource(layer)],
                                request_id="r", select=False).start().wait()
    assert dock.success, dock.message
    [shown] = dock.result.layers()
    expected = {f["geosense_id"]: f["similarity"] for f in shown.getFeatures()}
    assert set(expected) == set(pools[2:])  # the other pools, as the dock's own test finds them
    assert scores(found) == expected and result["COUNT"] == len(expected)
    ranks = sorted((f["rank"], -f["similarity"]) for f in found.getFeatures())
    assert [r for r, _s in ranks] == list(range(1, len(expected) + 1))
    assert [s for _r, s in ranks] == sorted(s for _r, s in ranks)  # rank 1 is the most similar
    assert {f["cls"] for f in found.getFeatures()} == {"Swimming pool"}  # the input's attributes are kept

    # the same references as an expression, with the class hint: the dock's hint search
    expression = f"$id IN ({pools[0]}, {pools[1]})"
    hinted = run("geosense:findsimilar", {"INPUT": layer, "EXPRESSION": expression, "CLASS_FIELD": "cls",
                                          "HINT": "pools", "TOP_N": 5, "OUTPUT": "memory:"})["OUTPUT"]
    dock_hint = manager.find_similar({"hint": "pools", "samples": [{"id": pools[0]}, {"id": pools[1]}]},
                                     [R.AnnotationSource(layer, class_attribute="cls")], request_id="h", k=5,
                                     select=False).start().wait()
    [shown] = dock_hint.result.layers()
    assert scores(hinted) == {f["geosense_id"]: f["similarity"] for f in shown.getFeatures()}
    assert hinted.featureCount() == 5


def test_references_from_another_layer_and_the_limits(plugin, project, tmp_path):
    layer = annotations(tmp_path, project)
    pools = [f for f in layer.getFeatures() if f["cls"] == "Swimming pool"]
    reference = write_gpkg(tmp_path / "reference.gpkg", "reference", "Polygon", "",
                           [(f.geometry().asWkt(), []) for f in pools[:2]])
    project.addMapLayer(reference)
    found = run("geosense:findsimilar", {"INPUT": layer, "REFERENCE": reference, "TOP_N": 0,
                                         "OUTPUT": "memory:"})["OUTPUT"]
    by_rank = sorted(found.getFeatures(), key=lambda f: f["rank"])
    # the two originals are the references' own shapes: distance 0, similarity 1
    assert {f["fid"] for f in by_rank[:2]} == {pools[0].id(), pools[1].id()}
    assert all(math.isclose(f["similarity"], 1.0) for f in by_rank[:2])
    assert {f["fid"] for f in by_rank} >= {f.id() for f in pools}

    strict = run("geosense:findsimilar", {"INPUT": layer, "REFERENCE": reference, "TOP_N": 0, "MIN_SCORE": 0.6,
                                          "OUTPUT": "memory:"})["OUTPUT"]
    assert 2 <= strict.featureCount() < found.featureCount()
    assert all(f["similarity"] >= 0.6 for f in strict.getFeatures())
    loose = run("geosense:findsimilar", {"INPUT": layer, "REFERENCE": reference, "TOP_N": 0, "MIN_SCORE": 0.05,
                                         "OUTPUT": "memory:"})["OUTPUT"]
    assert loose.featureCount() > found.featureCount()  # below the automatic radius's scores
    area_only = run("geosense:findsimilar", {"INPUT": layer, "REFERENCE": reference, "DESCRIPTORS": [0],
                                             "TOP_N": 20, "OUTPUT": "memory:"})["OUTPUT"]
    assert scores(area_only) != scores(found)
    assert "reference" in refused("geosense:findsimilar", {"INPUT": layer, "OUTPUT": "memory:"})  # nothing given
    assert "DESCRIPTORS" in refused("geosense:findsimilar", {"INPUT": layer, "REFERENCE": reference,
                                                            "DESCRIPTORS": [], "OUTPUT": "memory:"})


# ------------------------------------------------------------------------------------- features near


def demo_layers(tmp_path, project):
    """The demo GeoPackage's annotations, and its houses and trees as layers of their own (same feature ids)."""
    from scripts.make_demo_project import build

    build(str(tmp_path / "demo"))
    gpkg = tmp_path / "demo" / "geosense-demo.gpkg"
    every = QgsVectorLayer(f"{gpkg}|layername=annotations", "annotations", "ogr")
    houses = QgsVectorLayer(f"{gpkg}|layername=annotations|subset=\"class\" = 'house'", "houses", "ogr")
    trees = QgsVectorLayer(f"{gpkg}|layername=annotations|subset=\"class\" = 'tree'", "trees", "ogr")
    assert every.isValid() and houses.featureCount() == 20 and trees.featureCount() > 20
    project.addMapLayers([every, houses, trees])
    return every, houses, trees


def test_features_near_pairs_and_lines_as_the_highlight_measures(plugin, project, manager, tmp_path):
    every, houses, trees = demo_layers(tmp_path, project)
    result = run("geosense:featuresnear", {"SOURCE": houses, "TARGET": trees, "MODE": 0, "DISTANCE": 8,
                                           "OUTPUT": "memory:", "LINES": "memory:"})
    pairs, lines = result["OUTPUT"], result["LINES"]
    expected = {(h.id(), t.id()) for h in houses.getFeatures() for t in trees.getFeatures()
                if h.geometry().distance(t.geometry()) <= 8}
    assert expected and len(expected) < houses.featureCount() * trees.featureCount()
    assert {(f["source_fid"], f["target_fid"]) for f in pairs.getFeatures()} == expected
    assert pairs.fields().lookupField("fid") < 0  # a feature is in several pairs: no "fid" to be a file's key
    assert pairs.featureCount() == len(expected)
    assert all(f["class"] == "house" and f["target_class"] == "tree" for f in pairs.getFeatures())
    assert all(f.geometry().equals(houses.getFeature(f["source_fid"]).geometry()) for f in pairs.getFeatures())
    assert lines.featureCount() == len(expected)

    # the lines are the distance highlight's: the same shortest lines, lengths and labels
    ordered = sorted(expected)
    shown = manager.highlight({"ids": [a for a, _b in ordered], "links": [b for _a, b in ordered],
                               "linkType": "distance"}, [every])
    assert shown.success, shown.message
    [link_layer] = [lyr for lyr in shown.result.layers() if lyr.geometryType() == lines.geometryType()]
    highlight = {(f["id"], f["link_id"]): f for f in link_layer.getFeatures()}
    for line in lines.getFeatures():
        same = highlight[(line["source_fid"], line["target_fid"])]
        assert line["measured"] == same["measured"] and line["label"] == same["label"]
        assert line.geometry().equals(same.geometry())
        assert math.isclose(line["distance"], line.geometry().length(), abs_tol=1e-9)

    # one layer for both: a feature is not its own neighbour
    itself = run("geosense:featuresnear", {"SOURCE": houses, "TARGET": houses, "DISTANCE": 30,
                                           "OUTPUT": "memory:", "LINES": "memory:"})["OUTPUT"]
    assert itself.featureCount() > 0 and all(f["source_fid"] != f["target_fid"] for f in itself.getFeatures())


def test_features_overlapping(plugin, project, tmp_path):
    square = "POLYGON((0 0, 10 0, 10 10, 0 10, 0 0))"
    source = write_gpkg(tmp_path / "near.gpkg", "source", "Polygon", "&field=name:string", [(square, ["a"])])
    target = write_gpkg(tmp_path / "near.gpkg", "target", "Polygon", "&field=name:string", [
        ("POLYGON((5 0, 15 0, 15 10, 5 10, 5 0))", ["half"]),
        ("POLYGON((8 8, 18 8, 18 18, 8 18, 8 8))", ["corner"]),
        ("POLYGON((10 0, 20 0, 20 10, 10 10, 10 0))", ["touching"]),
        ("POLYGON((50 50, 60 50, 60 60, 50 60, 50 50))", ["far"]),
    ])
    every = run("geosense:featuresnear", {"SOURCE": source, "TARGET": target, "MODE": 1,
                                          "OUTPUT": "memory:"})
    assert "LINES" not in every
    share = {f["target_name"]: f["overlap"] for f in every["OUTPUT"].getFeatures()}
    assert share.keys() == {"half", "corner"}
    assert math.isclose(share["half"], 0.5) and math.isclose(share["corner"], 0.04)
    some = run("geosense:featuresnear", {"SOURCE": source, "TARGET": target, "MODE": 1, "MIN_OVERLAP": 0.1,
                                         "OUTPUT": "memory:"})["OUTPUT"]
    assert [f["target_name"] for f in some.getFeatures()] == ["half"]
    points = write_gpkg(tmp_path / "near.gpkg", "points", "Point", "", [("POINT(1 1)", [])])
    project.addMapLayers([source, target, points])
    assert "polygon" in refused("geosense:featuresnear", {"SOURCE": points, "TARGET": target, "MODE": 1,
                                                          "OUTPUT": "memory:"})


# ------------------------------------------------------------------------------------- accept


BOW_TIE = "POLYGON((0 0, 10 10, 10 0, 0 10, 0 0))"  # self-intersecting: repaired into two triangles


def suggestions_layer(tmp_path, every, extra=()):
    """The demo's houses as suggestions (their confidence), a bow tie, and confidences that are not usable."""
    rows = [(f.geometry().asWkt(), [f["confidence"]]) for f in every.getFeatures() if f["class"] == "house"]
    x, y = 691000, 5334300
    bow = BOW_TIE.replace("0 0", f"{x} {y}").replace("10 10", f"{x + 10} {y + 10}").replace(
        "10 0", f"{x + 10} {y}").replace("0 10", f"{x} {y + 10}")
    rows += [(bow, [0.97]), (rows[0][0], [None]), (rows[1][0], [1.5]), *extra]
    return write_gpkg(tmp_path / "suggestions.gpkg", "suggestions", "Polygon", "&field=confidence:double", rows,
                      crs="EPSG:32632")


def buildings_layer(tmp_path, project, name="buildings"):
    layer = write_gpkg(tmp_path / f"{name}.gpkg", name, "MultiPolygon", "&field=kind:string&field=floors:integer",
                       [("MULTIPOLYGON(((0 0, 1 0, 1 1, 0 0)))", ["shed", 1])], crs="EPSG:25832")
    project.addMapLayer(layer)
    return layer


def test_accept_suggestions_in_one_undo_step(plugin, project, tmp_path):
    from geosense.geosense_dock.map.provenance import options

    every, _houses, _trees = demo_layers(tmp_path, project)
    suggestions = suggestions_layer(tmp_path, every)
    target = buildings_layer(tmp_path, project)
    options.set_field_names(target, {"confidence": "gs_confidence"})
    result = run("geosense:acceptsuggestions", {"INPUT": suggestions, "MIN_CONFIDENCE": 0.9, "TARGET": target,
                                                "CLASS_FIELD": "kind", "CLASS_VALUE": "house"})
    confidences = [f["confidence"] for f in suggestions.getFeatures()]
    good = [c for c in confidences if _is_number(c) and 0.9 <= c <= 1]
    assert result["ADDED"] == len(good) and result["REFUSED"] == len(confidences) - len(good)
    assert result["OUTPUT"] == target.id()
    reasons = result["REASONS"].splitlines()
    assert len(reasons) == result["REFUSED"]
    assert sum("is below 0.90" in r for r in reasons) == len(confidences) - len(good) - 2
    assert any("no confidence value" in r for r in reasons)
    assert any("not a number from 0 to 1" in r for r in reasons)

    # in the edit buffer, one undo command; class value and provenance field written
    assert target.isEditable() and target.undoStack().count() == 1
    added = [f for f in target.getFeatures() if f["kind"] == "house"]
    assert len(added) == len(good) and target.featureCount() == 1 + len(good)
    assert sorted(f["gs_confidence"] for f in added) == sorted(good)
    assert any(f.geometry().constGet().numGeometries() == 2 for f in added)  # the bow tie, repaired
    assert suggestions.featureCount() == len(confidences)  # the input is not changed
    target.undoStack().undo()
    assert target.featureCount() == 1 and target.fields().lookupField("gs_confidence") < 0
    target.rollBack()


def _is_number(value) -> bool:
    return isinstance(value, float) and math.isfinite(value)


def test_accept_refusing_a_class_value_leaves_the_target_untouched(plugin, project, tmp_path):
    every, _houses, _trees = demo_layers(tmp_path, project)
    suggestions = suggestions_layer(tmp_path, every)
    project.addMapLayer(suggestions)
    target = buildings_layer(tmp_path, project)
    assert "floors" in refused("geosense:acceptsuggestions", {"INPUT": suggestions, "TARGET": target,
                                                              "CLASS_FIELD": "floors", "CLASS_VALUE": "many"})
    assert not target.isEditable() and not target.isModified() and target.featureCount() == 1
    assert target.undoStack().count() == 0


def test_accept_and_save(plugin, project, tmp_path):
    every, _houses, _trees = demo_layers(tmp_path, project)
    suggestions = suggestions_layer(tmp_path, every)
    target = buildings_layer(tmp_path, project)
    result = run("geosense:acceptsuggestions", {"INPUT": suggestions, "MIN_CONFIDENCE": 0.95, "TARGET": target,
                                                "SAVE": True})
    assert result["ADDED"] > 0 and not target.isEditable()
    again = QgsVectorLayer(target.source(), "again", "ogr")
    assert again.featureCount() == 1 + result["ADDED"]


def test_a_save_the_database_refuses_leaves_the_target_as_it_was(plugin, project, tmp_path):
    """The database refuses the new features (a rule QGIS does not know: a trigger) after the provenance fields
    were written: the run fails, and the target has neither the features nor the new columns."""
    import sqlite3

    from geosense.geosense_dock.map.provenance import options

    every, _houses, _trees = demo_layers(tmp_path, project)
    suggestions = suggestions_layer(tmp_path, every)
    project.addMapLayer(suggestions)
    target = buildings_layer(tmp_path, project)
    path = target.source().split("|")[0]
    with sqlite3.connect(path) as db:
        db.execute("CREATE TRIGGER nope BEFORE INSERT ON buildings BEGIN SELECT RAISE(ABORT, 'refused'); END")
    options.set_field_names(target, {"confidence": "gs_confidence", "conversation_id": "gs_conversation"})
    message = refused("geosense:acceptsuggestions", {"INPUT": suggestions, "MIN_CONFIDENCE": 0.9, "TARGET": target,
                                                     "SAVE": True})
    assert "could not be saved" in message
    assert target.featureCount() == 1 and not target.isModified()
    again = QgsVectorLayer(target.source(), "again", "ogr")
    assert [f.name() for f in again.fields()] == [f.name() for f in target.fields()]
    assert again.fields().lookupField("gs_confidence") < 0 and again.featureCount() == 1
    del again
    # the layer goes before the interpreter does: a GeoPackage whose save failed, still open when Python exits,
    # crashes QGIS 3.22 then (QGIS itself clears its project first)
    project.removeMapLayer(target.id())


# ------------------------------------------------------------------------------------- cancelling


class CancelAfterStart(QgsProcessingFeedback):
    """A feedback cancelled from the algorithm's own progress: the first report above 0 cancels it."""

    def __init__(self) -> None:
        super().__init__()
        self.reported = []
        self.progressChanged.connect(self._on_progress)

    def _on_progress(self, value: float) -> None:
        self.reported.append(value)
        if value > 0:
            self.cancel()


def test_a_cancelled_run_stops_early_and_changes_nothing(plugin, project, tmp_path):
    layer = annotations(tmp_path, project, 3000, 2000, 12)
    pools = [f.id() for f in layer.getFeatures() if f["cls"] == "Swimming pool"]
    feedback = CancelAfterStart()
    result = run("geosense:findsimilar", {"INPUT": layer, "EXPRESSION": f"$id = {pools[0]}", "OUTPUT": "memory:"},
                 feedback)
    assert feedback.isCanceled() and "OUTPUT" not in result
    assert 0 < max(feedback.reported) < 85  # stopped while reading the shapes, long before the search

    feedback = CancelAfterStart()
    result = run("geosense:featuresnear", {"SOURCE": layer, "TARGET": layer, "DISTANCE": 50,
                                           "OUTPUT": "memory:", "LINES": "memory:"}, feedback)
    assert feedback.isCanceled() and "OUTPUT" not in result and max(feedback.reported) < 30

    target = buildings_layer(tmp_path, project)
    suggestions = write_gpkg(tmp_path / "many.gpkg", "many", "Polygon", "&field=confidence:double",
                             [(f.geometry().asWkt(), [0.9]) for f in layer.getFeatures()])
    feedback = CancelAfterStart()
    result = run("geosense:acceptsuggestions", {"INPUT": suggestions, "TARGET": target}, feedback)
    assert feedback.isCanceled() and "ADDED" not in result and max(feedback.reported) < 80
    assert not target.isEditable() and target.featureCount() == 1 and target.undoStack().count() == 0


# ------------------------------------------------------------------------------------- a model


def similar_pools_model():
    """Find the pools like the reference ones, then accept the most similar into a layer: two algorithms chained."""
    from qgis.core import (
        QgsProcessingModelAlgorithm,
        QgsProcessingModelChildAlgorithm,
        QgsProcessingModelChildParameterSource,
        QgsProcessingModelParameter,
        QgsProcessingParameterExpression,
        QgsProcessingParameterFeatureSource,
        QgsProcessingParameterVectorLayer,
    )

    model = QgsProcessingModelAlgorithm("Accept similar pools", "GeoSense")
    for definition in (QgsProcessingParameterFeatureSource("annotations", "Annotations"),
                       QgsProcessingParameterExpression("references", "References",
                                                        parentLayerParameterName="annotations"),
                       QgsProcessingParameterVectorLayer("target", "Target")):
        model.addModelParameter(definition, QgsProcessingModelParameter(definition.name()))
    static = QgsProcessingModelChildParameterSource.fromStaticValue
    similar = QgsProcessingModelChildAlgorithm("geosense:findsimilar")
    similar.setChildId("similar")
    similar.addParameterSources("INPUT", [QgsProcessingModelChildParameterSource.fromModelParameter("annotations")])
    similar.addParameterSources("EXPRESSION", [QgsProcessingModelChildParameterSource.fromModelParameter("references")])
    for name, value in (("SELECTED", False), ("DESCRIPTORS", [0, 1, 2, 3, 4, 5]), ("TOP_N", 0), ("MIN_SCORE", 0)):
        similar.addParameterSources(name, [static(value)])
    model.addChildAlgorithm(similar)
    accept = QgsProcessingModelChildAlgorithm("geosense:acceptsuggestions")
    accept.setChildId("accept")
    accept.addParameterSources("INPUT", [QgsProcessingModelChildParameterSource.fromChildOutput("similar", "OUTPUT")])
    accept.addParameterSources("CONFIDENCE_FIELD", [static("similarity")])
    accept.addParameterSources("MIN_CONFIDENCE", [static(0.5)])
    accept.addParameterSources("TARGET", [QgsProcessingModelChildParameterSource.fromModelParameter("target")])
    accept.addParameterSources("CLASS_FIELD", [static("kind")])
    accept.addParameterSources("CLASS_VALUE", [static("pool")])
    accept.addParameterSources("SAVE", [static(False)])
    model.addChildAlgorithm(accept)
    return model


def test_a_model_chains_find_similar_and_accept(plugin, project, tmp_path):
    layer = annotations(tmp_path, project)
    pools = [f.id() for f in layer.getFeatures() if f["cls"] == "Swimming pool"]
    references = f"$id IN ({pools[0]}, {pools[1]})"
    alone = run("geosense:findsimilar", {"INPUT": layer, "EXPRESSION": references, "TOP_N": 0,
                                         "OUTPUT": "memory:"})["OUTPUT"]
    wanted = sorted(f["fid"] for f in alone.getFeatures() if f["similarity"] >= 0.5)
    assert 0 < len(wanted) < alone.featureCount()
    target = buildings_layer(tmp_path, project)
    model = similar_pools_model()
    valid, problems = model.validate()
    assert valid, problems
    run(model, {"annotations": layer, "references": references, "target": target})
    added = [f for f in target.getFeatures() if f["kind"] == "pool"]
    assert len(added) == len(wanted) and target.undoStack().count() == 1
    to_target = QgsCoordinateTransform(layer.crs(), target.crs(), project)
    originals = []
    for fid in wanted:
        geometry = layer.getFeature(fid).geometry()
        geometry.transform(to_target)
        originals.append(round(geometry.area(), 4))
    assert sorted(round(f.geometry().area(), 4) for f in added) == sorted(originals)
    target.rollBack()


# ------------------------------------------------------------------------------------- qgis_process


def qgis_process():
    """The qgis_process command that runs here. Debian's wrapper script passes the options of
    /etc/default/qgis on, which qgis_process 3.22 refuses (``--noversioncheck``): then its binary."""
    for name in ("qgis_process", "qgis_process.bin"):
        path = shutil.which(name) or (f"/usr/bin/{name}" if os.path.exists(f"/usr/bin/{name}") else None)
        if path is None:
            continue
        try:
            done = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=60,  # nosec B603
                                  env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        except subprocess.TimeoutExpired:
            continue
        if done.returncode == 0:
            return path
    return None


def profile_with_the_plugin(root: Path) -> Path:
    """A QGIS settings folder whose default profile has the plugin installed and enabled."""
    profile = root / "profiles" / "default"
    plugins = profile / "python" / "plugins"
    plugins.mkdir(parents=True)
    shutil.copytree(ROOT, plugins / "geosense", ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "out", "dist", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache",
        "tests", "bench", "docs"))
    (profile / "QGIS").mkdir()
    (profile / "QGIS" / "QGIS3.ini").write_text("[PythonPlugins]\ngeosense=true\n", encoding="utf-8")
    return root


def test_qgis_process_runs_the_algorithms_headless(plugin, project, tmp_path):
    command = qgis_process()
    if command is None:
        pytest.skip("qgis_process is not installed")
    config = profile_with_the_plugin(tmp_path / "config")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QGIS_CUSTOM_CONFIG_PATH": str(config)}

    def qgis(*args):
        done = subprocess.run([command, *args], capture_output=True, text=True, timeout=180, env=env,  # nosec B603
                              cwd=str(tmp_path))
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    listed = qgis("plugins")
    assert any(line.split() == ["*", "geosense"] for line in listed.splitlines()), listed
    assert "geosense:findsimilar" in qgis("list")

    layer = annotations(tmp_path, project)
    pools = [f.id() for f in layer.getFeatures() if f["cls"] == "Swimming pool"]
    references = f"$id IN ({pools[0]}, {pools[1]})"
    out = tmp_path / "similar.gpkg"
    found = json.loads(qgis("--json", "run", "geosense:findsimilar", "--", f"INPUT={layer.source()}",
                            f"EXPRESSION={references}", "TOP_N=0", f"OUTPUT={out}"))
    here = run("geosense:findsimilar", {"INPUT": layer, "EXPRESSION": references, "TOP_N": 0,
                                        "OUTPUT": "memory:"})["OUTPUT"]
    written = QgsVectorLayer(str(out), "similar", "ogr")
    assert found["results"]["COUNT"] == written.featureCount() == here.featureCount()
    assert scores(written) == scores(here)  # the input's feature ids (its fid field) and the same scores

    target = buildings_layer(tmp_path, project, "headless")
    project.removeMapLayer(target.id())  # a file for qgis_process, not a layer in use here
    accepted = json.loads(qgis("--json", "run", "geosense:acceptsuggestions", "--", f"INPUT={out}",
                               "CONFIDENCE_FIELD=similarity", "MIN_CONFIDENCE=0.5",
                               f"TARGET={tmp_path / 'headless.gpkg'}|layername=headless"))
    added = accepted["results"]["ADDED"]
    assert added == sum(1 for f in here.getFeatures() if f["similarity"] >= 0.5) > 0
    saved = QgsVectorLayer(f"{tmp_path / 'headless.gpkg'}|layername=headless", "saved", "ogr")
    assert saved.featureCount() == 1 + added  # saved: nobody else would save a file's edits

    # features near: the same pairs and lines headless as in process
    _every, houses, trees = demo_layers(tmp_path, project)
    pairs_file, lines_file = tmp_path / "pairs.gpkg", tmp_path / "lines.gpkg"
    near = json.loads(qgis("--json", "run", "geosense:featuresnear", "--", f"SOURCE={houses.source()}",
                           f"TARGET={trees.source()}", "MODE=0", "DISTANCE=8", f"OUTPUT={pairs_file}",
                           f"LINES={lines_file}"))
    here_near = run("geosense:featuresnear", {"SOURCE": houses, "TARGET": trees, "MODE": 0, "DISTANCE": 8,
                                              "OUTPUT": "memory:", "LINES": "memory:"})
    written_pairs = QgsVectorLayer(str(pairs_file), "pairs", "ogr")
    written_lines = QgsVectorLayer(str(lines_file), "lines", "ogr")
    assert near["results"]["OUTPUT"] and written_pairs.featureCount() == here_near["OUTPUT"].featureCount() > 0
    assert sorted((f["source_fid"], f["target_fid"]) for f in written_pairs.getFeatures()) \
        == sorted((f["source_fid"], f["target_fid"]) for f in here_near["OUTPUT"].getFeatures())
    assert sorted((f["source_fid"], f["target_fid"], round(f["distance"], 6)) for f in written_lines.getFeatures()) \
        == sorted((f["source_fid"], f["target_fid"], round(f["distance"], 6)) for f in here_near["LINES"].getFeatures())

    # the same two steps as a model file
    model_file = tmp_path / "accept-similar-pools.model3"
    assert similar_pools_model().toFile(str(model_file))
    qgis("run", str(model_file), "--", f"annotations={layer.source()}", f"references={references}",
         f"target={tmp_path / 'headless.gpkg'}|layername=headless")
    saved = QgsVectorLayer(f"{tmp_path / 'headless.gpkg'}|layername=headless", "saved", "ogr")
    assert sum(1 for f in saved.getFeatures() if f["kind"] == "pool") == added
