"""The AI's answers in words, with the names players read on the counters."""

from __future__ import annotations

from sv_model.engine.actions import (
    Action,
    ChooseDiocese,
    ChooseLeader,
    ChoosePeople,
    ChooseUnit,
    ChooseZone,
    Confirm,
    EndMovement,
    Move,
    NavalMove,
    PlayStratagem,
)
from sv_model.engine.board import Board


def describe(board: Board, action: Action) -> str:
    """A short phrase for ``action``: "Constantin with 3 units to Italia 4"."""
    if isinstance(action, EndMovement):
        return "ends its movement"
    if isinstance(action, Move):
        who = board.leaders[action.leader].name if action.leader else \
            ", ".join(board.units[u].name for u in action.units)
        carried = f" with {len(action.units)} unit{'s' * (len(action.units) != 1)}" \
            if action.leader and action.units else ""
        return f"moves {who}{carried} to {board.name(action.path[-1])}"
    if isinstance(action, NavalMove):
        return f"sails {action.fleet} to {board.name(action.to)}"
    if isinstance(action, Confirm):
        return "yes" if action.yes else "no / passes"
    if isinstance(action, PlayStratagem):
        return f"plays {_stratagem(board, action.stratagem)}"
    if isinstance(action, ChooseZone):
        return f"chooses {board.name(action.zone)}"
    if isinstance(action, ChooseLeader):
        return f"chooses {board.leaders[action.leader].name}"
    if isinstance(action, ChooseUnit):
        return f"chooses {board.units[action.unit].name}"
    if isinstance(action, ChoosePeople):
        return f"chooses the {action.people.title()}"
    if isinstance(action, ChooseDiocese):
        return f"chooses {action.diocese.title()}"
    return action.describe()


def _stratagem(board: Board, sid: str) -> str:
    names = getattr(board, "stratagem_names", None)
    if isinstance(names, dict) and sid in names:
        return str(names[sid])
    return sid.replace("_", " ").capitalize()
