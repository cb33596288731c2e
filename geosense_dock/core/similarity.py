"""Shape descriptors and nearest neighbours for the find-similar tool.

No Qt, no QGIS: geometries arrive as WKB (what ``QgsGeometry.asWkb()`` and the
vector artifacts carry) and are described in bulk with numpy. Two rooms beside it
do the heavy lifting: :mod:`.wkb_rings` reads the rings out of the WKB, and
:mod:`.hulls` finds the convex hulls that convexity needs.

Descriptor columns (``DESCRIPTORS``), all position-free:

* ``log_area``: log of the area in the layer's units (scale matters: a pool is
  not a stadium);
* ``compactness``: 4·pi·area / perimeter² (1 for a circle);
* ``elongation``: 1 - sqrt(l2/l1) of the second area moments (0 round or
  square, towards 1 for long thin shapes);
* ``orient_cos``, ``orient_sin``: the major axis direction as (cos 2θ, sin 2θ)
  scaled by elongation, so orientation only counts for shapes that have one;
* ``convexity``: area / convex hull area;
* ``log_vertices``: log of the vertex count.

:func:`find_similar` compares candidates with exemplars in a space normalised
by robust per-column scales (median / MAD over the table). Dimensions in which
the exemplars themselves differ a lot are given less weight, so two pools of
different orientation do not make orientation matter. A ``hint`` is matched
against class names ("pool" matches "Swimming pools"); matching classes filter
the candidates, while the samples' own classes are only preferred.
"""

from __future__ import annotations

import math
import re
import warnings
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any, Dict, List, Mapping, Optional, Sequence, Set, Tuple

from . import hulls, texts, wkb_rings

try:  # numpy ships with shapely and with every QGIS install; checked at use
    import numpy as np
except ImportError:  # pragma: no cover - exercised only on a broken install
    np = None  # type: ignore[assignment]


DESCRIPTORS = ("log_area", "compactness", "elongation", "orient_cos", "orient_sin", "convexity", "log_vertices")
DEFAULT_WEIGHTS = (1.0, 1.0, 0.8, 0.15, 0.15, 0.8, 0.5)
_MIN_SCALE = (0.1, 0.02, 0.02, 0.25, 0.25, 0.01, 0.1)
BASE_RADIUS = 3.0
MAX_EXEMPLARS = 64
# what a user may choose to compare (the Processing algorithm): a name per group of descriptor columns
DESCRIPTOR_GROUPS = (("area", ("log_area",)), ("compactness", ("compactness",)), ("elongation", ("elongation",)),
                     ("orientation", ("orient_cos", "orient_sin")), ("convexity", ("convexity",)),
                     ("vertices", ("log_vertices",)))


def weights_for(groups: Sequence[str], weights: Sequence[float] = DEFAULT_WEIGHTS) -> Tuple[float, ...]:
    """``weights`` with the columns of the groups not named (:data:`DESCRIPTOR_GROUPS`) set to 0."""
    chosen = {column for name, columns in DESCRIPTOR_GROUPS if name in groups for column in columns}
    return tuple(w if column in chosen else 0.0 for column, w in zip(DESCRIPTORS, weights))


def max_distance(min_score: float) -> float:
    """The search radius that keeps matches of at least ``min_score`` (a score is 1 / (1 + distance))."""
    if not 0 < min_score <= 1:
        raise ValueError("a minimum score is in (0, 1]")
    return 1.0 / min_score - 1.0


class SimilarityError(ValueError):
    """The search cannot run (no numpy, no usable sample, nothing to compare)."""


def _require_numpy() -> None:
    if np is None:
        raise SimilarityError(texts.text("find-similar needs numpy, which is not installed with this Python"))


_SLICE_BYTES = 1 << 19  # WKB described at a time: numpy's temporaries then stay small enough for the
# allocator to keep and reuse (bigger ones are mapped and unmapped every time: a page fault per page)


