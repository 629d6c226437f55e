"""The printed tables as pure functions (sv_model.tables)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sv_model import tables
from sv_model.tables import (
    COLUMNS,
    average_rating,
    battle_result,
    event_number,
    fraction_losses,
    odds_column,
    quality_shift,
    rr_rows,
    shift_column,
    winner_of,
)


def test_odds_worked_example_of_8_3() -> None:
    # 55/37 = 1.486..., below 3/2, so rounded in the defender's favour to 5/4.
    assert odds_column(55, 37) == "5/4"


@pytest.mark.parametrize(("att", "dfn", "column"), [
    (1, 3, "1/3"), (1, 10, "1/3"), (49, 100, "1/3"), (1, 2, "1/2"),
    (2, 3, "2/3"), (66, 100, "1/2"), (4, 5, "4/5"), (79, 100, "2/3"),
    (1, 1, "1/1"), (124, 100, "1/1"), (5, 4, "5/4"), (3, 2, "3/2"), (199, 100, "3/2"),
    (2, 1, "2/1"), (3, 1, "3/1"), (399, 100, "3/1"), (4, 1, "4/1"), (50, 1, "4/1"),
])
def test_odds_columns_use_exact_fractions(att: int, dfn: int, column: str) -> None:
    assert odds_column(att, dfn) == column


def test_two_thirds_and_four_fifths_are_exact() -> None:
    # 2/3 and 4/5 as floats would misplace these boundary cases.
    assert odds_column(20, 30) == "2/3"
    assert odds_column(200_000, 300_001) == "1/2"
    assert odds_column(40, 50) == "4/5"
    assert odds_column(39_999, 50_000) == "2/3"


@given(st.integers(0, 500), st.integers(1, 500))
def test_odds_column_is_highest_not_above_ratio(att: int, dfn: int) -> None:
    label = odds_column(att, dfn)
    ratio = Fraction(att, dfn)
    index = COLUMNS.index(label)
    if index > 0:
        assert Fraction(label) <= ratio
    if index + 1 < len(COLUMNS):
        assert Fraction(COLUMNS[index + 1]) > ratio


@given(st.integers(0, 200), st.integers(1, 200), st.integers(1, 50))
def test_odds_never_decrease_with_more_attackers(att: int, dfn: int, more: int) -> None:
    assert COLUMNS.index(odds_column(att + more, dfn)) >= COLUMNS.index(odds_column(att, dfn))


def test_shift_column_moves_and_clamps() -> None:
    assert shift_column("1/1", 1) == "5/4"
    assert shift_column("1/1", -2) == "2/3"
    assert shift_column("1/2", -2) == "1/3"
    assert shift_column("3/1", 2) == "4/1"
    assert shift_column("4/1", 5) == "4/1"


def test_battle_table_rows_are_clamped() -> None:
    assert battle_result("1/1", -7) == battle_result("1/1", -2) == ("A", "R")
    assert battle_result("1/1", 15) == battle_result("1/1", 9) == ("R", "A")
    assert battle_result("4/1", 9) == ("R", "E")
    assert battle_result("1/3", -2) == ("E", "R")


def test_battle_table_cells_as_printed() -> None:
    assert battle_result("5/4", 1) == ("A", "3/4")
    assert battle_result("3/1", 1) == ("3/4", "A")
    assert battle_result("4/1", 0) == ("3/4", "A")
    assert battle_result("2/3", 7) == ("1/2", "A")
    assert battle_result("1/2", 8) == ("1/4", "A")


def test_row_minus_one_quirk_kept_as_printed() -> None:
    assert battle_result("3/2", -1) == ("A", "1/2")
    assert battle_result("2/1", -1) == ("A", "1/4")


def test_every_cell_is_a_known_result() -> None:
    for (column, row), (a, d) in tables.BATTLE_TABLE.items():
        assert column in COLUMNS and -2 <= row <= 9
        assert a in tables.RESULTS and d in tables.RESULTS
    assert len(tables.BATTLE_TABLE) == 12 * 10


def test_one_to_one_column_is_symmetric_on_a_d6() -> None:
    # With 1d6 and no modifier: 1-2 defender wins, 3-4 R/R, 5-6 attacker wins.
    winners = [winner_of(*battle_result("1/1", die)) for die in range(1, 7)]
    assert winners == ["defender", "defender", None, None, "attacker", "attacker"]


def test_unknown_column_is_refused() -> None:
    with pytest.raises(ValueError):
        battle_result("7/1", 3)


def test_average_rating_worked_example_of_8_6_1() -> None:
    # RI Galliae (1), Cornuti (3), Gentiles Seniores (4): 8 / 3 = 2.66, rounded down.
    assert average_rating([1, 3, 4]) == 2
    assert average_rating([]) == 0
    assert average_rating([3]) == 3


@pytest.mark.parametrize(("att", "dfn", "shift"), [
    (3, 3, 0), (3, 2, 1), (4, 2, 2), (5, 2, 2), (2, 3, -1), (1, 2, -2), (1, 0, 2), (0, 1, -2),
])
def test_quality_shift(att: int, dfn: int, shift: int) -> None:
    assert quality_shift(att, dfn) == shift


def test_winner_reading_of_the_notes() -> None:
    assert winner_of("3/4", "A") == "attacker"
    assert winner_of("R", "E") == "attacker"
    assert winner_of("A", "1/2") == "defender"
    assert winner_of("E", "R") == "defender"
    assert winner_of("R", "R") is None


def test_each_column_has_two_rr_rows() -> None:
    assert rr_rows("1/1") == (3, 4)
    assert rr_rows("4/1") == (-2, -1)
    assert rr_rows("1/3") == (7, 8)
    for column in COLUMNS:
        upper, lower = rr_rows(column)
        assert lower == upper + 1


def test_fraction_losses_worked_examples_of_8_4_2() -> None:
    # 6 attackers, 9 defenders, 1/2 / A: half of 9 = 4.5, rounded down to 4.
    assert fraction_losses("1/2", 9, 6) == 4
    # 2 units against 4 on 3/4 - A: 3 owed, but only 2 units to weaken.
    assert fraction_losses("3/4", 4, 2) == 2
    assert fraction_losses("1/4", 3, 10) == 0


def test_events_table_numbers() -> None:
    assert event_number(1, 0) == 1
    assert event_number(6, 9) == 15
    assert set(tables.EVENTS) == set(range(1, 16))
    with pytest.raises(ValueError):
        event_number(0, 3)
    assert tables.popular_rage_halves(0) == ("west", "east")
    assert tables.popular_rage_halves(4) == ("west",)
    assert tables.popular_rage_halves(7) == ("east",)


def test_comitatenses_deployment_has_27_units() -> None:
    assert sum(len(v) for v in tables.COMITATENSES_DEPLOYMENT.values()) == 27
    assert set(tables.COMITATENSES_DEPLOYMENT) == set(tables.IMPERIAL_CAPITALS)
