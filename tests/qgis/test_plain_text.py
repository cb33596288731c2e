"""Text from an agent or a server reaches labels, tool tips, the message bar and questions as plain text.

A hostile name (``<img src="file:///…">``, a ``<table width=3000>`` banner, a ``smb://`` link)
goes where the agent or a server can put text: a backend tool's name (the answering bar, the
activity log), the failure detail of the connection line, welcome chips, notices and the
message bar. Nothing of it may be rendered as markup, and the dock's minimum size stays sane.
"""

from __future__ import annotations

import html

from qgis.core import Qgis, QgsSettings
from qgis.gui import QgsMessageBar
from qgis.PyQt.QtCore import Qt, QTimer
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QApplication, QFormLayout, QLabel, QMessageBox, QTextBrowser, QWidget

from geosense import classFactory
from geosense.geosense_dock import plain
from geosense.geosense_dock.core.protocol import frames as F
from geosense.geosense_dock.core.protocol.transport import ConnectionState
from geosense.geosense_dock.ui.settings_dialog import SettingsDialog
from tests.qgis_support import wait_for

IMG = '<img src="file:///usr/share/icons/hicolor/48x48/apps/qgis.png">'
BANNER = "<table width=3000><tr><td><b>SECURITY ALERT</b></td></tr></table>"
LINK = '<a href="smb://attacker/share">re-login</a>'
HOSTILE = f"{IMG}{BANNER}{LINK}"


def labels_and_tips(root: QWidget):
    widgets = [root, *root.findChildren(QWidget)]
    return [w for w in widgets if isinstance(w, QLabel)], [(w, w.toolTip()) for w in widgets if w.toolTip()]


def assert_plain_everywhere(root: QWidget) -> None:
    labels, tips = labels_and_tips(root)
    assert labels
    titles = set()  # row titles QFormLayout makes from the plugin's own translated words
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if item is not None and item.widget() is not None:
                titles.add(id(item.widget()))
    for label in labels:
        if id(label) in titles:
            assert "<" not in label.text(), label.text()
        elif label.property(plain.ESCAPED_RICH):
            assert label.textFormat() == Qt.TextFormat.RichText
            assert "<img" not in label.text() and "<table" not in label.text() and "smb:" not in label.text() or \
                html.escape("<img") in label.text(), label.text()
        else:
            assert label.textFormat() == Qt.TextFormat.PlainText, (label.objectName(), label.text()[:80])
    for widget, tip in tips:
        assert "<img" not in tip and "<table" not in tip and "<a " not in tip, (type(widget).__name__, tip)


def test_agent_and_server_text_is_plain_in_every_label_tip_bar_and_question(desktop_iface, agent_factory,
                                                                             qgis_new_project):
    agent = agent_factory("--chunk-delay", "0", "--stall-seconds", "30", "--heartbeat", "0.2")
    QgsSettings().setValue("geosense/base_url", agent.base_url)
    QgsSettings().setValue("geosense/transport", "websocket")
    bar = QgsMessageBar(desktop_iface.mainWindow())
    desktop_iface.messageBar = lambda: bar  # a real QGIS message bar
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    dock, ctl = plugin.dock, plugin.controller
    integration = plugin.integration
    try:
        wait_for(lambda: ctl.connected, what="connected")
        normal_width = dock.minimumSizeHint().width()
        # a real turn that stays open; the agent's backend tool has a hostile name
        dock.composer.setPlainText("!fault:stall hello")
        QTest.keyClick(dock.composer, Qt.Key.Key_Return)
        wait_for(lambda: ctl.conversation.turn_active and any(
            m.status == "streaming" for m in ctl.conversation.messages), what="a streaming answer")
        streaming = next(m for m in ctl.conversation.messages if m.status == "streaming")
        ctl.bridge.on_frame(F.BackendToolCall(message_id=streaming.message_id, call_id="c1", tool_name=HOSTILE,
                                              status="running"))
        wait_for(lambda: IMG in dock.answering_label.text(), what="the tool name in the answering bar")
        assert dock.answering_label.textFormat() == Qt.TextFormat.PlainText  # shown as the characters it is
        assert len(dock.answering_label.text()) < 120  # and cut to one line
        ctl.stop()
        wait_for(lambda: not ctl.conversation.turn_active, what="stopped")

        # a server's failure detail on the connection line (e.g. an Upgrade: header it sent)
        ctl.bridge.on_state(ConnectionState.OFFLINE, f"WebSocket handshake rejected (Upgrade: {HOSTILE})")
        wait_for(lambda: "SECURITY ALERT" in dock.status_label.text(), what="the failure detail")
        assert dock.status_label.textFormat() == Qt.TextFormat.PlainText and IMG in dock.status_label.text()
        # welcome chips from the agent: label and prompt stay text
        ctl.welcomeChanged.emit({"welcomeMessage": "<p>hi</p>",
                                 "welcomeChips": [{"id": "x", "label": "&Delete " + IMG, "prompt": HOSTILE}]})
        QApplication.processEvents()
        # a notice quoting the server
        ctl.show_notice(f"the agent answered: {HOSTILE}", "error")
        QApplication.processEvents()
        assert dock.minimumSizeHint().width() < max(2 * normal_width, 800), dock.minimumSizeHint()

        assert_plain_everywhere(dock)
        integration.show_results()
        assert_plain_everywhere(integration.widgets.results_box)
        settings = SettingsDialog(plugin.settings, desktop_iface.mainWindow())
        settings.url.setText("ftp://" + IMG)
        settings.accept()
        assert_plain_everywhere(settings)
        settings.reject()

        # the message bar renders HTML: the text goes there escaped
        plugin.notices.tell(f"Reference not found: {HOSTILE}")
        item = bar.currentItem()
        assert item is not None
        browser = item.findChild(QTextBrowser)
        assert browser is not None and IMG in browser.toPlainText() and LINK in browser.toPlainText()
        assert "smb://" not in browser.toHtml().replace(html.escape(LINK), "")
        integration.widgets._panel_message(BANNER, Qgis.MessageLevel.Info)
        assert BANNER in bar.currentItem().findChild(QTextBrowser).toPlainText()

        # a question quoting a layer name is plain text too
        seen = []

        def answer() -> None:
            box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
            seen.append((box.textFormat(), box.text()))
            box.button(QMessageBox.StandardButton.No).click()

        QTimer.singleShot(0, answer)
        assert integration._yes_no(f"Share the layer {HOSTILE}?") is False
        assert seen == [(Qt.TextFormat.PlainText, f"Share the layer {HOSTILE}?")]
    finally:
        plugin.unload()


