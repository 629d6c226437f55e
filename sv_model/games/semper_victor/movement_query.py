"""Land movement rules (3.2, 3.4.1, 4.3, 4.4.2, 7): who may go where, and at what cost.

The same predicates serve three purposes: validating a ``Move``, listing
reachable zones for the GUI, and building the representative options of the
movement decision. Each refusal names its rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

from sv_model.engine.core import Engine
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.messages import Message, msg
from sv_model.engine.messages import MessageId as M
from sv_model.engine.state import ON_MAP, Continuation, GameState
from sv_model.games.semper_victor.faction import faction_problem
from sv_model.games.semper_victor.queries import (
    IMPERIAL_TITLES,
    Occupancy,
    primus_augustus,
    secundus_augustus,
    side_pieces,
)
from sv_model.games.semper_victor.war import same_people
from sv_model.schemas.roster import Category
from sv_model.schemas.scenario import Side

LEADER_MP = 4
OUTSIDE_MP_LIMIT = 2
NON_ROMAN_RANGE = 5
PERSAE = "persae"
IBERIA = "iberia"


@dataclass(frozen=True)
class MoveGroup:
    """Something that may move now: a leader (and the units he may carry) or a lone unit."""

    side: Side
    zone: str
    leader: str | None
    units: tuple[str, ...]
    capacity: int


class ReachInfo(NamedTuple):
    """A reachable zone: the cheapest legal path, its MP cost, and whether it halts
    (immutable; a named tuple, made thousands of times a game by the searches)."""

    cost_mp: int
    path: tuple[str, ...]
    halts: bool


class Mover:
    """A prospective moving group, with everything the checks need."""

    def __init__(self, eng: Engine, st: GameState, occ: Occupancy, side: Side,
                 leader: str | None, units: tuple[str, ...],
                 spent: Mapping[str, int] | None = None) -> None:
        self.eng, self.st, self.occ = eng, st, occ
        self.spent = spent or {}  # MP already used in this move (3.6.3 D/ continuation)
        self.side = side
        self.leader = leader
        self.units = units
        board = eng.board
        self.titled = leader is not None and st.leaders[leader].title in IMPERIAL_TITLES
        romanlike = [board.romanlike_unit(u) for u in units]
        if leader is not None:
            self.roman = board.is_roman_leader(leader) or \
                board.is_armenian(board.leaders[leader].people)
            self.people = board.leaders[leader].people
        else:
            self.roman = all(romanlike) if units else True
            self.people = board.units[units[0]].people if units else None
        if self.roman:
            self.people = None
        self.penalty = 1 if st.active_event == 2 else 0

    def allowance(self, piece: str) -> int:
        spent = self.spent.get(piece, 0)
        if piece in self.st.leaders:
            return LEADER_MP - self.penalty - spent
        return self.eng.board.unit_allowance(piece) - self.penalty - spent

    def group_mp(self) -> int:
        pieces = ([self.leader] if self.leader else []) + list(self.units)
        return min(self.allowance(p) for p in pieces) if pieces else 0


# The refusals that take no argument, made once (the checks run for every zone reached).
NO_RIPENSES = msg(M.NO_RIPENSES)
NO_PSEUDO_COMITATENSES = msg(M.NO_PSEUDO_COMITATENSES)
NO_STACKING = msg(M.NO_STACKING)
_COMITATENSES_OUTSIDE = msg(M.NO_COMITATENSES_OUTSIDE)
_ROMANS_IN_ORIGIN = msg(M.NO_ROMANS_IN_ORIGIN)
_ARMENIANS = msg(M.NO_ARMENIANS)
_ORIGIN_AT_PEACE = msg(M.NO_ORIGIN_AT_PEACE)
_PEOPLE_AT_PEACE = msg(M.NO_PEOPLE_AT_PEACE)
_ENTRY_BAND = msg(M.NO_ENTRY_BAND)
_RANGE = msg(M.NO_RANGE)
_LEADER_ALONE = msg(M.NO_LEADER_ALONE)
_SHARED_ZONE = msg(M.NO_SHARED_ZONE)
_HURRIED = msg(M.NO_HURRIED)
_MOVED = msg(M.NO_MOVED)
_OFF_MAP = msg(M.NO_OFF_MAP)
_ABOARD = msg(M.NO_ABOARD)
_PINNED = msg(M.NO_PINNED)
_SICK = msg(M.NO_SICK)
_KEPT = msg(M.NO_KEPT)


# --- per-zone checks -------------------------------------------------------------------------

def unit_entry_problem(eng: Engine, st: GameState, unit_id: str, frm: str, to: str,
                       led: bool, titled: bool) -> Message | None:
    """Why ``unit_id`` may not enter ``to`` from ``frm`` (None if it may)."""
    board = eng.board
    u = board.units[unit_id]
    if u.people is not None:
        return people_entry_problem(eng, st, u.people, frm, to)
    origin = board.origin_people.get(to)
    if u.category is Category.RIPENSES:
        if board.zone_diocese.get(to) != u.diocese:
            return NO_RIPENSES
    elif u.category is Category.PSEUDO_COMITATENSES:
        if board.zone_diocese.get(to) != u.diocese and not titled:
            return NO_PSEUDO_COMITATENSES
    elif to not in board.inside and not led:
        return _COMITATENSES_OUTSIDE
    if origin is not None and not (st.peoples[origin].at_war or board.is_armenian(origin)):
        return _ROMANS_IN_ORIGIN
    return None


def may_enter_armenia(eng: Engine, people_id: str) -> bool:
    """4.3 and 4.4.2 (rules version 2 on): whether units of ``people_id``, at war, may
    enter Armenia. By default any people at war may; with the ruleset option
    ``armenia_open_to_all_peoples_at_war`` off, only the Persians 4.4.2 names."""
    return eng.rules_version >= 2 and (eng.options.armenia_open_to_all_peoples_at_war
                                       or people_id == PERSAE)


def people_entry_problem(eng: Engine, st: GameState, people_id: str, frm: str,
                         to: str) -> Message | None:
    """4.3 and 4.4.2: where pieces of a non-Roman people may go."""
    board = eng.board
    if board.is_armenian(people_id):
        home = board.people_origins[people_id]
        if to in home:
            return None
        war = any(st.peoples[p].at_war for p in (PERSAE, IBERIA) if p in st.peoples)
        if not (war and any(board.adjacent(to, h) for h in home)):
            return _ARMENIANS
        other = board.origin_people.get(to)
        if eng.rules_version >= 2 and other is not None and not st.peoples[other].at_war:
            return _ORIGIN_AT_PEACE
        return None
    origins = board.people_origins[people_id]
    if not st.peoples[people_id].at_war and to not in origins:
        return _PEOPLE_AT_PEACE
    other = board.origin_people.get(to)
    # Armenia, Rome's ally, is never at war, yet Persians may occupy it (4.4.2)
    ally = other is not None and board.is_armenian(other) and may_enter_armenia(eng, people_id)
    if other is not None and other != people_id and not st.peoples[other].at_war \
            and not ally:
        return _ORIGIN_AT_PEACE
    entering = to in board.inside and frm not in board.inside
    if entering and board.zone_diocese.get(to) not in board.peoples[people_id].entry_band:
        return _ENTRY_BAND
    if board.people_distance[people_id].get(to, NON_ROMAN_RANGE + 1) > NON_ROMAN_RANGE:
        return _RANGE
    return None


def leader_entry_problem(eng: Engine, st: GameState, leader_id: str, frm: str, to: str,
                         alone: bool) -> Message | None:
    board = eng.board
    people = board.leaders[leader_id].people
    if people is None:
        return None
    problem = people_entry_problem(eng, st, people, frm, to)
    if problem is None and alone and to in board.inside and not board.is_armenian(people):
        return _LEADER_ALONE
    return problem


def occupation_problem(mover: Mover, to: str,
                       with_units: bool) -> tuple[Message | None, bool]:
    """(refusal, halts) for entering ``to``: enemy units stop a group with units (7.1);
    non-Roman forces of the two sides never share a zone (4.2.4, 4.4.1)."""
    enemies = mover.occ.enemy_units(to, mover.side)
    if not enemies or not with_units:
        return None, False
    board = mover.eng.board
    if not mover.roman and not any(board.romanlike_unit(e) for e in enemies):
        return _SHARED_ZONE, False
    return None, True


def stacking_problem(eng: Engine, st: GameState, occ: Occupancy, side: Side,
                     pieces_units: tuple[str, ...], leader: str | None,
                     zone: str) -> Message | None:
    """4.2.4: one stacking family per side and zone."""
    board = eng.board
    families = {board.family_of_unit(u) for u in pieces_units}
    if leader is not None:
        families.add(board.family_of_leader(leader))
    present = {board.family_of_unit(u) for u in occ.units_of(zone, side)}
    present |= {board.family_of_leader(x) for x in occ.leaders_of(zone, side)}
    if len(families | present) > 1:
        return NO_STACKING
    return faction_problem(eng, st, occ, side, (leader,), zone)  # 3.6.3 note 2


def step_problem(mover: Mover, frm: str, to: str, units: tuple[str, ...]) -> Message | None:
    """Why the group (with ``units`` still in it) may not step from ``frm`` to ``to``."""
    eng, st = mover.eng, mover.st
    if to not in eng.board.neighbours.get(frm, ()):
        return msg(M.NO_ADJACENT, to=eng.name(to), frm=eng.name(frm))
    led = mover.leader is not None
    for u in units:
        problem = unit_entry_problem(eng, st, u, frm, to, led, mover.titled)
        if problem:
            return msg(M.NO_FOR_PIECE, problem=problem, piece=eng.board.units[u].name)
    if mover.leader is not None:
        problem = leader_entry_problem(eng, st, mover.leader, frm, to, not units)
        if problem:
            return problem
    problem, _ = occupation_problem(mover, to, bool(units))
    return problem


def all_outside(eng: Engine, zone: str) -> bool:
    """7.3: a zone outside the Empire that is not one of the seven eastern exceptions."""
    board = eng.board
    return zone not in board.inside and zone not in board.east_exception


# --- who may move ---------------------------------------------------------------------------

def capitals_held(eng: Engine, st: GameState, side: Side) -> set[str]:
    """Zones of the imperial capitals (3.1.2) in the dioceses ``side`` holds."""
    board = eng.board
    return {z for z in board.capital_zones(st.constantinopolis_built)
            if st.diocese_control.get(board.zone_diocese.get(z) or "") is side}


def hurried(eng: Engine, st: GameState, piece: str) -> bool:
    """An Augustus that event 6 sent to a capital in this M/CS (he stays there)."""
    if st.active_event != 6 or piece not in st.mcs.moved:
        return False
    return any(x is not None and x.id == piece and x.side is not None
               and (eng.rules_version < 2 or bool(capitals_held(eng, st, x.side)))
               for x in (primus_augustus(st), secundus_augustus(st)))


def piece_blocked(eng: Engine, st: GameState, piece: str,
                  going_on: bool = False) -> Message | None:
    """Why a piece cannot start a move in this E.1 (moved, pinned, ill, aboard).
    ``going_on``: the piece continues a move after a rally (3.6.3 D/)."""
    if piece in st.mcs.moved and not going_on:
        if hurried(eng, st, piece):
            return _HURRIED
        return _MOVED
    state = st.leaders.get(piece) or st.units.get(piece)
    if state is None or state.status != ON_MAP or state.zone is None:
        return _OFF_MAP
    if state.aboard is not None:
        return _ABOARD
    return held_in_place(eng, st, piece)


def held_in_place(eng: Engine, st: GameState, piece: str) -> Message | None:
    """Why a piece may not leave its zone at all, by a move, an evasion (8.2) or Fuite
    opportune (6.3): event 11 (a struck capital), event 4 (the sick emperor) and, from
    rules version 4, event 6 (an Augustus in a capital of his side stays there for the
    rest of the turn). None if it may."""
    state = st.leaders.get(piece) or st.units.get(piece)
    if state is None:
        return None
    if state.zone in st.pinned_zones:
        return _PINNED
    if piece in st.leaders and st.leaders[piece].sick:
        return _SICK
    if eng.rules_version >= 4 and _kept_in_capital(eng, st, piece):
        return _KEPT
    return None


def _kept_in_capital(eng: Engine, st: GameState, piece: str) -> bool:
    """Event 6: the Primus or Secundus Augustus stands in a capital his side holds."""
    if st.active_event != 6:
        return False
    return any(x is not None and x.id == piece and x.side is not None
               and x.zone in capitals_held(eng, st, x.side)
               for x in (primus_augustus(st), secundus_augustus(st)))


def can_carry(eng: Engine, st: GameState, leader: str, unit: str) -> bool:
    """3.4.1 / 4.3: a Roman leader carries Roman (and Armenian) units of his side; a
    non-Roman leader only units of his own people."""
    board = eng.board
    if st.units[unit].side is not st.leaders[leader].side:
        return False
    people = board.leaders[leader].people
    if people is None:
        return board.romanlike_unit(unit)
    return same_people(st, board.units[unit].people, people)  # the Gothi share leaders (4.1)


GroupParts = tuple[str, str | None, tuple[str, ...], int]
"""A ``MoveGroup`` of the side asked, without the side: (zone, leader, units, capacity)."""


def movable_groups(eng: Engine, st: GameState, side: Side) -> list[MoveGroup]:
    """Every leader (with the units he may take along) and every lone unit of ``side``
    that may still move in this E.1 (the same checks as ``piece_blocked``)."""
    return [MoveGroup(side, *parts) for parts in movable_group_parts(eng, st, side)]


def movable_group_parts(eng: Engine, st: GameState, side: Side) -> list[GroupParts]:
    """``movable_groups`` as plain tuples, in the same order (the movement listing makes
    them at every decision): leaders by zone then id, then lone units by zone then id."""
    pending = st.pending
    if pending is None or pending.kind is not DecisionKind.MOVEMENT or pending.player is not side:
        return []
    board = eng.board
    moved, pinned = st.mcs.moved, st.pinned_zones
    # the pieces as ``Occupancy`` counts them (on the map, not aboard), by side, sorted
    mine = 0 if side is Side.PRIMUS else 1
    leader_states = st.leaders
    free_units: dict[str, list[str]] = {}
    leaders: list[tuple[str, str]] = []
    for zone, pieces in side_pieces(st).items():
        units, zone_leaders = pieces[mine], pieces[mine + 2]
        if not (units or zone_leaders) or zone in pinned:
            continue
        if units:
            free = [u for u in units if u not in moved] if moved else list(units)
            if free:
                free_units[zone] = free
        for x in zone_leaders:
            if x not in moved and not leader_states[x].sick:
                leaders.append((zone, x))
    leaders.sort()
    groups: list[GroupParts] = []
    for zone, leader in leaders:
        here = free_units.get(zone, [])
        people = board.leaders[leader].people
        if people is None:
            carried = tuple(u for u in here if u in board.romanlike_units)
        else:
            carried = tuple(u for u in here if same_people(st, board.units[u].people, people))
        groups.append((zone, leader, carried, board.leaders[leader].cc))
    for zone in sorted(free_units):
        groups.extend([(zone, None, (u,), 1) for u in free_units[zone]])
    going_on = continuation_group(eng, st, side)
    if going_on is not None:
        groups.insert(0, (going_on.zone, going_on.leader, going_on.units, going_on.capacity))
    return groups


# --- 3.6.3 D/: a move that goes on after a rally -------------------------------------------

def active_continuation(st: GameState, leader: str | None) -> Continuation | None:
    """The continuation ``leader`` may make now (after a successful rally), if any."""
    cont = st.mcs.continuation
    if cont is None or not cont.active or leader is None or cont.leader != leader:
        return None
    x = st.leaders[leader]
    if x.status != ON_MAP or x.zone != cont.zone or x.aboard is not None:
        return None
    return cont


def continuation_units(st: GameState, cont: Continuation) -> tuple[str, ...]:
    """The units that may still go on with him: on the map, in his zone, on his side."""
    side = st.leaders[cont.leader].side
    return tuple(u for u in cont.units
                 if st.units[u].status == ON_MAP and st.units[u].zone == cont.zone
                 and st.units[u].aboard is None and st.units[u].side is side)


def continuation_group(eng: Engine, st: GameState, side: Side) -> MoveGroup | None:
    """The rebel leader who may go on, with the units he may take (3.6.3 D/)."""
    cont = st.mcs.continuation
    if cont is None or st.leaders[cont.leader].side is not side:
        return None
    cont = active_continuation(st, cont.leader)
    if cont is None or piece_blocked(eng, st, cont.leader, going_on=True):
        return None
    units = tuple(u for u in continuation_units(st, cont)
                  if piece_blocked(eng, st, u, going_on=True) is None)
    return MoveGroup(side, cont.zone, cont.leader, units, eng.board.leaders[cont.leader].cc)


def continuation_budget(eng: Engine, st: GameState, cont: Continuation,
                        units: tuple[str, ...]) -> tuple[int, bool, int]:
    """(MP left to the group, whether the move is still all outside the Empire, MP the
    7.3 limit still allows outside): each piece keeps its allowance minus what it used."""
    penalty = 1 if st.active_event == 2 else 0
    left = [LEADER_MP - cont.spent_by(cont.leader)]
    left += [eng.board.unit_allowance(u) - cont.spent_by(u) for u in units]
    return min(left) - penalty, cont.outside, OUTSIDE_MP_LIMIT - cont.cost
