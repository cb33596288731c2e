"""QGIS 4 readiness that can be checked without a QGIS 4 build (docs/release.md says what is not).

* The plugin manager: QGIS's own installer code (``pyplugin_installer``, as shipped by the QGIS
  this runs on) judges the plugin's metadata as a QGIS 4 (Qt 6) build does: its version and Qt
  major are what is set to 4.0 / 6 here, everything else is that release's code. 3.40 and 3.44
  carry the plugin manager's Qt 6 rule (``supportsQt6``); 3.22 only the version range.
* The profile: QGIS 4 keeps its profiles in ``QGIS/QGIS4/profiles/<name>`` with the settings in
  ``QGIS/QGIS4.ini``, made on first start by a one-time copy of the QGIS 3 profile (without its
  plugins). The plugin's settings and its tokens in the auth database are written by one QGIS
  process in a QGIS 3 profile, the profile is moved as QGIS 4 moves it, and another process that
  reads its settings as ``QGIS4.ini`` finds them again.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess  # nosec B404 - runs this interpreter on a script of this test
import sys
import textwrap
from pathlib import Path

import pytest
from qgis.core import QgsApplication

ROOT = Path(__file__).resolve().parents[2]
PKGROOT = ROOT / "build" / "pkgroot"


@pytest.fixture
def installer_data(qgis_app, qgis_iface, monkeypatch):
    """QGIS's plugin manager data module, taking itself for QGIS 4.0 on Qt 6."""
    monkeypatch.syspath_prepend(os.path.join(QgsApplication.pkgDataPath(), "python"))
    from pyplugin_installer import installer_data

    monkeypatch.setattr(installer_data, "pyQgisVersion", lambda: "4.0.0")
    qt6_rule = hasattr(installer_data, "QT_VERSION_STR")  # the Qt 6 rule (supportsQt6): 3.40+
    if qt6_rule:
        monkeypatch.setattr(installer_data, "QT_VERSION_STR", "6.8.2")
    return installer_data, qt6_rule


def plugin_copy(tmp_path: Path, **metadata: str) -> Path:
    """The plugin folder as the plugin manager finds it installed, with ``metadata`` changed."""
    folder = tmp_path / "geosense"
    folder.mkdir()
    shutil.copy(ROOT / "__init__.py", folder / "__init__.py")
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys keep their case, as QGIS reads them
    parser.read(ROOT / "metadata.txt", encoding="utf-8")
    for key, value in metadata.items():
        if value is None:
            parser.remove_option("general", key)
        else:
            parser.set("general", key, value)
    with open(folder / "metadata.txt", "w", encoding="utf-8") as out:
        parser.write(out)
    return folder


def test_qgis_4_plugin_manager_lists_the_plugin(installer_data, tmp_path):
    data, _qt6_rule = installer_data
    plugin = data.plugins.getInstalledPlugin("geosense", str(plugin_copy(tmp_path)), False)
    assert plugin["error"] == "", plugin.get("error_details")
    assert plugin["version_installed"] == "0.1.0" and plugin["name"] == "GeoSense"


@pytest.mark.parametrize("change, why", [
    ({"qgisMaximumVersion": "3.99"}, "a maximum below 4"),
    ({"qgisMaximumVersion": None}, "no maximum (taken as 3.99)"),
    ({"supportsQt6": None}, "no supportsQt6"),
    ({"supportsQt6": "False"}, "supportsQt6=False"),
])
def test_metadata_without_qgis_4_is_refused(installer_data, tmp_path, change, why):
    """The check above can fail: what QGIS 4 refuses, the same code refuses here."""
    data, qt6_rule = installer_data
    if "supportsQt6" in change and not qt6_rule:
        pytest.skip("this QGIS's plugin manager has no Qt 6 rule (3.40+ has)")
    plugin = data.plugins.getInstalledPlugin("geosense", str(plugin_copy(tmp_path, **change)), False)
    assert plugin["error"] == "incompatible", why


def test_the_metadata_keeps_what_qgis_4_needs():
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(ROOT / "metadata.txt", encoding="utf-8")
    general = parser["general"]
    assert general["supportsQt6"] == "True" and general["qgisMaximumVersion"] == "4.99"
    assert general["qgisMinimumVersion"] == "3.22"


