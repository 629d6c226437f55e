"""Whole campaigns: random playouts exercise usurpations, civil wars, role changes,
uprisings, pacifications, plagues and stratagems; invariants hold after every action;
saves replay and undo still works."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from engine_support import check_invariants, real_bundle
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hyp
from rules_support import check_campaign_invariants, check_conservation

from sv_model.engine import (
    ChooseDie,
    ChooseDiocese,
    ChooseNationality,
    ChoosePeople,
    ChooseStratagem,
    Game,
    Nominate,
    PlayStratagem,
    action_from_dict,
)
from sv_model.engine.autoplay import CAMPAIGN_COUNTS, autoplay, play_out, summary

SEEDS = (0, 1, 2, 3, 4, 5)


@cache
def _summaries() -> tuple[dict[str, Any], ...]:
    return tuple(summary(autoplay(real_bundle(), seed)) for seed in SEEDS)


def test_the_summary_counts_campaign_events_by_name() -> None:
    data = _summaries()[0]
    for key in CAMPAIGN_COUNTS:
        assert isinstance(data[key], int)
    played = data["stratagems_played"]
    assert played and all(isinstance(v, int) and v > 0 for v in played.values())
    known = {s.id for s in real_bundle().roster.stratagems}
    assert set(played) <= known


def test_every_campaign_event_happens_across_the_fixed_seeds() -> None:
    totals = {key: sum(d[key] for d in _summaries()) for key in CAMPAIGN_COUNTS}
    assert all(n > 0 for n in totals.values()), totals
    played: set[str] = set()
    for d in _summaries():
        played |= set(d["stratagems_played"])
    families = ("usurpation_", "soulevement_", "pacification_", "foyer_de_peste",
                "assassinat", "roma_victor", "initiative")
    assert all(any(p.startswith(f) for p in played) for f in families), played


def _check_all(game: Game, last_year: list[int]) -> None:
    check_invariants(game)
    st = game.state
    new_year = st.year != last_year[0]
    check_campaign_invariants(game, capitals=new_year and st.phase in ("A", "B", "C"))
    last_year[0] = st.year


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=hyp.integers(min_value=0, max_value=10_000))
def test_campaign_invariants_hold_after_every_action(seed: int) -> None:
    game = Game.new(real_bundle(), seed, end_year=320)
    last = [game.state.year]
    play_out(game, random.Random(seed), after_each=lambda g: _check_all(g, last))
    assert game.is_over
    check_conservation(game)


def test_a_game_with_stratagems_replays_and_undoes() -> None:
    game = Game.new(real_bundle(), 5, end_year=312)
    play_out(game, random.Random(5))
    kinds = {type(a) for a in game.actions}
    assert PlayStratagem in kinds
    save = game.to_save_dict()
    again = Game.from_save_dict(save, lambda path: real_bundle())
    assert again.state.digest() == game.state.digest()
    index = next(i for i, a in enumerate(game.actions) if isinstance(a, PlayStratagem))
    digest = game.state.digest()
    n = len(game.actions)
    game.undo_to(index)
    assert len(game.actions) == index
    while game.redo():
        pass
    assert len(game.actions) == n and game.state.digest() == digest


def test_new_actions_survive_a_save() -> None:
    for action in (PlayStratagem("assassinat"), Nominate("crispus", "caesar"),
                   ChoosePeople("franci"), ChooseDiocese("italia"),
                   ChooseNationality("german"), ChooseDie(4), ChooseStratagem("abandon")):
        assert action_from_dict(action.to_dict()) == action
