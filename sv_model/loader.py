"""Load and cross-check maps, rosters and scenarios.

Every failure raises ``DataFileError`` whose rows read
``file:line: field: problem``. Nothing here raises a bare exception on bad
input.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from sv_model.bundle import Located
from sv_model.bundle import ScenarioBundle as ScenarioBundle  # re-exported: the loader's result
from sv_model.bundle import ScenarioSources as ScenarioSources
from sv_model.checks import finding, raise_errors
from sv_model.errors import DataFileError, DataProblem
from sv_model.map_checks import check_map
from sv_model.problem_words import ProblemId, said_error, said_for, said_of
from sv_model.scenario_checks import raise_unreadable, scenario_problems
from sv_model.schemas.base import file_name
from sv_model.schemas.map import MAP_SCHEMA_VERSION, GameMap, map_cross_reference_problems
from sv_model.schemas.roster import (
    ROSTER_SCHEMA_VERSION,
    Roster,
    roster_cross_reference_problems,
)
from sv_model.schemas.scenario import SCENARIO_SCHEMA_VERSION, Scenario
from sv_model.yamlio import (
    SourceText,
    YamlDocument,
    field_label,
    parse_yaml_text,
    problems_from_validation,
    read_source,
)

SCHEMA_VERSIONS = {
    "sv-map": MAP_SCHEMA_VERSION,
    "sv-roster": ROSTER_SCHEMA_VERSION,
    "sv-scenario": SCENARIO_SCHEMA_VERSION,
}

ModelT = TypeVar("ModelT", bound=BaseModel)


def _shown(value: object) -> str:
    """A value for a message: its repr, cut short."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _worded(doc: YamlDocument, field: tuple[str, ...], problem: ProblemId,
            **args: object) -> DataFileError:
    """A problem of the file's head worded in English, its id and arguments kept for the
    other languages (``problem_words``)."""
    return said_error(doc.path, said_for(problem, **args), line=doc.line_of(field),
                      field=".".join(field))


def file_format(doc: YamlDocument) -> str:
    """The ``format`` of a parsed file, after checking its schema version."""
    if not isinstance(doc.data, dict):
        raise _worded(doc, (), ProblemId.TOP_NOT_MAPPING)
    fmt = doc.data.get("format")
    if not isinstance(fmt, str) or fmt not in SCHEMA_VERSIONS:
        raise _worded(doc, ("format",), ProblemId.UNKNOWN_FORMAT, found=_shown(fmt),
                      known=", ".join(SCHEMA_VERSIONS))
    version = doc.data.get("schema_version")
    expected = SCHEMA_VERSIONS[fmt]
    if type(version) is not int or version != expected:  # true and 1.0 are not 1
        raise _worded(doc, ("schema_version",), ProblemId.SCHEMA_VERSION,
                      found=_shown(version), format=fmt, expected=expected)
    return str(fmt)


def expect_format(doc: YamlDocument, expected: str) -> None:
    """Refuse a file (of a known format and version) that is not of the ``expected`` one."""
    fmt = file_format(doc)
    if fmt != expected:
        raise _worded(doc, ("format",), ProblemId.WRONG_FORMAT, expected=expected, found=fmt)


def _validate(doc: YamlDocument, model: type[ModelT], expected_format: str) -> ModelT:
    expect_format(doc, expected_format)
    try:
        return model.model_validate(doc.data)
    except ValidationError as exc:
        errors: list[dict[str, Any]] = [dict(e) for e in exc.errors()]
        raise DataFileError(problems_from_validation(doc, errors)) from None


def _raise_located(doc: YamlDocument, located: Located, check_id: str) -> None:
    if located:
        raise DataFileError([finding(check_id, doc.path, doc.line_of(loc), field_label(loc, doc),
                                     msg, said_of(msg)) for loc, msg in located])


def _parse(src: SourceText, model: type[ModelT], fmt: str, cross: Callable[[ModelT], Located],
           check_id: str, doc: YamlDocument | None = None) -> tuple[ModelT, YamlDocument]:
    """A file that passed its schema and its internal cross-references; ``doc``: its text
    already parsed (``validate`` parses it once to learn its format)."""
    doc = doc or parse_yaml_text(src.text, src.name)
    value = _validate(doc, model, fmt)
    _raise_located(doc, cross(value), check_id)
    return value, doc


_MAP_FINDINGS: dict[tuple[str, str], list[DataProblem]] = {}
_MAP_FINDINGS_KEPT = 8


def read_map_source(src: SourceText, doc: YamlDocument | None = None
                    ) -> tuple[GameMap, list[DataProblem]]:
    """A map that passed its schema and cross-references, and every problem its content
    checks found (graph and geometry; errors and warnings). The content checks take a
    third of a second on the shipped map; their result is kept per text digest."""
    game_map, _doc = _parse(src, GameMap, "sv-map", map_cross_reference_problems,
                            "map.reference", doc)
    key = (src.sha256, src.name)
    found = _MAP_FINDINGS.get(key)
    if found is None:
        found = check_map(game_map, src.name)
        if len(_MAP_FINDINGS) >= _MAP_FINDINGS_KEPT:
            del _MAP_FINDINGS[next(iter(_MAP_FINDINGS))]
        _MAP_FINDINGS[key] = found
    return game_map, list(found)


def load_map(path: str | Path) -> GameMap:
    """Load a map file; ``DataFileError`` if any check finds an error in it."""
    game_map, found = read_map_source(read_source(path))
    raise_errors(found)
    return game_map


def read_roster_source(src: SourceText) -> Roster:
    """A roster that passed its schema and its cross-references (all its checks)."""
    return _parse(src, Roster, "sv-roster", roster_cross_reference_problems,
                  "roster.reference")[0]


