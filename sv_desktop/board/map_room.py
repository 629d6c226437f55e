"""Room for the play map's items inside their zones, and callouts where there is none.

A zone's stacks, markers, MP cost and name are drawn inside its polygon; a zone too
small for them shows them outside, as a callout joined by a thin leader line to its
label point (issue 15 item 3). ``ZoneRoom`` answers the layout's three questions, in
pixels at the layout's scale ``s``:

- ``holds``: does a box lie inside a zone? Exactly, against the zone's polygon;
- ``inside``: boxes of a size that fit in a zone, nearest a wanted point first. They are
  found on the zone raster (a window of cells all in the zone, with a cell to spare all
  round) and each is checked exactly before it is offered;
- ``outside``: where a callout may stand, around the label point, nearest first, over
  the sea or a zone without pieces before a zone with pieces.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterator, Mapping
from typing import Any

import numpy as np
import shapely

from sv_desktop.board.mapkit.label_layout import Box, box_at
from sv_desktop.board.mapkit.outlines import MapTransform, ZoneRaster
from sv_model.schemas.map import ZoneKind

PAD_CELLS = 0  # raster cells kept free all round a box before the exact check
INSIDE_MAX = 64  # boxes offered inside a zone
CALLOUT_DIRECTIONS = 16
CALLOUT_RINGS = 9
CALLOUT_GAP = 10.0  # pixels between the label point and the nearest callout


class ZoneRoom:
    """Where boxes fit inside zones and where callouts may go; see the module docstring."""

    def __init__(self, raster: ZoneRaster, shapes: Mapping[str, Any], transform: MapTransform,
                 kinds: Mapping[str, ZoneKind], bounds: Mapping[str, Box], scene: Box) -> None:
        self.raster = raster
        self.shapes = shapes
        self.t = transform
        self.kinds = kinds
        self.bounds = bounds  # each zone's box, scene units
        self.scene = scene  # the scene's box, scene units
        self._sums: dict[str, tuple[int, int, np.ndarray]] = {}
        self._weights: tuple[frozenset[str] | None, np.ndarray] = (None, np.zeros(0))

    def holds(self, zone: str, box: Box, s: float) -> bool:
        """True if the pixel box ``box`` (at scale ``s``) lies inside ``zone``."""
        shape = self.shapes.get(zone)
        if shape is None:
            return False
        r = self.raster
        grid, want, k = r.grid, r.index[zone], s * r.cell
        c0, c1 = int((box[0] - r.left * s) // k), int((box[2] - r.left * s) // k)
        r0, r1 = int((box[1] - r.top * s) // k), int((box[3] - r.top * s) // k)
        if min(c0, r0) < 0 or c1 >= r.width or r1 >= r.height:
            return False
        if grid[r0, c0] != want or grid[r0, c1] != want or grid[r1, c0] != want \
                or grid[r1, c1] != want:  # a quick no at a corner (the raster is a little
            return False                  # coarse: it may refuse a box that just fits)
        k, x0, y0 = self.t.k, self.t.min_x, self.t.min_y
        return bool(shape.contains(shapely.box(box[0] / s / k + x0, box[1] / s / k + y0,
                                               box[2] / s / k + x0, box[3] / s / k + y0)))

    def _integral(self, zone: str) -> tuple[int, int, np.ndarray]:
        """The zone's cells over its box, summed (an integral image), and the box's
        first column and row; kept, as it does not depend on the zoom."""
        cached = self._sums.get(zone)
        if cached is None:
            r, cell = self.raster, self.raster.cell
            x0, y0, x1, y1 = self.bounds[zone]
            c0, r0 = max(0, int((x0 - r.left) / cell)), max(0, int((y0 - r.top) / cell))
            c1 = min(r.width - 1, int((x1 - r.left) / cell))
            r1 = min(r.height - 1, int((y1 - r.top) / cell))
            mask = (r.grid[r0:r1 + 1, c0:c1 + 1] == r.index[zone]).astype(np.int32)
            total = np.zeros((mask.shape[0] + 1, mask.shape[1] + 1), dtype=np.int32)
            total[1:, 1:] = mask.cumsum(0).cumsum(1)
            cached = self._sums[zone] = (c0, r0, total)
        return cached

    def inside(self, zone: str, w: float, h: float, want: tuple[float, float], s: float,
               limit: int = INSIDE_MAX) -> Iterator[Box]:
        """At most ``limit`` boxes of ``w`` by ``h`` pixels inside ``zone``, nearest
        ``want`` first."""
        r = self.raster
        cell = r.cell
        kw = math.ceil(w / s / cell) + 1 + 2 * PAD_CELLS
        kh = math.ceil(h / s / cell) + 1 + 2 * PAD_CELLS
        c0, r0, total = self._integral(zone)
        if total.shape[1] - 1 < kw or total.shape[0] - 1 < kh or total[-1, -1] < kw * kh:
            return
        sums = total[kh:, kw:] - total[:-kh, kw:] - total[kh:, :-kw] + total[:-kh, :-kw]
        rows, cols = np.nonzero(sums == kw * kh)
        if not len(rows):
            return
        cx = (r.left + (c0 + cols + kw / 2) * cell) * s
        cy = (r.top + (r0 + rows + kh / 2) * cell) * s
        order = np.argsort((cx - want[0]) ** 2 + (cy - want[1]) ** 2, kind="stable")
        sep = max(6.0, min(w, h) * 0.75)  # apart, to spread the places offered
        seen: set[tuple[int, int]] = set()
        offered = 0
        for i in order:
            x, y = float(cx[i]), float(cy[i])
            key = (round(x / sep), round(y / sep))
            if key in seen:
                continue
            seen.add(key)
            box = box_at(x, y, w, h)
            if self.holds(zone, box, s):
                yield box
                offered += 1
                if offered >= limit:
                    return

    def outside(self, zone: str, w: float, h: float, anchor: tuple[float, float], s: float,
                busy: Collection[str]) -> Iterator[Box]:
        """Boxes of ``w`` by ``h`` pixels for a callout of ``zone``, around its label
        point ``anchor`` (pixels), best first: near, and over the sea, the margin or its
        own zone rather than a land zone, a zone with pieces (``busy``) last."""
        reach = math.hypot(w, h) / 2 + CALLOUT_GAP
        step = max(min(w, h), 14.0) * 0.7
        radius = reach + step * np.repeat(np.arange(CALLOUT_RINGS), CALLOUT_DIRECTIONS)
        angle = np.tile(np.arange(CALLOUT_DIRECTIONS) * 2 * math.pi / CALLOUT_DIRECTIONS,
                        CALLOUT_RINGS)
        cx = anchor[0] + radius * np.cos(angle)
        cy = anchor[1] - radius * np.sin(angle)
        sx0, sy0, sx1, sy1 = (v * s for v in self.scene)
        keep = ((cx - w / 2 >= sx0) & (cy - h / 2 >= sy0) & (cx + w / 2 <= sx1)
                & (cy + h / 2 <= sy1))
        cost = radius + self._penalty(zone, cx, cy, w, h, s, busy) * reach
        for i in np.argsort(np.where(keep, cost, np.inf), kind="stable"):
            if not keep[i]:
                return
            yield box_at(float(cx[i]), float(cy[i]), w, h)

    def _penalty(self, zone: str, cx: np.ndarray, cy: np.ndarray, w: float, h: float,
                 s: float, busy: Collection[str]) -> np.ndarray:
        """For boxes centred on (cx, cy): 0 over the sea, the margin or the zone itself,
        more over land, most over a zone with pieces (its centre and corners)."""
        r = self.raster
        key = frozenset(busy)
        if self._weights[0] != key:
            weights = np.zeros(len(r.ids) + 1)
            for i, zid in enumerate(r.ids, start=1):
                if self.kinds[zid] is not ZoneKind.SEA:
                    weights[i] = 2.0 if zid in busy else 0.8
            self._weights = (key, weights)
        weights = self._weights[1].copy()
        weights[r.index[zone]] = 0.0
        worst = np.zeros(len(cx))
        for dx, dy in ((0, 0), (-w / 2, -h / 2), (w / 2, -h / 2), (-w / 2, h / 2),
                       (w / 2, h / 2)):
            col = ((cx + dx) / s - r.left) // r.cell
            row = ((cy + dy) / s - r.top) // r.cell
            ok = (col >= 0) & (col < r.width) & (row >= 0) & (row < r.height)
            at = np.zeros(len(cx), dtype=np.int64)
            at[ok] = r.grid[row[ok].astype(np.int64), col[ok].astype(np.int64)]
            worst = np.maximum(worst, weights[at])
        return worst
