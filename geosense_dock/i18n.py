"""Translation helpers shared by the Qt side (context "GeoSense").

``tr`` for the plugin's own strings; ``translated`` for the sentences the Qt-free
core writes with :func:`geosense_dock.core.texts.text`.

It only looks strings up; it loads no translator (the plugin shell installs it). The shell also
says which way the loaded language is written (:func:`set_layout_direction`); :func:`mirror`
gives a window of the plugin that direction (widgets inside a window follow it by themselves).
"""

from __future__ import annotations

import logging
from typing import Any

from qgis.PyQt.QtCore import QCoreApplication, Qt

from .core.texts import Text

log = logging.getLogger("geosense.i18n")

_LTR = Qt.LayoutDirection.LeftToRight
_RTL = Qt.LayoutDirection.RightToLeft
_direction = _LTR


def set_layout_direction(direction: Any) -> None:
    """The direction of the language the plugin speaks (right to left for Arabic, else left to right)."""
    global _direction
    _direction = _RTL if direction == _RTL else _LTR


def layout_direction() -> Any:
    return _direction


def right_to_left() -> bool:
    return _direction == _RTL


def mirror(widget: Any) -> Any:
    """``widget`` (a dock, dialog, menu or popup: a window) laid out in the plugin's direction.

    A window does not inherit the direction of the widget it belongs to (it takes the
    application's), so each window of the plugin is given it here; its children follow.
    The QGIS application itself is left as it is.
    """
    widget.setLayoutDirection(_direction)
    return widget


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


def _sentence(value: Any) -> Any:
    """The core :class:`Text` an exception was raised with, else ``value`` itself."""
    if isinstance(value, BaseException) and value.args and isinstance(value.args[0], Text):
        return value.args[0]
    return value


def translated(value: Any) -> str:
    """``value`` in the user's language when it is a core :class:`Text` (or an exception raised
    with one, like ``FrameError(text(...))``), else as it is.

    A translation whose placeholders do not fit the arguments falls back to English.
    Safe from any thread (``QCoreApplication.translate`` is).
    """
    value = _sentence(value)
    if not isinstance(value, Text):
        return value if isinstance(value, str) else str(value)
    args = [translated(_sentence(a)) if isinstance(_sentence(a), Text) else a for a in value.args]
    template = tr(value.template)  # noqa: TR002 - a core template, extracted from its text("...") call
    try:
        return template.format(*args) if args else template
    except (IndexError, KeyError, ValueError):
        log.warning("translation of %r does not fit its arguments", value.template)
        return str(value)
