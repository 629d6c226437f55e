"""Cold start (issue 33): the first frame of play mode is the finished picture, and the
work the first frame does not need waits until it is on screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from gui_support import quiet_window
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from sv_desktop.board.board_view import board_from_scenario
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.map_view import MapView, OverviewInset
from sv_model import load_scenario
from sv_model.paths import DEFAULT_SCENARIO

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def bundle() -> Any:
    return load_scenario(DEFAULT_SCENARIO)


def test_the_first_frame_draws_the_visible_map_at_its_own_level(
        qtbot: QtBot, bundle: Any) -> None:
    """The tiles the view shows are rendered for its zoom before the first frame, not
    drawn from the coarser level and refined in the idle moments after it (the picture
    changed for a few tenths of a second after the window appeared); the coarser whole
    map, for later frames to fall back on, comes in those idle moments instead."""
    scene = MapScene(bundle.game_map)
    scene.set_board(board_from_scenario(bundle))
    view = MapView()
    qtbot.addWidget(view)
    view.resize(900, 950)
    view.set_map_scene(scene)
    view.show()
    view.grab()  # the first frame, before any idle moment
    tiles = scene.tiles
    level = tiles.level_for(view.current_scale())
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    visible = tiles.keys_for(level, shown)
    assert visible and [key for key in visible if key not in tiles.tiles] == []
    assert [key for key in tiles.wanted if key[0] == level] == []  # nothing to refine
    base = tiles.keys_for(tiles.base_level, tiles.area)
    assert tiles.base_level == level - 1
    qtbot.waitUntil(lambda: all(key in tiles.tiles for key in base), timeout=30000)


GC_PROBE = r"""
import gc, json, time
from PySide6.QtWidgets import QApplication
from sv_desktop.app.startup import start_window

before = gc.get_stats()[0]["collections"]
w = start_window(None)
started = {"enabled": gc.isenabled(), "frozen": gc.get_freeze_count(),
           "young collections": gc.get_stats()[0]["collections"] - before}
deadline = time.monotonic() + 60
while gc.get_freeze_count() == 0 and time.monotonic() < deadline:
    QApplication.processEvents()
print(json.dumps({"started": started, "frozen later": gc.get_freeze_count(),
                  "enabled later": gc.isenabled()}))
"""


def test_start_up_collects_no_garbage_before_the_first_frame(tmp_path: Path) -> None:
    """No automatic collection runs over the imports and the window's construction, and
    the idle collector's full collection (a tenth of a second on a busy machine) comes
    once the first frame is painted, not before it."""
    env = {**os.environ, "SV_DATA_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", GC_PROBE], capture_output=True, text=True,
                          env=env, timeout=180, check=False, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["started"] == {"enabled": False, "frozen": 0, "young collections": 0}
    assert seen["frozen later"] > 0 and seen["enabled later"] is False


def test_the_overview_draws_its_picture_once_for_the_first_frame(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening a scenario asked the overview inset for a new picture five times (the
    scene, the board, the preview, two sizes), each a render of the whole map, all before
    the first frame; it now draws it once, when it is painted, and again after a change."""
    sizes: list[tuple[float, float]] = []
    render = QGraphicsScene.render

    def counting(scene: QGraphicsScene, painter: Any, target: QRectF, *rest: Any) -> None:
        sizes.append((target.width(), target.height()))
        render(scene, painter, target, *rest)

    monkeypatch.setattr(QGraphicsScene, "render", counting)
    w = quiet_window(qtbot, show=False)
    w.resize(1600, 1000)
    w.open_scenario_or_map(DEFAULT_SCENARIO, DEFAULT_SCENARIO)
    w.show()
    qtbot.waitExposed(w)
    w.map_view.zoom_by(2.0)  # into the map: the overview shows in a corner
    w.map_view.overview.follow_view()
    inset = w.map_view.overview
    qtbot.waitUntil(lambda: inset.isVisible() and not inset.picture.isNull())
    w.grab()

    def overview_pictures() -> list[tuple[float, float]]:  # tiles are 512 pixels wide
        return [size for size in sizes if size[0] <= OverviewInset.WIDTH]

    assert overview_pictures() == [(inset.width(), inset.height())]
    inset.refresh()  # a change of control
    w.grab()
    assert len(overview_pictures()) == 2


def test_tiles_cut_from_one_block_show_what_each_tile_rendered_alone_shows(
        bundle: Any) -> None:
    """The first frame renders its tiles as one picture (each outline stroked once): the
    tiles cut from it are those rendered one by one, but for antialiasing at the seams."""
    scene = MapScene(bundle.game_map)
    scene.set_board(board_from_scenario(bundle))
    tiles = scene.tiles
    r = scene.sceneRect()
    keys = tiles.keys_for(0, QRectF(r.left() + r.width() * 0.3, r.top() + r.height() * 0.2,
                                    1600, 1700))
    alone = {key: tiles.render(key) for key in keys}
    tiles.render_block(keys)
    assert sorted(tiles.tiles) == sorted(keys)
    for key, image in alone.items():
        cut = tiles.tiles[key][0]
        samples = [(x, y) for y in range(0, 512, 4) for x in range(0, 512, 4)]
        differ = sum(image.pixel(x, y) != cut.pixel(x, y) for x, y in samples)
        assert differ <= len(samples) // 100, key


