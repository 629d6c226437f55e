"""The AI's reasons in French and English (issue 34): the same message words both; the
English text is the reason as before; the French one has French words and numbers."""

from __future__ import annotations

import random
import re

from engine_support import at_movement_with_hands, pending, real_bundle
from test_i18n_engine import GIVEAWAYS

from sv_model.ai import AiContext, AiPlayer, Level
from sv_model.ai.describe import board_names, describe, describe_message, readable, said_text
from sv_model.ai.players import Scored
from sv_model.ai.search import CEILING_SECONDS
from sv_model.engine import Game
from sv_model.engine.actions import EndMovement
from sv_model.engine.autoplay import choose_action
from sv_model.engine.messages import MessageId as M
from sv_model.engine.messages import msg

NBSP, NNBSP = "\u00a0", "\u202f"


def _player(game: Game, level: Level) -> AiPlayer:
    context = AiContext(game.bundle, game.options, game.engine.rules_version, 1)
    return AiPlayer(level, context, 1, ceiling=CEILING_SECONDS, playouts=5)


def _english_giveaway(text: str) -> str | None:
    for word in GIVEAWAYS:
        flags = 0 if word.isupper() or "/" in word else re.IGNORECASE
        if re.search(rf"(?<![\w/]){re.escape(word)}(?![\w/])", text, flags):
            return word
    return None


def test_the_ai_says_its_reasons_in_both_languages() -> None:
    game = at_movement_with_hands(4)
    choice = _player(game, Level.NORMAL).choose(game.view(pending(game).player))
    assert choice.said is not None
    assert choice.text() == choice.text("en") == choice.reason
    en, fr = game.engine.names_in("en"), game.engine.names_in("fr")
    french = [choice.text("fr", fr)] + [said_text(s.message, "fr", fr)
                                        for s in choice.alternatives]
    english = [choice.reason] + [s.reason for s in choice.alternatives]
    assert [said_text(s.message, "en", en) for s in choice.alternatives] == english[1:]
    for text in french:
        names = real_bundle()
        data = {z.name for z in names.game_map.zones} | {x.name for x in names.roster.leaders}
        stripped = text
        for name in sorted(data, key=len, reverse=True):
            stripped = stripped.replace(name, "")
        assert _english_giveaway(stripped) is None, text
        assert not re.search(r"[+-]\d+\.\d", text), text  # the decimal comma
    assert any(re.search(r"PV [+-]\d+,\d", t) for t in french), french
    assert any(re.search(r"VP [+-]\d+\.\d", t) for t in english), english


def test_every_kind_of_answer_is_described_in_french() -> None:
    game = Game.new(real_bundle(), 5, end_year=308)
    rng = random.Random(5)
    board = game.engine.board
    names = {s.id: s.name for s in real_bundle().roster.stratagems}
    kinds: set[type] = set()
    while not game.is_over:
        for option in game.legal_actions()[:40]:
            if type(option) in kinds:
                continue
            kinds.add(type(option))
            said = describe_message(option)
            assert describe(board, option, names) == said_text(said, "en",
                                                               board_names(board, names))
            french = describe(board, option, names, "fr")
            assert said.id is not M.AI_ACTION, option  # every kind has its own words
            assert french != describe(board, option, names) or said.id in (M.AI_CHOOSES,), \
                option
            assert _english_giveaway(french) is None, french
        game.apply(choose_action(game, rng))
    assert len(kinds) >= 10, kinds


def test_a_random_answer_is_said_random_in_french() -> None:
    game = at_movement_with_hands(4)
    choice = _player(game, Level.RANDOM).choose(game.view(pending(game).player))
    assert choice.reason.startswith("random: ")
    assert choice.text("fr").startswith(f"au hasard{NBSP}: ")


def test_the_search_and_its_margins_read_in_french() -> None:
    answer = msg(M.AI_REASON, answer=msg(M.AI_ENDS_MOVEMENT),
                 battle=msg(M.AI_ATTACKS, zone="Italia 4", column="3/2", win=62,
                            expected=0.84))
    searched = msg(M.AI_SEARCHED, reason=msg(M.AI_AGAINST_NOTHING, reason=answer,
                                             margin=-1.25),
                   playouts=30, visits=12, mean=0.5,
                   stopped=msg(M.AI_SEARCH_STOPPED, playouts=15, budget=30))
    assert said_text(searched) == (
        "ends its movement: attacks Italia 4 at 3/2: wins 62%, expected VP +0.8 (VP -1.2 "
        "against doing nothing); played on in 30 trial games, it came out best in 12, "
        "+0.5 VP on average (the time ceiling stopped the search after 15 of 30 trial games)")
    assert said_text(searched, "fr") == (
        f"termine ses mouvements{NBSP}: attaque Italia 4 à 3/2{NBSP}: gagne à 62{NNBSP}%, "
        "PV espérés +0,8 (PV -1,2 par rapport à ne rien faire)"
        f"{NNBSP}; jouée dans 30 parties d'essai, elle est sortie meilleure dans 12, "
        "+0,5 PV en moyenne (la limite de temps a arrêté la recherche après 15 parties "
        "d'essai sur 30)")


def test_a_reason_given_only_in_words_keeps_them() -> None:
    scored = Scored(EndMovement(), 1.0, "quiet")
    assert said_text(scored.message, "fr") == "quiet"
    told = scored.retold(msg(M.AI_AGAINST_NOTHING, reason=scored.message, margin=0.5),
                         readable)
    assert told.reason == "quiet (VP +0.5 against doing nothing)"
    assert told.said is not None
    assert said_text(told.said, "fr") == "quiet (PV +0,5 par rapport à ne rien faire)"
