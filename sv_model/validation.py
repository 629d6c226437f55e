"""``semper-victor validate``: check any data file the app reads."""

from __future__ import annotations

from pathlib import Path

from sv_model.errors import DataFileError, DataProblem
from sv_model.loader import file_format, load_map, load_roster, load_scenario
from sv_model.map_checks import check_map
from sv_model.yamlio import read_yaml


def validate_file(path: str | Path) -> list[DataProblem]:
    """All problems found in one map, roster or scenario file; empty if none."""
    try:
        doc = read_yaml(path)
        fmt = file_format(doc)
        if fmt == "sv-map":
            return check_map(load_map(path), str(path))
        if fmt == "sv-roster":
            load_roster(path)
            return []
        bundle = load_scenario(path)
        from sv_model.setup_checks import setup_problems

        return setup_problems(bundle)
    except DataFileError as exc:
        return list(exc.problems)
