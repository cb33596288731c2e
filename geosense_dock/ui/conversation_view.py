"""The conversation: a scrollable column of message cards.

It shows what the controller gives it and emits what the user does; it never sends
anything or touches the map.
"""

from __future__ import annotations

import datetime as _dt
import html
import logging
import math
import re
import time
from typing import Callable, Dict, Optional

from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPoint, Qt, QTimer, pyqtSignal
from qgis.PyQt.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .. import plain, theme
from ..core.contexts_json import contexts_json
from ..core.conversation import (
    AGENT,
    APPROVAL,
    APPROVED,
    CANCELLED,
    INTERRUPTED,
    NOTICE,
    QUEUED,
    REJECTED,
    SENT,
    SET_ASIDE,
    STREAMING,
    USER,
    Message,
)
from ..core.sent_record import SentRecord
from ..i18n import mirror, right_to_left, translated
from .activity_log import ActivityLog
from .message_view import MessageView
from .sent_disclosure import SentDisclosure

log = logging.getLogger("geosense.ui")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


# the message the plugin sends for the user once a find similar they started is done (a <response>)
_FIND_SIMILAR_RESPONSE = re.compile(r'\s*<response\b[^>]*\btype\s*=\s*["\']find_similar["\']')


def developer_mode() -> bool:
    """The ``developer_mode`` setting, read when asked (it can change while the dock is open)."""
    try:
        from ..settings import Settings

        return bool(Settings.load().developer_mode)
    except Exception:  # noqa: BLE001 - without settings, no developer extras
        return False


def card_style(kind: str, radius: int = 8) -> str:
    """A card's background, border and text colour in the current theme (light or dark)."""
    bg, border, text = theme.card(kind)
    return f"background:{bg};border:1px solid {border};border-radius:{radius}px;" + (f"color:{text};" if text else "")


def role_style(role: str) -> str:
    return card_style("user" if role == USER else "agent")


def notice_style(level: str) -> str:
    return card_style(level if level in ("info", "warning", "error") else "info", 6)


APPROVAL_NEEDED = QT_TRANSLATE_NOOP("GeoSense", "Approval needed")
APPROVAL_ASKED = QT_TRANSLATE_NOOP("GeoSense", "Approval asked")
APPROVAL_TITLE = {
    "credits": QT_TRANSLATE_NOOP("GeoSense", "Approval needed: this costs credits"),
    "delete": QT_TRANSLATE_NOOP("GeoSense", "Approval needed: this deletes data"),
    "backend_tools": QT_TRANSLATE_NOOP("GeoSense", "Approval needed: backend tools"),
}
ANSWERED_TITLE = {  # the same card once it is no longer open
    "credits": QT_TRANSLATE_NOOP("GeoSense", "Approval asked: this costs credits"),
    "delete": QT_TRANSLATE_NOOP("GeoSense", "Approval asked: this deletes data"),
    "backend_tools": QT_TRANSLATE_NOOP("GeoSense", "Approval asked: backend tools"),
}
def approval_style(open_: bool) -> str:
    bg, border, _text = theme.card("approval" if open_ else "done")
    return f"#geosenseApproval{{background:{bg};border:1px solid {border};border-radius:6px;}}"


