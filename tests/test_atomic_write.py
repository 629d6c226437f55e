"""Atomic writes never destroy the previous file (issue 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sv_model.yamlio import atomic_write_text, read_yaml, write_yaml


def test_write_then_read_round_trip(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "save.yaml"
    write_yaml(target, {"a": [1, 2], "name": "Constantin"})
    assert read_yaml(target).data == {"a": [1, 2], "name": "Constantin"}
    assert [p.name for p in target.parent.iterdir()] == ["save.yaml"]


def test_failed_write_keeps_previous_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "save.yaml"
    atomic_write_text(target, "old: 1\n")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("sv_model.yamlio.os.replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_text(target, "new: 2\n")
    assert target.read_text() == "old: 1\n"
    assert [p.name for p in tmp_path.iterdir()] == ["save.yaml"]


def test_unserialisable_data_leaves_no_temp_file(tmp_path: Path) -> None:
    target = tmp_path / "x.yaml"
    atomic_write_text(target, "keep: true\n")
    with pytest.raises(Exception):  # noqa: B017 - yaml raises its own representer error
        write_yaml(target, {"bad": object()})
    assert target.read_text() == "keep: true\n"
    assert len(list(tmp_path.iterdir())) == 1
