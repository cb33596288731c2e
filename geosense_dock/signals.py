"""Signal connections an object makes to things that outlive it (project, layers, other docks).

``Connections.disconnect_all()`` undoes every one of them at unload, so no slot
of an unloaded plugin is ever called again.
"""

from __future__ import annotations

from typing import Any, List, Tuple


class Connections:
    def __init__(self) -> None:
        self._items: List[Tuple[Any, Any]] = []

    def connect(self, signal: Any, slot: Any) -> None:
        signal.connect(slot)
        self._items.append((signal, slot))

    def disconnect_all(self) -> None:
        for signal, slot in reversed(self._items):
            try:
                signal.disconnect(slot)
            except (TypeError, RuntimeError):  # already gone with its C++ object
                pass
        self._items = []

    def __len__(self) -> int:
        return len(self._items)
