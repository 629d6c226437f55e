"""Fair undo in hotseat (play mode): Edit ▸ Undo takes back only the player's own
decisions since the last die; past that, the other player consents on the handover
screen. The seed is never shown during play."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from engine_support import pending
from gui_support import quiet_window
from PySide6.QtCore import Qt

from sv_desktop.app.main_window import MainWindow
from sv_model.engine.autoplay import choose_action

GUI_SCENARIO = Path(__file__).parent / "data" / "gui" / "scenario.yaml"
SEED = 424242


def _window(qtbot: Any) -> MainWindow:
    w = quiet_window(qtbot, show=True)
    w.prefs.hotseat_handover = False  # the consent screen must appear even so
    assert w.play.start_game(GUI_SCENARIO, SEED)
    return w


def _play_until(w: MainWindow, wanted: Any, limit: int = 400) -> None:
    """Apply random legal actions until ``wanted(game)`` holds."""
    rng = random.Random(5)
    game = w.controller.live
    for _ in range(limit):
        if wanted(game):
            return
        assert w.controller.apply(choose_action(game, rng))
    raise AssertionError("the position was never reached")


def _opponent_decided_last(game: Any) -> bool:
    d = game.decision
    return bool(game.actions) and d is not None and game.last_decider is d.player.other


def _own_undoable(game: Any) -> bool:
    d = game.decision
    return d is not None and game.can_undo_alone(d.player)


def test_undoing_the_opponents_decision_needs_his_consent(qtbot: Any) -> None:
    w = _window(qtbot)
    _play_until(w, _opponent_decided_last)
    game = w.controller.live
    count = len(game.actions)
    asker = pending(game).player
    w.undo_action.trigger()
    assert len(game.actions) == count  # nothing undone yet
    assert w.central.currentWidget() is w.handover and w.handover.asking_consent
    assert w.handover.side is asker.other
    assert w.handover.refuse_button.isVisible()
    qtbot.mouseClick(w.handover.refuse_button, Qt.MouseButton.LeftButton)
    assert len(game.actions) == count
    assert w.central.currentWidget() is not w.handover
    assert "refused" in w.statusBar().currentMessage()

    w.undo_action.trigger()
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    assert len(game.actions) == count - 1
    assert w.central.currentWidget() is not w.handover


def test_a_player_undoes_his_own_move_alone(qtbot: Any) -> None:
    w = _window(qtbot)
    _play_until(w, _own_undoable)
    game = w.controller.live
    count = len(game.actions)
    w.undo_action.trigger()
    assert len(game.actions) == count - 1
    assert w.central.currentWidget() is not w.handover


def test_casual_undo_asks_nobody(qtbot: Any) -> None:
    w = _window(qtbot)
    _play_until(w, _opponent_decided_last)
    w.casual_undo_action.trigger()
    assert w.prefs.casual_undo
    game = w.controller.live
    count = len(game.actions)
    w.undo_action.trigger()
    assert len(game.actions) == count - 1
    assert w.central.currentWidget() is not w.handover


def test_the_seed_is_never_shown_during_play(qtbot: Any) -> None:
    w = _window(qtbot)
    assert str(SEED) not in w.statusBar().currentMessage()
    _play_until(w, lambda g: len(g.actions) >= 30)
    texts = [w.windowTitle(), w.statusBar().currentMessage(), w.autosave_label.text()]
    texts += [label.text() for label in w.findChildren(type(w.autosave_label))]
    assert not any(str(SEED) in t for t in texts)
