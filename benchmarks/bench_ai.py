"""Benchmarks of the AI (run: python benchmarks/bench_ai.py [--years K] [--seed S]).

1. Time per decision of each level (easy, normal, hard) over the first K years of the
   305 campaign, each level playing one seat against ``random``: median and maximum
   (targets: normal median at most 0.1 s; hard median at most 1 s, maximum 5 s), and
   the wall time of the game.

Prints a small table; nothing here is a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.ai.match import play_one  # noqa: E402
from sv_model.paths import DEFAULT_SCENARIO  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--years", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--levels", default="easy,normal,hard")
    args = parser.parse_args()
    print(f"{'level':8} {'decisions':>9} {'median ms':>10} {'p90 ms':>8} {'max ms':>8} "
          f"{'game s':>7}")
    for level in args.levels.split(","):
        began = time.perf_counter()
        record = play_one(str(DEFAULT_SCENARIO), args.seed, level, "random", 1, args.years)
        spent = time.perf_counter() - began
        times = sorted(record.times[level])
        p90 = times[int(0.9 * (len(times) - 1))]
        print(f"{level:8} {len(times):9d} {1000 * statistics.median(times):10.1f} "
              f"{1000 * p90:8.1f} {1000 * times[-1]:8.0f} {spent:7.1f}")


if __name__ == "__main__":
    main()
