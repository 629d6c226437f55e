"""Naval movement (3.4.2): two fleets, two units and any leaders each, one sea zone per M/CS."""

from __future__ import annotations

from sv_model.engine.actions import NavalMove
from sv_model.engine.core import Engine
from sv_model.engine.messages import (
    Message,
    MessageId,
    fleet_ref,
    leader_ref,
    msg,
    refused,
    unit_ref,
    zone_ref,
)
from sv_model.engine.messages import MessageId as M
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.movement_query import (
    NO_PSEUDO_COMITATENSES,
    NO_RIPENSES,
    piece_blocked,
    stacking_problem,
    unit_entry_problem,
)
from sv_model.games.semper_victor.queries import IMPERIAL_TITLES, Occupancy
from sv_model.schemas.roster import Category
from sv_model.schemas.scenario import Side

FLEET_CAPACITY = 2


def aboard(st: GameState, fleet: str) -> tuple[list[str], list[str]]:
    """(leaders, units) carried by ``fleet``."""
    leaders = [x.id for x in st.leaders.values() if x.aboard == fleet and x.status == ON_MAP]
    units = [u.id for u in st.units.values() if u.aboard == fleet and u.status == ON_MAP]
    return leaders, units


def fleet_targets(eng: Engine, st: GameState, fleet: str) -> list[str]:
    """Where the fleet may go this M/CS: a sea zone next to where it is, home, or stay."""
    board = eng.board
    port = board.port_zone.get(fleet)
    at = st.fleets[fleet].at
    if at is None:
        if port is None:
            return []
        return [s for s in board.coast[port] if s in board.sea_zones and s not in board.no_fleet]
    out = [at]
    out += [s for s in board.sea[at] if s not in board.no_fleet]
    if port is not None and port in board.coast[at]:
        out.append(port)
    return out


def landing_zones(eng: Engine, sea: str) -> list[str]:
    board = eng.board
    return [z for z in board.coast[sea] if z not in board.sea_zones]


def check_naval_move(eng: Engine, st: GameState, side: Side, nm: NavalMove,
                     occ: Occupancy | None = None,
                     on_board: tuple[list[str], list[str]] | None = None,
                     targets: list[str] | None = None) -> None:
    """Raise IllegalActionError unless the fleet move is legal (3.4.2, event 9).
    ``occ``, ``on_board`` (``aboard`` of the fleet) and ``targets`` (its
    ``fleet_targets``): the state's, if the caller has them (the listing checks many
    moves of one fleet)."""
    board = eng.board
    if st.active_event == 9:
        raise refused(msg(M.NO_NAVAL_EVENT_9))
    fleet = st.fleets.get(nm.fleet)
    if fleet is None:
        raise refused(msg(M.NO_FLEET, fleet=nm.fleet))
    if not fleet.available or fleet.side is not side:
        raise refused(msg(M.NO_FLEET_NOT_YOURS))
    if nm.fleet in st.mcs.fleets_moved:
        raise refused(msg(M.NO_FLEET_MOVED))
    if nm.to not in (targets if targets is not None else fleet_targets(eng, st, nm.fleet)):
        raise refused(msg(M.NO_FLEET_TARGET, zone=eng.name(nm.to)))
    port = board.port_zone.get(nm.fleet)
    leaders, units = aboard(st, nm.fleet) if on_board is None else \
        (list(on_board[0]), list(on_board[1]))
    if nm.leaders or nm.units:
        _check_embark(eng, st, side, nm, port, len(units))
    leaders += list(nm.leaders)
    units += list(nm.units)
    if nm.land is not None:
        if nm.to == port or nm.land not in landing_zones(eng, nm.to):
            raise refused(msg(M.NO_LANDING_COAST))
        if not leaders and not units:
            raise refused(msg(M.NO_ONE_TO_LAND))
        _check_landing(eng, st, side, nm.to, nm.land, leaders, units, occ)
    if nm.to == fleet.at and nm.land is None:
        raise refused(msg(M.NO_FLEET_NOTHING))


