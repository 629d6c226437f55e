"""A leader left alone with enemy combat units slips away or dies (7.1, last bullet)."""

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
from sv_model.engine.decisions import LeaderEscape
from sv_model.engine.messages import Message, MessageId, leader_ref, msg, zone_ref
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.movement_query import leader_entry_problem, stacking_problem
from sv_model.games.semper_victor.plague_strikes import strike_entering
from sv_model.games.semper_victor.queries import Occupancy, side_pieces
from sv_model.schemas.scenario import Side


def stranded_leaders(eng: Engine, st: GameState) -> list[str]:
    """Leaders alone with enemy combat units in their zone (7.1), by zone then id; pieces
    aboard fleets do not count (as ``Occupancy``). It runs after every move: it reads
    the zones with leaders of the position's ``ZoneIndex``, and each one's pieces by
    side from its notes (``side_pieces``, sorted by id)."""
    sides = side_pieces(st)
    out: list[str] = []
    for zone in sorted(st.zones.leaders):
        pieces = sides.get(zone)
        if pieces is None:
            continue
        units_p, units_s, leaders_p, leaders_s = pieces
        if units_s and not units_p:  # at most one side's leaders are alone in a zone
            out.extend(leaders_p)
        elif units_p and not units_s:
            out.extend(leaders_s)
    return out


def escape_zones(eng: Engine, st: GameState, leader: str) -> list[str]:
    """Zones next door, free of enemy units, where the leader may slip away (7.1)."""
    occ = Occupancy(st)
    x = st.leaders[leader]
    assert x.zone is not None and x.side is not None
    out = []
    for to in eng.board.neighbours[x.zone]:
        if occ.has_enemy_units(to, x.side):
            continue
        if leader_entry_problem(eng, st, leader, x.zone, to, True):
            continue
        if stacking_problem(eng, st, occ, x.side, (), leader, to):
            continue
        out.append(to)
    return out


@named_step("lone_leaders")
def lone_leaders(eng: Engine, st: GameState) -> None:
    """7.1: a leader alone with enemy units rolls 1d10 (9 kills him), else slips away."""
    stranded = stranded_leaders(eng, st)
    if not stranded:
        return
    leader = stranded[0]
    x = st.leaders[leader]
    assert x.side is not None
    push(st, step(lone_leaders))
    assert x.zone is not None
    die = eng.roll(st, 10, msg(MessageId.ROLL_ESCAPE, leader=leader_ref(leader),
                               zone=zone_ref(x.zone)), "7.1")
    zones = escape_zones(eng, st, leader)
    if die == 9 or not zones:
        leader_dies(eng, st, leader, DeathCause.ESCAPE)
        return
    if len(zones) == 1:
        _escape_to(eng, st, leader, zones[0])
        return
    eng.ask(st, x.side, "7.1", LeaderEscape(leader))


def _escape_to(eng: Engine, st: GameState, leader: str, zone: str) -> None:
    x = st.leaders[leader]
    eng.log(st, msg(MessageId.ESCAPED, leader=leader_ref(leader), zone=zone_ref(zone)), "7.1")
    x.zone = zone
    st.moved(x)
    if x.side is st.phasing:
        st.mcs.moved.add(leader)
    strike_entering(eng, st, leader, (zone,))  # 6.3: into a plague zone (rules version 4)


def _escape_options(eng: Engine, st: GameState, side: Side, escape: LeaderEscape) -> list[Action]:
    return [ChooseZone(z) for z in escape_zones(eng, st, escape.leader)]


def _escape_prompt(eng: Engine, st: GameState, side: Side, escape: LeaderEscape) -> Message:
    return msg(MessageId.ASK_ESCAPE, leader=leader_ref(escape.leader))


def _escape_choose(eng: Engine, st: GameState, side: Side, escape: LeaderEscape,
                   action: Action) -> None:
    assert isinstance(action, ChooseZone)
    _escape_to(eng, st, escape.leader, action.zone)


LEADER_ESCAPE = DecisionHandler(LeaderEscape, _escape_options, _escape_prompt, _escape_choose)
"""7.1: where a lone leader among enemies slips away."""
