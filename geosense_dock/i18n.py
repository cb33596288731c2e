"""Translation helpers shared by the Qt side (context "GeoSense").

``tr`` for the plugin's own strings; ``translated`` for the sentences the Qt-free
core writes with :func:`geosense_dock.core.texts.text`.

It only looks strings up; it loads no translator (the plugin shell installs it).
"""

from __future__ import annotations

import logging
from typing import Any

from qgis.PyQt.QtCore import QCoreApplication

from .core.texts import Text

log = logging.getLogger("geosense.i18n")


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
