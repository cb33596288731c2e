"""The sharing policy: an administrator's lock blocks a screenshot and says why; confirmations."""

from __future__ import annotations

import json
import urllib.request

import pytest
from qgis.core import QgsField, QgsProject, QgsSettings
from qgis.PyQt.QtWidgets import QMessageBox

from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.sent_record import SentRecord
from geosense.geosense_dock.map.compat import FIELD_STRING
from geosense.geosense_dock.policy import load_policy, save_policy
from geosense.geosense_dock.ui.policy_box import PolicyBox
from geosense.geosense_dock.ui.sharing_gate import DIALOG_NAME
from tests.qgis_support import DialogAnswerer, wait_for

REASON = "Screenshots of client data must not leave the network."


def received(agent):
    with urllib.request.urlopen(agent.base_url + "/debug/received", timeout=5) as resp:  # noqa: S310 - local agent
        return json.loads(resp.read().decode("utf-8"))


@pytest.fixture
def global_settings(tmp_path):
    """Writes QGIS's global settings file (as an administrator would) and restores the previous one."""
    previous = QgsSettings.globalSettingsPath()

    def write(lines):
        path = tmp_path / "qgis_global_settings.ini"
        path.write_text("[geosense]\n" + "\n".join(lines) + "\n", encoding="utf-8")
        QgsSettings.setGlobalSettingsPath(str(path))
        return path

    yield write
    # QGIS cannot go back to "no global settings": an empty file has the same effect
    path = tmp_path / "qgis_global_settings.ini"
    path.write_text("", encoding="utf-8")
    if not (previous and QgsSettings.setGlobalSettingsPath(previous)):
        QgsSettings.setGlobalSettingsPath(str(path))


def test_a_locked_policy_wins_over_the_profile_and_is_shown_locked(global_settings):
    global_settings(["sharing\\screenshot=never", "sharing\\attributes=height",
                     "sharing\\locked=screenshot", f"sharing\\lock_reason={REASON}"])
    QgsSettings().setValue("geosense/sharing/screenshot", "allow")  # the user (or a script) tries
    QgsSettings().setValue("geosense/sharing/attributes", "name, owner")
    policy = load_policy()
    assert policy.screenshot == "never" and policy.is_locked("screenshot") and policy.lock_reason == REASON
    assert policy.attributes == ("name", "owner")  # not locked: the profile's value
    box = PolicyBox(policy)
    assert not box.screenshot.isEnabled() and box.attributes.isEnabled()
    assert REASON in box.lock_labels["screenshot"].text()
    box.screenshot.setCurrentIndex(box.screenshot.findData("allow"))
    box.attributes.setText("name")
    save_policy(box.values())
    again = load_policy()
    assert again.screenshot == "never" and again.attributes == ("name",)


def test_a_locked_policy_blocks_the_screenshot_and_says_why(demo, global_settings, reference_agent):
    plugin, layer = demo
    global_settings(["sharing\\screenshot=never", "sharing\\locked=screenshot", f"sharing\\lock_reason={REASON}"])
    plugin.integration.chips.request("image")
    before = len(received(reference_agent))
    msg = plugin.dock.send("Tell me about the map")
    wait_for(lambda: msg.sent, 60, "the message sent")
    record = SentRecord.from_dict(msg.sent)
    assert not record.items_of("image")
    arrived = received(reference_agent)[before:]
    assert not [e for e in arrived if e["kind"] == "artifact" and e["type"] == "image"]
    assert not [c for c in arrived[-1]["body"].get("contexts", []) if c["type"] == "image"]
    notices = [m.content for m in plugin.controller.conversation.messages if m.role == C.NOTICE]
    assert any("No screenshot was sent" in n and REASON in n for n in notices), notices


