"""Load and cross-check maps, rosters and scenarios.

Every failure raises ``DataFileError`` whose rows read
``file:line: field: problem``. Nothing here raises a bare exception on bad
input.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from sv_model.errors import DataFileError, DataProblem
from sv_model.schemas.map import MAP_SCHEMA_VERSION, GameMap, map_cross_reference_problems
from sv_model.schemas.roster import (
    ROSTER_SCHEMA_VERSION,
    Roster,
    roster_cross_reference_problems,
)
from sv_model.schemas.scenario import SCENARIO_SCHEMA_VERSION, Scenario, scenario_self_problems
from sv_model.yamlio import YamlDocument, field_label, problems_from_validation, read_yaml

SCHEMA_VERSIONS = {
    "sv-map": MAP_SCHEMA_VERSION,
    "sv-roster": ROSTER_SCHEMA_VERSION,
    "sv-scenario": SCENARIO_SCHEMA_VERSION,
}

ModelT = TypeVar("ModelT", bound=BaseModel)
Located = list[tuple[tuple[str | int, ...], str]]


def _shown(value: object) -> str:
    """A value for a message: its repr, cut short."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def file_format(doc: YamlDocument) -> str:
    """The ``format`` of a parsed file, after checking its schema version."""
    if not isinstance(doc.data, dict):
        raise DataFileError.single(doc.path, "expected a mapping of fields at the top level",
                                   line=doc.line_of(()))
    fmt = doc.data.get("format")
    if not isinstance(fmt, str) or fmt not in SCHEMA_VERSIONS:
        known = ", ".join(SCHEMA_VERSIONS)
        raise DataFileError.single(doc.path, f"unknown file format {_shown(fmt)} (known: {known})",
                                   line=doc.line_of(("format",)), field="format")
    version = doc.data.get("schema_version")
    expected = SCHEMA_VERSIONS[fmt]
    if type(version) is not int or version != expected:  # true and 1.0 are not 1
        raise DataFileError.single(
            doc.path,
            f"schema version {_shown(version)} is not supported; this version of Semper Victor "
            f"reads {fmt} version {expected}",
            line=doc.line_of(("schema_version",)), field="schema_version")
    return str(fmt)


def _validate(doc: YamlDocument, model: type[ModelT], expected_format: str) -> ModelT:
    fmt = file_format(doc)
    if fmt != expected_format:
        raise DataFileError.single(doc.path, f"expected a {expected_format} file, found {fmt}",
                                   line=doc.line_of(("format",)), field="format")
    try:
        return model.model_validate(doc.data)
    except ValidationError as exc:
        errors: list[dict[str, Any]] = [dict(e) for e in exc.errors()]
        raise DataFileError(problems_from_validation(doc, errors)) from None


def _raise_located(doc: YamlDocument, located: Located) -> None:
    if located:
        raise DataFileError([
            DataProblem(doc.path, doc.line_of(loc), field_label(loc, doc), msg) for loc, msg in located
        ])


def _load(path: str | Path, model: type[ModelT], fmt: str,
          cross: Callable[[ModelT], Located]) -> tuple[ModelT, YamlDocument]:
    doc = read_yaml(path)
    value = _validate(doc, model, fmt)
    _raise_located(doc, cross(value))
    return value, doc


def load_map(path: str | Path) -> GameMap:
    """Load a map file and check its internal cross-references."""
    return _load(path, GameMap, "sv-map", map_cross_reference_problems)[0]


def load_roster(path: str | Path) -> Roster:
    """Load a roster file and check its internal cross-references."""
    return _load(path, Roster, "sv-roster", roster_cross_reference_problems)[0]


@dataclass(frozen=True)
class ScenarioBundle:
    """A scenario with the map and roster it names, all cross-checked."""

    path: Path
    scenario: Scenario
    game_map: GameMap
    roster: Roster


def resolve_reference(scenario_path: Path, reference: str) -> Path:
    """A path named inside a scenario, relative to the scenario's folder."""
    ref = Path(reference)
    return ref if ref.is_absolute() else (scenario_path.parent / ref).resolve()


def load_scenario(path: str | Path) -> ScenarioBundle:
    """Load a scenario and the map and roster it uses, cross-checked."""
    p = Path(path)
    scenario, doc = _load(p, Scenario, "sv-scenario", scenario_self_problems)
    game_map = _load_referenced(doc, "map", resolve_reference(p, scenario.map), load_map)
    roster = _load_referenced(doc, "roster", resolve_reference(p, scenario.roster), load_roster)
    _raise_located(doc, scenario_reference_problems(scenario, game_map, roster))
    return ScenarioBundle(p, scenario, game_map, roster)


def _load_referenced(doc: YamlDocument, field: str, target: Path,
                     loader: Callable[[Path], ModelT]) -> ModelT:
    if not target.is_file():
        problem = ("is a pipe or a device, not a regular file" if target.exists()
                   and not target.is_dir() else "not found")
        raise DataFileError.single(doc.path, f"{field} file {str(target)!r} {problem}",
                                   line=doc.line_of((field,)), field=field)
    return loader(target)


def scenario_reference_problems(s: Scenario, m: GameMap, r: Roster) -> Located:
    """Every zone, leader, unit, people, fleet and stratagem named must exist."""
    out: Located = []
    zones = {z.id for z in m.zones}
    leaders = {x.id for x in r.leaders}
    units = {u.id for u in r.units}
    peoples = {p.id for p in r.peoples}
    fleets = {f.id for f in m.fleets}
    dioceses = {d.id for d in m.dioceses}
    stratagems = {x.id for x in r.stratagems}

    def need(value: str | None, known: set[str], what: str, loc: tuple[str | int, ...]) -> None:
        if value is not None and value not in known:
            out.append((loc, f"unknown {what} {value!r}"))

    for i, ls in enumerate(s.leaders):
        need(ls.leader, leaders, "leader", ("leaders", i, "leader"))
        need(ls.zone, zones, "zone", ("leaders", i, "zone"))
    for i, us in enumerate(s.units):
        need(us.unit, units, "unit", ("units", i, "unit"))
        need(us.zone, zones, "zone", ("units", i, "zone"))
    for i, fs in enumerate(s.fleets):
        need(fs.fleet, fleets, "fleet", ("fleets", i, "fleet"))
        need(fs.zone, zones, "zone", ("fleets", i, "zone"))
    for i, ps in enumerate(s.peoples):
        need(ps.people, peoples, "people", ("peoples", i, "people"))
    for i, ar in enumerate(s.arrivals):
        need(ar.leader, leaders, "leader", ("arrivals", i, "leader"))
        need(ar.zone, zones, "zone", ("arrivals", i, "zone"))
    for d in s.diocese_control:
        need(d, dioceses, "diocese", ("diocese_control", d))
    missing = sorted(dioceses - set(s.diocese_control))
    if missing:
        out.append((("diocese_control",), f"no controller for {', '.join(missing)}"))
    if s.stratagem_cup != "all":
        for i, st in enumerate(s.stratagem_cup):
            need(st, stratagems, "stratagem", ("stratagem_cup", i))
    origin_peoples = {z.people for z in m.zones if z.people is not None}
    for i, z in enumerate(m.zones):
        if z.people is not None and z.people not in peoples:
            out.append((("map",), f"map zone {m.zones[i].id!r} names unknown people {z.people!r}"))
    for p in r.peoples:
        if p.id not in origin_peoples:
            out.append((("roster",), f"people {p.id!r} has no zone of origin on the map"))
        for band in p.entry_band:
            if band not in dioceses:
                out.append((("roster",), f"people {p.id!r}: unknown entry diocese {band!r}"))
    return out
