"""FlyPix plugs in through the core's extension interface (geosense_dock/extension_host.py): whichever
goes first (the FlyPix extension, the core taking back what it added, or the whole plugin), nothing of
FlyPix stays in the core: no compose check, no review widget, no uploader, no connection, no dock."""

from __future__ import annotations

import gc

import pytest
from qgis.PyQt.QtWidgets import QWidget

from geosense import classFactory
from geosense.geosense_dock.core.protocol.artifacts import ArtifactClient
from geosense.geosense_dock.core.protocol.flypix_contexts import FlyPixArtifacts
from tests.agent_process import start_agent
from tests.qgis.test_flypix_lifecycle import flypix_threads, profile_settings  # noqa: F401 - a fixture
from tests.qgis_support import wait_for


def accept_boxes(plugin):
    return plugin.integration.suggestion_panel.findChildren(QWidget, "GeoSenseFlyPixAcceptBox")


def host_receivers(host):
    return sum(host.receivers(s) for s in (host.stopPressed, host.stallTicked, host.chatVisibilityChanged))


def assert_flypix_gone_from_the_core(plugin, host):
    assert plugin.dock.compose_checks == []
    assert accept_boxes(plugin) == []
    assert isinstance(plugin.integration.uploader, ArtifactClient)
    assert plugin.dock.backend_tools.isVisibleTo(plugin.dock)
    assert host.added() == 0
    assert host_receivers(host) == 0


@pytest.mark.parametrize("order", ["extension, then plugin", "plugin alone", "core first, then extension"])
def test_unloading_in_any_order_leaves_nothing_of_flypix(desktop_iface, profile_settings, order):  # noqa: F811
    agent = start_agent("--chunk-delay", "0")
    try:
        for key, value in (("backend", "flypix"), ("flypix_base_url", agent.base_url), ("flypix_project_id", ""),
                           ("flypix_auth_config_id", ""), ("base_url", agent.base_url), ("transport", "sse")):
            profile_settings.setValue("geosense/" + key, value)
        plugin = classFactory(desktop_iface)
        plugin.initGui()
        host, extension = plugin.host, plugin.flypix
        assert host is not None and extension.host is host
        # FlyPix is in: its check before sending, its row under the review, its uploader, Tools hidden
        assert plugin.dock.compose_checks == [extension._compose_check]
        assert accept_boxes(plugin) == [extension.accept_box]
        assert isinstance(plugin.integration.uploader, FlyPixArtifacts)
        assert not plugin.dock.backend_tools.isVisibleTo(plugin.dock)
        assert host.added() == 3 and host_receivers(host) == 3
        if order == "extension, then plugin":
            plugin.unload_flypix()
            assert_flypix_gone_from_the_core(plugin, host)
            assert sorted(d.objectName() for d in desktop_iface.docks()) == ["GeoSenseDock"]
            plugin.release_host()
        elif order == "core first, then extension":
            plugin.release_host()  # the core takes back what FlyPix added, FlyPix still loaded
            assert_flypix_gone_from_the_core(plugin, host)
            extension.user_acted()  # FlyPix goes on working without reaching the core
            plugin.unload_flypix()
            assert_flypix_gone_from_the_core(plugin, host)
        dock = plugin.dock
        plugin.unload()
        assert dock.compose_checks == [] and host.added() == 0 and host_receivers(host) == 0
        assert plugin.host is None and plugin.flypix is None and plugin.integration is None
        gc.collect()
        assert desktop_iface.docks() == []
        wait_for(lambda: not flypix_threads(), what="FlyPix threads ended")
    finally:
        agent.stop()
