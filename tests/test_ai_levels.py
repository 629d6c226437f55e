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
from sv_model.ai.players import Choice
from sv_model.ai.search import PLAYOUTS_PER_ANSWER
from sv_model.engine import Game
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
