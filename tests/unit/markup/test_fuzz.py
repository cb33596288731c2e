"""Property tests: random and mutated messages never raise and lose no text."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from geosense.geosense_dock.core.markup import ROOT_TAG, blocks_of, parse, plain_text, question_options, tool_blocks

from .docview import new_view, render
from .fakes import BrokenResolver, FakeResolver
from .strategies import any_markup, chunking, message

QT = pytest.mark.usefixtures("markup_qapp")
SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def top_level_text(root) -> str:
    return (root.text or "") + "".join(child.tail or "" for child in root)


def squeeze(text: str) -> str:
    return re.sub(r"[\s\xa0\ufffc]+", "", text)


def is_subsequence(needle: str, haystack: str) -> bool:
    it = iter(haystack)
    return all(ch in it for ch in needle)


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=300) | any_markup)
def test_parser_never_raises(markup):
    root = parse(markup, {"x": {"a": [1]}})
    assert root.tag == ROOT_TAG
    plain_text(root)
    question_options(root)
    tool_blocks(root)


@settings(max_examples=500, deadline=None)
@given(message())
def test_parser_keeps_all_text_outside_elements(generated):
    markup, segments = generated
    assert top_level_text(parse(markup)) == "".join(segments)


@settings(max_examples=300, deadline=None)
@given(any_markup, st.sampled_from([FakeResolver, BrokenResolver]))
def test_renderer_never_raises(markup, resolver_class):
    from geosense.geosense_dock.ui.render import MessageRenderer

    renderer = MessageRenderer(resolver_class())
    root = parse(markup)
    html = renderer.render_blocks(blocks_of(root))
    assert isinstance(html, str)
    renderer.preview = True
    assert isinstance(renderer.render_blocks(blocks_of(root)), str)


@QT
@SLOW
@given(message())
def test_rendered_document_keeps_all_text_outside_elements(generated):
    markup, segments = generated
    view = render(markup, FakeResolver())
    shown = squeeze(view.document().toPlainText())
    assert is_subsequence(squeeze("".join(segments)), shown), (markup, shown)


@QT
@SLOW
@given(any_markup, st.data())
def test_view_streamed_equals_whole_and_never_raises(markup, data):
    pieces = data.draw(chunking(markup))
    whole = render(markup, FakeResolver())
    streamed = new_view(FakeResolver())
    for piece in pieces:
        streamed.feed(piece)
    streamed.finish()
    assert streamed.document().toHtml() == whole.document().toHtml()
    assert streamed.plain_text() == whole.plain_text()
    assert all(href.startswith("geosense://") for href in whole.anchors())


@QT
@SLOW
@given(any_markup)
def test_view_with_a_broken_resolver_still_shows_the_message(markup):
    view = render(markup, BrokenResolver())
    assert isinstance(view.document().toPlainText(), str)


@QT
@pytest.mark.parametrize("markup", [
    # found by the streamed-equals-whole property: an empty last list item
    """--></question>0<tool type="highlight" data='{"ids": [1000]}'>0000</tool>0<ol><li>000</li><b></ol>>"""
    """<ref id="0" /><ref id="0" />""",
    "<ol><li>000</li><b></ol>x",
    "<ol><li>000</li><li></li></ol>x",
    "<ul><li></li><li>a</li></ul>x",
])
def test_a_list_with_an_empty_item_reads_the_same_streamed_or_whole(markup):
    whole = render(markup, FakeResolver())
    streamed = new_view(FakeResolver())
    streamed.feed(markup)
    streamed.finish()
    assert streamed.document().toHtml() == whole.document().toHtml()
