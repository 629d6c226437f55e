"""The one list of checks of data files, each with its severity.

``semper-victor validate``, every loader (maps, rosters, scenarios, the data a
save embeds), the map editor's problem panel and its save warning, and the
scenario designer all report through these checks. An ``ERROR`` stops a file from
loading anywhere, with the same message ``validate`` prints; a ``WARNING`` is
listed by ``validate`` and the editors, and the file still loads.

The functions that look for problems live with their subject (``loader``,
``map_checks``, ``geometry``, ``setup_checks``); each problem they report names
its check here, which gives its severity. ``docs/reliability.md`` lists the
same table (a test keeps them equal).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from sv_model.errors import DataFileError, DataProblem, Severity
from sv_model.problem_words import ProblemId, word_problem

__all__ = ["CHECKS", "Check", "Severity", "Subject", "check", "errors", "finding",
           "raise_errors", "said_finding", "warnings"]


class Subject(StrEnum):
    FILE = "any file"
    MAP = "map"
    ROSTER = "roster"
    SCENARIO = "scenario"


@dataclass(frozen=True)
class Check:
    """One check: its id (shown by the editors), subject, severity, the rule
    paragraphs it enforces (empty for data hygiene) and what it looks for."""

    id: str
    subject: Subject
    severity: Severity
    rule: str
    summary: str


E, W = Severity.ERROR, Severity.WARNING
F, M, R, S = Subject.FILE, Subject.MAP, Subject.ROSTER, Subject.SCENARIO

CHECKS: tuple[Check, ...] = (
    Check("file", F, E, "", "a regular UTF-8 file of at most 4 MiB that can be read"),
    Check("yaml", F, E, "", "YAML syntax, no duplicate keys, nesting at most 64 deep, at "
          "most 4,000,000 values once aliases are expanded"),
    Check("format", F, E, "", "a known format and schema version"),
    Check("schema", F, E, "", "every field present, of its type and in its range; "
          "coordinates finite"),
    Check("map.reference", M, E, "", "unique zone, diocese and name ids and river names; "
          "every diocese, fleet, river and zone named exists; one zone 1 per diocese"),
    Check("map.unreachable", M, E, "7.1", "every zone can be reached from every other"),
    Check("map.edge-kind", M, E, "7.2", "sea and coast edges exactly where a sea zone is "
          "touched"),
    Check("map.port", M, E, "3.4.2", "every port touches a sea zone"),
    Check("map.origin", M, E, "4.2.3", "at least one zone of origin of a people"),
    Check("map.invalid-polygon", M, E, "", "zone outlines that do not cross themselves "
          "and have an area"),
    Check("map.overlap", M, E, "7.2", "zones do not overlap"),
    Check("map.missing-edge", M, E, "7.2", "zones that touch are joined by an edge"),
    Check("map.floating-edge", M, E, "7.2", "land and river edges join zones that touch "
          "(only straits and sea links may cross water)"),
    Check("map.river", M, W, "7.2", "river lines and river edges agree: a major river's "
          "line runs between land zones, a river edge names a major river, an ordinary "
          "edge does not cross a major river"),
    Check("map.gap", M, W, "", "no hole covered by no zone inside the map"),
    Check("map.sliver", M, W, "", "no zone part so small or thin it cannot be seen"),
    Check("map.marker", M, W, "", "city, port and label points inside their zone"),
    Check("roster.reference", R, E, "", "unique ids; every people, leader and unit named "
          "exists"),
    Check("scenario.reference", S, E, "", "every zone, leader, unit, people, fleet, diocese "
          "and stratagem named exists in the scenario's map and roster"),
    Check("setup.leader-dates", S, E, "3.3.1, 4.2.1", "leaders placed within their dates"),
    Check("setup.leader-faces", S, E, "1.2.1", "leaders show a side or their people's war "
          "status"),
    Check("setup.dux", S, E, "3.3.1", "a Dux stands in his capital"),
    Check("setup.titles", S, E, "3.5.1, 3.5.3, 3.6.1", "title limits, Protectores, "
          "usurpers"),
    Check("setup.limitanei", S, E, "3.3.2", "limitanei in their diocese, ripenses on its "
          "frontier"),
    Check("setup.comitatenses", S, E, "3.3.2", "comitatenses in their capital"),
    Check("setup.roman-outside", S, E, "3.2.1, 3.4.1", "Roman units out of peaceful "
          "homelands"),
    Check("setup.peoples", S, E, "4.2.3, 4.4.1, 4.4.2", "each people's war status and "
          "control"),
    Check("setup.non-roman", S, E, "4.2.3", "peoples at peace at home; minor peoples only "
          "at war"),
    Check("setup.major-leaders", S, E, "4.2.1, 4.2.3", "major peoples' leaders on the map"),
    Check("setup.fleets", S, E, "3.4.2, 9.2", "fleets in port or at sea where allowed"),
    Check("setup.cup", S, E, "6.3", "the stratagem cup's contents for the year"),
)

_BY_ID = {c.id: c for c in CHECKS}


def check(check_id: str) -> Check:
    """The check of that id (``KeyError`` for an unknown one: a programming error)."""
    return _BY_ID[check_id]


def finding(check_id: str, path: str, line: int | None, field: str, problem: str,
            said: tuple[str, tuple[tuple[str, object], ...]] | None = None) -> DataProblem:
    """A problem found by check ``check_id``, with that check's severity (``said``: its
    id and arguments in ``problem_words``, to word it in any language)."""
    return DataProblem(path, line, field, problem, check_id, _BY_ID[check_id].severity, said)


def said_finding(check_id: str, path: str, line: int | None, field: str, problem: ProblemId,
                 **args: object) -> DataProblem:
    """A problem found by check ``check_id``, worded in English by ``problem_words``, its
    id and arguments kept to word it in the reader's language (``problem_text``)."""
    return finding(check_id, path, line, field, word_problem(problem, **args),
                   (problem.value, tuple(args.items())))


def errors(problems: Iterable[DataProblem]) -> list[DataProblem]:
    return [p for p in problems if p.severity is Severity.ERROR]


def warnings(problems: Iterable[DataProblem]) -> list[DataProblem]:
    return [p for p in problems if p.severity is Severity.WARNING]


def raise_errors(problems: Iterable[DataProblem]) -> None:
    """``DataFileError`` listing the errors among ``problems``, if there are any."""
    found = errors(problems)
    if found:
        raise DataFileError(found)
