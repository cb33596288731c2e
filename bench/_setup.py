"""Shared by the benchmarks: the checkout importable as ``geosense``, offscreen Qt, a timer.

Each ``bench/bench_*.py`` imports this first (the folder of the script is on
``sys.path`` when it runs as ``python bench/bench_x.py``).
"""

from __future__ import annotations

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
