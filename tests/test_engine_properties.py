"""Properties of the engine: invariants, exact replays, undo and redo."""

from __future__ import annotations

import json
import random

import pytest
from engine_support import check_invariants, real_bundle
from hypothesis import given, settings
from hypothesis import strategies as st

from sv_model.engine import Game, action_from_dict
from sv_model.engine.autoplay import choose_action
from sv_model.errors import DataFileError, ReplayMismatchError

PLAY = settings(max_examples=10, deadline=None)


def _played(seed: int, count: int, policy: str = "uniform") -> tuple[Game, list[str]]:
    bundle = real_bundle()
    game = Game.new(bundle, seed, end_year=bundle.scenario.start_year + 1)
    rng = random.Random(seed)
    digests = [game.state.digest()]
    while not game.is_over and len(game.actions) < count:
        game.apply(choose_action(game, rng, policy))
        check_invariants(game)
        digests.append(game.state.digest())
    return game, digests


@PLAY
@given(seed=st.integers(0, 10_000), count=st.integers(1, 120))
def test_invariants_hold_and_a_replay_equals_the_original(seed: int, count: int) -> None:
    game, _ = _played(seed, count)
    data = json.loads(json.dumps(game.to_save_dict()))
    replayed = Game.from_save_dict(data, lambda path: real_bundle())
    assert replayed.state.digest() == game.state.digest()
    assert replayed.dice == game.dice
    assert replayed.log == game.log
    assert [replayed.text(e) for e in replayed.log] == [game.text(e) for e in game.log]
    assert replayed.actions == game.actions


@PLAY
@given(seed=st.integers(0, 10_000), count=st.integers(2, 120), data=st.data())
def test_undo_then_redo_is_the_identity(seed: int, count: int, data: st.DataObject) -> None:
    game, digests = _played(seed, count, "playout")
    n = len(game.actions)
    back = data.draw(st.integers(1, n))
    for _ in range(back):
        assert game.undo()
    assert game.state.digest() == digests[n - back]
    for _ in range(back):
        assert game.redo()
    assert game.state.digest() == digests[n]
    assert not game.redo()
    index = data.draw(st.integers(0, n))
    game.undo_to(index)
    assert game.state.digest() == digests[index]
    assert len(game.actions) == index
    assert len(game.dice) == game.state.n_dice and len(game.log) == game.state.n_log


def test_actions_survive_a_round_trip_through_json() -> None:
    game, _ = _played(4, 60)
    for action in game.actions:
        assert action_from_dict(json.loads(json.dumps(action.to_dict()))) == action


@pytest.mark.parametrize("bad", [
    {"type": "teleport"}, {"type": "move", "units": [], "path": ["x"]},
    {"type": "confirm", "yes": "maybe"}, ["move"],
    {"type": "choose_zone", "zone": "italia_1", "extra": 1},
])
def test_malformed_actions_are_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        action_from_dict(bad)


def test_a_tampered_save_does_not_replay() -> None:
    game, _ = _played(11, 40)
    data = game.to_save_dict()
    data["digest"] = "0" * 64
    with pytest.raises(ReplayMismatchError):
        Game.from_save_dict(data, lambda path: real_bundle())
    data = game.to_save_dict()
    data["actions"].insert(0, {"type": "choose_zone", "zone": "atlantis"})
    with pytest.raises(ReplayMismatchError, match=r"action #1"):
        Game.from_save_dict(data, lambda path: real_bundle())
    with pytest.raises(DataFileError):
        Game.from_save_dict({"format": "sv-save", "schema_version": 1}, lambda p: real_bundle())
