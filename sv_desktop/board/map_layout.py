"""Where stacks, names, markers and MP bubbles go on the play map at a given zoom.

Everything is laid out in screen pixels for one scale L: the view's scale
rounded down to one of ``STEPS`` steps per doubling. In order of priority:

1. a diocese's name, while fewer than half of its zones' names fit: room is
   kept for it first (smallest diocese first), where no stack stands if
   possible, in the diocese or just off its coast;
2. stacks and the game markers lying in zones: never hidden; a zone's stacks
   and markers stand side by side (or one above the other) inside the zone,
   as near the place above its label point as is free and off every label
   point. Where the zone has no room for them they stand outside as a
   callout, with a leader line to the label point (``map_callouts``). Far
   out they are chips (``stacks.CHIP_PX``). A diocese name that a stack
   still has to cover is dropped;
3. the MP costs of legal destinations (never hidden either), inside their
   zone, beside its callout, or as a callout of their own;
4. the names of zones with a MP cost (the player is choosing among them);
5. Rome and the imperial capitals: the name if it fits, else the city;
6. zone names that fit in their zone, largest zone first, each in its most
   detailed variant that has room (``map_labels``);
7. the numbers of the diocese zones still unnamed, beside their stack;
8. the names of seas and of lands outside the Empire;
9. the other dioceses that still have an unnamed zone, where room is left.

No name overlaps another name, a stack, a marker, a bubble or a leader line,
and a zone's name lies inside the zone (its number may stand beside its
callout); what does not show is in the zone's tooltip. The same greedy idea as the map editor's names
(``editor/map_editor/labels.py``), with the box placement in ``label_layout``.

A layout made at L stays free of overlaps at every larger scale (names keep
their pixel size, so on the map they only shrink towards their centre), so
while the map is being zoomed in nothing is laid out again (chips only keep
their size); zooming out below L only hides the names that start to touch
something (``prune``). The full layout is made again once the view settles.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from sv_desktop.board.map_callouts import Group, Placer, arrangements, stack_feet
from sv_desktop.board.map_labels import CITY, FULL, HIDDEN, NAME, NUMBER, TWO, WRAPPED
from sv_desktop.board.map_room import ZoneRoom
from sv_desktop.board.mapkit.label_layout import (
    Box,
    BoxIndex,
    Candidate,
    Memo,
    around,
    box_at,
    place,
)
from sv_desktop.board.mapkit.outlines import ZoneRaster, area_and_middle
from sv_desktop.board.stacks import StackItem
from sv_model.geometry import zone_shapes
from sv_model.schemas.map import ZoneKind

if TYPE_CHECKING:
    from collections.abc import Mapping

    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtWidgets import QGraphicsItem

    from sv_desktop.board.map_items import CalloutLine, HighlightLabel, ZoneMarkerBadge
    from sv_desktop.board.map_labels import DioceseLabel, ZoneLabel
    from sv_desktop.board.mapkit.items import ZoneItem
    from sv_desktop.board.mapkit.outlines import MapTransform
    from sv_model.schemas.map import GameMap, Zone

STEPS = 8  # layout steps per doubling of the zoom
CHIP_BELOW_PX = 34.0  # counters smaller than this on screen are drawn as chips
GAP = 2.0  # pixels between two names
FIT = 0.95  # a name fits when it is at most this share of its zone's box
FIT_PEOPLE = 1.5  # a people's name may spill out of its small zone, into the lands beyond
RASTER_CELL = 8.0  # scene units per cell of the zone raster
SEARCH_X, SEARCH_Y = 8, 6  # a diocese's name may move this many steps from its middle
SEARCH_MAX = 120  # ... and is tried at most at this many places
NAME_PLACES = 12  # a zone's name is tried at most at this many places in it, nearest first
GROUP_ORDER = {"PRIMUS": 0, "SECONDUS": 1, "neutral": 2}
Key = tuple[str, str]  # ("stack" | "mp" | "zone" | "diocese", id)


def step_scale(scale: float) -> float:
    """``scale`` rounded down to a layout step."""
    return float(2.0 ** (math.floor(math.log2(max(scale, 1e-9)) * STEPS + 1e-9) / STEPS))


@dataclass
class ZoneInfo:
    """What the layout needs of a zone, in scene units."""

    id: str
    kind: ZoneKind
    diocese: str | None
    anchor: tuple[float, float]
    bounds: tuple[float, float, float, float]
    area: float
    middle: tuple[float, float]


@functools.cache
def _search_offsets(w: float, h: float) -> list[tuple[float, float]]:
    """Steps away from a diocese's middle, in pixels, nearest first."""
    steps = sorted(((i * w * 0.2, j * h * 0.6) for i in range(-SEARCH_X, SEARCH_X + 1)
                    for j in range(-SEARCH_Y, SEARCH_Y + 1)), key=lambda o: o[0] ** 2 + o[1] ** 2)
    return steps[:SEARCH_MAX]


