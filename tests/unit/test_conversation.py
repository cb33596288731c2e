from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.protocol import frames as F


def chunk(text, done=False, mid="m1", approval=None):
    return F.StreamChunk(content=text, message_id=mid, is_complete=done, pending_approval=approval)


def test_chunks_append_and_complete():
    conv = C.Conversation()
    conv.add_user("hi", queued=False)
    for word in ("Hello ", "there"):
        conv.apply_frame(chunk(word))
    conv.apply_frame(chunk("", done=True))
    agent = conv.messages[-1]
    assert agent.content == "Hello there" and agent.status == C.COMPLETE and not conv.turn_active


def test_interrupted_answer_keeps_partial_text():
    conv = C.Conversation()
    conv.add_user("hi", queued=False)
    conv.apply_frame(chunk("partial "))
    conv.turn_ended(True, "the connection to the agent was lost")
    agent = conv.messages[-1]
    assert agent.content == "partial " and agent.status == C.INTERRUPTED and "lost" in agent.note


def test_new_message_sets_pending_approval_aside():
    conv = C.Conversation()
    conv.add_user("costly", queued=False)
    conv.apply_frame(chunk("", done=True, approval=F.PendingApproval("a", "credits", "run", 3)))
    assert conv.messages[-1].status == C.APPROVAL
    conv.begin_turn()
    assert conv.messages[1].status == C.SET_ASIDE


def test_activity_log_is_not_persisted_and_history_round_trips():
    conv = C.Conversation()
    conv.add_user("go", queued=False)
    conv.apply_frame(F.BackendThinking("m1", "I will look"))
    conv.apply_frame(F.BackendToolCall("m1", "c1", "search", "started"))
    conv.apply_frame(chunk("done", done=True))
    conv.apply_frame(F.BackendToolCall("m1", "c1", "search", "failed", error="x"))
    agent = conv.messages[-1]
    assert [a.kind for a in agent.activity] == ["thinking", "backend_tool"]
    assert agent.activity[1].status == "failed"
    saved = conv.to_list()
    assert all("activity" not in m for m in saved)
    again = C.Conversation()
    again.load(saved)
    assert [m.content for m in again.messages] == ["go", "done"]


def test_queued_messages_become_cancelled_on_reload():
    conv = C.Conversation()
    q = conv.add_user("later", queued=True)
    assert conv.queued() == [q]
    again = C.Conversation()
    again.load(conv.to_list())
    assert again.messages[0].status == C.CANCELLED


def test_activity_before_any_text_opens_the_answer_and_the_text_fills_it():
    conv = C.Conversation()
    conv.add_user("go", queued=False)
    changes = conv.apply_frame(F.ToolCallStart("area_statistics", "c9"))
    placeholder = conv.messages[-1]
    assert placeholder.role == C.AGENT and placeholder.status == C.STREAMING and not placeholder.content
    assert [c.kind for c in changes] == ["added", "activity"]
    conv.apply_frame(F.McpToolResult("area_statistics", "c9", {"features": 3}))
    assert [(a.kind, a.status) for a in placeholder.activity] == [("tool", C.SUCCEEDED)]
    assert '"features": 3' in placeholder.activity[0].detail
    conv.apply_frame(chunk("the text", mid="m7"))
    conv.apply_frame(chunk("", done=True, mid="m7"))
    assert conv.messages[-1] is placeholder and placeholder.content == "the text"
    assert placeholder.message_id == "m7" and placeholder.status == C.COMPLETE


def test_one_log_per_turn_even_when_the_turn_has_two_messages():
    conv = C.Conversation()
    conv.add_user("go", queued=False)
    conv.apply_frame(F.BackendThinking("m1", "first I will say something"))
    conv.apply_frame(chunk("said", mid="m1"))
    conv.apply_frame(chunk("", done=True, mid="m1"))
    conv.turn_active = True  # the same request goes on with a second message (text before an approval)
    conv.apply_frame(F.BackendToolCall("m2", "b1", "vector_stats", "started"))
    conv.apply_frame(chunk("", done=True, mid="m2", approval=F.PendingApproval("a", "credits", "pay", 1)))
    first, second = [m for m in conv.messages if m.role == C.AGENT]
    assert [e.kind for e in first.activity] == ["thinking", "backend_tool"]
    assert second.activity == [] and second.status == C.APPROVAL
    # the resumed turn gets a log of its own
    conv.resolve_approval(second, True)
    conv.apply_frame(F.BackendThinking("m3", "resumed"))
    third = conv.messages[-1]
    assert third is not second and [e.text for e in third.activity] == ["resumed"]


