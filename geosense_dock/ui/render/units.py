"""Values with their units, for display: areas, lengths, percentages, angles, positions.

Formatting only: values are read and checked by ``core/markup/values.py``.
"""

from __future__ import annotations

from typing import Optional

from .i18n import tr
from .options import NumberFormat


def decimals_for(value: float, most: int) -> int:
    """Fewest decimals (up to ``most``) that show ``value`` rounded to ``most`` decimals."""
    target = round(value, most)
    for d in range(most + 1):
        if abs(round(value, d) - target) < 10 ** (-most - 3):
            return d
    return most


def _significant(value: float, num: NumberFormat) -> str:
    """About three significant digits."""
    magnitude = abs(value)
    most = 2 if magnitude < 10 else 1 if magnitude < 100 else 0
    return num(value, decimals_for(value, most))


def area(square_metres: float, num: NumberFormat) -> str:
    """m² below a hectare, ha below a km², km² above."""
    magnitude = abs(square_metres)
    if magnitude < 10_000:
        return f"{_significant(square_metres, num)} m²"
    if magnitude < 1_000_000:
        return f"{_significant(square_metres / 10_000, num)} ha"
    return f"{_significant(square_metres / 1_000_000, num)} km²"


def length(metres: float, num: NumberFormat) -> str:
    """cm below a metre, m below a km, km above."""
    magnitude = abs(metres)
    if 0 < magnitude < 1:
        return f"{_significant(metres * 100, num)} cm"
    if magnitude < 1000:
        return f"{_significant(metres, num)} m"
    return f"{_significant(metres / 1000, num)} km"


def percent(fraction: float, num: NumberFormat) -> str:
    value = fraction * 100.0
    return f"{num(value, decimals_for(value, 1 if abs(value) < 10 else 0))}%"


def angle(degrees: float, num: NumberFormat) -> str:
    return f"{num(degrees, decimals_for(degrees, 1))}°"


def credits(value: float, num: NumberFormat) -> str:
    text = num(value, decimals_for(value, 2))
    return tr("{0} credit").format(text) if value == 1 else tr("{0} credits").format(text)


def pixels(value: float, num: NumberFormat) -> str:
    return tr("{0} px").format(num(value, decimals_for(value, 0)))


def latlon(lat: float, lon: float, num: NumberFormat) -> str:
    ns = tr("N") if lat >= 0 else tr("S")
    ew = tr("E") if lon >= 0 else tr("W")
    return f"{num(abs(lat), 5)}° {ns}, {num(abs(lon), 5)}° {ew}"


def mercator(x: float, y: float, num: NumberFormat) -> str:
    return f"x {num(x, 1)}, y {num(y, 1)} (EPSG:3857)"


def size_mode_label(mode: Optional[str]) -> str:
    return {
        "length": tr("length"),
        "thickness": tr("thickness"),
        "width": tr("width"),
        "height": tr("height"),
    }.get(mode or "", mode or "")


def pos_mode_label(mode: Optional[str]) -> str:
    return {
        "center": tr("center"),
        "centroid": tr("centroid"),
        "circumcenter": tr("circumcenter"),
    }.get(mode or "", mode or "")
