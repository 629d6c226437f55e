"""Schema of a scenario file (``format: sv-scenario``).

A scenario names the map and roster it uses (paths relative to itself),
the turn range, every piece's starting place and face, titles, diocese
control, peoples at war, fleets, the stratagem cup and ruleset options.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal, Self

from pydantic import Field, StrictInt, model_validator

from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import ProblemError, Worded
from sv_model.schemas.base import FileReference, Identifier, SvModel, Year, duplicates
from sv_model.schemas.texts import Notes, TextsByLanguage

SCENARIO_SCHEMA_VERSION = 1


class Side(StrEnum):
    """The two players' roles (0.5)."""

    PRIMUS = "PRIMUS"
    SECONDUS = "SECONDUS"

    @property
    def other(self) -> Side:
        return Side.SECONDUS if self is Side.PRIMUS else Side.PRIMUS


class Title(StrEnum):
    """Imperial titles (3.5, 3.6)."""

    PRIMUS_AUGUSTUS = "primus_augustus"
    SECONDUS_AUGUSTUS = "secundus_augustus"
    AUGUSTUS = "augustus"
    CAESAR = "caesar"
    USURPER = "usurper"


class RRReading(StrEnum):
    """How an R/R battle result is read (see docs/rules-decisions.md)."""

    NO_WINNER = "no_winner"
    UPPER_DEFENDER_LOWER_ATTACKER = "upper_defender_lower_attacker"


class ModifierFScope(StrEnum):
    """Where modifier f (attacker crossed a major river or strait) applies."""

    ROMAN_ONLY = "roman_only"
    ALL_BATTLES = "all_battles"


class RulesetOptions(SvModel):
    """Rules choices a player may want either way (docs/rules-decisions.md)."""

    rr_reading: RRReading = RRReading.NO_WINNER
    modifier_f_scope: ModifierFScope = ModifierFScope.ROMAN_ONLY
    dux_can_be_assassinated: bool = False
    role_bound_stratagems_follow_role: bool = True
    assassinat_targets_non_romans: bool = True
    # 6: ask at every stratagem window, even with nothing playable, so that the
    # prompts reveal nothing about the hands (hotseat privacy).
    ask_at_every_window: bool = False
    # 4.3, 4.4.2: any people at war may enter Armenia (Rome's ally is never at peace in
    # the sense of 4.3); off, only Persian units may (the people 4.4.2 names).
    armenia_open_to_all_peoples_at_war: bool = True


class LeaderSetup(SvModel):
    leader: Identifier
    zone: Identifier
    side: Side | None = None  # Roman leaders: the face up (1.2.1)
    title: Title | None = None
    pax_romana: bool = False  # non-Roman leaders at peace show Pax Romana (1.2.1)
    protectores: bool = False  # carries the Protectores Domestici marker (3.5.3)
    civil_war: bool = False
    note: str = ""  # why the scenario places him here (shown to players)
    notes: Notes = Field(default_factory=dict)  # note per language


class UnitSetup(SvModel):
    unit: Identifier
    zone: Identifier
    weakened: bool = False
    note: str = ""  # required when a comitatensis starts away from its capital (3.3.2)
    notes: Notes = Field(default_factory=dict)


class FleetSetup(SvModel):
    fleet: Identifier
    zone: Identifier | None = None  # None: in its home port
    returns_year: Year | None = None  # absent fleets come back this year (9.2)


class PeopleSetup(SvModel):
    """A people's status at the start (4.2)."""

    people: Identifier
    at_war: bool = False
    controller: Side | None = None
    pacified_until: Year | None = None  # back on the turn track (9.4)


class ArrivalOverride(SvModel):
    """A scenario's change to the Leader Arrival table."""

    leader: Identifier
    year: Year | None = None  # None: this leader never arrives
    zone: Identifier | None = None


class Scenario(SvModel):
    format: Literal["sv-scenario"]
    schema_version: StrictInt
    id: Identifier
    name: str = Field(min_length=1)
    number: int | None = None
    description: str = ""
    introduction: str = ""
    author: str = ""
    authored_estimate: bool = True
    map: FileReference
    roster: FileReference
    start_year: Year
    end_year: Year
    initiative_note: str = ""
    diocese_control: dict[Identifier, Side]
    leaders: list[LeaderSetup]
    units: list[UnitSetup]
    fleets: list[FleetSetup] = Field(default_factory=list)
    peoples: list[PeopleSetup] = Field(default_factory=list)
    arrivals: list[ArrivalOverride] = Field(default_factory=list)
    stratagem_cup: list[Identifier] | Literal["all"] = "all"
    constantinopolis_built: bool = False
    constantinopolis_due: Year | None = None
    options: RulesetOptions = Field(default_factory=RulesetOptions)
    special_rules: list[str] = Field(default_factory=list)
    victory_notes: str = ""
    texts: TextsByLanguage = Field(default_factory=dict)  # schemas.texts

    @model_validator(mode="after")
    def _years(self) -> Self:
        if self.end_year < self.start_year:
            raise ProblemError(P.END_BEFORE_START)
        return self


def scenario_self_problems(s: Scenario) -> list[tuple[tuple[str | int, ...], str]]:
    """Checks inside the scenario alone, as (location, message) pairs: each counter is
    placed once. The titles are set-up checks (``setup_checks``, 3.5.1)."""
    out: list[tuple[tuple[str | int, ...], str]] = []
    for dup in duplicates(x.leader for x in s.leaders):
        out.append((("leaders",), Worded(P.LEADER_PLACED_TWICE, value=dup)))
    for dup in duplicates(x.unit for x in s.units):
        out.append((("units",), Worded(P.UNIT_PLACED_TWICE, value=dup)))
    for dup in duplicates(x.people for x in s.peoples):
        out.append((("peoples",), Worded(P.PEOPLE_LISTED_TWICE, value=dup)))
    for dup in duplicates(x.fleet for x in s.fleets):
        out.append((("fleets",), Worded(P.FLEET_SET_TWICE, value=dup)))
    return out
