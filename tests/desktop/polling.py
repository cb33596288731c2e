"""Shared by the scripts QGIS runs with ``qgis --code`` (tests/desktop/*_in_qgis.py): wait for a
condition without blocking QGIS's event loop and without a fixed sleep."""

import time
import traceback

from qgis.PyQt.QtCore import QTimer


def poller(verdict: dict, finish):
    """A ``when(condition, then, what, deadline=60)`` for one script: it polls ``condition`` every
    100 ms and runs ``then`` once it holds; an exception or the deadline adds a problem to
    ``verdict["problems"]`` and calls ``finish``."""

    def when(condition, then, what: str, deadline: float = 60.0) -> None:
        started = time.monotonic()

        def poll():
            try:
                if condition():
                    then()
                    return
            except Exception:  # noqa: BLE001 - reported in the verdict
                verdict["problems"].append(traceback.format_exc())
                finish()
                return
            if time.monotonic() - started > deadline:
                verdict["problems"].append(f"timed out waiting for {what}")
                finish()
                return
            QTimer.singleShot(100, poll)

        QTimer.singleShot(0, poll)

    return when