def check_roster_data(data: Any, path: Path) -> Roster:
    """``read_roster_source``'s checks on roster data being edited (the designer's roster
    tables), without writing and reading it again as text; problems name fields."""
    doc = YamlDocument(str(path), data, None)
    roster = _validate(doc, Roster, "sv-roster")
    _raise_located(doc, roster_cross_reference_problems(roster), "roster.reference")
    return roster


def load_roster(path: str | Path) -> Roster:
    """Load a roster file; ``DataFileError`` if any check finds an error in it."""
    return read_roster_source(read_source(path))


def resolve_reference(scenario_path: Path, reference: str) -> Path:
    """A path named inside a scenario, relative to the scenario's folder; DataFileError
    naming the scenario for a name no file system accepts (a NUL byte)."""
    try:
        file_name(reference)
    except ValueError as exc:
        raise DataFileError.single(scenario_path, str(exc), check="schema",
                                   said=getattr(exc, "said", None)) from None
    ref = Path(reference)
    return ref if ref.is_absolute() else (scenario_path.parent / ref).resolve()


def _read_scenario(path: Path) -> tuple[ScenarioSources, YamlDocument]:
    src = read_source(path)
    doc = _scenario_document(src)
    map_ref, roster_ref = _scenario_files(doc)
    sources = ScenarioSources(src, _read_referenced(doc, "map", resolve_reference(path, map_ref)),
                              _read_referenced(doc, "roster",
                                               resolve_reference(path, roster_ref)))
    return sources, doc


def _scenario_document(src: SourceText) -> YamlDocument:
    doc = parse_yaml_text(src.text, src.name)
    expect_format(doc, "sv-scenario")
    return doc


def _scenario_files(doc: YamlDocument) -> tuple[str, str]:
    """The map and roster a scenario names; its schema errors when it names none."""
    data = doc.data
    map_ref, roster_ref = ((data.get("map"), data.get("roster")) if isinstance(data, dict)
                           else (None, None))
    if isinstance(map_ref, str) and isinstance(roster_ref, str):
        for field, ref in (("map", map_ref), ("roster", roster_ref)):
            try:
                file_name(ref)  # the schema's own check, before the name is opened
            except ValueError as exc:
                raise DataFileError.single(doc.path, str(exc), line=doc.line_of((field,)),
                                           field=field, check="schema",
                                           said=getattr(exc, "said", None)) from None
        return map_ref, roster_ref
    scenario = _validate(doc, Scenario, "sv-scenario")
    return scenario.map, scenario.roster


def read_scenario_sources(path: str | Path) -> ScenarioSources:
    """The texts of a scenario file and of the map and roster it names."""
    return _read_scenario(Path(path))[0]


def check_scenario(path: str | Path) -> tuple[ScenarioBundle, list[DataProblem]]:
    """A scenario, its map and roster, and every problem any check finds in the three
    (errors and warnings, each naming its own file). ``DataFileError`` listing them all
    when the scenario cannot make a bundle (a file, syntax, schema or reference error)."""
    p = Path(path)
    sources, doc = _read_scenario(p)
    return _assemble(p, sources, doc)


def check_scenario_sources(sources: ScenarioSources,
                           path: Path) -> tuple[ScenarioBundle, list[DataProblem]]:
    """``check_scenario`` on texts already read (the data a save embeds); ``path`` is the
    scenario file's name for the bundle."""
    doc = _scenario_document(sources.scenario)
    _scenario_files(doc)
    return _assemble(path, sources, doc)


def _assemble(path: Path, sources: ScenarioSources,
              doc: YamlDocument) -> tuple[ScenarioBundle, list[DataProblem]]:
    game_map, found = read_map_source(sources.map)
    roster = read_roster_source(sources.roster)
    bundle, more = scenario_problems(doc, path, game_map, roster, sources)
    return raise_unreadable(bundle, found + more), found + more


def load_scenario(path: str | Path) -> ScenarioBundle:
    """Load a scenario and the map and roster it uses; ``DataFileError`` listing every
    error that any check finds in the three (the errors ``validate`` reports)."""
    bundle, found = check_scenario(path)
    raise_errors(found)
    return bundle


def load_scenario_sources(sources: ScenarioSources, path: Path) -> ScenarioBundle:
    """``load_scenario`` on texts already read."""
    bundle, found = check_scenario_sources(sources, path)
    raise_errors(found)
    return bundle


def _read_referenced(doc: YamlDocument, field: str, target: Path) -> SourceText:
    try:
        return read_source(target)
    except DataFileError as exc:
        inner = exc.problems[0]
        reason = inner.said or inner.problem  # worded again in the reader's language
        args: dict[str, object] = {"field": field, "target": repr(str(target)), "reason": reason}
        raise said_error(doc.path, said_for(ProblemId.REFERENCED_FILE, **args),
                         line=doc.line_of((field,)), field=field, check=inner.check) from None


def check_scenario_data(data: Any, path: Path, game_map: GameMap, roster: Roster
                        ) -> tuple[ScenarioBundle | None, list[DataProblem]]:
    """The scenario checks of ``validate`` on scenario data being edited, with its map and
    roster already loaded (the scenario designer): schema, references and set-up legality,
    every one run whatever the others find. Returns the bundle when the data passed the
    schema and the references."""
    doc = YamlDocument(str(path), data, None)  # plain data: problems name fields, not lines
    try:
        file_format(doc)
    except DataFileError as exc:
        return None, list(exc.problems)
    return scenario_problems(doc, path, game_map, roster)
