"""What ``hard``'s search is worth, measured on positions instead of matches.

Issue 33, item 3. A match of 20 games tells 55 % from 75 % only by luck; this tool asks
the search's own question on many positions at once, in minutes:

1. **Positions** (``collect``): games of 305 between two ``normal`` players (seeds
   ``--seed``, ``--seed`` + 1..., ``--years`` years each); every decision where ``hard``
   would search (``players.close_calls`` holds two answers or more) is a position, and
   every ``--every``-th of them is kept, with ``normal``'s ranking of the close calls
   (the answers and their values).
2. **The truth** (``truth``): each close call's value estimated by a long search, every
   answer played in every one of ``--rounds`` rounds (a fresh determinization of what
   the player cannot see, and fresh dice, each round: ``search.play_round``), with no
   prior from ``normal``; the standard error of each answer's paired difference with the
   best says how sure that truth is. It is the value the search's playouts converge to
   (the playout policy to the end of the opponent's reply, scored by the evaluation),
   not the game's own: a better playout would need a new truth.
3. **The measure** (``measure``): ``normal``'s answer (its best) and ``hard``'s answer with
   each ``--variant`` of the search's settings, each searched ``--tries`` times with
   other seeds of the AI, on every position. For each: how often the answer is the
   truth's best, within 0.25 and 0.5 VP of it, and the mean regret (VP lost against the
   truth's best), with the process time a search took.

Run (the positions and the truth are kept in ``--cache``, so a new variant needs only
``measure``)::

    python tools/search_value.py --cache /tmp/sv-positions collect --games 3 --years 2
    python tools/search_value.py --cache /tmp/sv-positions truth --rounds 200
    python tools/search_value.py --cache /tmp/sv-positions measure --tries 5

Figures: ``docs/ai.md``, "What changed (2026-11-27, fourth session)".
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import pickle
import random
import statistics
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.ai import search  # noqa: E402
from sv_model.ai.context import AiContext  # noqa: E402
from sv_model.ai.match import ai_seed  # noqa: E402
from sv_model.ai.players import SEARCHED, AiPlayer, Level, Scored, close_calls  # noqa: E402
from sv_model.engine.actions import Action  # noqa: E402
from sv_model.engine.game import Game  # noqa: E402
from sv_model.engine.view import PlayerView  # noqa: E402
from sv_model.loader import load_scenario  # noqa: E402
from sv_model.paths import DEFAULT_SCENARIO  # noqa: E402

WIDE = replace(search.DEFAULT, margin=3.0, width=8)
"""The answers each position keeps and values: ``normal``'s best eight within 3 VP of its
best (``close_calls``), so that a wider search can be measured too."""
CLOSE = (0.25, 0.5)
"""VP from the truth's best within which an answer counts as close."""
_BUDGET = search.PLAYOUTS_PER_ANSWER
MAIN = replace(search.DEFAULT, margin=1.0, width=5)
"""``hard``'s settings on main until the fourth session of 2026-11-27: five answers within 1 VP."""
VARIANTS: dict[str, tuple[search.Settings, int]] = {
    "main": (MAIN, _BUDGET),
    "no-stop": (replace(MAIN, decided_z=math.inf), _BUDGET),
    "strict-stop": (replace(MAIN, decided_rounds=16, decided_z=3.0), _BUDGET),
    "prior-0": (replace(MAIN, prior_weight=0.0), _BUDGET),
    "prior-10": (replace(MAIN, prior_weight=10.0), _BUDGET),
    "x2": (MAIN, 2 * _BUDGET),
    "x4-no-stop": (replace(MAIN, decided_z=math.inf), 4 * _BUDGET),
    "wide-2vp": (replace(MAIN, margin=2.0), _BUDGET),
    "wide-3vp-8": (WIDE, _BUDGET),
    "short": (replace(MAIN, horizon=1), _BUDGET),
    "short-x3": (replace(MAIN, horizon=1), 3 * _BUDGET),
    "default": (search.DEFAULT, _BUDGET),
}
"""The search's settings measured: a name, the settings and the playouts per answer
(``default``: this code's own)."""


@dataclass
class Position:
    """A decision where ``hard`` searches: the game's seed, the actions played before it,
    the deciding side's view and ``normal``'s close calls (answer, value), best first."""

    game_seed: int
    played: int
    view: PlayerView
    pool: list[Scored]
    """``normal``'s answers within ``WIDE``, best first, with their values."""


@dataclass
class Kept:
    """What the cache keeps of a game (a view does not pickle): its seed, its actions, and
    the positions (actions played before, close calls)."""

    seed: int
    end_year: int
    actions: list[Action]
    positions: list[tuple[int, list[tuple[Action, float, bool]]]]


