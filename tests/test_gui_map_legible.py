"""Issue 15 item 2: counters readable at the default zoom of a 1600 x 1000 (and 1280 x 720)
window, and an overview inset that never covers an open (fanned) stack."""

from __future__ import annotations

from typing import Any

import pytest
from gui_support import quiet_window

from sv_desktop.app.main_window import MainWindow
from sv_desktop.board.counters import RENDER_SIZE, figures_px
from sv_desktop.board.map_scene import LEGIBLE_PX, MapScene
from sv_model.paths import DEFAULT_SCENARIO


def _window(qtbot: Any, size: tuple[int, int]) -> MainWindow:
    """The game window at ``size`` on the 305 set-up, as it opens."""
    w = quiet_window(qtbot)
    w.resize(*size)
    w.open_scenario_or_map(DEFAULT_SCENARIO, DEFAULT_SCENARIO)
    w.show()
    qtbot.waitExposed(w)
    assert w.scene is not None
    w.scene.finish_tiles()
    return w


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 720)])
def test_counters_are_readable_at_the_default_zoom(qtbot: Any, size: tuple[int, int]) -> None:
    w = _window(qtbot, size)
    scene = w.scene
    assert isinstance(scene, MapScene)
    view = w.map_view
    on_screen = scene.counter_size * view.current_scale()  # a counter's side, pixels
    specs = [p.spec for stack in scene.stacks.values() for p in stack.pieces]
    assert len(specs) > 100
    smallest = min(figures_px(spec) * on_screen / RENDER_SIZE for spec in specs)
    assert smallest >= LEGIBLE_PX  # the figures (CC-SR-TB, SP-QU-TB, category) read
    assert not any(stack.chip for stack in scene.stacks.values())  # counters, not chips
    # the middle of the map is on show, and the window's resizing keeps that zoom
    before = view.current_scale()
    w.resize(size[0] - 100, size[1] - 60)
    qtbot.wait(10)
    assert view.current_scale() == pytest.approx(before)
    view.fit_map()  # View > Fit Map still shows the whole map
    assert view.mapToScene(view.viewport().rect()).boundingRect().contains(scene.fit_rect())


def test_the_overview_never_covers_an_open_stack(qtbot: Any) -> None:
    w = _window(qtbot, (1600, 1000))
    scene, view, inset = w.scene, w.map_view, w.map_view.overview
    assert scene is not None
    inset.setVisible(True)
    view.overview.follow_view()
    assert inset.isVisible()  # zoomed in: the overview shows in a corner
    # a stack of several pieces, in the middle of the map, right under the inset
    middle = scene.fit_rect().center()
    stack = min((s for s in scene.stacks.values() if len(s.pieces) > 2),
                key=lambda s: (s.scenePos() - middle).manhattanLength())
    for chosen in ((1, 1), (0, 1), (1, 0), (0, 0)):
        inset.corner = chosen
        inset.place()
        corner = inset.geometry()
        target = view.mapToScene(corner.center())
        view.centerOn(view.mapToScene(view.viewport().rect().center())
                      + (stack.scenePos() - target))
        inset.corner = chosen  # where it was: over the closed stack
        inset.place()
        under = view.mapFromScene(stack.sceneBoundingRect()).boundingRect()
        if under.intersects(corner):
            break
    else:
        pytest.fail("no corner of the view can lie over the stack")
    qtbot.mouseMove(view.viewport(), view.mapFromScene(stack.scenePos()))
    stack.set_fanned(True)  # as hovering does
    fan = view.mapFromScene(stack.sceneBoundingRect()).boundingRect()
    assert not inset.isVisible() or not fan.intersects(inset.geometry())
    assert inset.isVisible()  # another corner was free: it moved there
    assert inset.geometry() != corner
    stack.set_fanned(False)
    assert inset.isVisible()


def test_the_overview_hides_while_an_open_stack_fills_the_view(qtbot: Any) -> None:
    w = _window(qtbot, (1280, 720))
    scene, view, inset = w.scene, w.map_view, w.map_view.overview
    assert scene is not None
    inset.setVisible(True)
    view.overview.follow_view()
    middle = scene.fit_rect().center()
    stack = min((s for s in scene.stacks.values() if len(s.pieces) > 2),
                key=lambda s: (s.scenePos() - middle).manhattanLength())
    view.centerOn(stack.scenePos())
    view.zoom_by(6.0)
    view.centerOn(stack.scenePos())
    stack.set_fanned(True)
    fan = view.mapFromScene(stack.sceneBoundingRect()).boundingRect()
    corners = [inset._rect_at(c) for c in ((1, 1), (0, 1), (1, 0), (0, 0))]
    assert all(c.intersects(fan) for c in corners)  # the open stack reaches every corner
    assert not inset.isVisible()  # so the inset hides while it is open
    stack.set_fanned(False)
    assert inset.isVisible() or inset.redundant
