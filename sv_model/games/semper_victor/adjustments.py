"""Phase F adjustments (9): fleets, limitanei, comitatenses, Roman leaders, peoples."""

from __future__ import annotations

import heapq

from sv_model.engine.actions import Action, ChooseZone
from sv_model.engine.causes import DeathCause
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    push,
    step,
)
from sv_model.engine.decisions import LeaderHome, Redeployment
from sv_model.engine.messages import MessageId, fleet_ref, leader_ref, msg, unit_ref, zone_ref
from sv_model.engine.state import ELIMINATED, ON_MAP, GameState
from sv_model.games.semper_victor.control import refresh_unit_control
from sv_model.games.semper_victor.control_query import zone_controller
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.escapes import lone_leaders
from sv_model.games.semper_victor.fleets import aboard
from sv_model.games.semper_victor.peoples import adjust_peoples
from sv_model.games.semper_victor.pieces import HitCause, hit_unit
from sv_model.games.semper_victor.placement import occupancy_without, placement_problem
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.games.semper_victor.stacking import settle
from sv_model.schemas.roster import Category
from sv_model.schemas.scenario import Side

FLEET_ABSENCE = 6  # "5 complete turns": lost in 318, back in 324 (9.2)


@named_step("f_adjustments")
def f_adjustments(eng: Engine, st: GameState) -> None:
    st.step = "F adjustments"
    steps = [step(adj_fleets), step(adj_limitanei), step(adj_comitatenses),
             step(adj_leaders), step(adj_peoples), step(adj_control)]
    if eng.rules_version >= 3:  # 7.1: units placed back can leave a leader alone with them
        steps.append(step(lone_leaders))
    push(st, *steps)


@named_step("adj_fleets")
def adj_fleets(eng: Engine, st: GameState) -> None:
    """9.2: a fleet not in its port is lost for five turns with the units aboard
    (they come back at once by 9.3); leaders aboard die."""
    for fleet_id, fleet in st.fleets.items():
        if not fleet.available or fleet.at is None:
            continue
        leaders, units = aboard(st, fleet_id)
        for u in units:
            hit_unit(eng, st, u, cause=HitCause.LOST_AT_SEA, eliminate=True)
        for x in leaders:
            leader_dies(eng, st, x, DeathCause.LOST_AT_SEA)
        fleet.at = None
        fleet.returns_year = st.year + FLEET_ABSENCE
        eng.log(st, msg(MessageId.FLEET_LOST, fleet=fleet_ref(fleet_id),
                        year=fleet.returns_year), "9.2")


def _enemy_near(eng: Engine, st: GameState, occ: Occupancy, zone: str, side: Side) -> bool:
    """An enemy combat unit inside the Empire in or next to ``zone`` (9.3.1, 9.3.2)."""
    board = eng.board
    for z in (zone, *board.neighbours[zone]):
        if z in board.inside and occ.has_enemy_units(z, side):
            return True
    return False


@named_step("adj_limitanei")
def adj_limitanei(eng: Engine, st: GameState) -> None:
    """9.3.1: PC outside the Empire are eliminated; eliminated limitanei come back in their
    diocese; weakened ones recover at home (or a PC in a city) away from enemies."""
    board = eng.board
    occ = Occupancy(st)
    for unit in st.units.values():
        category = board.category(unit.id)
        if category not in (Category.RIPENSES, Category.PSEUDO_COMITATENSES):
            continue
        if unit.status == ON_MAP and unit.aboard is None and unit.zone not in board.inside:
            hit_unit(eng, st, unit.id, cause=HitCause.DISBANDED, eliminate=True)
        elif unit.status == ON_MAP and unit.weakened and unit.side is not None \
                and unit.zone is not None:
            home = board.zone_diocese.get(unit.zone) == board.units[unit.id].diocese
            city = category is Category.PSEUDO_COMITATENSES and unit.zone in board.city_zones
            if (home or city) and not _enemy_near(eng, st, occ, unit.zone, unit.side):
                unit.weakened = False
    waiting = [u.id for u in st.units.values() if u.status == ELIMINATED and
               board.category(u.id) in (Category.RIPENSES, Category.PSEUDO_COMITATENSES)]
    push(st, *(step(redeploy, u) for u in waiting))


