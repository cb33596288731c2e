"""Notice cards with de-duplication: a problem repeated in a turn is one card with a count.

:class:`RepeatedNotices` remembers, for the current turn, the card each kind of
notice got (by default a notice's kind is its level and text). The same kind again
updates that card ("… (happened 3 times)") instead of adding one, so a flood of bad
frames is one card. :meth:`RepeatedNotices.new_turn` forgets them: the problems of
the next turn get cards of their own. A card is tied to the conversation it was
added to, so a new conversation starts afresh too.

The controller shows the cards (``ChatController.show_notice``); the plugin's parts
reach it through their notice sink (:mod:`..notices`, :mod:`.notices`).
"""

from __future__ import annotations

import time
from typing import Dict, Optional, Tuple

from qgis.PyQt.QtCore import QCoreApplication

from ..core.conversation import Conversation, Message
from ..core.protocol.transport import scrub_userinfo


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class RepeatedNotices:
    def __init__(self) -> None:
        self._seen: Dict[Tuple[str, ...], Tuple[Conversation, Message, int]] = {}

    def new_turn(self) -> None:
        self._seen.clear()

    def show(self, conversation: Conversation, text: str, level: str,
             kind: Optional[Tuple[str, ...]] = None) -> Tuple[Message, bool, str]:
        """The card for this notice: ``(card, added, text)``; ``added`` is False when an earlier
        card of the same kind was updated. ``text``: the notice as shown, credentials scrubbed."""
        text = scrub_userinfo(text)  # a notice quotes exceptions and servers: never a URL's credentials
        key = kind if kind is not None else ("notice", level, text)
        seen = self._seen.get(key)
        if seen is not None and seen[0] is conversation:
            _conversation, msg, count = seen
            count += 1
            self._seen[key] = (conversation, msg, count)
            msg.content = tr("{0} (happened {1} times)").format(text, count)
            msg.timestamp = time.time()
            return msg, False, text
        msg = conversation.add_notice(text, level)
        self._seen[key] = (conversation, msg, 1)
        return msg, True, text
