"""Live adjacency and validation of a map being edited (Qt-free, incremental).

After an edit only the zones that changed are re-checked against their
neighbours, found with an STRtree. Adjacency follows ``sv_model.geometry``
exactly (rule 7.2: land zones touching at a border or a corner; a sea zone
only along a shared border): the same ``computed_adjacency`` runs on the
changed zones and their neighbours only. Slivers, self-intersections and
overlaps are kept per zone or pair; gaps come from the unshared outline.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import shapely
from shapely import STRtree
from shapely.geometry.base import BaseGeometry

from editor.map_editor.geometry_ops import Key, Point, geometry_parts, ring_keys
from editor.shared.terms import edge_kind_name
from sv_desktop.common.i18n import language, translate
from sv_model.checks import Check, Severity, check
from sv_model.geometry import (
    SLIVER_RELATIVE_AREA,
    THIN_COMPACTNESS,
    THIN_RELATIVE_AREA,
    area_words,
    rings_to_geometry,
)
from sv_model.map_checks import unreachable_zones
from sv_model.schemas.map import (
    EdgeKind,
    GameMap,
    Zone,
    ZoneKind,
    map_cross_reference_problems,
)

Bounds = tuple[float, float, float, float]
Pair = frozenset[str]
Segment = tuple[Key, Key]

TOLERANCE_SHARE = 1e-4
"""Touching tolerance as a share of the map diagonal, as in ``sv_model.geometry``."""


LABEL_CHECKS: dict[str, str] = {
    "self-intersection": "map.invalid-polygon", "sliver": "map.sliver",
    "overlap": "map.overlap", "gap": "map.gap", "link": "map.floating-edge",
    "unreachable": "map.unreachable", "zone 1": "map.reference",
    "duplicate name": "map.reference", "reference": "map.reference", "port": "map.port",
    "origin": "map.origin", "marker": "map.marker", "river": "map.river",
    "edge missing in the file": "map.missing-edge", "edge kind in the file": "map.edge-kind",
    "edge in the file": "map.floating-edge",
}
"""Each label of the problem panel and the check of ``sv_model.checks.CHECKS`` it
reports for (which gives its severity and rule)."""


@dataclass(frozen=True)
class Problem:
    """One row of the validation panel: what (a short label), where, which zones."""

    label: str
    message: str
    zones: tuple[str, ...] = ()
    bounds: Bounds | None = None

    @property
    def check(self) -> Check:
        """The check of the one list this problem reports for."""
        return check(LABEL_CHECKS[self.label])

    @property
    def severity(self) -> Severity:
        return self.check.severity


def _bounds(g: BaseGeometry) -> Bounds:
    x0, y0, x1, y1 = g.bounds
    return (float(x0), float(y0), float(x1), float(y1))


def _valid(g: BaseGeometry) -> BaseGeometry:
    return g if g.is_valid else shapely.make_valid(g)


class LiveAnalysis:
    """Adjacency pairs and geometric problems, updated zone by zone."""

    def __init__(self) -> None:
        self._clear()

    def _clear(self) -> None:
        """Forget every zone and the tolerance."""
        self.tolerance = 0.0
        self._box_area = 1.0
        self._zones: dict[str, Zone] = {}
        self._geoms: dict[str, BaseGeometry] = {}
        self._valid: dict[str, BaseGeometry] = {}
        self._ids: list[str] = []
        self._tree: STRtree | None = None
        self._neighbours: dict[str, set[str]] = defaultdict(set)
        self._zone_problems: dict[str, list[Problem]] = {}
        self._overlaps: dict[Pair, Problem] = {}
        self._segs_of: dict[str, set[Segment]] = {}
        self._verts_of: dict[str, set[Key]] = {}
        self._seg_owners: dict[Segment, set[str]] = defaultdict(set)
        self._vert_owners: dict[Key, set[str]] = defaultdict(set)
        self._odd: set[Segment] = set()
        self._gaps: list[Problem] = []

    # --- updating ---------------------------------------------------------------------------

    def reset(self, zones: Sequence[Zone]) -> None:
        self._clear()
        self.update(zones, ())

    def update(self, changed: Iterable[Zone], removed: Iterable[str]) -> None:
        """Re-check the changed (or new) zones and forget the removed ones."""
        changed = list(changed)
        for zid in [*removed, *(z.id for z in changed)]:
            self._forget(zid)
        for z in changed:
            self._remember(z)
        self._rebuild_tree()
        if self._scale_changed() and len(changed) < len(self._zones):
            self.reset(list(self._zones.values()))
            return
        changed_ids = {z.id for z in changed}
        self._link(changed_ids)
        for zid in changed_ids:
            self._zone_problems[zid] = self._shape_problems(self._zones[zid])
        self._check_overlaps(changed_ids)
        self._gaps = self._find_gaps()

    def _remember(self, z: Zone) -> None:
        self._zones[z.id] = z
        g = shape_of(z.polygons)
        self._geoms[z.id] = g
        self._valid[z.id] = _valid(g)
        segs, verts = _topology(z.polygons)
        self._segs_of[z.id], self._verts_of[z.id] = segs, verts
        for seg in segs:
            self._seg_owners[seg].add(z.id)
            _toggle(self._odd, seg)
        for v in verts:
            self._vert_owners[v].add(z.id)

    def _forget(self, zid: str) -> None:
        if zid not in self._zones:
            return
        del self._zones[zid], self._geoms[zid], self._valid[zid]
        for n in self._neighbours.pop(zid, set()):
            self._neighbours[n].discard(zid)
        self._zone_problems.pop(zid, None)
        for pair in [p for p in self._overlaps if zid in p]:
            del self._overlaps[pair]
        for seg in self._segs_of.pop(zid, set()):
            self._seg_owners[seg].discard(zid)
            _toggle(self._odd, seg)
        for v in self._verts_of.pop(zid, set()):
            self._vert_owners[v].discard(zid)

    def _rebuild_tree(self) -> None:
        self._ids = list(self._geoms)
        geoms = [self._valid[i] for i in self._ids]
        self._tree = STRtree(geoms) if geoms else None

    def _scale_changed(self) -> bool:
        """Set the tolerance from the map's size; True if it moved by more than 1%."""
        if not self._geoms:
            return False
        x0, y0, x1, y1 = (float(v) for v in shapely.total_bounds(list(self._geoms.values())))
        tol = TOLERANCE_SHARE * math.hypot(x1 - x0, y1 - y0)
        old = self.tolerance
        self.tolerance = tol
        self._box_area = max((x1 - x0) * (y1 - y0), 1e-12)
        return old > 0 and abs(tol - old) > 0.01 * old

    def _near(self, geom: BaseGeometry, distance: float) -> list[str]:
        if self._tree is None:
            return []
        hits = self._tree.query(geom, predicate="dwithin", distance=distance)
        return [self._ids[int(i)] for i in hits]

    def _link(self, changed: set[str]) -> None:
        """Adjacency of the changed zones, with the rules of ``sv_model.geometry``:
        vertex-identical shared segments are borders, shared vertices and near
        misses are classified by measuring how much outline the zones share."""
        for zid in changed:
            borders = {o for s in self._segs_of[zid] for o in self._seg_owners[s]} - {zid}
            corners = {o for v in self._verts_of[zid] for o in self._vert_owners[v]} - {zid}
            near = set(self._near(self._geoms[zid], self.tolerance)) - {zid}
            for other in borders:
                self._join(zid, other)
            for other in (corners | near) - borders:
                sea = ZoneKind.SEA in (self._zones[zid].kind, self._zones[other].kind)
                if not sea or self._shares_border(zid, other):
                    self._join(zid, other)

    def _join(self, a: str, b: str) -> None:
        self._neighbours[a].add(b)
        self._neighbours[b].add(a)

    def _shares_border(self, a: str, b: str) -> bool:
        """As ``sv_model.geometry``: more than 10 tolerances of outline lie on each other."""
        a, b = sorted((a, b))
        tol = self.tolerance
        reach = self._valid[b].buffer(tol) if tol > 0 else self._valid[b]
        shared = shapely.intersection(self._valid[a].boundary, _valid(reach))
        return bool(shared.length > 10 * max(tol, 1e-9))

    # --- results ----------------------------------------------------------------------------

    @property
    def pairs(self) -> set[Pair]:
        return {frozenset((a, b)) for a, ns in self._neighbours.items() for b in ns}

    def neighbours(self, zid: str) -> set[str]:
        return set(self._neighbours.get(zid, set()))

    def zones_near(self, x: float, y: float, radius: float) -> list[str]:
        return self._near(shapely.Point(x, y), radius)

    def zone_at(self, x: float, y: float) -> str | None:
        """The smallest zone covering the point."""
        if self._tree is None:
            return None
        p = shapely.Point(x, y)
        hits = [self._ids[int(i)] for i in self._tree.query(p, predicate="intersects")]
        hits = [h for h in hits if shapely.covers(self._valid[h], p)]
        return min(hits, key=lambda h: self._geoms[h].area) if hits else None

    def geometry(self, zid: str) -> BaseGeometry:
        return self._geoms[zid]

    def geometry_problems(self) -> list[Problem]:
        out = [p for zid in sorted(self._zone_problems) for p in self._zone_problems[zid]]
        out.extend(self._overlaps[k] for k in sorted(self._overlaps, key=sorted))
        out.extend(self._gaps)
        return out

    # --- checks -----------------------------------------------------------------------------

    def _shape_problems(self, z: Zone) -> list[Problem]:
        """Self-intersections and slivers, with the thresholds of ``sv_model.geometry``."""
        g = self._geoms[z.id]
        if not g.is_valid:
            reason = shapely.is_valid_reason(g)
            return [Problem("self-intersection", translate(
                "MapChecks", "{zone}: outline crosses itself ({reason})").format(
                zone=z.name, reason=reason), (z.id,), _bounds(g))]
        out: list[Problem] = []
        for part in geometry_parts(g):
            area = part.area
            compact = 4 * math.pi * area / max(part.length ** 2, 1e-12)
            small = area < SLIVER_RELATIVE_AREA * self._box_area
            thin = area < THIN_RELATIVE_AREA * self._box_area and compact < THIN_COMPACTNESS
            if small or thin:
                out.append(Problem("sliver", translate("MapChecks", "{zone}: sliver of "
                                                       "{area}").format(
                    zone=z.name, area=area_words(area, language().value)), (z.id,), _bounds(part)))
        return out

    def _check_overlaps(self, changed: set[str]) -> None:
        """Overlaps of the changed zones with the zones they meet; a neighbourhood that
        is a clean coverage (borders vertex for vertex) is skipped without an overlay."""
        limit = self.tolerance ** 2
        for zid in changed:
            g = self._valid[zid]
            others = [o for o in self._near(g, 0.0) if o != zid]
            if not others:
                continue
            geoms = np.asarray([g, *(self._valid[o] for o in others)], dtype=object)
            flags = shapely.coverage_invalid_edges(geoms)
            if all(f is None or f.is_empty for f in flags):
                continue
            for other in others:
                pair = frozenset((zid, other))
                if pair in self._overlaps:
                    continue
                shared = shapely.intersection(g, self._valid[other])
                if shared.area > limit:
                    a, b = sorted(pair)
                    self._overlaps[pair] = Problem(
                        "overlap", translate("MapChecks", "{a} and {b} overlap ({area})").format(
                            a=a, b=b, area=area_words(shared.area, language().value)),
                        (a, b), _bounds(shared))

    def _find_gaps(self) -> list[Problem]:
        """Holes enclosed by zones: faces of the unshared outline that no zone covers."""
        lines = list(self._odd)
        if not lines or self._tree is None:
            return []
        noded = shapely.unary_union(shapely.linestrings(lines))
        faces = shapely.get_parts(shapely.polygonize(shapely.get_parts(noded)))
        out: list[Problem] = []
        for face in faces:
            if face.area <= self.tolerance ** 2:
                continue
            inside = face.representative_point()
            if any(shapely.covers(self._valid[self._ids[int(i)]], inside)
                   for i in self._tree.query(inside, predicate="intersects")):
                continue
            where = sorted(self._near(face, self.tolerance))
            out.append(Problem("gap", translate("MapChecks", "gap of {area} between "
                                                "{zones}").format(
                area=area_words(face.area, language().value),
                zones=", ".join(where) or translate("MapChecks", "zones")),
                tuple(where), _bounds(face)))
        return out


