"""The events table (2.D): 1d6 + 1d10, events 1 to 15, and their effects.

Battle bonuses of events 3, 5, 12 and 15 and the sick emperor's TB (4) are in
``combat_math``; the movement effects (2, 6, 9, 11) are read by movement.
"""

from __future__ import annotations

import heapq

from sv_model.engine.core import Engine, named_step, push, step
from sv_model.engine.messages import MessageId, event_ref, leader_ref, msg, zone_ref
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.control import refresh_people_control
from sv_model.games.semper_victor.escapes import lone_leaders
from sv_model.games.semper_victor.mcs_count import set_mcs
from sv_model.games.semper_victor.movement_query import LEADER_MP, capitals_held
from sv_model.games.semper_victor.peoples import go_to_war, pacify
from sv_model.games.semper_victor.pieces import HitCause, hit_unit
from sv_model.games.semper_victor.placement import placement_problem
from sv_model.games.semper_victor.plague_strikes import strike_entering
from sv_model.games.semper_victor.queries import AUGUSTUS_TITLES, primus_augustus, secundus_augustus
from sv_model.schemas.roster import Nationality
from sv_model.schemas.scenario import Side
from sv_model.tables import event_number, popular_rage_halves

PERSAE = "persae"
ORIENS = "oriens"


@named_step("d_events")
def d_events(eng: Engine, st: GameState) -> None:
    d6 = eng.roll(st, 6, msg(MessageId.ROLL_EVENT_D6), "2.D")
    d10 = eng.roll(st, 10, msg(MessageId.ROLL_EVENT_D10), "2.D")
    number = event_number(d6, d10)
    st.active_event = number
    st.bump(f"event_{number}")
    eng.log(st, msg(MessageId.EVENT_DRAWN, number=number, event=event_ref(number)),
            f"events {number}")
    apply_event(eng, st, number)


def apply_event(eng: Engine, st: GameState, number: int) -> None:
    """The immediate effects of event ``number``; lasting ones read ``st.active_event``."""
    handlers = {1: _unhealthy_rome, 4: _primus_ill, 7: _harsh_winter, 8: _peace_of_god,
                11: _popular_rage, 13: _plague_in_the_east, 14: _fickle_persians,
                15: _germanic_famine}
    handler = handlers.get(number)
    if handler is not None:
        handler(eng, st)


def _units_in(st: GameState, zones: set[str]) -> list[str]:
    return [u.id for u in st.units.values()
            if u.status == ON_MAP and u.aboard is None and u.zone in zones]


def _unhealthy_rome(eng: Engine, st: GameState) -> None:
    """1: units in the Rome zone are weakened; an Augustus there also suffers event 4."""
    rome = eng.board.rome_zone
    if rome is None:
        return
    for u in _units_in(st, {rome}):
        hit_unit(eng, st, u, cause=HitCause.EVENT, spare_weakened=True)
    for x in st.leaders.values():
        if x.status == ON_MAP and x.zone == rome and x.aboard is None \
                and x.title in AUGUSTUS_TITLES:
            x.sick = True
            eng.log(st, msg(MessageId.FALLS_ILL, leader=leader_ref(x.id)), "events 1")


def _primus_ill(eng: Engine, st: GameState) -> None:
    """4: the Primus Augustus may not leave his zone this year; his TB does not count."""
    pa = primus_augustus(st)
    if pa is not None:
        pa.sick = True


def _harsh_winter(eng: Engine, st: GameState) -> None:
    """7: one M/CS fewer in total (the split is made again)."""
    set_mcs(eng, st, st.mcs_total - 1)


def _peace_of_god(eng: Engine, st: GameState) -> None:
    """8 (French text): the total is reduced TO two, one per player."""
    set_mcs(eng, st, min(st.mcs_total, 2))


def _popular_rage(eng: Engine, st: GameState) -> None:
    """11: 1d10; 0 every capital, even the western ones, odd the eastern ones."""
    d10 = eng.roll(st, 10, msg(MessageId.ROLL_POPULAR_RAGE), "events 11")
    halves = popular_rage_halves(d10)
    capitals = eng.board.capital_zones(st.constantinopolis_built)
    st.pinned_zones = tuple(sorted(z for z in capitals if eng.board.half.get(z) in halves))
    eng.log(st, msg(MessageId.PINNED, zones=tuple(zone_ref(z) for z in st.pinned_zones)),
            "events 11")


