"""What sets the AI levels apart, issue 33 item 3: ``hard``'s budget counted in work
(playouts, not seconds), ties broken by a reasoned key, a move into a battle already
pending credited with what it changes, and leaders in danger charged for it."""

from __future__ import annotations

import random
import time
from types import SimpleNamespace

import pytest
from engine_support import real_bundle

import sv_model.ai.search as search_module
from sv_model.ai import AiContext, AiPlayer, Level
from sv_model.ai.players import Choice, Scored
from sv_model.ai.search import PLAYOUTS_PER_ANSWER
from sv_model.engine import Game
from sv_model.engine.actions import Action, Move
from sv_model.engine.autoplay import choose_action


def _searched_position() -> Game:
    """A movement of the 305 campaign (seed 1, 47 random answers in) where ``hard``'s
    best answers are close calls and its search spends its whole budget of playouts."""
    game = Game.new(real_bundle(), 1)
    rng = random.Random(1)
    for _ in range(47):
        game.apply(choose_action(game, rng))
    return game


def _hard_choice(game: Game, ceiling: float = search_module.CEILING_SECONDS) -> Choice:
    decision = game.decision
    assert decision is not None
    ctx = AiContext(game.bundle, game.options, game.engine.rules_version, 1)
    return AiPlayer(Level.HARD, ctx, 1, budget=ceiling).choose(game.view(decision.player))


def _slow_machine(monkeypatch: pytest.MonkeyPatch, slowness: float) -> None:
    """The search's clock runs ``slowness`` times faster than the real one: the search
    sees a machine that many times slower (or as loaded)."""
    start = time.perf_counter()
    monkeypatch.setattr(search_module, "time", SimpleNamespace(
        perf_counter=lambda: start + slowness * (time.perf_counter() - start)))


def test_hard_gives_the_same_answer_on_a_slower_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 1: the search runs a fixed number of playouts (``PLAYOUTS_PER_ANSWER`` for
    each answer searched), so a machine three times slower, which would have cut a
    search bounded by seconds to a third, gives the same answer with the same reason."""
    game = _searched_position()
    idle = _hard_choice(game)
    assert f"played on in {5 * PLAYOUTS_PER_ANSWER} trial games" in idle.reason
    assert not idle.ceiling_hit
    _slow_machine(monkeypatch, 3.0)
    busy = _hard_choice(game)
    assert (busy.action, busy.reason, busy.alternatives) == \
        (idle.action, idle.reason, idle.alternatives)
    assert not busy.ceiling_hit


def test_the_ceiling_still_stops_a_search_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 1: the wall-clock ceiling stays as a safety net. On a machine a thousand times
    slower it stops the search before its playouts are spent, and the answer says so."""
    game = _searched_position()
    _slow_machine(monkeypatch, 1000.0)
    began = time.perf_counter()
    choice = _hard_choice(game, ceiling=1.0)
    assert time.perf_counter() - began < 5.0
    assert choice.ceiling_hit
    assert "the time ceiling stopped the search after" in choice.reason
    assert f"of {5 * PLAYOUTS_PER_ANSWER} trial games" in choice.reason
    decision = game.decision
    assert decision is not None and choice.action in decision.options


def _scored(action: Action, value: float, long_shot: bool = False,
            sp_kept: float = 0.0) -> Scored:
    return Scored(action, value, f"answer {value}", long_shot, sp_kept)


def test_a_tie_goes_to_the_lower_risk_then_the_sp_kept_then_the_ais_own_draw() -> None:
    """Item 2: answers within ``TIE_EPSILON`` VP of each other are a tie, broken by the
    lower risk (no attack at worse than 1/1, 8.3), then the more SP kept on the map,
    then a draw from the AI's own generator, whatever order they were listed in."""
    from sv_model.ai.ties import TIE_EPSILON, ranked

    moves = [Move(leader=f"x{i}", units=(), path=("a", f"z{i}")) for i in range(5)]
    gamble = _scored(moves[0], 1.0, long_shot=True, sp_kept=20)
    safe = _scored(moves[1], 1.0 + TIE_EPSILON / 2, sp_kept=5)
    safe_strong = _scored(moves[2], 1.0, sp_kept=8)
    worse = _scored(moves[3], 1.0 - 10 * TIE_EPSILON, sp_kept=30)
    listed = [gamble, safe, worse, safe_strong]
    assert ranked(listed, random.Random(1)) == [safe_strong, safe, gamble, worse]
    twins = [_scored(moves[3], 2.0), _scored(moves[4], 2.0)]
    for seed in range(8):
        first = ranked(twins, random.Random(seed))[0]
        assert ranked(twins[::-1], random.Random(seed))[0] is first  # not the list order
    firsts = {ranked(twins, random.Random(seed))[0].action for seed in range(16)}
    assert firsts == {moves[3], moves[4]}  # the AI's draw, not always the same one


def test_normal_breaks_a_tie_by_its_key_not_by_the_engines_order(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 2 in play: two answers ``normal`` values alike; the one that keeps more SP
    on the map is chosen, in whichever order the engine lists them."""
    game = _searched_position()
    decision = game.decision
    assert decision is not None
    a, b = [o for o in decision.options if isinstance(o, Move)][:2]
    for listed in ([a, b], [b, a]):
        scored = [_scored(listed[0], 0.5, sp_kept=10.0 if listed[0] == b else 7.0),
                  _scored(listed[1], 0.5, sp_kept=10.0 if listed[1] == b else 7.0)]
        monkeypatch.setattr(AiPlayer, "_score_all", lambda *args, s=scored, **kw: list(s))
        ctx = AiContext(game.bundle, game.options, game.engine.rules_version, 1)
        choice = AiPlayer(Level.NORMAL, ctx, 1).choose(game.view(decision.player))
        assert choice.action == b
