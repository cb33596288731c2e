"""The bulk polygon precheck vouches only for polygons that are certainly valid."""

from __future__ import annotations

import math
import struct

from geosense_dock.core.wkb_rings import plain_polygons


def polygon(*rings, multi: bool = False) -> bytes:
    body = struct.pack("<BII", 1, 3, len(rings))
    for ring in rings:
        body += struct.pack("<I", len(ring)) + b"".join(struct.pack("<dd", x, y) for x, y in ring)
    return struct.pack("<BII", 1, 6, 1) + body if multi else body


SQUARE = [(0, 0), (1, 0), (1, 1), (0, 1), (0, 0)]
FAR = [(1.4e6 + x * 7.5, 6.9e6 + y * 7.5) for x, y in SQUARE]


def test_plain_polygons_are_vouched_for():
    assert plain_polygons([polygon(SQUARE), polygon(FAR), polygon(SQUARE, multi=True)]).tolist() == [True] * 3


def test_anything_doubtful_is_left_to_the_checks_one_by_one():
    cases = {
        "bow tie": [(0, 0), (1, 1), (1, 0), (0, 1), (0, 0)],
        "duplicate node": [(0, 0), (1, 0), (1, 0), (1, 1), (0, 1), (0, 0)],
        "spike": [(0, 0), (2, 0), (1, 0), (1, 1), (0, 0)],
        "touches itself": [(0, 0), (4, 0), (4, 4), (2, 0), (0, 4), (0, 0)],
        "on one line": [(0, 0), (1, 0), (2, 0), (0, 0)],
        "unclosed": [(0, 0), (1, 0), (1, 1), (0, 1), (0.5, 0)],
        "not a number": [(0, 0), (math.nan, 0), (1, 1), (0, 1), (0, 0)],
        "too few points": [(0, 0), (1, 0), (0, 0)],
    }
    wkbs = [polygon(ring) for ring in cases.values()]
    wkbs += [polygon(SQUARE, [(0.2, 0.2), (0.4, 0.2), (0.4, 0.4), (0.2, 0.2)]),  # a hole: checked on its own
             struct.pack("<BIdd", 1, 1, 0.0, 0.0),  # a point
             polygon(SQUARE)[:-8],  # cut short
             None, b""]
    assert plain_polygons(wkbs).tolist() == [False] * len(wkbs)
