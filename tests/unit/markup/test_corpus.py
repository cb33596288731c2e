"""Every example of the two spec documents: the parsed tree and the rendered document.

The examples are in :mod:`.spec_examples`, copied verbatim from the spec. Each
test checks the node tree and what the QTextDocument of a MessageView holds
(links, tables, lists, formats), not an HTML snapshot.
"""

from __future__ import annotations

import math

import pytest
from qgis.PyQt.QtGui import QTextCharFormat, QTextListFormat

from geosense.geosense_dock.core.markup import parse, question_options, text_content, tool_blocks

from .docview import (
    anchor_of,
    char_format_of,
    images,
    is_bold,
    is_monospace,
    lists,
    render,
    table_cells,
    tables,
    tooltip_of,
)
from .fakes import FakeResolver
from .helpers import elements, shape
from .spec_examples import ALL, DATA_CONTEXTS, FORMAT, INTERACTIONS

pytestmark = pytest.mark.usefixtures("markup_qapp")


@pytest.fixture
def resolver():
    return FakeResolver()


def view_of(markup, resolver, **kw):
    return render(markup, resolver, **kw)


# -- all examples: they parse, render, and say the same streamed --------------------------


@pytest.mark.parametrize("name", sorted(ALL))
def test_every_example_parses_renders_and_streams_alike(name, resolver):
    markup = ALL[name]
    root = parse(markup, DATA_CONTEXTS)
    assert len(root) > 0 or text_content(root).strip()
    whole = view_of(markup, resolver, data_contexts=DATA_CONTEXTS)
    assert whole.document().toPlainText().strip()
    for chunk in (1, 3, 17):
        streamed = view_of(markup, FakeResolver(), data_contexts=DATA_CONTEXTS, streamed_chunk=chunk)
        assert streamed.document().toHtml() == whole.document().toHtml(), (name, chunk)
    # only the plugin's own links
    assert all(href.startswith("geosense://") for href in whole.anchors())


# -- references ------------------------------------------------------------------------------


def test_ref(resolver):
    root = parse(FORMAT["ref"])
    assert shape(root) == [("ref", {"id": "1"}, [])]
    view = view_of(FORMAT["ref"], resolver)
    assert view.anchors() == ["geosense://ref?id=1&v=vec-a"]
    assert "House 1" in view.document().toPlainText()
    assert tooltip_of(view.document(), "House 1") == "House 1 — Layer vec-a — House"


def test_ref_with_unknown_vector_is_unresolved_with_reason(resolver):
    view = view_of(FORMAT["ref_v"], resolver)
    assert view.anchors() == []
    doc = view.document()
    assert "#2" in doc.toPlainText()
    assert "af012512-dfb5-02501295283-19ab92c90de2 has no annotation 2" in tooltip_of(doc, "#2")


def test_ref_list(resolver):
    root = parse(FORMAT["ref_list"])
    assert [(e.get("id"), e.get("v")) for e in root] == [("3", None), ("5", "1251-abc9"), ("62", None)]
    view = view_of(FORMAT["ref_list"], resolver)
    # without v, the layers named elsewhere in the message come first (PROTOCOL.md section 3)
    assert view.anchors() == ["geosense://ref?id=3&v=1251-abc9", "geosense://ref?id=5&v=1251-abc9"]
    assert view.document().toPlainText().replace("\xa0", " ").strip() == "House 3 ,  House 5 ,  #62"
    assert "annotation 62" in tooltip_of(view.document(), "#62")


@pytest.mark.parametrize(
    "name, hrefs",
    [
        ("id", ["geosense://ref?id=1&v=vec-a"]),
        ("ids", ["geosense://ref?id=1&v=vec-a", "geosense://ref?id=2&v=vec-a", "geosense://ref?id=3&v=vec-a"]),
        ("id_v", ["geosense://ref?id=1&v=1234-abcd"]),
        ("ids_v", [f"geosense://ref?id={i}&v=1234-abcd" for i in (1, 2, 3, 4)]),
    ],
)
def test_legacy_id_forms(name, hrefs, resolver):
    root = parse(FORMAT[name])
    assert root[0].tag == name.split("_")[0]
    assert view_of(FORMAT[name], resolver).anchors() == hrefs


