"""The initial state of a scenario (3.3, 3.7, scenario instructions)."""

from __future__ import annotations

from sv_model.engine.core import Engine, step
from sv_model.engine.messages import MessageId, Ref, RefKind, msg
from sv_model.engine.state import (
    ON_MAP,
    FleetState,
    GameState,
    LeaderState,
    PeopleState,
    UnitState,
)
from sv_model.games.semper_victor.control import refresh_all_control
from sv_model.games.semper_victor.control_query import zone_controller
from sv_model.games.semper_victor.sequence import turn_start
from sv_model.schemas.scenario import Side
from sv_model.timeline import arrival_schedule


def initial_state(eng: Engine, end_year: int | None = None) -> GameState:
    """Build the state at the start of the scenario's first turn, before phase A."""
    sc = eng.bundle.scenario
    board = eng.board
    last = sc.end_year if end_year is None else max(sc.start_year, min(end_year, sc.end_year))
    st = GameState(year=sc.start_year, start_year=sc.start_year, end_year=last, seed=eng.seed)
    st.diocese_control = {d: sc.diocese_control[d] for d in board.diocese_ids
                          if d in sc.diocese_control}
    _peoples(eng, st)
    _leaders(eng, st)
    _units(eng, st)
    _fleets(eng, st)
    st.zone_index = None  # made from the whole set of pieces when first read
    _arrival_facts(eng)
    st.constantinopolis_built = sc.constantinopolis_built
    st.constantinopolis_due = None if sc.constantinopolis_built else sc.constantinopolis_due
    if sc.stratagem_cup == "all":
        st.cup = [x.id for x in eng.bundle.roster.stratagems]
    else:
        st.cup = list(sc.stratagem_cup)
    refresh_all_control(eng, st)
    _leaderless_units_outside(eng, st)
    st.stack.append(step(turn_start))
    eng.log(st, msg(MessageId.SCENARIO, scenario=Ref(RefKind.SCENARIO, sc.id),
                    first=sc.start_year, last=last), "2")
    return st


def _peoples(eng: Engine, st: GameState) -> None:
    given = {p.people: p for p in eng.bundle.scenario.peoples}
    for people_id in eng.board.peoples:
        setup = given.get(people_id)
        if setup is None:
            st.peoples[people_id] = PeopleState(people_id)
        else:
            st.peoples[people_id] = PeopleState(people_id, setup.at_war, setup.controller,
                                                setup.pacified_until)


def _leaders(eng: Engine, st: GameState) -> None:
    board = eng.board
    placed = {x.leader: x for x in eng.bundle.scenario.leaders}
    for leader_id, leader in board.leaders.items():
        ls = placed.get(leader_id)
        state = LeaderState(leader_id)
        st.leaders[leader_id] = state
        if ls is not None:
            state.zone = ls.zone
            state.status = ON_MAP
            state.title = ls.title
            state.protectores = ls.protectores
            state.civil_war = ls.civil_war
            state.pax_romana = ls.pax_romana
            if leader.people is None:
                state.side = ls.side or zone_controller(eng, st, ls.zone) or Side.PRIMUS
            eng.initial_zone[leader_id] = ls.zone
        elif leader.dux and leader.dux_capital:
            zone = board.capital_zone(leader.dux_capital, False)
            if zone is not None:  # 3.3.1: each Dux starts in his capital
                state.zone = zone
                state.status = ON_MAP
                state.side = zone_controller(eng, st, zone) or Side.PRIMUS


def _units(eng: Engine, st: GameState) -> None:
    placed = {x.unit: x for x in eng.bundle.scenario.units}
    fleets_at = {f.zone: f.fleet for f in eng.bundle.scenario.fleets if f.zone}
    for unit_id in eng.board.units:
        us = placed.get(unit_id)
        state = UnitState(unit_id)
        st.units[unit_id] = state
        if us is None:
            continue
        state.zone = us.zone
        state.weakened = us.weakened
        state.status = ON_MAP
        if us.zone in eng.board.sea_zones:
            state.aboard = fleets_at.get(us.zone)
        eng.initial_zone[unit_id] = us.zone
        if eng.board.is_roman_unit(unit_id):
            state.side = zone_controller(eng, st, us.zone)


def _fleets(eng: Engine, st: GameState) -> None:
    given = {f.fleet: f for f in eng.bundle.scenario.fleets}
    for fleet_id in eng.board.fleet_ids:
        fs = given.get(fleet_id)
        fleet = FleetState(fleet_id)
        if fs is not None:
            port = eng.board.port_zone.get(fleet_id)
            fleet.at = None if fs.zone in (None, port) else fs.zone
            fleet.returns_year = fs.returns_year
        st.fleets[fleet_id] = fleet


def _arrival_facts(eng: Engine) -> None:
    """Arrival years and zones of the Leader Arrival table, with scenario overrides."""
    schedule = arrival_schedule(eng.bundle.scenario, eng.bundle.roster)
    for leader_id in eng.board.leaders:
        arrival = schedule[leader_id]
        eng.arrival_year[leader_id] = arrival.year
        eng.arrival_zone[leader_id] = arrival.zone


def _leaderless_units_outside(eng: Engine, st: GameState) -> None:
    """Roman units set up outside any diocese and without a leader: PRIMUS's (our reading)."""
    for unit in st.units.values():
        if unit.status == ON_MAP and unit.side is None and eng.board.is_roman_unit(unit.id):
            unit.side = Side.PRIMUS
            st.moved(unit)  # a change of side: the zone's notes (state.ZoneIndex)
