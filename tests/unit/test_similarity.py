"""Shape descriptors and the similarity search (no QGIS)."""

from __future__ import annotations

import math
import random
import statistics
import struct

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely import affinity
from shapely.geometry import MultiPolygon, Point, Polygon, box

from geosense.geosense_dock.core import hulls as H
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


# ------------------------------------------- against straightforward references (generated shapes)


def _generated_shapes(n, seed=5):
    """Notched and convex polygons, axis-aligned rectangles (ties in x), holes, multi-parts, shapes of
    more than 32 and more than 512 vertices, and a few that have no area."""
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        x0, y0 = rnd.uniform(-1e6, 1e6), rnd.uniform(-1e6, 1e6)
        kind = i % 9
        if kind == 0:
            g = box(x0, y0, x0 + rnd.randint(1, 30), y0 + rnd.randint(1, 30))
        elif kind in (1, 2, 3):
            k = rnd.randint(3, (10, 30, 60)[kind - 1])
            r = rnd.uniform(3, 20)
            pts = [(x0 + r * math.cos(2 * math.pi * j / k), y0 + 0.6 * r * math.sin(2 * math.pi * j / k))
                   for j in range(k)]
            if rnd.random() < 0.5:  # a notch: not convex
                pts.insert(1, (x0, y0))
            g = Polygon(pts)
        elif kind == 4:
            s = rnd.uniform(0.5, 3)
            g = Polygon([(x0, y0), (x0 + 10 * s, y0), (x0 + 10 * s, y0 + 10), (x0 + 5, y0 + 3), (x0, y0 + 10)])
        elif kind == 5:
            s = rnd.uniform(0.5, 3)
            g = box(x0, y0, x0 + 10 * s, y0 + 8).difference(box(x0 + 2, y0 + 2, x0 + 4, y0 + 5))
        elif kind == 6:
            s = rnd.uniform(0.5, 3)
            g = MultiPolygon([box(x0, y0, x0 + 2 * s, y0 + 1), affinity.rotate(box(x0 + 5, y0, x0 + 9, y0 + 3), 20)])
        elif kind == 7:
            g = Point(x0, y0).buffer(rnd.uniform(2, 40), rnd.choice([3, 16, 150]))
            if rnd.random() < 0.5:
                g = g.difference(Point(x0 + 1, y0).buffer(rnd.uniform(0.5, 1.5)))
        else:
            g = None
        out.append(g)
    return out


def _reference_descriptor(geom):
    """The descriptor of one shape, computed ring by ring in plain Python."""
    if geom is None or geom.is_empty or geom.area <= 0:
        return None
    parts = list(geom.geoms) if geom.geom_type == "MultiPolygon" else [geom]
    rings = [(list(p.exterior.coords), True) for p in parts]
    rings += [(list(r.coords), False) for p in parts for r in p.interiors]
    ox, oy = rings[0][0][0]
    area = sx = sy = ixx = iyy = ixy = perimeter = 0.0
    hull_points = []
    for coords, exterior in rings:
        pts = [(x - ox, y - oy) for x, y in coords]
        signed = sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(pts, pts[1:]))
        sign = (1.0 if signed >= 0 else -1.0) * (1.0 if exterior else -1.0)
        for (xa, ya), (xb, yb) in zip(pts, pts[1:]):
            c = (xa * yb - xb * ya) * sign
            area += c / 2
            sx += (xa + xb) * c / 6
            sy += (ya + yb) * c / 6
            ixx += (xa * xa + xa * xb + xb * xb) * c / 12
            iyy += (ya * ya + ya * yb + yb * yb) * c / 12
            ixy += (xa * yb + 2 * xa * ya + 2 * xb * yb + xb * ya) * c / 24
            perimeter += math.hypot(xb - xa, yb - ya)
        if exterior:
            hull_points += pts
    cx, cy = sx / area, sy / area
    mxx, myy, mxy = ixx - area * cx * cx, iyy - area * cy * cy, ixy - area * cx * cy
    root = math.hypot((mxx - myy) / 2, mxy)
    l1, l2 = (mxx + myy) / 2 + root, max((mxx + myy) / 2 - root, 0.0)
    elong = 1 - math.sqrt(l2 / l1)
    theta = 0.5 * math.atan2(2 * mxy, mxx - myy)
    hull = H.hull_area([p[0] for p in hull_points], [p[1] for p in hull_points])
    vertices = sum(len(coords) - 1 for coords, _ in rings)
    return (math.log(area), min(4 * math.pi * area / perimeter ** 2, 1.0), min(max(elong, 0.0), 1.0),
            elong * math.cos(2 * theta), elong * math.sin(2 * theta), min(area / hull, 1.0), math.log(vertices))


