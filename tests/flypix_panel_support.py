"""Driving the FlyPix extension's widgets in tests: sign-in through the real dialog, browsing the
real tree, and the FlyPix emulation's debug endpoints.

Shared by the QGIS tests of the FlyPix panel, its imagery and its model runs, so that each clicks
through the same dialog and tree the analyst uses.
"""

from __future__ import annotations

import json
import urllib.request
from typing import Any, Optional, Sequence, Tuple

from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtTest import QTest

from tests.qgis_support import wait_for

DEMO_KEY = "demo-key"  # pragma: allowlist secret - the reference agent's demo key
# the emulation's demo tree, from the project down to its orthophoto raster
TO_RASTER = (("project", "Berlin demo", "folder", "Orthophotos"),
             ("folder", "Orthophotos", "folder", "2024"))


def sign_in_with_key(ext, key: str = DEMO_KEY, remember: bool = False):
    """Types an API key into the extension's sign-in dialog and clicks *Sign in*; the dialog."""
    dialog = ext.prompt_sign_in()
    dialog.use_key.setChecked(True)
    dialog.api_key.setText(key)
    dialog.remember.setChecked(remember)
    QTest.mouseClick(dialog.sign_in_button, Qt.MouseButton.LeftButton)
    return dialog


def sign_in(ext, user: str = "demo", password: str = "demo", remember: bool = False):  # pragma: allowlist secret
    """Signs in with a user name and password through the dialog; the dialog."""
    dialog = ext.prompt_sign_in()
    dialog.use_password.setChecked(True)
    dialog.username.setText(user)
    dialog.password.setText(password)
    dialog.remember.setChecked(remember)
    QTest.mouseClick(dialog.sign_in_button, Qt.MouseButton.LeftButton)
    return dialog


def signed_in(ext) -> None:
    """Signed in with the demo key, the dialog closed."""
    sign_in_with_key(ext)
    wait_for(lambda: ext.session.signed_in and ext.sign_in_dialog is None, what="signed in, dialog closed")


def expand(ext, kind: str, label: str, then_kind: str, then_label: str) -> None:
    """Expands the item ``label`` of the browser once it is listed, until ``then_label`` is listed under it."""
    panel = ext.panel
    wait_for(lambda: panel.find_item(kind, label) is not None, what=f"{label} listed")
    panel.tree.expandItem(panel.find_item(kind, label))
    wait_for(lambda: panel.find_item(then_kind, then_label) is not None, what=f"{then_label} listed")


def browse(ext, steps: Sequence[Tuple[str, str, str, str]]) -> None:
    """Expands each (kind, label, kind under it, label under it) in turn."""
    for step in steps:
        expand(ext, *step)


def to_raster(raster: str) -> Tuple[Tuple[str, str, str, str], ...]:
    """The steps from the demo project to ``raster``."""
    return TO_RASTER + (("folder", "2024", "raster", raster),)


def debug(agent, path: str, body: Optional[Any] = None, post: bool = False) -> Any:
    """The emulation's debug endpoint ``path``: GET, or POST with ``body`` (JSON) or ``post``."""
    data = json.dumps(body).encode() if body is not None else (b"" if post else None)
    request = urllib.request.Request(agent.base_url + path, data=data,
                                     method="POST" if data is not None else "GET")
    with urllib.request.urlopen(request, timeout=10) as resp:  # noqa: S310 - the local emulation
        return json.loads(resp.read())
