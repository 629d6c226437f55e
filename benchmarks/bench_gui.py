"""Play-mode GUI benchmarks on the 305 grand campaign (issue 7 targets).

    python benchmarks/bench_gui.py

1. cold start to an interactive window (process start to first painted frame), with and
   without the start-up cache of checked scenarios: target <= 1.5 s;
2. pan and zoom repaints with every counter of the campaign on the map: <= 16 ms/frame;
3. an action applied and the whole window updated (map, panels, log, decision): <= 50 ms.

Runs offscreen (QT_QPA_PLATFORM=offscreen) at 1600x1000 and prints a Markdown table.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar
from unittest.mock import patch

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from sv_desktop.app.main_window import MainWindow
    from sv_desktop.board.board_view import BoardView
    from sv_desktop.board.map_view import MapView

P = ParamSpec("P")
R = TypeVar("R")

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "scenarios" / "305_second_tetrarchy.yaml"
FRAMES = 40
IDLE: dict[str, list[float]] = {"journal checkpoint (after the screen update)": [],
                                "garbage collection (between actions)": []}

CHILD = r"""
import sys, time
from pathlib import Path
from PySide6.QtWidgets import QApplication
from sv_desktop.app.main_window import MainWindow
app = QApplication([])
w = MainWindow()
w.resize(1600, 1000)
w.open_scenario_or_map(Path(sys.argv[1]), Path(sys.argv[1]))
w.show()
app.processEvents()
w.map_view.viewport().repaint()
print(time.time())
"""


def cold_start(data_dir: str) -> float:
    env = dict(os.environ, SV_DATA_DIR=data_dir, QT_QPA_PLATFORM="offscreen")
    start = time.time()
    out = subprocess.run([sys.executable, "-c", CHILD, str(SCENARIO)], env=env, check=True,
                         capture_output=True, text=True).stdout
    return float(out.strip().splitlines()[-1]) - start


def stats(values: list[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    return (statistics.median(ordered), ordered[max(0, int(len(ordered) * 0.95) - 1)],
            ordered[-1])


def frames(app: QCoreApplication, view: MapView, step: Callable[[int], object]
           ) -> tuple[float, float, float]:
    vp = view.viewport()
    times = []
    for i in range(FRAMES):
        t = time.perf_counter()
        step(i)
        vp.repaint()
        times.append((time.perf_counter() - t) * 1000)
        app.processEvents()  # idle work (tile rendering) happens between frames
    return stats(times)


def scroll(view: MapView, dx: int) -> None:
    """Pan as a drag does: through the scroll bars."""
    bar = view.horizontalScrollBar()
    bar.setValue(bar.value() + dx)


def every_counter_board(window: MainWindow) -> BoardView:
    from sv_desktop.board.board_view import Catalogue, build_board

    b = window.preview
    assert b is not None
    cat = Catalogue.of(b)
    land = [z.id for z in b.game_map.zones if z.kind.value != "sea"]
    rng = random.Random(1)
    leaders = [(x.id, {"zone": rng.choice(land), "side": rng.choice(["PRIMUS", "SECONDUS"])})
               for x in b.roster.leaders]
    units = [(u.id, {"zone": rng.choice(land), "weakened": rng.random() < 0.3})
             for u in b.roster.units]
    fleets: list[tuple[str, dict[str, Any]]] = [(f.id, {}) for f in b.game_map.fleets]
    return build_board(cat, leaders, units, fleets, b.scenario.diocese_control)


def repaint_benchmarks(app: QCoreApplication, window: MainWindow
                       ) -> list[tuple[str, tuple[float, float, float]]]:
    board = every_counter_board(window)
    scene = window.scene
    assert scene is not None
    scene.set_board(board)
    view = window.map_view
    rows = []
    for label, zoom in (("whole map", 1.0), ("3x", 3.0), ("9x", 9.0)):
        view.fit_map()
        view.zoom_by(zoom)
        view.viewport().repaint()
        scene.finish_tiles()
        rows.append((f"pan, {label} ({len(board.pieces)} counters)",
                     frames(app, view, lambda i: scroll(view, 9 if i % 2 else -9))))
        rows.append((f"wheel zoom step, {label}",
                     frames(app, view, lambda i: view.zoom_by(1.06 if i % 2 else 1 / 1.06))))
    view.fit_map()
    rows.append(("zoom sweep whole map to 20x and back (tiles rendered on the fly)",
                 frames(app, view, lambda i: view.zoom_by(1.16 if i < FRAMES // 2 else 1 / 1.16))))
    view.fit_map()
    view.viewport().repaint()
    app.processEvents()
    settle = []
    for i in range(10):
        view.zoom_by(1.06 if i % 2 else 1 / 1.06)
        scene.fast_tiles = False  # the one smooth frame once the map stops
        t = time.perf_counter()
        view.viewport().repaint()
        settle.append((time.perf_counter() - t) * 1000)
        app.processEvents()
    rows.append(("last, smooth frame after a zoom stops, whole map", stats(settle)))
    return rows


def timed(log: list[float], fn: Callable[P, R]) -> Callable[P, R]:
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        t = time.perf_counter()
        result = fn(*args, **kwargs)
        log.append((time.perf_counter() - t) * 1000)
        return result
    return wrapper


def action_benchmark(app: QCoreApplication, window: MainWindow
                     ) -> tuple[tuple[float, float, float], int]:
    c = window.controller
    window.play.start_game(SCENARIO, 11)
    window.map_view.viewport().repaint()  # the first frame of a game builds the caches
    app.processEvents()
    rng = random.Random(11)
    times = []
    for _ in range(300):
        d = c.decision
        if d is None:
            break
        action = rng.choice(list(d.options))
        t = time.perf_counter()
        c.apply(action)  # the window refreshes on the controller's signal
        window.map_view.viewport().repaint()
        times.append((time.perf_counter() - t) * 1000)
        app.processEvents()
    return stats(times), len(times)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    data = tempfile.mkdtemp(prefix="sv-bench-")
    os.environ["SV_DATA_DIR"] = data
    first = cold_start(data)
    warm = [cold_start(data) for _ in range(3)]
    no_cache = [cold_start(tempfile.mkdtemp(prefix="sv-bench-")) for _ in range(2)]

    from PySide6.QtWidgets import QApplication

    from sv_desktop.app.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow()
    window.resize(1600, 1000)
    window.open_scenario_or_map(SCENARIO, SCENARIO)
    window.show()
    window.idle_gc.install()  # as the application does (sv_desktop.app.startup)
    app.processEvents()
    repaint = repaint_benchmarks(app, window)
    c, gc = window.controller, window.idle_gc  # their idle work timed during the actions
    checkpoint = timed(IDLE["journal checkpoint (after the screen update)"], c.flush_checkpoint)
    collect = timed(IDLE["garbage collection (between actions)"], gc.collect)
    with patch.object(c, "flush_checkpoint", checkpoint), patch.object(gc, "collect", collect):
        action, n_actions = action_benchmark(app, window)
    window.controller.dirty = False

    print("| measurement | median | p95 | max | target |")
    print("|---|---|---|---|---|")
    print(f"| cold start, first run (no cache) | {first:.2f} s | | | 1.5 s |")
    print(f"| cold start, no cache (x2) | {statistics.median(no_cache):.2f} s | | "
          f"{max(no_cache):.2f} s | 1.5 s |")
    print(f"| cold start, start-up cache warm (x3) | {statistics.median(warm):.2f} s | | "
          f"{max(warm):.2f} s | 1.5 s |")
    for label, (med, p95, mx) in repaint:
        print(f"| {label} | {med:.1f} ms | {p95:.1f} ms | {mx:.1f} ms | 16 ms |")
    med, p95, mx = action
    print(f"| action applied + window updated ({n_actions} random actions) | {med:.1f} ms | "
          f"{p95:.1f} ms | {mx:.1f} ms | 50 ms |")
    for label, values in IDLE.items():
        if values:
            med, p95, mx = stats(values)
            print(f"| idle work: {label}, x{len(values)} | {med:.1f} ms | {p95:.1f} ms | "
                  f"{mx:.1f} ms | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
