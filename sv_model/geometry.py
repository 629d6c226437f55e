"""Zone geometry shared by the validator, the map tools and the map editor.

A zone's area is given by its rings (``Zone.polygons``) under the even-odd
rule: a ring that lies inside another ring of the same zone is a hole (a sea
around an island, a lake). Draw them with an odd-even fill.

Adjacency (rule 7.2): two land zones are adjacent when they share a border
or touch at a single corner. A sea zone is adjacent to a land or sea zone
only when they share a stretch of border (a coast), never at a bare corner.
Straits, sea links and coast links may also be declared without touching.

Everything here is built for speed on the shipped map, where an edit in the
editor is followed by a full recheck: per-zone work (shapes, validity,
vertices and segments) is cached by the zone's coordinates, per-map work by
the whole map's coordinates; shared borders are found by hashing
vertex-identical segments, candidate pairs come from an STRtree, and an
overlay runs only for the few pairs that touch without sharing a segment.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
import shapely
from shapely.geometry import MultiPolygon, Point, Polygon

from sv_model.checks import said_finding
from sv_model.errors import DataProblem
from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import word_problem
from sv_model.schemas.map import EdgeKind, GameMap, Zone, ZoneKind

Geometry = Any
"""A shapely geometry (shapely ships no type stubs)."""

Contact = Literal["border", "corner"]
XY = tuple[float, float]
RingKey = tuple[tuple[XY, ...], ...]
Segment = tuple[XY, XY]
Pair = frozenset[str]

SLIVER_RELATIVE_AREA = 2e-6
"""A polygon smaller than this share of the map's bounding box is a sliver."""

THIN_RELATIVE_AREA = 2e-4
THIN_COMPACTNESS = 0.03
"""Polygons under THIN_RELATIVE_AREA with 4*pi*A/P^2 below this are slivers too."""

TOLERANCE_SHARE = 1e-4
"""Default touching tolerance as a share of the map's diagonal."""

FREE_EDGE_KINDS = frozenset({EdgeKind.STRAIT, EdgeKind.SEA, EdgeKind.COAST})
"""Edge kinds that may join zones that do not touch."""

_CACHE_LIMIT = 4096
_MAP_CACHE_LIMIT = 4


# --------------------------------------------------------------------------- shapes

def rings_to_geometry(rings: Sequence[Sequence[XY]] | Sequence[np.ndarray]) -> Geometry:
    """A Polygon or MultiPolygon from rings under the even-odd rule.

    Rings are sorted by area; a ring inside an odd number of larger rings is a
    hole of the smallest ring that contains it. Invalid rings are kept as they
    are so that ``geometry_problems`` can report them.
    """
    polys = [Polygon(r) for r in rings if len(r) >= 3]
    if len(polys) == 1:
        return polys[0]
    polys.sort(key=lambda p: -abs(p.area))
    shells: list[tuple[Geometry, list[Any]]] = []
    depth_of: list[int] = []
    for i, poly in enumerate(polys):
        probe = Point(poly.exterior.coords[0])
        parents = [j for j in range(i) if polys[j].contains(probe)]
        depth_of.append(len(parents))
        if len(parents) % 2 == 0:
            shells.append((poly, []))
        else:
            parent = polys[max(parents, key=lambda j: depth_of[j])]
            for shell, holes in shells:
                if shell is parent:
                    holes.append(poly.exterior.coords)
    parts = [Polygon(shell.exterior.coords, holes) for shell, holes in shells]
    return parts[0] if len(parts) == 1 else MultiPolygon(parts)


def _ring_key(zone: Zone) -> RingKey:
    try:
        key = tuple(tuple(ring) for ring in zone.polygons)
        hash(key)
        return key
    except TypeError:  # points given as lists (model_construct): normalise
        return tuple(tuple((float(x), float(y)) for x, y in ring) for ring in zone.polygons)


@dataclass
class _ZoneData:
    """Everything about one zone's rings that does not depend on other zones."""

    shape: Geometry
    valid: Geometry
    is_valid: bool
    vertices: frozenset[XY]
    segments: frozenset[Segment]


def _segments(rings: RingKey) -> tuple[frozenset[XY], frozenset[Segment]]:
    vertices: set[XY] = set()
    segments: set[Segment] = set()
    for ring in rings:
        pts = list(ring)
        if pts and pts[0] != pts[-1]:
            pts.append(pts[0])
        vertices.update(pts)
        for p, q in itertools.pairwise(pts):
            if p != q:
                segments.add((p, q) if p < q else (q, p))
    return frozenset(vertices), frozenset(segments)


