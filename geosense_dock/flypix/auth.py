"""The FlyPix API key, or user name and password, kept only in the QGIS authentication database.

Settings hold the id of one QGIS auth config (method ``Basic``): an API key is
stored as its password with ``flypix_kind = api_key``; a password sign-in as
user name and password. Tokens are never stored, only kept in memory by the
client. Nothing here logs a secret.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Optional

from qgis.core import QgsApplication, QgsAuthMethodConfig

from .. import log as plugin_log

log = logging.getLogger("geosense.flypix")

CONFIG_NAME = "GeoSense FlyPix sign-in"
API_KEY = "api_key"  # pragma: allowlist secret - the name of a sign-in kind, not a key
PASSWORD = "password"  # nosec B105  # pragma: allowlist secret - the name of a sign-in kind
KEY_USER = "api-key"  # the user name stored with an API key


@dataclass(frozen=True)
class Credentials:
    kind: str  # API_KEY | PASSWORD
    username: str  # "" for an API key
    secret: str  # the key or the password

    def __repr__(self) -> str:  # never the secret
        return f"Credentials({self.kind}, {self.username!r})"


def _manager():
    return QgsApplication.authManager()


def load_credentials(config_id: str) -> Optional[Credentials]:
    """The sign-in of auth config ``config_id``; None when absent or locked."""
    if not config_id:
        return None
    cfg = QgsAuthMethodConfig()
    if not _manager().loadAuthenticationConfig(config_id, cfg, True):
        log.warning("FlyPix auth config %s could not be loaded (master password not set?)", config_id)
        return None
    kind = API_KEY if cfg.config("flypix_kind") == API_KEY else PASSWORD
    username, secret = cfg.config("username") or "", cfg.config("password") or ""
    if not secret or (kind == PASSWORD and not username):
        return None
    plugin_log.add_secret(secret)
    return Credentials(kind, "" if kind == API_KEY else username, secret)


def stored_username(config_id: str) -> str:
    found = load_credentials(config_id)
    return found.username if found else ""


def store_credentials(credentials: Credentials, config_id: str = "") -> Optional[str]:
    """Store the sign-in; returns the config id (None when the auth database is unavailable)."""
    manager = _manager()
    if manager.isDisabled():
        log.warning("the QGIS authentication database is disabled; the FlyPix sign-in was not stored")
        return None
    plugin_log.add_secret(credentials.secret)
    username = KEY_USER if credentials.kind == API_KEY else credentials.username
    cfg = QgsAuthMethodConfig()
    if config_id and manager.loadAuthenticationConfig(config_id, cfg, True):
        cfg.setConfig("username", username)
        cfg.setConfig("password", credentials.secret)
        cfg.setConfig("flypix_kind", credentials.kind)
        return config_id if manager.updateAuthenticationConfig(cfg) else None
    cfg = QgsAuthMethodConfig("Basic")
    cfg.setName(CONFIG_NAME)
    cfg.setConfig("username", username)
    cfg.setConfig("password", credentials.secret)
    cfg.setConfig("flypix_kind", credentials.kind)
    ok = manager.storeAuthenticationConfig(cfg)
    if isinstance(ok, tuple):  # QGIS 3.x returns (bool, cfg)
        ok = ok[0]
    return cfg.id() if ok else None


def remove_credentials(config_id: str) -> None:
    if config_id:
        _manager().removeAuthenticationConfig(config_id)