def shape_of(rings: Sequence[Sequence[Point]]) -> BaseGeometry:
    """A zone's shape as ``sv_model.geometry.rings_to_geometry`` builds it (even-odd
    rings), fed numpy arrays so that big outlines are built without a Python loop."""
    g = rings_to_geometry([np.asarray(r, dtype=float) for r in rings])
    shapely.prepare(g)
    return g


def _toggle(items: set[Segment], seg: Segment) -> None:
    if seg in items:
        items.remove(seg)
    else:
        items.add(seg)


def _topology(rings: Sequence[Sequence[Point]]) -> tuple[set[Segment], set[Key]]:
    """The segments (as sorted vertex-key pairs) and vertex keys of a zone's rings."""
    segs: set[Segment] = set()
    verts: set[Key] = set()
    for ring in rings:
        keys = ring_keys(ring)
        verts.update(keys)
        for a, b in zip(keys, keys[1:] + keys[:1], strict=True):
            if a != b:
                segs.add((a, b) if a < b else (b, a))
    return segs, verts


# --- whole-map checks that need no geometry -------------------------------------------------

FREE_KINDS = (EdgeKind.STRAIT, EdgeKind.SEA, EdgeKind.COAST)


def model_problems(m: GameMap, zone_bounds: dict[str, Bounds],
                   touching: set[Pair]) -> list[Problem]:
    """Unreachable zones, missing zone 1, duplicate names, ports off the coast,
    references, and hand links between zones that do not touch that are not
    straits or sea links."""
    out: list[Problem] = []
    for e in m.edges:
        if e.key not in touching and e.kind not in FREE_KINDS:
            out.append(Problem("link", translate(
                "MapChecks", "{kind} link {a}–{b} joins zones that do not touch (only "
                "straits and sea links may)").format(kind=edge_kind_name(e.kind), a=e.a, b=e.b),
                (e.a, e.b), _union_bounds((e.a, e.b), zone_bounds)))
    if m.zones:
        for zid in unreachable_zones(m):
            out.append(Problem("unreachable", translate(
                "MapChecks", "{zone} cannot be reached from {start}").format(
                zone=zid, start=m.zones[0].id),
                               (zid,), zone_bounds.get(zid)))
    by_name: dict[str, list[str]] = defaultdict(list)
    for z in m.zones:
        by_name[z.name].append(z.id)
    for _loc, message in map_cross_reference_problems(m):
        zones = _zones_named(message, by_name)
        if "has no zone 1" in message:
            zones = tuple(z.id for z in m.zones if repr(z.diocese) in message)
        check = ("zone 1" if "has no zone 1" in message
                 else "duplicate name" if "name" in message and "more than once" in message
                 else "reference")
        out.append(Problem(check, message, zones, _union_bounds(zones, zone_bounds)))
    kinds = {z.id: z.kind for z in m.zones}
    seas_of: dict[str, set[str]] = defaultdict(set)
    for e in m.edges:
        if kinds.get(e.b) is ZoneKind.SEA:
            seas_of[e.a].add(e.b)
        if kinds.get(e.a) is ZoneKind.SEA:
            seas_of[e.b].add(e.a)
    for z in m.zones:
        if z.port is not None and not seas_of[z.id]:
            out.append(Problem("port", translate(
                "MapChecks", "port {port} in {zone} is not on a coast").format(
                port=z.port_name, zone=z.id),
                               (z.id,), zone_bounds.get(z.id)))
    if m.zones and not any(z.people for z in m.zones):
        out.append(Problem("origin", translate("MapChecks", "no zone is the zone of origin "
                                               "of a people (4.2.3)")))
    return out


