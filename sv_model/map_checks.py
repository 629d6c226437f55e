"""Checks of a map's content beyond its schema: graph and rule facts.

Geometry checks (overlaps, gaps, stored adjacency equal to computed
adjacency) live in ``sv_model.geometry``, the river checks (rule 7.2) in
``sv_model.rivers``; ``check_map`` adds both.
"""

from __future__ import annotations

from collections import deque

from sv_model.checks import said_finding
from sv_model.errors import DataProblem
from sv_model.problem_words import ProblemId as P
from sv_model.schemas.map import EdgeKind, GameMap, ZoneKind


def unreachable_zones(m: GameMap) -> list[str]:
    """Zones not connected to the first zone through any edge."""
    if not m.zones:
        return []
    neighbours: dict[str, set[str]] = {z.id: set() for z in m.zones}
    for e in m.edges:
        if e.a in neighbours and e.b in neighbours:
            neighbours[e.a].add(e.b)
            neighbours[e.b].add(e.a)
    start = m.zones[0].id
    seen = {start}
    queue = deque([start])
    while queue:
        for n in neighbours[queue.popleft()]:
            if n not in seen:
                seen.add(n)
                queue.append(n)
    return [z.id for z in m.zones if z.id not in seen]


def graph_problems(m: GameMap, path: str) -> list[DataProblem]:
    """Connectivity, ports on their sea, edge kinds that fit their zones."""
    out: list[DataProblem] = []
    for zid in unreachable_zones(m):
        out.append(said_finding("map.unreachable", path, None, f"zones[{zid}]", P.UNREACHABLE))
    kinds = {z.id: z.kind for z in m.zones}
    coast_of: dict[str, set[str]] = {z.id: set() for z in m.zones}
    for e in m.edges:
        ka, kb = kinds.get(e.a), kinds.get(e.b)
        if ka is None or kb is None:
            continue
        seas = (ka is ZoneKind.SEA) + (kb is ZoneKind.SEA)
        expected = {0: None, 1: EdgeKind.COAST, 2: EdgeKind.SEA}[seas]
        if expected is not None and e.kind is not expected:
            out.append(said_finding("map.edge-kind", path, None, f"edges[{e.a}-{e.b}]",
                                    P.EDGE_KIND, seas=seas, kind=expected.value))
        if expected is None and e.kind in (EdgeKind.COAST, EdgeKind.SEA):
            out.append(said_finding("map.edge-kind", path, None, f"edges[{e.a}-{e.b}]",
                                    P.SEA_EDGE_ON_LAND, kind=e.kind.value))
        coast_of[e.a].add(e.b)
        coast_of[e.b].add(e.a)
    for z in m.zones:
        if z.port is not None and not any(kinds[n] is ZoneKind.SEA for n in coast_of[z.id]):
            out.append(said_finding("map.port", path, None, f"zones[{z.id}]", P.PORT_NO_SEA,
                                    port=z.port_name))
    peoples_seen = {z.people for z in m.zones if z.people}
    if not peoples_seen:
        out.append(said_finding("map.origin", path, None, "zones", P.NO_ORIGIN))
    return out


def check_map(m: GameMap, path: str) -> list[DataProblem]:
    """Every content check of a map that loaded cleanly: graph, geometry, and the river
    lines against the river edges (rule 7.2, ``sv_model.rivers``)."""
    problems = graph_problems(m, path)
    try:
        from sv_model.geometry import geometry_problems
        from sv_model.rivers import river_problems
    except ImportError:  # shapely missing: the schema and graph checks still run
        return problems
    found: list[DataProblem] = geometry_problems(m, path)
    if any(p.check == "map.invalid-polygon" for p in found):
        return problems + found  # borders of broken outlines say nothing about rivers
    return problems + found + river_problems(m, path)
