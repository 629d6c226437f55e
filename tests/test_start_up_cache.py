"""The start-up cache (issue 41, item 5 and the special files; issue 39, the hotseat
default): an entry serves only the files it stands for, unchanged, and a round trip
through it gives the very models the loader gives, defaults included."""

from __future__ import annotations

import json
import os
import shutil
import signal
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from sv_desktop.common import bundle_cache
from sv_desktop.common.bundle_cache import cache_dir, load_scenario_cached
from sv_model.loader import load_scenario
from sv_model.paths import SCENARIOS_DIR
from sv_model.yamlio import atomic_write_bytes, atomic_write_text

SHIPPED = sorted(SCENARIOS_DIR.glob("*.yaml"))
S305 = SCENARIOS_DIR / "305_second_tetrarchy.yaml"
S312 = SCENARIOS_DIR / "312_milvian_bridge.yaml"


def _fields_set(model: Any, where: str = "") -> Iterator[tuple[str, frozenset[str]]]:
    """Every model's set fields, by its place in the tree."""
    if isinstance(model, BaseModel):
        yield where, frozenset(model.model_fields_set)
        for name in type(model).model_fields:
            yield from _fields_set(getattr(model, name), f"{where}.{name}")
    elif isinstance(model, list | tuple):
        for i, item in enumerate(model):
            yield from _fields_set(item, f"{where}[{i}]")
    elif isinstance(model, dict):
        for key, item in model.items():
            yield from _fields_set(item, f"{where}[{key}]")


def _same_models(a: Any, b: Any) -> None:
    for part in ("scenario", "game_map", "roster"):
        x, y = getattr(a, part), getattr(b, part)
        assert x.model_dump() == y.model_dump(), part
        assert dict(_fields_set(x)) == dict(_fields_set(y)), part


def _entries() -> list[Path]:
    return sorted(cache_dir().glob("*.json"))


@pytest.mark.parametrize("scenario", SHIPPED, ids=[p.stem[:3] for p in SHIPPED])
def test_a_round_trip_through_the_cache_gives_the_loaders_models(scenario: Path) -> None:
    """The cache used to mark every field as set by the file, so that the hotseat
    default of "Ask at every stratagem window" was skipped (issue 39)."""
    first = load_scenario_cached(scenario)
    assert len(_entries()) == 1
    warm = load_scenario_cached(scenario)
    _same_models(warm, load_scenario(scenario))
    _same_models(first, warm)
    assert "ask_at_every_window" not in warm.scenario.options.model_fields_set


def _entry_of(scenario: Path) -> Path:
    before = set(_entries())
    load_scenario_cached(scenario)
    (entry,) = set(_entries()) - before
    return entry


def test_an_entry_copied_over_another_scenarios_is_rebuilt() -> None:
    e305, e312 = _entry_of(S305), _entry_of(S312)
    shutil.copyfile(e312, e305)
    bundle = load_scenario_cached(S305)
    assert bundle.scenario.id == load_scenario(S305).scenario.id != "milvian_bridge_312"
    assert e305.read_bytes() != e312.read_bytes()  # rebuilt from the files


def test_an_edited_entry_is_not_served_and_is_rebuilt() -> None:
    entry = _entry_of(S305)
    head, payload = entry.read_bytes().split(b"\n", 1)
    doc = json.loads(payload)
    ring = doc["map"]["zones"][0]["polygons"][0]
    ring[0] = list(doc["map"]["zones"][1]["polygons"][0][0])  # a vertex moved into a neighbour
    entry.write_bytes(head + b"\n" + json.dumps(doc).encode())
    served = load_scenario_cached(S305)
    _same_models(served, load_scenario(S305))
    assert json.loads(entry.read_bytes().split(b"\n", 1)[1]) != doc


@pytest.fixture
def alarm() -> Iterator[None]:
    """Fail, instead of hanging the run, if a read blocks for 20 s."""

    def hung(_signum: int, _frame: Any) -> None:
        raise TimeoutError("the read blocked")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def _deep(entry: Path) -> None:
    entry.write_bytes(b"[" * 200_000 + b"]" * 200_000 + b"\n{}")