def test_confirmations_for_a_screenshot_and_a_first_shared_layer(demo, reference_agent):
    plugin, layer = demo
    QgsSettings().setValue("geosense/sharing/screenshot", "confirm")
    QgsSettings().setValue("geosense/sharing/confirm_new_layer", True)
    ground = QgsProject.instance().mapLayersByName("Ground")[0]
    registry = plugin.integration.registry
    registry.set_shared(layer, True)
    registry.set_shared(ground, True)
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    answers = DialogAnswerer(DIALOG_NAME, [no, yes, no])  # screenshot: no; Ground: yes; Annotations: no
    try:
        plugin.integration.chips.request("image")
        first = plugin.dock.send("What is on the map?")
        wait_for(lambda: first.sent, 60, "the first message sent")
    finally:
        answers.stop()
    assert len(answers.questions) == 3 and "screenshot" in answers.questions[0]
    record = SentRecord.from_dict(first.sent)
    assert not record.items_of("image")
    sent_layers = [i.details["name"] for i in record.items_of("layer")]
    declined = next(n for n in ("Annotations", "Ground") if n not in sent_layers)
    assert len(sent_layers) == 1 and declined in answers.questions[2]
    wait_for(lambda: not plugin.controller.conversation.turn_active, 60, "the answer")
    # the next message: only the declined layer is asked about again
    answers = DialogAnswerer(DIALOG_NAME, [yes])
    try:
        second = plugin.dock.send("And now?")
        wait_for(lambda: second.sent, 60, "the second message sent")
    finally:
        answers.stop()
    assert len(answers.questions) == 1 and declined in answers.questions[0]
    assert sorted(i.details["name"] for i in SentRecord.from_dict(second.sent).items_of("layer")) == [
        "Annotations", "Ground"]


def test_allowed_attributes_go_along_and_are_listed(demo, reference_agent):
    plugin, layer = demo
    field = "note"
    assert layer.startEditing()
    assert layer.addAttribute(QgsField(field, FIELD_STRING))
    index = layer.fields().lookupField(field)
    for feature in layer.getFeatures():
        layer.changeAttributeValue(feature.id(), index, f"note {feature.id()}")
    assert layer.commitChanges()
    unsent = next(n for n in layer.fields().names() if n == "class")  # always on the wire as the class
    QgsSettings().setValue("geosense/sharing/attributes", f"{field}, {unsent}, missing")
    msg = plugin.dock.send("Tell me about the layer")
    wait_for(lambda: msg.sent, 60, "the message sent")
    item = next(i for i in SentRecord.from_dict(msg.sent).items_of("layer") if i.details["name"] == "Annotations")
    assert field in item.details["attributes"]
    with urllib.request.urlopen(f"{reference_agent.base_url}/api/artifacts/{item.artifact_id}",  # noqa: S310
                                timeout=5) as resp:
        data = json.loads(resp.read().decode("utf-8"))["artifact_data"]["data"]
    assert list(data["attributes"]) == [field] and len(data["attributes"][field]) == len(data["ids"])
    assert all(v.startswith("note ") for v in data["attributes"][field])


def test_a_locked_item_without_a_value_is_held_at_its_strictest(global_settings):
    """The administrator locked the items but gave them no value: they are held at their strictest (not at the
    permissive defaults, which the lock would then keep the user from tightening)."""
    global_settings(["sharing\\locked=screenshot, confirm_new_layer, attributes"])
    QgsSettings().setValue("geosense/sharing/screenshot", "allow")
    QgsSettings().setValue("geosense/sharing/attributes", "owner")
    policy = load_policy()
    assert policy.screenshot == "never" and policy.confirm_new_layer and policy.attributes == ()


def test_a_lock_is_read_in_any_case_and_its_reason_as_written(global_settings):
    reason = "Client data, screenshots and names stay here, by contract."
    global_settings(["sharing\\screenshot=never", "sharing\\attributes=",
                     "sharing\\locked=Screenshot, ATTRIBUTES", f"sharing\\lock_reason={reason}"])
    QgsSettings().setValue("geosense/sharing/screenshot", "allow")
    QgsSettings().setValue("geosense/sharing/attributes", "ssn, owner")
    policy = load_policy()
    assert policy.is_locked("screenshot") and policy.is_locked("attributes")
    assert policy.screenshot == "never" and policy.attributes == ()
    assert policy.lock_reason == reason
    box = PolicyBox(policy)
    assert reason in box.lock_labels["attributes"].text()


