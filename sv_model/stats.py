"""Statistics of a series of games: the confidence interval of a win rate.

Used by the balance reports (``balance``) and the AI's matches (``ai.match``), which
must not depend on each other: the balance report can play the AI.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959963984540054


@dataclass(frozen=True)
class Interval:
    rate: float
    low: float
    high: float


def wilson(successes: float, n: int, z: float = Z95) -> Interval:
    """The Wilson score interval of a proportion (95 % by default): honest at small N and
    at rates near 0 or 1, where the normal approximation is not. ``successes`` may hold
    halves (a draw counted as half a win)."""
    if n == 0:
        return Interval(0.0, 0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return Interval(p, min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half)))
