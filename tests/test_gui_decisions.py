"""How the play window shows each kind of decision: one presenter per kind, the battle
dialog for the decisions the engine says belong to a battle."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_support import decision, quiet_window
from PySide6.QtCore import Qt

from sv_desktop.app.main_window import MainWindow
from sv_desktop.panels.presenters import PRESENTERS, Surface
from sv_model.engine.actions import ChooseZone, Evade
from sv_model.engine.decisions import DecisionKind

ROOT = Path(__file__).resolve().parent.parent
AT_EVASION = ROOT / "tests" / "data" / "legacy_v1" / "337_sons_of_constantine-seed0-at77.svsave"


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    w = quiet_window(qtbot, show=True)
    w.prefs.hotseat_handover = False
    return w


def test_after_a_successful_evasion_the_battle_dialog_asks_where_to_go(
        qtbot: Any, window: MainWindow) -> None:
    w, c = window, window.controller
    c.load(AT_EVASION)
    assert decision(c).kind == "evasion"
    combat = w.play.combat
    assert combat is not None and combat.isVisible()
    c.live.state.forced_dice = [1]  # below every SR: the evasion succeeds (8.2)
    c.live.invalidate()
    attempt = next(b for b in combat.option_buttons if b.text().startswith("Try to evade"))
    qtbot.mouseClick(attempt, Qt.MouseButton.LeftButton)
    assert decision(c).kind == "evasion_move"
    shown = " ".join(label.text() for label in combat.decision_box.findChildren(type(
        combat.header)))
    assert "Evasion succeeded" in shown and "try to evade" not in shown
    labels = [b.text() for b in combat.option_buttons]
    assert any(text.startswith("Evade to") for text in labels), labels
    evade = next(b for b in combat.option_buttons if b.text().startswith("Evade to"))
    qtbot.mouseClick(evade, Qt.MouseButton.LeftButton)
    assert isinstance(c.live.actions[-1], Evade)  # the engine accepted the dialog's answer


AT_RETREAT = ROOT / "tests" / "data" / "legacy_v1" / "337_sons_of_constantine-seed5-at162.svsave"


def test_every_kind_of_decision_has_a_presenter() -> None:
    assert set(PRESENTERS) == set(DecisionKind)
    for kind, presenter in PRESENTERS.items():
        assert (presenter.surface is Surface.BATTLE) == kind.battle, kind
        assert (presenter.surface is Surface.MAP) == (kind is DecisionKind.MOVEMENT), kind
        assert presenter.title.endswith(")"), "the title names the rule"


def test_the_window_reads_how_to_show_a_decision_from_the_engine_and_the_presenters() -> None:
    sources = "\n".join(p.read_text(encoding="utf-8")
                        for p in (ROOT / "sv_desktop").glob("*.py"))
    for guess in ("SECRET_KINDS", "BATTLE_KINDS", '"battle" in', '"loss" in', "is_secret(",
                  'getattr(o, "type"', 'getattr(option, "unit"', "CONFIRM_LABELS",
                  "KIND_TITLES", '.kind == "', '.kind != "'):
        assert guess not in sources, guess


def test_a_zone_decision_is_highlighted_and_answered_on_the_map(
        qtbot: Any, window: MainWindow) -> None:
    w, c = window, window.controller
    c.load(AT_RETREAT)
    d = decision(c)
    assert d.kind is DecisionKind.RETREAT and PRESENTERS[d.kind].map_choice
    zones = {o.zone for o in d.options if isinstance(o, ChooseZone)}
    assert len(zones) > 1 and w.scene is not None
    assert {z for z in zones if w.scene.zone_items[z].highlight == "choice"} == zones
    assert w.play.combat is not None and w.play.combat.isVisible()  # a battle decision
    target = sorted(zones)[0]
    w.play.on_zone_clicked(target)
    assert c.live.actions[-1] == ChooseZone(target)


def test_a_closed_battle_dialog_stays_closed(qtbot: Any, window: MainWindow) -> None:
    """Issue 15 item 9: closed by the player, the battle report does not come back on its
    own after undo and redo, after the decision is shown again, or after loading."""
    w, c = window, window.controller
    c.load(AT_RETREAT)
    assert w.play.combat is not None and w.play.combat.isVisible()
    w.play.combat.close()
    assert not w.play.combat.isVisible()
    c.load(AT_RETREAT)  # the same game loaded again
    assert not w.play.combat.isVisible()
    w.play.refresh()  # the same decision shown again, as after a handover
    assert not w.play.combat.isVisible()
    target = sorted({o.zone for o in decision(c).options if isinstance(o, ChooseZone)})[0]
    c.apply(ChooseZone(target))  # the retreat: the battle is over
    w.play.combat.close()
    w.play.undo()
    assert not w.play.combat.isVisible()
    w.play.redo()
    assert not w.play.combat.isVisible()
    # Last Battle Report (Ctrl+B) still opens it on request
    w.play.show_last_battle()
    assert w.play.combat.isVisible()


def test_the_vp_chart_replays_an_old_game_under_its_own_rules(qtbot: Any,
                                                              window: MainWindow) -> None:
    """A game saved under the first rules replays under them for the VP chart too (it
    used to replay under the newest rules and fail where they differ)."""
    c = window.controller
    c.load(AT_RETREAT)
    assert c.live.engine.rules_version == 1
    history = c.vp_history()
    assert history[-1] == (c.live.state.year, dict(c.live.state.vp))
    again = c.live.restarted()
    assert (again.engine.rules_version, again.seed, again.options) == (
        1, c.live.seed, c.live.options)
