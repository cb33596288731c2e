"""`make bench`'s record and comparison: ratios kept per script, compared with the baseline, worse ones flagged."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def printed(fn, *args):
    """(return value, what ``fn`` printed)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        value = fn(*args)
    return value, out.getvalue()


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}_under_test", ROOT / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ratios_are_compared_with_the_baseline_and_the_worse_flagged(tmp_path, monkeypatch):
    compare = load("compare")
    latest, baseline = tmp_path / "latest.json", tmp_path / "baseline.json"
    monkeypatch.setattr(compare, "LATEST", latest)
    monkeypatch.setattr(compare, "BASELINE", baseline)
    monkeypatch.setattr(compare, "ROOT", tmp_path)
    latest.write_text(json.dumps({"ratios": {"a: steady": 2.0, "a: slower": 3.0, "b: new": 1.0}}))
    baseline.write_text(json.dumps({"ratios": {"a: steady": 1.9, "a: slower": 2.0}}))
    code, out = printed(compare.main, [])
    assert code == 0  # a worse ratio is flagged, not a failure
    assert "a: slower" in out.split("worse than the baseline:")[1]
    assert "a: steady" not in out.split("worse than the baseline:")[1]
    assert "+50%  << flagged" in out and "+5%" in out and "(no baseline)" in out

    assert printed(compare.main, ["--update"])[0] == 0
    assert json.loads(baseline.read_text())["ratios"] == {"a: slower": 3.0, "a: steady": 2.0, "b: new": 1.0}
    code, out = printed(compare.main, [])
    assert code == 0 and "no ratio is more than 25% worse" in out


def test_a_bench_keeps_its_own_ratios_and_leaves_the_others(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    monkeypatch.setattr(sys, "argv", ["bench/bench_demo.py"])
    setup = load("_setup")
    monkeypatch.setattr(setup, "OUT", tmp_path)
    monkeypatch.setattr(setup, "LATEST", tmp_path / "latest.json")
    monkeypatch.setattr(setup, "BASELINE", tmp_path / "baseline.json")
    (tmp_path / "baseline.json").write_text(json.dumps({"ratios": {"bench_demo: x / floor": 1.0}}))
    (tmp_path / "latest.json").write_text(json.dumps({"ratios": {"bench_other: y": 5.0, "bench_demo: old": 9.0}}))
    try:
        _, out = printed(setup.ratio, "x / floor", 1.5)
        assert "1.50x   (baseline 1.00x, +50%)  << worse than the baseline" in out
        setup._save()
    finally:
        figures, setup._figures = dict(setup._figures), {}  # nothing left for the exit hook to write
    assert figures == {"bench_demo: x / floor": 1.5}
    saved = json.loads((tmp_path / "latest.json").read_text())["ratios"]
    assert saved == {"bench_demo: x / floor": 1.5, "bench_other: y": 5.0}
