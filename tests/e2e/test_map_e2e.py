"""The integrated plugin on the demo project: references, questions, tools, results, suggestions."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from qgis.core import QgsSettings
from qgis.PyQt.QtCore import Qt

from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.ui.suggestion_panel import SCOPE_CURRENT
from tests.qgis_support import wait_for

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import i18n  # noqa: E402 - the project's own extractor, from scripts/


def ask(plugin, text, kinds=None):
    ctl = plugin.controller
    before = len([m for m in ctl.conversation.messages if m.role == C.AGENT])
    ctl.send(text, kinds) if kinds is not None else plugin.dock.send(text)
    wait_for(lambda: len([m for m in ctl.conversation.messages if m.role == C.AGENT]) > before
             and not ctl.conversation.turn_active and not ctl._preparing, 30, f"answer to {text!r}")
    return [m for m in ctl.conversation.messages if m.role == C.AGENT][-1]


def anchors(plugin, message, action):
    card = plugin.dock.conversation.card_for(message)
    return [a for a in card.body.anchors() if a.startswith(f"geosense://{action}")]


def test_selection_question_references_exactly_the_selected_features(demo):
    plugin, layer = demo
    houses = [f.id() for f in layer.getFeatures() if f["class"] == "house"][:3]
    layer.selectByIds(houses)
    answer = ask(plugin, "Tell me about the selected features")
    sent = [m for m in plugin.controller.conversation.messages if m.role == C.USER][-1]
    assert [c["type"] for c in sent.contexts if c["type"] == "selection"] == ["selection"]
    vector_id = plugin.integration.registry.vector_id(layer)
    assert [v["id"] for v in sent.vectors] == [vector_id]
    refs = re.findall(r'<ref id="(\d+)" v="([^"]+)"', answer.content)
    assert sorted(int(i) for i, _ in refs) == sorted(houses)
    assert {v for _, v in refs} == {vector_id}
    # the chips are live: clicking one selects and zooms to that feature
    links = anchors(plugin, answer, "ref")
    assert len(links) >= len(houses)
    layer.removeSelection()
    card = plugin.dock.conversation.card_for(answer)
    target = int(re.search(r"id=(\d+)", links[0]).group(1))
    card.body.activate_anchor(links[0])
    assert layer.selectedFeatureIds() == [target]
    center = layer.getFeature(target).geometry().boundingBox().center()
    assert plugin.iface.mapCanvas().extent().contains(center)


def test_option_with_context_request_sends_answer_with_those_contexts(demo):
    plugin, _layer = demo
    question = ask(plugin, "What is my visibility?")
    options = anchors(plugin, question, "option")
    assert options, question.content
    card = plugin.dock.conversation.card_for(question)
    card.body.activate_anchor(options[0])
    wait_for(lambda: not plugin.controller.conversation.turn_active and not plugin.controller._preparing
             and [m for m in plugin.controller.conversation.messages if m.role == C.USER][-1].status == C.SENT,
             30, "answer sent")
    sent = [m for m in plugin.controller.conversation.messages if m.role == C.USER][-1]
    assert re.match(r'<answer question="[^"]+" question-option-index="0">', sent.content)
    assert sorted(c["type"] for c in sent.contexts) == ["image", "position", "visibility"]


def test_highlight_tool_block_shows_a_result_layer(demo):
    plugin, _layer = demo
    answer = ask(plugin, "Show trees within 20 m of a house")
    tools = anchors(plugin, answer, "tool")
    assert tools, answer.content
    integration = plugin.integration
    wait_for(lambda: "tool" in "".join(anchors(plugin, answer, "tool")) and
             all("error" not in a for a in anchors(plugin, answer, "tool")), 10, "data artifact")
    card = plugin.dock.conversation.card_for(answer)
    card.body.activate_anchor(tools[0])
    results = integration.results.results()
    assert len(results) == 1
    layers = results[0].layers()
    assert layers and sum(lyr.featureCount() for lyr in layers) > 0


def test_tool_call_frames_are_answered(demo):
    plugin, _layer = demo
    extent_before = plugin.iface.mapCanvas().extent()
    ask(plugin, "zoom to the houses")
    integration = plugin.integration
    assert integration.results.results(), "the highlight tool call made no result"
    assert plugin.iface.mapCanvas().extent() != extent_before


def test_suggestions_can_be_accepted_into_the_layer(demo):
    plugin, layer = demo
    answer = ask(plugin, "Suggest missing buildings")
    assert any(c.get("type") == "suggestion" for c in answer.contexts)
    integration = plugin.integration
    wait_for(lambda: integration.suggestion_panel.isVisibleTo(integration.results_dock)
             or integration.suggestion_panel.layer is not None, 20, "suggestion layer")
    suggestion_layer = integration.suggestion_panel.layer
    count = suggestion_layer.featureCount()
    assert count > 0
    from geosense.geosense_dock.map.accept import accept_suggestions

    before = layer.featureCount()
    outcome = accept_suggestions(suggestion_layer, layer, class_field="class", class_value="house")
    assert outcome.ok, outcome.reason
    assert layer.featureCount() == before + count
    layer.undoStack().undo()
    assert layer.featureCount() == before
    layer.rollBack()


def test_the_suggestions_title_counts_those_left(demo):
    plugin, layer = demo
    ask(plugin, "Suggest missing buildings")
    integration = plugin.integration
    wait_for(lambda: integration.suggestion_panel.layer is not None, 20, "suggestion layer")
    panel = integration.suggestion_panel
    count = panel.layer.featureCount()
    result = integration.results.results()[-1]
    assert result.title == f"Suggestions ({count})"
    assert panel.reject_scope(SCOPE_CURRENT) == 1
    listed = [panel_item.text() for panel_item in
              integration.widgets.results_panel.list.findItems("Suggestions", Qt.MatchFlag.MatchStartsWith)]
    assert result.title == f"Suggestions ({count - 1})" and listed == [result.title]
    assert panel.layer.name() == result.title and panel.title.text() == result.title
    assert result.group().name() == result.title
    layer.rollBack()


def test_find_similar_block_sends_the_response_with_a_selection(demo):
    plugin, layer = demo
    pools = [f.id() for f in layer.getFeatures() if f["class"] == "pool"][:1]
    layer.selectByIds(pools)
    answer = ask(plugin, "find pools like this one")
    tools = anchors(plugin, answer, "tool")
    assert tools, answer.content
    ctl = plugin.controller
    before = len(ctl.conversation.messages)
    plugin.dock.conversation.card_for(answer).body.activate_anchor(tools[0])
    wait_for(lambda: any(m.role == C.USER and m.content.startswith("<response")
                         for m in ctl.conversation.messages[before:]) and not ctl.conversation.turn_active
             and not ctl._preparing, 30, "find-similar response")
    response = [m for m in ctl.conversation.messages[before:] if m.role == C.USER][0]
    assert 'type="find_similar"' in response.content and "request=" in response.content
    selection = [c for c in response.contexts if c["type"] == "selection"][0]
    assert selection["annotations"]
    assert all(a["v"] == plugin.integration.registry.vector_id(layer) for a in selection["annotations"])
    # the card says the message was sent for the user by the search they started, not typed
    assert plugin.dock.conversation.card_for(response).header.accessibleName().startswith("You · Find similar")


@pytest.fixture
def in_french():
    """QGIS set to French before the demo project's plugin starts (it installs its translator then)."""
    i18n.build()
    settings = QgsSettings()
    settings.setValue("locale/overrideFlag", True)
    settings.setValue("locale/userLocale", "fr_FR")
    yield i18n.read_ts(ROOT / "i18n" / "geosense_fr.ts", include_obsolete=False)
    settings.remove("locale/overrideFlag")
    settings.remove("locale/userLocale")


