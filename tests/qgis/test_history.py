"""The conversation kept with the project, new conversations, export, and the welcome panel.

Real QGIS project files, the real dock, the real reference agent.
"""

from __future__ import annotations

import logging
import zipfile

import pytest
from qgis.core import QgsNetworkAccessManager, QgsNetworkRequestParameters, QgsProject, QgsSettings
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest

from geosense import classFactory
from geosense.geosense_dock import history
from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.export import md_escape
from geosense.geosense_dock.ui import welcome_fetch as welcome_module
from tests.qgis_support import wait_for


@pytest.fixture
def dock_for(desktop_iface, qgis_new_project):
    loaded = []

    def load(base_url: str, transport: str = "websocket", wait: bool = True):
        QgsSettings().setValue("geosense/base_url", base_url)
        QgsSettings().setValue("geosense/transport", transport)
        plugin = classFactory(desktop_iface)
        plugin.initGui()
        loaded.append(plugin)
        if wait:
            wait_for(lambda: plugin.controller.connected, what="connected")
        return plugin

    yield load
    for plugin in loaded:
        plugin.unload()
    QgsProject.instance().clear()
    logging.getLogger("geosense").propagate = True  # as before the plugin installed its log handler


def idle(plugin) -> bool:
    ctl = plugin.controller
    return not ctl.conversation.turn_active and not ctl._preparing and not ctl.conversation.queued()


def ask(plugin, text: str):
    plugin.dock.composer.setPlainText(text)
    QTest.keyClick(plugin.dock.composer, Qt.Key.Key_Return)
    wait_for(lambda: idle(plugin) and plugin.controller.conversation.messages[-1].role != C.USER,
             what=f"the answer to {text!r}")
    return plugin.controller.conversation.messages[-1]


def project_xml(path) -> str:
    with zipfile.ZipFile(path) as zf:
        name = next(n for n in zf.namelist() if n.endswith(".qgs"))
        return zf.read(name).decode("utf-8")


def test_conversation_is_saved_with_the_project_and_restored_without_activity(reference_agent, dock_for, tmp_path):
    plugin = dock_for(reference_agent.base_url)
    ctl = plugin.controller
    plugin.dock.backend_tools.setChecked(True)
    analysed = ask(plugin, "activity")
    assert analysed.activity and analysed.status == C.COMPLETE
    hello = ask(plugin, "Hello")
    before = [(m.role, m.status, m.content) for m in ctl.conversation.messages]
    session = ctl.conversation.session_id
    path = tmp_path / "with-conversation.qgz"
    assert QgsProject.instance().write(str(path))
    xml = project_xml(path)
    assert "conversation" in xml and "GeoSense" in xml
    assert "simulated outage" not in xml and "vector_stats" not in xml  # activity logs are not stored
    # a new project: the conversation goes with the old one
    QgsProject.instance().clear()
    assert ctl.conversation.messages == [] and plugin.dock.conversation.cards == {}
    assert plugin.dock.welcome.isVisibleTo(plugin.dock)
    # reading the project brings the messages back, without their logs, in a fresh agent session
    assert QgsProject.instance().read(str(path))
    after = [(m.role, m.status, m.content) for m in ctl.conversation.messages]
    assert after == before
    assert all(m.activity == [] for m in ctl.conversation.messages)
    restored = [m for m in ctl.conversation.messages if m.content == analysed.content][0]
    card = plugin.dock.conversation.card_for(restored)
    assert card is not None and card.activity.isHidden() and "geocoder" in card.body.toPlainText()
    assert plugin.dock.conversation.card_for(ctl.conversation.messages[-1]).body.toPlainText().strip()
    assert not plugin.dock.welcome.isVisibleTo(plugin.dock)
    wait_for(lambda: ctl.connected and ctl.conversation.session_id not in (None, session), what="a fresh session")
    assert hello.content in [m.content for m in ctl.conversation.messages]
    # and the conversation goes on
    ask(plugin, "Hello again")
    assert ctl.conversation.messages[-1].status == C.COMPLETE


def test_a_project_saved_without_plugin_state_gives_an_empty_conversation(reference_agent, dock_for, tmp_path):
    path = tmp_path / "plain.qgz"
    assert QgsProject.instance().write(str(path))
    plugin = dock_for(reference_agent.base_url)
    ask(plugin, "Hello")
    assert QgsProject.instance().read(str(path))
    assert plugin.controller.conversation.messages == []


def test_unreadable_saved_conversation_is_logged_not_fatal(reference_agent, dock_for, tmp_path):
    plugin = dock_for(reference_agent.base_url)
    project = QgsProject.instance()
    path = tmp_path / "broken.qgz"
    assert project.write(str(path))
    project.writeEntry(history.SCOPE, history.KEY, "{not json")
    history_obj = plugin.history
    history_obj.restore()
    assert plugin.controller.conversation.messages == []
    assert history.parse('[{"role": "user", "content": "x"}]') == [{"role": "user", "content": "x"}]
    assert history.parse('{"version": 1, "messages": "nope"}') == []


