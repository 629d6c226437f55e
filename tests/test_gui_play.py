"""A game turn played through the GUI layer: new game, a move on the map, a battle
with loss allocation in the combat dialog, save, load, undo, and hotseat privacy."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from gui_support import QuietWindow, decision, quiet_window
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QLabel, QPushButton

from sv_desktop.app.main_window import MainWindow
from sv_desktop.dialogs.recovery_dialog import RecoveryChoice
from sv_desktop.session.journal import Interrupted
from sv_model.engine.actions import ChooseZone
from sv_model.paths import autosave_dir
from sv_model.schemas.scenario import Side

GUI_SCENARIO = Path(__file__).parent / "data" / "gui" / "scenario.yaml"
SEED = 1  # SECONDUS has the initiative and the battle needs a loss allocation


def _new_window(qtbot: Any) -> QuietWindow:
    return quiet_window(qtbot)


@pytest.fixture
def window(qtbot: Any) -> QuietWindow:
    w = _new_window(qtbot)
    w.resize(1400, 900)
    w.open_scenario_or_map(GUI_SCENARIO, GUI_SCENARIO)
    w.show()
    qtbot.waitExposed(w)
    return w


def _viewport_point(w: MainWindow, scene_point: QPointF) -> QPoint:
    return w.map_view.mapFromScene(scene_point)


def _click_piece(qtbot: Any, w: MainWindow, piece: str) -> None:
    assert w.scene is not None
    stack = w.scene.stack_of_piece(piece)
    assert stack is not None
    item = stack.items[piece]
    point = _viewport_point(w, item.sceneBoundingRect().center())
    qtbot.mouseClick(w.map_view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _click_zone(qtbot: Any, w: MainWindow, zone: str) -> None:
    """Click inside ``zone`` away from its counters and label."""
    assert w.scene is not None
    rect = w.scene.zone_items[zone].sceneBoundingRect()
    corner = rect.bottomRight()
    point = _viewport_point(w, corner) + QPoint(-10, -10)
    assert w.scene.zone_at(w.map_view.mapToScene(point)) == zone
    qtbot.mouseClick(w.map_view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _reveal_if_asked(qtbot: Any, w: MainWindow) -> None:
    if w.central.currentWidget() is w.handover:
        qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)


def _pass_windows(qtbot: Any, w: MainWindow) -> None:
    """Pass every stratagem window (6) through the handover screen and the panel."""
    while decision(w.controller).kind == "stratagem_window":
        _reveal_if_asked(qtbot, w)
        button = next(b for b in w.decision_panel.option_buttons if b.text().startswith("Pass"))
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _answer_first(qtbot: Any, w: MainWindow) -> None:
    """Answer the pending decision with its first option, the way a player would."""
    _reveal_if_asked(qtbot, w)
    d = decision(w.controller)
    if d.kind == "stratagem_window":
        _pass_windows(qtbot, w)
        return
    combat = w.play.combat
    if combat is not None and combat.isVisible() and getattr(combat, "option_buttons", []):
        qtbot.mouseClick(combat.option_buttons[0], Qt.MouseButton.LeftButton)
    elif d.kind == "movement":
        w.end_move_action.trigger()
    elif w.decision_panel.option_buttons:
        qtbot.mouseClick(w.decision_panel.option_buttons[0], Qt.MouseButton.LeftButton)
    else:
        lst = w.decision_panel.option_list
        assert lst is not None
        lst.setCurrentRow(0)
        w.decision_panel._choose_current(lst)


def _move_army_into_battle(qtbot: Any, w: MainWindow) -> None:
    c = w.controller
    _pass_windows(qtbot, w)
    assert decision(c).kind == "movement" and decision(c).player is Side.SECONDUS
    _click_piece(qtbot, w, "constantin")
    assert w.play.selected == ("constantin", ("bracchiati", "celtae", "cornuti"))
    assert w.scene is not None and w.scene.zone_items["italia_1"].highlight == "halt"
    assert w.scene.highlight_labels  # MP costs shown
    before = len(c.live.actions)
    _click_zone(qtbot, w, "italia_1")
    assert len(c.live.actions) == before + 1
    assert c.live.state.leaders["constantin"].zone == "italia_1" or c.live.state.battle
    assert c.live.actions[-1].type == "move"


def test_a_turn_through_the_gui(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    w, c = window, window.controller
    assert w.play.start_game(GUI_SCENARIO, SEED)
    _move_army_into_battle(qtbot, w)
    # movement ended by itself or by the player; the battle asks SECONDUS for his losses
    while decision(c).kind == "movement":
        w.end_move_action.trigger()
    assert decision(c).kind == "allocate_losses"
    combat = w.play.combat
    assert combat is not None and combat.isVisible()
    battle = c.live.state.battle
    assert battle is not None  # the losses are asked in the battle
    report = battle.report
    assert report.die is not None and f"die <b>{report.die}</b>" in combat.odds.text()
    assert report.column in combat.odds.text()
    assert all(m.rule in combat.odds.text() for m in report.modifiers)
    owner_units = set(report.attacker_units)
    qtbot.mouseClick(combat.option_buttons[0], Qt.MouseButton.LeftButton)
    hit = [u for u in owner_units if c.live.state.units[u].weakened
           or c.live.state.units[u].status != "map"]
    assert hit, "the unit chosen in the dialog took the loss"
    while c.decision is not None and c.decision.kind == "allocate_losses":
        _answer_first(qtbot, w)

    save = tmp_path / "turn.svsave"
    assert w._write(save)
    saved = json.loads(save.read_text(encoding="utf-8"))
    assert saved["seed"] == SEED and len(saved["actions"]) == len(c.live.actions)
    n_actions, digest = len(c.live.actions), c.live.state.digest()

    w.undo_action.trigger()  # a loss after the battle die: the other player must agree
    assert len(c.live.actions) == n_actions and w.handover.asking_consent
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    assert len(c.live.actions) == n_actions - 1
    w.redo_action.trigger()
    assert c.live.state.digest() == digest

    assert w.load_game(save)
    assert len(c.live.actions) == n_actions and c.live.state.digest() == digest

    year = c.live.state.year
    for _ in range(400):
        if c.live.state.year != year or c.decision is None:
            break
        _answer_first(qtbot, w)
    assert c.live.state.year == year + 1 or c.live.is_over, "the turn was played to its end"
    assert c.journal.path is not None and c.journal.path.is_file()
    assert w.turn_panel.title.text().count(str(c.live.state.year)) == 1


def test_tampered_and_broken_saves_get_clear_messages(qtbot: Any, window: QuietWindow,
                                                      tmp_path: Path) -> None:
    w, c = window, window.controller
    assert w.play.start_game(GUI_SCENARIO, SEED)
    _move_army_into_battle(qtbot, w)
    save = tmp_path / "g.svsave"
    assert w._write(save)
    doc = json.loads(save.read_text(encoding="utf-8"))
    doc["seed"] = SEED + 1  # same actions, other dice: the digest no longer matches
    bad = tmp_path / "tampered.svsave"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert not w.load_game(bad)
    assert "tampered.svsave" in w.last_error
    assert "diverges at AD 305, phase E" in w.last_error and "action #1" in w.last_error
    doc["seed"] = SEED
    doc["actions"][-1]["path"] = ["franci"]
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert not w.load_game(bad)  # the player declines to load the part that replays
    question = w.questions[-1]
    assert "action #2" in question and "Up to action #1, it replays as saved" in question
    broken = tmp_path / "broken.svsave"
    broken.write_text("{not json", encoding="utf-8")
    assert not w.load_game(broken)
    assert "broken JSON" in w.last_error
    assert [a.type for a in c.live.actions] == ["confirm", "move"]  # the game is untouched


def test_handover_hides_the_map_and_the_hands(qtbot: Any, window: MainWindow) -> None:
    w, c = window, window.controller
    assert w.play.start_game(GUI_SCENARIO, SEED)
    # PRIMUS drew the Initiative counter in phase A and may play it after the die (6)
    assert decision(c).kind == "stratagem_window" and decision(c).player is Side.PRIMUS
    assert c.live.state.hands[Side.PRIMUS] == ["initiative"]

    def shown() -> str:
        return " ".join(label.text() for label in w.hand_panel.findChildren(QLabel))

    def panels() -> str:
        return " ".join(label.text() for label in w.findChildren(QLabel)
                        if not w.hand_panel.isAncestorOf(label))

    assert w.central.currentWidget() is w.handover  # the map is hidden
    assert "Pass the screen to" in w.handover.title.text()
    # ("Initiative" is also the name of phase B: look for the counter, not the word)
    assert "Initiative</b>" not in shown() and "holds 1 stratagem" in shown()
    assert "Play Initiative" not in panels()
    assert all("Initiative" not in text for _w, text, _r, _d in c.public_log())
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    assert w.central.currentWidget() is w.map_view
    assert "Initiative</b>" in shown()
    play = [b for b in w.hand_panel.findChildren(QPushButton) if b.text().startswith("Play")]
    assert play, "a playable stratagem has its Play button"
    _pass_windows(qtbot, w)
    # SECONDUS decides now: PRIMUS's hand is gone from the screen
    now = decision(c)
    assert now.player is Side.SECONDUS
    assert "Initiative</b>" not in shown() and "Play Initiative" not in panels()
    # asking to see a hand hands the screen over to the player who decides
    w.play.request_hand()
    assert w.central.currentWidget() is w.handover
    assert "SECONDUS" in w.handover.title.text()


def test_crash_recovery_restores_the_move_just_made(qtbot: Any, window: MainWindow) -> None:
    """A crash in E.1 used to lose the moves of the current step (autosave ran once per
    step): the journal keeps every action, and the game comes back exactly."""
    w = window
    assert w.play.start_game(GUI_SCENARIO, SEED)
    _move_army_into_battle(qtbot, w)  # a move in E.1: no new step yet
    live = w.controller.live
    journal = w.controller.journal.path
    assert journal is not None and journal.parent == autosave_dir()
    w.controller.journal.close(remove=False)  # the process dies: the lock goes, the file stays
    other = _new_window(qtbot)
    offered: list[list[Interrupted]] = []

    def resume_first(found: list[Interrupted]) -> RecoveryChoice:
        offered.append(found)
        return RecoveryChoice(resume=found[0])

    assert other.offer_recovery(resume_first)
    assert [s.path for s in offered[0]] == [journal]
    assert f"AD {live.state.year}" in offered[0][0].describe()
    recovered = other.controller.live
    assert recovered.actions == live.actions  # the move is there
    assert recovered.state.digest() == live.state.digest()
    # the resumed game is untitled: its first save asks where, never into autosave/
    assert other.controller.save_path is None and "unsaved" in other.windowTitle()
    asked: list[str] = []
    other_dialog = "sv_desktop.app.main_window.QFileDialog.getSaveFileName"

    def cancel_save(*a: Any, **_k: Any) -> tuple[str, str]:
        asked.append(str(a[2]))
        return "", ""

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(other_dialog, cancel_save)
        other.save_action.trigger()
    assert asked and autosave_dir() not in Path(asked[0]).parents
    # the old journal was handed over to the new session's; a clean close removes that
    assert not journal.exists()
    other.close()
    assert not list(autosave_dir().glob("*.svjournal"))
    assert not _new_window(qtbot).offer_recovery(lambda _f: pytest.fail("nothing to offer"))


def test_two_instances_both_recover(qtbot: Any) -> None:
    """Each session has its own journal: two games interrupted together are both offered,
    and a live session's journal is never offered to another."""
    first, second = _new_window(qtbot), _new_window(qtbot)
    assert first.play.start_game(GUI_SCENARIO, SEED)
    assert second.play.start_game(GUI_SCENARIO, SEED + 1)
    assert first.controller.journal.path != second.controller.journal.path
    third = _new_window(qtbot)
    assert not third.offer_recovery(lambda _f: pytest.fail("both sessions are alive"))
    digests = {first.controller.live.state.digest(), second.controller.live.state.digest()}
    first.controller.journal.close(remove=False)
    second.controller.journal.close(remove=False)
    found: list[Interrupted] = []

    def offer_nothing(f: list[Interrupted]) -> RecoveryChoice:
        found.extend(f)
        return RecoveryChoice()

    assert not third.offer_recovery(offer_nothing)
    assert len(found) == 2 and all(s.problem is None for s in found)
    for session in found:
        w = _new_window(qtbot)

        def resume(f: list[Interrupted], s: Interrupted = session) -> RecoveryChoice:
            return RecoveryChoice(resume=next(x for x in f if x.path == s.path))

        assert w.offer_recovery(resume)
        digests.discard(w.controller.live.state.digest())
    assert not digests