# -- classes and vectors -------------------------------------------------------------------


def test_class_without_project_and_nothing_else_in_the_message(resolver):
    view = view_of(FORMAT["class"], resolver)
    assert view.anchors() == []  # no project can be worked out: unresolved, with a reason
    assert "unknown class" in tooltip_of(view.document(), "classid-1234")
    assert ("class", "classid-1234", None, ()) in resolver.calls


def test_class_label_overrides_name(resolver):
    view = view_of(FORMAT["class_label"], resolver)
    assert "Vegetation" in view.document().toPlainText()


def test_class_with_project_is_a_coloured_pill(resolver):
    root = parse(FORMAT["class_project"])
    assert shape(root) == [("class", {"id": "classid-1234", "project": "project-5678-efgh"}, ["Vegetation"])]
    view = view_of(FORMAT["class_project"], resolver)
    assert view.anchors() == ["geosense://class?id=classid-1234&project=project-5678-efgh"]
    fmt = char_format_of(view.document(), "Vegetation")
    assert fmt.background().color().name() == "#66bb6a"  # the class colour
    assert fmt.foreground().color().name() == "#000000"  # readable on it


def test_vector_badges(resolver):
    view = view_of(FORMAT["vector"], resolver)
    assert view.anchors() == ["geosense://vector?id=1234-abcd"]
    assert "Training Layer" in view.document().toPlainText()
    assert images(view.document()) == ["geosense-icon:vector-annotated"]
    resolver.vectors["1234-abcd"] = resolver.vectors["vec-b"].__class__("1234-abcd", "Model", "inference")
    view = view_of(FORMAT["vector_label"], resolver)
    assert "Training Layer" in view.document().toPlainText()  # the body wins over the name
    assert images(view.document()) == ["geosense-icon:vector-inference"]


# -- property displays -----------------------------------------------------------------------


def test_area_and_pixels(resolver):
    root = parse(FORMAT["area"])
    assert [e.tag for e in root] == ["area", "area", "area", "pixels"]
    view = view_of(FORMAT["area"], resolver)
    text = view.document().toPlainText()
    assert text.count("100 m²") == 2 and "8.3 km²" in text and "1,521,234 px" in text
    # the first <area id="1"/> has no v: the layer named by the second one is tried first
    assert view.anchors() == ["geosense://ref?id=1&v=1234-abcd"]
    assert tooltip_of(view.document(), "100 m²") == "Area of House 1"


def test_confidence(resolver):
    root = parse(FORMAT["confidence"])
    assert [e.tag for e in root] == ["confidence", "confidence"]  # the comment is dropped
    text = view_of(FORMAT["confidence"], resolver).document().toPlainText()
    assert text.count("90%") == 2 and "No value block" not in text


def test_angle(resolver):
    root = parse(FORMAT["angle"])
    assert [e.get("value") for e in root] == [None, None, "250deg", "-85 deg", "1.62314"]
    text = view_of(FORMAT["angle"], resolver).document().toPlainText()
    for shown in ("30°", "250°", "-85°", f"{round(math.degrees(1.62314))}°"):
        assert shown in text


def test_credits(resolver):
    text = view_of(FORMAT["credits"], resolver).document().toPlainText()
    assert "1.25 credits" in text and "200 credits" in text
    assert "referential" not in text


def test_positions(resolver):
    root = parse(FORMAT["pos"])
    assert [(e.get("mode"), e.get("system")) for e in root] == [
        (None, None), (None, None), ("centroid", None), (None, None), (None, None), (None, "mercator"),
        (None, "latlon"),
    ]
    text = view_of(FORMAT["pos"], resolver).document().toPlainText()
    assert text.count("13.25121° S, 103.59258° E") == 2
    assert "6.25122° S, 105.05029° E" in text
    assert "7.42189° S, 2.33450° E" in text  # the mercator pair
    assert "(centroid)" in text


