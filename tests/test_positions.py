"""A position stands alone (issue 33, part 1): a clone of a game's state holds the
state, the pending decision, the dice's seed and count and the journal, and playing on
the clone never touches the original."""

from __future__ import annotations

import random
from typing import Any

from engine_support import real_bundle
from hypothesis import given, settings
from hypothesis import strategies as st

from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.engine.core import apply_action, current_decision
from sv_model.engine.dice import die_value
from sv_model.engine.view import player_view
from sv_model.schemas.scenario import Side

FUTURE_ROLLS = 24


def _random_game(seed: int, count: int) -> Game:
    bundle = real_bundle()
    game = Game.new(bundle, seed, end_year=bundle.scenario.start_year + 2)
    rng = random.Random(seed)
    while not game.is_over and len(game.actions) < count:
        game.apply(choose_action(game, rng))
    return game


def _everything_known(game: Game) -> dict[str, Any]:
    """What the original's players may see, its legal options and its future dice, read
    afresh (no cache of the game's)."""
    eng, state = game.engine, game.state
    decision = current_decision(eng, state)
    log = list(game.log)
    return {
        "views": [player_view(state, log, decision, side).digest()
                  for side in (None, *Side)],
        "options": None if decision is None else decision.options,
        "future_dice": [die_value(game.seed, state.n_dice + k, 6) for k in range(FUTURE_ROLLS)],
        "forced_dice": list(state.forced_dice),
        "dice": list(game.dice),
        "log": log,
        "digest": state.digest(),
    }


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), count=st.integers(0, 400), data=st.data())
def test_playing_on_a_clone_leaves_the_original_unchanged(seed: int, count: int,
                                                           data: st.DataObject) -> None:
    game = _random_game(seed, count)
    decision = game.decision
    if decision is None:
        return
    before = _everything_known(game)
    action = data.draw(st.sampled_from(decision.options), label="action")
    position = game.state.clone()
    apply_action(game.engine, position, action)
    rng = random.Random(seed + count)
    for _ in range(data.draw(st.integers(0, 40), label="then")):  # and play on
        then = current_decision(game.engine, position)
        if then is None:
            break
        apply_action(game.engine, position, rng.choice(then.options))
    assert _everything_known(game) == before


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), count=st.integers(0, 300), data=st.data())
def test_a_clone_goes_on_exactly_as_the_game(seed: int, count: int,
                                             data: st.DataObject) -> None:
    """The clone holds everything needed to go on: the same action on it and on the
    game gives the same state, dice and log."""
    game = _random_game(seed, count)
    position = game.state.clone()
    rng = random.Random(seed)
    for _ in range(data.draw(st.integers(1, 30), label="actions")):
        decision = game.decision
        if decision is None:
            break
        action = rng.choice(decision.options)
        apply_action(game.engine, position, action)
        game.apply(action)
    assert position.digest() == game.state.digest()
    assert position.log == game.log
    assert position.dice == game.dice


def test_the_game_dice_and_log_are_its_positions() -> None:
    """Undo goes back to an earlier position with its own dice and log: the lines and
    rolls of the undone actions are gone, and playing again adds them back the same."""
    game = _random_game(5, 200)
    lines, rolls = list(game.log), list(game.dice)
    assert len(game.actions) > 40
    game.undo_to(len(game.actions) // 2)
    assert game.state.n_log < len(lines) and game.state.n_dice < len(rolls)
    assert game.log == lines[:game.state.n_log] and game.dice == rolls[:game.state.n_dice]
    while game.can_redo:
        game.redo()
    assert game.log == lines and game.dice == rolls
