"""Contexts as the user would paste them: the wire's snake_case keys in camelCase.

Developer mode's "Copy contexts" gives this JSON (the FlyPix app's convention:
``artifactId`` where the API says ``artifact_id``).

It only renames keys: values, order and the contexts themselves are left as they are.
"""

from __future__ import annotations

import json
from typing import Any, Iterable


def camel(key: str) -> str:
    head, *rest = key.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def camel_keys(value: Any) -> Any:
    if isinstance(value, dict):
        return {camel(str(k)): camel_keys(v) for k, v in value.items()}
    if isinstance(value, list):
        return [camel_keys(v) for v in value]
    return value


def contexts_json(contexts: Iterable[dict]) -> str:
    """The contexts of one message, camelCase keys, indented."""
    wire = [c for c in contexts if isinstance(c, dict) and "type" in c]
    return json.dumps(camel_keys(wire), indent=2, ensure_ascii=False)
