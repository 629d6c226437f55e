"""An option the current decision listed is applied without being validated again
(issue 33 item 2, core.apply_action): that holds only because every listed option
passes the full check, which these tests keep proving; anything else is checked."""

from __future__ import annotations

import random

import pytest
from engine_support import movement_game, real_bundle

from sv_model.engine import Game, Move
from sv_model.engine.autoplay import choose_action
from sv_model.engine.core import check_action
from sv_model.engine.decisions import DecisionKind
from sv_model.errors import IllegalActionError
from sv_model.schemas.scenario import Side


@pytest.mark.parametrize("seed", [2, 9])
def test_every_listed_option_passes_the_full_check(seed: int) -> None:
    """At every decision of two seeded random years, each option listed (up to 30 of a
    movement decision, drawn at random) is accepted by ``check_action``."""
    game = Game.new(real_bundle(), seed, end_year=306)
    rng = random.Random(seed)
    checked = 0
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        options = list(decision.options)
        if decision.kind is DecisionKind.MOVEMENT and len(options) > 30:
            options = rng.sample(options, 30)
        for option in options:
            check_action(game.engine, game.state, option)
            checked += 1
        game.apply(choose_action(game, rng))
    assert checked > 1000


def test_an_equal_action_made_elsewhere_is_checked_and_accepted() -> None:
    game = movement_game(real_bundle(), Side.PRIMUS)
    decision = game.decision
    assert decision is not None
    listed = next(a for a in decision.options if isinstance(a, Move) and a.leader)
    copy = Move(listed.leader, listed.units, listed.path, listed.drop)
    assert copy == listed and copy is not listed
    game.apply(copy)
    assert game.actions == (copy,)


def test_a_listed_option_of_a_state_edited_since_is_checked_again() -> None:
    """3.4.1: the state edited by hand (and adopted with ``invalidate``) after the listing,
    the very object listed before is refused: it is checked against the new state."""
    game = movement_game(real_bundle(), Side.PRIMUS)
    decision = game.decision
    assert decision is not None
    listed = next(a for a in decision.options if isinstance(a, Move) and a.leader)
    assert listed.leader is not None
    game.state.mcs.moved.add(listed.leader)
    game.invalidate()
    with pytest.raises(IllegalActionError, match=r"3\.4\.1"):
        game.apply(listed)
