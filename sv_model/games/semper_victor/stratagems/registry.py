"""The stratagem rules (6): one ``StratagemRule`` (declared in ``core``) per counter of
the roster.

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

from sv_model.engine.core import Engine
from sv_model.engine.decisions import StratagemTarget, Window
from sv_model.engine.state import GameState
from sv_model.schemas.scenario import Side

B, C, E = Window.B, Window.C, Window.E
BATTLE_BEFORE, BATTLE_AFTER = Window.BATTLE_BEFORE, Window.BATTLE_AFTER

def ask_target(eng: Engine, st: GameState, side: Side, stratagem: str, stage: str) -> None:
    """Ask ``side`` the next choice of the stratagem being played."""
    eng.ask(st, side, eng.stratagems[stratagem].rule, StratagemTarget(stratagem, stage))
