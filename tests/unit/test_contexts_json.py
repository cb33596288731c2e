import json

from geosense.geosense_dock.core.contexts_json import camel, contexts_json


def test_snake_case_keys_become_camel_case_at_every_depth():
    assert camel("artifact_id") == "artifactId" and camel("hidden_classes") == "hiddenClasses"
    assert camel("type") == "type"
    text = contexts_json([{"type": "visibility", "vectors": [{"id": "v", "hidden_classes": ["c"],
                                                              "visible_ids": [1]}]},
                          {"type": "image", "artifact_id": "a1"}, "not a context"])
    assert json.loads(text) == [{"type": "visibility", "vectors": [{"id": "v", "hiddenClasses": ["c"],
                                                                    "visibleIds": [1]}]},
                                {"type": "image", "artifactId": "a1"}]