def _check_embark(eng: Engine, st: GameState, side: Side, nm: NavalMove, port: str | None,
                  already: int) -> None:
    board = eng.board
    if st.fleets[nm.fleet].at is not None or nm.to == port:
        raise refused(msg(M.NO_EMBARK_AT_SEA))
    if already + len(nm.units) > FLEET_CAPACITY:
        raise refused(msg(M.NO_FLEET_CAPACITY))
    titled = any(st.leaders[x].title in IMPERIAL_TITLES for x in nm.leaders)
    for piece in (*nm.leaders, *nm.units):
        state = st.leaders.get(piece) or st.units.get(piece)
        if state is None or state.side is not side or state.zone != port:
            raise refused(msg(M.NO_NOT_IN_PORT, piece=piece))
        problem = piece_blocked(eng, st, piece)
        if problem:
            raise refused(problem)
    for x in nm.leaders:
        if not board.is_roman_leader(x):
            raise refused(msg(M.NO_FLEET_ROMANS))
    for u in nm.units:
        if not board.is_roman_unit(u):
            raise refused(msg(M.NO_FLEET_ROMANS))
        category = board.category(u)
        if category is Category.RIPENSES:
            raise refused(NO_RIPENSES)
        if category is Category.PSEUDO_COMITATENSES and not titled:
            raise refused(NO_PSEUDO_COMITATENSES)


def _check_landing(eng: Engine, st: GameState, side: Side, sea: str, land: str,
                   leaders: list[str], units: list[str], occ: Occupancy | None) -> None:
    problem = _landing_problem(eng, st, side, sea, land, leaders, units, occ)
    if problem:
        raise refused(problem)


def _landing_problem(eng: Engine, st: GameState, side: Side, sea: str, land: str,
                     leaders: list[str], units: list[str], occ: Occupancy | None
                     ) -> Message | None:
    """Why the pieces may not land from ``sea`` in ``land`` (3.2, 4.3, 4.2), or None."""
    titled = any(st.leaders[x].title in IMPERIAL_TITLES for x in leaders)
    for u in units:
        problem = unit_entry_problem(eng, st, u, sea, land, bool(leaders), titled)
        if problem:
            return problem
    occ = occ if occ is not None else Occupancy(st)
    lead = leaders[0] if leaders else None
    return stacking_problem(eng, st, occ, side, tuple(units), lead, land)


def apply_naval_move(eng: Engine, st: GameState, nm: NavalMove) -> None:
    fleet = st.fleets[nm.fleet]
    port = eng.board.port_zone.get(nm.fleet)
    st.mcs.fleets_moved.add(nm.fleet)
    fleet.at = None if nm.to == port else nm.to
    for piece in (*nm.leaders, *nm.units):
        state = st.leaders.get(piece) or st.units[piece]
        state.aboard = nm.fleet
        st.moved(state)
        st.mcs.moved.add(piece)
    leaders, units = aboard(st, nm.fleet)
    for piece in leaders + units:
        state = st.leaders.get(piece) or st.units[piece]
        state.zone = nm.to
        if nm.to == port or nm.land is not None:
            state.aboard = None
            state.zone = nm.land if nm.land is not None else nm.to
            st.moved(state)
            st.mcs.moved.add(piece)
            if nm.land is not None:
                st.mcs.entered_from.setdefault(nm.land, set()).add(nm.to)
    eng.log(st, naval_move_message(nm), "3.4.2")


def naval_move_message(nm: NavalMove) -> Message:
    """How the log tells a fleet's move (3.4.2)."""
    landing = msg(MessageId.LANDING, zone=zone_ref(nm.land)) if nm.land else msg(MessageId.EMPTY)
    aboard = (*(leader_ref(x) for x in nm.leaders), *(unit_ref(u) for u in nm.units))
    if aboard:
        return msg(MessageId.SAILED_CARRYING, fleet=fleet_ref(nm.fleet), to=zone_ref(nm.to),
                   aboard=aboard, landing=landing)
    return msg(MessageId.SAILED, fleet=fleet_ref(nm.fleet), to=zone_ref(nm.to), landing=landing)


def naval_options(eng: Engine, st: GameState, side: Side,
                  occ: Occupancy | None = None) -> list[NavalMove]:
    """Representative fleet moves: sail empty or with a cargo, land on each coast. Each
    is one of ``naval_candidates`` that ``check_naval_move`` accepts; what the
    candidates are made of settles most of that check (the fleet and its targets, the
    cargo: Roman pieces of the side, free to move, in port), so only the rest is asked
    here (``_listed_problem``; ``tests/test_naval_listing.py`` holds the two equal)."""
    return [nm for nm, fleet_at, on_board, occ_made in naval_candidates(eng, st, side, occ)
            if not _listed_problem(eng, st, side, nm, fleet_at, on_board, occ_made)]


NavalCandidate = tuple[NavalMove, str | None, tuple[list[str], list[str]], Occupancy]
"""A fleet move the listing considers, with the fleet's zone (None: in port), who is
aboard it (``aboard``) and the occupancy read for the listing."""


