"""How tall a message is shown, and how far its document is rendered (see :mod:`.message_view`).

A message view's height follows its document up to :data:`MAX_HEIGHT`; a longer message
scrolls inside the view. While a message streams into a bounded view, the view renders
its document :data:`LOOKAHEAD` view heights below what it shows, no further (head-first
rendering). Pure arithmetic on sizes, and one look at a document's layout.
"""

from __future__ import annotations

import math
from typing import Optional, Tuple

from qgis.PyQt.QtGui import QTextDocument

#: the tallest a message is shown in the conversation (logical pixels); a longer one scrolls inside
MAX_HEIGHT = 2400
#: while streaming, a bounded view renders this many view heights below what it shows; the rest waits
LOOKAHEAD = 1.5


def fitted_height(document_height: float, extra: int, max_height: Optional[int]) -> Tuple[int, bool]:
    """The height of a view showing a document ``document_height`` tall (``extra``: its margins and
    frame), bounded by ``max_height`` (None: unbounded), and whether the document overflows it."""
    height = int(math.ceil(document_height)) + extra
    overflowing = max_height is not None and height > max_height
    return (int(max_height) if overflowing else height), overflowing


def head_limit(max_height: int, overflowing: bool, viewport_height: int, scroll_value: int) -> float:
    """How far down (document pixels) a bounded view renders while streaming: :data:`LOOKAHEAD`
    view heights below what it shows (its height cap when it does not scroll yet)."""
    visible = viewport_height if overflowing else max_height
    return max(max_height, scroll_value + visible) + LOOKAHEAD * visible


def document_bottom(document: QTextDocument) -> float:
    """The bottom of ``document``'s last block: laid out that far and no further."""
    return document.documentLayout().blockBoundingRect(document.lastBlock()).bottom()
