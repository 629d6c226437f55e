"""Note 2 of 3.6.3: Usurpers and Civil War leaders never stack with the loyal Roman
leaders of their own side (they may pass through their zones).

A Roman leader is a *rebel* when he is a Usurper or carries a Civil War
marker. Combat units have no faction of their own: they belong to the force
of the leaders they stand with. Two rebels of the same player (3.6.5) may
stack together.
"""

from __future__ import annotations

from collections.abc import Iterable

from sv_model.engine.actions import Action, Move, NavalMove
from sv_model.engine.core import Engine
from sv_model.engine.messages import Message, msg
from sv_model.engine.messages import MessageId as M
from sv_model.engine.queries import Occupancy
from sv_model.engine.state import ON_MAP, GameState
from sv_model.schemas.scenario import Side, Title

NOTE2 = msg(M.NO_NOTE2)


def is_rebel(st: GameState, leader_id: str) -> bool:
    x = st.leaders[leader_id]
    return x.title is Title.USURPER or x.civil_war


def side_has_rebels(eng: Engine, st: GameState, side: Side) -> bool:
    return any(x.status == ON_MAP and x.side is side and (x.title is Title.USURPER or x.civil_war)
               for x in st.leaders.values())


def faction_problem(eng: Engine, st: GameState, occ: Occupancy, side: Side,
                    leaders: Iterable[str | None], zone: str) -> Message | None:
    """Why Roman ``leaders`` of ``side`` may not end a move in ``zone`` (None if they may)."""
    board = eng.board
    movers = [x for x in leaders if x is not None and board.is_roman_leader(x)]
    if not movers:
        return None
    statuses = {is_rebel(st, x) for x in movers}
    for other in occ.leaders_of(zone, side):
        if other in movers or not board.is_roman_leader(other):
            continue
        statuses.add(is_rebel(st, other))
    return NOTE2 if len(statuses) > 1 else None


def note2_filter(eng: Engine, st: GameState, side: Side, actions: list[Action]) -> list[Action]:
    """Drop the movement options that would break Note 2 (only while a civil war runs)."""
    if not side_has_rebels(eng, st, side):
        return actions
    roman = eng.board.roman_leaders
    statuses: dict[str, set[bool]] = {}  # zone -> rebel statuses of the side's Roman leaders
    for zone, ids in st.zones.leaders.items():
        for x in ids:
            if x in roman and st.leaders[x].side is side:
                statuses.setdefault(zone, set()).add(is_rebel(st, x))
    rebels: dict[str, bool] = {}  # is_rebel of each moving leader, asked once
    occ: Occupancy | None = None
    out: list[Action] = []
    for action in actions:
        if isinstance(action, Move):
            leader = action.leader
            if leader is not None and action.path and leader in roman:
                present = statuses.get(action.path[-1])
                if present:
                    rebel = rebels.get(leader)
                    if rebel is None:
                        rebel = rebels[leader] = is_rebel(st, leader)
                    if present != {rebel}:
                        continue
        elif isinstance(action, NavalMove) and action.land is not None:
            occ = occ if occ is not None else Occupancy(st)
            aboard = [x.id for x in st.leaders.values()
                      if x.aboard == action.fleet and x.status == ON_MAP]
            if faction_problem(eng, st, occ, side, (*aboard, *action.leaders), action.land):
                continue
        out.append(action)
    return out
