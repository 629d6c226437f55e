"""Stacks, markers and MP bubbles placed inside their zones, or as callouts.

``map_layout`` calls these two steps for every layout (pixels at the layout's scale
``s``). A zone's stacks and markers form a group, side by side or, where a row has no
room, one above the other. Every group that has a free place inside its zone (checked
against the zone's polygon, ``map_room``) is placed first, smallest zone first; the
groups of the zones too small for them then stand outside as callouts, where nothing
else stands, each joined to its zone's label point by a leader line
(``map_items.CalloutLine``). An MP bubble goes inside its zone, beside its zone's
callout, or as a callout of its own. Stacks and bubbles are never hidden: with no free
place left they take the least covered one.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import chain, islice
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from sv_desktop.board.map_items import CalloutLine, HighlightLabel
from sv_desktop.board.mapkit.label_layout import Box, BoxIndex, around, grow
from sv_desktop.board.stacks import StackItem

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from sv_desktop.board.map_room import ZoneRoom
    from sv_desktop.board.mapkit.label_layout import Memo

STACK_GAP = 3.0  # pixels between two stacks of one zone, and around a group
LINE_STEP = 6.0  # pixels between the points of a leader line tested against stacks
FALLBACK_TRIES = 12  # with no free place, the least covered of this many
IN_ZONE_TRIES = 24  # places in its own zone tried for an MP bubble


@dataclass
class Group:
    """A zone's stacks and markers in one arrangement: each item's ``pos()`` from the
    group box's top-left corner, and the box's size (pixels)."""

    items: list[QGraphicsItem]
    offsets: list[tuple[float, float]]
    w: float
    h: float

    def put(self, box: Box, s: float) -> None:
        for item, (dx, dy) in zip(self.items, self.offsets, strict=True):
            item.setPos((box[0] + dx) / s, (box[1] + dy) / s)

    def centres(self, box: Box) -> list[tuple[float, float]]:
        """Each item's pos(), pixels, with the group in ``box``."""
        return [(box[0] + dx, box[1] + dy) for dx, dy in self.offsets]


def arrangements(items: list[QGraphicsItem], feet: list[Box]) -> list[Group]:
    """A row of ``items`` (their footprints around pos(), pixels), then a column."""
    xs, cursor = [], 0.0
    for f in feet:
        xs.append(cursor - f[0])
        cursor = xs[-1] + f[2] + STACK_GAP
    top, bottom = min(f[1] for f in feet), max(f[3] for f in feet)
    out = [Group(items, [(x, -top) for x in xs], cursor - STACK_GAP, bottom - top)]
    if len(items) > 1:
        width = max(f[2] - f[0] for f in feet)
        offsets, cursor = [], 0.0
        for f in feet:
            offsets.append((width / 2 - (f[0] + f[2]) / 2, cursor - f[1]))
            cursor = offsets[-1][1] + f[3] + STACK_GAP
        out.append(Group(items, offsets, width, cursor - STACK_GAP))
    return out


def _nearest(box: Box, x: float, y: float) -> tuple[float, float]:
    return min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3])


def line_points(start: tuple[float, float], box: Box) -> Iterator[tuple[float, float]]:
    """Points every ``LINE_STEP`` pixels along a leader line from ``start`` to ``box``."""
    ex, ey = _nearest(box, *start)
    n = max(1, int(math.hypot(ex - start[0], ey - start[1]) / LINE_STEP))
    for i in range(1, n):
        yield start[0] + (ex - start[0]) * i / n, start[1] + (ey - start[1]) * i / n


def _line_clear(start: tuple[float, float], box: Box, solid: BoxIndex) -> bool:
    return not any(solid.hits((x - 1, y - 1, x + 1, y + 1)) for x, y in line_points(start, box))


class Anchored(Protocol):
    """A zone as the layout measured it: its label point, in scene units."""

    @property
    def anchor(self) -> tuple[float, float]: ...


class Layout(Protocol):
    """What a ``Placer`` reads and writes of the layout it places for
    (``map_layout.MapLayout``): the zones' label points and room, the boxes placed so
    far, and the layout's memo of choices."""

    room: ZoneRoom
    anchors: BoxIndex
    placed: dict[tuple[str, str], Box]

    @property
    def zones(self) -> Mapping[str, Anchored]: ...
    def memoised(self, key: tuple[Any, ...], make: Callable[[], Iterator[Any]]) -> Memo[Any]: ...


