"""When stratagems are played (6): the windows, the play decision and target choices.

A ``stratagem_window`` decision is asked only to a player holding a counter
playable in that window; he plays any number of them one after the other
(each ``PlayStratagem`` is resolved at once, 'with immediate effect') and
closes the window with ``Confirm(False)``. With the ruleset option
``ask_at_every_window`` every player holding any counter is asked at each of
his windows, with at least the ``Confirm(False)`` pass, so that being asked
tells the other player nothing (hand sizes are public).

Windows (see ``registry``): B after the initiative die (the player who lost
it); C after the phase C draw and Constantinople (initiative side first); E at
the start of every M/CS (the phasing player, then his opponent: E stratagems
may be played during the opponent's M/CS), from rules version 3 after each of the
phasing player's moves (his opponent; from version 4 then the phasing player too),
and once more at the end of phase E; before
each battle's die (attacker, then defender; from rules version 3 E counters too)
and after it.
"""

from __future__ import annotations

from sv_model.engine.actions import Action, Confirm, PlayStratagem
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    push,
    step,
)
from sv_model.engine.decisions import StratagemTarget, StratagemWindow, Window
from sv_model.engine.messages import Message, MessageId, msg, refused, stratagem_ref
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.stratagems.deck import back_to_cup, may_use
from sv_model.games.semper_victor.stratagems.registry import (
    BATTLE_BEFORE,
    B,
    C,
    E,
)
from sv_model.schemas.scenario import Side


def playable(eng: Engine, st: GameState, side: Side, window: str) -> list[str]:
    """Counters of ``side``'s hand that may be played in ``window`` now."""
    opening = _opening(eng, window)
    out: list[str] = []
    for sid in st.hands[side]:
        if sid not in opening or sid in out:
            continue
        if may_use(eng, st, side, sid) and eng.stratagems[sid].playable(eng, st, side):
            out.append(sid)
    return out


def _opening(eng: Engine, window: str) -> frozenset[str]:
    """The counters that may be played in ``window`` under the engine's rules version
    (``_opens``), worked out once per engine, window and version: a window's step asks
    it after every move."""
    key = (eng.rules_version, window)
    made = eng.window_table.get(key)
    if made is None:
        made = eng.window_table[key] = frozenset(
            sid for sid, rule in eng.stratagems.items() if _opens(eng, rule.windows, window))
    return made


def open_window(st: GameState, window: str, *sides: Side) -> None:
    """Schedule ``window`` for each of ``sides``, in that order."""
    push(st, *(step(stratagem_window, window, side.value) for side in sides))


def _opens(eng: Engine, windows: frozenset[str], window: str) -> bool:
    """Whether a counter of ``windows`` may be played in ``window``. From rules version 3
    an E counter may also be played before a battle's die: "at any moment of phase E,
    even during the opponent's M/CS" (6)."""
    if window in windows:
        return True
    return eng.rules_version >= 3 and window == BATTLE_BEFORE and E in windows


@named_step("stratagem_window")
def stratagem_window(eng: Engine, st: GameState, window: str, side_name: str) -> None:
    side = Side(side_name)
    if (eng.options.ask_at_every_window and st.hands[side]) or \
            playable(eng, st, side, window):
        eng.ask(st, side, "6", StratagemWindow(Window(window)))


def _options(eng: Engine, st: GameState, side: Side, payload: StratagemWindow) -> list[Action]:
    window = payload.window
    return [Confirm(False),
            *(PlayStratagem(s) for s in playable(eng, st, side, window))]


def _choose(eng: Engine, st: GameState, side: Side, payload: StratagemWindow,
            action: Action) -> None:
    if isinstance(action, Confirm):
        return
    assert isinstance(action, PlayStratagem)
    if eng.rules_version >= 4:  # 7.1 once the counter has struck (Désertion, plague...)
        push(st, step(eng.rules.lone_leaders),
             step(stratagem_window, payload.window.value, side.value))
    else:
        push(st, step(stratagem_window, payload.window.value, side.value))
    begin_play(eng, st, side, action.stratagem)


def begin_play(eng: Engine, st: GameState, side: Side, stratagem: str) -> None:
    """Reveal and resolve a counter. Counters that stay on the map leave the hand when
    placed; the others go back to the cup (or out of the game) at once (6)."""
    rule = eng.stratagems[stratagem]
    if not rule.marker:
        st.hands[side].remove(stratagem)
        back_to_cup(eng, st, stratagem)
    st.deck.picking.clear()
    st.bump("stratagems_played")
    st.bump(f"stratagem:{stratagem}")
    eng.log(st, msg(MessageId.PLAYS, side=side, stratagem=stratagem_ref(stratagem)), rule.rule)
    rule.play(eng, st, side)


def _prompt(eng: Engine, st: GameState, side: Side, payload: StratagemWindow) -> Message:
    told = MessageId.ASK_WINDOW if playable(eng, st, side, payload.window) \
        else MessageId.ASK_WINDOW_PASS
    return msg(told, side=side, window=payload.window)


STRATAGEM_WINDOW = DecisionHandler(StratagemWindow, _options, _prompt, _choose)
"""6: the stratagems a player plays in a window, or none."""


# --- the choices a stratagem asks for -------------------------------------------------------


def _target_options(eng: Engine, st: GameState, side: Side,
                    target: StratagemTarget) -> list[Action]:
    rule = eng.stratagems[target.stratagem]
    assert rule.targets is not None
    return rule.targets(eng, st, side, target.stage)


def _target_choose(eng: Engine, st: GameState, side: Side, target: StratagemTarget,
                   action: Action) -> None:
    rule = eng.stratagems[target.stratagem]
    if rule.choose is None:
        raise refused(msg(MessageId.NO_STRATAGEM_CHOICE, rule=rule.rule))
    rule.choose(eng, st, side, target.stage, action)


def _target_prompt(eng: Engine, st: GameState, side: Side,
                   target: StratagemTarget) -> Message:
    rule = eng.stratagems[target.stratagem]
    if rule.prompt is not None:
        return rule.prompt(eng, st, side, target.stage)
    return msg(MessageId.ASK_STRATAGEM_CHOICE, stratagem=stratagem_ref(rule.id))


STRATAGEM_TARGET = DecisionHandler(StratagemTarget, _target_options, _target_prompt,
                                   _target_choose)
"""6.1 to 6.3: each choice a stratagem being played asks for."""


# --- where the windows open -----------------------------------------------------------------


@named_step("b_stratagems")
def b_stratagems(eng: Engine, st: GameState) -> None:
    """2.B exception: the player who lost the initiative may play Initiative."""
    open_window(st, B, st.initiative.other)


@named_step("c_stratagems")
def c_stratagems(eng: Engine, st: GameState) -> None:
    """2.C: uprising and usurpation stratagems, initiative side first."""
    open_window(st, C, st.initiative, st.initiative.other)


def start_of_movement(eng: Engine, st: GameState, side: Side) -> None:
    """Hook at the start of every M/CS: both players may play E stratagems."""
    open_window(st, E, side, side.other)


def after_move_settled(eng: Engine, st: GameState, side: Side) -> None:
    """Hook once a move and what it set off are over: from rules version 3 the
    opponent may play E stratagems after each of the phasing player's moves (6), and
    from version 4 the phasing player too, once his opponent's window is closed."""
    if eng.rules_version >= 4:
        open_window(st, E, side.other, side)
    else:
        open_window(st, E, side.other)


@named_step("e_stratagems")
def e_stratagems(eng: Engine, st: GameState) -> None:
    """The last E window, once every M/CS is over."""
    open_window(st, E, st.initiative, st.initiative.other)


