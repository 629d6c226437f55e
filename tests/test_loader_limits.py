"""Hostile data files (issue 17 items 1-4, 6-8): every one gets a ``DataFileError``
naming the file and the problem, within bounded time and memory; none crashes."""

from __future__ import annotations

import base64
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Any

import pytest
import yaml
from pytestqt.qtbot import QtBot

from sv_model.errors import DataFileError
from sv_model.loader import load_map, load_roster, load_scenario
from sv_model.paths import DEFAULT_MAP, DEFAULT_ROSTER
from sv_model.validation import validate_file
from sv_model.yamlio import MAX_DEPTH, MAX_NODES, read_yaml

MINI = Path(__file__).parent / "data" / "mini"
ROOT = Path(__file__).resolve().parent.parent


def _mini_map() -> dict[str, Any]:
    data = yaml.safe_load((MINI / "map.yaml").read_text())
    assert isinstance(data, dict)
    return data


def _write(tmp_path: Path, data: object, name: str = "map.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


@pytest.mark.parametrize("value", [float("nan"), float("inf"), -float("inf"), 1e12])
def test_a_label_point_must_be_finite_and_sane(tmp_path: Path, value: float) -> None:
    """17.1: a NaN or infinite label point passed validate and then crashed play."""
    data = _mini_map()
    data["zones"][0]["label"] = [value, 1.0]
    path = _write(tmp_path, data)
    with pytest.raises(DataFileError) as caught:
        load_map(path)
    text = str(caught.value)
    assert "map.yaml" in text and "label" in text
    assert validate_file(path)


@pytest.mark.parametrize("value", [float("nan"), float("inf"), 1e12])
def test_a_polygon_vertex_must_be_finite_and_sane(tmp_path: Path, value: float) -> None:
    """17.2: NaN, infinite or huge vertices raised GEOSException / OverflowError."""
    data = _mini_map()
    data["zones"][1]["polygons"][0][1] = [value, value]
    path = _write(tmp_path, data)
    with pytest.raises(DataFileError) as caught:
        load_map(path)
    assert "polygons" in str(caught.value)
    assert validate_file(path)


def test_river_points_and_background_placement_are_checked_too(tmp_path: Path) -> None:
    data = _mini_map()
    data.setdefault("rivers", []).append({"name": "Nilus", "points": [[0, 0], [float("nan"), 1]]})
    with pytest.raises(DataFileError, match="rivers"):
        load_map(_write(tmp_path, data))
    data = _mini_map()
    data["background"] = {"path": "scan.png", "x": float("inf")}
    with pytest.raises(DataFileError, match="background"):
        load_map(_write(tmp_path, data))


def test_corrupt_embedded_background_is_refused(tmp_path: Path) -> None:
    """17.7: corrupt base64 crashed edit-map (binascii.Error) while validate said OK."""
    data = _mini_map()
    data["background"] = {"embedded_png_base64": "iVBORw0KGgo!!!not-base64"}
    path = _write(tmp_path, data)
    with pytest.raises(DataFileError, match="base64"):
        load_map(path)
    assert validate_file(path)
    good = base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"0" * 40).decode()
    data["background"] = {"embedded_png_base64": "\n".join(textwrap.wrap(good, 20))}
    assert load_map(_write(tmp_path, data)).background is not None  # folded lines are fine


@pytest.mark.parametrize("version", ["true", "1.0", "'1'"])
def test_schema_version_must_be_the_integer(tmp_path: Path, version: str) -> None:
    """17.8: schema_version: true and 1.0 were accepted as 1."""
    for source, loader in ((DEFAULT_MAP, load_map), (DEFAULT_ROSTER, load_roster)):
        text = source.read_text().replace("schema_version: 1", f"schema_version: {version}", 1)
        path = tmp_path / source.name
        path.write_text(text)
        with pytest.raises(DataFileError, match="schema version"):
            loader(path)


