"""Answers computed on vectors built in the tests, checked against shapely by hand."""
from __future__ import annotations

import base64
import json
import math
import re
import struct
import xml.etree.ElementTree as ET
import zlib

import pytest
from shapely import wkb
from shapely.geometry import box

from .wire import Vector, artifact, chat_sse, final, square, tags, text_of, upload

R = 6378137.0


def ask(agent, prompt, vectors=(), contexts=()):
    """(markup, final chunk) of one SSE turn."""
    result = chat_sse(agent, prompt, vectors=list(vectors), contexts=list(contexts))
    assert result.done
    frames = result.frames
    markup = text_of(frames)
    assert_well_formed(markup)
    return markup, final(frames)


def assert_well_formed(markup: str) -> None:
    ET.fromstring(f"<root>{markup}</root>")


def tool_data(markup: str, kind: str) -> dict:
    match = re.search(rf"<tool type=\"{kind}\" data='([^']*)'>", markup)
    assert match, markup
    return json.loads(match.group(1))


def selection(*annotations):
    return {"type": "selection", "annotations": [{"id": i, "v": v} for i, v in annotations],
            "regions": [], "suggestions": []}


def northing(latitude: float) -> float:
    return R * math.log(math.tan(math.pi / 4 + math.radians(latitude) / 2))


@pytest.fixture
def town(reference_agent):
    """Houses, trees and pools near the equator (1 map unit = 1 m)."""
    v = Vector({"c-house": "House", "c-tree": "Trees", "c-pool": "Pool"})
    v.add(1, "c-house", square(0, 0, 10), 0.9).add(2, "c-house", square(100, 0, 10), 0.8)
    v.add(10, "c-tree", square(25, 0, 2), 0.7)    # 15 m east of house 1
    v.add(11, "c-tree", square(60, 0, 2), 0.6)    # 38 m from house 2: too far
    v.add(12, "c-tree", square(95, 3, 2), 0.5)    # 3 m west of house 2
    v.add(13, "c-tree", square(3, 29, 2), 0.4)    # 19 m north of house 1
    v.add(20, "c-pool", square(0, 60, 6), 0.95).add(21, "c-pool", square(40, 60, 5), 0.85)
    return v, v.share(reference_agent)


def test_summary_counts_and_areas_per_class(reference_agent, town):
    v, shared = town
    markup, _ = ask(reference_agent, "Give me a summary", [shared])
    rows = re.findall(r'<tr><td><class id="([^"]+)">[^<]*</class></td><td>(\d+)</td><td><area value="([\d.]+)" />',
                      markup)
    assert rows == [("c-house", "2", "200"), ("c-tree", "4", "16"), ("c-pool", "2", "61")]
    assert '<area value="277" />' in markup
    assert tags(markup, "vector")[0]["id"] == v.id


def test_selection_references_exactly_the_selected_features(reference_agent, town):
    v, shared = town
    markup, _ = ask(reference_agent, "Tell me about the selected features", [shared],
                    [selection((12, v.id), (1, v.id))])
    for name in ("ref", "area", "pos", "confidence"):
        found = tags(markup, name)
        referential = [t for t in found if "id" in t]
        assert sorted(int(t["id"]) for t in referential) == [1, 12], name
        assert {t["v"] for t in referential} == {v.id}
    assert '<area value="104" />' in markup  # 100 + 4 m²
    assert '<distance value="85" />' in markup  # house 1 (x <= 10) to tree 12 (x >= 95)


def test_selection_without_annotations_says_so(reference_agent, town):
    _, shared = town
    markup, _ = ask(reference_agent, "selection", [shared], [selection()])
    assert "No annotations are selected" in markup
    assert not tags(markup, "ref")


def test_selection_of_unknown_features_is_still_referenced(reference_agent, town):
    v, shared = town
    markup, _ = ask(reference_agent, "selected", [shared], [selection((999, v.id))])
    assert [t["id"] for t in tags(markup, "ref")] == ["999"]
    assert "not in the shared vectors" in markup


