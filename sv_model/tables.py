"""The printed tables of Semper Victor as pure, documented functions.

Everything here is a fact from the rule books' TABLES section, so anyone can
check it against the printed page:

- the battle table (8.3, 8.4.2) with its odds columns and die rows;
- the column shifts for Average Quality (8.6.1, notes under the table);
- the averages of 8.6.1 and 8.6.2 (rounded down);
- the events table (1d6 + 1d10, events 1 to 15);
- the comitatenses deployment table.

The die is 1d6 (every version of the table says so). Rows are clamped to the
printed "-2 and less" and "9 and more" rows. Row -1 reads ``A / 1/2`` under
3/2 but ``A / 1/4`` under 2/1 in every edition; it is kept as printed.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Final

COLUMNS: Final[tuple[str, ...]] = (
    "1/3", "1/2", "2/3", "4/5", "1/1", "5/4", "3/2", "2/1", "3/1", "4/1",
)
"""Odds columns, left to right. "1/3" is "1/3 and less", "4/1" is "4/1 and more"."""

COLUMN_VALUES: Final[dict[str, Fraction]] = {label: Fraction(label) for label in COLUMNS}

MIN_ROW: Final = -2
MAX_ROW: Final = 9

RESULTS: Final[frozenset[str]] = frozenset({"E", "A", "R", "1/4", "1/2", "3/4"})
"""E eliminated, A all weakened, R no loss, fractions of the units weakened."""

FRACTIONS: Final[dict[str, Fraction]] = {
    "1/4": Fraction(1, 4), "1/2": Fraction(1, 2), "3/4": Fraction(3, 4),
}

# Battle table, attacker result / defender result, rows -2 .. 9, columns as COLUMNS.
_TABLE_TEXT: Final = """
-2 | E/R   E/R   E/R   A/R   A/R   A/R   A/1/4 A/1/4 A/1/4 R/R
-1 | E/R   E/R   A/R   A/1/4 A/1/4 A/1/4 A/1/2 A/1/4 R/R   R/R
 0 | E/R   A/R   A/1/4 A/1/4 A/1/4 A/1/2 A/1/2 R/R   R/R   3/4/A
 1 | A/R   A/R   A/1/4 A/1/2 A/1/2 A/3/4 R/R   R/R   3/4/A 1/2/A
 2 | A/R   A/1/4 A/1/4 A/1/2 A/3/4 R/R   R/R   3/4/A 1/2/A R/A
 3 | A/R   A/1/4 A/1/2 A/3/4 R/R   R/R   3/4/A 1/2/A 1/2/A R/A
 4 | A/1/4 A/1/2 A/1/2 R/R   R/R   3/4/A 1/2/A 1/2/A 1/4/A R/A
 5 | A/1/2 A/1/2 R/R   R/R   3/4/A 1/2/A 1/2/A 1/4/A 1/4/A R/A
 6 | A/1/2 R/R   R/R   3/4/A 1/2/A 1/2/A 1/4/A 1/4/A R/A   R/A
 7 | R/R   R/R   1/2/A 1/2/A 1/4/A 1/4/A 1/4/A R/A   R/A   R/E
 8 | R/R   1/4/A 1/2/A 1/4/A 1/4/A 1/4/A R/A   R/A   R/E   R/E
 9 | 1/4/A 1/4/A 1/4/A R/A   R/A   R/A   R/A   R/E   R/E   R/E
