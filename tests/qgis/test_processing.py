"""The GeoSense Processing provider in a real QGIS: processing.run, a model, cancelling, and qgis_process.

The provider is registered as QGIS registers it (``classFactory`` then ``initProcessing``, without iface,
as ``qgis_process`` does); the layers are GeoPackages written for the test.
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

import pytest
from qgis.core import (
    QgsApplication,
    QgsCoordinateTransformContext,
    QgsFeature,
    QgsGeometry,
    QgsProcessingException,
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
    with pytest.raises(QgsProcessingException):
        run("geosense:findsimilar", {"INPUT": layer, "OUTPUT": "memory:"})  # nothing to be similar to
    with pytest.raises(QgsProcessingException):
        run("geosense:findsimilar", {"INPUT": layer, "REFERENCE": reference, "DESCRIPTORS": [],
                                     "OUTPUT": "memory:"})