def collect(first: int, games: int, years: int, every: int) -> list[Kept]:
    """Positions from ``games`` games of ``normal`` against ``normal``, ``years`` years each:
    the decisions where a search of ``WIDE`` settings would look at two answers or more."""
    bundle = load_scenario(DEFAULT_SCENARIO)
    out: list[Kept] = []
    for seed in range(first, first + games):
        kept = Kept(seed, bundle.scenario.start_year + years - 1, [], [])
        game = Game.new(bundle, seed, end_year=kept.end_year)
        out.append(kept)
        players = {seat: AiPlayer(Level.NORMAL, _context(game, seed, seat), ai_seed(seed, seat))
                   for seat in (1, 2)}
        seen = 0
        while not game.is_over:
            decision = game.decision
            assert decision is not None
            player = players[game.state.seats[decision.player]]
            view = game.view(decision.player)
            ranked = player.ranked(view, player.decision_rng(view)) \
                if len(decision.options) > 1 else []
            pool = close_calls(ranked, WIDE) if decision.kind in SEARCHED else []
            if len(pool) > 1:
                seen += 1
                if seen % every == 0:
                    kept.positions.append((len(kept.actions),
                                           [(s.action, s.value, s.long_shot) for s in pool]))
            action = ranked[0].action if ranked else decision.options[0]
            game.apply(action)
            kept.actions.append(action)
        print(f"game {seed}: {seen} searched positions, {len(kept.positions)} kept", flush=True)
    return out


def replayed(games: list[Kept]) -> list[Position]:
    """The kept positions, each game played again from its actions."""
    bundle = load_scenario(DEFAULT_SCENARIO)
    out: list[Position] = []
    for kept in games:
        game = Game.new(bundle, kept.seed, end_year=kept.end_year)
        wanted = dict(kept.positions)
        for i, action in enumerate(kept.actions):
            if i in wanted:
                decision = game.decision
                assert decision is not None
                pool = [Scored(a, v, "", long_shot) for a, v, long_shot in wanted[i]]
                out.append(Position(kept.seed, i, game.view(decision.player), pool))
            game.apply(action)
    return out


def _context(game: Game, seed: int, seat: int) -> AiContext:
    return AiContext(game.bundle, game.options, game.engine.rules_version, ai_seed(seed, seat),
                     rules=game.engine.rules)


_POSITIONS: list[Position] = []
"""The positions ``truth``'s worker processes value (inherited by ``fork``)."""


def truth(positions: list[Position], rounds: int, jobs: int) -> list[dict[str, list[float]]]:
    """Each position's answers valued by ``rounds`` rounds of playouts (no prior), on
    ``jobs`` processes: the mean of each answer and the standard error of its paired
    difference with the best."""
    _POSITIONS[:] = positions
    tasks = [(i, rounds) for i in range(len(positions))]
    if jobs <= 1:
        return [_said(i, _truth_of(task)) for i, task in enumerate(tasks)]
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        return [_said(i, valued) for i, valued in enumerate(pool.imap(_truth_of, tasks))]


def _said(i: int, valued: dict[str, list[float]]) -> dict[str, list[float]]:
    print(f"position {i}: " + ", ".join(
        f"{m:+.2f}±{s:.2f}" for m, s in zip(valued["mean"], valued["se"], strict=True)), flush=True)
    return valued


def _truth_of(task: tuple[int, int]) -> dict[str, list[float]]:
    i, rounds = task
    pos = _POSITIONS[i]
    ctx, side = _context_for(pos), pos.view.side
    assert side is not None
    children = [search.Child(s.action, s.value, prior_weight=0.0) for s in pos.pool]
    rng = random.Random(f"truth:{i}")
    for r in range(rounds):
        search.play_round(ctx, pos.view, side, children, rng, ctx.seeds[r % len(ctx.seeds)])
    means = [c.mean for c in children]
    best = max(range(len(children)), key=lambda k: means[k])
    return {"mean": means, "se": [_paired_se(children[best].values, c.values) for c in children]}


def _paired_se(a: list[float], b: list[float]) -> float:
    diffs = [x - y for x, y in zip(a, b, strict=True) if math.isfinite(x - y)]
    return statistics.pstdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0


_CONTEXTS: dict[tuple[int, int], AiContext] = {}


def _context_for(pos: Position) -> AiContext:
    """The AI's engine for the position's game (one per game and seat, kept)."""
    side = pos.view.side
    assert side is not None
    seat = pos.view.public.seats[side]
    key = (pos.game_seed, seat)
    if key not in _CONTEXTS:
        bundle = load_scenario(DEFAULT_SCENARIO)
        game = Game.new(bundle, pos.game_seed)
        _CONTEXTS[key] = _context(game, pos.game_seed, seat)
    return _CONTEXTS[key]


