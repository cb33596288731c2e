"""The tolerant parser: elements, text, degradation, security, interpolation."""

from __future__ import annotations

import logging

import pytest

from geosense.geosense_dock.core.markup import (
    ROOT_TAG,
    MarkupParser,
    parse,
    text_content,
)

from .helpers import canonical, elements, shape


def test_mixed_text_and_elements_without_root():
    root = parse('Hello <ref id="1" /> and <b>bold</b>.')
    assert root.tag == ROOT_TAG
    assert shape(root) == ["Hello ", ("ref", {"id": "1"}, []), " and ", ("b", {}, ["bold"]), "."]


def test_bare_lt_and_amp_stay_text():
    root = parse("if a < b && c > d then 3<4 & x<y; AT&T <3")
    assert text_content(root) == "if a < b && c > d then 3<4 & x<y; AT&T <3"
    assert len(root) == 0


def test_predefined_and_numeric_entities_decode_others_stay():
    root = parse("&lt;b&gt; &amp; &quot;q&quot; &apos;a&apos; &#65;&#x42; &nbsp; &e; &#0; &#xD800;")
    assert text_content(root) == "<b> & \"q\" 'a' AB &nbsp; &e; &#0; &#xD800;"


def test_unknown_tags_are_text_and_html_names_degrade_to_content():
    root = parse("List<String> <foo bar='1'>x</foo> <em>em</em> <strong>strong</strong> <span>s</span>")
    assert text_content(root) == "List<String> <foo bar='1'>x</foo> em strong s"
    assert [e.tag for e in root] == ["em", "strong", "span"]


def test_single_quoted_json_survives():
    markup = """<tool type="highlight" data='{"ids": [1, 2], "note": "a <b> & \\"c\\""}'>Show</tool>"""
    tool = parse(markup)[0]
    assert tool.get("data") == '{"ids": [1, 2], "note": "a <b> & \\"c\\""}'
    assert tool.text == "Show"


def test_loose_tags_are_normalised():
    root = parse('<REF ID=1>text</ref> <B>up</B> <a href=/datasets>page</a> <ref id="2"v="x"/> <ref id=3/>')
    assert shape(root) == [
        ("ref", {"id": "1"}, []), "text ",
        ("b", {}, ["up"]), " ",
        ("a", {"href": "/datasets"}, ["page"]), " ",
        ("ref", {"id": "2", "v": "x"}, []), " ",
        ("ref", {"id": "3"}, []),
    ]


def test_void_elements_never_take_content():
    root = parse('<area id="1"></area><ref id="2">label</ref> after')
    assert shape(root) == [("area", {"id": "1"}, []), ("ref", {"id": "2"}, []), "label after"]


def test_comments_dropped_cdata_is_text():
    root = parse("a<!-- hidden <b>x</b> -->b<![CDATA[<ref id='1'/> & raw]]>c")
    assert text_content(root) == "ab<ref id='1'/> & rawc"
    assert len(root) == 0


def test_code_content_is_raw():
    root = parse('<code lang="py">if a < b:\n    print("<b>x</b> &amp; y")</code> <b>after</b>')
    code = root[0]
    assert code.tag == "code" and len(code) == 0
    assert code.text == 'if a < b:\n    print("<b>x</b> & y")'
    assert root[1].tag == "b"


def test_crossed_and_stray_end_tags_keep_the_text(caplog):
    with caplog.at_level(logging.INFO, logger="geosense.markup"):
        root = parse("<b>x<i>y</b>z</i> </u> end")
    assert text_content(root) == "xyz  end"
    assert [e.tag for e in root.iter() if e is not root] == ["b", "i"]
    assert "tolerantly" in caplog.text


def test_unclosed_elements_close_at_the_end():
    root = parse("<b>bold <i>and italic")
    assert canonical(root) == f"<{ROOT_TAG}><b>bold <i>and italic</i></b></{ROOT_TAG}>"


def test_implied_ends_of_list_items_rows_and_cells():
    root = parse("<ul><li>a<li>b</ul><table><tr><td>1<td>2<tr><td>3</table>")
    assert [li.text for li in elements(root, "li")] == ["a", "b"]
    rows = elements(root, "tr")
    assert [[c.text for c in r] for r in rows] == [["1", "2"], ["3"]]