_ZONE_CACHE: dict[RingKey, _ZoneData] = {}


def _zone_data(key: RingKey) -> _ZoneData:
    data = _ZONE_CACHE.get(key)
    if data is None:
        if len(_ZONE_CACHE) >= _CACHE_LIMIT:
            _ZONE_CACHE.clear()
        shape = rings_to_geometry(key)
        shapely.prepare(shape)
        ok = bool(shape.is_valid)
        valid = shape if ok else shapely.make_valid(shape)
        data = _ZoneData(shape, valid, ok, *_segments(key))
        _ZONE_CACHE[key] = data
    return data


def zone_shape(zone: Zone) -> Geometry:
    """The shapely geometry of one zone (prepared; cached by its coordinates)."""
    return _zone_data(_ring_key(zone)).shape


@dataclass
class _MapData:
    """Per-map analysis, shared by every check on the same coordinates."""

    ids: list[str]
    zones: list[_ZoneData]
    sea: dict[str, bool]
    bounds: tuple[float, float, float, float]
    contacts: dict[float, dict[Pair, Contact]] = field(default_factory=dict)
    _flagged: set[str] | None = None
    _borders: tuple[set[Pair], set[Pair]] | None = None

    @property
    def shapes(self) -> dict[str, Geometry]:
        return {zid: d.shape for zid, d in zip(self.ids, self.zones, strict=True)}

    @property
    def valid(self) -> list[Geometry]:
        return [d.valid for d in self.zones]

    def coverage_flagged(self) -> set[str]:
        """Zones with an edge that is not a clean, vertex-identical coverage edge."""
        if self._flagged is None:
            edges = shapely.coverage_invalid_edges(np.asarray(self.valid, dtype=object))
            self._flagged = {zid for zid, e in zip(self.ids, edges, strict=True)
                             if e is not None and not e.is_empty}
        return self._flagged

    def hashed_contacts(self) -> tuple[set[Pair], set[Pair]]:
        """(pairs sharing a segment, pairs sharing only vertices), by hashing."""
        if self._borders is None:
            seg_owner: dict[Segment, list[str]] = {}
            vert_owner: dict[XY, list[str]] = {}
            for zid, d in zip(self.ids, self.zones, strict=True):
                for s in d.segments:
                    seg_owner.setdefault(s, []).append(zid)
                for v in d.vertices:
                    vert_owner.setdefault(v, []).append(zid)
            borders = _pairs(seg_owner.values())
            self._borders = (borders, _pairs(vert_owner.values()) - borders)
        return self._borders


_MAP_CACHE: dict[tuple[tuple[str, bool, RingKey], ...], _MapData] = {}


def _map_data(m: GameMap) -> _MapData:
    key = tuple((z.id, z.kind is ZoneKind.SEA, _ring_key(z)) for z in m.zones)
    data = _MAP_CACHE.get(key)
    if data is None:
        if len(_MAP_CACHE) >= _MAP_CACHE_LIMIT:
            _MAP_CACHE.pop(next(iter(_MAP_CACHE)))
        zones = [_zone_data(k[2]) for k in key]
        x0, y0, x1, y1 = shapely.total_bounds(np.asarray([d.shape for d in zones], dtype=object))
        data = _MapData([k[0] for k in key], zones, {k[0]: k[1] for k in key},
                        (float(x0), float(y0), float(x1), float(y1)))
        _MAP_CACHE[key] = data
    return data


def zone_shapes(m: GameMap) -> dict[str, Geometry]:
    """Zone id -> shapely Polygon/MultiPolygon, in map order (prepared, cached)."""
    return _map_data(m).shapes


def map_bounds(m: GameMap) -> tuple[float, float, float, float]:
    """(minx, miny, maxx, maxy) over every ring of every zone."""
    return _map_data(m).bounds


def default_tolerance(m: GameMap) -> float:
    """Distance under which borders count as touching: 1e-4 of the map diagonal."""
    x0, y0, x1, y1 = map_bounds(m)
    return TOLERANCE_SHARE * math.hypot(x1 - x0, y1 - y0)


def zone_at(m: GameMap, x: float, y: float) -> str | None:
    """The id of the zone that covers the point (x, y), or None."""
    point = Point(x, y)
    for zid, shape in zone_shapes(m).items():
        if shapely.covers(shape, point):
            return zid
    return None


# --------------------------------------------------------------------------- adjacency

