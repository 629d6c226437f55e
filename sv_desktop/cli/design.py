"""``semper-victor design [SCENARIO]``: the scenario designer."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from sv_desktop.common.i18n import error_text, translate


def register(sub: Any) -> None:
    p = sub.add_parser(
        "design", help=translate("CliDesign", "open the scenario designer"),
        description=translate(
            "CliDesign", "Place counters, paint diocese control, set peoples, the stratagem "
            "cup and arrivals, with the scenario's problems listed live. Opens SCENARIO (a "
            "file, or a shipped scenario's year), the default scenario if left out, or an "
            "empty one with --new."))
    p.add_argument("scenario", nargs="?", metavar="SCENARIO", help=translate(
        "CliDesign", "scenario file or year (default: the 305 grand campaign)"))
    p.add_argument("--new", action="store_true",
                   help=translate("CliDesign", "start a new, empty scenario"))
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from sv_desktop.app import language_switch
    from sv_desktop.common import i18n, screen_fit
    from sv_model.errors import DataFileError
    from sv_model.paths import scenario_path

    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("Semper Victor scenario designer")
    screen_fit.install(app)
    i18n.install(i18n.language())  # into the application made just now
    language_switch.install()  # Settings ▸ Language rebuilds the window at once
    if args.new:
        doc = ScenarioDocument.new()
    else:
        target = scenario_path(args.scenario)
        if not target.is_file():
            print(translate("CliDesign", "{file}: file not found").format(file=target),
                  file=sys.stderr)
            return 2
        try:
            doc = ScenarioDocument.open(target)
        except DataFileError as exc:
            print(error_text(exc), file=sys.stderr)
            return 1
    window = DesignerWindow(doc)
    window.show()
    return int(app.exec())
