"""The plugin with the FlyPix backend: initGui → switch backends → unload leaves nothing behind."""

from __future__ import annotations

import gc
import threading

import pytest
from qgis.core import QgsSettings

from geosense import classFactory
from tests.agent_process import start_agent
from tests.qgis_support import wait_for

KEYS = ("base_url", "transport", "backend", "flypix_base_url", "flypix_project_id", "flypix_auth_config_id")


@pytest.fixture
def profile_settings():
    qs = QgsSettings()
    saved = {k: qs.value("geosense/" + k) for k in KEYS}
    yield qs
    for key, value in saved.items():
        if value is None:
            qs.remove("geosense/" + key)
        else:
            qs.setValue("geosense/" + key, value)


def flypix_threads():
    return [t for t in threading.enumerate() if t.name.startswith("geosense-flypix") and t.is_alive()]


def test_flypix_backend_loads_switches_and_unloads_cleanly(desktop_iface, profile_settings):
    agent = start_agent("--chunk-delay", "0")
    try:
        for key, value in (("backend", "flypix"), ("flypix_base_url", agent.base_url), ("flypix_project_id", ""),
                           ("flypix_auth_config_id", ""), ("base_url", agent.base_url), ("transport", "sse")):
            profile_settings.setValue("geosense/" + key, value)
        for _round in range(2):
            plugin = classFactory(desktop_iface)
            plugin.initGui()
            names = sorted(d.objectName() for d in desktop_iface.docks())
            assert names == ["GeoSenseDock", "GeoSenseFlyPixDock"]  # results: docked at the first result
            assert plugin.controller.transport.kind == "flypix"
            wait_for(lambda plugin=plugin: "pick one in the FlyPix panel" in plugin.controller.state_detail,
                     what="asks for a project")
            plugin.settings.backend = "geosense"
            plugin.connect_agent()
            assert plugin.controller.transport.kind == "sse" and plugin.flypix.dock.isHidden()
            plugin.settings.backend = "flypix"
            plugin.connect_agent()
            assert plugin.controller.transport.kind == "flypix" and not plugin.flypix.dock.isHidden()
            transport = plugin.controller.transport
            plugin.unload()
            gc.collect()
            assert desktop_iface.docks() == []
            assert transport.state.value == "stopped"
            wait_for(lambda: not flypix_threads(), what="FlyPix threads ended")
    finally:
        agent.stop()


@pytest.mark.parametrize("stored", ["https://api.flypix.ai/v1", "https://api.flypix.ai/v1/", None])
def test_the_flypix_url_is_the_v2_server_by_default_and_the_old_one_is_replaced(profile_settings, stored):
    from geosense.geosense_dock.settings import Settings

    if stored is None:
        profile_settings.remove("geosense/flypix_base_url")
    else:
        profile_settings.setValue("geosense/flypix_base_url", stored)
    assert Settings.load().flypix_base_url == "https://api.flypix.ai"
    profile_settings.setValue("geosense/flypix_base_url", "https://flypix.example.test")
    assert Settings.load().flypix_base_url == "https://flypix.example.test"  # a chosen server stays