def marker_problems(zones: Iterable[Zone], geometry_of: Callable[[str], BaseGeometry]) -> list[Problem]:
    """City, port and label points outside their zone, as ``sv_model.geometry`` finds
    them (play mode draws a zone's counters at its label point)."""
    out: list[Problem] = []
    for z in zones:
        g = _valid(geometry_of(z.id))
        for text, at in (
                (translate("MapChecks", "{zone}: the city marker at ({x}, {y}) lies outside "
                           "the zone"), z.city_at),
                (translate("MapChecks", "{zone}: the port marker at ({x}, {y}) lies outside "
                           "the zone"), z.port_at),
                (translate("MapChecks", "{zone}: the label marker at ({x}, {y}) lies "
                           "outside the zone"), z.label)):
            if at is not None and not shapely.covers(g, shapely.Point(at)):
                out.append(Problem("marker", text.format(zone=z.id, x=f"{at[0]:.1f}",
                                                         y=f"{at[1]:.1f}"),
                                   (z.id,), (at[0], at[1], at[0], at[1])))
    return out


def _zones_named(message: str, by_name: dict[str, list[str]]) -> tuple[str, ...]:
    for name, ids in by_name.items():
        if repr(name) in message and len(ids) > 1:
            return tuple(ids)
    return ()


def _union_bounds(zones: Sequence[str], zone_bounds: dict[str, Bounds]) -> Bounds | None:
    boxes = [zone_bounds[z] for z in zones if z in zone_bounds]
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))
