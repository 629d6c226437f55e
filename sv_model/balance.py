"""Balance reports: a scenario played N times from seeded random games, and what the
results say about its balance (win rate per side with a confidence interval, the spread
of the final VP, the victory levels of 10.3).

The games are ``sv_model.engine.autoplay`` games: random legal moves for both sides today,
the AI's policy once there is one. Each game is a pure function of (scenario, seed), so a
report can be checked by replaying any of its games.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sv_model.ai.context import AiContext
from sv_model.ai.players import AiPlayer, Level
from sv_model.engine.autoplay import choose_action
from sv_model.engine.game import Game
from sv_model.engine.state import VictoryLevel
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side
from sv_model.stats import Interval, wilson

__all__ = ["LEVELS", "BalanceCancelled", "BalanceReport", "GameOutcome", "Interval", "play_game",
           "run_balance", "wilson"]

LEVELS = (VictoryLevel.DEFINITIVE, VictoryLevel.DECISIVE, VictoryLevel.VICTORY,
          VictoryLevel.DRAW)  # 10.3, strongest first


class BalanceCancelled(Exception):
    """The report was stopped before its last game."""


@dataclass(frozen=True)
class GameOutcome:
    """One game of the report: its seed and its final count (10.3)."""

    seed: int
    winner: Side | None
    level: VictoryLevel
    vp: dict[Side, int]
    actions: int

    @property
    def margin(self) -> int:
        """PRIMUS's VP minus SECONDUS's."""
        return self.vp[Side.PRIMUS] - self.vp[Side.SECONDUS]


@dataclass
class BalanceReport:
    scenario: str
    policy: str
    games: list[GameOutcome] = field(default_factory=list)

    def wins(self, side: Side | None) -> int:
        return sum(1 for g in self.games if g.winner is side)

    def win_rate(self, side: Side) -> Interval:
        return wilson(self.wins(side), len(self.games))

    def levels(self) -> dict[tuple[Side | None, str], int]:
        """How many games ended at each victory level, by winner (None: draws)."""
        return dict(Counter((g.winner, g.level) for g in self.games))

    def margins(self) -> list[int]:
        return [g.margin for g in self.games]

    def histogram(self, bins: int = 11) -> list[tuple[int, int, int]]:
        """The VP margins in ``bins`` equal bins: (low, high, count), high inclusive."""
        values = self.margins()
        if not values:
            return []
        low, high = min(values), max(values)
        width = max(1, math.ceil((high - low + 1) / bins))
        edges = _bin_edges(low, high, width)
        return [(lo, hi, sum(1 for v in values if lo <= v <= hi)) for lo, hi in edges]


def _bin_edges(low: int, high: int, width: int) -> list[tuple[int, int]]:
    """Bins of ``width`` covering low..high that never mix the two sides' wins with
    draws: a margin of 0 has a bin of its own, and the others stop at it."""
    out: list[tuple[int, int]] = []
    hi = -1
    while hi >= low:  # SECONDUS's wins, from -1 down
        out.insert(0, (max(low, hi - width + 1), hi))
        hi -= width
    if low <= 0 <= high:
        out.append((0, 0))
    lo = max(1, low)
    while lo <= high:  # PRIMUS's wins, from 1 up
        out.append((lo, min(high, lo + width - 1)))
        lo += width
    return out


def play_game(bundle: ScenarioBundle, seed: int, policy: str = "playout",
              cancelled: Callable[[], bool] = lambda: False, level: str = "random"
              ) -> GameOutcome:
    """One seeded game to its end: random moves (the same game as ``autoplay``), or both
    seats played by the computer opponent at ``level`` (``docs/ai.md``), each from its own
    side's view only."""
    game = Game.new(bundle, seed)
    rng = random.Random(f"autoplay:{seed}")
    players = _ai_players(game, level, seed)
    while not game.is_over:
        if cancelled():
            raise BalanceCancelled
        decision = game.decision
        if players and decision is not None:
            seat = game.state.seats[decision.player]
            game.apply(players[seat].choose(game.view(decision.player)).action)
        else:
            game.apply(choose_action(game, rng, policy))
    result = game.result
    assert result is not None
    return GameOutcome(seed, result.winner, result.level, dict(result.vp), len(game.actions))


def _ai_players(game: Game, level: str, seed: int) -> dict[int, Any]:
    """An AI per seat (none for random moves), seeded from the game's seed by seat."""
    if level == "random":
        return {}
    out = {}
    for seat in (1, 2):
        ai_seed = int.from_bytes(hashlib.sha256(f"balance {seed} {seat}".encode()).digest()[:4],
                                 "big")
        context = AiContext(game.bundle, game.options, game.engine.rules_version, ai_seed,
                            rules=game.engine.rules)
        out[seat] = AiPlayer(Level(level), context, ai_seed)
    return out


def run_balance(bundle: ScenarioBundle, seeds: Sequence[int], policy: str = "playout",
                progress: Callable[[GameOutcome], None] = lambda _g: None,
                cancelled: Callable[[], bool] = lambda: False,
                level: str = "random") -> BalanceReport:
    """Play one game per seed (random moves, or the AI at ``level`` in both seats);
    ``progress`` hears of each, ``cancelled`` stops the run between two actions
    (``BalanceCancelled``)."""
    report = BalanceReport(bundle.scenario.id, policy if level == "random" else level)
    for seed in seeds:
        outcome = play_game(bundle, seed, policy, cancelled, level)
        report.games.append(outcome)
        progress(outcome)
    return report