def describe_wkbs(wkbs: Sequence[Optional[bytes]]) -> Any:
    """Descriptor matrix (n x len(DESCRIPTORS)); rows of NaN for non-polygonal or empty geometries.

    Each row depends on its own geometry only: the WKBs are described in slices of about
    ``_SLICE_BYTES``, and any split of the input gives the same rows.
    """
    _require_numpy()
    n = len(wkbs)
    out = np.full((n, len(DESCRIPTORS)), np.nan)
    if n == 0:
        return out
    lengths = wkb_rings.wkb_lengths(wkbs)
    ends = np.cumsum(lengths)
    start = 0
    while start < n:
        before = int(ends[start - 1]) if start else 0
        stop = max(int(np.searchsorted(ends, before + _SLICE_BYTES, side="right")), start + 1)
        _describe_into(out[start:stop], wkbs[start:stop], lengths[start:stop])
        start = stop
    return out


def _describe_into(out: Any, wkbs: Sequence[Optional[bytes]], lengths: Any) -> None:
    """:func:`describe_wkbs` of one slice, written into ``out`` (its rows, NaN where not described)."""
    n = len(wkbs)
    x, y, lens, owner, exterior = wkb_rings.gather_rings(wkbs, lengths)
    if not lens.size:
        return
    nrings = lens.size
    ring_start = np.cumsum(lens) - lens
    ring_of_point = np.repeat(np.arange(nrings), lens)
    # shift every polygon to its first ring's first vertex (numerical stability)
    order = np.argsort(owner, kind="stable")
    uniq, first_pos = np.unique(owner[order], return_index=True)
    ref_ring = np.full(n, -1, dtype=np.int64)
    ref_ring[uniq] = order[first_pos]
    point_owner = owner[ring_of_point]
    ref = ring_start[ref_ring[point_owner]]
    x = x - x[ref]
    y = y - y[ref]

    x0, y0 = x[:-1], y[:-1]
    x1, y1 = x[1:], y[1:]
    valid = np.ones(x.size - 1, dtype=bool) if x.size > 1 else np.zeros(0, bool)
    ends = ring_start + lens - 1
    valid[ends[ends < valid.size]] = False
    cross = np.where(valid, x0 * y1 - x1 * y0, 0.0)
    cross = np.append(cross, 0.0)  # aligned with points; the closing point has no edge
    ring_area2 = np.add.reduceat(cross, ring_start)
    ring_sign = np.where(ring_area2 < 0, -1.0, 1.0) * np.where(exterior, 1.0, -1.0)
    w = ring_sign[ring_of_point]

    xa, ya = np.append(x0, 0.0), np.append(y0, 0.0)
    xb, yb = np.append(x1, 0.0), np.append(y1, 0.0)
    c = cross * w
    area = np.bincount(point_owner, weights=c, minlength=n) / 2.0
    sx = np.bincount(point_owner, weights=(xa + xb) * c, minlength=n) / 6.0
    sy = np.bincount(point_owner, weights=(ya + yb) * c, minlength=n) / 6.0
    ixx = np.bincount(point_owner, weights=(xa * xa + xa * xb + xb * xb) * c, minlength=n) / 12.0
    iyy = np.bincount(point_owner, weights=(ya * ya + ya * yb + yb * yb) * c, minlength=n) / 12.0
    ixy = np.bincount(point_owner, weights=(xa * yb + 2 * xa * ya + 2 * xb * yb + xb * ya) * c, minlength=n) / 24.0
    edge = np.append(valid, False)  # aligned with points, like cross
    seg = np.where(edge, np.hypot(xb - xa, yb - ya), 0.0)
    perimeter = np.bincount(point_owner, weights=seg, minlength=n)
    vertices = np.bincount(owner, weights=(lens - 1).astype(float), minlength=n)

    good = area > 0
    with np.errstate(divide="ignore", invalid="ignore"):
        cx = np.where(good, sx / area, 0.0)
        cy = np.where(good, sy / area, 0.0)
        mxx = ixx - area * cx * cx  # integral of x'^2
        myy = iyy - area * cy * cy
        mxy = ixy - area * cx * cy
        half_diff = (mxx - myy) / 2.0
        root = np.sqrt(half_diff * half_diff + mxy * mxy)
        mean = (mxx + myy) / 2.0
        l1 = mean + root
        l2 = np.maximum(mean - root, 0.0)
        elong = np.where(l1 > 0, 1.0 - np.sqrt(l2 / l1), 0.0)
        theta = 0.5 * np.arctan2(2.0 * mxy, mxx - myy)
        compact = np.where(perimeter > 0, 4.0 * math.pi * area / (perimeter * perimeter), 0.0)

    # convexity: exact 1 for a single convex ring, otherwise area / hull area
    ex, ey = x1 - x0, y1 - y0
    turn = np.zeros(x.size)
    if valid.size > 1:
        t = ex[:-1] * ey[1:] - ey[:-1] * ex[1:]
        both = valid[:-1] & valid[1:]
        turn[1:-1] = np.where(both, t, 0.0)
        # the turn at each ring's first vertex: last edge -> first edge
        last_edge = ends - 1
        okr = (last_edge >= 0) & (last_edge < valid.size) & (ring_start < valid.size)
        fe, le = ring_start[okr], last_edge[okr]
        turn[ring_start[okr]] = ex[le] * ey[fe] - ey[le] * ex[fe]
    scale = perimeter[point_owner] ** 2 * 1e-12
    pos = np.bincount(point_owner, weights=(turn > scale).astype(float), minlength=n)
    neg = np.bincount(point_owner, weights=(turn < -scale).astype(float), minlength=n)
    rings_per = np.bincount(owner, minlength=n)
    # a repeated vertex has no turn of its own and hides the turn where it stands: such a ring is
    # not taken for convex on its turns alone
    repeated = np.bincount(point_owner, weights=edge & (seg == 0), minlength=n) > 0
    convex = (rings_per == 1) & ((pos == 0) | (neg == 0)) & ~repeated
    convexity = np.ones(n)
    todo = np.flatnonzero(good & ~convex)
    if todo.size:
        chosen = np.zeros(n, dtype=bool)
        chosen[todo] = True
        hull = np.zeros(n)
        single = chosen & (rings_per == 1)
        if single.any():  # most non-convex shapes: the hull read off the ring's convex vertices
            read, read_area = hulls.convex_vertex_hulls(single, x, y, turn, scale, ring_area2, ring_of_point,
                                                        point_owner, ends)
            hull[read] = read_area
            chosen[read] = False
        pick = exterior[ring_of_point] & chosen[point_owner]
        if pick.any():  # the others: the general hull of the outer rings' points
            hull = np.where(chosen, hulls.hull_areas(point_owner[pick], x[pick], y[pick], n), hull)
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = np.where(hull[todo] > 0, area[todo] / hull[todo], 1.0)
        convexity[todo] = np.minimum(ratio, 1.0)

    rows = np.flatnonzero(good)
    out[rows, 0] = np.log(area[rows])
    out[rows, 1] = np.clip(compact[rows], 0.0, 1.0)
    out[rows, 2] = np.clip(elong[rows], 0.0, 1.0)
    out[rows, 3] = elong[rows] * np.cos(2 * theta[rows])
    out[rows, 4] = elong[rows] * np.sin(2 * theta[rows])
    out[rows, 5] = np.clip(convexity[rows], 0.0, 1.0)
    out[rows, 6] = np.log(np.maximum(vertices[rows], 1.0))


