"""Schema of the counter roster (``format: sv-roster``).

Leaders (1.2), combat units (1.3), peoples (1.1, 4.1) and stratagems (6).
Ratings are authored estimates unless a rule book gives them.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Self

from pydantic import Field, StrictInt, model_validator

from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import ProblemError, Worded
from sv_model.schemas.base import Colour, Identifier, SvModel, Year, duplicates
from sv_model.schemas.texts import Names

ROSTER_SCHEMA_VERSION = 1

Rating = Annotated[int, Field(ge=0, le=9)]

LEADER_VALUES = ("cc", "sr", "tb", "pc", "loyalty")
"""The values of a leader's counter (1.2) that ``printed`` can name."""
UNIT_VALUES = ("category", "diocese", "normal.sp", "normal.qu", "normal.tb", "weakened.sp",
               "weakened.qu", "weakened.tb", "movement")
"""The values of a unit's counter (category and band, both faces, movement: 1.3) that
``printed`` can name."""


def _check_printed(printed: list[str], allowed: tuple[str, ...]) -> None:
    unknown = [v for v in printed if v not in allowed]
    if unknown:
        raise ProblemError(P.PRINTED_UNKNOWN, names=", ".join(unknown),
                           values=", ".join(allowed))


class Nationality(StrEnum):
    """Nationalities of 1.1."""

    ROMAN = "roman"
    IRANIAN = "iranian"
    GERMAN = "german"
    CELT = "celt"
    THRACO_PHRYGIAN = "thraco_phrygian"
    HAMITO_SEMITE = "hamito_semite"


class StackingFamily(StrEnum):
    """The three stacking families of 4.2.4."""

    ROMAN = "roman"  # Romans and Thraco-Phrygians
    WESTERN = "western"  # Celts and Germans
    EASTERN = "eastern"  # Iranians and Hamito-Semites


STACKING_FAMILY: dict[Nationality, StackingFamily] = {
    Nationality.ROMAN: StackingFamily.ROMAN,
    Nationality.THRACO_PHRYGIAN: StackingFamily.ROMAN,
    Nationality.CELT: StackingFamily.WESTERN,
    Nationality.GERMAN: StackingFamily.WESTERN,
    Nationality.IRANIAN: StackingFamily.EASTERN,
    Nationality.HAMITO_SEMITE: StackingFamily.EASTERN,
}


class Loyalty(StrEnum):
    """Religious loyalty of a Roman leader (1.2)."""

    CROSS = "cross"
    SUN = "sun"
    NONE = "none"


class Category(StrEnum):
    """Roman unit categories (1.3.1)."""

    COMITATENSES = "CO"
    PSEUDO_COMITATENSES = "PC"
    RIPENSES = "RI"


class EntryCode(StrEnum):
    """Entry zones of the Leader Arrival and Death Table (3.3.1)."""

    MEDIOLANUM = "M"
    TREVERI = "T"
    SIRMIUM = "S"
    NICOMEDIA = "N"
    WITH_CONSTANTIN = "C"
    WITH_LICINIUS = "L"


class ArrivalAndDeath(SvModel):
    """A row of the Leader Arrival and Death Table (3.3.1).

    ``death_years[k]`` is the year in which a d10 below ``k + 1`` kills the
    leader; ``certain_death`` is the year of automatic death. Both are
    empty for leaders who are never tested (PdT).
    """

    arrival_year: Year
    entry: EntryCode | None = None
    death_years: list[Year | None] = Field(default_factory=list, max_length=9)
    certain_death: Year | None = None
    requires_father_alive_from: Year | None = None  # footnote (1): birth year
    father: Identifier | None = None


class Leader(SvModel):
    id: Identifier
    name: str = Field(min_length=1)
    names: Names = Field(default_factory=dict)  # the name per language (schemas.texts)
    nationality: Nationality
    people: Identifier | None = None
    cc: Rating
    sr: Rating
    tb: Rating
    pc: Rating | None = None
    loyalty: Loyalty | None = None
    dux: bool = False
    dux_capital: str | None = None  # city name of the capital a Dux belongs to
    table: ArrivalAndDeath | None = None
    enters_year: Year | None = None  # non-Roman leaders with a fixed schedule (4.2.1)
    leaves_after_year: Year | None = None
    note: str = ""
    printed: list[str] = Field(default_factory=list)  # entered from the printed counter

    @model_validator(mode="after")
    def _roman_fields(self) -> Self:
        _check_printed(self.printed, LEADER_VALUES)
        roman = self.nationality is Nationality.ROMAN
        if roman and (self.pc is None or self.loyalty is None):
            raise ProblemError(P.ROMAN_PC)
        if not roman and (self.pc is not None or self.loyalty is not None):
            raise ProblemError(P.PC_ONLY_ROMAN)
        if roman == (self.people is not None):
            raise ProblemError(P.LEADER_PEOPLE)
        if self.dux and not self.dux_capital:
            raise ProblemError(P.DUX_CAPITAL_NAMED)
        return self


