"""The undo policy of a play session: how far Edit ▸ Undo may go, and who must agree.

Between two humans a player takes back his own decisions, back to the last die roll or
cup draw and to the other player's last decision (``Game.undo_limit``); further back,
the other player must consent (the Qt side asks him: ``play.undo_guard``). Against the
computer there is nobody to ask, and taking back one of its answers alone would only
have it answer again: Undo takes back, at once, every answer of the computer since the
human's last decision, and that decision. Chance still stops it (a die rolled or a
counter drawn since, even by the computer), unless casual undo is on. When the computer
plays both seats there is nothing to undo. No Qt here: the session plans, the screen
asks.
"""

from __future__ import annotations

from dataclasses import dataclass

from sv_desktop.common.wording import QT_TRANSLATE_NOOP, translate
from sv_model.engine.game import Game, UndoStop
from sv_model.schemas.scenario import Side
from sv_model.seat_players import SeatPlayers

CHANCE = QT_TRANSLATE_NOOP("UndoPolicy", "Undo stops at the last die roll or cup draw, even "
                           "against the computer (Edit ▸ Casual Undo lifts the limit).")
NOTHING = QT_TRANSLATE_NOOP("UndoPolicy", "No decision of yours to take back.")
NO_HUMAN = QT_TRANSLATE_NOOP("UndoPolicy", "The computer plays both sides: there is no "
                             "decision of yours to take back.")


@dataclass(frozen=True)
class UndoPlan:
    """``keep``: the actions that stay (None: nothing may be undone); ``message``: why
    not. ``consent``: the player who must agree first (hotseat, past the limit), asked
    on behalf of ``asker`` because of ``stop``."""

    keep: int | None
    message: str = ""
    consent: Side | None = None
    asker: Side | None = None
    stop: UndoStop | None = None


def undoer(game: Game) -> Side | None:
    """The player at the screen: the one who must decide now, or (game over) the one who
    decided last."""
    decision = game.decision
    return decision.player if decision is not None else game.last_decider


def plan_undo(game: Game, players: SeatPlayers, casual: bool) -> UndoPlan:
    """How far Undo goes back against the computer: walked on the game itself, one
    action at a time (who decided each, and whether chance spoke, are the engine's),
    then put back exactly."""
    if not players.humans:
        return UndoPlan(None, translate("UndoPolicy", NO_HUMAN))
    undone = 0
    plan = UndoPlan(None, translate("UndoPolicy", NOTHING))
    try:
        while game.can_undo:
            decider = game.last_decider
            chance = decider is not None and \
                game.undo_limit(decider).floor == len(game.actions)
            game.undo()
            undone += 1
            if chance and not casual:
                plan = UndoPlan(None, translate("UndoPolicy", CHANCE))
                break
            seat = game.view(None).public.seats[decider] if decider is not None else None
            if seat is not None and not players.is_ai(seat):
                plan = UndoPlan(len(game.actions))
                break
    finally:
        for _ in range(undone):
            game.redo()
    return plan


def plan_hotseat_undo(game: Game, casual: bool) -> UndoPlan:
    """One decision back between two humans: at once within the limit (or casual), else
    with the other player's consent."""
    if not game.can_undo:
        return UndoPlan(None)
    keep = len(game.actions) - 1
    side = undoer(game)
    if casual or game.can_undo_alone(side):
        return UndoPlan(keep)
    opponent = side.other if side is not None else Side.PRIMUS
    return UndoPlan(keep, consent=opponent, asker=side, stop=game.undo_limit(side).stop)


def plan(game: Game, players: SeatPlayers, casual: bool) -> UndoPlan:
    """The session's undo policy: ``plan_undo`` when the computer plays a seat, else the
    hotseat rule."""
    if players.any_ai:
        return plan_undo(game, players, casual) if game.can_undo else UndoPlan(None)
    return plan_hotseat_undo(game, casual)