def test_new_conversation_starts_a_fresh_session_at_the_agent(reference_agent, dock_for):
    plugin = dock_for(reference_agent.base_url)
    ctl = plugin.controller
    ask(plugin, "Hello")
    first = ctl.conversation.session_id
    remembered = ask(plugin, "history")
    assert "<b>3</b> message(s)" in remembered.content  # hello, its answer, this question
    QTest.mouseClick(plugin.dock.new_button, Qt.MouseButton.LeftButton)
    assert ctl.conversation.messages == [] and plugin.dock.conversation.cards == {}
    assert plugin.dock.welcome.isVisibleTo(plugin.dock)
    wait_for(lambda: ctl.connected and ctl.conversation.session_id not in (None, first), what="a new session")
    fresh = ask(plugin, "history")
    assert "<b>1</b> message(s)" in fresh.content  # the agent forgot the old conversation too


def test_export_to_markdown_and_html(reference_agent, dock_for, tmp_path, monkeypatch):
    plugin = dock_for(reference_agent.base_url)
    ask(plugin, "Hello <script>alert('x')</script> & co")
    ask(plugin, "costly analysis")
    card_msg = plugin.controller.conversation.messages[-1]
    assert card_msg.status == C.APPROVAL
    plugin.controller.answer_approval(card_msg, False)
    wait_for(lambda: idle(plugin) and plugin.controller.conversation.messages[-1].role == C.AGENT
             and plugin.controller.conversation.messages[-1].status == C.COMPLETE, what="the answer")
    md_path = tmp_path / "chat.md"
    plugin.dock.export_to(str(md_path), "markdown")
    md = md_path.read_text(encoding="utf-8")
    assert md.startswith("# GeoSense conversation")
    assert "### You" in md and "### GeoSense" in md
    # Markdown keeps what the user typed, escaped so that a viewer shows exactly these characters
    assert md_escape("Hello <script>alert('x')</script> & co") in md
    assert "Hello \\<script\\>alert('x')\\</script\\> \\& co" in md
    assert "<p>" not in md and "<b>" not in md  # answers as text, not markup
    assert "GeoSense reference agent" in md
    assert "Approval requested (this costs credits)" in md and "Answer: rejected" in md
    assert "I did not run the analysis" in md
    html_path = tmp_path / "chat.html"
    # through the menu and the file dialog, as a user would
    monkeypatch.setattr("geosense.geosense_dock.ui.dock.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(html_path.with_suffix("")), ""))
    actions = [a.text() for a in plugin.dock.export_menu.actions()]
    assert actions == ["As Markdown…", "As HTML…"]
    plugin.dock.export_html_action.trigger()
    page = html_path.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<meta charset='utf-8'>" in page
    assert "<script>" not in page and "&lt;script&gt;" in page
    assert "Answer: rejected" in page
    # answers in the message view's rich text (bold stays bold)
    assert "GeoSense reference agent" in page and ("font-weight" in page or "<b>" in page)


def test_welcome_message_and_chips_come_from_the_agent_through_qgis_network(reference_agent, dock_for):
    paths = []
    signal = QgsNetworkAccessManager.instance().requestAboutToBeCreated[QgsNetworkRequestParameters]

    def created(params):
        paths.append(params.request().url().path())

    signal.connect(created)
    plugin = dock_for(reference_agent.base_url)
    welcome = plugin.dock.welcome
    wait_for(lambda: welcome.chips, what="the chips")
    signal.disconnect(created)
    assert paths.count("/api/semantic-config") == 1
    assert welcome.chip_labels() == ["Summary", "My selection", "What do I see?", "Trees near houses",
                                     "Missing buildings", "Markup demo"]
    assert "GeoSense reference agent" in welcome.message.toPlainText()
    assert "<b>" not in welcome.message.toPlainText()  # markup rendered, not shown raw
    assert welcome.isVisibleTo(plugin.dock)
    QTest.mouseClick(welcome.chips[0], Qt.MouseButton.LeftButton)
    sent = [m for m in plugin.controller.conversation.messages if m.role == C.USER]
    assert [m.content for m in sent] == ["Give me a summary of the shared vectors"]
    assert not welcome.isVisibleTo(plugin.dock)
    wait_for(lambda: idle(plugin) and plugin.controller.conversation.messages[-1].role == C.AGENT, what="answer")
    # a new conversation shows the welcome again, with the same chips
    plugin.dock.new_button.click()
    assert welcome.isVisibleTo(plugin.dock) and len(welcome.chips) == 6


def test_without_a_semantic_config_the_dock_shows_its_own_welcome(dock_for):
    plugin = dock_for("http://127.0.0.1:9", wait=False)
    welcome = plugin.dock.welcome
    assert welcome.chips == [] and welcome.chip_area.isHidden()
    assert "Ask GeoSense about your layers" in welcome.message.toPlainText()


def test_semantic_config_is_checked():
    parse = welcome_module.parse_semantic_config
    assert parse([]) is None
    got = parse({"welcomeMessage": 3, "welcomeChips": [{"label": "A", "prompt": "a"}, {"label": ""}, "x",
                                                        {"id": 7, "label": " B ", "prompt": " b "}]})
    assert got == {"welcomeMessage": "", "welcomeChips": [{"id": "0", "label": "A", "prompt": "a"},
                                                          {"id": "7", "label": "B", "prompt": "b"}]}
