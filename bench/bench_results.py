"""Figures for result layers (prints timings; asserts nothing about time).

    QT_QPA_PLATFORM=offscreen /usr/bin/python3 bench/bench_results.py [--n 100000]

* highlight of N ids into a temporary layer (geometry + attributes copied), beside QGIS's own
  C++ copy of the same features (``materialize``: the floor) measured in the same run;
* highlight of N ids with 20 constant extra attributes, built in the background (run + wait);
* find similar over N annotations, top 50: cold (read features, describe
  shapes, search), warm (descriptors cached for the layer), and the search alone;
  beside the cold figure, the Processing algorithm ``geosense:findsimilar`` on the same layer and
  samples (``processing.run``, output to a memory layer), as a ratio to the dock's; and the floor of
  any reader written in Python (the next feature, its id, class value and WKB: nothing else), printed
  as a ratio to QGIS's C++ copy too;
* accept of 10,000 suggestions into a layer's edit buffer as one undo step.

A floor and the figures compared with it are timed in turn, round after round (``interleaved``), each
the best of its rounds: a slower or faster spell of a shared machine falls on all of them alike.
"""

from __future__ import annotations

import argparse
import math
import random

from _setup import interleaved, ratio, timed, timed_pair  # first: makes the checkout importable, offscreen Qt
from qgis.core import (  # noqa: E402
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsFeatureRequest,
    QgsGeometry,
    QgsPointXY,
    QgsProject,
    QgsVectorLayer,
)


def polygons_layer(n: int, seed: int = 1) -> QgsVectorLayer:
    rnd = random.Random(seed)
    layer = QgsVectorLayer(
        "Polygon?crs=EPSG:3857&field=name:string&field=cls:string&field=height:double", "annotations", "memory"
    )
    classes = ["house", "tree", "pool"]
    feats = []
    for i in range(n):
        x, y = rnd.uniform(1.28e6, 1.38e6), rnd.uniform(6.10e6, 6.20e6)
        r = rnd.uniform(3, 20)
        k = rnd.randint(4, 14)
        pts = [QgsPointXY(x + r * math.cos(2 * math.pi * j / k), y + r * 0.6 * math.sin(2 * math.pi * j / k))
               for j in range(k)]
        if i % 3 == 0:  # a notch: not convex
            pts.insert(2, QgsPointXY(x, y))
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromPolygonXY([pts]))
        f.setAttributes([f"a{i}", classes[i % 3], float(i % 40)])
        feats.append(f)
    layer.dataProvider().addFeatures(feats)
    return layer



def python_read(layer: QgsVectorLayer, class_field: str) -> int:
    """What any reader written in Python must do per feature to find similar shapes: the next feature,
    its id, its class value and its WKB, and nothing else (no description, no search)."""
    index = layer.fields().lookupField(class_field)
    feature = QgsFeature()
    features = layer.getFeatures(QgsFeatureRequest().setSubsetOfAttributes([index]))
    next_feature, feature_id, geometry = features.nextFeature, feature.id, feature.geometry
    fids, values, wkbs = [], [], []
    while next_feature(feature):
        fids.append(feature_id())
        values.append(feature[index])
        wkbs.append(bytes(geometry().asWkb()))
    return len(wkbs)


def run_algorithm(layer: QgsVectorLayer, samples) -> dict:
    """geosense:findsimilar with ``samples`` selected as the references (classes from ``cls``, as the dock's)."""
    from qgis import processing

    layer.selectByIds(list(samples))
    try:
        return processing.run("geosense:findsimilar", {"INPUT": layer, "SELECTED": True, "CLASS_FIELD": "cls",
                                                       "TOP_N": 50, "OUTPUT": "memory:"})
    finally:
        layer.removeSelection()


