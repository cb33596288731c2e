"""The end of `make bench`: every ratio of this run (out/bench/latest.json) beside bench/baseline.json.

A ratio more than 25 % worse than its baseline is listed as flagged; that is not a failure (the
machine is noisy), it asks for a look. `make bench-baseline` takes this run's ratios as the new
baseline, deliberately, when a change is accepted.

Run: ``.venv/bin/python bench/compare.py`` (``--update`` writes the baseline).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LATEST = ROOT / "out" / "bench" / "latest.json"
BASELINE = ROOT / "bench" / "baseline.json"
WORSE = 1.25


def load(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    ratios = data.get("ratios", {}) if isinstance(data, dict) else {}
    return {k: v for k, v in ratios.items() if isinstance(v, (int, float))}


def main(argv) -> int:
    latest = load(LATEST)
    if not latest:
        print(f"no figures in {LATEST}: run `make bench` first")
        return 1
    if "--update" in argv:
        BASELINE.write_text(json.dumps({"ratios": dict(sorted(latest.items()))}, indent=1, ensure_ascii=False)
                            + "\n", encoding="utf-8")
        print(f"baseline updated: {len(latest)} ratios in {BASELINE.relative_to(ROOT)}")
        return 0
    baseline = load(BASELINE)
    flagged, new = [], []
    width = max(len(k) for k in latest)
    print(f"== ratios against {BASELINE.relative_to(ROOT)} (lower is better; flagged when over {WORSE:.2f}x it)")
    for key, value in sorted(latest.items()):
        base = baseline.get(key)
        if base is None or base <= 0:
            new.append(key)
            print(f"   {key:<{width}} {value:8.2f}x   (no baseline)")
            continue
        change = value / base - 1.0
        mark = "  << flagged" if value > base * WORSE else ""
        print(f"   {key:<{width}} {value:8.2f}x   baseline {base:8.2f}x  {change * 100:+5.0f}%{mark}")
        if mark:
            flagged.append(key)
    if flagged:
        print(f"\n{len(flagged)} ratio(s) more than {int((WORSE - 1) * 100)}% worse than the baseline:")
        for key in flagged:
            print(f"   {key}")
    else:
        print("\nno ratio is more than 25% worse than the baseline")
    if new:
        print(f"{len(new)} ratio(s) have no baseline yet (`make bench-baseline` takes this run's)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
