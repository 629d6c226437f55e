"""The scenario designer's targets (issues 12, 38): it opens on 305 in ≤ 1.5 s; a
drag-and-drop plus the set-up checks takes ≤ 50 ms; a counter value typed in the Roster tab
is on screen in ≤ 100 ms; the balance report's games run at the engine's autoplay speed.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_designer.py [--no-balance]

"Open" is from reading the file to the window shown with its map, palette and panels (the
first window of the process, so Qt's own start-up is in it). "Drop" is one counter dropped
on a zone: the undo command, the checks, the map, the palette and the panels brought up to
date and the events processed. "Roster value" is one unit's SP typed in the Roster tab, from
the cell's new value to the events processed (the window repainted). Balance games are timed against ``autoplay`` on the same
seeds.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.scenario_edits import UNIT, PieceRef
from editor.designer.window import DesignerWindow
from sv_model.balance import run_balance
from sv_model.engine.autoplay import autoplay
from sv_model.loader import load_scenario
from sv_model.paths import DEFAULT_SCENARIO


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    start = time.perf_counter()
    window = DesignerWindow(ScenarioDocument.open(DEFAULT_SCENARIO))
    window.resize(1400, 880)
    window.show()
    app.processEvents()
    opened = time.perf_counter() - start
    print(f"open 305 in the designer: {opened:.2f} s (target ≤ 1.5 s)")

    zones = ["italia_5", "italia_4", "italia_1"]
    drops = []
    for i in range(30):
        t = time.perf_counter()
        window.move_to([PieceRef(UNIT, "batavi")], zones[i % 3])
        app.processEvents()
        drops.append(time.perf_counter() - t)
    drops.sort()
    print(f"drop + checks: median {statistics.median(drops) * 1000:.0f} ms, "
          f"p90 {drops[int(len(drops) * 0.9)] * 1000:.0f} ms, max {drops[-1] * 1000:.0f} ms "
          "(target ≤ 50 ms)")

    window.tabs.setCurrentIndex(window.tabs.count() - 1)  # the Roster tab
    app.processEvents()
    table = window.roster_panel.tables[1]  # units: a value typed in, as from the booklet
    column = 2 + [c.name for c in table.columns].index("normal.sp")
    keys = []
    for i in range(30):
        t = time.perf_counter()
        item = table.item(i % 10, column)
        assert item is not None
        item.setData(Qt.ItemDataRole.EditRole, 5 + i % 3)
        app.processEvents()
        keys.append(time.perf_counter() - t)
    keys.sort()
    print(f"roster value typed: median {statistics.median(keys) * 1000:.0f} ms, "
          f"p90 {keys[int(len(keys) * 0.9)] * 1000:.0f} ms, max {keys[-1] * 1000:.0f} ms "
          "(target ≤ 100 ms)")
    if "--no-balance" in sys.argv:
        return

    bundle = load_scenario(DEFAULT_SCENARIO)
    seeds = list(range(5))
    t = time.perf_counter()
    for seed in seeds:
        autoplay(bundle, seed)
    plain = (time.perf_counter() - t) / len(seeds)
    t = time.perf_counter()
    run_balance(bundle, seeds)
    report = (time.perf_counter() - t) / len(seeds)
    print(f"305 campaign games: autoplay {plain:.2f} s each, balance report {report:.2f} s "
          f"each ({report / plain:.2f}×)")


if __name__ == "__main__":
    main()
