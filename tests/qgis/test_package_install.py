"""The release zip, installed into a throwaway QGIS profile, loads, starts and unloads through qgis.utils.

Runs in a separate ``/usr/bin/python3`` so that nothing of the checkout is importable: the
plugin that loads is the one unpacked from the zip, as in a user's profile.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import importlib.util, json, os, sys
plugins_dir, profile_dir, settings_dir, support_file = sys.argv[1:5]
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from qgis.PyQt.QtCore import QSettings
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
from qgis.core import QgsApplication, QgsSettings
app = QgsApplication([], True, profile_dir)
app.initQgis()
log = []
QgsApplication.messageLog().messageReceived.connect(lambda message, tag, level: log.append(f"[{tag}] {message}"))
# nothing listens on the discard port: the dock shows "offline" and retries, which is all this test needs
QgsSettings().setValue("geosense/base_url", "http://127.0.0.1:9")

spec = importlib.util.spec_from_file_location("qgis_support", support_file)
qgis_support = importlib.util.module_from_spec(spec)
spec.loader.exec_module(qgis_support)
from qgis.gui import QgsMapCanvas
from qgis.PyQt.QtWidgets import QMainWindow
import qgis.utils

main = QMainWindow()
canvas = QgsMapCanvas(main)
main.setCentralWidget(canvas)
iface = qgis_support.StandaloneIface(main, canvas)
qgis.utils.iface = iface
qgis.utils.plugin_paths = [plugins_dir]
sys.path.insert(0, plugins_dir)
qgis.utils.updateAvailablePlugins()  # what QGIS does at start: finds the folder, reads metadata.txt

result = {"available": qgis.utils.available_plugins, "name": qgis.utils.pluginMetadata("geosense", "name")}
result.update(load=qgis.utils.loadPlugin("geosense"), start=qgis.utils.startPlugin("geosense"))
import geosense
result["file"] = geosense.__file__
result["docks"] = sorted(d.objectName() for d in iface.docks())
result["actions"] = sorted(a.objectName() for a in iface.toolbar.actions())
result["menus"] = sorted(iface.plugin_menus)
result["unload"] = qgis.utils.unloadPlugin("geosense")
app.processEvents()
result["docks_after"] = sorted(d.objectName() for d in iface.docks())
result["actions_after"] = sorted(a.objectName() for a in iface.toolbar.actions())
result["menus_after"] = sorted(iface.plugin_menus)
# QGIS tracks the modules a plugin imports and forgets them on unload; only parent packages that
# hold nothing (an empty or docstring-only __init__, imported implicitly, never by name) may stay
import ast
def holds_something(module):
    path = getattr(module, "__file__", None)
    if not path:
        return False
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    return len(tree.body) > (ast.get_docstring(tree) is not None)
result["modules_after"] = sorted(
    m for m in list(sys.modules) if (m == "geosense" or m.startswith("geosense.")) and holds_something(sys.modules[m]))
result["log"] = log
print("RESULT " + json.dumps(result), flush=True)
iface.close()
app.exitQgis()
"""


def test_zip_installs_into_a_fresh_profile_and_loads(tmp_path):
    sys.path.insert(0, str(ROOT / "scripts"))
    import package

    target = package.build(tmp_path / "dist")
    profile = tmp_path / "profiles" / "default"
    plugins = profile / "python" / "plugins"
    plugins.mkdir(parents=True)
    with zipfile.ZipFile(target) as zf:
        zf.extractall(plugins)
    assert (plugins / "geosense" / "metadata.txt").is_file()
    settings = tmp_path / "settings"
    settings.mkdir()

    proc = subprocess.run(  # noqa: S603 - our own script, run by the system Python that has QGIS
        ["/usr/bin/python3", "-c", SCRIPT, str(plugins), str(profile), str(settings),
         str(ROOT / "tests" / "qgis_support.py")],
        cwd=tmp_path, capture_output=True, text=True, timeout=240,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
             "PYTHONDONTWRITEBYTECODE": "1"},
    )
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, f"no result (exit {proc.returncode}):\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    result = json.loads(lines[-1][len("RESULT "):])
    problems = "\n".join(result["log"])
    assert result["available"] == ["geosense"] and result["name"] == "GeoSense"
    assert result["load"] and result["start"], problems
    assert Path(result["file"]).resolve().parent == (plugins / "geosense").resolve()
    assert result["docks"] == ["GeoSenseDock"]  # the results dock is docked at the first result
    assert "GeoSenseToggleDock" in result["actions"]
    assert result["menus"] == ["&GeoSense"]
    assert result["unload"], problems
    assert result["docks_after"] == [] and result["menus_after"] == []
    assert not [a for a in result["actions_after"] if a.startswith("GeoSense")]
    assert result["modules_after"] == [], "qgis.utils.unloadPlugin left modules of the plugin behind"
    assert proc.returncode == 0, proc.stderr[-3000:]