def test_sizes(resolver):
    text = view_of(FORMAT["size"], resolver).document().toPlainText()
    assert text.count("12 m") == 2 and "8 m (width)" in text and "52 cm" in text


# -- rich text, links ------------------------------------------------------------------------


def test_rich_text(resolver):
    root = parse(FORMAT["rich_text"])
    assert [e.tag for e in root] == ["b", "i", "u", "sub", "super"]
    doc = view_of(FORMAT["rich_text"], resolver).document()
    assert is_bold(char_format_of(doc, "bold text"))
    assert char_format_of(doc, "italic text").fontItalic()
    assert char_format_of(doc, "underlined text").fontUnderline()
    alignment = QTextCharFormat.VerticalAlignment
    assert char_format_of(doc, "subscript text").verticalAlignment() == alignment.AlignSubScript
    assert char_format_of(doc, "superscript text").verticalAlignment() == alignment.AlignSuperScript
    # a newline in plain text starts a new paragraph
    assert doc.blockCount() == 5


def test_plain_anchors(resolver):
    view = view_of(FORMAT["anchors"], resolver)
    assert view.anchors() == [
        "geosense://app?path=%2Fdatasets",
        "geosense://app?path=%2Fworkspace%2Fproject-1234-abcd%2Fview%2Ffiles%2Fraster-1234-abcd",
        "geosense://open?url=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FFibonacci_sequence",
    ]
    assert anchor_of(view.document(), "Fibonacci numbers").startswith("geosense://open?")
    assert tooltip_of(view.document(), "the Datasets page") == "https://app.flypix.ai/datasets"


def test_docs_anchors(resolver):
    view = view_of(FORMAT["docs"], resolver)
    assert view.anchors() == [
        "geosense://docs?path=%2Fdocs%2Fguides%2Fai%2Fgeosense",
        "geosense://docs?path=%2Fblog%2F2026-05-06-release-v3.2.5",
        "geosense://docs?path=%2Fdocs%2Fapi%2Fgeosense%2Fmessage-format",
    ]
    text = view.document().toPlainText()
    assert "Learn About Geosense" in text and "View Changelog" in text
    # the contentless one: an icon, no inferred text
    assert images(view.document()) == ["geosense-icon:docs"]
    assert text.strip().split("\n")[-1].strip() == "\ufffc"


def test_entity_links(resolver):
    root = parse(FORMAT["entity_links"])
    assert [e.get("type") for e in elements(root, "link")] == [
        "raster", "raster", "raster", "model", "model", "model", "workspace", "dataset", "frozen-dataset",
        "folder", "map", "project", "training", "inference", "order",
    ]
    view = view_of(FORMAT["entity_links"], resolver)
    # each link target once, in order; the training opens the frozen dataset it trained
    # on and the inference the raster it ran on, so those two add no targets of their own
    assert view.anchors() == [
        "geosense://link?type=raster&id=1234-abcd",
        "geosense://link?type=raster&id=ab82-041e&project=6525-02fa",
        "geosense://link?type=model&id=512d-12c3",
        "geosense://link?type=model&id=05c2-952a&project=6525-02fa",
        "geosense://link?type=model&id=ffff-0001&project=official",
        "geosense://link?type=workspace&id=958b-ca8f",
        "geosense://link?type=dataset&id=5120-abcd",
        "geosense://link?type=frozen-dataset&id=592a-195b",
        "geosense://link?type=folder&id=6a8f-80bb&project=bab9-f002",
        "geosense://link?type=map&id=829c-dd12",
        "geosense://link?type=project&id=25bd-bd2a",
        "geosense://link?type=order&id=b20c-91fe",
    ]
    doc = view.document()
    text = doc.toPlainText()
    assert "Munich 2024 orthophoto" in text  # inferred from the resolver
    assert "Raster ab82-041e" in text and "Dataset 5120-abcd" in text  # fallback names
    assert "Trees v3" in text  # the trained model's name
    assert anchor_of(doc, "Trees v3") == "geosense://link?type=frozen-dataset&id=592a-195b"
    assert "official model" in tooltip_of(doc, "Model ffff-0001")
    assert anchor_of(doc, "Last week's tree count") == "geosense://link?type=raster&id=ab82-041e&project=6525-02fa"
    assert anchor_of(doc, "Spring imagery") == "geosense://link?type=order&id=b20c-91fe"