# how the desktop application starts on a profile (QGIS's main): its names, then the profile folder
# as the place of the user's ini settings, so that QgsSettings() is <profile>/QGIS/<application>.ini
START = '''
import sys
from qgis.core import QgsApplication
from qgis.PyQt.QtCore import QCoreApplication, QSettings
QCoreApplication.setOrganizationName("QGIS")
QCoreApplication.setApplicationName(sys.argv[2])
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, sys.argv[1])
app = QgsApplication([], False)  # on the profile of QGIS_CUSTOM_CONFIG_PATH (3.44 ignores a profile argument)
QCoreApplication.setApplicationName(sys.argv[2])
app.initQgis()
'''

WRITE = START + '''
from qgis.core import QgsSettings
from geosense.geosense_dock import credentials
from geosense.geosense_dock.settings import Settings
assert QgsApplication.authManager().setMasterPassword("geosense-tests", True)
settings = Settings(base_url="https://agent.example.org", transport="sse", developer_mode=True)
settings.auth_config_id = credentials.store_token("tok-3to4")
settings.save()
QgsSettings().sync()
print("WROTE", QgsSettings().fileName(), QgsApplication.qgisAuthDatabaseFilePath())
app.exitQgis()
'''

READ = START + '''
from qgis.core import QgsSettings
from geosense.geosense_dock import credentials
from geosense.geosense_dock.settings import Settings
assert QgsApplication.authManager().setMasterPassword("geosense-tests", True)
settings = Settings.load()
print("READ", QgsSettings().fileName(), settings.base_url, settings.transport, settings.developer_mode,
      credentials.load_token(settings.auth_config_id))
app.exitQgis()
'''


def run_qgis(script: str, profile: Path, application: str) -> str:
    """``script`` in a QGIS process started on ``profile`` (``<root>/profiles/default``) as ``application``
    (QGIS3 or QGIS4)."""
    home = profile.parents[5]  # <home>/.local/share/QGIS/QGIS3/profiles/default
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=os.pathsep.join([str(PKGROOT), str(ROOT)]),
               HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), QGIS_CUSTOM_CONFIG_PATH=str(profile.parents[1]))
    for name in ("QGIS_OPTIONS_PATH", "QGIS_AUTH_DB_DIR_PATH"):  # pytest-qgis' own profile
        env.pop(name, None)
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(script), str(profile), application],  # nosec B603
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


def migrate_like_qgis_4(qgis3_profile: Path, qgis4_profile: Path) -> None:
    """QGIS 4's first start: the QGIS 3 profile copied once, QGIS3.ini as QGIS4.ini, no plugins."""
    def ignore(folder, names):
        skip = {n for n in names if n.endswith(".pyc")}
        if Path(folder) == qgis3_profile / "python":
            skip.add("plugins")
        return skip

    shutil.copytree(qgis3_profile, qgis4_profile, ignore=ignore, symlinks=False)
    (qgis4_profile / "QGIS" / "QGIS3.ini").rename(qgis4_profile / "QGIS" / "QGIS4.ini")


def test_settings_and_token_are_found_again_in_a_qgis_4_profile(tmp_path):
    qgis3 = tmp_path / ".local" / "share" / "QGIS" / "QGIS3" / "profiles" / "default"
    qgis4 = tmp_path / ".local" / "share" / "QGIS" / "QGIS4" / "profiles" / "default"
    qgis3.mkdir(parents=True)
    (qgis3 / "python" / "plugins" / "geosense").mkdir(parents=True)  # what QGIS 4 does not copy
    wrote = run_qgis(WRITE, qgis3, "QGIS3")
    assert f"{qgis3}/QGIS/QGIS3.ini" in wrote and f"{qgis3}/qgis-auth.db" in wrote, wrote
    ini = (qgis3 / "QGIS" / "QGIS3.ini").read_text(encoding="utf-8")
    assert "agent.example.org" in ini and "tok-3to4" not in ini  # the token is in the auth database only
    migrate_like_qgis_4(qgis3, qgis4)
    assert not (qgis4 / "python" / "plugins").exists() and not (qgis4 / "QGIS" / "QGIS3.ini").exists()
    read = run_qgis(READ, qgis4, "QGIS4")
    assert f"READ {qgis4}/QGIS/QGIS4.ini https://agent.example.org sse True tok-3to4" in read, read
