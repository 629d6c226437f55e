"""The shipped scenarios validate; set-up checks catch planted faults (3.3.1, 3.3.2, 4.2)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from sv_model import loader
from sv_model.errors import DataProblem
from sv_model.loader import ScenarioBundle
from sv_model.paths import DEFAULT_MAP, DEFAULT_ROSTER, DEFAULT_SCENARIO, REPO_ROOT, SCENARIOS_DIR
from sv_model.schemas.map import GameMap, ZoneKind
from sv_model.schemas.roster import Category, Roster
from sv_model.schemas.scenario import Scenario, Side, Title
from sv_model.setup_checks import setup_problems
from sv_model.validation import validate_file

SHIPPED = [
    "305_second_tetrarchy",
    "306_constantine_at_eburacum",
    "312_milvian_bridge",
    "324_constantine_against_licinius",
    "337_sons_of_constantine",
    "350_magnentius",
    "360_julian_augustus",
]
_BUNDLES: dict[str, ScenarioBundle] = {}
_ROSTER: Callable[[Path], Roster] = functools.cache(loader.load_roster)


@pytest.fixture(scope="session")
def bundle_of(shipped_map: GameMap) -> Callable[[str], ScenarioBundle]:
    """Load a shipped scenario once, all sharing one parsed map and roster (speed)."""

    def load(name: str) -> ScenarioBundle:
        if name not in _BUNDLES:
            with mock.patch.object(loader, "load_map", lambda _path: shipped_map), \
                    mock.patch.object(loader, "load_roster", _ROSTER):
                _BUNDLES[name] = loader.load_scenario(SCENARIOS_DIR / f"{name}.yaml")
        return _BUNDLES[name]

    return load


@pytest.fixture
def plant(tmp_path: Path, bundle_of: Callable[[str], ScenarioBundle]
          ) -> Callable[[str, Callable[[dict[str, Any]], Any]], list[DataProblem]]:
    """Apply a change to a shipped scenario's data, write it, and run the set-up checks."""

    def run(name: str, change: Callable[[dict[str, Any]], Any]) -> list[DataProblem]:
        data = yaml.safe_load((SCENARIOS_DIR / f"{name}.yaml").read_text(encoding="utf-8"))
        change(data)
        path = tmp_path / f"{name}_planted.yaml"
        data["map"], data["roster"] = str(DEFAULT_MAP), str(DEFAULT_ROSTER)
        path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True),
                        encoding="utf-8")
        base = bundle_of(name)
        scenario = Scenario.model_validate(data)
        return setup_problems(ScenarioBundle(path, scenario, base.game_map, base.roster))

    return run


def unit_row(data: dict[str, Any], unit: str) -> dict[str, Any]:
    return next(row for row in data["units"] if row["unit"] == unit)


def leader_row(data: dict[str, Any], leader: str) -> dict[str, Any]:
    return next(row for row in data["leaders"] if row["leader"] == leader)


Loader = Callable[[str], ScenarioBundle]
Plant = Callable[[str, Callable[[dict[str, Any]], Any]], list[DataProblem]]


def test_seven_scenarios_ship_and_the_default_is_305() -> None:
    assert sorted(p.stem for p in SCENARIOS_DIR.glob("*.yaml")) == SHIPPED
    assert DEFAULT_SCENARIO == SCENARIOS_DIR / "305_second_tetrarchy.yaml"


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_scenario_validates(name: str, bundle_of: Loader) -> None:
    bundle = bundle_of(name)
    assert setup_problems(bundle) == []
    s = bundle.scenario
    assert name.startswith(str(s.start_year)) and s.end_year > s.start_year
    assert s.authored_estimate and s.introduction and s.victory_notes
    assert s.map == "../resources/maps/roman_world.yaml"
    assert s.roster == "../resources/roster/roster.yaml"


