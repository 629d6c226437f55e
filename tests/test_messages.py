"""The structured log: entries carry a message id, typed arguments and the rule; text is
made only when shown, by a catalogue, and the screen never reads prose back."""

from __future__ import annotations

import re
import string
from enum import Enum
from pathlib import Path

import pytest
from engine_support import played_campaign, real_bundle

from sv_model.engine import Game
from sv_model.engine.actions import Move
from sv_model.engine.dice import LogEntry
from sv_model.engine.english import TEMPLATES
from sv_model.engine.messages import (
    Catalogue,
    Message,
    MessageId,
    Ref,
    RefKind,
    Route,
    english,
    leader_ref,
    msg,
    render,
    zone_ref,
)
from sv_model.games.semper_victor.movement import move_message
from sv_model.schemas.scenario import Side

ROOT = Path(__file__).resolve().parent.parent


def _played() -> tuple[Game, tuple[Message, ...]]:
    """A random game of the grand campaign with every prompt it asked."""
    return played_campaign(11, 312, 4)


def test_every_message_has_an_english_template() -> None:
    assert set(TEMPLATES) == set(MessageId)


def _names(template: str) -> set[str]:
    return {name for _t, name, _s, _c in string.Formatter().parse(template) if name}


def _arguments(message: Message) -> set[str]:
    return {key for key, _value in message.args}


def test_every_line_and_prompt_of_a_game_names_exactly_its_template_arguments() -> None:
    game, prompts = _played()
    said = [e.as_message for e in game.log] + [d.purpose for d in game.dice] + list(prompts)
    assert len({m.id for m in said}) > 40
    for message in said:
        assert _names(TEMPLATES[message.id]) <= _arguments(message), message
        assert render(message, game.engine.names)  # no missing name, no format error


def _typed(value: object) -> bool:
    if isinstance(value, tuple):
        return all(isinstance(v, Ref) for v in value)
    if isinstance(value, Message):
        return all(_typed(v) for _k, v in value.args)
    if isinstance(value, str) and not isinstance(value, Enum):
        return len(value) <= 40
    return value is None or isinstance(value, Ref | Route | Enum | int)


def test_arguments_are_typed_references_numbers_and_short_words() -> None:
    game, prompts = _played()
    for message in [e.as_message for e in game.log] + list(prompts):
        assert all(_typed(v) for _k, v in message.args), message


def test_each_die_line_is_joined_to_its_roll() -> None:
    game, _ = _played()
    lines = [e for e in game.log if e.message in (MessageId.DIE_ROLLED, MessageId.DIE_CHOSEN,
                                                  MessageId.COUNTER_DRAWN,
                                                  MessageId.COUNTER_DRAWN_SECRETLY)]
    assert len(lines) == len(game.dice)
    for entry in lines:
        index = entry.as_message.arg("roll")
        assert isinstance(index, int)
        roll = game.dice[index]
        assert entry.as_message.arg("purpose") == roll.purpose
        assert entry.rule == roll.rule and entry.year == roll.year
        if entry.message is MessageId.DIE_ROLLED:
            assert entry.as_message.arg("value") == roll.value
            assert entry.as_message.arg("sides") == roll.sides


def test_the_words_are_chosen_when_a_line_is_shown() -> None:
    entry = LogEntry(312, "E", MessageId.BATTLE, (("zone", zone_ref("italia_4")),
                                                 ("side", Side.PRIMUS)), "8.1")
    names = real_bundle()
    game = Game.new(names, 0, end_year=305)
    assert game.text(entry) == "Battle at Tuscia et Umbria: PRIMUS attacks"
    shouting = Catalogue({**english().templates, MessageId.BATTLE: "BATAILLE À {zone} ({side})"},
                         english().words)
    assert render(entry.as_message, game.engine.names, shouting) == "BATAILLE À Tuscia et Umbria (PRIMUS)"
    assert render(entry.as_message, lambda ref: ref.id.upper()) == "Battle at ITALIA_4: PRIMUS attacks"


@pytest.mark.parametrize(("message", "text"), [
    (msg(MessageId.COUNTER_DRAWN_SECRETLY, purpose=msg(MessageId.DRAW_WAR), count=1, roll=0),
     "2.C going-to-war draw: drawn from a cup of 1 counter"),
    (msg(MessageId.COUNTER_DRAWN_SECRETLY, purpose=msg(MessageId.DRAW_WAR), count=3, roll=0),
     "2.C going-to-war draw: drawn from a cup of 3 counters"),
    (msg(MessageId.PINNED, zones=()), "Pieces in no capital stay put this turn"),
    (msg(MessageId.RAISED, side=Side.SECONDUS, people=Ref(RefKind.PEOPLE, "franci"),
         controller=None), "SECONDUS raises the Franci; they are run by nobody"),
    (msg(MessageId.REVOLT_CONTAINED, die=7, modifier=2, bonus=-1),
     "The revolt does not spread (7+2-1)"),
    (msg(MessageId.MOVED_LEADER_WITH, leader=Ref(RefKind.LEADER, "constantin"),
         units=(Ref(RefKind.UNIT, "cornuti"),), path=Route(("italia_1", "italia_4")), left=None),
     "move Constantine with Cornuti to Aemilia et Liguria > Tuscia et Umbria"),
    (move_message(Move(leader="constantin", units=("cornuti", "ioviani", "scutarii_1"),
                       path=("italia_1", "italia_4", "italia_5"),
                       drop=(("ioviani", 1), ("cornuti", 0), ("scutarii_1", 0)))),
     "move Constantine with Cornuti, Ioviani, Scutarii I to Aemilia et Liguria > Tuscia et "
     "Umbria > Roma, leaving Cornuti, Scutarii I in Aemilia et Liguria, "
     "leaving Ioviani in Tuscia et Umbria"),
])
def test_english_wording(message: Message, text: str) -> None:
    game = Game.new(real_bundle(), 0, end_year=305)
    assert game.text(message) == text


def test_the_screen_never_parses_prose() -> None:
    sources = "\n".join(p.read_text(encoding="utf-8")
                        for p in (ROOT / "sv_desktop").glob("*.py"))
    for parsing in ("humanize", '" rolled "', 'startswith(f"Event', ".text.startswith",
                    "entry.text"):
        assert parsing not in sources
    assert not re.search(r"prompt\.startswith", sources)


def test_enumerations_with_equal_values_keep_their_own_words() -> None:
    """Title.AUGUSTUS and UsurpationKind.AUGUSTUS are both the string "augustus" (StrEnum):
    a nomination once read "Sévère is named The enemy Augustus who is not his side's
    first"."""
    from sv_model.engine.causes import UsurpationKind
    from sv_model.schemas.scenario import Title

    named = msg(MessageId.BECOMES, leader=leader_ref("severe"), title=Title.AUGUSTUS)
    text = render(named, lambda ref: ref.id)
    assert text == "severe becomes augustus"
    caesar = render(msg(MessageId.BECOMES, leader=leader_ref("severe"), title=Title.CAESAR),
                    lambda ref: ref.id)
    assert caesar == "severe becomes caesar"
    kind = render(msg(MessageId.ASK_USURPATION, target=UsurpationKind.AUGUSTUS),
                  lambda ref: ref.id)
    assert "the enemy Augustus who is not his side's first" in kind
