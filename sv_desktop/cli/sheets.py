"""``semper-victor sheet SCENARIO|SAVE -o FILE.pdf`` and ``semper-victor counters -o FILE.pdf``.

A scenario gives its setup sheet; a save (``.svsave``) the position sheet of its game,
with each player's hand on a page of its own.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from sv_desktop.common.i18n import error_text, translate
from sv_desktop.common.os_errors import reason_text

PAPERS = ("a4", "letter")
MAP_PAPERS = ("a4", "a3")


def register(sub: Any) -> None:
    sheet = sub.add_parser(
        "sheet", help=translate("CliSheets", "print a scenario's setup sheet, or a saved "
                                "game's position, to PDF"),
        description=translate(
            "CliSheets", "Write a setup sheet (scenario card, set-up by diocese with a tick "
            "box per counter, other placements, timeline, stratagem cup, overview map) for a "
            "scenario, or a position sheet for a saved game (.svsave): the same pages from "
            "the game's state, plus each player's hand on a page for him alone."))
    sheet.add_argument("source", metavar="SCENARIO|SAVE", help=translate(
        "CliSheets", "a scenario file or a shipped scenario's year (305, 312...), or a saved "
        "game (.svsave)"))
    _output(sheet)
    _paper(sheet)
    sheet.add_argument("--map-paper", choices=MAP_PAPERS, default="a4", help=translate(
        "CliSheets", "paper of the overview map page, landscape (default a4)"))
    sheet.set_defaults(handler=run_sheet)

    counters = sub.add_parser(
        "counters", help=translate("CliSheets", "print every leader and unit as two-sided "
                                   "counters to cut, to PDF"),
        description=translate("CliSheets", "Write a counter sheet: fronts and mirrored backs "
                              "for duplex printing, crop marks, and a calibration page pair "
                              "first."))
    counters.add_argument("scenario", metavar="SCENARIO", nargs="?", help=translate(
        "CliSheets", "scenario file or year whose roster to print (default: the 305 grand "
        "campaign's)"))
    _output(counters)
    _paper(counters)
    counters.add_argument("--size", choices=("16mm", "5/8in"), default="16mm",
                          help=translate("CliSheets", "counter size (default 16mm)"))
    counters.add_argument("--ink-saving", action="store_true", help=translate(
        "CliSheets", "pale faces and bands; lettering stays dark"))
    counters.add_argument("--back-shift", default="0,0", metavar="X,Y", help=translate(
        "CliSheets", "move the backs by X,Y millimetres to match your printer's duplex (read "
        "it off the calibration page)"))
    counters.set_defaults(handler=run_counters)


def _output(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("-o", "--output", required=True,
                        metavar=translate("CliSheets", "FILE.pdf"),
                        help=translate("CliSheets", "the PDF file to write"))


def _paper(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--paper", choices=PAPERS, default="a4",
                        help=translate("CliSheets", "paper (default a4)"))


def _qt() -> Any:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from sv_desktop.common import i18n

    app = QGuiApplication.instance() or QGuiApplication([])
    i18n.install(i18n.language())  # into the application: the sheet's words
    return app


def _write(path: Path, layout: Any, title: str) -> int:
    from sv_desktop.sheets.output import export_pdf

    try:
        doc = export_pdf(path, layout, title)
    except OSError as exc:
        print(translate("CliSheets", "cannot write {file}: {error}").format(
            file=path, error=reason_text(exc)), file=sys.stderr)
        return 1
    pages = len(doc.pages)
    print(translate("CliSheets", "wrote {file} (%n page(s))", None, pages).format(file=path))
    return 0


def run_sheet(args: argparse.Namespace) -> int:
    from sv_desktop.session.saves import SAVE_SUFFIX
    from sv_desktop.sheets.pages import Paper
    from sv_model.errors import ReplayMismatchError
    from sv_model.paths import scenario_path

    source = Path(args.source)
    if source.suffix != SAVE_SUFFIX:
        source = scenario_path(args.source)  # a file, or a shipped scenario's year
    _app = _qt()
    from sv_desktop.sheets.content import position_content, setup_content
    from sv_desktop.sheets.output import SheetOptions, setup_sheet_layout

    if source.suffix == SAVE_SUFFIX:
        from sv_desktop.session.saves import load_save

        try:
            game, _ = load_save(source)
        except ReplayMismatchError as exc:
            print(error_text(exc), file=sys.stderr)
            return 1
        bundle = game.bundle
        content = position_content(game, bundle)
    else:
        from sv_model.loader import load_scenario

        bundle = load_scenario(source)
        content = setup_content(bundle)
    options = SheetOptions(Paper(args.paper), Paper(args.map_paper))
    code = _write(Path(args.output), setup_sheet_layout(content, bundle.game_map, options),
                  content.title)
    return code


def _shift(text: str) -> tuple[float, float] | None:
    try:
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        return None
    return (x, y) if abs(x) <= 20 and abs(y) <= 20 else None


def run_counters(args: argparse.Namespace) -> int:
    from sv_desktop.sheets.counter_sheet import CounterSheetOptions, CounterSize
    from sv_desktop.sheets.pages import Paper
    from sv_model.loader import load_scenario
    from sv_model.paths import scenario_path

    shift = _shift(args.back_shift)
    if shift is None:
        print(translate("CliSheets", "counters: --back-shift wants two numbers of "
                        "millimetres, X,Y, each within ±20"), file=sys.stderr)
        return 2
    bundle = load_scenario(scenario_path(args.scenario))
    _app = _qt()
    from sv_desktop.board.board_view import Catalogue
    from sv_desktop.sheets.output import counter_sheet_layout

    options = CounterSheetOptions(Paper(args.paper), CounterSize(args.size), args.ink_saving,
                                  shift)
    layout = counter_sheet_layout(Catalogue.of(bundle), bundle.roster, options)
    code = _write(Path(args.output), layout, translate("CliSheets", "Counters of {roster}")
                  .format(roster=bundle.roster.name))
    return code
