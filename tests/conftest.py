"""Shared fixtures. Qt runs offscreen in every test."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DATA = Path(__file__).parent / "data"
MINI = DATA / "mini"


@pytest.fixture
def mini_dir() -> Path:
    return MINI


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path_factory: pytest.TempPathFactory,
                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves, autosaves and settings never touch the real home folder."""
    monkeypatch.setenv("SV_DATA_DIR", str(tmp_path_factory.mktemp("svdata")))


@pytest.fixture(scope="session")
def shipped_map() -> Any:
    """The default map, parsed once per test session (it is large)."""
    from sv_model.loader import load_map
    from sv_model.paths import DEFAULT_MAP

    return load_map(DEFAULT_MAP)
