"""Where the shipped data and the user's files live.

The map, the roster and the scenarios ship inside the package: an installed
wheel carries them as ``sv_model/resources`` and ``sv_model/scenarios``
(``pyproject.toml`` maps the repository's top-level ``resources/`` and
``scenarios/`` there), found through ``importlib.resources``. In a checkout or an
editable install they are read where they are, at the top of the repository.
"""

from __future__ import annotations

import os
import sys
from importlib.resources import files
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def shipped_dir(name: str) -> Path:
    """The folder ``name`` of the shipped data: inside the installed package when
    it is there, else at the top of the repository."""
    packaged = Path(str(files("sv_model"))) / name
    return packaged if packaged.is_dir() else REPO_ROOT / name


RESOURCES_DIR = shipped_dir("resources")
SCENARIOS_DIR = shipped_dir("scenarios")
DEFAULT_MAP = RESOURCES_DIR / "maps" / "roman_world.yaml"
DEFAULT_ROSTER = RESOURCES_DIR / "roster" / "roster.yaml"
DEFAULT_SCENARIO = SCENARIOS_DIR / "305_second_tetrarchy.yaml"


def scenario_path(reference: str | None) -> Path:
    """The scenario a command names: the default one when None, a file when
    ``reference`` is one, else the shipped scenario whose file name is ``reference``
    or starts with it (``305``, ``312_milvian_bridge``), when exactly one does."""
    if not reference:
        return DEFAULT_SCENARIO
    path = Path(reference)
    if path.exists() or os.sep in reference or "/" in reference:
        return path
    stem = reference.removesuffix(".yaml")
    shipped = sorted(SCENARIOS_DIR.glob("*.yaml")) if SCENARIOS_DIR.is_dir() else []
    exact = [p for p in shipped if p.stem == stem]
    starting = [p for p in shipped if p.stem.startswith(stem)]
    if exact:
        return exact[0]
    return starting[0] if len(starting) == 1 else path


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


def is_shipped(path: Path) -> bool:
    """A file of the shipped data (the map, the roster, the scenarios): the editors open
    it read-only and save a copy, so that every scenario keeps the data it was made for."""
    try:
        resolved = path.resolve()
        return any(resolved.is_relative_to(d.resolve()) for d in (RESOURCES_DIR, SCENARIOS_DIR))
    except (OSError, ValueError):
        return False


def user_file_dir(kind: str) -> Path:
    """Where the editors offer to save the user's ``maps``, ``rosters`` or ``scenarios``."""
    return user_data_dir() / kind


def free_name(folder: Path, stem: str, suffix: str = ".yaml") -> Path:
    """``folder/stem.yaml``, or ``stem-2.yaml``... when that is taken: never a file the user
    already has."""
    candidate = folder / f"{stem}{suffix}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem}-{number}{suffix}"
        number += 1
    return candidate
