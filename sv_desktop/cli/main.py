"""The ``semper-victor`` command.

With no arguments it opens the desktop application on the default
scenario. Subcommands live in ``sv_desktop.cli``; each module there
has ``register(subparsers)``. Qt is imported only by commands that need it,
except ``QtCore`` for the interface's language: every command takes
``--lang fr|en`` (else the language chosen in Settings ▸ Language, else the
system's), and its help and messages are worded in it (``arguments``).
``semper-victor --version`` words nothing: it prints the version before Qt, the model
and the parsers are loaded (a sixth of the others' start-up, docs/performance.md).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

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
    from sv_desktop.cli.arguments import WordedParser, add_language_option
    from sv_desktop.common.i18n import translate

    parser = WordedParser(
        prog="semper-victor",
        description=translate(
            "CliMain", "Semper Victor (Imperator II): play, edit and check scenarios. With no "
            "command, opens the game window on the default scenario."),
    )
    parser.add_argument("--version", action="version", version=version_line(),
                        help=translate("CliMain", "show the program's version and exit"))
    add_language_option(parser)
    sub = parser.add_subparsers(dest="command", metavar=translate("CliMain", "COMMAND"))
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    for command in sub.choices.values():
        add_language_option(command)
    return parser


def version_line() -> str:
    """"semper-victor 0.1.0": the installed package's version (the one ``sv_model`` says,
    read without importing it)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"semper-victor {version('semper-victor')}"
    except PackageNotFoundError:  # run from a source tree that was never installed
        from sv_model import __version__

        return f"semper-victor {__version__}"


def main(argv: Sequence[str] | None = None) -> int:
    args_in = list(sys.argv[1:] if argv is None else argv)
    if args_in == ["--version"]:  # what argparse would print, without loading the rest
        print(version_line())
        raise SystemExit(0)
    from sv_desktop.cli.arguments import early_language, word_argparse
    from sv_desktop.common import i18n

    before = i18n.language()
    i18n.install(i18n.chosen_language(early_language(args_in)))
    word_argparse()
    try:
        return _run(args_in)
    finally:
        if i18n.language() is not before:  # a caller in this process keeps its language
            i18n.install(before)


def _run(argv: list[str]) -> int:
    from sv_desktop.common.i18n import error_text
    from sv_model import DataFileError

    args = build_parser().parse_args(argv)
    handler = getattr(args, "handler", None)
    try:
        if handler is None:
            from sv_desktop.cli.play import open_app

            return open_app(None)
        return int(handler(args))
    except DataFileError as exc:
        print(error_text(exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
