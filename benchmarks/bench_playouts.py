"""Playouts per second of the ``hard`` level's search (run: python
benchmarks/bench_playouts.py [--seconds S] [--seed N]).

The position: the 305 campaign played by ``normal`` on both sides up to the first
movement decision of 306. From there, for S seconds each, the search's playout (a
determinization of what the player cannot see, the answer, then play until the
opponent's next M/CS is over or the year ends) runs with three movement policies: the
random player's and the search's of 2026-11-26, both from the full list of legal moves
after each move (the engine's movement decision), and the search's own
(``search._playout_move``: every land move of three groups drawn at random, the best
attack at 3/2 or better, else a quiet move). Prints playouts and actions per second of
each. Nothing here is a test.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.ai import search  # noqa: E402
from sv_model.ai.context import AiContext  # noqa: E402
from sv_model.ai.players import AiPlayer, Level  # noqa: E402
from sv_model.engine.actions import Action, EndMovement, Move  # noqa: E402
from sv_model.engine.core import Engine, current_decision  # noqa: E402
from sv_model.engine.decisions import DecisionKind  # noqa: E402
from sv_model.engine.game import Game  # noqa: E402
from sv_model.engine.state import GameState  # noqa: E402
from sv_model.engine.view import PlayerView  # noqa: E402
from sv_model.loader import load_scenario  # noqa: E402
from sv_model.paths import DEFAULT_SCENARIO  # noqa: E402
from sv_model.schemas.scenario import Side  # noqa: E402

MovePolicy = Callable[[Engine, GameState, Side, random.Random], Action]


Pick = Callable[[Engine, GameState, list[Move], random.Random], Action]


def full_listing(pick: Pick) -> MovePolicy:
    """A movement policy that lists every legal answer (``current_decision``), as the
    playouts did before ``land_moves``, and picks a move with ``pick``."""
    def policy(eng: Engine, st: GameState, side: Side, rng: random.Random) -> Action:
        decision = current_decision(eng, st)
        assert decision is not None
        moves = [o for o in decision.options if isinstance(o, Move)]
        if not moves or rng.random() < search.END_MOVEMENT_P:
            return EndMovement()
        return pick(eng, st, moves, rng)
    return policy


def random_move(eng: Engine, st: GameState, moves: list[Move], rng: random.Random) -> Action:
    """The random player's pick."""
    picked: Action = rng.choice(moves)
    return picked


def six_sampled(eng: Engine, st: GameState, moves: list[Move], rng: random.Random) -> Action:
    """The search's pick of 2026-11-26: six legal moves drawn at random, a sensible one."""
    return search._sensible_move(eng, st, rng.sample(moves, min(6, len(moves))), rng)


def position(seed: int) -> tuple[AiContext, PlayerView]:
    bundle = load_scenario(DEFAULT_SCENARIO)
    game = Game.new(bundle, seed)
    ctx = AiContext(bundle, game.options, game.engine.rules_version, seed)
    player = AiPlayer(Level.NORMAL, ctx, seed)
    while True:
        decision = game.decision
        assert decision is not None
        if game.state.year >= 306 and decision.kind is DecisionKind.MOVEMENT:
            return ctx, game.view(decision.player)
        game.apply(player.choose(game.view(decision.player)).action)


def rate(ctx: AiContext, view: PlayerView, seconds: float) -> tuple[float, float]:
    """(playouts, actions) per second of the search's playout from ``view``."""
    side = view.side
    assert side is not None
    rng = random.Random(1)
    counted = [0]
    module = vars(search)
    apply_on = module["apply_on"]

    def counting(eng: Engine, st: GameState, action: Action) -> bool:
        counted[0] += 1
        return bool(apply_on(eng, st, action))

    module["apply_on"] = counting
    try:
        began, playouts = time.perf_counter(), 0
        while time.perf_counter() - began < seconds:
            st = ctx.sampled_state(view, rng)
            trial = ctx.trial(st, ctx.seeds[playouts % len(ctx.seeds)])
            trial.n_dice = rng.randrange(1 << 30)
            search._rollout(ctx.engine, trial, side, EndMovement(), rng)
            playouts += 1
        spent = time.perf_counter() - began
    finally:
        module["apply_on"] = apply_on
    return playouts / spent, counted[0] / spent


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    ctx, view = position(args.seed)
    module = vars(search)
    policy = module["_playout_move"]
    print(f"{'movement policy':34} {'playouts/s':>10} {'actions/s':>10}")
    for name, answer in (("random, full listing", full_listing(random_move)),
                         ("six sampled moves, full listing", full_listing(six_sampled)),
                         ("three groups' moves (now)", policy)):
        module["_playout_move"] = answer
        try:
            playouts, actions = rate(ctx, view, args.seconds)
        finally:
            module["_playout_move"] = policy
        print(f"{name:34} {playouts:10.1f} {actions:10.0f}")


if __name__ == "__main__":
    main()
