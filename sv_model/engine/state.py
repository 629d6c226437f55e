"""The mutable game state: pieces, tracks, the pending step stack.

A ``GameState`` is plain data. The engine mutates it only while applying an
action; outside the engine treat it as read-only. ``clone()`` makes the cheap
snapshots that undo uses, and ``digest()`` a stable fingerprint that replays
are checked against.
"""

from __future__ import annotations

import copy
import hashlib
import json
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any

from sv_model.engine.decisions import DecisionKind, Payload
from sv_model.engine.state2 import RulesIIState
from sv_model.schemas.scenario import Side, Title

StepArg = str | int | None
Step = tuple[str, tuple[StepArg, ...]]

# Piece statuses.
ON_MAP = "map"          # in play on the map (or aboard a fleet)
OFF_MAP = "offmap"      # not yet in play (future arrival, minor people at peace)
ELIMINATED = "eliminated"  # out for now; comes back by a rule (9.3, 9.4, 4.2.1, Dux)
DEAD = "dead"           # out of the game for good


@dataclass(slots=True)
class LeaderState:
    """One leader counter (1.2)."""

    id: str
    zone: str | None = None
    side: Side | None = None
    title: Title | None = None
    pax_romana: bool = False
    status: str = OFF_MAP
    protectores: bool = False
    civil_war: bool = False
    aboard: str | None = None
    sick: bool = False
    died_year: int | None = None
    returns_year: int | None = None

    @property
    def alive(self) -> bool:
        return self.status != DEAD

    @property
    def in_play(self) -> bool:
        return self.status == ON_MAP


@dataclass(slots=True)
class UnitState:
    """One combat unit counter (1.3)."""

    id: str
    zone: str | None = None
    side: Side | None = None
    weakened: bool = False
    status: str = OFF_MAP
    aboard: str | None = None
    returns_year: int | None = None

    @property
    def eliminated(self) -> bool:
        return self.status == ELIMINATED

    @property
    def in_play(self) -> bool:
        return self.status == ON_MAP


@dataclass(slots=True)
class FleetState:
    """A fleet marker (3.4.2). ``at`` is None while it is in its home port box."""

    id: str
    side: Side | None = None
    at: str | None = None
    returns_year: int | None = None

    @property
    def in_port(self) -> bool:
        return self.at is None and self.returns_year is None

    @property
    def available(self) -> bool:
        return self.returns_year is None


@dataclass(slots=True)
class PeopleState:
    """A non-Roman people's status (4.2, 4.4, 9.4)."""

    id: str
    at_war: bool = False
    controller: Side | None = None
    pacified_until: int | None = None  # back in the cup / may rise again from this year


@dataclass(frozen=True, slots=True)
class Modifier:
    """One die modifier or column shift of a battle, with its rule."""

    label: str
    rule: str
    value: int


@dataclass(slots=True)
class BattleReport:
    """Everything a player needs to check a battle (8.3 to 8.6)."""

    zone: str
    year: int
    attacker: Side
    defender: Side
    attacker_units: tuple[str, ...] = ()
    defender_units: tuple[str, ...] = ()
    attacker_leaders: tuple[str, ...] = ()
    defender_leaders: tuple[str, ...] = ()
    attacker_sp: int = 0
    defender_sp: int = 0
    base_column: str = ""
    attacker_quality: int = 0
    defender_quality: int = 0
    shifts: tuple[Modifier, ...] = ()
    column: str = ""
    modifiers: tuple[Modifier, ...] = ()
    die: int | None = None
    row: int | None = None
    result: tuple[str, str] = ("", "")
    winner: Side | None = None
    evaded: tuple[str, ...] = ()
    killed_leaders: tuple[str, ...] = ()
    eliminated_units: tuple[str, ...] = ()
    weakened_units: tuple[str, ...] = ()
    retreat_to: str | None = None
    notes: tuple[str, ...] = ()


@dataclass(slots=True)
class BattleState:
    """The battle being fought (E.2): its stage and what is still owed."""

    zone: str
    attacker: Side
    defender: Side
    stage: str
    report: BattleReport
    losses_owed: dict[str, int] = field(default_factory=dict)  # side value -> units to hit
    hit: list[str] = field(default_factory=list)
    loser: Side | None = None


