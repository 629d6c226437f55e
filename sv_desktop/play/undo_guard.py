"""Fair undo in hotseat: the engine's limit, and the other player's consent past it.

A player may take back his own decisions, back to the last die roll or cup
draw and to the other player's last decision (``Game.undo_limit``). Going
further would let him see a die and aim the same roll elsewhere, or change
what his opponent chose; so the screen is handed to the opponent, who agrees
or refuses, one action at a time. Edit ▸ Casual Undo lifts the limit for
players who do not need it. Against the computer nobody is asked: Undo goes back to the
human's last decision at once. The plan is the session's (``session.undo_policy``); this
module asks for the consent it needs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from sv_desktop.board import theme
from sv_desktop.common.i18n import translate
from sv_model.engine.game import UndoStop
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from sv_desktop.common.settings import Preferences
    from sv_desktop.play.controller import GameController
    from sv_desktop.play.hotseat import HandoverScreen


class UndoHost(Protocol):
    """What Edit ▸ Undo needs of play mode (``PlayCoordinator`` satisfies it)."""

    @property
    def c(self) -> GameController: ...
    @property
    def prefs(self) -> Preferences: ...  # Edit ▸ Casual Undo
    @property
    def handover(self) -> HandoverScreen: ...
    @property
    def status(self) -> QStatusBar: ...
    def wait_for(self, side: Side, title: str, waiting: str, hint: str) -> None: ...
    def tell(self, message: str, msecs: int = 8000) -> None: ...


def consent_reason(asker: Side | None, stop: UndoStop | None) -> str:
    """What the opponent is asked to allow; it names no hidden information."""
    who = theme.SIDE_NAMES[asker] if asker is not None else translate("UndoGuard", "A player")
    if stop is UndoStop.CHANCE:
        return translate("UndoGuard", "{side} asks to undo an action whose dice (or cup draw) "
                         "have already been seen. Agree only if you accept that it be played "
                         "again differently.").format(side=who)
    return translate("UndoGuard", "{side} asks to undo a decision of yours. Agree only if you "
                     "accept that it be played again differently.").format(side=who)


class UndoGuard:
    """Runs Edit ▸ Undo for play mode under the hotseat limit."""

    def __init__(self, play: UndoHost, undo: Callable[[], bool],
                 after_consent: Callable[[Side, bool], None]) -> None:
        self.play = play
        self._undo = undo
        self._after = after_consent
        self.pending: Side | None = None  # the opponent asked for consent
        play.handover.consented.connect(self._on_consent)

    def request(self) -> bool:
        """Undo as the session's policy plans it (``session.undo_policy``): at once, or
        after the other player's consent (the screen is handed over for it). True if
        an action was taken back."""
        play = self.play
        session = play.c.session
        if session is None:
            return False
        plan = session.undo_plan(play.prefs.casual_undo)
        if plan.keep is None:
            if plan.message:  # against the computer: why nothing was taken back
                play.tell(plan.message, 6000)
            return False
        if play.c.players.any_ai:  # nobody to ask: back to the human's last decision
            return play.c.undo_to(plan.keep)
        if plan.consent is None:
            return self._undo()
        opponent = plan.consent
        self.pending = opponent
        play.handover.ask_consent(opponent, consent_reason(plan.asker, plan.stop))
        who = theme.SIDE_NAMES[opponent]
        play.wait_for(opponent, translate("UndoGuard", "Undo"),
                      translate("UndoGuard", "Waiting for {side}'s consent.").format(side=who),
                      translate("UndoGuard", "Undo needs {side}'s consent: pass the screen.")
                      .format(side=who))
        return False

    def _on_consent(self, side: Side, agreed: bool) -> None:
        if self.pending is not side:
            return
        self.pending = None
        done = self._undo() if agreed else False
        self._after(side, done)
        self.play.status.showMessage(
            translate("UndoGuard", "Undone with the other player's consent.") if done else
            translate("UndoGuard", "{side} refused the undo.").format(
                side=theme.SIDE_NAMES[side]), 5000)
