"""The GeoSense dock: connection indicator, conversation, answering bar and composer.

It lays out and wires widgets; talking to the agent is the controller's, and the map side is
reached only through hooks the integration sets.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import re
from typing import Any, Callable, Dict, List, Optional, Sequence

from qgis.core import QgsSettings
from qgis.gui import QgsDockWidget
from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, pyqtSignal
from qgis.PyQt.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .. import plain, theme
from ..core import composer_markup as cm
from ..core.conversation import USER, Message
from ..core.protocol.transport import ConnectionState, redact_url
from ..i18n import mirror
from .composer import ComposerEdit
from .context_chips import ContextChips
from .controller import ChatController
from .conversation_view import ConversationView, MessageView
from .render.document import BREAK
from .welcome import WelcomePanel

log = logging.getLogger("geosense.ui")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


STATE_LOOK = {
    ConnectionState.CONNECTED.value: ("#2da44e", QT_TRANSLATE_NOOP("GeoSense", "Connected")),
    ConnectionState.CONNECTING.value: ("#bf8700", QT_TRANSLATE_NOOP("GeoSense", "Connecting…")),
    ConnectionState.RECONNECTING.value: ("#bf8700", QT_TRANSLATE_NOOP("GeoSense", "Reconnecting…")),
    ConnectionState.OFFLINE.value: ("#cf222e", QT_TRANSLATE_NOOP("GeoSense", "Offline")),
    ConnectionState.STOPPED.value: ("#6e7781", QT_TRANSLATE_NOOP("GeoSense", "Disconnected")),
}

# The conversation's share of the height it splits with the panels under it (sharing, results, review)
SHARE_KEY = "geosense/layout/conversation_share"  # the user's own split, kept across sessions
DEFAULT_SHARE = 0.6
MIN_SHARE, MAX_SHARE = 0.15, 0.9
READABLE = 1 / 3  # without a split of the user's own, the conversation keeps at least this much of the dock
# The width the docked dock had when the plugin was last unloaded (QGIS closed), kept across sessions
WIDTH_KEY = "geosense/layout/dock_width"
SETTLE_MS = 300  # the width is given once the main window has kept its size this long (it may still be
# growing to its size, maximised, when the dock is first shown)
MIN_SAVED_WIDTH, MAX_SAVED_WIDTH = 120, 4000


def _saved(key: str, convert: Callable[[Any], Any], low: float, high: float, what: str) -> Any:
    """The setting ``key`` as ``convert`` reads it, when it lies between ``low`` and ``high``; ``None`` when
    none is saved, or when it is not such a value (which is logged: the default is used)."""
    raw = QgsSettings().value(key, None)
    if raw is None or raw == "":
        return None
    try:
        value = convert(raw)
    except (TypeError, ValueError, OverflowError):
        value = None
    if value is None or not low <= value <= high:  # NaN is never between
        log.warning("the saved %s %r is not between %s and %s: the default is used", what, raw, low, high)
        return None
    return value


def saved_width() -> Optional[int]:
    """The width the dock was left at (``None``: none yet, or a value that is not a width, which is logged)."""
    return _saved(WIDTH_KEY, int, MIN_SAVED_WIDTH, MAX_SAVED_WIDTH, "dock width")


def saved_share() -> Optional[float]:
    """The split the user chose (``None``: none yet, or a value that is not a share, which is logged)."""
    return _saved(SHARE_KEY, float, MIN_SHARE, MAX_SHARE, "conversation split")


class ShareSplitter(QSplitter):
    """A vertical splitter that keeps its first widget's share of the height when it is resized."""

    def __init__(self, on_resize: Callable[[], None], parent: Optional[QWidget] = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self._on_resize = on_resize

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt naming
        super().resizeEvent(event)
        self._on_resize()


_BODY = re.compile(r"<body[^>]*>(.*)</body>", re.DOTALL | re.IGNORECASE)


def rendered_html(markup: str) -> str:
    """A message's markup as the message view renders it (the HTML inside its body), for a browser:
    in a right-to-left language the values keep their isolates and the page mirrors the tables."""
    view = MessageView()
    view.options = dataclasses.replace(view.options, mirror_tables=False)
    try:
        view.set_markup(markup)
        view.finish()
        whole = view.document().toHtml().replace(BREAK, "")
        found = _BODY.search(whole)
        return found.group(1) if found else whole
    finally:
        view.deleteLater()


class GeoSenseDock(QgsDockWidget):
    settingsRequested = pyqtSignal()
    messageAction = pyqtSignal(object, str, dict)  # message, action, params (references, options, tools)
    messageHover = pyqtSignal(object, str, dict)

    def __init__(self, controller: ChatController, parent: Optional[QWidget] = None) -> None:
        super().__init__(tr("GeoSense"), parent)
        self.setObjectName("GeoSenseDock")
        mirror(self)
        self.controller = controller
        self.context_chips: Optional[ContextChips] = None  # the map side's context chips (set_context_chips)
        root = QWidget(self)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)

        top = QHBoxLayout()
        self.status_dot = plain.mark_escaped_rich(QLabel(root))  # a coloured dot, nothing from outside
        self.status_dot.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)  # as wide as the dot
        self.status_dot.setAccessibleName(tr("Connection state indicator"))
        self.status_label = plain.plain_label(QLabel(root))  # the failure detail quotes servers
        self.status_label.setAccessibleName(tr("Connection state"))
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.retry_button = QToolButton(root)
        self.retry_button.setText(tr("Retry now"))
        self.retry_button.setAccessibleName(tr("Retry connecting now"))
        self.retry_button.clicked.connect(controller.retry_now)
        self.new_button = QToolButton(root)
        self.new_button.setText(tr("New"))
        self.new_button.setToolTip(tr("Start a new conversation (a fresh session with the agent)"))
        self.new_button.setAccessibleName(tr("New conversation"))
        self.new_button.clicked.connect(controller.new_conversation)
        self.export_button = QToolButton(root)
        self.export_button.setText(tr("Export"))
        self.export_button.setToolTip(tr("Export the conversation"))
        self.export_button.setAccessibleName(tr("Export the conversation"))
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.export_menu = mirror(QMenu(self.export_button))
        self.export_markdown_action = self.export_menu.addAction(tr("As Markdown…"))
        self.export_markdown_action.triggered.connect(lambda: self.export_dialog("markdown"))
        self.export_html_action = self.export_menu.addAction(tr("As HTML…"))
        self.export_html_action.triggered.connect(lambda: self.export_dialog("html"))
        self.export_button.setMenu(self.export_menu)
        self.settings_button = QToolButton(root)
        self.settings_button.setText(tr("Settings"))
        self.settings_button.setToolTip(tr("GeoSense settings"))
        self.settings_button.setAccessibleName(tr("GeoSense settings"))
        self.settings_button.clicked.connect(self.settingsRequested)
        # the state (with its reason) gets the whole width; the buttons sit on their own row
        top.addWidget(self.status_dot, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.status_label, 1)
        layout.addLayout(top)
        buttons = QHBoxLayout()
        buttons.addWidget(self.retry_button)
        buttons.addStretch(1)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.settings_button)
        layout.addLayout(buttons)

        self.conversation = ConversationView(root)
        self.conversation.setAccessibleName(tr("Conversation"))
        self.conversation.cancelRequested.connect(controller.cancel_queued)
        self.conversation.approvalAnswered.connect(self._answer_approval)
        self.conversation.action.connect(self.messageAction)
        self.conversation.hovered.connect(self.messageHover)
        self.welcome = WelcomePanel()
        self.welcome.chipClicked.connect(self.send)
        self.conversation.set_header(self.welcome)
        # the conversation and, under it, the panels that are open (sharing, results, review), in a
        # splitter: the panels scroll within their share and the conversation keeps its own
        self.split = ShareSplitter(self._apply_share, root)
        self.split.setObjectName("GeoSenseSplit")
        self.split.setChildrenCollapsible(False)
        self.split.addWidget(self.conversation)
        self.panels = QScrollArea(self.split)
        self.panels.setObjectName("GeoSensePanels")
        self.panels.setWidgetResizable(True)
        self.panels.setFrameShape(QFrame.Shape.NoFrame)
        self.panels.setMinimumHeight(self.fontMetrics().height() * 2)  # it scrolls: two lines are enough
        self.panels_box = QWidget(self.panels)
        self.panels_column = QVBoxLayout(self.panels_box)
        self.panels_column.setContentsMargins(0, 0, 0, 0)
        self.panels.setWidget(self.panels_box)
        self.split.addWidget(self.panels)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        self.panels.hide()
        self.share = saved_share()
        self.split.splitterMoved.connect(self._split_moved)
        layout.addWidget(self.split, 1)
        self._preferred_width = 0  # the width the dock opens at (prefer_width): a hint, not a minimum
        self._width_settled = False  # the width it opens at is given once a session (_settle_width)
        self._settle_timer = QTimer(self)
        self._settle_timer.setSingleShot(True)
        self._settle_timer.setInterval(SETTLE_MS)
        self._settle_timer.timeout.connect(self._settle_width)
        self._watched_window: Optional[QMainWindow] = None

        self.answering = QWidget(root)
        bar = QHBoxLayout(self.answering)
        bar.setContentsMargins(0, 0, 0, 0)
        self.answering_label = plain.plain_label(QLabel(tr("GeoSense is answering…"), self.answering))  # tool names
        self.answering_label.setWordWrap(True)
        self.answering_label.setAccessibleName(tr("Answer state"))
        self.stop_button = QPushButton(tr("Stop"), self.answering)
        self.stop_button.setAccessibleName(tr("Stop the answer"))
        self.stop_button.clicked.connect(controller.stop)
        bar.addWidget(self.answering_label, 1)
        bar.addWidget(self.stop_button)
        self.answering.hide()
        layout.addWidget(self.answering)

        self.composer_extras = QVBoxLayout()  # context chips etc. are added here
        layout.addLayout(self.composer_extras)
        self.reply_bar = QWidget(root)
        reply = QHBoxLayout(self.reply_bar)
        reply.setContentsMargins(0, 0, 0, 0)
        self.reply_label = QLabel(self.reply_bar)
        self.reply_label.setWordWrap(True)
        self.reply_label.setTextFormat(Qt.TextFormat.PlainText)
        self.reply_label.setStyleSheet(f"color:{theme.ink('#57606a', theme.window(self))}")
        self.reply_label.setAccessibleName(tr("Your message answers the question"))
        self.reply_dismiss = QToolButton(self.reply_bar)
        self.reply_dismiss.setText(tr("New message instead"))
        self.reply_dismiss.setToolTip(tr("Send what you type as a new message, not as the answer to the question"))
        self.reply_dismiss.setAccessibleName(tr("Send as a new message instead of answering the question"))
        self.reply_dismiss.clicked.connect(self.dismiss_reply)
        reply.addWidget(self.reply_label, 1)
        reply.addWidget(self.reply_dismiss)
        self.reply_bar.hide()
        layout.addWidget(self.reply_bar)
        self._reply_dismissed: Optional[str] = None  # the question id the user chose not to answer
        # map side hook: (segments) -> {"selection": ...} to send, or None to keep the message here
        self.compose_hook: Callable[[List[cm.Segment]], Optional[Dict[str, Any]]] = lambda segments: {}
        self.compose_checks: List[Callable[[List[cm.Segment]], bool]] = []  # a backend's checks (False: not sent)
        composer_row = QHBoxLayout()
        self.composer = ComposerEdit(root)
        self.composer.submitted.connect(self.send_composed)
        self.send_button = QPushButton(tr("Send"), root)
        self.send_button.setAccessibleName(tr("Send message"))
        self.send_button.clicked.connect(self.composer.submit)
        side = QVBoxLayout()
        side.addWidget(self.send_button)
        self.backend_tools = QCheckBox(tr("Tools"), root)
        self.backend_tools.setToolTip(tr("Allow the agent to run backend tools (sent with every message)"))
        self.backend_tools.setAccessibleName(tr("Allow backend tools"))
        self.backend_tools.setChecked(controller.allow_backend_tools)
        self.backend_tools.toggled.connect(self._toggle_backend_tools)
        side.addWidget(self.backend_tools)
        side.addStretch(1)
        composer_row.addWidget(self.composer, 1)
        composer_row.addLayout(side)
        layout.addLayout(composer_row)
        self.setWidget(root)

        controller.messageAdded.connect(self._on_added)
        controller.messageUpdated.connect(self._on_updated)
        controller.turnChanged.connect(self._on_turn)
        controller.turnChanged.connect(lambda _on: self._update_reply())
        controller.connectionChanged.connect(self._on_connection)
        controller.conversationReset.connect(self._reload)
        controller.activityChanged.connect(self._on_activity)
        controller.waitingChanged.connect(self._on_waiting)
        controller.backendToolsChanged.connect(self._on_backend_tools)
        controller.welcomeChanged.connect(self.welcome.set_config)
        if controller.welcome is not None:
            self.welcome.set_config(controller.welcome)
        self._on_connection(controller.state, controller.state_detail)
        self._reload()

    # ------------------------------------------------------------ panels under the conversation
    def add_panel(self, widget: QWidget, stretch: int = 0, index: int = -1) -> None:
        """Put ``widget`` in the panels under the conversation (at ``index``, -1: last); they show
        while any of them is shown."""
        self.panels_column.insertWidget(index, widget, stretch)
        widget.installEventFilter(self)
        self._update_panels()

    def prefer_panels_width(self, width: int) -> None:
        """The dock opens wide enough for a panel ``width`` pixels wide (open or not) beside the panels'
        scroll bar: at that width the panels scroll down, never sideways, and the dock does not widen by
        itself when that panel opens. A user who makes the dock narrower gets a panel that scrolls."""
        bar = self.panels.verticalScrollBar()
        extent = bar.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, bar)  # a theme's width
        slack = self.fontMetrics().averageCharWidth()  # a theme may draw its scroll bar with margins of its own
        self.prefer_width(width + max(extent, bar.sizeHint().width()) + 2 * self.panels.frameWidth() + slack)

    def prefer_width(self, width: int) -> None:
        """The dock opens at least ``width`` wide (the widest need of what it holds, which a layout that wraps
        or scrolls does not tell by itself). A preference, not a minimum: on a laptop the user may make the
        dock narrower, down to what its rows need (the chips then wrap onto another line)."""
        if width > self._preferred_width:
            self._preferred_width = width
            self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt naming
        """At least the width the dock prefers (:meth:`prefer_width`); asked by the main window's layout
        alone (the dock's own contents never ask it)."""
        hint = super().sizeHint()
        return QSize(max(hint.width(), self._preferred_width + self._frame_width()), hint.height())

    def showEvent(self, event) -> None:  # noqa: N802 - Qt naming
        super().showEvent(event)
        if self._width_settled:
            return
        main = self.parentWidget()
        if isinstance(main, QMainWindow) and self._watched_window is None:
            self._watched_window = main
            main.installEventFilter(self)  # its resizes while it grows to its size postpone the width
        self._settle_timer.start()

    def _settle_width(self) -> None:
        """Once a session, when first shown docked and the main window has its size: the width the dock was
        left at, or else the width it prefers (the main window gives a new dock what its rows need at least,
        which wraps the chips). Never more than half the main window; never again afterwards: a panel that
        opens does not widen the dock, and the user may make it narrower."""
        if self._width_settled:
            return
        self._width_settled = True
        main = self._watched_window
        if main is not None:
            main.removeEventFilter(self)
            self._watched_window = None
        if main is None or not self.isVisible() or self.isFloating():
            return
        target = saved_width() or self.sizeHint().width()
        target = min(max(target, self.minimumSizeHint().width()), max(main.width() // 2, 1))
        if abs(self.width() - target) > 2:
            main.resizeDocks([self], [target], Qt.Orientation.Horizontal)

    @property
    def width_settled(self) -> bool:
        """True once the dock was given the width it opens at in this session (see :meth:`_settle_width`)."""
        return self._width_settled

    def remember_width(self) -> None:
        """Keep the width of the docked dock for the next session (when the plugin unloads: QGIS closes)."""
        if self.isVisible() and not self.isFloating() and self._width_settled:
            QgsSettings().setValue(WIDTH_KEY, self.width())

    def _frame_width(self) -> int:
        """What the dock puts beside its contents: its layout's margins and its frame."""
        margins = self.widget().layout().contentsMargins()
        frame = self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetFrameWidth, None, self)
        return margins.left() + margins.right() + 2 * frame

    def take_panel(self, widget: QWidget) -> None:
        """Take ``widget`` out of the panels (to put it elsewhere)."""
        widget.removeEventFilter(self)
        self.panels_column.removeWidget(widget)
        self._update_panels()

    def show_panel(self, widget: QWidget) -> None:
        """Show the dock and ``widget`` among its panels, scrolled into view."""
        widget.show()
        self.setUserVisible(True)
        self.panels.ensureWidgetVisible(widget, 0, 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt naming
        if watched is self._watched_window:
            if event.type() == QEvent.Type.Resize and not self._width_settled:
                self._settle_timer.start()  # the main window is still growing to its size
            return False
        if event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            self._update_panels()
        return super().eventFilter(watched, event)

    def _update_panels(self) -> None:
        shown = any(not self.panels_column.itemAt(i).widget().isHidden()
                    for i in range(self.panels_column.count()) if self.panels_column.itemAt(i).widget() is not None)
        if shown == self.panels.isHidden():
            self.panels.setVisible(shown)
            self._apply_share()

    def _apply_share(self) -> None:
        """The conversation gets its share of the split: the user's, or by default enough to stay readable."""
        if self.panels.isHidden():
            return
        total = self.split.height() - self.split.handleWidth()
        if total <= 0:
            return
        share = self.share
        if share is None:
            share = min(MAX_SHARE, max(DEFAULT_SHARE, (self.height() * READABLE + 8) / total))
        top = round(total * share)
        self.split.setSizes([top, total - top])

    def _split_moved(self, _pos: int, _index: int) -> None:
        sizes = self.split.sizes()
        if len(sizes) < 2 or sum(sizes) <= 0:
            return
        self.share = min(MAX_SHARE, max(MIN_SHARE, sizes[0] / sum(sizes)))
        QgsSettings().setValue(SHARE_KEY, round(self.share, 4))

    # ------------------------------------------------------------ actions
    def send(self, text: str) -> Optional[Message]:
        """Send ``text`` (markup) with the contexts the chips ask for."""
        return self.controller.send(text, self.requested_context_kinds())

    def send_composed(self, markup: str, segments: Optional[Sequence[cm.Segment]] = None) -> Optional[Message]:
        """What the composer submitted (``markup``, and its ``segments`` when it has them): checked by the
        map side, sent as the answer to an open question when there is one (in the user's own words), else
        as a new message."""
        segments = list(segments or ()) or cm.segments_from_markup(markup)
        try:
            extra = self.compose_hook(segments) if all([check(segments) for check in list(self.compose_checks)]) \
                else None
        except Exception:  # noqa: BLE001 - the message stays in the composer rather than being lost
            log.exception("checking the message before sending failed")
            extra = None
        if extra is None:
            self.composer.set_segments(segments)  # not sent: nothing typed is lost
            return None
        question = self.open_question()
        if question is not None:
            markup = cm.answer_with_markup(question.id, markup)
        msg = self.controller.send(markup, self.requested_context_kinds(), selection=extra.get("selection"))
        if msg is not None and question is not None:
            self.mark_answered(question.message, question.id, None)
        self._update_reply()
        return msg

    # ------------------------------------------------------------ the cards, for the map side
    def shows(self, message: Message) -> bool:
        """True while ``message`` has a card in the conversation."""
        return self.conversation.card_for(message) is not None

    def mark_answered(self, message: Message, question_id: str, index: Optional[int]) -> bool:
        """Show the question ``question_id`` of ``message`` as answered (option ``index``; ``None``: in
        the user's own words). False when the message has no card."""
        card = self.conversation.card_for(message)
        if card is None:
            return False
        card.body.mark_answered(question_id, index)
        return True

    def set_data_contexts(self, message: Message, data: Dict[str, Any]) -> bool:
        """The data (artifact id -> JSON) ``${...}`` in ``message`` reads; it renders again. False: no card."""
        card = self.conversation.card_for(message)
        if card is None:
            return False
        card.body.data_contexts = data
        return True

    def show_message(self, message: Message) -> bool:
        """Open the dock scrolled to ``message`` (False, and nothing shown, when it has no card)."""
        card = self.conversation.card_for(message)
        if card is None:
            return False
        if not self.isVisible():
            self.show()
        self.raise_()
        self.conversation.show_card(card)
        return True

    def set_resolver(self, resolver) -> None:
        """References in messages are looked up in ``resolver`` (the map's; ``None``: none)."""
        self.conversation.set_resolver(resolver)

    def refresh_references(self) -> None:
        """What references name changed (shared layers, classes): cards and composer chips show it anew."""
        self.conversation.refresh_cards()
        self.composer.refresh_chips()

    def open_question(self) -> Optional[cm.OpenQuestion]:
        """The question the next typed message answers (``None``: it is a new message)."""
        question = cm.open_question(self.controller.conversation.messages)
        if question is None or question.id == self._reply_dismissed:
            return None
        return question

    def dismiss_reply(self) -> None:
        """Send the next message as a new one, not as the answer to the open question."""
        question = cm.open_question(self.controller.conversation.messages)
        self._reply_dismissed = question.id if question is not None else None
        self._update_reply()
        self.composer.setFocus(Qt.FocusReason.OtherFocusReason)

    def _update_reply(self) -> None:
        question = self.open_question()
        if question is None:
            self.reply_bar.hide()
            return
        header = question.header or question.id
        self.reply_label.setText(tr("Your message answers: “{0}”").format(header))
        self.reply_bar.show()

    def focus_composer(self) -> None:
        """Show the dock and put the keyboard in the composer."""
        if not self.isVisible():
            self.show()
        self.raise_()
        self.activateWindow()
        self.composer.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def insert_references(self, chips: Sequence[cm.Chip], accept: bool = True) -> int:
        """Open the dock, focus the composer and insert ``chips`` at its cursor."""
        self.focus_composer()
        return self.composer.insert_chips(list(chips), accept=accept)

    def set_compose_hook(self, hook: Optional[Callable[[List[cm.Segment]], Optional[Dict[str, Any]]]]) -> None:
        """The map side's step before a message goes: ``hook(segments)`` -> ``{"selection": ...}`` to send,
        or None to keep the message here (None: no map side, everything goes as typed)."""
        self.compose_hook = hook if hook is not None else (lambda segments: {})

    def set_context_chips(self, chips: Optional[ContextChips]) -> None:
        """The chips that choose the contexts of the next message (None: the default kinds)."""
        self.context_chips = chips

    def requested_context_kinds(self) -> Sequence[str]:
        """The context kinds the next message carries (chips replace this default)."""
        if self.context_chips is not None:
            return self.context_chips.requested_kinds()
        return ("selection", "position", "visibility")

    def _answer_approval(self, message: Message, approved: bool) -> None:
        if not self.controller.answer_approval(message, approved):
            if self.controller.conversation.turn_active:
                why = tr("The approval could not be sent: wait for the current answer or stop it.")
            else:
                why = tr("The approval could not be sent: the agent is not connected.")
            self.controller.show_notice(why, "error")
        self.backend_tools.setChecked(self.controller.allow_backend_tools)

    def _toggle_backend_tools(self, on: bool) -> None:
        self.controller.allow_backend_tools = on

    def _on_backend_tools(self, on: bool) -> None:
        if self.backend_tools.isChecked() != on:
            self.backend_tools.setChecked(on)

    # ------------------------------------------------------------ export
    def export_to(self, path: str, fmt: str) -> None:
        """Write the conversation to ``path`` (``markdown`` or ``html``); raises OSError."""
        from types import SimpleNamespace

        from ..history import export_conversation

        export_conversation(SimpleNamespace(messages=self._exported_messages()), path, fmt, rich=rendered_html)

    def _exported_messages(self):
        """The messages, the user's as the text they read (their markup: escaped text and chips)."""
        from dataclasses import replace

        out = []
        for msg in self.controller.conversation.messages:
            if msg.role == USER and msg.content:
                msg = replace(msg, content=self.shown_text(msg).strip())
            out.append(msg)
        return out

    def shown_text(self, msg) -> str:
        """``msg`` as plain text the way its card shows it (references named, values formatted: positions in
        degrees, areas with their unit); the markup's plain text when it has no card."""
        from ..core.export import markup_plain_text

        card = self.conversation.card_for(msg)
        return card.body.plain_text() if card is not None else markup_plain_text(msg.content)

    def export_dialog(self, fmt: str) -> None:
        filters = {"markdown": tr("Markdown (*.md)"), "html": tr("HTML (*.html)")}
        suffix = {"markdown": ".md", "html": ".html"}[fmt]
        path, _ = QFileDialog.getSaveFileName(self, tr("Export the conversation"), "geosense-conversation" + suffix,
                                              filters[fmt])
        if not path:
            return
        if not path.lower().endswith(suffix):
            path += suffix  # the dialog checked the name without it: an existing file is asked about here
            if os.path.exists(path) and not plain.ask(
                    self, tr("Export the conversation"),
                    tr("{0} already exists. Do you want to replace it?").format(os.path.basename(path)),
                    default_yes=False):
                return
        try:
            self.export_to(path, fmt)
        except OSError as exc:
            self.controller.show_notice(tr("The conversation could not be exported: {0}").format(exc), "error")
            return
        log.info("conversation exported to %s", path)

    # ------------------------------------------------------------ view updates
    def _on_added(self, message: Message) -> None:
        self.conversation.add_message(message)
        self._update_welcome()
        self._update_reply()

    def _on_updated(self, message: Message, _delta: str) -> None:
        self.conversation.update_message(message)
        if not _delta:
            self._update_reply()

    def _on_turn(self, answering: bool) -> None:
        self.answering.setVisible(answering)
        if answering:
            self._set_answering_text()

    def _on_waiting(self, seconds: int) -> None:
        self._set_answering_text()

    # -- what a backend extension reaches (geosense_dock/extension_host.py) -----------------

    def add_compose_check(self, check: Callable[[List[cm.Segment]], bool]) -> None:
        """``check(segments)`` runs before each message is sent; False: it is not sent and stays."""
        if check not in self.compose_checks:
            self.compose_checks.append(check)

    def remove_compose_check(self, check: Callable[[List[cm.Segment]], bool]) -> None:
        if check in self.compose_checks:
            self.compose_checks.remove(check)

    def set_backend_tools_visible(self, visible: bool) -> None:
        self.backend_tools.setVisible(visible)

    def answer_status_visible(self) -> bool:
        return self.answering_label.isVisibleTo(self)

    def show_answer_status(self, text: str) -> None:
        """``text`` (plain) on the answer line, until the dock writes it again."""
        self.answering_label.setText(text)

    def clear_answer_status(self) -> None:
        """The answer line says what the dock itself says again."""
        self._set_answering_text()

    def _set_answering_text(self) -> None:
        seconds = self.controller.waiting_seconds
        if seconds:
            text = tr("The answer is waiting: nothing has arrived from the agent for {0} s. "
                      "You can wait or stop it.").format(seconds)
            self.answering_label.setStyleSheet(f"color:{theme.ink('#9a6700', theme.window(self))}")
        else:
            text = tr("GeoSense is answering…")
            step = self.controller.conversation.current_activity()
            if step is not None and step.kind != "thinking" and step.status in ("started", "running"):
                text = tr("GeoSense is answering… ({0})").format(_short(step.text))
            self.answering_label.setStyleSheet("")
        self.answering_label.setText(text)

    def _on_connection(self, state: str, detail: str) -> None:
        color, label = STATE_LOOK.get(state, ("#6e7781", state))
        color = theme.ink(color, theme.window(self), 3.0)  # a mark: WCAG asks 3:1 of graphics
        self.status_dot.setText(f"<span style='color:{color};font-size:14px'>\u25cf</span>")
        text = tr(label)  # noqa: TR002 - marked with QT_TRANSLATE_NOOP
        if state == ConnectionState.CONNECTED.value and self.controller.transport_name:
            text = tr("Connected ({0})").format(self.controller.transport_name)
        elif detail and state != ConnectionState.CONNECTED.value:
            text += f" — {detail}"
        self.status_label.setText(text)
        endpoint = self.controller.endpoint
        self.status_label.setToolTip(plain.tooltip(redact_url(endpoint.base_url)) if endpoint else "")
        self.retry_button.setVisible(state in (ConnectionState.OFFLINE.value, ConnectionState.RECONNECTING.value))

    def _on_activity(self, message) -> None:
        if message is not None:
            self.conversation.update_message(message)
        if self.controller.conversation.turn_active:
            self._set_answering_text()

    def _update_welcome(self) -> None:
        has_chat = any(m.role == USER for m in self.controller.conversation.messages)
        self.welcome.setVisible(not has_chat)

    def _reload(self) -> None:
        self.conversation.clear()
        for message in self.controller.conversation.messages:
            self.conversation.add_message(message)
        self.answering.setVisible(self.controller.conversation.turn_active)
        self._update_welcome()
        self._reply_dismissed = None
        self._update_reply()


def _short(text: str, limit: int = 80) -> str:
    """A name from the agent, cut to ``limit`` characters for a one-line label."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"
