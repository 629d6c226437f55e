"""Qt-free geometry of the map editor: shared vertices, snapping, split, merge.

Everything here works on plain rings (lists of ``(x, y)``) with shapely and
returns new rings; nothing mutates its input. The editor document turns the
results into undoable commands.
"""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LinearRing, LineString, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import split as shapely_split

from sv_desktop.common.i18n import translate
from sv_model.geometry import rings_to_geometry

Point = tuple[float, float]
Ring = list[Point]
Key = tuple[float, float]

KEY_DIGITS = 6
"""Two vertices closer than this many decimals are the same shared vertex."""

COORDINATE_SHARE = 1e-6
"""A point the editor makes (a click, a snap onto an outline, a cut) is rounded to whole
decimals no coarser than this share of the map's diagonal: 3 decimals on the shipped map
(7,411 units), 5 on a 36-unit test map. Far finer than a pixel at the deepest zoom, and
no 16-digit floats in the file."""

DEFAULT_DIGITS = 3
"""The decimals kept while the map has no extent yet (its first zone)."""


def coordinate_digits(diagonal: float) -> int:
    """How many decimals new points keep on a map of this diagonal (``COORDINATE_SHARE``),
    always coarser than the vertex identity (``KEY_DIGITS``)."""
    if not (math.isfinite(diagonal) and diagonal > 0):
        return DEFAULT_DIGITS
    return max(0, min(KEY_DIGITS - 1, math.ceil(-math.log10(diagonal * COORDINATE_SHARE))))


def round_point(p: Sequence[float], digits: int) -> Point:
    """``p`` rounded to ``digits`` decimals (no negative zero)."""
    return (round(float(p[0]), digits) + 0.0, round(float(p[1]), digits) + 0.0)


def rounded_rings(rings: Sequence[Sequence[Point]], keep: set[Key], digits: int) -> list[Ring]:
    """Rings with every vertex not in ``keep`` (the vertices that were there before an
    edit) rounded to ``digits``; a vertex rounded onto its predecessor is dropped."""
    out: list[Ring] = []
    for ring in rings:
        new: Ring = []
        for p in ring:
            q = (float(p[0]), float(p[1])) if vkey(p) in keep else round_point(p, digits)
            if not new or vkey(new[-1]) != vkey(q):
                new.append(q)
        if len(new) > 1 and vkey(new[0]) == vkey(new[-1]):
            new.pop()
        out.append(new)
    return out


def vkey(p: Sequence[float]) -> Key:
    """The identity of a vertex position: shared vertices have equal keys."""
    return (round(float(p[0]), KEY_DIGITS) + 0.0, round(float(p[1]), KEY_DIGITS) + 0.0)


def ring_keys(ring: Sequence[Sequence[float]]) -> list[Key]:
    """``vkey`` of every vertex of a ring, computed in one numpy pass."""
    if not len(ring):
        return []
    arr = np.round(np.asarray(ring, dtype=float), KEY_DIGITS) + 0.0
    return [(x, y) for x, y in arr.tolist()]


@dataclass(frozen=True)
class VertexRef:
    """One occurrence of a vertex: zone, ring number, index in the ring."""

    zone: str
    ring: int
    index: int