def describe_wkb(wkb: bytes) -> Optional[Tuple[float, ...]]:
    """Descriptor of one geometry, or None when it has no area."""
    row = describe_wkbs([wkb])[0]
    return None if np.isnan(row).any() else tuple(float(v) for v in row)


# ------------------------------------------------------------------- classes

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ses", "xes", "zes", "ches", "shes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _tokens(text: str) -> List[str]:
    return [_singular(t) for t in _WORD.findall(text.casefold())]


def hint_matches(hint: str, class_name: str) -> bool:
    """Whether a semantic hint names a class: ``pool`` ~ ``Swimming pools``, not ``tree`` ~ ``Street``."""
    hint_tokens = _tokens(hint)
    name_tokens = _tokens(class_name)
    if not hint_tokens or not name_tokens:
        return False
    if hint_tokens == name_tokens:
        return True
    names = set(name_tokens)
    # every meaningful word of a short hint, or the head noun of a long one
    meaningful = [t for t in hint_tokens if len(t) >= 3] or hint_tokens
    if all(t in names for t in meaningful):
        return True
    return meaningful[-1] in names and len(meaningful[-1]) >= 3


def hint_classes(hint: Optional[str], class_names: Mapping[str, str]) -> Set[str]:
    """Class ids whose name (or id) the hint names."""
    if not hint:
        return set()
    return {cid for cid, name in class_names.items() if hint_matches(hint, name or cid) or hint_matches(hint, cid)}