@dataclass(slots=True)
class GameResult:
    """Final count (10.3)."""

    vp: dict[Side, int]
    winner: Side | None
    level: str  # "draw", "marginal", "decisive", "definitive"
    seats: dict[Side, int]


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision the engine waits for: its kind, who decides, the rule, its subject."""

    kind: DecisionKind
    player: Side
    rule: str
    payload: Payload


@dataclass
class GameState:
    """The whole game at one instant. See the module docstring."""

    year: int
    start_year: int
    end_year: int
    phase: str = "A"
    step: str = ""
    initiative: Side = Side.PRIMUS
    phasing: Side | None = None
    mcs_total: int = 0
    mcs_left: dict[Side, int] = field(default_factory=lambda: {Side.PRIMUS: 0, Side.SECONDUS: 0})
    vp: dict[Side, int] = field(default_factory=lambda: {Side.PRIMUS: 0, Side.SECONDUS: 0})
    vp_sources: dict[Side, dict[str, int]] = field(
        default_factory=lambda: {Side.PRIMUS: {}, Side.SECONDUS: {}})
    seats: dict[Side, int] = field(default_factory=lambda: {Side.PRIMUS: 1, Side.SECONDUS: 2})
    diocese_control: dict[str, Side] = field(default_factory=dict)
    leaders: dict[str, LeaderState] = field(default_factory=dict)
    units: dict[str, UnitState] = field(default_factory=dict)
    fleets: dict[str, FleetState] = field(default_factory=dict)
    peoples: dict[str, PeopleState] = field(default_factory=dict)
    hands: dict[Side, list[str]] = field(
        default_factory=lambda: {Side.PRIMUS: [], Side.SECONDUS: []})
    cup: list[str] = field(default_factory=list)
    markers: dict[str, str] = field(default_factory=dict)  # map markers: id -> zone
    flags: dict[str, int | str | bool | None] = field(default_factory=dict)
    active_event: int | None = None
    pinned_zones: tuple[str, ...] = ()
    battle: BattleState | None = None
    last_battle: BattleReport | None = None
    constantinopolis_built: bool = False
    constantinopolis_due: int | None = None
    pax_romana: bool = False
    pending_role_change: bool = False
    moved: set[str] = field(default_factory=set)
    fleets_moved: set[str] = field(default_factory=set)
    entered_from: dict[str, set[str]] = field(default_factory=dict)
    crossed_into: set[str] = field(default_factory=set)
    fought: set[str] = field(default_factory=set)
    pacified_by_force: list[tuple[str, str, bool]] = field(default_factory=list)
    stats: dict[str, int] = field(default_factory=dict)
    stack: list[Step] = field(default_factory=list)
    pending: Pending | None = None
    over: bool = False
    result: GameResult | None = None
    n_dice: int = 0
    n_log: int = 0
    forced_dice: list[int] = field(default_factory=list)  # next die faces, chosen (6.3)
    ii: RulesIIState = field(default_factory=RulesIIState)  # Rules engine II (state2.py)

    # --- helpers ---------------------------------------------------------------------

    def bump(self, stat: str, by: int = 1) -> None:
        self.stats[stat] = self.stats.get(stat, 0) + by

    def add_vp(self, side: Side, points: int, source: str) -> None:
        if points <= 0:
            return
        self.vp[side] += points
        bucket = self.vp_sources[side]
        bucket[source] = bucket.get(source, 0) + points

    @property
    def turn_track(self) -> dict[int, list[str]]:
        """Markers waiting on future boxes of the turn track (year -> marker names)."""
        track: dict[int, list[str]] = {}
        if self.constantinopolis_due is not None and not self.constantinopolis_built:
            track.setdefault(self.constantinopolis_due, []).append("constantinopolis")
        for fleet in self.fleets.values():
            if fleet.returns_year is not None:
                track.setdefault(fleet.returns_year, []).append(f"fleet:{fleet.id}")
        for people in self.peoples.values():
            if people.pacified_until is not None and people.pacified_until > self.year:
                track.setdefault(people.pacified_until, []).append(f"people:{people.id}")
        return track

    def clone(self) -> GameState:
        """A deep copy, written out by hand because it runs on every snapshot."""
        new = copy.copy(self)
        new.mcs_left = dict(self.mcs_left)
        new.vp = dict(self.vp)
        new.vp_sources = {k: dict(v) for k, v in self.vp_sources.items()}
        new.seats = dict(self.seats)
        new.diocese_control = dict(self.diocese_control)
        new.leaders = {k: copy.copy(v) for k, v in self.leaders.items()}
        new.units = {k: copy.copy(v) for k, v in self.units.items()}
        new.fleets = {k: copy.copy(v) for k, v in self.fleets.items()}
        new.peoples = {k: copy.copy(v) for k, v in self.peoples.items()}
        new.hands = {k: list(v) for k, v in self.hands.items()}
        new.cup = list(self.cup)
        new.markers = dict(self.markers)
        new.flags = dict(self.flags)
        new.battle = _clone_battle(self.battle)
        new.last_battle = copy.copy(self.last_battle)
        new.moved = set(self.moved)
        new.fleets_moved = set(self.fleets_moved)
        new.entered_from = {k: set(v) for k, v in self.entered_from.items()}
        new.crossed_into = set(self.crossed_into)
        new.fought = set(self.fought)
        new.pacified_by_force = list(self.pacified_by_force)
        new.stats = dict(self.stats)
        new.forced_dice = list(self.forced_dice)
        new.ii = self.ii.clone()
        new.stack = list(self.stack)
        new.pending = self.pending  # frozen
        new.result = copy.deepcopy(self.result)
        return new

    def to_plain(self) -> dict[str, Any]:
        """A JSON-ready rendering of the whole state (for digests and debugging)."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}

    def digest(self) -> str:
        """A stable fingerprint of the state: equal states give equal digests."""
        return plain_digest(self.to_plain())


def plain_digest(plain: Any) -> str:
    """The SHA-256 of a plain (JSON-ready) rendering, keys sorted."""
    text = json.dumps(plain, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _clone_battle(battle: BattleState | None) -> BattleState | None:
    if battle is None:
        return None
    new = copy.copy(battle)
    new.report = copy.copy(battle.report)
    new.losses_owed = dict(battle.losses_owed)
    new.hit = list(battle.hit)
    return new


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(_plain(k)): _plain(v) for k, v in value.items()}
    if isinstance(value, set):
        return sorted(str(_plain(v)) for v in value)
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if hasattr(value, "__dataclass_fields__"):
        return {name: _plain(getattr(value, name))
                for name, f in value.__dataclass_fields__.items()
                if not (f.metadata.get("digest") == "omit_default"
                        and getattr(value, name) == f.default)}
    return value
