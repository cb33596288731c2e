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
    plugin.extensions[0].chips.request("image")
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
    registry = plugin.extensions[0].registry
    registry.set_shared(layer, True)
    registry.set_shared(ground, True)
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    answers = DialogAnswerer(DIALOG_NAME, [no, yes, no])  # screenshot: no; Ground: yes; Annotations: no
    try:
        plugin.extensions[0].chips.request("image")
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
