"""The rules invariants of ``rules_invariants`` hold after every action of seeded random
games of every shipped scenario: a few short games in the default suite, 511 whole
games (the 73 seeds of ``SWEEP_SEEDS`` in each of the seven scenarios) under the slow
marker."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest
from engine_support import ROOT, check_invariants
from rules_invariants import SWEEP_SEEDS, RulesWatch, watched_game

from sv_model.engine import Game
from sv_model.engine.actions import Action, Move
from sv_model.engine.autoplay import choose_action, play_out
from sv_model.engine.core import check_action
from sv_model.errors import IllegalActionError
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
@pytest.mark.parametrize("seed", SWEEP_SEEDS)
def test_rules_invariants_hold_in_whole_random_games(name: str, seed: int) -> None:
    """511 whole games as ``semper-victor autoplay --seed`` plays them (issue 37: the
    seeds include 932 and 1413, where 4.2.4 once broke). ``python tests/rules_invariants.py``
    plays the same list and prints the counts."""
    game, actions, broken = watched_game(_bundle(name), seed, also=check_invariants)
    assert game.is_over and actions > 0
    assert broken == [], broken[:5]


def _with_a_drop(game: Game, move: Move, rng: random.Random) -> Action:
    """``move`` with one of its units left in a zone of its path (3.4.1), if legal."""
    if move.leader is None or len(move.units) < 2 or len(move.path) < 2:
        return move
    dropped = Move(leader=move.leader, units=move.units, path=move.path,
                   drop=((rng.choice(move.units), rng.randrange(len(move.path) - 1)),))
    try:
        check_action(game.engine, game.state, dropped)
    except IllegalActionError:
        return move
    return dropped


@pytest.mark.parametrize("name", SCENARIOS)
def test_rules_invariants_hold_when_units_are_left_on_the_way(name: str) -> None:
    """3.4.1: the listed moves take every unit all the way, but a player (and the AI)
    may leave units on the way. Random games where half the moves of a leader with two
    units or more leave one at random: the invariants hold after every action."""
    bundle = _bundle(name)
    game = Game.new(bundle, 3, end_year=bundle.scenario.start_year + 3)
    rng = random.Random(3)
    watch = RulesWatch()
    broken: list[str] = []
    drops = 0
    while not game.is_over:
        action = choose_action(game, rng)
        if isinstance(action, Move) and rng.random() < 0.5:
            action = _with_a_drop(game, action, rng)
            drops += isinstance(action, Move) and bool(action.drop)
        game.apply(action)
        check_invariants(game)
        broken.extend(f"{game.state.year} {game.state.step}: {line}" for line in watch(game))
    assert drops > 0
    assert broken == [], broken[:5]