def test_descriptors_match_a_plain_reference_on_generated_shapes():
    shapes = _generated_shapes(900)
    wkbs = [g.wkb if g is not None else b"" for g in shapes]
    whole = S.describe_wkbs(wkbs)
    for size in (1, 13, 128, 8192):  # in chunks as the reader hands them over: the same values
        chunks = np.vstack([S.describe_wkbs(wkbs[i:i + size]) for i in range(0, len(wkbs), size)])
        assert np.array_equal(chunks, whole, equal_nan=True)
    for g, row in zip(shapes, whole):
        ref = _reference_descriptor(g)
        if ref is None:
            assert np.isnan(row).all()
        else:
            assert row == pytest.approx(np.array(ref), rel=1e-7, abs=1e-9)


def test_lockstep_hulls_match_the_plain_hull():
    rnd = random.Random(9)
    owners, xs, ys, expected = [], [], [], []
    for o in range(400):
        count = rnd.choice([3, 4, 7, 8, 9, 16, 17, 33, 70, 300, 600])
        grid = rnd.random() < 0.4  # integer points: ties in x and y, collinear runs, duplicates
        px = [float(rnd.randint(0, 12)) if grid else rnd.uniform(-50, 50) for _ in range(count)]
        py = [float(rnd.randint(0, 12)) if grid else rnd.uniform(-50, 50) for _ in range(count)]
        owners += [o] * count
        xs += px
        ys += py
        expected.append(H.hull_area(px, py))
    order = list(range(len(owners)))
    rnd.shuffle(order)  # the points of an owner need not be together
    got = H.hull_areas(np.array(owners)[order], np.array(xs)[order], np.array(ys)[order], 400)
    assert got == pytest.approx(np.array(expected), rel=1e-9, abs=1e-9)


def _plain_convexity(ring):
    """Area over the plain hull of a closed ring's points, both taken from its first vertex."""
    pts = [(x - ring[0][0], y - ring[0][1]) for x, y in ring]
    area = abs(sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(pts, pts[1:]))) / 2
    return min(area / H.hull_area([p[0] for p in pts], [p[1] for p in pts]), 1.0)


_SHAPES = {  # outer rings; "read" says whether the hull is read off the ring's convex vertices
    "L": ([(0, 0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2)], True),
    "U": ([(0, 0), (3, 0), (3, 3), (2, 3), (2, 1), (1, 1), (1, 3), (0, 3)], True),
    "notch": ([(0, 0), (4, 0), (4, 3), (2, 1), (0, 3)], True),
    "star": ([((1 if j % 2 else 0.4) * math.cos(math.pi * j / 7), (1 if j % 2 else 0.4) * math.sin(math.pi * j / 7))
              for j in range(14)], True),
    "clockwise notch with a repeated vertex": ([(0, 0), (0, 2), (1, 1.5), (1, 1.5), (2, 2), (2, 0)], True),
    # a reflex vertex whose removal leaves a vertex outside: the convex vertices are not the hull
    "spiral": ([(0, 0), (4, 0), (4, 4), (1, 4), (1, 2), (3, 2), (3, 3), (2, 3), (2, 3.5), (3.5, 3.5), (3.5, 1),
                (0.5, 1), (0.5, 4.5), (0, 4.5)], False),
    "bow tie": ([(0, 0), (4, 3), (4, 0), (0, 1)], None),  # self-crossing: either way, the right hull
}


@pytest.mark.parametrize("name", sorted(_SHAPES))
def test_hulls_read_off_convex_vertices_are_the_plain_hulls(name, monkeypatch):
    ring, read = _SHAPES[name]
    rnd = random.Random(name)
    geoms = []
    for _ in range(40):  # moved, turned and scaled far from the origin
        a, k = rnd.uniform(0, math.pi), rnd.uniform(0.5, 40)
        x0, y0 = rnd.uniform(-1e6, 1e6), rnd.uniform(-1e6, 1e6)
        c, s = math.cos(a), math.sin(a)
        geoms.append(Polygon([(x0 + k * (x * c - y * s), y0 + k * (x * s + y * c)) for x, y in ring]))
    general = []
    real = H.hull_areas
    monkeypatch.setattr(H, "hull_areas", lambda owner, *rest: general.extend(np.unique(owner).tolist())
                        or real(owner, *rest))
    rows = S.describe_wkbs([g.wkb for g in geoms])
    if read is not None:  # read here, or every one left to the general hull
        assert (not general) == read
    for g, row in zip(geoms, rows):
        assert row[5] == pytest.approx(_plain_convexity(list(g.exterior.coords)), rel=1e-9)