class MessageCard(QFrame):
    """One message: header (who, when, state), body, activity log, and the controls its state needs."""

    cancelRequested = pyqtSignal(object)
    approvalAnswered = pyqtSignal(object, bool)
    action = pyqtSignal(object, str, dict)  # message, action, params
    hovered = pyqtSignal(object, str, dict)

    def __init__(self, message: Message, parent: Optional[QWidget] = None, resolver=None) -> None:
        super().__init__(parent)
        self.message = message
        self.setObjectName("geosenseMessage")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(3)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        self.header = plain.mark_escaped_rich(QLabel(self))  # who and when, each piece escaped
        top.addWidget(self.header, 1)
        self.menu_button = QToolButton(self)
        self.menu_button.setText("\u22ee")
        self.menu_button.setAutoRaise(True)
        self.menu_button.setStyleSheet("QToolButton::menu-indicator{image:none;}")
        self.menu_button.setToolTip(tr("Copy this message"))
        self.menu_button.setAccessibleName(tr("Message actions"))
        self.menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = mirror(QMenu(self.menu_button))
        self.menu.aboutToShow.connect(lambda: self.fill_menu(self.menu))
        self.menu_button.setMenu(self.menu)
        top.addWidget(self.menu_button)
        layout.addLayout(top)
        self.body = MessageView(self, resolver=resolver)
        self.body.tail_interval_ms = 0  # its conversation paces the stream: what a card is given, it shows
        self.body.actionTriggered.connect(lambda name, params: self.action.emit(self.message, name, params))
        self.body.actionHovered.connect(lambda name, params: self.hovered.emit(self.message, name, params))
        self.body.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.body.customContextMenuRequested.connect(self._body_menu)
        layout.addWidget(self.body)
        # a message taller than the view's bound scrolls inside it; the whole answer opens in a window
        self.whole_button = QToolButton(self)
        self.whole_button.setText(tr("Show the whole answer"))
        self.whole_button.setToolTip(tr("Open this long answer in a window of its own"))
        self.whole_button.setAutoRaise(True)
        self.whole_button.setVisible(False)
        self.whole_button.clicked.connect(self.show_whole)
        self.body.overflowChanged.connect(self.whole_button.setVisible)
        layout.addWidget(self.whole_button)
        self.whole_window: Optional[QDialog] = None
        # the approval card (shown instead of text when the turn paused on an approval)
        self.approval_box = QFrame(self)
        self.approval_box.setObjectName("geosenseApproval")
        box = QVBoxLayout(self.approval_box)
        box.setContentsMargins(8, 6, 8, 6)
        self.approval_title = QLabel(self.approval_box)
        self.approval_title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.approval_title.font()
        font.setBold(True)
        self.approval_title.setFont(font)
        box.addWidget(self.approval_title)
        self.approval_text = QLabel(self.approval_box)
        self.approval_text.setWordWrap(True)
        self.approval_text.setTextFormat(Qt.TextFormat.PlainText)
        box.addWidget(self.approval_text)
        self.approval_state = QLabel(self.approval_box)
        self.approval_state.setWordWrap(True)
        self.approval_state.setTextFormat(Qt.TextFormat.PlainText)
        box.addWidget(self.approval_state)
        buttons = QHBoxLayout()
        self.approve_button = QPushButton(tr("Approve"), self.approval_box)
        self.reject_button = QPushButton(tr("Reject"), self.approval_box)
        self.approve_button.setAccessibleName(tr("Approve the request"))
        self.reject_button.setAccessibleName(tr("Reject the request"))
        self.approve_button.clicked.connect(lambda: self.approvalAnswered.emit(self.message, True))
        self.reject_button.clicked.connect(lambda: self.approvalAnswered.emit(self.message, False))
        buttons.addWidget(self.approve_button)
        buttons.addWidget(self.reject_button)
        buttons.addStretch(1)
        box.addLayout(buttons)
        layout.addWidget(self.approval_box)
        self.activity = ActivityLog(self)
        layout.addWidget(self.activity)
        self.sent_box = SentDisclosure(self)
        layout.addWidget(self.sent_box)
        self.footer = QWidget(self)
        foot = QHBoxLayout(self.footer)
        foot.setContentsMargins(0, 0, 0, 0)
        self.note = QLabel(self.footer)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setStyleSheet(f"color:{theme.ink('#57606a')}")
        foot.addWidget(self.note, 1)
        self.cancel_button = QToolButton(self.footer)
        self.cancel_button.setText(tr("Cancel"))
        self.cancel_button.setAccessibleName(tr("Cancel queued message"))
        self.cancel_button.clicked.connect(lambda: self.cancelRequested.emit(self.message))
        foot.addWidget(self.cancel_button)
        layout.addWidget(self.footer)
        self._rendered = 0  # characters of the message's content given to the view
        self._style = ""
        self.flushed_at = time.monotonic()
        # paced by a conversation: a long piece of text is given to the view a part at a time (about
        # FEED_SECONDS of work per update, at the speed the view rendered so far), the rest next time
        self.paced = False
        self._chars_per_second = FEED_FIRST / FEED_SECONDS
        self.refresh(full=True)

    def pace_with(self, pacer: Callable[[MessageView, float], None]) -> None:
        """Paced by a conversation from now on: its text goes to the view a part at a time, and the view's
        held-back work (what its first refresh held back too) is done when ``pacer`` calls it back."""
        self.paced = True
        self.body.set_pacer(pacer)

    def show_whole(self) -> QDialog:
        """The whole message in a window of its own (scrolling inside; links act as in the card)."""
        if self.whole_window is not None:
            self.whole_window.raise_()
            self.whole_window.activateWindow()
            return self.whole_window
        window = mirror(QDialog(self.window()))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.destroyed.connect(window.close)  # the card goes (New, another project, unload): so does its window
        window.setWindowTitle(tr("GeoSense's answer"))
        box = QVBoxLayout(window)
        view = MessageView(window, resolver=self.body.resolver, options=self.body.options,
                           data_contexts=self.body.data_contexts)
        view.max_height = 0
        view.actionTriggered.connect(lambda name, params: self.action.emit(self.message, name, params))
        view.actionHovered.connect(lambda name, params: self.hovered.emit(self.message, name, params))
        if self.message.role == NOTICE:
            view.set_plain(self.message.content)
        else:
            view.set_markup(self.message.content)
        box.addWidget(view)
        screen = self.screen().availableGeometry() if hasattr(self, "screen") and self.screen() else None
        if screen is not None:
            window.resize(int(screen.width() * 0.6), int(screen.height() * 0.7))
        window.destroyed.connect(lambda *_: setattr(self, "whole_window", None))
        self.whole_window = window
        window.show()
        return window

    # -- copying ---------------------------------------------------------------------------

    @property
    def backlog(self) -> int:
        """Characters of the message not given to its view yet (a paced card catches up in parts)."""
        if self.message.role == NOTICE:
            return 0
        return max(0, len(self.message.content) - self._rendered)

    def catch_up(self) -> None:
        """Give the view all of the message now."""
        paced, self.paced = self.paced, False
        try:
            self.refresh()
        finally:
            self.paced = paced

    def copy_text(self) -> str:
        """Put the message on the clipboard as plain text (references as they are shown)."""
        self.catch_up()
        text = self.body.plain_text() if self.message.content else ""
        QApplication.clipboard().setText(text)
        return text

    def copy_markup(self) -> str:
        """Put the message's raw markup on the clipboard (the string the agent sent or was sent)."""
        QApplication.clipboard().setText(self.message.content)
        return self.message.content

    def copy_contexts(self) -> str:
        """Put the message's contexts on the clipboard as JSON with camelCase keys: for a sent message,
        the contexts its record says were written (the same record as "Sent with this message")."""
        record = SentRecord.from_dict(self.message.sent) if self.message.sent else None
        text = contexts_json(record.contexts if record is not None else self.message.contexts)
        QApplication.clipboard().setText(text)
        return text

    def fill_menu(self, menu: QMenu) -> None:
        """The copy actions: as text always; markup and contexts in developer mode."""
        menu.clear()
        menu.addAction(tr("Copy as text"), self.copy_text).setObjectName("geosenseCopyText")
        if developer_mode() and self.message.role != NOTICE:
            menu.addAction(tr("Copy markup"), self.copy_markup).setObjectName("geosenseCopyMarkup")
            menu.addAction(tr("Copy contexts"), self.copy_contexts).setObjectName("geosenseCopyContexts")

    def _body_menu(self, pos: QPoint) -> None:
        try:
            menu = mirror(self.body.createStandardContextMenu(pos))
            menu.addSeparator()
            extra = QMenu(menu)
            self.fill_menu(extra)
            for action in extra.actions():
                action.setParent(menu)
                menu.addAction(action)
            menu.exec(self.body.viewport().mapToGlobal(pos))
            menu.deleteLater()
        except Exception:  # noqa: BLE001 - a menu never raises into Qt
            log.exception("the message menu failed")

    def _muted(self) -> str:
        """The time's grey, readable on this card's background."""
        msg = self.message
        kind = ("user" if msg.role == USER else "agent") if msg.role != NOTICE else (
            msg.level if msg.level in ("info", "warning", "error") else "info")
        return theme.ink("#57606a", theme.card(kind)[0])

    def refresh(self, full: bool = False) -> None:
        msg = self.message
        if msg.role == NOTICE:
            style = f"#geosenseMessage{{{notice_style(msg.level)}}}"
        else:
            style = f"#geosenseMessage{{{role_style(msg.role)}}}"
        if style != self._style:  # re-polishing is costly: only when it changes
            self._style = style
            self.setStyleSheet(style)
        when = _dt.datetime.fromtimestamp(msg.timestamp).strftime("%H:%M")
        who = {USER: tr("You"), AGENT: tr("GeoSense"), NOTICE: tr("Notice")}[msg.role]
        if msg.role == USER and _FIND_SIMILAR_RESPONSE.match(msg.content or ""):
            who = f"{who} · {tr('Find similar')}"  # sent for you when the search you started was done
        state = {
            STREAMING: tr("answering…"),
            QUEUED: tr("queued"),
            CANCELLED: tr("not sent"),
            INTERRUPTED: tr("interrupted"),
            APPROVAL: tr("waiting for your approval"),
            SET_ASIDE: tr("set aside"),
            APPROVED: tr("approved"),
            REJECTED: tr("rejected"),
        }.get(msg.status, "")
        italic = ("", "") if right_to_left() else ("<i>", "</i>")  # Arabic is not set in italics
        extra = f" · {italic[0]}{html.escape(state)}{italic[1]}" if state else ""
        self.body.setAccessibleName({USER: tr("Your message"), AGENT: tr("GeoSense's answer"),
                                     NOTICE: tr("Notice")}[msg.role])
        self.header.setAccessibleName(f"{who} {when}" + (f", {state}" if state else ""))
        # right to left: a right-to-left mark first, so a Latin name ("GeoSense") starts at the right
        start = "\u200f" if right_to_left() else ""
        muted = self._muted()
        self.header.setText(f"{start}<b>{html.escape(who)}</b> <span style='color:{muted}'>{when}</span>{extra}")
        # body
        if msg.role == NOTICE:
            if full or self.body.markup() != msg.content:  # a repeated notice counts up
                self.body.set_plain(msg.content)
        elif full and msg.status == STREAMING:  # a fresh view: the rest streams in
            self.body.feed(msg.content)
            self._rendered = len(msg.content)
        elif full:
            self.body.set_markup(msg.content)
            self._rendered = len(msg.content)
        elif len(msg.content) > self._rendered:
            end = len(msg.content)
            if self.paced:
                end = min(end, self._rendered + max(FEED_MIN, int(self._chars_per_second * FEED_SECONDS)))
            started = time.perf_counter()
            self.body.feed(msg.content[self._rendered:end])
            took = time.perf_counter() - started
            if end - self._rendered >= FEED_MIN and took > 0:
                self._chars_per_second = (end - self._rendered) / took
            self._rendered = end
        if msg.role == AGENT and msg.status not in (STREAMING,) and not self.body.finished \
                and self._rendered >= len(msg.content):
            self.body.finish()
        self.body.setVisible(bool(msg.content.strip()) or msg.role != AGENT)
        self._refresh_approval()
        self.activity.set_entries(msg.activity, live=msg.status == STREAMING)
        self.sent_box.set_record(msg.sent if msg.role == USER else {})
        # footer
        note = ""
        if msg.status == QUEUED:
            note = tr("Queued: will be sent when the agent is connected and free.")
            if translated(msg.note):
                note = tr("Queued: {0}").format(translated(msg.note))
        elif msg.status == INTERRUPTED:
            note = tr("Interrupted: {0}").format(translated(msg.note)) if translated(msg.note) else tr("Interrupted")
            if msg.content:
                note += " " + tr("(the answer above is incomplete)")
        elif msg.status == CANCELLED and translated(msg.note):
            note = tr("Not sent: {0}").format(translated(msg.note))
        elif msg.status == SENT and translated(msg.note):
            note = translated(msg.note)
        self.note.setText(note)
        self.cancel_button.setVisible(msg.status == QUEUED)
        self.footer.setVisible(bool(note) or msg.status == QUEUED)

    def _refresh_approval(self) -> None:
        msg = self.message
        pending = msg.approval is not None and msg.status in (APPROVAL, SET_ASIDE, APPROVED, REJECTED)
        self.approval_box.setVisible(pending)
        if not pending:
            return
        a = msg.approval
        open_ = msg.status == APPROVAL
        if open_:
            self.approval_title.setText(tr(APPROVAL_TITLE.get(a.kind, APPROVAL_NEEDED)))  # noqa: TR002 - marked with QT_TRANSLATE_NOOP
        else:
            self.approval_title.setText(tr(ANSWERED_TITLE.get(a.kind, APPROVAL_ASKED)))  # noqa: TR002 - marked with QT_TRANSLATE_NOOP
        lines = [a.description or tr("The agent wants to run a tool.")]
        if a.credits is not None:
            lines.append(tr("Cost: {0} credits").format(f"{a.credits:g}"))
        if a.kind == "delete":
            lines.append(tr("This cannot be undone."))
        elif a.kind == "backend_tools":
            lines.append(tr("Approving also allows backend tools for this conversation."))
        self.approval_text.setText("\n".join(lines))
        state = {
            APPROVAL: translated(msg.note),
            APPROVED: tr("You approved this."),
            REJECTED: tr("You rejected this."),
            SET_ASIDE: tr("Set aside: {0}").format(translated(msg.note)) if translated(msg.note)
            else tr("Set aside: you sent a new message instead."),
        }.get(msg.status, "")
        self.approval_state.setText(state)
        self.approval_state.setVisible(bool(state))
        self.approve_button.setVisible(open_)
        self.reject_button.setVisible(open_)
        self.approve_button.setEnabled(open_)
        self.reject_button.setEnabled(open_)
        self.approval_box.setStyleSheet(approval_style(open_))


