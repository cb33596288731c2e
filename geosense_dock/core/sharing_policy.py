"""The sharing policy: what may leave the machine with a message.

* ``attributes``: the attribute fields that may go along with a shared layer
  besides what the wire always carries (the annotation id, the class and the
  confidence, the area and the geometry). Empty (the default): none.
* ``screenshot``: ``allow`` (when asked for), ``confirm`` (ask each time) or
  ``never``.
* ``confirm_new_layer``: ask before a layer is shared for the first time.

An administrator can pre-set each of them in QGIS's global settings and lock
it (see ``geosense_dock/policy.py``); a locked item carries the reason, which
the settings and any refusal show. No Qt, no QGIS.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import FrozenSet, Iterable, List, Tuple

SCREENSHOT_CHOICES = ("allow", "confirm", "never")
ITEMS = ("attributes", "screenshot", "confirm_new_layer")


def parse_names(value: object) -> Tuple[str, ...]:
    """An allow-list from settings: ``"a, b"``, ``["a", "b"]``; blanks dropped, order kept, no repeats."""
    if isinstance(value, (list, tuple)):
        parts: Iterable[str] = (str(v) for v in value)
    else:
        parts = str(value or "").split(",")
    out: List[str] = []
    for part in parts:
        name = part.strip()
        if name and name not in out:
            out.append(name)
    return tuple(out)


@dataclass(frozen=True)
class SharingPolicy:
    attributes: Tuple[str, ...] = ()
    screenshot: str = "allow"
    confirm_new_layer: bool = False
    locked: FrozenSet[str] = field(default_factory=frozenset)
    lock_reason: str = ""
    unknown_locked: Tuple[str, ...] = ()  # names in the lock the plugin does not know (they lock everything)

    def is_locked(self, item: str) -> bool:
        return item in self.locked

    def allowed_attributes(self, field_names: Iterable[str], always: Iterable[str] = ()) -> List[str]:
        """The fields of a layer whose values may go along (besides the ``always`` ones the wire carries)."""
        taken = {n for n in always if n}
        return [n for n in field_names if n in self.attributes and n not in taken]

    def with_values(self, **values) -> SharingPolicy:
        """The policy with ``values`` changed, except for locked items (kept as they are)."""
        return replace(self, **{k: v for k, v in values.items() if k not in self.locked})
