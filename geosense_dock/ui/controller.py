"""The chat controller: transport + conversation state, no widgets.

The dock talks to this object only; it emits signals the view applies. Frames
arrive through :class:`TransportBridge` already on the GUI thread.
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Dict, List, Optional, Sequence

from qgis.PyQt.QtCore import QObject, pyqtSignal

from ..core.conversation import AGENT, APPROVAL, Change, Conversation, Message
from ..core.protocol.client import make_transport
from ..core.protocol.frames import (
    SessionFrame,
    ToolCall,
    approval_response_frame,
    cancel_frame,
    chat_message_frame,
    tool_result_frame,
)
from ..core.protocol.transport import ConnectionState, Endpoint
from .bridge import TransportBridge

log = logging.getLogger("geosense.chat")

# A preparer builds what goes with a message: callback(error, vectors, contexts, initial_state)
PrepareCallback = Callable[[Optional[str], List[Dict[str, Any]], List[Dict[str, Any]], Optional[Dict[str, Any]]], None]
Preparer = Callable[[Sequence[str], PrepareCallback], None]
# A tool handler runs a client tool: returns (success, message, error_code, layer_state)
ToolHandler = Callable[[ToolCall], "tuple[bool, str, Optional[str], Optional[List[Dict[str, Any]]]]"]


def _no_context(kinds: Sequence[str], done: PrepareCallback) -> None:
    done(None, [], [], None)


class ChatController(QObject):
    messageAdded = pyqtSignal(object)  # Message
    messageUpdated = pyqtSignal(object, str)  # Message, delta text
    activityChanged = pyqtSignal(object)  # Message or None
    turnChanged = pyqtSignal(bool)  # agent is answering
    connectionChanged = pyqtSignal(str, str)  # state, detail
    notice = pyqtSignal(str, str)  # text, level (info | warning | error)
    conversationReset = pyqtSignal()

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.conversation = Conversation()
        self.bridge = TransportBridge(self)
        self.bridge.frameReceived.connect(self._on_frame)
        self.bridge.stateChanged.connect(self._on_state)
        self.bridge.problem.connect(self._on_problem)
        self.bridge.turnEnded.connect(self._on_turn_ended)
        self.bridge.notice.connect(lambda text: self._notice(text, "warning"))
        self.transport: Any = None
        self.state = ConnectionState.STOPPED.value
        self.state_detail = ""
        self.preparer: Preparer = _no_context
        self.allow_backend_tools = False
        self.tool_handlers: Dict[str, ToolHandler] = {}
        self._preparing = False
        self._pending_send: Optional[Message] = None

    # ------------------------------------------------------------ transport
    def connect_to(self, endpoint: Endpoint, transport_kind: str) -> None:
        """(Re)start the transport for ``endpoint``; the conversation is kept."""
        self.disconnect_transport()
        self.transport = make_transport(transport_kind, endpoint, self.bridge, self.bridge.on_notice)
        self.transport.start()

    def disconnect_transport(self) -> None:
        if self.transport is not None:
            transport, self.transport = self.transport, None
            transport.stop()
            if self.conversation.turn_active:
                self._apply(self.conversation.turn_ended(True, "disconnected"))
                self.turnChanged.emit(False)

    @property
    def connected(self) -> bool:
        return self.transport is not None and self.state == ConnectionState.CONNECTED.value

    def retry_now(self) -> None:
        if self.transport is not None:
            self.transport.reconnect_now()

    # ------------------------------------------------------------ sending
    def send(self, text: str, kinds: Sequence[str] = ("selection", "position")) -> Optional[Message]:
        """Send (or queue, when offline or answering) a user message; returns it."""
        text = text.strip()
        if not text:
            return None
        ready = self.connected and not self.conversation.turn_active and not self._preparing
        msg = self.conversation.add_user(text, queued=True)
        msg.contexts = [{"requested": list(kinds)}]  # replaced by the real contexts when sent
        self.messageAdded.emit(msg)
        if ready:
            self._dispatch(msg)
        else:
            why = "offline" if not self.connected else "after the current answer"
            log.info("message queued (%s)", why)
        return msg

    def cancel_queued(self, msg: Message) -> None:
        if self.conversation.cancel_queued(msg):
            self.messageUpdated.emit(msg, "")

    def _dispatch(self, msg: Message) -> None:
        """Prepare the contexts of ``msg`` and send it once they are ready."""
        kinds = []
        if msg.contexts and "requested" in msg.contexts[0]:
            kinds = list(msg.contexts[0]["requested"])
        self._preparing = True
        self._pending_send = msg

        def done(error, vectors, contexts, initial_state) -> None:
            self._preparing = False
            self._pending_send = None
            if msg.status != "queued":  # cancelled while preparing
                self._drain_queue()
                return
            if error:
                self._notice(f"Message not sent: {error}", "error")
                msg.status = "cancelled"
                msg.note = error
                self.messageUpdated.emit(msg, "")
                return
            frame = chat_message_frame(
                msg.content,
                initial_state=initial_state,
                contexts=contexts,
                vectors=vectors,
                allow_backend_tools=self.allow_backend_tools,
            )
            if self.transport is None or not self.transport.send(frame):
                msg.contexts = [{"requested": kinds}]
                log.info("not connected any more; the message stays queued")
                return
            msg.contexts = list(contexts)
            msg.vectors = list(vectors)
            self.conversation.mark_sent(msg)
            self._apply(self.conversation.begin_turn())
            self.messageUpdated.emit(msg, "")
            self.turnChanged.emit(True)

        self.preparer(kinds, done)

    def _drain_queue(self) -> None:
        if not self.connected or self.conversation.turn_active or self._preparing:
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
        self.turnChanged.emit(False)

    def answer_approval(self, msg: Message, approved: bool) -> bool:
        if msg.status != APPROVAL or msg.approval is None or not self.connected:
            return False
        if not self.transport.send(approval_response_frame(msg.approval.id, approved)):
            return False
        if approved and msg.approval.kind == "backend_tools":
            self.allow_backend_tools = True
        self.conversation.resolve_approval(msg, approved)
        self.messageUpdated.emit(msg, "")
        self.turnChanged.emit(True)
        return True

    def new_conversation(self) -> None:
        self.stop()
        self.conversation = Conversation()
        self.conversationReset.emit()

    def load_history(self, items: List[Dict[str, Any]]) -> None:
        self.conversation = Conversation()
        self.conversation.load(items)
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
        was_active = self.conversation.turn_active
        self._handle_frame(frame)
        if was_active and not self.conversation.turn_active:
            self.turnChanged.emit(False)
            self._drain_queue()

    def _handle_frame(self, frame: Any) -> None:
        if isinstance(frame, SessionFrame):
            self.conversation.session_id = frame.session_id
            return
        if isinstance(frame, ToolCall):
            self._apply(self.conversation.apply_frame(frame))
            self._run_tool(frame)
            return
        self._apply(self.conversation.apply_frame(frame))

    def _run_tool(self, call: ToolCall) -> None:
        handler = self.tool_handlers.get(call.tool_name)
        if handler is None:
            result = tool_result_frame(
                call.tool_name, call.call_id, False, f"unknown tool {call.tool_name!r}", error="TOOL_NOT_FOUND"
            )
        else:
            try:
                ok, message, error, layer_state = handler(call)
            except Exception as exc:  # noqa: BLE001 - a tool failure is reported, never raised into Qt
                log.exception("tool %s failed", call.tool_name)
                ok, message, error, layer_state = False, f"{type(exc).__name__}: {exc}", "EXECUTION_ERROR", None
            result = tool_result_frame(call.tool_name, call.call_id, ok, message, error=error, layer_state=layer_state)
        if self.transport is not None:
            self.transport.send(result)

    def _on_state(self, state: str, detail: str) -> None:
        self.state, self.state_detail = state, detail
        self.connectionChanged.emit(state, detail)
        if state == ConnectionState.CONNECTED.value:
            self._drain_queue()

    def _on_problem(self, message: str, code: str) -> None:
        log.warning("%s%s", message, f" [{code}]" if code else "")
        self._notice(message + (f" [{code}]" if code else ""), "error")

    def _on_turn_ended(self, interrupted: bool, reason: str) -> None:
        was_active = self.conversation.turn_active or any(
            m.role == AGENT and m.status == "streaming" for m in self.conversation.messages
        )
        self._apply(self.conversation.turn_ended(interrupted, reason))
        if was_active:
            self.turnChanged.emit(False)
        self._drain_queue()

    def _notice(self, text: str, level: str) -> None:
        msg = self.conversation.add_notice(text, level)
        self.messageAdded.emit(msg)
        self.notice.emit(text, level)

    def shutdown(self) -> None:
        self.disconnect_transport()
