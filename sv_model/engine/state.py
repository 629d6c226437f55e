"""The mutable game state: pieces, tracks, records by domain, the pending step stack.

A state is a whole position: with the pending decision, the dice's seed and count
(``seed``, ``n_dice``: the next roll is a function of both) and the journal of dice and
log lines up to now (``journal``, shared with the position it was cloned from), the
engine can go on from it alone.

A ``GameState`` is plain data. The engine mutates it only while applying an
action; outside the engine treat it as read-only. Besides the pieces and tracks it
holds one record per domain of the rules: the nominations of the turn (3.5.1), the
civil wars (3.6), where the stratagem counters are (6), the stratagems of the battle
being fought (6.3), the plague (6.3) and the M/CS being played (2.E).

``clone()`` makes the cheap snapshots that undo uses and ``digest()`` a stable
fingerprint that replays are checked against; both, and the change of roles, are
driven by the fields' types and metadata (``records.py``).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from sv_model.engine.causes import ModifierId
from sv_model.engine.causes import VictoryLevel as VictoryLevel
from sv_model.engine.decisions import DecisionKind, Payload
from sv_model.engine.dice import DiceRoll, Journal, LogEntry
from sv_model.engine.messages import cite, word
from sv_model.engine.records import (
    NOT_PLAIN,
    OMIT_WHEN_EMPTY,
    SIDE_KEYS,
    SIDE_VALUES,
    change_sides,
    clone,
    plain,
)
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
    side: Side | None = field(default=None, metadata=SIDE_VALUES)
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
    side: Side | None = field(default=None, metadata=SIDE_VALUES)
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
    side: Side | None = field(default=None, metadata=SIDE_VALUES)
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
    controller: Side | None = field(default=None, metadata=SIDE_VALUES)
    pacified_until: int | None = None  # back in the cup / may rise again from this year


@dataclass(frozen=True, slots=True)
class Modifier:
    """One die modifier or column shift of a battle, with its rule. ``label`` (English,
    as the digests hold it) is an id: show ``text`` and ``citation`` in the reader's
    language."""

    label: ModifierId
    rule: str
    value: int

    def text(self, language: str | None = None) -> str:
        """Its words in ``language`` (a code, English by default)."""
        return word(self.label, language)

    def citation(self, language: str | None = None) -> str:
        """Its rule as ``language`` cites it ("8.6.2", "événement 3")."""
        return cite(self.rule, language)


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
    level: VictoryLevel
    seats: dict[Side, int]


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision the engine waits for: its kind, who decides, the rule, its subject."""

    kind: DecisionKind
    player: Side
    rule: str
    payload: Payload


@dataclass(frozen=True, slots=True)
class Continuation:
    """3.6.3 D/: a rebel leader's move that may go on after a successful rally.

    ``units`` may go on with him: those that came with him and the rallied ones.
    ``spent`` is the MP each piece has used in this move (rallied units: none);
    ``cost`` the move's MP so far and ``outside`` whether every zone it entered is
    outside the Empire (both for the 2-MP limit of 7.3). ``active`` turns True once
    the rally succeeds; until then the record waits for the rally's die.
    """

    leader: str
    zone: str
    units: tuple[str, ...]
    spent: tuple[tuple[str, int], ...]
    cost: int
    outside: bool
    active: bool = False

    def spent_by(self, piece: str) -> int:
        return dict(self.spent).get(piece, 0)


@dataclass(slots=True)
class McsRecord:
    """The M/CS being played (2.E, E.1, E.2): who moved, where from, which battles."""

    extra: bool | None = None  # the extra M/CS of event 10; None before the turn's first
    moved: set[str] = field(default_factory=set)
    fleets_moved: set[str] = field(default_factory=set)
    entered_from: dict[str, set[str]] = field(default_factory=dict)  # zone -> zones (8.2)
    crossed_into: set[str] = field(default_factory=set)  # by a river or strait (8.6 f)
    fought: set[str] = field(default_factory=set)
    continuation: Continuation | None = None  # 3.6.3 D/: a move a rally lets go on


@dataclass(slots=True)
class NominationRecord:
    """3.5.1: SECONDUS's candidates presented this turn, whether PRIMUS used his veto,
    and the highest title each leader was ever named to (Constantin's sons)."""

    proposed: list[str] = field(default_factory=list)
    veto_used: bool = False
    named: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class CivilWarRecord:
    """3.6: per Usurper, the die bonus of his stratagem, the diocese where he was
    validated and the diocese he chose in C/; the side each Civil War leader left (he
    goes back if the usurpation fails, 3.6.4); leaders the succession's loyalty test sent
    over, whom B/ and C/ do not test again (3.5.2 case 4/, our reading)."""

    usurper_bonus: dict[str, int] = field(default_factory=dict)
    usurper_diocese: dict[str, str] = field(default_factory=dict)
    extension: dict[str, str] = field(default_factory=dict)
    origin_side: dict[str, Side] = field(default_factory=dict, metadata=SIDE_VALUES)
    exempt: list[str] = field(default_factory=list)


@dataclass(slots=True)
class DeckRecord:
    """6: the counters out of the game for good or not yet in play (Hérésie), the side
    that drew each counter held (its role then), the targets picked so far for the
    stratagem being resolved; ``prepared`` once the first phase A sorted the cup."""

    prepared: bool = False
    out_of_game: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)
    drawn_role: dict[str, Side] = field(default_factory=dict)
    picking: list[str] = field(default_factory=list)