def test_tiles_a_frame_shows_are_rendered_before_the_coarse_map_that_waits(
        qtbot: QtBot, bundle: Any) -> None:
    """Until the coarse whole map is ready, a part of the map never shown before has
    nothing to fall back on: a window made larger right after it opened must get its
    missing tiles first, not after the 35 coarse ones queued by the first frame."""
    scene = MapScene(bundle.game_map)
    scene.set_board(board_from_scenario(bundle))
    view = MapView()
    view.readable_start = True  # as play mode: the same zoom at any size
    qtbot.addWidget(view)
    view.resize(700, 700)
    view.set_map_scene(scene)
    view.show()
    view.grab()
    tiles = scene.tiles
    queued = len(tiles.wanted)
    view.resize(1500, 1000)
    view.grab()
    level = tiles.level_for(view.current_scale())
    assert level == tiles.base_level + 1 and queued >= 20
    assert any(key[0] == level for key in tiles.wanted)  # the part the resize shows
    qtbot.waitUntil(lambda: not any(key[0] == level for key in tiles.wanted), timeout=30000)
    assert len([key for key in tiles.wanted if key[0] == tiles.base_level]) >= queued - 2


def test_the_first_frame_is_the_smooth_one(qtbot: QtBot) -> None:
    """The zoom the window opens at is the program's, not a move of the user's: its first
    frame is drawn smooth, with no second, smooth frame due 160 ms later (the window's
    picture changed once more after it appeared)."""
    from PySide6.QtCore import QEvent, QObject

    w = quiet_window(qtbot)
    w.resize(1600, 1000)
    w.open_scenario_or_map(DEFAULT_SCENARIO, DEFAULT_SCENARIO)
    seen: list[tuple[bool, bool]] = []
    view = w.map_view

    class FirstFrame(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not seen:
                scene = view.map_scene()
                seen.append((scene is not None and scene.fast_tiles, view._settle.isActive()))
            return False

    spy = FirstFrame(view.viewport())
    view.viewport().installEventFilter(spy)
    w.show()
    qtbot.waitUntil(lambda: bool(seen))
    view.viewport().removeEventFilter(spy)
    assert seen == [(False, False)]


def _window_before_play(qtbot: QtBot) -> Any:
    """The window on 305's set-up, shown and painted, as the application has it right
    after the first frame: play mode's parts are not built yet (they would be on idle)."""
    w = quiet_window(qtbot)
    w.resize(1280, 720)
    w.open_scenario_or_map(DEFAULT_SCENARIO, DEFAULT_SCENARIO)
    w.show()
    qtbot.waitExposed(w)
    w.grab()
    assert not w.play_loaded
    return w


def test_a_click_on_the_map_before_play_mode_has_loaded_is_answered(qtbot: Any) -> None:
    """Issue 33: a click on a counter that comes before play mode's deferred parts are
    built builds them first and then reaches them: the stack inspector shows the zone,
    as it does once they are built."""
    from PySide6.QtCore import Qt

    w = _window_before_play(qtbot)
    assert w.scene is not None and w.inspector.zone_id is None
    view = w.map_view
    shown = view.viewport().rect().adjusted(40, 40, -40, -40)
    for piece in w.scene.board.pieces:
        stack = w.scene.stack_of_piece(piece.id)
        item = stack.items.get(piece.id) if stack is not None else None
        if item is not None and item.isVisible():
            point = view.mapFromScene(item.sceneBoundingRect().center())
            if shown.contains(point) and view.itemAt(point) is item:
                break
    else:
        pytest.fail("no counter of the set-up is on show")
    assert stack is not None
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert w.play_loaded
    assert w.inspector.zone_id == stack.zone_id
    assert w.inspector.list.count() == len(w.scene.board.in_zone(stack.zone_id))


def test_a_shortcut_or_a_menu_before_play_mode_has_loaded_is_answered(qtbot: Any) -> None:
    """Issue 33: History ▸ History Browser (F9, an entry of play mode's deferred parts)
    pressed before they are built opens the dock; the File menu opened first shows the
    print entries in their place, before Quit."""
    from PySide6.QtCore import Qt

    w = _window_before_play(qtbot)
    w.activateWindow()  # a window's shortcuts work in the active window
    qtbot.waitUntil(w.isActiveWindow)
    assert w.history_dock.isHidden() and not w.play_loaded
    qtbot.keyClick(w.map_view.viewport(), Qt.Key.Key_F9)
    assert w.play_loaded and not w.history_dock.isHidden()
    assert w.history_dock.widget() is w.history_panel

    w = _window_before_play(qtbot)
    bar = w.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(w.file_menu.menuAction()).center())
    assert w.play_loaded
    qtbot.waitUntil(w.file_menu.isVisible)
    texts = [a.text() for a in w.file_menu.actions()]
    w.file_menu.close()
    assert texts[texts.index("&Recent Files") + 1:] == [
        "", "Print Se&tup Sheet…", "Print &Position…", "Print Counter S&heet…",
        "&Export PDF…", "", "&Quit"]
