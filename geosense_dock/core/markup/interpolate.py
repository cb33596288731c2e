"""Linked data interpolation: ``${artifact_id.path.to.value}``.

The first segment names a data context (its ``artifact_id``); the rest is a path
into that artifact's JSON. A numeric segment indexes an array (and is a key in
an object). ``${artifact_id}`` alone is the whole artifact as JSON.

Strings are inserted as they are; numbers, booleans, ``null``, objects and
arrays as JSON. A placeholder that cannot be resolved is left in place and
logged, so it stays visible.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any, List, Mapping, Optional, Tuple

log = logging.getLogger("geosense.markup")

PLACEHOLDER = re.compile(r"\$\{([^{}]*)\}")

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


def interpolate(text: str, contexts: Optional[Mapping[str, Any]]) -> Tuple[str, List[str]]:
    """Replace every resolvable placeholder in ``text``.

    Returns the new text and the placeholders left unresolved (each logged).
    """
    if "${" not in text:
        return text, []
    unresolved: List[str] = []

    def replace(match: re.Match[str]) -> str:
        try:
            return as_text(lookup(match.group(1), contexts or {}))
        except KeyError as exc:
            unresolved.append(match.group(0))
            log.warning("unresolved data reference %s: %s", match.group(0), exc.args[0] if exc.args else exc)
            return match.group(0)

    return PLACEHOLDER.sub(replace, text), unresolved


def unresolved_in(text: Optional[str]) -> List[str]:
    """Placeholders still present in an attribute value (after interpolation)."""
    if not text or "${" not in text:
        return []
    return [m.group(0) for m in PLACEHOLDER.finditer(text)]