def limitanei_zones(eng: Engine, st: GameState, unit_id: str) -> list[str]:
    """Zones of the unit's diocese free of non-Roman units, ripenses next to a zone
    outside the Empire when the diocese has any (3.3.2)."""
    board = eng.board
    diocese = board.units[unit_id].diocese
    if diocese is None:
        return []
    zones = list(board.diocese_zones.get(diocese, ()))
    if board.category(unit_id) is Category.RIPENSES:
        frontier = [z for z in zones if any(n not in board.inside for n in board.neighbours[z])]
        zones = frontier or zones
    occ = Occupancy(st)
    return [z for z in zones if not _held_by_non_romans(eng, occ, z)]


def _held_by_non_romans(eng: Engine, occ: Occupancy, zone: str) -> bool:
    """9.3.1, 9.3.2: non-Roman units stand in ``zone``; from rules version 4 a non-Roman
    leader too (a Roman unit may not stand with him, 4.2.4)."""
    board = eng.board
    if any(not board.is_roman_unit(u) for u in occ.units.get(zone, ())):
        return True
    return eng.rules_version >= 4 and any(not board.is_roman_leader(x)
                                          for x in occ.leaders.get(zone, ()))


@named_step("redeploy")
def redeploy(eng: Engine, st: GameState, unit_id: str) -> None:
    zones = limitanei_zones(eng, st, unit_id)
    if not zones:
        return
    if len(zones) == 1:
        place_unit(eng, st, unit_id, zones[0])
        return
    diocese = eng.board.units[unit_id].diocese
    chooser = st.diocese_control.get(diocese or "", Side.PRIMUS)
    eng.ask(st, chooser, "9.3.1", Redeployment(unit_id))


def place_unit(eng: Engine, st: GameState, unit_id: str, zone: str) -> None:
    unit = st.units[unit_id]
    unit.status, unit.zone, unit.weakened, unit.aboard = ON_MAP, zone, False, None
    st.moved(unit)
    unit.side = zone_controller(eng, st, zone) or unit.side or Side.PRIMUS
    st.moved(unit)
    eng.log(st, msg(MessageId.UNIT_BACK, unit=unit_ref(unit_id), zone=zone_ref(zone)), "9.3")
    settle(eng, st, (unit_id,))  # 4.2.4 (rules version 4)


def _redeploy_choose(eng: Engine, st: GameState, side: Side, redeployment: Redeployment,
                     action: Action) -> None:
    assert isinstance(action, ChooseZone)
    place_unit(eng, st, redeployment.unit, action.zone)


REDEPLOY = DecisionHandler(
    Redeployment,
    lambda eng, st, side, r: [ChooseZone(z) for z in limitanei_zones(eng, st, r.unit)],
    lambda eng, st, side, r: msg(MessageId.ASK_REDEPLOY, unit=unit_ref(r.unit)),
    _redeploy_choose)
"""9.3.1: where an eliminated limitaneus comes back in its diocese."""


@named_step("adj_comitatenses")
def adj_comitatenses(eng: Engine, st: GameState) -> None:
    """9.3.2: comitatenses outside the Empire go back to their first capital; the
    eliminated ones come back in their home capital unless non-Romans hold it;
    weakened ones recover in a city away from enemies."""
    board = eng.board
    occ = Occupancy(st)
    for unit in st.units.values():
        if board.category(unit.id) is not Category.COMITATENSES:
            continue
        if unit.status == ON_MAP and unit.aboard is None and unit.zone not in board.inside:
            _send_home(eng, st, occ, unit.id, eng.initial_zone.get(unit.id))
        elif unit.status == ELIMINATED:
            _send_home(eng, st, occ, unit.id, None)
        elif unit.status == ON_MAP and unit.weakened and unit.zone in board.city_zones \
                and unit.side is not None and unit.zone is not None \
                and not _enemy_near(eng, st, occ, unit.zone, unit.side):
            unit.weakened = False


