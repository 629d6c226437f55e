"""Saved games: scenario + seed + options + actions, replayed and checked on load.

The file is the engine's save (``Game.to_save_dict()``: format ``sv-save``, the
scenario, map and roster it was played on, seed, options, actions and digests) with a few
extra keys for the load dialog and the journal's list of interrupted games
(when, year, phase, scenario name), and the players' bookmarks and notes
(``sv_model.bookmarks``; optional, checked on load), and the seats the computer plays
(``sv_model.seat_players``; likewise). It stays readable by ``semper-victor
replay``. Loading replays every action through the engine, which refuses an
illegal one, and compares the digest: accidental damage and naive edits get a
clear message instead of another game. It is not an authentication: anyone can
recompute the digest (see docs/reliability.md).
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sv_desktop.common.bundle_cache import bundle_from_sources_cached, load_scenario_cached
from sv_model.bookmarks import BOOKMARKS_KEY, Bookmarks, bookmarks_to_save
from sv_model.data_texts import text_of
from sv_model.loader import ScenarioBundle
from sv_model.paths import SCENARIOS_DIR
from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import data_error
from sv_model.save_extras import save_extras
from sv_model.schemas.texts import DATA_LANGUAGES
from sv_model.seat_players import SeatPlayers, players_from_save, players_to_save
from sv_model.yamlio import atomic_write_text

SAVE_FORMAT = "sv-save"
SAVE_SUFFIX = ".svsave"


def save_document(game: Any, scenario_path: Path | None = None,
                  bookmarks: Mapping[int, str] | None = None, *,
                  players: SeatPlayers | None = None) -> dict[str, Any]:
    """The engine's save plus when it was saved, the scenario's name and its name in each
    language of the data (for the load dialog and the journal's list), where its scenario file was, and the bookmarks (only if
    there are some: ``sv_model.bookmarks``)."""
    doc: dict[str, Any] = dict(game.to_save_dict())
    scenario = game.bundle.scenario
    doc.update({"saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
                "scenario_name": scenario.name,
                "scenario_names": {code: text_of(scenario, "name", code)
                                   for code in DATA_LANGUAGES}})
    if scenario_path is not None:
        doc["scenario_path"] = str(Path(scenario_path).resolve())
    marks = bookmarks_to_save(bookmarks or {}, len(game.actions))
    if marks:
        doc[BOOKMARKS_KEY] = marks
    players_to_save(doc, players)  # the computer's seats (``sv_model.seat_players``)
    return doc


def write_save(path: str | Path, game: Any, scenario_path: Path | None = None,
               bookmarks: Mapping[int, str] | None = None, *,
               players: SeatPlayers | None = None) -> Path:
    """Write ``game`` to ``path`` atomically (never a half-written file)."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    doc = save_document(game, scenario_path, bookmarks, players=players)
    atomic_write_text(p, json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
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
        raise data_error(save_path, P.SAVE_SCENARIO_NOT_FOUND, field="game.scenario", name=name)

    return resolve


def load_save(path: str | Path, *, stop_at: int | None = None) -> tuple[Any, Path | None]:
    """Replay a saved game; returns (game, scenario path). DataFileError if the file is
    broken; ReplayMismatchError (with where it diverged) if its actions do not replay to
    the position it recorded. ``stop_at``: replay only that many actions."""
    game, scenario, _marks = load_save_with_bookmarks(path, stop_at=stop_at)
    return game, scenario


def load_save_with_bookmarks(path: str | Path, *, stop_at: int | None = None
                             ) -> tuple[Any, Path | None, Bookmarks]:
    """``load_save``, and the save's bookmarks (checked: DataFileError if malformed;
    none in a save without them). With ``stop_at``, those past it are left out."""
    from sv_model.engine.save import game_from_save

    p = Path(path)
    doc = read_document(p)
    marks = save_extras(doc, str(p)).bookmarks  # the checks ``replay`` makes too
    game = game_from_save(doc, make_resolver(p, doc), source=str(p), stop_at=stop_at,
                          bundle_loader=bundle_from_sources_cached)
    scenario = Path(str(doc["scenario_path"])) if doc.get("scenario_path") else None
    marks = {n: note for n, note in marks.items() if n <= len(game.actions)}
    return game, scenario if scenario is not None and scenario.is_file() else None, marks


def recover_journal(path: Path) -> tuple[Any, Path | None]:
    """The game of an interrupted session's journal, exactly as it was; DataFileError
    naming the line if it does not replay."""
    from sv_desktop.session.journal import read_journal, recover

    header, _lines = read_journal(path)
    doc = header["save"]
    game = recover(path, make_resolver(path, doc))
    scenario = Path(str(doc["scenario_path"])) if doc.get("scenario_path") else None
    return game, scenario if scenario is not None and scenario.is_file() else None


def save_players(path: str | Path) -> SeatPlayers:
    """The seats the computer plays in a save (two humans for a save without them);
    DataFileError if the file or its list is malformed."""
    return players_from_save(read_document(path), str(path))


def journal_bookmarks(path: Path, actions: int) -> Bookmarks:
    """The bookmarks and notes of an interrupted session's game, as last set."""
    from sv_desktop.session import journal

    return journal.journal_bookmarks(path, actions)


def journal_players(path: Path) -> SeatPlayers:
    """The seats the computer plays in an interrupted session's game (its journal's
    header holds the game's save document)."""
    from sv_desktop.session.journal import read_journal

    header, _lines = read_journal(path)
    return players_from_save(header["save"], str(path))