def test_training_on_a_raster_opens_nothing(resolver):
    view = view_of('<link type="training" id="0000-raw" />', resolver)
    assert view.anchors() == []
    assert "Roofs v1" in view.document().toPlainText()
    assert "nothing to open" in tooltip_of(view.document(), "Roofs v1")


def test_workspace_links(resolver):
    root = parse(FORMAT["workspace_links"])
    links = elements(root, "link")
    assert [(e.get("type"), e.get("id"), e.get("v")) for e in links] == [
        ("region", "e41b-9c02", None), ("region", "e41b-9c02", None),
        ("annotation", "1532", "1251-abc9"), ("class", "classid-1234", None),
    ]
    view = view_of(FORMAT["workspace_links"], resolver)
    assert view.anchors() == [
        "geosense://region?id=e41b-9c02",
        "geosense://ref?id=1532&v=1251-abc9",
        # no project attribute: taken from the region named in the same message
        "geosense://class?id=classid-1234&project=proj-a",
    ]
    doc = view.document()
    assert sum(1 for name in images(doc) if name.startswith("geosense-img:region-")) == 2
    assert "the northern field" in doc.toPlainText()
    tip = tooltip_of(doc, "the northern field")
    assert tip.split("\n") == ["North field", "Training: Train mode", "Inference: Included", "Wheat, sown in May"]
    assert "House 1532" in doc.toPlainText()


# -- structure -------------------------------------------------------------------------------


def test_paragraph(resolver):
    doc = view_of(FORMAT["paragraph"], resolver).document()
    assert doc.blockCount() == 1 and doc.toPlainText() == "This is a paragraph of text."


def test_quote(resolver):
    doc = view_of(FORMAT["quote"], resolver).document()
    assert doc.toPlainText() == "This is a quote"
    assert doc.begin().blockFormat().leftMargin() > 0


def test_code(resolver):
    root = parse(FORMAT["code"])
    assert root[0].tag == "code" and root[0].get("lang") == "py"
    doc = view_of(FORMAT["code"], resolver).document()
    lines = doc.toPlainText().split("\n")
    assert lines[0] == "py"
    assert lines[1:] == [
        "# This is how you make a call to our API", "import requests", "",
        'api_url = "api.flypix.ai/v1"', 'result = requests.get(f"{api_url}/vectors/abcd-1234")', "return result",
    ]
    assert is_monospace(char_format_of(doc, "import requests"))


@pytest.mark.parametrize("name, style", [("ordered_list", QTextListFormat.Style.ListDecimal),
                                         ("unordered_list", QTextListFormat.Style.ListDisc)])
def test_lists(name, style, resolver):
    root = parse(FORMAT[name])
    assert [li.text for li in elements(root, "li")] == ["First item", "Second item"]
    doc = view_of(FORMAT[name], resolver).document()
    assert lists(doc) == [(style, ["First item", "Second item"])]


def test_table(resolver):
    root = parse(FORMAT["table"])
    rows = elements(root, "tr")
    assert [[c.tag for c in r] for r in rows] == [["th"] * 3, ["td"] * 3, ["td"] * 3]
    view = view_of(FORMAT["table"], resolver)
    (table,) = tables(view.document())
    assert (table.rows(), table.columns()) == (3, 3)
    assert table_cells(table) == [
        ["Annotation ID", "Area", "Confidence"], ["House 1", "100 m²", "90%"], ["House 5", "500 m²", "90%"],
    ]
    assert is_bold(char_format_of(view.document(), "Annotation ID"))
    assert "geosense://ref?id=5&v=vec-a" in view.anchors()


# -- interactions ----------------------------------------------------------------------------


