"""What every ``semper-victor`` command shares: ``--lang``, and argparse's own words.

``--lang`` is read twice: ``early_language`` finds it in the raw arguments before the
parser is built (so that the help texts are already in that language), then the parser
accepts it on the main command and on every subcommand, where argparse checks it.

argparse words its headings and errors with ``gettext``; ``word_argparse`` hands
those words to the interface's catalogue (context "argparse"), so ``--help`` and a
usage error read French in French. The texts below are argparse's own (Python 3.11),
marked for ``pyside6-lupdate``; one it does not list stays English.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from sv_desktop.common.i18n import (
    QT_TRANSLATE_NOOP,
    Language,
    language,
    parse_language,
    translate,
)

NBSP = "\u00a0"

ARGPARSE_TEXTS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s arguments"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "unexpected option string: %s"),
    QT_TRANSLATE_NOOP("argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
)
"""argparse's words that a user of the command can meet."""


def _argparse_word(text: str) -> str:
    return translate("argparse", text) if text in ARGPARSE_TEXTS else text


def _argparse_plural(singular: str, plural: str, n: int) -> str:
    return _argparse_word(singular if n == 1 else plural)


def word_argparse() -> None:
    """Let argparse's headings and errors speak the interface's language."""
    setattr(argparse, "_", _argparse_word)  # noqa: B010 - argparse's gettext alias
    setattr(argparse, "ngettext", _argparse_plural)  # noqa: B010


class WordedHelpFormatter(argparse.HelpFormatter):
    """argparse's help, its section headings spaced as the interface's language writes a
    colon (argparse appends the ":" itself): "options :" in French, "options:" in
    English."""

    def start_section(self, heading: str | None) -> None:
        spaced = heading and language() is Language.FRENCH
        super().start_section(f"{heading}{NBSP}" if spaced else heading)


class WordedParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` that words its help with ``WordedHelpFormatter``; its
    subcommands' parsers are made of the same class (argparse's ``add_subparsers``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", WordedHelpFormatter)
        super().__init__(*args, **kwargs)


def language_code(code: str) -> Language:
    """``--lang``'s value as a language; argparse reports a code we do not know."""
    try:
        return parse_language(code)
    except ValueError:
        raise argparse.ArgumentTypeError(translate(
            "CliArguments", "unknown language {code!r}: choose fr (French) or en "
            "(English)").format(code=code)) from None


def add_language_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang", type=language_code, metavar="fr|en", default=None,
        help=translate("CliArguments", "language of the messages, the windows and the "
                       "sheets: fr (French) or en (English); default: the one chosen in "
                       "Settings ▸ Language, else the system's"))


def early_language(argv: Sequence[str]) -> Language | None:
    """The language ``--lang`` names in ``argv`` (the last one given), before parsing;
    None when it is not given or names no language (the parser then says so)."""
    found: Language | None = None
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        value = None
        if arg == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif arg.startswith("--lang="):
            value = arg.removeprefix("--lang=")
        if value is not None:
            try:
                found = parse_language(value)
            except ValueError:
                return None
    return found
