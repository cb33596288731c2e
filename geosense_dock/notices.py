"""The notice sink: the one way any part of the plugin tells the user something.

:class:`NoticeSink` is a typed interface (no Qt): ``notice`` puts a card in the
conversation (the chat's own problems: a message not sent, an answer's data that
could not be fetched), ``tell`` says something in passing in the QGIS message bar
(a picked point with no feature, a layer action on a feature GeoSense knows nothing
about). The plugin makes one (:class:`geosense_dock.ui.notices.Notices`) in
``initGui`` and hands it to every part that needs it; nothing here builds a widget.
"""

from __future__ import annotations

from typing import Optional, Protocol, Tuple


class NoticeSink(Protocol):
    def notice(self, text: str, level: str = "warning", kind: Optional[Tuple[str, ...]] = None) -> None:
        """A notice card in the conversation; ``level``: info | warning | error. The same ``kind``
        again in this turn (by default: the same text and level) counts up its card instead of adding one."""

    def tell(self, text: str, seconds: int = 6) -> None:
        """``text`` in the QGIS message bar for ``seconds`` (and in the log), outside the conversation."""
