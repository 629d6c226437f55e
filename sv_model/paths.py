"""Where the shipped data and the user's files live."""

from __future__ import annotations

import os
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
RESOURCES_DIR = REPO_ROOT / "resources"
SCENARIOS_DIR = REPO_ROOT / "scenarios"
DEFAULT_MAP = RESOURCES_DIR / "maps" / "roman_world.yaml"
DEFAULT_ROSTER = RESOURCES_DIR / "roster" / "roster.yaml"
DEFAULT_SCENARIO = SCENARIOS_DIR / "305_second_tetrarchy.yaml"


def user_data_dir() -> Path:
    """Saves and autosaves. ``SV_DATA_DIR`` overrides the platform default."""
    override = os.environ.get("SV_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return base / "semper-victor"


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def autosave_dir() -> Path:
    return user_data_dir() / "autosave"
