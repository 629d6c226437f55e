"""sv_model.timeline: what a scenario brings onto the map after its set-up (3.3.1, 4.2.1,
9.2, 9.4, 3.1.2), shared by the engine's set-up and the printed sheets."""

from __future__ import annotations

from pathlib import Path

import pytest

from sv_model.engine import Game
from sv_model.engine.messages import words_for
from sv_model.loader import ScenarioBundle, load_scenario
from sv_model.paths import DEFAULT_SCENARIO, SCENARIOS_DIR
from sv_model.schemas.scenario import ArrivalOverride, FleetSetup, PeopleSetup
from sv_model.timeline import EventKind, arrival_schedule, scenario_timeline


@pytest.fixture(scope="module")
def bundle() -> ScenarioBundle:
    return load_scenario(DEFAULT_SCENARIO)


def _with(bundle: ScenarioBundle, **changes: object) -> ScenarioBundle:
    return ScenarioBundle(bundle.path, bundle.scenario.model_copy(update=changes),
                          bundle.game_map, bundle.roster)


def test_the_arrival_table_and_fixed_dates(bundle: ScenarioBundle) -> None:
    events = scenario_timeline(bundle.scenario, bundle.roster)
    crispus = [e for e in events if e.subject == "crispus"]
    assert [(e.year, e.kind, e.rule) for e in crispus] == [(317, EventKind.LEADER, "3.3.1")]
    assert "Constantin" in crispus[0].where  # entry code C (3.3.1)
    sapor = [e for e in events if e.subject == "sapor_ii"]
    assert [(e.year, e.rule) for e in sapor] == [(320, "4.2.1")]
    hormoz = [e for e in events if e.subject == "hormoz_ii"]
    # placed at the start, so no arrival; he leaves in phase F of 309 (4.2.1)
    assert [(e.year, e.kind) for e in hormoz] == [(309, EventKind.DEPARTURE)]
    assert events == sorted(events, key=lambda e: e.year)


def test_placed_leaders_and_years_outside_the_scenario_are_left_out(
        bundle: ScenarioBundle) -> None:
    placed = {x.leader for x in bundle.scenario.leaders}
    short = _with(bundle, end_year=316)
    events = scenario_timeline(short.scenario, short.roster)
    assert all(bundle.scenario.start_year < e.year <= 316 for e in events
               if e.kind is EventKind.LEADER)
    assert not any(e.subject in placed for e in events if e.kind is EventKind.LEADER)
    assert "crispus" not in {e.subject for e in events}


def test_an_override_moves_the_arrival_and_the_engine_agrees(bundle: ScenarioBundle) -> None:
    zone = "italia_3"
    changed = _with(bundle, arrivals=[ArrivalOverride(leader="crispus", year=306, zone=zone)])
    schedule = arrival_schedule(changed.scenario, changed.roster)
    assert (schedule["crispus"].year, schedule["crispus"].zone) == (306, zone)
    events = [e for e in scenario_timeline(changed.scenario, changed.roster)
              if e.subject == "crispus"]
    assert [(e.year, e.where) for e in events] == [(306, zone)]
    game = Game.new(changed, seed=1)
    eng = game.engine
    assert eng.arrival_year["crispus"] == 306 and eng.arrival_zone["crispus"] == zone
    never = _with(bundle, arrivals=[ArrivalOverride(leader="crispus", year=None)])
    assert not [e for e in scenario_timeline(never.scenario, never.roster)
                if e.subject == "crispus"]


def test_returns_of_fleets_peoples_and_constantinople(bundle: ScenarioBundle) -> None:
    fleet = bundle.game_map.fleets[0].id
    people = bundle.roster.peoples[0].id
    changed = _with(bundle, fleets=[FleetSetup(fleet=fleet, returns_year=310)],
                    peoples=[PeopleSetup(people=people, pacified_until=312)],
                    constantinopolis_due=330, constantinopolis_built=False)
    kinds = {(e.kind, e.year, e.subject, e.rule)
             for e in scenario_timeline(changed.scenario, changed.roster)}
    assert (EventKind.FLEET, 310, fleet, "9.2") in kinds
    assert (EventKind.PEOPLE, 312, people, "9.4") in kinds
    assert (EventKind.CONSTANTINOPOLIS, 330, "constantinopolis", "3.1.2") in kinds


@pytest.mark.parametrize("path", sorted(SCENARIOS_DIR.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_scheduled_arrival_is_what_the_engine_uses(path: Path) -> None:
    b = load_scenario(path)
    schedule = arrival_schedule(b.scenario, b.roster)
    eng = Game.new(b, seed=1).engine
    assert {k: v.year for k, v in schedule.items()} == eng.arrival_year
    assert {k: v.zone for k, v in schedule.items()} == eng.arrival_zone


def test_the_words_of_the_timeline_read_in_french(bundle: ScenarioBundle) -> None:
    """Where a leader enters or a people returns (3.3.1, 4.2.1) reads in the reader's
    language; zone ids are left for the caller to name."""
    zones = {z.id for z in bundle.game_map.zones}
    words = {e.where for e in scenario_timeline(bundle.scenario, bundle.roster)} - zones - {""}
    assert "at Sirmium" in words
    for where in words:
        assert words_for(where, "en") == where
        assert words_for(where, "fr") != where, where
    assert words_for("at Sirmium", "fr") == "à Sirmium"