def _plague_in_the_east(eng: Engine, st: GameState) -> None:
    """13: units in Oriens are weakened; already weakened ones are removed for the turn."""
    zones = set(eng.board.diocese_zones.get(ORIENS, ()))
    for u in _units_in(st, zones):
        hit_unit(eng, st, u, cause=HitCause.EVENT)


def _fickle_persians(eng: Engine, st: GameState) -> None:
    """14: Persae at peace go to war at once; at war, they are pacified at once."""
    if PERSAE not in st.peoples:
        return
    if st.peoples[PERSAE].at_war:
        pacify(eng, st, PERSAE, by_force=False)
    else:
        go_to_war(eng, st, PERSAE)
        refresh_people_control(eng, st)


def _germanic_famine(eng: Engine, st: GameState) -> None:
    """15: every German unit on the map is weakened."""
    for u in st.units.values():
        if u.status == ON_MAP and eng.board.units[u.id].nationality is Nationality.GERMAN:
            hit_unit(eng, st, u.id, cause=HitCause.EVENT, spare_weakened=True)


# --- event 6: the Augusti hurry to a capital -----------------------------------------------


def political_agitation_moves(eng: Engine, st: GameState, side: Side) -> None:
    """6: the Primus and Secundus Augustus go by the most direct route to the nearest
    imperial capital of a diocese their side holds, and stay there. The engine moves
    them alone at the start of their side's E.1 (see docs/rules-decisions.md)."""
    for emperor in (primus_augustus(st), secundus_augustus(st)):
        if emperor is None or emperor.side is not side or emperor.zone is None:
            continue
        if emperor.aboard is not None or emperor.id in st.mcs.moved:
            continue
        if eng.rules_version >= 2 and not capitals_held(eng, st, side):
            continue  # no capital to hurry to: the event leaves him free (rules v2)
        st.mcs.moved.add(emperor.id)
        path = _path_to_capital(eng, st, emperor.zone, side)
        if not path:
            continue
        here = _hurried_to(eng, st, emperor.id, side, emperor.zone, path)
        if here != emperor.zone:
            emperor.zone = here
            st.moved(emperor)
            eng.log(st, msg(MessageId.HURRIES, leader=leader_ref(emperor.id), zone=zone_ref(here)),
                    "events 6")
            push(st, step(lone_leaders))
            strike_entering(eng, st, emperor.id, path[:path.index(here) + 1])  # 6.3


def _hurried_to(eng: Engine, st: GameState, leader_id: str, side: Side, start: str,
                path: list[str]) -> str:
    """How far along ``path`` the leader's MP take him. From rules version 3 he stops
    in the last zone reached where he may stand (4.2.4, 3.6.3 Note 2)."""
    here = stop = start
    spent = 0
    for to in path:
        cost = eng.board.edge_cost[(here, to)]
        if spent + cost > LEADER_MP:
            break
        spent += cost
        here = to
        if eng.rules_version < 3 or placement_problem(eng, st, leader_id, side, to) is None:
            stop = to
    return stop


def _path_to_capital(eng: Engine, st: GameState, start: str, side: Side) -> list[str]:
    board = eng.board
    targets = capitals_held(eng, st, side)
    if not targets or start in targets:
        return []
    best = {start: 0}
    prev: dict[str, str] = {}
    heap = [(0, start)]
    while heap:
        cost, here = heapq.heappop(heap)
        if here in targets:
            path = [here]
            while path[-1] in prev and prev[path[-1]] != start:
                path.append(prev[path[-1]])
            return list(reversed(path))
        if cost > best.get(here, 1 << 30):
            continue
        for edge in board.land[here]:
            new = cost + edge.cost
            if new < best.get(edge.to, 1 << 30):
                best[edge.to] = new
                prev[edge.to] = here
                heapq.heappush(heap, (new, edge.to))
    return []
