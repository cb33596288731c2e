"""Typed parsing of highlight / find-similar payloads and attribute formatting."""

from __future__ import annotations

import json

import pytest

from geosense.geosense_dock.core import tools as T


def test_simple_highlight_from_json_text():
    data = T.parse_highlight('{"ids": [102, 103, "104", 201.0]}')
    assert data.ids == (102, 103, 104, 201)
    assert not data.is_linked and data.link_type is None
    assert data.warnings == ()


def test_distance_highlight_from_spec_example():
    data = T.parse_highlight(
        {
            "ids": [102, 103, 104, 201, 542],
            "links": [23, 23, 23, 51, 229],
            "linkValues": [4.3, 5.6, 5.8, 11.2, 18.9],
            "linkType": "distance",
        }
    )
    assert data.is_linked and data.link_type == "distance"
    assert data.links == (23, 23, 23, 51, 229)
    assert data.link_values == (4.3, 5.6, 5.8, 11.2, 18.9)
    assert data.all_ids() == [102, 103, 104, 201, 542, 23, 51, 229]


def test_overlap_without_values_and_extra_attributes():
    data = T.parse_highlight(
        {
            "ids": [1, 2],
            "links": [3, 4],
            "linkType": "Overlap",
            "areas": [12.5, 20000],
            "owner": "city",
            "bad": [1, 2, 3],
            "attributeHints": {"areas": "area", "owner": "smell"},
        }
    )
    assert data.link_type == "overlap" and data.link_values is None
    assert data.columns == {"areas": (12.5, 20000)}
    assert data.constants == {"owner": "city"}
    assert data.attribute_hints == {"areas": "area"}
    assert any("bad" in w for w in data.warnings)
    assert any("smell" in w for w in data.warnings)


@pytest.mark.parametrize(
    "payload, reason",
    [
        ("", "empty"),
        ("{not json", "not valid JSON"),
        ("[1, 2]", "JSON object"),
        ({}, "no 'ids'"),
        ({"ids": []}, "empty"),
        ({"ids": [1, "x"]}, "ids[1]"),
        ({"ids": [1, True]}, "ids[1]"),
        ({"ids": [1], "links": ["a"], "linkType": "distance"}, "links[0]"),
    ],
)
def test_highlight_errors(payload, reason):
    with pytest.raises(T.ToolDataError) as err:
        T.parse_highlight(payload)
    assert reason in str(err.value)


def test_recoverable_link_problems_become_warnings():
    unknown = T.parse_highlight({"ids": [1], "links": [2], "linkType": "adjacent"})
    assert not unknown.is_linked and "adjacent" in unknown.warnings[0]
    misaligned = T.parse_highlight({"ids": [1, 2], "links": [3], "linkType": "distance"})
    assert not misaligned.is_linked
    no_type = T.parse_highlight({"ids": [1], "links": [2]})
    assert not no_type.is_linked and no_type.warnings
    values = T.parse_highlight({"ids": [1, 2], "links": [3, 4], "linkType": "distance", "linkValues": [1.5]})
    assert values.is_linked and values.link_values is None and values.warnings
    partial = T.parse_highlight({"ids": [1, 2], "links": [3, 4], "linkType": "distance", "linkValues": [None, "x"]})
    assert partial.link_values == (None, None) and partial.warnings


def test_find_similar():
    data = T.parse_find_similar(json.dumps({"hint": " pool ", "samples": [{"id": 25}, {"id": 216, "v": "1234-abcd"}]}))
    assert data.hint == "pool"
    assert data.samples == (T.AnnotationTarget(25), T.AnnotationTarget(216, "1234-abcd"))
    assert T.parse_find_similar({"samples": [7]}).samples == (T.AnnotationTarget(7),)
    with pytest.raises(T.ToolDataError):
        T.parse_find_similar({})
    with pytest.raises(T.ToolDataError):
        T.parse_find_similar({"samples": [{"v": "x"}]})
    with pytest.raises(T.ToolDataError):
        T.parse_find_similar({"samples": "25"})


def test_request_id_rule():
    assert T.request_id("tool-1", "call-9", "m", 0) == "tool-1"
    assert T.request_id(None, "call-9", "m", 0) == "call-9"
    assert T.request_id(None, None, "msg-3", 2) == "msg-3:2"
    with pytest.raises(ValueError):
        T.request_id()


def test_formatting():
    assert T.format_length(4.3) == "4.3 m"
    assert T.format_length(0.25) == "0.25 m"
    assert T.format_length(250) == "250 m"
    assert T.format_length(1250) == "1.25 km"
    assert T.format_area(82.5) == "82.5 m²"
    assert T.format_area(12_000) == "1.2 ha"
    assert T.format_area(3_400_000) == "3.4 km²"
    assert T.format_percent(0.42) == "42 %"
    assert T.format_percent(0.055) == "5.5 %"
    assert T.format_attribute(12, "pixels") == "12 px"
    assert T.format_attribute(1, "credits") == "1 credit"
    assert T.format_attribute(2.5, "credits") == "2.5 credits"
    assert T.format_attribute([0, 0], "position") == "0.00000° N, 0.00000° E"
    assert T.format_attribute({"x": 1281696.0, "y": 5859910.0}, "position").startswith("46.")
    assert T.format_attribute("n/a", "length") == "n/a"
    assert T.format_attribute({"a": 1}, None) == '{"a": 1}'
    assert T.format_attribute(None, "area") == ""
    assert T.attribute_number("3.5", "area") == 3.5
    assert T.attribute_number([1, 2], "position") is None


def test_column_kind():
    assert T.column_kind([1, 2, None]) == "int"
    assert T.column_kind([1, 2.5]) == "float"
    assert T.column_kind([True, None]) == "bool"
    assert T.column_kind(["a", 1]) == "text"
    assert T.column_kind([None]) == "text"


def test_highlight_limits_refuse_a_payload_before_any_work():
    from geosense.geosense_dock.core.texts import Text

    with pytest.raises(T.ToolDataTooLarge, match="33 extra attributes; at most 32") as refused:
        T.parse_highlight({"ids": [1], **{f"k{i}": 1 for i in range(33)}})
    assert isinstance(refused.value, T.ToolDataError) and isinstance(refused.value.args[0], Text)
    payload = T.parse_highlight({"ids": [1, 1, 2], "a": [1.0, 2.0, 3.0], "b": 5, "attributeHints": {"a": "length"}})
    assert payload.distinct_ids() == 2 and payload.extra_columns_count() == 3 and payload.extra_values() == 6
    assert payload.constants == {"b": 5}  # a constant stays one value
    many = list(range(T.MAX_EXTRA_VALUES // 2 + 1))
    with pytest.raises(T.ToolDataTooLarge, match=f"{len(many) * 2} attribute values"):
        T.parse_highlight({"ids": many, "a": 1, "b": 2})
    assert T.parse_highlight({"ids": many}).extra_values() == 0  # no extra attributes: no limit on ids here
    with pytest.raises(T.ToolDataTooLarge, match="characters"):
        T.check_extra_text(T.MAX_EXTRA_TEXT + 1)
