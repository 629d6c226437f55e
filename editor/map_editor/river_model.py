"""River lines in the map editor's document, without Qt (rule 7.2).

The edges of a map being edited are derived (``editor.map_editor.document``): touching zones
are adjacent, and a major river whose line runs between two land zones makes their
edge a river edge, by ``sv_model.rivers.river_crossings`` (the loader and ``validate``
use the same function). A mark by hand (a river, a strait, or an ordinary border
where a river line runs) overrides what the lines give. This module holds the small
pieces the document, the controller and the panels share: marks, the crossings of
the live geometry, the ``river`` rows of the problem panel, river names, the line
of a river typed on an edge, and marks that follow a renamed or deleted river.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import shapely

from editor.map_editor.analysis import TOLERANCE_SHARE, Bounds, LiveAnalysis, Pair, Problem
from sv_model.rivers import river_crossings, river_findings, shared_border
from sv_model.schemas.map import Edge, EdgeKind, GameMap, River, Zone, ZoneKind

Mark = tuple[EdgeKind, str | None]
"""An edge's kind and its note: the river's name on a river edge, the strait's name
(or None) on a strait."""

PLAIN: Mark = (EdgeKind.LAND, None)
Point = tuple[float, float]


def edge_mark(e: Edge) -> Mark:
    """The kind and note of a stored edge."""
    if e.kind is EdgeKind.RIVER:
        return (e.kind, e.river)
    if e.kind is EdgeKind.STRAIT:
        return (e.kind, e.name)
    return (e.kind, None)


def edge_of(a: str, b: str, mark: Mark) -> Edge:
    """An edge a–b of that kind, its note in ``river`` or ``name`` (fields left unset
    stay out of the saved file)."""
    kind, note = mark
    fields: dict[str, Any] = {"a": a, "b": b, "kind": kind}
    if kind is EdgeKind.RIVER:
        fields["river"] = note
    elif kind is EdgeKind.STRAIT and note:
        fields["name"] = note
    return Edge.model_construct(**fields)


def live_crossings(rivers: Sequence[River], zones: Sequence[Zone],
                   analysis: LiveAnalysis) -> dict[Pair, str]:
    """The river edges that the major rivers' lines give on the live geometry (7.2)."""
    if not zones or analysis.tolerance <= 0 or not any(r.major for r in rivers):
        return {}
    sea = {z.id for z in zones if z.kind is ZoneKind.SEA}
    land = [p for p in analysis.pairs if not p & sea]
    shapes = {z.id: analysis.geometry(z.id) for z in zones}
    return river_crossings(rivers, shapes, land, analysis.tolerance / TOLERANCE_SHARE)


def _union(boxes: Sequence[Bounds]) -> Bounds | None:
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def river_problems(m: GameMap, crossings: Mapping[Pair, str],
                   zone_bounds: Mapping[str, Bounds]) -> list[Problem]:
    """The ``map.river`` warnings (``sv_model.rivers.river_findings``) as panel rows; a
    click zooms to the edge's zones, or to the river line."""
    lines = {r.name: r.points for r in m.rivers}
    out: list[Problem] = []
    for f in river_findings(m, crossings):
        boxes = [zone_bounds[z] for z in f.zones if z in zone_bounds]
        if not boxes and f.river in lines:
            xs, ys = zip(*((float(x), float(y)) for x, y in lines[f.river]), strict=True)
            boxes = [(min(xs), min(ys), max(xs), max(ys))]
        out.append(Problem("river", f.message, f.zones, _union(boxes)))
    return out


def unique_river_name(rivers: Sequence[River], base: str = "New river") -> str:
    names = {r.name for r in rivers}
    n = 1
    while f"{base} {n}" in names:
        n += 1
    return f"{base} {n}"


def border_line(a: str, b: str, geometry: Callable[[str], Any]) -> list[Point] | None:
    """The longest stretch of the border of zones a and b, as a river line; None if
    they touch only at a corner (a river typed by name on an edge is drawn there)."""
    shared = shared_border(a, b, {a: geometry(a), b: geometry(b)})
    parts = [g for g in _flat(shared) if g.geom_type == "LineString"]
    if not parts:
        return None
    merged = shapely.line_merge(shapely.multilinestrings(parts))
    longest = max(_flat(merged), key=lambda g: g.length)
    return [(float(x), float(y)) for x, y in longest.coords]


def _flat(g: Any) -> list[Any]:
    """The simple parts of a geometry, collections opened all the way down."""
    out: list[Any] = []
    for part in shapely.get_parts(g):
        nested = part.geom_type.startswith("Multi") or part.geom_type == "GeometryCollection"
        out.extend(_flat(part) if nested else [part])
    return out


def renamed_marks(marks: Mapping[Pair, Mark], old: str, new: str | None
                  ) -> dict[Pair, Mark]:
    """Marks with river ``old`` renamed to ``new``; dropped when ``new`` is None (the
    river is deleted: those edges follow the river lines again)."""
    out: dict[Pair, Mark] = {}
    for pair, (kind, note) in marks.items():
        if kind is EdgeKind.RIVER and note == old:
            if new is not None:
                out[pair] = (kind, new)
            continue
        out[pair] = (kind, note)
    return out
