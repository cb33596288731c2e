"""Hypothesis strategies for markup: safe text, well-formed elements, garbage, chunkings."""

from __future__ import annotations

import re

from hypothesis import strategies as st

_SAFE_ALPHABET = st.characters(
    codec="utf-8",
    categories=("L", "N", "P", "S", "Zs"),
    exclude_characters="\x85\u2028\u2029",
) | st.sampled_from(list(" \n\t<>&;#\"'/=$"))


def _defuse(text: str) -> str:
    """No tag, comment, CDATA or entity can start in ``text``."""
    text = re.sub(r"<(?=[A-Za-z/!?])", "< ", text)
    text = re.sub(r"&(?=[#A-Za-z])", "& ", text)
    return text.replace("\r", "")


safe_text = st.text(_SAFE_ALPHABET, max_size=40).map(_defuse)
words = st.text(st.characters(codec="ascii", categories=("L", "N")), min_size=1, max_size=8)

ELEMENTS = [
    '<ref id="{n}" />', '<ref id="{n}" v="vec-a"/>', "<b>{w}</b>", "<i>{w} <u>{w}</u></i>", "<sub>{w}</sub>",
    '<class id="classid-1234">{w}</class>', '<vector id="vec-a" />', '<area value="{n}" />', '<area id="{n}" />',
    '<angle value="{n}deg" />', '<pos value="{n}, 10" />', '<size id="{n}" mode="width" />', "<id>{n}</id>",
    "<ids>{n}, {n}</ids>", '<confidence id="{n}" />', '<credits value="{n}" />',
    "<table><tr><th>{w}</th></tr><tr><td>{w}</td></tr></table>", "<ul><li>{w}</li><li>{w}</li></ul>",
    "<ol><li>{w}</li></ol>", "<p>{w}</p>", "<quote>\n{w}\n</quote>", '<code lang="x">{w} < {w}</code>',
    '<question id="q{n}"><header>{w}</header><option message="{w}">{w}</option></question>',
    "<tool type=\"highlight\" data='{{\"ids\": [{n}]}}'>{w}</tool>", '<link type="raster" id="r{n}">{w}</link>',
    '<link type="region" id="e41b-9c02">{w}</link>', '<a href="https://example.org/{w}">{w}</a>',
    '<a href="javascript:alert({n})">{w}</a>', '<docs path="/docs/{w}" />', "<em>{w}</em>", "<br/>",
    '<answer question="{n}">{w}</answer>', '<response type="find_similar" class-id="c" request="r">{w}</response>',
]


@st.composite
def element(draw):
    template = draw(st.sampled_from(ELEMENTS))
    return template.format(n=draw(st.integers(0, 2000)), w=draw(words))


@st.composite
def message(draw):
    """(markup, top-level text segments) of a message of text and well-formed elements."""
    segments = draw(st.lists(safe_text, min_size=1, max_size=8))
    parts = []
    for i, segment in enumerate(segments):
        parts.append(segment)
        if i < len(segments) - 1:
            parts.append(draw(element()))
    return "".join(parts), segments


GARBAGE = [
    "<", ">", "&", "</", "<b", "</b>", "<b>", "</i>", "<ref", 'id="', "'", '"', "<!--", "-->", "<![CDATA[", "]]>",
    "<code>", "</code>", "<table>", "<tr>", "<td>", "</table>", "<li>", "<B>", "<foo>", "</foo>", "${x.a.0}",
    "&amp;", "&#65;", "&#0;", "&bogus;", "\x00", "\ud800", "<!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]>",
    "&e;", "<?pi x?>", '<b xmlns="urn:x">', "<ref id=1>", "<tool data='{\"a\": \"<b>\"}'>", "\n", "\r\n", " ",
    "<question id=\"1\"><option>", "</question>", '<a href="file:///etc/passwd">', "<" * 3, "]]]>",
]


@st.composite
def mutated(draw):
    """A generated message with garbage inserted at random places."""
    markup, _ = draw(message())
    for _ in range(draw(st.integers(0, 6))):
        at = draw(st.integers(0, len(markup)))
        markup = markup[:at] + draw(st.sampled_from(GARBAGE)) + markup[at:]
    return markup


garbage_soup = st.lists(st.sampled_from(GARBAGE) | words, max_size=30).map("".join)
any_markup = st.one_of(mutated(), st.text(max_size=200), garbage_soup)


@st.composite
def chunking(draw, text: str):
    """``text`` cut at random places."""
    if not text:
        return [text]
    cuts = sorted(set(draw(st.lists(st.integers(0, len(text)), max_size=12))))
    pieces, last = [], 0
    for cut in cuts + [len(text)]:
        pieces.append(text[last:cut])
        last = cut
    return pieces
