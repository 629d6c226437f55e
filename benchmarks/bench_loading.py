"""Loading time of map files against their size (issue 17 item 5).

    python benchmarks/bench_loading.py
    python benchmarks/bench_loading.py --validate 16   # validate, CPU time (issue 41)

Times ``load_map`` (median of three) on the shipped map and on copies with every
border segment cut into 2, 4 and 8 pieces, and the shape check of the YAML events
(nesting and alias expansion) alone on the shipped map; then a format-4 save of 305
(scenario, map and roster embedded) read with and without play mode's bundle cache.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sv_desktop.session.saves import load_save
from sv_model.engine import Game
from sv_model.engine.autoplay import play_out
from sv_model.engine.save import read_save, write_save
from sv_model.loader import _MAP_FINDINGS, load_map, load_scenario
from sv_model.paths import DEFAULT_MAP, DEFAULT_SCENARIO
from sv_model.validation import validate_file
from sv_model.yamlio import _check_shape


def denser(data: dict[str, Any], k: int) -> dict[str, Any]:
    for z in data["zones"]:
        rings = []
        for ring in z["polygons"]:
            out = []
            for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1], strict=True):
                out += [[round(x0 + (x1 - x0) * i / k, 4), round(y0 + (y1 - y0) * i / k, 4)]
                        for i in range(k)]
            rings.append(out)
        z["polygons"] = rings
    return data


def uncached_validate(path: Path) -> None:
    """``validate`` as a fresh process runs it: the content checks' results not kept."""
    _MAP_FINDINGS.clear()
    validate_file(path)


def tight_map(k: int) -> tuple[str, int]:
    """The shipped map with every border cut in ``k`` and its points rounded to 0.1, in the
    map's style (a flow list per ring): the most vertices per byte an honest map has. Its
    text and its number of vertices."""
    data = denser(yaml.safe_load(DEFAULT_MAP.read_text()), k)
    count = 0
    for zone in data["zones"]:
        for ring in zone["polygons"]:
            for point in ring:
                point[0], point[1] = round(point[0], 1), round(point[1], 1)
                count += 1
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=10**9), count


def validate_cpu(k: int) -> None:
    """``validate`` on ``tight_map(k)`` in this process: CPU seconds (other jobs on the
    machine do not inflate them), wall seconds and the peak memory."""
    import resource

    text, vertices = tight_map(k)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "map.yaml"
        path.write_text(text)
        cpu, wall = time.process_time(), time.perf_counter()
        found = validate_file(path)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"validate, {len(text.encode()) / 2**20:.2f} MiB, {vertices:,} vertices: "
              f"{cpu:.2f} s CPU ({wall:.2f} s wall), peak {peak:.0f} MB, "
              f"{len(found)} problems")


def median_seconds(fn: Callable[[], object], runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    if sys.argv[1:2] == ["--validate"]:  # one size per process: --validate 16
        validate_cpu(int(sys.argv[2]))
        return
    text = DEFAULT_MAP.read_text()
    print(f"shape check, shipped map: {median_seconds(lambda: _check_shape(text, 'x')):.3f} s")
    with tempfile.TemporaryDirectory() as tmp:
        for k in (1, 2, 4, 8, 16):
            path = Path(tmp) / f"map{k}.yaml"
            path.write_text(yaml.safe_dump(denser(yaml.safe_load(text), k), sort_keys=False))
            size = path.stat().st_size / 2**20
            print(f"load_map, {size:5.2f} MiB: {median_seconds(partial(load_map, path)):.2f} s")
            print(f"  validate (its content checks run again): "
                  f"{median_seconds(partial(uncached_validate, path)):.2f} s")
        save = Path(tmp) / "game.svsave"
        game = Game.new(load_scenario(DEFAULT_SCENARIO), seed=1)
        play_out(game, random.Random(1), max_actions=200)
        write_save(game, save)
        print(f"save of {len(game.actions)} actions ({save.stat().st_size / 1e3:.0f} kB)")
        print(f"  read_save, uncached: {median_seconds(lambda: read_save(save)):.2f} s")
        load_save(save)
        print(f"  play mode's load_save, bundle cached: {median_seconds(lambda: load_save(save)):.2f} s")


if __name__ == "__main__":
    main()
