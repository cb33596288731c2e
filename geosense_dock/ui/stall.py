"""The stall watch: how long a running turn has been silent.

:class:`StallWatch` is told when news arrives (:meth:`StallWatch.news`) and asked,
on the controller's ticker, how many seconds a running turn has been waiting
(:meth:`StallWatch.poll`): 0 until nothing arrived for :attr:`StallWatch.stall_after`
seconds, then the silent seconds. It reports only changes, so the dock is told
once per second at most. No Qt here: the controller owns the timer.
"""

from __future__ import annotations

import time
from typing import Callable, Optional


class StallWatch:
    def __init__(self, stall_after: float = 10.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.stall_after = stall_after
        self._clock = clock
        self._last_news = clock()
        self.waiting = 0  # seconds without news from a running turn (0: not waiting)

    def news(self) -> None:
        """Something arrived (or a turn started): the silence starts again."""
        self._last_news = self._clock()

    def poll(self, turn_active: bool) -> Optional[int]:
        """The new waiting seconds when they changed, else ``None``."""
        if turn_active:
            silent = self._clock() - self._last_news
            return self.set(int(silent) if silent >= self.stall_after else 0)
        return self.set(0)

    def set(self, seconds: int) -> Optional[int]:
        """Set the waiting seconds; returns them when they changed, else ``None``."""
        if seconds == self.waiting:
            return None
        self.waiting = seconds
        return seconds