def test_duplicate_attributes_keep_the_first():
    root = parse('<ref id="1" id="2" v="a"/>')
    assert dict(root[0].attrib) == {"id": "1", "v": "a"}


def test_unfinished_tag_at_the_end_becomes_text():
    root = parse('Look at <ref id="1')
    assert text_content(root) == 'Look at <ref id="1'
    assert len(root) == 0


def test_doctype_entity_is_inert_text():
    markup = '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>&e;'
    root = parse(markup)
    assert text_content(root) == markup
    assert len(root) == 0
    assert "root:" not in text_content(root)  # nothing of /etc/passwd


def test_processing_instructions_and_xml_declaration_are_text():
    markup = '<?xml version="1.0"?><?php echo 1; ?>text'
    assert text_content(parse(markup)) == markup


def test_namespaced_attributes_cannot_change_tags():
    root = parse('<b xmlns="urn:x">t</b> <i xmlns:q="urn:q" q:x="1">u</i>')
    assert text_content(root) == "t u"
    assert all(isinstance(e.tag, str) and not e.tag.startswith("{") for e in root.iter())


def test_invalid_characters_are_replaced_not_fatal():
    root = parse("a\x00b\x07c <b>d\x1f</b>\ud800")
    assert text_content(root) == "a\ufffdb\ufffdc d\ufffd\ufffd"


def test_deep_nesting_does_not_break():
    root = parse("<b>" * 3000 + "deep" + "</b>" * 3000 + " after")
    assert text_content(root) == "deep after"


def test_interpolation_in_attributes_before_parsing():
    contexts = {"d": {"ids": [5, 6], "name": "A&B <c>"}, "whole": {"ids": [1], "linkType": "distance"}}
    root = parse(
        '<ref id="${d.ids.1}"/> <size value="${d.ids.0}"/> <tool type="highlight" data="${whole}">x</tool>'
        ' <class id="c" project="${d.name}"/> text ${d.ids.0} too',
        contexts,
    )
    assert root[0].get("id") == "6"
    assert root[1].get("value") == "5"
    assert root[2].get("data") == '{"ids":[1],"linkType":"distance"}'
    assert root[3].get("project") == "A&B <c>"
    assert "text 5 too" in text_content(root)


def test_interpolation_in_text_inserts_text_never_markup():
    contexts = {"d": {"name": "A&B <b>bold</b> \x00", "ids": [5, 6]}, "w": {"k": [1, "x"]}}
    markup = "Name: ${d.name}; ids ${d.ids}; <b>${d.ids.1}</b> ${w} ${gone.x} $ {d.ids.0} <code>${d.ids.0}</code>"
    root = parse(markup, contexts)
    assert root.find("b").text == "6" and len(root) == 2  # the value's "<b>" is text, not an element
    assert text_content(root) == (
        'Name: A&B <b>bold</b> \ufffd; ids [5,6]; 6 {"k":[1,"x"]} ${gone.x} $ {d.ids.0} ${d.ids.0}'
    )
    # the same whichever way the message is cut into chunks (a placeholder split over two is held back)
    for size in (1, 2, 5, 7):
        parser = MarkupParser(contexts)
        for i in range(0, len(markup), size):
            parser.feed(markup[i:i + size])
        assert canonical(parser.finish()) == canonical(root)


def test_interpolation_is_bounded_and_says_so(caplog):
    """A small message naming a large artifact many times does not grow without bound."""
    artifact = {"ids": list(range(20_000))}  # about 110 KB as JSON
    markup = "".join(f'<tool type="highlight" data="${{big}}">show {i}</tool> ${{big}} and ${{big.ids.7}}\n'
                     for i in range(300))
    with caplog.at_level(logging.WARNING, logger="geosense.markup"):
        parser = MarkupParser({"big": artifact})
        parser.feed(markup)
        root = parser.finish()
    grown = sum(len(v) for e in root.iter() for v in e.attrib.values()) + len(text_content(root))
    assert grown <= max(4 * 2**20, 8 * len(markup)) + len(markup)
    tools = root.findall("tool")
    assert tools[0].get("data").startswith('{"ids":[0,1,2')  # the first ones are filled in
    assert tools[-1].get("data") == "${big}"  # past the budget they stay visible as written
    assert text_content(root).rstrip().endswith("show 299 ${big} and ${big.ids.7}")
    assert parser.notes and "MiB" in parser.notes[0]
    assert "left as written" in caplog.text
    assert parse("${big.ids.7}", {"big": artifact}).text == "7"


