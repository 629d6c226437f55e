"""``semper-victor autoplay SCENARIO --seed N [--turns K] [--json]`` and
``semper-victor replay SAVE``: the rules engine from the command line."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from sv_desktop.common.i18n import error_text, language, translate
from sv_desktop.common.os_errors import reason_text


def register(sub: Any) -> None:
    p = sub.add_parser(
        "autoplay", help=translate("CliEngine", "play a scenario with random legal moves for "
                                   "both sides"),
        description=translate(
            "CliEngine", "Play SCENARIO to its end (or for K turns) choosing random legal "
            "actions for both players, then print the final VP, the winner, the victory "
            "level and counts of battles, eliminations and VP sources. The same seed always "
            "gives the same game and the same output."))
    p.add_argument("scenario", metavar="SCENARIO", nargs="?", help=translate(
        "CliEngine", "scenario file, or the name of a shipped one such as 312 (default: the "
        "305 grand campaign)"))
    p.add_argument("--seed", type=int, required=True,
                   help=translate("CliEngine", "dice and choice seed"))
    p.add_argument("--turns", type=int, default=None, metavar="K", help=translate(
        "CliEngine", "stop after K turns (default: the whole scenario)"))
    p.add_argument("--json", action="store_true",
                   help=translate("CliEngine", "print the summary as JSON"))
    p.add_argument("--policy", choices=("playout", "uniform"), default="playout",
                   help=translate("CliEngine", "playout: end movement at random (default); "
                                  "uniform: draw every answer uniformly from the legal "
                                  "actions"))
    p.add_argument("--save", metavar=translate("CliEngine", "FILE"),
                   help=translate("CliEngine", "also write the game as a save file"))
    p.add_argument("--log", action="store_true",
                   help=translate("CliEngine", "print the game's public log first"))
    p.set_defaults(handler=run_autoplay)

    r = sub.add_parser(
        "replay", help=translate("CliEngine", "re-run a saved game, checking every action"),
        description=translate("CliEngine", "Replay SAVE from its scenario and seed, checking "
                              "that every action is legal and that the result matches the "
                              "save."))
    r.add_argument("save", metavar="SAVE", help=translate("CliEngine", "saved game (JSON)"))
    r.add_argument("--json", action="store_true",
                   help=translate("CliEngine", "print the summary as JSON"))
    r.add_argument("--log", action="store_true",
                   help=translate("CliEngine", "print the game's public log first"))
    r.add_argument("--unverified", action="store_true", help=translate(
        "CliEngine", "replay even if the save's digests are missing or differ (the result "
        "is then not checked against the save)"))
    r.set_defaults(handler=run_replay)


def run_autoplay(args: argparse.Namespace) -> int:
    from sv_model.engine.autoplay import autoplay, summary, summary_json
    from sv_model.engine.save import write_save
    from sv_model.loader import load_scenario
    from sv_model.paths import scenario_path

    if args.turns is not None and args.turns < 1:
        print(translate("CliEngine", "--turns must be at least 1"), file=sys.stderr)
        return 2
    bundle = load_scenario(scenario_path(args.scenario))
    game = autoplay(bundle, args.seed, turns=args.turns, policy=args.policy)
    if args.save:
        try:
            write_save(game, args.save)
        except OSError as exc:
            print(translate("CliEngine", "{file}: the game cannot be saved there ({error}); "
                            "--seed {seed} plays the same game again").format(
                file=args.save, error=reason_text(exc), seed=args.seed), file=sys.stderr)
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
        print(error_text(exc), file=sys.stderr)
        return 1
    _print_log(game, args.log)
    if args.json:
        print(summary_json(game))
    else:
        actions = len(game.actions)
        checked = (translate("CliEngine", "{file}: %n action(s) replayed, NOT checked",
                             None, actions) if args.unverified else
                   translate("CliEngine", "{file}: %n action(s) replayed and checked", None,
                             actions))
        print(checked.format(file=args.save))
        _print_summary(summary(game))
    return 0


def _print_log(game: Any, wanted: bool) -> None:
    """The log lines both players may read, worded by the engine's catalogue."""
    if wanted:
        from sv_model.engine.messages import cite

        code = language().value
        for entry in game.view(None).log:
            print(f"{entry.year} {entry.phase} [{cite(entry.rule, code)}] {game.text(entry, code)}")


def _print_summary(data: dict[str, Any]) -> None:
    vp = data["final_vp"]
    turns, actions = int(data["turns_played"]), int(data["actions"])
    played = translate("CliEngine", "%n turn(s)", None, turns)
    if data["finished"]:
        where = translate("CliEngine", "{played} ({first}-{last})").format(
            played=played, first=data["first_year"], last=data["last_year"])
    else:
        where = translate("CliEngine", "unfinished, at AD {year}, phase {phase}: {played} "
                          "completed of {first}-{last}").format(
            year=data["year"], phase=data["phase"], played=played, first=data["first_year"],
            last=data["last_year"])
    print(translate("CliEngine", "{scenario} seed {seed}: {where}, %n action(s)", None,
                    actions).format(scenario=data["scenario"], seed=data["seed"],
                                            where=where))
    if data["finished"]:
        winner = data["winner"] or translate("CliEngine", "nobody (draw)")
        print(translate("CliEngine", "final VP: PRIMUS {primus}, SECONDUS {secundus}; winner "
                        "{winner} ({level})").format(
            primus=vp["PRIMUS"], secundus=vp["SECONDUS"], winner=winner,
            level=data["victory_level"]))
    else:
        print(translate("CliEngine", "VP so far: PRIMUS {primus}, SECONDUS {secundus}").format(
            primus=vp["PRIMUS"], secundus=vp["SECONDUS"]))
    print(translate("CliEngine", "battles {battles}, units eliminated {units}, leaders killed "
                    "{leaders}").format(battles=data["battles"], units=data["units_eliminated"],
                                        leaders=data["leaders_killed"]))
    counts = data.get("counts", {})
    print(translate("CliEngine", "usurpations: {tried} tried, {validated} validated, "
                    "{succeeded} succeeded, {failed} failed (3.6); civil wars {wars}, changes "
                    "of roles {roles} (5)").format(
        tried=counts.get("usurpation_attempts", 0), validated=data.get("usurpations", 0),
        succeeded=counts.get("usurpation_successes", 0),
        failed=counts.get("usurpation_failures", 0), wars=data.get("civil_wars", 0),
        roles=data.get("role_changes", 0)))
    print(translate("CliEngine", "peoples raised {raised}, pacified {pacified}; plagues "
                    "{plagues}").format(raised=data.get("uprisings", 0),
                                        pacified=data.get("pacifications", 0),
                                        plagues=data.get("plagues", 0)))
    for side, sources in data["vp_sources"].items():
        text = ", ".join(f"{k} {v}" for k, v in sources.items()) or \
            translate("CliEngine", "none")
        print(translate("CliEngine", "  {side} VP: {sources}").format(side=side, sources=text))