def naval_candidates(eng: Engine, st: GameState, side: Side,
                     occ: Occupancy | None = None) -> list[NavalCandidate]:
    """The fleet moves ``naval_options`` chooses from, in its order (3.4.2, event 9)."""
    if st.active_event == 9:
        return []
    out: list[NavalCandidate] = []
    sea_zones = eng.board.sea_zones
    on_board_of: dict[str, tuple[list[str], list[str]]] | None = None
    for fleet_id, fleet in st.fleets.items():
        if fleet.side is not side or not fleet.available or fleet_id in st.mcs.fleets_moved:
            continue
        occ = occ if occ is not None else Occupancy(st)
        if on_board_of is None:
            on_board_of = _aboard_each(st)
        cargo_leaders, cargo_units = _cargo(eng, st, side, fleet_id, occ)
        on_board = on_board_of.get(fleet_id, ([], []))
        carried = bool(on_board[0] or on_board[1])
        at = fleet.at
        for to in fleet_targets(eng, st, fleet_id):
            candidates: list[NavalMove] = []
            if to != at:
                candidates.append(NavalMove(fleet_id, to))
            if cargo_leaders or cargo_units:
                candidates.append(NavalMove(fleet_id, to, cargo_leaders, cargo_units))
            if to in sea_zones and (carried or cargo_leaders or cargo_units):
                for land in landing_zones(eng, to):
                    if carried:
                        candidates.append(NavalMove(fleet_id, to, land=land))
                    if cargo_leaders or cargo_units:
                        candidates.append(NavalMove(fleet_id, to, cargo_leaders, cargo_units,
                                                    land))
            out.extend((nm, at, on_board, occ) for nm in candidates)
    return out


def _aboard_each(st: GameState) -> dict[str, tuple[list[str], list[str]]]:
    """``aboard`` of every fleet carrying someone, read in one pass over the pieces."""
    out: dict[str, tuple[list[str], list[str]]] = {}
    for x in st.leaders.values():
        if x.aboard is not None and x.status == ON_MAP:
            out.setdefault(x.aboard, ([], []))[0].append(x.id)
    for u in st.units.values():
        if u.aboard is not None and u.status == ON_MAP:
            out.setdefault(u.aboard, ([], []))[1].append(u.id)
    return out


def _listed_problem(eng: Engine, st: GameState, side: Side, nm: NavalMove,
                    fleet_at: str | None, on_board: tuple[list[str], list[str]],
                    occ: Occupancy) -> Message | None:
    """``check_naval_move`` of a candidate, but for what its making settled: the fleet
    (the side's, available, not moved, no event 9), a target of it, a cargo of Roman
    pieces of the side in port that may move (``_cargo``), a landing zone on the coast
    of a sea zone."""
    port = eng.board.port_zone.get(nm.fleet)
    leaders, units = on_board
    if nm.leaders or nm.units:
        if fleet_at is not None or nm.to == port:
            return msg(M.NO_EMBARK_AT_SEA)
        if len(units) + len(nm.units) > FLEET_CAPACITY:
            return msg(M.NO_FLEET_CAPACITY)
    if nm.land is not None:
        everyone = ([*leaders, *nm.leaders], [*units, *nm.units])
        if nm.to == port:
            return msg(M.NO_LANDING_COAST)
        if not everyone[0] and not everyone[1]:
            return msg(M.NO_ONE_TO_LAND)
        return _landing_problem(eng, st, side, nm.to, nm.land, *everyone, occ)
    if nm.to == fleet_at:
        return msg(M.NO_FLEET_NOTHING)
    return None


def _cargo(eng: Engine, st: GameState, side: Side, fleet_id: str,
           occ: Occupancy) -> tuple[tuple[str, ...], tuple[str, ...]]:
    if st.fleets[fleet_id].at is not None:
        return (), ()
    port = eng.board.port_zone.get(fleet_id)
    if port is None:
        return (), ()
    leaders = tuple(x for x in sorted(occ.leaders_of(port, side))
                    if eng.board.is_roman_leader(x) and not piece_blocked(eng, st, x))
    titled = any(st.leaders[x].title in IMPERIAL_TITLES for x in leaders)
    units = tuple(u for u in sorted(occ.units_of(port, side))
                  if eng.board.is_roman_unit(u) and not piece_blocked(eng, st, u)
                  and eng.board.category(u) is not Category.RIPENSES
                  and (titled or eng.board.category(u) is not Category.PSEUDO_COMITATENSES))
    return leaders, units[:FLEET_CAPACITY]
