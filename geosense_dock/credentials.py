"""The API token, kept only in the QGIS authentication database.

Settings hold the id of a QGIS auth config (method ``Basic``; the token is its
password). Nothing here logs or returns the token except :func:`load_token`.
"""

from __future__ import annotations

import logging
from typing import Optional

from qgis.core import QgsApplication, QgsAuthMethodConfig

from . import log as plugin_log

log = logging.getLogger("geosense.credentials")

CONFIG_NAME = "GeoSense agent token"


def _manager():
    return QgsApplication.authManager()


def load_token(config_id: str) -> Optional[str]:
    """The token of auth config ``config_id``; None when absent or locked."""
    if not config_id:
        return None
    cfg = QgsAuthMethodConfig()
    if not _manager().loadAuthenticationConfig(config_id, cfg, True):
        log.warning("auth config %s could not be loaded (master password not set?)", config_id)
        return None
    token = cfg.config("password") or None
    plugin_log.add_secret(token)
    return token


def store_token(token: str, config_id: str = "") -> Optional[str]:
    """Store ``token`` in the auth database; returns the config id (None when the database is unavailable)."""
    manager = _manager()
    if manager.isDisabled():
        log.warning("the QGIS authentication database is disabled; the token was not stored")
        return None
    plugin_log.add_secret(token)
    cfg = QgsAuthMethodConfig()
    if config_id and manager.loadAuthenticationConfig(config_id, cfg, True):
        cfg.setConfig("password", token)
        ok = manager.updateAuthenticationConfig(cfg)
        return config_id if ok else None
    cfg = QgsAuthMethodConfig("Basic")
    cfg.setName(CONFIG_NAME)
    cfg.setConfig("username", "geosense")
    cfg.setConfig("password", token)
    ok = manager.storeAuthenticationConfig(cfg)
    if isinstance(ok, tuple):  # QGIS 3.x returns (bool, cfg)
        ok = ok[0]
    return cfg.id() if ok else None


def remove_token(config_id: str) -> None:
    if config_id:
        _manager().removeAuthenticationConfig(config_id)
