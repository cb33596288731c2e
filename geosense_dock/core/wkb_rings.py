"""Polygon rings out of many WKB geometries at once, as flat numpy arrays, for the shape descriptors;
and a bulk validity precheck of many polygons (:func:`plain_polygons`, for a FlyPix vector's load).

No Qt, no QGIS, and nothing of the search: bytes in, coordinates (or verdicts) out. Single-ring
little-endian Polygons and single-part MultiPolygons (most annotation layers) are read with no Python
loop per geometry; anything else is walked geometry by geometry (or left to the caller's own checks).
"""

from __future__ import annotations

import logging
import struct
from typing import Any, List, Optional, Sequence, Tuple, cast

try:  # numpy ships with shapely and with every QGIS install; callers check it first (similarity)
    import numpy as np
except ImportError:  # pragma: no cover - exercised only on a broken install
    np = None  # type: ignore[assignment]

log = logging.getLogger("geosense.results")


def _skip_or_rings(buf: bytes, off: int, owner: int, out: List[Tuple[int, bool, Any]]) -> int:
    """Parse one WKB geometry at ``off``; append polygon rings; return the end offset."""
    order = buf[off]
    endian = "<" if order == 1 else ">"
    (kind,) = struct.unpack_from(endian + "I", buf, off + 1)
    off += 5
    has_z = bool(kind & 0x80000000)
    has_m = bool(kind & 0x40000000)
    if kind & 0x20000000:
        off += 4  # EWKB SRID
    kind &= 0x0FFFFFFF
    base, dim = kind % 1000, kind // 1000
    if dim in (1, 3):
        has_z = True
    if dim in (2, 3):
        has_m = True
    dims = 2 + has_z + has_m
    dtype = np.dtype(endian + "f8")
    if base == 3:  # Polygon
        (nrings,) = struct.unpack_from(endian + "I", buf, off)
        off += 4
        for r in range(nrings):
            (npts,) = struct.unpack_from(endian + "I", buf, off)
            off += 4
            coords = np.frombuffer(buf, dtype=dtype, count=npts * dims, offset=off).reshape(npts, dims)
            off += npts * dims * 8
            if npts >= 4:
                out.append((owner, r == 0, coords))
        return off
    if base in (4, 5, 6, 7):  # multi geometries and collections: recurse
        (count,) = struct.unpack_from(endian + "I", buf, off)
        off += 4
        for _ in range(count):
            off = _skip_or_rings(buf, off, owner, out)
        return off
    if base == 1:
        return off + dims * 8
    if base == 2:
        (npts,) = struct.unpack_from(endian + "I", buf, off)
        return off + 4 + npts * dims * 8
    raise ValueError(f"unsupported WKB type {kind}")


def wkb_lengths(wkbs: Sequence[Optional[bytes]]) -> Any:
    """The length of every WKB (0 for None)."""
    try:  # the common case, no None: the loop in C (a None raises TypeError)
        return np.fromiter(map(len, cast(Sequence[bytes], wkbs)), dtype=np.int64, count=len(wkbs))
    except TypeError:
        return np.fromiter((len(w) if w else 0 for w in wkbs), dtype=np.int64, count=len(wkbs))


def gather_rings(wkbs: Sequence[Optional[bytes]], lengths: Any) -> Tuple[Any, Any, Any, Any, Any]:
    """All polygon rings as flat arrays: x, y, ring lengths, ring owner, ring is exterior.

    ``lengths`` are the WKBs' lengths (:func:`wkb_lengths`). Single-ring 2D little-endian Polygons
    and single-part MultiPolygons (most annotation layers) are read without a Python loop per feature.
    """
    single = SingleRings(wkbs, lengths)
    xs_parts, ys_parts, len_parts, own_parts, ext_parts = [], [], [], [], []
    if single.rows.size:
        x, y = single.coordinates()
        xs_parts.append(x)
        ys_parts.append(y)
        len_parts.append(single.counts)
        own_parts.append(single.rows)
        ext_parts.append(np.ones(single.rows.size, dtype=bool))

    slow_idx = np.flatnonzero(~single.single & (lengths > 0))
    if slow_idx.size:
        rings: List[Tuple[int, bool, Any]] = []
        for i in slow_idx.tolist():
            try:
                _skip_or_rings(wkbs[i], 0, i, rings)
            except (ValueError, struct.error, IndexError) as exc:
                log.debug("annotation %d: unreadable geometry (%s)", i, exc)
        if rings:
            xs_parts.append(np.concatenate([r[2][:, 0] for r in rings]))
            ys_parts.append(np.concatenate([r[2][:, 1] for r in rings]))
            len_parts.append(np.array([r[2].shape[0] for r in rings], dtype=np.int64))
            own_parts.append(np.array([r[0] for r in rings], dtype=np.int64))
            ext_parts.append(np.array([r[1] for r in rings], dtype=bool))
    if not xs_parts:
        empty = np.zeros(0)
        return empty, empty, np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0, bool)
    return (
        np.concatenate(xs_parts),
        np.concatenate(ys_parts),
        np.concatenate(len_parts),
        np.concatenate(own_parts),
        np.concatenate(ext_parts),
    )


