"""Waiting when FlyPix is busy: reading ``Retry-After`` and the waits themselves.

A 429 or 503 is asked again after the wait its ``Retry-After`` names, as
FlyPix's SDK does (:func:`retry_after`), at most :data:`BUSY_RETRIES` times and
never longer than :data:`MAX_BUSY_WAIT` at a time. :class:`BusyWaits` runs
those waits on the worker thread that made the request, tells the client's
listeners, and ends them on a cancel or on :meth:`BusyWaits.interrupt` (the
chat's Stop). No Qt, no QGIS, no network.
"""

from __future__ import annotations

import datetime
import email.utils
import logging
import math
import threading
import time
from typing import Any, Callable, Dict, Optional

from .flypix_errors import Cancelled

log = logging.getLogger("geosense.flypix")

BUSY_STATUSES = (429, 503)  # asked again after Retry-After (FlyPix's SDK retries these too)
BUSY_RETRIES = 4  # waits per request at most
MAX_BUSY_WAIT = 60.0  # seconds: a longer Retry-After is not waited for (the SDK's longest backoff step)
WAIT_STEP = 0.1  # seconds between looks at a cancel while waiting


def retry_after(headers: Any, tries: int = 0, now: Optional[float] = None) -> float:
    """Seconds to wait before asking again, as FlyPix's SDK reads them.

    ``retry-after-ms``, else ``Retry-After`` in seconds or as an HTTP date;
    without either (or with one that cannot be read) the SDK's backoff
    (0.5 s × 1.5^tries, without the SDK's random jitter).
    """
    get = getattr(headers, "get", None)
    raw_ms = get("retry-after-ms") if get is not None else None
    if raw_ms:
        try:
            value = float(raw_ms) / 1000.0
            if math.isfinite(value) and value >= 0:
                return value
        except ValueError:
            pass
    raw = get("Retry-After") if get is not None else None
    if raw:
        raw = str(raw).strip()
        try:
            value = float(raw)
            if math.isfinite(value):
                return max(0.0, value)
        except ValueError:
            pass
        try:
            when = email.utils.parsedate_to_datetime(raw)
        except (TypeError, ValueError, IndexError):
            when = None
        if when is not None:
            if when.tzinfo is None:
                when = when.replace(tzinfo=datetime.timezone.utc)
            return max(0.0, when.timestamp() - (time.time() if now is None else now))
    return min(MAX_BUSY_WAIT, 0.5 * 1.5 ** tries)



class BusyWaits:
    """The waits for a busy FlyPix under way, each on the worker thread that asked.

    ``tell(event, detail)`` reaches the client's listeners: ``waiting`` with
    ``"<status> <seconds> <until, epoch seconds> <path>"`` when a wait starts,
    ``waited`` with the path when it ends.
    """

    def __init__(self, tell: Callable[[str, str], None]) -> None:
        self._tell = tell
        self._lock = threading.Lock()
        self._waits: Dict[threading.Event, bool] = {}  # each wait: has a cancel of its own

    def interrupt(self) -> int:
        """End every wait that has no cancel of its own (the chat's Stop); how many."""
        with self._lock:
            waits = [event for event, own in self._waits.items() if not own]
        for event in waits:
            event.set()
        return len(waits)

    def wait(self, status: int, delay: float, path: str, canceled: Optional[Callable[[], bool]]) -> None:
        """Wait ``delay`` seconds on this (worker) thread, telling the listeners; Cancelled when stopped."""
        event = threading.Event()
        with self._lock:
            self._waits[event] = canceled is not None
        log.info("FlyPix answered %s with HTTP %d; asking again in %.1f s", path, status, delay)
        self._tell("waiting", f"{status} {delay:.3f} {time.time() + delay:.3f} {path}")
        try:
            end = time.monotonic() + delay
            while True:
                left = end - time.monotonic()
                if left <= 0:
                    return
                if (canceled is not None and canceled()) or event.wait(min(WAIT_STEP, left)):
                    log.info("the wait for FlyPix (%s) was stopped", path)
                    raise Cancelled()
        finally:
            with self._lock:
                self._waits.pop(event, None)
            self._tell("waited", path)
