"""Audit of issue 34: Settings ▸ Language while a hotseat hand is hidden or on show
(fair play), and what the switch keeps."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from engine_support import REAL_SCENARIO
from gui_support import GUI_SCENARIO, QuietWindow, decision
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_followups_privacy import _screen_text
from test_i18n_app import _catalogues, english_after

from sv_desktop.app.main_window import MainWindow
from sv_desktop.common.i18n import Language
from sv_model.schemas.scenario import Side

ROOT = Path(__file__).resolve().parent.parent
USED_FIXTURES = (_catalogues, english_after)  # the catalogues made, English given back
P, S = Side.PRIMUS, Side.SECONDUS


@pytest.fixture(autouse=True)
def _no_play_window_kept() -> Iterator[None]:
    """The play windows a switch made are let go after each test (other tests look for
    the one their own switch made in ``PLAY_WINDOWS``)."""
    from sv_desktop.app import language_switch

    yield
    language_switch.PLAY_WINDOWS.clear()


def _switched(qtbot: Any, w: MainWindow) -> MainWindow:
    from sv_desktop.app import language_switch

    rebuilt = language_switch.switch(Language.FRENCH)
    new = next(x for x in rebuilt if isinstance(x, MainWindow))
    new.ask_save = lambda _parent: QMessageBox.StandardButton.Discard
    qtbot.addWidget(new)
    qtbot.wait(20)
    return new


def _window(qtbot: Any) -> QuietWindow:
    w = QuietWindow()  # not held by qtbot: the switch lets it go
    w.show()
    qtbot.waitExposed(w)
    return w


def _played(qtbot: Any, actions: int) -> QuietWindow:
    """A window on a new game of the test scenario, ``actions`` decisions in."""
    w = _window(qtbot)
    c = w.controller
    c.new_game(GUI_SCENARIO, seed=3)
    for _ in range(actions):
        c.apply(c.live.legal_actions()[0])
    return w


def _undated(save: Path) -> str:
    """A save's text without the clock time of its writing (the one line that differs
    between two saves of the same game a second apart)."""
    import re

    return re.sub(r'"saved_at": "[^"]*"', '"saved_at": ""', save.read_text(encoding="utf-8"))


def _hands(w: MainWindow) -> tuple[str, str]:
    c = w.controller
    hands = c.live.state.hands
    assert c.cat is not None
    names = {s.id: s.name for s in c.cat.roster.stratagems}
    return names[hands[P][0]], names[hands[S][0]]


def test_switch_behind_the_handover_screen_shows_no_hand(qtbot: Any,
                                                         english_after: None) -> None:
    w = _window(qtbot)
    assert w.play.start_game(REAL_SCENARIO, 5)
    mine, theirs = _hands(w)
    assert decision(w.controller).player is P and w.central.currentWidget() is w.handover
    new = _switched(qtbot, w)
    shown = _screen_text(new)
    assert mine not in shown and theirs not in shown
    assert new.central.currentWidget() is new.handover


def test_switch_with_a_hand_revealed_hides_it_again(qtbot: Any, english_after: None) -> None:
    """The other player may sit at the screen by now: the rebuilt window asks again."""
    w = _window(qtbot)
    assert w.play.start_game(REAL_SCENARIO, 5)
    mine, theirs = _hands(w)
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    assert mine in _screen_text(w)
    new = _switched(qtbot, w)
    shown = _screen_text(new)
    assert theirs not in shown
    assert new.central.currentWidget() is new.handover and mine not in shown


def test_switch_while_the_computer_thinks_lets_it_answer_in_the_new_window(
        qtbot: Any, monkeypatch: Any, english_after: None) -> None:
    import time

    from sv_model.ai.players import AiPlayer, Choice
    from sv_model.engine.actions import EndMovement
    from sv_model.engine.view import PlayerView
    from sv_model.seat_players import SeatPlayers

    real_choose = AiPlayer.choose

    def slow_choose(self: AiPlayer, view: PlayerView, deadline: float | None = None) -> Choice:
        time.sleep(0.4)  # still thinking when the language changes
        return real_choose(self, view, deadline)

    monkeypatch.setattr(AiPlayer, "choose", slow_choose)
    w = _window(qtbot)
    w.ai.set_speed("instant")
    assert w.play.start_game(GUI_SCENARIO, 424242, None, SeatPlayers.of({2: "easy"}))
    c = w.controller
    game = c.live

    def ai_turn() -> bool:
        d = game.decision
        return d is not None and c.players.is_ai(game.state.seats[d.player])

    for _ in range(200):
        if ai_turn():
            break
        d = decision(c)
        assert w.play.apply(next((o for o in d.options if isinstance(o, EndMovement)),
                                 d.options[0]))
    qtbot.waitUntil(lambda: w.ai.request is not None, timeout=5000)
    before = len(game.actions)
    new = _switched(qtbot, w)
    assert new.controller.live is game
    assert new.controller.players.is_ai(game.state.seats[Side.SECONDUS])
    qtbot.waitUntil(lambda: len(game.actions) > before, timeout=15000)  # it answers
    qtbot.wait(600)  # the old window's late answer comes and goes
    assert new.controller.live is game


def test_a_game_saved_after_the_switch_is_the_english_save(qtbot: Any, tmp_path: Path,
                                                           english_after: None) -> None:
    w = _played(qtbot, 6)
    c = w.controller
    english = tmp_path / "en.svsave"
    c.save(english)
    new = _switched(qtbot, w)
    french = tmp_path / "fr.svsave"
    new.controller.save(french)
    assert _undated(french) == _undated(english)


def test_the_journal_after_the_switch_holds_the_same_game(qtbot: Any,
                                                          english_after: None) -> None:
    w = _played(qtbot, 6)
    c = w.controller
    qtbot.wait(50)
    old_path = c.journal.path
    assert old_path is not None and old_path.exists()
    new = _switched(qtbot, w)
    qtbot.wait(50)
    new_path = new.controller.journal.path
    assert new_path is not None and new_path.exists() and new_path != old_path
    assert not old_path.exists()  # one journal for one game: no second recovery offer
    from sv_desktop.session.journal import recover
    from sv_model.loader import load_scenario

    again = recover(new_path, lambda _name: load_scenario(GUI_SCENARIO))
    assert list(again.actions) == list(new.controller.live.actions)
    assert again.state == new.controller.live.state


def test_undo_and_redo_survive_the_switch(qtbot: Any, english_after: None) -> None:
    w = _played(qtbot, 5)
    c = w.controller
    done = list(c.live.actions)
    assert c.undo() and c.undo()
    new = _switched(qtbot, w)
    n = new.controller
    assert n.can_redo() and n.redo() and n.redo()
    assert list(n.live.actions) == done
    assert n.undo() and len(n.live.actions) == len(done) - 1


@pytest.mark.parametrize("command", [["edit-map"], ["design", "305"]])
def test_the_editors_started_alone_switch_language_at_once(qtbot: Any, monkeypatch: Any,
                                                            command: list[str],
                                                            english_after: None) -> None:
    """``semper-victor edit-map`` / ``design``: Settings ▸ Langue rebuilds the window in
    French there too (it only said "at the next start": no switcher was registered)."""
    from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

    from editor.shared.open_windows import OPEN_WINDOWS
    from sv_desktop.cli.main import main
    from sv_desktop.common import language_menu

    language_menu.set_switcher(None)
    seen: list[QMainWindow] = []

    def exec_once(*_args: object) -> int:
        window = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, QMainWindow) and w.isVisible())
        menu = window.findChild(QMenu, "language_menu")
        assert menu is not None
        said: list[str] = []
        monkeypatch.setattr(QMessageBox, "information",
                            lambda *a: said.append(str(a[2])))
        next(a for a in menu.actions() if a.objectName() == "language_fr").trigger()
        assert said == []  # not "the language will change the next time…"
        seen.extend(w for w in QApplication.topLevelWidgets()
                    if isinstance(w, QMainWindow) and w.isVisible())
        return 0

    monkeypatch.setattr(QApplication, "exec", exec_once)
    from sv_desktop.common import screen_fit  # as test_editor_structure: nothing of the

    monkeypatch.setattr(screen_fit, "install", lambda _app: None)  # command's application
    monkeypatch.setattr(QApplication, "setApplicationName", lambda *_a: None)  # stays
    assert main(["--lang", "en", *command]) == 0
    assert seen and all("Paramètre&s" in [a.text() for a in w.menuBar().actions()]
                        for w in seen)
    for window in seen:
        if window in OPEN_WINDOWS:
            OPEN_WINDOWS.remove(window)
        window.hide()
        window.deleteLater()


def test_edits_after_the_old_editor_windows_are_gone(qtbot: Any, english_after: None) -> None:
    """The old windows are deleted once the event loop runs: the documents they showed
    (their undo stacks' signals) must not reach them any more."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from editor.map_editor.commands import ZonesCommand
    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import show_editor_window
    from editor.shared.open_windows import keep_open
    from sv_desktop.app import language_switch
    from sv_model.paths import DEFAULT_SCENARIO

    doc = MapDocument.open(ROOT / "tests" / "data" / "mini" / "map.yaml")
    editor = show_editor_window(doc, None)
    editor.interactive = False
    scenario = ScenarioDocument.open(DEFAULT_SCENARIO)
    designer = DesignerWindow(scenario)
    keep_open(designer, None)
    qtbot.wait(20)  # the windows on show, as before a click in a menu
    rebuilt = language_switch.switch(Language.FRENCH)
    for window in rebuilt:
        qtbot.addWidget(window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)
    zone = doc.zones[0]
    doc.undo_stack.push(ZonesCommand(doc, "Rename", [zone.model_copy(
        update={"name": "Renamed after the switch"})]))
    doc.undo_stack.undo()
    doc.undo_stack.redo()
    scenario.edit("Rename", {"name": "Named after the switch"})
    scenario.undo_stack.undo()
    scenario.undo_stack.redo()
    qtbot.wait(20)
    assert doc.zone(zone.id).name == "Renamed after the switch"
    assert scenario.data["name"] == "Named after the switch"
    doc.undo_stack.setClean()
    scenario.undo_stack.setClean()
