"""Value readers, writers for answers and responses, plain text."""

from __future__ import annotations

import math

import pytest

from geosense.geosense_dock.core.markup import (
    MarkupValueError,
    answer_markup,
    find_similar_response_markup,
    find_similar_sentence,
    find_similar_sentence_of,
    lonlat_to_mercator,
    mercator_to_lonlat,
    parse,
    parse_angle,
    parse_area,
    parse_ids,
    parse_int,
    parse_length,
    parse_number,
    parse_pos,
    plain_text,
    question_options,
    text_content,
    tool_blocks,
)


@pytest.mark.parametrize(
    "text, value",
    [("250deg", 250.0), ("-85 deg", -85.0), ("90°", 90.0), ("12 degrees", 12.0), ("1.62314", math.degrees(1.62314)),
     ("3.14159 rad", math.degrees(3.14159)), (" -0.5 ", math.degrees(-0.5)), ("\u221245deg", -45.0)],
)
def test_angle(text, value):
    assert parse_angle(text) == pytest.approx(value)


@pytest.mark.parametrize("text", ["", "deg", "abc", "12 parsecs", "1..2", "nan", "inf deg"])
def test_angle_errors(text):
    with pytest.raises(MarkupValueError):
        parse_angle(text)


def test_numbers_ids_lengths_areas():
    assert parse_number("8295125") == 8295125
    assert parse_number("8,295,125") == 8295125
    assert parse_number("-1.5e3") == -1500
    assert parse_int("12") == 12 and parse_int(" 12.0 ") == 12
    with pytest.raises(MarkupValueError):
        parse_int("12.5")
    with pytest.raises(MarkupValueError):
        parse_number("1,2")
    assert parse_ids("1, 2,3 ;4  x") == [1, 2, 3, 4, "x"]
    assert parse_length("0.52") == pytest.approx(0.52)
    assert parse_length("1.2 km") == pytest.approx(1200)
    assert parse_area("2 ha") == pytest.approx(20000)
    with pytest.raises(MarkupValueError):
        parse_length("3 furlongs")


def _lonlat(pos):
    return round(pos.lon, 6), round(pos.lat, 6)


@pytest.mark.parametrize(
    "value, system, lonlat",
    [
        ("103.59258102, -13.251208883", None, (103.592581, -13.251209)),
        ("103.59258102E 13.251208883S", None, (103.592581, -13.251209)),
        ("13.251208883S, 103.59258102E", None, (103.592581, -13.251209)),
        ("-6.2512213 105.0502912", "latlon", (105.050291, -6.251221)),
        ("105.0502912 -6.2512213", "latlon", (105.050291, -6.251221)),  # written the other way round
        ("48.1372° N, 11.5756° E", None, (11.5756, 48.1372)),
        ("48°8'14\"N 11°34'32\"E", None, (11.575556, 48.137222)),
        ("N 48.1372 E 11.5756", None, (11.5756, 48.1372)),
        ("11.5756 48.1372", "lonlat", (11.5756, 48.1372)),
        ("48.1372, 120.5", None, (120.5, 48.1372)),  # only the second fits as longitude
    ],
)
def test_pos_degrees(value, system, lonlat):
    pos = parse_pos(value, system)
    assert _lonlat(pos) == pytest.approx(lonlat, abs=1e-5)
    assert (pos.x, pos.y) == pytest.approx(lonlat_to_mercator(*lonlat), rel=1e-6, abs=1e-3)


def test_pos_mercator():
    pos = parse_pos("259875.25928,-828521.502093", "mercator")
    assert (pos.x, pos.y) == (259875.25928, -828521.502093)
    lon, lat = mercator_to_lonlat(pos.x, pos.y)
    assert (pos.lon, pos.lat) == pytest.approx((lon, lat))
    # plain numbers out of degree range are mercator metres without a system
    assert parse_pos("1289000 6130000").x == 1289000
    x, y = lonlat_to_mercator(11.5756, 48.1372)
    assert mercator_to_lonlat(x, y) == pytest.approx((11.5756, 48.1372))


@pytest.mark.parametrize(
    "value, system",
    [("", None), ("12", None), ("1 2 3", None), ("91N 10E", None), ("10N 20S", None), ("abc", None),
     ("1,2", "gauss-krueger"), ("1e9 1e9", "mercator"), ("200 100", "latlon")],
)
def test_pos_errors(value, system):
    with pytest.raises(MarkupValueError):
        parse_pos(value, system)


