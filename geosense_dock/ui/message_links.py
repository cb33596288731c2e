"""The links and tooltips of a rendered message (see :mod:`.message_view`).

A message's only links are the plugin's ``geosense://`` actions: :func:`link_action` reads
one into ``(action, params)`` from the message's parsed markup (the option a question
offers, the data of a ``<tool>``, the full address to open); :func:`anchors` lists the
link targets of a document; :func:`tooltip_at` is the escaped tooltip of the text under a
point of a view. No widget state is kept here.
"""

from __future__ import annotations

import html
import logging
from typing import Any, Dict, List, Optional, Tuple

from qgis.PyQt.QtCore import QPointF, Qt, QUrl
from qgis.PyQt.QtGui import QTextCursor, QTextDocument

from ..core.markup import find_option
from ..core.markup import tool_blocks as markup_tool_blocks
from ..i18n import translated
from .render.actions import join_url, parse_action_url, safe_external_url
from .render.options import RenderOptions

log = logging.getLogger("geosense.markup")

#: an action link read: the action's name and its parameters
Action = Tuple[str, Dict[str, Any]]


def href_text(href) -> str:
    """A link target as text (``href``: str or QUrl, which is given fully encoded)."""
    return href.toString(QUrl.ComponentFormattingOption.FullyEncoded) if isinstance(href, QUrl) else str(href)


def link_action(href: str, root, options: RenderOptions) -> Optional[Action]:
    """``(action, params)`` of a ``geosense://`` link of the message whose parsed markup is ``root``
    (None: not an action, or one that names nothing of the message); see :mod:`.message_view`."""
    parsed = parse_action_url(href)
    if parsed is None:
        return None
    action, params = parsed
    extra: Dict[str, Any] = dict(params)
    if action == "option":
        try:
            index = int(params.get("i", ""))
        except ValueError:
            return None
        extra["index"] = index
        option = find_option(root, params.get("q", ""), index)
        if option is not None:
            extra.update(message=option.message, context=list(option.context), label=option.label)
    elif action == "tool":
        try:
            index = int(params.get("n", ""))
            block = markup_tool_blocks(root)[index]
        except (ValueError, IndexError):
            return None
        extra.update(index=index, type=block.type, id=block.id)
        extra.pop("error", None)  # the link may predate the data: look again
        if isinstance(block.data, Exception):
            extra["error"] = translated(block.data)
        else:
            extra["data"] = block.data
    elif action == "open":
        url = safe_external_url(params.get("url"))
        if url is None:
            log.warning("refused to open %r", params.get("url"))
            return None
        extra["url"] = url
    elif action == "app":
        extra["url"] = join_url(options.app_base_url, params.get("path", "/"))
    elif action == "docs":
        extra["url"] = join_url(options.docs_base_url, params.get("path", "/"))
    return action, extra


def anchors(document: QTextDocument) -> List[str]:
    """The link targets in ``document``, in order (each once)."""
    seen: Dict[str, None] = {}
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isAnchor() and fmt.anchorHref():
                seen.setdefault(fmt.anchorHref(), None)
            it += 1
        block = block.next()
    return list(seen)


def tooltip_at(view, pos) -> str:
    """The escaped tooltip of the text under ``pos`` (viewport coordinates) of the text view ``view``."""
    point = QPointF(pos.x() + view.horizontalScrollBar().value(), pos.y() + view.verticalScrollBar().value())
    document = view.document()
    at = document.documentLayout().hitTest(point, Qt.HitTestAccuracy.ExactHit)
    if at < 0:
        return ""
    cursor = QTextCursor(document)
    cursor.setPosition(at)
    cursor.movePosition(QTextCursor.MoveOperation.NextCharacter, QTextCursor.MoveMode.KeepAnchor)
    tip = cursor.charFormat().toolTip()
    if not tip:
        return ""
    return "<qt>" + html.escape(tip).replace("\n", "<br/>") + "</qt>"
