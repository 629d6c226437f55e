"""``semper-victor match SCENARIO --primus LEVEL --secundus LEVEL --games N --seed S``:
AI levels against each other in seed-paired games with the seats swapped."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from sv_desktop.common.i18n import translate

LEVELS = ("random", "easy", "normal", "hard")


def register(sub: Any) -> None:
    p = sub.add_parser(
        "match", help=translate("CliMatch", "play AI levels against each other"),
        description=translate(
            "CliMatch", "Play N games of SCENARIO between two AI levels: for each seed, one "
            "game with the --primus level in the PRIMUS seat and one with the seats swapped, "
            "on the same dice. Prints the first level's wins, draws and losses with a 95 "
            "percent interval, the VP margin, the victory levels (10.3), the time per "
            "decision and the blunders of each level."))
    p.add_argument("scenario", metavar="SCENARIO", nargs="?", help=translate(
        "CliMatch", "scenario file, or the name of a shipped one such as 312 (default: the "
        "305 grand campaign)"))
    p.add_argument("--primus", choices=LEVELS, required=True, metavar="LEVEL", help=translate(
        "CliMatch", "level of the first player (random, easy, normal, hard)"))
    p.add_argument("--secundus", choices=LEVELS, required=True, metavar="LEVEL",
                   help=translate("CliMatch", "level of the second player"))
    p.add_argument("--games", type=int, default=2, metavar="N", help=translate(
        "CliMatch", "games to play, rounded up to an even number (default 2)"))
    p.add_argument("--seed", type=int, default=1, metavar="S",
                   help=translate("CliMatch", "first seed (default 1)"))
    p.add_argument("--years", type=int, default=None, metavar="K", help=translate(
        "CliMatch", "stop each game after K turns (default: the whole scenario)"))
    p.add_argument("--jobs", type=int, default=1, metavar="J", help=translate(
        "CliMatch", "games played at once, one process each (default 1)"))
    p.add_argument("--ceiling", type=float, default=None, metavar="SECONDS", help=translate(
        "CliMatch", "hard's wall-clock limit on one search, a safety net (default 3); raise "
        "it on a shared machine so that the games are those of an idle one"))
    p.add_argument("--json", action="store_true",
                   help=translate("CliMatch", "print the report as JSON"))
    p.set_defaults(handler=run_match_command)


def run_match_command(args: argparse.Namespace) -> int:
    from sv_model.ai.match import run_match
    from sv_model.ai.search import CEILING_SECONDS
    from sv_model.paths import scenario_path

    if args.games < 1 or (args.years is not None and args.years < 1) or args.jobs < 1:
        print(translate("CliMatch", "--games, --years and --jobs must be at least 1"),
              file=sys.stderr)
        return 2
    if args.ceiling is not None and not 0 < args.ceiling < math.inf:
        print(translate("CliMatch", "--ceiling must be a number of seconds above 0"),
              file=sys.stderr)
        return 2
    report = run_match(scenario_path(args.scenario), args.primus, args.secundus, args.games,
                       args.seed, args.years, args.jobs,
                       progress=None if args.json else _progress,
                       ceiling=CEILING_SECONDS if args.ceiling is None else args.ceiling)
    data = report.to_plain()
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
    else:
        _print(data)
    return 0


def _progress(done: int, total: int) -> None:
    print("\r" + translate("CliMatch", "game {done}/{total}").format(done=done, total=total),
          end="" if done < total else "\n", file=sys.stderr, flush=True)


def _number(value: float, decimals: int) -> str:
    """A number in prose, with the interface's decimal sign."""
    from PySide6.QtCore import QLocale

    return QLocale().toString(float(value), "f", decimals)


def _print(d: dict[str, Any]) -> None:
    from sv_model.ai.blunders import CORNERED, FOR_VP, FORCED, KINDS  # not at start-up (33)

    low, high = d["a_score_95"]
    count, years = int(d["games"]), int(d["years"] or 0)
    games = translate("CliMatch", "%n game(s)", None, count)
    if years:
        games = translate("CliMatch", "{games}, %n year(s)", None, years).format(games=games)
    print(translate("CliMatch", "{scenario}: {a} against {b}, {games}").format(
        scenario=d["scenario"], a=d["a"], b=d["b"], games=games))
    print(translate("CliMatch", "  {a}: {won} won, {drawn} drawn, {lost} lost; score {score}% "
                    "(95% interval {low}-{high}%)").format(
        a=d["a"], won=d["a_wins"], drawn=d["draws"], lost=d["a_losses"],
        score=_number(100 * d["a_score"], 1), low=_number(100 * low, 0),
        high=_number(100 * high, 0)))
    seats = "; ".join(
        translate("CliMatch", "seat {seat} ({role} at the start) {won} won, {drawn} drawn, "
                  "{lost} lost").format(seat=seat, role=role, won=r["wins"], drawn=r["draws"],
                                        lost=r["losses"])
        for (seat, r), role in zip(sorted(d["by_seat"].items()), ("PRIMUS", "SECONDUS"),
                                   strict=True))
    print(translate("CliMatch", "  {a} by seat: {seats}").format(a=d["a"], seats=seats))
    print(translate("CliMatch", "  VP margin of {a}: mean {mean}, median {median}").format(
        a=d["a"], mean=f"{d['margin_mean']:+}", median=f"{d['margin_median']:+}"))
    levels = ", ".join(f"{k} {v}" for k, v in sorted(d["levels"].items()))
    print(translate("CliMatch", "  victory levels (10.3): {levels}").format(levels=levels))
    for level, t in d["seconds_per_decision"].items():
        decisions = int(t["decisions"])
        print(translate("CliMatch", "  {level}: %n decision(s), median {median} ms, 99th "
                        "percentile {p99} ms, max {max} ms", None, decisions).format(
            level=level, median=_number(1000 * t["median"], 1),
            p99=_number(1000 * t["p99"], 0), max=_number(1000 * t["max"], 0)))
    for level, kinds in d["blunders"].items():
        words = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in kinds.items()
                          if k in KINDS)
        print(translate("CliMatch", "  {level} blunders: {words}; attacks at worse than 1/1 "
                        "for 10.2's VP {for_vp}; not of its choosing: battles at worse than "
                        "1/1 in zones it did not enter {forced}, Augusti alone who could not "
                        "be moved or joined {cornered}").format(
            level=level, words=words, for_vp=kinds.get(FOR_VP, 0),
            forced=kinds.get(FORCED, 0), cornered=kinds.get(CORNERED, 0)))
    for level, hits in d["ceiling_hits"].items():
        if hits:
            print(translate("CliMatch", "  {level}: searches stopped by the time ceiling "
                            "before their playouts were spent: {hits}").format(
                level=level, hits=hits))
    if d["random_fallbacks"]:
        print(translate("CliMatch", "  answers chosen at random for want of a judgement: "
                        "{count}").format(count=d["random_fallbacks"]))
