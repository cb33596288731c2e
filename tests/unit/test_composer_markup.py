"""The composer's text and chips as markup: escaping, references, round trips, open questions."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from geosense.geosense_dock.core import composer_markup as M
from geosense.geosense_dock.core.conversation import AGENT, NOTICE, STREAMING, USER, Message
from geosense.geosense_dock.core.markup import parse, plain_text, referenced_vectors
from geosense.geosense_dock.core.markup.model import annotation_refs

V1 = "af012512-dfb5-0250-9528-19ab92c90de2"
V2 = "1251-abc9"


def test_text_is_escaped_and_chips_become_reference_elements():
    segments = ["Is ", M.ref_chip(12, V1, "House 12"), " < 5 m & near ",
                M.vector_chip(V2, "Trees"), " of ", M.class_chip("cls-1", "proj-1", "Pool"), "?"]
    markup = M.to_markup(segments)
    assert markup == (f'Is <ref id="12" v="{V1}" /> &lt; 5 m &amp; near <vector id="{V2}" /> of '
                      '<class id="cls-1" project="proj-1" />?')
    root = parse(markup)
    assert annotation_refs([root]) == [("12", V1)]
    assert referenced_vectors([root]) == [V1, V2]
    assert "< 5 m & near" in plain_text(root)


def test_typed_tags_never_open_elements():
    markup = M.to_markup(['<ref id="1" /> and <b>bold</b> &amp;'])
    root = parse(markup)
    assert annotation_refs([root]) == []
    assert plain_text(root).strip() == '<ref id="1" /> and <b>bold</b> &amp;'


def test_attribute_values_are_escaped():
    chip = M.class_chip('a"b<c', 'p&q')
    assert chip.markup() == '<class id="a&quot;b&lt;c" project="p&amp;q" />'
    assert M.segments_from_markup(chip.markup())[0].key() == M.Chip(M.CLASS, id='a"b<c', project="p&q").key()


def test_outer_white_space_is_trimmed_inner_kept():
    assert M.to_markup(["  \n", M.ref_chip(3, V1), "  two\n\nlines  "]) == f'<ref id="3" v="{V1}" />  two\n\nlines'
    assert M.to_markup(["   "]) == ""


def test_referenced_vectors_in_order_each_once():
    segments = [M.ref_chip(1, V2), M.ref_chip(2, V1), M.vector_chip(V2), M.class_chip("c")]
    assert M.referenced_vector_ids(segments) == [V2, V1]


def test_feature_chips_cap_and_more_chip_selection():
    chips = [M.ref_chip(i, V1 if i % 2 else V2, f"House {i}") for i in range(1, 26)]
    capped = M.feature_chips(chips, lambda n: f"and {n} more")
    assert len(capped) == M.MAX_FEATURE_CHIPS + 1
    more = capped[-1]
    assert more.kind == M.MORE and more.count == 5 and more.label == "and 5 more"
    markup = M.to_markup(["About ", *capped])
    assert markup.endswith("and 5 more")
    assert markup.count("<ref ") == 20
    selection = M.selection_of(capped)
    assert selection["type"] == "selection"
    assert [(a["id"], a["v"]) for a in selection["annotations"]] == [(int(c.id), c.v) for c in chips]
    assert set(more.vector_ids()) == {V1, V2}
    assert M.selection_of(chips[:3]) is None
    assert M.feature_chips(chips[:20], str) == chips[:20]


def test_round_trip_keeps_text_and_chips():
    segments = ["a < b & c ", M.ref_chip(7, V1), "\n", M.vector_chip(V2), M.class_chip("k", "p"), ' "q"']
    back = M.segments_from_markup(M.to_markup(segments))
    assert [s if isinstance(s, str) else s.key() for s in back] == \
           [s if isinstance(s, str) else s.key() for s in segments]


def test_other_markup_read_back_stays_text():
    assert M.segments_from_markup('<b>x</b> <ref id="abc" />') == ['<b>x</b> <ref id="abc" />']


def test_chip_json_round_trip():
    chip = M.more_chip([(1, V1), (2, V2)], "and 2 more")
    assert M.Chip.from_json(chip.to_json()) == chip
    ref = M.ref_chip(4, V1, "House 4", layer="layer_1", fid=4)
    assert M.Chip.from_json(ref.to_json()) == ref
    assert M.Chip.from_json("not json") is None
    assert M.Chip.from_json('{"kind": "nonsense"}') is None


def test_free_text_answer():
    body = M.to_markup(["Only ", M.ref_chip(3, V1), " & the rest"])
    markup = M.answer_with_markup('q"1', body)
    assert markup == f'<answer question="q&quot;1">Only <ref id="3" v="{V1}" /> &amp; the rest</answer>'
    assert M.unwrap_answer(markup) == ('q"1', body)
    assert M.unwrap_answer("plain") == (None, "plain")
    assert M.unwrap_answer('<answer question="q" question-option-index="0">x</answer>')[0] is None


QUESTION = ('<p>Before.</p><question id="proceed"><header>Would you like\n to proceed?</header>'
            '<option message="Yes">Yes</option></question>')


def test_open_question_is_the_last_agent_message_unanswered():
    agent = Message(AGENT, QUESTION)
    found = M.open_question([Message(USER, "hi"), agent, Message(NOTICE, "note")])
    assert found is not None and found.id == "proceed" and found.header == "Would you like to proceed?"
    assert found.message is agent
    assert M.open_question([agent, Message(USER, "yes")]) is None
    assert M.open_question([Message(AGENT, QUESTION, status=STREAMING)]) is None
    assert M.open_question([Message(AGENT, "<p>no question</p>")]) is None
    assert M.open_question([]) is None


@given(st.lists(st.one_of(st.text(max_size=12),
                          st.builds(lambda i: M.ref_chip(i, V1), st.integers(0, 10**9)),
                          st.builds(lambda t: M.vector_chip(t), st.text(min_size=1, max_size=8)))))
def test_any_text_round_trips(segments):
    segments = M.strip_segments(segments)
    back = M.segments_from_markup(M.to_markup(segments))
    assert [s if isinstance(s, str) else s.key() for s in back] == \
           [s if isinstance(s, str) else s.key() for s in segments]
