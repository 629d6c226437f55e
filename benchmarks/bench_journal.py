"""Benchmark of the session journal (run: python benchmarks/bench_journal.py [--actions N]).

1. The cost of journaling one action (a JSON line, flush and fsync), measured on
   every action of a random 305 campaign. Target: median well under the play-mode
   budget of 50 ms for an action plus the scene update (aim: under 5 ms).
2. The cost of a phase checkpoint (the state's digest, written and fsync'd).
3. Recovering the whole campaign from its journal (replay and digest checks).

Prints a small table; nothing here is a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_desktop.session import saves  # noqa: E402
from sv_desktop.session.journal import SessionJournal, recover  # noqa: E402
from sv_model.engine.autoplay import choose_action  # noqa: E402
from sv_model.engine.game import Game  # noqa: E402
from sv_model.loader import load_scenario  # noqa: E402
from sv_model.paths import DEFAULT_SCENARIO  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=3000)
    args = parser.parse_args()
    bundle = load_scenario(DEFAULT_SCENARIO)
    game = Game.new(bundle, 7)
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as folder:
        journal = SessionJournal(Path(folder))
        journal.start(saves.save_document(game, DEFAULT_SCENARIO))
        per_action: list[float] = []
        per_checkpoint: list[float] = []
        phase = (game.state.year, game.state.phase)
        for _ in range(args.actions):
            if game.is_over:
                break
            action = choose_action(game, rng)
            game.apply(action)
            t0 = time.perf_counter()
            journal.applied(action, len(game.actions))
            per_action.append((time.perf_counter() - t0) * 1000)
            if (game.state.year, game.state.phase) != phase:
                phase = (game.state.year, game.state.phase)
                t0 = time.perf_counter()
                journal.checkpoint(game)
                per_checkpoint.append((time.perf_counter() - t0) * 1000)
        path = journal.path
        assert path is not None
        size = path.stat().st_size
        journal.close(remove=False)
        t0 = time.perf_counter()
        again = recover(path, lambda _name: bundle)
        recovery = time.perf_counter() - t0
        assert again.state.digest() == game.state.digest()

    def row(name: str, values: list[float]) -> str:
        values = sorted(values)
        p95 = values[int(len(values) * 0.95)]
        return (f"{name:<22} n={len(values):>5}  median {statistics.median(values):6.2f} ms"
                f"  p95 {p95:6.2f} ms  max {values[-1]:6.2f} ms")

    print(row("journal one action", per_action))
    print(row("phase checkpoint", per_checkpoint))
    print(f"{'journal size':<22} {size / 1024:.0f} KiB for {len(game.actions)} actions "
          f"(years {bundle.scenario.start_year}-{game.state.year})")
    print(f"{'recover campaign':<22} {recovery:.2f} s")


if __name__ == "__main__":
    main()
