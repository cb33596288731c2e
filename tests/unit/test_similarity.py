"""Shape descriptors and the similarity search (no QGIS)."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely import affinity
from shapely.geometry import MultiPolygon, Point, Polygon, box

from geosense.geosense_dock.core import similarity as S


def expected(g):
    rings = []
    parts = list(g.geoms) if g.geom_type == "MultiPolygon" else [g]
    for p in parts:
        rings += [p.exterior, *p.interiors]
    vertices = sum(len(r.coords) - 1 for r in rings)
    return (
        math.log(g.area),
        4 * math.pi * g.area / g.length ** 2,
        g.area / g.convex_hull.area,
        math.log(vertices),
    )


@pytest.mark.parametrize(
    "geom",
    [
        box(1e6, 5e6, 1e6 + 20, 5e6 + 10),
        affinity.rotate(box(0, 0, 20, 10), 30),
        Polygon([(0, 0), (10, 0), (10, 10), (5, 3), (0, 10)]),
        Polygon([(0, 0), (10, 0), (10, 10), (0, 10)], [[(2, 2), (2, 4), (4, 4), (4, 2)]]),
        Point(0, 0).buffer(5),
        MultiPolygon([box(0, 0, 1, 1), box(5, 5, 7, 7)]),
        Polygon([(0, 0), (4, 0), (4, 1), (1, 1), (1, 4), (0, 4)]),  # L shape
    ],
)
def test_descriptor_matches_shapely(geom):
    d = S.describe_wkb(geom.wkb)
    log_area, compactness, convexity, log_vertices = expected(geom)
    assert d[0] == pytest.approx(log_area, abs=1e-9)
    assert d[1] == pytest.approx(compactness, abs=1e-9)
    assert d[5] == pytest.approx(convexity, abs=1e-9)
    assert d[6] == pytest.approx(log_vertices, abs=1e-9)


def test_orientation_and_elongation():
    d0 = S.describe_wkb(box(0, 0, 20, 10).wkb)
    d30 = S.describe_wkb(affinity.rotate(box(0, 0, 20, 10), 30).wkb)
    assert d0[2] == pytest.approx(0.5)  # 2:1 rectangle: sqrt(l2/l1) = 1/2
    assert d30[2] == pytest.approx(0.5)
    assert (d30[3], d30[4]) == pytest.approx((0.5 * math.cos(math.radians(60)), 0.5 * math.sin(math.radians(60))))
    square = S.describe_wkb(box(0, 0, 5, 5).wkb)
    assert square[2] == pytest.approx(0.0, abs=1e-9)


def test_z_big_endian_and_non_polygons():
    z = Polygon([(0, 0, 1), (4, 0, 1), (4, 2, 1), (0, 2, 1)])
    assert S.describe_wkb(z.wkb)[0] == pytest.approx(math.log(8))
    from shapely import wkb as shapely_wkb

    big = shapely_wkb.dumps(box(0, 0, 3, 3), big_endian=True)
    assert S.describe_wkb(big)[0] == pytest.approx(math.log(9))
    assert S.describe_wkb(Point(1, 1).wkb) is None
    assert np.isnan(S.describe_wkbs([b"", b"\x01garbage", None])).all()


polygons = st.lists(
    st.tuples(st.floats(-50, 50), st.floats(-50, 50)), min_size=3, max_size=40
).map(lambda pts: Point(0, 0).buffer(1) if len(set(pts)) < 3
      else Polygon(pts).convex_hull.union(Polygon(pts).buffer(0)))


@settings(max_examples=60, deadline=None)
@given(polygons)
def test_hull_matches_shapely(geom):
    # the union can come out invalid for near-coincident points (parts overlapping, so that the
    # area exceeds the hull's): a solidity is only defined for a valid polygon
    if geom.geom_type not in ("Polygon", "MultiPolygon") or geom.area <= 1e-6 or not geom.is_valid:
        return
    d = S.describe_wkb(geom.wkb)
    assert d[5] == pytest.approx(geom.area / geom.convex_hull.area, rel=1e-6, abs=1e-9)


def test_batch_equals_single_and_mixed_fast_slow_paths():
    random.seed(3)
    geoms = []
    for i in range(200):
        g = affinity.rotate(box(0, 0, random.uniform(1, 9), random.uniform(1, 9)), random.uniform(0, 180))
        g = affinity.translate(g, random.uniform(-1e6, 1e6), random.uniform(-1e6, 1e6))
        if i % 4 == 1:
            g = MultiPolygon([g])
        if i % 4 == 2:
            g = g.difference(g.centroid.buffer(0.3))
        geoms.append(g)
    batch = S.describe_wkbs([g.wkb for g in geoms])
    for g, row in zip(geoms, batch):
        assert row == pytest.approx(np.array(S.describe_wkb(g.wkb)), abs=1e-9)
    # described in chunks (as find-similar does while it reads on), the rows are the same
    wkbs = [g.wkb for g in geoms] + [b""]
    chunks = np.vstack([S.describe_wkbs(wkbs[i:i + 37]) for i in range(0, len(wkbs), 37)])
    assert np.array_equal(chunks, S.describe_wkbs(wkbs), equal_nan=True)


def test_hint_matching():
    assert S.hint_matches("pool", "Swimming pools")
    assert S.hint_matches("swimming pools", "Pool")
    assert S.hint_matches("Trees", "tree")
    assert not S.hint_matches("tree", "Street")
    assert not S.hint_matches("pool", "Parking lot")
    assert S.hint_classes("pool", {"c1": "House", "c2": "Swimming pool"}) == {"c2"}


def _dataset(seed=7):
    """Houses (rectangles), trees (small 12-gons) and pools (rounded 4 x 9 m)."""
    rnd = random.Random(seed)
    geoms, classes = [], []
    for _ in range(300):
        g = box(0, 0, rnd.uniform(8, 15), rnd.uniform(7, 12))
        geoms.append(affinity.rotate(g, rnd.uniform(0, 90)))
        classes.append("house")
    for _ in range(200):
        geoms.append(Point(0, 0).buffer(rnd.uniform(1.5, 3.5), 3))
        classes.append("tree")
    for _ in range(12):
        g = box(0, 0, rnd.uniform(8, 10), rnd.uniform(3.8, 4.6)).buffer(1.0, 4)
        geoms.append(affinity.rotate(g, rnd.uniform(0, 180)))
        classes.append("pool")
    return geoms, classes


def test_find_similar_picks_pools_from_two_samples():
    geoms, classes = _dataset()
    pools = [i for i, c in enumerate(classes) if c == "pool"]
    table = S.ShapeTable.from_wkbs([g.wkb for g in geoms], [None] * len(geoms), list(range(len(geoms))))
    result = S.find_similar(table, pools[:2], k=50)
    found = {m.row for m in result.matches}
    assert found == set(pools[2:])
    assert result.class_id is None


def test_hint_filters_and_names_the_class():
    geoms, classes = _dataset()
    table = S.ShapeTable.from_wkbs([g.wkb for g in geoms], classes, list(range(len(geoms))))
    names = {"house": "House", "tree": "Tree", "pool": "Swimming pool"}
    pool = classes.index("pool")
    result = S.find_similar(table, [pool], hint="pools", class_names=names, k=50)
    assert result.class_id == "pool"
    assert {m.row for m in result.matches} == {i for i, c in enumerate(classes) if c == "pool"} - {pool}
    # a house sample with the hint "pool": only pools can come back
    odd = S.find_similar(table, [0], hint="pools", class_names=names, k=50, radius=1e9)
    assert odd.matches and all(m.class_id == "pool" for m in odd.matches)
    only_hint = S.find_similar(table, [], hint="pool", class_names=names, k=5)
    assert len(only_hint.matches) == 5 and {m.class_id for m in only_hint.matches} == {"pool"}
    with pytest.raises(S.SimilarityError):
        S.find_similar(table, [], hint="parking", class_names=names)


def test_sample_class_is_preferred_not_forced():
    geoms, classes = _dataset()
    table = S.ShapeTable.from_wkbs([g.wkb for g in geoms], classes, list(range(len(geoms))))
    house = classes.index("house")
    result = S.find_similar(table, [house], k=20)
    assert len(result.matches) == 20
    assert all(m.class_id == "house" for m in result.matches)
    assert result.class_id == "house"
    assert house not in {m.row for m in result.matches}
