"""Approvals (pause and resume on both channels), client tools and backend activity."""
from __future__ import annotations

import json

from .wire import Vector, ask, chat_sse, connect, final, read_turn, recv, run, square, sse, text_of


def approval_frame(approval_id: str, approved: bool) -> str:
    return json.dumps({"type": "approval_response", "approvalId": approval_id, "approved": approved})


def test_ws_approval_pauses_and_resumes(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        paused = await ask(ws, "run the costly analysis")
        pending = final(paused)["pendingApproval"]
        await ws.send(approval_frame(pending["id"], True))
        resumed = await read_turn(ws)
        await ws.close()
        return paused, resumed

    paused, resumed = run(scenario())
    assert [f["type"] for f in paused] == ["stream_chunk"]
    last = final(paused)
    assert last["content"] == ""
    assert last["pendingApproval"]["kind"] == "credits" and last["pendingApproval"]["credits"] == 2.5
    assert last["pendingApproval"]["description"]
    assert '<credits value="2.5" />' in text_of(resumed)
    assert final(resumed)["messageId"] != last["messageId"]


def test_ws_rejection_and_approving_twice(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        first = final(await ask(ws, "costly"))["pendingApproval"]
        await ws.send(approval_frame(first["id"], False))
        rejected = await read_turn(ws)
        one = final(await ask(ws, "approval twice"))["pendingApproval"]
        await ws.send(approval_frame(one["id"], True))
        two = final(await read_turn(ws))["pendingApproval"]
        await ws.send(approval_frame(two["id"], True))
        done = await read_turn(ws)
        await ws.close()
        return rejected, one, two, done

    rejected, one, two, done = run(scenario())
    assert "did not run the analysis" in text_of(rejected)
    assert one["id"] != two["id"] and "step 1 of 2" in one["description"] and "step 2 of 2" in two["description"]
    assert '<credits value="2.5" />' in text_of(done)
    assert "pendingApproval" not in final(done)


def test_a_new_message_sets_the_approval_aside(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        pending = final(await ask(ws, "costly"))["pendingApproval"]
        await ask(ws, "hello")
        await ws.send(approval_frame(pending["id"], True))
        error = await recv(ws)
        await ws.close()
        return error

    error = run(scenario())
    assert error["type"] == "error" and error["code"] == "VALIDATION_ERROR"


def test_sse_approval_resumes_over_the_resume_stream(reference_agent):
    paused = chat_sse(reference_agent, "costly")
    assert paused.done
    pending = final(paused.frames)["pendingApproval"]
    resumed = sse(reference_agent, {"approval_id": pending["id"], "approved": True, "session_id": "http-session"},
                  path="/message/resume/stream")
    assert resumed.status == 200 and resumed.done
    assert '<credits value="2.5" />' in text_of(resumed.frames)
    again = sse(reference_agent, {"approval_id": pending["id"], "approved": True}, path="/message/resume/stream")
    assert again.status == 404 and again.error["code"] == "VALIDATION_ERROR"
    bad = sse(reference_agent, {"approval_id": pending["id"]}, path="/message/resume/stream")
    assert bad.status == 400


def test_a_turn_paused_on_ws_can_resume_over_http(reference_agent):
    async def pause():
        ws, _ = await connect(reference_agent)
        pending = final(await ask(ws, "costly"))["pendingApproval"]
        return ws, pending

    async def scenario():
        ws, pending = await pause()
        resumed = sse(reference_agent, {"approval_id": pending["id"], "approved": False},
                      path="/message/resume/stream")
        await ws.close()
        return resumed

    resumed = run(scenario())
    assert "did not run the analysis" in text_of(resumed.frames)


def test_delete_and_backend_tools_approvals(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        delete = final(await ask(ws, "delete the selected features"))["pendingApproval"]
        await ws.send(approval_frame(delete["id"], False))
        kept = await read_turn(ws)
        tools = final(await ask(ws, "use backend tools", allowBackendTools=False))["pendingApproval"]
        await ws.send(approval_frame(tools["id"], True))
        activity = await read_turn(ws)
        # approving turned backend tools on for the session: no second request
        again = await ask(ws, "use backend tools")
        await ws.close()
        return delete, kept, tools, activity, again

    delete, kept, tools, activity, again = run(scenario())
    assert delete["kind"] == "delete" and "credits" not in delete
    assert "Nothing was deleted" in text_of(kept)
    assert tools["kind"] == "backend_tools"
    assert any(f["type"] == "backend_tool_call" for f in activity)
    assert "pendingApproval" not in final(again) and any(f["type"] == "backend_tool_call" for f in again)


def test_backend_tools_run_at_once_when_allowed(reference_agent):
    frames = chat_sse(reference_agent, "backend tools", allowBackendTools=True).frames
    assert "pendingApproval" not in final(frames)
    assert any(f["type"] == "backend_thinking" for f in frames)


def test_activity_events(reference_agent):
    frames = chat_sse(reference_agent, "analyse my data").frames
    answer_id = final(frames)["messageId"]
    thinking = [f for f in frames if f["type"] == "backend_thinking"]
    calls = [f for f in frames if f["type"] == "backend_tool_call"]
    assert len(thinking) == 2 and all(f["messageId"] == answer_id and f["content"] for f in thinking)
    assert [(c["toolName"], c["status"]) for c in calls] == [
        ("vector_stats", "started"), ("vector_stats", "succeeded"), ("geocoder", "started"), ("geocoder", "failed")]
    assert calls[1]["summary"] and calls[3]["error"]
    assert calls[0]["callId"] == calls[1]["callId"] != calls[2]["callId"] == calls[3]["callId"]
    start = next(f for f in frames if f["type"] == "tool_call_start")
    result = next(f for f in frames if f["type"] == "mcp_tool_result")
    assert start["callId"] == result["callId"] and result["result"]["features"] == 0


def test_zoom_calls_client_tools_and_reports_their_results(reference_agent):
    v = Vector({"h": "House"}).add(1, "h", square(100, 200, 10)).add(2, "h", square(300, 200, 10))

    def client(frame):
        if frame["toolName"] == "set-map-view":
            return {"success": True, "message": "view set",
                    "layerState": [{"id": "l1", "type": "vector", "visible": True}]}
        return {"success": False, "message": "layer missing", "error": "LAYER_NOT_FOUND"}

    async def scenario():
        ws, _ = await connect(reference_agent)
        await ws.send(json.dumps({"type": "chat_message", "content": "zoom to my features", "timestamp": 0,
                                  "vectors": [v.share(reference_agent)]}))
        frames = await read_turn(ws, on_tool=client)
        await ws.close()
        return frames

    frames = run(scenario())
    calls = [f for f in frames if f["type"] == "tool_call"]
    assert [c["toolName"] for c in calls] == ["set-map-view", "highlight"]
    view = calls[0]["data"]
    assert view["crs"] == "EPSG:3857"
    minx, miny, maxx, maxy = view["bbox"]
    assert minx < 100 and miny < 200 and maxx > 310 and maxy > 210
    assert calls[1]["data"] == {"ids": [1, 2]}
    starts = [f for f in frames if f["type"] == "tool_call_start"]
    assert [s["callId"] for s in starts] == [c["callId"] for c in calls]
    answer = text_of(frames)
    assert "done, view set" in answer and "failed, LAYER_NOT_FOUND layer missing" in answer


def test_tool_calls_over_sse_do_not_wait(reference_agent):
    frames = chat_sse(reference_agent, "set map view").frames
    assert [f["toolName"] for f in frames if f["type"] == "tool_call"] == ["set-map-view"]
    assert "no tool_result came back" in text_of(frames)


def test_unknown_tool_is_reported_back(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        await ws.send(json.dumps({"type": "chat_message", "content": "call an unknown tool", "timestamp": 0}))
        frames = await read_turn(ws, on_tool=lambda f: {"success": False, "message": "no such tool",
                                                         "error": "TOOL_NOT_FOUND"})
        await ws.close()
        return frames

    assert "TOOL_NOT_FOUND" in text_of(run(scenario()))


def test_cancel_while_waiting_for_a_tool_result(reference_agent):
    async def scenario():
        ws, _ = await connect(reference_agent)
        await ws.send(json.dumps({"type": "chat_message", "content": "zoom", "timestamp": 0}))
        frames = []
        while not frames or frames[-1]["type"] != "tool_call":
            frames.append(await recv(ws))
        await ws.send(json.dumps({"type": "cancel"}))
        frames += await read_turn(ws)
        await ws.close()
        return frames

    frames = run(scenario())
    assert final(frames)["isComplete"]
    assert "What the map reported" not in text_of(frames)
