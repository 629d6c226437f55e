"""Saved games on disk, replayed as ``Game`` objects (the format: ``save_data``).

``save_data`` sits below ``game`` and knows a game only by what a save needs of it; this
module binds it to ``Game``: ``game_from_save`` and ``read_save`` replay a save into a
``Game``. The rest of the save's names are ``save_data``'s, re-exported here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from sv_model.engine.game import Game
from sv_model.engine.save_data import (
    BundleLoader,
    bounded_int,
    read_save_document,
    replay_save,
    save_dict,
    write_save,
)
from sv_model.loader import ScenarioBundle

__all__ = [
    "bounded_int",
    "game_from_save",
    "read_save",
    "read_save_document",
    "save_dict",
    "write_save",
]


def game_from_save(data: Any, scenario_resolver: Callable[[str], ScenarioBundle] | None,
                   source: str = "saved game", *, verify: bool = True,
                   stop_at: int | None = None, bundle_loader: BundleLoader | None = None) -> Game:
    """Replay a save as a ``Game`` (see ``save_data.replay_save``)."""
    return replay_save(Game.new, data, scenario_resolver, source, verify=verify,
                       stop_at=stop_at, bundle_loader=bundle_loader)


def read_save(path: str | Path,
              scenario_resolver: Callable[[str], ScenarioBundle] | None = None, *,
              verify: bool = True) -> Game:
    """Load and replay a save file; DataFileError / ReplayMismatchError on problems.
    ``scenario_resolver`` finds the scenario of a save of format 1 to 3 by its path."""
    p = Path(path)
    return game_from_save(read_save_document(p), scenario_resolver, source=str(p),
                          verify=verify)
