"""The main window's conventions: menus, settings, help, dialogs, files, the start-up cache."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest
from gui_support import quiet_window
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QMenu, QMessageBox
from pytestqt.qtbot import QtBot
from qt_support import cell_text

from editor.designer.window import DesignerWindow
from editor.map_editor.window import EditorWindow
from sv_desktop.app.main_window import MainWindow
from sv_desktop.common import help_dialogs
from sv_desktop.common.bundle_cache import _entry, load_scenario_cached
from sv_desktop.common.settings import Preferences
from sv_desktop.dialogs.new_game_dialog import NewGameDialog
from sv_model import load_scenario
from sv_model.loader import read_scenario_sources
from sv_model.schemas.scenario import RulesetOptions

GUI_SCENARIO = Path(__file__).parent / "data" / "gui" / "scenario.yaml"


def _window(qtbot: Any) -> MainWindow:
    return quiet_window(qtbot)


def test_settings_live_in_the_data_dir(qapp: Any) -> None:
    prefs = Preferences()
    assert Path(prefs.qs.fileName()).parent == Path(os.environ["SV_DATA_DIR"])
    prefs.add_recent(GUI_SCENARIO)
    prefs.always_ask_reactions = True
    again = Preferences()
    assert again.recent_files() == [str(GUI_SCENARIO.resolve())]
    assert again.always_ask_reactions is True


def test_layout_and_recent_files_are_remembered(qtbot: Any) -> None:
    first = _window(qtbot)
    first.open_scenario_or_map(GUI_SCENARIO, GUI_SCENARIO)
    first.show()
    qtbot.waitExposed(first)
    first.log_dock.hide()
    first.close()
    second = _window(qtbot)
    second.show()
    qtbot.waitExposed(second)
    assert not second.log_dock.isVisible()
    assert second.turn_dock.isVisible()
    second._fill_recent()
    names = [a.text() for a in second.recent_menu.actions()]
    assert GUI_SCENARIO.name in names


def test_menus_shortcuts_and_rule_tips(qtbot: Any) -> None:
    w = _window(qtbot)
    titles = [a.text().replace("&", "") for a in w.menuBar().actions()]
    assert titles[:6] == ["File", "Edit", "View", "Game", "History", "Tools"]
    assert titles[-1] == "Help"
    assert w.undo_action.shortcut().toString() == "Ctrl+Z"
    assert w.end_move_action.shortcut().toString() == "Ctrl+E"
    assert "E.1" in w.end_move_action.toolTip()
    assert "6" in w.always_ask_action.toolTip()


def test_help_shows_rules_decisions_and_the_authored_data_notice(qtbot: Any) -> None:
    w = _window(qtbot)
    dialog = help_dialogs.show_rules_decisions(w)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    source = help_dialogs.RULES_DECISIONS
    if source.is_file():
        first_heading = next(line.lstrip("# ").strip() for line in
                             source.read_text(encoding="utf-8").splitlines()
                             if line.startswith("#"))
        assert first_heading in text
    assert "#" not in text.splitlines()[0]  # rendered, not raw Markdown
    about = help_dialogs.about_text()
    assert "OUR ESTIMATE" in about and "Frédéric Bey" in about


def test_tools_menu_opens_the_map_editor(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import editor

    calls: list[tuple[Any, Any]] = []
    monkeypatch.setattr(editor, "open_editor", lambda parent, path: calls.append((parent, path)))
    w = _window(qtbot)
    w.open_scenario_or_map(GUI_SCENARIO, GUI_SCENARIO)
    w.open_map_editor()
    assert calls == [(w, GUI_SCENARIO.parent.resolve() / "map.yaml")]
    monkeypatch.delattr(editor, "open_editor")
    w.open_map_editor()
    assert "no map editor" in w.last_error


def test_tools_menu_opens_the_scenario_designer_on_the_scenario_shown(qtbot: Any) -> None:
    from editor.designer.window import DesignerWindow
    from editor.shared.open_windows import OPEN_WINDOWS

    w = _window(qtbot)
    w.open_scenario_or_map(GUI_SCENARIO, GUI_SCENARIO)
    action = next(a for m in w.menuBar().findChildren(QMenu)
                  for a in m.actions() if a.text() == "Scenario &Designer…")
    action.trigger()
    designer = w._designer_window
    qtbot.addWidget(designer)
    assert isinstance(designer, DesignerWindow) and designer in OPEN_WINDOWS
    assert designer.doc.path == GUI_SCENARIO
    assert designer.parent() is None  # closing play mode keeps the designer's work
    designer.close()
    assert designer not in OPEN_WINDOWS


def test_map_editor_tools_menu_opens_the_designer_on_its_map(qtbot: Any, tmp_path: Path) -> None:
    import editor
    from sv_model.paths import DEFAULT_MAP

    custom = tmp_path / "my_map.yaml"
    custom.write_bytes(DEFAULT_MAP.read_bytes())
    editor_window = editor.open_editor(None, custom)  # as play mode's Tools menu opens it
    assert isinstance(editor_window, EditorWindow)
    qtbot.addWidget(editor_window)
    action = next(a for m in editor_window.menuBar().findChildren(QMenu)
                  for a in m.actions() if a.text() == "Scenario &Designer…")
    action.trigger()
    designer = editor_window._designer_window
    assert isinstance(designer, DesignerWindow)
    qtbot.addWidget(designer)
    assert designer.doc.path is None  # an untitled copy of 305, put on this map
    assert designer.doc.game_map_path() == custom.resolve()
    assert designer.doc.error_count() == 0
    designer.ask = lambda *_a: QMessageBox.StandardButton.Discard
    designer.close()


def test_new_game_dialog_offers_scenario_options_and_seed(qtbot: Any) -> None:
    dialog = NewGameDialog(None, GUI_SCENARIO)
    qtbot.addWidget(dialog)
    assert dialog.scenario_path() == GUI_SCENARIO
    assert "GUI test scenario" in dialog.summary.text()
    assert set(dialog.option_widgets) == set(RulesetOptions.model_fields)
    combo = dialog.option_widgets["rr_reading"]
    assert isinstance(combo, QComboBox) and combo.count() >= 2
    combo.setCurrentIndex(1)
    check = dialog.option_widgets["dux_can_be_assassinated"]
    assert isinstance(check, QCheckBox)
    check.setChecked(True)
    options = dialog.options()
    assert options.dux_can_be_assassinated is True
    assert options.rr_reading.value == combo.currentData()
    dialog.fixed_seed.setChecked(True)
    dialog.seed_spin.setValue(4242)
    assert dialog.seed() == 4242
    dialog.random_seed.setChecked(True)
    assert dialog.seed() != dialog.seed() or dialog.seed() > 0


def test_new_game_dialog_refuses_a_broken_scenario(qtbot: Any, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: sv-scenario\nschema_version: 1\nid: Bad Id\n", encoding="utf-8")
    dialog = NewGameDialog(None, bad)
    qtbot.addWidget(dialog)
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "bad.yaml" in dialog.summary.text()


def test_a_broken_scenario_gets_a_message_not_a_traceback(qtbot: Any, tmp_path: Path) -> None:
    bad = tmp_path / "broken.yaml"
    bad.write_text("format: sv-scenario\nschema_version: 1\nname: [unclosed\n", encoding="utf-8")
    w = _window(qtbot)
    w.open_scenario_or_map(bad, bad)
    assert "broken.yaml:" in w.last_error and "YAML" in w.last_error


def test_startup_cache_returns_the_same_bundle_and_notices_edits(qapp: Any,
                                                                 tmp_path: Path) -> None:
    folder = tmp_path / "scen"
    folder.mkdir()
    for name in ("scenario.yaml", "map.yaml", "roster.yaml"):
        (folder / name).write_text((GUI_SCENARIO.parent / name).read_text(encoding="utf-8"),
                                   encoding="utf-8")
    path = folder / "scenario.yaml"
    first = load_scenario_cached(path)
    assert _entry(read_scenario_sources(path)).is_file()
    cached = load_scenario_cached(path)
    assert cached.sources == first.sources and cached.sources is not None
    assert cached.scenario == first.scenario == load_scenario(path).scenario
    assert cached.game_map == first.game_map and cached.roster == first.roster
    time.sleep(0.01)
    text = path.read_text(encoding="utf-8").replace("end_year: 306", "end_year: 307")
    path.write_text(text, encoding="utf-8")
    assert load_scenario_cached(path).scenario.end_year == 307


def test_panels_show_tracks_markers_control_and_peoples(qtbot: Any) -> None:
    from sv_desktop.board.board_view import Catalogue
    from sv_desktop.board.public_status import status_from_view
    from sv_desktop.panels.side_panels import ControlPanel, TurnPanel
    from sv_model.engine import Game
    from sv_model.schemas.scenario import Side

    game = Game.from_scenario_file(GUI_SCENARIO, 1)
    st = game.state
    st.constantinopolis_due = st.year + 1  # a marker on a future box of the turn track
    st.fleets["occidentalis"].returns_year = st.year + 1
    st.peoples["franci"].at_war = True
    st.peoples["franci"].controller = Side.SECONDUS
    cat = Catalogue.of(game.bundle)
    game.invalidate()
    status = status_from_view(cat, game.view(None))
    assert status.turn_track[st.year + 1] == ["Constantinopolis (3.1.2)",
                                              "Classis Occidentalis returns (9.2)"]
    turn = TurnPanel()
    qtbot.addWidget(turn)
    turn.set_status(status)
    assert f"AD {st.year}" in turn.title.text() and turn.phases.phase == st.phase
    assert turn.mcs_rows[Side.PRIMUS].left == st.mcs_left[Side.PRIMUS]
    control = ControlPanel()
    qtbot.addWidget(control)
    control.set_status(cat, status)
    assert control.dioceses.rowCount() == len(game.bundle.game_map.dioceses)
    rows = {cell_text(control.peoples, r, 0): (cell_text(control.peoples, r, 1),
                                               cell_text(control.peoples, r, 2))
            for r in range(control.peoples.rowCount())}
    assert rows["Franci ★"] == ("at war", "SECONDUS")


def test_the_default_scenario_preview_leaves_the_window_narrower_than_1280(qtbot: QtBot) -> None:
    """A long scenario title in the decision panel's banner once made the panel 425 px
    wide at least, and the main window 1317 px: wider than a 1280×720 screen."""
    from sv_model.paths import DEFAULT_MAP, scenario_path

    w = MainWindow()
    qtbot.addWidget(w)
    w.open_scenario_or_map(scenario_path(None), DEFAULT_MAP)
    w.show()
    qtbot.waitExposed(w)
    assert w.decision_panel.minimumSizeHint().width() < 300
    assert w.minimumSizeHint().width() <= 1280 - 20