def _grown(box: Box, by: float = GAP) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def _centre(box: Box) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def _pixel_box(item: QGraphicsItem, s: float) -> Box:
    """The box of a pixel-sized item (``ItemIgnoresTransformations``) at scale ``s``."""
    r, p = item.boundingRect(), item.pos()
    x, y = p.x() * s, p.y() * s
    return (x + r.left(), y + r.top(), x + r.right(), y + r.bottom())


class LaidOutScene(Protocol):
    """What a ``MapLayout`` reads of the scene it lays out, and gives back to it (its
    callout lines): ``map_scene.MapScene``, which builds the layout."""

    @property
    def game_map(self) -> GameMap: ...
    @property
    def zones(self) -> Mapping[str, Zone]: ...
    @property
    def zone_items(self) -> Mapping[str, ZoneItem]: ...
    @property
    def labels(self) -> Mapping[str, ZoneLabel]: ...
    @property
    def diocese_labels(self) -> Mapping[str, DioceseLabel]: ...
    @property
    def stacks(self) -> Mapping[tuple[str, str], StackItem]: ...
    @property
    def highlight_labels(self) -> list[HighlightLabel]: ...
    @property
    def marker_badges(self) -> list[ZoneMarkerBadge]: ...
    @property
    def transform(self) -> MapTransform: ...
    @property
    def counter_size(self) -> float: ...
    def sceneRect(self) -> QRectF: ...
    def zone_anchor(self, zone_id: str) -> QPointF: ...
    def set_callouts(self, lines: list[CalloutLine]) -> None: ...


