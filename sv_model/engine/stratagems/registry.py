"""The stratagem rules (6): one ``StratagemRule`` per counter of the roster.

A rule says in which windows its counter may be played, whether it may be
played now, what playing it does, and, for counters that need choices (a
target leader, a zone, peoples...), the options and effect of each stage of
the ``stratagem_target`` decision.

Windows: ``"B"`` (after the initiative die), ``"C"`` (phase C operations),
``"E"`` (at the start of every M/CS, for both players, and at the end of
phase E), ``"battle_before"`` (before a battle's die, attacker then defender)
and ``"battle_after"`` (once a battle's results are applied).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sv_model.engine.actions import Action
from sv_model.engine.core import Engine
from sv_model.engine.decisions import StratagemTarget, Window
from sv_model.engine.messages import Message
from sv_model.engine.state import GameState
from sv_model.schemas.scenario import Side

B, C, E = Window.B, Window.C, Window.E
BATTLE_BEFORE, BATTLE_AFTER = Window.BATTLE_BEFORE, Window.BATTLE_AFTER

PlayableFn = Callable[[Engine, GameState, Side], bool]
PlayFn = Callable[[Engine, GameState, Side], None]
TargetsFn = Callable[[Engine, GameState, Side, str], list[Action]]
ChooseFn = Callable[[Engine, GameState, Side, str, Action], None]
PromptFn = Callable[[Engine, GameState, Side, str], Message]


@dataclass(frozen=True)
class StratagemRule:
    """How one stratagem counter is played (6.1 to 6.3)."""

    id: str
    windows: frozenset[Window]
    rule: str
    playable: PlayableFn
    play: PlayFn
    targets: TargetsFn | None = None
    choose: ChooseFn | None = None
    prompt: PromptFn | None = None
    marker: bool = False  # stays on the map until removed (6.3)


def ask_target(eng: Engine, st: GameState, side: Side, stratagem: str, stage: str) -> None:
    """Ask ``side`` the next choice of the stratagem being played."""
    eng.ask(st, side, eng.stratagems[stratagem].rule, StratagemTarget(stratagem, stage))
