"""Seeded dice and the game journal (dice rolls and log lines).

Roll number ``i`` of a game with seed ``s`` is a pure function of ``(s, i)``
(a SplitMix64 hash), so a game never stores generator state: undo only has to
remember how many rolls were made. A d6 reads 1-6; a d10 reads 0-9 (0.1); a
draw from a cup of n counters is recorded as a roll of 1 to n.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sv_model.engine.messages import Arg, Message, MessageId
from sv_model.schemas.scenario import Side

_MASK = (1 << 64) - 1


def _splitmix(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def die_value(seed: int, index: int, sides: int) -> int:
    """The ``index``-th random number of the game seeded ``seed``, from 0 to sides - 1."""
    return _splitmix(_splitmix(seed & _MASK) ^ (index & _MASK)) % sides


@dataclass(frozen=True, slots=True)
class DiceRoll:
    """One die roll with its purpose (a message, e.g. "8.3 battle at Italia 4")."""

    purpose: Message
    rule: str
    sides: int
    value: int
    year: int
    index: int


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game log: a message id with its typed arguments, the rule it
    applies, and ``secret_for``: only that side may see it. Worded when shown
    (``messages.render``)."""

    year: int
    phase: str
    message: MessageId
    args: tuple[tuple[str, Arg], ...] = ()
    rule: str = ""
    secret_for: Side | None = None

    @property
    def as_message(self) -> Message:
        return Message(self.message, self.args)


@dataclass
class Journal:
    """Dice and log lines of a game, in order. The state keeps their counts."""

    dice: list[DiceRoll] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)

    def truncate(self, n_dice: int, n_log: int) -> None:
        del self.dice[n_dice:]
        del self.log[n_log:]
