"""Play mode's words and keys (issue 15 item 10): what a player reads must be plain, and
the same key must do the same thing in every window."""

from __future__ import annotations

from typing import Any

import pytest
from gui_support import GUI_SCENARIO, quiet_window
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMenu
from qt_support import piece_view

from sv_desktop.app.main_window import MainWindow
from sv_desktop.board.board_view import Catalogue, board_from_scenario
from sv_desktop.common import help_dialogs
from sv_desktop.dialogs.end_game import EndGameDialog, end_text
from sv_desktop.play.hotseat import HandPanel
from sv_model.engine.state import GameResult, VictoryLevel
from sv_model.loader import load_scenario
from sv_model.paths import DEFAULT_SCENARIO
from sv_model.schemas.scenario import Side


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    w = quiet_window(qtbot, show=True)
    w.open_scenario_or_map(GUI_SCENARIO, GUI_SCENARIO)
    return w


def test_a_stratagem_note_shows_its_apostrophe(qtbot: Any) -> None:
    cat = Catalogue.of(load_scenario(DEFAULT_SCENARIO))
    panel = HandPanel()
    qtbot.addWidget(panel)
    panel.show_hand(Side.PRIMUS, cat, ["heresie"], {}, [])
    texts = [label.text() for label in panel.findChildren(QLabel)]
    assert any("Constantin's death" in t for t in texts), texts
    assert not any("&#x27;" in t for t in texts)


def test_the_vp_chart_during_the_game_is_not_an_end_screen(qtbot: Any,
                                                            window: MainWindow) -> None:
    assert window.play.start_game(GUI_SCENARIO, 3)
    window.play.show_end_screen()
    dialog = window.play.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Victory chart"
    assert "Game in progress" in dialog.headline.text()
    assert "Final count" not in dialog.headline.text()
    done = EndGameDialog(GameResult({Side.PRIMUS: 20, Side.SECONDUS: 9}, Side.PRIMUS,
                                    VictoryLevel.DECISIVE, {Side.PRIMUS: 1, Side.SECONDUS: 1}), {}, [])
    qtbot.addWidget(done)
    assert done.windowTitle() == "End of the game"
    assert "Decisive victory for" in done.headline.text()


@pytest.mark.parametrize("level, words", [(VictoryLevel.VICTORY, "Victory for"),
                                          (VictoryLevel.DRAW, "Draw"),
                                          (VictoryLevel.DEFINITIVE, "Definitive victory for")])
def test_every_level_of_10_3_has_its_words(level: VictoryLevel, words: str) -> None:
    winner = None if level is VictoryLevel.DRAW else Side.SECONDUS
    text = end_text(GameResult({Side.PRIMUS: 3, Side.SECONDUS: 9}, winner, level, {}))
    assert words in text and "10.3" in text


def test_fit_map_is_ctrl_0_everywhere_and_f11_fills_the_screen(qtbot: Any,
                                                               window: MainWindow) -> None:
    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import EditorWindow

    keys = {k.toString() for k in window.fit_action.shortcuts()}
    assert "Ctrl+0" in keys
    editor_window = EditorWindow(MapDocument())
    qtbot.addWidget(editor_window)
    assert editor_window.fit_action.shortcut().toString() == "Ctrl+0"
    designer = DesignerWindow(ScenarioDocument.open(DEFAULT_SCENARIO))
    qtbot.addWidget(designer)
    view_menu = designer.menuBar().actions()[2].menu()
    assert isinstance(view_menu, QMenu)
    fit = [a for a in view_menu.actions() if a.text().startswith("&Fit")]
    assert fit and fit[0].shortcut().toString() == "Ctrl+0"
    assert QKeySequence("F11") in window.full_screen_action.shortcuts()
    window.full_screen_action.trigger()
    assert window.isFullScreen() and window.full_screen_action.isChecked()
    window.full_screen_action.trigger()
    assert not window.isFullScreen() and not window.full_screen_action.isChecked()


def test_counter_values_are_explained(qtbot: Any) -> None:
    text = help_dialogs.counter_values_text()
    for abbr in ("CC", "SR", "TB", "PC", "SP", "QU", "MP"):
        assert f"**{abbr}" in text
    board = board_from_scenario(load_scenario(DEFAULT_SCENARIO))
    assert "CC command capacity" in piece_view(board, "galere").detail
    assert "PC political capacity" in piece_view(board, "galere").detail
    persian = next(p for p in board.pieces if p.id == "hormoz_ii")
    assert "PC political" not in persian.detail  # no PC on a non-Roman counter (1.2)
    assert "SP strength points" in piece_view(board, "batavi").detail
    assert any(k == "F11" for k, _what in help_dialogs.SHORTCUTS)


