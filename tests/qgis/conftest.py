"""QGIS-side fixtures: a desktop-like interface and the loaded plugin."""

from __future__ import annotations

import pytest

from tests.qgis_support import DesktopIface, wait_for  # noqa: F401  (re-exported for tests)


@pytest.fixture(autouse=True)
def canvas_at_rest(request):
    """No canvas render runs while a test sets up or clears its project: a render still reading a
    layer that the next test's project clear deletes crashed QGIS 3.44 (a race between tests).

    The Qt 6 dry run (scripts/test-qt6.sh) runs some of these tests without QGIS: no canvas there.
    """
    if not request.config.pluginmanager.has_plugin("pytest_qgis"):
        yield
        return
    canvas = request.getfixturevalue("qgis_canvas")
    canvas.stopRendering()  # cancels the render job and waits for its threads
    yield
    canvas.stopRendering()


@pytest.fixture
def desktop_iface(qgis_iface, qgis_canvas, qgis_parent):
    iface = DesktopIface(qgis_iface, qgis_parent, qgis_canvas)
    yield iface
    iface.close()


# master passwords the test runs may have set on the profile's auth database
TEST_MASTER_PASSWORDS = ("geosense-tests", "testpass")  # pragma: allowlist secret - test-only passwords


@pytest.fixture
def auth_db():
    """The QGIS auth database unlocked with the test master password (skipped when another one is set).

    Auth configs the test adds are removed afterwards.
    """
    from qgis.core import QgsApplication

    manager = QgsApplication.authManager()
    if manager.isDisabled():
        pytest.skip("the QGIS authentication database is disabled")
    if not manager.masterPasswordIsSet():
        if not any(manager.setMasterPassword(pw, True) for pw in TEST_MASTER_PASSWORDS):
            pytest.skip("the test profile's auth database has another master password")
    before = set(manager.configIds())
    yield manager
    for config_id in set(manager.configIds()) - before:
        manager.removeAuthenticationConfig(config_id)


@pytest.fixture
def project(qgis_new_project, qgis_canvas):
    """The project singleton, emptied after the test (once no canvas render reads its layers)."""
    from qgis.core import QgsProject

    p = QgsProject.instance()
    yield p
    qgis_canvas.stopRendering()
    p.clear()


@pytest.fixture
def manager(project):
    """A results manager on ``project``, unloaded after the test."""
    from geosense.geosense_dock.map.results import ResultsManager

    m = ResultsManager(project)
    yield m
    m.unload()