def test_the_settings_dialog_is_freed_once_closed(desktop_iface):
    """The Settings dialog is a child of the main window: each one opened stayed there, hidden, with the token
    typed into it (which belongs in the auth database only)."""
    from qgis.PyQt.QtCore import QCoreApplication, QEvent

    main = desktop_iface.mainWindow()
    before = set(main.findChildren(SettingsDialog))
    plugin = classFactory(desktop_iface)
    plugin.initGui()
    opened = []

    def close_it() -> None:
        for dialog in set(main.findChildren(SettingsDialog)) - before:
            if dialog.isVisible():
                opened.append(dialog)
                dialog.reject()

    closer = QTimer()
    closer.setInterval(20)
    closer.timeout.connect(close_it)
    closer.start()
    try:
        plugin.show_settings()
    finally:
        closer.stop()
        plugin.unload()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(opened) == 1
    assert set(main.findChildren(SettingsDialog)) == before


def test_tooltip_and_bar_text_show_the_characters():
    assert plain.tooltip("") == ""
    assert "&lt;img" in plain.tooltip(IMG) and "<img" not in plain.tooltip(IMG)
    assert plain.escaped("a<b>\nc") == "a&lt;b&gt;<br>c"


def test_no_widget_of_the_plugin_bypasses_the_plain_text_helpers():
    """Source scan: every QLabel is made plain (or escaped rich), every question, message-bar entry and tool
    tip with outside text goes through ``plain.py``. Every package is scanned, ``flypix/`` included;
    a ``QMessageBox(`` built without plain text fails it too."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "geosense_dock"
    problems = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel == "plain.py":
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            code = line.split("#", 1)[0]
            if "QLabel(" in code and "import" not in code:
                near = " ".join(lines[i:i + 4])
                if not any(k in line for k in ("plain.plain_label(", "plain.mark_escaped_rich(")) and \
                        "TextFormat.PlainText" not in near:
                    problems.append(f"{rel}:{i + 1}: QLabel without plain text: {line.strip()}")
            for call in ("QMessageBox.question(", "QMessageBox.information(", "QMessageBox.warning(",
                         "QMessageBox.critical(", ".pushMessage(", "QMessageBox("):
                near = " ".join(lines[i:i + 6])
                if call in code and not (call == "QMessageBox(" and "TextFormat.PlainText" in near):
                    problems.append(f"{rel}:{i + 1}: {call} bypasses plain.py")
    assert problems == []


def test_provenance_text_is_inert_when_written_and_when_read_from_a_project():
    """QGIS's Identify Results renders a field value as HTML: an excerpt or a project's entry has no < > &."""
    from geosense.geosense_dock.core import provenance as pv

    made = pv.excerpt(f"Look {HOSTILE} & more")
    assert not set("<>&") & set(made) and "img src" in made
    read = pv.Provenance.from_dict({"excerpt": HOSTILE, "backend": "<b>ws</b>", "url": "http://a/?x=1&y=<2>"})
    for text in (read.excerpt, read.backend, read.url, read.summary()):
        assert not set("<>&") & set(text), text
