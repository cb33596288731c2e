"""The conversation is kept with the QGIS project.

On ``writeProject`` the messages (not the activity logs, not queued or
cancelled messages) are written as JSON with ``QgsProject.writeEntry`` under
``GeoSense/conversation``; on ``readProject`` they are read back and shown,
and the agent session starts afresh. A project without an entry gets an empty
conversation; ``cleared`` (a new or closed project) empties it too. When an
answer completes in a project that has a file, the project is marked as
modified so QGIS offers to save the conversation with it.

Export to Markdown and HTML is :func:`export_conversation`.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Callable, Dict, List, Optional, Tuple

from qgis.core import QgsProject

from .core import export
from .core.conversation import Conversation
from .i18n import right_to_left, translated

log = logging.getLogger("geosense.history")

SCOPE = "GeoSense"
KEY = "conversation"
FORMAT_VERSION = 1


def dump(conversation: Conversation) -> str:
    return json.dumps({"version": FORMAT_VERSION, "conversation_id": conversation.conversation_id,
                       "messages": conversation.to_list()}, ensure_ascii=False)


def parse(text: str) -> List[Dict[str, Any]]:
    """Messages from a project entry; unreadable entries give an empty list (logged)."""
    return parse_entry(text)[0]


def parse_entry(text: str) -> Tuple[List[Dict[str, Any]], str]:
    """(messages, the conversation's id) of a project entry; an unreadable entry gives ([], "") (logged),
    an entry without a usable id gives "" (the conversation gets a new one)."""
    if not text:
        return [], ""
    try:
        data = json.loads(text)
    except ValueError as exc:
        log.warning("the conversation saved in the project could not be read: %s", exc)
        return [], ""
    if isinstance(data, list):  # tolerate a bare list
        return [m for m in data if isinstance(m, dict)], ""
    if not isinstance(data, dict) or not isinstance(data.get("messages"), list):
        log.warning("the conversation saved in the project has an unknown shape; it was not loaded")
        return [], ""
    cid = data.get("conversation_id")
    cid = cid if isinstance(cid, str) and 0 < len(cid) <= 64 else ""
    return [m for m in data["messages"] if isinstance(m, dict)], cid


class ProjectHistory:
    """Connects a :class:`~.ui.controller.ChatController` to a project's read/write signals."""

    def __init__(self, project: QgsProject, controller: Any) -> None:
        self.project = project
        self.controller = controller
        self.loaded_from: Optional[str] = None

    def attach(self, connect: Callable[[Any, Any], None]) -> None:
        """Connect through ``connect(signal, slot)`` (the plugin's, so unload disconnects)."""
        connect(self.project.writeProject, self.on_write)
        connect(self.project.readProject, self.on_read)
        connect(self.project.cleared, self.on_cleared)
        connect(self.controller.turnChanged, self.on_turn)
        if self.project.fileName():  # a project already open when the plugin starts
            self.restore()

    def on_write(self, _doc=None) -> None:
        self.project.writeEntry(SCOPE, KEY, dump(self.controller.conversation))

    def on_read(self, _doc=None) -> None:
        self.restore()

    def restore(self) -> None:
        text, ok = self.project.readEntry(SCOPE, KEY, "")
        items, conversation_id = parse_entry(text) if ok else ([], "")
        self.loaded_from = self.project.fileName()
        self.controller.replace_conversation(items, conversation_id=conversation_id)
        if items:
            log.info("restored %d message(s) of the conversation from the project", len(items))

    def on_cleared(self) -> None:
        if self.controller.conversation.messages:
            self.controller.replace_conversation([])

    def on_turn(self, answering: bool) -> None:
        if not answering and self.project.fileName() and self.controller.conversation.messages:
            self.project.setDirty(True)


def export_conversation(conversation: Conversation, path: str, fmt: str,
                        rich: Optional[export.Render] = None, title: Optional[str] = None) -> None:
    """Write the conversation to ``path`` as ``markdown`` or ``html`` (raises OSError), its headings
    in the user's language."""
    if fmt == "markdown":
        text = export.to_markdown(conversation.messages, title, say=translated)
    elif fmt == "html":
        text = export.to_html(conversation.messages, title, rich=rich, say=translated, right_to_left=right_to_left())
    else:
        raise ValueError(f"unknown export format {fmt!r}")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
