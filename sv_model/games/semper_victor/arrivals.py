"""Leaders entering and leaving play (3.3.1, 4.2.1, 9.2): the arrival and death table,
the footnotes on Constantin's sons and Licinianus, the Dux, the Persian kings,
returning non-Roman leaders and fleets."""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseZone
from sv_model.engine.causes import DeathCause
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    push,
    step,
)
from sv_model.engine.decisions import LeaderPlacement
from sv_model.engine.messages import Message, MessageId, fleet_ref, leader_ref, msg, zone_ref
from sv_model.engine.state import DEAD, ELIMINATED, OFF_MAP, ON_MAP, GameState
from sv_model.games.semper_victor.control_query import zone_controller
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.escapes import lone_leaders
from sv_model.games.semper_victor.placement import nearest_legal_zone, placement_problem
from sv_model.games.semper_victor.stacking import settle
from sv_model.schemas.roster import EntryCode, Leader
from sv_model.schemas.scenario import Side

ENTRY_CITY = {
    EntryCode.MEDIOLANUM: "Mediolanum",
    EntryCode.TREVERI: "Treveri",
    EntryCode.SIRMIUM: "Sirmium",
    EntryCode.NICOMEDIA: "Nicomedia",
}
DEFAULT_FATHER = {EntryCode.WITH_CONSTANTIN: "constantin", EntryCode.WITH_LICINIUS: "licinius"}


# --- phase C: leaders arrive or come back -------------------------------------------------


@named_step("c_leaders")
def c_leaders(eng: Engine, st: GameState) -> None:
    """2.C: Roman leaders of the arrival table, returning and scheduled non-Roman leaders."""
    for leader_id, leader in eng.board.leaders.items():
        x = st.leaders[leader_id]
        if leader.people is None and not leader.dux and x.status == OFF_MAP \
                and eng.arrival_year.get(leader_id) == st.year:
            _roman_arrival(eng, st, leader_id, leader)
        elif leader.people is not None and _non_roman_due(eng, st, leader_id, leader):
            push(st, step(place_non_roman, leader_id))
    push(st, step(lone_leaders))


def _non_roman_due(eng: Engine, st: GameState, leader_id: str, leader: Leader) -> bool:
    x = st.leaders[leader_id]
    if leader.leaves_after_year is not None and st.year > leader.leaves_after_year:
        return False
    if x.status == ELIMINATED:
        return x.returns_year is not None and x.returns_year <= st.year
    return x.status == OFF_MAP and eng.arrival_year.get(leader_id) == st.year


def _roman_arrival(eng: Engine, st: GameState, leader_id: str, leader: Leader) -> None:
    x = st.leaders[leader_id]
    placed = _entry_place(eng, st, leader_id, leader)
    if placed is None:
        return
    zone, side, aboard = placed
    if eng.rules_version >= 3 and aboard is None:  # 4.2.4, 3.6.3 Note 2
        legal = nearest_legal_zone(eng, st, leader_id, side, zone)
        if legal is None:
            eng.log(st, msg(MessageId.FINDS_NO_PLACE, leader=leader_ref(leader_id)), "3.3.1")
            return
        zone = legal
    x.status = ON_MAP
    x.zone = zone
    x.side = side
    x.aboard = aboard
    st.moved(x)
    eng.log(st, msg(MessageId.ENTERS_PLAY, leader=leader_ref(leader_id), zone=zone_ref(zone),
                    side=side), "3.3.1")