class SingleRings:
    """Many WKB geometries joined in one writable buffer, with the coordinates of those that are a
    little-endian 2D Polygon of one ring of at least 4 points (or a MultiPolygon of one such part)
    readable and writable as flat arrays, a geometry's points one after the other; for
    reprojecting them all at once and handing back each one's WKB with its new coordinates.

    ``rows``: the indexes of those geometries in the input; ``owner``: for every point, its
    geometry's position in ``rows``.
    """

    def __init__(self, wkbs: Sequence[Optional[bytes]], lengths: Any = None) -> None:
        """``lengths``: the WKBs' lengths when the caller has them (:func:`wkb_lengths`); a None WKB is empty."""
        n = len(wkbs)
        self.lengths = wkb_lengths(wkbs) if lengths is None else lengths
        try:  # the common case, no None: the join in C
            self.blob = bytearray().join(cast(Sequence[bytes], wkbs))
        except TypeError:
            self.blob = bytearray().join(w for w in wkbs if w)
        self.starts = np.zeros(n, dtype=np.int64)
        if n:
            self.starts[1:] = np.cumsum(self.lengths)[:-1]
        buf = np.frombuffer(self.blob, dtype=np.uint8)
        fast, coord_at, npts = _single_rings(buf, self.starts, self.lengths)
        self.single = fast  # of one ring, whatever its number of points
        self.rows = np.flatnonzero(fast & (npts >= 4))
        self.counts = counts = npts[self.rows]
        self.owner = np.repeat(np.arange(self.rows.size), counts)
        # the byte offset of every x: a geometry's points are 16 bytes apart from its first one
        first = coord_at[self.rows]
        self._x_at = np.arange(int(counts.sum())) * 16 + np.repeat(first - (np.cumsum(counts) - counts) * 16, counts)
        # a float view that starts at every byte: no alignment asked of the buffer
        self._every_byte: Any = np.ndarray(shape=(max(len(self.blob) - 7, 0),), dtype="<f8", buffer=self.blob,
                                           strides=(1,))

    def coordinates(self) -> Tuple[Any, Any]:
        """x and y of every point of the single-ring geometries (copies)."""
        return self._every_byte[self._x_at], self._every_byte[self._x_at + 8]

    def set_coordinates(self, x: Any, y: Any) -> None:
        """Write new x and y (as :meth:`coordinates` gives them) into the buffer."""
        self._every_byte[self._x_at] = x
        self._every_byte[self._x_at + 8] = y

    def wkb(self, index: int) -> bytes:
        """The WKB of input ``index`` as the buffer holds it now."""
        start = int(self.starts[index])
        return bytes(self.blob[start:start + int(self.lengths[index])])


# -- a bulk validity precheck ------------------------------------------------------------------

MAX_CHECKED_POINTS = 256  # rings with more points are left to the per-geometry checks
_CHECK_CELLS = 1 << 22  # orientation values computed at once (rings x segments x points)


def _single_rings(buf: Any, starts: Any, lengths: Any) -> Tuple[Any, Any, Any]:
    """Which geometries are a little-endian 2D Polygon of one ring, or a MultiPolygon of one such
    part, with a length that fits; where their coordinates start; how many points they have."""
    n = lengths.shape[0]

    def u32(offsets: Any) -> Any:
        idx = offsets[:, None] + np.arange(4)
        return buf[idx].copy().view("<u4").ravel().astype(np.int64)

    fast = np.zeros(n, dtype=bool)
    coord_at = np.zeros(n, dtype=np.int64)
    npts = np.zeros(n, dtype=np.int64)
    ok = lengths >= 13
    if not ok.any():
        return fast, coord_at, npts
    cand = np.flatnonzero(ok)
    s = starts[cand]
    little = buf[s] == 1
    kind = np.where(little, u32(s + 1), 0)
    poly_idx = cand[little & (kind == 3)]
    if poly_idx.size:
        ps = starts[poly_idx]
        cnt = u32(ps + 9)
        good = (u32(ps + 5) == 1) & (lengths[poly_idx] == 13 + cnt * 16)
        fast[poly_idx[good]] = True
        coord_at[poly_idx[good]] = ps[good] + 13
        npts[poly_idx[good]] = cnt[good]
    multi_idx = cand[little & (kind == 6) & (lengths[cand] >= 22)]
    if multi_idx.size:
        ms = starts[multi_idx]
        one_part = (u32(ms + 5) == 1) & (buf[ms + 9] == 1) & (u32(ms + 10) == 3) & (u32(ms + 14) == 1)
        cnt = u32(ms + 18)
        good = one_part & (lengths[multi_idx] == 22 + cnt * 16)
        fast[multi_idx[good]] = True
        coord_at[multi_idx[good]] = ms[good] + 22
        npts[multi_idx[good]] = cnt[good]
    return fast, coord_at, npts


