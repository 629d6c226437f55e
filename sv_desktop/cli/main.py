"""The ``semper-victor`` command.

With no arguments it opens the desktop application on the default
scenario. Subcommands live in ``sv_desktop.cli``; each module there
has ``register(subparsers)``. Qt is imported only by commands that need it.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from sv_model import DataFileError, __version__

COMMAND_MODULES = [
    "sv_desktop.cli.validate",
    "sv_desktop.cli.play",
    "sv_desktop.cli.map_commands",
    "sv_desktop.cli.edit_map",
    "sv_desktop.cli.design",
    "sv_desktop.cli.engine_commands",
    "sv_desktop.cli.match",
    "sv_desktop.cli.sheets",
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="semper-victor",
        description="Semper Victor (Imperator II): play, edit and check scenarios. "
        "With no command, opens the game window on the default scenario.",
    )
    parser.add_argument("--version", action="version", version=f"semper-victor {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    handler = getattr(args, "handler", None)
    try:
        if handler is None:
            from sv_desktop.cli.play import open_app

            return open_app(None)
        return int(handler(args))
    except DataFileError as exc:
        print(exc, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
