"""The chat controller: transport lifecycle + conversation state, no widgets.

The dock talks to this object only; it emits signals the view applies. Frames
arrive through :class:`TransportBridge` already on the GUI thread. The controller
starts and stops the transport and routes what it reports; each concern it uses
lives in a module of its own:

* :mod:`.send_queue`: the queue and turn rules (one turn at a time; a message
  typed while offline, while the agent answers or while a stopped turn is still
  ending is queued, visibly, and sent once, in order) and what a preparer is asked;
* :mod:`.tool_dispatch`: the client tools a ``tool_call`` runs (:class:`ToolOutcome`);
* :mod:`.sent_tracking`: the "Sent with this message" record of each message;
* :mod:`.notice_cards`: notice cards, a repeated problem counted on one card;
* :mod:`.stall`: while a turn is running and nothing has arrived for
  :attr:`ChatController.stall_after` seconds, :attr:`waitingChanged` tells the dock;
* :mod:`.welcome_fetch`: the agent's welcome message and chips.

A message the transport accepted but could not deliver (the socket was gone, the
request was refused) goes back to the queue: it is sent again only when the agent
certainly never saw it.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Optional, Sequence, Tuple

from qgis.PyQt.QtCore import QCoreApplication, QObject, QTimer, pyqtSignal

from ..core.conversation import AGENT, APPROVAL, QUEUED, STREAMING, Change, Conversation, Message
from ..core.protocol.client import make_transport
from ..core.protocol.frames import (
    SessionFrame,
    ToolCall,
    approval_response_frame,
    cancel_frame,
    chat_message_frame,
    dump_frame,
    tool_result_frame,
)
from ..core.protocol.transport import (
    AGENT_KINDS,
    FLYPIX,
    KINDS,
    SSE,
    WEBSOCKET,
    ConnectionState,
    Endpoint,
    Transport,
    scrub_userinfo,
)
from ..core.sent_pieces import add_prepared, empty_record, mark_not_delivered
from ..core.sent_record import SentPiece, SentRecord, WireLedger
from ..i18n import translated
from .bridge import Feed, TransportBridge
from .notice_cards import RepeatedNotices
from .send_queue import Preparer, no_context, outgoing_for, ready_to_send, requested_contexts
from .sent_tracking import SentTracking
from .stall import StallWatch
from .tool_dispatch import CallOwners, ToolHandler, run_tool
from .welcome_fetch import WelcomeFetch

__all__ = ["ChatController", "TRANSPORT_NAMES"]  # what a preparer or a tool handler is: .send_queue, .tool_dispatch

log = logging.getLogger("geosense.chat")



def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


TRANSPORT_NAMES = {WEBSOCKET: "WebSocket", SSE: "HTTP streaming (SSE)"}


class _Bridge(TransportBridge):
    """The transport bridge plus what the controller's parts are told from worker threads: a frame
    not delivered, what was written (:mod:`.sent_tracking`)."""

    notDelivered = pyqtSignal(object)  # the client frame
    frameWritten = pyqtSignal(object, object)  # the client frame, its SentRecord
    pieceSent = pyqtSignal(object, object)  # the client frame, a SentPiece of it (FlyPix requests, tool results)

    ledger: Optional[WireLedger] = None

    def on_not_delivered(self, frame) -> None:
        self.emit_in_order("notDelivered", frame)

    def on_sent(self, frame: Dict[str, Any], piece: SentPiece) -> None:
        """The transports' :data:`~..core.sent_record.SentSink` (worker thread)."""
        if piece.what == "message" and piece.backend in AGENT_KINDS:
            if self.ledger is not None:  # one body: its record at once, the artifacts written before it in it
                record = self.ledger.frame_written(piece.body, piece.bytes, piece.url, piece.backend)
                self.emit_in_order("frameWritten", frame, record)
        else:
            self.emit_in_order("pieceSent", frame, piece)


