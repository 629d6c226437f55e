"""``semper-victor edit-map [MAP]``: the built-in map editor."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from sv_desktop.common.i18n import translate


def register(sub: Any) -> None:
    p = sub.add_parser(
        "edit-map", help=translate("CliEditMap", "open the map editor"),
        description=translate(
            "CliEditMap", "Edit zone polygons, adjacency, rivers, straits and seas. Opens "
            "MAP, the shipped map if MAP is left out, or a new map with --new."))
    p.add_argument("map", nargs="?", metavar="MAP",
                   help=translate("CliEditMap", "map file (default: the shipped map)"))
    p.add_argument("--new", action="store_true",
                   help=translate("CliEditMap", "start a new, empty map"))
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from editor import show_editor
    from editor.map_editor.document import MapDocument
    from sv_desktop.app import language_switch
    from sv_desktop.common import i18n, screen_fit
    from sv_model.paths import DEFAULT_MAP

    target = None if args.new else Path(args.map) if args.map else DEFAULT_MAP
    if target is not None and not target.is_file():
        print(translate("CliEditMap", "{file}: file not found").format(file=target),
              file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv)
    screen_fit.install(app)
    i18n.install(i18n.language())  # into the application made just now
    language_switch.install()  # Settings ▸ Language rebuilds the window at once
    app.setApplicationName("Semper Victor map editor")
    doc = MapDocument.open(target) if target is not None else MapDocument()
    show_editor(doc)  # Tools ▸ Scenario Designer… works from it
    return int(app.exec())
