"""Convex hull areas of many small point sets at once, with numpy, for the convexity descriptor.

No Qt, no QGIS, nothing of WKB or of the search: points in, areas out. Three ways, from the most
general to the quickest: :func:`hull_area` (one point set, plain Python), :func:`hull_areas` (many
point sets, monotone chains run in lock-step) and :func:`convex_vertex_hulls` (one-ring polygons
whose hull is the polygon of their own convex vertices, checked to be so).
"""

from __future__ import annotations

import math
from typing import Any, Iterable, List, Tuple

try:  # numpy ships with shapely and with every QGIS install; callers check it first (similarity)
    import numpy as np
except ImportError:  # pragma: no cover - exercised only on a broken install
    np = None  # type: ignore[assignment]


def hull_area(xs: List[float], ys: List[float]) -> float:
    """Convex hull area of one point set (Andrew's monotone chain), for very large polygons."""
    pts = sorted(set(zip(xs, ys)))
    if len(pts) < 3:
        return 0.0

    def half(points: Iterable[Tuple[float, float]]) -> List[Tuple[float, float]]:
        chain: List[Tuple[float, float]] = []
        for p in points:
            while len(chain) >= 2:
                (ax, ay), (bx, by) = chain[-2], chain[-1]
                if (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) <= 0:
                    chain.pop()
                else:
                    break
            chain.append(p)
        return chain

    hull = half(pts)[:-1] + half(reversed(pts))[:-1]
    area = 0.0
    for i in range(len(hull)):
        x0, y0 = hull[i]
        x1, y1 = hull[(i + 1) % len(hull)]
        area += x0 * y1 - x1 * y0
    return abs(area) / 2.0


_LOCKSTEP_MAX = 512


def _as_pairs(x: Any, y: Any) -> Any:
    """Points (x, y) as the two halves of complex numbers: one gather moves both coordinates, and
    numpy sorts complex numbers by the real, then the imaginary part (no complex arithmetic)."""
    pairs = np.empty(x.size, dtype=np.complex128)
    pairs.real = x
    pairs.imag = y
    return pairs


def _chain_areas(px: Any, py: Any, widths: Any) -> Any:
    """Signed shoelace sum of one monotone chain per row, all rows in lock-step.

    Column ``j`` of every row's chain is ``(px[j], py[j])`` (``px`` and ``py`` are columns x rows,
    and are used up: the scan writes into them): each row's points in scan order, padded by
    repeating the last point (repeats are popped as collinear). Row ``i`` is summed over its first
    ``widths[i]`` columns, taken when the lock-step has scanned them: what a lock-step over exactly
    that many columns gives (rows are independent, and a sum only depends on its width).

    The stacks are kept level by level (a level holds the i-th point of every stack), and the two
    top points of every stack beside them, so a column costs one test over all rows; only the
    rows that just popped are tested again.
    """
    m, rows = px.shape
    stack_x = np.zeros((m, rows))
    stack_y = np.zeros((m, rows))
    flat_x, flat_y = stack_x.reshape(-1), stack_y.reshape(-1)
    size = np.zeros(rows, dtype=np.int64)
    row = np.arange(rows)
    out = np.zeros(rows)
    done_at = {int(w): np.flatnonzero(widths == w) for w in np.unique(widths).tolist()}
    top_x = top_y = below_x = below_y = np.zeros(rows)  # the top point of each stack, and the one below it
    for j in range(m):
        qx, qy = px[j], py[j]
        if j >= 2:  # before, no stack holds two points: nothing to pop
            pop = (size >= 2) & ((top_x - below_x) * (qy - below_y) - (top_y - below_y) * (qx - below_x) <= 0)
            popped = np.flatnonzero(pop)
            while popped.size:
                size[popped] -= 1
                top_x[popped] = below_x[popped]
                top_y[popped] = below_y[popped]
                at = np.maximum(size[popped] - 2, 0) * rows + popped  # a stack of one point: never read
                ax = below_x[popped] = flat_x[at]
                ay = below_y[popped] = flat_y[at]
                bx, by = top_x[popped], top_y[popped]
                again = (size[popped] >= 2) & ((bx - ax) * (qy[popped] - ay) - (by - ay) * (qx[popped] - ax) <= 0)
                popped = popped[again]
        at = size * rows + row
        flat_x[at] = qx
        flat_y[at] = qy
        size += 1
        below_x, below_y = top_x, top_y
        top_x, top_y = qx, qy  # column j is not read again: popping may overwrite it
        sel = done_at.get(j + 1)
        if sel is not None:
            width = j + 1
            if sel.size < rows:
                sx, sy = stack_x[:width].take(sel, axis=1), stack_y[:width].take(sel, axis=1)
            else:
                sx, sy = stack_x[:width], stack_y[:width]
            cross = np.multiply(sx[:-1], sy[1:])
            cross -= np.multiply(sx[1:], sy[:-1])
            cross *= np.arange(width - 1)[:, None] < (size[sel] - 1)[None, :]  # live part of each stack
            out[sel] = np.ascontiguousarray(cross.T).sum(axis=1)  # summed along each row, as numpy sums rows
    return out


