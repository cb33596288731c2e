"""QGIS-side fixtures: a desktop-like interface and the loaded plugin."""

from __future__ import annotations

import pytest

from tests.qgis_support import DesktopIface, wait_for  # noqa: F401  (re-exported for tests)


@pytest.fixture
def desktop_iface(qgis_iface, qgis_canvas, qgis_parent):
    iface = DesktopIface(qgis_iface, qgis_parent, qgis_canvas)
    yield iface
    iface.close()