# ------------------------------------------------------------------- table


class ShapeTable:
    """Descriptors of a pool of annotations with their classes and opaque keys."""

    # key -> row, and key prefix -> row by prefix length: built when first asked for, kept with the table
    _row_of: Optional[Dict[Any, int]] = None
    _rows_by_prefix: Optional[Dict[int, Dict[Any, int]]] = None
    _scale: Optional[Tuple[Any, Any]] = None  # (centre, scale) of the descriptors, once asked for

    def __init__(self, matrix: Any, classes: Sequence[Optional[str]], keys: Sequence[Any]) -> None:
        _require_numpy()
        if len(classes) != matrix.shape[0] or len(keys) != matrix.shape[0]:
            raise ValueError("matrix, classes and keys must have the same length")
        self.matrix = matrix
        self.keys = list(keys)
        values: Dict[str, int] = {}
        codes = np.fromiter((-1 if cls is None else values.setdefault(str(cls), len(values)) for cls in classes),
                            dtype=np.int32, count=len(classes))
        self.class_codes = codes
        self.class_values = list(values)

    @classmethod
    def from_codes(cls, matrix: Any, codes: Sequence[int], class_values: Sequence[str],
                   keys: Sequence[Any]) -> ShapeTable:
        """The table whose row ``i`` has class ``class_values[codes[i]]`` (none for code -1): what
        ``ShapeTable(matrix, classes, keys)`` builds, for a reader that coded the classes as it went
        (``class_values`` in the order the classes first occur)."""
        _require_numpy()
        if len(codes) != matrix.shape[0] or len(keys) != matrix.shape[0]:
            raise ValueError("matrix, codes and keys must have the same length")
        table = cls.__new__(cls)
        table.matrix = matrix
        table.keys = list(keys)
        table.class_codes = np.asarray(codes, dtype=np.int32).reshape(len(codes))
        table.class_values = [str(v) for v in class_values]
        return table

    @classmethod
    def from_wkbs(cls, wkbs: Sequence[Optional[bytes]], classes: Sequence[Optional[str]],
                  keys: Sequence[Any]) -> ShapeTable:
        return cls(describe_wkbs(wkbs), classes, keys)

    @classmethod
    def concat(cls, tables: Sequence[ShapeTable]) -> ShapeTable:
        _require_numpy()
        if not tables:
            return cls(np.zeros((0, len(DESCRIPTORS))), [], [])
        if len(tables) == 1:
            return tables[0]
        matrix = np.vstack([t.matrix for t in tables])
        classes: List[Optional[str]] = []
        keys: List[Any] = []
        for t in tables:
            classes.extend(t.class_of(i) for i in range(len(t)))
            keys.extend(t.keys)
        return cls(matrix, classes, keys)

    def __len__(self) -> int:
        return int(self.matrix.shape[0])

    def class_of(self, row: int) -> Optional[str]:
        code = int(self.class_codes[row])
        return None if code < 0 else self.class_values[code]

    def row_of(self, key: Any) -> Optional[int]:
        if self._row_of is None:
            self._row_of = {k: i for i, k in enumerate(self.keys)}
        return self._row_of.get(key)

    def rows_by_prefix(self, prefixes: Sequence[Tuple[Any, ...]]) -> List[int]:
        """The row of each of ``prefixes`` (tuples of one length) that leads a key (keys are tuples:
        ``(layer, annotation)`` finds the key ``(layer, annotation, fid)``; the last such key when several),
        in their order; those that lead none are left out. The index of each prefix length is built once
        and kept with the table (a cached table keeps it too)."""
        if not prefixes:
            return []
        length = len(prefixes[0])
        if self._rows_by_prefix is None:
            self._rows_by_prefix = {}
        lookup = self._rows_by_prefix.get(length)
        if lookup is None:
            lead = itemgetter(*range(length)) if length > 1 else (lambda k: (k[0],))
            lookup = dict(zip(map(lead, self.keys), range(len(self.keys))))
            self._rows_by_prefix[length] = lookup
        return [lookup[p] for p in prefixes if p in lookup]

    def describable(self, row: int) -> bool:
        return not bool(np.isnan(self.matrix[row]).any())

    def scale(self) -> Tuple[Any, Any]:
        """(centre, scale) of each descriptor over the described rows, worked out once per table: a search
        over a table read before costs only the search."""
        if self._scale is None:
            valid = ~np.isnan(self.matrix).any(axis=1)
            self._scale = _robust_scale(self.matrix[valid] if valid.any() else self.matrix)
        return self._scale


