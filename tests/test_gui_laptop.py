"""Issue 39 at 1280×720: the decision panel fits without scrolling, counter names read at
the default zoom reached through the real start-up path (the set-up on show, then a new
game), a chosen die face says what it gives, and the window has a minimum size."""

from __future__ import annotations

from typing import Any

from engine_support import REAL_SCENARIO
from gui_support import decision, laptop_window, started_like_the_app
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QWidget
from test_gui_battle_follows import _at_evasion

from sv_desktop.app.main_window import MINIMUM_SIZE, MainWindow
from sv_desktop.board.counters import RENDER_SIZE, figures_px, name_px
from sv_desktop.board.map_scene import LEGIBLE_NAME_PX, LEGIBLE_PX
from sv_model.engine import EndMovement
from sv_model.engine.actions import ChooseDie
from sv_model.paths import DEFAULT_SCENARIO
from sv_model.schemas.scenario import RulesetOptions


def _from_start_up(qtbot: Any) -> MainWindow:
    """As a player meets it: the window opens on the set-up, then Game ▸ New Game."""
    w = started_like_the_app(qtbot)
    assert w.preview is not None  # the set-up on show, from the warm cache
    assert w.play.start_game(DEFAULT_SCENARIO, 5, RulesetOptions(ask_at_every_window=True))
    w.prefs.hotseat_handover = False
    return w


def _inside(widget: QWidget, area: QWidget) -> bool:
    """``widget`` is wholly on show inside ``area`` (no scrolling needed)."""
    top_left = widget.mapTo(area, widget.rect().topLeft())
    return area.rect().contains(QRect(top_left, widget.size())) and widget.isVisible()


def _scroll(w: MainWindow) -> QScrollArea:
    area = w.decision_panel.findChild(QScrollArea)
    assert area is not None
    return area


def test_counter_names_read_at_the_default_zoom_of_a_new_game(qtbot: Any) -> None:
    w = _from_start_up(qtbot)
    scene = w.scene
    assert scene is not None
    on_screen = scene.counter_size * w.map_view.current_scale() / RENDER_SIZE
    specs = [p.spec for stack in scene.stacks.values() for p in stack.pieces]
    assert len(specs) > 100
    assert min(name_px(s) for s in specs) * on_screen >= LEGIBLE_NAME_PX  # ~5 px before
    assert min(figures_px(s) for s in specs) * on_screen >= LEGIBLE_PX


def test_the_movement_panel_fits_without_scrolling(qtbot: Any) -> None:
    w = _from_start_up(qtbot)
    c = w.controller
    while decision(c).kind != "movement":
        assert w.play.apply(decision(c).options[0])
    qtbot.wait(20)
    panel, scroll = w.decision_panel, _scroll(w)
    assert scroll.verticalScrollBar().maximum() == 0
    end = next(b for b in panel.option_buttons if b.text().startswith("End movement"))
    choose = next(b for b in panel.findChildren(QPushButton) if b.text() == "Choose")
    assert _inside(end, scroll.viewport()) and _inside(choose, scroll.viewport())
    lst = panel.option_list  # the suggested moves: eight rows at least
    assert lst is not None and lst.height() >= 8 * lst.sizeHintForRow(0)
    for label in panel.body.findChildren(QLabel):  # no text cut short
        assert label.height() >= label.heightForWidth(label.width()) - 1, label.text()


def test_a_list_decision_shows_its_choose_button(qtbot: Any) -> None:
    w = _from_start_up(qtbot)
    c = w.controller
    while not (decision(c).kind == "nominate" and len(decision(c).options) > 7):
        d = decision(c)
        assert w.play.apply(EndMovement() if d.kind == "movement" else d.options[0])
    qtbot.wait(20)
    scroll = _scroll(w)
    choose = next(b for b in w.decision_panel.findChildren(QPushButton) if b.text() == "Choose")
    assert scroll.verticalScrollBar().maximum() == 0 and _inside(choose, scroll.viewport())


def test_each_die_face_says_what_it_gives(qtbot: Any) -> None:
    """In hoc signo vinces, Sol invictus (6.3): the six faces with their row and results."""
    w = _at_evasion(qtbot)
    texts = [w.play.describe(ChooseDie(v)) for v in range(1, 7)]
    assert all("→ row" in t and "attacker" in t and "defender" in t for t in texts)
    assert len(set(texts)) > 1  # the faces differ


def test_the_window_has_a_minimum_size(qtbot: Any) -> None:
    w = laptop_window(qtbot)
    assert w.play.start_game(REAL_SCENARIO, 5)
    w.resize(640, 480)
    qtbot.wait(20)
    assert w.width() >= MINIMUM_SIZE[0] and w.height() >= MINIMUM_SIZE[1]
    # at that size the phase buttons A to F are whole and the docks do not overlap
    phases = w.turn_panel.phases  # six boxes painted across its width
    assert _inside(phases, w.turn_dock) and phases.width() >= 6 * 40
    docks = [d for d in (w.turn_dock, w.log_dock, w.decision_dock, w.inspector_dock)
             if d.isVisible()]
    for i, a in enumerate(docks):
        for b in docks[i + 1:]:
            assert not a.geometry().intersects(b.geometry()), (a.objectName(), b.objectName())


def _bubbles_outside(w: MainWindow) -> list[str]:
    """The MP bubbles on show that are not wholly inside their own zone."""
    import shapely
    from test_gui_map_zones import _scene_box, _scene_polygons

    from sv_desktop.board.map_items import HighlightLabel

    scene, scale = w.scene, w.map_view.current_scale()
    assert scene is not None
    polygons = _scene_polygons(scene)
    return [item.zone_id for item in scene.items()
            if isinstance(item, HighlightLabel) and item.isVisible()
            and not polygons[item.zone_id].buffer(1.0 / scale).contains(
                shapely.box(*_scene_box(item, scale)))]


def test_mp_bubbles_lie_inside_their_zones_at_the_default_zoom(qtbot: Any) -> None:
    """Issue 39: five bubbles sat over a neighbouring zone (beside their zone's callout)."""
    from test_gui_map_zones import _settle

    w = _from_start_up(qtbot)
    c = w.controller
    while decision(c).kind != "movement":
        assert w.play.apply(decision(c).options[0])
    checked = 0
    for group in c.live.movable_groups(decision(c).player):
        w.play.on_piece_clicked(group.leader or group.units[0])
        w.map_view.center_on_zone(group.zone)
        _settle(w.map_view)  # on the layout's zoom step, as the view settles
        assert _bubbles_outside(w) == []
        assert w.scene is not None
        checked += len(w.scene.highlight_labels)
        w.play.cancel_selection()
    assert checked > 50
