"""Asking about what you point at, end to end: the dock, the demo project and the reference agent.

What the agent received is read at the agent (``/debug/stats``) and from the
message as the controller sent it (its vectors and contexts).
"""

from __future__ import annotations

import json
import re
import urllib.request

from qgis.core import QgsFeature, QgsGeometry, QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QApplication

from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.export import md_escape
from tests.qgis_support import wait_for


def stats(agent) -> dict:
    with urllib.request.urlopen(agent.base_url + "/debug/stats", timeout=5) as resp:  # noqa: S310 - local agent
        return json.loads(resp.read().decode("utf-8"))


def idle(plugin) -> bool:
    ctl = plugin.controller
    return not ctl.conversation.turn_active and not ctl._preparing and not ctl.conversation.queued()


def last(plugin, role):
    return [m for m in plugin.controller.conversation.messages if m.role == role][-1]


def press_enter_and_wait(plugin, widget):
    agents = len([m for m in plugin.controller.conversation.messages if m.role == C.AGENT])
    QTest.keyClick(widget, Qt.Key.Key_Return)
    wait_for(lambda: idle(plugin) and len([m for m in plugin.controller.conversation.messages
                                           if m.role == C.AGENT]) > agents, 30, "the answer")


def trees_layer():
    """A second shared layer: tree points beside the demo's polygons."""
    layer = QgsVectorLayer("Point?crs=EPSG:32632&field=kind:string", "Trees", "memory")
    features = []
    for i in range(3):
        f = QgsFeature(layer.fields())
        f.setAttributes(["oak"])
        f.setGeometry(QgsGeometry.fromWkt(f"POINT({691010 + 7 * i} 5334005)"))
        features.append(f)
    layer.dataProvider().addFeatures(features)
    QgsProject.instance().addMapLayer(layer)
    return layer


def test_the_agent_gets_refs_with_v_and_every_referenced_vector(demo, reference_agent, tmp_path):
    plugin, layer = demo
    trees = trees_layer()
    registry = plugin.integration.registry
    actions = plugin.integration.ask_actions
    house = next(f for f in layer.getFeatures() if f["class"] == "house")
    tree = next(trees.getFeatures())
    composer = plugin.dock.composer
    QTest.keyClicks(composer, "Is")
    actions.feature_action.triggerForFeature(layer, house)
    QTest.keyClicks(composer, "< 20 m & near")
    actions.feature_action.triggerForFeature(trees, tree)
    QTest.keyClicks(composer, "?")
    v_house, v_tree = registry.vector_id(layer), registry.vector_id(trees)
    expected = (f'Is <ref id="{house.id()}" v="{v_house}" /> &lt; 20 m &amp; near '
                f'<ref id="{tree.id()}" v="{v_tree}" /> ?')
    assert composer.markup() == expected
    press_enter_and_wait(plugin, composer)
    assert stats(reference_agent)["contents"][-1] == expected[:200]
    sent = last(plugin, C.USER)
    assert sent.content == expected and sent.status == C.SENT
    assert {v_house, v_tree} <= {v["id"] for v in sent.vectors}
    # the user's own message is rendered with live chips
    card = plugin.dock.conversation.card_for(sent)
    links = [a for a in card.body.anchors() if a.startswith("geosense://ref")]
    assert len(links) == 2
    assert f"id={tree.id()}" in links[1] and f"v={v_tree}" in links[1]
    text = " ".join(card.body.toPlainText().replace("\xa0", " ").split())
    assert f"House {house.id()}" in text and f"Trees {tree.id()}" in text and "< 20 m & near" in text
    card.body.activate_anchor(links[1])
    assert trees.selectedFeatureIds() == [tree.id()]
    # an export shows the user's message as it reads, not its markup
    plugin.dock.export_to(str(tmp_path / "chat.md"), "markdown")
    exported = " ".join((tmp_path / "chat.md").read_text(encoding="utf-8").replace("\xa0", " ").split())
    # escaped for Markdown, so a viewer shows exactly these characters
    assert md_escape(f"Is House {house.id()} < 20 m & near Trees {tree.id()} ?") in exported


def test_and_n_more_sends_the_whole_selection(demo):
    plugin, layer = demo
    features = list(layer.getFeatures())
    QTest.keyClicks(plugin.dock.composer, "Tell me about the selected ")
    plugin.integration.ask_actions.features_action.triggerForFeatures(layer, features)
    assert plugin.dock.composer.chips()[-1].kind == "more"
    press_enter_and_wait(plugin, plugin.dock.composer)
    sent = last(plugin, C.USER)
    [selection] = [c for c in sent.contexts if c["type"] == "selection"]
    assert sorted(a["id"] for a in selection["annotations"]) == sorted(f.id() for f in features)
    assert f"You selected <b>{len(features)}</b> annotation(s)" in last(plugin, C.AGENT).content


def test_free_text_reply_to_an_open_question_is_an_answer(demo, reference_agent):
    plugin, _layer = demo
    dock = plugin.dock
    QTest.keyClicks(dock.composer, "a question please")
    press_enter_and_wait(plugin, dock.composer)
    question = last(plugin, C.AGENT)
    assert '<question id="proceed"' in question.content
    assert dock.reply_bar.isVisibleTo(dock) and "Would you like to proceed?" in dock.reply_label.text()
    QTest.keyClicks(dock.composer, "only if it is <cheap> & quick")
    press_enter_and_wait(plugin, dock.composer)
    expected = '<answer question="proceed">only if it is &lt;cheap&gt; &amp; quick</answer>'
    assert last(plugin, C.USER).content == expected
    assert stats(reference_agent)["contents"][-1] == expected
    assert "in your own words" in last(plugin, C.AGENT).content
    assert not dock.reply_bar.isVisibleTo(dock)
    # a new question, but the user chooses to write a new message instead
    QTest.keyClicks(dock.composer, "another question")
    press_enter_and_wait(plugin, dock.composer)
    assert dock.reply_bar.isVisibleTo(dock)
    dock.reply_dismiss.click()
    assert not dock.reply_bar.isVisibleTo(dock)
    QTest.keyClicks(dock.composer, "give me a summary")
    press_enter_and_wait(plugin, dock.composer)
    assert last(plugin, C.USER).content == "give me a summary"


def test_keyboard_only_tab_to_an_option_and_enter_answers(demo):
    plugin, _layer = demo
    dock = plugin.dock
    plugin.focus_action.trigger()
    wait_for(lambda: QApplication.focusWidget() is dock.composer, 5, "the composer to have the focus")
    QTest.keyClicks(dock.composer, "a question please")
    press_enter_and_wait(plugin, dock.composer)
    question = last(plugin, C.AGENT)
    body = dock.conversation.card_for(question).body
    # Tab leaves the composer (it does not insert a tab), then moves through the answer's links
    QTest.keyClick(dock.composer, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not dock.composer and "\t" not in dock.composer.toPlainText()
    body.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(body, Qt.Key.Key_Tab)
    assert body.textCursor().selectedText().strip("\xa0 ") == "Yes"
    press_enter_and_wait(plugin, body)
    sent = last(plugin, C.USER)
    assert re.fullmatch(r'<answer question="proceed" question-option-index="0">.*</answer>', sent.content)
