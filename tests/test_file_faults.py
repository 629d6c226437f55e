"""File faults (issue 17, items 15, 17 and 18): an unusable data folder, Open Recent on a
file deleted since, temporary files left by a killed write, symbolic links and file
modes. The data folder is made unusable in ways that hold even for root (tests may run
as root, which ignores permission bits): a path under a regular file, or a folder of
/proc where nothing can be created."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from gui_support import GUI_SCENARIO, quiet_window
from PySide6.QtWidgets import QFileDialog

from sv_desktop.cli.main import main
from sv_model import yamlio
from sv_model.yamlio import atomic_write_text

READ_ONLY_FOLDER = Path("/proc/self")


def _unusable_data_dirs(tmp_path: Path) -> list[Path]:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n", encoding="utf-8")
    dirs = [blocker / "data"]
    if sys.platform.startswith("linux") and READ_ONLY_FOLDER.is_dir():
        dirs.append(READ_ONLY_FOLDER)
    return dirs


@pytest.mark.parametrize("which", [0, 1])
def test_the_app_starts_warns_and_saves_anywhere_with_an_unusable_data_folder(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, which: int) -> None:
    dirs = _unusable_data_dirs(tmp_path)
    if which >= len(dirs):
        pytest.skip("no read-only folder on this system")
    monkeypatch.setenv("SV_DATA_DIR", str(dirs[which]))
    w = quiet_window(qtbot)
    w.warn_if_data_folder_unusable()
    assert "cannot" in w.last_error and str(dirs[which]) in w.last_error
    w.controller.new_game(GUI_SCENARIO, 3)
    assert w.controller.active
    starts: list[str] = []
    target = tmp_path / "chosen" / "kept.svsave"
    target.parent.mkdir()

    def save_dialog(_parent: Any, _title: str, start: str, _filter: str) -> tuple[str, str]:
        starts.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    assert w.save_game_as()
    assert target.is_file() and Path(starts[0]).parent.is_dir()

    def open_dialog(_parent: Any, _title: str, start: str, _filter: str) -> tuple[str, str]:
        starts.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_dialog)
    w.load_game_dialog()
    assert w.controller.active and w.controller.save_path == target
    assert Path(starts[1]).is_dir()


def test_autoplay_save_into_an_unwritable_folder_is_a_message(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = _unusable_data_dirs(tmp_path)[0] / "game.svsave"
    assert main(["autoplay", str(GUI_SCENARIO), "--seed", "1", "--turns", "1",
                 "--save", str(target)]) == 1
    err = capsys.readouterr().err
    assert str(target) in err and "Traceback" not in err


@pytest.mark.parametrize("kind", ["scenario", "save"])
def test_open_recent_on_a_deleted_file_keeps_the_game_and_says_why(
        qtbot: Any, tmp_path: Path, kind: str) -> None:
    w = quiet_window(qtbot)
    w.controller.new_game(GUI_SCENARIO, 3)
    game = w.controller.game
    gone = tmp_path / ("gone.yaml" if kind == "scenario" else "gone.svsave")
    if kind == "scenario":
        gone.write_text(GUI_SCENARIO.read_text(encoding="utf-8"), encoding="utf-8")
    else:
        w.controller.save(gone)
    w.prefs.add_recent(gone)
    gone.unlink()
    w.open_recent(gone)
    assert w.controller.game is game
    assert str(gone) in w.last_error and "not found" in w.last_error


def test_open_on_a_broken_scenario_keeps_the_game(qtbot: Any, tmp_path: Path) -> None:
    w = quiet_window(qtbot)
    w.controller.new_game(GUI_SCENARIO, 3)
    game = w.controller.game
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: sv-scenario\nschema_version: 1\nname: [\n", encoding="utf-8")
    w.open_recent(bad)
    assert w.controller.game is game and "bad.yaml" in w.last_error


# --- temporary files, links, modes ------------------------------------------------------

def _kill_during_write(target: Path) -> None:
    """A child process that dies (SIGKILL) in the middle of writing ``target``."""
    code = ("import os, sys\n"
            "import sv_model.yamlio as y\n"
            "real = os.fsync\n"
            "def die(fd):\n"
            "    os.kill(os.getpid(), 9)\n"
            "y.os.fsync = die\n"
            f"y.atomic_write_text({str(target)!r}, 'x' * 100000)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60,
                          check=False)
    assert done.returncode == -signal.SIGKILL


def test_a_killed_write_leaves_a_recognisable_temp_file_cleaned_by_the_next_write(
        tmp_path: Path) -> None:
    """Each write removes what killed writes of the same file left: after three kills,
    one temporary file (the last) remains, and the next write removes it."""
    target = tmp_path / "game.svsave"
    target.write_text("previous\n", encoding="utf-8")
    for _ in range(3):
        _kill_during_write(target)
    left = [p for p in tmp_path.iterdir() if p != target]
    assert len(left) == 1 and left[0].name.startswith(".game.svsave.") \
        and left[0].name.endswith(".sv-tmp"), left
    assert target.read_text(encoding="utf-8") == "previous\n"
    atomic_write_text(target, "next\n")
    assert [p.name for p in tmp_path.iterdir()] == ["game.svsave"]


def test_start_up_cleans_stale_temp_files_of_dead_writers_only(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "map.yaml"
    target.parent.mkdir()
    _kill_during_write(target)
    live = target.parent / f".other.yaml.{os.getpid()}-abcdef.sv-tmp"
    live.write_text("a write in progress\n", encoding="utf-8")
    old_style = target.parent / ".older.yaml.k2j4h5g6.tmp"
    old_style.write_text("left by an earlier version\n", encoding="utf-8")
    week_ago = time.time() - 7 * 86400
    os.utime(old_style, (week_ago, week_ago))
    mine = target.parent / "notes.tmp"
    mine.write_text("the user's own file\n", encoding="utf-8")
    removed = yamlio.remove_stale_temp_files(tmp_path)
    assert removed == 2
    assert sorted(p.name for p in target.parent.iterdir()) == sorted(
        [live.name, mine.name])


def test_saving_over_a_symlink_writes_through_it(tmp_path: Path) -> None:
    real = tmp_path / "real" / "game.svsave"
    real.parent.mkdir()
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "link.svsave"
    link.symlink_to(real)
    atomic_write_text(link, "new\n")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8") == "new\n"


def test_a_write_keeps_the_file_mode_and_a_new_file_follows_the_umask(tmp_path: Path) -> None:
    kept = tmp_path / "shared.yaml"
    kept.write_text("a: 1\n", encoding="utf-8")
    kept.chmod(0o664)
    atomic_write_text(kept, "a: 2\n")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o664
    fresh = tmp_path / "fresh.yaml"
    old = os.umask(0o022)
    try:
        atomic_write_text(fresh, "b: 1\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o644