def _entry_place(eng: Engine, st: GameState, leader_id: str,
                 leader: Leader) -> tuple[str, Side, str | None] | None:
    """Where and for whom a Roman leader enters (3.3.1 and its footnotes).

    The side is that of the diocese holding the entry zone; C/ and L/ entries join
    the side of Constantin or Licinius (see docs/rules-decisions.md).
    """
    table = leader.table
    override = eng.arrival_zone.get(leader_id)
    if override is not None:
        return override, zone_controller(eng, st, override) or Side.PRIMUS, None
    if table is None or table.entry is None:
        return None
    if table.entry in ENTRY_CITY:
        zone = eng.board.capital_zone(ENTRY_CITY[table.entry], False)
        if zone is None:
            return None
        return zone, zone_controller(eng, st, zone) or Side.PRIMUS, None
    father_id = table.father or DEFAULT_FATHER[table.entry]
    father = st.leaders.get(father_id)
    if father is not None and father.status == ON_MAP and father.zone and father.side:
        return father.zone, father.side, father.aboard
    if table.entry is EntryCode.WITH_LICINIUS:
        eng.log(st, msg(MessageId.NOT_ENTERING, leader=leader_ref(leader_id)), "3.3.1")
        return None
    birth = table.requires_father_alive_from
    died = father.died_year if father is not None else None
    if birth is not None and died is not None and died < birth:
        eng.log(st, msg(MessageId.NEVER_BORN, leader=leader_ref(leader_id), year=died), "3.3.1")
        return None
    die = eng.roll(st, 6, msg(MessageId.ROLL_ENTRY, leader=leader_ref(leader_id)), "3.3.1")
    city = "Treveri" if die % 2 == 0 else "Nicomedia"
    zone = eng.board.capital_zone(city, False)
    if zone is None:
        return None
    return zone, zone_controller(eng, st, zone) or Side.PRIMUS, None


@named_step("place_non_roman")
def place_non_roman(eng: Engine, st: GameState, leader_id: str) -> None:
    """4.2.1: a non-Roman leader comes back stacked with a unit of his people."""
    zones = non_roman_zones(eng, st, leader_id)
    people = eng.board.leaders[leader_id].people
    assert people is not None
    controller = st.peoples[people].controller
    if len(zones) > 1 and controller is not None and st.peoples[people].at_war:
        eng.ask(st, controller, "4.2.1", LeaderPlacement(leader_id))
        return
    origins = eng.board.people_origins.get(people, ())
    zone = zones[0] if zones else (origins[0] if origins else None)
    if zone is not None:
        _put_non_roman(eng, st, leader_id, zone)


def non_roman_zones(eng: Engine, st: GameState, leader_id: str) -> list[str]:
    people = eng.board.leaders[leader_id].people
    zones = {u.zone for u in st.units.values()
             if u.status == ON_MAP and u.aboard is None and u.zone is not None
             and eng.board.units[u.id].people == people}
    return sorted(z for z in zones if z is not None)


def _put_non_roman(eng: Engine, st: GameState, leader_id: str, zone: str) -> None:
    x = st.leaders[leader_id]
    people = eng.board.leaders[leader_id].people
    assert people is not None
    status = st.peoples[people]
    x.status = ON_MAP
    x.zone = zone
    st.moved(x)
    x.returns_year = None
    x.side = status.controller
    st.moved(x)
    x.pax_romana = not status.at_war and not eng.board.is_armenian(people)
    eng.log(st, msg(MessageId.COMES_INTO_PLAY, leader=leader_ref(leader_id), zone=zone_ref(zone)),
            "4.2.1")
    settle(eng, st, (leader_id,))  # 4.2.4 (rules version 4)


def _place_options(eng: Engine, st: GameState, side: Side,
                   payload: LeaderPlacement) -> list[Action]:
    return [ChooseZone(z) for z in non_roman_zones(eng, st, payload.leader)]


def _place_prompt(eng: Engine, st: GameState, side: Side, payload: LeaderPlacement) -> Message:
    return msg(MessageId.ASK_PLACE_LEADER, leader=leader_ref(payload.leader))


def _place_choose(eng: Engine, st: GameState, side: Side, payload: LeaderPlacement,
                  action: Action) -> None:
    assert isinstance(action, ChooseZone)
    _put_non_roman(eng, st, payload.leader, action.zone)


PLACE_LEADER = DecisionHandler(
    LeaderPlacement, _place_options, _place_prompt, _place_choose)
"""4.2.1: with which unit of his people a non-Roman leader comes back."""


