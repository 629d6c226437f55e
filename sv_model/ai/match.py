"""Matches between AI levels: seed-paired games with the seats swapped.

For each seed two games are played on the same dice: level A in the PRIMUS seat and
level B in the SECONDUS seat, then the other way round, so that neither the dice nor
the side favour one level. A seat keeps its player through a change of roles (5): the
results count seats, not roles. ``semper-victor match`` prints what ``MatchReport``
holds: wins, draws and losses of A with a 95 % interval, the VP margin, the victory
levels, the results from each seat and the time per decision of each level, with
what it was played from (the first seed, ``--jobs``, the commit) and one record per
game (seed, seats, result, VP), so that any figure can be traced to its games.
"""

from __future__ import annotations

import hashlib
import statistics
import subprocess
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from sv_model.ai.blunders import COUNTED, BlunderWatch
from sv_model.ai.context import AiContext
from sv_model.ai.players import AiPlayer, Level
from sv_model.ai.search import CEILING_SECONDS
from sv_model.collector import collector_between_actions
from sv_model.engine.game import Game
from sv_model.engine.state import VictoryLevel
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import Side
from sv_model.stats import Interval, wilson

FIRST_SEAT = 1  # the player who starts as PRIMUS (GameState.seats)


@dataclass(frozen=True)
class MatchGame:
    """One game of a match, from level A's point of view."""

    seed: int
    a_seat: int
    a_result: str  # "win", "draw" or "loss"
    level: VictoryLevel  # 10.3 (its value in the records)
    margin: int  # A's VP minus B's
    times: dict[str, list[float]]  # level -> seconds per decision
    fallbacks: int  # answers chosen at random for want of a judgement
    blunders: dict[str, dict[str, int]] = field(default_factory=dict)  # level -> kind -> n
    vp: dict[int, int] = field(default_factory=dict)  # seat -> VP at the end
    ceiling_hits: dict[str, int] = field(default_factory=dict)  # level -> searches cut short

    def record(self, level_a: str, level_b: str) -> dict[str, Any]:
        """The game as the JSON report lists it: seed, seats, A's result, VP by seat."""
        seats = {self.a_seat: level_a, 3 - self.a_seat: level_b}
        return {"seed": self.seed, "seats": {str(k): seats[k] for k in sorted(seats)},
                "a_seat": self.a_seat, "result": self.a_result, "level": self.level,
                "vp": {str(k): v for k, v in sorted(self.vp.items())},
                "margin": self.margin,
                "ceiling_hits": sum(self.ceiling_hits.values())}


@dataclass
class MatchReport:
    scenario: str
    level_a: str
    level_b: str
    years: int | None
    games: list[MatchGame] = field(default_factory=list)
    seed: int | None = None  # the first seed
    jobs: int = 1
    commit: str | None = None  # the code that played (``source_commit``)
    ceiling: float = CEILING_SECONDS  # ``hard``'s wall-clock safety net, seconds a search

    def count(self, result: str) -> int:
        return sum(1 for g in self.games if g.a_result == result)

    def a_score(self) -> Interval:
        """A's wins (draws as half) out of all games, with a Wilson 95 % interval."""
        n = len(self.games)
        return wilson(self.count("win") + 0.5 * self.count("draw"), n)

    def to_plain(self) -> dict[str, Any]:
        n = len(self.games)
        margins = [g.margin for g in self.games]
        times: dict[str, list[float]] = {}
        for g in self.games:
            for level, values in g.times.items():
                times.setdefault(level, []).extend(values)
        score = self.a_score()
        return {
            "scenario": self.scenario, "a": self.level_a, "b": self.level_b,
            "years": self.years, "games": n,
            "a_wins": self.count("win"), "draws": self.count("draw"),
            "a_losses": self.count("loss"),
            "a_score": round(score.rate, 4), "a_score_95": [round(score.low, 4),
                                                            round(score.high, 4)],
            "margin_mean": round(statistics.fmean(margins), 2) if margins else 0.0,
            "margin_median": statistics.median(margins) if margins else 0,
            "levels": dict(Counter(g.level for g in self.games)),
            "random_fallbacks": sum(g.fallbacks for g in self.games),
            "ceiling_hits": self._ceiling_hits(),
            "by_seat": self._by_seat(),
            "blunders": self._blunders(),
            "seconds_per_decision": {
                level: _timing(v) for level, v in sorted(times.items()) if v},
            "seed": self.seed, "jobs": self.jobs, "commit": self.commit,
            "ceiling": self.ceiling,
            "records": [g.record(self.level_a, self.level_b) for g in self.games],
        }

    def _by_seat(self) -> dict[str, dict[str, int]]:
        """A's wins, draws and losses from each seat (seat 1 starts as PRIMUS): the
        seats are not equal, so a level's strength is read from both."""
        out: dict[str, dict[str, int]] = {}
        for seat in (FIRST_SEAT, 3 - FIRST_SEAT):
            results = Counter(g.a_result for g in self.games if g.a_seat == seat)
            out[str(seat)] = {"wins": results["win"], "draws": results["draw"],
                              "losses": results["loss"]}
        return out

    def _ceiling_hits(self) -> dict[str, int]:
        """``hard``'s searches the wall-clock ceiling stopped before their playouts were
        spent, by level: answers that may differ on another machine."""
        out: Counter[str] = Counter()
        for g in self.games:
            out.update(g.ceiling_hits)
        return dict(sorted(out.items()))

    def _blunders(self) -> dict[str, dict[str, int]]:
        out: dict[str, Counter[str]] = {}
        for g in self.games:
            for level, kinds in g.blunders.items():
                out.setdefault(level, Counter()).update(kinds)
        return {level: {k: counts[k] for k in COUNTED} for level, counts in sorted(out.items())}


