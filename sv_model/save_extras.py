"""What a save holds besides the game: the computer's seats and the bookmarks. One set of
checks for every reader of a save (play mode's Open and Resume, ``replay``), so that no
command accepts a save another refuses (issue 41)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sv_model.bookmarks import Bookmarks, bookmarks_from_save
from sv_model.seat_players import SeatPlayers, players_from_save


@dataclass(frozen=True)
class SaveExtras:
    players: SeatPlayers
    bookmarks: Bookmarks


def save_extras(doc: Mapping[str, Any], source: str) -> SaveExtras:
    """The seats and bookmarks of the save document ``doc``, checked; ``DataFileError``
    naming the field if either list is malformed."""
    actions = doc.get("actions")
    count = len(actions) if isinstance(actions, list) else 0
    return SaveExtras(players_from_save(doc, source), bookmarks_from_save(doc, source, count))
