"""A cache of checked scenarios, so the window opens and saves load fast.

Parsing the YAML of the Roman-world map and running the map's geometry checks
take most of a second. After the first successful load of a scenario, map and
roster, the checked models are kept as JSON in the user data folder under the
SHA-256 of the three texts (and of the checking code), and re-validated by their
schemas on the next load (a few milliseconds). The key is the content itself, so
the same entry serves a scenario file and a saved game that embeds the same texts,
and an edited file can never be served stale. Any doubt falls back to the full
loader, which also reports errors as usual.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sv_model import __version__
from sv_model.loader import (
    ScenarioBundle,
    ScenarioSources,
    load_scenario_sources,
    read_scenario_sources,
)
from sv_model.paths import user_data_dir
from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Roster
from sv_model.schemas.scenario import Scenario
from sv_model.yamlio import atomic_write_text

CACHE_VERSION = 2
KEPT_ENTRIES = 24
_MODEL_DIR = Path(__file__).resolve().parent.parent / "sv_model"
_CHECKING_CODE = ("loader.py", "checks.py", "map_checks.py", "geometry.py", "setup_checks.py",
                  "scenario_checks.py", "yamlio.py")


def cache_dir() -> Path:
    return user_data_dir() / "cache"


def _code_stamp() -> str:
    """Changes whenever the schemas, the loader or the checks change."""
    parts = [__version__]
    files = [*(_MODEL_DIR / "schemas").glob("*.py"), *(_MODEL_DIR / n for n in _CHECKING_CODE)]
    for f in sorted(files):
        with contextlib.suppress(OSError):
            st = f.stat()
            parts.append(f"{f.name}:{st.st_size}:{st.st_mtime_ns}")
    return "|".join(parts)


def _entry(sources: ScenarioSources) -> Path:
    key = "|".join([str(CACHE_VERSION), _code_stamp(),
                    *(src.sha256 for src in sources.files.values())])
    return cache_dir() / f"{hashlib.sha256(key.encode()).hexdigest()[:32]}.json"


def _from_cache(entry: Path, sources: ScenarioSources, path: Path) -> ScenarioBundle | None:
    try:
        doc: Any = json.loads(entry.read_text(encoding="utf-8"))
        return ScenarioBundle(path, Scenario.model_validate(doc["scenario"]),
                              GameMap.model_validate(doc["map"]),
                              Roster.model_validate(doc["roster"]), sources)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, ValidationError):
        return None


def _to_cache(entry: Path, bundle: ScenarioBundle) -> None:
    try:
        doc = {"scenario": bundle.scenario.model_dump(mode="json"),
               "map": bundle.game_map.model_dump(mode="json"),
               "roster": bundle.roster.model_dump(mode="json")}
        atomic_write_text(entry, json.dumps(doc, separators=(",", ":")))
        _prune(entry.parent)
    except OSError:
        pass  # a cache that cannot be written only costs time


def _prune(folder: Path) -> None:
    """Keep the most recently used ``KEPT_ENTRIES`` entries."""
    entries = sorted(folder.glob("*.json"), key=lambda f: f.stat().st_mtime, reverse=True)
    for old in entries[KEPT_ENTRIES:]:
        with contextlib.suppress(OSError):
            old.unlink()


def bundle_from_sources_cached(sources: ScenarioSources, path: Path) -> ScenarioBundle:
    """``load_scenario_sources`` with the cache; errors are the loader's own."""
    entry = _entry(sources)
    cached = _from_cache(entry, sources, path)
    if cached is not None:
        with contextlib.suppress(OSError):
            entry.touch()
        return cached
    bundle = load_scenario_sources(sources, path)
    _to_cache(entry, bundle)
    return bundle


def load_scenario_cached(path: str | Path) -> ScenarioBundle:
    """``load_scenario`` with the cache; errors are the loader's own."""
    p = Path(path).resolve()
    return bundle_from_sources_cached(read_scenario_sources(p), p)
