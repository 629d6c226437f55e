"""``semper-victor map-info`` and ``map-image`` (on the small test map)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sv_desktop.cli.main import main

MINI = Path(__file__).parent / "data" / "mini" / "map.yaml"


def test_map_info_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["map-info", str(MINI), "--json"]) == 0
    first = capsys.readouterr().out
    assert main(["map-info", str(MINI), "--json"]) == 0
    assert capsys.readouterr().out == first  # deterministic
    info = json.loads(first)
    zones = {z["id"]: z for z in info["zones"]}
    assert zones["italia_1"]["owner"] == "italia"
    assert zones["italia_1"]["port_name"] == "Misenum"
    assert zones["franci"]["owner"] == "franci" and zones["franci"]["kind"] == "origin"
    assert "capital" in zones["galliae_1"]["flags"]
    assert {"a": "franci", "b": "galliae_1", "kind": "river", "river": "Rhenus"} in info["edges"]


def test_map_info_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["map-info", str(MINI)]) == 0
    out = capsys.readouterr().out
    assert "5 zones, 7 edges" in out and "franci -- galliae_1: river (Rhenus)" in out


def test_map_info_on_a_broken_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: sv-map\nschema_version: 1\nzones: [\n")
    assert main(["map-info", str(bad)]) == 2
    assert "bad.yaml" in capsys.readouterr().err


def test_map_image_draws_the_dioceses(tmp_path: Path, qapp: object) -> None:
    from PySide6.QtGui import QColor, QImage

    from sv_desktop.board.mapkit import palette
    from sv_desktop.board.mapkit.palette import mix

    out = tmp_path / "mini.png"
    assert main(["map-image", str(MINI), "-o", str(out), "--width", "400"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (400, 267)
    colours = {image.pixelColor(x, y).name() for x in range(0, 400, 7) for y in range(0, 267, 7)}
    galliae = mix("#4f7fbf", "#ffffff", palette.LAND_LIGHTEN)
    shades = {galliae.lighter(s).name() for s in (100, 114, 88)}
    assert colours & shades  # Galliae drawn in (a shade of) its diocese colour
    assert QColor(palette.SEA).name() in colours  # the sea, in the map kit's colour
