"""The turn driver on its own, with a sink that records frames."""
from __future__ import annotations

import asyncio

from reference_agent.config import AgentConfig
from reference_agent.store import Session, Store
from reference_agent.turn import ChatRequest, Say, TurnContext, TurnRunner


class RecordingSink:
    def __init__(self) -> None:
        self.frames: list[dict] = []

    async def send(self, frame: dict) -> None:
        self.frames.append(frame)

    async def send_raw(self, text: str) -> None:
        self.frames.append({"raw": text})

    async def heartbeat(self) -> None:
        pass

    def abort(self) -> None:
        pass

    def expect_result(self, call_id: str) -> None:
        return None

    def forget_result(self, call_id: str) -> None:
        pass


def test_a_failing_answer_ends_its_message_and_reports_an_execution_error():
    async def broken(turn):
        yield Say("partial text")
        raise KeyError("bug")

    async def scenario():
        sink = RecordingSink()
        session = Session("s")
        turn = TurnContext(ChatRequest("x"), session, Store())
        runner = TurnRunner(sink, turn, AgentConfig(chunk_delay=0))
        await runner.run(broken(turn))
        return sink.frames, session.history

    frames, history = asyncio.run(scenario())
    assert [f["type"] for f in frames] == ["stream_chunk", "stream_chunk", "stream_chunk", "error"]
    assert frames[2]["isComplete"] and frames[3]["code"] == "EXECUTION_ERROR"
    assert history == [{"role": "assistant", "content": "partial text"}]