def test_broken_journal_is_listed_and_can_be_discarded(qtbot: Any) -> None:
    path = autosave_dir() / "session-20260101-000000-1-abcdef.svjournal"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("garbage\n", encoding="utf-8")
    w = _new_window(qtbot)
    seen: list[Interrupted] = []

    def discard_all(f: list[Interrupted]) -> RecoveryChoice:
        seen.extend(f)
        return RecoveryChoice(discard=f)

    assert not w.offer_recovery(discard_all)
    assert seen[0].problem and "cannot be resumed" in seen[0].describe()
    assert not path.exists()


def test_end_of_game_screen_shows_level_and_chart(qtbot: Any, window: MainWindow) -> None:
    w, c = window, window.controller
    assert w.play.start_game(GUI_SCENARIO, SEED)
    for _ in range(600):
        d = c.decision
        if d is None:
            break
        c.apply(d.options[0])
    assert c.live.is_over
    qtbot.waitUntil(lambda: w.play.end_dialog is not None and w.play.end_dialog.isVisible(),
                    timeout=3000)
    dialog = w.play.end_dialog
    assert dialog is not None
    result = c.live.result
    assert result is not None
    level = result.level
    assert level.split()[0].lower() in dialog.headline.text().lower()
    assert "10.3" in dialog.headline.text()
    years = [y for y, _vp in dialog.chart.history]
    assert years[0] == 305 and years == sorted(years)
    assert dialog.chart.history[-1][1] == dict(c.live.state.vp)


