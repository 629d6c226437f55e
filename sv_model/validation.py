"""``semper-victor validate``: check any data file the app reads.

It reports every problem of ``sv_model.checks.CHECKS``, errors and warnings, with
the messages the loaders give: a file with an error here loads nowhere. A saved game
(``.svsave`` or ``.json``, or a file whose format is ``sv-save``) is read and replayed as
the app opens it, and its problems are reported the same way.
"""

from __future__ import annotations

from pathlib import Path

from sv_model.errors import DataFileError, DataProblem, ReplayMismatchError
from sv_model.loader import check_scenario, file_format, read_map_source, read_roster_source
from sv_model.yamlio import parse_yaml_text, read_source


def validate_file(path: str | Path) -> list[DataProblem]:
    """Every problem found in one map, roster or scenario file (for a scenario, also in
    the map and roster it names); empty if none."""
    if Path(path).suffix.lower() in SAVE_SUFFIXES:
        return save_problems(path)
    try:
        src = read_source(path)
        doc = parse_yaml_text(src.text, src.name)
        if isinstance(doc.data, dict) and doc.data.get("format") == "sv-save":
            return save_problems(path)
        fmt = file_format(doc)
        if fmt == "sv-map":
            return read_map_source(src, doc)[1]  # parsed once: a big map takes seconds
        if fmt == "sv-roster":
            read_roster_source(src)
            return []
        return check_scenario(path)[1]
    except DataFileError as exc:
        return list(exc.problems)


SAVE_SUFFIXES = (".svsave", ".json")
"""The names of saved games (the app saves ``.svsave``; older saves are ``.json``)."""


def save_problems(path: str | Path) -> list[DataProblem]:
    """The problems of a saved game: its own and those of the data it embeds (empty if it
    replays to the position it recorded)."""
    from sv_model.engine.save import read_save

    try:
        read_save(path)
    except DataFileError as exc:
        return list(exc.problems)
    except ReplayMismatchError as exc:
        return [DataProblem(str(path), None, "actions", str(exc), said=_said(exc.said))]
    return []


def _said(said: object) -> tuple[str, tuple[tuple[str, object], ...]] | None:
    return said if isinstance(said, tuple) else None
