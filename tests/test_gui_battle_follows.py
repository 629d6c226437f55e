"""Issue 39: the battle dialog follows the game. It is brought up to date at every
change (no stale question after a handover), never reopens a report the player closed
(undo, redo), never shows a battle avoided before the die, and messages show where the
player is looking."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine_support import REAL_SCENARIO, new_game, random_answer
from gui_support import decision, laptop_window
from PySide6.QtCore import Qt
from rules_support import give

from sv_desktop.app.main_window import MainWindow
from sv_desktop.play.controller import GameController
from sv_model.engine import BattleReport, Confirm, Game
from sv_model.engine.actions import Action, ChooseZone, PlayStratagem
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import RulesetOptions, Side

ASK = RulesetOptions(ask_at_every_window=True)
SEED = 0  # the 305 game below: PRIMUS may soon evade SECONDUS's attack (8.2)


def primus_may_evade(game: Game) -> bool:
    d = game.decision
    return d is not None and (d.kind, d.player) == ("evasion", Side.PRIMUS)


def _last_battle(c: GameController) -> BattleReport:
    """The report of the last battle of the game on show, which the test expects there is."""
    report = c.live.state.last_battle
    assert report is not None, "no battle was fought yet"
    return report


def _random_actions(seed: int, done: Callable[[Game], bool] = primus_may_evade
                    ) -> list[Action]:
    """The answers of a seeded random game (windows passed) up to the first position
    where ``done`` holds (by default: PRIMUS is asked whether to evade)."""
    game = new_game(load_scenario(REAL_SCENARIO), seed, options=ASK)
    rng = random.Random(seed)
    out: list[Action] = []
    while not done(game):
        assert len(out) < 1000, "not reached in the first 1000 answers"
        assert game.decision is not None, "the game ended first"
        action: Action = random_answer(game.decision, rng)
        game.apply(action)
        out.append(action)
    return out


def _at_evasion(qtbot: Any) -> MainWindow:
    """The window at 1280×720, hotseat, with PRIMUS asked whether to evade."""
    w = laptop_window(qtbot)
    c = w.controller
    assert w.play.start_game(REAL_SCENARIO, SEED, ASK)
    for action in _random_actions(SEED):
        assert c.apply(action)
    assert (decision(c).kind, decision(c).player) == ("evasion", Side.PRIMUS)
    assert w.play.combat is not None and w.play.combat.isVisible()
    return w


def test_the_dialog_drops_a_question_answered_before_a_handover(qtbot: Any) -> None:
    """PRIMUS stands and fights; SECONDUS's window comes next behind the handover
    screen: the dialog no longer offers PRIMUS's answers."""
    w = _at_evasion(qtbot)
    c, combat = w.controller, w.play.combat
    assert combat is not None
    stand = next(b for b in combat.option_buttons if b.text() == "Stand and fight")
    qtbot.mouseClick(stand, Qt.MouseButton.LeftButton)
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", Side.SECONDUS)
    assert w.central.currentWidget() is w.handover
    assert combat.isVisible() and combat.option_buttons == []


def test_a_battle_avoided_with_fuite_opportune_is_not_shown(qtbot: Any) -> None:
    w = _at_evasion(qtbot)
    c, combat = w.controller, w.play.combat
    assert combat is not None
    assert w.play.apply(Confirm(False))  # he stands: the windows before the die
    give(c.live, Side.PRIMUS, "fuite_opportune")
    while not any(isinstance(o, PlayStratagem) for o in decision(c).options):
        assert w.play.apply(Confirm(False))
    assert w.play.apply(PlayStratagem("fuite_opportune"))
    assert w.play.apply(next(o for o in decision(c).options if isinstance(o, ChooseZone)))
    assert not combat.isVisible()  # no battle takes place: nothing to report
    while c.live.state.battle is not None:
        if w.central.currentWidget() is w.handover:
            qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
        assert w.play.apply(Confirm(False))
        assert not combat.isVisible()
    assert _last_battle(c).die is None
    w.play.refresh()
    assert not combat.isVisible()


def test_a_closed_report_stays_closed_through_undo_and_redo(qtbot: Any) -> None:
    """Two battles (actions 33 and 67 of the game below), each report closed by the
    player: undoing back before the second must not bring the first one back, nor
    redoing the second."""
    w = laptop_window(qtbot)
    c = w.controller
    w.prefs.casual_undo = True  # the fair-undo limit is tested elsewhere
    w.prefs.hotseat_handover = False  # every position is shown, none behind the curtain
    assert w.play.start_game(REAL_SCENARIO, SEED, ASK)
    closed = 0
    def second_battle_over(game: Game) -> bool:
        last = game.state.last_battle
        return last is not None and last.zone == "pannoniae_1" and game.state.battle is None

    for action in _random_actions(SEED, second_battle_over):
        assert c.apply(action)
        combat = w.play.combat
        if combat is not None and combat.isVisible() and c.live.state.battle is None:
            combat.close()
            closed += 1
    assert closed == 2 and _last_battle(c).zone == "pannoniae_1"
    combat = w.play.combat
    assert combat is not None
    while _last_battle(c).zone == "pannoniae_1" or c.live.state.battle is not None:
        w.undo_action.trigger()
        assert not combat.isVisible()
    assert _last_battle(c).zone == "moesiae_2"  # the first battle's report
    while c.live.can_redo:
        w.redo_action.trigger()
        assert not combat.isVisible()
    w.play.show_last_battle()  # on request it still opens
    assert combat.isVisible()


def test_not_allowed_shows_in_the_dialog_the_player_looks_at(qtbot: Any) -> None:
    w = _at_evasion(qtbot)
    combat = w.play.combat
    assert combat is not None
    w.controller.apply(ChooseZone("nowhere"))  # refused by the engine
    assert combat.notice.isVisible() and combat.notice.text().startswith("Not allowed")
    assert w.decision_panel.notice.text().startswith("Not allowed")