class VertexIndex:
    """Which zones use each vertex position, so shared vertices move together."""

    def __init__(self) -> None:
        self._refs: dict[Key, list[VertexRef]] = defaultdict(list)
        self._keys_of: dict[str, set[Key]] = {}

    def set_zone(self, zone_id: str, rings: Sequence[Sequence[Point]]) -> None:
        self.remove_zone(zone_id)
        keys: set[Key] = set()
        for r, ring in enumerate(rings):
            for i, k in enumerate(ring_keys(ring)):
                self._refs[k].append(VertexRef(zone_id, r, i))
                keys.add(k)
        self._keys_of[zone_id] = keys

    def remove_zone(self, zone_id: str) -> None:
        for k in self._keys_of.pop(zone_id, set()):
            kept = [ref for ref in self._refs.get(k, []) if ref.zone != zone_id]
            if kept:
                self._refs[k] = kept
            else:
                self._refs.pop(k, None)

    def refs_at(self, p: Sequence[float]) -> list[VertexRef]:
        return list(self._refs.get(vkey(p), []))

    def count_at(self, k: Key) -> int:
        """How many zones (and rings) use the vertex key ``k``."""
        refs = self._refs.get(k)
        return len({r.zone for r in refs}) if refs else 0

    def zones_at(self, p: Sequence[float]) -> set[str]:
        return {ref.zone for ref in self._refs.get(vkey(p), [])}

    def is_vertex(self, p: Sequence[float]) -> bool:
        return vkey(p) in self._refs

    def keys_of(self, zone_id: str) -> set[Key]:
        return set(self._keys_of.get(zone_id, set()))


# --- polygons -------------------------------------------------------------------------------

def ring_polygon(ring: Sequence[Point]) -> Polygon:
    return Polygon(np.asarray(ring, dtype=float))


def zone_geometry(rings: Sequence[Sequence[Point]]) -> BaseGeometry:
    """A zone's shape under the even-odd rule (an inner ring is a hole)."""
    return rings_to_geometry([np.asarray(r, dtype=float) for r in rings])


def polygon_rings(poly: Polygon) -> list[Ring]:
    """Exterior then holes of a polygon, as open rings."""
    return [[(float(x), float(y)) for x, y in ring.coords[:-1]]
            for ring in (poly.exterior, *poly.interiors)]


def geometry_parts(geom: BaseGeometry) -> list[Polygon]:
    if isinstance(geom, Polygon):
        return [geom] if not geom.is_empty else []
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon) and not g.is_empty]


def ring_is_simple(ring: Sequence[Point]) -> bool:
    """True for a ring of at least 3 distinct vertices that never crosses itself."""
    if len(set(ring_keys(ring))) != len(ring) or len(ring) < 3:
        return False
    lr = LinearRing(np.asarray(ring, dtype=float))
    return bool(lr.is_simple) and ring_polygon(ring).area > 0.0


def polyline_is_simple(points: Sequence[Point]) -> bool:
    """True if an open polyline being drawn never crosses or retraces itself."""
    if len(points) < 2:
        return True
    if any(vkey(a) == vkey(b) for a, b in itertools.pairwise(points)):
        return False
    return bool(LineString(points).is_simple)


def drawing_problem(points: Sequence[Point], new_point: Point) -> str | None:
    """Why ``new_point`` cannot extend the open polyline ``points`` (None if it can)."""
    if points and vkey(points[-1]) == vkey(new_point):
        return translate("MapEdits", "the point repeats the previous one")
    if any(vkey(p) == vkey(new_point) for p in points[1:]):
        return translate("MapEdits", "the point is already on the outline")
    if not polyline_is_simple([*points, new_point]):
        return translate("MapEdits", "the outline would cross itself")
    return None


def closing_problem(points: Sequence[Point]) -> str | None:
    """Why the polyline ``points`` cannot be closed into a zone (None if it can)."""
    if len(points) < 3:
        return translate("MapEdits", "a zone needs at least three vertices")
    if not ring_is_simple(points):
        return translate("MapEdits", "the closed outline would cross itself")
    return None


def bounds_of(rings: Iterable[Sequence[Point]]) -> tuple[float, float, float, float]:
    xs = [p[0] for r in rings for p in r]
    ys = [p[1] for r in rings for p in r]
    if not xs:
        return (0.0, 0.0, 0.0, 0.0)
    return (min(xs), min(ys), max(xs), max(ys))


def label_point(rings: Sequence[Sequence[Point]]) -> Point:
    """A point inside the largest ring, good for a label."""
    parts = geometry_parts(zone_geometry(rings))
    if not parts:
        return (0.0, 0.0)
    biggest = max(parts, key=lambda p: p.area)
    geom = biggest if biggest.is_valid else biggest.buffer(0)
    if geom.is_empty:
        c = biggest.centroid
        return (round(c.x, 3), round(c.y, 3))
    rp = geom.representative_point()
    return (round(rp.x, 3), round(rp.y, 3))


