"""The data's texts in the interface's language on screen and on paper (issue 34): the
new-game dialog, the set-up panel, the board's names, the log and the 305 setup sheet."""

from __future__ import annotations

import io
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from sv_desktop.board.board_view import board_from_scenario
from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language
from sv_desktop.dialogs.new_game_dialog import NewGameDialog
from sv_desktop.panels.decision_panel import DecisionPanel
from sv_desktop.sheets.content import setup_content
from sv_desktop.sheets.output import SheetOptions, pdf_bytes, setup_sheet_layout
from sv_model.engine.messages import MessageId, bundle_names, leader_ref, msg, render
from sv_model.loader import ScenarioBundle, load_scenario
from sv_model.paths import DEFAULT_SCENARIO

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module", autouse=True)
def catalogues() -> None:
    """The compiled catalogues, made afresh from the .ts files (as the set-up step does)."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "release"], check=True,
                   cwd=ROOT, capture_output=True)


def in_language(lang: Language) -> None:
    """Installs ``lang``; tests/conftest.py puts English back after each test."""
    assert i18n.install(lang) == []


@pytest.fixture(scope="module")
def bundle_305() -> ScenarioBundle:
    return load_scenario(DEFAULT_SCENARIO)


def _plain(text: str) -> str:
    """Words with every kind of space read as one space."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def test_the_french_new_game_dialog_shows_the_french_name_and_description(
        qtbot: Any) -> None:
    in_language(Language.FRENCH)
    dialog = NewGameDialog(None, DEFAULT_SCENARIO)
    qtbot.addWidget(dialog)
    summary = _plain(dialog.summary.text())
    assert "305 : la Seconde Tétrarchie (grande campagne)" in summary
    assert "Galère dirige le nouveau collège" in summary
    assert "Galerius" not in summary and "abdicated" not in summary
    names = [_plain(dialog.scenario_box.itemText(i)) for i in range(dialog.scenario_box.count())]
    assert "312 : le pont Milvius" in names


def test_the_english_new_game_dialog_keeps_the_english_texts(
        qtbot: Any) -> None:
    in_language(Language.ENGLISH)
    dialog = NewGameDialog(None, DEFAULT_SCENARIO)
    qtbot.addWidget(dialog)
    assert "Galerius leads the new college" in dialog.summary.text()
    names = [dialog.scenario_box.itemText(i) for i in range(dialog.scenario_box.count())]
    assert "312: The Milvian Bridge" in names


def test_the_set_up_panel_shows_the_scenario_in_french(
        qtbot: Any, bundle_305: ScenarioBundle) -> None:
    in_language(Language.FRENCH)
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.show_scenario(bundle_305.scenario, lambda: None)
    assert "Constance Chlore tient l'Occident" in _plain(panel.prompt.text())


def test_the_board_names_leaders_in_the_interface_language(
        bundle_305: ScenarioBundle) -> None:
    in_language(Language.ENGLISH)
    english = board_from_scenario(bundle_305)
    in_language(Language.FRENCH)
    french = board_from_scenario(bundle_305)
    assert english.piece("galere") is not None and french.piece("galere") is not None
    assert (english.piece("galere").name, french.piece("galere").name) == (  # type: ignore[union-attr]
        "Galerius", "Galère")
    assert bundle_305.roster.leader("galere").name == "Galère"  # the game's data unchanged


def test_the_log_names_galerius_in_english_and_galere_in_french(
        bundle_305: ScenarioBundle) -> None:
    said = msg(MessageId.AI_CHOOSES, choice=leader_ref("galere"))
    assert "Galerius" in render(said, bundle_names(bundle_305, "en"), "en")
    assert "Galère" in render(said, bundle_names(bundle_305, "fr"), "fr")


def _sheet_text(bundle: ScenarioBundle) -> str:
    content = setup_content(bundle)
    data, _doc = pdf_bytes(setup_sheet_layout(content, bundle.game_map, SheetOptions()), "t")
    return _plain(" ".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages))


def test_the_french_305_setup_sheet_has_the_french_texts(
        bundle_305: ScenarioBundle) -> None:
    in_language(Language.FRENCH)
    french = _sheet_text(bundle_305)
    for words in ("la Seconde Tétrarchie", "Galère dirige le nouveau collège",
                  "projet Semper Victor (estimation historique)",
                  "un second collège de quatre empereurs", "Repère historique",
                  "dernière campagne de Constance Chlore"):
        assert words in french, words
    for english in ("abdicated", "History's yardstick", "last campaign", "historical estimate"):
        assert english not in french, english
    in_language(Language.ENGLISH)
    english_sheet = _sheet_text(bundle_305)
    assert "Galerius leads the new college" in english_sheet
    assert "Repère historique" not in english_sheet
