"""When the FlyPix connection check may ask FlyPix: :class:`ConnectionCheck`.

The chat's connection indicator is kept fresh by listing the tenants
(:meth:`~..core.protocol.flypix_client.FlyPixClient.ping`), which the FlyPix
transport calls every 30 s. FlyPix limits requests, and an open QGIS should
not spend them on nobody: the client asks this object first
(``client.check_gate = check.due``) and FlyPix is asked only

* while the GeoSense dock is shown (never while it is hidden);
* every ``base`` seconds while the user works; once nothing was done for
  ``idle_after`` seconds, every check doubles the wait, up to ``longest``;
* at once when the user acts again after a pause, or shows the dock.

No Qt: the clock is injected (tests step it), every method is thread-safe
(``due`` runs on the transport's worker thread).
"""

from __future__ import annotations

import math
import threading
import time
from typing import Callable

BASE = 30.0  # seconds between checks while the user works
IDLE_AFTER = 300.0  # seconds without a user action after which the checks back off
LONGEST = 600.0  # seconds between checks at most while idle


class ConnectionCheck:
    def __init__(self, clock: Callable[[], float] = time.monotonic, base: float = BASE,
                 idle_after: float = IDLE_AFTER, longest: float = LONGEST) -> None:
        self.clock = clock
        self.base = base
        self.idle_after = idle_after
        self.longest = longest
        self._lock = threading.Lock()
        self._visible = True
        self._force = False
        self._last_activity = clock()
        self._last_check = -math.inf
        self._interval = base
        self.checks = 0  # checks allowed so far (the log and tests read it)

    @property
    def visible(self) -> bool:
        return self._visible

    @property
    def interval(self) -> float:
        """Seconds the next check waits after the last one."""
        return self._interval

    def set_visible(self, visible: bool) -> bool:
        """The dock was shown or hidden; True when a check is due at once (it was shown)."""
        with self._lock:
            was, self._visible = self._visible, visible
            if visible and not was:
                self._last_activity = self.clock()
                self._interval = self.base
                self._force = True
            return self._force

    def activity(self) -> bool:
        """The user did something with FlyPix or the chat; True when a check is due at once."""
        with self._lock:
            now = self.clock()
            self._last_activity = now
            self._interval = self.base
            if now - self._last_check >= self.base:
                self._force = True
            return self._force and self._visible

    def due(self) -> bool:
        """May FlyPix be asked now? Counts the check when it may."""
        with self._lock:
            if not self._visible:
                return False
            now = self.clock()
            if not self._force and now - self._last_check < self._interval:
                return False
            self._force = False
            self._last_check = now
            idle = now - self._last_activity >= self.idle_after
            self._interval = min(self.longest, self._interval * 2) if idle else self.base
            self.checks += 1
            return True