# --- snapping -------------------------------------------------------------------------------

def closest_on_segment(p: Point, a: Point, b: Point) -> tuple[Point, float]:
    """The point of segment ab closest to p, and its distance."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    q = (ax + t * dx, ay + t * dy)
    return q, math.hypot(p[0] - q[0], p[1] - q[1])


@dataclass(frozen=True)
class EdgeHit:
    """A point on a zone's outline: the segment from ``index`` to the next vertex."""

    zone: str
    ring: int
    index: int
    point: Point
    distance: float


@dataclass(frozen=True)
class Snap:
    """Where a cursor lands after snapping: ``kind`` is vertex, edge or free."""

    point: Point
    kind: str
    hit: EdgeHit | None = None


ZoneRings = Mapping[str, Sequence[Sequence[Point]]]


def nearest_vertex(p: Point, rings_by_zone: ZoneRings, tol: float,
                   extra: Sequence[Point] = ()) -> Point | None:
    best: Point | None = None
    best_d = tol
    for rings in rings_by_zone.values():
        for ring in rings:
            for q in ring:
                d = math.hypot(p[0] - q[0], p[1] - q[1])
                if d <= best_d:
                    best, best_d = (float(q[0]), float(q[1])), d
    for q in extra:
        d = math.hypot(p[0] - q[0], p[1] - q[1])
        if d <= best_d:
            best, best_d = q, d
    return best


def nearest_edge(p: Point, rings_by_zone: ZoneRings, tol: float) -> EdgeHit | None:
    best: EdgeHit | None = None
    for zone_id, rings in rings_by_zone.items():
        for r, ring in enumerate(rings):
            n = len(ring)
            for i in range(n):
                q, d = closest_on_segment(p, ring[i], ring[(i + 1) % n])
                if d <= tol and (best is None or d < best.distance):
                    best = EdgeHit(zone_id, r, i, q, d)
    return best


def snap_point(p: Point, rings_by_zone: ZoneRings, tol: float,
               extra: Sequence[Point] = ()) -> Snap:
    """Snap to the nearest vertex within ``tol``, else to the nearest edge, else stay."""
    v = nearest_vertex(p, rings_by_zone, tol, extra)
    if v is not None:
        return Snap(v, "vertex")
    e = nearest_edge(p, rings_by_zone, tol)
    if e is not None:
        return Snap(e.point, "edge", e)
    return Snap(p, "free")


# --- ring editing ---------------------------------------------------------------------------

def move_vertices(rings: Sequence[Sequence[Point]], moves: Mapping[Key, Point]) -> list[Ring]:
    """Rings with every vertex whose key is in ``moves`` put at its new place."""
    return [[moves.get(vkey(p), (p[0], p[1])) for p in ring] for ring in rings]


def segment_owners(index: VertexIndex, rings_by_zone: ZoneRings, a: Point,
                   b: Point) -> list[tuple[str, int]]:
    """Every (zone, ring) that has a and b as consecutive vertices, either way round."""
    kb = vkey(b)
    out: list[tuple[str, int]] = []
    for ref in index.refs_at(a):
        ring = rings_by_zone[ref.zone][ref.ring]
        n = len(ring)
        near = (vkey(ring[(ref.index + 1) % n]), vkey(ring[ref.index - 1]))
        if kb in near and (ref.zone, ref.ring) not in out:
            out.append((ref.zone, ref.ring))
    return out


def insert_vertex(ring: Sequence[Point], after: int, p: Point) -> Ring:
    out = [(q[0], q[1]) for q in ring]
    out.insert(after + 1, p)
    return out


