"""``semper-victor validate FILE...``"""

from __future__ import annotations

import argparse
import sys
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser("validate", help="check maps, rosters and scenarios",
                       description="Check map, roster and scenario files (a scenario with the "
                       "map and roster it names): schema, cross-references, map geometry and "
                       "set-up legality. Prints every error and warning; exits 1 if any file "
                       "has an error (a file with an error loads nowhere in the app).")
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="a map, roster or scenario file, or a shipped scenario's year (312)")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from sv_model.checks import errors
    from sv_model.paths import scenario_path
    from sv_model.validation import validate_file

    failed = 0
    for path in args.files:
        problems = validate_file(scenario_path(path))
        for problem in problems:
            print(problem, file=sys.stderr)
        found = errors(problems)
        if found:
            failed += 1
        warned = len(problems) - len(found)
        summary = (f"{len(found)} error{'s' * (len(found) != 1)}" if found else "OK")
        if warned:
            summary += f", {warned} warning{'s' * (warned != 1)}"
        print(f"{path}: {summary}")
    return 1 if failed else 0