def test_an_unknown_locked_item_locks_everything_and_is_shown(global_settings):
    global_settings(["sharing\\confirm_new_layer=true", "sharing\\locked=Filters"])
    QgsSettings().setValue("geosense/sharing/attributes", "ssn")
    QgsSettings().setValue("geosense/sharing/confirm_new_layer", False)
    policy = load_policy()
    assert all(policy.is_locked(item) for item in ("attributes", "screenshot", "confirm_new_layer"))
    assert policy.unknown_locked == ("filters",)
    assert policy.attributes == () and policy.confirm_new_layer is True
    box = PolicyBox(policy)
    assert box.unknown_label is not None and "filters" in box.unknown_label.text()
    assert not box.attributes.isEnabled() and not box.confirm_layer.isEnabled()


def fill_field(layer, name, value_of):
    """A text field ``name`` on ``layer`` with ``value_of(feature)`` in every feature, committed."""
    assert layer.startEditing()
    assert layer.addAttribute(QgsField(name, FIELD_STRING))
    index = layer.fields().lookupField(name)
    for feature in layer.getFeatures():
        layer.changeAttributeValue(feature.id(), index, value_of(feature))
    assert layer.commitChanges()


def held(agent, artifact_id):
    with urllib.request.urlopen(f"{agent.base_url}/api/artifacts/{artifact_id}", timeout=5) as resp:  # noqa: S310
        return json.loads(resp.read().decode("utf-8"))["artifact_data"]


def notices(plugin):
    return [m.content for m in plugin.controller.conversation.messages if m.role == C.NOTICE]


def test_a_locked_allow_list_keeps_the_values_of_a_class_field_here(demo, global_settings, reference_agent):
    """A field whose values would go as classes (a chosen class field, or a categorised renderer's)
    is a field like any other: under a locked allow-list without it, no class goes and it is said."""
    plugin, layer = demo
    ground = QgsProject.instance().mapLayersByName("Ground")[0]
    registry = plugin.integration.registry
    registry.set_shared(ground, True)
    fill_field(layer, "ssn", lambda f: f"123-45-{f.id():04d}")
    fill_field(ground, "owner", lambda f: f"Owner {f.id()}")
    registry.set_class_field(layer, "ssn")  # the layer's saved class-field property
    from qgis.core import QgsCategorizedSymbolRenderer, QgsRendererCategory, QgsSymbol

    owners = sorted({f["owner"] for f in ground.getFeatures()})
    ground.setRenderer(QgsCategorizedSymbolRenderer("owner", [
        QgsRendererCategory(o, QgsSymbol.defaultSymbol(ground.geometryType()), o) for o in owners]))
    assert registry.class_scheme(layer).classes and registry.class_scheme(ground).classes
    global_settings(["sharing\\attributes=", "sharing\\locked=attributes", f"sharing\\lock_reason={REASON}"])
    before = len(received(reference_agent))
    msg = plugin.dock.send("Tell me about the layers")
    wait_for(lambda: msg.sent, 60, "the message sent")
    arrived = received(reference_agent)[before:]
    sent_text = json.dumps(arrived)
    assert "123-45-" not in sent_text and "Owner " not in sent_text  # no value, in no artifact or frame
    body = arrived[-1]["body"]
    assert all(v["classes"] == [] for v in body["vectors"])
    record = SentRecord.from_dict(msg.sent)
    for item, field_name in ((next(i for i in record.items_of("layer") if i.details["name"] == name), f)
                             for name, f in (("Annotations", "ssn"), ("Ground", "owner"))):
        data = held(reference_agent, item.artifact_id)
        assert data["classes"] == {} and set(data["data"]["class_ids"]) == {None}
        assert item.details["classes_left_out"] == [field_name]
        assert "class" not in item.details["attributes"] and field_name not in item.details["attributes"]
    said = notices(plugin)
    for name, field_name in (("Annotations", "ssn"), ("Ground", "owner")):
        assert any(f"classes of the layer “{name}” were not sent" in n and field_name in n and REASON in n
                   for n in said), said
    card = plugin.dock.conversation.card_for(msg)
    assert "no classes, the field ssn may not be sent" in card.sent_box.body.text()
    wait_for(lambda: not plugin.controller.conversation.turn_active, 60, "the answer")

    # allowed by name: the classes go, and the record names the field among the attributes
    global_settings(["sharing\\attributes=ssn, owner", "sharing\\locked=attributes"])
    again = plugin.dock.send("And now?")
    wait_for(lambda: again.sent, 60, "the second message sent")
    record = SentRecord.from_dict(again.sent)
    for name, field_name in (("Annotations", "ssn"), ("Ground", "owner")):
        item = next(i for i in record.items_of("layer") if i.details["name"] == name)
        assert item.details["class_fields"] == [field_name] and field_name in item.details["attributes"]
        assert "class" in item.details["attributes"] and "classes_left_out" not in item.details
        assert held(reference_agent, item.artifact_id)["classes"]
    assert "ssn (as classes)" in plugin.dock.conversation.card_for(again).sent_box.body.text()