def insert_on_segment(ring: Sequence[Point], a: Point, b: Point, p: Point) -> Ring | None:
    """The ring with ``p`` put between its consecutive vertices a and b, if it has them."""
    ka, kb = vkey(a), vkey(b)
    n = len(ring)
    for i in range(n):
        j = (i + 1) % n
        ki, kj = vkey(ring[i]), vkey(ring[j])
        if (ki, kj) in ((ka, kb), (kb, ka)):
            return insert_vertex(ring, i, p)
    return None


def delete_vertices(rings: Sequence[Sequence[Point]], keys: set[Key]) -> list[Ring]:
    return [[(p[0], p[1]) for p in ring if vkey(p) not in keys] for ring in rings]


def points_on_outline(rings: Sequence[Sequence[Point]], points: Iterable[Point],
                      eps: float) -> list[Ring]:
    """Rings with each of ``points`` that lies on one of their segments inserted there.

    Used so that a neighbour whose edge a new vertex was snapped onto gets that
    vertex too: borders then stay shared vertex for vertex.
    """
    out = [[(p[0], p[1]) for p in ring] for ring in rings]
    for p in points:
        k = vkey(p)
        for ring in out:
            if any(vkey(q) == k for q in ring):
                continue
            n = len(ring)
            for i in range(n):
                a, b = ring[i], ring[(i + 1) % n]
                _q, d = closest_on_segment(p, a, b)
                if d <= eps and vkey(a) != k and vkey(b) != k:
                    ring.insert(i + 1, p)
                    break
    return out


def _orient_like(coords: Sequence[Sequence[float]], ccw: bool) -> Ring:
    ring = [(float(x), float(y)) for x, y in coords[:-1]]
    if LinearRing(ring).is_ccw != ccw:
        ring.reverse()
    return ring


def _rings_of(parts: Iterable[Polygon], ccw: bool) -> list[Ring]:
    out: list[Ring] = []
    for part in parts:
        out.append(_orient_like(list(part.exterior.coords), ccw))
        out.extend(_orient_like(list(h.coords), not ccw) for h in part.interiors)
    return out


def split_zone(rings: Sequence[Sequence[Point]], line: Sequence[Point],
               digits: int = DEFAULT_DIGITS) -> tuple[list[Ring], list[Ring]] | str:
    """Cut a zone in two along a drawn polyline; an error message if it cannot.

    The line must cross exactly one part of the zone from edge to edge. The
    larger piece keeps the zone's other parts (islands); the smaller piece is
    returned second, for a new zone. The points the cut makes are rounded to
    ``digits`` decimals; the zone's own vertices are kept as they are.
    """
    if len(line) < 2:
        return translate("MapEdits", "draw a line of at least two points across the zone")
    geom = zone_geometry(rings)
    if not geom.is_valid:
        return translate("MapEdits", "the zone crosses itself; fix its outline first")
    cut = LineString(line)
    parts = geometry_parts(geom)
    crossed = [p for p in parts if cut.crosses(p)]
    if len(crossed) != 1:
        return translate("MapEdits", "the line must cross one part of the zone from edge to edge")
    pieces = [g for g in shapely_split(crossed[0], cut).geoms if g.area > 0]
    if len(pieces) != 2:
        return translate("MapEdits", "the line must cut the zone into two pieces, not {count}").format(
            count=len(pieces))
    ccw = LinearRing(rings[0]).is_ccw
    big, small = sorted(pieces, key=lambda g: -g.area)
    others = [p for p in parts if p is not crossed[0]]
    keep = {k for r in rings for k in ring_keys(r)}
    kept = rounded_rings(_rings_of([big, *others], ccw), keep, digits)
    new = rounded_rings(_rings_of([small], ccw), keep, digits)
    if not all(ring_is_simple(r) for r in kept + new):
        return translate("MapEdits", "the cut runs too close to a vertex; move it a little")
    return kept, new


