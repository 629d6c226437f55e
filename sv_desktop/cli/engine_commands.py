"""``semper-victor autoplay SCENARIO --seed N [--turns K] [--json]`` and
``semper-victor replay SAVE``: the rules engine from the command line."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser(
        "autoplay", help="play a scenario with random legal moves for both sides",
        description="Play SCENARIO to its end (or for K turns) choosing random legal "
        "actions for both players, then print the final VP, the winner, the victory level "
        "and counts of battles, eliminations and VP sources. The same seed always gives "
        "the same game and the same output.")
    p.add_argument("scenario", metavar="SCENARIO", nargs="?",
                   help="scenario file, or the name of a shipped one such as 312 "
                   "(default: the 305 grand campaign)")
    p.add_argument("--seed", type=int, required=True, help="dice and choice seed")
    p.add_argument("--turns", type=int, default=None, metavar="K",
                   help="stop after K turns (default: the whole scenario)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--policy", choices=("playout", "uniform"), default="playout",
                   help="playout: end movement at random (default); uniform: draw every "
                   "answer uniformly from the legal actions")
    p.add_argument("--save", metavar="FILE", help="also write the game as a save file")
    p.add_argument("--log", action="store_true", help="print the game's public log first")
    p.set_defaults(handler=run_autoplay)

    r = sub.add_parser("replay", help="re-run a saved game, checking every action",
                       description="Replay SAVE from its scenario and seed, checking that "
                       "every action is legal and that the result matches the save.")
    r.add_argument("save", metavar="SAVE", help="saved game (JSON)")
    r.add_argument("--json", action="store_true", help="print the summary as JSON")
    r.add_argument("--log", action="store_true", help="print the game's public log first")
    r.add_argument("--unverified", action="store_true",
                   help="replay even if the save's digests are missing or differ (the "
                   "result is then not checked against the save)")
    r.set_defaults(handler=run_replay)


def run_autoplay(args: argparse.Namespace) -> int:
    from sv_model.engine.autoplay import autoplay, summary, summary_json
    from sv_model.engine.save import write_save
    from sv_model.loader import load_scenario
    from sv_model.paths import scenario_path

    if args.turns is not None and args.turns < 1:
        print("--turns must be at least 1", file=sys.stderr)
        return 2
    bundle = load_scenario(scenario_path(args.scenario))
    game = autoplay(bundle, args.seed, turns=args.turns, policy=args.policy)
    if args.save:
        try:
            write_save(game, args.save)
        except OSError as exc:
            print(f"{args.save}: the game cannot be saved there ({exc.strerror or exc}); "
                  f"--seed {args.seed} plays the same game again", file=sys.stderr)
            return 1
    _print_log(game, args.log)
    if args.json:
        print(summary_json(game))
    else:
        _print_summary(summary(game))
    return 0


def run_replay(args: argparse.Namespace) -> int:
    from sv_model.engine.autoplay import summary, summary_json
    from sv_model.engine.save import game_from_save, read_save_document
    from sv_model.errors import ReplayMismatchError
    from sv_model.save_extras import save_extras

    doc = read_save_document(args.save)
    save_extras(doc, args.save)  # the seats and bookmarks, checked as play mode does
    try:
        game = game_from_save(doc, None, source=args.save, verify=not args.unverified)
    except ReplayMismatchError as exc:
        print(exc, file=sys.stderr)
        return 1
    _print_log(game, args.log)
    if args.json:
        print(summary_json(game))
    else:
        checked = "replayed, NOT checked" if args.unverified else "replayed and checked"
        print(f"{args.save}: {len(game.actions)} actions {checked}")
        _print_summary(summary(game))
    return 0


def _print_log(game: Any, wanted: bool) -> None:
    """The log lines both players may read, worded by the engine's catalogue."""
    if wanted:
        for entry in game.view(None).log:
            print(f"{entry.year} {entry.phase} [{entry.rule}] {game.text(entry)}")


def _print_summary(data: dict[str, Any]) -> None:
    vp = data["final_vp"]
    turns = data["turns_played"]
    played = f"{turns} turn{'' if turns == 1 else 's'}"
    if data["finished"]:
        where = f"{played} ({data['first_year']}-{data['last_year']})"
    else:
        where = (f"unfinished, at AD {data['year']}, phase {data['phase']}: {played} "
                 f"completed of {data['first_year']}-{data['last_year']}")
    print(f"{data['scenario']} seed {data['seed']}: {where}, {data['actions']} actions")
    if data["finished"]:
        winner = data["winner"] or "nobody (draw)"
        print(f"final VP: PRIMUS {vp['PRIMUS']}, SECONDUS {vp['SECONDUS']}; winner "
              f"{winner} ({data['victory_level']})")
    else:
        print(f"VP so far: PRIMUS {vp['PRIMUS']}, SECONDUS {vp['SECONDUS']}")
    print(f"battles {data['battles']}, units eliminated {data['units_eliminated']}, "
          f"leaders killed {data['leaders_killed']}")
    counts = data.get("counts", {})
    print(f"usurpations: {counts.get('usurpation_attempts', 0)} tried, "
          f"{data.get('usurpations', 0)} validated, "
          f"{counts.get('usurpation_successes', 0)} succeeded, "
          f"{counts.get('usurpation_failures', 0)} failed (3.6); civil wars {data.get('civil_wars', 0)}, changes of roles "
          f"{data.get('role_changes', 0)} (5)")
    print(f"peoples raised {data.get('uprisings', 0)}, pacified {data.get('pacifications', 0)}"
          f"; plagues {data.get('plagues', 0)}")
    for side, sources in data["vp_sources"].items():
        text = ", ".join(f"{k} {v}" for k, v in sources.items()) or "none"
        print(f"  {side} VP: {text}")