def test_an_unlocked_policy_sends_the_classes_and_names_their_field(demo, reference_agent):
    plugin, layer = demo  # the demo's categorised renderer on the field "class"
    msg = plugin.dock.send("Tell me about the layer")
    wait_for(lambda: msg.sent, 60, "the message sent")
    item = next(i for i in SentRecord.from_dict(msg.sent).items_of("layer") if i.details["name"] == "Annotations")
    assert item.details["class_fields"] == ["class"] and item.details["classes"] == 3


def test_a_filter_is_listed_with_its_text(demo, reference_agent):
    plugin, layer = demo
    assert layer.setSubsetString("\"class\" <> 'pool' AND \"confidence\" > 0.1")
    msg = plugin.dock.send("What is visible?")
    wait_for(lambda: msg.sent, 60, "the message sent")
    record = SentRecord.from_dict(msg.sent)
    visibility = record.items_of("visibility")[0]
    assert visibility.details["filter_texts"] == [["Annotations", layer.subsetString()]]
    sent = next(c for c in record.contexts if c["type"] == "visibility")
    assert [v["filter"] for v in sent["vectors"] if v.get("filter")] == [layer.subsetString()]
    text = plugin.dock.conversation.card_for(msg).sent_box.body.text()
    assert f"Annotations “{layer.subsetString()}”" in text


def test_a_confirmation_is_the_users_and_follows_the_data_source(demo, reference_agent, tmp_path):
    """A project that lists a layer as confirmed is not believed; a layer whose data source changed is
    asked about again; a confirmation is kept in the user's settings, keyed by the data source."""
    plugin, layer = demo
    project = QgsProject.instance()
    QgsSettings().setValue("geosense/sharing/confirm_new_layer", True)
    ground = project.mapLayersByName("Ground")[0]
    plugin.integration.registry.set_shared(ground, False)
    # a crafted project claims the layer was confirmed (as earlier versions kept it)
    project.writeEntry("GeoSense", "sharing/confirmed_layers", [layer.id()])
    crafted = str(tmp_path / "crafted.qgs")
    assert project.write(crafted)
    assert project.read(crafted)
    layer = project.mapLayersByName("Annotations")[0]
    plugin.integration.references.ask = lambda text: pytest.fail(f"unexpected question: {text}")
    yes = QMessageBox.StandardButton.Yes
    answers = DialogAnswerer(DIALOG_NAME, [yes])
    try:
        first = plugin.dock.send("What is on the map?")
        wait_for(lambda: first.sent, 60, "the first message sent")
    finally:
        answers.stop()
    assert len(answers.questions) == 1 and "Annotations" in answers.questions[0]
    wait_for(lambda: not plugin.controller.conversation.turn_active, 60, "the answer")
    entry, _ok = project.readListEntry("GeoSense", "sharing/confirmed_layers", [])
    assert list(entry) == [layer.id()]  # not written by the plugin (the crafted entry as it was)
    assert [k for k in QgsSettings().allKeys() if k.startswith("geosense/sharing/confirmed/")]

    # confirmed: not asked again for the same source
    second = plugin.dock.send("And now?")
    wait_for(lambda: second.sent, 60, "the second message sent")
    wait_for(lambda: not plugin.controller.conversation.turn_active, 60, "the answer")

    # the same layer (same id) now reads another file: asked again
    import shutil

    source = layer.source().split("|")[0]
    copy = str(tmp_path / "other.gpkg")
    shutil.copy(source, copy)
    layer.setDataSource(layer.source().replace(source, copy), layer.name(), "ogr")
    assert layer.isValid() and copy in layer.source()
    answers = DialogAnswerer(DIALOG_NAME, [QMessageBox.StandardButton.No])
    try:
        third = plugin.dock.send("And the other file?")
        wait_for(lambda: third.sent, 60, "the third message sent")
    finally:
        answers.stop()
    assert len(answers.questions) == 1 and "Annotations" in answers.questions[0]
    assert not SentRecord.from_dict(third.sent).items_of("layer")