def merge_zones(a: Sequence[Sequence[Point]], b: Sequence[Sequence[Point]],
                digits: int = DEFAULT_DIGITS) -> list[Ring] | str:
    """The rings of two zones merged into one; an error message if they cannot be.
    A point the union makes (where outlines cross) is rounded to ``digits``."""
    ga, gb = zone_geometry(a), zone_geometry(b)
    if not (ga.is_valid and gb.is_valid):
        return translate("MapEdits", "a zone crosses itself; fix its outline first")
    shared = shapely.intersection(ga.boundary, gb.boundary)
    if shared.length <= 0:
        return translate("MapEdits", "the two zones must share a border to be merged")
    union = shapely.unary_union([ga, gb])
    keep = {k for r in (*a, *b) for k in ring_keys(r)}
    return rounded_rings(_rings_of(geometry_parts(union), LinearRing(a[0]).is_ccw), keep,
                         digits)


# --- live checks while dragging ---------------------------------------------------------------

def _orient(ax: Any, ay: Any, bx: Any, by: Any, cx: Any, cy: Any) -> Any:
    return np.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax))


class DragCheck:
    """Tells, at every frame of a drag, whether a ring that was simple would cross itself.

    Only the segments next to the moving vertices are tested, against every
    other segment of their ring, with numpy; the exact shapely check runs once
    when the drag is committed.
    """

    def __init__(self, rings: Sequence[Sequence[Point]], keys: set[Key]) -> None:
        self._rings: list[tuple[np.ndarray, list[tuple[int, Key]], np.ndarray, np.ndarray]] = []
        for ring in rings:
            slots = [(i, vkey(p)) for i, p in enumerate(ring) if vkey(p) in keys]
            if not slots or not ring_is_simple(ring):
                continue
            n = len(ring)
            moving_idx = {i for i, _k in slots}
            segs = np.arange(n)
            touched = np.array([(i in moving_idx) or ((i + 1) % n in moving_idx) for i in segs])
            coords = np.asarray(ring, dtype=float)
            self._rings.append((coords, slots, segs[touched], segs[~touched]))

    def ok(self, moves: Mapping[Key, Point]) -> bool:
        for coords, slots, moving, static in self._rings:
            pts = coords.copy()
            for i, k in slots:
                pts[i] = moves.get(k, pts[i])
            n = len(pts)
            if len({(round(x, KEY_DIGITS), round(y, KEY_DIGITS)) for x, y in pts[
                    [i for i, _k in slots]]}) < len(slots):
                return False
            if _crossings(pts, moving, static, n) or _crossings(pts, moving, moving, n):
                return False
        return True


def _crossings(pts: np.ndarray, first: np.ndarray, second: np.ndarray, n: int) -> bool:
    """True if a segment of ``first`` meets a non-adjacent segment of ``second``."""
    if not len(first) or not len(second):
        return False
    i = first[:, None]
    j = second[None, :]
    adjacent = (i == j) | ((i + 1) % n == j) | ((j + 1) % n == i)
    a, b = pts[first], pts[(first + 1) % n]
    c, d = pts[second], pts[(second + 1) % n]
    ax, ay, bx, by = (v[:, None] for v in (a[:, 0], a[:, 1], b[:, 0], b[:, 1]))
    cx, cy, dx, dy = (v[None, :] for v in (c[:, 0], c[:, 1], d[:, 0], d[:, 1]))
    o1, o2 = _orient(ax, ay, bx, by, cx, cy), _orient(ax, ay, bx, by, dx, dy)
    o3, o4 = _orient(cx, cy, dx, dy, ax, ay), _orient(cx, cy, dx, dy, bx, by)
    boxes = ((np.minimum(ax, bx) <= np.maximum(cx, dx)) & (np.minimum(cx, dx) <= np.maximum(ax, bx))
             & (np.minimum(ay, by) <= np.maximum(cy, dy))
             & (np.minimum(cy, dy) <= np.maximum(ay, by)))
    hit = (o1 * o2 <= 0) & (o3 * o4 <= 0) & boxes & ~adjacent
    return bool(hit.any())
