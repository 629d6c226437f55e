"""Saved games: scenario + seed + options + actions, replayed and checked on load.

The file is the engine's save (``Game.to_save_dict()``: format ``sv-save``, the
scenario, map and roster it was played on, seed, options, actions and digests) with a few
extra keys for the load dialog and the journal's list of interrupted games
(when, year, phase, scenario name). It stays readable by ``semper-victor
replay``. Loading replays every action through the engine, which refuses an
illegal one, and compares the digest: accidental damage and naive edits get a
clear message instead of another game. It is not an authentication: anyone can
recompute the digest (see docs/reliability.md).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from sv_desktop.bundle_cache import bundle_from_sources_cached, load_scenario_cached
from sv_model.errors import DataFileError
from sv_model.loader import ScenarioBundle
from sv_model.paths import SCENARIOS_DIR
from sv_model.yamlio import atomic_write_text

SAVE_FORMAT = "sv-save"
SAVE_SUFFIX = ".svsave"


def save_document(game: Any, scenario_path: Path | None = None) -> dict[str, Any]:
    """The engine's save plus when it was saved, the scenario's name (for the load dialog
    and the journal's list) and where its scenario file was."""
    doc: dict[str, Any] = dict(game.to_save_dict())
    doc.update({"saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
                "scenario_name": game.bundle.scenario.name})
    if scenario_path is not None:
        doc["scenario_path"] = str(Path(scenario_path).resolve())
    return doc


def write_save(path: str | Path, game: Any, scenario_path: Path | None = None) -> Path:
    """Write ``game`` to ``path`` atomically (never a half-written file)."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(p, json.dumps(save_document(game, scenario_path), indent=1,
                                    ensure_ascii=False) + "\n")
    return p


def read_document(path: str | Path) -> dict[str, Any]:
    """A save file's JSON, checked for size and kind (``engine.save.read_save_document``)."""
    from sv_model.engine.save import read_save_document

    return read_save_document(path)


def make_resolver(save_path: Path, doc: dict[str, Any]) -> Any:
    """Find the scenario a save of format 1 to 3 names (later ones embed it): as written,
    next to the save, or shipped."""

    def resolve(name: str) -> ScenarioBundle:
        candidates = [Path(name), save_path.parent / name, SCENARIOS_DIR / Path(name).name]
        if doc.get("scenario_path"):
            candidates.insert(0, Path(str(doc["scenario_path"])))
        for candidate in candidates:
            if candidate.is_file():
                return load_scenario_cached(candidate)
        raise DataFileError.single(save_path, f"the scenario {name!r} of this saved game is "
                                              "not found", field="game.scenario")

    return resolve


def load_save(path: str | Path, *, stop_at: int | None = None) -> tuple[Any, Path | None]:
    """Replay a saved game; returns (game, scenario path). DataFileError if the file is
    broken; ReplayMismatchError (with where it diverged) if its actions do not replay to
    the position it recorded. ``stop_at``: replay only that many actions."""
    from sv_model.engine.save import game_from_save

    p = Path(path)
    doc = read_document(p)
    game = game_from_save(doc, make_resolver(p, doc), source=str(p), stop_at=stop_at,
                          bundle_loader=bundle_from_sources_cached)
    scenario = Path(str(doc["scenario_path"])) if doc.get("scenario_path") else None
    return game, scenario if scenario is not None and scenario.is_file() else None


def recover_journal(path: Path) -> tuple[Any, Path | None]:
    """The game of an interrupted session's journal, exactly as it was; DataFileError
    naming the line if it does not replay."""
    from sv_desktop.journal import read_journal, recover

    header, _lines = read_journal(path)
    doc = header["save"]
    game = recover(path, make_resolver(path, doc))
    scenario = Path(str(doc["scenario_path"])) if doc.get("scenario_path") else None
    return game, scenario if scenario is not None and scenario.is_file() else None