def test_answer_writers_escape_and_read_back():
    message = 'Yes <please> & "now" </answer><b>x</b>'
    markup = answer_markup("q-1", message, 2)
    assert markup == ('<answer question="q-1" question-option-index="2">'
                      'Yes &lt;please&gt; &amp; "now" &lt;/answer&gt;&lt;b&gt;x&lt;/b&gt;</answer>')
    answer = parse(markup)[0]
    assert answer.tag == "answer" and len(answer) == 0
    assert answer.get("question") == "q-1" and answer.get("question-option-index") == "2"
    assert answer.text == message
    free = parse(answer_markup('q"2', "My own words"))[0]
    assert free.get("question") == 'q"2' and free.get("question-option-index") is None
    assert free.text == "My own words"


def test_find_similar_response_writer():
    markup = find_similar_response_markup("cls-1", "msg-9:0", 3, "Pool & Spa")
    response = parse(markup)[0]
    assert response.tag == "response"
    assert dict(response.attrib) == {"type": "find_similar", "class-id": "cls-1", "request": "msg-9:0"}
    assert response.text == "Find Similar located 3 results belonging to class Pool & Spa."
    one = parse(find_similar_response_markup("c", "r", 1, "Pool"))[0]
    assert one.text == "Find Similar located 1 result belonging to class Pool."


def test_the_find_similar_sentence_is_english_and_read_back_for_translation():
    three = find_similar_sentence(3, "Pool & Spa")
    assert three == "Find Similar located 3 results belonging to class Pool & Spa."
    assert (three.template, three.args) == ("Find Similar located {0} results belonging to class {1}.",
                                            (3, "Pool & Spa"))
    one = find_similar_sentence(1, "Pool")
    assert (one.template, one.args) == ("Find Similar located 1 result belonging to class {0}.", ("Pool",))
    for sentence in (three, one, find_similar_sentence(0, "a. b.")):
        back = find_similar_sentence_of(parse(find_similar_response_markup("c", "r", len(sentence), "x"))[0].text)
        assert back is not None and back.template.startswith("Find Similar located")
        again = find_similar_sentence_of(str(sentence))
        assert again == sentence and (again.template, again.args) == (sentence.template, sentence.args)
    assert find_similar_sentence_of("Find Similar located\n  2 results belonging to class Pool.").args == (2, "Pool")
    for other in ("Found 3 pools.", "Find Similar located many results belonging to class Pool.",
                  "Find Similar located 2 result belonging to class Pool.", ""):
        assert find_similar_sentence_of(other) is None


def test_question_options_and_tool_blocks():
    root = parse(
        '<question id="7"><header>Go?</header>'
        '<option message="Yes please" context="visibility, position image">Yes</option>'
        "<option>No <b>thanks</b></option></question>"
        '<tool type="highlight" data=\'{"ids": [1, 2]}\' id="t-1">x</tool>'
        '<tool type="highlight" data="not json">y</tool>'
        '<tool type="find-similar" data=\'{"samples": [{"id": 3}]}\'>z</tool>'
        '<tool type="highlight" data="${gone}">w</tool>'
    )
    options = question_options(root)
    assert [(o.question_id, o.index, o.message, o.context, o.label) for o in options] == [
        ("7", 0, "Yes please", ("visibility", "position", "image"), "Yes"),
        ("7", 1, "No thanks", (), "No thanks"),
    ]
    blocks = tool_blocks(root)
    assert [(b.type, b.id) for b in blocks] == [("highlight", "t-1"), ("highlight", None),
                                                ("find-similar", None), ("highlight", None)]
    assert blocks[0].data == {"ids": [1, 2]}
    assert isinstance(blocks[1].data, ValueError) and "JSON" in str(blocks[1].data)
    assert blocks[2].data == {"samples": [{"id": 3}]}
    assert "${gone}" in str(blocks[3].data)


def test_plain_text_layout():
    root = parse(
        "Intro <b>bold</b> <ref id=\"4\"/>\nSecond line\n"
        "<ul><li>one</li><li>two <i>2</i></li></ul>"
        "<ol><li>first</li></ol>"
        "<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td><area value=\"5\"/></td></tr></table>"
        "<quote>\n  quoted\n</quote>"
        "<code lang=\"sh\">\n    ls -l\n      cd /\n</code>"
        '<question id="1"><header>Q?</header><option message="m">Yes</option></question>'
    )
    assert plain_text(root).split("\n") == [
        "Intro bold #4", "Second line", "- one", "- two 2", "1. first", "A | B", "1 | 5",
        "> quoted", "ls -l", "  cd /", "Q?", "• Yes",
    ]
    assert plain_text(root, describe=lambda el: "House 4" if el.tag == "ref" else None).startswith(
        "Intro bold House 4"
    )


def test_text_content_keeps_whitespace():
    assert text_content(parse("a\n <b> b </b>\tc")) == "a\n  b \tc"
