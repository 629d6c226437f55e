"""The stratagem cup and hands (2.A, 6, 2.F): drawing in secret, returning counters,
the hand limit of five, and the counters that enter or leave the game.

Every counter of the roster is always in exactly one place: the cup
(``state.cup``), a hand (``state.hands``), the map (``state.markers``), out
of the game (``state.deck.out_of_game``: used one-shot counters, Persécution
from 340, counters a scenario leaves out) or set aside until it enters play
(``state.deck.set_aside``: Hérésie before the turn after Constantin's death).
"""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseStratagem
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    push,
    step,
)
from sv_model.engine.decisions import Discard
from sv_model.engine.messages import MessageId, msg, stratagem_ref
from sv_model.engine.state import ON_MAP, GameState
from sv_model.schemas.roster import PlayerRole
from sv_model.schemas.scenario import Side

HAND_LIMIT = 5
PERSECUTION, HERESIE = "persecution", "heresie"
PERSECUTION_LAST_YEAR = 339  # in play only before 340 (French text)
CONSTANTIN, CONSTANTIN_DEATH_YEAR = "constantin", 337


def role_of(eng: Engine, stratagem: str) -> PlayerRole:
    for s in eng.bundle.roster.stratagems:
        if s.id == stratagem:
            return s.player
    return PlayerRole.BOTH


def removed_after_use(eng: Engine, stratagem: str) -> bool:
    return any(s.id == stratagem and s.removed_after_use for s in eng.bundle.roster.stratagems)


def may_use(eng: Engine, st: GameState, side: Side, stratagem: str) -> bool:
    """6: PRIMUS counters only for PRIMUS, SECONDUS counters only for SECONDUS. After a
    change of roles the option ``role_bound_stratagems_follow_role`` decides: True, the
    role held now counts; False, the role its holder had when he drew it."""
    if stratagem == PERSECUTION and st.year > PERSECUTION_LAST_YEAR:
        return False
    role = role_of(eng, stratagem)
    if role is PlayerRole.BOTH:
        return True
    holder_role = side if eng.options.role_bound_stratagems_follow_role else \
        st.deck.drawn_role.get(stratagem, side)
    return role.value == holder_role.value


def all_counters(eng: Engine) -> list[str]:
    return [s.id for s in eng.bundle.roster.stratagems]


def counter_places(st: GameState) -> dict[str, list[str]]:
    """Where each counter is (for the conservation check): place name -> counters."""
    return {"cup": list(st.cup), "PRIMUS": list(st.hands[Side.PRIMUS]),
            "SECONDUS": list(st.hands[Side.SECONDUS]),
            "map": list(st.markers),
            "out": list(st.deck.out_of_game), "aside": list(st.deck.set_aside)}


def _constantin_gone(eng: Engine, st: GameState) -> bool:
    """Hérésie enters the cup the turn after Constantin's death (6.3)."""
    x = st.leaders.get(CONSTANTIN)
    if x is None:
        return st.year > CONSTANTIN_DEATH_YEAR
    if x.died_year is not None:
        return st.year > x.died_year
    return x.status != ON_MAP and st.year > CONSTANTIN_DEATH_YEAR


def _prepare(eng: Engine, st: GameState) -> None:
    """First phase A: counters the scenario leaves out of its cup are out of the game,
    except Hérésie, which waits for Constantin's death (then ``refresh_cup`` adds it)."""
    st.deck.prepared = True
    known = set(all_counters(eng))
    st.cup = [s for s in st.cup if s in known]
    present = set(st.cup) | set(st.hands[Side.PRIMUS]) | set(st.hands[Side.SECONDUS]) | \
        set(st.markers)
    for sid in all_counters(eng):
        if sid not in present:
            (st.deck.set_aside if sid == HERESIE else st.deck.out_of_game).append(sid)
    if HERESIE in st.cup and not _constantin_gone(eng, st):
        st.cup.remove(HERESIE)
        st.deck.set_aside.append(HERESIE)


def refresh_cup(eng: Engine, st: GameState) -> None:
    """Phase A: Hérésie comes in, Persécution goes out from 340."""
    if HERESIE in st.deck.set_aside and _constantin_gone(eng, st):
        st.deck.set_aside.remove(HERESIE)
        st.cup.append(HERESIE)
        eng.log(st, msg(MessageId.HERESIE_IN_CUP), "6.3")
    if PERSECUTION in st.cup and st.year > PERSECUTION_LAST_YEAR:
        st.cup.remove(PERSECUTION)
        st.deck.out_of_game.append(PERSECUTION)
        eng.log(st, msg(MessageId.PERSECUTION_OUT), "6.3")


def back_to_cup(eng: Engine, st: GameState, stratagem: str) -> None:
    """A used or returned counter goes back to the cup, or out of the game if it is a
    one-shot counter or Persécution from 340."""
    one_shot = removed_after_use(eng, stratagem)
    late = stratagem == PERSECUTION and st.year > PERSECUTION_LAST_YEAR
    if one_shot or late:
        st.deck.out_of_game.append(stratagem)
    else:
        st.cup.append(stratagem)
    st.deck.drawn_role.pop(stratagem, None)


@named_step("a_draw")
def a_draw(eng: Engine, st: GameState) -> None:
    """2.A: each player draws one counter from the cup and keeps it secret."""
    if not st.deck.prepared:
        _prepare(eng, st)
    refresh_cup(eng, st)
    for side in Side:
        if not st.cup:
            break
        index = eng.draw(st, len(st.cup), msg(MessageId.DRAW_STRATAGEM, side=side), "2.A",
                         secret=True)
        drawn = st.cup.pop(index)
        st.hands[side].append(drawn)
        st.deck.drawn_role[drawn] = side
        st.bump("stratagems_drawn")
        eng.log(st, msg(MessageId.DRAWS_STRATAGEM, side=side), "2.A")
        eng.log(st, msg(MessageId.YOU_DRAW, stratagem=stratagem_ref(drawn)), "2.A",
                secret_for=side)


@named_step("f_stratagems")
def f_stratagems(eng: Engine, st: GameState) -> None:
    """2.F and 6: counters a player may not use go back to the cup; then each player
    discards down to five."""
    for side in Side:
        for sid in list(st.hands[side]):
            if not may_use(eng, st, side, sid):
                st.hands[side].remove(sid)
                back_to_cup(eng, st, sid)
                eng.log(st, msg(MessageId.NOT_YOURS, stratagem=stratagem_ref(sid)), "6",
                        secret_for=side)
    push(st, *(step(hand_limit, side.value) for side in Side))


@named_step("hand_limit")
def hand_limit(eng: Engine, st: GameState, side_name: str) -> None:
    side = Side(side_name)
    if len(st.hands[side]) > HAND_LIMIT:
        eng.ask(st, side, "6", Discard())


def _discard_choose(eng: Engine, st: GameState, side: Side, payload: Discard,
                    action: Action) -> None:
    assert isinstance(action, ChooseStratagem)
    st.hands[side].remove(action.stratagem)
    back_to_cup(eng, st, action.stratagem)
    eng.log(st, msg(MessageId.YOU_DISCARD, stratagem=stratagem_ref(action.stratagem)), "6",
            secret_for=side)
    push(st, step(hand_limit, side.value))


DISCARD = DecisionHandler(
    Discard,
    lambda eng, st, side, payload: [ChooseStratagem(s) for s in st.hands[side]],
    lambda eng, st, side, payload: msg(MessageId.ASK_DISCARD, limit=HAND_LIMIT,
                                       held=len(st.hands[side])),
    _discard_choose)
"""6: the counter put back in the cup by a player holding more than five."""