# --- phase D: natural deaths and reinforcements --------------------------------------------


@named_step("d_deaths")
def d_deaths(eng: Engine, st: GameState) -> None:
    """2.D: test each Roman leader in play against the arrival and death table."""
    if st.deaths_tested:
        return
    st.deaths_tested = True
    due = [leader_id for leader_id, leader in eng.board.leaders.items()
           if st.leaders[leader_id].status == ON_MAP and death_threshold(leader, st.year)]
    push(st, *(step(death_test, leader_id) for leader_id in due))


def death_threshold(leader: Leader, year: int) -> int:
    """0: no test this year; 1-9: dies on a d10 below it; 10: certain death (3.3.1)."""
    table = leader.table
    if table is None or leader.dux or leader.people is not None:
        return 0
    if table.certain_death is not None and year >= table.certain_death:
        return 10
    return max((k + 1 for k, y in enumerate(table.death_years) if y == year), default=0)


@named_step("death_test")
def death_test(eng: Engine, st: GameState, leader_id: str) -> None:
    leader = eng.board.leaders[leader_id]
    if st.leaders[leader_id].status != ON_MAP:
        return
    threshold = death_threshold(leader, st.year)
    if threshold >= 10:
        leader_dies(eng, st, leader_id, DeathCause.END_OF_DAYS)
        return
    die = eng.roll(st, 10, msg(MessageId.ROLL_DEATH_TEST, leader=leader_ref(leader_id)), "3.3.1")
    if die < threshold:
        leader_dies(eng, st, leader_id, DeathCause.NATURAL,
                    told=msg(MessageId.LEADER_DIES_NATURALLY, leader=leader_ref(leader_id),
                             die=die, threshold=threshold))


@named_step("d_reinforcements")
def d_reinforcements(eng: Engine, st: GameState) -> None:
    """2.D: fleets back from their absence (9.2) and Dux replaced in their capital (3.3.1)."""
    for fleet in st.fleets.values():
        if fleet.returns_year is not None and fleet.returns_year <= st.year:
            fleet.returns_year = None
            fleet.at = None
            fleet.side = zone_controller(eng, st, eng.board.port_zone.get(fleet.id))
            eng.log(st, msg(MessageId.FLEET_BACK, fleet=fleet_ref(fleet.id)), "9.2")
    for leader_id, leader in eng.board.leaders.items():
        x = st.leaders[leader_id]
        if not leader.dux or x.status != ELIMINATED or leader.dux_capital is None:
            continue
        if x.returns_year is None or x.returns_year > st.year:
            continue
        zone = eng.board.capital_zone(leader.dux_capital, False)
        if zone is None:
            continue
        side = zone_controller(eng, st, zone) or Side.PRIMUS
        if eng.rules_version >= 3 and placement_problem(eng, st, leader_id, side, zone):
            x.returns_year = st.year + 1  # 4.2.4, 3.6.3 Note 2: he comes back next year
            eng.log(st, msg(MessageId.FINDS_NO_PLACE, leader=leader_ref(leader_id)), "3.3.1")
            continue
        x.status = ON_MAP
        x.zone = zone
        st.moved(x)
        x.returns_year = None
        x.side = side
        st.moved(x)
        eng.log(st, msg(MessageId.DUX_BACK, leader=leader_ref(leader_id), zone=zone_ref(zone),
                        side=x.side), "3.3.1")
    push(st, step(lone_leaders))


def scheduled_departures(eng: Engine, st: GameState) -> None:
    """4.2.1: a Persian king leaves play in phase F of his last year."""
    for leader_id, leader in eng.board.leaders.items():
        x = st.leaders[leader_id]
        if leader.leaves_after_year is not None and st.year >= leader.leaves_after_year \
                and x.status != DEAD:
            x.status = DEAD
            x.zone = None
            st.moved(x)
            x.title = None
            eng.log(st, msg(MessageId.LEAVES_PLAY, leader=leader_ref(leader_id)), "4.2.1")
