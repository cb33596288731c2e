"""The GeoSense dock: connection indicator, conversation, answering bar and composer."""

from __future__ import annotations

import logging
from typing import Optional

from qgis.gui import QgsDockWidget
from qgis.PyQt.QtCore import QCoreApplication, Qt, pyqtSignal
from qgis.PyQt.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core.conversation import Message
from ..core.protocol.transport import ConnectionState
from .composer import ComposerEdit
from .controller import ChatController
from .conversation_view import ConversationView

log = logging.getLogger("geosense.ui")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


STATE_LOOK = {
    ConnectionState.CONNECTED.value: ("#2da44e", "Connected"),
    ConnectionState.CONNECTING.value: ("#bf8700", "Connecting…"),
    ConnectionState.RECONNECTING.value: ("#bf8700", "Reconnecting…"),
    ConnectionState.OFFLINE.value: ("#cf222e", "Offline"),
    ConnectionState.STOPPED.value: ("#6e7781", "Disconnected"),
}


class GeoSenseDock(QgsDockWidget):
    settingsRequested = pyqtSignal()
    messageAction = pyqtSignal(object, str, dict)  # message, action, params (references, options, tools)
    messageHover = pyqtSignal(object, str, dict)

    def __init__(self, controller: ChatController, parent: Optional[QWidget] = None) -> None:
        super().__init__(tr("GeoSense"), parent)
        self.setObjectName("GeoSenseDock")
        self.controller = controller
        root = QWidget(self)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)

        top = QHBoxLayout()
        self.status_dot = QLabel(root)
        self.status_dot.setFixedWidth(14)
        self.status_label = QLabel(root)
        self.status_label.setAccessibleName(tr("Connection state"))
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.retry_button = QToolButton(root)
        self.retry_button.setText(tr("Retry now"))
        self.retry_button.clicked.connect(controller.retry_now)
        self.new_button = QToolButton(root)
        self.new_button.setText(tr("New"))
        self.new_button.setToolTip(tr("Start a new conversation"))
        self.new_button.clicked.connect(controller.new_conversation)
        self.settings_button = QToolButton(root)
        self.settings_button.setText(tr("Settings"))
        self.settings_button.clicked.connect(self.settingsRequested)
        top.addWidget(self.status_dot)
        top.addWidget(self.status_label, 1)
        top.addWidget(self.retry_button)
        top.addWidget(self.new_button)
        top.addWidget(self.settings_button)
        layout.addLayout(top)

        self.conversation = ConversationView(root)
        self.conversation.cancelRequested.connect(controller.cancel_queued)
        self.conversation.approvalAnswered.connect(self._answer_approval)
        self.conversation.action.connect(self.messageAction)
        self.conversation.hovered.connect(self.messageHover)
        layout.addWidget(self.conversation, 1)

        self.answering = QWidget(root)
        bar = QHBoxLayout(self.answering)
        bar.setContentsMargins(0, 0, 0, 0)
        self.answering_label = QLabel(tr("GeoSense is answering…"), self.answering)
        self.stop_button = QPushButton(tr("Stop"), self.answering)
        self.stop_button.setAccessibleName(tr("Stop the answer"))
        self.stop_button.clicked.connect(controller.stop)
        bar.addWidget(self.answering_label, 1)
        bar.addWidget(self.stop_button)
        self.answering.hide()
        layout.addWidget(self.answering)

        self.composer_extras = QVBoxLayout()  # context chips etc. are added here
        layout.addLayout(self.composer_extras)
        composer_row = QHBoxLayout()
        self.composer = ComposerEdit(root)
        self.composer.submitted.connect(self.send)
        self.send_button = QPushButton(tr("Send"), root)
        self.send_button.setAccessibleName(tr("Send message"))
        self.send_button.clicked.connect(self.composer.submit)
        side = QVBoxLayout()
        side.addWidget(self.send_button)
        self.backend_tools = QCheckBox(tr("Tools"), root)
        self.backend_tools.setToolTip(tr("Allow the agent to run backend tools"))
        self.backend_tools.setAccessibleName(tr("Allow backend tools"))
        self.backend_tools.toggled.connect(self._toggle_backend_tools)
        side.addWidget(self.backend_tools)
        side.addStretch(1)
        composer_row.addWidget(self.composer, 1)
        composer_row.addLayout(side)
        layout.addLayout(composer_row)
        self.setWidget(root)

        controller.messageAdded.connect(self.conversation.add_message)
        controller.messageUpdated.connect(lambda m, _d: self.conversation.update_message(m))
        controller.turnChanged.connect(self._on_turn)
        controller.connectionChanged.connect(self._on_connection)
        controller.conversationReset.connect(self._reload)
        controller.activityChanged.connect(self._on_activity)
        self._on_connection(controller.state, controller.state_detail)
        self._reload()

    # ------------------------------------------------------------ actions
    def send(self, text: str) -> Optional[Message]:
        return self.controller.send(text, self.requested_context_kinds())

    def requested_context_kinds(self):
        """The context kinds the next message carries (chips replace this default)."""
        chips = getattr(self, "context_chips", None)
        if chips is not None:
            return chips.requested_kinds()
        return ("selection", "position", "visibility")

    def _answer_approval(self, message: Message, approved: bool) -> None:
        if not self.controller.answer_approval(message, approved):
            self.controller._notice(tr("The approval could not be sent: the agent is not connected."), "error")
        self.backend_tools.setChecked(self.controller.allow_backend_tools)

    def _toggle_backend_tools(self, on: bool) -> None:
        self.controller.allow_backend_tools = on

    def _on_turn(self, answering: bool) -> None:
        self.answering.setVisible(answering)

    def _on_connection(self, state: str, detail: str) -> None:
        color, label = STATE_LOOK.get(state, ("#6e7781", state))
        self.status_dot.setText(f"<span style='color:{color};font-size:14px'>\u25cf</span>")
        text = tr(label)
        if detail and state != ConnectionState.CONNECTED.value:
            text += f" — {detail}"
        self.status_label.setText(text)
        self.status_label.setToolTip(self.controller.transport.kind if self.controller.transport else "")
        self.retry_button.setVisible(state in (ConnectionState.OFFLINE.value, ConnectionState.RECONNECTING.value))

    def _on_activity(self, message) -> None:
        if message is not None:
            self.conversation.update_message(message)

    def _reload(self) -> None:
        self.conversation.clear()
        for message in self.controller.conversation.messages:
            self.conversation.add_message(message)
        self.answering.setVisible(self.controller.conversation.turn_active)
