"""The extension interface: what the core plugin offers a backend extension (FlyPix).

:class:`BackendHost` is built by ``plugin.py`` from the chat dock, the chat controller,
the map integration and the notice sink, and handed to the extension's constructor.
The extension reaches the core only through it: it installs its uploader, adds a
check run before a message is sent, adds widgets under the suggestion review, shows
its words on the dock's answer line, listens to Stop, stall ticks and the chat dock's
visibility. Everything it added through the host is taken back by :meth:`release`
(the plugin calls it when it unloads, whatever the extension did), so unloading in
any order leaves nothing behind. Any part may be missing (``None``): the host then
does nothing for it (a backend extension made alone, in a script or a test).
"""

from __future__ import annotations

from typing import Any, Callable, List, Optional

from qgis.core import Qgis
from qgis.PyQt.QtCore import QObject, pyqtSignal
from qgis.PyQt.QtWidgets import QWidget

from . import plain
from .core.protocol.artifacts import Uploader
from .signals import Connections

ComposeCheck = Callable[[Any], bool]  # segments -> True: may be sent


class BackendHost(QObject):
    """``stopPressed``: the dock's Stop; ``stallTicked``: each second a running answer waits;
    ``chatVisibilityChanged(bool)``: the chat dock shown or hidden."""

    stopPressed = pyqtSignal()
    stallTicked = pyqtSignal()
    chatVisibilityChanged = pyqtSignal(bool)

    def __init__(self, iface: Any, dock: Any = None, controller: Any = None, integration: Any = None,
                 notices: Any = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.iface = iface
        self._dock = dock
        self._controller = controller
        self._integration = integration
        self._notices = notices
        self._checks: List[ComposeCheck] = []
        self._widgets: List[QWidget] = []
        self._uploader_set = False
        self._connections = Connections()
        if dock is not None:
            self._connections.connect(dock.stop_button.clicked, lambda *_: self.stopPressed.emit())
            self._connections.connect(dock.visibilityChanged, lambda shown: self.chatVisibilityChanged.emit(shown))
        if controller is not None:
            self._connections.connect(controller.waitingChanged, lambda *_: self.stallTicked.emit())

    # -- the chat dock ------------------------------------------------------------------

    def has_chat_dock(self) -> bool:
        return self._dock is not None

    def chat_visible(self) -> bool:
        return self._dock is not None and not self._dock.isHidden()

    def add_compose_check(self, check: ComposeCheck) -> None:
        """``check(segments)`` runs before each message is sent; False: not sent, it stays in the composer."""
        if self._dock is not None and check not in self._checks:
            self._checks.append(check)
            self._dock.add_compose_check(check)

    def remove_compose_check(self, check: ComposeCheck) -> None:
        if check in self._checks:
            self._checks.remove(check)
            if self._dock is not None:
                self._dock.remove_compose_check(check)

    def set_backend_tools_visible(self, visible: bool) -> None:
        if self._dock is not None:
            self._dock.set_backend_tools_visible(visible)

    def answer_status_visible(self) -> bool:
        return self._dock is not None and self._dock.answer_status_visible()

    def show_answer_status(self, text: str) -> None:
        if self._dock is not None:
            self._dock.show_answer_status(text)

    def clear_answer_status(self) -> None:
        if self._dock is not None:
            self._dock.clear_answer_status()

    # -- notices ------------------------------------------------------------------------

    def notice(self, text: str, level: str = "warning", kind: Optional[tuple] = None) -> None:
        """A notice card in the conversation (through the notice sink)."""
        if self._notices is not None:
            self._notices.notice(text, level, kind)

    def message_bar(self, title: str, text: str, level: int, seconds: int = 8) -> None:
        """``text`` in the QGIS message bar, as plain text."""
        bar = self.iface.messageBar() if hasattr(self.iface, "messageBar") else None
        if bar is not None:
            plain.push(bar, title, str(text), Qgis.MessageLevel(level), duration=seconds)

    # -- the chat connection ------------------------------------------------------------

    def transport_kind(self) -> str:
        return self._controller.running_kind if self._controller is not None else ""

    def transport(self) -> Any:
        return self._controller.transport if self._controller is not None else None

    def ledger(self) -> Any:
        """The "Sent with this message" records (None without a controller)."""
        return self._controller.ledger if self._controller is not None else None

    # -- the map side -------------------------------------------------------------------

    def set_uploader(self, uploader: Optional[Uploader]) -> None:
        """Artifacts go to ``uploader``; None: back to the agent's own."""
        if self._integration is None:
            return
        if uploader is None:
            self._uploader_set = False
            self._integration.agent_changed()
        else:
            self._uploader_set = True
            self._integration.uploader = uploader

    def provenance_tracker(self) -> Any:
        return self._integration.provenance.tracker if self._integration is not None else None

    def has_review(self) -> bool:
        return self._integration is not None

    def add_review_widget(self, widget: QWidget) -> None:
        """``widget`` under the suggestion review panel."""
        if self._integration is not None and widget not in self._widgets:
            self._widgets.append(widget)
            self._integration.suggestion_panel.add_widget(widget)

    def remove_review_widget(self, widget: QWidget) -> None:
        if widget in self._widgets:
            self._widgets.remove(widget)
            if self._integration is not None:
                self._integration.suggestion_panel.remove_widget(widget)

    def review_layer(self) -> Any:
        return self._integration.suggestion_panel.layer if self._integration is not None else None

    def review_fids(self) -> List[int]:
        """The features the review's scope chooses (current, shown, all)."""
        return self._integration.suggestion_panel.scope_fids() if self._integration is not None else []

    def reload_review(self) -> None:
        if self._integration is not None:
            self._integration.suggestion_panel.reload()

    # -- lifecycle ----------------------------------------------------------------------

    def added(self) -> int:
        """How many things an extension added through the host are still in place."""
        return len(self._checks) + len(self._widgets) + int(self._uploader_set)

    def release(self) -> None:
        """Take back everything added through the host, stop forwarding signals (idempotent)."""
        for check in list(self._checks):
            self.remove_compose_check(check)
        for widget in list(self._widgets):
            self.remove_review_widget(widget)
        if self._uploader_set:
            self.set_uploader(None)
        self.set_backend_tools_visible(True)
        self._connections.disconnect_all()
        for signal in (self.stopPressed, self.stallTicked, self.chatVisibilityChanged):
            try:
                signal.disconnect()  # the extension's slots too: nothing of it is called from the core again
            except TypeError:  # nothing connected
                pass
        self._dock = self._controller = self._integration = self._notices = None
