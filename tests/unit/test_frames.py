import json
import logging

import pytest

from geosense.geosense_dock.core.protocol import frames as F


def test_stream_chunk_with_approval_and_contexts():
    raw = json.dumps({
        "type": "stream_chunk", "content": "", "messageId": "m1", "isComplete": True,
        "contexts": [{"type": "data", "artifact_id": "a1"}],
        "pendingApproval": {"id": "ap1", "kind": "credits", "description": "Run", "credits": "2.5"},
    })
    frame = F.parse_frame(raw)
    assert isinstance(frame, F.StreamChunk)
    assert frame.is_complete and frame.message_id == "m1"
    assert frame.contexts == [{"type": "data", "artifact_id": "a1"}]
    assert frame.pending_approval == F.PendingApproval("ap1", "credits", "Run", 2.5)


@pytest.mark.parametrize("raw, kind", [
    ({"type": "session", "sessionId": "s"}, F.SessionFrame),
    ({"type": "tool_call_start", "toolName": "highlight", "callId": "c"}, F.ToolCallStart),
    ({"type": "tool_call", "toolName": "highlight", "callId": "c", "data": {"ids": [1]}}, F.ToolCall),
    ({"type": "mcp_tool_result", "toolName": "geo", "callId": "c", "result": [1]}, F.McpToolResult),
    ({"type": "backend_thinking", "messageId": "m", "content": "plan"}, F.BackendThinking),
    ({"type": "backend_tool_call", "messageId": "m", "callId": "c", "toolName": "t", "status": "failed",
      "error": "boom"}, F.BackendToolCall),
    ({"type": "error", "content": "bad", "code": "VALIDATION_ERROR"}, F.ErrorFrame),
])
def test_every_server_frame_type(raw, kind):
    assert isinstance(F.parse_frame(json.dumps(raw)), kind)


def test_unknown_type_and_fields_are_ignored_and_logged(caplog):
    caplog.set_level(logging.DEBUG, logger="geosense.protocol")
    frame = F.parse_frame('{"type": "telemetry", "x": 1}')
    assert isinstance(frame, F.UnknownFrame) and frame.payload["x"] == 1
    chunk = F.parse_frame('{"type": "stream_chunk", "content": "a", "messageId": "m", "isComplete": false, "z": 2}')
    assert chunk.content == "a"
    assert "telemetry" in caplog.text and "'z'" in caplog.text


@pytest.mark.parametrize("raw", ["not json", "[1, 2]", '{"no": "type"}', '{"type": "stream_chunk"}',
                                 '{"type": "stream_chunk", "messageId": "m", "contexts": 5}', b"\xff\xfe"])
def test_bad_frames_raise_frame_error(raw):
    with pytest.raises(F.FrameError):
        F.parse_frame(raw)


def test_client_frames_round_trip():
    chat = F.chat_message_frame("hi", contexts=[{"type": "position"}], vectors=[{"id": "v"}],
                                allow_backend_tools=True, timestamp=5)
    assert json.loads(F.dump_frame(chat)) == {
        "type": "chat_message", "content": "hi", "timestamp": 5, "contexts": [{"type": "position"}],
        "vectors": [{"id": "v"}], "allowBackendTools": True}
    assert F.sse_body_from_chat(chat)["message"] == "hi"
    assert F.tool_result_frame("x", "c", False, "no", error="TOOL_NOT_FOUND")["error"] == "TOOL_NOT_FOUND"
    assert F.approval_response_frame("a", True) == {"type": "approval_response", "approvalId": "a", "approved": True}