def test_trees_within_20_m_of_a_house(reference_agent, town):
    v, shared = town
    markup, last = ask(reference_agent, "Show trees within 20 m of a house", [shared])
    [context] = last["contexts"]
    assert context["type"] == "data"
    key = context["artifact_id"]
    data = artifact(reference_agent, key)
    assert data["linkType"] == "distance"
    assert data["ids"] == [12, 10, 13]
    assert data["links"] == [2, 1, 1]
    assert data["linkValues"] == pytest.approx([3, 15, 19], abs=0.01)
    assert f'<tool type="highlight" data="${{{key}}}">' in markup
    assert f'<size value="${{{key}.linkValues.0}}" />' in markup
    assert "<b>3</b> are within" in markup


def test_distances_are_ground_metres_at_high_latitude(reference_agent):
    y = northing(60.0)  # one Mercator unit is half a metre on the ground
    v = Vector({"h": "houses", "t": "tree"})
    v.add(1, "h", square(0, y, 20)).add(2, "t", square(50, y, 2)).add(3, "t", square(-72, y, 2))
    markup, last = ask(reference_agent, "trees within 20 m of a house", [v.share(reference_agent)])
    data = artifact(reference_agent, last["contexts"][0]["artifact_id"])
    assert data["ids"] == [2]  # 30 map units = 15 m; tree 3 is 70 units = 35 m away
    assert data["linkValues"][0] == pytest.approx(15.0, abs=0.05)


def test_trees_prompt_without_such_classes_explains(reference_agent):
    v = Vector({"x": "Roads"}).add(1, "x", square(0, 0, 5))
    markup, last = ask(reference_agent, "trees within 20 m of a house", [v.share(reference_agent)])
    assert "class named <i>trees</i>" in markup and "Roads" in markup
    assert "contexts" not in last


def test_overlapping_buildings(reference_agent):
    v = Vector({"b": "Buildings"})
    v.add(1, "b", square(0, 0, 10)).add(2, "b", square(5, 0, 10)).add(3, "b", square(0, 0, 4))
    v.add(4, "b", square(50, 50, 10)).add(5, "b", square(60, 50, 10))  # touching only
    markup, _ = ask(reference_agent, "overlapping buildings", [v.share(reference_agent)])
    data = tool_data(markup, "highlight")
    assert data["linkType"] == "overlap"
    assert list(zip(data["ids"], data["links"], data["linkValues"])) == [(3, 1, 1.0), (1, 2, 0.5)]


def test_simple_highlight_uses_the_selection(reference_agent, town):
    v, shared = town
    markup, _ = ask(reference_agent, "highlight these", [shared], [selection((20, v.id), (2, v.id))])
    assert tool_data(markup, "highlight") == {"ids": [2, 20]}


def test_find_similar_from_the_pool_class_and_from_the_selection(reference_agent, town):
    v, shared = town
    markup, _ = ask(reference_agent, "find pools like this one", [shared])
    assert tool_data(markup, "find-similar") == {"hint": "pool", "samples": [{"id": 20, "v": v.id},
                                                                             {"id": 21, "v": v.id}]}
    markup, _ = ask(reference_agent, "find pools like this one", [shared], [selection((21, v.id))])
    assert tool_data(markup, "find-similar")["samples"] == [{"id": 21, "v": v.id}]


def test_suggested_buildings_fill_gaps_without_overlaps(reference_agent):
    v = Vector({"h": "House", "r": "Road"})
    for i, x in enumerate((0, 30, 60, 150)):
        v.add(i + 1, "h", square(x, 0, 10))
    v.add(9, "r", box(-10, -40, 170, -15))  # a road along the south side
    markup, last = ask(reference_agent, "suggest missing buildings", [v.share(reference_agent)])
    [context] = last["contexts"]
    assert context["type"] == "suggestion"
    suggestions = artifact(reference_agent, context["artifact_id"])
    assert 1 <= len(suggestions) <= 5
    existing = [f[2] for f in v.features]
    for s in suggestions:
        geom = wkb.loads(base64.b64decode(s["geometry"]))
        assert geom.area == pytest.approx(100)
        assert 0 < s["confidence"] <= 1
        assert not any(geom.intersects(e) for e in existing)
    assert len(suggestions) == 4  # between 1 and 2, 2 and 3, east of 3, west of 4
    assert f"<b>{len(suggestions)}</b> missing" in markup


