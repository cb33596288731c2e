"""The API token lives only in the QGIS authentication database.

A whole session with a token-protected agent (settings dialog, WebSocket and
SSE turns, an approval, a refused token, a stop, a saved project, an export)
while every log line (QgsMessageLog and Python logging at DEBUG, websockets'
own loggers included), every settings value and every file written is
collected; none of them may contain the token, and no widget may show it.
"""

from __future__ import annotations

import logging
import secrets
import zipfile
from pathlib import Path

import pytest
from qgis.core import QgsApplication, QgsProject, QgsSettings
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QAbstractButton, QLabel, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

from geosense import classFactory
from geosense.geosense_dock import credentials
from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.ui.settings_dialog import TOKEN_UNCHANGED, SettingsDialog
from tests.qgis_support import wait_for


class Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.lines.append(f"{record.name}: {record.getMessage()}")
            if record.exc_info:
                self.lines.append(logging.Formatter().formatException(record.exc_info))
        except Exception:  # noqa: BLE001
            self.lines.append(repr(record.msg))


@pytest.fixture
def collected():
    """Every Python log record (DEBUG and up, any logger) and every QgsMessageLog line."""
    handler = Collect()
    root = logging.getLogger()
    watched = [root, logging.getLogger("geosense"), logging.getLogger("websockets"), logging.getLogger("asyncio")]
    old_levels = {lg.name: lg.level for lg in watched}
    for lg in watched:
        lg.addHandler(handler)
        lg.setLevel(logging.DEBUG)
    qgis_lines = []

    def on_message(message, tag, level):
        qgis_lines.append(f"{tag}: {message}")

    QgsApplication.messageLog().messageReceived.connect(on_message)
    yield handler.lines, qgis_lines
    QgsApplication.messageLog().messageReceived.disconnect(on_message)
    for lg in watched:
        lg.removeHandler(handler)
        lg.setLevel(old_levels[lg.name])


def shown_texts(root: QWidget):
    """Every text a widget tree shows or says: labels, edits, buttons, tooltips, accessible names."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        out += [w.toolTip(), w.accessibleName(), w.windowTitle()]
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QLineEdit):
            out += [w.text(), w.displayText(), w.placeholderText()]
        if isinstance(w, (QTextEdit, QPlainTextEdit)):
            out += [w.toPlainText(), w.toHtml() if isinstance(w, QTextEdit) else ""]
    return out


def all_settings_values():
    s = QgsSettings()
    return [(k, str(s.value(k))) for k in s.allKeys()]


def test_the_token_never_shows_up_anywhere(agent_factory, desktop_iface, auth_db, collected, tmp_path,
                                           qgis_new_project):
    token = "gs-tok-" + secrets.token_hex(16)
    python_lines, qgis_lines = collected
    agent = agent_factory("--token", token, "--chunk-delay", "0.001")
    QgsSettings().setValue("geosense/base_url", agent.base_url)
    QgsSettings().setValue("geosense/transport", "websocket")
    QgsSettings().setValue("geosense/auth_config_id", "")
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    ctl = plugin.controller
    try:
        # without a token the agent refuses: the dock says so
        wait_for(lambda: ctl.state == "offline" and "refused the token" in ctl.state_detail, what="refused")
        assert "refused the token" in plugin.dock.status_label.text()

        # the user types the token into the settings dialog: masked, stored in the auth database
        dialog = SettingsDialog(plugin.settings, desktop_iface.mainWindow())
        assert dialog.token.echoMode() == QLineEdit.EchoMode.Password
        dialog.token.setFocus()
        QTest.keyClicks(dialog.token, token)
        assert dialog.token.displayText() != token
        dialog.accept()
        config_id = plugin.settings.auth_config_id
        assert config_id and credentials.load_token(config_id) == token
        assert QgsSettings().value("geosense/auth_config_id") == config_id
        again = SettingsDialog(plugin.settings, desktop_iface.mainWindow())
        assert again.token.text() == TOKEN_UNCHANGED and token not in shown_texts(again)
        again.reject()

        plugin.connect_agent()
        wait_for(lambda: ctl.connected, what="connected with the token")
        assert token not in repr(plugin.endpoint())

        def ask(text):
            plugin.dock.composer.setPlainText(text)
            QTest.keyClick(plugin.dock.composer, Qt.Key.Key_Return)
            wait_for(lambda: not ctl.conversation.turn_active and not ctl._preparing and not ctl.conversation.queued()
                     and ctl.conversation.messages[-1].role != C.USER, what=f"answer to {text!r}")
            return ctl.conversation.messages[-1]

        ask("Hello")
        card = ask("costly analysis")
        assert card.status == C.APPROVAL
        QTest.mouseClick(plugin.dock.conversation.card_for(card).approve_button, Qt.MouseButton.LeftButton)
        wait_for(lambda: not ctl.conversation.turn_active and ctl.conversation.messages[-1].status == C.COMPLETE,
                 what="approved answer")
        ask("!fault:badjson Hello")
        ask("!fault:http401 Hello")
        # the same over HTTP streaming
        plugin.settings.transport = "sse"
        plugin.settings.save()
        plugin.connect_agent()
        wait_for(lambda: ctl.connected and ctl.transport.kind == "sse", what="sse")
        ask("activity")
        ask("!fault:http401 Hello")
        ask("!fault:http500 Hello")

        # a wrong token is refused, and the refusal does not echo what was sent
        wrong = "gs-wrong-" + secrets.token_hex(8)
        credentials.store_token(wrong, config_id)
        plugin.settings.transport = "websocket"
        plugin.connect_agent()
        wait_for(lambda: ctl.state == "offline" and "refused the token" in ctl.state_detail, what="refused again")
        credentials.store_token(token, config_id)
        plugin.connect_agent()
        wait_for(lambda: ctl.connected, what="connected again")

        # the conversation goes into the project file and an export
        project_path = tmp_path / "session.qgz"
        assert QgsProject.instance().write(str(project_path))
        plugin.dock.export_to(str(tmp_path / "chat.md"), "markdown")
        plugin.dock.export_to(str(tmp_path / "chat.html"), "html")
        dock_texts = shown_texts(plugin.dock)
    finally:
        plugin.unload()
        logging.getLogger("geosense").propagate = True
        QgsSettings().setValue("geosense/auth_config_id", "")
        QgsSettings().setValue("geosense/transport", "websocket")
    QgsSettings().sync()

    assert python_lines and qgis_lines, "nothing was collected: the test would prove nothing"
    assert any("GeoSense" in line for line in qgis_lines)
    leaks = [line for line in python_lines + qgis_lines if token in line or wrong in line]
    assert leaks == []
    assert [kv for kv in all_settings_values() if token in kv[1] or token in kv[0]] == []
    assert [t for t in dock_texts if token in (t or "")] == []
    written = []
    for path in tmp_path.iterdir():
        if path.suffix == ".qgz":
            with zipfile.ZipFile(path) as zf:
                written += [zf.read(n) for n in zf.namelist()]
        else:
            written.append(path.read_bytes())
    assert len(written) >= 3 and all(token.encode() not in blob for blob in written)
    assert b"conversation" in b"".join(written)  # the project did get the conversation
    # the settings file on disk and the (encrypted) auth database hold no clear text either
    settings_dir = Path(QgsApplication.qgisSettingsDirPath())
    for path in settings_dir.rglob("*"):
        if path.is_file() and path.stat().st_size < 50 * 2**20:
            assert token.encode() not in path.read_bytes(), path
