"""A start-up cache of checked scenarios, so the window opens fast.

Parsing the YAML of the Roman-world map takes over a second in pure Python.
After the first successful load, the checked scenario, map and roster are kept
as JSON in the user data folder and re-validated by their schemas on the next
start (a few milliseconds). The cache is used only while every source file
(and the schema code) still has the size and modification time it had; any
doubt falls back to the full loader, which also reports errors as usual.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sv_model import __version__
from sv_model.loader import ScenarioBundle, load_scenario, resolve_reference
from sv_model.paths import user_data_dir
from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Roster
from sv_model.schemas.scenario import Scenario
from sv_model.yamlio import atomic_write_text

CACHE_VERSION = 1
_MODEL_DIR = Path(__file__).resolve().parent.parent / "sv_model"


def cache_dir() -> Path:
    return user_data_dir() / "cache"


def _stamp(path: Path) -> list[int]:
    st = path.stat()
    return [st.st_size, st.st_mtime_ns]


def _code_stamp() -> str:
    """Changes whenever the schemas or the loader change."""
    parts = [__version__]
    for f in sorted([*(_MODEL_DIR / "schemas").glob("*.py"), _MODEL_DIR / "loader.py"]):
        if f.is_file():
            parts.append(f"{f.name}:{_stamp(f)}")
    return "|".join(parts)


def _entry(path: Path) -> Path:
    return cache_dir() / f"{hashlib.sha256(str(path).encode()).hexdigest()[:24]}.json"


def _from_cache(path: Path) -> ScenarioBundle | None:
    try:
        doc: Any = json.loads(_entry(path).read_text(encoding="utf-8"))
        if doc.get("version") != CACHE_VERSION or doc.get("code") != _code_stamp():
            return None
        for name, stamp in doc["files"].items():
            if _stamp(Path(name)) != stamp:
                return None
        return ScenarioBundle(path, Scenario.model_validate(doc["scenario"]),
                              GameMap.model_validate(doc["map"]),
                              Roster.model_validate(doc["roster"]))
    except (OSError, ValueError, KeyError, TypeError, AttributeError, ValidationError):
        return None


def _to_cache(path: Path, bundle: ScenarioBundle) -> None:
    s = bundle.scenario
    files = [path, resolve_reference(path, s.map), resolve_reference(path, s.roster)]
    try:
        doc = {"version": CACHE_VERSION, "code": _code_stamp(),
               "files": {str(f): _stamp(f) for f in files},
               "scenario": s.model_dump(mode="json"),
               "map": bundle.game_map.model_dump(mode="json"),
               "roster": bundle.roster.model_dump(mode="json")}
        atomic_write_text(_entry(path), json.dumps(doc, separators=(",", ":")))
    except OSError:
        pass  # a cache that cannot be written only costs time


def load_scenario_cached(path: str | Path) -> ScenarioBundle:
    """``load_scenario`` with the start-up cache; errors are the loader's own."""
    p = Path(path).resolve()
    cached = _from_cache(p)
    if cached is not None:
        return cached
    bundle = load_scenario(p)
    _to_cache(p, bundle)
    return bundle
