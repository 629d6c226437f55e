"""Make the README screenshots of play mode: docs/screenshot-main.png,
docs/screenshot-combat.png, docs/screenshot-forecast.png and (at 1280×720)
docs/screenshot-last-moves.png.
Run: QT_QPA_PLATFORM=offscreen python tools/gui_screenshots.py [last-moves]

Both come from the 305 grand campaign with fixed seeds, so they are reproducible.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from sv_desktop.app.main_window import MainWindow
    from sv_desktop.play.controller import GameController
    from sv_model.engine import Decision

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.engine.decisions import DecisionKind  # noqa: E402

SCENARIO = ROOT / "scenarios" / "305_second_tetrarchy.yaml"
MAIN_SEED = 3
COMBAT_SEEDS = range(1, 60)


def _window() -> MainWindow:
    from PySide6.QtWidgets import QMessageBox

    from sv_desktop.app.main_window import MainWindow

    w = MainWindow()
    w.ask_save = lambda _p: QMessageBox.StandardButton.Discard
    w.resize(1600, 1000)
    w.open_scenario_or_map(SCENARIO, SCENARIO)
    w.show()
    return w


def _pending(c: GameController) -> Decision:
    """The decision the game waits for (these seeded games do not end first)."""
    d = c.decision
    assert d is not None, "the game ended first"
    return d


def _settle(app: QCoreApplication, w: MainWindow) -> None:
    for _ in range(5):
        app.processEvents()
    if w.scene is not None:
        w.scene.finish_tiles()
        w.map_view.overview.refresh()
    for _ in range(5):
        app.processEvents()


def main_screenshot(app: QCoreApplication, out: Path, size: tuple[int, int] = (1600, 1000)) -> None:
    w = _window()
    w.resize(*size)
    w.play.start_game(SCENARIO, MAIN_SEED)
    c = w.controller
    rng = random.Random(MAIN_SEED)
    # play the first turn up to SECONDUS's first movement, choosing at random
    while not (_pending(c).kind is DecisionKind.MOVEMENT and _pending(c).player.value == "SECONDUS"):
        c.apply(rng.choice(list(_pending(c).options)))
    groups = [g for g in c.live.movable_groups(_pending(c).player) if g.leader and g.units]
    group = max(groups, key=lambda g: len(g.units))
    assert group.leader is not None
    w.play.on_piece_clicked(group.leader)
    _settle(app, w)
    assert w.scene is not None
    w.map_view.centerOn(w.scene.zone_anchor(group.zone))  # at the default zoom
    _settle(app, w)
    w.grab().save(str(out))
    w.close()


def combat_screenshot(app: QCoreApplication, out: Path) -> None:
    from sv_model.engine import Game

    for seed in COMBAT_SEEDS:
        game = Game.from_scenario_file(SCENARIO, seed)
        rng = random.Random(seed)
        for _ in range(1500):
            d = game.decision
            if d is None:
                break
            b = game.state.battle
            if d.kind is DecisionKind.ALLOCATE_LOSSES and b and b.report.modifiers and b.report.shifts:
                break
            game.apply(rng.choice(list(d.options)))
        else:
            continue
        if game.decision is not None and game.decision.kind is DecisionKind.ALLOCATE_LOSSES:
            break
    w = _window()
    w.play.start_game(SCENARIO, seed)
    for action in game.actions:
        w.controller.live.apply(action)
    w.controller._touch()
    w.controller.changed.emit()
    _settle(app, w)
    dialog = w.play.combat
    assert dialog is not None
    dialog.resize(1000, 780)
    _settle(app, w)
    dialog.grab().save(str(out))
    assert game.state.battle is not None
    print(f"combat: seed {seed}, {len(game.actions)} actions, battle at {game.state.battle.zone}")
    w.close()


def forecast_screenshot(app: QCoreApplication, out: Path) -> None:
    """Game > Battle Forecast on the first battle to choose (E.2) that has both a shift
    and a die modifier, an uncertain winner and a leader who may die."""
    from sv_model.engine import Game
    from sv_model.engine.actions import ChooseZone
    from sv_model.games.semper_victor.forecast import forecast_battle

    for seed in COMBAT_SEEDS:
        game = Game.from_scenario_file(SCENARIO, seed)
        rng = random.Random(seed)
        zone = None
        for _ in range(1500):
            d = game.decision
            if d is None:
                break
            if d.kind is DecisionKind.CHOOSE_BATTLE:
                for o in d.options:
                    if isinstance(o, ChooseZone):
                        f = forecast_battle(game.engine, game.state, o.zone, d.player)
                        if (f.report.shifts and f.report.modifiers
                                and 0 < f.win_chance(d.player) < 1
                                and any(x.leaders_killed for x in f.outcomes)):
                            zone = o.zone
                if zone is not None:
                    break
            game.apply(rng.choice(list(d.options)))
        if zone is not None:
            break
    assert zone is not None
    w = _window()
    w.prefs.hotseat_handover = False
    w.play.start_game(SCENARIO, seed)
    for action in game.actions:
        w.controller.live.apply(action)
    w.controller._touch()
    w.controller.changed.emit()
    w.play.moves.show_zone_in_inspector(zone)
    _settle(app, w)
    dialog = w.play.show_forecast()
    assert dialog is not None
    dialog.resize(800, 430)
    _settle(app, w)
    dialog.grab().save(str(out))
    print(f"forecast: seed {seed}, {len(game.actions)} actions, battle in {zone}")
    w.close()


def last_moves_screenshot(app: QCoreApplication, out: Path) -> None:
    """Hotseat at 1280×720: the first decision at which the player to decide sees at
    least two moves of the other side and a battle drawn on the map (issue 39)."""
    from sv_model.engine import Confirm, EndMovement, Move
    from sv_model.schemas.scenario import RulesetOptions

    w = _window()
    w.resize(1280, 720)
    w.prefs.hotseat_handover = False
    w.play.start_game(SCENARIO, 0, RulesetOptions(ask_at_every_window=True))
    c = w.controller
    rng = random.Random(0)
    for _ in range(600):
        d = _pending(c)
        shown = w.play.traces.shown if w.play.traces is not None else []
        if d.kind is not DecisionKind.STRATAGEM_WINDOW and any(t.battle for t in shown) and \
                sum(not t.battle for t in shown) >= 2:
            break
        if d.kind is DecisionKind.STRATAGEM_WINDOW:
            w.play._by_screen = True  # as if passed by the screen: he has not looked
            c.apply(Confirm(False))
        elif d.kind is DecisionKind.MOVEMENT:
            moves = [o for o in d.options if isinstance(o, Move)]
            c.apply(rng.choice(moves) if moves and rng.random() < 0.7 else EndMovement())
        else:
            c.apply(rng.choice(list(d.options)))
    assert w.play.traces is not None and w.scene is not None
    battle = next(t for t in w.play.traces.shown if t.battle)
    if w.play.combat is not None:
        w.play.combat.hide()
    _settle(app, w)
    w.map_view.centerOn(w.scene.zone_anchor(battle.route[0]))
    _settle(app, w)
    w.grab().save(str(out))
    print(f"last moves: {len(c.live.actions)} actions, {w.play.traces.shown}")
    w.close()


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("SV_DATA_DIR", tempfile.mkdtemp(prefix="sv-shots-"))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    docs = ROOT / "docs"
    if sys.argv[1:] == ["last-moves"]:
        last_moves_screenshot(app, docs / "screenshot-last-moves.png")
        return 0
    last_moves_screenshot(app, docs / "screenshot-last-moves.png")
    main_screenshot(app, docs / "screenshot-main.png")
    combat_screenshot(app, docs / "screenshot-combat.png")
    forecast_screenshot(app, docs / "screenshot-forecast.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