def _simple(x: Any, y: Any) -> Any:
    """Rings of k points each (``x``, ``y``: m x k, the last point the first again) that certainly
    are simple: no two edges meet but neighbours, at their shared point, and no three consecutive
    points are on one line (a spike or a fold). Near-zero orientations count as touching."""
    m, k = x.shape
    segs = k - 1
    ext = np.maximum(x.max(axis=1) - x.min(axis=1), y.max(axis=1) - y.min(axis=1))
    mag = np.maximum(np.abs(x).max(axis=1), np.abs(y).max(axis=1))
    tol = (1e-9 * ext * ext + 1e-12 * mag * ext)[:, None, None]
    x0, y0 = x[:, :-1, None], y[:, :-1, None]
    dx, dy = (x[:, 1:] - x[:, :-1])[:, :, None], (y[:, 1:] - y[:, :-1])[:, :, None]
    # orient[r, i, j]: which side of edge i point j of ring r is on
    orient = dx * (y[:, None, :] - y0) - dy * (x[:, None, :] - x0)
    sign = np.where(orient > tol, 1, np.where(orient < -tol, -1, 0)).astype(np.int8)
    across = sign[:, :, :-1] * sign[:, :, 1:]  # [r, i, j]: edge j's ends on both sides of edge i (or on it)
    meet = (across <= 0) & (np.swapaxes(across, 1, 2) <= 0)
    i, j = np.triu_indices(segs, 2)
    apart = ~((i == 0) & (j == segs - 1))  # the first and last edges are neighbours too
    bad = meet[:, i[apart], j[apart]].any(axis=1) if apart.any() else np.zeros(m, dtype=bool)
    # consecutive edges on one line: the point after an edge is on it (the closing point after the last)
    after = np.arange(segs) + 2
    after[-1] = 1
    bad |= (sign[:, np.arange(segs), after] == 0).any(axis=1)
    return ~bad


def plain_polygons(wkbs: Sequence[Optional[bytes]]) -> Any:
    """Which WKBs certainly are valid polygons, for QGIS's validator and GEOS alike, checked in bulk.

    True only for a little-endian 2D Polygon (or one-part MultiPolygon) of one ring of 4 to
    ``MAX_CHECKED_POINTS`` points, all finite, closed, no two consecutive ones equal, its edges
    meeting only their neighbours at their shared points. False says "check this one on its own"
    (most such geometries are valid still).
    """
    n = len(wkbs)
    out = np.zeros(n, dtype=bool)
    if not n:
        return out
    lengths = wkb_lengths(wkbs)
    try:
        blob = b"".join(cast(Sequence[bytes], wkbs))
    except TypeError:
        blob = b"".join(w for w in wkbs if w)
    buf = np.frombuffer(blob, dtype=np.uint8)
    starts = np.zeros(n, dtype=np.int64)
    starts[1:] = np.cumsum(lengths)[:-1]
    fast, coord_at, npts = _single_rings(buf, starts, lengths)
    fast &= (npts >= 4) & (npts <= MAX_CHECKED_POINTS)
    idx = np.flatnonzero(fast)
    if not idx.size:
        return out
    every_byte: Any = np.ndarray(shape=(max(len(blob) - 7, 0),), dtype="<f8", buffer=blob, strides=(1,))
    cnt = npts[idx]
    for k in np.unique(cnt).tolist():
        rings = idx[cnt == k]
        step = max(1, _CHECK_CELLS // (k * k))
        for a in range(0, rings.size, step):
            part = rings[a:a + step]
            at = coord_at[part][:, None] + np.arange(k) * 16
            x, y = every_byte[at], every_byte[at + 8]
            good = np.isfinite(x).all(axis=1) & np.isfinite(y).all(axis=1)
            good &= (x[:, 0] == x[:, -1]) & (y[:, 0] == y[:, -1])
            good &= ~((x[:, 1:] == x[:, :-1]) & (y[:, 1:] == y[:, :-1])).any(axis=1)
            if good.any():
                with np.errstate(invalid="ignore", over="ignore"):
                    good[good] = _simple(x[good], y[good])
            out[part] = good
    return out
