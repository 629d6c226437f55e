"""The history browser: year ▸ phase ▸ decision, earlier positions shown read-only, next /
previous battle and turn, Branch from here, bookmarks in the save, and fair hotseat (the
dock shows only what the player at the screen may know)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from gui_support import GUI_SCENARIO, quiet_window
from PySide6.QtCore import Qt

from sv_desktop.app.main_window import MainWindow
from sv_desktop.board.describe import describe_action
from sv_desktop.board.position import board_from_state
from sv_desktop.session import saves
from sv_model import load_scenario
from sv_model.bookmarks import bookmarks_from_save
from sv_model.engine import Game
from sv_model.engine.autoplay import play_out
from sv_model.engine.save import read_save
from sv_model.engine.view import PlayerView
from sv_model.errors import DataFileError
from sv_model.history import GameHistory
from sv_model.schemas.scenario import Side

SEED = 1
ACTIONS = 40  # 305 and 306, eight battles, a secret stratagem window and draw of PRIMUS
LEGACY = Path(__file__).parent / "data" / "legacy_v1" / "312_milvian_bridge-seed8-at20.svsave"


def _game() -> Game:
    game = Game.new(load_scenario(GUI_SCENARIO), SEED, checkpoints=True)
    play_out(game, random.Random(SEED), max_actions=ACTIONS)
    assert len(game.actions) == ACTIONS and not game.is_over
    return game


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    w = quiet_window(qtbot, show=True)
    w.controller.adopt(_game(), None)
    w.history.open()
    return w


def _replayed_view(game: Game, actions: int, side: Side | None) -> PlayerView:
    again = game.restarted()
    for action in game.actions[:actions]:
        again.apply(action)
    return again.view(side)


def _click_entry(qtbot: Any, w: MainWindow, number: int) -> None:
    tree = w.history_panel.tree
    index = w.history_panel.model.index_of_entry(number)
    tree.scrollTo(index)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=tree.visualRect(index).center())


def _dock_text(w: MainWindow) -> str:
    """Every word the dock shows or can show: the rows, their tooltips, and the details
    of every entry."""
    h = w.history
    out = [f"{row.text}\n{row.tooltip}" for row in w.history_panel.model.rows]
    for number in range(len(h.entries)):
        h.show_entry(number)
        out.append(w.history_panel.details.toPlainText())
    return "\n".join(out)


def test_the_tree_lists_years_phases_and_decisions(window: MainWindow) -> None:
    w = window
    game = w.controller.live
    model = w.history_panel.model
    years = [model.item(i).text() for i in range(model.rowCount())]
    assert years == ["AD 305", "AD 306"]
    phases = {model.item(0).child(i).text() for i in range(model.item(0).rowCount())}
    assert {"Phase B", "Phase E", "Phase F"} <= phases
    entries = w.history.entries
    # the start, then every decision except PRIMUS's stratagem window (secret, 6)
    assert len(entries) == ACTIONS and entries[0].action is None
    assert [e.first for e in entries[1:]] == list(range(2, ACTIONS + 1))
    namer = w.controller.namer
    assert namer is not None
    for number, (entry, row) in enumerate(zip(entries, model.rows, strict=True)):
        item = model.itemFromIndex(model.index_of_entry(number))
        assert item.text() == row.text
        assert item.parent().text() == f"Phase {entry.phase}"
        assert item.parent().parent().text() == f"AD {entry.year}"
        if entry.action is not None:
            assert game.actions[entry.first - 1] is entry.action
            assert row.text.startswith(f"{number}. ") or row.text.startswith("⚔ ")
            if entry.kind == "movement":
                assert describe_action(namer, entry.action) in row.text


def test_clicking_an_entry_shows_the_old_position_read_only(qtbot: Any,
                                                            window: MainWindow) -> None:
    w = window
    c = w.controller
    game = c.live
    digest, actions, revision = game.state.digest(), game.actions, c.revision
    live_board = c.board()
    entry = w.history.entries[12]
    _click_entry(qtbot, w, 12)
    assert w.history.viewing == 12
    expected = _replayed_view(game, entry.last, None)
    assert c.cat is not None
    assert w.scene is not None and w.scene.board == board_from_state(c.cat, expected.public)
    assert w.scene.board != live_board
    assert w.history.banner.isVisible() and "read-only" in w.history.banner.label.text()
    assert f"AD {expected.public.year}, phase {expected.public.phase}" in \
        w.history.banner.label.text()
    assert not w.decision_panel.isEnabled() and not w.undo_action.isEnabled()
    w.map_view.zone_clicked.emit("galliae_1")  # the map takes no action on the past
    for number in range(len(w.history.entries)):  # every position, each rebuilt apart
        w.history.show_entry(number)
    assert (game.state.digest(), game.actions, c.revision) == (digest, actions, revision)
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key.Key_Escape)
    assert w.history.viewing is None and not w.history.banner.isVisible()
    assert w.scene.board == live_board and w.decision_panel.isEnabled()
    assert (game.state.digest(), game.actions) == (digest, actions)


def test_positions_equal_a_replay_for_each_player() -> None:
    game = _game()
    history = GameHistory(game)
    for actions in (0, 1, 7, 16, 17, 33, ACTIONS):
        for side in (None, Side.PRIMUS, Side.SECONDUS):
            shown = history.position(actions, side)
            assert shown.public.digest() == _replayed_view(game, actions, side).public.digest()
            assert shown.hand == _replayed_view(game, actions, side).hand
    game.undo_to(20)  # the history follows undo and new actions
    play_out(game, random.Random(99), max_actions=10)
    history.sync(game.actions)
    assert history.position(len(game.actions), None).digest() == game.view(None).digest()


def test_next_and_previous_battle_and_turn(qtbot: Any, window: MainWindow) -> None:
    w = window
    h = w.history
    battles = [i for i, e in enumerate(h.entries) if e.battle]
    assert len(battles) >= 3
    w.activateWindow()
    alt_shift = Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(w, Qt.Key.Key_Left, alt_shift)  # from the present: the last battle
    assert h.viewing == battles[-1]
    assert any(line.message == "battle_rolled" for line in h.entries[h.viewing].lines)
    qtbot.keyClick(w, Qt.Key.Key_Left, alt_shift)
    assert h.viewing == battles[-2]
    h.go_battle(1)
    assert h.viewing == battles[-1]
    h.go_battle(1)  # none later: stays
    assert h.viewing == battles[-1]
    h.show_entry(0)
    h.go_battle(1)
    assert h.viewing == battles[0]
    qtbot.keyClick(w, Qt.Key.Key_PageDown, Qt.KeyboardModifier.AltModifier)  # next turn
    assert h.viewing is not None and h.entries[h.viewing].year == 306
    assert h.entries[h.viewing - 1].year == 305
    h.go_turn(-1)
    assert h.viewing == 0
    qtbot.keyClick(w, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert h.viewing == 1
    h.go_turn(1)
    h.go_turn(1)  # past the last turn: the present
    assert h.viewing is None and not h.banner.isVisible()


def test_branch_saves_a_new_game_of_the_first_actions(qtbot: Any, window: MainWindow,
                                                      tmp_path: Path) -> None:
    w = window
    c = w.controller
    game = c.live
    digest = game.state.digest()
    entry = w.history.entries[20]
    _click_entry(qtbot, w, 20)
    w.history.ask_branch_path = lambda default: tmp_path / "branch"
    qtbot.mouseClick(w.history_panel.branch_button, Qt.MouseButton.LeftButton)
    branch = tmp_path / "branch.svsave"
    assert branch.is_file()
    again, _scenario = saves.load_save(branch)  # replayed and checked
    assert again.actions == game.actions[:entry.last]
    assert len(again.actions) == entry.last < len(game.actions)
    assert game.state.digest() == digest and c.save_path is None

    mine = tmp_path / "mine.svsave"  # a file the user saved is never replaced
    mine.write_text("my game", encoding="utf-8")
    w.history.ask_branch_path = lambda default: mine
    assert w.history.branch(20) is None
    assert mine.read_text(encoding="utf-8") == "my game"
    assert "never replaces" in w.last_error


def test_bookmarks_and_notes_round_trip_through_the_save(qtbot: Any, window: MainWindow,
                                                         tmp_path: Path) -> None:
    w = window
    c = w.controller
    _click_entry(qtbot, w, 9)
    panel = w.history_panel
    panel.bookmark_box.setChecked(True)
    panel.note_edit.setText("Maxence takes Galliae")
    panel.note_edit.editingFinished.emit()
    position = w.history.entries[9].last
    assert c.bookmarks == {position: "Maxence takes Galliae"}
    assert panel.model.rows[9].text.startswith("★")
    w.history.show_entry(3)
    panel.bookmark_box.setChecked(True)
    assert c.bookmarks[w.history.entries[3].last] == ""
    path = tmp_path / "marked.svsave"
    c.save(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["bookmarks"] == [{"actions": w.history.entries[3].last, "note": ""},
                                {"actions": position, "note": "Maxence takes Galliae"}]

    assert len(read_save(path).actions) == ACTIONS  # the engine's own load checks it too
    other = quiet_window(qtbot)
    assert other.load_game(path)
    assert other.controller.bookmarks == c.bookmarks
    other.history.open()
    assert other.history_panel.model.rows[9].text.startswith("★")
    assert "Maxence takes Galliae" in other.history_panel.model.rows[9].tooltip
    other.history.show_entry(9)
    assert other.history_panel.note_edit.text() == "Maxence takes Galliae"
    other.history_panel.bookmark_box.setChecked(False)  # removed, and the game is dirty
    assert position not in other.controller.bookmarks and other.controller.dirty


def test_saves_without_bookmarks_load_and_write_no_key(qtbot: Any, tmp_path: Path) -> None:
    game, _scenario, marks = saves.load_save_with_bookmarks(LEGACY)  # format 1, checked
    assert marks == {} and len(game.actions) == 20
    plain = tmp_path / "plain.svsave"
    saves.write_save(plain, game)
    doc = json.loads(plain.read_text(encoding="utf-8"))
    assert "bookmarks" not in doc
    w = quiet_window(qtbot)
    assert w.load_game(plain) and w.controller.bookmarks == {}
    for bad in ({"bookmarks": {"actions": 1}}, {"bookmarks": [{"actions": 99, "note": ""}]},
                {"bookmarks": [{"actions": 1, "note": 3}]},
                {"bookmarks": [{"actions": 1, "note": ""}, {"actions": 1, "note": "x"}]}):
        with pytest.raises(DataFileError, match="bookmarks"):
            bookmarks_from_save(bad, "x.svsave", 20)
    doc["bookmarks"] = [{"actions": 99, "note": "past the end"}]
    broken = tmp_path / "broken.svsave"
    broken.write_text(json.dumps(doc), encoding="utf-8")
    assert not w.load_game(broken)
    assert "bookmarks" in w.last_error


def test_the_other_players_secret_lines_never_appear(qtbot: Any, window: MainWindow) -> None:
    w = window
    game = w.controller.live
    secret = [game.text(e) for e in game.log if e.secret_for is Side.PRIMUS]
    assert secret
    # the table (nobody revealed) and SECONDUS at the screen: none of PRIMUS's lines, and
    # no row for PRIMUS's stratagem window
    for side in (None, Side.SECONDUS):
        if side is not None:
            w.play.on_revealed(side)
        assert w.history.viewer is side
        shown = _dock_text(w)
        assert not any(line in shown for line in secret)
        assert not any(e.action is not None and e.first == 1 for e in w.history.entries)
    # PRIMUS at the screen reads his own lines; they leave the dock when he hands over
    w.history.return_to_present()
    w.play.on_revealed(Side.PRIMUS)
    assert any(line in _dock_text(w) for line in secret)
    mine = next(i for i, e in enumerate(w.history.entries)
                if any(line.secret_for is Side.PRIMUS for line in e.lines))
    w.history.show_entry(mine)
    assert any(line in w.history_panel.details.toPlainText() for line in secret)
    w.play.hide_hand()
    assert w.history.viewer is None
    assert not any(line in w.history_panel.details.toPlainText() for line in secret)
    assert not any(line in row.tooltip or line in row.text
                   for row in w.history_panel.model.rows for line in secret)
    qtbot.waitUntil(lambda: w.history.viewing is None, timeout=2000)
