"""The laptop pictures of the dock (docs/images/dock-laptop.png, dock-night.png, dock-scale2.png).

The real QGIS desktop under Xvfb on a 1366x768 screen, with the plugin in a throwaway profile and the
reference agent: the demo project is opened and the "Missing buildings" chip clicked, so the results
list, the suggestion review and the sharing table are open (tests/desktop/dock_fit_in_qgis.py). Once
as it comes, once with QGIS's Night Mapping theme and once at QT_SCALE_FACTOR=2.

Usage: .venv/bin/python scripts/desktop_screenshots.py [--out docs/images]
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build" / "pkgroot"))

from tests.agent_process import start_agent  # noqa: E402
from tests.e2e.test_desktop_dock_fit import run_desktop  # noqa: E402

SHOTS = {"dock-laptop": (None, 1), "dock-night": ("Night Mapping", 1), "dock-scale2": (None, 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "images"))
    args = parser.parse_args()
    Path(args.out).mkdir(parents=True, exist_ok=True)
    agent = start_agent()
    try:
        for name, (theme, scale) in SHOTS.items():
            with tempfile.TemporaryDirectory(prefix="geosense-shot-") as work:
                verdict = run_desktop(Path(work), agent.base_url, name + ".png", theme=theme, scale=scale)
                if verdict["problems"]:
                    print("\n".join(verdict["problems"]), file=sys.stderr)
                    return 1
                shutil.copy(verdict["shot"], Path(args.out) / (name + ".png"))
                print(f"{name}.png: conversation {verdict['conversation']} px of a {verdict['dock'][3]} px dock")
    finally:
        agent.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
