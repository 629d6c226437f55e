"""``semper-victor validate``: check any data file the app reads.

It reports every problem of ``sv_model.checks.CHECKS``, errors and warnings, with
the messages the loaders give: a file with an error here loads nowhere.
"""

from __future__ import annotations

from pathlib import Path

from sv_model.errors import DataFileError, DataProblem
from sv_model.loader import check_scenario, file_format, read_map_source, read_roster_source
from sv_model.yamlio import parse_yaml_text, read_source


def validate_file(path: str | Path) -> list[DataProblem]:
    """Every problem found in one map, roster or scenario file (for a scenario, also in
    the map and roster it names); empty if none."""
    try:
        src = read_source(path)
        doc = parse_yaml_text(src.text, src.name)
        fmt = file_format(doc)
        if fmt == "sv-map":
            return read_map_source(src, doc)[1]  # parsed once: a big map takes seconds
        if fmt == "sv-roster":
            read_roster_source(src)
            return []
        return check_scenario(path)[1]
    except DataFileError as exc:
        return list(exc.problems)
