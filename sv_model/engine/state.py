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
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Generic, TypeVar

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

Note = TypeVar("Note")
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


ZoneTable = dict[str, tuple[str, ...]]
"""zone -> ids of the pieces there, in the state's order of pieces."""

SidePieces = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]
"""In one zone: the units of PRIMUS, of SECONDUS, the leaders of PRIMUS, of SECONDUS,
each sorted by id."""


class ZoneNotes(Generic[Note]):
    """One kind of note readers work out from a zone's pieces, kept per zone while its
    pieces and their sides stay as they are: ``table`` by zone (zones with no note
    left out), ``stale`` the zones changed since, ``whole`` False until every zone was
    worked out once. A fork starts with none (its first reader works them out).
    ``changes``: the zones worked out again since the last whole reading, in order (a
    reader that noted its length knows which zones may differ since; a new list after a
    whole reading, or once it grew long)."""

    __slots__ = ("changes", "stale", "table", "whole")

    CHANGES_KEPT = 20_000

    def __init__(self) -> None:
        self.table: dict[str, Note] = {}
        self.stale: set[str] = set()
        self.whole = False
        self.changes: list[str] = []

    def now(self, index: ZoneIndex, work_out: Callable[[str], Note | None]) -> dict[str, Note]:
        """The notes of every zone of ``index``, ``work_out`` called only for the zones
        changed since the last call (every zone the first time). The live table: read
        it, copy it, never keep it."""
        table = self.table
        zones: Iterable[str]
        if self.whole:
            zones = self.stale
            if len(self.changes) > self.CHANGES_KEPT:
                self.changes = []
            self.changes.extend(zones)
        else:
            table.clear()
            zones = index.units.keys() | index.leaders.keys()
            self.whole = True
            self.changes = []
        for zone in zones:
            note = work_out(zone)
            if note is None:
                table.pop(zone, None)
            else:
                table[zone] = note
        self.stale.clear()
        return table

    def forget(self) -> None:
        """Work every zone out again (every side flipped: the change of roles)."""
        self.table.clear()
        self.stale.clear()
        self.whole = False
        self.changes = []

    def copied(self) -> ZoneNotes[Note]:
        made: ZoneNotes[Note] = ZoneNotes()
        made.table, made.stale, made.whole = dict(self.table), set(self.stale), self.whole
        return made


class IndexNotes:
    """The notes kept with a ``ZoneIndex``: the movement listing's zone signatures
    (``reach.zone_signatures``) and each side's pieces by zone (``queries.side_pieces``),
    and whether more than one position holds the index (``shared``: the first of them
    to move a piece forks it, ``GameState.moved``)."""

    __slots__ = ("kinds", "shared", "sides", "signatures")

    def __init__(self, signatures: ZoneNotes[tuple[Any, ...]] | None = None,
                 sides: ZoneNotes[SidePieces] | None = None) -> None:
        self.signatures = signatures if signatures is not None else ZoneNotes()
        self.sides = sides if sides is not None else ZoneNotes()
        self.kinds: tuple[ZoneNotes[Any], ...] = (self.signatures, self.sides)
        self.shared = False

    def copied(self) -> IndexNotes:
        return IndexNotes(self.signatures.copied(), self.sides.copied())

    def changed(self, zone: str) -> None:
        for kind in self.kinds:
            kind.stale.add(zone)

    def forget(self) -> None:
        for kind in self.kinds:
            kind.forget()