def test_the_find_similar_response_goes_in_english_and_shows_in_french(in_french, demo):
    plugin, layer = demo
    assert plugin.translator is not None
    layer.selectByIds([f.id() for f in layer.getFeatures() if f["class"] == "pool"][:1])
    answer = ask(plugin, "find pools like this one")
    ctl = plugin.controller
    before = len(ctl.conversation.messages)
    plugin.dock.conversation.card_for(answer).body.activate_anchor(anchors(plugin, answer, "tool")[0])
    wait_for(lambda: any(m.role == C.USER and m.content.startswith("<response")
                         for m in ctl.conversation.messages[before:]) and not ctl.conversation.turn_active
             and not ctl._preparing, 30, "find-similar response")
    response = [m for m in ctl.conversation.messages[before:] if m.role == C.USER][0]
    found = re.search(r">Find Similar located (\d+) results? belonging to class (\w+)\.</response>", response.content)
    assert found, response.content  # the agent reads the protocol's English sentence
    count, class_name = int(found.group(1)), found.group(2)
    template = in_french[("GeoSense", "Find Similar located 1 result belonging to class {0}.")].format(class_name) \
        if count == 1 else in_french[("GeoSense", "Find Similar located {0} results belonging to class {1}.")] \
        .format(count, class_name)
    shown = plugin.dock.conversation.card_for(response).body.toPlainText()
    assert shown == template and "Find Similar" not in shown, shown