def test_steps_are_worded_for_players() -> None:
    """No bare "D" or "E M/CS of PRIMUS" under the turn title."""
    from sv_desktop.board.public_status import step_name

    assert step_name("D", "D") == ""  # the title already names phase D
    assert step_name("E.1 movement", "E") == "Movement (E.1)"
    assert step_name("E M/CS of SECONDUS", "E") == "Movement/combat sequence of SECONDUS (E)"
    assert step_name("F adjustments", "F") == "Adjustments (F, 9)"


def test_the_turn_panel_never_shows_a_bare_step(qtbot: Any, window: MainWindow) -> None:
    import re

    assert window.play.start_game(GUI_SCENARIO, 5)
    c = window.controller
    seen = set()
    for _ in range(120):
        d = c.decision
        if d is None:
            break
        text = window.turn_panel.step.text()
        seen.add(text)
        c.apply(d.options[0])
    assert seen
    for text in seen:
        for line in text.split("<br>"):
            assert not re.fullmatch(r"[A-F]", line.strip()), text
            assert "E M/CS" not in line


def test_the_new_game_dialog_names_scenarios_by_their_titles(qtbot: Any, tmp_path: Any) -> None:
    from sv_desktop.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(None, DEFAULT_SCENARIO)
    qtbot.addWidget(dialog)
    names = [dialog.scenario_box.itemText(i) for i in range(dialog.scenario_box.count())]
    assert "312: The Milvian Bridge" in names
    assert dialog.scenario_box.currentText() == load_scenario(DEFAULT_SCENARIO).scenario.name
    assert not any("_" in n for n in names)
    broken = tmp_path / "my_broken_scenario.yaml"
    broken.write_text("format: [unclosed", encoding="utf-8")
    other = NewGameDialog(None, broken)
    qtbot.addWidget(other)
    assert other.scenario_box.currentText() == "my broken scenario"  # unreadable: its file


def test_help_rules_decisions_is_written_for_players() -> None:
    """Issue 15 item 10: no module paths, no ``Game.new`` and no milestone names in the
    Help window; the notes for developers stay in docs/rules-decisions.md."""
    from pathlib import Path

    text = help_dialogs.rules_decisions_text()
    assert "Rules versions" in text and "Evasion (8.2)" in text
    for developer_words in ("sv_model/", "Game.new", "RulesetOptions", "Rules engine",
                            "For developers", ".py"):
        assert developer_words not in text, developer_words
    full = (Path(__file__).resolve().parent.parent / "docs" / "rules-decisions.md").read_text(
        encoding="utf-8")
    assert "## For developers" in full and "RulesetOptions" in full


def test_the_editors_list_their_own_shortcuts_from_their_menus(qtbot: Any) -> None:
    """Issue 16 item 8: the map editor (and the designer) have a Help menu whose shortcut
    list is read from the menus, so it never goes stale."""
    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import EditorWindow

    editor_window = EditorWindow(MapDocument())
    qtbot.addWidget(editor_window)
    rows = help_dialogs.menu_shortcuts(editor_window)
    assert ("Ctrl+0", "View ▸ Fit map") in rows and any(k == "F1" for k, _w in rows)
    dialog = help_dialogs.show_menu_shortcuts(editor_window, "Map editor")
    qtbot.addWidget(dialog)
    from PySide6.QtWidgets import QTextBrowser

    browser = dialog.findChild(QTextBrowser)
    assert browser is not None and "Ctrl+0" in browser.toPlainText()
    designer = DesignerWindow(ScenarioDocument.open(DEFAULT_SCENARIO))
    qtbot.addWidget(designer)
    rows = help_dialogs.menu_shortcuts(designer)
    assert any(what == "File ▸ Play Now" for _k, what in rows)
    section = help_dialogs.markdown_section("scenarios.md",
                                            "## Entering a scenario from the printed game")
    assert section.startswith("## Entering a scenario") and "Roster" in section
    assert "## Set-up checks" not in section
