"""``semper-victor validate FILE...``"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from sv_desktop.common.i18n import language, translate


def register(sub: Any) -> None:
    p = sub.add_parser(
        "validate", help=translate("CliValidate", "check maps, rosters and scenarios"),
        description=translate(
            "CliValidate", "Check map, roster and scenario files (a scenario with the map "
            "and roster it names): schema, cross-references, map geometry and set-up "
            "legality. Prints every error and warning; exits 1 if any file has an error (a "
            "file with an error loads nowhere in the app)."))
    p.add_argument("files", nargs="+", metavar=translate("CliValidate", "FILE"),
                   help=translate("CliValidate", "a map, roster or scenario file, or a "
                                  "shipped scenario's year (312)"))
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from sv_model.checks import errors
    from sv_model.paths import scenario_path
    from sv_model.problem_words import problem_text
    from sv_model.validation import validate_file

    failed = 0
    for path in args.files:
        problems = validate_file(scenario_path(path))
        for problem in problems:
            print(problem_text(problem, language().value), file=sys.stderr)
        found = errors(problems)
        if found:
            failed += 1
        print(translate("CliValidate", "{file}: {summary}").format(
            file=path, summary=summary(len(found), len(problems) - len(found))))
    return 1 if failed else 0


def summary(errors: int, warnings: int) -> str:
    """"OK", or how many errors, then how many warnings if any."""
    text = (translate("CliValidate", "%n error(s)", None, errors) if errors
            else translate("CliValidate", "OK"))
    if warnings:
        text = translate("CliValidate", "{errors}, %n warning(s)", None, warnings).format(
            errors=text)
    return text
