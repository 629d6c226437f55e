"""Benchmarks of the rules engine (run: python benchmarks/bench_engine.py [--seeds N]).

1. A random playout of the full 305-363 campaign (target, issue 33: median at most
   0.3 s).
2. Listing the legal options of a decision, measured on every decision of a
   random campaign, with the game's own decision cache cleared (target, issue 33:
   median at most 0.2 ms, worst at most 5 ms).
3. Undo to any earlier point of a finished campaign (target: at most 50 ms).

``--compare OTHER_ROOT``: instead, measure 1 and 2 on this checkout and on another one
(e.g. a clone of main) in the same run, each seed in a fresh subprocess, the two
checkouts alternating, and print both figures and their ratio (the playout also in the
process's CPU time, which the other jobs on a shared machine move less; the listing's
p99 and max also in the thread's CPU time: on a loaded machine the worst wall times are
mostly the moments the process waited for a core). The machine's load moves absolute
figures; the ratio of one run is what to compare.

``--gc freeze`` (or ``off``): before measuring, the objects alive after loading the
scenario are moved out of the cyclic garbage collector's sight (``gc.freeze()``, as the
desktop does after loading, ``sv_desktop.play.controller``), or the collector is switched
off; the default ``on`` leaves it as Python starts. With ``--compare`` both checkouts
get the same setting. Nothing in ``sv_model`` touches the collector.

Prints a small table; nothing here is a test.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if "--root" in sys.argv:  # a worker of --compare measures another checkout's engine
    sys.path.insert(0, sys.argv[sys.argv.index("--root") + 1])
else:
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


def listing_times(bundle: ScenarioBundle, seed: int, cold: bool = False,
                  cpu: list[float] | None = None,
                  named: list[tuple[str, int, int]] | None = None) -> dict[str, list[float]]:
    """Listing time of every decision of a random campaign. ``cold``: also drop the
    engine's reachability cache first, as if each decision were the first one.
    ``cpu``: gets the same listings' CPU time of this thread (``time.thread_time``: what
    the other jobs of a shared machine do not add, unlike the wall time). ``named``:
    gets each listing's decision (kind, number of options, actions played before it)."""
    rng = random.Random(f"autoplay:{seed}")
    game = Game.new(bundle, seed)
    times: dict[str, list[float]] = {}
    while not game.is_over:
        game._decision_cache = None  # measure the listing itself, not the game's cache
        if cold:
            game.engine.reach_cache = None
        start, start_cpu = time.perf_counter(), time.thread_time()
        decision = game.decision
        options = game.legal_actions()
        elapsed, elapsed_cpu = time.perf_counter() - start, time.thread_time() - start_cpu
        assert decision is not None and options
        times.setdefault(decision.kind, []).append(elapsed)
        if cpu is not None:
            cpu.append(elapsed_cpu)
        if named is not None:
            named.append((str(decision.kind), len(options), len(game.actions)))
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


def worker(bundle: ScenarioBundle, seed: int, repeats: int) -> None:
    """One seed on the checkout given by ``--root``: the best of ``repeats`` playouts,
    then the listing times of the same game, as one JSON line on stdout."""
    best = cpu = float("inf")
    for _ in range(repeats):
        started = time.process_time()
        elapsed, game = playout(bundle, seed)
        best, cpu = min(best, elapsed), min(cpu, time.process_time() - started)
    listing_cpu: list[float] = []
    named: list[tuple[str, int, int]] = []
    listing = [t for values in listing_times(bundle, seed, cpu=listing_cpu,
                                             named=named).values() for t in values]
    worst = max(range(len(listing_cpu)), key=listing_cpu.__getitem__)
    print(json.dumps({"playout": best, "cpu": cpu, "actions": len(game.actions),
                      "dice": len(game.dice), "digest": game.state.digest(),
                      "listing": listing, "listing_cpu": listing_cpu,
                      "worst": [seed, listing_cpu[worst], *named[worst]]}))


