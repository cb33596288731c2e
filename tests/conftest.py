"""Shared test setup.

* The checkout is importable as the package ``geosense`` (as when installed in a
  QGIS profile): ``build/pkgroot/geosense`` is a symlink to the repository root.
* ``reference_agent``: a real reference agent subprocess on an ephemeral port.
  The fixture waits for its ready line on stdout, never for a fixed time.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PKGROOT = ROOT / "build" / "pkgroot"
PKGROOT.mkdir(parents=True, exist_ok=True)
_link = PKGROOT / "geosense"
if not _link.exists():
    try:
        _link.symlink_to(ROOT, target_is_directory=True)
    except FileExistsError:
        pass
if str(PKGROOT) not in sys.path:
    sys.path.insert(0, str(PKGROOT))
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # for ``reference_agent``

from tests.agent_process import AgentProcess, start_agent  # noqa: E402,F401

# Settings of this test session live in a fresh folder, never in the user's QGIS
# profile (and never shared with another test run going on at the same time).
_SETTINGS_DIR = tempfile.mkdtemp(prefix="geosense-test-settings-")
# So does QGIS's HTTP disk cache (in the user's cache folder otherwise, where one run's answers met the next
# run's requests for the same addresses); the QGIS desktops the tests start inherit it.
_CACHE_DIR = os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="geosense-test-cache-")
for _made in (_SETTINGS_DIR, _CACHE_DIR):
    atexit.register(shutil.rmtree, _made, True)
try:
    from qgis.PyQt.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, _SETTINGS_DIR)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
except ImportError:  # pragma: no cover - plain Python without QGIS
    QSettings = None


# An exception escaping a Qt slot would make PyQt abort the whole test process. As in
# QGIS desktop (which shows such errors instead), an excepthook catches it; the test
# during which it happened then fails with the traceback.
_slot_errors: list = []


def _excepthook(kind, value, tb):
    import traceback

    _slot_errors.append("".join(traceback.format_exception(kind, value, tb)))


sys.excepthook = _excepthook


@pytest.fixture(autouse=True)
def _no_exception_in_qt_slots():
    _slot_errors.clear()
    yield
    if _slot_errors:
        errors, _slot_errors[:] = list(_slot_errors), []
        pytest.fail("exception raised in a Qt slot:\n" + "\n".join(errors), pytrace=False)


@pytest.fixture(autouse=True)
def _attribute_form_suppressed():
    """QGIS's attribute form after a new feature is off (the digitizing option a user may set), so an accept
    never waits on it; the tests of the form switch it on and answer it."""
    try:
        from geosense.geosense_dock.map.accept import set_form_suppressed
    except ImportError:  # plain Python without QGIS
        yield
        return
    set_form_suppressed(True)
    yield
    set_form_suppressed(True)


@pytest.fixture(autouse=True)
def _clean_plugin_settings():
    """Every test starts with the plugin's default settings."""
    if QSettings is not None:
        QSettings().remove("geosense")
    yield


@pytest.fixture(scope="session")
def reference_agent():
    agent = start_agent("--chunk-delay", "0.002")
    yield agent
    agent.stop()


@pytest.fixture
def agent_factory():
    """Start extra agents (fault modes, tokens); all are stopped after the test."""
    started = []

    def make(*extra: str, port: int = 0) -> AgentProcess:
        agent = start_agent(*extra, port=port)
        started.append(agent)
        return agent

    yield make
    for agent in started:
        agent.stop()
