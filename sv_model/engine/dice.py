"""Seeded dice and the game journal (dice rolls and log lines).

Roll number ``i`` of a game with seed ``s`` is a pure function of ``(s, i)``
(a SplitMix64 hash), so a game never stores generator state: a position only has to
hold its seed and how many rolls were made. A d6 reads 1-6; a d10 reads 0-9 (0.1); a
draw from a cup of n counters is recorded as a roll of 1 to n.

The journal is part of the position (``GameState.journal``) and persistent: a clone
shares every line of its original and adds its own in a segment of its own
(``Chain``), so a copy costs nothing and playing on it never touches the original.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from sv_model.engine.messages import Arg, Message, MessageId
from sv_model.schemas.scenario import Side

_MASK = (1 << 64) - 1


def _splitmix(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def die_value(seed: int, index: int, sides: int) -> int:
    """The ``index``-th random number of the game seeded ``seed``, from 0 to sides - 1."""
    return _splitmix(_splitmix(seed & _MASK) ^ (index & _MASK)) % sides


@dataclass(frozen=True, slots=True)
class DiceRoll:
    """One die roll with its purpose (a message, e.g. "8.3 battle at Italia 4")."""

    purpose: Message
    rule: str
    sides: int
    value: int
    year: int
    index: int


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game log: a message id with its typed arguments, the rule it
    applies, and ``secret_for``: only that side may see it. Worded when shown
    (``messages.render``)."""

    year: int
    phase: str
    message: MessageId
    args: tuple[tuple[str, Arg], ...] = ()
    rule: str = ""
    secret_for: Side | None = None

    @property
    def as_message(self) -> Message:
        return Message(self.message, self.args)


T = TypeVar("T")


class Chain(Generic[T]):
    """An append-only sequence that forks without copying: a segment of ``items``
    numbered from ``start``, after the first ``start`` items of ``base``.

    Each holder knows how many items are its own (the state's ``n_dice``, ``n_log``):
    ``add`` appends in place when the holder is at the segment's end, and otherwise
    starts a segment of its own on top of the shared prefix, so that nobody's items
    ever change."""

    __slots__ = ("base", "items", "start")

    def __init__(self, base: Chain[T] | None = None, start: int = 0,
                 items: list[T] | None = None) -> None:
        self.base = base
        self.start = start
        self.items: list[T] = [] if items is None else items

    def add(self, n: int, item: T) -> Chain[T]:
        """The chain holding the first ``n`` items of this one, then ``item``."""
        if n == self.start + len(self.items):
            self.items.append(item)
            return self
        return Chain(self._holding(n), n, [item])

    def fork(self, n: int) -> Chain[T]:
        """An empty segment after the first ``n`` items, for a copy to write in."""
        return Chain(self._holding(n), n)

    def _holding(self, n: int) -> Chain[T]:
        seg = self
        while n < seg.start and seg.base is not None:
            seg = seg.base
        return seg

    @property
    def flat(self) -> bool:
        """One segment from the first item: ``items`` is the whole sequence."""
        return self.base is None and self.start == 0

    def upto(self, n: int) -> list[T]:
        """The first ``n`` items (a new list unless the chain is flat and that long)."""
        if self.flat and len(self.items) == n:
            return self.items
        parts: list[list[T]] = []
        seg: Chain[T] | None = self
        end = n
        while seg is not None and end > 0:
            if end > seg.start:
                parts.append(seg.items[:end - seg.start])
                end = seg.start
            seg = seg.base
        out: list[T] = []
        for part in reversed(parts):
            out.extend(part)
        return out


@dataclass(frozen=True, slots=True)
class Journal:
    """The dice and log lines of a position, in order. The state keeps their counts
    (``n_dice``, ``n_log``): the chains may hold lines of other positions beyond them."""

    dice: Chain[DiceRoll]
    log: Chain[LogEntry]

    @staticmethod
    def new(dice: list[DiceRoll] | None = None, log: list[LogEntry] | None = None) -> Journal:
        """A journal of its own holding ``dice`` and ``log`` (the lists are kept)."""
        return Journal(Chain(items=dice), Chain(items=log))

    def forked(self, n_dice: int, n_log: int) -> Journal:
        """A journal sharing the first ``n_dice`` rolls and ``n_log`` lines, whose
        additions go to segments of its own."""
        return Journal(self.dice.fork(n_dice), self.log.fork(n_log))