class ChatController(QObject):
    messageAdded = pyqtSignal(object)  # Message
    messageUpdated = pyqtSignal(object, str)  # Message, delta text
    activityChanged = pyqtSignal(object)  # Message or None
    turnChanged = pyqtSignal(bool)  # agent is answering
    connectionChanged = pyqtSignal(str, str)  # state, detail
    # the connection came back after it was lost: the agent may have restarted and forgotten what was uploaded
    reconnected = pyqtSignal()
    notice = pyqtSignal(str, str)  # text, level (info | warning | error)
    conversationReset = pyqtSignal()
    waitingChanged = pyqtSignal(int)  # seconds without news from a running turn (0: not waiting)
    backendToolsChanged = pyqtSignal(bool)
    welcomeChanged = pyqtSignal(object)  # {welcomeMessage, welcomeChips} or None

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.conversation = Conversation()
        self.bridge = _Bridge(self)
        self.bridge.frameReceived.connect(self._on_frame)
        self.bridge.stateChanged.connect(self._on_state)
        self.bridge.problem.connect(self._on_problem)
        self.bridge.turnEnded.connect(self._on_turn_ended)
        self.bridge.notice.connect(lambda text: self.show_notice(text, "warning"))
        self.bridge.notDelivered.connect(self._on_not_delivered)
        self.ledger = WireLedger()  # what was written to the agent: the "Sent with this message" records
        self.bridge.ledger = self.ledger
        self.bridge.frameWritten.connect(self._on_frame_written)
        self.bridge.pieceSent.connect(self._on_piece_sent)
        self._sent = SentTracking(self.ledger)
        self._turn_owner: Optional[Message] = None  # the user message whose turn is running
        self._call_owner: CallOwners[Message] = CallOwners()  # tool call id -> the user message of its turn
        self.transport: Optional[Transport] = None
        self._feed = Feed(self.bridge)  # the current transport's way into the bridge (see connect_to)
        self.endpoint: Optional[Endpoint] = None
        self.transport_kind = "auto"
        self.state = ConnectionState.STOPPED.value
        self.state_detail = ""
        self.preparer: Preparer = no_context
        self._allow_backend_tools = False
        self.tool_handlers: Dict[str, ToolHandler] = {}
        self._preparing = False
        self._in_flight: Optional[Message] = None
        self._in_flight_frame: Optional[Dict[str, Any]] = None
        self._stall = StallWatch(10.0)
        self._welcome = WelcomeFetch(self._welcome_changed, self)
        self._notices = RepeatedNotices()  # notices of this turn by kind: a repeated one counts on its card
        self._ticker = QTimer(self)
        self._ticker.setInterval(500)
        self._ticker.timeout.connect(self._tick)
        self._ticker.start()

    # ------------------------------------------------------------ settings
    @property
    def allow_backend_tools(self) -> bool:
        return self._allow_backend_tools

    @allow_backend_tools.setter
    def allow_backend_tools(self, on: bool) -> None:
        on = bool(on)
        if on != self._allow_backend_tools:
            self._allow_backend_tools = on
            self.backendToolsChanged.emit(on)

    def set_preparer(self, preparer: Optional[Preparer]) -> None:
        """What builds the contexts of each message before it goes (None: none, the message goes alone)."""
        self.preparer = preparer if preparer is not None else no_context

    # ------------------------------------------------------------ transport
    def connect_to(self, endpoint: Endpoint, transport_kind: str) -> None:
        """(Re)start the transport for ``endpoint``; the conversation is kept."""
        self.disconnect_transport()
        self.endpoint, self.transport_kind = endpoint, transport_kind
        self._welcome.endpoint_changed(endpoint)
        self._feed = Feed(self.bridge)  # this transport's own way in, closed when it is replaced
        self.transport = make_transport(transport_kind, endpoint, self._feed, self._feed.on_notice,
                                        sent=self._feed.on_sent)
        self.transport.start()

    def disconnect_transport(self) -> None:
        if self.transport is not None:
            transport, self.transport = self.transport, None
            transport.stop()
            # nothing it still says (a worker that outlived the stop's wait) or said and was not taken yet
            # reaches the conversation or the connection state: the next transport's state is its own
            self._feed.retire()
            self.bridge.fence()
            self._call_owner.clear()  # its tool calls are answered to nobody
            self._on_state(ConnectionState.STOPPED.value, "")
            if self.conversation.turn_active:
                self._apply(self.conversation.turn_ended(True, "disconnected"))
                self.turnChanged.emit(False)

    @property
    def connected(self) -> bool:
        return self.transport is not None and self.state == ConnectionState.CONNECTED.value

    @property
    def running_kind(self) -> str:
        """The kind of the transport running ("flypix", "ws", ...; "" when none; ``transport_kind``: the one
        asked for, "auto" included)."""
        return self.transport.kind if self.transport is not None else ""

    @property
    def transport_name(self) -> str:
        kind = self.running_kind
        return TRANSPORT_NAMES.get(kind, kind)

    def retry_now(self) -> None:
        if self.transport is not None:
            self.transport.reconnect_now()

    def _busy(self) -> bool:
        return self.transport is not None and self.transport.busy

    # ------------------------------------------------------------ sending
    def send(self, text: str, kinds: Sequence[str] = ("selection", "position"),
             selection: Optional[Dict[str, Any]] = None) -> Optional[Message]:
        """Send (or queue, when offline or answering) a user message; returns it.

        ``selection``: the exact selection context this message carries (e.g. the features an
        "and N more" chip stands for) instead of the map's current selection.
        """
        text = text.strip()
        if not text:
            return None
        msg = self.conversation.add_user(text, queued=True)
        self._notices.new_turn()  # problems of the next turn get cards of their own
        msg.contexts = requested_contexts(kinds, selection)  # replaced by the real contexts when sent
        self.messageAdded.emit(msg)
        if self._ready_to_send():
            self._drain_queue()  # the oldest queued message first
        else:
            why = "offline" if not self.connected else "after the current answer"
            log.info("message queued (%s)", why)
        return msg

    def _ready_to_send(self) -> bool:
        return ready_to_send(self.connected, self.conversation.turn_active, self._preparing, self._busy())

    def cancel_queued(self, msg: Message) -> None:
        if self.conversation.cancel_queued(msg):
            self.messageUpdated.emit(msg, "")

    def _dispatch(self, msg: Message) -> None:
        """Prepare the contexts of ``msg`` and send it once they are ready."""
        outgoing = outgoing_for(msg)
        self._preparing = True
        self._apply(self.conversation.set_aside_approvals())  # it goes out now: the cards are answered by it

        def done(error, vectors, contexts, initial_state) -> None:
            self._preparing = False
            if msg.status != QUEUED:  # cancelled while preparing
                self._drain_queue()
                return
            if error:
                self.show_notice(tr("Message not sent: {0}").format(error), "error")
                msg.status = "cancelled"
                msg.note = error
                self.messageUpdated.emit(msg, "")
                self._drain_queue()
                return
            if not self._ready_to_send():  # the connection went while the contexts were built
                log.info("not connected any more; the message stays queued")
                return
            frame = chat_message_frame(
                msg.content,
                initial_state=initial_state,
                contexts=contexts,
                vectors=vectors,
                allow_backend_tools=self.allow_backend_tools,
            )
            kind = self.running_kind
            record = None
            if kind == FLYPIX:  # several requests, reported one by one: the record is built as they go
                # a message sent again after it could not be delivered: what the earlier tries uploaded
                # stays, marked with its try (``_on_not_delivered``), and this try's pieces follow
                record = (SentRecord.from_dict(msg.sent) if msg.sent else None) or empty_record(kind)
                fresh = self.ledger.take_fresh()
                add_prepared(record, frame, self.ledger, fresh)  # the screenshot and sketches went already
                self._sent.track(frame, msg, record, fresh)
            else:
                self._sent.await_written(frame, msg)
            if self.transport is None or not self.transport.send(frame):
                self._sent.forget(frame)
                log.info("not connected any more; the message stays queued")
                return
            if kind not in KINDS:  # a transport that does not
                self._on_frame_written(frame, self.ledger.frame_written(  # report its writes: as handed over
                    frame, len(dump_frame(frame).encode("utf-8")), self.endpoint.base_url if self.endpoint else "",
                    kind))
            self._turn_owner = msg
            if record is not None and record.items:
                msg.sent = record.to_dict()
            msg.contexts = list(contexts)
            msg.vectors = list(vectors)
            self._in_flight, self._in_flight_frame = msg, frame
            self.conversation.mark_sent(msg)
            self._apply(self.conversation.begin_turn(msg))
            self._stall.news()
            self.messageUpdated.emit(msg, "")
            self.turnChanged.emit(True)

        self.preparer(outgoing, done)

    def _drain_queue(self) -> None:
        if not self._ready_to_send():
            return
        queued = self.conversation.queued()
        if queued:
            self._dispatch(queued[0])

    def stop(self) -> None:
        """Stop the running answer: ``cancel`` on WebSocket, the stream is closed on SSE."""
        if not self.conversation.turn_active:
            return
        if self.transport is not None:
            self.transport.send(cancel_frame())
        self._apply(self.conversation.stop_requested())
        self._set_waiting(0)
        self.turnChanged.emit(False)

    def answer_approval(self, msg: Message, approved: bool) -> bool:
        if msg.status != APPROVAL or msg.approval is None or not self.connected:
            return False
        if self.conversation.turn_active or self._preparing or self._busy():
            return False
        frame = approval_response_frame(msg.approval.id, approved)
        if self._turn_owner is not None:  # recorded with the message that started the turn, once written
            self._sent.track(frame, self._turn_owner, None, [])
        if not self.transport.send(frame):
            self._sent.forget(frame)
            return False
        if approved and msg.approval.kind == "backend_tools":
            self.allow_backend_tools = True
        self._in_flight, self._in_flight_frame = msg, frame
        self.conversation.resolve_approval(msg, approved)
        self._stall.news()
        self.messageUpdated.emit(msg, "")
        self.turnChanged.emit(True)
        return True

    def new_conversation(self) -> None:
        """Forget the conversation and start a fresh session at the agent."""
        self.replace_conversation([])

    def load_history(self, items: List[Dict[str, Any]]) -> None:
        self.replace_conversation(items)

    def replace_conversation(self, items: List[Dict[str, Any]], conversation_id: str = "") -> None:
        """Show ``items`` (saved messages) as the conversation; the agent session starts afresh.
        ``conversation_id``: the saved conversation's (a new conversation gets a new one)."""
        self.stop()
        for msg in self.conversation.queued():
            self.conversation.cancel_queued(msg)
        self.conversation = Conversation(conversation_id if items else "")
        if items:
            self.conversation.load(items)
        self._in_flight = self._in_flight_frame = None
        self._turn_owner = None
        self._sent.clear()
        self._call_owner.clear()
        self._set_waiting(0)
        self.bridge.fence()  # what the old conversation's answer still had on its way stays out of this one
        if self.transport is not None:
            self.transport.new_session()
        self.conversationReset.emit()

    # ------------------------------------------------------------ receiving
    def _apply(self, changes: List[Change]) -> None:
        for change in changes:
            if change.kind == "added" and change.message is not None:
                self.messageAdded.emit(change.message)
            elif change.kind == "updated" and change.message is not None:
                self.messageUpdated.emit(change.message, change.delta)
            elif change.kind == "activity":
                self.activityChanged.emit(change.message)

    def _on_frame(self, frame: Any) -> None:
        self._stall.news()
        if self._stall.waiting:
            self._set_waiting(0)
        was_active = self.conversation.turn_active
        self._handle_frame(frame)
        if was_active and not self.conversation.turn_active:
            self.turnChanged.emit(False)
            # the next queued message waits for the transport's end of this turn (_on_turn_ended), which comes
            # after the last chunk: sent now, that end would end the next turn instead

    def _handle_frame(self, frame: Any) -> None:
        if isinstance(frame, SessionFrame):
            self._apply(self.conversation.session_changed(frame.session_id))
            return
        if isinstance(frame, ToolCall):
            self._apply(self.conversation.apply_frame(frame))
            self._run_tool(frame)
            return
        self._apply(self.conversation.apply_frame(frame))

    def _run_tool(self, call: ToolCall) -> None:
        if self._turn_owner is not None:  # its result belongs to this turn, even if it comes after a Stop
            self._call_owner.remember(call.call_id, self._turn_owner)
        outcome = run_tool(self.tool_handlers, call)
        if outcome is None:  # the handler runs in the background and calls send_tool_result
            return
        self.send_tool_result(call, outcome.success, outcome.message, outcome.error, outcome.layer_state)

    def send_tool_result(self, call: ToolCall, ok: bool, message: str, error=None, layer_state=None) -> None:
        """Answer a ``tool_call`` (and note it in the turn's activity log).

        A core text (``texts.text``) goes to the agent in English and into the log translated."""
        self._apply(self.conversation.tool_finished(call.tool_name, call.call_id, ok, translated(message)))
        result = tool_result_frame(call.tool_name, call.call_id, ok, message, error=error, layer_state=layer_state)
        owner = self._call_owner.pop(call.call_id, None)
        if self.transport is not None:
            if owner is not None:  # recorded with the message that started the turn, once written
                self._sent.track(result, owner, None, [])
            if not self.transport.send(result):
                self._sent.forget(result)

    def _on_piece_sent(self, frame: Any, piece: Any) -> None:
        """A piece of a request was sent (a FlyPix upload or message, a tool result): into its record."""
        msg = self._sent.piece_sent(frame, piece)
        if msg is not None:
            self.messageUpdated.emit(msg, "")

    def _on_state(self, state: str, detail: str) -> None:
        detail = scrub_userinfo(detail)
        previous = self.state
        self.state, self.state_detail = state, detail
        self.connectionChanged.emit(state, detail)
        if state == ConnectionState.CONNECTED.value:
            if previous in (ConnectionState.OFFLINE.value, ConnectionState.RECONNECTING.value):
                self.reconnected.emit()  # before a queued message goes: it uploads afresh
            self._drain_queue()
            if self._welcome.needed() and self.endpoint is not None:
                self.fetch_welcome()

    def _on_problem(self, message: str, code: str, kind: str = "") -> None:
        log.warning("%s%s", message, f" [{code}]" if code else "")
        self.show_notice(message + (f" [{code}]" if code else ""), "error", ("problem", code, kind or message))

    def _on_turn_ended(self, interrupted: bool, reason: str) -> None:
        was_active = self.conversation.turn_active or any(
            m.role == AGENT and m.status == STREAMING for m in self.conversation.messages
        )
        self._apply(self.conversation.turn_ended(interrupted, reason))
        self._in_flight = self._in_flight_frame = None
        self._set_waiting(0)
        if was_active:
            self.turnChanged.emit(False)
        self._drain_queue()

    def _on_not_delivered(self, frame: Any) -> None:
        msg = self._in_flight if frame is self._in_flight_frame else None
        if msg is None:
            return
        self._in_flight = self._in_flight_frame = None
        was_active = self.conversation.turn_active
        if frame.get("type") == "chat_message":
            self._sent.forget(frame)  # this try's record is closed: what it sent stays, marked
            record = SentRecord.from_dict(msg.sent) if msg.sent else None
            if record is not None and record.items:
                mark_not_delivered(record)
                msg.sent = record.to_dict()
            if self.conversation.requeue(msg, "not delivered; it will be sent again once the agent is connected"):
                log.info("message not delivered; queued again")
                self.messageUpdated.emit(msg, "")
        else:
            self.conversation.unresolve_approval(msg, "your answer did not reach the agent; answer again")
            self.messageUpdated.emit(msg, "")
            self.show_notice(tr("Your answer to the approval did not reach the agent. Please answer again."), "warning")
        if was_active and not self.conversation.turn_active:
            self._set_waiting(0)
            self.turnChanged.emit(False)

    def _on_frame_written(self, frame: Any, record: Any) -> None:
        """The request's bytes were written: its record goes with the message."""
        msg = self._sent.frame_written(frame, record)
        if msg is not None:
            self.messageUpdated.emit(msg, "")

    def show_notice(self, text: str, level: str = "warning", kind: Optional[Tuple[str, ...]] = None) -> None:
        """Show a notice card (``level``: info | warning | error); the same kind again in this turn (by
        default: the same text) updates its card with a count instead of adding one (a flood of bad frames
        is one card: :mod:`.notice_cards`). The plugin's parts reach this through their notice sink
        (:mod:`..notices`)."""
        msg, added, text = self._notices.show(self.conversation, text, level, kind)
        if added:
            self.messageAdded.emit(msg)
        else:
            self.messageUpdated.emit(msg, "")
        self.notice.emit(text, level)


    # ------------------------------------------------------------ waiting and queue watch
    def _tick(self) -> None:
        changed = self._stall.poll(self.conversation.turn_active)
        if changed is not None:
            self.waitingChanged.emit(changed)
        if self.conversation.queued():
            self._drain_queue()  # e.g. the grace time of a stopped turn is over

    def _set_waiting(self, seconds: int) -> None:
        if self._stall.set(seconds) is not None:
            self.waitingChanged.emit(seconds)

    @property
    def waiting_seconds(self) -> int:
        return self._stall.waiting

    @property
    def stall_after(self) -> float:
        """Seconds of silence in a running turn before :attr:`waitingChanged` says it is waiting."""
        return self._stall.stall_after

    @stall_after.setter
    def stall_after(self, seconds: float) -> None:
        self._stall.stall_after = seconds

    # ------------------------------------------------------------ welcome (semantic config)
    @property
    def welcome(self) -> Optional[Dict[str, Any]]:
        """The agent's ``{welcomeMessage, welcomeChips}`` (None: it has none, or not fetched yet)."""
        return self._welcome.welcome

    def fetch_welcome(self) -> None:
        """GET /api/semantic-config through QGIS's network stack; :attr:`welcomeChanged` reports it."""
        if self.endpoint is not None:
            self._welcome.fetch(self.endpoint)

    def _welcome_changed(self, config: Optional[Dict[str, Any]]) -> None:
        self.welcomeChanged.emit(config)

    def shutdown(self) -> None:
        self.disconnect_transport()  # the transport's workers stop (joined) before the bridge closes
        self.bridge.close()
        self._ticker.stop()
        self._welcome.close()
