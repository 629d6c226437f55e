"""River lines and the river edges they make (rule 7.2).

Rule 7.2: crossing a major river costs +1 MP (on the shipped map the Rhenus, the
Danuvius, the Tigris and the Euphrates); the other rivers (the Nilus) are drawn only.

A river edge is derived from the map's river lines, as adjacency is derived from
shared borders: moving between two land zones crosses a major river when the river
runs between them, that is when their shared border follows the river's line. It
does when the border lies within the river's reach (``RIVER_REACH_SHARE`` of the
map's diagonal) for at least half its length or for ``RIVER_MIN_SHARE`` of the
diagonal; zones that touch only at a corner are separated by the river when the
corner lies on it away from its ends. A line drawn straight across a border, from
one zone into the other, separates nothing: it makes no river edge.

The map file stores its edges, as it stores adjacency: the map editor writes the
kinds derived here, and a river edge the lines do not give is a mark by hand (a
fallback or override, kept as it is). The loader, ``validate`` and the editor's
problem panel all report the same ``map.river`` warnings from ``river_findings``.
Everything here is pure Python on shapely; nothing needs Qt.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import shapely
from shapely.errors import GEOSException
from shapely.geometry import LineString

from sv_model.checks import finding
from sv_model.errors import DataProblem
from sv_model.geometry import Geometry, Pair, computed_adjacency, map_bounds, zone_shapes
from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import Worded, said_of
from sv_model.schemas.map import Edge, EdgeKind, GameMap, River, ZoneKind

RIVER_REACH_SHARE = 1.1e-3
"""How near a border must lie to a river line to follow it, as a share of the map's
diagonal (8 km on the shipped map, whose diagonal is 7,411 km)."""

RIVER_FOLLOW_SHARE = 0.5
"""A border that follows the river for this share of its length is crossed by it ..."""

RIVER_MIN_SHARE = 8e-3
"""... and so is one that follows it for this share of the map's diagonal (59 km)."""

_CACHE_LIMIT = 4096
_SHARED: dict[tuple[str, str], tuple[Geometry, Geometry, Geometry]] = {}
"""Shared borders by pair, kept while both zones' shapes are the same objects."""


@dataclass(frozen=True)
class RiverFinding:
    """One ``map.river`` warning: its message (English words that carry their problem id,
    ``Worded``), the field it is about, and where."""

    field: str
    message: str
    zones: tuple[str, ...] = ()
    river: str | None = None


# --------------------------------------------------------------------------- derivation

def shared_border(a: str, b: str, shapes: Mapping[str, Geometry]) -> Geometry:
    """Where the outlines of zones a and b meet: lines, or points at a bare corner.
    Cached while both shapes are the same objects (the loader's and the editor's shapes
    are, until the zone changes)."""
    key = (a, b) if a < b else (b, a)
    ga, gb = shapes[key[0]], shapes[key[1]]
    hit = _SHARED.get(key)
    if hit is not None and hit[0] is ga and hit[1] is gb:
        return hit[2]
    try:
        shared = shapely.intersection(ga.boundary, gb.boundary)
    except GEOSException:  # an outline too broken to intersect
        shared = shapely.GeometryCollection()
    if len(_SHARED) >= _CACHE_LIMIT:
        _SHARED.clear()
    _SHARED[key] = (ga, gb, shared)
    return shared


def _following(shared: Geometry, line: Geometry, reach: float, minimum: float) -> float | None:
    """How far the border ``shared`` follows the river ``line`` (0.0 for a corner on
    it), or None if it does not follow it (rule 7.2: the river runs between the zones)."""
    if shared.is_empty:
        return None
    if shared.length == 0:  # a bare corner: on the river, away from both ends
        ends = list(line.boundary.geoms)  # none for a closed line
        on_river = bool(shapely.dwithin(shared, line, reach))
        at_end = any(bool(shapely.dwithin(shared, end, reach)) for end in ends)
        return 0.0 if on_river and not at_end else None
    along = float(shapely.intersection(shared, line.buffer(reach)).length)
    if along > 0 and (along >= RIVER_FOLLOW_SHARE * shared.length or along >= minimum):
        return along
    return None


def river_crossings(rivers: Sequence[River], shapes: Mapping[str, Geometry],
                    land_pairs: Iterable[Pair], diagonal: float) -> dict[Pair, str]:
    """The pairs of touching land zones that a major river runs between, with the
    river's name (rule 7.2). When several do, the one that follows their border
    farthest (then the first by name) names the edge. ``diagonal`` is the map's."""
    reach, minimum = RIVER_REACH_SHARE * diagonal, RIVER_MIN_SHARE * diagonal
    pairs = [p for p in land_pairs if all(z in shapes for z in p)]
    ids = sorted({z for p in pairs for z in p})
    geoms = [shapes[z] for z in ids]
    best: dict[Pair, tuple[float, str]] = {}
    for river in sorted((r for r in rivers if r.major), key=lambda r: r.name):
        line = LineString([tuple(p) for p in river.points])
        if line.length == 0 or not geoms:
            continue
        near = {z for z, hit in zip(ids, shapely.dwithin(geoms, line, reach), strict=True) if hit}
        for pair in pairs:
            if not pair <= near:
                continue
            a, b = sorted(pair)
            along = _following(shared_border(a, b, shapes), line, reach, minimum)
            if along is not None and (pair not in best or along > best[pair][0]):
                best[pair] = (along, river.name)
    return {pair: name for pair, (_along, name) in best.items()}


def map_river_crossings(m: GameMap) -> dict[Pair, str]:
    """``river_crossings`` of a whole map: its touching land zones and its diagonal."""
    if not m.zones or not any(r.major for r in m.rivers):
        return {}
    sea = {z.id for z in m.zones if z.kind is ZoneKind.SEA}
    land = [p for p in computed_adjacency(m) if not p & sea]
    x0, y0, x1, y1 = map_bounds(m)
    return river_crossings(m.rivers, zone_shapes(m), land, math.hypot(x1 - x0, y1 - y0))


# --------------------------------------------------------------------------- checks

def edge_field(e: Edge) -> str:
    return f"edges[{e.a}-{e.b}]"


def river_findings(m: GameMap, crossings: Mapping[Pair, str]) -> list[RiverFinding]:
    """Where the river lines and the river edges disagree (rule 7.2): a river edge that
    names a river drawn only, a major river whose line separates no two land zones, and
    an ordinary edge across a border that a major river follows."""
    minor = m.minor_river_names()
    out: list[RiverFinding] = []
    for e in m.edges:
        if e.kind is EdgeKind.RIVER and e.river in minor:
            out.append(RiverFinding(
                f"{edge_field(e)}.river", Worded(P.RIVER_EDGE_MINOR, a=e.a, b=e.b,
                                                 river=e.river), (e.a, e.b), e.river))
        elif e.kind is EdgeKind.LAND and e.key in crossings:
            river = crossings[e.key]
            out.append(RiverFinding(
                edge_field(e), Worded(P.RIVER_EDGE_ORDINARY, river=river, a=e.a, b=e.b),
                (e.a, e.b), river))
    crossed = set(crossings.values())
    for i, r in enumerate(m.rivers):
        if r.major and r.name not in crossed:
            out.append(RiverFinding(
                f"rivers[{i}]", Worded(P.RIVER_NO_BORDER, river=r.name), (), r.name))
    return out


def river_problems(m: GameMap, path: str) -> list[DataProblem]:
    """The ``map.river`` warnings of a map, as the loader and ``validate`` report them."""
    return [finding("map.river", path, None, f.field, f.message, said_of(f.message))
            for f in river_findings(m, map_river_crossings(m))]
