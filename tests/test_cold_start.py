"""Cold start (issue 33): opening play mode's window must not load the computer
opponent or the matches' machinery; they load when a computer's seat first plays, or
when a match is run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOT_AT_START = ("sv_model.ai", "sv_model.ai.match", "sv_model.balance",
                "concurrent.futures.process", "sv_model.history")


def _modules_after(statement: str) -> set[str]:
    """The modules a fresh interpreter holds after ``statement`` (a fresh process: this
    one has imported everything already)."""
    code = f"import json, sys\n{statement}\nprint(json.dumps(sorted(sys.modules)))"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True,
                          capture_output=True, text=True, timeout=120)
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def test_importing_the_main_window_loads_neither_the_ai_nor_the_match_module() -> None:
    loaded = _modules_after("import sv_desktop.app.main_window")
    assert "sv_desktop.app.main_window" in loaded
    assert sorted(m for m in NOT_AT_START if m in loaded) == []


def test_the_ai_package_loads_its_parts_when_asked() -> None:
    """``sv_model.ai``'s names load on first use: a player without the match module,
    which loads with ``run_match``."""
    loaded = _modules_after("from sv_model.ai import AiPlayer")
    assert "sv_model.ai.players" in loaded and "sv_model.ai.match" not in loaded
    loaded = _modules_after("from sv_model.ai import run_match")
    assert "sv_model.ai.match" in loaded


def test_the_command_line_loads_neither_the_ai_nor_the_engine_before_the_window() -> None:
    """``semper-victor`` builds its parser (every command's module) before it opens the
    window: that must not pull in the computer opponent or the rules engine (the match
    command's module imported ``sv_model.ai.blunders``, and through it ``Game``)."""
    loaded = _modules_after("from sv_desktop.cli.main import build_parser\nbuild_parser()")
    assert "sv_desktop.cli.match" in loaded
    assert sorted(m for m in (*NOT_AT_START, "sv_model.engine.game") if m in loaded) == []


FIRST_FRAME_PROBE = r"""
import gc, json, sys, time
from PySide6.QtWidgets import QApplication
from sv_desktop.app.startup import start_window

w = start_window(None)
w.map_view.viewport().grab()  # the first frame, before the event loop has run
first = sorted(sys.modules)
drawn = w.scene is not None and bool(w.scene.tiles.tiles) and bool(w.scene.board.pieces)
loaded_at_first = getattr(w, "play_loaded", True)  # a window that builds play mode eagerly
deadline = time.monotonic() + 60
while gc.get_freeze_count() == 0 and time.monotonic() < deadline:
    QApplication.processEvents()
print(json.dumps({"first": first, "drawn": drawn, "loaded at first": loaded_at_first,
                  "loaded later": getattr(w, "play_loaded", True),
                  "later": sorted(sys.modules)}))
"""
# What the first frame of 305's set-up does not draw (issue 33): the rules engine, the
# computer opponent, play mode's coordinator and controller, the play session, the
# dialogs, the history, the sheets. Each entry is a package (all its modules) but for
# the modules named in LIGHT_AT_START.
NOT_IN_FIRST_FRAME = ("sv_model.engine", "sv_model.games", "sv_model.ai", "sv_model.history",
                      "sv_desktop.play", "sv_desktop.session", "sv_desktop.dialogs",
                      "sv_desktop.history", "sv_desktop.sheets", "sv_desktop.ai",
                      "sv_desktop.board.describe", "sv_desktop.board.position", "editor")
LIGHT_AT_START = (
    "sv_desktop.play", "sv_desktop.play.hotseat",  # the hand panel and handover screen
    "sv_desktop.session", "sv_desktop.session.saves",  # the save files' suffix
)


def _in_first_frame_ban(module: str) -> bool:
    return module not in LIGHT_AT_START and any(
        module == banned or module.startswith(banned + ".") for banned in NOT_IN_FIRST_FRAME)


def test_the_first_frame_imports_only_what_it_draws(tmp_path: Path) -> None:
    """The window opened as the application opens it, with its first frame painted and
    the event loop not yet run: the set-up of 305 is drawn, and none of play mode's
    machinery is imported (``MainWindow`` built it eagerly, some 120 modules); it loads
    once the loop is idle after the first frame."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SV_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME_PROBE], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert [m for m in seen["first"] if _in_first_frame_ban(m)] == []
    assert seen["drawn"] and not seen["loaded at first"]
    assert seen["loaded later"]
    later = set(seen["later"])
    assert {"sv_model.engine.game", "sv_desktop.play.coordinator", "sv_desktop.ai.driver",
            "sv_desktop.history.browser", "sv_desktop.sheets.print_actions"} <= later