_MERGED_BUCKET = 5  # point sets of up to 2**5 points share one lock-step


def hull_areas(owner: Any, x: Any, y: Any, n: int) -> Any:
    """Convex hull area per owner of the given points (0 where fewer than 3 points)."""
    out = np.zeros(n)
    if not owner.size:
        return out
    if (owner[1:] < owner[:-1]).any():  # each owner's points together, in their given order
        grouped = np.argsort(owner, kind="stable")
        owner, x, y = owner[grouped], x[grouped], y[grouped]
    xy = _as_pairs(x, y)
    first = np.flatnonzero(np.concatenate(([True], owner[1:] != owner[:-1])))
    owners = owner[first]
    counts = np.diff(np.append(first, owner.size))
    small = counts <= _LOCKSTEP_MAX
    # big point sets one by one
    for o, f, c in zip(owners[~small].tolist(), first[~small].tolist(), counts[~small].tolist()):
        order = np.lexsort((y[f:f + c], x[f:f + c]))
        out[o] = hull_area(x[f:f + c][order].tolist(), y[f:f + c][order].tolist())
    # the rest in lock-step, bucketed by size so padding stays small; each point set is scanned
    # as wide as the largest of its bucket (small buckets share one lock-step, still summed so)
    bucket = np.ceil(np.log2(np.maximum(counts, 2))).astype(int)
    width = np.zeros(counts.size, dtype=np.int64)
    for b in np.unique(bucket[small]).tolist():
        sel = small & (bucket == b)
        width[sel] = counts[sel].max()
    group = np.maximum(bucket, _MERGED_BUCKET)
    for g in np.unique(group[small]).tolist():
        sel = np.flatnonzero(small & (group == g))
        m = int(width[sel].max())
        last = (counts[sel] - 1)[:, None]
        cols = np.arange(m)[None, :]
        # each row's points sorted by (x, y), ties in their given order: one stable sort of (x, y) as
        # complex numbers (numpy orders them by the real, then the imaginary part); the padding
        # (+inf, after the points) sorts last
        raw = np.minimum(cols, last) + first[sel][:, None]
        keys = xy[raw]
        keys[cols > last] = complex(np.inf, np.inf)
        ranked = np.take_along_axis(raw, np.argsort(keys, axis=1, kind="stable"), axis=1)
        # lower chain: the sorted points, padded by repeating the last; upper chain: the same points
        # scanned backwards (padding then repeats the first point); both chains in one lock-step
        pos = np.take_along_axis(ranked, np.minimum(cols, last), axis=1)
        rpos = np.take_along_axis(ranked, np.maximum(last - cols, 0), axis=1)
        scan = np.concatenate([pos, rpos]).T  # columns x rows
        chains = _chain_areas(x[scan], y[scan], np.concatenate([width[sel], width[sel]]))
        lower, upper = chains[:sel.size], chains[sel.size:]
        out[owners[sel]] = np.abs(lower + upper) / 2.0
    return out


