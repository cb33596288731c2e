"""The real QGIS desktop on a laptop screen (Xvfb, 1366x768): after a click on the "Missing buildings" chip
the results list, the review and the sharing table are open, and the conversation still has a third of the
dock, the dock is on the screen and the review's status line can be scrolled to. Also with QGIS's Night
Mapping theme and at QT_SCALE_FACTOR=2 (the same 1366x768 in device-independent pixels).

``run_desktop`` is also what ``scripts/desktop_screenshots.py`` uses for docs/images/dock-*.png.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess  # nosec B404 - starts QGIS
from pathlib import Path
from typing import Optional

import pytest

from tests.e2e.test_desktop_identify import _install

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "desktop" / "dock_fit_in_qgis.py"


def run_desktop(work: Path, base_url: str, shot: str, theme: Optional[str] = None, scale: int = 1,
                size=(1366, 768), script: Path = SCRIPT, settings: str = "") -> dict:
    """QGIS with the plugin in a throwaway profile, driven by ``script`` (tests/desktop/dock_fit_in_qgis.py);
    ``settings``: more lines of the profile's ``[geosense]`` section. The verdict."""
    profile, out = work / "profile", work / "out"
    out.mkdir(parents=True)
    _install(profile, base_url)
    ini = profile / "profiles" / "default" / "QGIS" / "QGIS3.ini"
    text = ini.read_text() + settings
    if theme:
        text += f"[UI]\nUITheme={theme}\n"
    ini.write_text(text)
    env = {**os.environ, "GEOSENSE_DESKTOP_OUT": str(out), "GEOSENSE_SOURCE": str(ROOT), "GEOSENSE_DESKTOP_SHOT": shot}
    env.pop("QT_QPA_PLATFORM", None)
    if scale != 1:
        env["QT_SCALE_FACTOR"] = str(scale)
    screen = f"-screen 0 {size[0] * scale}x{size[1] * scale}x24"
    done = subprocess.run(  # nosec B603 B607 - QGIS, under Xvfb, on our own script
        ["xvfb-run", "-a", "-s", screen, "qgis", "--profiles-path", str(profile), "--nologo",
         "--noversioncheck", "--code", str(script)],
        env=env, capture_output=True, text=True, timeout=240, check=False)
    verdict_path = out / "verdict.json"
    assert verdict_path.exists(), f"QGIS did not finish (rc {done.returncode}): {done.stderr[-2000:]}"
    verdict = json.loads(verdict_path.read_text(encoding="utf-8"))
    verdict["shot"] = str(out / shot)
    return verdict


@pytest.mark.skipif(not shutil.which("qgis") or not shutil.which("xvfb-run"), reason="needs the QGIS desktop and Xvfb")
@pytest.mark.parametrize("theme,scale", [(None, 1), ("Night Mapping", 1), (None, 2)], ids=["laptop", "night", "scale2"])
def test_the_dock_fits_a_laptop_screen(tmp_path, reference_agent, theme, scale):
    verdict = run_desktop(tmp_path, reference_agent.base_url, "dock.png", theme=theme, scale=scale)
    assert not verdict["problems"], "\n".join(verdict["problems"])
    assert verdict["screen"] == [1366, 768] and verdict["scale"] == scale
    assert verdict["dock_on_screen"], verdict
    assert verdict["conversation"] >= verdict["dock"][3] / 3, verdict
    assert verdict["status_reachable"], verdict
    assert verdict["review_in_sight"] == ["title", "next", "slider"], verdict
    assert verdict["panels_sideways"] == 0, verdict  # no horizontal scroll bar under the conversation
    assert verdict["clipped"] == [], verdict["clipped"]
    assert verdict["ratio"] == scale
    assert all(verdict["icons_crisp"].values()), verdict["icons_crisp"]  # drawn from SVG at the screen's pixels
    assert Path(verdict["shot"]).stat().st_size > 10_000