def test_unresolved_placeholder_stays_and_is_logged(caplog):
    with caplog.at_level(logging.WARNING, logger="geosense.markup"):
        root = parse('<size value="${nope.a.0}"/> <ref id="${d.ids.9}"/>', {"d": {"ids": [1]}})
    assert root[0].get("value") == "${nope.a.0}"
    assert root[1].get("id") == "${d.ids.9}"
    assert "${nope.a.0}" in caplog.text and "${d.ids.9}" in caplog.text


def test_numeric_segment_indexes_arrays_and_keys_objects():
    contexts = {"distances": {"261": [0, 1, 2.5]}, "m": [[1, 2], [3, {"k": "v"}]]}
    root = parse('<size value="${distances.261.2}"/><x/><ref id="${m.1.0}"/><ref id="${m.1.1.k}"/>', contexts)
    assert [e.get("value") or e.get("id") for e in root] == ["2.5", "3", "v"]


def test_parser_reports_mode_and_source():
    parser = MarkupParser()
    parser.feed("<b>a</b>")
    parser.feed(" b")
    assert parser.source == "<b>a</b> b"
    parser.finish()
    assert parser.mode == "fast" and parser.finished
    parser.feed("ignored")
    assert parser.source == "<b>a</b> b"


@pytest.mark.parametrize(
    "markup",
    ["", "   ", "\n\n", "<", "&", "</b>", "<b", "<!--", "<![CDATA[", "<code>", "<ref id=", "${x}"],
)
def test_odd_inputs_never_raise(markup):
    root = parse(markup)
    assert root.tag == ROOT_TAG


def _streamed(markup, size=1 << 16, contexts=None):
    parser = MarkupParser(contexts)
    for i in range(0, len(markup), size):
        parser.feed(markup[i:i + size])
    parser.finish()
    return parser


def test_a_message_over_ten_megabytes_reads_the_same_whole_and_streamed():
    """libxml2 refuses to look more than 10 MB ahead: a long answer re-read whole must not turn into text."""
    markup = "<b>x</b> word <ref id=\"3\"/>\n" * 420_000 + "<i>end</i>"  # about 12 MB
    whole = MarkupParser()
    whole.feed(markup)
    whole.finish()
    streamed = _streamed(markup)
    assert whole.mode == streamed.mode == "fast"
    assert len(whole.root) == len(streamed.root) == 2 * 420_000 + 1
    assert whole.root[-1].tag == "i" and canonical(whole.root) == canonical(streamed.root)
    assert not whole.notes


def test_a_text_run_over_ten_megabytes_keeps_its_markup():
    markup = "<b>start</b> " + "word " * 2_200_000 + "<i>end</i>"  # one text node of 11 MB
    whole, streamed = parse(markup), _streamed(markup).root
    assert [e.tag for e in whole] == ["b", "i"] and canonical(whole) == canonical(streamed)


def test_a_message_past_the_limit_is_cut_with_a_note_never_raw_tags(monkeypatch):
    from geosense.geosense_dock.core.markup import parser as parser_module

    monkeypatch.setattr(parser_module, "MAX_MESSAGE_CHARS", 1000)
    markup = "a" * 990 + '<ref id="12" v="x"/> after <b>b</b>'
    for parser in (_streamed(markup, size=7), _streamed(markup, size=len(markup))):
        assert text_content(parser.root) == "a" * 990 and len(parser.root) == 0
        assert parser.notes and "only its beginning is shown" in parser.notes[0]
        assert len(parser.source) == 1000