def start_processing():
    """Processing with the GeoSense provider, registered as qgis_process does (``initProcessing`` alone).
    Returns the plugin, which must live as long as the provider (QGIS keeps its plugins)."""
    import os
    import sys

    plugins = os.path.join(QgsApplication.pkgDataPath(), "python", "plugins")
    if plugins not in sys.path:
        sys.path.append(plugins)
    from processing.core.Processing import Processing

    from geosense import classFactory

    Processing.initialize()
    plugin = classFactory(None)
    plugin.initProcessing()
    return plugin


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--accept", type=int, default=10_000)
    args = parser.parse_args()

    app = QgsApplication([], False)
    app.initQgis()
    plugin = start_processing()
    from geosense.geosense_dock.core import similarity
    from geosense.geosense_dock.map import accept
    from geosense.geosense_dock.map import results as R

    project = QgsProject.instance()
    print(f"building {args.n} annotations ...")
    layer = polygons_layer(args.n)
    project.addMapLayer(layer)
    manager = R.ResultsManager(project)

    ids = list(layer.allFeatureIds())
    random.Random(2).shuffle(ids)
    request = QgsFeatureRequest().setFilterFids(ids)
    copy = (f"floor: QGIS's C++ copy of those {len(ids)} features (materialize)", lambda: layer.materialize(request),
            None)

    def highlight_plain():
        out = manager.highlight({"ids": ids}, [layer])
        assert out.success and out.result.layers()[0].featureCount() == len(ids), out.message
        return out

    extra = {"ids": ids, **{f"note_{i}": f"the same note {i}" for i in range(20)}}

    def highlight_extra():
        out = manager.start_highlight(extra, [layer]).start().wait(600)
        assert out is not None and out.success, out and out.message
        assert out.result.layers()[0].featureCount() == len(ids)
        return out

    # the floor and the highlights in turn, the best of each (the same state of the machine for all)
    (_, floor), (_, spent), (_, spent_extra) = interleaved([
        copy,
        (f"highlight {len(ids)} ids -> temporary layer", highlight_plain, manager.clear),
        (f"highlight {len(ids)} ids with 20 extra attributes (background task, waited)", highlight_extra,
         manager.clear),
    ], rounds=4)
    ratio("highlight / floor", spent / floor)
    ratio("highlight with 20 extra attributes / floor", spent_extra / floor)
    manager.clear()
    linked = ids[:10_000]
    data = {"ids": linked, "links": linked[1:] + linked[:1], "linkType": "distance"}
    timed("highlight 10000 distance links (measured)", lambda: manager.highlight(data, [layer]))
    manager.clear()

    source = R.AnnotationSource(layer, class_attribute="cls", class_names={"pool": "Swimming pool"}, stamp=1)
    samples = {"samples": [{"id": ids[0]}, {"id": ids[1]}]}

    def run_similar():
        out = manager.find_similar(samples, [source], request_id="bench", k=50, background=False).start().wait()
        assert out.success, out.message
        return out

    def cold_similar():
        manager._shape_cache.clear()
        return run_similar()

    (_, floor), (cold, spent), (_, python_floor) = interleaved([
        copy,
        (f"find similar over {args.n}, top 50, cold (read + describe + search)", cold_similar, manager.clear),
        (f"floor of a Python reader: id, class and WKB of {args.n} features, nothing else",
         lambda: python_read(layer, "cls"), None),
    ], rounds=3)
    ratio("find similar cold / floor", spent / floor)
    ratio("find similar cold / floor of a Python reader", spent / python_floor)
    print(f"  floor of a Python reader / QGIS's C++ copy: {python_floor / floor:.2f}x")
    manager.clear()
    algorithm, algorithm_spent = timed_pair(f"geosense:findsimilar over {args.n}, top 50 (processing.run)",
                                            lambda: run_algorithm(layer, ids[:2]), repeat=3)
    assert algorithm["COUNT"] == cold.count, (algorithm["COUNT"], cold.count)
    print(f"  geosense:findsimilar / dock's find similar cold: {algorithm_spent / spent:.2f}x")
    timed(f"find similar over {args.n}, top 50, warm (descriptors cached)", run_similar, repeat=3)
    manager.clear()
    table = manager._shape_cache[layer.id()][1]
    timed(f"similarity.find_similar alone ({len(table)} rows, top 50)",
          lambda: similarity.find_similar(table, [0, 1], k=50), repeat=5)
    timed("  hint only ('pool', class filter, top 50)",
          lambda: similarity.find_similar(table, [], hint="pool", class_names={"pool": "Swimming pool"}, k=50),
          repeat=5)
    wkbs = [bytes(f.geometry().asWkb()) for f in layer.getFeatures()]
    timed(f"similarity.describe_wkbs ({len(wkbs)} polygons)", lambda: similarity.describe_wkbs(wkbs), repeat=3)
    print(f"  (located {cold.count} similar annotations)")

    target = QgsVectorLayer("MultiPolygon?crs=EPSG:25832&field=kind:string", "houses", "memory")
    project.addMapLayer(target)
    geoms = [f.geometry() for _, f in zip(range(args.accept), layer.getFeatures())]

    def do_accept():
        return accept.accept_geometries(target, geoms, QgsCoordinateReferenceSystem("EPSG:3857"),
                                        class_field="kind", class_value="house")

    result = timed(f"accept {len(geoms)} suggestions (3857 -> 25832, multi) as one undo step", do_accept)
    assert result.ok and target.featureCount() == len(geoms) and target.undoStack().count() == 1
    timed("  undo of that step", lambda: target.undoStack().undo())
    assert target.featureCount() == 0
    manager.unload()
    plugin.unload()
    project.clear()


if __name__ == "__main__":
    main()
