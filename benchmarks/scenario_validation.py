"""Time `semper-victor validate` on the shipped scenarios, split into its parts.

    python benchmarks/scenario_validation.py

Prints, per scenario, the time to load the scenario with its map and roster and the time
of the set-up legality checks alone (sv_model.setup_checks), as medians of five runs.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from sv_model.loader import load_scenario
from sv_model.paths import SCENARIOS_DIR
from sv_model.setup_checks import setup_problems

RUNS = 5


def median_ms(run: Callable[[], object]) -> float:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    print(f"{'scenario':40} {'load ms':>10} {'setup checks ms':>16}")
    for path in sorted(Path(SCENARIOS_DIR).glob("*.yaml")):
        bundle = load_scenario(path)
        load = median_ms(partial(load_scenario, path))
        checks = median_ms(partial(setup_problems, bundle))
        print(f"{path.name:40} {load:10.0f} {checks:16.1f}")


if __name__ == "__main__":
    main()