@dataclass(frozen=True, slots=True)
class ZoneIndex:
    """Who stands in each zone, kept by the position itself and moved piece by piece.

    For every zone, the ids of the units and of the leaders on the map there and not
    aboard a fleet (the pieces ``queries.Occupancy`` counts), in the state's order of
    pieces; for every piece, the zone it is filed under. ``GameState.zones`` makes it
    once from the pieces (the first reader of a position that has none); after that
    every writer of a piece's ``zone``, ``status`` or ``aboard`` calls
    ``GameState.moved(piece)``, which moves that one id between two zones' entries.
    Copy on write: a clone holds the same index as its parent (``GameState.clone``
    marks it shared, nothing is copied); the first of them to move a piece forks it
    (``forked``: four flat tables and the notes copied, every entry shared, since an
    entry is a tuple, replaced and never changed in place). So a clone never sees its
    parent's later moves, nor the parent the clone's (``tests/test_zone_index.py``).
    Frozen so that the state's copier shares it. Readers hand out the entries (tuples)
    or a shallow copy of a table, never the live tables, so that a reading taken before
    a move keeps what it read."""

    units: ZoneTable
    leaders: ZoneTable
    unit_at: dict[str, str | None]
    leader_at: dict[str, str | None]
    rank: Mapping[str, int]  # a piece's place in the state's order (read-only, shared)
    derived: IndexNotes  # not a copy: each fork has its own, empty at first

    @classmethod
    def of(cls, units: dict[str, UnitState], leaders: dict[str, LeaderState]) -> ZoneIndex:
        """The index read from the pieces."""
        order = {piece: n for n, piece in enumerate(units)}
        order.update((piece, n) for n, piece in enumerate(leaders))
        rank = MappingProxyType(order)
        unit_table, unit_at = _zone_table(units.values())
        leader_table, leader_at = _zone_table(leaders.values())
        return cls(unit_table, leader_table, unit_at, leader_at, rank, IndexNotes())

    def forked(self) -> ZoneIndex:
        """A copy whose later changes and this one's do not reach each other."""
        return ZoneIndex(dict(self.units), dict(self.leaders), dict(self.unit_at),
                         dict(self.leader_at), self.rank, self.derived.copied())

    def shift(self, piece: UnitState | LeaderState) -> None:
        """File ``piece`` under the zone it now stands in (or under none); the notes of
        the zones it left and entered (or of its zone: its side may have changed) go stale."""
        if isinstance(piece, LeaderState):
            table, at = self.leaders, self.leader_at
        else:
            table, at = self.units, self.unit_at
        pid = piece.id
        now = piece.zone if piece.status == ON_MAP and piece.aboard is None else None
        was = at.get(pid)
        derived = self.derived
        if now is not None:
            derived.changed(now)
        if now == was:
            return
        if was is not None:
            derived.changed(was)
        if was is not None:
            rest = tuple(x for x in table[was] if x != pid)
            if rest:
                table[was] = rest
            else:
                del table[was]
        if now is not None:
            here = table.get(now)
            table[now] = (pid,) if here is None else \
                tuple(sorted((*here, pid), key=self.rank.__getitem__))
        at[pid] = now


def _zone_table(pieces: Iterable[UnitState | LeaderState]
                ) -> tuple[ZoneTable, dict[str, str | None]]:
    lists: dict[str, list[str]] = {}
    at: dict[str, str | None] = {}
    for piece in pieces:
        zone = piece.zone if piece.status == ON_MAP and piece.aboard is None else None
        at[piece.id] = zone
        if zone is not None:
            lists.setdefault(zone, []).append(piece.id)
    return {z: tuple(ids) for z, ids in lists.items()}, at


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
    zone_index: ZoneIndex | None = field(default=None, metadata={NOT_PLAIN: True},
                                         compare=False, repr=False)

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
        if self.zone_index is not None:  # both hold it now; the first to move forks it
            self.zone_index.derived.shared = True
        return made

    @property
    def zones(self) -> ZoneIndex:
        """Who stands in each zone (``ZoneIndex``), made from the pieces when first asked."""
        index = self.zone_index
        if index is None:
            index = self.zone_index = ZoneIndex.of(self.units, self.leaders)
        return index

    def moved(self, *pieces: UnitState | LeaderState) -> None:
        """Keep ``zones`` true after ``pieces`` changed zone, status, fleet or side: every
        writer of those fields calls this after its change."""
        index = self._own_index()
        if index is not None:
            for piece in pieces:
                index.shift(piece)

    def _own_index(self) -> ZoneIndex | None:
        """The index, forked first if another position holds it too (copy on write)."""
        index = self.zone_index
        if index is not None and index.derived.shared:
            index = self.zone_index = index.forked()
        return index

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
        index = self._own_index()
        if index is not None:
            index.derived.forget()

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
