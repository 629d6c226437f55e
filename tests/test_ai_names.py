"""The computer's reasons name pieces and places in the reader's language (issue 34): the
roster's default names are French ("Galère"), its English names ("Galerius") are what an
English reader sees in the log, so the AI's reasons, its log lines and the plans panel
word their references with the reader's names, like the engine's own log."""

from __future__ import annotations

import pytest
from engine_support import at_movement_with_hands
from pytestqt.qtbot import QtBot
from test_i18n_wiring import _catalogues  # noqa: F401  (the .qm files, released once)

from sv_desktop.ai.notes import fallback_choice, reason_line, reason_row
from sv_desktop.ai.plans_panel import AiPlansPanel
from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language
from sv_model.ai import AiContext, AiPlayer, Level
from sv_model.ai.describe import board_names, describe, describe_message, said_text
from sv_model.ai.players import Choice, Scored
from sv_model.engine import Game
from sv_model.engine.actions import Move
from sv_model.engine.messages import MessageId, leader_ref, msg, zone_ref

GALERIUS = "galere"  # in 305, Primus moves him at the first movement of seed 5


def _galerius_moves() -> tuple[Game, list[Move]]:
    game = at_movement_with_hands(5)
    assert game.decision is not None
    moves = [o for o in game.decision.options
             if isinstance(o, Move) and o.leader == GALERIUS]
    assert moves
    return game, moves


def _french_only_names(game: Game) -> set[str]:
    """Leaders' default (French) names that differ from their English ones."""
    english = game.engine.names_in("en")
    return {x.name for x in game.bundle.roster.leaders
            if x.name != english(leader_ref(x.id))}


def test_an_answer_names_its_pieces_in_the_readers_language() -> None:
    game, moves = _galerius_moves()
    english, french = game.engine.names_in("en"), game.engine.names_in("fr")
    for move in moves:
        said = describe_message(move)
        in_english = said_text(said, "en", english)
        in_french = said_text(said, "fr", french)
        assert "Galerius" in in_english and "Galère" not in in_english, in_english
        assert "Galère" in in_french and "Galerius" not in in_french, in_french
        assert describe(game.engine.board, move, names=english) == in_english
        # without the reader's names: the board's names, never the ids
        assert "Galère" in describe(game.engine.board, move)
        assert said_text(said).startswith("moves Galere ")


def test_every_reference_of_the_ai_is_named_not_an_id() -> None:
    game, moves = _galerius_moves()
    board = game.engine.board
    zone = moves[0].path[-1]
    said = msg(MessageId.AI_ATTACKS_ODDS, zone=zone_ref(zone), column="3/2")
    assert board.name(zone) in said_text(said, "en", board_names(board))
    assert board.name(zone) in said_text(said, "en", game.engine.names_in("en"))


def test_the_ais_english_reasons_use_the_english_names() -> None:
    """Reproduced: the reasons said "Dioclétien", "Galère" where the log says
    "Diocletian", "Galerius"."""
    game, _moves = _galerius_moves()
    assert game.decision is not None
    context = AiContext(game.bundle, game.options, game.engine.rules_version, 1)
    choice = AiPlayer(Level.EASY, context, 1).choose(game.view(game.decision.player))
    reasons = [choice.reason] + [s.reason for s in choice.alternatives]
    french_only = _french_only_names(game)
    english = game.engine.names_in("en")
    english_names = {english(leader_ref(x.id)) for x in game.bundle.roster.leaders}
    assert any(n in r for r in reasons for n in english_names), reasons
    for reason in reasons:
        assert not any(n in reason for n in french_only), reason
    assert choice.text() == choice.text("en") == choice.reason
    assert choice.text("en", english) == choice.reason
    in_french = choice.text("fr", game.engine.names_in("fr"))
    assert not any(n in in_french for n in english_names - {x.name for x in
                                                              game.bundle.roster.leaders})


def _galerius_choice(game: Game, move: Move) -> Choice:
    said = msg(MessageId.AI_REASON, answer=describe_message(move), battle=None)
    english = game.engine.names_in("en")
    alternatives = (Scored(move, 0.5, said_text(said, None, english), said=said),)
    return Choice(move, said_text(said, None, english), alternatives, said=said)


@pytest.mark.parametrize(("language", "shown", "hidden"), [
    (Language.ENGLISH, "Galerius", "Galère"), (Language.FRENCH, "Galère", "Galerius")])
def test_the_log_line_and_the_plans_name_galerius_in_the_readers_language(
        qtbot: QtBot, language: Language, shown: str, hidden: str) -> None:
    game, moves = _galerius_moves()
    choice = _galerius_choice(game, moves[0])
    decision = game.decision
    assert decision is not None
    assert i18n.install(language) == []
    try:
        line = reason_line(decision.player, "easy", decision.kind, choice.action, choice,
                           game.engine.board, names=game.engine.names_in)
        assert line is not None and shown in line and hidden not in line, line
        panel = AiPlansPanel()
        qtbot.addWidget(panel)
        panel.show_plans("PRIMUS", "Movement", choice.action, choice.alternatives,
                         names=game.engine.names_in(language.value))
        assert panel.rows() and all(shown in r and hidden not in r for r in panel.rows())
    finally:
        i18n.install(Language.ENGLISH)


def test_a_fallback_answer_gives_its_reason_with_the_english_names() -> None:
    game, _moves = _galerius_moves()
    assert game.decision is not None
    fallback = fallback_choice(game.decision, game.engine.board, "names",
                               game.engine.names_in("en"))
    assert not any(n in fallback.reason for n in _french_only_names(game)), fallback.reason
    assert fallback.reason == fallback.text("en", game.engine.names_in("en"))


def test_a_reason_row_is_worded_again_with_the_new_languages_names(qtbot: QtBot) -> None:
    """The language switch words earlier reasons again (``Note.reworded``): the names
    follow the language too."""
    game, moves = _galerius_moves()
    choice = _galerius_choice(game, moves[0])
    decision = game.decision
    assert decision is not None
    row = reason_row(decision.player, "easy", decision.kind, choice, game.engine.board, "",
                     (305, "movement"), game.engine.names_in)
    assert row is not None
    assert "Galerius" in row()[1] and "Galère" not in row()[1], row()
    assert i18n.install(Language.FRENCH) == []
    try:
        assert "Galère" in row()[1] and "Galerius" not in row()[1], row()
    finally:
        i18n.install(Language.ENGLISH)
