"""Protectores Domestici (3.5.3): each side's bodyguard marker, moved in phase F.

The marker protects one Augustus or Caesar of its side against Assassinat
(-1 on the die, 6.3). In each phase F its owner may give it to another of his
Augusti or Caesars, wherever he is; a marker whose holder died waits for
that phase F.
"""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseLeader
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    push,
    step,
)
from sv_model.engine.decisions import ProtectoresChoice
from sv_model.engine.messages import Message, MessageId, leader_ref, msg
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.titles import emperors, tidy_protectores
from sv_model.schemas.scenario import Side


def holder(st: GameState, side: Side) -> str | None:
    for x in emperors(st, side):
        if x.protectores:
            return x.id
    return None


def candidates(st: GameState, side: Side) -> list[str]:
    """The side's Augusti and Caesars (3.5.3)."""
    return [x.id for x in emperors(st, side)]


@named_step("f_protectores")
def f_protectores(eng: Engine, st: GameState) -> None:
    """2.F: the Protectores Domestici markers may be given again."""
    tidy_protectores(st)
    push(st, *(step(protectores_side, side.value) for side in Side))


@named_step("protectores_side")
def protectores_side(eng: Engine, st: GameState, side_name: str) -> None:
    side = Side(side_name)
    options = candidates(st, side)
    if not options:
        return
    if len(options) == 1 and holder(st, side) is None:
        give(eng, st, side, options[0])
    elif len(options) > 1:
        eng.ask(st, side, "3.5.3", ProtectoresChoice())


def give(eng: Engine, st: GameState, side: Side, leader_id: str) -> None:
    current = holder(st, side)
    if current == leader_id:
        return
    if current is not None:
        st.leaders[current].protectores = False
    st.leaders[leader_id].protectores = True
    eng.log(st, msg(MessageId.PROTECTORES_GUARD, side=side, leader=leader_ref(leader_id)),
            "3.5.3")


def _choose(eng: Engine, st: GameState, side: Side, payload: ProtectoresChoice,
            action: Action) -> None:
    assert isinstance(action, ChooseLeader)
    give(eng, st, side, action.leader)


def _prompt(eng: Engine, st: GameState, side: Side, payload: ProtectoresChoice) -> Message:
    current = holder(st, side)
    return msg(MessageId.ASK_PROTECTORES, leader=leader_ref(current) if current else None)


PROTECTORES = DecisionHandler(
    ProtectoresChoice,
    lambda eng, st, side, payload: [ChooseLeader(x) for x in candidates(st, side)],
    _prompt, _choose)
"""3.5.3: which Augustus or Caesar the Protectores Domestici guard."""

