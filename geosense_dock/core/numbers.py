"""Numbers out of values of unknown type: the one place the plugin turns a value into an int or a float.

Two readings, for two kinds of source:

* :func:`as_int`, :func:`as_float`: a value read from a layer (an attribute,
  an id field): whatever ``float()`` reads, so ``"12"``, ``12.0`` and ``True``
  are numbers; ``None`` and QGIS's ``NULL`` (a null ``QVariant``, which
  ``float()`` refuses) are not. No Qt is needed for that.
* :func:`json_int`, :func:`json_float`: a value of a JSON payload (a tool's
  data, a server's answer): a number or the text of one, never a bool, and an
  int only when it is whole.

Every one returns ``None`` for what is not such a number (never raises, except
``OverflowError`` for an int too large for a float, as ``float()`` does). No Qt,
no QGIS.
"""

from __future__ import annotations

import math
from typing import Any, Optional

__all__ = ["as_float", "as_int", "json_float", "json_int"]


def as_int(value: Any) -> Optional[int]:
    """A layer value as a whole number: ``int(float(value))`` when that is whole; else None."""
    if value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):  # also QGIS's NULL: float() refuses a QVariant
        return None
    return int(number) if number.is_integer() else None  # never true for inf or nan


def as_float(value: Any) -> Optional[float]:
    """A layer value as a finite float; else None."""
    if value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):  # also QGIS's NULL
        return None
    return number if math.isfinite(number) else None


def json_int(value: Any) -> Optional[int]:
    """A JSON value as an int: an int, a whole finite float, or the digits of one (a sign allowed,
    spaces around); never a bool."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        text = value.strip()
        digits = text[1:] if text[:1] in "+-" else text
        if digits.isdigit():
            return int(text)
    return None


def json_float(value: Any, strings: bool = True) -> Optional[float]:
    """A JSON value as a finite float: an int or a float, or (``strings``) the text of one; never a bool."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        number = float(value)
    elif strings and isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None
