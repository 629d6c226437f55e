"""The engine's messages in French and English (issue 34): every message and every word
has both; a whole game's log reads line for line the same in both languages, citing the
same paragraphs; French typography; no English give-away in the French text."""

from __future__ import annotations

import re
import string
from enum import Enum

import pytest
from engine_support import played_campaign, real_bundle

from sv_model.engine import Game
from sv_model.engine import english as en
from sv_model.engine import french as fr
from sv_model.engine.causes import DeathCause, UsurpationKind
from sv_model.engine.decisions import Window
from sv_model.engine.messages import (
    Message,
    MessageId,
    catalogue_for,
    event_ref,
    leader_ref,
    msg,
    render,
    zone_ref,
)
from sv_model.engine.state import VictoryLevel
from sv_model.schemas.roster import Nationality
from sv_model.schemas.scenario import Side, Title
from sv_model.typography import typeset

NBSP, NNBSP = "\u00a0", "\u202f"

GIVEAWAYS = ("the", "and", "turn", "moves", "move", "battle", "weakened", "controlled by",
             "retreat", "retreats", "evasion", "escape", "wins", "leader", "units", "unit",
             "dies", "enters", "with", "draws", "plays", "side", "event", "SP", "VP", "M/CS",
             "MP", "SR", "TB", "fails", "succeeds", "none", "nobody", "choose",
             "column", "row", "rolled", "counter", "cup", "drawn", "stays", "loyal")
"""English words that must never show in French text (whole words, case-sensitive for
the abbreviations, else case-insensitive). "PC" is also a unit's code in both languages
(pseudo-comitatenses), so only "PC" before a number, the Political Capacity, gives
English away."""


def _fields(template: str) -> set[str]:
    return {name for _t, name, _s, _c in string.Formatter().parse(template) if name}


def test_every_message_has_a_french_template_with_the_english_placeholders() -> None:
    assert set(fr.TEMPLATES) == set(MessageId)
    for mid in MessageId:
        assert _fields(fr.TEMPLATES[mid]) == _fields(en.TEMPLATES[mid]), mid


ENUMS: tuple[type[Enum], ...] = (Title, DeathCause, Window, UsurpationKind, VictoryLevel)


def test_every_enumerated_word_has_a_french_word() -> None:
    for enum in ENUMS:
        for member in enum:
            assert (enum, member.value) in fr.WORDS, member
    assert set(en.WORDS) <= set(fr.WORDS)


def test_every_event_and_nationality_has_a_french_name() -> None:
    assert {int(i) for kind, i in fr.NAMES if kind == "event"} == set(range(1, 16))
    assert {i for kind, i in fr.NAMES if kind == "nationality"} == {n.value for n in Nationality}


def test_catalogue_for_picks_a_language_by_its_code() -> None:
    assert catalogue_for("fr").templates is fr.TEMPLATES
    assert catalogue_for("fr_FR").language == "fr"
    assert catalogue_for("en").templates is en.TEMPLATES
    assert catalogue_for(None).language == "en"
    french = catalogue_for("fr")
    assert catalogue_for(french) is french
    with pytest.raises(ValueError, match="no catalogue for the language 'de'"):
        catalogue_for("de")


def _name(ref: object) -> str:
    return getattr(ref, "id", "?")


def test_french_plural_takes_the_singular_for_zero_and_one() -> None:
    def rally(count: int) -> str:
        told = msg(MessageId.RALLY_SUCCEEDS, count=count, zone=zone_ref("Italia 4"), die=2,
                   bonus=0, pc=4)
        return render(told, _name, "fr")

    assert rally(0).startswith("0 unité rallie ")
    assert rally(1).startswith("1 unité rallie ")
    assert rally(2).startswith("2 unités rallient ")
    secret = msg(MessageId.COUNTER_DRAWN_SECRETLY, purpose=msg(MessageId.DRAW_WAR), count=0)
    assert render(secret, _name, "fr").endswith("0 pion")
    assert render(secret, _name, "en").endswith("0 counters")


def test_french_elides_de_before_a_vowel() -> None:
    told = msg(MessageId.ROLL_DEATH_TEST, leader=leader_ref("Alexander"))
    assert render(told, _name, "fr") == "3.3.1 test de mort d'Alexander"
    told = msg(MessageId.ROLL_DEATH_TEST, leader=leader_ref("Maxence"))
    assert render(told, _name, "fr") == "3.3.1 test de mort de Maxence"


