"""Python logging → the QGIS message log, under the plugin's tag.

Core modules log with ``logging.getLogger("geosense...")``; :func:`install`
adds one handler that forwards to ``QgsMessageLog`` under ``GeoSense`` and
redacts registered secrets from every line.

It never logs a registered secret, and it leaves other loggers and QGIS's own tags alone.
"""

from __future__ import annotations

import logging
from typing import Optional, Set

from qgis.core import Qgis, QgsMessageLog

from .core.protocol.transport import scrub_userinfo

TAG = "GeoSense"

_LEVELS = {
    logging.DEBUG: Qgis.MessageLevel.Info,
    logging.INFO: Qgis.MessageLevel.Info,
    logging.WARNING: Qgis.MessageLevel.Warning,
    logging.ERROR: Qgis.MessageLevel.Critical,
    logging.CRITICAL: Qgis.MessageLevel.Critical,
}

_secrets: Set[str] = set()


def add_secret(value: Optional[str]) -> None:
    """Never let ``value`` reach a log line."""
    if value and len(value) >= 4:
        _secrets.add(value)


def redact(text: str) -> str:
    """``text`` without registered secrets and without the user info of any URL in it."""
    text = scrub_userinfo(text)
    for secret in _secrets:
        if secret in text:
            text = text.replace(secret, "***")
    return text


class QgsLogHandler(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = redact(self.format(record))
            QgsMessageLog.logMessage(text, TAG, _LEVELS.get(record.levelno, Qgis.MessageLevel.Info), notifyUser=False)
        except Exception:  # noqa: BLE001  # nosec B110 - logging must never raise
            pass


_handler: Optional[QgsLogHandler] = None


def install() -> None:
    global _handler
    if _handler is not None:
        return
    _handler = QgsLogHandler()
    _handler.setFormatter(logging.Formatter("%(name)s: %(message)s"))
    logger = logging.getLogger("geosense")
    logger.addHandler(_handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False


def uninstall() -> None:
    global _handler
    if _handler is not None:
        logger = logging.getLogger("geosense")
        logger.removeHandler(_handler)
        logger.propagate = True
        logger.setLevel(logging.NOTSET)
        _handler = None


def log_message(text: str, level: Qgis.MessageLevel = Qgis.MessageLevel.Info) -> None:
    QgsMessageLog.logMessage(redact(text), TAG, level, notifyUser=False)
