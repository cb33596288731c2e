"""Linked data interpolation: ``${artifact_id.path.to.value}``.

The first segment names a data context (its ``artifact_id``); the rest is a path
into that artifact's JSON. A numeric segment indexes an array (and is a key in
an object). ``${artifact_id}`` alone is the whole artifact as JSON.

Strings are inserted as they are; numbers, booleans, ``null``, objects and
arrays as JSON. A placeholder that cannot be resolved is left in place and
logged, so it stays visible.

Interpolation is bounded (:class:`Interpolator`): what it inserts into one
message may not exceed :data:`MIN_BUDGET` characters or :data:`GROWTH` times
the message's own length, whichever is larger. Past the budget the remaining
placeholders stay as written, and :attr:`Interpolator.capped` says so. Each
distinct placeholder is serialised once per message, and none after the budget
is spent, so the work is bounded by the budget, not by how often a message
names a large artifact.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any, List, Mapping, Optional, Tuple

log = logging.getLogger("geosense.markup")

#: longest path a placeholder may have
MAX_PATH = 512
PLACEHOLDER = re.compile(rf"\$\{{([^{{}}]{{0,{MAX_PATH}}})\}}")

#: characters interpolation may always insert into one message
MIN_BUDGET = 4 * 2**20
#: ... or this many times the message's own length, if that is more
GROWTH = 8

_MISSING = object()


def lookup(path: str, contexts: Mapping[str, Any]) -> Any:
    """The value at ``path`` (``artifact.seg.seg``), or raise ``KeyError`` saying why."""
    path = path.strip()
    if not path:
        raise KeyError("empty placeholder")
    value: Any = _MISSING
    segments: List[str] = []
    # artifact ids may themselves contain dots: take the longest known prefix
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        head = ".".join(parts[:cut])
        if head in contexts:
            value = contexts[head]
            segments = parts[cut:]
            break
    if value is _MISSING:
        raise KeyError(f"no data context {parts[0]!r}")
    walked = []
    for seg in segments:
        walked.append(seg)
        if isinstance(value, list):
            try:
                index = int(seg)
            except ValueError:
                raise KeyError(f"{'.'.join(walked)}: {seg!r} is not an array index") from None
            if not -len(value) <= index < len(value):
                raise KeyError(f"{'.'.join(walked)}: index out of range")
            value = value[index]
        elif isinstance(value, Mapping):
            if seg not in value:
                raise KeyError(f"{'.'.join(walked)}: no such key")
            value = value[seg]
        else:
            raise KeyError(f"{'.'.join(walked)}: cannot index a {type(value).__name__}")
    return value


def as_text(value: Any) -> str:
    """How a resolved value is written into an attribute."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class Interpolator:
    """Placeholder replacement for one message, within the message's budget.

    Call :meth:`grow` with the length of each piece of the message as it
    arrives (the budget follows the message's length), then :meth:`value` for
    each placeholder met, in message order.
    """

    def __init__(self, contexts: Optional[Mapping[str, Any]]) -> None:
        self._contexts: Mapping[str, Any] = contexts or {}
        self._length = 0
        self._inserted = 0
        self._done: dict = {}
        #: the budget ran out: placeholders from there on were left as written
        self.capped = False

    @property
    def budget(self) -> int:
        return max(MIN_BUDGET, GROWTH * self._length)

    @property
    def inserted(self) -> int:
        """Characters inserted so far."""
        return self._inserted

    def grow(self, length: int) -> None:
        self._length += length

    def value(self, placeholder: str, path: str) -> Optional[str]:
        """The text that replaces ``placeholder`` (path ``path``), or None to leave it (logged)."""
        if self.capped:
            return None
        text = self._done.get(path)
        if text is None:
            try:
                text = as_text(lookup(path, self._contexts))
            except KeyError as exc:
                log.warning("unresolved data reference %s: %s", placeholder, exc.args[0] if exc.args else exc)
                return None
            self._done[path] = text
        if self._inserted + len(text) > self.budget:
            self.capped = True
            self._done.clear()
            log.warning("data references would make the message larger than %d characters: %s and the "
                        "placeholders after it are left as written", self.budget, placeholder)
            return None
        self._inserted += len(text)
        return text

    def replace(self, text: str) -> Tuple[str, List[str]]:
        """Replace the placeholders in ``text``; returns it and the placeholders left as written."""
        if "${" not in text:
            return text, []
        unresolved: List[str] = []

        def one(match: re.Match[str]) -> str:
            value = self.value(match.group(0), match.group(1))
            if value is None:
                unresolved.append(match.group(0))
                return match.group(0)
            return value

        return PLACEHOLDER.sub(one, text), unresolved


def interpolate(text: str, contexts: Optional[Mapping[str, Any]]) -> Tuple[str, List[str]]:
    """Replace every resolvable placeholder in ``text`` (a message of its own, with its budget).

    Returns the new text and the placeholders left unresolved (each logged).
    """
    if "${" not in text:
        return text, []
    interpolator = Interpolator(contexts)
    interpolator.grow(len(text))
    return interpolator.replace(text)


def unresolved_in(text: Optional[str]) -> List[str]:
    """Placeholders still present in an attribute value (after interpolation)."""
    if not text or "${" not in text:
        return []
    return [m.group(0) for m in PLACEHOLDER.finditer(text)]
