"""Saves that travel (issue 17, item 12): a save embeds the scenario, map and roster it
was played on, so it loads after its files are gone or edited and on another machine at
another path; embedded data that were altered, damaged or oversized are refused naming
the file; embedded data go through the same checks as files; an old save that names
its scenario by path says, when its replay diverges, which files it was replayed on."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest
import yaml

from sv_desktop.session.saves import load_save
from sv_desktop.session.saves import write_save as write_desktop_save
from sv_model.engine.autoplay import choose_action
from sv_model.engine.game import Game
from sv_model.engine.save import game_from_save, read_save, save_dict, write_save
from sv_model.errors import DataFileError, ReplayMismatchError
from sv_model.loader import load_scenario
from sv_model.paths import shipped_dir

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = "312_milvian_bridge.yaml"


def _copied_data(folder: Path) -> Path:
    """The 312 scenario with its map and roster copied into ``folder`` (its path)."""
    folder.mkdir(parents=True)
    shutil.copy(ROOT / "resources" / "maps" / "roman_world.yaml", folder / "roman_world.yaml")
    shutil.copy(ROOT / "resources" / "roster" / "roster.yaml", folder / "roster.yaml")
    data = yaml.safe_load((shipped_dir("scenarios") / SCENARIO).read_text(encoding="utf-8"))
    data["map"], data["roster"] = "roman_world.yaml", "roster.yaml"
    (folder / SCENARIO).write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True),
                                   encoding="utf-8")
    return folder / SCENARIO


def _played(scenario: Path, actions: int = 40) -> Game:
    game = Game.new(load_scenario(scenario), 11)
    rng = random.Random(3)
    for _ in range(actions):
        if game.state.over:
            break
        game.apply(choose_action(game, rng))
    return game


def _pack(text: str) -> str:
    return base64.b64encode(zlib.compress(text.encode("utf-8"))).decode("ascii")


def _read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, Game]:
    """A game saved from data in a folder that is then deleted."""
    game = _played(_copied_data(tmp_path / "data"))
    path = tmp_path / "game.svsave"
    write_desktop_save(path, game)
    shutil.rmtree(tmp_path / "data")
    return path, game


def test_a_save_loads_after_its_files_are_gone(saved: tuple[Path, Game]) -> None:
    path, game = saved
    again, _scenario = load_save(path)
    assert again.state.digest() == game.state.digest() and again.actions == game.actions
    assert again.bundle.game_map.id == game.bundle.game_map.id


def test_a_save_loads_after_the_map_it_used_was_edited(tmp_path: Path) -> None:
    scenario = _copied_data(tmp_path / "data")
    game = _played(scenario)
    write_save(game, tmp_path / "game.svsave")
    map_file = tmp_path / "data" / "roman_world.yaml"
    edited = yaml.safe_load(map_file.read_text(encoding="utf-8"))
    edited["edges"] = edited["edges"][5:]  # the owner changes adjacency after the game
    map_file.write_text(yaml.safe_dump(edited, sort_keys=False), encoding="utf-8")
    again = read_save(tmp_path / "game.svsave")
    assert again.state.digest() == game.state.digest()
    assert len(again.bundle.game_map.edges) == len(game.bundle.game_map.edges)


def test_a_save_replays_in_another_installation_at_another_path(
        saved: tuple[Path, Game], tmp_path: Path) -> None:
    """Another checkout of the program (the source copied elsewhere, as a fresh clone
    would be), run from an unrelated folder, reads the save."""
    path, game = saved
    clone = tmp_path / "elsewhere" / "semper-victor"
    for part in ("sv_model", "sv_desktop", "editor", "resources", "scenarios", "docs"):
        shutil.copytree(ROOT / part, clone / part,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    work = tmp_path / "work"
    work.mkdir()
    env = dict(os.environ, PYTHONPATH=str(clone), SV_DATA_DIR=str(tmp_path / "user"))
    done = subprocess.run([sys.executable, "-m", "sv_desktop", "replay", str(path)], cwd=work,
                          capture_output=True, text=True, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert str(clone) in subprocess.run(
        [sys.executable, "-c", "import sv_model; print(sv_model.__file__)"], cwd=work,
        capture_output=True, text=True, env=env, check=True).stdout
    assert f"AD {game.state.year}" in done.stdout or str(game.state.year) in done.stdout


def test_an_altered_embedded_map_is_refused_naming_the_map(saved: tuple[Path, Game]) -> None:
    path, _game = saved
    data = _read(path)
    text = zlib.decompress(base64.b64decode(data["data"]["map"]["zlib_base64"])).decode()
    data["data"]["map"]["zlib_base64"] = _pack(text.replace("Roma", "Rome", 1))
    with pytest.raises(DataFileError) as caught:
        game_from_save(data, None, source="sent.svsave")
    message = str(caught.value)
    assert "roman_world.yaml" in message and "altered or damaged" in message
    assert caught.value.problems[0].field == "data.map"


@pytest.mark.parametrize(("damage", "expected"), [
    ("not base64 at all!", "not valid compressed data"),
    (base64.b64encode(b"plain bytes, not zlib").decode(), "not valid compressed data"),
    (base64.b64encode(zlib.compress(b"format: sv-map\n")[:-6]).decode(), "cut short"),
    (base64.b64encode(zlib.compress(b"\0" * (40 * 1024 * 1024))).decode(), "once decompressed"),
])
def test_damaged_or_oversized_embedded_data_get_a_message(saved: tuple[Path, Game], damage: str,
                                                          expected: str) -> None:
    data = _read(saved[0])
    data["data"]["roster"]["zlib_base64"] = damage
    with pytest.raises(DataFileError, match=expected):
        game_from_save(data, None, source="sent.svsave")


def test_embedded_data_pass_the_same_checks_as_files(saved: tuple[Path, Game]) -> None:
    """A save whose embedded map was given an overlap, with a recomputed checksum, is
    refused with the message ``validate`` gives for that map."""
    data = _read(saved[0])
    raw = zlib.decompress(base64.b64decode(data["data"]["map"]["zlib_base64"])).decode()
    m = yaml.safe_load(raw)
    first, second = m["zones"][0], m["zones"][1]
    second["polygons"] = first["polygons"] + second["polygons"]
    text = yaml.safe_dump(m, sort_keys=False, allow_unicode=True)
    data["data"]["map"] = {"file": "roman_world.yaml", "zlib_base64": _pack(text),
                           "sha256": hashlib.sha256(text.encode()).hexdigest()}
    with pytest.raises(DataFileError) as caught:
        game_from_save(data, None, source="sent.svsave")
    problems = caught.value.problems
    assert problems and all("sent.svsave (its map roman_world.yaml)" in p.path for p in problems)
    assert any(p.check.startswith("map.") for p in problems)


def test_a_format_3_save_that_diverges_names_the_files_it_was_replayed_on(
        tmp_path: Path) -> None:
    scenario = _copied_data(tmp_path / "data")
    game = _played(scenario, 120)
    data = save_dict(game)
    del data["data"]
    data["schema_version"] = 3
    data["scenario"] = str(scenario)
    edited = yaml.safe_load(scenario.read_text(encoding="utf-8"))
    control = edited["diocese_control"]
    first = sorted(control)[0]
    control[first] = "PRIMUS" if control[first] == "SECONDUS" else "SECONDUS"
    scenario.write_text(yaml.safe_dump(edited, sort_keys=False, allow_unicode=True),
                        encoding="utf-8")
    with pytest.raises(ReplayMismatchError) as caught:
        game_from_save(data, None, source="old.svsave")
    message = str(caught.value)
    assert str(scenario) in message and "as they are now" in message


def test_a_save_is_small_enough_to_mail() -> None:
    game = _played(shipped_dir("scenarios") / SCENARIO, 10)
    size = len(json.dumps(save_dict(game)))
    assert size < 200_000, size