class Placer:
    """One layout's placing of stacks and bubbles (see the module docstring)."""

    def __init__(self, layout: Layout, s: float, index: BoxIndex, solid: BoxIndex) -> None:
        self.lay, self.s, self.index, self.solid = layout, s, index, solid
        self.callouts: dict[str, Box] = {}  # zone -> its callout's box (pixels)
        self.lines: list[CalloutLine] = []
        self.line_boxes: list[Box] = []  # small boxes along the lines, which names keep off
        self.busy: frozenset[str] = frozenset()  # the zones with stacks or markers
        self.busy_key = 0
        self.bubbles: list[Box] = []  # the MP bubbles placed so far (pixels)
        self._in_zone_memo: dict[tuple[str, Box, float, float], list[Box]] = {}

    def anchor(self, zone: str) -> tuple[float, float]:
        ax, ay = self.lay.zones[zone].anchor
        return ax * self.s, ay * self.s

    def _inside(self, zone: str, g: Group) -> Iterable[Box]:
        ax, ay = self.anchor(zone)
        want = (ax, ay - 1 - g.h / 2)  # the group above the label point
        return self.lay.memoised(("inside", zone, g.w, g.h), lambda: self.lay.room.inside(
            zone, g.w, g.h, want, self.s))

    def _outside(self, zone: str, w: float, h: float) -> Iterable[Box]:
        return self.lay.memoised(("outside", zone, w, h, self.busy_key),
                                 lambda: self.lay.room.outside(zone, w, h, self.anchor(zone),
                                                               self.s, self.busy))

    def _clear(self, box: Box) -> bool:
        """Touches no stack nor bubble, nor any zone's label point."""
        return not self.solid.hits(grow(box, STACK_GAP)) and not self.lay.anchors.hits(box)

    # -- stacks and markers ---------------------------------------------------------------
    def place_groups(self, plans: dict[str, list[Group]]) -> dict[str, Group]:
        """Place every zone's group; return the arrangement each zone took."""
        self.busy = frozenset(plans)
        self.busy_key = hash(self.busy)
        chosen: dict[str, Group] = {}
        later = []
        for zone, groups in plans.items():  # smallest zone first: it has least room
            for g in groups:
                box = next((b for b in self._inside(zone, g) if self._clear(b)
                            and not self.index.hits(grow(b, STACK_GAP))), None)
                if box is not None:
                    chosen[zone] = g
                    self._put(zone, g, box, callout=False)
                    break
            else:
                later.append(zone)
        for zone in later:
            g, box, callout = self._fallback(zone, plans[zone])
            chosen[zone] = g
            self._put(zone, g, box, callout)
        return chosen

    def _fallback(self, zone: str, groups: list[Group]) -> tuple[Group, Box, bool]:
        """A zone with no free place inside: a free callout (its line crossing no stack),
        else inside over a diocese name, else a callout over one (or its line crossing a
        stack), else inside over a label point; else the least covered place."""
        best: list[tuple[Group, Box, bool] | None] = [None, None, None]
        anchor = self.anchor(zone)
        for g in groups:
            for box in self._outside(zone, g.w, g.h):
                if not self._clear(box):
                    continue
                if not self.index.hits(grow(box, STACK_GAP)) \
                        and _line_clear(anchor, box, self.solid):
                    return g, box, True
                best[1] = best[1] or (g, box, True)
            for box in self._inside(zone, g):
                if self._clear(box):
                    best[0] = best[0] or (g, box, False)
                elif not self.solid.hits(grow(box, STACK_GAP)):
                    best[2] = best[2] or (g, box, False)
        for pick in best:
            if pick is not None:
                return pick
        g = groups[0]
        tries = [(b, False) for b in _first(self._inside(zone, g))] + \
                [(b, True) for b in _first(self._outside(zone, g.w, g.h))]
        if not tries:  # nowhere at all: above the label point
            x, y = self.anchor(zone)
            return g, (x - g.w / 2, y - 1 - g.h, x + g.w / 2, y - 1), False
        box, callout = min(tries, key=lambda t: self.solid.covered(t[0]))
        return g, box, callout

    def _put(self, zone: str, g: Group, box: Box, callout: bool) -> None:
        self.index.add(box)
        self.solid.add(box)
        g.put(box, self.s)
        self.lay.placed[("stack", zone)] = box
        if callout:
            x, y = self.anchor(zone)
            ends = g.centres(box)
            end = min(ends, key=lambda e: (e[0] - x) ** 2 + (e[1] - y) ** 2)
            self._callout(zone, box, end)

    def _callout(self, zone: str, box: Box, end: tuple[float, float]) -> None:
        s = self.s
        start = self.anchor(zone)
        self.callouts[zone] = box
        for x, y in line_points(start, box):
            self.line_boxes.append((x - 1.5, y - 1.5, x + 1.5, y + 1.5))
            self.index.add(self.line_boxes[-1])
        self.lines.append(CalloutLine(
            zone, QPointF(start[0] / s, start[1] / s), QPointF(end[0] / s, end[1] / s),
            QRectF(box[0] / s, box[1] / s, (box[2] - box[0]) / s, (box[3] - box[1]) / s), s))

    # -- MP bubbles -----------------------------------------------------------------------
    def core(self, zone: str, clusters: dict[str, Box]) -> tuple[Box, bool]:
        """The zone's callout, or its stacks and label point together (pixels), and
        whether it has stacks."""
        callout = self.callouts.get(zone)
        if callout is not None:
            return callout, zone in clusters
        ax, ay = self.anchor(zone)
        c = clusters.get(zone)
        if c is None:
            return (ax - 2, ay - 2, ax + 2, ay + 2), False
        return (min(c[0], ax), min(c[1], ay), max(c[2], ax), max(c[3], ay)), True

    def _bubble_inside(self, zone: str, core: Box, w: float, h: float) -> Iterator[Box]:
        """Beside the zone's callout; else beside its stacks, in the zone, or anywhere
        in the zone, nearest first."""
        if zone in self.callouts:
            yield from list(around(core, w, h, "brla*"))[:8]  # touching the callout
            return
        for box in around(core, w, h, "brla*"):
            if self.lay.room.holds(zone, box, self.s):
                yield box
        yield from self.lay.room.inside(zone, w, h, ((core[0] + core[2]) / 2,
                                                     (core[1] + core[3]) / 2), self.s)

    def place_bubble(self, bubble: HighlightLabel, clusters: dict[str, Box]) -> None:
        """An MP cost in its zone (shortened where room is short), beside the zone's
        callout, or as a callout of its own; never hidden."""
        zone = bubble.zone_id
        core, _ = self.core(zone, clusters)
        sizes = [bubble.size_of(v) for v in range(len(bubble.variants))]
        pick = self._bubble_pick(zone, core, sizes)
        callout = pick is None
        if pick is None:
            pick = self._bubble_callout(zone, sizes)
        variant, box = pick
        bubble.set_variant(variant)
        bubble.setPos((box[0] + box[2]) / 2 / self.s, (box[1] + box[3]) / 2 / self.s)
        self.bubbles.append(box)
        self.index.add(box)
        self.solid.add(box)
        self.lay.placed[("mp", zone)] = box
        if callout:
            self._callout(zone, box, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2))

    def _bubble_pick(self, zone: str, core: Box, sizes: list[tuple[float, float]]
                     ) -> tuple[int, Box] | None:
        """In the zone itself first (issue 39: a bubble beside a callout sat over a
        neighbour); then beside the zone's callout; then in the zone over its own
        counters or name, never over another bubble."""
        for taken in (self.index, self.solid):
            for variant, (w, h) in enumerate(sizes):
                for box in self._in_zone(zone, core, w, h):
                    if not taken.hits(grow(box, 2.0)):
                        return variant, box
        for taken in (self.index, self.solid):
            for variant, (w, h) in enumerate(sizes):
                for box in self._bubble_inside(zone, core, w, h):
                    if not taken.hits(grow(box, 2.0)):
                        return variant, box
        last = len(sizes) - 1
        others = [*self.bubbles, *self.line_boxes,
                  *(b for (kind, z), b in self.lay.placed.items() if kind == "stack" and z != zone)]
        for box in self._in_zone(zone, core, *sizes[last]):
            if not any(_touch(box, other) for other in others):
                return last, box  # over its own counters or name only
        return None

    def _in_zone(self, zone: str, core: Box, w: float, h: float) -> list[Box]:
        """Boxes of ``w`` × ``h`` wholly in the zone, nearest its counters first (the
        first few: a layout runs at every zoom step)."""
        key = (zone, core, w, h)
        found = self._in_zone_memo.get(key)
        if found is None:
            near = (box for box in around(core, w, h, "brla*")
                    if self.lay.room.holds(zone, box, self.s))
            anywhere = self.lay.room.inside(zone, w, h, ((core[0] + core[2]) / 2,
                                                         (core[1] + core[3]) / 2), self.s)
            found = list(islice(chain(near, anywhere), IN_ZONE_TRIES))
            self._in_zone_memo[key] = found
        return found

    def _bubble_callout(self, zone: str, sizes: list[tuple[float, float]]) -> tuple[int, Box]:
        anchor = self.anchor(zone)
        for taken, straight in ((self.index, True), (self.solid, True), (self.solid, False)):
            for variant, (w, h) in enumerate(sizes):
                for box in self._outside(zone, w, h):
                    if not taken.hits(grow(box, 2.0)) and not self.lay.anchors.hits(box) \
                            and (not straight or _line_clear(anchor, box, self.solid)):
                        return variant, box
        last = len(sizes) - 1
        tries = _first(self._outside(zone, *sizes[last]))
        if not tries:
            x, y = self.anchor(zone)
            return last, (x, y, x + sizes[last][0], y + sizes[last][1])
        return last, min(tries, key=self.solid.covered)


def _touch(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _first(boxes: Iterable[Box]) -> list[Box]:
    out = []
    for box in boxes:
        out.append(box)
        if len(out) >= FALLBACK_TRIES:
            break
    return out


def stack_feet(items: list[QGraphicsItem], s: float, chip: bool) -> list[Box]:
    """Each item's footprint around its pos(), pixels at scale ``s``: a stack's closed
    footprint (sized for a chip or counters), a marker badge's box."""
    feet: list[Box] = []
    for item in items:
        if isinstance(item, StackItem):
            item.set_zoom(s, chip)
            r, k = item.footprint(), s
        else:  # a marker badge, drawn in pixels
            r, k = item.boundingRect(), 1.0
        feet.append((r.left() * k, r.top() * k, r.right() * k, r.bottom() * k))
    return feet
