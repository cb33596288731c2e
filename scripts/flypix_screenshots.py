"""The pictures of a FlyPix model run in docs/flypix.md (docs/images/flypix-run-confirm.png, flypix-run.png).

The real QGIS desktop under Xvfb on a 1366x768 screen, with the plugin in a throwaway profile, FlyPix as the
backend and the reference agent's FlyPix emulation: a region drawn on berlin_cog.tif, the official model's
cost and the tenant's balance asked for (the confirmation), and the results loaded
(tests/desktop/flypix_models_in_qgis.py).

Usage: .venv/bin/python scripts/flypix_screenshots.py [--out docs/images]
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

SCRIPT = ROOT / "tests" / "desktop" / "flypix_models_in_qgis.py"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "images"))
    args = parser.parse_args()
    Path(args.out).mkdir(parents=True, exist_ok=True)
    agent = start_agent("--flypix-inference-polls", "3")
    try:
        with tempfile.TemporaryDirectory(prefix="geosense-shot-") as work:
            settings = f"backend=flypix\nflypix_base_url={agent.base_url}\n"
            verdict = run_desktop(Path(work), agent.base_url, "flypix-run.png", script=SCRIPT, settings=settings)
            if verdict["problems"]:
                print("\n".join(verdict["problems"]), file=sys.stderr)
                return 1
            for name in verdict["shots"]:
                shutil.copy(Path(verdict["shot"]).parent / name, Path(args.out) / name)
                print(f"{name}: {verdict['screen'][0]}x{verdict['screen'][1]}")
            print(verdict.get("question", ""))
            print(verdict.get("status", ""))
    finally:
        agent.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
