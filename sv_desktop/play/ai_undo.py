"""Undo against the computer: back to the human's last decision, in one step.

Between two humans, Edit ▸ Undo takes back one decision of the player at the screen,
and the other player must consent to going past a die or past his own decision
(``undo_guard``). Against the computer there is nobody to ask, and taking back one of
its answers alone would only have it answer again. So Undo takes back, at once, every
answer of the computer since the human's last decision, and that decision: the human
decides it again. Chance still stops it (a die rolled or a counter drawn since, even
by the computer: undoing it would let the human see the roll and aim again), unless
Edit ▸ Casual Undo is on. When the computer plays both seats there is nothing to undo.
The plan is the session's (``session.undo_policy.plan_undo``); this is its menu entry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from sv_desktop.session.undo_policy import plan_undo

if TYPE_CHECKING:
    from sv_desktop.play.controller import GameController


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
