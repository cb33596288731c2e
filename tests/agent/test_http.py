"""Plain HTTP endpoints and the SSE chat fallback."""
from __future__ import annotations

import threading

from reference_agent.config import AgentConfig
from reference_agent.server import run_in_thread

from .wire import chat_sse, final, http, sse, text_of


def test_health(reference_agent):
    status, body = http(reference_agent, "GET", "/health")
    assert status == 200
    assert body["status"] == "ok" and body["version"]


def test_semantic_config_has_markup_welcome_and_chips(reference_agent):
    status, body = http(reference_agent, "GET", "/api/semantic-config")
    assert status == 200
    assert "<b>" in body["welcomeMessage"]
    assert body["welcomeChips"]
    for chip in body["welcomeChips"]:
        assert set(chip) >= {"id", "label", "prompt"}


def test_artifact_round_trip(reference_agent):
    data = {"nested": {"values": [1, 2.5, "x"]}, "unicode": "Zürich ✓"}
    status, created = http(reference_agent, "POST", "/api/artifacts", {"type": "data", "artifact_data": data})
    assert status == 201
    assert created["type"] == "data" and created["artifact_id"] and created["created_at"]
    status, fetched = http(reference_agent, "GET", f"/api/artifacts/{created['artifact_id']}")
    assert status == 200
    assert fetched["artifact_data"] == data
    assert fetched["artifact_id"] == created["artifact_id"] and fetched["created_at"] == created["created_at"]


def test_unknown_artifact_is_404(reference_agent):
    status, body = http(reference_agent, "GET", "/api/artifacts/does-not-exist")
    assert status == 404 and body["code"] == "VALIDATION_ERROR"


def test_bad_artifacts_are_rejected_with_validation_errors(reference_agent):
    bad = [
        {"type": "map", "artifact_data": {}},
        {"type": "data"},
        {"type": "vector", "artifact_data": {"data": {"ids": [1, 2], "polygons": ["AA=="]}}},
        {"type": "vector", "artifact_data": [1, 2]},
        {"type": "suggestion", "artifact_data": [{"confidence": 0.5}]},
        {"type": "image", "artifact_data": {"mime": "image/png"}},
    ]
    for body in bad:
        status, answer = http(reference_agent, "POST", "/api/artifacts", body)
        assert status == 400 and answer["code"] == "VALIDATION_ERROR", body
    status, answer = http(reference_agent, "POST", "/api/artifacts", raw=b"{not json")
    assert status == 400 and answer["code"] == "VALIDATION_ERROR"


def test_sse_chat_streams_and_ends_with_done(reference_agent):
    result = chat_sse(reference_agent, "Hello")
    assert result.status == 200
    assert result.content_type.startswith("text/event-stream")
    assert result.done
    frames = result.frames
    chunks = [f for f in frames if f["type"] == "stream_chunk"]
    assert len(chunks) > 3
    assert len({c["messageId"] for c in chunks}) == 1
    assert chunks[-1]["isComplete"] and not any(c["isComplete"] for c in chunks[:-1])
    assert "GeoSense reference agent" in text_of(frames)


def test_sse_keeps_no_history_between_requests(reference_agent):
    chat_sse(reference_agent, "first message")
    frames = chat_sse(reference_agent, "history").frames
    assert "<b>1</b> message(s)" in text_of(frames)


def test_sse_rejects_bad_bodies(reference_agent):
    for body in ({"content": "wrong key"}, {"message": 5}, {"message": "x", "contexts": "nope"}):
        result = sse(reference_agent, body)
        assert result.status == 400 and result.error["code"] == "VALIDATION_ERROR", body


def test_run_in_thread_serves_and_stops():
    port, stop = run_in_thread(config=AgentConfig(chunk_delay=0))
    try:
        agent = type("Agent", (), {"base_url": f"http://127.0.0.1:{port}"})()
        assert http(agent, "GET", "/health")[0] == 200
        assert final(chat_sse(agent, "summary").frames)["isComplete"]
    finally:
        stop()
    assert not any(t.name == "reference-agent" for t in threading.enumerate())



def test_too_large_bodies_get_413(monkeypatch):
    monkeypatch.setattr("reference_agent.server.MAX_REQUEST_BYTES", 1024)
    port, stop = run_in_thread(config=AgentConfig(chunk_delay=0))
    try:
        agent = type("Agent", (), {"base_url": f"http://127.0.0.1:{port}"})()
        status, body = http(agent, "POST", "/api/artifacts", {"type": "data", "artifact_data": "x" * 4096})
    finally:
        stop()
    assert status == 413 and body["code"] == "PAYLOAD_TOO_LARGE"


def test_debug_stats_count_what_arrived(agent_factory):
    agent = agent_factory("--chunk-delay", "0")
    chat_sse(agent, "hello")
    chat_sse(agent, "!fault:http500 second")
    status, stats = http(agent, "GET", "/debug/stats")
    assert status == 200
    assert stats["chatMessages"] == 2 and stats["contents"] == ["hello", "!fault:http500 second"]


def test_stamp_adds_sent_at_to_streamed_chunks(agent_factory):
    agent = agent_factory("--chunk-delay", "0", "--stamp")
    chunks = [f for f in chat_sse(agent, "hello").frames if f["type"] == "stream_chunk" and not f["isComplete"]]
    stamps = [c["sentAt"] for c in chunks]
    assert all(isinstance(s, float) for s in stamps) and stamps == sorted(stamps)
