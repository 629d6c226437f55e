"""How the AI orders answers of the same value (docs/ai.md, "Ties").

Two answers whose values lie within ``TIE_EPSILON`` VP of each other are a tie: the
evaluation cannot tell them apart, and the list order the engine gave them in is no
reason to prefer one. A tie is broken by, in turn:

1. the lower risk: an answer that fights no battle before one that fights at odds of
   1/1 or better, and that before an attack at worse than 1/1 (8.3): the dice can only
   take from an answer the evaluation already valued alike;
2. the more combat strength of the AI's side left on the map after the answer (units
   kept are VP kept, 10.1, and strength for the battles to come);
3. a draw from the AI's own seeded generator (never the game's: ``AiPlayer`` derives it
   from the AI's seed and the decision), made for the tied answers taken in the order of
   their written form, so that the same position gets the same answer and the order in
   which the engine listed the answers plays no part.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

TIE_EPSILON = 1e-6
"""VP: answers closer than this are a tie (the evaluation's sums differ by rounding)."""


class Weighed(Protocol):
    """An answer as the AI weighed it (``players.Scored``)."""

    @property
    def action(self) -> object: ...

    @property
    def value(self) -> float: ...

    @property
    def risk(self) -> int: ...

    @property
    def sp_kept(self) -> float: ...


T = TypeVar("T", bound=Weighed)


def ranked(scored: Sequence[T], rng: random.Random) -> list[T]:
    """``scored`` best first; ties (within ``TIE_EPSILON``) broken by the lower risk, the
    more SP kept on the map, then a draw from ``rng``."""
    by_value = sorted(scored, key=lambda s: -s.value)
    out: list[T] = []
    i = 0
    while i < len(by_value):
        j = i + 1
        while j < len(by_value) and by_value[i].value - by_value[j].value <= TIE_EPSILON:
            j += 1
        out += _broken(by_value[i:j], rng) if j - i > 1 else by_value[i:j]
        i = j
    return out


def _broken(tied: Sequence[T], rng: random.Random) -> list[T]:
    canonical = sorted(tied, key=lambda s: repr(s.action))
    draws = {id(s): rng.random() for s in canonical}
    return sorted(canonical, key=lambda s: (s.risk, -s.sp_kept, draws[id(s)]))