def test_classes_from_an_expression_go_only_when_every_field_it_reads_may(demo, global_settings, reference_agent):
    plugin, layer = demo
    from qgis.core import QgsCategorizedSymbolRenderer, QgsRendererCategory, QgsSymbol

    fill_field(layer, "owner", lambda f: f"Owner {f.id() % 3}")
    expression = "\"owner\" || ' / ' || \"class\""
    values = sorted({f"{f['owner']} / {f['class']}" for f in layer.getFeatures()})
    layer.setRenderer(QgsCategorizedSymbolRenderer(expression, [
        QgsRendererCategory(v, QgsSymbol.defaultSymbol(layer.geometryType()), v) for v in values]))
    registry = plugin.integration.registry
    assert registry.class_scheme(layer).is_expression and registry.class_scheme(layer).classes
    global_settings(["sharing\\attributes=class", "sharing\\locked=attributes"])
    before = len(received(reference_agent))
    msg = plugin.dock.send("Tell me about the layer")
    wait_for(lambda: msg.sent, 60, "the message sent")
    item = next(i for i in SentRecord.from_dict(msg.sent).items_of("layer") if i.details["name"] == "Annotations")
    assert item.details["classes_left_out"] == ["owner"]  # "class" is allowed, "owner" is not
    assert "Owner " not in json.dumps(received(reference_agent)[before:])
    wait_for(lambda: not plugin.controller.conversation.turn_active, 60, "the answer")
    global_settings(["sharing\\attributes=class, owner", "sharing\\locked=attributes"])
    again = plugin.dock.send("And now?")
    wait_for(lambda: again.sent, 60, "the second message sent")
    item = next(i for i in SentRecord.from_dict(again.sent).items_of("layer") if i.details["name"] == "Annotations")
    assert item.details["class_fields"] == ["class", "owner"] and item.details["classes"] == len(values)


def fill_typed_field(layer, name, field_type, value_of):
    assert layer.startEditing()
    assert layer.addAttribute(QgsField(name, field_type))
    index = layer.fields().lookupField(name)
    for feature in layer.getFeatures():
        layer.changeAttributeValue(feature.id(), index, value_of(feature))
    assert layer.commitChanges()


