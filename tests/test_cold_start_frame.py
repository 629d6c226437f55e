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
from pytestqt.qtbot import QtBot

from sv_desktop.board.board_view import board_from_scenario
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.map_view import MapView
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
