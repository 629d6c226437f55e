"""4.2.4 after a change of status: the one check every piece the engine places goes through.

A move obeys 4.2.4 as it is made (``movement_query``). Pieces the engine puts on the
map or hands to a side itself can break it too: units sent home (9.4), a people raised
(4.2.2, 6.3) or pacified, a people whose controller changes with a diocese (4.4.1), the
merged Gothi going home, leaders entering play, Roman units coming back (9.3), Civil War
leaders going back to their side (3.6.4). From rules version 4 each of those calls
``settle`` with the pieces it changed. A piece that may not stand where it is (two
stacking families of one side, or non-Roman units of both players, 4.2.4; a rebel with
a loyal leader of his side, 3.6.3 Note 2) goes to the nearest zone where it may stand:
for a non-Roman piece, one of its people's zones of origin first, then any land zone
free of enemy units and outside the lands of other peoples at peace (4.3); for a Roman
piece, a zone held by its side (as ``placement`` does for leaders). With none, a unit or a non-Roman
leader leaves the map until the next phase F (9.4, 4.2.1); docs/rules-decisions.md.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from sv_model.engine.core import Engine, push, step
from sv_model.engine.messages import Message, MessageId, leader_ref, msg, unit_ref, zone_ref
from sv_model.engine.state import ELIMINATED, ON_MAP, GameState
from sv_model.games.semper_victor.control_query import zone_controller
from sv_model.games.semper_victor.faction import faction_problem
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.schemas.roster import StackingFamily
from sv_model.schemas.scenario import Side

_STACKING = msg(MessageId.NO_STACKING)
_FOREIGN_STACK = msg(MessageId.NO_FOREIGN_STACK)


def stand_problem(eng: Engine, st: GameState, piece: str, zone: str,
                  occ: Occupancy | None = None) -> Message | None:
    """Why ``piece`` (a unit or a leader, with its current side) may not stand in
    ``zone`` (None if it may), counting the pieces there but itself (``occ``: the
    occupancy of ``st`` if the caller has one, at least of ``zone``)."""
    board = eng.board
    leader = piece in st.leaders
    side = st.leaders[piece].side if leader else st.units[piece].side
    if side is None:  # a people at peace is nobody's (4.4.1)
        return None
    occ = occ if occ is not None else Occupancy(st, (zone,))
    family = board.family_of_leader(piece) if leader else board.family_of_unit(piece)
    foreign_unit = not leader and not board.romanlike_unit(piece)
    problem = family_problem(eng, st, occ, side, family, foreign_unit, zone, piece)
    if problem is None and leader:
        return faction_problem(eng, st, occ, side, (piece,), zone)
    return problem


def family_problem(eng: Engine, st: GameState, occ: Occupancy, side: Side,
                   family: StackingFamily, foreign_unit: bool, zone: str,
                   piece: str | None = None) -> Message | None:
    """4.2.4 for a piece of ``family`` of ``side`` in ``zone`` (``piece`` itself, if
    there, not counted): one stacking family per side; and a non-Roman unit
    (``foreign_unit``) never stands with non-Roman units of the other player."""
    board = eng.board
    families = {board.family_of_unit(u) for u in occ.units_of(zone, side) if u != piece}
    families |= {board.family_of_leader(x) for x in occ.leaders_of(zone, side) if x != piece}
    if families - {family}:
        return _STACKING
    if foreign_unit:
        enemies = occ.enemy_units(zone, side)
        if enemies and not any(board.romanlike_unit(e) for e in enemies):
            return _FOREIGN_STACK
    return None


def misplaced(eng: Engine, st: GameState, pieces: Iterable[str]) -> list[str]:
    """The ``pieces`` on the map (not aboard) that may not stand where they are."""
    out = []
    occ: Occupancy | None = None  # nothing moves here: one reading serves every piece
    for piece in sorted(set(pieces)):
        state = st.leaders.get(piece) or st.units[piece]
        if state.status == ON_MAP and state.aboard is None and state.zone is not None:
            occ = occ if occ is not None else Occupancy(st)
            if stand_problem(eng, st, piece, state.zone, occ) is not None:
                out.append(piece)
    return out


def settle(eng: Engine, st: GameState, pieces: Iterable[str]) -> None:
    """Rules version 4: move each of ``pieces`` that breaks 4.2.4 or 3.6.3 Note 2 where
    it stands to the nearest zone where it may stand (see the module's docstring), then
    schedule the 7.1 check: a change of hands can leave a leader alone among enemies."""
    if eng.rules_version < 4:
        return
    pieces = list(pieces)
    if pieces:  # a piece that changed hands may now stand alone among enemies (7.1)
        push(st, step(eng.rules.lone_leaders))
    for piece in misplaced(eng, st, pieces):
        state = st.leaders.get(piece) or st.units[piece]
        if state.zone is None or stand_problem(eng, st, piece, state.zone) is None:
            continue  # an earlier piece moved away
        to = nearest_stand(eng, st, piece, state.zone)
        ref = leader_ref(piece) if piece in st.leaders else unit_ref(piece)
        if to is not None:
            eng.log(st, msg(MessageId.MAY_NOT_STAY, piece=ref, zone=zone_ref(state.zone),
                            to=zone_ref(to)), "4.2.4")
            state.zone = to
            st.moved(state)
            continue
        if piece in st.leaders and eng.board.is_roman_leader(piece):
            continue  # a Roman leader stays: no rule takes him off the map
        eng.log(st, msg(MessageId.NO_ZONE_TO_STAND, piece=ref), "4.2.4")
        state.status, state.zone, state.aboard = ELIMINATED, None, None
        st.moved(state)
        if piece in st.leaders:
            st.leaders[piece].returns_year = st.year + 1


def nearest_stand(eng: Engine, st: GameState, piece: str, start: str) -> str | None:
    """The nearest land zone but ``start`` (fewest land steps; a zone of origin of the
    piece's people first, then the zone id) where ``piece`` may stand; None if none."""
    own = _people_of(eng, piece)
    return nearest_land_zone(
        eng, start, lambda z: z != start and _may_go(eng, st, piece, z),
        lambda z: (eng.board.origin_people.get(z) != own, z))


def nearest_land_zone(eng: Engine, start: str, accept: Callable[[str], bool],
                      rank: Callable[[str], tuple[object, ...]] = lambda z: (z,)
                      ) -> str | None:
    """The zone ``accept`` takes that is fewest land steps from ``start`` (``start``
    itself first), the lowest ``rank`` among equals; None if there is none."""
    board = eng.board
    seen = {start}
    frontier = [start]
    while frontier:
        legal = [z for z in frontier if accept(z)]
        if legal:
            return min(legal, key=rank)
        following: deque[str] = deque()
        for here in frontier:
            for to in board.neighbours.get(here, ()):
                if to not in seen and to not in board.sea_zones:
                    seen.add(to)
                    following.append(to)
        frontier = sorted(following)
    return None


def _people_of(eng: Engine, piece: str) -> str | None:
    board = eng.board
    return board.leaders[piece].people if piece in board.leaders else board.units[piece].people


def _may_go(eng: Engine, st: GameState, piece: str, zone: str) -> bool:
    board = eng.board
    side = st.leaders[piece].side if piece in st.leaders else st.units[piece].side
    assert side is not None
    if Occupancy(st).has_enemy_units(zone, side):
        return False
    roman = board.is_roman_leader(piece) if piece in st.leaders else board.is_roman_unit(piece)
    if roman and zone_controller(eng, st, zone) is not side:
        return False
    owner = board.origin_people.get(zone)
    if not roman and owner is not None and owner != _people_of(eng, piece) and \
            not st.peoples[owner].at_war and not board.is_armenian(owner):
        return False  # 4.3: not into the lands of a people at peace
    return stand_problem(eng, st, piece, zone) is None


def side_changes(st: GameState) -> dict[str, Side | None]:
    """Every piece's side now, to compare after a change of control (``changed_sides``)."""
    return {**{u.id: u.side for u in st.units.values()},
            **{x.id: x.side for x in st.leaders.values()}}


def changed_sides(st: GameState, before: dict[str, Side | None]) -> list[str]:
    """The pieces whose side is not what ``before`` recorded."""
    now = side_changes(st)
    return [p for p, side in now.items() if before.get(p, side) is not side]