"""


def _split_cell(cell: str) -> tuple[str, str]:
    """``"3/4/A"`` -> ("3/4", "A"); ``"A/1/2"`` -> ("A", "1/2"); ``"R/R"`` -> ("R", "R")."""
    if cell[0] in "EAR":
        return cell[0], cell[2:]
    return cell[:3], cell[4:]


def _parse_table() -> dict[tuple[str, int], tuple[str, str]]:
    table: dict[tuple[str, int], tuple[str, str]] = {}
    for line in _TABLE_TEXT.strip().splitlines():
        row_text, cells_text = line.split("|")
        cells = cells_text.split()
        if len(cells) != len(COLUMNS):
            raise AssertionError(f"battle table row {row_text.strip()} has {len(cells)} cells")
        for column, cell in zip(COLUMNS, cells, strict=True):
            table[(column, int(row_text))] = _split_cell(cell)
    return table


BATTLE_TABLE: Final[dict[tuple[str, int], tuple[str, str]]] = _parse_table()


def odds_column(attacker_sp: int, defender_sp: int) -> str:
    """The odds column of 8.3, rounded in favour of the defender.

    The highest column whose value is at most attacker/defender, compared as
    exact fractions. Below 1/2 it is "1/3" (printed "1/3 and less"); at 4 or
    more it is "4/1" ("4/1 and more"). 55 SP against 37 SP gives "5/4".
    """
    if attacker_sp < 0 or defender_sp < 0:
        raise ValueError("strength points cannot be negative")
    if defender_sp == 0:
        return COLUMNS[-1]
    ratio = Fraction(attacker_sp, defender_sp)
    chosen = COLUMNS[0]
    for label in COLUMNS[1:]:
        if COLUMN_VALUES[label] <= ratio:
            chosen = label
    return chosen


def shift_column(label: str, shift: int) -> str:
    """Move ``shift`` columns right (positive) or left, clamped at the edges."""
    index = COLUMNS.index(label) + shift
    return COLUMNS[max(0, min(len(COLUMNS) - 1, index))]


def clamp_row(row: int) -> int:
    """Clamp a modified die roll to the printed rows -2 .. 9."""
    return max(MIN_ROW, min(MAX_ROW, row))


def battle_result(column: str, row: int) -> tuple[str, str]:
    """(attacker result, defender result) of the battle table; ``row`` is clamped."""
    if column not in COLUMN_VALUES:
        raise ValueError(f"unknown odds column {column!r}")
    return BATTLE_TABLE[(column, clamp_row(row))]


def average_rating(values: Iterable[int]) -> int:
    """The average of 8.6.1 / 8.6.2, rounded down. 1, 3 and 4 average 2."""
    items = list(values)
    if not items:
        return 0
    return sum(items) // len(items)


def quality_shift(attacker_quality: int, defender_quality: int) -> int:
    """Column shift for Average Quality (notes a) to d) under the battle table).

    +1 if the attacker's is higher, +2 if it is double or more; -1 and -2 the
    other way round. The one- and two-column shifts do not add up.
    """
    if attacker_quality > defender_quality:
        return 2 if attacker_quality >= 2 * defender_quality else 1
    if attacker_quality < defender_quality:
        return -2 if defender_quality >= 2 * attacker_quality else -1
    return 0


def winner_of(attacker_result: str, defender_result: str) -> str | None:
    """"attacker", "defender" or None (R/R) as the notes of 8.4 read the table.

    A fraction is always the winner's loss, so ``x / A`` and ``R / E`` are
    attacker wins and ``A / x`` and ``E / R`` are defender wins.
    """
    if defender_result in ("A", "E") and attacker_result not in ("A", "E"):
        return "attacker"
    if attacker_result in ("A", "E") and defender_result not in ("A", "E"):
        return "defender"
    return None


def rr_rows(column: str) -> tuple[int, int]:
    """The two rows of ``column`` that read R/R, upper (lower number) first."""
    rows = [r for r in range(MIN_ROW, MAX_ROW + 1) if BATTLE_TABLE[(column, r)] == ("R", "R")]
    if len(rows) != 2:
        raise AssertionError(f"column {column} has {len(rows)} R/R rows")
    return rows[0], rows[1]


def fraction_losses(fraction: str, enemy_units_hit: int, own_units: int) -> int:
    """Units to weaken for a fraction result (8.4.2), rounded in the owner's favour.

    ``fraction`` of the enemy units weakened or eliminated by this result,
    rounded down and capped at the owner's own number of units.
    """
    return min(own_units, int(FRACTIONS[fraction] * enemy_units_hit))


# --- events table (2.D): 1d6 + 1d10 gives 1..15 -------------------------------------------

EVENTS: Final[dict[int, tuple[str, str]]] = {
    1: ("unhealthy_rome", "Unhealthy Rome: units in the Rome zone are weakened"),
    2: ("bad_climate", "Disastrous climate: every movement allowance is 1 lower"),
    3: ("roman_discouragement", "Roman discouragement: Romans -1 against non-Romans"),
    4: ("primus_ill", "The Primus Augustus is ill: he stays where he is"),
    5: ("germanic_vigour", "Germanic vigour: +2 to the side with German units"),
    6: ("political_agitation", "Political agitation: the Augusti go to a capital"),
    7: ("harsh_winter", "Harsh winter: one M/CS fewer this turn"),
    8: ("peace_of_god", "Peace of God: only two M/CS, one each"),
    9: ("dangerous_seas", "Dangerous seas: no naval movement"),
    10: ("primus_unpopular", "Unpopular Primus Augustus: SECONDUS gets one more M/CS"),
    11: ("popular_rage", "Popular rage: pieces in some capitals stay put"),
    12: ("donative", "Donative: Romans with comitatenses +1 against non-Romans"),
    13: ("plague_in_the_east", "Plague in the East: units in Oriens are weakened"),
    14: ("fickle_persians", "Fickle Persians: war becomes peace and peace war"),
    15: ("germanic_famine", "Famine in Germania: German units weakened, -1 in battle"),
}
"""Event number -> (stable id, short description in our words)."""


def event_number(d6: int, d10: int) -> int:
    """The event of phase D: 1d6 + 1d10 (the d10 reads 0 to 9), so 1 to 15."""
    if not (1 <= d6 <= 6 and 0 <= d10 <= 9):
        raise ValueError("a d6 reads 1-6 and a d10 reads 0-9")
    return d6 + d10


def popular_rage_halves(d10: int) -> tuple[str, ...]:
    """Event 11: 0 strikes every capital, even the western half, odd the eastern."""
    if d10 == 0:
        return ("west", "east")
    return ("west",) if d10 % 2 == 0 else ("east",)


# --- comitatenses deployment table -----------------------------------------------------------

COMITATENSES_DEPLOYMENT: Final[dict[str, tuple[str, ...]]] = {
    "Treveri": ("Scutarii 3", "Armaturae Seniores", "Bracchiati", "Cornuti"),
    "Arelate": ("Celtae", "Petulantes"),
    "Mediolanum": ("Scutarii 4", "Scutarii 5", "Batavi", "Heruli", "Ioviani", "Herculiani"),
    "Sirmium": ("Pannoniciani", "Moesiaci"),
    "Nicomedia": ("Scutarii 1", "Scutarii Clibanarii", "Gentiles Iuniores", "Lanciarii",
                  "Mattiarii", "Victores", "Iovii"),
    "Antiochia": ("Scutarii 2", "Scutarii Sagittarii", "Gentiles Seniores",
                  "Armaturae Iuniores", "Divitenses", "Tungrecani"),
}
"""Home capital of each of the 27 comitatenses (French list; Constantinopolis
replaces Nicomedia once built). The roster carries each unit's ``home_capital``."""

IMPERIAL_CAPITALS: Final[tuple[str, ...]] = (
    "Treveri", "Arelate", "Mediolanum", "Sirmium", "Nicomedia", "Antiochia",
)
CONSTANTINOPOLIS: Final = "Constantinopolis"
BYZANTIUM: Final = "Byzantium"
