"""The FlyPix user name and password, kept only in the QGIS authentication database.

Settings hold the id of one QGIS auth config (method ``Basic``); tokens are
never stored, only kept in memory by the client. Nothing here logs a secret.
"""

from __future__ import annotations

import logging
from typing import Optional, Tuple

from qgis.core import QgsApplication, QgsAuthMethodConfig

from .. import log as plugin_log

log = logging.getLogger("geosense.flypix")

CONFIG_NAME = "GeoSense FlyPix sign-in"


def _manager():
    return QgsApplication.authManager()


def load_credentials(config_id: str) -> Optional[Tuple[str, str]]:
    """(user name, password) of auth config ``config_id``; None when absent or locked."""
    if not config_id:
        return None
    cfg = QgsAuthMethodConfig()
    if not _manager().loadAuthenticationConfig(config_id, cfg, True):
        log.warning("FlyPix auth config %s could not be loaded (master password not set?)", config_id)
        return None
    username, password = cfg.config("username") or "", cfg.config("password") or ""
    if not username or not password:
        return None
    plugin_log.add_secret(password)
    return username, password


def stored_username(config_id: str) -> str:
    found = load_credentials(config_id)
    return found[0] if found else ""


def store_credentials(username: str, password: str, config_id: str = "") -> Optional[str]:
    """Store the sign-in; returns the config id (None when the auth database is unavailable)."""
    manager = _manager()
    if manager.isDisabled():
        log.warning("the QGIS authentication database is disabled; the FlyPix sign-in was not stored")
        return None
    plugin_log.add_secret(password)
    cfg = QgsAuthMethodConfig()
    if config_id and manager.loadAuthenticationConfig(config_id, cfg, True):
        cfg.setConfig("username", username)
        cfg.setConfig("password", password)
        return config_id if manager.updateAuthenticationConfig(cfg) else None
    cfg = QgsAuthMethodConfig("Basic")
    cfg.setName(CONFIG_NAME)
    cfg.setConfig("username", username)
    cfg.setConfig("password", password)
    ok = manager.storeAuthenticationConfig(cfg)
    if isinstance(ok, tuple):  # QGIS 3.x returns (bool, cfg)
        ok = ok[0]
    return cfg.id() if ok else None


def remove_credentials(config_id: str) -> None:
    if config_id:
        _manager().removeAuthenticationConfig(config_id)
