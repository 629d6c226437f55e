"""Who sits in each seat: a human, or the computer at a level (``sv_model.ai``).

A game has two seats: seat 1 starts as PRIMUS and seat 2 as SECONDUS, and a seat keeps
its player through a change of roles (5; ``GameState.seats`` says which seat holds each
role now). A seat not named is a human. A save holds the computer's seats as an
optional list::

    "players": [{"seat": 2, "player": "ai", "level": "easy"}]

The key is written only when the computer plays a seat, so a hotseat save is the same
as before, and saves without it (all older ones) load with two humans. A malformed list
is a ``DataFileError`` naming the field, never silently dropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sv_model.errors import DataFileError
from sv_model.problem_catalogue import ProblemId
from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import said_error, said_for

PLAYERS_KEY = "players"
SEATS = (1, 2)
LEVELS = ("random", "easy", "normal", "hard")
"""The computer's levels, weakest first (the values of ``sv_model.ai.Level``)."""


@dataclass(frozen=True)
class SeatPlayers:
    """The level of the computer in each of its seats; the other seats are human."""

    seat1: str | None = None
    seat2: str | None = None

    def __post_init__(self) -> None:
        for level in (self.seat1, self.seat2):
            if level is not None and level not in LEVELS:
                raise ValueError(f"unknown level {level!r} (expected {', '.join(LEVELS)})")

    @classmethod
    def of(cls, levels: Mapping[int, str]) -> SeatPlayers:
        """``{2: "easy"}``: the computer plays seat 2 at easy, a human seat 1."""
        unknown = set(levels) - set(SEATS)
        if unknown:
            raise ValueError(f"no seat {sorted(unknown)[0]} (seats are 1 and 2)")
        return cls(levels.get(1), levels.get(2))

    def level(self, seat: int) -> str | None:
        """The computer's level in ``seat``; None for a human."""
        return self.seat1 if seat == 1 else self.seat2 if seat == 2 else None

    def is_ai(self, seat: int) -> bool:
        return self.level(seat) is not None

    @property
    def any_ai(self) -> bool:
        return self.seat1 is not None or self.seat2 is not None

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats a human plays."""
        return tuple(seat for seat in SEATS if not self.is_ai(seat))

    def to_save(self) -> list[dict[str, Any]]:
        """The save's list (empty with two humans: the key is then left out)."""
        return [{"seat": seat, "player": "ai", "level": self.level(seat)}
                for seat in SEATS if self.is_ai(seat)]


def players_to_save(doc: dict[str, Any], players: SeatPlayers | None) -> None:
    """Put ``players`` in a save document (only if the computer plays a seat)."""
    if players is not None and players.any_ai:
        doc[PLAYERS_KEY] = players.to_save()


def players_from_save(data: Mapping[str, Any], source: str) -> SeatPlayers:
    """The seats a save gives the computer (two humans if it has no such key);
    DataFileError if the list is malformed."""
    raw = data.get(PLAYERS_KEY, [])
    if not isinstance(raw, list) or len(raw) > len(SEATS):
        raise _bad(source, P.PLAYERS_LIST)
    levels: dict[int, str] = {}
    for index, item in enumerate(raw, start=1):
        if not isinstance(item, dict) or set(item) != {"seat", "player", "level"}:
            raise _bad(source, P.SEAT_KEYS, index=index)
        seat, player, level = item["seat"], item["player"], item["level"]
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in SEATS:
            raise _bad(source, P.SEAT_NUMBER, index=index)
        if seat in levels:
            raise _bad(source, P.SEAT_TWICE, index=index, seat=seat)
        if player != "ai":
            raise _bad(source, P.SEAT_PLAYER, index=index)
        if not isinstance(level, str) or level not in LEVELS:
            raise _bad(source, P.SEAT_LEVEL, index=index, levels=", ".join(LEVELS))
        levels[seat] = level
    return SeatPlayers.of(levels)


def _bad(source: str, problem: ProblemId, **args: object) -> DataFileError:
    return said_error(source, said_for(problem, **args), field=PLAYERS_KEY)
