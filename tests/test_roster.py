"""The shared roster: it validates, keeps the rules' facts and our stated conventions."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from qt_support import piece_view

from sv_model.loader import load_roster
from sv_model.paths import DEFAULT_ROSTER, REPO_ROOT
from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Category, Leader, Loyalty, PlayerRole, Roster
from sv_model.validation import validate_file

MAJOR_PEOPLES = {"persae", "franci", "picts", "visigothi", "alamanni"}
DEPLOYMENT_TABLE = {  # 3.3.2, French Nicomedia list
    "Treveri": {"scutarii_3", "armatures_seniores", "bracchiates", "cornuti"},
    "Arelate": {"celtae", "petulantes"},
    "Mediolanum": {"scutarii_4", "scutarii_5", "batavi", "heruli", "ioviani", "hercules"},
    "Sirmium": {"pannoniciani", "moesiaci"},
    "Nicomedia": {"scutarii_1", "scutarii_clibanarii", "gentiles_iuniores", "lanciarii",
                  "mattiarii", "victores", "iovii"},
    "Antiochia": {"scutarii_2", "scutarii_sagittarii", "gentiles_seniores", "armatures_iuniores",
                  "divitenses", "tungrecani"},
}
PDT = {"gallus", "nevitta", "victor", "julien", "arbetio", "procope", "sebastien", "valentinien"}


@pytest.fixture(scope="module")
def roster() -> Roster:
    return load_roster(DEFAULT_ROSTER)


@pytest.fixture(scope="module")
def game_map(shipped_map: GameMap) -> GameMap:
    return shipped_map


def dies_of_roll(leader: Leader, year: int, roll: int) -> bool:
    """The arrival-and-death table read as 3.3.1 says: a d10 below the column dies."""
    assert leader.table is not None
    if leader.table.certain_death is not None and year >= leader.table.certain_death:
        return True
    return any(y == year and roll < k + 1 for k, y in enumerate(leader.table.death_years))


def test_roster_validates() -> None:
    assert validate_file(DEFAULT_ROSTER) == []


def test_values_given_by_the_rules(roster: Roster) -> None:
    assert roster.leader("constantin").sr == 4
    picts_leaders = [x for x in roster.leaders if x.people == "picts"]
    assert [x.sr for x in picts_leaders] == [1]
    assert roster.unit("ri_galliae").normal.qu == 1
    assert roster.unit("cornuti").normal.qu == 3
    assert roster.unit("gentiles_seniores").normal.qu == 4
    quality = [roster.unit(u).normal.qu for u in ("ri_galliae", "cornuti", "gentiles_seniores")]
    assert sum(quality) // len(quality) == 2  # 8.6.1 example


def test_every_table_leader_with_the_french_rows(roster: Roster) -> None:
    table = {x.id: x.table for x in roster.leaders if x.table is not None}
    assert len(table) == 40
    marcellinus, decentius, barbation = (table[k] for k in ("marcellinus", "decentius", "barbation"))
    assert marcellinus is not None and decentius is not None and barbation is not None
    assert (marcellinus.entry, marcellinus.arrival_year) == ("T", 335)
    assert marcellinus.death_years == list(range(361, 370)) and marcellinus.certain_death == 370
    assert (decentius.entry, decentius.arrival_year) == ("M", 350)
    assert decentius.death_years == list(range(366, 375)) and decentius.certain_death == 375
    assert barbation.death_years == list(range(361, 370)) and barbation.certain_death == 370


def test_death_table_worked_example(roster: Roster) -> None:
    constantin = roster.leader("constantin")
    assert not dies_of_roll(constantin, 336, 6)
    assert dies_of_roll(constantin, 337, 6)
    assert dies_of_roll(constantin, 340, 9)
    chlore = roster.leader("constance_chlore")
    assert chlore.table is not None and chlore.table.death_years[:4] == [None] * 4
    assert dies_of_roll(chlore, 305, 4) and not dies_of_roll(chlore, 305, 5)


def test_pdt_leaders_are_never_tested(roster: Roster) -> None:
    for leader_id in PDT:
        table = roster.leader(leader_id).table
        assert table is not None and table.death_years == [] and table.certain_death is None
    tested = {x.id for x in roster.leaders if x.table and x.table.death_years}
    assert tested.isdisjoint(PDT) and len(tested) == 32


def test_footnotes_of_the_arrival_table(roster: Roster) -> None:
    sons = {"crispus": 300, "constantin_ii": 316, "constance_ii": 317, "constant": 320}
    for son, born in sons.items():
        table = roster.leader(son).table
        assert table is not None
        assert (table.father, table.requires_father_alive_from, table.entry) == ("constantin", born, "C")
    licinianus = roster.leader("licinianus").table
    assert licinianus is not None
    assert (licinianus.father, licinianus.requires_father_alive_from) == ("licinius", 335)


def test_persian_kings_schedule(roster: Roster) -> None:
    def dates(leader_id: str) -> tuple[int | None, int | None]:
        x = roster.leader(leader_id)
        return x.enters_year, x.leaves_after_year

    assert dates("hormoz_ii") == (305, 309)
    assert dates("sapor_ii") == (320, None)
    assert dates("ardashir_ii") == (355, None)


def test_religious_loyalty_where_history_gives_it(roster: Roster) -> None:
    assert roster.leader("constantin").loyalty is Loyalty.CROSS
    assert roster.leader("julien").loyalty is Loyalty.SUN
    assert roster.leader("galere").loyalty is Loyalty.SUN
    assert roster.leader("constance_ii").loyalty is Loyalty.CROSS


def test_four_dux_in_four_distinct_capitals_of_the_map(roster: Roster, game_map: GameMap) -> None:
    dux = [x for x in roster.leaders if x.dux]
    capitals = {z.city for z in game_map.zones if z.capital}
    assert len(dux) == 4
    assert len({x.dux_capital for x in dux}) == 4
    assert {x.dux_capital for x in dux} <= capitals
    assert all(x.table is None for x in dux)


def test_comitatenses_follow_the_deployment_table(roster: Roster) -> None:
    comitatenses = [u for u in roster.units if u.category is Category.COMITATENSES]
    assert len(comitatenses) == 27
    by_capital: dict[str, set[str]] = {}
    for u in comitatenses:
        assert u.home_capital is not None and u.movement == 4
        by_capital.setdefault(u.home_capital, set()).add(u.id)
    assert by_capital == DEPLOYMENT_TABLE


def test_limitanei_in_every_diocese(roster: Roster, game_map: GameMap) -> None:
    dioceses = {d.id for d in game_map.dioceses}
    ri = Counter(u.diocese for u in roster.units if u.category is Category.RIPENSES)
    pc = Counter(u.diocese for u in roster.units if u.category is Category.PSEUDO_COMITATENSES)
    assert set(ri) == dioceses and set(ri.values()) == {1}
    assert set(pc) == dioceses and min(pc.values()) >= 1
    assert pc["italia"] >= 2  # two PC Italia units in the 3.4.2 example


def test_peoples_majors_and_bands(roster: Roster) -> None:
    assert {p.id for p in roster.peoples if p.major} == MAJOR_PEOPLES
    band = {p.id: p.entry_band for p in roster.peoples}
    assert band["alamanni"] == ["galliae"] and band["franci"] == ["galliae"]
    led = {x.people for x in roster.leaders if x.people}
    assert led == MAJOR_PEOPLES  # minor peoples have no leaders (4.1)
    with_units = {u.people for u in roster.units if u.people}
    assert with_units == {p.id for p in roster.peoples}
    assert [p.id for p in roster.peoples if p.allied_to_rome] == ["armenia"]


def test_band_colour_is_the_entry_diocese_colour(roster: Roster, game_map: GameMap) -> None:
    colours = {d.id: d.colour.lower() for d in game_map.dioceses}
    wrong = {p.id: p.colour for p in roster.peoples if p.colour.lower() != colours[p.entry_band[0]]}
    assert wrong == {}


def test_strengths_are_thousands_of_men(roster: Roster) -> None:
    """0.3: 1 SP = 1,000 men; a unit is 2,000 to 15,000 men."""
    assert all(2 <= u.normal.sp <= 15 for u in roster.units)
    assert all(1 <= u.weakened.sp < u.normal.sp for u in roster.units)


def test_the_33_stratagems(roster: Roster) -> None:
    strat = {s.id: s for s in roster.stratagems}
    assert len(strat) == 33
    assert {s for s, x in strat.items() if x.removed_after_use} == {"soulevement_trois_majeurs",
                                                                     "pax_romana"}
    roles = Counter(x.player for x in strat.values())
    assert roles == {PlayerRole.PRIMUS: 3, PlayerRole.SECONDUS: 3, PlayerRole.BOTH: 27}
    assert all(x.phase == "C" for x in strat.values() if x.player is not PlayerRole.BOTH)
    assert strat["initiative"].phase == "B"
    assert sum(1 for x in strat.values() if x.id.startswith("soulevement")) == 5
    assert all(x.phase == "C" for x in strat.values() if x.id.startswith("soulevement"))


def test_docs_give_a_reason_for_every_leader(roster: Roster) -> None:
    text = (REPO_ROOT / "docs" / "roster.md").read_text(encoding="utf-8")
    assert "estimate" in text.lower()
    rows = [line for line in text.splitlines() if line.startswith("| ")]
    for leader in roster.leaders:
        if leader.dux:
            continue
        assert any(f"| {leader.name} " in row or f"| {leader.name} (" in row for row in rows), \
            leader.name


def test_roster_file_says_it_is_an_estimate() -> None:
    head = Path(DEFAULT_ROSTER).read_text(encoding="utf-8")[:800]
    assert "OUR ESTIMATE" in head
    assert load_roster(DEFAULT_ROSTER).authored_estimate


# ---------------------------------------------------------------- printed or estimated

def _with_printed(roster: Roster, leader_id: str, printed: list[str]) -> Roster:
    leaders = [x.model_copy(update={"printed": printed}) if x.id == leader_id else x
               for x in roster.leaders]
    return roster.model_copy(update={"leaders": leaders})


def test_printed_names_only_values_of_the_counter() -> None:
    from pydantic import ValidationError

    roster = load_roster(DEFAULT_ROSTER)
    data = roster.leader("galere").model_dump(mode="json")
    with pytest.raises(ValidationError, match="printed names name; the values are cc, sr"):
        Leader.model_validate({**data, "printed": ["cc", "name"]})
    assert Leader.model_validate({**data, "printed": ["cc", "loyalty"]}).printed == [
        "cc", "loyalty"]


def test_estimated_values_per_counter_and_per_roster() -> None:
    from sv_model.schemas.roster import estimated_values

    roster = load_roster(DEFAULT_ROSTER)
    persian = next(x for x in roster.leaders if x.pc is None)
    assert estimated_values(roster, persian) == ["cc", "sr", "tb"]  # no PC nor loyalty
    marked = _with_printed(roster, "galere", ["cc", "tb"])
    assert estimated_values(marked, marked.leader("galere")) == ["sr", "pc", "loyalty"]
    entered = marked.model_copy(update={"authored_estimate": False})
    assert estimated_values(entered, entered.leader("galere")) == []


def test_tooltips_and_setup_sheets_show_which_values_are_estimates() -> None:
    """The flag reaches play mode's counter tooltips and the setup sheet's † marks."""
    from dataclasses import replace

    from sv_desktop.board.board_view import board_from_scenario
    from sv_desktop.sheets.content import setup_content
    from sv_model.loader import load_scenario
    from sv_model.paths import DEFAULT_SCENARIO
    from sv_model.schemas.roster import LEADER_VALUES

    bundle = load_scenario(DEFAULT_SCENARIO)
    roster = _with_printed(bundle.roster, "galere", list(LEADER_VALUES))
    roster = _with_printed(roster, "severe", ["cc"])
    marked = replace(bundle, roster=roster)
    board = board_from_scenario(marked)
    assert "values entered from the printed game" in piece_view(board, "galere").detail
    assert "our estimate: SR, TB, PC, loyalty" in piece_view(board, "severe").detail
    assert "values: our estimate" in piece_view(board, "licinius").detail
    lines = {p.id: p for d in setup_content(marked).dioceses for z in d.zones
             for p in z.pieces}
    assert lines["galere"].estimate is False
    assert lines["severe"].estimate is True and lines["licinius"].estimate is True
