"""Every check of a scenario, run whatever else fails (issue 38).

A scenario's problems come in layers: its schema, its own consistency (a counter placed
twice), its references to the map and roster, then set-up legality (``setup_checks``).
A problem in one layer must not hide the others: a designer who makes a second Primus
Augustus and moves a unit off its capital sees both errors at once. So each layer
reports, then the rows it found faulty are set aside, and the next layer runs on the
rest. The problems keep the lines and fields of the file as written.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sv_model.bundle import Located, ScenarioBundle, ScenarioSources, scenario_reference_problems
from sv_model.checks import finding
from sv_model.errors import DataFileError, DataProblem
from sv_model.problem_words import said_of
from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Roster
from sv_model.schemas.scenario import Scenario, scenario_self_problems
from sv_model.setup_checks import setup_problems
from sv_model.yamlio import YamlDocument, field_label, problems_from_validation

ROWS = ("leaders", "units", "fleets", "peoples", "arrivals", "stratagem_cup")
ROW_KEY = {"leaders": "leader", "units": "unit", "fleets": "fleet", "peoples": "people"}


@dataclass
class _Kept(YamlDocument):
    """The scenario's rows that passed so far, located in the file as written: row ``i``
    of a list here is row ``kept[key][i]`` of the file."""

    kept: dict[str, list[int]] = field(default_factory=dict)

    def line_of(self, loc: Any) -> int | None:
        return super().line_of(self.in_file(tuple(loc)))

    def in_file(self, loc: tuple[str | int, ...]) -> tuple[str | int, ...]:
        if len(loc) > 1 and isinstance(loc[0], str) and loc[0] in self.kept:
            rows, i = self.kept[loc[0]], loc[1]
            if isinstance(i, int) and 0 <= i < len(rows):
                return (loc[0], rows[i], *loc[2:])
        return loc


def scenario_problems(doc: YamlDocument, path: Path, game_map: GameMap, roster: Roster,
                      sources: ScenarioSources | None = None
                      ) -> tuple[ScenarioBundle | None, list[DataProblem]]:
    """Every problem of the scenario ``doc`` holds (schema, consistency, references,
    set-up), each layer run on the rows the ones before did not refuse. The bundle is
    returned only when the scenario passed its schema, consistency and references."""
    kept = _Kept(doc.path, doc.data, doc.root, {})
    scenario, found = _schema(doc, kept)
    if scenario is None:
        return None, found
    own = scenario_self_problems(scenario)
    refs = scenario_reference_problems(scenario, game_map, roster)
    found += _located(kept, own + refs, "scenario.reference")
    if any(loc[:1] in (("map",), ("roster",)) for loc, _msg in refs):
        return None, found  # the map and roster disagree: set-up checks cannot be read
    usable, rows_doc = _without(scenario, kept, [loc for loc, _ in refs], _repeats(scenario))

    found += setup_problems(ScenarioBundle(path, usable, game_map, roster, sources), rows_doc)
    clean = not own and not refs and usable is scenario
    return (ScenarioBundle(path, scenario, game_map, roster, sources) if clean else None), found


def _located(doc: YamlDocument, located: Located, check_id: str) -> list[DataProblem]:
    out = []
    for loc, msg in located:
        where = _Kept.in_file(doc, loc) if isinstance(doc, _Kept) else loc
        out.append(finding(check_id, doc.path, doc.line_of(loc), field_label(where, _file(doc)),
                           msg, said_of(msg)))
    return out


def _file(doc: YamlDocument) -> YamlDocument:
    return YamlDocument(doc.path, doc.data, doc.root)


def _schema(doc: YamlDocument, kept: _Kept) -> tuple[Scenario | None, list[DataProblem]]:
    """The scenario, validated; rows the schema refuses are listed and set aside (their
    indexes recorded in ``kept``), as are optional fields it refuses."""
    try:
        return Scenario.model_validate(doc.data), []
    except ValidationError as exc:
        errors: list[dict[str, Any]] = [dict(e) for e in exc.errors()]
    found = problems_from_validation(doc, errors)
    data = doc.data if isinstance(doc.data, dict) else {}
    bad_rows: dict[str, set[int]] = {}
    bad_keys: set[str] = set()
    for err in errors:
        loc = tuple(err.get("loc", ()))
        if len(loc) > 1 and loc[0] in ROWS and isinstance(loc[1], int):
            bad_rows.setdefault(str(loc[0]), set()).add(loc[1])
        elif loc and isinstance(loc[0], str):
            bad_keys.add(loc[0])
    fields = Scenario.model_fields
    if any(k not in fields or fields[k].is_required() for k in bad_keys):
        return None, found  # a required field is wrong: nothing else can be read
    salvaged = {k: v for k, v in data.items() if k not in bad_keys}
    for key, bad in bad_rows.items():
        rows = salvaged.get(key)
        if isinstance(rows, list):
            kept.kept[key] = [i for i in range(len(rows)) if i not in bad]
            salvaged[key] = [r for i, r in enumerate(rows) if i not in bad]
    try:
        scenario = Scenario.model_validate(salvaged)
    except ValidationError:
        return None, found
    kept.data = salvaged
    return scenario, found


def _repeats(scenario: Scenario) -> dict[str, set[int]]:
    """Rows repeating a counter placed earlier in the same list."""
    out: dict[str, set[int]] = {}
    for key in ("leaders", "units", "fleets", "peoples"):
        seen: set[str] = set()
        for i, row in enumerate(getattr(scenario, key)):
            name = getattr(row, ROW_KEY[key])
            if name in seen:
                out.setdefault(key, set()).add(i)
            seen.add(name)
    return out


def _without(scenario: Scenario, doc: _Kept, refused: Iterable[tuple[str | int, ...]],
             repeats: dict[str, set[int]]) -> tuple[Scenario, _Kept]:
    """The scenario without the rows (and control entries) a check refused, and the
    document that locates what remains."""
    drop = {k: set(v) for k, v in repeats.items()}
    control = dict(scenario.diocese_control)
    for loc in refused:
        if len(loc) > 1 and loc[0] in ROWS and isinstance(loc[1], int):
            drop.setdefault(str(loc[0]), set()).add(loc[1])
        elif len(loc) > 1 and loc[0] == "diocese_control":
            control.pop(str(loc[1]), None)
    if not any(drop.values()) and control == scenario.diocese_control:
        return scenario, doc
    update: dict[str, Any] = {"diocese_control": control}
    kept = copy.deepcopy(doc.kept)
    data = dict(doc.data) if isinstance(doc.data, dict) else {}
    for key, bad in drop.items():
        rows = getattr(scenario, key)
        if not isinstance(rows, list):
            continue
        before = kept.get(key, list(range(len(rows))))
        update[key] = [r for i, r in enumerate(rows) if i not in bad]
        kept[key] = [n for i, n in enumerate(before) if i not in bad]
        if isinstance(data.get(key), list):
            data[key] = [r for i, r in enumerate(data[key]) if i not in bad]
    return scenario.model_copy(update=update), _Kept(doc.path, data, doc.root, kept)


def raise_unreadable(bundle: ScenarioBundle | None, found: list[DataProblem]
                     ) -> ScenarioBundle:
    """The bundle, or ``DataFileError`` with every problem when there is none."""
    if bundle is None:
        raise DataFileError(found)
    return bundle