def test_deep_nesting_is_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "deep.yaml"
    path.write_text("id: " + "[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5) + "\n")
    with pytest.raises(DataFileError, match="nested more than"):
        read_yaml(path)
    fine = tmp_path / "fine.yaml"
    fine.write_text("id: " + "[" * (MAX_DEPTH - 2) + "]" * (MAX_DEPTH - 2) + "\n")
    read_yaml(fine)


def test_alias_expansion_is_bounded(tmp_path: Path) -> None:
    lines = ["a0: &a0 [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    path = tmp_path / "laughs.yaml"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(DataFileError, match="aliases"):
        read_yaml(path)
    few = tmp_path / "few.yaml"
    few.write_text("a: &a [1, 2]\nb: [*a, *a]\n")
    assert read_yaml(few).data == {"a": [1, 2], "b": [[1, 2], [1, 2]]}


def test_the_shipped_files_are_well_within_the_bounds() -> None:
    for path in (DEFAULT_MAP, DEFAULT_ROSTER):
        data = read_yaml(path).data
        assert data is not None
    assert MAX_NODES >= 50 * 60_000  # the map holds about 54,000 values


def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    """17.6: validate and autoplay hung on a FIFO."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this platform")
    fifo = tmp_path / "map.yaml"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []

    def load() -> None:
        try:
            load_map(fifo)
        except BaseException as exc:
            outcome.append(exc)

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(5)
    if worker.is_alive():  # unblock the reader before failing
        with open(fifo, "w"):
            pass
        pytest.fail("loading a FIFO blocked")
    assert isinstance(outcome[0], DataFileError) and "pipe or a device" in str(outcome[0])


def test_a_device_is_refused(tmp_path: Path) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero")
    with pytest.raises(DataFileError, match="pipe or a device"):
        load_map("/dev/zero")


def test_a_scenario_naming_a_fifo_map_is_refused(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this platform")
    scenario = yaml.safe_load((MINI / "scenario.yaml").read_text())
    os.mkfifo(tmp_path / "fifo.yaml")
    scenario["map"] = "fifo.yaml"
    path = _write(tmp_path, scenario, "scenario.yaml")
    with pytest.raises(DataFileError, match="pipe or a device"):
        load_scenario(path)


BOUNDED = textwrap.dedent("""
    import resource, sys, time
    resource.setrlimit(resource.RLIMIT_AS, (500 * 1024 * 1024, 500 * 1024 * 1024))
    from sv_model.errors import DataFileError
    from sv_model.loader import load_map
    start = time.perf_counter()
    try:
        load_map(sys.argv[1])
    except DataFileError as exc:
        print("refused", round(time.perf_counter() - start, 2), str(exc).splitlines()[0])
    else:
        print("loaded")
""")


def _bounded_load(path: Path) -> tuple[str, float]:
    run = subprocess.run([sys.executable, "-c", BOUNDED, str(path)], capture_output=True,
                         text=True, timeout=60, cwd=ROOT)
    assert run.returncode == 0, f"crashed with {run.returncode}: {run.stderr[-500:]}"
    word, seconds, *_ = run.stdout.split(" ", 2)
    return word, float(seconds)


@pytest.mark.skipif(sys.platform == "win32", reason="resource limits are POSIX")
def test_deep_flow_nesting_fails_fast_in_bounded_memory(tmp_path: Path) -> None:
    """17.3: a 50 KB file nested 25,000 deep segfaulted every command."""
    path = tmp_path / "deep.yaml"
    path.write_text("id: " + "[" * 25_000 + "]" * 25_000 + "\n")
    word, seconds = _bounded_load(path)
    assert word == "refused" and seconds < 2


@pytest.mark.skipif(sys.platform == "win32", reason="resource limits are POSIX")
def test_an_alias_bomb_in_valid_fields_fails_fast_in_bounded_memory(tmp_path: Path) -> None:
    """17.4: anchors reused inside schema-valid fields expanded to 10^12 points."""
    data = (MINI / "map.yaml").read_text()
    ring = "&p0 [[0, 0], [1, 0], [1, 1], [0, 1]]"
    bomb = [f"x0: {ring}"]
    for i in range(1, 12):
        bomb.append(f"x{i}: &p{i} [" + ", ".join([f"*p{i - 1}"] * 10) + "]")
    path = tmp_path / "bomb.yaml"
    path.write_text("\n".join(bomb) + "\n" + data)
    word, seconds = _bounded_load(path)
    assert word == "refused" and seconds < 2


def test_the_editor_never_writes_a_map_it_cannot_read(qtbot: QtBot, tmp_path: Path) -> None:
    """16.1 / 17.5: an embedded scan made a map bigger than the loader reads; the
    save is refused with advice, and nothing is written."""
    from editor.map_editor.commands import SetBackgroundCommand
    from editor.map_editor.document import MapDocument, MapTooLargeError
    from editor.map_editor.window import EditorWindow
    from sv_model.schemas.map import BackgroundImage
    from sv_model.yamlio import MAX_FILE_BYTES

    doc = MapDocument.open(MINI / "map.yaml")
    huge = "A" * (MAX_FILE_BYTES + 4)  # valid base64, too big to read back
    doc.undo_stack.push(SetBackgroundCommand(doc, "Import background",
                                             BackgroundImage(embedded_png_base64=huge)))
    target = tmp_path / "map.yaml"
    with pytest.raises(MapTooLargeError, match="untick"):
        doc.save(target)
    assert not target.exists()
    window = EditorWindow(doc)
    window.interactive = False
    qtbot.addWidget(window)
    assert window.save_to(target) is False and not target.exists()
    doc.undo_stack.undo()  # without the embedded image it saves, and loads back
    assert window.save_to(target) is True
    assert load_map(target).id == doc.game_map.id
