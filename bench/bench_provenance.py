"""Figures for the provenance of accepted features (prints timings and ratios; asserts nothing about time).

    QT_QPA_PLATFORM=offscreen /usr/bin/python3 bench/bench_provenance.py [--n 100000]

Each figure is set beside a baseline measured in the same run:

* reading every feature of a layer of N accepted features with all attributes, with the
  "Suggested by GeoSense" virtual field (the expression function per feature) against the same
  layer without it;
* rendering the layer with a rule-based renderer on ``geosense_provenance('confidence')``
  against the same rules on the layer's own confidence field (QGIS's render job, its threads),
  and against a Python expression function that does nothing (what any Python function costs);
* the fast way: the same N features accepted with provenance written into fields (*Provenance…* →
  *Suggest names*), read with the "Suggested by GeoSense" field (then a native QGIS expression: the
  stored line, or the line made from the stored items) against the same layer without it, beside a
  virtual field of one column (what any virtual field costs), and rendered with rules on the stored
  confidence against the same rules on a field of the layer's own. These figures are given in wall
  and in CPU time of the process (steadier on a shared machine);
* accepting N suggestions with provenance against accepting them without;
* committing them (the records follow the new ids) against committing without provenance;
* writing and reading the project entry of N records, against ``json`` on the same records as plain dicts.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from _setup import ratio, timed_value  # first: makes the checkout importable, offscreen Qt
from qgis.core import (  # noqa: E402
    QgsApplication,
    QgsExpression,
    QgsExpressionFunction,
    QgsFeature,
    QgsFeatureRequest,
    QgsField,
    QgsGeometry,
    QgsMapRendererParallelJob,
    QgsMapSettings,
    QgsProject,
    QgsRuleBasedRenderer,
    QgsSymbol,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QSize  # noqa: E402
from qgis.PyQt.QtGui import QColor  # noqa: E402


class NoopFunction(QgsExpressionFunction):
    """Any Python expression function costs this much per call in a render thread."""

    def __init__(self) -> None:
        super().__init__("geosense_bench_noop", 1, "GeoSense", "")

    def func(self, values, context, parent, node):  # noqa: ARG002
        return None

    def usesGeometry(self, node) -> bool:  # noqa: N802, ARG002
        return False

    def referencedColumns(self, node):  # noqa: N802, ARG002
        return set()


def suggestion_layer(n: int, seed: int = 3) -> QgsVectorLayer:
    rnd = random.Random(seed)
    layer = QgsVectorLayer("MultiPolygon?crs=EPSG:3857&field=suggestion_index:integer&field=confidence:double",
                           "suggestions", "memory")
    feats = []
    for i in range(n):
        x, y = 1.28e6 + (i % 400) * 30.0, 6.10e6 + (i // 400) * 30.0
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromWkt(f"MultiPolygon((({x} {y}, {x + 12} {y}, {x + 12} {y + 9}, {x} {y})))"))
        f.setAttributes([i, round(rnd.random(), 3)])
        feats.append(f)
    layer.dataProvider().addFeatures(feats)
    return layer


def target_layer(project) -> QgsVectorLayer:
    layer = QgsVectorLayer("MultiPolygon?crs=EPSG:3857&field=kind:string&field=confidence:double", "houses", "memory")
    project.addMapLayer(layer)
    return layer


def read_all(layer) -> int:
    n = 0
    for f in layer.getFeatures(QgsFeatureRequest()):
        f.attributes()
        n += 1
    return n


def render(layer, expression: str) -> None:
    root = QgsRuleBasedRenderer.Rule(None)
    for rule, color in ((f"{expression} >= 0.5", "#d7191c"), (f"{expression} < 0.5", "#2c7bb6")):
        symbol = QgsSymbol.defaultSymbol(layer.geometryType())
        symbol.setColor(QColor(color))
        root.appendChild(QgsRuleBasedRenderer.Rule(symbol, 0, 0, rule))
    layer.setRenderer(QgsRuleBasedRenderer(root))
    settings = QgsMapSettings()
    settings.setLayers([layer])
    settings.setDestinationCrs(layer.crs())
    settings.setExtent(layer.extent())
    settings.setOutputSize(QSize(1000, 800))
    job = QgsMapRendererParallelJob(settings)
    job.start()
    job.waitForFinished()


def cpu_value(label: str, fn, repeat: int = 3, width: int = 66) -> float:
    """The best CPU time of this process (all its threads) over ``repeat`` runs, in seconds: steadier
    than the wall clock on a shared machine, for work that only computes."""
    best = None
    for _ in range(repeat):
        t = time.process_time()
        fn()
        elapsed = time.process_time() - t
        best = elapsed if best is None else min(best, elapsed)
    print(f"{label + ' (CPU)':<{width}} {best * 1000:9.1f} ms")
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100_000)
    args = parser.parse_args()
    app = QgsApplication([], False)
    app.initQgis()
    from geosense.geosense_dock.map import accept as A
    from geosense.geosense_dock.map.compat import FIELD_STRING
    from geosense.geosense_dock.map.provenance import ProvenanceTracker, expression, options
    from geosense.geosense_dock.map.provenance.origin import set_origin

    project = QgsProject.instance()
    tracker = ProvenanceTracker(project)
    expression.register(tracker.book)
    n = args.n
    origin = {"conversation_id": "c", "message_uid": "u", "message_id": "m", "excerpt": "An answer " * 12,
              "backend": "websocket", "url": "ws://127.0.0.1:3003/ws"}
    print(f"provenance of {n} accepted features")

    # accept with and without provenance (into the edit buffer, one undo step), then commit
    plain_target, tracked_target = target_layer(project), target_layer(project)
    plain_sugg, tracked_sugg = suggestion_layer(n), suggestion_layer(n)
    set_origin(tracked_sugg, origin)
    base = timed_value(f"accept {n} suggestions, no provenance (baseline)",
                       lambda: A.accept_suggestions(plain_sugg, plain_target, None))
    spent = timed_value(f"accept {n} suggestions with provenance",
                        lambda: A.accept_suggestions(tracked_sugg, tracked_target, None, tracker=tracker))
    ratio("accept with provenance / without", spent / base)
    base = timed_value(f"commit {n} features, no provenance (baseline)", plain_target.commitChanges)
    spent = timed_value(f"commit {n} features, records follow the new ids", tracked_target.commitChanges)
    ratio("commit with provenance / without", spent / base)
    assert tracker.book.count(tracked_target.id()) == n  # a wrong benchmark, not a slow one

    # reading every feature: the virtual field calls the expression function once per feature
    base = timed_value(f"read {n} features, all attributes, no virtual field (baseline)",
                       lambda: read_all(plain_target), repeat=3)
    spent = timed_value(f"read {n} features with the Suggested by GeoSense field",
                        lambda: read_all(tracked_target), repeat=3)
    ratio("read with the virtual field / without", spent / base)
    noop = NoopFunction()
    QgsExpression.registerFunction(noop)
    index = plain_target.addExpressionField("geosense_bench_noop('summary')", QgsField("noop", FIELD_STRING))
    floor = timed_value("read them with a virtual field on a Python function that does nothing (the floor)",
                        lambda: read_all(plain_target), repeat=3)
    plain_target.removeExpressionField(index)
    ratio("read with the virtual field / a Python function that does nothing", spent / floor)

    # rendering with the function in a rule-based renderer, in QGIS's render threads
    options.remove_virtual_field(tracked_target)
    base = timed_value("render, rules on the layer's confidence field (baseline)",
                       lambda: render(tracked_target, '"confidence"'), repeat=3)
    spent = timed_value("render, rules on geosense_provenance('confidence')",
                        lambda: render(tracked_target, "geosense_provenance('confidence')"), repeat=3)
    ratio("render with the function / with a field", spent / base)
    floor = timed_value("render, rules on a Python function that does nothing (the floor)",
                        lambda: render(tracked_target, "coalesce(geosense_bench_noop('confidence'), 0.7)"),
                        repeat=3)
    QgsExpression.unregisterFunction("geosense_bench_noop")
    ratio("render with the function / a Python function that does nothing", spent / floor)

    # the fast way: provenance written into fields, the virtual field a native expression over them
    fast_target, fast_sugg = target_layer(project), suggestion_layer(n)
    set_origin(fast_sugg, origin)
    options.set_field_names(fast_target, {key: name for key, _type, name in options.WRITABLE})
    timed_value(f"accept {n} suggestions with provenance written into fields",
                lambda: A.accept_suggestions(fast_sugg, fast_target, None, tracker=tracker,
                                             class_field="confidence", class_value=0.7))
    fast_target.commitChanges()
    field_index = fast_target.fields().lookupField(options.VIRTUAL_FIELD)
    assert options.is_ours(fast_target.expressionField(field_index))
    assert fast_target.expressionField(field_index) != options.VIRTUAL_EXPRESSION  # native, not the function
    assert tracker.book.count(fast_target.id()) == n
    options.remove_virtual_field(fast_target)
    base = timed_value(f"read {n} features with provenance fields, no virtual field (baseline)",
                       lambda: read_all(fast_target), repeat=5)
    base_cpu = cpu_value(f"read {n} features with provenance fields, no virtual field (baseline)",
                         lambda: read_all(fast_target))
    options.set_shows(fast_target, True, has_provenance=True)
    spent = timed_value(f"read {n} features with the native Suggested by GeoSense field",
                        lambda: read_all(fast_target), repeat=5)
    spent_cpu = cpu_value(f"read {n} features with the native Suggested by GeoSense field",
                          lambda: read_all(fast_target))
    ratio("read with the native virtual field / without", spent / base)
    ratio("read with the native virtual field / without (CPU)", spent_cpu / base_cpu)
    chosen = options.field_names(fast_target)
    options.set_field_names(fast_target, {k: v for k, v in chosen.items() if k != "summary"})
    assert options.wanted_expression(fast_target).startswith("CASE WHEN \"gs_accepted_at\"")  # made from the items
    spent_cpu = cpu_value(f"read {n} features, the field made natively from the stored items",
                          lambda: read_all(fast_target))
    ratio("read with the virtual field made from the stored items / without (CPU)", spent_cpu / base_cpu)
    options.set_field_names(fast_target, chosen)
    options.remove_virtual_field(fast_target)
    index = fast_target.addExpressionField('"gs_backend"', QgsField("one_column", FIELD_STRING))
    floor = cpu_value(f"read {n} features with a virtual field of one column (QGIS's floor)",
                      lambda: read_all(fast_target))
    fast_target.removeExpressionField(index)
    ratio("read with a virtual field of one column / without (CPU)", floor / base_cpu)
    base = timed_value("render, rules on a field of the layer's own (baseline)",
                       lambda: render(fast_target, '"confidence"'), repeat=3)
    base_cpu = cpu_value("render, rules on a field of the layer's own (baseline)",
                         lambda: render(fast_target, '"confidence"'))
    spent = timed_value("render, rules on the stored confidence (gs_confidence)",
                        lambda: render(fast_target, '"gs_confidence"'), repeat=3)
    spent_cpu = cpu_value("render, rules on the stored confidence (gs_confidence)",
                          lambda: render(fast_target, '"gs_confidence"'))
    ratio("render by the stored confidence / by a field of the layer's own", spent / base)
    ratio("render by the stored confidence / by a field of the layer's own (CPU)", spent_cpu / base_cpu)

    # the project entry
    records = tracker.book.layer(tracked_target.id())
    as_dicts = {str(fid): rec.to_dict() for fid, rec in records.items()}
    base = timed_value(f"json.dumps of {n} records as plain dicts (baseline)", lambda: json.dumps(as_dicts),
                       repeat=3)
    text = ""

    def write():
        nonlocal text
        text = tracker.book.to_json()

    spent = timed_value(f"write the project entry of {n} records", write, repeat=3)
    print(f"  write / json.dumps: {spent / base:.2f}x; entry {len(text) / 1e6:.1f} MB "
          f"(plain dicts: {len(json.dumps(as_dicts)) / 1e6:.1f} MB)")
    # what a project keeps is capped (core/provenance.py MAX_ENTRY_CHARS): the newest records that fit
    entry, left_out = tracker.book.to_entry()
    kept = n - left_out
    print(f"  the project keeps {kept} of the {n} records ({len(entry) / 1e6:.1f} MB; the rest is left out, "
          "and said)")
    kept_dicts = dict(list(as_dicts.items())[-kept:]) if kept else {}
    plain_text = json.dumps(kept_dicts)
    base = timed_value(f"json.loads of {kept} plain records (baseline)", lambda: json.loads(plain_text), repeat=3)
    spent = timed_value(f"read the project entry of {kept} records (checked)", lambda: tracker.book.load_json(entry),
                        repeat=3)
    ratio("provenance read / json.loads", spent / base)
    tracker.unload()
    expression.unregister()
    project.clear()
    app.exitQgis()


if __name__ == "__main__":
    main()
