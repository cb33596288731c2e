"""The markup demo's list of elements (``ALL_ELEMENTS`` of tests/agent/test_answers.py) and the parser's
vocabulary (``core/markup/tags.KNOWN``) name the same tags: a tag added to one and not the other fails here.

The demo answer must show every element an agent writes; the parser knows a few more, each listed below
with why the demo has none of it, and the HTML names it degrades to their content (``tags.TRANSPARENT``).
"""

from __future__ import annotations

from geosense.geosense_dock.core.markup import tags
from tests.agent.test_answers import ALL_ELEMENTS

# known to the parser, never in an agent's demo answer
NOT_IN_THE_DEMO = {
    "br": "a line break: the demo breaks its lines with paragraphs and list items",
    "answer": "the user's answer to a question, written by the plugin (core/markup/writers.answer_markup)",
    "response": "the note of a find-similar result, written by the plugin (writers.find_similar_response_markup)",
    "tool": "a tool block: the demo calls no tool",
}


def test_the_demo_and_the_parser_know_the_same_tags():
    demo = set(ALL_ELEMENTS)
    assert len(demo) == len(ALL_ELEMENTS), "a tag is listed twice in ALL_ELEMENTS"
    assert demo - tags.KNOWN == set(), "in the demo's list but unknown to the parser (add it to tags.py)"
    missing = tags.KNOWN - tags.TRANSPARENT - set(NOT_IN_THE_DEMO) - demo
    assert missing == set(), "known to the parser but not in ALL_ELEMENTS (add it to the demo and the list)"
    assert set(NOT_IN_THE_DEMO) <= tags.KNOWN and not set(NOT_IN_THE_DEMO) & demo
    assert not tags.TRANSPARENT & demo  # HTML names degrade to text: not elements of the spec
