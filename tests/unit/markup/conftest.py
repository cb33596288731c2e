"""Markup tests: the plugin as the ``geosense`` package, and a Qt application for documents."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def markup_qapp():
    """A QApplication (QGIS's when pytest-qgis runs, else an offscreen one)."""
    from qgis.PyQt.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(["geosense-markup-tests"])
    return app
