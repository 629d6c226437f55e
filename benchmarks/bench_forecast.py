"""The battle calculator's cost (run: python benchmarks/bench_forecast.py [--seeds N]).

The positions: 305 games played at random to each E.2 choice of a battle (seeds 1..N,
every zone offered there). For each battle, ``forecast_battle`` as it is (a face is
fought only when its row reads results no face fought yet, 8.3) against fighting all six
faces (``forecast._fight`` six times, what the calculator did before). Prints the
battles, the faces fought and the median time of each. Nothing here is a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.engine.actions import ChooseZone  # noqa: E402
from sv_model.engine.autoplay import choose_action  # noqa: E402
from sv_model.engine.core import Engine  # noqa: E402
from sv_model.engine.decisions import DecisionKind  # noqa: E402
from sv_model.engine.game import Game  # noqa: E402
from sv_model.engine.state import BattleReport, GameState  # noqa: E402
from sv_model.games.semper_victor import forecast  # noqa: E402
from sv_model.games.semper_victor.forecast import FaceOutcome  # noqa: E402
from sv_model.loader import load_scenario  # noqa: E402
from sv_model.paths import DEFAULT_SCENARIO  # noqa: E402
from sv_model.schemas.scenario import Side  # noqa: E402


def battle_positions(seeds: int) -> list[Game]:
    """One game stopped at an E.2 choice of battle for each seed (a copy each)."""
    bundle = load_scenario(DEFAULT_SCENARIO)
    out: list[Game] = []
    for seed in range(1, seeds + 1):
        game = Game.new(bundle, seed, end_year=bundle.scenario.start_year + 9)
        rng = random.Random(seed)
        while not game.is_over:
            d = game.decision
            assert d is not None
            if d.kind is DecisionKind.CHOOSE_BATTLE:
                out.append(game)
                break
            game.apply(choose_action(game, rng))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=30)
    args = parser.parse_args()
    fought: list[int] = []
    fight = forecast._fight

    def counted(eng: Engine, st: GameState, zone: str, attacker: Side, die: int
                ) -> tuple[FaceOutcome, BattleReport]:
        fought.append(1)
        return fight(eng, st, zone, attacker, die)

    forecast._fight = counted
    now, six = [], []
    battles = 0
    for game in battle_positions(args.seeds):
        eng, st = game.engine, game.state
        assert game.decision is not None
        side = game.decision.player
        for option in game.decision.options:
            if not isinstance(option, ChooseZone):
                continue
            battles += 1
            start = time.perf_counter()
            forecast.forecast_battle(eng, st, option.zone, side)
            now.append(time.perf_counter() - start)
            start = time.perf_counter()
            for die in forecast.FACES:
                fight(eng, st, option.zone, side, die)
            six.append(time.perf_counter() - start)
    print(f"{battles} battles; faces fought: {len(fought)} of {6 * battles}")
    print(f"forecast_battle: median {1000 * statistics.median(now):.2f} ms, "
          f"max {1000 * max(now):.2f} ms")
    print(f"all six faces fought: median {1000 * statistics.median(six):.2f} ms, "
          f"max {1000 * max(six):.2f} ms")


if __name__ == "__main__":
    main()