@pytest.mark.parametrize("name", SHIPPED)
def test_every_roman_unit_and_dux_is_set_up(name: str, bundle_of: Loader) -> None:
    bundle = bundle_of(name)
    placed_units = {u.unit for u in bundle.scenario.units}
    roman = {u.id for u in bundle.roster.units if u.category is not None}
    assert roman <= placed_units
    placed_leaders = {x.leader for x in bundle.scenario.leaders}
    assert {x.id for x in bundle.roster.leaders if x.dux} <= placed_leaders
    assert set(bundle.scenario.diocese_control) == {d.id for d in bundle.game_map.dioceses}


def test_validate_command_path_on_a_shipped_scenario() -> None:
    """The CLI path end to end: schema, cross-references and set-up."""
    assert validate_file(SCENARIOS_DIR / "312_milvian_bridge.yaml") == []


def test_default_scenario_titles(bundle_of: Loader) -> None:
    s = bundle_of("305_second_tetrarchy").scenario
    titles = {x.leader: (x.title, x.side) for x in s.leaders if x.title is not None}
    assert titles["galere"] == (Title.PRIMUS_AUGUSTUS, Side.PRIMUS)
    assert titles["constance_chlore"] == (Title.SECONDUS_AUGUSTUS, Side.SECONDUS)
    assert (s.start_year, s.end_year) == (305, 363)


