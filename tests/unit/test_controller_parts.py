"""The chat controller's Qt-free parts: the send queue's rules, tool dispatch, the stall watch,
the sent records and notice de-duplication (the controller itself runs in tests/qgis)."""

from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.protocol.frames import ToolCall, chat_message_frame, tool_result_frame
from geosense.geosense_dock.core.sent_record import SentPiece, WireLedger
from geosense.geosense_dock.ui.notice_cards import RepeatedNotices
from geosense.geosense_dock.ui.send_queue import Outgoing, outgoing_for, ready_to_send, requested_contexts
from geosense.geosense_dock.ui.sent_tracking import SentTracking
from geosense.geosense_dock.ui.stall import StallWatch
from geosense.geosense_dock.ui.tool_dispatch import CallOwners, ToolOutcome, run_tool


def _call(name="highlight", call_id="c1"):
    return ToolCall(tool_name=name, call_id=call_id, data={})


# ------------------------------------------------------------ the send queue
def test_a_message_goes_only_when_connected_and_nothing_else_runs():
    assert ready_to_send(True, False, False, False)
    for blocked in ((False, False, False, False), (True, True, False, False), (True, False, True, False),
                    (True, False, False, True)):
        assert not ready_to_send(*blocked), blocked


def test_what_a_queued_message_asks_for_reaches_its_preparer():
    conv = C.Conversation()
    msg = conv.add_user("<p>hi</p>", queued=True)
    chosen = {"type": "selection", "features": [{"id": 1}]}
    msg.contexts = requested_contexts(("position",), chosen)
    assert msg.contexts == [{"requested": ["position", "selection"], "selection": chosen}]
    assert outgoing_for(msg) == Outgoing(("position", "selection"), chosen, "<p>hi</p>")
    msg.contexts = requested_contexts(["selection", "position"])
    assert outgoing_for(msg) == Outgoing(("selection", "position"), None, "<p>hi</p>")
    msg.contexts = [{"requested": ["selection"], "selection": "not a dict"}]
    assert outgoing_for(msg).selection is None
    msg.contexts = []
    assert outgoing_for(msg) == Outgoing((), None, "<p>hi</p>")


# ------------------------------------------------------------ tool dispatch
def test_a_tool_answers_with_its_outcome_later_or_as_a_failure():
    done = ToolOutcome(True, "shown", None, [{"id": "l1"}])
    handlers = {"highlight": lambda call: done, "find-similar": lambda call: None,
                "set-map-view": lambda call: 1 / 0}
    assert run_tool(handlers, _call()) is done
    assert run_tool(handlers, _call("find-similar")) is None  # it answers through send_tool_result
    failed = run_tool(handlers, _call("set-map-view"))
    assert failed == ToolOutcome(False, "ZeroDivisionError: division by zero", "EXECUTION_ERROR", None)
    assert run_tool(handlers, _call("nope")) == ToolOutcome(False, "unknown tool 'nope'", "TOOL_NOT_FOUND")


def test_call_owners_keep_the_newest():
    owners = CallOwners()
    for i in range(CallOwners.LIMIT + 5):
        owners.remember(f"c{i}", i)
    assert len(owners) == CallOwners.LIMIT and "c4" not in owners and owners[f"c{CallOwners.LIMIT + 4}"] == 68


# ------------------------------------------------------------ the stall watch
def test_a_running_turn_waits_after_its_silence_and_only_changes_are_reported():
    now = [100.0]
    watch = StallWatch(10.0, clock=lambda: now[0])
    assert watch.poll(True) is None and watch.waiting == 0
    now[0] = 112.4
    assert watch.poll(True) == 12 and watch.poll(True) is None
    watch.news()  # a frame arrived
    assert watch.poll(True) == 0
    now[0] = 130.0
    assert watch.poll(False) is None  # no turn: never waiting
    assert watch.set(3) == 3 and watch.poll(False) == 0


# ------------------------------------------------------------ the sent records
def test_a_written_frame_gives_its_message_the_record_and_a_stranger_frame_nothing():
    ledger = WireLedger()
    sent = SentTracking(ledger)
    msg = C.Conversation().add_user("hi", queued=True)
    frame = chat_message_frame("hi", contexts=[{"type": "position"}])
    sent.await_written(frame, msg)
    record = ledger.frame_written(frame, 40, "ws://h:1/ws", "websocket")
    assert sent.frame_written(dict(frame), record) is None  # an equal frame is not that frame
    assert sent.frame_written(frame, record) is msg and msg.sent == record.to_dict()
    assert msg.contexts == list(record.contexts)
    assert sent.frame_written(frame, record) is None  # once


def test_a_tool_result_goes_into_the_record_of_its_turn_unless_forgotten():
    sent = SentTracking(WireLedger())
    msg = C.Conversation().add_user("hi", queued=True)
    result = tool_result_frame("highlight", "c1", True, "shown")
    piece = SentPiece("tool_result", 99, "ws://h:1/ws", body=result, backend="websocket")
    sent.track(result, msg, None, [])
    sent.forget(result)
    assert sent.piece_sent(result, piece) is None and not msg.sent
    sent.track(result, msg, None, [])
    assert sent.piece_sent(result, piece) is msg
    items = [(i["kind"], i["own_bytes"], i["details"]["call_id"]) for i in msg.sent["items"]]
    assert items == [("tool_result", 99, "c1")]


# ------------------------------------------------------------ notices
def test_a_repeated_notice_counts_on_its_card_until_the_next_turn_or_conversation():
    conv = C.Conversation()
    notices = RepeatedNotices()
    bad = "bad frame from http://" + ":".join(("u", "secret")) + "@h/"  # a URL with credentials
    first, added, text = notices.show(conv, bad, "error")
    assert added and "secret" not in text and first.content == text
    again, added, _ = notices.show(conv, bad, "error")
    assert again is first and not added and first.content == f"{text} (happened 2 times)"
    assert notices.show(conv, bad, "warning")[1]  # another level: its own card
    other = C.Conversation()
    assert notices.show(other, bad, "error")[0] is not first
    notices.new_turn()
    assert notices.show(other, "x", "info", ("problem", "E", "k"))[1]
    assert not notices.show(other, "y", "info", ("problem", "E", "k"))[1]  # the same kind, another text
    notices.new_turn()
    assert notices.show(other, "y", "info", ("problem", "E", "k"))[1]
