"""What a scenario brings onto the map after its set-up, year by year.

One place computes the arrival years of leaders (the Leader Arrival table of 3.3.1, the
fixed dates of non-Roman leaders of 4.2.1 and the scenario's overrides); the engine's
set-up, the printed setup sheet and the scenario designer all read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from sv_model.schemas.roster import EntryCode, Leader, Roster
from sv_model.schemas.scenario import Scenario

ENTRY_WORDS = {
    EntryCode.MEDIOLANUM: "at Mediolanum",
    EntryCode.TREVERI: "at Treveri",
    EntryCode.SIRMIUM: "at Sirmium",
    EntryCode.NICOMEDIA: "at Nicomedia",
    EntryCode.WITH_CONSTANTIN: "with Constantin (or Treveri/Nicomedia)",
    EntryCode.WITH_LICINIUS: "with Licinius",
}


@dataclass(frozen=True)
class Arrival:
    """When and where a leader enters: ``zone`` set only by a scenario override."""

    year: int | None
    zone: str | None = None
    entry: EntryCode | None = None


def arrival_schedule(scenario: Scenario, roster: Roster) -> dict[str, Arrival]:
    """Every leader's arrival (3.3.1, 4.2.1), with the scenario's overrides applied."""
    overrides = {a.leader: a for a in scenario.arrivals}
    out: dict[str, Arrival] = {}
    for leader in roster.leaders:
        year = leader.table.arrival_year if leader.table else None
        entry = leader.table.entry if leader.table else None
        if leader.enters_year is not None:
            year = leader.enters_year
        zone: str | None = None
        override = overrides.get(leader.id)
        if override is not None:
            year, zone = override.year, override.zone
        out[leader.id] = Arrival(year, zone, entry)
    return out


class EventKind(StrEnum):
    LEADER = "leader"
    DEPARTURE = "departure"
    FLEET = "fleet"
    PEOPLE = "people"
    CONSTANTINOPOLIS = "constantinopolis"


@dataclass(frozen=True)
class TimelineEvent:
    """One entry of a scenario's timeline: ``subject`` is an id of the map or roster."""

    year: int
    kind: EventKind
    subject: str
    where: str  # a zone id, or words ("at Sirmium"), or ""
    rule: str


def _leader_event(leader: Leader, arrival: Arrival) -> TimelineEvent | None:
    if arrival.year is None:
        return None
    if arrival.zone is not None:
        where = arrival.zone
    elif leader.people is not None:
        where = "in his people's zones of origin"
    else:
        where = ENTRY_WORDS.get(arrival.entry, "") if arrival.entry else ""
    rule = "4.2.1" if leader.people is not None else "3.3.1"
    return TimelineEvent(arrival.year, EventKind.LEADER, leader.id, where, rule)


def scenario_timeline(scenario: Scenario, roster: Roster) -> list[TimelineEvent]:
    """Arrivals, departures and returns within the scenario's years, in year order."""
    first, last = scenario.start_year, scenario.end_year
    placed = {x.leader for x in scenario.leaders}
    schedule = arrival_schedule(scenario, roster)
    events: list[TimelineEvent] = []
    for leader in roster.leaders:
        if leader.dux:
            continue  # a Dux starts in his capital and is replaced there (3.3.1)
        if leader.id not in placed:
            event = _leader_event(leader, schedule[leader.id])
            if event is not None and first < event.year <= last:
                events.append(event)
        leaves = leader.leaves_after_year
        if leaves is not None and first <= leaves <= last:
            events.append(TimelineEvent(leaves, EventKind.DEPARTURE, leader.id,
                                        "at the end of the year (phase F)", "4.2.1"))
    for f in scenario.fleets:
        if f.returns_year is not None and first < f.returns_year <= last:
            events.append(TimelineEvent(f.returns_year, EventKind.FLEET, f.fleet, "", "9.2"))
    for p in scenario.peoples:
        if p.pacified_until is not None and first < p.pacified_until <= last:
            events.append(TimelineEvent(p.pacified_until, EventKind.PEOPLE, p.people, "", "9.4"))
    due = scenario.constantinopolis_due
    if due is not None and not scenario.constantinopolis_built and first <= due <= last:
        events.append(TimelineEvent(due, EventKind.CONSTANTINOPOLIS, "constantinopolis", "",
                                    "3.1.2"))
    order = list(EventKind)
    return sorted(events, key=lambda e: (e.year, order.index(e.kind), e.subject))
