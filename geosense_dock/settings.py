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
from .core.protocol.transport import redact_url, validate_base_url
from .i18n import tr, translated

log = logging.getLogger("geosense.settings")

PREFIX = "geosense/"
BACKENDS = ("geosense", "flypix")
OLD_FLYPIX_URLS = ("https://api.flypix.ai/v1", "https://api.flypix.ai/v2")  # the old default; the path is the client's


@dataclass
class Settings:
    base_url: str = "http://127.0.0.1:3003"
    transport: str = "auto"  # auto | websocket | sse
    auth_config_id: str = ""  # QGIS auth config holding the API token
    developer_mode: bool = False
    allow_backend_tools: bool = False
    app_base_url: str = "https://app.flypix.ai"
    docs_base_url: str = "https://docs.flypix.ai"
    backend: str = "geosense"  # geosense (the agent at base_url) | flypix (the FlyPix public API)
    flypix_base_url: str = "https://api.flypix.ai"  # the API's /v2/ paths are added by the client
    flypix_auth_config_id: str = ""  # QGIS auth config holding the FlyPix API key or user name and password
    flypix_project_id: str = ""  # the FlyPix project the chat session belongs to
    flypix_osm_tiles: str = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"  # XYZ tiles of FlyPix's OSM rasters

    def problems(self) -> List[str]:
        """Reasons the settings cannot be used as they are."""
        out = []
        reason = validate_base_url(self.base_url)
        if reason:
            out.append(translated(reason))
        if self.transport not in TRANSPORTS:
            out.append(tr("unknown transport {0} (use auto, websocket or sse)").format(repr(self.transport)))
        if self.backend not in BACKENDS:
            out.append(tr("unknown backend {0} (use geosense or flypix)").format(repr(self.backend)))
        elif self.backend == "flypix":
            reason = validate_base_url(self.flypix_base_url)
            if reason:
                out.append(tr("FlyPix URL: {reason}").format(reason=translated(reason)))
        return out

    @classmethod
    def load(cls) -> Settings:
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
            log.warning("ignoring invalid agent URL setting %r: %s", redact_url(settings.base_url),
                        validate_base_url(settings.base_url))
            settings.base_url = default.base_url
        if settings.transport not in TRANSPORTS:
            log.warning("ignoring unknown transport setting %r", settings.transport)
            settings.transport = default.transport
        if settings.backend not in BACKENDS:
            log.warning("ignoring unknown backend setting %r", settings.backend)
            settings.backend = default.backend
        if validate_base_url(settings.flypix_base_url):
            log.warning("ignoring invalid FlyPix URL setting %r: %s", redact_url(settings.flypix_base_url),
                        validate_base_url(settings.flypix_base_url))
            settings.flypix_base_url = default.flypix_base_url
        elif settings.flypix_base_url.rstrip("/") in OLD_FLYPIX_URLS:
            log.info("FlyPix URL %s is the old API's; using %s", settings.flypix_base_url, default.flypix_base_url)
            settings.flypix_base_url = default.flypix_base_url
        return settings

    def save(self) -> None:
        qs = QgsSettings()
        for f in fields(self):
            qs.setValue(PREFIX + f.name, getattr(self, f.name))
