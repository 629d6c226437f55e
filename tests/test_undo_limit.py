"""The hotseat undo limit (``Game.undo_limit``): a player takes back only his own
decisions, and never past a die roll or a cup draw, unless the other player consents."""

from __future__ import annotations

import random

import pytest
from engine_support import REAL_SCENARIO

from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.engine.game import UndoStop
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import Side


def _played(seed: int, actions: int) -> tuple[Game, list[Side], list[int]]:
    """A random game of the 305 campaign, with who decided each action and how many dice
    had been rolled after it (recorded by the test, not read from the engine's records)."""
    game = Game.new(load_scenario(REAL_SCENARIO), seed)
    rng = random.Random(seed)
    deciders: list[Side] = []
    dice_after: list[int] = []
    for _ in range(actions):
        decision = game.decision
        if decision is None:
            break
        deciders.append(decision.player)
        game.apply(choose_action(game, rng))
        dice_after.append(len(game.dice))
    return game, deciders, dice_after


@pytest.mark.parametrize("seed", [3, 11])
def test_undoing_alone_never_reaches_a_die_or_the_other_players_decision(seed: int) -> None:
    game, deciders, dice_after = _played(seed, 400)
    checked = 0
    for n in range(len(deciders), 0, -7):
        game.undo_to(n)
        side = game.decision.player if game.decision is not None else deciders[n - 1]
        floor = game.undo_limit(side).floor
        start_dice = dice_after[floor - 1] if floor else len(Game.new(game.bundle, seed).dice)
        # every action above the floor is this player's own and rolled nothing
        assert all(d is side for d in deciders[floor:n])
        assert all(dice_after[i] == start_dice for i in range(floor, n))
        # and the floor is as low as that allows: the action below it is the other
        # player's or rolled a die
        if floor:
            below = floor - 1
            rolled = dice_after[below] > (dice_after[below - 1] if below else
                                          len(Game.new(game.bundle, seed).dice))
            assert deciders[below] is not side or rolled
            assert game.undo_limit(side).stop is (UndoStop.CHANCE if rolled
                                                  else UndoStop.OPPONENT)
        assert game.can_undo_alone(side) == (n > floor)
        checked += 1
    assert checked > 20


def test_a_battle_die_stops_undo_and_the_opponent_stops_it_too() -> None:
    """E.g. a move that starts a battle: its die is seen, so its mover cannot take the
    move back and send the same roll elsewhere (8.3 rolls are a function of the seed)."""
    game, deciders, dice_after = _played(5, 600)
    rolled_then_same = [i for i in range(1, len(dice_after) - 1)
                        if dice_after[i] > dice_after[i - 1] and deciders[i + 1] is deciders[i]]
    assert len(rolled_then_same) >= 3
    for i in reversed(rolled_then_same[:5]):
        game.undo_to(i + 1)
        side = deciders[i]
        assert game.decision is not None and game.decision.player is side
        assert game.undo_limit(side).floor == i + 1
        assert game.undo_limit(side).stop is UndoStop.CHANCE
        assert not game.can_undo_alone(side)
        # the other player may never undo an action he did not decide
        assert not game.can_undo_alone(side.other)


def test_undo_and_redo_keep_the_records_in_step() -> None:
    game, deciders, _ = _played(7, 120)
    before = [game.undo_limit(s) for s in Side]
    last = game.last_decider
    assert last is deciders[-1]
    assert game.undo()
    assert game.last_decider is deciders[-2]
    assert game.redo()
    assert [game.undo_limit(s) for s in Side] == before
    assert game.last_decider is last


def test_nobody_at_the_screen_undoes_nothing_alone() -> None:
    game, _, _ = _played(9, 30)
    assert game.undo_limit(None).floor == len(game.actions)
    assert not game.can_undo_alone(None)
    fresh = Game.new(game.bundle, 9)
    assert fresh.undo_limit(Side.PRIMUS).stop is UndoStop.START
    assert not fresh.can_undo_alone(Side.PRIMUS)


def test_a_replayed_save_has_the_same_limits() -> None:
    game, _, _ = _played(13, 250)
    again = Game.from_save_dict(game.to_save_dict(),
                                lambda _name: load_scenario(REAL_SCENARIO))
    assert [again.undo_limit(s) for s in (Side.PRIMUS, Side.SECONDUS, None)] == \
        [game.undo_limit(s) for s in (Side.PRIMUS, Side.SECONDUS, None)]
