"""The AI's answers in words, with the names players read on the counters."""

from __future__ import annotations

from collections.abc import Mapping

from sv_model.engine.actions import (
    Action,
    ChooseDie,
    ChooseDiocese,
    ChooseLeader,
    ChooseNationality,
    ChoosePeople,
    ChooseStratagem,
    ChooseUnit,
    ChooseZone,
    Confirm,
    EndMovement,
    Evade,
    Move,
    NavalMove,
    Nominate,
    PlayStratagem,
)
from sv_model.engine.board import Board


def describe(board: Board, action: Action, stratagems: Mapping[str, str] | None = None) -> str:
    """A short phrase for ``action``: "moves Constantin with 3 units to Italia 4";
    ``stratagems`` names the counters (id -> name)."""
    if isinstance(action, EndMovement):
        return "ends its movement"
    if isinstance(action, Move):
        who = board.leaders[action.leader].name if action.leader else \
            ", ".join(board.units[u].name for u in action.units)
        carried = f" with {len(action.units)} unit{'s' * (len(action.units) != 1)}" \
            if action.leader and action.units else ""
        left = "".join(f", leaving {board.units[u].name} in {board.name(action.path[i])}"
                       for u, i in action.drop)
        return f"moves {who}{carried} to {board.name(action.path[-1])}{left}"
    if isinstance(action, NavalMove):
        return f"sails {board.fleet_names.get(action.fleet, action.fleet)} to " \
            f"{board.name(action.to)}"
    if isinstance(action, Confirm):
        return "answers yes" if action.yes else "answers no"
    if isinstance(action, PlayStratagem):
        return f"plays {_stratagem(stratagems, action.stratagem)}"
    if isinstance(action, ChooseZone):
        return f"chooses {board.name(action.zone)}"
    if isinstance(action, ChooseLeader):
        return f"chooses {board.leaders[action.leader].name}"
    if isinstance(action, ChooseUnit):
        return f"chooses {board.units[action.unit].name}"
    if isinstance(action, ChoosePeople):
        return f"chooses the {_words(action.people)}"
    if isinstance(action, ChooseDiocese):
        return f"chooses the diocese of {_words(action.diocese)}"
    if isinstance(action, Nominate):
        return f"names {board.leaders[action.leader].name} {_words(action.title)} (3.5.1)"
    if isinstance(action, Evade):
        return f"evades to {board.name(action.zone)} with {len(action.units)} units"
    if isinstance(action, ChooseNationality):
        return f"chooses the {action.nationality} peoples"
    if isinstance(action, ChooseDie):
        return f"chooses a {action.value} on the die"
    if isinstance(action, ChooseStratagem):
        return f"chooses {_stratagem(stratagems, action.stratagem)}"
    return action.describe()


def _words(ident: str) -> str:
    """An id as a reader's words: "secundus_augustus" -> "Secundus Augustus"."""
    return ident.replace("_", " ").title()


def _stratagem(names: Mapping[str, str] | None, sid: str) -> str:
    return (names or {}).get(sid, sid.replace("_", " "))
