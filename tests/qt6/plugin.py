"""pytest plugin of the Qt 6 dry run (scripts/test-qt6.sh): ``qgis.PyQt`` is the PyQt6 stand-in.

Gives the QGIS tests that need no QGIS (only a Qt application) the ``qgis_app`` fixture that
pytest-qgis gives them in a real QGIS, as an offscreen QApplication of PyQt6.
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_configure(config) -> None:
    import qgis.PyQt.QtCore as core

    if not core.QT_VERSION_STR.startswith("6."):
        raise pytest.UsageError(f"the Qt 6 dry run found Qt {core.QT_VERSION_STR} behind qgis.PyQt")
    import qgis

    if not getattr(qgis, "__file__", "").startswith(os.path.join(os.path.dirname(__file__), "standin")):
        raise pytest.UsageError(f"the Qt 6 dry run imports a real qgis package ({qgis.__file__})")


@pytest.fixture(scope="session")
def qgis_app():
    from qgis.PyQt.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["geosense-qt6-dry-run"])
    yield app