class UnitFace(SvModel):
    sp: Annotated[int, Field(ge=0, le=50)]
    qu: Rating
    tb: Rating


class Unit(SvModel):
    id: Identifier
    name: str = Field(min_length=1)
    names: Names = Field(default_factory=dict)
    nationality: Nationality
    people: Identifier | None = None
    category: Category | None = None
    diocese: Identifier | None = None  # band: diocese of origin of limitanei (1.3.1)
    home_capital: str | None = None  # comitatenses deployment table (city name)
    normal: UnitFace
    weakened: UnitFace
    movement: Annotated[int, Field(ge=1, le=9)] = 3
    printed: list[str] = Field(default_factory=list)  # entered from the printed counter

    @model_validator(mode="after")
    def _category_fields(self) -> Self:
        _check_printed(self.printed, UNIT_VALUES)
        roman = self.nationality is Nationality.ROMAN
        if roman != (self.category is not None):
            raise ProblemError(P.UNIT_CATEGORY)
        if roman == (self.people is not None):
            raise ProblemError(P.UNIT_PEOPLE)
        limitanei = self.category in (Category.RIPENSES, Category.PSEUDO_COMITATENSES)
        if limitanei != (self.diocese is not None):
            raise ProblemError(P.LIMITANEI_BAND)
        if self.weakened.sp > self.normal.sp:
            raise ProblemError(P.WEAKENED_STRONGER)
        return self


class People(SvModel):
    id: Identifier
    name: str = Field(min_length=1)
    names: Names = Field(default_factory=dict)
    nationality: Nationality
    major: bool
    entry_band: list[Identifier] = Field(min_length=1)  # dioceses of entry (4.3)
    colour: Colour = "#888888"
    allied_to_rome: bool = False  # Armenia: never at war, units always on the map (4.4.2)
    note: str = ""


class PlayerRole(StrEnum):
    PRIMUS = "PRIMUS"
    SECONDUS = "SECONDUS"
    BOTH = "BOTH"


class Stratagem(SvModel):
    id: Identifier
    name: str = Field(min_length=1)
    names: Names = Field(default_factory=dict)
    phase: Literal["A", "B", "C", "D", "E", "F"]
    player: PlayerRole = PlayerRole.BOTH
    removed_after_use: bool = False
    note: str = ""


class Roster(SvModel):
    format: Literal["sv-roster"]
    schema_version: StrictInt
    id: Identifier
    name: str
    authored_estimate: bool = True
    description: str = ""
    peoples: list[People]
    leaders: list[Leader]
    units: list[Unit]
    stratagems: list[Stratagem] = Field(default_factory=list)

    def leader(self, leader_id: str) -> Leader:
        for x in self.leaders:
            if x.id == leader_id:
                return x
        raise KeyError(leader_id)

    def unit(self, unit_id: str) -> Unit:
        for x in self.units:
            if x.id == unit_id:
                return x
        raise KeyError(unit_id)


def roster_cross_reference_problems(r: Roster) -> list[tuple[tuple[str | int, ...], str]]:
    """Problems within the roster alone, as (location, message) pairs."""
    out: list[tuple[tuple[str | int, ...], str]] = []
    for section in ("peoples", "leaders", "units", "stratagems"):
        for dup in duplicates(item.id for item in getattr(r, section)):
            out.append(((section,), Worded(P.ID_TWICE, value=dup)))
    all_ids = [p.id for p in r.peoples] + [x.id for x in r.leaders] + [u.id for u in r.units]
    for dup in duplicates(all_ids):
        out.append(((), Worded(P.ID_TWO_THINGS, value=dup)))
    people_ids = {p.id for p in r.peoples}
    nationality = {p.id: p.nationality for p in r.peoples}
    for section in ("leaders", "units"):
        for i, item in enumerate(getattr(r, section)):
            if item.people is None:
                continue
            if item.people not in people_ids:
                out.append(((section, i, "people"),
                            Worded(P.UNKNOWN_REF, what="people", value=item.people)))
            elif nationality[item.people] != item.nationality:
                out.append(((section, i, "nationality"),
                            Worded(P.NATIONALITY, people=item.people,
                                   nationality=nationality[item.people].value)))
    leader_ids = {x.id for x in r.leaders}
    for i, x in enumerate(r.leaders):
        if x.table is not None and x.table.father is not None and x.table.father not in leader_ids:
            out.append((("leaders", i, "table", "father"),
                        Worded(P.UNKNOWN_REF, what="leader", value=x.table.father)))
    return out


def estimated_values(roster: Roster, record: Leader | Unit) -> list[str]:
    """The values of a counter that are still our estimate, not the printed game's: none
    when the roster says it was entered from the box (``authored_estimate: false``)."""
    if not roster.authored_estimate:
        return []
    names = LEADER_VALUES if isinstance(record, Leader) else UNIT_VALUES
    present = [n for n in names if "." in n or getattr(record, n) is not None]
    return [n for n in present if n not in record.printed]
