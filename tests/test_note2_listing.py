"""3.6.3 Note 2 in the movement listing (issue 33 item 2): the listing filters each
group's moves as it lists them (``faction.Note2``); the list is the unfiltered listing
run through the whole ``note2_filter``, in the same order."""

from __future__ import annotations

import random

import pytest
from engine_support import real_bundle

from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.engine.core import current_decision
from sv_model.engine.decisions import DecisionKind
from sv_model.games.semper_victor import faction
from sv_model.games.semper_victor.faction import note2_filter, side_has_rebels


def test_the_listing_filtered_group_by_group_equals_the_whole_filter(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At every movement decision of a seeded random campaign where the mover has rebels
    (a Usurper or a Civil War leader), the listing equals the unfiltered listing put
    through ``note2_filter``; the filter drops moves in some of them."""
    game = Game.new(real_bundle(), 2, end_year=340)
    rng = random.Random("autoplay:2")
    checked = dropped = 0
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        st = game.state
        if decision.kind is DecisionKind.MOVEMENT and \
                side_has_rebels(game.engine, st, decision.player):
            with monkeypatch.context() as patched:
                patched.setattr(faction.Note2, "of", classmethod(lambda cls, *a: None))
                unfiltered = current_decision(game.engine, st)
            assert unfiltered is not None
            whole = note2_filter(game.engine, st, decision.player, list(unfiltered.options))
            assert list(decision.options) == whole
            checked += 1
            dropped += len(whole) < len(unfiltered.options)
        game.apply(choose_action(game, rng))
    assert checked > 40 and dropped > 20, (checked, dropped)