#: a streaming card is updated once the frames that came in together are applied (once per event-loop
#: pass), and at least STREAM_INTERVAL seconds after its last update
STREAM_INTERVAL = 0.004
#: an update gives a card's view about this much work: a long piece (a burst, a long answer arriving
#: at once) is shown a part at a time, the conversation stays responsive, and what came first shows first
FEED_SECONDS = 0.04
FEED_MIN = 2048  # characters: the least given at once
FEED_FIRST = 8192  # characters given by the first update, before the view's speed is known


class ConversationView(QScrollArea):
    cancelRequested = pyqtSignal(object)
    approvalAnswered = pyqtSignal(object, bool)
    action = pyqtSignal(object, str, dict)
    hovered = pyqtSignal(object, str, dict)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.container = QWidget(self)
        self.column = QVBoxLayout(self.container)
        self.column.setContentsMargins(4, 4, 4, 4)
        self.column.setSpacing(6)
        self.column.addStretch(1)
        self.setWidget(self.container)
        self.cards: Dict[int, MessageCard] = {}
        self.resolver = None  # what references are looked up in (the map's, once the map side is there)
        self._dirty: Dict[int, MessageCard] = {}
        self._views: Dict[MessageView, float] = {}  # a card's view -> when it asked to be paced again
        # the one throttle of the streams in the conversation (see STREAM_INTERVAL): cards with text held
        # back, and their views' held-back work (MessageView.set_pacer), are done when it fires
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._pace)
        self._follow = True
        self.verticalScrollBar().rangeChanged.connect(self._on_range)
        self.verticalScrollBar().valueChanged.connect(self._on_scroll)

    def set_header(self, widget: QWidget) -> None:
        """A widget above the messages (the welcome panel)."""
        widget.setParent(self.container)
        self.column.insertWidget(0, widget)

    def clear(self) -> None:
        self._dirty.clear()
        self._views.clear()
        self._pace_timer.stop()
        for card in self.cards.values():
            card.setParent(None)
            card.deleteLater()
        self.cards.clear()

    def set_resolver(self, resolver) -> None:
        """Look references up in ``resolver`` (``None``: none): cards are built with it, shown ones render again."""
        self.resolver = resolver
        for card in self.cards.values():
            card.body.resolver = resolver

    def refresh_cards(self) -> None:
        """Render every card again (what its references name changed: layers, classes, features)."""
        for card in self.cards.values():
            card.body.refresh()

    def add_message(self, message: Message) -> MessageCard:
        card = MessageCard(message, self.container, resolver=self.resolver)
        card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        card.cancelRequested.connect(self.cancelRequested)
        card.approvalAnswered.connect(self.approvalAnswered)
        card.action.connect(self.action)
        card.hovered.connect(self.hovered)
        card.pace_with(self._pace_view)
        self.column.insertWidget(self.column.count() - 1, card)
        self.cards[message.local_id] = card
        self._follow = True
        return card

    def update_message(self, message: Message) -> None:
        """Show the message's new state. A streaming message is shown once the frames that arrived
        together have all been applied (once per event-loop pass, :data:`STREAM_INTERVAL`); any other
        change at once. A long piece of text reaches the view a part at a time (:data:`FEED_SECONDS`)."""
        card = self.cards.get(message.local_id)
        if card is None:
            card = self.add_message(message)
            if card.backlog:
                self._dirty[message.local_id] = card
                self._schedule(card.flushed_at + STREAM_INTERVAL)
            return
        if message.status == STREAMING:
            self._dirty[message.local_id] = card
            self._schedule(card.flushed_at + STREAM_INTERVAL)
            return
        self._dirty.pop(message.local_id, None)
        self._refresh(card)

    def flush(self) -> None:
        """Apply the streamed text held back now (all of it)."""
        dirty, self._dirty = self._dirty, {}
        for card in dirty.values():
            card.catch_up()
            card.flushed_at = time.monotonic()

    def _refresh(self, card: MessageCard) -> None:
        card.refresh()
        card.flushed_at = time.monotonic()
        if card.backlog:  # the rest at the next event-loop pass (frames and paints in between, no wait)
            self._dirty[card.message.local_id] = card
            card.flushed_at -= STREAM_INTERVAL
            self._schedule(card.flushed_at + STREAM_INTERVAL)

    def _pace_view(self, view: MessageView, seconds: float) -> None:
        """A card's view asks to be paced again in ``seconds`` (its :meth:`MessageView.set_pacer`)."""
        due = time.monotonic() + seconds
        self._views[view] = min(due, self._views.get(view, due))
        self._schedule(due)

    def _schedule(self, due: float) -> None:
        ms = max(0, int(math.ceil((due - time.monotonic()) * 1000)))
        if not self._pace_timer.isActive() or self._pace_timer.remainingTime() > ms:
            self._pace_timer.start(ms)

    def _pace(self) -> None:
        """The throttle fired: update the cards and views that are due, wait for the others."""
        now = time.monotonic()
        for key, card in list(self._dirty.items()):
            if card.flushed_at + STREAM_INTERVAL <= now + 0.001:
                del self._dirty[key]
                self._refresh(card)
        now = time.monotonic()
        for view, due in list(self._views.items()):
            if due <= now + 0.001:
                del self._views[view]
                try:
                    view.pace()
                except RuntimeError:  # its card went
                    pass
        due = [card.flushed_at + STREAM_INTERVAL for card in self._dirty.values()] + list(self._views.values())
        if due:
            self._schedule(min(due))

    def card_for(self, message: Message) -> Optional[MessageCard]:
        return self.cards.get(message.local_id)

    def show_card(self, card: MessageCard) -> None:
        """Scroll to ``card`` and stay there (new text no longer pulls the view to the end)."""
        self._follow = False
        self.ensureWidgetVisible(card, 0, 0)
        QTimer.singleShot(0, lambda: self.ensureWidgetVisible(card, 0, 0))  # once the layout has settled
        card.setFocus()

    def _on_scroll(self, value: int) -> None:
        bar = self.verticalScrollBar()
        self._follow = value >= bar.maximum() - 24

    def _on_range(self, _min: int, maximum: int) -> None:
        if self._follow:
            QTimer.singleShot(0, self._scroll_to_end)

    def _scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
