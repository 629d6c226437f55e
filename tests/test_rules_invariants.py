"""The rules invariants of ``rules_invariants`` hold after every action of seeded random
games of every shipped scenario: a few short games in the default suite, 203 whole
games (29 seeds of each of the seven scenarios) under the slow marker."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest
from engine_support import ROOT, check_invariants
from rules_invariants import RulesWatch

from sv_model.engine import Game
from sv_model.engine.autoplay import play_out
from sv_model.loader import ScenarioBundle, load_scenario

SCENARIOS = sorted(p.stem for p in (ROOT / "scenarios").glob("*.yaml"))


@cache
def _bundle(name: str) -> ScenarioBundle:
    return load_scenario(Path(ROOT / "scenarios" / f"{name}.yaml"))


def _play_watched(name: str, seed: int, years: int | None) -> Game:
    bundle = _bundle(name)
    start, end = bundle.scenario.start_year, bundle.scenario.end_year
    game = Game.new(bundle, seed, end_year=None if years is None else min(end, start + years - 1))
    watch = RulesWatch()
    broken: list[str] = []

    def after(g: Game) -> None:
        check_invariants(g)
        broken.extend(f"{g.state.year} {g.state.step}: {line}" for line in watch(g))

    play_out(game, random.Random(seed), after_each=after)
    assert game.is_over
    assert broken == [], broken[:5]
    return game


def test_seven_scenarios_are_checked() -> None:
    assert len(SCENARIOS) == 7


@pytest.mark.parametrize("name", SCENARIOS)
@pytest.mark.parametrize("seed", [0, 1])
def test_rules_invariants_hold_in_short_random_games(name: str, seed: int) -> None:
    _play_watched(name, seed, years=5)


@pytest.mark.slow
@pytest.mark.parametrize("name", SCENARIOS)
@pytest.mark.parametrize("seed", range(100, 129))
def test_rules_invariants_hold_in_whole_random_games(name: str, seed: int) -> None:
    _play_watched(name, seed, years=None)
