"""HiDPI: the plugin's icons are drawn from SVG at any size (never a small bitmap scaled up), and at
QT_SCALE_FACTOR=2 no label or button of the dock is smaller than its text, with every panel open.

The scale-2 check runs in a QGIS of its own (a subprocess: the scale factor is read when Qt starts),
offscreen, with the demo project, the real dock and the reference agent.
"""

from __future__ import annotations

import os
import subprocess  # nosec B404 - runs this test file in a second QGIS
import sys
from pathlib import Path

import pytest
from qgis.PyQt.QtWidgets import QApplication

from tests.e2e.conftest import demo  # noqa: F401 - the fixture
from tests.hidpi_support import clipped_texts, icon_is_drawn_from, icon_painted_from

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
SCALED = "GEOSENSE_SCALE_RUN"


def plugin_icons(plugin):
    widgets = plugin.integration.widgets
    return {"toolbar button": (plugin.toggle_action.icon(), "geosense.svg"),
            "open in a panel of its own": (widgets.own_panel_button.icon(), "panel-own.svg"),
            "hide the results": (widgets.hide_results_button.icon(), "panel-close.svg")}


def test_icons_are_drawn_from_svg_at_every_size(demo):  # noqa: F811
    plugin, _layer = demo
    for what, (icon, name) in plugin_icons(plugin).items():
        assert not icon.isNull(), what
        for pixels in (16, 24, 32, 48, 64):  # 16 px at a scale of 1, 1.5, 2, 3, 4
            assert icon_is_drawn_from(icon, str(ICONS / name), pixels), f"{what} at {pixels} px"


@pytest.mark.skipif(os.environ.get(SCALED) != "1", reason="runs in the QGIS that test_at_scale_2 starts")
def test_scaled_dock_fits_its_texts(demo):  # noqa: F811
    from tests.e2e.test_map_e2e import ask
    from tests.qgis_support import wait_for

    plugin, _layer = demo
    main = plugin.iface.mainWindow()
    assert main.devicePixelRatioF() == 2.0
    main.resize(1366, 768)
    integration = plugin.integration
    ask(plugin, "Suggest missing buildings")
    wait_for(lambda: integration.suggestion_panel.layer is not None, 20, "the suggestion review")
    integration.widgets.layers_button.setChecked(True)
    QApplication.processEvents()
    assert integration.suggestion_panel.isVisible() and integration.widgets.sharing.isVisible()
    assert clipped_texts(plugin.dock) == []
    assert plugin.dock.conversation.viewport().height() >= plugin.dock.height() / 3
    for what, (icon, name) in plugin_icons(plugin).items():  # painted as their buttons paint them
        assert icon_painted_from(icon, str(ICONS / name), 16, main.devicePixelRatioF()), what
    integration.widgets.set_in_panel(True)
    QApplication.processEvents()
    assert clipped_texts(integration.results_dock) == []


def test_at_scale_2(tmp_path):
    env = {**os.environ, SCALED: "1", "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(  # nosec B603 - this test file, in a QGIS at scale 2
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--basetemp", str(tmp_path / "run"),
         f"{__file__}::test_scaled_dock_fits_its_texts"],
        cwd=str(ROOT), env=env, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "1 passed" in done.stdout, done.stdout[-2000:]