def _send_home(eng: Engine, st: GameState, occ: Occupancy, unit_id: str,
               first_zone: str | None) -> None:
    board = eng.board
    capitals = board.capital_zones(st.constantinopolis_built)
    zone = first_zone if first_zone in capitals else None
    home = board.units[unit_id].home_capital
    if zone is None and home is not None:
        zone = board.capital_zone(home, st.constantinopolis_built)
    if zone is None or _held_by_non_romans(eng, occ, zone):
        if st.units[unit_id].status != ELIMINATED:
            hit_unit(eng, st, unit_id, cause=HitCause.DISBANDED, eliminate=True)
        return
    place_unit(eng, st, unit_id, zone)


@named_step("adj_leaders")
def adj_leaders(eng: Engine, st: GameState) -> None:
    """9.3.3: Roman leaders outside the Empire go to the nearest city or capital free of
    enemy units (the owner chooses between equally near ones)."""
    for x in st.leaders.values():
        if x.status != ON_MAP or x.aboard is not None or x.zone is None:
            continue
        if eng.board.is_roman_leader(x.id) and x.zone not in eng.board.inside:
            push(st, step(leader_home, x.id))


def nearest_cities(eng: Engine, st: GameState, leader_id: str) -> list[str]:
    x = st.leaders[leader_id]
    assert x.zone is not None and x.side is not None
    board = eng.board
    occ = Occupancy(st)
    cities = {z for z in board.city_zones if z in board.inside
              and not occ.has_enemy_units(z, x.side)}
    if eng.rules_version >= 3:  # 4.2.4, 3.6.3 Note 2 hold for placements too
        others = occupancy_without(st, leader_id)
        cities = {z for z in cities
                  if placement_problem(eng, st, leader_id, x.side, z, others) is None}
    best = {x.zone: 0}
    heap = [(0, x.zone)]
    found: list[str] = []
    limit: int | None = None
    while heap:
        cost, here = heapq.heappop(heap)
        if limit is not None and cost > limit:
            break
        if cost > best.get(here, 1 << 30):
            continue
        if here in cities:
            found.append(here)
            limit = cost
            continue
        for edge in board.land[here]:
            new = cost + edge.cost
            if new < best.get(edge.to, 1 << 30):
                best[edge.to] = new
                heapq.heappush(heap, (new, edge.to))
    return sorted(found)


@named_step("leader_home")
def leader_home(eng: Engine, st: GameState, leader_id: str) -> None:
    x = st.leaders[leader_id]
    if x.status != ON_MAP or x.side is None:
        return
    zones = nearest_cities(eng, st, leader_id)
    if len(zones) > 1:
        eng.ask(st, x.side, "9.3.3", LeaderHome(leader_id))
    elif zones:
        _leader_to(eng, st, leader_id, zones[0])


def _leader_to(eng: Engine, st: GameState, leader_id: str, zone: str) -> None:
    st.leaders[leader_id].zone = zone
    st.moved(st.leaders[leader_id])
    eng.log(st, msg(MessageId.WINTERS, leader=leader_ref(leader_id), zone=zone_ref(zone)),
            "9.3.3")


def _home_choose(eng: Engine, st: GameState, side: Side, home: LeaderHome,
                 action: Action) -> None:
    assert isinstance(action, ChooseZone)
    _leader_to(eng, st, home.leader, action.zone)


LEADER_HOME = DecisionHandler(
    LeaderHome,
    lambda eng, st, side, home: [ChooseZone(z) for z in nearest_cities(eng, st, home.leader)],
    lambda eng, st, side, home: msg(MessageId.ASK_WINTER, leader=leader_ref(home.leader)),
    _home_choose)
"""9.3.3: which of the nearest cities a Roman leader outside the Empire winters in."""


@named_step("adj_peoples")
def adj_peoples(eng: Engine, st: GameState) -> None:
    adjust_peoples(eng, st)


@named_step("adj_control")
def adj_control(eng: Engine, st: GameState) -> None:
    """Units placed back take the side of the diocese they are in (9.3.2, note)."""
    refresh_unit_control(eng, st)
    st.people_run_by = {}  # the peoples' controllers of this turn served their purpose
