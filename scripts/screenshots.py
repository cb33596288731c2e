"""`make screenshots`: the README's pictures of the dock, from a real (offscreen) QGIS run.

Plays the demo script (``scripts/demo.py``: the reference agent, the generated demo
project, a map canvas and the plugin loaded through ``classFactory``) and saves the
window or the dock after the steps listed in ``SHOTS`` as ``OUT/<name>.png``.
Everything the pictures show is deterministic (the reference agent's answers, the demo
project's layout, a 1500x900 window), so running it again gives the same pictures
except for the clock times in the messages.

Usage: .venv/bin/python scripts/screenshots.py [--out docs/images]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Dict, Tuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scripts.demo import Demo, Step  # noqa: E402  (the demo sets up paths and the offscreen platform)

# demo step title -> (file name, what is grabbed: "window" or "dock", what it shows)
SHOTS: Dict[str, Tuple[str, str, str]] = {
    "Counts per class": ("dock-answer", "window", "a streamed answer: a table with class badges, areas, confidences"),
    "Ask about the selection": ("dock-selection", "dock", "chips for the selected houses with live values"),
    "Trees near houses (highlight)": ("map-highlight", "window", "a highlight result layer on the canvas"),
    "Suggestions": ("suggestions", "window", "suggested buildings styled by confidence, and the review panel"),
    "Approval card": ("approval", "dock", "an approval card with the credits it costs"),
}


class ScreenshotRun(Demo):
    def __init__(self, work: Path, images: Path) -> None:
        super().__init__(work)
        self.images = images
        self.saved: Dict[str, Path] = {}

    def shot(self, n: int, step: Step) -> Path:
        path = super().shot(n, step)
        if step.title in SHOTS:
            name, what, _caption = SHOTS[step.title]
            target = self.images / f"{name}.png"
            widget = self.plugin.dock if what == "dock" else self.main
            if not widget.grab().save(str(target), "PNG", 9):
                raise SystemExit(f"could not write {target}")
            self.saved[name] = target
        return path

    def close(self) -> None:
        """Unload, then let the window go while QGIS still runs (widgets outliving it crash at exit)."""
        try:
            if getattr(self, "plugin", None) is not None:
                self.plugin.unload()
                self.plugin = None
        finally:
            for name in ("bridge", "iface", "canvas", "main"):
                if hasattr(self, name):
                    setattr(self, name, None)
            import gc

            gc.collect()
            super().close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default="docs/images")
    args = parser.parse_args()
    images = Path(args.out)
    images.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="geosense-screenshots-"))
    run = ScreenshotRun(work, images)
    try:
        run.run(None)
    finally:
        run.close()
        shutil.rmtree(work, ignore_errors=True)
    missing = sorted(name for name, _what, _caption in SHOTS.values() if name not in run.saved)
    if missing:
        raise SystemExit(f"no screenshot for: {', '.join(missing)} (a demo step was renamed?)")
    for path in sorted(run.saved.values()):
        print(f"{path} ({path.stat().st_size // 1024} KiB)")
    # Everything is written and QGIS has exited; tearing down the QgsApplication object at
    # interpreter exit crashes PyQGIS 3.22 offscreen, so leave without that teardown.
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