def _pairs(owners: Iterable[list[str]]) -> set[Pair]:
    out: set[Pair] = set()
    for ids in owners:
        if len(ids) > 1:
            for i, a in enumerate(ids):
                for b in ids[i + 1:]:
                    if a != b:
                        out.add(frozenset((a, b)))
    return out


def _near_pairs(ids: list[str], shapes: list[Geometry], tolerance: float) -> set[Pair]:
    """Pairs of zones whose shapes lie within ``tolerance`` of each other."""
    tree = shapely.STRtree(shapes)
    arr = np.asarray(shapes, dtype=object)
    if tolerance > 0:
        left, right = tree.query(arr, predicate="dwithin", distance=tolerance)
    else:
        left, right = tree.query(arr, predicate="intersects")
    return {frozenset((ids[i], ids[j])) for i, j in zip(left.tolist(), right.tolist(), strict=True)
            if i < j}


def _shares_border(a: Geometry, b: Geometry, tolerance: float) -> bool:
    """True if a stretch of a's outline longer than 10*tolerance lies on b.

    (At a bare corner only about 2*tolerance of the outline comes that close.)
    """
    reach = b.buffer(tolerance) if tolerance > 0 else b
    shared = shapely.intersection(a.boundary, reach)
    return bool(shared.length > 10 * max(tolerance, 1e-9))


def zone_contacts(m: GameMap, tolerance: float | None = None) -> dict[Pair, Contact]:
    """Every pair of zones that touch, with "border" or "corner" (rule 7.2).

    Vertex-identical borders are found by hashing; zones that come within
    ``tolerance`` without sharing a segment are classified with an overlay.
    """
    data = _map_data(m)
    tol = default_tolerance(m) if tolerance is None else tolerance
    cached = data.contacts.get(tol)
    if cached is not None:
        return cached
    borders, corners = data.hashed_contacts()
    near = _near_pairs(data.ids, data.valid, tol)
    valid = dict(zip(data.ids, data.valid, strict=True))
    contacts: dict[Pair, Contact] = dict.fromkeys(borders, "border")
    for pair in sorted((near | corners) - borders, key=sorted):
        a, b = sorted(pair)
        contacts[pair] = "border" if _shares_border(valid[a], valid[b], tol) else "corner"
    data.contacts[tol] = contacts
    return contacts


def computed_adjacency(m: GameMap, tolerance: float | None = None) -> set[Pair]:
    """Pairs of zones adjacent by their geometry (rule 7.2).

    Land/land pairs count when they share a border or touch at a corner;
    pairs with a sea zone count only when they share a stretch of border.
    ``tolerance`` (map units; default ``default_tolerance(m)``) absorbs tiny
    gaps between hand-drawn borders.
    """
    sea = _map_data(m).sea
    out: set[Pair] = set()
    for pair, contact in zone_contacts(m, tolerance).items():
        a, b = tuple(pair)
        if contact == "border" or not (sea[a] or sea[b]):
            out.add(pair)
    return out


def adjacency_problems(m: GameMap, path: str, tolerance: float | None = None) -> list[DataProblem]:
    """Stored edges against computed adjacency; straits and sea/coast links may float."""
    computed = computed_adjacency(m, tolerance)
    stored = {e.key: e for e in m.edges}
    out: list[DataProblem] = []
    for pair in sorted(computed - stored.keys(), key=sorted):
        a, b = sorted(pair)
        out.append(said_finding("map.missing-edge", path, None, f"edges[{a}-{b}]",
                                P.MISSING_EDGE, a=a, b=b))
    for pair, edge in stored.items():
        if pair not in computed and edge.kind not in FREE_EDGE_KINDS:
            out.append(said_finding("map.floating-edge", path, None,
                                    f"edges[{edge.a}-{edge.b}]", P.FLOATING_EDGE,
                                    kind=edge.kind.value))
    return out


# --------------------------------------------------------------------------- validity