@dataclass(slots=True)
class BattleStratagems:
    """6.3: the stratagems played before the die of the last battle (counter, side),
    whether the defender slipped away, the die face chosen and the row forced."""

    plays: list[tuple[str, Side]] = field(default_factory=list)
    fled: bool = False
    die: int | None = None
    row: int | None = None


@dataclass(slots=True)
class PlagueRecord:
    """6.3: the pieces already struck this turn, with the plague zone they were struck in."""

    hit: dict[str, str] = field(default_factory=dict)


@dataclass
class GameState:
    """The whole game at one instant. See the module docstring."""

    year: int
    start_year: int
    end_year: int
    phase: str = "A"
    step: str = ""
    initiative: Side = field(default=Side.PRIMUS, metadata=SIDE_VALUES)
    phasing: Side | None = None
    mcs_total: int = 0
    mcs_left: dict[Side, int] = field(default_factory=lambda: {Side.PRIMUS: 0, Side.SECONDUS: 0},
                                      metadata=SIDE_KEYS)
    vp: dict[Side, int] = field(default_factory=lambda: {Side.PRIMUS: 0, Side.SECONDUS: 0},
                                metadata=SIDE_KEYS)
    vp_sources: dict[Side, dict[str, int]] = field(
        default_factory=lambda: {Side.PRIMUS: {}, Side.SECONDUS: {}}, metadata=SIDE_KEYS)
    seats: dict[Side, int] = field(default_factory=lambda: {Side.PRIMUS: 1, Side.SECONDUS: 2},
                                   metadata=SIDE_KEYS)
    diocese_control: dict[str, Side] = field(default_factory=dict, metadata=SIDE_VALUES)
    leaders: dict[str, LeaderState] = field(default_factory=dict)
    units: dict[str, UnitState] = field(default_factory=dict)
    fleets: dict[str, FleetState] = field(default_factory=dict)
    peoples: dict[str, PeopleState] = field(default_factory=dict)
    hands: dict[Side, list[str]] = field(
        default_factory=lambda: {Side.PRIMUS: [], Side.SECONDUS: []}, metadata=SIDE_KEYS)
    cup: list[str] = field(default_factory=list)
    markers: dict[str, str] = field(default_factory=dict)  # map markers: id -> zone
    active_event: int | None = None
    pinned_zones: tuple[str, ...] = ()
    battle: BattleState | None = None
    last_battle: BattleReport | None = None
    constantinopolis_built: bool = False
    constantinopolis_due: int | None = None
    pax_romana: bool = False
    pax_broken: bool = False  # 2.C: the death of the only Augustus broke it this turn
    deaths_tested: bool = False  # 2.D: the natural deaths are tested once a turn
    pending_role_change: bool = False
    mcs: McsRecord = field(default_factory=McsRecord)
    pacified_by_force: list[tuple[str, str, bool]] = field(default_factory=list)
    people_run_by: dict[str, Side] = field(  # 4.4.1: who ran each people this turn,
        default_factory=dict, metadata={**SIDE_VALUES, OMIT_WHEN_EMPTY: True})  # in phase F
    stats: dict[str, int] = field(default_factory=dict)
    stack: list[Step] = field(default_factory=list)
    pending: Pending | None = None
    over: bool = False
    result: GameResult | None = None
    n_dice: int = 0
    n_log: int = 0
    seed: int = field(default=0, metadata={NOT_PLAIN: True})  # roll i is die_value(seed, i)
    journal: Journal = field(default_factory=Journal.new, metadata={NOT_PLAIN: True},
                             compare=False)
    forced_dice: list[int] = field(default_factory=list)  # next die faces, chosen (6.3)
    nominations: NominationRecord = field(default_factory=NominationRecord)
    civil_war: CivilWarRecord = field(default_factory=CivilWarRecord)
    deck: DeckRecord = field(default_factory=DeckRecord)
    battle_stratagems: BattleStratagems = field(default_factory=BattleStratagems)
    plague: PlagueRecord = field(default_factory=PlagueRecord)

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
        """A copy sharing no mutable object with this state (``records.clone``). The
        copy shares the journal's lines so far and writes its own in a segment of its
        own (``dice.Chain``): applying actions to it never touches this state."""
        made = clone(self)
        made.journal = self.journal.forked(self.n_dice, self.n_log)
        return made

    @property
    def dice(self) -> list[DiceRoll]:
        """The rolls made to reach this position (do not modify the list)."""
        return self.journal.dice.upto(self.n_dice)

    @property
    def log(self) -> list[LogEntry]:
        """The log lines up to this position (do not modify the list)."""
        return self.journal.log.upto(self.n_log)

    def compact_journal(self) -> None:
        """Keep the journal as one segment of its own (after many forks, reading it
        walks every segment; the game's position calls this when it is read)."""
        journal = self.journal
        if not (journal.dice.flat and journal.log.flat):
            self.journal = Journal.new(list(self.dice), list(self.log))

    def change_sides(self) -> None:
        """Flip every side label, as the fields' metadata says (the change of roles, 5)."""
        change_sides(self)

    def to_plain(self) -> dict[str, Any]:
        """A JSON-ready rendering of the whole state (for digests and debugging)."""
        rendered: dict[str, Any] = plain(self)
        return rendered

    def digest(self) -> str:
        """A stable fingerprint of the state: equal states give equal digests."""
        return plain_digest(self.to_plain())


def plain_digest(plain: Any) -> str:
    """The SHA-256 of a plain (JSON-ready) rendering, keys sorted."""
    text = json.dumps(plain, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