def test_id_and_confidence_fields_are_fields_like_any_other(demo, global_settings, reference_agent):
    """The chosen id and confidence fields are named in the record; under a locked allow-list that does
    not list them their values stay here (QGIS feature ids and 1.0 go instead, and it is said), and the
    agent's references to those feature ids still find the right features."""
    import re

    from geosense.geosense_dock.map.compat import FIELD_DOUBLE, FIELD_LONG

    plugin, layer = demo
    integration = plugin.integration
    registry = integration.registry
    fill_typed_field(layer, "ann_no", FIELD_LONG, lambda f: 7000 + f.id())
    fill_typed_field(layer, "score", FIELD_DOUBLE, lambda f: 0.25 + (f.id() % 3) * 0.125)
    registry.set_annotation_ids_field(layer, "ann_no")
    registry.set_confidence_field(layer, "score")
    vector_id = registry.vector_id(layer)
    fids = sorted(f.id() for f in layer.getFeatures())

    # unlocked: the values go, and the record names both fields with the role their values went in
    msg = plugin.dock.send("Tell me about the layer")
    wait_for(lambda: msg.sent, 60, "the message sent")
    item = next(i for i in SentRecord.from_dict(msg.sent).items_of("layer") if i.details["name"] == "Annotations")
    assert item.details["id_field"] == "ann_no" and item.details["confidence_field"] == "score"
    assert {"ann_no", "score"} <= set(item.details["attributes"])
    data = held(reference_agent, item.artifact_id)["data"]
    assert sorted(data["ids"]) == [7000 + f for f in fids]
    assert set(data["confidences"]) == {0.25, 0.375, 0.5}
    def record_text(message) -> str:
        card = plugin.dock.conversation.card_for(message)
        return card.sent_box.body.text() if card is not None and card.sent_box is not None else ""

    # the card shows the record once it has it (a passing of the event loop after msg.sent)
    wait_for(lambda: "ann_no (as ids)" in record_text(msg) and "score (as confidences)" in record_text(msg), 30,
             "the record in the card")
    wait_for(lambda: not plugin.controller.conversation.turn_active, 60, "the answer")

    # locked, neither listed: feature ids and 1.0 go; the record and the conversation say so
    global_settings(["sharing\\attributes=", "sharing\\locked=attributes", f"sharing\\lock_reason={REASON}"])
    chosen = fids[1:3]
    layer.selectByIds(chosen)
    before = len(received(reference_agent))
    answer = ask_and_wait(plugin, "Tell me about the selected features")
    sent = [m for m in plugin.controller.conversation.messages if m.role == C.USER][-1]
    arrived = received(reference_agent)[before:]
    item = next(i for i in SentRecord.from_dict(sent.sent).items_of("layer") if i.details["name"] == "Annotations")
    data = held(reference_agent, item.artifact_id)["data"]
    assert sorted(data["ids"]) == fids and set(data["confidences"]) == {1.0}
    assert "7001" not in json.dumps(arrived) and "0.375" not in json.dumps(arrived)
    assert item.details["ids_left_out"] == "ann_no" and item.details["confidences_left_out"] == "score"
    assert "id_field" not in item.details and "confidence_field" not in item.details
    assert "ann_no" not in item.details["attributes"] and "score" not in item.details["attributes"]
    selection = next(c for c in sent.contexts if c["type"] == "selection")
    assert sorted(a["id"] for a in selection["annotations"]) == chosen
    said = notices(plugin)
    assert any("annotation ids of the layer “Annotations” were sent as QGIS feature ids" in n and "ann_no" in n
               and REASON in n for n in said), said
    assert any("confidences of the layer “Annotations” were not sent" in n and "score" in n for n in said), said
    wait_for(lambda: "QGIS feature ids as the ids, the field ann_no may not be sent" in record_text(sent)
             and "confidence 1.0, the field score may not be sent" in record_text(sent), 30, "the record in the card")

    # the agent's references (feature ids) resolve to the selected features, and a click selects the right one
    refs = sorted({int(i) for i, v in re.findall(r'<ref id="(\d+)" v="([^"]+)"', answer.content) if v == vector_id})
    assert refs == chosen, answer.content
    for fid in chosen:
        info = integration.resolver.annotation(fid, vector_id)
        assert info.id == fid and registry.feature_for(layer, fid).id() == fid
        assert info.confidence == 1.0 or info.confidence is None
    card = plugin.dock.conversation.card_for(answer)
    link = next(a for a in card.body.anchors() if a.startswith("geosense://ref") and f"id={chosen[1]}" in a)
    layer.removeSelection()
    card.body.activate_anchor(link)
    assert layer.selectedFeatureIds() == [chosen[1]]

    # allowed by name: the values go again
    global_settings(["sharing\\attributes=ann_no, score", "sharing\\locked=attributes"])
    layer.removeSelection()
    again = plugin.dock.send("And now?")
    wait_for(lambda: again.sent, 60, "the third message sent")
    item = next(i for i in SentRecord.from_dict(again.sent).items_of("layer") if i.details["name"] == "Annotations")
    assert item.details["id_field"] == "ann_no" and "ids_left_out" not in item.details
    assert sorted(held(reference_agent, item.artifact_id)["data"]["ids"]) == [7000 + f for f in fids]
    assert registry.feature_for(layer, 7000 + chosen[0]).id() == chosen[0]


def ask_and_wait(plugin, text):
    ctl = plugin.controller
    before = len([m for m in ctl.conversation.messages if m.role == C.AGENT])
    plugin.dock.send(text)
    wait_for(lambda: len([m for m in ctl.conversation.messages if m.role == C.AGENT]) > before
             and not ctl.conversation.turn_active and not ctl._preparing, 60, f"answer to {text!r}")
    return [m for m in ctl.conversation.messages if m.role == C.AGENT][-1]