def shape_problems(m: GameMap, path: str) -> list[DataProblem]:
    """Invalid (self-intersecting) polygons, slivers, and city, port or label points
    placed outside their zone."""
    data = _map_data(m)
    x0, y0, x1, y1 = data.bounds
    box_area = max((x1 - x0) * (y1 - y0), 1e-12)
    out: list[DataProblem] = []
    for z, d in zip(m.zones, data.zones, strict=True):
        for name in ("city_at", "port_at", "label"):  # the label: where counters stand
            at = getattr(z, name)
            if at is not None and not shapely.covers(d.valid, Point(at)):
                out.append(said_finding("map.marker", path, None, f"zones[{z.id}].{name}",
                                        P.MARKER_OUTSIDE, x=at[0], y=at[1]))
        if not d.is_valid:
            reason = shapely.is_valid_reason(d.shape)
            out.append(said_finding("map.invalid-polygon", path, None,
                                    f"zones[{z.id}].polygons", P.INVALID_POLYGON,
                                    reason=reason))
            continue
        for part in shapely.get_parts(d.shape):
            area = part.area
            compact = 4 * math.pi * area / max(part.length ** 2, 1e-12)
            small = area < SLIVER_RELATIVE_AREA * box_area
            thin = area < THIN_RELATIVE_AREA * box_area and compact < THIN_COMPACTNESS
            if small or thin:
                x, y = part.representative_point().coords[0]
                out.append(said_finding("map.sliver", path, None, f"zones[{z.id}].polygons",
                                        P.SLIVER, area=area, x=x, y=y))
    return out


def overlap_problems(m: GameMap, path: str, tolerance: float | None = None) -> list[DataProblem]:
    """Zones whose areas overlap by more than tolerance**2 (checked pairwise only
    where the coverage is not already proven clean)."""
    data = _map_data(m)
    tol = default_tolerance(m) if tolerance is None else tolerance
    flagged = data.coverage_flagged()
    if not flagged:
        return []
    geoms = data.valid
    tree = shapely.STRtree(geoms)
    out: list[DataProblem] = []
    for i, zid in enumerate(data.ids):
        if zid not in flagged:
            continue
        for j in sorted(int(k) for k in tree.query(geoms[i], predicate="intersects")):
            if j == i or (j < i and data.ids[j] in flagged):
                continue
            common = shapely.intersection(geoms[i], geoms[j])
            if common.area > tol * tol:
                a, b = sorted((zid, data.ids[j]))
                land = not (data.sea[a] or data.sea[b])
                x, y = common.representative_point().coords[0]
                out.append(said_finding("map.overlap", path, None, f"zones[{a}]",
                                        P.OVERLAP_LAND if land else P.OVERLAP, a=a, b=b,
                                        area=common.area, x=x, y=y))
    return out


def area_words(area: float, language: str | None = None) -> str:
    """An area as a problem message gives it: in square map units, which are square
    kilometres on the shipped map (1 unit = 1 km)."""
    return word_problem(P.AREA, language, area=area)


def gap_problems(m: GameMap, path: str, tolerance: float | None = None) -> list[DataProblem]:
    """Holes covered by no zone inside the map's outline."""
    data = _map_data(m)
    tol = default_tolerance(m) if tolerance is None else tolerance
    if data.coverage_flagged():
        union = shapely.unary_union(data.valid)
    else:
        union = shapely.coverage_union_all(np.asarray(data.valid, dtype=object))
    out: list[DataProblem] = []
    for part in shapely.get_parts(union):
        for hole in part.interiors:
            gap = Polygon(hole)
            if gap.area > tol * tol:
                x, y = gap.representative_point().coords[0]
                out.append(said_finding("map.gap", path, None, "zones", P.GAP,
                                        area=gap.area, x=x, y=y))
    return out


def unshared_vertex_problems(m: GameMap) -> list[str]:
    """Borders that are not vertex for vertex identical on both sides.

    Not an error for the validator (hand-made maps may have T-junctions), but
    the shipped map is built so that this list is empty and the editor can
    move a shared border as one.
    """
    data = _map_data(m)
    flagged = data.coverage_flagged()
    if not flagged:
        return []
    edges = shapely.coverage_invalid_edges(np.asarray(data.valid, dtype=object))
    out: list[str] = []
    for zid, e in zip(data.ids, edges, strict=True):
        if zid in flagged:
            x, y = e.representative_point().coords[0]
            out.append(f"{zid}: border not matched vertex for vertex near ({x:.1f}, {y:.1f})")
    return out


def geometry_problems(m: GameMap, path: str) -> list[DataProblem]:
    """Every geometry problem of a map: invalid polygons, slivers, overlaps,
    gaps, and stored adjacency that differs from the geometry (rule 7.2)."""
    problems = shape_problems(m, path)
    if any(p.check == "map.invalid-polygon" for p in problems):
        return problems  # overlays on invalid polygons would only repeat the problem
    tol = default_tolerance(m)
    return (problems + overlap_problems(m, path, tol) + gap_problems(m, path, tol)
            + adjacency_problems(m, path, tol))
