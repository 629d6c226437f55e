"""Follow-ups on hotseat privacy and the engine API: the "ask at every window" option (6),
public undo/redo flags, the secret phase A draw, and cached action fields."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from engine_support import REAL_SCENARIO, custom_bundle, new_game
from gui_support import decision, quiet_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTextBrowser,
    QWidget,
)
from rules_support import give

from sv_desktop.app.main_window import MainWindow
from sv_desktop.dialogs.new_game_dialog import NewGameDialog
from sv_model.engine import Confirm, EndMovement, Game, Move
from sv_model.engine.actions import action_fields
from sv_model.engine.decisions import StratagemWindow
from sv_model.engine.save import save_dict
from sv_model.schemas.scenario import RulesetOptions, Side

GUI_SCENARIO = Path(__file__).parent / "data" / "gui" / "scenario.yaml"
P, S = Side.PRIMUS, Side.SECONDUS


# --- the engine: ask_at_every_window ------------------------------------------------------


def _two_turns() -> Any:
    return custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "maxence", "zone": "italia_1", "side": "SECONDUS",
                  "title": "secundus_augustus"}],
        units=[{"unit": "ioviani", "zone": "pontica_1"},
               {"unit": "pannoniciani", "zone": "italia_1"}],
        control={"italia": "SECONDUS"}, start_year=310, end_year=311)


def _prompts(counter: str, ask: bool) -> list[tuple[str, str, int]]:
    """Every stratagem window asked in two quiet turns while SECONDUS holds ``counter``
    and passes: (player, window, number of options)."""
    game = new_game(_two_turns(), 3, options=RulesetOptions(ask_at_every_window=ask))
    give(game, S, counter)
    seen: list[tuple[str, str, int]] = []
    while game.decision is not None:
        d = game.decision
        if d.kind == "stratagem_window":
            assert isinstance(d.payload, StratagemWindow)
            seen.append((d.player.value, d.payload.window.value, len(d.options)))
            game.apply(Confirm(False))
        else:
            game.apply(EndMovement() if d.kind == "movement" else d.options[0])
    return seen


def test_every_window_asks_whatever_the_hand_holds() -> None:
    # Foyer de peste is playable at every E window; the uprising counter never is here
    playable = _prompts("foyer_de_peste", ask=True)
    useless = _prompts("soulevement_trois_majeurs", ask=True)
    assert [p[:2] for p in playable] == [p[:2] for p in useless]  # the same prompts
    assert {w for _p, w, _n in useless} == {"C", "E"}
    assert all(n == 1 for _p, _w, n in useless)  # only "Pass" is offered
    assert any(n == 2 for _p, _w, n in playable)
    assert all(player == "SECONDUS" for player, _w, _n in useless)  # PRIMUS holds nothing


def test_without_the_option_nothing_playable_means_no_prompt() -> None:
    assert _prompts("soulevement_trois_majeurs", ask=False) == []
    asked = _prompts("foyer_de_peste", ask=False)
    assert asked and all(w == "E" and n == 2 for _p, w, n in asked)


def test_the_pass_only_window_says_so() -> None:
    game = new_game(_two_turns(), 3, options=RulesetOptions(ask_at_every_window=True))
    give(game, S, "soulevement_trois_majeurs")
    while game.decision is not None and game.decision.kind != "stratagem_window":
        d = game.decision
        game.apply(EndMovement() if d.kind == "movement" else d.options[0])
    window = game.decision
    assert window is not None and window.options == (Confirm(False),)
    assert "none of your stratagems can be played" in game.text(window.prompt)


def test_the_option_is_saved_only_when_set() -> None:
    plain = Game.from_scenario_file(GUI_SCENARIO, 1)
    assert "ask_at_every_window" not in save_dict(plain)["options"]  # saves as before
    asked = Game.from_scenario_file(GUI_SCENARIO, 1, RulesetOptions(ask_at_every_window=True))
    data = json.loads(json.dumps(save_dict(asked)))
    assert data["options"]["ask_at_every_window"] is True
    again = Game.from_save_dict(data)
    assert again.options.ask_at_every_window and again.state.digest() == asked.state.digest()


# --- the engine: undo/redo flags and cached fields ----------------------------------------


def test_can_undo_and_can_redo_follow_the_history() -> None:
    game = Game.from_scenario_file(GUI_SCENARIO, 1)
    assert not game.can_undo and not game.can_redo
    game.apply(Confirm(False))
    assert game.can_undo and not game.can_redo
    game.undo()
    assert not game.can_undo and game.can_redo
    game.redo()
    assert game.can_undo and not game.can_redo
    game.undo()
    game.apply(Confirm(False))  # the same action again: the redo list is used up
    assert not game.can_redo


def test_action_fields_are_computed_once_per_class() -> None:
    move = Move("constantin", ("celtae",), ("galliae_2", "italia_1"), (("celtae", 0),))
    assert action_fields(Move) is action_fields(Move)
    assert [f.name for f in action_fields(Move)] == ["leader", "units", "path", "drop"]
    assert move.to_dict() == {"type": "move", "leader": "constantin", "units": ["celtae"],
                              "path": ["galliae_2", "italia_1"], "drop": [["celtae", 0]]}


# --- the engine: the secret draw ------------------------------------------------------------


def test_the_public_log_never_gives_the_position_drawn() -> None:
    game = Game.from_scenario_file(REAL_SCENARIO, 5)
    draws = [e for e in game.log if game.text(e).startswith("2.A stratagem draw")]
    assert len(draws) == 2 and all(e.secret_for is None for e in draws)
    assert all("position" not in dict(e.args) for e in draws)
    assert [game.text(e) for e in draws] == ["2.A stratagem draw (PRIMUS): drawn from a cup of 32 "
                                       "counters", "2.A stratagem draw (SECONDUS): drawn from "
                                       "a cup of 31 counters"]
    # the owner still learns his counter, in a line kept for him
    secret = [e for e in game.log if e.secret_for is P and game.text(e).startswith("You draw")]
    assert secret and "Soulèvement de trois Peuples mineurs" in game.text(secret[0])


# --- the GUI --------------------------------------------------------------------------------


def _window(qtbot: Any) -> MainWindow:
    return quiet_window(qtbot, show=True)


def _reveal(qtbot: Any, w: MainWindow) -> None:
    assert w.central.currentWidget() is w.handover
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)


def _pass(qtbot: Any, w: MainWindow) -> None:
    button = next(b for b in w.decision_panel.option_buttons if b.text().startswith("Pass"))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_new_game_dialog_asks_at_every_window_by_default(qtbot: Any) -> None:
    """The safe hotseat behaviour is the default; the faster one says what it reveals."""
    w = _window(qtbot)
    dialog = NewGameDialog(w, GUI_SCENARIO)
    qtbot.addWidget(dialog)
    box = dialog.option_widgets["ask_at_every_window"]
    assert isinstance(box, QCheckBox) and box.isChecked()
    assert "6" in box.toolTip() and "tells the other player" in box.toolTip()
    assert dialog.options().ask_at_every_window
    assert w.play.start_game(GUI_SCENARIO, 1, dialog.options())
    assert w.controller.live.options.ask_at_every_window
    box.setChecked(False)
    assert not dialog.options().ask_at_every_window


def test_handover_at_every_window_with_a_pass_only_prompt(qtbot: Any, tmp_path: Path) -> None:
    w = _window(qtbot)
    c = w.controller
    assert w.prefs.hotseat_handover and not w.prefs.always_ask_reactions
    assert w.play.start_game(GUI_SCENARIO, 1, RulesetOptions(ask_at_every_window=True))
    # B: PRIMUS lost the initiative and holds the Initiative counter (playable)
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", P)
    assert "window" in w.handover.reason.text()
    _reveal(qtbot, w)
    _pass(qtbot, w)
    # C and the first M/CS of E: no counter of the game could be played (the roster has
    # only Initiative): the screen passes PRIMUS's windows, without a handover
    qtbot.waitUntil(lambda: decision(c).kind == "movement", timeout=3000)
    assert decision(c).player is S and w.central.currentWidget() is w.map_view
    windows = list(c.live.actions)
    assert windows == [Confirm(False)] * 3  # B (his click), C and E (the screen)
    assert not w.hand_panel.findChildren(QPushButton)  # and his hand is not on show
    save = tmp_path / "asked.svsave"
    assert w._write(save)
    assert json.loads(save.read_text(encoding="utf-8"))["options"]["ask_at_every_window"]
    assert w.load_game(save) and c.live.options.ask_at_every_window


def test_every_change_of_player_handover_looks_the_same(qtbot: Any) -> None:
    """With Edit ▸ Handover at Every Change of Player the screen's text does not say
    whether a stratagem window or an ordinary decision waits behind it."""
    w = _window(qtbot)
    w.always_ask_action.setChecked(True)
    c = w.controller
    assert w.play.start_game(GUI_SCENARIO, 1)
    assert decision(c).kind == "stratagem_window"
    window_text = w.handover.reason.text().split("<br>")[0]  # the reason, before the names
    _reveal(qtbot, w)
    _pass(qtbot, w)
    assert decision(c).kind == "movement" and w.central.currentWidget() is w.handover
    assert w.handover.reason.text().split("<br>")[0] == window_text


def test_edit_menu_undo_redo_follow_the_engine(qtbot: Any) -> None:
    w = _window(qtbot)
    w.prefs.casual_undo = True  # the hotseat limit is tested in test_gui_fair_undo
    assert w.play.start_game(GUI_SCENARIO, 1)
    assert not w.undo_action.isEnabled() and not w.redo_action.isEnabled()
    _reveal(qtbot, w)
    _pass(qtbot, w)
    assert w.undo_action.isEnabled() and not w.redo_action.isEnabled()
    w.undo_action.trigger()
    assert not w.undo_action.isEnabled() and w.redo_action.isEnabled()
    w.redo_action.trigger()
    assert w.undo_action.isEnabled() and not w.redo_action.isEnabled()


def _screen_text(w: MainWindow, *skip: QWidget) -> str:
    """Every text a player can read or hover on the window, except inside ``skip``."""
    parts = [w.windowTitle(), w.statusBar().currentMessage()]
    for widget in w.findChildren(QWidget):
        if any(widget is s or s.isAncestorOf(widget) for s in skip):
            continue
        parts.append(widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton):
            parts.append(widget.text())
        elif isinstance(widget, QTextBrowser):
            parts.append(widget.toPlainText())
        elif isinstance(widget, QListWidget):
            parts += [widget.item(i).text() + widget.item(i).toolTip()
                      for i in range(widget.count())]
        elif isinstance(widget, QTableWidget):
            parts += [item.text() for r in range(widget.rowCount())
                      for k in range(widget.columnCount()) if (item := widget.item(r, k))]
    for menu_action in w.menuBar().actions():
        parts.append(menu_action.text() + menu_action.toolTip())
    c = w.controller
    board = c.board()
    for zone in w.scene.zone_items if w.scene else ():
        parts.append(w.map_view.describe_zone(zone) if w.map_view.describe_zone else "")
    assert w.map_view.describe_piece is not None
    for piece in list(c.live.state.leaders) + list(c.live.state.units):
        if board.piece(piece) is not None:
            parts.append(w.map_view.describe_piece(piece))
    return "\n".join(p for p in parts if p)


def test_no_view_shows_the_opponents_hand_after_the_draw(qtbot: Any) -> None:
    w = _window(qtbot)
    c = w.controller
    assert w.play.start_game(REAL_SCENARIO, 5)
    hands = c.live.state.hands
    assert c.cat is not None
    names = {s.id: s.name for s in c.cat.roster.stratagems}
    mine, theirs = names[hands[P][0]], names[hands[S][0]]
    assert (mine, theirs) == ("Soulèvement de trois Peuples mineurs",
                              "Pacification d'un Peuple majeur")
    assert decision(c).player is P and w.central.currentWidget() is w.handover
    text = _screen_text(w)
    assert mine not in text and theirs not in text
    assert "2.A stratagem draw" in w.log_panel.view.toPlainText()
    assert not re.search(r"2\.A stratagem draw[^\n]*counter \d+ of", text)  # no position
    _reveal(qtbot, w)  # PRIMUS looks at his hand: SECONDUS's stays hidden everywhere
    shown = _screen_text(w)
    assert mine in shown  # the collector does see the revealed hand
    assert theirs not in shown
    # PRIMUS's own counter shows only in his hand and in his own decision
    assert mine not in _screen_text(w, w.hand_panel, w.decision_panel)
    _pass(qtbot, w)
    # his next decision (naming emperors, 3.5.1) is public: the other player may look on,
    # so his hand is put away too
    assert (decision(c).kind, decision(c).player) == ("nominate", P)
    assert w.central.currentWidget() is w.map_view
    shown = _screen_text(w)
    assert mine not in shown and theirs not in shown


def _pass_own_windows(qtbot: Any, w: MainWindow, side: Side) -> None:
    """Pass the windows ``side`` is asked before his next move (6, rules version 4)."""
    c = w.controller
    while decision(c).kind == "stratagem_window" and decision(c).player is side:
        if w.central.currentWidget() is w.handover:
            _reveal(qtbot, w)
        assert w.play.apply(Confirm(False))


def test_a_player_may_pass_his_windows_for_the_rest_of_the_opponents_mcs(qtbot: Any) -> None:
    """6 (rules version 3): after each PRIMUS move SECONDUS is asked (the game asks at
    every window); "Pass for the rest of this M/CS" spares him the handovers until that
    M/CS ends, and the next M/CS asks him again."""
    w = _window(qtbot)
    c = w.controller
    assert w.play.start_game(REAL_SCENARIO, 5, RulesetOptions(ask_at_every_window=True))
    while not (decision(c).kind == "movement" and decision(c).player is P):
        if w.central.currentWidget() is w.handover:
            _reveal(qtbot, w)
        assert w.play.apply(decision(c).options[0])
    moves = [o for o in decision(c).options if isinstance(o, Move)]
    first = moves[0]
    assert c.apply(first)
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", S)
    _reveal(qtbot, w)
    button = next(b for b in w.decision_panel.findChildren(QPushButton)
                  if b.text() == "Pass for the rest of this M/CS")
    assert "nothing about your hand" in button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    _pass_own_windows(qtbot, w, P)  # rules version 4: PRIMUS's own window after his move
    assert (decision(c).kind, decision(c).player) == ("movement", P)
    second = next(m for m in decision(c).options
                  if isinstance(m, Move) and (m.leader or m.units) != (first.leader or first.units))
    assert c.apply(second)
    qtbot.waitUntil(lambda: decision(c).player is P, timeout=2000)
    if w.central.currentWidget() is w.handover:  # his own window after his public move
        assert "keeps the screen" in w.handover.title.text()  # never passed to SECONDUS
    after = list(c.live.actions)[list(c.live.actions).index(second) + 1:]
    assert after == [Confirm(False)]  # SECONDUS's window, passed by the screen
    _pass_own_windows(qtbot, w, P)
    assert decision(c).kind == "movement"
    c.apply(EndMovement())
    while decision(c).player is P:
        c.apply(decision(c).options[0])
    assert decision(c).kind == "stratagem_window" and decision(c).player is S  # asked again
