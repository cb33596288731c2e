"""The agent's spatial computations, against brute force."""
from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import box

from reference_agent.geometry import (
    Feature,
    VectorError,
    decode_vector,
    decode_wkb_b64,
    ground_distance,
    ground_scale,
    nearest_within,
    overlapping_pairs,
    png_size,
)

from .wire import Vector, b64, square


def feature(fid: int, geom, class_id: str = "c") -> Feature:
    return Feature(fid, "v", class_id, geom.area, None, geom)


def test_ground_scale_is_cos_latitude():
    y60 = 6378137.0 * math.log(math.tan(math.pi / 4 + math.radians(60) / 2))
    assert ground_scale(0) == 1
    assert ground_scale(y60) == pytest.approx(0.5)


squares = st.lists(st.tuples(st.integers(-200, 200), st.integers(-200, 200), st.integers(1, 15)),
                   min_size=1, max_size=12)


@settings(max_examples=60, deadline=None)
@given(sources=squares, targets=squares, limit=st.integers(0, 60))
def test_nearest_within_matches_brute_force(sources, targets, limit):
    a = [feature(i, square(x, y, s)) for i, (x, y, s) in enumerate(sources)]
    b = [feature(100 + i, square(x, y, s)) for i, (x, y, s) in enumerate(targets)]
    links = nearest_within(a, b, limit)
    expected = {}
    for s in a:
        best = min(((ground_distance(s.geometry, t.geometry), t.id) for t in b), default=None)
        if best and best[0] <= limit:
            expected[s.id] = best
    assert {link.source.id: link.target.id for link in links} == {k: v[1] for k, v in expected.items()}
    for link in links:
        assert link.value == pytest.approx(expected[link.source.id][0], abs=0.01)
    assert [link.value for link in links] == sorted(link.value for link in links)


@settings(max_examples=60, deadline=None)
@given(shapes=squares)
def test_overlap_fractions_match_brute_force(shapes):
    fs = [feature(i, square(x, y, s)) for i, (x, y, s) in enumerate(shapes)]
    links = overlapping_pairs(fs)
    found = {frozenset((link.source.id, link.target.id)): link for link in links}
    assert len(found) == len(links)
    for i, a in enumerate(fs):
        for b in fs[i + 1:]:
            shared = a.geometry.intersection(b.geometry).area
            link = found.get(frozenset((a.id, b.id)))
            if shared <= 0:
                assert link is None
                continue
            assert link is not None
            assert link.source.geometry.area <= link.target.geometry.area
            assert link.value == pytest.approx(shared / link.source.geometry.area, abs=1e-4)


def test_decode_vector_maps_classes_and_reports_bad_geometry():
    v = Vector({"c-a": "Alpha", "c-b": "Beta"}).add(7, "c-b", square(0, 0, 2)).add(8, "c-a", square(5, 5, 1))
    data = v.artifact_data()
    data["data"]["polygons"][1] = "%%%"
    layer = decode_vector({"id": v.id, "name": "L", "classes": [{"id": "c-b", "name": "Beta"}]}, data)
    assert [(f.id, f.class_id) for f in layer.features] == [(7, "c-b")]
    assert layer.unreadable == [8]
    assert layer.class_name("c-b") == "Beta" and layer.class_name("c-a") == "c-a"


@pytest.mark.parametrize("data", [[], {"data": {}}, {"data": {"ids": [1], "areas": [1, 2]}},
                                  {"data": {"ids": ["x"]}}, {"data": {"ids": [1]}, "classes": "x"}])
def test_decode_vector_rejects_broken_structure(data):
    with pytest.raises(VectorError):
        decode_vector({"id": "v"}, data)


@pytest.mark.parametrize("value", [None, 5, "not base64!", "AAAA", b64(box(0, 0, 0, 0).buffer(0))])
def test_decode_wkb_rejects_garbage(value):
    with pytest.raises(ValueError):
        decode_wkb_b64(value)


def test_png_size():
    header = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\x0dIHDR" + (300).to_bytes(4, "big") + (200).to_bytes(4, "big")
    assert png_size(header + b"\x08\x02\x00\x00\x00") == (300, 200)
    assert png_size(b"GIF89a" + bytes(30)) is None