def compare(args: argparse.Namespace) -> int:
    """This checkout against ``args.compare``, seed by seed, alternating (see the module
    docstring)."""
    roots = {"this": str(ROOT), "other": str(Path(args.compare).resolve())}
    runs: dict[str, list[dict[str, Any]]] = {"this": [], "other": []}
    for seed in range(args.first_seed, args.first_seed + args.seeds):
        order = ("other", "this") if seed % 2 else ("this", "other")
        for name in order:
            out = subprocess.run(
                [sys.executable, __file__, "--worker", str(seed), "--root", roots[name],
                 "--scenario", args.scenario, "--repeats", str(args.repeats),
                 "--gc", args.gc],
                check=True, capture_output=True, text=True).stdout
            runs[name].append(json.loads(out.strip().splitlines()[-1]))
        this, other = runs["this"][-1], runs["other"][-1]
        same = all(this[k] == other[k] for k in ("actions", "dice", "digest"))
        print(f"  seed {seed}: {this['actions']} actions, playout this "
              f"{this['playout']:.3f} s, other {other['playout']:.3f} s"
              f"{'' if same else '  GAMES DIFFER'}")
    print(f"roots: this {roots['this']}, other {roots['other']}; garbage collector: {args.gc}")
    print("| measure | this | other | other / this |")
    print("| --- | ---: | ---: | ---: |")
    playouts = {k: [float(r["playout"]) for r in v] for k, v in runs.items()}
    _row("playout median (s)", statistics.median, playouts, 1)
    cpu = {k: [float(r["cpu"]) for r in v] for k, v in runs.items()}
    _row("playout median, CPU time (s)", statistics.median, cpu, 1)
    listings = {k: [t for r in v for t in r["listing"]] for k, v in runs.items()}
    _row("listing median (ms)", statistics.median, listings, 1000)
    _row("listing p90 (ms)", lambda xs: sorted(xs)[int(0.9 * len(xs))], listings, 1000)
    _row("listing p99 (ms)", lambda xs: sorted(xs)[int(0.99 * len(xs))], listings, 1000)
    _row("listing max (ms)", max, listings, 1000)
    listings_cpu = {k: [t for r in v for t in r.get("listing_cpu", ())]
                    for k, v in runs.items()}
    _row("listing p99, thread CPU time (ms)", lambda xs: sorted(xs)[int(0.99 * len(xs))],
         listings_cpu, 1000)
    _row("listing max, thread CPU time (ms)", max, listings_cpu, 1000)
    for name, results in runs.items():  # the decision that cost the most, by CPU time
        worst = max((r["worst"] for r in results if "worst" in r), key=lambda w: w[1],
                    default=None)
        if worst is not None:
            print(f"worst listing ({name}): seed {worst[0]}, after {worst[4]} actions, "
                  f"{worst[2]} decision of {worst[3]} options, {worst[1] * 1000:.2f} ms CPU")
    return 0


def _row(label: str, measure: Callable[[list[float]], float], values: dict[str, list[float]],
         scale: float) -> None:
    this, other = measure(values["this"]) * scale, measure(values["other"]) * scale
    print(f"| {label} | {this:.3f} | {other:.3f} | {other / this:.2f} |")


def set_collector(mode: str) -> None:
    """The garbage collector as ``--gc`` says: ``freeze`` keeps it on but never scans
    again what is alive now (the loaded scenario, the board's tables)."""
    if mode == "freeze":
        gc.collect()
        gc.freeze()
    elif mode == "off":
        gc.disable()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", default=str(DEFAULT_SCENARIO))
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--undo-samples", type=int, default=40)
    parser.add_argument("--compare", metavar="OTHER_ROOT",
                        help="measure this checkout and OTHER_ROOT alternately")
    parser.add_argument("--repeats", type=int, default=3,
                        help="playouts per seed and checkout with --compare (the best counts)")
    parser.add_argument("--gc", choices=("on", "freeze", "off"), default="on",
                        help="the cyclic garbage collector while measuring (see above)")
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--root", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.compare:
        return compare(args)
    bundle = load_scenario(args.scenario)
    set_collector(args.gc)
    if args.worker is not None:
        worker(bundle, args.worker, args.repeats)
        return 0
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
          f"max {max(durations):.3f} s (target: median <= 0.3 s)")

    all_times: list[float] = []
    by_kind: dict[str, list[float]] = {}
    for seed in range(args.seeds):
        for kind, values in listing_times(bundle, seed).items():
            by_kind.setdefault(kind, []).extend(values)
            all_times.extend(values)
    print(f"legal options listing: {len(all_times)} decisions, median "
          f"{ms(statistics.median(all_times))}, p90 "
          f"{ms(sorted(all_times)[int(0.9 * len(all_times))])}, max {ms(max(all_times))} "
          "(target: median <= 0.2 ms, max <= 5 ms)")
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