def test_convexity_of_random_rings_is_area_over_the_plain_hull():
    """Star-shaped rings (simple: deep notches, repeated vertices, collinear runs) and rings through
    random points (mostly self-crossing), far from the origin, either way round. Every convexity is
    the ring's area over the hull of its points; a self-crossing ring whose turns all go one way is
    taken for convex (1.0) by design and is not compared."""
    rnd = random.Random(12)
    rings, simple = [], []
    for i in range(3000):
        n = rnd.randint(4, 25)
        if i % 2:
            pts = []
            for j in range(n):
                r = rnd.choice([1.0, 0.5, rnd.uniform(0.05, 1)])
                pts += [(r * math.cos(2 * math.pi * j / n), r * math.sin(2 * math.pi * j / n))] * rnd.choice([1, 1, 2])
        elif i % 4:
            pts = [(rnd.uniform(-10, 10), rnd.uniform(-10, 10)) for _ in range(n)]
        else:
            pts = [(float(rnd.randint(0, 4)), float(rnd.randint(0, 4))) for _ in range(n)]
        if rnd.random() < 0.5:
            pts = pts[::-1]
        ox, oy = rnd.uniform(-1e5, 1e5), rnd.uniform(-1e5, 1e5)
        rings.append([(x + ox, y + oy) for x, y in pts])
        simple.append(bool(i % 2))
    wkbs = [b"\x01" + struct.pack("<III", 3, 1, len(r) + 1) + b"".join(struct.pack("<dd", *p) for p in r + r[:1])
            for r in rings]
    rows = S.describe_wkbs(wkbs)
    compared = 0
    for ring, is_simple, row in zip(rings, simple, rows):
        if np.isnan(row[5]) or (row[5] == 1.0 and not is_simple):
            continue
        assert row[5] == pytest.approx(_plain_convexity(ring + ring[:1]), rel=1e-9)
        compared += 1
    assert compared > 2000


def test_describing_in_slices_gives_the_same_rows(monkeypatch):
    shapes = _generated_shapes(300, seed=8)
    wkbs = [g.wkb if g is not None else None for g in shapes]
    whole = S.describe_wkbs(wkbs)
    for budget in (1, 700, 5000):  # down to one geometry a slice
        monkeypatch.setattr(S, "_SLICE_BYTES", budget)
        assert np.array_equal(S.describe_wkbs(wkbs), whole, equal_nan=True)


def _reference_ranking(matrix, classes, samples, k):
    """find_similar for samples (no hint) in plain Python: rows and scores, best first (for data
    without exact ties: among equally distant rows at the k-th place, which come back is unspecified)."""
    valid = [i for i in range(len(matrix)) if not any(math.isnan(v) for v in matrix[i])]
    cols = range(matrix.shape[1])
    center = [statistics.median(matrix[i][c] for i in valid) for c in cols]
    mad = [statistics.median(abs(matrix[i][c] - center[c]) for i in valid) * 1.4826 for c in cols]
    std = [statistics.pstdev(matrix[i][c] for i in valid) for c in cols]
    scale = [max(mad[c], 0.25 * std[c], S._MIN_SCALE[c]) for c in cols]
    z = {i: [(matrix[i][c] - center[c]) / scale[c] for c in cols] for i in valid}
    weights = list(S.DEFAULT_WEIGHTS)
    if len(samples) >= 2:
        weights = [w / (1 + statistics.pstdev(z[s][c] for s in samples) ** 2) for c, w in zip(cols, weights)]

    def distance(a, b):
        return math.sqrt(sum(w * (a[c] - b[c]) ** 2 for c, w in zip(cols, weights)))

    radius = S.BASE_RADIUS
    if len(samples) >= 2:
        gaps = [min(distance(z[s], z[t]) for t in samples if t != s) for s in samples]
        radius = max(S.BASE_RADIUS, 1.25 * max(gaps))
    sample_classes = {classes[s] for s in samples if classes[s] is not None}
    found = []
    for i in valid:
        if i in samples:
            continue
        d = min(distance(z[i], z[s]) for s in samples)
        if sample_classes and classes[i] not in sample_classes:
            d += 0.5 * min(radius, 10.0)
        if d <= radius:
            found.append((d, i))
    found.sort()
    return [(i, 1 / (1 + d)) for d, i in found[:k]]