def test_docs_list_every_scenario() -> None:
    text = (REPO_ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")
    for name in SHIPPED:
        assert f"`{name}.yaml`" in text


# --- planted faults ------------------------------------------------------------------------

def test_ripensis_away_from_the_frontier_is_reported(plant: Plant) -> None:
    problems = plant("305_second_tetrarchy",
                     lambda d: unit_row(d, "ri_galliae").update(zone="galliae_5"))
    assert [p.field for p in problems] == ["units[ri_galliae]"]
    assert "ripensis" in problems[0].problem and "(3.3.2)" in problems[0].problem
    assert problems[0].line is not None


def test_unit_outside_its_diocese_is_reported(plant: Plant) -> None:
    problems = plant("324_constantine_against_licinius",
                     lambda d: unit_row(d, "pc_italia_1").update(zone="africa_4"))
    assert [p.field for p in problems] == ["units[pc_italia_1]"]
    assert "outside their diocese (3.3.2)" in problems[0].problem


def test_leader_before_his_arrival_is_reported(plant: Plant) -> None:
    def place_julien(d: dict[str, Any]) -> None:
        d["leaders"].append({"leader": "julien", "zone": "pontica_1", "side": "PRIMUS"})

    problems = plant("305_second_tetrarchy", place_julien)
    assert [(p.field, p.problem) for p in problems] == [
        ("leaders[julien]", "placed in 305 but arrives in 355 (3.3.1)")]


def test_leader_after_his_death_and_a_king_out_of_his_dates(plant: Plant) -> None:
    def place_the_dead(d: dict[str, Any]) -> None:
        d["leaders"].append({"leader": "hormoz_ii", "zone": "persae_2"})
        d["arrivals"] = [a for a in d["arrivals"] if a["leader"] != "diocletien"]
        d["leaders"].append({"leader": "diocletien", "zone": "pannoniae_6", "side": "PRIMUS"})

    problems = plant("337_sons_of_constantine", place_the_dead)
    messages = {p.field: p.problem for p in problems}
    assert messages["leaders[diocletien]"] == "placed in 337 but his certain death is in 315 (3.3.1)"
    assert "leaves the game after 309 (4.2.1)" in messages["leaders[hormoz_ii]"]


def test_comitatensis_away_from_its_capital_needs_a_note(plant: Plant) -> None:
    problems = plant("305_second_tetrarchy",
                     lambda d: unit_row(d, "cornuti").update(zone="galliae_1"))
    assert [p.field for p in problems] == ["units[cornuti]"]
    assert "Treveri" in problems[0].problem and "(3.3.2)" in problems[0].problem
    with_note = plant("305_second_tetrarchy", lambda d: unit_row(d, "cornuti").update(
        zone="galliae_1", note="guarding the coast"))
    assert with_note == []


def test_peoples_at_peace_stay_home(plant: Plant) -> None:
    def invade(d: dict[str, Any]) -> None:
        unit_row(d, "franci_salii").update(zone="galliae_2")
        d["units"].append({"unit": "quades_1", "zone": "quades"})
        leader_row(d, "ascaric")["pax_romana"] = False

    problems = plant("312_milvian_bridge", invade)
    by_field = {p.field: p.problem for p in problems}
    assert "(4.2.3)" in by_field["units[franci_salii]"]
    assert "minor people at peace" in by_field["units[quades_1]"]
    assert "Pax Romana face" in by_field["leaders[ascaric]"]


def test_people_status_and_controller(plant: Plant) -> None:
    def wrong(d: dict[str, Any]) -> None:
        d["peoples"][0]["controller"] = "SECONDUS"  # the Picts, but SECONDUS holds Britanniae

    problems = plant("305_second_tetrarchy", wrong)
    assert [p.field for p in problems] == ["peoples[picts]"]
    assert "(4.4.1)" in problems[0].problem

    def stale(d: dict[str, Any]) -> None:
        d["peoples"][1]["pacified_until"] = 306  # the Picts in the 306 scenario

    problems = plant("306_constantine_at_eburacum", stale)
    assert [p.problem for p in problems] == [
        "pacified until 306, which is not after the start (306) (9.4)"]


def test_dux_title_limits_and_cup(plant: Plant) -> None:
    def break_rules(d: dict[str, Any]) -> None:
        leader_row(d, "dux_treveri").update(zone="galliae_1")
        leader_row(d, "licinius")["title"] = "caesar"
        leader_row(d, "diocletien")["title"] = "caesar"
        d["stratagem_cup"].append("persecution")

    assert plant("360_julian_augustus", lambda d: None) == []
    text = "\n".join(str(p) for p in plant("305_second_tetrarchy", break_rules))
    assert "a Dux starts in his capital Treveri" in text
    assert "PRIMUS has 3 Caesars; at most 2 (3.5.1)" in text
    assert "'persecution' is in the cup twice" in text


def test_persecution_after_340_is_reported(plant: Plant) -> None:
    problems = plant("350_magnentius", lambda d: d["stratagem_cup"].append("persecution"))
    assert [p.problem for p in problems] == ["Persécution is in the cup only before 340 (6.3)"]


def test_problem_line_points_at_the_planted_row(plant: Plant, tmp_path: Path) -> None:
    problems = plant("306_constantine_at_eburacum",
                     lambda d: unit_row(d, "ri_britanniae").update(zone="moesiae_1"))
    assert len(problems) == 1 and problems[0].line is not None
    lines = (tmp_path / "306_constantine_at_eburacum_planted.yaml").read_text().splitlines()
    assert "ri_britanniae" in "\n".join(lines[problems[0].line - 1:problems[0].line + 1])


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_ripensis_check_matches_the_frontier(bundle_of: Loader, data: st.DataObject) -> None:
    """A ripensis anywhere in its diocese is legal exactly on a frontier zone, if any (3.3.2)."""
    bundle = bundle_of("305_second_tetrarchy")
    m = bundle.game_map
    zones = sorted((z.diocese, z.id) for z in m.zones if z.kind is ZoneKind.DIOCESE and z.diocese)
    diocese, zone = data.draw(st.sampled_from(zones))
    ri = next(u.id for u in bundle.roster.units
              if u.category is Category.RIPENSES and u.diocese == diocese)
    land = {e.key for e in m.edges if e.kind.value in ("land", "river", "strait")}
    outside = {z.id for z in m.zones if z.kind in (ZoneKind.ORIGIN, ZoneKind.OUTSIDE)}

    def frontier(zone_id: str) -> bool:
        return any(frozenset((zone_id, o)) in land for o in outside)

    diocese_has_frontier = any(frontier(z.id) for z in m.zones if z.diocese == diocese)
    moved = bundle.scenario.model_copy(update={"units": [
        u.model_copy(update={"zone": zone}) if u.unit == ri else u for u in bundle.scenario.units]})
    problems = setup_problems(ScenarioBundle(bundle.path, moved, m, bundle.roster))
    assert bool(problems) == (diocese_has_frontier and not frontier(zone)), (zone, problems)
