"""Bookmarks and notes on a game's positions, kept in its save.

A bookmark names a position by the number of actions taken to reach it (0: the start)
and carries a note, possibly empty. A save holds them as an optional list::

    "bookmarks": [{"actions": 12, "note": "Constantine crosses the Alps"}]

Saves without the key (all saves older than bookmarks, and every save without one) load
as before; the key is written only when there is a bookmark, so such a save is the same
as before. The list is checked on load like every other field: a malformed one is a
``DataFileError`` naming the field, never silently dropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sv_model.errors import DataFileError

BOOKMARKS_KEY = "bookmarks"
MAX_NOTE = 4000
MAX_BOOKMARKS = 10_000

Bookmarks = dict[int, str]
"""Position (actions taken) -> note."""


def bookmarks_to_save(marks: Mapping[int, str], actions: int) -> list[dict[str, Any]]:
    """The save's list: bookmarks of positions the game has reached (a bookmark past
    an undone action is left out), in order."""
    return [{"actions": n, "note": marks[n]} for n in sorted(marks) if 0 <= n <= actions]


def bookmarks_from_save(data: Mapping[str, Any], source: str, actions: int) -> Bookmarks:
    """The bookmarks of a save whose game has ``actions`` actions (none if the save has
    no such key); DataFileError if the list is malformed."""
    raw = data.get(BOOKMARKS_KEY, [])
    if not isinstance(raw, list) or len(raw) > MAX_BOOKMARKS:
        raise _bad(source, "must be a list of bookmarks")
    out: Bookmarks = {}
    for index, item in enumerate(raw, start=1):
        if not isinstance(item, dict) or set(item) != {"actions", "note"}:
            raise _bad(source, f"bookmark #{index} must have exactly 'actions' and 'note'")
        number, note = item["actions"], item["note"]
        if not isinstance(number, int) or isinstance(number, bool) or not (
                0 <= number <= actions):
            raise _bad(source, f"bookmark #{index}: 'actions' must be a whole number from 0 "
                               f"to {actions} (the game's actions)")
        if not isinstance(note, str) or len(note) > MAX_NOTE:
            raise _bad(source, f"bookmark #{index}: 'note' must be a text of at most "
                               f"{MAX_NOTE} characters")
        if number in out:
            raise _bad(source, f"bookmark #{index}: position {number} is bookmarked twice")
        out[number] = note
    return out


def _bad(source: str, problem: str) -> DataFileError:
    return DataFileError.single(source, problem, field=BOOKMARKS_KEY)
