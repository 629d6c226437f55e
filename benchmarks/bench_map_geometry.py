"""Timing of the map geometry on the shipped map (adjacency and validation).

    python benchmarks/bench_map_geometry.py

Prints the median of several runs for: building the shapes, computed
adjacency and the full geometry check, cold (empty caches) and after an
editor-like edit (one shared border vertex moved in both zones).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sv_model.geometry as geo
from sv_model.loader import load_map
from sv_model.paths import DEFAULT_MAP
from sv_model.schemas.map import GameMap


def clear_caches() -> None:
    geo._ZONE_CACHE.clear()
    geo._MAP_CACHE.clear()


def timed(label: str, fn: Callable[[], object], runs: int = 7, cold: bool = False) -> None:
    times = []
    for _ in range(runs):
        if cold:
            clear_caches()
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    print(f"{label:<52} {statistics.median(times):8.1f} ms")


def edited(m: GameMap, step: int) -> GameMap:
    """A copy with one vertex shared by galliae_1 and galliae_2 moved by a little."""
    copy = m.model_copy(deep=True)
    a, b = copy.zone("galliae_1"), copy.zone("galliae_2")
    shared = {p for r in a.polygons for p in r} & {p for r in b.polygons for p in r}
    target = sorted(shared)[len(shared) // 2]
    moved = (target[0] + 0.1 * step, target[1])
    for z in (a, b):
        z.polygons = [[moved if p == target else p for p in r] for r in z.polygons]
    return copy


def main() -> None:
    t = time.perf_counter()
    m = load_map(DEFAULT_MAP)
    print(f"{'load_map (YAML + schema)':<52} {(time.perf_counter() - t) * 1000:8.1f} ms")
    vertices = sum(len(r) for z in m.zones for r in z.polygons)
    print(f"map: {len(m.zones)} zones, {vertices} vertices, {len(m.edges)} edges")
    timed("zone_shapes, cold", lambda: geo.zone_shapes(m), cold=True)
    timed("computed_adjacency, cold", lambda: geo.computed_adjacency(m), cold=True)
    timed("geometry_problems, cold", lambda: geo.geometry_problems(m, "x"), cold=True)
    timed("computed_adjacency, warm", lambda: geo.computed_adjacency(m))
    timed("geometry_problems, warm", lambda: geo.geometry_problems(m, "x"))
    geo.geometry_problems(m, "x")
    copies = [edited(m, i + 1) for i in range(7)]
    it = iter(copies)
    timed("after one edit: computed_adjacency + geometry_problems",
          lambda: (lambda c: (geo.computed_adjacency(c), geo.geometry_problems(c, "x")))(next(it)))


if __name__ == "__main__":
    main()
