"""Reading the values written in markup attributes: numbers, ids, angles, positions.

Every reader raises :class:`MarkupValueError` (a ``ValueError``) with a reason a
user can read; the renderer then shows the written value as text instead.

Units (PROTOCOL.md section 5): ``<area>`` m², ``<size>``/``<distance>`` m,
``<confidence>`` 0-1, ``<angle>`` degrees when ``deg`` is written and radians
otherwise, ``<pos>`` EPSG:3857 unless ``system`` says otherwise (cardinal
letters and ``°`` accepted).

Pure functions: they neither format for display (``ui/render/units.py`` does) nor resolve references.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import List, Optional, Tuple, Union

from .. import texts

EARTH_RADIUS = 6378137.0
MAX_MERCATOR = math.pi * EARTH_RADIUS  # 20037508.34 m
MAX_LATITUDE = 85.0511287798


class MarkupValueError(ValueError):
    """A value written in markup that cannot be read (the message says why)."""


_MINUS = "\u2212\u2012\u2013"  # typographic minus signs an agent may write
_NUMBER = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_GROUPED = re.compile(r"[+-]?[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?")
_INTEGER = re.compile(r"[+-]?[0-9]+")


def _norm(text: Optional[str]) -> str:
    if text is None:
        raise MarkupValueError(texts.text("no value given"))
    text = text.strip()
    for ch in _MINUS:
        text = text.replace(ch, "-")
    return text


def parse_number(text: Optional[str]) -> float:
    """A decimal number (``"1250"``, ``"-3.5"``, ``"1e3"``, ``"8,295,125"``)."""
    value = _norm(text)
    if _GROUPED.fullmatch(value):
        value = value.replace(",", "")
    if not _NUMBER.fullmatch(value):
        raise MarkupValueError(texts.text("{0!r} is not a number", text))
    number = float(value)
    if not math.isfinite(number):
        raise MarkupValueError(texts.text("{0!r} is not a finite number", text))
    return number


def parse_int(text: Optional[str]) -> int:
    """A whole number (annotation ids); ``"12.0"`` is accepted, ``"12.5"`` is not."""
    value = _norm(text)
    if _INTEGER.fullmatch(value):
        return int(value)
    try:
        number = parse_number(value)
    except MarkupValueError:
        raise MarkupValueError(texts.text("{0!r} is not a whole number", text)) from None
    if number != int(number):
        raise MarkupValueError(texts.text("{0!r} is not a whole number", text))
    return int(number)


def parse_ids(text: Optional[str]) -> List[Union[int, str]]:
    """``"1, 2, 3"`` -> ``[1, 2, 3]``; an item that is not a number stays a string."""
    items: List[Union[int, str]] = []
    for token in re.split(r"[\s,;]+", text or ""):
        if not token:
            continue
        try:
            items.append(parse_int(token))
        except MarkupValueError:
            items.append(token)
    return items


_UNIT_SUFFIX = re.compile(r"\s*([^\d\s.+-][^\d]*)\Z")


def _split_unit(text: Optional[str]) -> Tuple[str, str]:
    value = _norm(text)
    m = _UNIT_SUFFIX.search(value)
    if m is None:
        return value, ""
    return value[: m.start()].strip(), m.group(1).strip().lower()


_LENGTH_UNITS = {"": 1.0, "m": 1.0, "meter": 1.0, "meters": 1.0, "metre": 1.0, "metres": 1.0,
                 "km": 1000.0, "cm": 0.01, "mm": 0.001}
_AREA_UNITS = {"": 1.0, "m2": 1.0, "m²": 1.0, "sqm": 1.0, "ha": 10000.0, "km2": 1e6, "km²": 1e6}


def parse_length(text: Optional[str]) -> float:
    """Metres; a plain number or one with ``m``, ``km``, ``cm``, ``mm``."""
    number, unit = _split_unit(text)
    if unit not in _LENGTH_UNITS:
        raise MarkupValueError(texts.text("{0!r}: unknown length unit {1!r}", text, unit))
    return parse_number(number) * _LENGTH_UNITS[unit]


def parse_area(text: Optional[str]) -> float:
    """Square metres; a plain number or one with ``m²``, ``ha``, ``km²``."""
    number, unit = _split_unit(text)
    if unit not in _AREA_UNITS:
        raise MarkupValueError(texts.text("{0!r}: unknown area unit {1!r}", text, unit))
    return parse_number(number) * _AREA_UNITS[unit]


_ANGLE = re.compile(r"(?P<num>[^a-z°]+?)\s*(?P<unit>°|deg|degs|degree|degrees|rad|rads|radian|radians)?", re.I)


def parse_angle(text: Optional[str]) -> float:
    """Degrees. ``"250deg"``, ``"-85 deg"``, ``"90°"`` are degrees; ``"1.62314"`` (no unit) is radians."""
    value = _norm(text)
    m = _ANGLE.fullmatch(value)
    if m is None:
        raise MarkupValueError(texts.text("{0!r} is not an angle", text))
    number = parse_number(m.group("num"))
    unit = (m.group("unit") or "rad").lower()
    return number if unit in ("°", "deg", "degs", "degree", "degrees") else math.degrees(number)


# -- positions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Position:
    """A point: ``x``/``y`` in EPSG:3857 and ``lon``/``lat`` in degrees (for display)."""

    x: float
    y: float
    lon: float
    lat: float


def lonlat_to_mercator(lon: float, lat: float) -> Tuple[float, float]:
    lat = max(-MAX_LATITUDE, min(MAX_LATITUDE, lat))
    x = math.radians(lon) * EARTH_RADIUS
    y = math.log(math.tan(math.pi / 4 + math.radians(lat) / 2)) * EARTH_RADIUS
    return x, y


def mercator_to_lonlat(x: float, y: float) -> Tuple[float, float]:
    lon = math.degrees(x / EARTH_RADIUS)
    lat = math.degrees(2 * math.atan(math.exp(y / EARTH_RADIUS)) - math.pi / 2)
    return lon, lat


def position_from_mercator(x: float, y: float) -> Position:
    lon, lat = mercator_to_lonlat(x, y)
    return Position(x, y, lon, lat)


def position_from_lonlat(lon: float, lat: float) -> Position:
    x, y = lonlat_to_mercator(lon, lat)
    return Position(x, y, lon, lat)


_COORD = re.compile(
    r"""(?P<pre>[NSEWnsew])?\s*
        (?P<num>[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)\s*
        (?P<deg>°|º|˚|deg\b)?\s*
        (?:(?P<min>[0-9]+(?:\.[0-9]*)?)\s*['′]\s*)?
        (?:(?P<sec>[0-9]+(?:\.[0-9]*)?)\s*(?:"|″|'')\s*)?
        (?P<post>[NSEWnsew](?![a-zA-Z]))?""",
    re.X,
)
_SEPARATOR = re.compile(r"\s*[,;]?\s*")

_SYSTEMS = {
    "mercator": "mercator", "epsg:3857": "mercator", "3857": "mercator", "webmercator": "mercator",
    "web mercator": "mercator", "web-mercator": "mercator", "pseudo-mercator": "mercator",
    "epsg:900913": "mercator", "xy": "mercator",
    "latlon": "latlon", "latlng": "latlon", "lat/lon": "latlon", "lat,lon": "latlon", "lat lon": "latlon",
    "lonlat": "lonlat", "lnglat": "lonlat", "lon/lat": "lonlat", "lon,lat": "lonlat", "lon lat": "lonlat",
    "wgs84": "degrees", "epsg:4326": "degrees", "4326": "degrees", "degrees": "degrees", "geographic": "degrees",
}


def _coordinates(text: str) -> List[Tuple[float, Optional[str], bool]]:
    """(value, axis letter or None, degree notation used) for each coordinate in ``text``."""
    out = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _COORD.match(text, pos)
        if m is None or m.end() == pos:
            raise MarkupValueError(texts.text("cannot read a coordinate at {0!r}", text[pos:pos + 12]))
        end = m.end()
        post = m.group("post")
        if m.group("pre") and post:
            end, post = m.start("post"), None  # "N 48.1 E 11.5": that letter opens the next one
        value = float(m.group("num"))
        degree_notation = bool(m.group("deg") or m.group("min") or m.group("sec"))
        if m.group("min"):
            value = math.copysign(abs(value) + float(m.group("min")) / 60.0, value if value else 1.0)
        if m.group("sec"):
            value = math.copysign(abs(value) + float(m.group("sec")) / 3600.0, value if value else 1.0)
        letter = (m.group("pre") or post or "").upper() or None
        if letter in ("S", "W"):
            value = -abs(value)
        elif letter in ("N", "E"):
            value = abs(value)
        out.append((value, letter, degree_notation or letter is not None))
        pos = end
        sep = _SEPARATOR.match(text, pos)
        pos = sep.end() if sep else pos
    return out


def parse_pos(text: Optional[str], system: Optional[str] = None) -> Position:
    """A position from ``"<X>, <Y>"`` text.

    ``system``: ``mercator`` (x, y in EPSG:3857 metres), ``latlon`` (latitude first)
    or ``lonlat``; without it, degree signs or N/S/E/W letters mean degrees, two
    plain numbers that both fit in +-180 are read as longitude, latitude (latitude,
    longitude when only the first fits in +-90), anything else as mercator metres.
    Letters always decide which number is the latitude.
    """
    value = _norm(text)
    if not value:
        raise MarkupValueError(texts.text("no position given"))
    kind = None
    if system is not None and system.strip():
        kind = _SYSTEMS.get(system.strip().lower())
        if kind is None:
            raise MarkupValueError(texts.text("unknown coordinate system {0!r}", system))
    coords = _coordinates(value)
    if len(coords) != 2:
        raise MarkupValueError(texts.text("{0!r} does not hold exactly two coordinates", text))
    (a, la, da), (b, lb, db) = coords
    if kind == "mercator":
        if max(abs(a), abs(b)) > MAX_MERCATOR * 1.0001:
            raise MarkupValueError(texts.text("{0!r} is outside the EPSG:3857 extent", text))
        return position_from_mercator(a, b)
    degrees = kind in ("latlon", "lonlat", "degrees") or da or db
    if kind is None and not degrees:
        degrees = abs(a) <= 180 and abs(b) <= 180
        if not degrees:
            if max(abs(a), abs(b)) > MAX_MERCATOR * 1.0001:
                raise MarkupValueError(texts.text("{0!r} is outside the EPSG:3857 extent", text))
            return position_from_mercator(a, b)
    # degrees: decide which is the latitude
    lat_first = kind == "latlon"
    if la in ("N", "S") or lb in ("E", "W"):
        lat_first = True
    elif la in ("E", "W") or lb in ("N", "S"):
        lat_first = False
    elif kind not in ("latlon", "lonlat"):
        lat_first = abs(b) > 90 >= abs(a)
    elif kind == "latlon" and abs(a) > 90 >= abs(b):
        lat_first = False  # written the other way round
    elif kind == "lonlat" and abs(b) > 90 >= abs(a):
        lat_first = True
    lat, lon = (a, b) if lat_first else (b, a)
    if la and lb and (la in ("N", "S")) == (lb in ("N", "S")):
        raise MarkupValueError(texts.text("{0!r} gives the same axis twice", text))
    if abs(lat) > 90 or abs(lon) > 180:
        raise MarkupValueError(texts.text("{0!r} is not a valid latitude/longitude", text))
    return position_from_lonlat(lon, lat)
