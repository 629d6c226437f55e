"""A scenario with its map and roster (``ScenarioBundle``), the texts they were read from
(``ScenarioSources``) and the check that every name the scenario uses exists.

Below ``loader`` (which reads and checks the files) and ``scenario_checks`` /
``setup_checks`` (which check a bundle), so that these need not import the loader.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sv_model.problem_words import ProblemId as P
from sv_model.problem_words import Worded
from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Roster
from sv_model.schemas.scenario import Scenario
from sv_model.yamlio import SourceText

Located = list[tuple[tuple[str | int, ...], str]]
"""Problems found in a document: (the path of the field, what is wrong)."""


@dataclass(frozen=True)
class ScenarioSources:
    """The texts of a scenario and of the map and roster it names, as read: what a game
    was set up from, and what a save embeds."""

    scenario: SourceText
    map: SourceText
    roster: SourceText

    @property
    def files(self) -> dict[str, SourceText]:
        return {"scenario": self.scenario, "map": self.map, "roster": self.roster}


@dataclass(frozen=True)
class ScenarioBundle:
    """A scenario with the map and roster it names, all cross-checked; ``sources``: the
    texts they were read from (None for a bundle built in code)."""

    path: Path
    scenario: Scenario
    game_map: GameMap
    roster: Roster
    sources: ScenarioSources | None = None


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
            out.append((loc, Worded(P.UNKNOWN_REF, what=what, value=value)))

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
        out.append((("diocese_control",), Worded(P.NO_CONTROLLER_FOR, dioceses=", ".join(missing))))
    if s.stratagem_cup != "all":
        for i, st in enumerate(s.stratagem_cup):
            need(st, stratagems, "stratagem", ("stratagem_cup", i))
    origin_peoples = {z.people for z in m.zones if z.people is not None}
    for i, z in enumerate(m.zones):
        if z.people is not None and z.people not in peoples:
            out.append((("map",), Worded(P.ZONE_UNKNOWN_PEOPLE, zone=m.zones[i].id, people=z.people)))
    for p in r.peoples:
        if p.id not in origin_peoples:
            out.append((("roster",), Worded(P.PEOPLE_NO_ORIGIN, people=p.id)))
        for band in p.entry_band:
            if band not in dioceses:
                out.append((("roster",), Worded(P.UNKNOWN_BAND, people=p.id, band=band)))
    return out
