"""Fault modes (per prompt, per connection, per process) and the bearer token."""
from __future__ import annotations

import json

import pytest
import websockets

from .wire import (
    MAX_FRAME,
    chat_frame,
    chat_sse,
    connect,
    final,
    http,
    read_turn,
    recv,
    refused_status,
    run,
    sse,
    text_of,
)


async def raw_turn(ws) -> list[str]:
    """Raw text frames up to a completed stream_chunk, without decoding them first."""
    raw = []
    while True:
        message = await ws.recv()
        raw.append(message)
        try:
            frame = json.loads(message)
        except json.JSONDecodeError:
            continue
        if frame.get("type") == "stream_chunk" and frame.get("isComplete"):
            return raw


def decodable(raw: list[str]) -> list[dict]:
    frames = []
    for message in raw:
        try:
            frames.append(json.loads(message))
        except json.JSONDecodeError:
            pass
    return frames


def test_drop_closes_the_websocket_mid_answer(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        await ws.send(chat_frame("!fault:drop hello"))
        frames = []
        with pytest.raises(websockets.ConnectionClosedError):
            while True:
                frames.append(json.loads(await ws.recv()))
        return frames

    frames = run(scenario())
    assert frames, "some chunks came before the drop"
    assert not any(f.get("isComplete") for f in frames)


def test_drop_aborts_the_sse_response(reference_agent):
    result = chat_sse(reference_agent, "!fault:drop hello")
    assert result.broken or not result.done
    assert result.events and "[DONE]" not in result.events
    assert not any(f.get("isComplete") for f in result.frames)


def test_drop_for_a_whole_connection(reference_agent):
    result = sse(reference_agent, {"message": "summary"}, path="/api/chat?fault=drop")
    assert "[DONE]" not in result.events


@pytest.mark.parametrize("channel", ["ws", "sse"])
def test_badjson_sends_a_broken_frame_and_goes_on(reference_agent, channel):
    if channel == "sse":
        result = chat_sse(reference_agent, "!fault:badjson hello")
        broken = [e for e in result.events[:-1] if not e.startswith("{") or not e.endswith("}")]
        assert len(broken) == 1 and result.done
        frames = [json.loads(e) for e in result.events[:-1] if e not in broken]
    else:
        async def scenario():
            ws, _ = await connect(reference_agent)
            await ws.send(chat_frame("!fault:badjson hello"))
            raw = await raw_turn(ws)
            await ws.close()
            return raw
        raw = run(scenario())
        frames = decodable(raw)
        assert len(raw) - len(frames) == 1
    assert final(frames)["isComplete"] and "GeoSense reference agent" in text_of(frames)


def test_unknown_frame_type_mid_stream(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent, "?fault=unknown")
        await ws.send(chat_frame("hello"))
        frames = await read_turn(ws)
        await ws.send(chat_frame("hello again"))  # every turn on this connection gets the fault
        again = await read_turn(ws)
        await ws.close()
        return frames, again

    for frames in run(scenario()):
        odd = [f for f in frames if f["type"] != "stream_chunk"]
        assert len(odd) == 1 and odd[0]["type"] == "agent_telemetry" and "futureField" in odd[0]
        assert final(frames)["isComplete"]


def test_stall_sends_heartbeats_on_sse(reference_agent):
    result = chat_sse_until_ping(reference_agent, "!fault:stall hello")
    assert result.comments == [": ping"]
    assert result.frames and not any(f.get("isComplete") for f in result.frames)


def chat_sse_until_ping(agent, message):
    return sse(agent, {"message": message}, stop=lambda r: bool(r.comments))


def test_stall_can_be_cancelled_on_ws(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        await ws.send(chat_frame("!fault:stall hello"))
        first = await recv(ws)
        await ws.send(json.dumps({"type": "cancel"}))
        frames = [first] + await read_turn(ws)
        await ws.close()
        return frames

    frames = run(scenario())  # would take 60 s if the cancel did not end the stall
    assert final(frames)["isComplete"]
    assert "Anything else" not in text_of(frames), "the stall came halfway and the cancel ended the turn there"


def test_short_stall_then_the_answer_completes(agent_factory):
    agent = agent_factory("--chunk-delay", "0", "--fault", "stall", "--stall-seconds", "0.3", "--heartbeat", "0.1")
    result = chat_sse(agent, "hello")
    assert result.done and len(result.comments) >= 2
    assert "GeoSense reference agent" in text_of(result.frames)


def test_huge_chunk(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        await ws.send(chat_frame("!fault:huge hello"))
        frames = await read_turn(ws)
        await ws.close()
        return frames

    frames = run(scenario())
    sizes = [len(f["content"]) for f in frames if f["type"] == "stream_chunk"]
    assert max(sizes) == 20 * 1024 * 1024
    assert sum(1 for s in sizes if s > 1000) == 1
    assert max(sizes) < MAX_FRAME and final(frames)["isComplete"]


def test_http_faults_on_chat(reference_agent):
    result = chat_sse(reference_agent, "!fault:http500 hello")
    assert result.status == 500 and result.error["code"] == "HTTP_ERROR"
    result = chat_sse(reference_agent, "!fault:http401 hello")
    assert result.status == 401 and result.error["code"] == "UNAUTHORIZED"
    result = sse(reference_agent, {"message": "hello"}, path="/api/chat?fault=http500")
    assert result.status == 500


def test_http_faults_on_the_websocket(reference_agent):
    assert run(refused_status(reference_agent.ws_url + "?fault=http401")) == 401

    async def per_prompt():
        ws, _ = await connect(reference_agent)
        await ws.send(chat_frame("!fault:http500 hello"))
        error = await recv(ws)
        await ws.send(chat_frame("hello"))
        after = await read_turn(ws)
        await ws.close()
        return error, after

    error, after = run(per_prompt())
    assert error["type"] == "error" and error["code"] == "HTTP_ERROR"
    assert final(after)["isComplete"]


def test_approval2_pauses_twice_before_any_answer(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        approvals = []
        frames = await read_after(ws, chat_frame("!fault:approval2 summary"))
        while "pendingApproval" in final(frames):
            approvals.append(final(frames)["pendingApproval"])
            frames = await read_after(ws, json.dumps({"type": "approval_response",
                                                      "approvalId": approvals[-1]["id"], "approved": True}))
        await ws.close()
        return approvals, frames

    approvals, frames = run(scenario())
    assert len(approvals) == 2
    assert "No vectors came with this message" in text_of(frames)


async def read_after(ws, message: str) -> list[dict]:
    await ws.send(message)
    return await read_turn(ws)


def test_unknown_fault_mode_is_explained(reference_agent):
    text = text_of(chat_sse(reference_agent, "!fault:meltdown hello").frames)
    assert "Unknown fault mode <b>meltdown</b>" in text and "<code>drop</code>" in text


def test_bearer_token(agent_factory, monkeypatch):
    monkeypatch.setenv("GEOSENSE_AGENT_TOKEN", "s3cret")
    agent = agent_factory("--chunk-delay", "0")
    status, body = http(agent, "GET", "/health")
    assert status == 401 and body["code"] == "UNAUTHORIZED"
    assert http(agent, "GET", "/health", token="wrong")[0] == 401
    assert http(agent, "GET", "/health", token="s3cret")[0] == 200
    assert chat_sse(agent, "hello").status == 401
    assert sse(agent, {"message": "hello"}, token="s3cret").done

    async def scenario():
        status = await refused_status(agent.ws_url)
        ws, session = await connect(agent, headers={"Authorization": "Bearer s3cret"})
        await ws.close()
        return status, session

    status, session = run(scenario())
    assert status == 401 and session


def test_fault_flag_applies_to_every_connection(agent_factory):
    agent = agent_factory("--chunk-delay", "0", "--fault", "unknown")
    frames = chat_sse(agent, "hello").frames
    assert [f["type"] for f in frames].count("agent_telemetry") == 1


def test_no_websocket_flag_leaves_only_sse(agent_factory):
    agent = agent_factory("--chunk-delay", "0", "--no-websocket")

    assert run(refused_status(agent.ws_url)) == 404
    assert chat_sse(agent, "hello").done


@pytest.mark.parametrize("channel", ["ws", "sse"])
def test_badframes_sends_many_broken_frames_and_goes_on(reference_agent, channel):
    if channel == "sse":
        result = chat_sse(reference_agent, "!fault:badframes hello")
        assert result.events.count("x") == 2000 and result.done
        frames = [json.loads(e) for e in result.events[:-1] if e != "x"]
    else:
        async def scenario():
            ws, _ = await connect(reference_agent)
            await ws.send(chat_frame("!fault:badframes hello"))
            raw = await raw_turn(ws)
            await ws.close()
            return raw
        raw = run(scenario())
        frames = decodable(raw)
        assert raw.count("x") == 2000 and len(raw) - len(frames) == 2000
    assert final(frames)["isComplete"] and "GeoSense reference agent" in text_of(frames)
