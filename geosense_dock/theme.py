"""Colours that stay readable in QGIS's light and dark UI themes (the default one, Night Mapping, a dark
system palette).

Whether the look is dark is read from the application's palette, which a QGIS theme sets (its palette.txt)
as a dark desktop does. A colour of the plugin's own (a status, a muted note) is given as its light-theme
value and made lighter or darker, keeping its hue, until it has a contrast of at least :data:`MINIMUM`
(WCAG's 4.5:1, with a margin) against what it is drawn on. Cards get the background of the theme.

Only colours: nothing here builds or changes a widget.
"""

from __future__ import annotations

from typing import Dict, Optional, Union

from qgis.PyQt.QtGui import QColor, QGuiApplication, QPalette

MINIMUM = 4.6  # WCAG AA for text is 4.5:1

# the cards of the conversation: background, border, text (None: the theme's own)
CARDS: Dict[bool, Dict[str, tuple]] = {
    False: {
        "user": ("#eef4ff", "#c9dbff", None), "agent": ("#ffffff", "#e1e4e8", None),
        "info": ("#f6f8fa", "#e1e4e8", "#444444"), "warning": ("#fff8e1", "#f0d28a", "#5c4400"),
        "error": ("#ffebe9", "#ffb3ad", "#86181d"),
        "approval": ("#fff8e1", "#d4a72c", None), "done": ("#f6f8fa", "#d0d7de", None),
        "chip": ("#eef1f4", "#8c959f", "#24292f"),
    },
    True: {
        "user": ("#1f2a3a", "#34507a", "#e6edf3"), "agent": ("#262a30", "#444c56", "#e6edf3"),
        "info": ("#2d333b", "#444c56", "#d0d7de"), "warning": ("#3a3120", "#8a6d1f", "#f0d28a"),
        "error": ("#3d2224", "#8e3a3a", "#ffb3ad"),
        "approval": ("#3a3120", "#b08a2c", "#e6edf3"), "done": ("#2d333b", "#444c56", "#e6edf3"),
        "chip": ("#30363d", "#768390", "#e6edf3"),
    },
}

ColorLike = Union[str, QColor]


def dark() -> bool:
    """True when the application's look is dark (a QGIS theme such as Night Mapping, a dark desktop)."""
    app = QGuiApplication.instance()
    palette = QGuiApplication.palette() if app is not None else QPalette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def luminance(color: ColorLike) -> float:
    c = QColor(color)

    def channel(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def contrast(a: ColorLike, b: ColorLike) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_on(background: ColorLike) -> str:
    """Black or white, whichever reads better on ``background`` (a class badge's colour)."""
    return "#000000" if contrast("#000000", background) >= contrast("#ffffff", background) else "#ffffff"


def readable(color: ColorLike, background: ColorLike, minimum: float = MINIMUM) -> str:
    """``color``, lighter on a dark background or darker on a light one, until it reads on ``background``."""
    c, bg = QColor(color), QColor(background)
    if contrast(c, bg) >= minimum:
        return c.name()
    lighter = contrast("#ffffff", bg) >= contrast("#000000", bg)
    hue, sat, light, _alpha = c.getHslF()
    hue = max(hue, 0.0)  # -1 for greys
    for step in range(1, 41):
        f = step / 40
        candidate = QColor.fromHslF(hue, sat, light + (1 - light) * f if lighter else light * (1 - f))
        if contrast(candidate, bg) >= minimum:
            return candidate.name()
    return "#ffffff" if lighter else "#000000"


def card(kind: str) -> tuple:
    """(background, border, text or None) of a card of ``kind`` (user, agent, info, warning, error, …)."""
    return CARDS[dark()].get(kind, CARDS[dark()]["agent"])


def ink(color: ColorLike, on: Optional[ColorLike] = None, minimum: float = MINIMUM) -> str:
    """``color`` readable on ``on`` (default: an answer's card in the current theme)."""
    return readable(color, on if on is not None else card("agent")[0], minimum)


def window(widget=None) -> QColor:
    """The background a widget's text is drawn on: its palette's window (the application's by default)."""
    palette = widget.palette() if widget is not None else QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window)
