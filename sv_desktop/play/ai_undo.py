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

from typing import TYPE_CHECKING

from sv_desktop.session.undo_policy import plan_undo

if TYPE_CHECKING:
    from sv_desktop.app.main_window import MainWindow


def undo_against_ai(window: MainWindow) -> bool:
    """Edit ▸ Undo in a game against the computer; True if something was taken back."""
    c = window.controller
    if c.game is None:
        return False
    plan = plan_undo(c.game, c.players, window.prefs.casual_undo)
    if plan.keep is None:
        window.play.tell(plan.message, 6000)
        return False
    return c.undo_to(plan.keep)
