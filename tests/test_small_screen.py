"""Issue 15 item 7: on a 1280×720 screen every window and dialog a player meets fits, and
can shrink to fit (its minimum size is smaller than the screen). The check runs in its own
process, on an offscreen screen of that size, with the application's own screen fit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def test_every_window_fits_a_1280_by_720_screen(tmp_path: Path) -> None:
    config = HERE / "data" / "screens" / "1280x720.json"
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               SV_DATA_DIR=str(tmp_path))
    run = subprocess.run([sys.executable, str(HERE / "small_screen_check.py")], env=env,
                         capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    lines = [line for line in run.stdout.splitlines() if line.strip()]
    assert lines == ["checked 13"], "\n".join(lines)


def test_the_fit_keeps_a_window_inside_the_free_area() -> None:
    from PySide6.QtCore import QRect

    from sv_desktop.common.screen_fit import fitted

    area = QRect(0, 0, 1280, 720)
    # a 1604x1004 window (frame 4+30 px) at the origin shrinks to the area
    assert fitted(QRect(0, 0, 1604, 1034), QRect(2, 30, 1600, 1000), area, (200, 100)) == (
        0, 0, 1276, 686)
    # a dialog centred on a large parent, partly off screen, comes back in whole
    assert fitted(QRect(900, 500, 644, 494), QRect(902, 530, 640, 460), area, (0, 0)) == (
        636, 226, 640, 460)
    # never below the window's minimum size
    assert fitted(QRect(0, 0, 900, 900), QRect(0, 0, 900, 900), area, (600, 800))[2:] == (
        900, 800)
