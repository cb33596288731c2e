"""One typed settings object over QgsSettings (keys under ``geosense/``).

Secrets are not settings: the API token lives in the QGIS authentication
database and only the id of its auth config is stored here.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, fields
from typing import List

from qgis.core import QgsSettings

from .core.protocol.client import TRANSPORTS
from .core.protocol.transport import validate_base_url

log = logging.getLogger("geosense.settings")

PREFIX = "geosense/"


@dataclass
class Settings:
    base_url: str = "http://127.0.0.1:3003"
    transport: str = "auto"  # auto | websocket | sse
    auth_config_id: str = ""  # QGIS auth config holding the API token
    developer_mode: bool = False
    allow_backend_tools: bool = False
    app_base_url: str = "https://app.flypix.ai"
    docs_base_url: str = "https://docs.flypix.ai"

    def problems(self) -> List[str]:
        """Reasons the settings cannot be used as they are."""
        out = []
        reason = validate_base_url(self.base_url)
        if reason:
            out.append(reason)
        if self.transport not in TRANSPORTS:
            out.append(f"unknown transport {self.transport!r} (use auto, websocket or sse)")
        return out

    @classmethod
    def load(cls) -> "Settings":
        """Read the settings; a value of the wrong type or an invalid one falls back to its default (logged)."""
        qs = QgsSettings()
        default = cls()
        values = {}
        for f in fields(cls):
            key = PREFIX + f.name
            fallback = getattr(default, f.name)
            raw = qs.value(key, fallback)
            if isinstance(fallback, bool):
                if isinstance(raw, str):
                    value = raw.strip().lower() in ("1", "true", "yes", "on")
                else:
                    value = bool(raw)
            else:
                value = "" if raw is None else str(raw)
            values[f.name] = value
        settings = cls(**values)
        if validate_base_url(settings.base_url):
            log.warning("ignoring invalid agent URL setting %r: %s", settings.base_url,
                        validate_base_url(settings.base_url))
            settings.base_url = default.base_url
        if settings.transport not in TRANSPORTS:
            log.warning("ignoring unknown transport setting %r", settings.transport)
            settings.transport = default.transport
        return settings

    def save(self) -> None:
        qs = QgsSettings()
        for f in fields(self):
            qs.setValue(PREFIX + f.name, getattr(self, f.name))
