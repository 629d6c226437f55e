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


@pytest.fixture(scope="session", autouse=True)
def _english_interface(qapp: Any) -> None:
    """The interface in English with its catalogue (its plural forms: "1 draw", "2
    draws"), as the application starts when the system is English: every test sees the
    same words whatever ran before it (a test that switches language switches back)."""
    from sv_desktop.common import i18n

    i18n.install(i18n.Language.ENGLISH)


@pytest.fixture(autouse=True)
def _back_to_english() -> Any:
    """A test that left another language installed does not change the next one's words."""
    yield
    from sv_desktop.common import i18n

    if i18n.language() is not i18n.Language.ENGLISH:
        i18n.install(i18n.Language.ENGLISH)
