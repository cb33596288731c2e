"""The WebSocket channel: sessions, streaming, bad frames, cancel, history."""
from __future__ import annotations

import asyncio
import json
import uuid

import pytest
import websockets

from reference_agent.config import AgentConfig
from reference_agent.server import run_in_thread

from .wire import ask, chat_frame, connect, final, read_turn, recv, run, text_of


def test_session_frame_and_streamed_answer(reference_agent):
    async def scenario():
        ws, session_id = await connect(reference_agent)
        uuid.UUID(session_id)
        frames = await ask(ws, "Hello, what can you do?")
        await ws.close()
        return frames

    frames = run(scenario())
    chunks = [f for f in frames if f["type"] == "stream_chunk"]
    assert len(chunks) > 10, "the answer streams word by word"
    assert len({c["messageId"] for c in chunks}) == 1
    assert [c["isComplete"] for c in chunks] == [False] * (len(chunks) - 1) + [True]
    assert "<b>GeoSense reference agent</b>" in text_of(frames)


def test_every_connection_has_its_own_session(reference_agent):
    async def scenario():
        first, a = await connect(reference_agent)
        second, b = await connect(reference_agent)
        await first.close()
        await second.close()
        return a, b

    a, b = run(scenario())
    assert a != b


def test_bad_frames_get_error_frames_and_the_connection_stays_open(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        errors = []
        for bad in ("this is not json", "[1, 2]", json.dumps({"type": "teleport", "to": "mars"}),
                    json.dumps({"type": "chat_message", "content": 42}),
                    json.dumps({"type": "approval_response", "approvalId": "nope", "approved": True}),
                    json.dumps({"type": "approval_response", "approvalId": 3})):
            await ws.send(bad)
            errors.append(await recv(ws))
        await ws.send(b"\x00binary")
        errors.append(await recv(ws))
        frames = await ask(ws, "hello again")
        await ws.close()
        return errors, frames

    errors, frames = run(scenario())
    assert [e["type"] for e in errors] == ["error"] * 7
    assert all(e["code"] == "VALIDATION_ERROR" and e["content"] for e in errors)
    assert final(frames)["isComplete"]


def test_tool_result_for_an_unknown_call_is_ignored(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        await ws.send(json.dumps({"type": "tool_result", "toolName": "highlight", "callId": "nobody",
                                  "success": True, "message": "ok"}))
        frames = await ask(ws, "hello")
        await ws.close()
        return frames

    frames = run(scenario())
    assert frames[0]["type"] == "stream_chunk"


def test_cancel_ends_the_turn_with_the_text_so_far(agent_factory):
    agent = agent_factory("--chunk-delay", "0.01")

    async def scenario():
        ws, _ = await connect(agent)
        await ws.send(chat_frame("long answer"))
        frames = [await recv(ws) for _ in range(3)]
        await ws.send(json.dumps({"type": "cancel"}))
        frames += await read_turn(ws)
        after = await ask(ws, "hello")  # the connection goes on
        await ws.close()
        return frames, after

    frames, after = run(scenario())
    last = final(frames)
    assert last["content"] == ""
    assert len(text_of(frames)) < 100_000, "the long answer was cut short"
    assert {f["messageId"] for f in frames} == {last["messageId"]}
    assert "GeoSense reference agent" in text_of(after)


def test_a_new_message_ends_the_running_turn(agent_factory):
    agent = agent_factory("--chunk-delay", "0.01")

    async def scenario():
        ws, _ = await connect(agent)
        await ws.send(chat_frame("long answer"))
        first = await recv(ws)
        await ws.send(chat_frame("history"))
        interrupted = await read_turn(ws)
        answer = await read_turn(ws)
        await ws.close()
        return first, interrupted, answer

    first, interrupted, answer = run(scenario())
    assert final(interrupted)["messageId"] == first["messageId"]
    assert final(answer)["messageId"] != first["messageId"]
    assert "<b>3</b> message(s)" in text_of(answer)  # long answer (cut short), its reply, history


def test_history_is_capped_at_20_keeping_the_first(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        await ask(ws, "the very first message")
        for i in range(12):
            await ask(ws, f"message number {i}")
        frames = await ask(ws, "history")
        await ws.close()
        return text_of(frames)

    answer = run(scenario())
    assert "<b>20</b> message(s)" in answer
    assert "<quote>the very first message</quote>" in answer


def test_stopping_the_agent_closes_open_websockets():
    port, stop = run_in_thread(config=AgentConfig(chunk_delay=0.01))
    agent = type("Agent", (), {"ws_url": f"ws://127.0.0.1:{port}/ws"})()

    async def scenario():
        ws, _ = await connect(agent)
        await ws.send(chat_frame("long answer"))
        await recv(ws)
        await asyncio.get_running_loop().run_in_executor(None, stop)
        with pytest.raises(websockets.ConnectionClosed) as closed:
            while True:
                await recv(ws)
        return closed.value.code

    assert run(scenario()) == 1001
