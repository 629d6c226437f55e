"""Control (3.7, 4.4.1, 3.4.2): dioceses, leaderless units, peoples and fleets, brought up
to date after the board changed (who controls what: ``control_query``)."""

from __future__ import annotations

from sv_model.engine.core import Engine
from sv_model.engine.messages import MessageId, diocese_ref, msg
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.control_query import people_controller, zone_controller
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.games.semper_victor.stacking import changed_sides, settle, side_changes
from sv_model.schemas.scenario import Side


def refresh_people_control(eng: Engine, st: GameState) -> None:
    """Give every people at war (and Armenia) its controller, pieces included. From
    rules version 4, the pieces that change hands obey 4.2.4 (``stacking.settle``)."""
    board = eng.board
    before = side_changes(st)
    for people in st.peoples.values():
        active = people.at_war or board.is_armenian(people.id)
        people.controller = people_controller(eng, st, people.id) if active else None
    units = st.units
    for unit_id, its_people in board.unit_people.items():  # the pieces of peoples alone
        unit = units.get(unit_id)
        if unit is not None and unit.side is not st.peoples[its_people].controller:
            unit.side = st.peoples[its_people].controller
            st.moved(unit)
    for leader in st.leaders.values():
        people_id = board.leaders[leader.id].people
        if people_id is not None:
            people = st.peoples[people_id]
            if leader.side is not people.controller:
                leader.side = people.controller
                st.moved(leader)
            leader.pax_romana = not people.at_war and not board.is_armenian(people_id)
    settle(eng, st, changed_sides(st, before))  # 4.2.4 for the pieces that changed hands


def refresh_unit_control(eng: Engine, st: GameState) -> None:
    """3.7.2: Roman units follow a leader of their side in their zone, else the diocese.

    Applied when control is checked (set-up, phase F, redeployment): during
    the turn a unit keeps the side it had (see docs/rules-decisions.md).
    """
    board = eng.board
    occ = Occupancy(st)
    # the sides of the Roman leaders of each zone, read once per zone (units changing
    # side below do not change them)
    sides_in: dict[str, set[Side | None]] = {}
    for unit in st.units.values():
        if unit.status != ON_MAP or unit.aboard is not None or unit.zone is None:
            continue
        if not board.is_roman_unit(unit.id):
            continue
        roman_leader_sides = sides_in.get(unit.zone)
        if roman_leader_sides is None:
            roman_leader_sides = sides_in[unit.zone] = {
                st.leaders[x].side for x in occ.leaders.get(unit.zone, ())
                if board.is_roman_leader(x)}
        if unit.side in roman_leader_sides:
            continue
        if len(roman_leader_sides) == 1:
            unit.side = next(iter(roman_leader_sides))
            st.moved(unit)
            continue
        holder = zone_controller(eng, st, unit.zone)
        if holder is not None and unit.side is not holder:
            unit.side = holder
            st.moved(unit)


def refresh_fleet_control(eng: Engine, st: GameState) -> None:
    """3.4.2 and 2.F (French): a fleet belongs to the holder of its port's diocese."""
    for fleet in st.fleets.values():
        port = eng.board.port_zone.get(fleet.id)
        holder = zone_controller(eng, st, port)
        if holder is not None:
            fleet.side = holder


def check_diocese_control(eng: Engine, st: GameState) -> list[str]:
    """3.7.3 in phase F: take an enemy diocese by holding its capital or its cities
    with at least one Roman leader and one Roman unit. Returns the dioceses taken."""
    board = eng.board
    occ = Occupancy(st)
    changed: list[str] = []
    for diocese, owner in list(st.diocese_control.items()):
        zones = board.control_zones(diocese, st.constantinopolis_built)
        if not zones:
            continue
        taker = owner.other
        if all(_holds(eng, st, occ, zone, taker) for zone in zones):
            st.diocese_control[diocese] = taker
            changed.append(diocese)
            eng.log(st, msg(MessageId.DIOCESE_TAKEN, diocese=diocese_ref(diocese), side=taker),
                    "3.7.3")
    return changed


def _holds(eng: Engine, st: GameState, occ: Occupancy, zone: str, side: Side) -> bool:
    board = eng.board
    has_leader = any(board.is_roman_leader(x) for x in occ.leaders_of(zone, side))
    has_unit = any(board.is_roman_unit(u) for u in occ.units_of(zone, side))
    return has_leader and has_unit


def refresh_all_control(eng: Engine, st: GameState) -> None:
    refresh_people_control(eng, st)
    refresh_unit_control(eng, st)
    refresh_fleet_control(eng, st)
