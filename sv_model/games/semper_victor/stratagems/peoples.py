"""Uprisings (phase C) and pacifications (phase E) of non-Roman peoples (6.3, 6.4).

Uprisings raise as many peoples as the counter says, or every eligible one if
fewer remain: the number cannot be lowered by choice (6.4). Pacifications by
diplomacy bring no five-year lock and no VP (9.4); the Minor ones may name
fewer peoples than printed; Pax Romana names every people at war, or just one.
"""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseNationality, ChoosePeople, Confirm
from sv_model.engine.core import Engine, StratagemRule
from sv_model.engine.messages import Message, MessageId, msg
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.stratagems.registry import C, E, ask_target
from sv_model.games.semper_victor.war import (
    nationalities_at_war,
    pacifiable,
    pacify_by_stratagem,
    peoples_of_nationality,
    raise_people,
    uprising_candidates,
)
from sv_model.schemas.scenario import Side

UPRISINGS = {  # counter -> (Major peoples?, how many)
    "soulevement_un_mineur": (False, 1),
    "soulevement_deux_mineurs": (False, 2),
    "soulevement_trois_mineurs": (False, 3),
    "soulevement_un_majeur": (True, 1),
    "soulevement_trois_majeurs": (True, 3),
}
PACIFICATIONS = {  # counter -> (kind of people, how many at most)
    "pacification_un_mineur": ("minor", 1),
    "pacification_deux_mineurs": ("minor", 2),
    "pacification_trois_mineurs": ("minor", 3),
    "pacification_un_majeur": ("major", 1),
}


# --- uprisings ----------------------------------------------------------------------------


def _uprising_rule(sid: str, major: bool, count: int) -> StratagemRule:
    kind = "Major" if major else "Minor"

    def candidates(eng: Engine, st: GameState) -> list[str]:
        return [p for p in uprising_candidates(eng, st, major) if p not in st.deck.picking]

    def playable(eng: Engine, st: GameState, side: Side) -> bool:
        return bool(uprising_candidates(eng, st, major))

    def play(eng: Engine, st: GameState, side: Side) -> None:
        ask_target(eng, st, side, sid, "people")

    def targets(eng: Engine, st: GameState, side: Side, stage: str) -> list[Action]:
        return [ChoosePeople(p) for p in candidates(eng, st)]

    def choose(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
        assert isinstance(action, ChoosePeople)
        st.deck.picking.append(action.people)
        raise_people(eng, st, action.people, side)
        if len(st.deck.picking) < count and candidates(eng, st):
            ask_target(eng, st, side, sid, "people")

    def prompt(eng: Engine, st: GameState, side: Side, stage: str) -> Message:
        return msg(MessageId.ASK_UPRISING, kind=kind, left=count - len(st.deck.picking))

    return StratagemRule(sid, frozenset({C}), "6.3", playable, play, targets, choose, prompt)


UPRISING_RULES = tuple(_uprising_rule(sid, major, count)
                       for sid, (major, count) in UPRISINGS.items())


# --- pacifications ------------------------------------------------------------------------


def _pacification_rule(sid: str, kind: str, count: int) -> StratagemRule:
    def playable(eng: Engine, st: GameState, side: Side) -> bool:
        return bool(pacifiable(eng, st, kind))

    def play(eng: Engine, st: GameState, side: Side) -> None:
        ask_target(eng, st, side, sid, "people")

    def targets(eng: Engine, st: GameState, side: Side, stage: str) -> list[Action]:
        out: list[Action] = [ChoosePeople(p) for p in pacifiable(eng, st, kind)]
        if st.deck.picking:
            out.append(Confirm(False))
        return out

    def choose(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
        if isinstance(action, Confirm):
            return
        assert isinstance(action, ChoosePeople)
        st.deck.picking.append(action.people)
        pacify_by_stratagem(eng, st, action.people)
        if len(st.deck.picking) < count and pacifiable(eng, st, kind):
            ask_target(eng, st, side, sid, "people")

    def prompt(eng: Engine, st: GameState, side: Side, stage: str) -> Message:
        told = MessageId.ASK_PACIFY_OR_STOP if st.deck.picking else MessageId.ASK_PACIFY
        return msg(told, kind="Minor" if kind == "minor" else "Major",
                   left=count - len(st.deck.picking))

    return StratagemRule(sid, frozenset({E}), "6.3", playable, play, targets, choose, prompt)


PACIFICATION_RULES = tuple(_pacification_rule(sid, kind, count)
                           for sid, (kind, count) in PACIFICATIONS.items())


def _nationality_targets(eng: Engine, st: GameState, side: Side, stage: str) -> list[Action]:
    return [ChooseNationality(n) for n in nationalities_at_war(eng, st)]


def _nationality_choose(eng: Engine, st: GameState, side: Side, stage: str,
                        action: Action) -> None:
    assert isinstance(action, ChooseNationality)
    for p in peoples_of_nationality(eng, st, action.nationality):
        pacify_by_stratagem(eng, st, p)


NATIONALITY_PACIFICATION = StratagemRule(
    "pacification_nationalite", frozenset({E}), "6.3",
    lambda eng, st, side: bool(nationalities_at_war(eng, st)),
    lambda eng, st, side: ask_target(eng, st, side, "pacification_nationalite", "nationality"),
    _nationality_targets, _nationality_choose,
    lambda eng, st, side, stage: msg(MessageId.ASK_NATIONALITY))


def _pax_targets(eng: Engine, st: GameState, side: Side, stage: str) -> list[Action]:
    return [Confirm(True), *(ChoosePeople(p) for p in pacifiable(eng, st, "any"))]


def _pax_choose(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
    if isinstance(action, ChoosePeople):
        pacify_by_stratagem(eng, st, action.people)
        return
    for p in pacifiable(eng, st, "any"):
        pacify_by_stratagem(eng, st, p)


PAX_ROMANA = StratagemRule(
    "pax_romana", frozenset({E}), "6.3",
    lambda eng, st, side: bool(pacifiable(eng, st, "any")),
    lambda eng, st, side: ask_target(eng, st, side, "pax_romana", "peoples"),
    _pax_targets, _pax_choose,
    lambda eng, st, side, stage: msg(MessageId.ASK_PAX_ROMANA))

RULES: tuple[StratagemRule, ...] = (*UPRISING_RULES, *PACIFICATION_RULES,
                                    NATIONALITY_PACIFICATION, PAX_ROMANA)
"""The counters of this family."""