def png(width: int, height: int) -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    raw = b"".join(b"\x00" + b"\x00\x00\x00" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def test_screenshot_size_is_read_from_the_png(reference_agent):
    image = upload(reference_agent, "image", {"mime": "image/png", "data": base64.b64encode(png(64, 48)).decode(),
                                              "bbox": [0, 0, 640, 480], "crs": "EPSG:3857"})
    markup, _ = ask(reference_agent, "look at my screenshot", [], [{"type": "image", "artifact_id": image}])
    assert "<b>64×48</b>" in markup
    assert '<pixels value="3072" />' in markup
    assert '<size value="10" />.' in markup  # 640 m over 64 px


def test_screenshot_without_image_asks_for_one(reference_agent):
    markup, _ = ask(reference_agent, "screenshot")
    assert tags(markup, "question")[0]["id"] == "screenshot-context"
    assert 'context="image position"' in markup


def test_viewport_counts_respect_visibility(reference_agent, town):
    v, shared = town
    position = {"type": "position", "bbox": [-1, -1, 30, 40], "crs": "EPSG:3857"}
    markup, _ = ask(reference_agent, "what do i see", [shared], [position])
    assert "<b>3</b> visible feature(s) in your viewport" in markup  # house 1, trees 10 and 13
    visibility = {"type": "visibility", "vectors": [{"id": v.id, "visible": True, "hidden_classes": ["c-tree"]}]}
    markup, _ = ask(reference_agent, "what do i see", [shared], [position, visibility])
    assert "<b>1</b> visible feature(s) in your viewport" in markup
    hidden = {"type": "visibility", "vectors": [{"id": v.id, "visible": False}]}
    markup, _ = ask(reference_agent, "viewport", [shared], [position, hidden])
    assert "<b>0</b> visible feature(s) in your viewport" in markup


def test_viewport_without_position_asks_for_contexts(reference_agent):
    markup, _ = ask(reference_agent, "what do i see?")
    assert tags(markup, "question")[0]["id"] == "viewport-context"


def test_visibility_prompt_asks_the_multi_context_question(reference_agent):
    markup, _ = ask(reference_agent, "what is my visibility?")
    options = tags(markup, "option")
    assert tags(markup, "question")[0]["id"] == "viewport-look"
    assert options[0]["context"] == "visibility position image"
    assert "context" not in options[1]


def test_plain_questions_have_no_context_requests(reference_agent):
    for prompt, qid in (("ask me a question", "proceed"), ("let me choose", "clarify")):
        markup, _ = ask(reference_agent, prompt)
        assert tags(markup, "question")[0]["id"] == qid
        assert all("context" not in o for o in tags(markup, "option"))


def test_answer_with_contexts_is_acknowledged_and_used(reference_agent, town):
    v, shared = town
    image = upload(reference_agent, "image", {"mime": "image/png", "data": base64.b64encode(png(8, 4)).decode()})
    contexts = [{"type": "visibility", "vectors": [{"id": v.id, "visible": True}]},
                {"type": "position", "bbox": [-1, -1, 30, 40], "crs": "EPSG:3857"},
                {"type": "image", "artifact_id": image}]
    answer = '<answer question="viewport-look" question-option-index="0">Here\'s the viewport data.</answer>'
    markup, _ = ask(reference_agent, answer, [shared], contexts)
    assert "option <b>1</b> of 2, <b>Allow</b>" in markup
    assert "<b>image</b>, <b>position</b>, <b>visibility</b>" in markup
    assert "<b>3</b> visible feature(s)" in markup and "<b>8×4</b>" in markup


def test_answer_in_own_words_and_missing_contexts(reference_agent):
    markup, _ = ask(reference_agent, '<answer question="clarify">Something else entirely</answer>')
    assert "in your own words" in markup and "Something else entirely" in markup
    # the body is markup: escaped text stays escaped once, chips stay chips
    markup, _ = ask(reference_agent, '<answer question="clarify">a &lt; b &amp; <ref id="3" v="x" /></answer>')
    assert '<i>a &lt; b &amp; <ref id="3" v="x" /></i>' in markup
    markup, _ = ask(reference_agent, '<answer question="viewport-context" question-option-index="0">ok</answer>')
    assert "No contexts came with your answer" in markup and "did not get it" in markup


def test_find_similar_response_is_acknowledged(reference_agent, town):
    v, shared = town
    response = ('<response type="find_similar" class-id="c-pool" request="req-7">'
                'Find Similar located 2 results belonging to class Pool.</response>')
    markup, _ = ask(reference_agent, response, [shared], [selection((20, v.id), (21, v.id))])
    assert "<b>req-7</b> located <b>2</b> annotation(s)" in markup
    assert '<class id="c-pool">Pool</class>' in markup
    assert sorted(t["id"] for t in tags(markup, "ref")) == ["20", "21"]


def resolve(data, path: str):
    for part in path.split("."):
        data = data[int(part)] if isinstance(data, list) else data[part]
    return data


def test_interpolation_placeholders_resolve_in_the_data_artifact(reference_agent, town):
    _, shared = town
    for vectors in ([shared], []):
        markup, last = ask(reference_agent, "interpolate", vectors)
        key = last["contexts"][0]["artifact_id"]
        data = artifact(reference_agent, key)
        placeholders = re.findall(r"\$\{([^}]*)\}", markup)
        assert len(placeholders) >= 2
        for placeholder in placeholders:
            first, _, path = placeholder.partition(".")
            assert first == key
            assert resolve(data, path) is not None
    markup, last = ask(reference_agent, "interpolate", [shared])
    data = artifact(reference_agent, last["contexts"][0]["artifact_id"])
    assert data["largest"] == {"id": 1, "v": shared["id"], "area": 100}
    assert data["count"] == 8


ALL_ELEMENTS = ("ref", "id", "ids", "class", "vector", "area", "pixels", "confidence", "angle", "credits", "pos",
                "size", "distance", "b", "i", "u", "sub", "super", "a", "docs", "link", "p", "quote", "code", "ol",
                "ul", "li", "table", "tr", "th", "td", "question", "header", "option")


def test_markup_demo_has_every_element(reference_agent, town):
    v, shared = town
    markup, _ = ask(reference_agent, "markup demo", [shared])
    root = ET.fromstring(f"<root>{markup}</root>")
    found = {e.tag for e in root.iter()}
    assert set(ALL_ELEMENTS) <= found
    link_types = {e.get("type") for e in root.iter("link")}
    assert len(link_types) == 14
    assert any(e.get("project") for e in root.iter("class"))
    assert {e.get("mode") for e in root.iter("pos")} >= {"centroid", "center", "circumcenter"}
    assert {e.get("mode") for e in root.iter("size")} >= {"length", "width", "thickness", "height"}
    assert {e.get("system") for e in root.iter("pos")} >= {"mercator", "latlon"}
    assert any(e.get("v") == v.id for e in root.iter("ref"))
    assert root.find("code").get("lang") == "py"
    hrefs = {e.get("href") for e in root.iter("a")}
    assert any(h.startswith("/") for h in hrefs) and any(h.startswith("https://") for h in hrefs)


def test_long_answer_is_long_and_well_formed(reference_agent):
    result = chat_sse(reference_agent, "long answer")
    markup = text_of(result.frames)
    assert len(markup) >= 200_000
    assert markup.count("<ref ") > 1000 and markup.count("<table>") > 50
    assert len(result.frames) > 300
    assert_well_formed(markup)


def test_unknown_vector_artifact_is_reported(reference_agent):
    shared = {"id": "v-x", "name": "Ghost", "source": "annotated", "classes": [], "artifact_id": "missing"}
    markup, _ = ask(reference_agent, "summary", [shared])
    assert "No vectors came with this message" in markup and "Ghost" in markup


def test_unreadable_geometries_are_reported_not_fatal(reference_agent):
    v = Vector({"h": "House"}).add(1, "h", square(0, 0, 10)).add(2, "h", square(20, 0, 10))
    data = v.artifact_data()
    data["data"]["polygons"][1] = "bm90IFdLQg=="  # "not WKB"
    shared = {"id": v.id, "name": "Broken", "source": "annotated", "classes": [{"id": "h", "name": "House"}],
              "artifact_id": upload(reference_agent, "vector", data)}
    markup, _ = ask(reference_agent, "summary", [shared])
    assert "<b>1</b> features" in markup and "unreadable geometry for ids 2" in markup
