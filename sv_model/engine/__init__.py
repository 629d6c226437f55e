"""The engine's core: decisions, actions, dice, the position, undo, saves and views; the
game it runs declares its rules in ``sv_model.games`` (Semper Victor's in
``sv_model.games.semper_victor``).

See docs/architecture.md ("The engine API"). Typical use::

    game = Game.new(load_scenario(path), seed=7)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:

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
        action_from_dict,
    )
    from sv_model.engine.core import Decision
    from sv_model.engine.decisions import DecisionKind, Payload
    from sv_model.engine.dice import DiceRoll, LogEntry
    from sv_model.engine.game import Game
    from sv_model.engine.messages import Catalogue, Message, MessageId, catalogue_for, render
    from sv_model.engine.save import read_save, write_save
    from sv_model.engine.state import (
        BattleReport,
        FleetState,
        GameResult,
        GameState,
        LeaderState,
        Modifier,
        PeopleState,
        UnitState,
    )
    from sv_model.engine.view import PlayerView
    from sv_model.games.semper_victor.movement_query import MoveGroup, ReachInfo

_EXPORTS = {
    **dict.fromkeys(("Action", "ChooseDie", "ChooseDiocese", "ChooseLeader",
                     "ChooseNationality", "ChoosePeople", "ChooseStratagem", "ChooseUnit",
                     "ChooseZone", "Confirm", "EndMovement", "Evade", "Move", "NavalMove",
                     "Nominate", "PlayStratagem", "action_from_dict"), "actions"),
    "Decision": "core",
    **dict.fromkeys(("DecisionKind", "Payload"), "decisions"),
    **dict.fromkeys(("DiceRoll", "LogEntry"), "dice"),
    "Game": "game",
    **dict.fromkeys(("Catalogue", "Message", "MessageId", "catalogue_for", "render"),
                   "messages"),
    **dict.fromkeys(("MoveGroup", "ReachInfo"), "sv_model.games.semper_victor.movement_query"),
    **dict.fromkeys(("read_save", "write_save"), "save"),
    **dict.fromkeys(("BattleReport", "FleetState", "GameResult", "GameState", "LeaderState",
                     "Modifier", "PeopleState", "UnitState"), "state"),
    "PlayerView": "view",
}
"""Where each name of the package lives (a dotted name: a module of the game package).
They load on first use, so that importing a
light module (``decisions``, ``actions``, ``messages``) does not load the whole engine."""


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    home = module if "." in module else f"{__name__}.{module}"  # a game module: its full name
    return getattr(importlib.import_module(home), name)


def load_game(path: str) -> Game:
    """Load and replay a saved game file."""
    from sv_model.engine.save import read_save

    return read_save(path)


__all__ = [
    "Action",
    "BattleReport",
    "Catalogue",
    "ChooseDie",
    "ChooseDiocese",
    "ChooseLeader",
    "ChooseNationality",
    "ChoosePeople",
    "ChooseStratagem",
    "ChooseUnit",
    "ChooseZone",
    "Confirm",
    "Decision",
    "DecisionKind",
    "DiceRoll",
    "EndMovement",
    "Evade",
    "FleetState",
    "Game",
    "GameResult",
    "GameState",
    "LeaderState",
    "LogEntry",
    "Message",
    "MessageId",
    "Modifier",
    "Move",
    "MoveGroup",
    "NavalMove",
    "Nominate",
    "Payload",
    "PeopleState",
    "PlayStratagem",
    "PlayerView",
    "ReachInfo",
    "UnitState",
    "action_from_dict",
    "catalogue_for",
    "load_game",
    "read_save",
    "render",
    "write_save",
]
