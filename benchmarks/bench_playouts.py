"""Playouts per second of the ``hard`` level's search (run: python
benchmarks/bench_playouts.py [--seconds S] [--seed N]).

The position: the 305 campaign played by ``normal`` on both sides up to the first
movement decision of 306. From there, for S seconds each, the search's playout (a
determinization of what the player cannot see, the answer, then play until the
opponent's next M/CS is over or the year ends) runs with the random player's movement
policy and with the search's own (``search._playout_answer``: never an attack at odds
worse than 1/1 when it can help it). Prints playouts and actions per second of each.
Nothing here is a test.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.ai import search  # noqa: E402
from sv_model.ai.context import AiContext  # noqa: E402
from sv_model.ai.players import AiPlayer, Level  # noqa: E402
from sv_model.engine.actions import Action, EndMovement, Move  # noqa: E402
from sv_model.engine.autoplay_weights import weighted_choice  # noqa: E402
from sv_model.engine.core import Decision, Engine  # noqa: E402
from sv_model.engine.game import Game  # noqa: E402
from sv_model.engine.state import GameState  # noqa: E402
from sv_model.engine.view import PlayerView  # noqa: E402
from sv_model.loader import load_scenario  # noqa: E402
from sv_model.paths import DEFAULT_SCENARIO  # noqa: E402


def random_policy(eng: Engine, st: GameState, decision: Decision,
                  rng: random.Random) -> Action:
    """The random player's answer (the search's playouts before they looked at odds)."""
    options = list(decision.options)
    if decision.kind == "movement":
        moves = [o for o in options if isinstance(o, Move)]
        if not moves or rng.random() < search.END_MOVEMENT_P:
            return EndMovement()
        picked: Action = rng.choice(moves)
        return picked
    weighted = weighted_choice(decision, options, rng)
    return weighted if weighted is not None else rng.choice(options)


def position(seed: int) -> tuple[AiContext, PlayerView]:
    bundle = load_scenario(DEFAULT_SCENARIO)
    game = Game.new(bundle, seed)
    ctx = AiContext(bundle, game.options, game.engine.rules_version, seed)
    player = AiPlayer(Level.NORMAL, ctx, seed)
    while True:
        decision = game.decision
        assert decision is not None
        if game.state.year >= 306 and decision.kind == "movement":
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
            eng = ctx.engines[playouts % len(ctx.engines)]
            with ctx.trial(eng, st) as trial:
                trial.n_dice = rng.randrange(1 << 30)
                search._rollout(eng, trial, side, EndMovement(), rng)
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
    policy = module["_playout_answer"]
    print(f"{'playout policy':16} {'playouts/s':>10} {'actions/s':>10}")
    for name, answer in (("random", random_policy), ("search's", policy)):
        module["_playout_answer"] = answer
        try:
            playouts, actions = rate(ctx, view, args.seconds)
        finally:
            module["_playout_answer"] = policy
        print(f"{name:16} {playouts:10.1f} {actions:10.0f}")


if __name__ == "__main__":
    main()