@dataclass
class Match:
    row: int
    key: Any
    distance: float
    score: float  # 1 / (1 + distance), for display
    class_id: Optional[str]


@dataclass
class SimilarityResult:
    matches: List[Match]
    class_id: Optional[str]
    hint_classes: Set[str] = field(default_factory=set)
    notes: List[str] = field(default_factory=list)
    radius: float = BASE_RADIUS


def _robust_scale(matrix: Any) -> Tuple[Any, Any]:
    """(centre, scale) of each descriptor: the median, and the larger of the scaled median absolute
    deviation and a quarter of the standard deviation (never below ``_MIN_SCALE``)."""
    if matrix.size and not np.isnan(matrix).any():
        # by column, each contiguous: the same figures as the NaN-aware functions, several times faster
        columns = np.ascontiguousarray(matrix.T)
        center = np.median(columns, axis=1)
        mad = np.median(np.abs(columns - center[:, None]), axis=1) * 1.4826
        std = columns.std(axis=1)
    else:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # a column of NaN only: no centre, scale 1
            center = np.nanmedian(matrix, axis=0)
            mad = np.nanmedian(np.abs(matrix - center), axis=0) * 1.4826
            std = np.nanstd(matrix, axis=0)
    scale = np.maximum(np.maximum(mad, 0.25 * std), np.asarray(_MIN_SCALE))
    return np.nan_to_num(center), np.nan_to_num(scale, nan=1.0)


