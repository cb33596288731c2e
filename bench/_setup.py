"""Shared by the benchmarks: the checkout importable as ``geosense``, offscreen Qt, a timer.

Each ``bench/bench_*.py`` imports this first (the folder of the script is on
``sys.path`` when it runs as ``python bench/bench_x.py``).
"""

from __future__ import annotations

import gc
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKGROOT = ROOT / "build" / "pkgroot"
PKGROOT.mkdir(parents=True, exist_ok=True)
if not (PKGROOT / "geosense").exists():
    (PKGROOT / "geosense").symlink_to(ROOT, target_is_directory=True)
if str(PKGROOT) not in sys.path:
    sys.path.insert(0, str(PKGROOT))
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # reference_agent, tests helpers
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def timed(label: str, fn, repeat: int = 1, width: int = 66):
    """Run ``fn`` ``repeat`` times, print the best time, return the last value."""
    best = None
    value = None
    for _ in range(repeat):
        t = time.perf_counter()
        value = fn()
        elapsed = time.perf_counter() - t
        best = elapsed if best is None else min(best, elapsed)
    print(f"{label:<{width}} {best * 1000:9.1f} ms")
    return value


def timed_value(label: str, fn, repeat: int = 1, width: int = 66) -> float:
    """Like :func:`timed`; returns the best time in seconds."""
    return timed_pair(label, fn, repeat, width)[1]


def timed_pair(label: str, fn, repeat: int = 1, width: int = 66, clear=None):
    """Run ``fn`` ``repeat`` times (``clear()`` after each), print the best time; return (last value, best s)."""
    best = None
    value = None
    for _ in range(repeat):
        t = time.perf_counter()
        value = fn()
        elapsed = time.perf_counter() - t
        best = elapsed if best is None else min(best, elapsed)
        if clear is not None:
            clear()
    print(f"{label:<{width}} {best * 1000:9.1f} ms")
    return value, best


def settle() -> None:
    """Leave the memory freed by the run before as the allocator keeps it, outside any timing.

    glibc gathers the many small blocks freed with a big layer (100,000 features) only when a larger
    block is next asked for: otherwise whichever timed run comes next pays for the layer the run
    before it dropped (about 35 ms here)."""
    gc.collect()
    block = bytearray(64 * 1024)  # under the mmap threshold: from the heap, which gathers what was freed
    del block


def interleaved(runs, rounds: int = 3, width: int = 66):
    """Time several functions in turn, ``rounds`` times over (a floor and what is compared with it
    then see the same state of the machine, not one its start and the other its end). ``runs`` is a
    list of (label, fn, clear or None); the value of a function's run before is dropped and the
    memory settled (:func:`settle`) before it runs again. Prints each best time; returns
    [(last value, best s)]."""
    best = [None] * len(runs)
    values = [None] * len(runs)
    for _ in range(rounds):
        for i, (_label, fn, clear) in enumerate(runs):
            values[i] = None
            settle()
            t = time.perf_counter()
            values[i] = fn()
            elapsed = time.perf_counter() - t
            best[i] = elapsed if best[i] is None else min(best[i], elapsed)
            if clear is not None:
                clear()
    for (label, _fn, _clear), spent in zip(runs, best):
        print(f"{label:<{width}} {spent * 1000:9.1f} ms")
    return list(zip(values, best))


# -- figures kept for the run's record and compared with the baseline ---------------------------

OUT = ROOT / "out" / "bench"
LATEST = OUT / "latest.json"
BASELINE = ROOT / "bench" / "baseline.json"
WORSE = 1.25  # a ratio this much higher than the baseline's is flagged at the end of `make bench`
_figures: dict = {}


def _script() -> str:
    return Path(sys.argv[0]).stem if sys.argv and sys.argv[0] else "bench"


def _baseline() -> dict:
    import json

    try:
        data = json.loads(BASELINE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data.get("ratios", {}) if isinstance(data, dict) else {}


def ratio(name: str, value: float, label: str = "") -> float:
    """Print ``label`` (or ``name``) with the ratio ``value`` and its change against bench/baseline.json,
    and keep it for out/bench/latest.json. Ratios (to a floor measured in the same run) travel between
    machines better than times; lower is better."""
    key = f"{_script()}: {name}"
    _figures[key] = round(float(value), 4)
    base = _baseline().get(key)
    change = ""
    if isinstance(base, (int, float)) and base > 0:
        delta = value / base - 1.0
        mark = "  << worse than the baseline" if value > base * WORSE else ""
        change = f"   (baseline {base:.2f}x, {delta * 100:+.0f}%){mark}"
    print(f"  {label or name}: {value:.2f}x{change}")
    return value


def _save() -> None:
    import json

    if not _figures:
        return
    OUT.mkdir(parents=True, exist_ok=True)
    try:
        data = json.loads(LATEST.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    if not isinstance(data, dict) or not isinstance(data.get("ratios"), dict):
        data = {"ratios": {}}
    prefix = f"{_script()}: "
    data["ratios"] = {k: v for k, v in data["ratios"].items() if not k.startswith(prefix)}
    data["ratios"].update(_figures)
    data["ratios"] = dict(sorted(data["ratios"].items()))
    data["machine"] = {"cpus": os.cpu_count(), "python": sys.version.split()[0]}
    LATEST.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


import atexit  # noqa: E402 - registered once the helpers above exist

atexit.register(_save)
