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
