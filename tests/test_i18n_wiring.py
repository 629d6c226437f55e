"""Issue 34: the engine's own words (sv_model's catalogues: refusals, AI reasons, data
problems, log lines) reach the screen and the command line in the interface's language,
while the session and the saves stay language-free."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from engine_support import at_movement_with_hands
from pytest import CaptureFixture
from pytestqt.qtbot import QtBot

from sv_desktop.ai.notes import fallback_choice, reason_line
from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language, error_text
from sv_desktop.session.local import LocalSession
from sv_model.engine import Game
from sv_model.engine.actions import Move
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.messages import as_is, render
from sv_model.errors import DataFileError
from sv_model.loader import load_scenario

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module", autouse=True)
def _catalogues() -> None:
    subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "release"], check=True,
                   capture_output=True)


@pytest.fixture
def french(qtbot: QtBot) -> Iterator[None]:
    del qtbot  # the application that holds the translators
    assert i18n.install(Language.FRENCH) == []
    try:
        yield
    finally:
        i18n.install(Language.ENGLISH)


def test_validate_prints_the_problems_in_the_chosen_language(
        capsys: CaptureFixture[str], tmp_path: Path) -> None:
    from sv_desktop.cli.main import main

    missing = str(tmp_path / "absent.yaml")
    assert main(["--lang", "fr", "validate", missing]) == 1
    said = capsys.readouterr()
    assert "fichier introuvable" in said.err and "file not found" not in said.err
    assert "1\u00a0erreur" in said.out or "1 erreur" in said.out
    assert main(["validate", missing]) == 1
    said = capsys.readouterr()
    assert "file not found" in said.err and "1 error" in said.out


def test_a_data_error_is_shown_in_the_interface_language(french: None, tmp_path: Path) -> None:
    with pytest.raises(DataFileError) as caught:
        load_scenario(tmp_path / "absent.yaml")
    assert "fichier introuvable" in error_text(caught.value)
    i18n.install(Language.ENGLISH)
    assert "file not found" in error_text(caught.value)
    assert error_text(OSError("disk full")) == "disk full"


def _at_movement(seed: int = 3) -> Game:
    game = at_movement_with_hands(seed)
    assert game.decision is not None and game.decision.kind is DecisionKind.MOVEMENT
    return game


def test_a_refusal_keeps_the_engines_message_to_word_in_either_language() -> None:
    game = _at_movement()
    session = LocalSession(game)
    before = game.view(None)
    refusal = session.apply(Move(None, ("zz_absent",), ("x",)))  # no such unit (3.4.1)
    assert refusal is not None and refusal.said is not None
    english = render(refusal.said, as_is, "en")
    french = render(refusal.said, as_is, "fr")
    assert english == refusal.message and french != english
    assert game.view(None) == before  # nothing was applied


def test_the_computers_reason_line_in_french(french: None) -> None:
    game = _at_movement()
    decision = game.decision
    assert decision is not None
    board = game.engine.board
    choice = fallback_choice(decision, board, "wiring")
    line = reason_line(decision.player, "easy", decision.kind, choice.action, choice, board)
    assert line is not None
    from sv_model.ai.describe import describe

    assert "au hasard" in line and "random" not in line, line
    french_words = describe(board, choice.action, language="fr")
    assert french_words != describe(board, choice.action) and french_words in line, line
    i18n.install(Language.ENGLISH)
    line = reason_line(decision.player, "easy", decision.kind, choice.action, choice, board)
    assert line is not None and "(at random)" in line, line


def test_the_record_log_speaks_the_interface_language(french: None) -> None:
    from gui_support import GUI_SCENARIO

    from sv_desktop.play.controller import GameController

    c = GameController()
    c.new_game(GUI_SCENARIO, 1)
    try:
        game = c.live
        rows = c.public_log()
        entries = game.view(None).log
        assert rows and len(rows) == len(entries)
        for (_when, words, rule, _die), entry in zip(rows, entries, strict=True):
            assert words == game.text(entry, "fr") and rule == entry.rule
        assert any(game.text(e, "fr") != game.text(e, "en") for e in entries)
    finally:
        c.close_game()