def _fifo(entry: Path) -> None:
    os.mkfifo(entry)


def _zero(entry: Path) -> None:
    entry.symlink_to("/dev/zero")


def _huge(entry: Path) -> None:
    with entry.open("wb") as out:  # sparse: no disk used
        out.truncate(bundle_cache.MAX_ENTRY_BYTES + 1)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX special files")
@pytest.mark.parametrize("spoil", [_fifo, _zero, _deep, _huge],
                         ids=["fifo", "dev-zero", "nested-200000", "over-limit"])
def test_a_special_or_hostile_entry_is_rebuilt_at_once(alarm: None, spoil: Any) -> None:
    entry = _entry_of(S312)
    entry.unlink()
    spoil(entry)
    _same_models(load_scenario_cached(S312), load_scenario(S312))
    assert entry.is_file() and not entry.is_symlink()
    assert stat.S_ISCHR(os.stat("/dev/zero").st_mode)  # never written through the link


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX special files")
def test_a_write_never_replaces_a_pipe_or_a_device_even_behind_a_link(tmp_path: Path) -> None:
    """A cache entry linked to /dev/zero was once written through the link: the write's
    rename replaced the device with a regular file (as root)."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    link = tmp_path / "link.json"
    link.symlink_to(pipe)
    for target in (pipe, link):
        with pytest.raises(OSError, match="not a regular file"):
            atomic_write_text(target, "x")
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode) and link.is_symlink()
    atomic_write_bytes(link, b"own file", follow_links=False)  # the link itself is replaced
    assert not link.is_symlink() and link.read_bytes() == b"own file"
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX special files")
@pytest.mark.parametrize("spoil", [_fifo, _zero], ids=["fifo", "dev-zero"])
def test_a_settings_file_that_is_not_a_regular_file_is_never_opened(
        alarm: None, spoil: Any) -> None:
    from sv_desktop.common.settings import Preferences
    from sv_model.paths import user_data_dir

    user_data_dir().mkdir(parents=True, exist_ok=True)
    spoil(user_data_dir() / "settings.ini")
    prefs = Preferences()
    assert prefs.hotseat_handover and not prefs.casual_undo  # the defaults


# --- two launches on one data folder, through the real start-up path ------------------

PROBE = r"""
import json, sys
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox
from sv_desktop.app.startup import start_window
from sv_desktop.dialogs.new_game_dialog import NewGameDialog

flip = sys.argv[1] == "flip"
w = start_window(None)
QApplication.processEvents()
prefs = w.prefs
names = ["always_ask_reactions", "hotseat_handover", "casual_undo", "show_overview"]
if flip:
    for name in names:
        setattr(prefs, name, not getattr(prefs, name))
    prefs.sync()
dialog = NewGameDialog(w, w.preview.path)
options = {name: (widget.isChecked() if isinstance(widget, QCheckBox)
                  else widget.currentData())
           for name, widget in dialog.option_widgets.items()}
print(json.dumps({"options": options, "chosen": dialog.options().model_dump(mode="json"),
                  "prefs": {name: getattr(prefs, name) for name in names},
                  "scenario": w.preview.scenario.id}))
"""


def _launch(data: Path, mode: str) -> dict[str, Any]:
    env = {**os.environ, "SV_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", PROBE, mode], capture_output=True, text=True,
                          env=env, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_two_launches_on_one_data_folder_keep_every_option_and_setting(tmp_path: Path) -> None:
    """Issue 39: the first New Game dialog had "Ask at every stratagem window" ticked, the
    second (cache warm) unticked. Every option of the dialog and every preference must
    come back the same at the second launch, and a changed preference must be kept."""
    data = tmp_path / "data"
    cold = _launch(data, "keep")
    assert list((data / "cache").glob("*.json")), "the first launch fills the cache"
    warm = _launch(data, "keep")
    assert cold["options"]["ask_at_every_window"] is True
    assert warm == cold
    assert warm["chosen"]["ask_at_every_window"] is True
    flipped = _launch(data, "flip")
    again = _launch(data, "keep")
    assert again["prefs"] == {k: not v for k, v in cold["prefs"].items()}
    assert again["options"] == flipped["options"] == cold["options"]
