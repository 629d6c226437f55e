"""Undo against the computer: back to the human's last decision, in one step.

Between two humans, Edit ▸ Undo takes back one decision of the player at the screen,
and the other player must consent to going past a die or past his own decision
(``undo_guard``). Against the computer there is nobody to ask, and taking back one of
its answers alone would only have it answer again. So Undo takes back, at once, every
answer of the computer since the human's last decision, and that decision: the human
decides it again. Chance still stops it (a die rolled or a counter drawn since, even
by the computer: undoing it would let the human see the roll and aim again), unless
Edit ▸ Casual Undo is on. When the computer plays both seats there is nothing to undo.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sv_model.engine.game import Game
from sv_model.seat_players import SeatPlayers

if TYPE_CHECKING:
    from sv_desktop.play.controller import GameController

CHANCE = ("Undo stops at the last die roll or cup draw, even against the computer "
          "(Edit ▸ Casual Undo lifts the limit).")
NOTHING = "No decision of yours to take back."
NO_HUMAN = "The computer plays both sides: there is no decision of yours to take back."


@dataclass(frozen=True)
class UndoPlan:
    """``keep``: the actions that stay (None: nothing may be undone); ``message``: why."""

    keep: int | None
    message: str = ""


def plan_undo(game: Game, players: SeatPlayers, casual: bool) -> UndoPlan:
    """How far Undo goes back: walked on the game itself, one action at a time (who
    decided each, and whether chance spoke, are the engine's), then put back exactly."""
    if not players.humans:
        return UndoPlan(None, NO_HUMAN)
    undone = 0
    plan = UndoPlan(None, NOTHING)
    try:
        while game.can_undo:
            decider = game.last_decider
            chance = decider is not None and \
                game.undo_limit(decider).floor == len(game.actions)
            game.undo()
            undone += 1
            if chance and not casual:
                plan = UndoPlan(None, CHANCE)
                break
            seat = game.state.seats[decider] if decider is not None else None
            if seat is not None and not players.is_ai(seat):
                plan = UndoPlan(len(game.actions))
                break
    finally:
        for _ in range(undone):
            game.redo()
    return plan


def undo_against_ai(c: GameController, casual: bool, tell: Callable[[str, int], None]) -> bool:
    """Edit ▸ Undo in a game against the computer (``casual``: Edit ▸ Casual Undo); True
    if something was taken back, else ``tell`` says why."""
    if c.game is None:
        return False
    plan = plan_undo(c.game, c.players, casual)
    if plan.keep is None:
        tell(plan.message, 6000)
        return False
    return c.undo_to(plan.keep)
