"""German QGIS: the plugin installs its translation on load, the dock speaks German, unload removes it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from qgis.core import QgsSettings
from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtWidgets import QAbstractButton

from geosense import classFactory

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def german_qgis():
    """QGIS set to German the way Settings > Options > General does it."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import i18n

    i18n.build()  # the .qm files are build products
    settings = QgsSettings()
    settings.setValue("locale/overrideFlag", True)
    settings.setValue("locale/userLocale", "de_DE")
    QgsSettings().setValue("geosense/base_url", "http://127.0.0.1:9")  # nothing listens: offline
    yield
    settings.remove("locale/overrideFlag")
    settings.remove("locale/userLocale")


def texts_of(widget) -> set:
    found = {widget.windowTitle()}
    for button in widget.findChildren(QAbstractButton):
        found |= {button.text(), button.toolTip(), button.accessibleName()}
    return {t for t in found if t}


def test_the_dock_speaks_german_and_unload_removes_the_translation(desktop_iface, german_qgis):
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    try:
        assert plugin.translator is not None, "no translator installed for de_DE"
        dock_texts = texts_of(plugin.dock)
        for german in ("Senden", "Neu", "Exportieren", "Einstellungen", "Anhalten", "Das Gespräch exportieren"):
            assert german in dock_texts, f"{german!r} not in the dock: {sorted(dock_texts)}"
        assert "Send" not in dock_texts and "Export" not in dock_texts
        assert plugin.toggle_action.toolTip() == "Das GeoSense-Bedienfeld zeigen oder verbergen"
        assert plugin.settings_action.text() == "GeoSense-Einstellungen…"
        assert plugin.dock.composer.placeholderText().startswith("Fragen Sie GeoSense")
        # a sentence of the Qt-free core, translated where it reaches the Qt side
        from geosense.geosense_dock.core.texts import text
        from geosense.geosense_dock.i18n import translated

        assert translated(text("could not reach the agent: {0}", "timeout")) == "Agent nicht erreichbar: timeout"
    finally:
        plugin.unload()
    assert plugin.translator is None
    assert QCoreApplication.translate("GeoSense", "Send") == "Send"


def test_english_qgis_gets_no_translator(desktop_iface):
    settings = QgsSettings()
    settings.setValue("locale/overrideFlag", True)
    settings.setValue("locale/userLocale", "en_US")
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    try:
        assert plugin.translator is None
        assert "Send" in texts_of(plugin.dock)
    finally:
        plugin.unload()
        settings.remove("locale/overrideFlag")
        settings.remove("locale/userLocale")
