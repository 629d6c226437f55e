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