def test_optional_handover_at_every_change_of_player(qtbot: Any, window: MainWindow) -> None:
    w, c = window, window.controller
    w.always_ask_action.setChecked(True)
    assert w.prefs.always_ask_reactions
    assert w.play.start_game(GUI_SCENARIO, SEED)
    _reveal_if_asked(qtbot, w)
    button = next(b for b in w.decision_panel.option_buttons if b.text().startswith("Pass"))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    # SECONDUS's public movement is also behind the screen: windows do not stand out
    assert decision(c).player is Side.SECONDUS and decision(c).kind == "movement"
    assert w.central.currentWidget() is w.handover
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    assert w.central.currentWidget() is w.map_view


def test_drag_and_drop_moves_a_stack(qtbot: Any, window: MainWindow) -> None:
    w, c = window, window.controller
    assert w.play.start_game(GUI_SCENARIO, SEED)
    _pass_windows(qtbot, w)
    assert w.scene is not None
    stack = w.scene.stack_of_piece("constantin")
    assert stack is not None
    item = stack.items["constantin"]
    start = _viewport_point(w, item.sceneBoundingRect().center())
    rect = w.scene.zone_items["galliae_2"].sceneBoundingRect()
    end = _viewport_point(w, rect.bottomLeft()) + QPoint(12, -12)
    viewport = w.map_view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(20, 20))
    assert w.scene.zone_items["galliae_2"].highlight == "reach"  # legal, with its MP cost
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert c.live.state.leaders["constantin"].zone == "galliae_2"
    assert {c.live.state.units[u].zone for u in ("bracchiati", "celtae", "cornuti")} \
        == {"galliae_2"}


def test_zone_choices_are_made_on_the_map(qtbot: Any, window: MainWindow) -> None:
    """Retreats, escapes, battles to fight...: the options are zones lit on the map."""
    import random

    w, c = window, window.controller
    scenario = Path(__file__).resolve().parent.parent / "scenarios" / "305_second_tetrarchy.yaml"
    assert w.play.start_game(scenario, 3)
    rng = random.Random(3)
    for _ in range(800):
        d = decision(c)
        zones = {o.zone for o in d.options if isinstance(o, ChooseZone)}
        if len(zones) >= 2 and len(zones) == len(d.options):
            break
        c.apply(rng.choice(list(d.options)))
    else:
        pytest.fail("no zone choice in 800 decisions")
    _reveal_if_asked(qtbot, w)
    assert w.scene is not None
    lit = {z for z, item in w.scene.zone_items.items() if item.highlight == "choice"}
    assert zones <= lit
    target = sorted(zones)[0]
    w.map_view.center_on_zone(target)
    before = len(c.live.actions)
    qtbot.mouseClick(w.map_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_viewport_point(w, w.scene.zone_anchor(target)))
    assert len(c.live.actions) == before + 1
    last = c.live.actions[-1]
    assert isinstance(last, ChooseZone) and last.zone == target
