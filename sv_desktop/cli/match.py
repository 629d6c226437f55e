"""``semper-victor match SCENARIO --primus LEVEL --secundus LEVEL --games N --seed S``:
AI levels against each other in seed-paired games with the seats swapped."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

LEVELS = ("random", "easy", "normal", "hard")


def register(sub: Any) -> None:
    p = sub.add_parser(
        "match", help="play AI levels against each other",
        description="Play N games of SCENARIO between two AI levels: for each seed, one game "
        "with the --primus level in the PRIMUS seat and one with the seats swapped, on the "
        "same dice. Prints the first level's wins, draws and losses with a 95 percent "
        "interval, the VP margin, the victory levels (10.3), the time per decision and the "
        "blunders of each level.")
    p.add_argument("scenario", metavar="SCENARIO", nargs="?",
                   help="scenario file, or the name of a shipped one such as 312 "
                   "(default: the 305 grand campaign)")
    p.add_argument("--primus", choices=LEVELS, required=True, metavar="LEVEL",
                   help="level of the first player (random, easy, normal, hard)")
    p.add_argument("--secundus", choices=LEVELS, required=True, metavar="LEVEL",
                   help="level of the second player")
    p.add_argument("--games", type=int, default=2, metavar="N",
                   help="games to play, rounded up to an even number (default 2)")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="first seed (default 1)")
    p.add_argument("--years", type=int, default=None, metavar="K",
                   help="stop each game after K turns (default: the whole scenario)")
    p.add_argument("--jobs", type=int, default=1, metavar="J",
                   help="games played at once, one process each (default 1)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.set_defaults(handler=run_match_command)


def run_match_command(args: argparse.Namespace) -> int:
    from sv_model.ai.match import run_match
    from sv_model.paths import scenario_path

    if args.games < 1 or (args.years is not None and args.years < 1) or args.jobs < 1:
        print("--games, --years and --jobs must be at least 1", file=sys.stderr)
        return 2
    report = run_match(scenario_path(args.scenario), args.primus, args.secundus, args.games,
                       args.seed, args.years, args.jobs,
                       progress=None if args.json else _progress)
    data = report.to_plain()
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
    else:
        _print(data)
    return 0


def _progress(done: int, total: int) -> None:
    print(f"\rgame {done}/{total}", end="" if done < total else "\n", file=sys.stderr,
          flush=True)


def _print(d: dict[str, Any]) -> None:
    from sv_model.ai.blunders import CORNERED, FOR_VP, FORCED, KINDS  # not at start-up (33)

    low, high = d["a_score_95"]
    years = f", {d['years']} year{'s' * (d['years'] != 1)}" if d["years"] else ""
    print(f"{d['scenario']}: {d['a']} against {d['b']}, {d['games']} games{years}")
    print(f"  {d['a']}: {d['a_wins']} won, {d['draws']} drawn, {d['a_losses']} lost; "
          f"score {100 * d['a_score']:.1f}% (95% interval {100 * low:.0f}-{100 * high:.0f}%)")
    seats = "; ".join(f"seat {seat} ({role} at the start) {r['wins']} won, {r['draws']} drawn, "
                      f"{r['losses']} lost" for (seat, r), role
                      in zip(sorted(d["by_seat"].items()), ("PRIMUS", "SECONDUS"), strict=True))
    print(f"  {d['a']} by seat: {seats}")
    print(f"  VP margin of {d['a']}: mean {d['margin_mean']:+}, median {d['margin_median']:+}")
    levels = ", ".join(f"{k} {v}" for k, v in sorted(d["levels"].items()))
    print(f"  victory levels (10.3): {levels}")
    for level, t in d["seconds_per_decision"].items():
        print(f"  {level}: {t['decisions']} decisions, median {1000 * t['median']:.1f} ms, "
              f"99th percentile {1000 * t['p99']:.0f} ms, max {1000 * t['max']:.0f} ms")
    for level, kinds in d["blunders"].items():
        words = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in kinds.items()
                          if k in KINDS)
        print(f"  {level} blunders: {words}; attacks at worse than 1/1 for 10.2's VP "
              f"{kinds.get(FOR_VP, 0)}; not of its choosing: battles at worse than "
              f"1/1 in zones it did not enter {kinds.get(FORCED, 0)}, Augusti alone who "
              f"could not be moved or joined {kinds.get(CORNERED, 0)}")
    for level, hits in d["ceiling_hits"].items():
        if hits:
            print(f"  {level}: searches stopped by the time ceiling before their playouts "
                  f"were spent: {hits}")
    if d["random_fallbacks"]:
        print(f"  answers chosen at random for want of a judgement: {d['random_fallbacks']}")
