"""Cold start (issue 33): the first frame of play mode is the finished picture, and the
work the first frame does not need waits until it is on screen."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from sv_desktop.board.board_view import board_from_scenario
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.map_view import MapView
from sv_model import load_scenario
from sv_model.paths import DEFAULT_SCENARIO


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