def test_copy_contexts_gives_camel_case_json_in_developer_mode(demo):
    import json

    from qgis.PyQt.QtWidgets import QApplication, QMenu

    plugin, layer = demo
    layer.selectByIds([f.id() for f in layer.getFeatures() if f["class"] == "house"][:1])
    QgsSettings().setValue("geosense/developer_mode", True)
    ask(plugin, "what is selected?", ("selection", "position", "image"))
    sent = [m for m in plugin.controller.conversation.messages if m.role == C.USER][-1]
    card = plugin.dock.conversation.card_for(sent)
    menu = QMenu()
    card.fill_menu(menu)
    [copy] = [a for a in menu.actions() if a.objectName() == "geosenseCopyContexts"]
    copy.trigger()
    text = QApplication.clipboard().text()
    pasted = json.loads(text)
    assert sorted(c["type"] for c in pasted) == ["image", "position", "selection"]
    image = [c for c in pasted if c["type"] == "image"][0]
    assert image["artifactId"] == [c for c in sent.contexts if c["type"] == "image"][0]["artifact_id"]
    assert "artifact_id" not in text


def test_a_highlight_tool_call_over_the_limits_is_refused_and_said(demo):
    plugin, _layer = demo
    answer = ask(plugin, "highlight with 40 attributes")
    # the agent got a tool_result error, and says so in its answer
    assert "failed, PAYLOAD_TOO_LARGE" in answer.content and "40 extra attributes" in answer.content
    notices = [m for m in plugin.controller.conversation.messages if m.role == C.NOTICE and m.level == "error"]
    assert any("40 extra attributes" in m.content for m in notices)
    assert plugin.integration.results.results() == []
    # within the limits the same call is shown
    answer = ask(plugin, "highlight with 3 attributes")
    assert "highlight</b>: done" in answer.content
    [result] = plugin.integration.results.results()
    [shown] = result.layers()
    assert {f["note_2"] for f in shown.getFeatures()} == {"the same note 2"}


