"""Settings -> OK: everything that talks to the agent follows at once; no URL credentials anywhere."""

from __future__ import annotations

import logging

from qgis.core import QgsApplication, QgsSettings
from qgis.PyQt.QtCore import QTimer
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QApplication

from geosense import classFactory
from geosense.geosense_dock.core.protocol.artifacts import ArtifactClient
from geosense.geosense_dock.settings import Settings
from geosense.geosense_dock.ui.settings_dialog import SettingsDialog
from tests.qgis_support import wait_for

TOKEN = "settings-follow-t0ken"  # noqa: S105 - the test agent's token  # pragma: allowlist secret


def settings_ok(plugin, url: str, token: str = "") -> None:
    """Settings... from the menu, a new URL (and token) typed in, OK pressed (from a timer: exec() is modal)."""
    seen = []

    def fill() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, SettingsDialog) and w.isVisible())
        seen.append(dialog)
        dialog.url.clear()
        QTest.keyClicks(dialog.url, url)
        if token:
            dialog.token.clear()
            QTest.keyClicks(dialog.token, token)
        dialog.accept()
        if dialog.isVisible():  # refused: the reason is shown; close it so the test goes on
            seen.append(dialog.error.text())
            dialog.reject()

    QTimer.singleShot(0, fill)
    plugin.settings_action.trigger()
    assert seen, "the settings dialog did not open"
    return seen[1] if len(seen) > 1 else None


def test_settings_ok_moves_uploads_and_downloads_to_the_new_agent(agent_factory, desktop_iface, auth_db,
                                                                   qgis_new_project):
    first = agent_factory("--chunk-delay", "0")
    second = agent_factory("--chunk-delay", "0", "--token", TOKEN)
    QgsSettings().setValue("geosense/base_url", first.base_url)
    QgsSettings().setValue("geosense/transport", "websocket")
    QgsSettings().setValue("geosense/auth_config_id", "")
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    try:
        integration = plugin.integration
        wait_for(lambda: plugin.controller.connected, what="connected to the first agent")
        assert settings_ok(plugin, second.base_url, TOKEN) is None
        wait_for(lambda: plugin.controller.connected, what="connected to the second agent with the token")
        uploader = integration.uploader
        assert integration.preparer.uploader is uploader
        # an upload of the user's data and a download both reach the second agent, with its token
        artifact_id = uploader.create("data", {"rows": [1, 2, 3]})
        assert ArtifactClient(second.base_url, TOKEN).get(artifact_id)["artifact_data"] == {"rows": [1, 2, 3]}
        assert uploader.get(artifact_id)["artifact_data"] == {"rows": [1, 2, 3]}
    finally:
        plugin.unload()
        QgsSettings().setValue("geosense/auth_config_id", "")


def test_credentials_in_the_agent_url_are_refused_and_never_shown(agent_factory, desktop_iface, qgis_new_project):
    agent = agent_factory("--chunk-delay", "0")
    secret_url = f"http://alice:pw-in-url-77@127.0.0.1:{agent.port}"  # pragma: allowlist secret
    lines = []
    on_message = lambda message, tag, level: lines.append(message)  # noqa: E731
    QgsApplication.messageLog().messageReceived.connect(on_message)
    # a URL with credentials stored by an older version is not used, and the log does not quote them
    QgsSettings().setValue("geosense/base_url", secret_url)
    QgsSettings().setValue("geosense/transport", "websocket")
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    try:
        assert plugin.settings.base_url == Settings().base_url
        QgsSettings().setValue("geosense/base_url", agent.base_url)
        plugin.settings.base_url = agent.base_url
        plugin.connect_agent()
        wait_for(lambda: plugin.controller.connected, what="connected")
        reason = settings_ok(plugin, secret_url)
        assert reason and "token" in reason.lower()
        assert plugin.settings.base_url == agent.base_url
        # whatever quotes such a URL (a notice, the state line, a log line) shows no user info
        plugin.controller.show_notice(f"could not reach {secret_url}/x", "error")
        plugin.controller._on_state("offline", f"agent not reachable at {secret_url}")
        logging.getLogger("geosense.test").warning("reaching %s", secret_url)
        shown = [plugin.dock.status_label.text(), plugin.dock.status_label.toolTip(),
                 *(m.content for m in plugin.controller.conversation.messages)]
    finally:
        plugin.unload()
        QgsApplication.messageLog().messageReceived.disconnect(on_message)
    assert any("alice" not in line and "reaching http://***@" in line for line in lines), lines
    assert not [t for t in shown + lines if "pw-in-url-77" in t or "alice" in t]
