"""``semper-victor validate FILE...``"""

from __future__ import annotations

import argparse
import sys
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser("validate", help="check maps, rosters and scenarios",
                       description="Check map, roster and scenario files: schema, "
                       "cross-references and set-up legality. Exits 1 if any file has a problem.")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from sv_model.validation import validate_file

    failed = 0
    for path in args.files:
        problems = validate_file(path)
        if problems:
            failed += 1
            for problem in problems:
                print(problem, file=sys.stderr)
        else:
            print(f"{path}: OK")
    return 1 if failed else 0