@pytest.mark.parametrize("name, qid, count", [("question_generic", "1", 2), ("question_clarification", "2", 3),
                                              ("question_context", "3", 2), ("question_multi_context", "4", 2)])
def test_questions(name, qid, count, resolver):
    root = parse(INTERACTIONS[name])
    question = root[0]
    assert question.tag == "question" and question.get("id") == qid
    assert [c.tag for c in question] == ["header"] + ["option"] * count
    view = view_of(INTERACTIONS[name], resolver)
    assert view.anchors() == [f"geosense://option?q={qid}&i={i}" for i in range(count)]
    header = question[0].text
    assert is_bold(char_format_of(view.document(), header))
    options = question_options(root)
    assert [o.index for o in options] == list(range(count))


def test_question_option_messages_and_contexts():
    root = parse(INTERACTIONS["question_multi_context"] + INTERACTIONS["question_context"])
    options = question_options(root)
    assert (options[0].message, options[0].context, options[0].label) == (
        "Here's the viewport data.", ("visibility", "position", "image"), "Allow")
    assert options[2].context == ("visibility",) and options[3].context == ()


def test_answer_templates(resolver):
    answer = parse(INTERACTIONS["answer_option"])[0]
    assert answer.tag == "answer"
    assert answer.get("question") == "{{questionId}}"
    assert answer.get("question-option-index") == "{{indexOf(selectedOption)}}"
    assert "{{message}}" in view_of(INTERACTIONS["answer_option"], resolver).document().toPlainText()
    free = parse(INTERACTIONS["answer_free"])[0]
    assert free.get("question-option-index") is None and free.text == "{{message}}"


def test_highlight_tool(resolver):
    (block,) = tool_blocks(parse(INTERACTIONS["highlight_tool"]))
    assert block.type == "highlight" and block.id is None
    assert block.data["ids"] == [102, 103, 104, 201, 542] and block.data["linkType"] == "distance"
    view = view_of(INTERACTIONS["highlight_tool"], resolver)
    assert view.anchors() == ["geosense://tool?n=0"]
    text = view.document().toPlainText()
    assert "Showcase all trees that are within 20 m of a house" in text
    assert "Show on map" in text


def test_find_similar_tool(resolver):
    (block,) = tool_blocks(parse(INTERACTIONS["find_similar_tool"]))
    assert block.type == "find-similar" and block.data["samples"][1] == {"id": 216, "v": "1234-abcd"}
    view = view_of(INTERACTIONS["find_similar_tool"], resolver)
    assert view.anchors() == ["geosense://ref?id=25&v=1234-abcd", "geosense://ref?id=216&v=1234-abcd",
                              "geosense://tool?n=0"]
    assert "Find similar" in view.document().toPlainText()


def test_find_similar_response(resolver):
    response = parse(INTERACTIONS["find_similar_response"])[0]
    assert response.tag == "response"
    assert dict(response.attrib) == {"type": "find_similar", "class-id": "{{classId}}", "request": "{{requestId}}"}
    text = view_of(INTERACTIONS["find_similar_response"], resolver).document().toPlainText()
    assert "Find Similar located {{results.count}}" in text


def test_interpolation_examples(resolver):
    view = view_of(INTERACTIONS["interpolation_attributes"], resolver, data_contexts=DATA_CONTEXTS)
    text = view.document().toPlainText()
    assert "12.5 m" in text and "240 m" in text
    # without the data context the placeholder stays visible
    bare = view_of(INTERACTIONS["interpolation_attributes"], resolver).document()
    assert "${distances.261.24}" in bare.toPlainText()
    assert "not available" in tooltip_of(bare, "${distances.261.24}")
    view = view_of(INTERACTIONS["interpolation_tool"], resolver, data_contexts=DATA_CONTEXTS)
    assert "geosense://tool?n=0" in view.anchors()
    assert "geosense://ref?id=102&v=vec-a" in view.anchors()
    (block,) = view.tool_blocks()
    assert block.data["ids"] == [102, 103]
    text = view.document().toPlainText()
    assert "4.3 m" in text and "#23" in text
