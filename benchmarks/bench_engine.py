"""Benchmarks of the rules engine (run: python benchmarks/bench_engine.py [--seeds N]).

1. A random playout of the full 305-363 campaign (target: at most 2 s).
2. Listing the legal options of a decision, measured on every decision of a
   random campaign, with the game's own decision cache cleared (target: median
   at most 1 ms).
3. Undo to any earlier point of a finished campaign (target: at most 50 ms).

Prints a small table; nothing here is a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.engine.autoplay import choose_action  # noqa: E402
from sv_model.engine.game import Game  # noqa: E402
from sv_model.loader import ScenarioBundle, load_scenario  # noqa: E402
from sv_model.paths import DEFAULT_SCENARIO  # noqa: E402


def playout(bundle: ScenarioBundle, seed: int) -> tuple[float, Game]:
    rng = random.Random(f"autoplay:{seed}")
    start = time.perf_counter()
    game = Game.new(bundle, seed)
    while not game.is_over:
        game.apply(choose_action(game, rng))
    return time.perf_counter() - start, game


def listing_times(bundle: ScenarioBundle, seed: int,
                  cold: bool = False) -> dict[str, list[float]]:
    """Listing time of every decision of a random campaign. ``cold``: also drop the
    engine's reachability cache first, as if each decision were the first one."""
    rng = random.Random(f"autoplay:{seed}")
    game = Game.new(bundle, seed)
    times: dict[str, list[float]] = {}
    while not game.is_over:
        game._decision_cache = None  # measure the listing itself, not the game's cache
        if cold:
            game.engine.reach_cache = None
        start = time.perf_counter()
        decision = game.decision
        options = game.legal_actions()
        elapsed = time.perf_counter() - start
        assert decision is not None and options
        times.setdefault(decision.kind, []).append(elapsed)
        game.apply(choose_action(game, rng))
    return times


def undo_times(game: Game, samples: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    n = len(game.actions)
    actions = list(game.actions)
    out = []
    for _ in range(samples):
        index = rng.randrange(0, n)
        start = time.perf_counter()
        game.undo_to(index)
        out.append(time.perf_counter() - start)
        for action in actions[index:]:  # back to the end, untimed
            game.apply(action)
    return out


def ms(x: float) -> str:
    return f"{x * 1000:8.2f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", default=str(DEFAULT_SCENARIO))
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--undo-samples", type=int, default=40)
    args = parser.parse_args()
    bundle = load_scenario(args.scenario)
    print(f"scenario {bundle.scenario.id} ({bundle.scenario.start_year}-"
          f"{bundle.scenario.end_year}), {args.seeds} seeds")

    durations, games = [], []
    for seed in range(args.seeds):
        elapsed, game = playout(bundle, seed)
        durations.append(elapsed)
        games.append(game)
        print(f"  playout seed {seed}: {elapsed:6.3f} s, {len(game.actions)} actions, "
              f"{len(game.dice)} dice")
    print(f"full random playout: median {statistics.median(durations):.3f} s, "
          f"max {max(durations):.3f} s (target <= 2 s)")

    all_times: list[float] = []
    by_kind: dict[str, list[float]] = {}
    for seed in range(args.seeds):
        for kind, values in listing_times(bundle, seed).items():
            by_kind.setdefault(kind, []).extend(values)
            all_times.extend(values)
    print(f"legal options listing: {len(all_times)} decisions, median "
          f"{ms(statistics.median(all_times))}, p90 "
          f"{ms(sorted(all_times)[int(0.9 * len(all_times))])}, max {ms(max(all_times))} "
          "(target median <= 1 ms)")
    for kind, values in sorted(by_kind.items()):
        print(f"    {kind:18s} n={len(values):5d} median {ms(statistics.median(values))} "
              f"max {ms(max(values))}")

    cold = [t for seed in range(args.seeds)
            for t in listing_times(bundle, seed, cold=True).get("movement", [])]
    print(f"movement listing with a cold reachability cache: median "
          f"{ms(statistics.median(cold))}, max {ms(max(cold))}")

    undo = undo_times(games[0], args.undo_samples, 1)
    print(f"undo_to (finished campaign, {len(games[0].actions)} actions, "
          f"{args.undo_samples} random points): median {ms(statistics.median(undo))}, "
          f"max {ms(max(undo))} (target <= 50 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
