"""The battle calculator while dragging (issue 15): dragging a force over an enemy stack
shows the odds column, the shifts, the modifiers and the chance of winning of the battle it
would fight there, the engine's own forecast, and moves nothing until it is dropped."""

from __future__ import annotations

from typing import Any

from engine_support import REAL_SCENARIO, custom_bundle, movement_game
from gui_support import quiet_window
from PySide6.QtCore import QPoint, QPointF, Qt

from sv_desktop.app.main_window import MainWindow
from sv_desktop.dialogs.forecast_dialog import percent
from sv_model.engine import Game
from sv_model.engine.actions import Move
from sv_model.games.semper_victor.forecast import forecast_battle, forecast_move
from sv_model.schemas.scenario import Side

FORCE = ("moesiaci", "pannoniciani")


def _game() -> Game:
    """Galerius and two units in Sirmium (pannoniae_1); Maxentius and a unit of the other
    side one zone away (pannoniae_3); PRIMUS to move."""
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "pannoniae_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "maxence", "zone": "pannoniae_3", "side": "SECONDUS"}],
        units=[{"unit": u, "zone": "pannoniae_1"} for u in FORCE]
        + [{"unit": "ioviani", "zone": "pannoniae_3"}],
        control={"italia": "SECONDUS"})
    game = movement_game(bundle, Side.PRIMUS)
    game.state.units["ioviani"].side = Side.SECONDUS
    game.invalidate()
    return game


def _point_in(w: MainWindow, zone: str, avoid: QPoint | None = None) -> QPoint:
    """A viewport point that means ``zone``."""
    assert w.scene is not None
    view = w.map_view
    rect = w.scene.zone_items[zone].sceneBoundingRect()
    for i in range(1, 12):
        for j in range(1, 12):
            p = view.mapFromScene(QPointF(rect.left() + rect.width() * i / 12,
                                          rect.top() + rect.height() * j / 12))
            if view.viewport().rect().contains(p) and view.zone_under(p) == zone and (
                    avoid is None or (p - avoid).manhattanLength() > 30):
                return p
    raise AssertionError(f"no point of {zone} in view")


def _start_drag(qtbot: Any, w: MainWindow) -> QPoint:
    assert w.scene is not None
    stack = w.scene.stack_of_piece("galere")
    assert stack is not None
    start = w.map_view.mapFromScene(stack.items["galere"].sceneBoundingRect().center())
    viewport = w.map_view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(20, 20))
    assert w.map_view._drag_piece == "galere"  # a drag, not a click
    return start


def test_dragging_a_force_over_an_enemy_previews_the_battle(qtbot: Any) -> None:
    game = _game()
    w = quiet_window(qtbot, show=True)
    w.prefs.hotseat_handover = False
    w.controller._start(game, REAL_SCENARIO, None)
    view, preview = w.map_view, w.play.drag_forecast
    view.center_on_zone("pannoniae_1")
    qtbot.wait(10)
    before = (game.state.digest(), len(game.actions), len(game.log), len(game.dice))

    start = _start_drag(qtbot, w)
    assert w.play.selected == ("galere", FORCE)
    enemy = _point_in(w, "pannoniae_3", avoid=start)
    qtbot.mouseMove(view.viewport(), enemy)
    assert preview.label.isVisible()
    shown = preview.forecast
    assert shown is not None and shown.zone == "pannoniae_3" and shown.attacker is Side.PRIMUS
    text = preview.label.text()
    assert f"column <b>{shown.report.column}</b>" in text
    assert f"PRIMUS wins <b>{percent(shown.win_chance(Side.PRIMUS))}</b>" in text
    for m in (*shown.report.shifts, *shown.report.modifiers):
        assert f"{m.label} {m.value:+d} ({m.rule})" in text
    # over a zone with no enemy: no preview
    qtbot.mouseMove(view.viewport(), _point_in(w, "pannoniae_1", avoid=start))
    assert not preview.label.isVisible()
    qtbot.mouseMove(view.viewport(), enemy)
    assert preview.label.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # Esc: the drag ends, nothing moves
    assert not preview.label.isVisible()
    assert (game.state.digest(), len(game.actions), len(game.log), len(game.dice)) == before

    # dragged over the enemy, then dropped where the force cannot go: nothing moves either
    start = _start_drag(qtbot, w)
    qtbot.mouseMove(view.viewport(), enemy)
    assert preview.label.isVisible()
    reach = game.reachable("galere", FORCE)
    assert w.scene is not None
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    far = next(z for z, item in w.scene.zone_items.items()
               if z not in reach and z != "pannoniae_1"
               and visible.contains(item.sceneBoundingRect().center())
               and w.scene.zone_at(item.sceneBoundingRect().center()) == z)
    elsewhere = _point_in(w, far)
    qtbot.mouseMove(view.viewport(), elsewhere)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=elsewhere)
    assert not preview.label.isVisible()
    assert (game.state.digest(), len(game.actions), len(game.log), len(game.dice)) == before

    # the preview is the battle the engine forecasts once the force has really moved
    info = reach["pannoniae_3"]
    move = Move(leader="galere", units=FORCE, path=tuple(info.path))
    assert forecast_move(game.engine, game.state, move, Side.PRIMUS) is not None
    game.apply(move)
    real = forecast_battle(game.engine, game.state, "pannoniae_3", Side.PRIMUS)
    assert real.report.column == shown.report.column
    assert real.report.shifts == shown.report.shifts
    assert real.report.modifiers == shown.report.modifiers
    assert [real.win_chance(s) for s in (*Side, None)] == \
        [shown.win_chance(s) for s in (*Side, None)]


def test_the_preview_box_keeps_off_the_target_and_inside_the_map(qtbot: Any) -> None:
    """Issue 39 at 1280×720: the box covered the target stack and was cut at the map's
    edge. Wherever the target lies in the view, the box is whole and beside it."""
    from gui_support import laptop_window

    game = _game()
    w = laptop_window(qtbot)
    w.prefs.hotseat_handover = False
    w.controller._start(game, REAL_SCENARIO, None)
    view, preview = w.map_view, w.play.drag_forecast
    assert w.scene is not None
    target = [s for (zone, _g), s in w.scene.stacks.items() if zone == "pannoniae_3"]
    viewport = view.viewport().rect()
    for shift in (QPointF(0, 0), QPointF(-220, 0), QPointF(220, 0), QPointF(0, 200),
                  QPointF(0, -200)):  # the target at the middle, then near each edge
        view.center_on_zone("pannoniae_1")
        view.centerOn(view.mapToScene(viewport.center()) + shift / view.current_scale())
        qtbot.wait(10)
        start = _start_drag(qtbot, w)
        qtbot.mouseMove(view.viewport(), _point_in(w, "pannoniae_3", avoid=start))
        assert preview.label.isVisible()
        box = preview.label.geometry()
        assert viewport.contains(box), (shift, box, viewport)
        for stack in target:
            on_screen = view.mapFromScene(stack.sceneBoundingRect()).boundingRect()
            assert not box.intersects(on_screen), (shift, box, on_screen)
        qtbot.keyClick(view, Qt.Key.Key_Escape)
