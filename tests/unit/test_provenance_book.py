"""The provenance records and their book, without Qt: encoding, bad project entries, threads."""

from __future__ import annotations

import json
import threading

import pytest

from geosense_dock.core import provenance as P
from geosense_dock.core.conversation import AGENT, USER, Message
from geosense_dock.core.provenance import (
    MAX_TEXT,
    Provenance,
    ProvenanceBook,
    answer_origin,
    excerpt,
)

ANSWER = dict(conversation_id="c1", message_uid="u1", message_id="msg_3", excerpt="Two houses are missing",
              backend="websocket", url="ws://127.0.0.1:3003/ws")


def rec(**extra) -> Provenance:
    return Provenance(**{**ANSWER, "accepted_at": "2026-12-01T10:00:00+00:00", "accepted_by": "ann", **extra})


def test_round_trip_writes_each_answer_once():
    book = ProvenanceBook()
    book.put("L1", {1: rec(confidence=0.5), 2: rec(confidence=None), -7: rec()})  # -7: an unsaved edit
    book.put("L2", {3: rec(message_uid="u2", excerpt="Another answer", edited_at="2026-12-02T00:00:00+00:00")})
    book.put_external("flypix:v9", {"41": rec(annotation_id="41", confidence=0.9)})
    text = book.to_json()
    data = json.loads(text)
    assert len(data["answers"]) == 2 and text.count("Two houses are missing") == 1
    assert "-7" not in data["layers"]["L1"]
    again = ProvenanceBook()
    assert again.load_json(text) == (4, [])
    assert again.layer("L1") == {1: rec(confidence=0.5), 2: rec(confidence=None)}
    assert again.get("L2", 3).edited and again.external("flypix:v9")["41"].confidence == 0.9
    assert again.to_json() == text


@pytest.mark.parametrize("text, problem", [
    ("{nope", "could not be read"),
    ('["a list"]', "unknown shape"),
    ('{"layers": 3}', "unknown shape"),
])
def test_unreadable_entries_are_reported(text, problem):
    book = ProvenanceBook()
    book.put("L1", {1: rec()})
    count, problems = book.load_json(text)
    assert count == 0 and problem in problems[0]
    assert book.count() == 0  # the book is the project's: an unreadable entry gives an empty one


def test_bad_records_are_skipped_and_counted():
    entry = {"version": 2, "answers": {"0": {"message_id": "m"}},
             "layers": {"L1": {"1": {"a": "0", "confidence": 0.4}, "2": {"a": "9"}, "-1": {"a": "0"},
                               "x": {}, "3": {"confidence": "high"}, "4": {"accepted_by": ["x"]},
                               "5": {"confidence": float("nan")}, "6": "text"},
                        "L2": "not a dict"},
             "external": {"s": {"k": {"confidence": 2}}}}
    book = ProvenanceBook()
    count, problems = book.load_json(json.dumps(entry))
    assert count == 1 and book.get("L1", 1) == Provenance(message_id="m", confidence=0.4)
    assert "9 provenance records" in problems[0]


def test_an_entry_too_large_is_not_parsed(monkeypatch):
    from geosense_dock.core import provenance

    monkeypatch.setattr(provenance, "MAX_ENTRY_CHARS", 100)
    book = ProvenanceBook()
    count, problems = book.load_json(json.dumps({"version": 2, "layers": {"L": {"1": {"message_id": "m" * 200}}}}))
    assert count == 0 and "larger than" in problems[0]


def test_long_texts_are_cut():
    assert len(Provenance.from_dict({"excerpt": "x" * (MAX_TEXT * 3)}).excerpt) == MAX_TEXT


def test_summary_and_values():
    r = rec(confidence=0.87)
    assert r.summary() == ("Suggested by GeoSense · “Two houses are missing” · confidence 0.87 · accepted by ann "
                           "on 2026-12-01 10:00 UTC · via websocket")
    edited = rec(edited_at="2026-12-02T00:00:00+00:00", backend="")
    assert edited.summary().endswith("accepted by ann on 2026-12-01 10:00 UTC · edited since")
    assert r.value("confidence") == 0.87 and r.value("suggested") is True and r.value("edited") is False
    assert r.value("no such key") is None


def test_excerpt_is_one_line_cut_at_a_word():
    assert excerpt("  a\nb  c ") == "a b c"
    long = "word " * 100
    cut = excerpt(long, 22)
    assert cut == "word word word word…" and len(cut) <= 23


def test_answer_origin_reads_the_request_s_sent_record():
    user = Message(role=USER, content="Suggest houses", sent={"backend": "sse", "url": "http://h/api/chat"})
    answer = Message(role=AGENT, content="<p>I suggest <b>two</b> houses.</p>", message_id="msg_1")
    later = Message(role=USER, content="next", sent={"backend": "websocket", "url": "ws://h/ws"})
    origin = answer_origin([user, answer, later], answer, "conv")
    assert origin == {"conversation_id": "conv", "message_uid": answer.uid, "message_id": "msg_1",
                      "excerpt": "I suggest two houses.", "backend": "sse", "url": "http://h/api/chat"}


