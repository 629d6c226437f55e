"""Stratagems of the emperors' politics: the six usurpations (6.1, 6.2, phase C) and
Initiative (6.3, phase B)."""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseLeader
from sv_model.engine.core import Engine
from sv_model.engine.state import GameState
from sv_model.engine.stratagems.registry import B, C, StratagemRule, ask_target
from sv_model.engine.usurpation import attempt_usurpation, usurpation_targets
from sv_model.schemas.scenario import Side

USURPATIONS = {  # counter -> (the player it belongs to, the kind of target)
    "usurpation_augustus_secondus": (Side.PRIMUS, "augustus"),
    "usurpation_caesar_secondus": (Side.PRIMUS, "caesar"),
    "usurpation_secondus": (Side.PRIMUS, "plain"),
    "usurpation_augustus_primus": (Side.SECONDUS, "augustus"),
    "usurpation_caesar_primus": (Side.SECONDUS, "caesar"),
    "usurpation_primus": (Side.SECONDUS, "plain"),
}
TARGET_TEXT = {"augustus": "the enemy Augustus who is not his side's first",
               "caesar": "one of the two enemy Caesars",
               "plain": "an enemy Roman leader with no title"}


def _usurpation_rule(sid: str, kind: str) -> StratagemRule:
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

    def prompt(eng: Engine, st: GameState, side: Side, stage: str) -> str:
        return (f"Choose {TARGET_TEXT[kind]} to make a Usurper (1d6 at most his PC "
                "validates it, 3.6.2)")

    return StratagemRule(sid, frozenset({C}), rule, playable, play, targets, choose, prompt)


USURPATION_RULES = tuple(_usurpation_rule(sid, kind)
                         for sid, (_role, kind) in USURPATIONS.items())


def _initiative_play(eng: Engine, st: GameState, side: Side) -> None:
    """6.3 Initiative: the result of the initiative die is reversed in the player's favour."""
    st.initiative = side
    eng.log(st, f"{side.value} takes the initiative", "6.3")


INITIATIVE = StratagemRule(
    "initiative", frozenset({B}), "6.3",
    lambda eng, st, side: st.initiative is not side, _initiative_play)

RULES: tuple[StratagemRule, ...] = (*USURPATION_RULES, INITIATIVE)
"""The counters of this family."""
