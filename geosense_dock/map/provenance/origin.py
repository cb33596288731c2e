"""What a suggestion layer remembers of the answer it came from, and the records made from it at an accept.

The origin (``{conversation_id, message_uid, message_id, excerpt, backend, url}``,
:func:`geosense_dock.core.provenance.answer_origin`) is a custom property of the
temporary suggestion layer; it is set when the layer is made and read when
suggestions are accepted. GUI thread only.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Dict, Optional

from qgis.core import QgsApplication, QgsVectorLayer

from ...core.provenance import Provenance
from .. import keys
from .tracker import now_iso

log = logging.getLogger("geosense.provenance")

ORIGIN = keys.PREFIX + "suggestion_origin"
_ORIGIN_KEYS = ("conversation_id", "message_uid", "message_id", "excerpt", "backend", "url")


def set_origin(layer: QgsVectorLayer, origin: Optional[Dict[str, Any]]) -> None:
    if origin:
        clean = {k: str(origin.get(k, "")) for k in _ORIGIN_KEYS if origin.get(k)}
        layer.setCustomProperty(ORIGIN, json.dumps(clean, ensure_ascii=False))


def origin_of(layer: QgsVectorLayer) -> Dict[str, str]:
    data = keys.prop_json(layer, ORIGIN)
    return {k: str(data[k]) for k in _ORIGIN_KEYS if isinstance(data.get(k), str)}


def user_name() -> str:
    """The QGIS user name of whoever accepts (the login name; the full name when there is none)."""
    return QgsApplication.userLoginName() or QgsApplication.userFullName() or ""


def record(origin: Dict[str, str], confidence: Optional[float], *, annotation_id: str = "",
           accepted_at: Optional[str] = None, backend: Optional[str] = None) -> Provenance:
    conf = None
    if confidence is not None:
        try:
            value = float(confidence)
        except (TypeError, ValueError):
            value = None
        conf = value if value is not None and 0.0 <= value <= 1.0 else None
    return Provenance(
        conversation_id=origin.get("conversation_id", ""),
        message_uid=origin.get("message_uid", ""),
        message_id=origin.get("message_id", ""),
        excerpt=origin.get("excerpt", ""),
        backend=backend if backend is not None else origin.get("backend", ""),
        url=origin.get("url", ""),
        accepted_at=accepted_at or now_iso(),
        accepted_by=user_name(),
        confidence=conf,
        annotation_id=str(annotation_id or ""),
    )
