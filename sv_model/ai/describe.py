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
from sv_model.engine.messages import (
    Message,
    NameOf,
    Ref,
    RefKind,
    diocese_ref,
    fleet_ref,
    leader_ref,
    msg,
    people_ref,
    render,
    stratagem_ref,
    unit_ref,
    zone_ref,
)
from sv_model.engine.messages import MessageId as M


def describe(board: Board, action: Action, stratagems: Mapping[str, str] | None = None,
             language: str | None = None, names: NameOf | None = None) -> str:
    """A short phrase for ``action``: "moves Constantin with 3 units to Italia 4", in
    ``language`` (English by default) with the reader's ``names`` (``Engine.names_in``;
    by default the board's names, ``stratagems`` naming the counters, id -> name)."""
    return said_text(describe_message(action), language,
                     names or board_names(board, stratagems))


def said_text(said: Message, language: str | None = None, names: NameOf | None = None) -> str:
    """A message of the AI's in ``language``, its pieces and places named by ``names``
    (the reader's: ``Engine.names_in(language)``); without them, each id in words."""
    return render(said, names or readable, language)


def board_names(board: Board, stratagems: Mapping[str, str] | None = None) -> NameOf:
    """The board's own names (the data files' default names) of pieces and places, for
    a reader whose language has none of its own; an id the board lacks reads in words."""
    tables: dict[RefKind, Mapping[str, str]] = {
        RefKind.LEADER: {k: x.name for k, x in board.leaders.items()},
        RefKind.UNIT: {k: x.name for k, x in board.units.items()},
        RefKind.ZONE: {k: x.name for k, x in board.zones.items()},
        RefKind.PEOPLE: {k: x.name for k, x in board.peoples.items()},
        RefKind.DIOCESE: board.diocese_names,
        RefKind.FLEET: board.fleet_names,
        RefKind.STRATAGEM: stratagems or {},
    }

    def name(ref: Ref) -> str:
        return tables.get(ref.kind, {}).get(ref.id) or readable(ref)

    return name


def readable(ref: Ref) -> str:
    """A reference's id in words, when no names are at hand: "italia_4" -> "Italia 4";
    a stratagem's in lower case, as on its counter's line ("bellum civile")."""
    words = ref.id.replace("_", " ")
    return words if ref.kind is RefKind.STRATAGEM else words.title()


def describe_message(action: Action) -> Message:
    """``describe`` as a message of references, to word in any language with the
    reader's names (``said_text``)."""
    if isinstance(action, EndMovement):
        return msg(M.AI_ENDS_MOVEMENT)
    if isinstance(action, Move):
        return _move(action)
    if isinstance(action, NavalMove):
        return msg(M.AI_SAILS, fleet=fleet_ref(action.fleet), to=zone_ref(action.to))
    if isinstance(action, Confirm):
        return msg(M.AI_ANSWERS_YES if action.yes else M.AI_ANSWERS_NO)
    if isinstance(action, PlayStratagem):
        return msg(M.AI_PLAYS, stratagem=stratagem_ref(action.stratagem))
    return _choice(action)


def _move(action: Move) -> Message:
    who: Ref | tuple[Ref, ...] = leader_ref(action.leader) if action.leader else \
        tuple(unit_ref(u) for u in action.units)
    carried = msg(M.AI_CARRYING, count=len(action.units)) \
        if action.leader and action.units else None
    left: Message | None = None
    for u, i in reversed(action.drop):
        left = msg(M.AI_LEAVING, unit=unit_ref(u), zone=zone_ref(action.path[i]), more=left)
    return msg(M.AI_MOVES, who=who, carried=carried, to=zone_ref(action.path[-1]), left=left)


def _choice(action: Action) -> Message:
    """The answers that pick one thing (a zone, a leader, a people...)."""
    if isinstance(action, ChooseZone):
        return msg(M.AI_CHOOSES, choice=zone_ref(action.zone))
    if isinstance(action, ChooseLeader):
        return msg(M.AI_CHOOSES, choice=leader_ref(action.leader))
    if isinstance(action, ChooseUnit):
        return msg(M.AI_CHOOSES, choice=unit_ref(action.unit))
    if isinstance(action, ChooseStratagem):
        return msg(M.AI_CHOOSES, choice=stratagem_ref(action.stratagem))
    if isinstance(action, ChoosePeople):
        return msg(M.AI_CHOOSES_PEOPLE, people=people_ref(action.people))
    if isinstance(action, ChooseDiocese):
        return msg(M.AI_CHOOSES_DIOCESE, diocese=diocese_ref(action.diocese))
    if isinstance(action, Nominate):
        return msg(M.AI_NAMES, leader=leader_ref(action.leader),
                   title=_words(action.title))
    if isinstance(action, Evade):
        return msg(M.AI_EVADES, zone=zone_ref(action.zone), count=len(action.units))
    if isinstance(action, ChooseNationality):
        return msg(M.AI_CHOOSES_NATIONALITY, nationality=action.nationality)
    if isinstance(action, ChooseDie):
        return msg(M.AI_CHOOSES_DIE, value=action.value)
    return msg(M.AI_ACTION, action=action.describe())


def _words(ident: str) -> str:
    """An id as a reader's words: "secundus_augustus" -> "Secundus Augustus"."""
    return ident.replace("_", " ").title()

