"""Typed decisions: one payload class and one handler per kind, the engine's secret and
battle flags, and actions that round-trip through saves with strict types."""

from __future__ import annotations

import dataclasses

import pytest
from engine_support import frozen_dataclass

from sv_model.engine.actions import (
    ACTION_TYPES,
    Action,
    ActionError,
    ChooseDie,
    ChooseLeader,
    ChooseZone,
    Confirm,
    EndMovement,
    Evade,
    Move,
    NavalMove,
    Nominate,
    action_from_dict,
)
from sv_model.engine.core import DecisionHandler, handler_table
from sv_model.engine.decisions import PAYLOAD_OF, PAYLOADS, DecisionKind, Payload
from sv_model.games.semper_victor.sequence import DECISIONS


def test_every_kind_has_exactly_one_payload_class_and_one_handler() -> None:
    assert [p.kind for p in PAYLOADS] == list(DecisionKind)
    assert set(DECISIONS) == set(DecisionKind)
    for kind, handler in DECISIONS.items():
        assert handler.payload is PAYLOAD_OF[kind] and handler.kind is kind


def test_the_handler_table_refuses_a_missing_or_doubled_kind() -> None:
    handlers = list(DECISIONS.values())
    with pytest.raises(ValueError, match="no handler for the decision kind"):
        handler_table(*handlers[1:])
    with pytest.raises(ValueError, match="two handlers"):
        handler_table(*handlers, handlers[0])


def test_payloads_are_frozen() -> None:
    for payload_class in PAYLOADS:
        assert issubclass(payload_class, Payload)
        assert dataclasses.is_dataclass(payload_class)
        assert frozen_dataclass(payload_class)


def test_the_engine_says_which_kinds_are_secret_and_which_belong_to_a_battle() -> None:
    assert {k for k in DecisionKind if k.secret} == {
        DecisionKind.STRATAGEM_WINDOW, DecisionKind.DISCARD_STRATAGEM}
    assert {k for k in DecisionKind if k.battle} == {
        DecisionKind.EVASION, DecisionKind.EVASION_MOVE, DecisionKind.ALLOCATE_LOSSES,
        DecisionKind.RETREAT}


def test_a_handler_is_typed_by_its_payload() -> None:
    handler = DECISIONS[DecisionKind.LEADER_ESCAPE]
    assert isinstance(handler, DecisionHandler)
    assert handler.validate is None
    assert DECISIONS[DecisionKind.MOVEMENT].validate is not None
    assert DECISIONS[DecisionKind.EVASION_MOVE].validate is not None


SAMPLES: list[Action] = [
    EndMovement(), Move("constantin", ("a", "b"), ("x", "y", "z"), (("a", 1),)),
    Move(None, ("u",), ("x",)), NavalMove("classis", "mare", ("l",), ("u",), "coast"),
    Confirm(True), Confirm(False), ChooseZone("italia_1"), ChooseLeader("licinius"),
    Evade("italia_2", ("u1", "u2")), Nominate("crispus", "caesar"), ChooseDie(6),
]


@pytest.mark.parametrize("action", SAMPLES, ids=lambda a: a.type)
def test_an_action_round_trips_through_its_plain_form(action: Action) -> None:
    assert action_from_dict(action.to_dict()) == action


def test_every_action_type_is_known_to_saves() -> None:
    assert {a.type for a in SAMPLES} <= set(ACTION_TYPES)
    assert len(ACTION_TYPES) == 15


@pytest.mark.parametrize(("data", "message"), [
    ({"type": "choose_die", "value": "3"}, "choose_die: field value"),
    ({"type": "choose_die", "value": 3.0}, "choose_die: field value"),
    ({"type": "confirm", "yes": "yes"}, "confirm: field yes"),
    ({"type": "move", "leader": 1, "units": [], "path": ["a"]}, "move: field leader"),
    ({"type": "evade", "zone": "a", "units": "u1"}, "evade: field units"),
    ({"type": "end_movement", "now": True}, "end_movement: field now"),
    ({"type": "choose_zone"}, "choose_zone: field zone"),
    ({"zone": "a"}, "a mapping with a 'type'"),
    ([], "a mapping with a 'type'"),
    ({"type": 3}, "unknown action type"),
])
def test_strict_validation_names_the_field(data: object, message: str) -> None:
    with pytest.raises(ActionError, match=message):
        action_from_dict(data)
