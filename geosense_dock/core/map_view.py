"""The ``set-map-view`` tool's payload: ``{bbox: [minx, miny, maxx, maxy], crs?: "EPSG:…"}`` (no Qt).

:func:`parse_map_view` accepts only a box the canvas can show: four finite numbers (not booleans,
not NaN or infinities, not beyond ``MAX_COORDINATE``), each minimum below its maximum, and a CRS
given as text. Anything else raises :class:`~.tools.ToolDataError`, which the caller answers with
``INVALID_PARAMETERS`` before the map moves.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, Mapping, Tuple, Union

from .texts import text
from .tools import ToolDataError

# No projected CRS has coordinates beyond this (the Earth's circumference is ~4e7 m, ~1.3e8 ft):
# a larger value is a broken or hostile payload, and would overflow QGIS's transforms.
MAX_COORDINATE = 1e9
DEFAULT_CRS = "EPSG:3857"


@dataclass(frozen=True)
class MapView:
    bbox: Tuple[float, float, float, float]
    crs: str = DEFAULT_CRS


def parse_map_view(data: Union[str, bytes, Mapping[str, Any], None]) -> MapView:
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except ValueError:
            raise ToolDataError(text("set-map-view: the data is not JSON")) from None
    if not isinstance(data, Mapping):
        raise ToolDataError(text("set-map-view needs bbox [minx, miny, maxx, maxy]"))
    bbox = data.get("bbox")
    if not isinstance(bbox, (list, tuple)) or len(bbox) != 4:
        raise ToolDataError(text("set-map-view needs bbox [minx, miny, maxx, maxy]"))
    values = []
    for value in bbox:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ToolDataError(text("set-map-view: every bbox value must be a number, not {0}",
                                     json.dumps(value)[:40]))
        number = float(value)
        if not math.isfinite(number) or abs(number) > MAX_COORDINATE:
            raise ToolDataError(text("set-map-view: bbox value {0} is not a usable coordinate", repr(value)[:40]))
        values.append(number)
    minx, miny, maxx, maxy = values
    if not (minx < maxx and miny < maxy):
        raise ToolDataError(text("set-map-view: the bbox must have minx < maxx and miny < maxy"))
    crs = data.get("crs", DEFAULT_CRS)
    if crs is None:
        crs = DEFAULT_CRS
    if not isinstance(crs, str) or not crs.strip() or len(crs) > 200:
        raise ToolDataError(text("set-map-view: crs must be text such as \"EPSG:3857\""))
    return MapView((minx, miny, maxx, maxy), crs.strip())