def test_events_and_nationalities_take_the_french_names() -> None:
    told = msg(MessageId.EVENT_TITLE, number=7, event=event_ref(7))
    assert render(told, _name, "fr") == f"Événement 7{NBSP}: Hiver rigoureux{NBSP}: une SMC " \
                                        "de moins ce tour"
    assert render(told, _name, "en") == "Event 7: 7"  # English keeps the bundle's names


# --- a whole game in both languages ---------------------------------------------------

def _game() -> tuple[Game, tuple[Message, ...]]:
    """A seeded random game of the 305 campaign over three years, with its prompts."""
    return played_campaign(7, 307, 7)


def _texts(language: str) -> list[str]:
    game, prompts = _game()
    lines = [game.text(entry, language) for entry in game.log]
    lines += [game.text(roll, language) for roll in game.state.dice]
    lines += [game.text(prompt, language) for prompt in prompts]
    return lines


RULE = re.compile(r"(?<![\d/])\d{1,2}(?:\.(?:\d+|[A-F]))+(?:\s[A-D]/)?")


def test_a_whole_game_has_as_many_lines_citing_the_same_paragraphs_in_both_languages() -> None:
    english, french = _texts("en"), _texts("fr")
    game, _prompts = _game()
    assert len(game.log) > 120  # three years of a campaign
    assert len(english) == len(french)
    cited = 0
    for line_en, line_fr in zip(english, french, strict=True):
        assert RULE.findall(line_en) == RULE.findall(line_fr), (line_en, line_fr)
        assert (line_en == "") == (line_fr == "")
        cited += bool(RULE.findall(line_en))
    assert cited > 30
    entries_en = [(e.rule, game.text(e, "en")) for e in game.log]
    entries_fr = [(e.rule, game.text(e, "fr")) for e in game.log]
    assert [r for r, _t in entries_en] == [r for r, _t in entries_fr]


def test_the_french_game_shows_no_english_giveaway() -> None:
    data_name = real_bundle().scenario.name  # names from the data files stay as they are
    text = "\n".join(_texts("fr")).replace(data_name, "")
    for word in GIVEAWAYS:
        flags = 0 if word.isupper() or "/" in word else re.IGNORECASE
        found = re.search(rf"(?<![\w/]){re.escape(word)}(?![\w/])", text, flags)
        assert found is None, (word, text[max(0, found.start() - 80):found.end() + 80])
    assert re.search(r"\bPC \d", text) is None


def test_english_is_the_default_language() -> None:
    game, _prompts = _game()
    english = [game.text(entry) for entry in game.log]
    assert english == [game.text(entry, "en") for entry in game.log]
    assert "Turn 306 begins" in english and "Début du tour 306" not in english


# --- typography -----------------------------------------------------------------------

def _prose(template: str) -> str:
    """A template's literal text, its fields blanked out."""
    return "".join(text for text, *_rest in string.Formatter().parse(template))


@pytest.mark.parametrize("mid", list(MessageId))
def test_french_prose_has_no_ascii_space_before_punctuation(mid: MessageId) -> None:
    prose = _prose(fr.TEMPLATES[mid])
    assert not re.search(r" [:;!?»]|« ", prose), (mid, prose)
    assert "..." not in prose
    assert "\u2019" not in prose  # the apostrophe is ' throughout


def _spaced(prose: str) -> bool:
    """Every : is after a no-break space, every ; ? ! after a narrow one (a rule's "C/"
    or "D/" is not punctuation)."""
    for found in re.finditer(r"[:;!?]", prose):
        before = prose[found.start() - 1] if found.start() else ""
        want = NBSP if found.group() == ":" else NNBSP
        if before != want:
            return False
    return True


def test_every_french_punctuation_mark_has_its_space() -> None:
    for mid in MessageId:
        assert _spaced(_prose(fr.TEMPLATES[mid])), (mid, _prose(fr.TEMPLATES[mid]))
    for (kind, _id), name in fr.NAMES.items():
        assert _spaced(name), (kind, name)


def test_typeset_spaces_french_punctuation() -> None:
    assert typeset("Bataille : oui ; non ? « mot »") == \
        f"Bataille{NBSP}: oui{NNBSP}; non{NNBSP}? «{NBSP}mot{NBSP}»"


def test_side_names_stay_as_printed() -> None:
    told = msg(MessageId.TAKES_INITIATIVE, side=Side.SECONDUS)
    assert render(told, _name, "fr") == "SECONDUS prend l'initiative"