@dataclass
class Tally:
    """Regrets of one player over the positions (``main``: over those where main's
    ``hard`` searches), and its searches' process time and playouts."""

    regrets: list[float]
    main: list[float]
    seconds: list[float]
    playouts: list[int]

    def line(self, name: str) -> str:
        n = len(self.regrets)
        best = sum(r <= 1e-9 for r in self.regrets)
        close = [sum(r <= c for r in self.regrets) for c in CLOSE]
        se = statistics.pstdev(self.regrets) / math.sqrt(n) if n > 1 else 0.0
        cpu = f"; search {statistics.median(self.seconds):.3f} s median, " \
              f"{max(self.seconds):.3f} s max, {statistics.fmean(self.playouts):.1f} playouts" \
            if self.seconds else ""
        return (f"{name:>12}: best {best}/{n} ({best / n:.0%}), within {CLOSE[0]} VP "
                f"{close[0] / n:.0%}, within {CLOSE[1]} VP {close[1] / n:.0%}, "
                f"mean regret {statistics.fmean(self.regrets):.3f} ± {se:.3f} VP "
                f"({statistics.fmean(self.main):.3f} over the {len(self.main)} answers where main "
                f"searches){cpu}")


def measure(positions: list[Position], truths: list[dict[str, list[float]]], tries: int,
            variants: list[str]) -> dict[str, Tally]:
    """Regret of ``normal``'s answer and of each variant's search on every position."""
    searched = [len(close_calls(pos.pool, MAIN)) > 1 for pos in positions]
    normal = Tally([], [], [], [])
    for true, main in zip(truths, searched, strict=True):
        regret = max(true["mean"]) - true["mean"][0]
        normal.regrets.append(regret)
        normal.main += [regret] if main else []
    out = {"normal": normal}
    print(normal.line("normal"), flush=True)
    for name in variants:
        tally = out[name] = Tally([], [], [], [])
        for i, (pos, true, main) in enumerate(zip(positions, truths, searched, strict=True)):
            for k in range(tries):
                regret = _searched_regret(pos, true, VARIANTS[name], random.Random(f"try:{k}:{i}"),
                                          tally)
                tally.regrets.append(regret)
                tally.main += [regret] if main else []
        print(tally.line(name), flush=True)
    return out


def _searched_regret(pos: Position, true: dict[str, list[float]],
                     variant: tuple[search.Settings, int], rng: random.Random,
                     tally: Tally) -> float:
    """The regret of the answer a search of ``variant`` gives on ``pos`` (``normal``'s own
    when its pool holds one answer: no search)."""
    settings, per_answer = variant
    pool = close_calls(pos.pool, settings)
    answer = pool[0].action
    if len(pool) > 1:
        ctx, side = _context_for(pos), pos.view.side
        assert side is not None
        began = time.process_time()
        found = search.search(ctx, pos.view, side, [(s.action, s.value) for s in pool], rng,
                              per_answer * len(pool), math.inf, settings)
        tally.seconds.append(time.process_time() - began)
        tally.playouts.append(found.playouts)
        answer = found.children[0].action
    index = [s.action for s in pos.pool].index(answer)
    return max(true["mean"]) - true["mean"][index]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cache", type=Path, required=True,
                        help="folder for the positions (positions.pkl) and the truth (truth.json)")
    parser.add_argument("--stride", type=int, default=1,
                        help="take every STRIDE-th position of the cache (truth and measure)")
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect", help="positions from normal against normal")
    c.add_argument("--seed", type=int, default=25000)
    c.add_argument("--games", type=int, default=3)
    c.add_argument("--years", type=int, default=2)
    c.add_argument("--every", type=int, default=4)
    t = sub.add_parser("truth", help="value each position's close calls by a long search")
    t.add_argument("--rounds", type=int, default=200)
    t.add_argument("--jobs", type=int, default=1)
    m = sub.add_parser("measure", help="regret of normal and of the search's variants")
    m.add_argument("--tries", type=int, default=5)
    m.add_argument("--variant", action="append", choices=sorted(VARIANTS))
    args = parser.parse_args(argv)
    args.cache.mkdir(parents=True, exist_ok=True)
    positions_file, truth_file = args.cache / "positions.pkl", args.cache / "truth.json"
    if args.command == "collect":
        games = collect(args.seed, args.games, args.years, args.every)
        plain = [(g.seed, g.end_year, g.actions, g.positions) for g in games]  # no __main__ class
        positions_file.write_bytes(pickle.dumps(plain))
        print(f"{sum(len(g.positions) for g in games)} positions in {positions_file}")
        return 0
    positions = replayed([Kept(*g) for g in pickle.loads(positions_file.read_bytes())])[::args.stride]
    if args.command == "truth":
        truth_file.write_text(json.dumps(truth(positions, args.rounds, args.jobs)))
        return 0
    truths = json.loads(truth_file.read_text())
    measure(positions, truths, args.tries, args.variant or ["main"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