def _timing(seconds: list[float]) -> dict[str, float | int]:
    """Seconds per decision: the median, the 99th percentile and the longest."""
    p99 = (statistics.quantiles(seconds, n=100, method="inclusive")[98]
           if len(seconds) > 1 else seconds[0])
    return {"median": round(statistics.median(seconds), 4), "p99": round(p99, 4),
            "max": round(max(seconds), 4), "decisions": len(seconds)}


def play_one(path: str, seed: int, a: str, b: str, a_seat: int, years: int | None,
             ceiling: float = CEILING_SECONDS) -> MatchGame:
    """One game: level ``a`` in seat ``a_seat``, level ``b`` in the other; ``ceiling``:
    ``hard``'s wall-clock safety net, seconds a search (``AiPlayer``)."""
    bundle = load_scenario(Path(path))
    start = bundle.scenario.start_year
    end = None if years is None else min(bundle.scenario.end_year, start + years - 1)
    game = Game.new(bundle, seed, end_year=end)
    seats = {a_seat: Level(a), 3 - a_seat: Level(b)}
    players = {seat: player_for(game, level, ai_seed(seed, seat), ceiling)
               for seat, level in seats.items()}
    times: dict[str, list[float]] = {a: [], b: []}
    fallbacks = 0
    ceiling_hits: Counter[str] = Counter()
    watch = BlunderWatch()
    with collector_between_actions() as collector:  # none inside a timed answer
        while not game.is_over:
            decision = game.decision
            assert decision is not None
            seat = game.state.seats[decision.player]
            began = time.perf_counter()
            choice = players[seat].choose(game.view(decision.player))
            times[seats[seat].value].append(time.perf_counter() - began)
            fallbacks += choice.random_fallback and seats[seat] is not Level.RANDOM
            ceiling_hits[seats[seat].value] += choice.ceiling_hit
            game.apply(choice.action)
            watch.after(game, decision.player, choice.action, decision.options)
            collector.after_action()
    blunders: dict[str, dict[str, int]] = {}
    for seat, level in seats.items():  # a mirror match: both seats count for the level
        counts = blunders.setdefault(level.value, dict.fromkeys(COUNTED, 0))
        for kind in COUNTED:
            counts[kind] += watch.counts[seat][kind]
    return replace(_record(game, seed, a_seat, times, fallbacks, blunders),
                   ceiling_hits=dict(ceiling_hits))


def ai_seed(seed: int, seat: int, purpose: str = "ai") -> int:
    """Each AI's own seed: reproducible from the game's, but by a one-way draw, so the AI
    holds nothing from which the game's dice could be worked out. ``purpose`` keeps the
    seeds of other uses (the weights' fit) apart from the matches'."""
    digest = hashlib.sha256(f"semper-victor {purpose} {seed} {seat}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


def player_for(game: Game, level: Level, seed: int,
               ceiling: float = CEILING_SECONDS) -> AiPlayer:
    """An AI of ``level`` with its own engine and ``seed``, for a seat of ``game``."""
    context = AiContext(game.bundle, game.options, game.engine.rules_version, seed,
                        rules=game.engine.rules)
    return AiPlayer(level, context, seed, ceiling=ceiling)


def _record(game: Game, seed: int, a_seat: int, times: dict[str, list[float]],
            fallbacks: int, blunders: dict[str, dict[str, int]]) -> MatchGame:
    result = game.result
    assert result is not None
    side_of_seat = {seat: side for side, seat in result.seats.items()}
    a_side: Side = side_of_seat[a_seat]
    margin = result.vp[a_side] - result.vp[a_side.other]
    outcome = "draw" if result.winner is None else ("win" if result.winner is a_side
                                                     else "loss")
    vp = {seat: result.vp[side] for seat, side in side_of_seat.items()}
    return MatchGame(seed, a_seat, outcome, result.level, margin, times, int(fallbacks),
                     blunders, vp)


def run_match(path: str | Path, level_a: str, level_b: str, games: int, seed: int,
              years: int | None = None, jobs: int = 1,
              progress: Callable[[int, int], None] | None = None,
              ceiling: float = CEILING_SECONDS) -> MatchReport:
    """``games`` games (rounded up to pairs): seeds ``seed``, ``seed + 1``..., each
    played twice with the seats swapped. ``ceiling``: ``hard``'s wall-clock safety net
    (raise it for an experiment on a shared machine, so that the games are those of an
    idle one; the report records it)."""
    pairs = max(1, (games + 1) // 2)
    tasks = [(str(path), seed + i, level_a, level_b, a_seat, years, ceiling)
             for i in range(pairs) for a_seat in (FIRST_SEAT, 3 - FIRST_SEAT)]
    report = MatchReport(load_scenario(Path(path)).scenario.id, level_a, level_b, years,
                         seed=seed, jobs=jobs, commit=source_commit(), ceiling=ceiling)
    for done, game in enumerate(_run(tasks, jobs), start=1):
        report.games.append(game)
        if progress is not None:
            progress(done, len(tasks))
    return report


def source_commit() -> str | None:
    """The git commit of the code playing, with ``+changes`` when tracked files differ
    from it; None outside a git checkout (an installed copy)."""
    root = Path(__file__).resolve().parent.parent.parent
    try:
        head = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], check=True,
                              capture_output=True, text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(root), "diff", "--quiet", "HEAD", "--"],
                               capture_output=True, timeout=10).returncode != 0
    except (OSError, subprocess.SubprocessError):
        return None
    return f"{head}+changes" if dirty else head


def _run(tasks: Sequence[tuple[str, int, str, str, int, int | None, float]],
         jobs: int) -> Any:
    if jobs <= 1:
        for task in tasks:
            yield play_one(*task)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play_one, *zip(*tasks, strict=True))