def test_unknown_frames_and_client_tools_are_logged_in_the_turn():
    conv = C.Conversation()
    conv.add_user("go", queued=False)
    conv.apply_frame(chunk("a", mid="m1"))
    conv.apply_frame(F.UnknownFrame("agent_telemetry", {"type": "agent_telemetry"}))
    conv.apply_frame(F.ToolCall("highlight", "t1", {"ids": [1]}))
    conv.tool_finished("highlight", "t1", False, "no such layer")
    agent = conv.messages[-1]
    assert [(e.kind, e.status) for e in agent.activity] == [("ignored", ""), ("tool", C.FAILED)]
    assert "agent_telemetry" in agent.activity[0].text and agent.activity[1].detail == "no such layer"
    assert conv.current_activity() is agent.activity[-1]


def test_interrupted_turn_without_an_answer_is_noted_on_the_question():
    conv = C.Conversation()
    q = conv.add_user("hi", queued=False)
    conv.turn_ended(True, "HTTP 500")
    assert q.note == "No answer: HTTP 500" and not conv.turn_active
    q2 = conv.add_user("again", queued=False)
    conv.apply_frame(chunk("partial"))
    conv.turn_ended(True, "lost")
    assert q2.note == "" and conv.messages[-1].status == C.INTERRUPTED


def test_a_message_not_delivered_is_queued_again_once():
    conv = C.Conversation()
    q = conv.add_user("hi", queued=True)
    conv.mark_sent(q)
    conv.begin_turn(q)
    assert conv.requeue(q, "not delivered")
    assert q.status == C.QUEUED and conv.queued() == [q] and not conv.turn_active
    assert not conv.requeue(q)  # only a sent message can go back


def test_a_new_session_sets_open_approvals_aside():
    conv = C.Conversation()
    conv.session_changed("s1")
    conv.add_user("costly", queued=False)
    conv.apply_frame(chunk("", done=True, approval=F.PendingApproval("a", "credits", "run", 3)))
    card = conv.messages[-1]
    assert conv.session_changed("s1") == []
    changes = conv.session_changed("s2")
    assert card.status == C.SET_ASIDE and "session ended" in card.note and changes[0].message is card


def test_late_chunks_of_a_stopped_answer_are_dropped():
    conv = C.Conversation()
    conv.add_user("hi", queued=False)
    conv.apply_frame(chunk("part "))
    conv.stop_requested()
    assert conv.apply_frame(chunk("late")) == []
    assert conv.apply_frame(chunk("", done=True)) == []
    agent = conv.messages[-1]
    assert agent.content == "part " and agent.status == C.INTERRUPTED and agent.note == "stopped by you"


def test_saved_history_keeps_messages_and_never_activity_or_placeholders():
    conv = C.Conversation()
    conv.add_user("go", queued=False)
    conv.apply_frame(F.BackendThinking("m1", "plan"))
    conv.turn_ended(True, "lost")  # an answer that only had a log
    conv.add_user("costly", queued=False)
    conv.apply_frame(chunk("", done=True, mid="m2", approval=F.PendingApproval("a", "credits", "run", 3)))
    saved = conv.to_list()
    assert [m["role"] for m in saved] == ["user", "user", "agent"]
    again = C.Conversation()
    again.load(saved + [{"role": "agent", "status": "streaming", "content": "half"}, "junk",
                        {"role": "agent", "approval": {"id": 1, "kind": "x", "description": "d", "extra": 2}}])
    statuses = [m.status for m in again.messages]
    assert statuses == [C.SENT, C.SENT, C.SET_ASIDE, C.INTERRUPTED, C.COMPLETE]
    assert all(m.activity == [] for m in again.messages)
    assert again.messages[-1].approval.id == "1"


def test_tool_frames_update_their_line_by_call_id_without_scanning_the_log():
    """6,000 tool calls: each later frame finds its line in one look-up (no scan of the earlier entries)."""
    from geosense_dock.core.conversation import Conversation

    compares = 0

    class CountingId(str):  # a scan compares call ids with every earlier entry; a look-up about once
        __hash__ = str.__hash__

        def __eq__(self, other):
            nonlocal compares
            compares += 1
            return str.__eq__(self, other)

    conv = Conversation()
    calls = 2000
    for n in range(calls):
        conv.tool_finished("t", CountingId(f"c{n}"), True, "")
        conv.tool_finished("t", CountingId(f"c{n}"), False, "again")
    log_ = conv._turn_activity
    assert len(log_) == calls and all(e.detail == "again" for e in log_)
    assert compares <= 4 * calls  # a scan made about calls * calls compares
