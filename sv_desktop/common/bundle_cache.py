"""A cache of checked scenarios, so the window opens and saves load fast.

Parsing the YAML of the Roman-world map and running the map's geometry checks
take most of a second. After the first successful load of a scenario, map and
roster, the checked models are kept as JSON in the user data folder under the
SHA-256 of the three texts (and of the checking code), and re-validated by their
schemas on the next load (a few milliseconds). The key is the content itself, so
the same entry serves a scenario file and a saved game that embeds the same texts,
and an edited file can never be served stale. Any doubt falls back to the full
loader, which also reports errors as usual.

An entry cannot stand in for other files (issue 41, item 5): its first line names the
SHA-256 of each text it stands for, the checking code and the SHA-256 of its own
payload, and all must match before it is used, so an entry copied over another one or
edited by hand is rebuilt from the files. It is read like every file the app reads on
its own: a regular file, with a hard byte limit, nesting caught. The payload keeps only
the fields the files set (``exclude_unset``): a round trip through the cache gives the
very models the loader gives, defaults included (issue 39).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sv_model import __version__
from sv_model.errors import DataFileError
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
from sv_model.yamlio import atomic_write_bytes, read_limited

CACHE_VERSION = 3
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


MAX_ENTRY_BYTES = 64 * 1024 * 1024
"""Largest entry read back (the shipped 305 takes about 1 MB; a map at the loaders' limit
of 4 MiB of YAML well under this)."""


def _header(sources: ScenarioSources, payload: bytes) -> dict[str, Any]:
    """What an entry must say about itself: the files it stands for (each one's SHA-256),
    the checking code, and the SHA-256 of its own payload."""
    return {"cache_version": CACHE_VERSION, "code": _code_stamp(),
            "sources": {role: src.sha256 for role, src in sources.files.items()},
            "payload_sha256": hashlib.sha256(payload).hexdigest()}


def _from_cache(entry: Path, sources: ScenarioSources, path: Path) -> ScenarioBundle | None:
    """The entry's bundle, only if it stands for exactly these texts and this code and its
    payload is the one it was written with; None (rebuild from the files) otherwise, and
    for an entry that is not a regular file of at most ``MAX_ENTRY_BYTES``."""
    try:
        raw = read_limited(entry, MAX_ENTRY_BYTES)
        head, _sep, payload = raw.partition(b"\n")
        header: Any = json.loads(head)
        if header != _header(sources, payload):
            return None
        doc: Any = json.loads(payload)
        return ScenarioBundle(path, Scenario.model_validate(doc["scenario"]),
                              GameMap.model_validate(doc["map"]),
                              Roster.model_validate(doc["roster"]), sources)
    except (DataFileError, ValueError, KeyError, TypeError, AttributeError, RecursionError,
            ValidationError):
        return None


def _to_cache(entry: Path, bundle: ScenarioBundle) -> None:
    """Write the entry: a header line (``_header``), then the checked models as JSON with
    only the fields their files set, so that a default the file left out (the hotseat
    options, issue 39) is still a default when read back."""
    if bundle.sources is None:
        return
    try:
        doc = {"scenario": bundle.scenario.model_dump(mode="json", exclude_unset=True),
               "map": bundle.game_map.model_dump(mode="json", exclude_unset=True),
               "roster": bundle.roster.model_dump(mode="json", exclude_unset=True)}
        payload = json.dumps(doc, separators=(",", ":")).encode("utf-8")
        header = json.dumps(_header(bundle.sources, payload), separators=(",", ":"))
        if entry.is_symlink() or (entry.exists() and not entry.is_file()):
            entry.unlink()  # a link or a pipe in the app's own cache folder: replaced
        atomic_write_bytes(entry, header.encode("utf-8") + b"\n" + payload,
                           follow_links=False)
        _prune(entry.parent)
    except OSError:
        pass  # a cache that cannot be written only costs time


def _prune(folder: Path) -> None:
    """Keep the most recently used ``KEPT_ENTRIES`` entries."""
    entries = sorted(folder.glob("*.json"), key=lambda f: f.lstat().st_mtime, reverse=True)
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
