"""Imperial war (3.5.4): after the phase F control check, a side holding more Augusti
and Caesars than imperial-capital dioceses sacrifices the extra ones, Caesars first.

The Primus and Secundus Augustus are never sacrificed. A sacrificed leader is
out of the game for good and gives no VP to anyone.
"""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseLeader
from sv_model.engine.causes import DeathCause
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    push,
    step,
)
from sv_model.engine.decisions import Sacrifice
from sv_model.engine.messages import Message, MessageId, leader_ref, msg
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.titles import capital_dioceses, emperors, holders
from sv_model.schemas.scenario import Side, Title


def excess(eng: Engine, st: GameState, side: Side) -> int:
    return len(emperors(st, side)) - capital_dioceses(eng, st, side)


def sacrificeable(st: GameState, side: Side) -> list[str]:
    """Caesars first; only when none is left, the plain Augusti (3.5.4)."""
    caesars = holders(st, side, (Title.CAESAR,))
    if caesars:
        return [x.id for x in caesars]
    return [x.id for x in holders(st, side, (Title.AUGUSTUS,))]


@named_step("f_sacrifice")
def f_sacrifice(eng: Engine, st: GameState) -> None:
    push(st, *(step(sacrifice_side, side.value) for side in Side))


@named_step("sacrifice_side")
def sacrifice_side(eng: Engine, st: GameState, side_name: str) -> None:
    side = Side(side_name)
    if excess(eng, st, side) <= 0:
        return
    options = sacrificeable(st, side)
    if not options:
        return
    if len(options) == 1:
        sacrifice(eng, st, options[0])
        push(st, step(sacrifice_side, side_name))
        return
    eng.ask(st, side, "3.5.4", Sacrifice())


def sacrifice(eng: Engine, st: GameState, leader_id: str) -> None:
    st.bump("sacrifices")
    eng.log(st, msg(MessageId.SACRIFICED, leader=leader_ref(leader_id)), "3.5.4")
    leader_dies(eng, st, leader_id, DeathCause.SACRIFICED)


def _choose(eng: Engine, st: GameState, side: Side, payload: Sacrifice,
            action: Action) -> None:
    assert isinstance(action, ChooseLeader)
    sacrifice(eng, st, action.leader)
    push(st, step(sacrifice_side, side.value))


def _prompt(eng: Engine, st: GameState, side: Side, payload: Sacrifice) -> Message:
    return msg(MessageId.ASK_SACRIFICE, count=excess(eng, st, side))


SACRIFICE = DecisionHandler(
    Sacrifice, lambda eng, st, side, payload: [ChooseLeader(x) for x in sacrificeable(st, side)],
    _prompt, _choose)
"""3.5.4: which Augustus or Caesar too many is sacrificed."""

