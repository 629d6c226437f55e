"""Audit of round 3 (issue 33 item 2): the position's ``ZoneIndex`` against a fresh
reading after every action of seeded random games of all seven shipped scenarios, under
the first and the current rules versions, with the scenario's options and with every
option turned the other way; every 97 actions a clone plays 30 actions of its own while
the game waits, then the game goes on (copy on write both ways)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from test_zone_index import assert_index_true

from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.engine.core import apply_action, current_decision
from sv_model.engine.version import FIRST_RULES_VERSION, RULES_VERSION
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import ModifierFScope, RRReading, RulesetOptions

SCENARIOS = sorted((Path(__file__).resolve().parent.parent / "scenarios").glob("*.yaml"))
OTHER_WAY = RulesetOptions(
    rr_reading=RRReading.UPPER_DEFENDER_LOWER_ATTACKER,
    modifier_f_scope=ModifierFScope.ALL_BATTLES, dux_can_be_assassinated=True,
    role_bound_stratagems_follow_role=False, assassinat_targets_non_romans=False,
    ask_at_every_window=True, armenia_open_to_all_peoples_at_war=False)


def _sweep(path: Path, seed: int, version: int, options: RulesetOptions | None,
           years: int) -> int:
    bundle = load_scenario(path)
    game = Game.new(bundle, seed, options, end_year=bundle.scenario.start_year + years,
                    rules_version=version)
    rng = random.Random(seed)
    assert_index_true(game.state, game.engine)
    count = 0
    while not game.is_over:
        game.apply(choose_action(game, rng))
        count += 1
        assert_index_true(game.state, game.engine)
        if count % 97 == 0:
            _clone_apart(game, random.Random(count))
    return count


def _clone_apart(game: Game, rng: random.Random) -> None:
    position = game.state.clone()
    for _ in range(30):
        decision = current_decision(game.engine, position)
        if decision is None:
            return
        apply_action(game.engine, position, rng.choice(decision.options))
        assert_index_true(position, game.engine)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
@pytest.mark.parametrize("version", [FIRST_RULES_VERSION, RULES_VERSION])
def test_every_scenario_keeps_a_true_index_for_two_years(path: Path, version: int) -> None:
    assert _sweep(path, 7, version, None, 1) > 20


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_scenario_keeps_a_true_index_with_the_options_the_other_way(path: Path) -> None:
    assert _sweep(path, 8, RULES_VERSION, OTHER_WAY, 1) > 20


@pytest.mark.slow
@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
@pytest.mark.parametrize("version", range(FIRST_RULES_VERSION, RULES_VERSION + 1))
def test_whole_games_keep_a_true_index(path: Path, version: int) -> None:
    for seed in range(2):
        _sweep(path, seed, version, OTHER_WAY if seed else None, 100)
