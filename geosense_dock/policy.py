"""The sharing policy in QGIS's settings, with what an administrator locked.

User values live under ``geosense/sharing/`` in the profile's settings. An
administrator pre-sets them in QGIS's global settings file
(``qgis_global_settings.ini``, see ``QgsSettings.globalSettingsPath()``), which
QGIS reads as the defaults of every profile::

    [geosense]
    sharing\\attributes=name, height
    sharing\\screenshot=never
    sharing\\confirm_new_layer=true
    sharing\\locked=screenshot, attributes
    sharing\\lock_reason=Screenshots of client data must not leave the network.

``sharing\\locked`` (item names, or ``all``, in any case) and ``sharing\\lock_reason`` are read
from the global file only; a locked item is read from there too, so a value the
user (or a script) wrote to the profile does not override it. A name in
``sharing\\locked`` the plugin does not know locks every item (it fails
closed) and the settings dialog shows it.
"""

from __future__ import annotations

import logging
import os
from typing import Any, Optional

from qgis.core import QgsSettings
from qgis.PyQt.QtCore import QSettings

from .core.sharing_policy import ITEMS, SCREENSHOT_CHOICES, SharingPolicy, parse_names

log = logging.getLogger("geosense.settings")

PREFIX = "geosense/sharing/"


def _global_settings() -> Optional[QSettings]:
    path = QgsSettings.globalSettingsPath()
    if not path or not os.path.isfile(path):
        return None
    return QSettings(path, QSettings.Format.IniFormat)


def _bool(raw: Any, fallback: bool) -> bool:
    if raw is None:
        return fallback
    if isinstance(raw, str):
        return raw.strip().lower() in ("1", "true", "yes", "on")
    return bool(raw)


def load_policy() -> SharingPolicy:
    """The policy in force: locked items from the global settings, the rest as QgsSettings has them."""
    default = SharingPolicy()
    admin = _global_settings()
    locked = frozenset()
    reason = ""
    unknown: tuple = ()
    if admin is not None:
        names = [n.lower() for n in parse_names(admin.value(PREFIX + "locked", ""))]
        unknown = tuple(n for n in names if n not in ITEMS and n != "all")
        if unknown:
            # an item the plugin does not know may be one it will know later: lock everything
            log.warning("unknown sharing policy items locked in the global settings (everything is locked): %s",
                        ", ".join(unknown))
        locked = frozenset(ITEMS if "all" in names or unknown else [n for n in names if n in ITEMS])
        raw = admin.value(PREFIX + "lock_reason", "")
        # QSettings turns "a, b" into a list: the reason is shown as written
        reason = (", ".join(str(r) for r in raw) if isinstance(raw, (list, tuple)) else str(raw or "")).strip()
    user = QgsSettings()

    # a locked item the administrator gave no value is held at its strictest, not at the permissive default
    # (the lock would then keep the user from tightening it)
    strictest = {"screenshot": "never", "confirm_new_layer": "true", "attributes": ""}

    def read(item: str, fallback: Any) -> Any:
        if item in locked and admin is not None:
            if not admin.contains(PREFIX + item):
                return strictest[item]
            return admin.value(PREFIX + item, fallback)
        return user.value(PREFIX + item, fallback)

    screenshot = str(read("screenshot", default.screenshot) or "").strip().lower()
    if screenshot not in SCREENSHOT_CHOICES:
        log.warning("unknown screenshot policy %r; screenshots need a confirmation", screenshot)
        screenshot = "confirm"  # an unreadable policy errs on the careful side
    return SharingPolicy(
        attributes=parse_names(read("attributes", "")),
        screenshot=screenshot,
        confirm_new_layer=_bool(read("confirm_new_layer", None), default.confirm_new_layer),
        locked=locked,
        lock_reason=reason,
        unknown_locked=unknown,
    )


def save_policy(policy: SharingPolicy) -> None:
    """Write the unlocked items to the profile's settings (locked ones are the administrator's)."""
    qs = QgsSettings()
    values = {"attributes": ", ".join(policy.attributes), "screenshot": policy.screenshot,
              "confirm_new_layer": policy.confirm_new_layer}
    for item, value in values.items():
        if item not in policy.locked:
            qs.setValue(PREFIX + item, value)