def test_message_uid_survives_the_project_and_is_unique():
    a, b = Message(role=AGENT), Message(role=AGENT)
    assert a.uid != b.uid
    assert Message.from_dict(a.to_dict()).uid == a.uid
    assert Message.from_dict({**a.to_dict(), "uid": ["bad"]}).uid != a.uid  # a fresh one, not garbage


def test_readers_on_other_threads_see_whole_records():
    book = ProvenanceBook()
    book.put("L", {-(i + 1): rec(confidence=i / 1000) for i in range(1000)})
    stop = threading.Event()
    seen = []

    def read():
        while not stop.is_set():
            for fid in (-1, 1, -500, 500):
                r = book.get("L", fid)
                if r is not None:
                    seen.append(r.message_id)

    readers = [threading.Thread(target=read) for _ in range(3)]
    for t in readers:
        t.start()
    try:
        for _ in range(50):  # commits move the records to real ids and back (as undo and redo would)
            book.move("L", {-(i + 1): i + 1 for i in range(1000)})
            book.move("L", {i + 1: -(i + 1) for i in range(1000)})
            book.mark_edited("L", -1, "2026-12-01T00:00:00+00:00")
    finally:
        stop.set()
        for t in readers:
            t.join(10)
    assert seen and set(seen) == {"msg_3"} and book.count("L") == 1000


def test_the_entry_written_is_never_longer_than_what_is_read_back():
    """The plugin writes at most MAX_ENTRY_CHARS: what does not fit is counted (the newest records kept)."""
    from geosense_dock.core.provenance import MAX_ENTRY_CHARS

    book = ProvenanceBook()
    book.put("L1", {i: rec(accepted_at=f"2026-12-01T10:{i // 60 % 60:02d}:{i % 60:02d}+00:00", confidence=0.5)
                    for i in range(3000)})
    book.put_external("flypix:v1", {"a1": rec(accepted_at="2026-12-02T00:00:00+00:00")})
    text, left_out = book.to_entry()
    assert left_out == 0 and text == book.to_json()
    text, left_out = book.to_entry(max_chars=len(text) // 3)
    assert len(text) <= len(book.to_json()) // 3 and 0 < left_out < 3001
    again = ProvenanceBook()
    count, problems = again.load_json(text)
    assert count + left_out == 3001 and not problems
    assert again.external("flypix:v1")  # the newest record is kept
    assert again.get("L1", 2999) is not None and again.get("L1", 0) is None
    assert len(book.to_entry()[0]) <= MAX_ENTRY_CHARS


@pytest.mark.parametrize("text", [
    '{"version": 2, "layers": {"L": {"1": {"a": "0", "confidence": 0.5}}, "M": {}}, "answers": {"0": {}}}',
    ' { "a" : [ 1 , [2, {"b": null}], true ] , "c" : "\\u00e9\\n" } ',
    '[]', '{}', '"text"', '12.5', '{"a": NaN, "b": [Infinity]}', '{"a": 1, "a": 2}',
])
def test_stepwise_loads_reads_as_json_loads(text):
    assert json.dumps(P.stepwise_loads(text)) == json.dumps(json.loads(text))


@pytest.mark.parametrize("text", ['{"a": 1,}', '{"a" 1}', '{a: 1}', '[1 2]', '{"a": [1, }', '{"a": 1} x', '',
                                  '{"a": {"b": {"c": {"d": tru}}}}', '{"a": "unterminated}'])
def test_stepwise_loads_refuses_what_json_loads_refuses(text):
    with pytest.raises(ValueError):
        json.loads(text)
    with pytest.raises(ValueError):
        P.stepwise_loads(text)


def test_a_long_entry_is_read_in_the_background_and_accesses_wait_for_it():
    book = ProvenanceBook()
    one = {"accepted_at": "2026-12-01T14:02:00Z", "accepted_by": "ann", "confidence": 0.87, "a": "0"}
    n = P.BACKGROUND_CHARS // 60
    text = json.dumps({"version": 2, "answers": {"0": {"excerpt": "x"}},
                       "layers": {"L": {str(i): one for i in range(n)}}})
    done = []
    finished = threading.Event()
    assert book.load_json_in_background(text, lambda count, problems: (done.append((count, problems)),
                                                                          finished.set()))
    assert book.count("L") == n  # waits for the read
    assert finished.wait(10) and done == [(n, [])]
    short = json.dumps({"version": 2, "layers": {"M": {"1": {"accepted_by": "bo"}}}})
    assert not book.load_json_in_background(short, lambda count, problems: done.append((count, problems)))
    assert done[-1] == (1, []) and book.layer_ids() == ["M"]
    # a clear while a read runs: the read no longer counts, and nothing waits
    assert book.load_json_in_background(text)
    book.clear()
    assert book.count() == 0 and not book.loading
