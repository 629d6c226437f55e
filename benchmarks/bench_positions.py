"""What a position costs: ``GameState.clone()`` and playing on the clone.

    python benchmarks/bench_positions.py [--seeds 3] [--years 25]

For each seed, a random 305 campaign (autoplay's uniform policy) is stopped after
``--years`` years (mid-campaign); there the script times
``clone()`` (median of 2000) and clone-then-apply of one legal action (median of 200),
and prints a Markdown table in milliseconds. Run it with another checkout's root as
``--root`` to compare two versions of the engine in the same run. Nothing here is a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sv_model.engine.actions import Action
    from sv_model.engine.core import Engine
    from sv_model.engine.game import Game
    from sv_model.engine.state import GameState



def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--years", type=int, default=25)
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    args = parser.parse_args()
    sys.path.insert(0, args.root)
    from sv_model.engine.autoplay import choose_action
    from sv_model.engine.core import apply_action
    from sv_model.engine.game import Game
    from sv_model.loader import load_scenario

    bundle = load_scenario(Path(args.root) / "scenarios" / "305_second_tetrarchy.yaml")
    print("| position | log lines | clone() ms | clone + apply ms |")
    print("| --- | ---: | ---: | ---: |")
    for seed in range(1, args.seeds + 1):
        game = Game.new(bundle, seed)
        rng = random.Random(seed)
        stops = {bundle.scenario.start_year + args.years: "mid-campaign"}
        while not game.is_over:
            if game.state.year in stops:
                _measure(game, f"seed {seed}, {game.state.year}", apply_action)
                del stops[game.state.year]
            game.apply(choose_action(game, rng))


def _measure(game: Game, label: str,
             apply_action: Callable[[Engine, GameState, Action], None]) -> None:
    st, eng = game.state, game.engine
    clones = []
    for _ in range(2000):
        start = time.perf_counter()
        st.clone()
        clones.append(time.perf_counter() - start)
    action = game.legal_actions()[0]
    applied = []
    for _ in range(200):
        start = time.perf_counter()
        apply_action(eng, st.clone(), action)
        applied.append(time.perf_counter() - start)
    if hasattr(eng, "journal"):  # the engine of before issue 33 kept the journal
        eng.journal.truncate(st.n_dice, st.n_log)
    print(f"| {label} | {len(game.log)} | {1000 * statistics.median(clones):.4f} | "
          f"{1000 * statistics.median(applied):.3f} |")


if __name__ == "__main__":
    main()