class MapLayout:
    """Lays out a ``MapScene``'s stacks and names; see the module docstring."""

    def __init__(self, scene: LaidOutScene) -> None:
        self.scene = scene
        self.members: dict[str, list[str]] = {}
        for z in scene.game_map.zones:
            if z.diocese is not None:
                self.members.setdefault(z.diocese, []).append(z.id)
        self.scale: float | None = None  # L, the scale of the current layout
        self.view_scale: float | None = None  # the view's scale, as last told
        self.pruned_at: float | None = None  # names were hidden for this scale below L
        self.dirty = True
        self.placed: dict[Key, Box] = {}  # the last layout, in pixels at L
        self.plans: dict[str, list[Group]] = {}  # each zone's arrangements, best first
        self.chosen: dict[str, Group] = {}  # the arrangement each zone took
        self.callouts: dict[str, Box] = {}  # zones whose items stand outside them
        self._raster: ZoneRaster | None = None
        self.room: ZoneRoom
        self.zones: dict[str, ZoneInfo] = {}
        self.diocese_points: dict[str, tuple[float, float]] = {}
        self._memo: dict[tuple[Any, ...], Memo[Any]] = {}  # choices at scale ``_memo_s``
        self._memo_s = 0.0
        self.anchors = BoxIndex()
        self._signature: object = None  # what the current layout was made from

    # -- zones ----------------------------------------------------------------------------
    def _prepare(self) -> ZoneRaster:
        """Measure the zones, once, when the first layout is made."""
        if self._raster is not None:
            return self._raster
        items = self.scene.zone_items
        raster = ZoneRaster({z: i.outline for z, i in items.items()}, self.scene.sceneRect(),
                            RASTER_CELL)
        for zid, item in items.items():
            z = self.scene.zones[zid]
            r = item.outline.bounds
            a = self.scene.zone_anchor(zid)
            area, middle = area_and_middle(item.outline.rings)
            self.zones[zid] = ZoneInfo(zid, z.kind, z.diocese, (a.x(), a.y()),
                                       (r.left(), r.top(), r.right(), r.bottom()), area, middle)
        self._raster = raster
        r = self.scene.sceneRect()
        self.room = ZoneRoom(raster, zone_shapes(self.scene.game_map), self.scene.transform,
                             {z: i.kind for z, i in self.zones.items()},
                             {z: i.bounds for z, i in self.zones.items()},
                             (r.left(), r.top(), r.right(), r.bottom()))
        self.diocese_points = {d: self._diocese_point(m) for d, m in self.members.items()}
        return raster

    def contains(self, zone: str, x: float, y: float) -> bool:
        """True if the scene point (x, y) is in ``zone``."""
        return self._prepare().contains(zone, x, y)

    def _diocese_point(self, zone_ids: list[str]) -> tuple[float, float]:
        """The area-weighted middle of the diocese if it lies in it, else the label
        point of its zone nearest to that middle."""
        infos = [self.zones[z] for z in zone_ids]
        total = sum(i.area for i in infos) or 1.0
        cx = sum(i.middle[0] * i.area for i in infos) / total
        cy = sum(i.middle[1] * i.area for i in infos) / total
        if any(self.contains(z, cx, cy) for z in zone_ids):
            return cx, cy
        return min((i.anchor for i in infos), key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)

    def memoised(self, key: tuple[Any, ...], make: Callable[[], Iterator[Any]]) -> Memo[Any]:
        memo = self._memo.get(key)
        if memo is None:
            memo = self._memo[key] = Memo(make())
        return memo

    # -- entry points -------------------------------------------------------------------
    def set_scale(self, scale: float, settled: bool = False) -> bool:
        """Follow a view at ``scale`` (see the module docstring); True if laid out anew."""
        self.view_scale = scale
        step = step_scale(scale)
        if self.scale is None or self.dirty or (settled and step != self.scale):
            self.run(step)
            return True
        if scale < (self.pruned_at or self.scale):
            self.prune(scale)
        elif scale >= self.scale:
            self._resize_chips(scale)
        return False

    def invalidate(self) -> None:
        """Stacks, markers or bubbles changed: lay out again for the view's step."""
        self.dirty = True
        if self.view_scale is not None:
            self.run(step_scale(self.view_scale))

    def run(self, s: float) -> None:
        """Lay everything out for scale ``s``."""
        self._prepare()
        if s != self._memo_s:
            self._memo, self._memo_s = {}, s
            self.anchors = BoxIndex()  # every label point, as a point
            for info in self.zones.values():
                self.anchors.add((info.anchor[0] * s, info.anchor[1] * s) * 2)
        plans = self._stack_plans(s)
        signature = (s, [(z, p[0].w, p[0].h, [id(i) for i in p[0].items])
                         for z, p in plans.items()],
                     [(b.zone_id, b.full_text) for b in self.scene.highlight_labels],
                     [label.controller for label in self.scene.labels.values()])
        unchanged = signature == self._signature and self.pruned_at is None
        self.scale, self.dirty, self.pruned_at = s, False, None
        self.plans, self._signature = plans, signature
        if unchanged:  # e.g. an action that moved nothing: the layout holds
            return
        self.placed = {}
        named = {z: self._named_lods(z, s) for z in self.zones}
        needed = sorted((d for d, m in self.members.items()
                         if 2 * sum(bool(named[z]) for z in m) < len(m)),
                        key=lambda d: sum(self.zones[z].area for z in self.members[d]))
        reserved = self._reserve_dioceses(needed, s, [self._above_anchor(z, p[0], s)
                                                      for z, p in plans.items()])
        index = BoxIndex()
        for box in reserved.values():
            index.add(box)
        solid = BoxIndex()  # what never yields: stacks, markers and MP costs
        placer = Placer(self, s, index, solid)
        self.chosen = placer.place_groups(plans)
        clusters = {zone: self.placed[("stack", zone)] for zone in plans}
        for bubble in sorted(self.scene.highlight_labels,
                             key=lambda b: self.zones[b.zone_id].area):  # least room first
            placer.place_bubble(bubble, clusters)
        self.callouts = placer.callouts
        self.scene.set_callouts(placer.lines)
        index = self._drop_covered(reserved)
        for box in placer.line_boxes:  # the leader lines, which names keep off too
            index.add(box)
        self._place_names(s, clusters, index, named, placer)

    def prune(self, scale: float) -> None:
        """Zooming out below L: hide the names that now touch something, keeping those
        placed first (a name hidden stays hidden until the next layout)."""
        self.pruned_at = scale
        index = BoxIndex()
        for group in self.chosen.values():
            for item in group.items:
                if isinstance(item, StackItem):
                    f, p = item.footprint(), item.pos()
                    index.add(((p.x() + f.left()) * scale, (p.y() + f.top()) * scale,
                               (p.x() + f.right()) * scale, (p.y() + f.bottom()) * scale))
                else:
                    index.add(_pixel_box(item, scale))
        for bubble in self.scene.highlight_labels:
            index.add(_pixel_box(bubble, scale))
        for kind, key in self.placed:
            if kind not in ("zone", "diocese"):
                continue
            item = (self.scene.labels[key] if kind == "zone"
                    else self.scene.diocese_labels[key])
            if item.isVisible():
                box = _pixel_box(item, scale)
                if index.hits(_grown(box)):
                    item.setVisible(False)
                else:
                    index.add(box)

    def _resize_chips(self, scale: float) -> None:
        """Zooming in above L: chips keep their size on screen (so they shrink on the
        map, towards their centre, and still touch nothing)."""
        for stack in self.scene.stacks.values():
            if stack.chip:
                stack.set_zoom(scale, True)

    # -- stacks -------------------------------------------------------------------------
    def _stack_plans(self, s: float) -> dict[str, list[Group]]:
        """Each zone's stacks and the game markers lying there, in a row, then in a
        column, smallest zone first (``map_callouts`` places them)."""
        chip = self.scene.counter_size * s < CHIP_BELOW_PX
        by_zone: dict[str, list[QGraphicsItem]] = {}
        for (zone, _group), stack in sorted(self.scene.stacks.items(),
                                            key=lambda kv: GROUP_ORDER.get(kv[0][1], 3)):
            by_zone.setdefault(zone, []).append(stack)
        for badge in self.scene.marker_badges:
            by_zone.setdefault(badge.zone_id, []).append(badge)
        return {zone: arrangements(by_zone[zone], stack_feet(by_zone[zone], s, chip))
                for zone in sorted(by_zone, key=lambda z: self.zones[z].area)}

    def _above_anchor(self, zone: str, group: Group, s: float) -> Box:
        """The group's box standing just above the zone's label point (pixels)."""
        ax, ay = self.zones[zone].anchor
        return (ax * s - group.w / 2, ay * s - 1 - group.h, ax * s + group.w / 2, ay * s - 1)

    # -- dioceses ----------------------------------------------------------------------------
    def _reserve_dioceses(self, dioceses: list[str], s: float, stacks: list[Box]
                          ) -> dict[str, Box]:
        """Room for the diocese names the far zooms need, before the stacks are placed:
        where no stack would be if possible, else where fewest would have to move."""
        taken = BoxIndex()
        for box in stacks:
            taken.add(box)
        out: dict[str, Box] = {}
        for d in dioceses:
            tried: list[Box] = []
            for box in self._diocese_choices(d, s):
                if not taken.hits(_grown(box)):
                    out[d] = box
                    break
                tried.append(box)
            else:
                if tried:
                    out[d] = min(tried, key=taken.covered)
            if d in out:
                taken.add(out[d])
        return out

    def _drop_covered(self, reserved: dict[str, Box]) -> BoxIndex:
        """Forget the diocese names that a stack, marker or MP cost had to cover; return
        an index of what stays."""
        index = BoxIndex()
        for box in self.placed.values():
            index.add(box)
        kept = {d: box for d, box in reserved.items() if not index.hits(box)}
        for d, box in kept.items():
            self.placed[("diocese", d)] = box
            index.add(box)
        return index

    def _diocese_choices(self, diocese: str, s: float) -> Memo[Box]:
        """The diocese's name at its middle, else at the nearest free place in it, else
        just off its coast (centred in a sea, with an edge on the diocese)."""
        w, h = self.scene.diocese_labels[diocese].size()
        members = set(self.members[diocese])
        raster = self._prepare()
        x, y = self.diocese_points[diocese]

        def choices() -> Iterator[Box]:
            spill = []
            for dx, dy in _search_offsets(w, h):
                px, py = x * s + dx, y * s + dy
                at = raster.zone_at(px / s, py / s)
                if at in members:
                    yield box_at(px, py, w, h)
                elif at is not None and self.zones[at].kind is ZoneKind.SEA:
                    box = box_at(px, py, w, h)
                    edges = ((box[0], py), (box[2], py), (px, box[1]), (px, box[3]))
                    if any(raster.zone_at(ex / s, ey / s) in members for ex, ey in edges):
                        spill.append(box)
            yield from spill

        return self.memoised(("diocese", diocese), choices)

    # -- names --------------------------------------------------------------------------
    def _fits(self, zone: str, size: tuple[float, float], s: float) -> bool:
        info = self.zones[zone]
        x0, y0, x1, y1 = info.bounds
        wide = FIT_PEOPLE if info.kind is ZoneKind.ORIGIN else FIT
        return size[0] <= (x1 - x0) * s * wide and size[1] <= (y1 - y0) * s * FIT

    def _named_lods(self, zone: str, s: float) -> list[int]:
        """The variants with the zone's name that fit in it at scale ``s``."""
        label = self.scene.labels[zone]
        return [lod for lod in (FULL, TWO, NAME, WRAPPED) if lod in label.variants
                and self._fits(zone, label.size_of(lod), s)]

    def _short_lods(self, zone: str) -> list[int]:
        variants = self.scene.labels[zone].variants
        return [lod for lod in (CITY, NUMBER) if lod in variants]

    def _zone_choices(self, zone: str, lods: tuple[int, ...], core: Box, stacked: bool,
                      s: float) -> Memo[tuple[int, Box]]:
        """(variant, box) for the zone's name in each variant of ``lods``, best first:
        inside the zone, beside its stacks or label point, else elsewhere in it; the
        number of a zone with a callout also beside the callout."""
        label = self.scene.labels[zone]
        callout = zone in self.callouts

        def choices() -> Iterator[tuple[int, Box]]:
            for lod in lods:
                w, h = label.size_of(lod)
                if lod == NUMBER:
                    sides = "rlba" if stacked or callout else "crlba"
                else:
                    sides = "barl" if stacked else "cbarl"
                for box in around(core, w, h, sides):
                    if (lod == NUMBER and callout) or self.room.holds(zone, box, s):
                        yield lod, box
                if lod != NUMBER or not callout:
                    for box in self._name_room(zone, w, h, s):
                        yield lod, box

        return self.memoised(("zone", zone, lods, core, label.controller, callout), choices)

    def _name_room(self, zone: str, w: float, h: float, s: float) -> Memo[Box]:
        """Places for a name of ``w`` by ``h`` pixels in ``zone``, nearest its label point
        first (worked out once per zoom step, whichever batch of names asks)."""
        ax, ay = self.zones[zone].anchor
        return self.memoised(("name room", zone, w, h), lambda: self.room.inside(
            zone, w, h, (ax * s, ay * s), s, NAME_PLACES))

    def _place_names(self, s: float, clusters: dict[str, Box], index: BoxIndex,
                     named: dict[str, list[int]], placer: Placer) -> None:
        shown: dict[str, int] = {}
        labels = self.scene.labels
        memos: dict[str, Memo[tuple[int, Box]]] = {}

        def run(cands: list[Candidate[Key]]) -> None:
            for (kind, key), (i, box) in place(cands, index, GAP).items():
                self.placed[(kind, key)] = box
                if kind == "zone":
                    shown[key] = memos[key].done[i][0]

        def batch(zones: list[str], lods: Callable[[str], list[int]]) -> None:
            cands: list[Candidate[Key]] = []
            for z in zones:
                wanted = tuple(lods(z)) if z not in shown else ()
                if wanted:
                    core, stacked = placer.core(z, clusters)
                    memos[z] = self._zone_choices(z, wanted, core, stacked, s)
                    cands.append(Candidate(("zone", z), (box for _lod, box in memos[z])))
            run(cands)

        by_area = sorted(self.zones, key=lambda z: -self.zones[z].area)
        land = [z for z in by_area if self.zones[z].kind in (ZoneKind.DIOCESE, ZoneKind.ORIGIN)]
        costed = [h.zone_id for h in self.scene.highlight_labels]
        batch(costed, lambda z: [*named[z], *self._short_lods(z)])
        capitals = [z for z in land if CITY in labels[z].variants]
        capitals.sort(key=lambda z: not self.scene.zones[z].rome)
        batch(capitals, lambda z: [*named[z], CITY])
        batch(land, lambda z: named[z])
        batch(land, lambda z: [NUMBER] if NUMBER in labels[z].variants else [])
        batch([z for z in by_area if z not in land], lambda z: named[z])
        room = [d for d, m in self.members.items()
                if ("diocese", d) not in self.placed
                and any(z not in shown or shown[z] == NUMBER for z in m)]
        run([Candidate(("diocese", d), self._diocese_choices(d, s)) for d in room])
        self._apply_names(s, shown)

    def _apply_names(self, s: float, shown: dict[str, int]) -> None:
        for zid, label in self.scene.labels.items():
            label.show_variant(shown.get(zid, HIDDEN))
            box = self.placed.get(("zone", zid))
            if box is not None:
                label.setPos(_centre(box)[0] / s, _centre(box)[1] / s)
        for did, item in self.scene.diocese_labels.items():
            box = self.placed.get(("diocese", did))
            item.setVisible(box is not None)
            if box is not None:
                item.setPos(_centre(box)[0] / s, _centre(box)[1] / s)
