"""The plugin's notice sink (:class:`geosense_dock.notices.NoticeSink`): cards through the chat
controller, passing words through the QGIS message bar.

Made once by the plugin and handed to the parts that tell the user something; the
text reaches the message bar as plain text (:func:`.plain.push`). GUI thread only.
"""

from __future__ import annotations

import logging
from typing import Any, Optional, Tuple

from qgis.core import Qgis
from qgis.PyQt.QtCore import QCoreApplication

from .. import plain
from .controller import ChatController

log = logging.getLogger("geosense.notices")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class Notices:
    """``notice``: :meth:`ChatController.show_notice`; ``tell``: ``iface.messageBar()`` (a script's
    iface without one: the log only)."""

    def __init__(self, controller: ChatController, iface: Any) -> None:
        self.controller = controller
        self.iface = iface

    def notice(self, text: str, level: str = "warning", kind: Optional[Tuple[str, ...]] = None) -> None:
        self.controller.show_notice(text, level, kind)

    def tell(self, text: str, seconds: int = 6) -> None:
        log.info("%s", text)
        try:
            plain.push(self.iface.messageBar(), tr("GeoSense"), text, Qgis.MessageLevel.Warning, seconds)
        except Exception:  # noqa: BLE001 - an iface without a message bar (scripts)
            log.debug("no message bar to tell: %s", text)