def find_similar(
    table: ShapeTable,
    sample_rows: Sequence[int] = (),
    *,
    hint: Optional[str] = None,
    class_names: Optional[Mapping[str, str]] = None,
    k: int = 50,
    radius: Optional[float] = None,
    weights: Sequence[float] = DEFAULT_WEIGHTS,
) -> SimilarityResult:
    """The annotations of ``table`` most like the samples (and/or of the hinted class).

    * samples only: nearest neighbours of the samples within a radius that
      grows with how different the samples are from each other; candidates of
      the samples' classes are preferred;
    * hint (+ samples): candidates restricted to the classes the hint names;
      without samples the class members nearest its typical shape are returned;
    * at most ``k`` results, best first; samples are never returned.
    """
    _require_numpy()
    notes: List[str] = []
    n = len(table)
    names = dict(class_names or {})
    for value in table.class_values:
        names.setdefault(value, value)
    matrix = table.matrix
    valid = ~np.isnan(matrix).any(axis=1)
    samples = [r for r in dict.fromkeys(int(r) for r in sample_rows) if 0 <= r < n]
    described = [r for r in samples if valid[r]]
    if len(described) < len(samples):
        notes.append(f"{len(samples) - len(described)} sample(s) have no area and cannot be compared")

    wanted = hint_classes(hint, names)
    codes = table.class_codes
    pool = valid.copy()
    if samples:
        pool[samples] = False
    filtered = False
    if wanted:
        wanted_codes = [table.class_values.index(c) for c in wanted if c in table.class_values]
        in_class = np.isin(codes, wanted_codes) if wanted_codes else np.zeros(n, bool)
        if (pool & in_class).any():
            pool &= in_class
            filtered = True
        else:
            notes.append(f"no annotation of the class(es) named by {hint!r}; searched all classes")
    elif hint:
        notes.append(f"hint {hint!r} names no known class; it was not used")

    if not described and not filtered:
        raise SimilarityError(texts.text("no usable sample and no class matching the hint"))

    center, scale = table.scale()
    z = (matrix - center) / scale
    w = np.asarray(weights, dtype=float)
    if described:
        exemplars = z[described]
    else:
        members = z[pool]
        exemplars = np.median(members, axis=0, keepdims=True)
    if exemplars.shape[0] >= 2:
        spread = exemplars.std(axis=0)
        w = w / (1.0 + spread * spread)
    if exemplars.shape[0] > MAX_EXEMPLARS:
        pick = np.linspace(0, exemplars.shape[0] - 1, MAX_EXEMPLARS).round().astype(int)
        exemplars = exemplars[pick]
    sw = np.sqrt(w)

    cand = np.flatnonzero(pool)
    zc = z[cand] * sw
    best = np.full(cand.size, np.inf)
    for e in exemplars * sw:
        d = zc - e
        np.minimum(best, np.einsum("ij,ij->i", d, d), out=best)
    dist = np.sqrt(best)

    if radius is None:
        if described and len(described) >= 2:
            ze = z[described] * sw
            gaps = np.sqrt(((ze[:, None, :] - ze[None, :, :]) ** 2).sum(axis=2))
            np.fill_diagonal(gaps, np.inf)
            radius = max(BASE_RADIUS, 1.25 * float(gaps.min(axis=1).max()))
        else:
            radius = BASE_RADIUS
        if filtered:
            radius = radius * 2.0 if described else math.inf

    sample_classes = {codes[r] for r in described if codes[r] >= 0}
    if sample_classes and not filtered:
        other = ~np.isin(codes[cand], list(sample_classes))
        dist = dist + np.where(other, 0.5 * min(radius, 10.0), 0.0)

    keep = dist <= radius
    cand, dist = cand[keep], dist[keep]
    if k > 0 and cand.size > k:
        part = np.argpartition(dist, k - 1)[:k]
        cand, dist = cand[part], dist[part]
    order = np.lexsort((cand, dist))
    cand, dist = cand[order], dist[order]
    matches = [
        Match(int(r), table.keys[int(r)], float(d), float(1.0 / (1.0 + d)), table.class_of(int(r)))
        for r, d in zip(cand.tolist(), dist.tolist())
    ]

    class_id: Optional[str] = None
    if len(wanted) == 1:
        class_id = next(iter(wanted))
    else:
        if wanted:
            voters: List[Optional[str]] = [m.class_id for m in matches if m.class_id in wanted]
        elif sample_classes:
            voters = [table.class_of(r) for r in described]
        else:
            voters = [m.class_id for m in matches]
        counts: Dict[str, int] = {}
        for cid in voters:
            if cid is not None:
                counts[cid] = counts.get(cid, 0) + 1
        if counts:
            class_id = max(sorted(counts), key=lambda c: counts[c])
    return SimilarityResult(matches, class_id, set(wanted), notes, float(radius))
