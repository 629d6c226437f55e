"""Stratagems of the emperors' politics: the six usurpations (6.1, 6.2, phase C) and
Initiative (6.3, phase B)."""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseLeader
from sv_model.engine.causes import UsurpationKind
from sv_model.engine.core import Engine, StratagemRule
from sv_model.engine.messages import Message, MessageId, msg
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.stratagems.registry import B, C, ask_target
from sv_model.games.semper_victor.usurpation import attempt_usurpation, usurpation_targets
from sv_model.schemas.scenario import Side

USURPATIONS = {  # counter -> (the player it belongs to, the kind of target)
    "usurpation_augustus_secondus": (Side.PRIMUS, UsurpationKind.AUGUSTUS),
    "usurpation_caesar_secondus": (Side.PRIMUS, UsurpationKind.CAESAR),
    "usurpation_secondus": (Side.PRIMUS, UsurpationKind.PLAIN),
    "usurpation_augustus_primus": (Side.SECONDUS, UsurpationKind.AUGUSTUS),
    "usurpation_caesar_primus": (Side.SECONDUS, UsurpationKind.CAESAR),
    "usurpation_primus": (Side.SECONDUS, UsurpationKind.PLAIN),
}


def _usurpation_rule(sid: str, kind: UsurpationKind) -> StratagemRule:
    rule = "6.1" if sid.endswith("secondus") else "6.2"

    def playable(eng: Engine, st: GameState, side: Side) -> bool:
        return bool(usurpation_targets(eng, st, side, kind))

    def play(eng: Engine, st: GameState, side: Side) -> None:
        ask_target(eng, st, side, sid, "leader")

    def targets(eng: Engine, st: GameState, side: Side, stage: str) -> list[Action]:
        return [ChooseLeader(x) for x in usurpation_targets(eng, st, side, kind)]

    def choose(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
        assert isinstance(action, ChooseLeader)
        attempt_usurpation(eng, st, side, action.leader, kind)

    def prompt(eng: Engine, st: GameState, side: Side, stage: str) -> Message:
        return msg(MessageId.ASK_USURPATION, target=kind)

    return StratagemRule(sid, frozenset({C}), rule, playable, play, targets, choose, prompt)


USURPATION_RULES = tuple(_usurpation_rule(sid, kind)
                         for sid, (_role, kind) in USURPATIONS.items())


def _initiative_play(eng: Engine, st: GameState, side: Side) -> None:
    """6.3 Initiative: the result of the initiative die is reversed in the player's favour."""
    st.initiative = side
    eng.log(st, msg(MessageId.TAKES_INITIATIVE, side=side), "6.3")


INITIATIVE = StratagemRule(
    "initiative", frozenset({B}), "6.3",
    lambda eng, st, side: st.initiative is not side, _initiative_play)

RULES: tuple[StratagemRule, ...] = (*USURPATION_RULES, INITIATIVE)
"""The counters of this family."""
