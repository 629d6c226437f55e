"""Greedy, priority-ordered placement of boxes that must not overlap (no Qt).

The map places its counter stacks, zone names, diocese names and MP bubbles
with it, in screen pixels at the current zoom. Each candidate offers its
choices (a box each, best first); candidates are taken in priority order and
get their first choice that touches nothing already placed. A forced
candidate (a stack, which can never be hidden) takes its least-overlapping
choice when every choice touches something; the others are left out.

The same idea as the map editor's names (``editor/map_editor/labels.py``), written
without Qt so that it can be tested on its own and reused for stacks.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

Box = tuple[float, float, float, float]  # x0, y0, x1, y1
K = TypeVar("K", bound=Hashable)
T = TypeVar("T")
CELL = 64.0  # grid cell of the index, in pixels
FORCED_TRIES = 12  # a forced candidate with no free choice takes the best of this many


def overlaps(a: Box, b: Box) -> bool:
    """True if the open boxes ``a`` and ``b`` share some area."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def overlap_area(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def grow(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def box_at(cx: float, cy: float, w: float, h: float) -> Box:
    """A ``w`` by ``h`` box centred on (cx, cy)."""
    return (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)


class BoxIndex:
    """Placed boxes, bucketed in a uniform grid so that a query looks at few of them."""

    def __init__(self, cell: float = CELL) -> None:
        self.cell = cell
        self.boxes: list[Box] = []
        self._grid: dict[tuple[int, int], list[Box]] = {}

    def _keys(self, box: Box) -> list[tuple[int, int]]:
        c = self.cell
        x0, x1 = int(box[0] // c), int(box[2] // c)
        y0, y1 = int(box[1] // c), int(box[3] // c)
        if x0 == x1 and y0 == y1:
            return [(x0, y0)]
        return [(gx, gy) for gy in range(y0, y1 + 1) for gx in range(x0, x1 + 1)]

    def add(self, box: Box) -> None:
        self.boxes.append(box)
        grid = self._grid
        for key in self._keys(box):
            cell = grid.get(key)
            if cell is None:
                grid[key] = [box]
            else:
                cell.append(box)

    def hits(self, box: Box) -> bool:
        x0, y0, x1, y1 = box
        grid = self._grid
        for key in self._keys(box):
            for b in grid.get(key, ()):
                if x0 < b[2] and b[0] < x1 and y0 < b[3] and b[1] < y1:
                    return True
        return False

    def covered(self, box: Box) -> float:
        """The area of ``box`` that placed boxes cover (overlaps counted twice)."""
        near = {id(b): b for key in self._keys(box) for b in self._grid.get(key, ())}
        return sum(overlap_area(box, b) for b in near.values())


@dataclass(frozen=True)
class Candidate(Generic[K]):
    """Something to place: its ``choices`` (boxes, best first; may be a lazy iterable)."""

    key: K
    choices: Iterable[Box]
    forced: bool = False


def place(candidates: Iterable[Candidate[K]], index: BoxIndex, gap: float = 0.0
          ) -> dict[K, tuple[int, Box]]:
    """Place ``candidates`` in order into ``index``; return key -> (choice number, box).

    Boxes keep ``gap`` pixels between them. Unforced candidates with no free choice
    are missing from the result.
    """
    chosen: dict[K, tuple[int, Box]] = {}
    for c in candidates:
        tried: list[Box] = []
        for i, box in enumerate(c.choices):
            if not index.hits(grow(box, gap)):
                chosen[c.key] = (i, box)
                index.add(box)
                break
            tried.append(box)
        else:
            if c.forced and tried:  # the least covered of the first (best) choices
                best = min(range(min(len(tried), FORCED_TRIES)),
                           key=lambda i: index.covered(tried[i]))
                chosen[c.key] = (best, tried[best])
                index.add(tried[best])
    return chosen


def around(k: Box, w: float, h: float, sides: str) -> Iterator[Box]:
    """Boxes of ``w`` by ``h`` beside ``k``: c(entre), b(elow), a(bove), r(ight), l(eft),
    and with ``*`` the four corners, then a second ring further out."""
    cx, cy = (k[0] + k[2]) / 2, (k[1] + k[3]) / 2
    right, left = k[2] + 2 + w / 2, k[0] - 2 - w / 2
    below, above = k[3] + 1 + h / 2, k[1] - 1 - h / 2
    for side in sides:
        if side == "c":
            yield box_at(cx, cy, w, h)
        elif side == "b":
            yield box_at(cx, below, w, h)
        elif side == "a":
            yield box_at(cx, above, w, h)
        elif side == "r":
            yield box_at(right, cy, w, h)
        elif side == "l":
            yield box_at(left, cy, w, h)
        elif side == "*":
            for x, y in ((right, below), (right, above), (left, below), (left, above),
                         (right + w, cy), (left - w, cy), (cx, below + h), (cx, above - h),
                         (right + w, below), (left - w, below), (right + w, above),
                         (left - w, above), (cx, below + 2 * h), (cx, above - 2 * h),
                         (right + 2 * w, cy), (left - 2 * w, cy)):
                yield box_at(x, y, w, h)


class Memo(Generic[T]):
    """A lazy sequence that remembers what it produced: iterating it again replays
    that, then goes on (choices worked out once per zoom step, reused by every
    layout at that step)."""

    def __init__(self, source: Iterator[T]) -> None:
        self._source: Iterator[T] | None = source
        self.done: list[T] = []

    def __iter__(self) -> Iterator[T]:
        i = 0
        while True:
            if i < len(self.done):
                yield self.done[i]
                i += 1
                continue
            if self._source is None:
                return
            try:
                self.done.append(next(self._source))
            except StopIteration:
                self._source = None


def overlapping_pairs(boxes: Sequence[tuple[K, Box]]) -> list[tuple[K, K]]:
    """Every pair of boxes that overlap (for tests and checks)."""
    out = []
    for i, (ka, a) in enumerate(boxes):
        for kb, b in boxes[i + 1:]:
            if overlaps(a, b):
                out.append((ka, kb))
    return out