def test_ranking_matches_a_plain_reference_on_generated_shapes():
    shapes = _generated_shapes(1800, seed=12)
    wkbs = [g.wkb if g is not None else b"" for g in shapes]
    classes = [("a", "b", None)[i % 3] for i in range(len(shapes))]
    table = S.ShapeTable.from_wkbs(wkbs, classes, list(range(len(shapes))))
    reference = np.array([_reference_descriptor(g) or [math.nan] * 7 for g in shapes])
    rnd = random.Random(4)
    for samples in ([10], [3, 12], [rnd.randrange(1800) for _ in range(5)], [7, 16, 25, 34, 43, 52, 61, 70]):
        samples = [s for s in dict.fromkeys(samples) if not np.isnan(reference[s]).any()]
        result = S.find_similar(table, samples, k=60)
        expected = _reference_ranking(reference, classes, samples, 60)
        assert [m.row for m in result.matches] == [row for row, _ in expected]
        assert [m.score for m in result.matches] == pytest.approx([score for _, score in expected], rel=1e-9)


def test_table_from_codes_equals_the_table_from_classes():
    classes = ["b", None, "a", "b", "c", None, "a"]
    matrix = np.arange(len(classes) * 7, dtype=float).reshape(len(classes), 7)
    keys = [("l", i, i + 100) for i in range(len(classes))]
    direct = S.ShapeTable(matrix, classes, keys)
    coded = S.ShapeTable.from_codes(matrix, [0, -1, 1, 0, 2, -1, 1], ["b", "a", "c"], keys)
    assert coded.class_codes.dtype == direct.class_codes.dtype
    assert coded.class_codes.tolist() == direct.class_codes.tolist()
    assert coded.class_values == direct.class_values and coded.keys == direct.keys
    assert [coded.class_of(i) for i in range(len(classes))] == classes
    with pytest.raises(ValueError):
        S.ShapeTable.from_codes(matrix, [0], ["b"], keys)


def test_rows_are_found_by_key_and_by_the_lead_of_a_key():
    keys = [("l", 7, 100), ("m", 7, 101), ("l", 8, 102), ("l", 7, 103)]
    matrix = np.zeros((len(keys), 7))
    for table in (S.ShapeTable(matrix, [None] * 4, keys), S.ShapeTable.from_codes(matrix, [-1] * 4, [], keys)):
        assert table.row_of(("m", 7, 101)) == 1 and table.row_of(("m", 7)) is None
        # (layer, annotation) finds the key (layer, annotation, fid); the last key of a lead wins
        assert table.rows_by_prefix([("l", 8), ("x", 1), ("l", 7), ("m", 7)]) == [2, 3, 1]
        assert table.rows_by_prefix([("m",), ("l",)]) == [1, 3] and table.rows_by_prefix([]) == []
        assert table.rows_by_prefix([("l", 8, 102)]) == [2]


def test_the_scale_is_the_nan_aware_median_deviation_and_is_worked_out_once_per_table():
    rng = np.random.default_rng(7)
    matrix = rng.lognormal(size=(5001, len(S.DESCRIPTORS)))
    matrix[:, 2] = 0.5  # a constant descriptor: its scale is the floor
    center, scale = S._robust_scale(matrix)
    expected_center = np.nanmedian(matrix, axis=0)
    expected_scale = np.maximum(np.maximum(np.nanmedian(np.abs(matrix - expected_center), axis=0) * 1.4826,
                                           0.25 * np.nanstd(matrix, axis=0)), np.asarray(S._MIN_SCALE))
    assert np.array_equal(center, expected_center)
    assert np.allclose(scale, expected_scale, rtol=1e-12, atol=0)
    with_nan = matrix.copy()
    with_nan[:, 4] = np.nan  # no row described: the NaN-aware way, a column of NaN has scale 1
    center, scale = S._robust_scale(with_nan)
    assert center[4] == 0.0 and scale[4] == 1.0 and np.array_equal(center[:4], expected_center[:4])

    table = S.ShapeTable(matrix, ["a"] * len(matrix), list(range(len(matrix))))
    first = table.scale()
    assert table.scale() is first
    assert S.find_similar(table, [0, 1], k=5).matches == S.find_similar(table, [0, 1], k=5).matches