def test_missing_buildings_accepted_with_the_preselected_class_are_drawn_and_identified(demo):
    """The demo's own workflow, as a new user does it: the "Missing buildings" chip, then accept all
    with the class the review pre-selects; the new features are drawn by the style and Identify finds one."""
    from qgis.core import QgsMapRendererParallelJob, QgsMapSettings, QgsPointXY
    from qgis.gui import QgsMapToolIdentify
    from qgis.PyQt.QtCore import QSize
    from qgis.PyQt.QtGui import QColor

    from geosense.geosense_dock.map.accept import not_drawn
    from geosense.geosense_dock.ui.suggestion_panel import SCOPE_ALL

    plugin, layer = demo
    wait_for(lambda: any(c.text() == "Missing buildings" for c in plugin.dock.welcome.chips), 20, "the agent's chips")
    next(c for c in plugin.dock.welcome.chips if c.text() == "Missing buildings").click()
    integration = plugin.integration
    panel = integration.suggestion_panel
    wait_for(lambda: panel.layer is not None and panel.layer.featureCount() > 0
             and not plugin.controller.conversation.turn_active, 30, "the suggestions in the review")
    answer = [m for m in plugin.controller.conversation.messages if m.role == C.AGENT][-1]
    assert "<class" in answer.content  # the answer names the class of its suggestions
    panel.target.setLayer(layer)
    assert panel.class_field.currentField() == "class"  # the field the style draws by
    assert panel.class_value.currentText() == "House" and panel.class_value_to_store() == "house"
    count = panel.layer.featureCount()
    before = layer.featureCount()
    assert panel.accept_scope(SCOPE_ALL)
    assert layer.featureCount() == before + count
    assert not_drawn(layer, panel.accepted_fids) == 0
    assert "not drawn" not in panel.status.text() and panel.zoom_accepted_button.isVisible()

    # drawn: the layer alone, rendered over the new features, has the style's pixels there
    new = layer.getFeature(panel.accepted_fids[0]).geometry()
    settings = QgsMapSettings()
    settings.setLayers([layer])
    settings.setDestinationCrs(layer.crs())
    settings.setExtent(new.boundingBox().buffered(1.0))
    settings.setOutputSize(QSize(64, 64))
    settings.setBackgroundColor(QColor(255, 255, 255, 0))
    job = QgsMapRendererParallelJob(settings)
    job.start()
    job.waitForFinished()
    image = job.renderedImage()
    centre = image.pixelColor(32, 32)
    assert centre.alpha() > 0, "nothing drawn where the accepted feature is"

    # identifiable: QGIS's Identify tool at the feature finds it
    canvas = plugin.iface.mapCanvas()
    canvas.setDestinationCrs(layer.crs())
    canvas.setExtent(new.boundingBox().buffered(20.0))
    canvas.refresh()
    wait_for(lambda: not canvas.isDrawing(), 20, "the canvas drawn")
    point = canvas.getCoordinateTransform().transform(QgsPointXY(new.pointOnSurface().asPoint()))
    tool = QgsMapToolIdentify(canvas)
    found = tool.identify(int(point.x()), int(point.y()), [layer], QgsMapToolIdentify.IdentifyMode.TopDownAll)
    assert any(r.mFeature.id() in panel.accepted_fids for r in found), [r.mFeature.id() for r in found]
    layer.rollBack()


def test_the_context_chips_wrap_and_never_widen_the_dock(demo):
    from qgis.PyQt.QtWidgets import QApplication, QFrame

    plugin, layer = demo
    dock, chips = plugin.dock, plugin.integration.widgets.chips
    layer.removeSelection()
    wait_for(lambda: not any("selected" in t for t in chips.labels().values()), what="no selection chip")
    QApplication.processEvents()
    narrowest = dock.minimumSizeHint().width()
    layer.selectByIds([f.id() for f in layer.getFeatures()][:3])
    wait_for(lambda: any("3 selected" in t for t in chips.labels().values()), what="the selection chip")
    QApplication.processEvents()
    chip = next(c for c in chips.findChildren(type(chips.findChild(QFrame, "geosenseChip")))
                if "3 selected" in c.label.text())
    # one chip more never adds its width to the dock's (in one row it would: the dock grew from 466 to 575 px);
    # the row wraps, and the dock is at most as wide as the widest chip asks
    assert dock.minimumSizeHint().width() - narrowest < chip.sizeHint().width() // 2
    one_line = chips.heightForWidth(10_000)
    assert chips.heightForWidth(chips.minimumSizeHint().width()) > one_line  # narrow: the chips take two lines
