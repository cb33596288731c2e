import json

from hypothesis import given, settings
from hypothesis import strategies as st

from geosense.geosense_dock.core.protocol.sse import DONE, SseDecoder, iter_events

EVENTS = [{"type": "stream_chunk", "content": "Grüße ✓ 🌍", "messageId": "m", "isComplete": False},
          {"type": "stream_chunk", "content": "", "messageId": "m", "isComplete": True}]


def stream(newline: str) -> bytes:
    parts = [": heartbeat" + newline]
    for e in EVENTS:
        parts.append("data: " + json.dumps(e, ensure_ascii=False) + newline + newline)
    parts.append("data: [DONE]" + newline + newline)
    return "".join(parts).encode("utf-8")


def split(data: bytes, cuts):
    cuts = sorted(set(c % (len(data) + 1) for c in cuts))
    out, last = [], 0
    for c in cuts:
        out.append(data[last:c])
        last = c
    out.append(data[last:])
    return out


@settings(max_examples=200, deadline=None)
@given(newline=st.sampled_from(["\n", "\r\n", "\r"]), cuts=st.lists(st.integers(0, 10_000), max_size=40))
def test_any_chunking_and_line_ending_gives_the_same_events(newline, cuts):
    events = list(iter_events(iter(split(stream(newline), cuts))))
    assert events[-1] is DONE
    assert [json.loads(e) for e in events[:-1]] == EVENTS


def test_multiline_data_and_comments():
    d = SseDecoder()
    out = d.feed(b": ping\r\ndata: line one\r\ndata: line two\r\n\r\n: ping\n")
    assert out == ["line one\nline two"]
    assert d.heartbeats == 2


def test_field_without_space_and_unknown_fields():
    d = SseDecoder()
    assert d.feed(b"event: x\nid: 3\ndata:{\"a\":1}\n\n") == ['{"a":1}']
