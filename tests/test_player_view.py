"""Per-player views: ``Game.view(side)`` holds what that player may know and nothing
else; the GUI and the coming AI read only it."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

from engine_support import pending, real_bundle
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hyp

from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.dice import Journal, LogEntry
from sv_model.engine.messages import MessageId, Ref, stratagem_ref
from sv_model.engine.save import read_save
from sv_model.games.semper_victor.queries import Occupancy, primus_augustus
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import Side

ROOT = Path(__file__).resolve().parent.parent
LEGACY = ROOT / "tests" / "data" / "legacy_v1"
P, S = Side.PRIMUS, Side.SECONDUS


def _load(name: str) -> Game:
    return read_save(next(LEGACY.glob(f"{name}*.svsave")), lambda r: load_scenario(ROOT / r))


def _twin(game: Game, hidden_from: Side, seed: int) -> Game:
    """The same game with another dice seed and with ``hidden_from``'s opponent holding
    other counters (taken from the cup, as many as he held)."""
    other = hidden_from.other
    st = game.state.clone()
    held = list(st.hands[other])
    fresh = [c for c in st.cup if c not in held][:len(held)]
    assert len(fresh) == len(held) and fresh != held
    st.cup = [c for c in st.cup if c not in fresh] + held
    st.hands[other] = fresh
    st.deck.drawn_role = {k: v for k, v in st.deck.drawn_role.items() if k not in held}
    st.deck.drawn_role.update({c: other for c in fresh})
    renamed = dict(zip(held, fresh, strict=True))

    def hidden(entry: LogEntry) -> LogEntry:
        if entry.secret_for is not other or entry.message is not MessageId.YOU_DRAW:
            return entry
        counter = entry.as_message.arg("stratagem")
        assert isinstance(counter, Ref)
        new = renamed.get(counter.id, counter.id)
        return replace(entry, args=(("stratagem", stratagem_ref(new)),))

    st.seed = seed
    st.journal = Journal.new(list(game.dice), [hidden(e) for e in game.log])
    return Game(game.engine, st)


def test_two_games_differing_only_in_the_hidden_hand_and_future_dice_look_the_same() -> None:
    game = _load("305_second_tetrarchy-seed0-at722")  # PRIMUS discards; both hold counters
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.DISCARD_STRATAGEM
    viewer = decision.player.other
    assert game.state.hands[viewer.other] and game.state.hands[viewer]
    twin = _twin(game, viewer, seed=game.seed + 1000)
    assert twin.state.digest() != game.state.digest()
    assert twin.view(viewer).digest() == game.view(viewer).digest()
    assert twin.view(None).digest() == game.view(None).digest()
    # the player who holds the counters sees the difference: the test can fail
    assert twin.view(viewer.other).digest() != game.view(viewer.other).digest()


def test_the_deciding_player_sees_his_decision_the_other_only_who_decides() -> None:
    game = _load("305_second_tetrarchy-seed0-at722")
    decider = pending(game).player
    mine, theirs = game.view(decider), game.view(decider.other)
    assert mine.decision == game.decision and mine.decision_kind is DecisionKind.DISCARD_STRATAGEM
    assert theirs.decision is None and theirs.deciding is decider
    assert theirs.decision_kind is None  # a secret kind: it would tell about his hand
    assert theirs.public.pending is None and mine.public.pending == game.state.pending
    public = _load("337_sons_of_constantine-seed5-at162")  # a retreat: public
    loser = pending(public).player
    assert public.view(loser.other).decision_kind is DecisionKind.RETREAT
    assert public.view(loser.other).decision is None


def test_a_view_holds_his_own_hand_and_only_counts_of_the_rest() -> None:
    game = _load("305_second_tetrarchy-seed0-at722")
    st = game.state
    for side in Side:
        view = game.view(side)
        assert view.hand == tuple(st.hands[side])
        assert view.public.hands == {side: list(st.hands[side]), side.other: []}
        assert view.hand_sizes == {s: len(st.hands[s]) for s in Side}
        assert view.cup_size == len(st.cup) > 0 and view.public.cup == []
        assert set(view.public.deck.drawn_role) <= set(st.hands[side])
        assert all(e.secret_for in (None, side) for e in view.log)
        assert [e for e in game.log if e.secret_for is side] == \
            [e for e in view.log if e.secret_for is side]
    table = game.view(None)
    assert table.hand == () and all(not h for h in table.public.hands.values())
    assert all(e.secret_for is None for e in table.log)


def test_a_view_never_holds_the_seed_or_the_dice_to_come() -> None:
    game = Game.new(real_bundle(), 987654321, end_year=306)
    game.state.forced_dice = [6, 6]
    game.invalidate()
    for side in (P, S, None):
        view = game.view(side)
        text = json.dumps(view.to_plain())
        assert "987654321" not in text
        assert view.public.n_dice == 0 and view.public.forced_dice == []
        assert not any(name for name in vars(view) if "seed" in name or "engine" in name)


def test_the_read_only_queries_work_on_a_view() -> None:
    game = _load("337_sons_of_constantine-seed5-at162")
    view = game.view(P)
    assert Occupancy(view.public).units == Occupancy(game.state).units
    assert primus_augustus(view.public) == primus_augustus(game.state)
    assert view.public.vp == game.state.vp and view.public.leaders == game.state.leaders


def test_a_view_is_made_again_after_every_action_and_undo() -> None:
    game = Game.new(real_bundle(), 4, end_year=305)
    before = game.view(P)
    game.apply(game.legal_actions()[0])
    after = game.view(P)
    assert after is not before and after.digest() != before.digest()
    assert game.view(P) is after  # kept while nothing changes
    game.undo()
    assert game.view(P).digest() == before.digest()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=hyp.integers(0, 10_000), steps=hyp.integers(0, 160))
def test_no_view_ever_shows_the_other_hand(seed: int, steps: int) -> None:
    game = Game.new(real_bundle(), seed, end_year=306)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(choose_action(game, rng))
    st = game.state
    for viewer in Side:
        view = game.view(viewer)
        assert view.public.hands[viewer.other] == [] and view.public.cup == []
        assert view.hand_sizes[viewer.other] == len(st.hands[viewer.other])
        assert all(e.secret_for in (None, viewer) for e in view.log)
        if st.hands[viewer.other] and len(st.cup) >= len(st.hands[viewer.other]) and \
                set(st.cup) - set(st.hands[viewer.other]):
            try:
                twin = _twin(game, viewer, seed + 1)
            except AssertionError:  # the cup holds no other counters to swap in
                continue
            assert twin.view(viewer).digest() == view.digest()
