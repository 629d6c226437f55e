"""Every command takes the same scenario names (a file or a shipped scenario's year) and
the shipped map by default (issue 38, minor)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sv_desktop.cli.main import main


@pytest.fixture(autouse=True)
def _elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # not the source folder: as installed from a wheel


def test_validate_takes_a_year(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "312"]) == 0
    assert "312: OK" in capsys.readouterr().out


def test_sheet_and_counters_take_a_year(qapp: object, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sheet", "305", "-o", str(tmp_path / "s.pdf")]) == 0
    assert main(["counters", "305", "-o", str(tmp_path / "c.pdf")]) == 0
    assert (tmp_path / "s.pdf").stat().st_size > 0 and (tmp_path / "c.pdf").stat().st_size > 0
    assert "file not found" not in capsys.readouterr().err


def test_map_commands_default_to_the_shipped_map(qapp: object, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["map-info"]) == 0
    assert "roman_world" in capsys.readouterr().out
    assert main(["map-image", "-o", str(tmp_path / "m.png"), "--width", "300"]) == 0
    assert (tmp_path / "m.png").stat().st_size > 0