def convex_vertex_hulls(single: Any, x: Any, y: Any, turn: Any, scale: Any, ring_area2: Any,
                         ring_of_point: Any, point_owner: Any, ends: Any) -> Tuple[Any, Any]:
    """Hull areas of one-ring polygons read off their strictly convex vertices, where that is exact.

    When the ring's strictly convex vertices, in ring order, make a polygon that turns the same way
    at every vertex, winds once, and holds every other vertex of the ring, that polygon is the
    convex hull (it is convex, holds every point, and its corners are points of the ring). That is
    so for most annotation shapes (an L, a U, a notch); the rest are left to :func:`hull_areas`.
    "Straight" and "on an edge" allow the same rounding as the ring's own turns (``scale``).

    ``single`` marks the polygons to try (one ring each); the other arguments are
    the describing's per-point and per-ring arrays (``similarity``). Returns (polygons, hull areas) of the
    polygons whose hull was read here.
    """
    none = (np.zeros(0, dtype=np.int64), np.zeros(0))
    vertex = single[point_owner]
    vertex[ends] = False  # a ring's closing point repeats its first
    side = np.where(ring_area2 < 0, -1.0, 1.0)[ring_of_point]  # + for counter-clockwise rings
    keep = vertex & (side * turn > scale)
    corner = np.flatnonzero(keep)
    if not corner.size:
        return none
    owner = point_owner[corner]
    starts_group = np.ones(corner.size, dtype=bool)
    starts_group[1:] = owner[1:] != owner[:-1]
    group = np.cumsum(starts_group) - 1  # a ring's corners are consecutive, in ring order
    first = np.flatnonzero(starts_group)
    count = np.diff(np.append(first, corner.size))
    groups = first.size
    at = np.arange(corner.size)
    after = np.where(at - first[group] + 1 < count[group], at + 1, first[group])  # the next corner, cyclic
    before = np.empty_like(after)
    before[after] = at
    cx, cy = x[corner], y[corner]
    ex, ey = cx[after] - cx, cy[after] - cy  # the edge leaving each corner
    sign = side[corner]
    bend = sign * (ex[before] * ey - ey[before] * ex)
    tolerance = scale[corner]  # as for the ring's own turns: straight within rounding
    with np.errstate(invalid="ignore"):
        bad = np.bincount(group, weights=~(bend >= -tolerance), minlength=groups) > 0  # a reflex corner
        turning = np.bincount(group, weights=np.arctan2(bend, ex[before] * ex + ey[before] * ey),
                              minlength=groups)
        bad |= ~(turning < 3 * math.pi)  # the same way at every corner: 2 pi for a ring that winds once
    bad |= count < 3
    rest = np.flatnonzero(vertex & ~keep)  # every other vertex: inside the corners' polygon, or on it
    if rest.size:
        group_of = np.full(single.size, -1, dtype=np.int64)
        group_of[owner[first]] = np.arange(groups)
        rest_group = group_of[point_owner[rest]]
        rest = rest[rest_group >= 0]
        rest_group = rest_group[rest_group >= 0]
        edges = count[rest_group]
        point = np.repeat(rest, edges)
        edge = np.repeat(first[rest_group] - (np.cumsum(edges) - edges), edges) + np.arange(int(edges.sum()))
        with np.errstate(invalid="ignore"):
            outside = (sign[edge] * (ex[edge] * (y[point] - cy[edge]) - ey[edge] * (x[point] - cx[edge]))
                       < -tolerance[edge])
        bad |= np.bincount(group[edge], weights=outside, minlength=groups) > 0
    area2 = np.bincount(group, weights=cx * cy[after] - cx[after] * cy, minlength=groups)
    good = np.flatnonzero(~bad)
    return owner[first[good]], np.abs(area2[good]) / 2.0
