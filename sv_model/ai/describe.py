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
from sv_model.engine.messages import Message, Ref, msg, render
from sv_model.engine.messages import MessageId as M


def describe(board: Board, action: Action, stratagems: Mapping[str, str] | None = None,
             language: str | None = None) -> str:
    """A short phrase for ``action``: "moves Constantin with 3 units to Italia 4";
    ``stratagems`` names the counters (id -> name); in ``language`` (English by
    default)."""
    return said_text(describe_message(board, action, stratagems), language)


def said_text(said: Message, language: str | None = None) -> str:
    """A message of the AI's (its names are words already) in ``language``."""
    return render(said, _no_references, language)


def _no_references(ref: Ref) -> str:
    return ref.id


def describe_message(board: Board, action: Action,
                     stratagems: Mapping[str, str] | None = None) -> Message:
    """``describe`` as a message, to word in any language (``said_text``)."""
    if isinstance(action, EndMovement):
        return msg(M.AI_ENDS_MOVEMENT)
    if isinstance(action, Move):
        return _move(board, action)
    if isinstance(action, NavalMove):
        return msg(M.AI_SAILS, fleet=board.fleet_names.get(action.fleet, action.fleet),
                   to=board.name(action.to))
    if isinstance(action, Confirm):
        return msg(M.AI_ANSWERS_YES if action.yes else M.AI_ANSWERS_NO)
    if isinstance(action, PlayStratagem):
        return msg(M.AI_PLAYS, stratagem=_stratagem(stratagems, action.stratagem))
    return _choice(board, action, stratagems)


def _move(board: Board, action: Move) -> Message:
    who = board.leaders[action.leader].name if action.leader else \
        ", ".join(board.units[u].name for u in action.units)
    carried = msg(M.AI_CARRYING, count=len(action.units)) \
        if action.leader and action.units else None
    left: Message | None = None
    for u, i in reversed(action.drop):
        left = msg(M.AI_LEAVING, unit=board.units[u].name, zone=board.name(action.path[i]),
                   more=left)
    return msg(M.AI_MOVES, who=who, carried=carried, to=board.name(action.path[-1]),
               left=left)


def _choice(board: Board, action: Action, stratagems: Mapping[str, str] | None) -> Message:
    """The answers that pick one thing (a zone, a leader, a people...)."""
    if isinstance(action, ChooseZone):
        return msg(M.AI_CHOOSES, choice=board.name(action.zone))
    if isinstance(action, ChooseLeader):
        return msg(M.AI_CHOOSES, choice=board.leaders[action.leader].name)
    if isinstance(action, ChooseUnit):
        return msg(M.AI_CHOOSES, choice=board.units[action.unit].name)
    if isinstance(action, ChooseStratagem):
        return msg(M.AI_CHOOSES, choice=_stratagem(stratagems, action.stratagem))
    if isinstance(action, ChoosePeople):
        return msg(M.AI_CHOOSES_PEOPLE, people=_words(action.people))
    if isinstance(action, ChooseDiocese):
        return msg(M.AI_CHOOSES_DIOCESE, diocese=_words(action.diocese))
    if isinstance(action, Nominate):
        return msg(M.AI_NAMES, leader=board.leaders[action.leader].name,
                   title=_words(action.title))
    if isinstance(action, Evade):
        return msg(M.AI_EVADES, zone=board.name(action.zone), count=len(action.units))
    if isinstance(action, ChooseNationality):
        return msg(M.AI_CHOOSES_NATIONALITY, nationality=action.nationality)
    if isinstance(action, ChooseDie):
        return msg(M.AI_CHOOSES_DIE, value=action.value)
    return msg(M.AI_ACTION, action=action.describe())


def _words(ident: str) -> str:
    """An id as a reader's words: "secundus_augustus" -> "Secundus Augustus"."""
    return ident.replace("_", " ").title()


def _stratagem(names: Mapping[str, str] | None, sid: str) -> str:
    return (names or {}).get(sid, sid.replace("_", " "))
