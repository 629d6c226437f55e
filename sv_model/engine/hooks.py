"""The fixed points where one rule reacts to another: a typed, closed set of hooks.

Each hook has its own signature. ``sequence.HOOKS`` is the one ``Hooks`` table of the
game, listing for every hook its handlers in the order they run; the engine calls them
through ``eng.hooks``. A misspelt hook is a ``TypeError`` when that table is built, at
import, and a mypy error before that.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sv_model.schemas.scenario import Side, Title

if TYPE_CHECKING:
    from sv_model.engine.actions import Action
    from sv_model.engine.core import Engine
    from sv_model.engine.deaths import DeathCause
    from sv_model.engine.state import BattleReport, Continuation, GameState

BeforeBattleRoll = Callable[["Engine", "GameState"], None]
"""Before a battle's die (6.3): stratagem windows; the steps it pushes run first."""
AfterBattle = Callable[["Engine", "GameState", "BattleReport"], None]
"""Once a battle is over (6.3): La flèche du Parthe, markers, plague."""
LeaderDeath = Callable[["Engine", "GameState", str, "DeathCause", "Title | None", "Side | None"],
                       None]
"""A leader left play: (leader, cause, the title and side he had) (3.6.4)."""
StartOfMovement = Callable[["Engine", "GameState", Side], None]
"""The start of an M/CS's movement, for the phasing side (6.3 E windows)."""
AfterMove = Callable[["Engine", "GameState", Side, "Action"], None]
"""After each E.1 move of a side, land or naval (3.6.3 D/, 6.3 markers and plague)."""
MoveSettled = Callable[["Engine", "GameState", Side], None]
"""Once an E.1 move of a side and what it set off are over (6: E windows, rules v3)."""
AfterLandMove = Callable[["Engine", "GameState", Side, "Continuation"], None]
"""After a leader's land move: what a rally where he stopped would let go on (3.6.3 D/)."""
UsurperNamed = Callable[["Engine", "GameState", str], None]
"""A succession gave the Usurper marker (3.5.2 cases 4/ and 5/, 3.6.2)."""
BeforeAdjustPeoples = Callable[["Engine", "GameState", set[str]], None]
"""Before the 9.4 adjustment of peoples: adds the peoples it must leave alone (4.1)."""


@dataclass(frozen=True, kw_only=True)
class Hooks:
    """Every hook of the engine with its handlers, in the order they run."""

    before_battle_roll: tuple[BeforeBattleRoll, ...]
    after_battle: tuple[AfterBattle, ...]
    on_leader_death: tuple[LeaderDeath, ...]
    start_of_movement: tuple[StartOfMovement, ...]
    after_move: tuple[AfterMove, ...]
    move_settled: tuple[MoveSettled, ...]
    after_land_move: tuple[AfterLandMove, ...]
    usurper_named: tuple[UsurperNamed, ...]
    before_adjust_peoples: tuple[BeforeAdjustPeoples, ...]
