"""The history browser on a long game: a whole random 305-363 campaign.

    python benchmarks/bench_history.py [--seed 7]

1. building the history (``GameHistory``: the game replayed once on a copy);
2. a position rebuilt apart from the game (``GameHistory.position``), for points spread
   over the campaign, against replaying the first N actions from the start;
3. a jump in the window: ``HistoryBrowser.show_entry`` (position, board, map, panels,
   banner), offscreen at 1600x1000, at points spread over the campaign and mid-campaign.

Prints a Markdown table (medians and maxima, milliseconds).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "scenarios" / "305_second_tetrarchy.yaml"


def _ms(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("SV_DATA_DIR", tempfile.mkdtemp(prefix="sv-bench-"))
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication, QMessageBox

    from sv_desktop.app.main_window import MainWindow
    from sv_model import load_scenario
    from sv_model.engine import Game
    from sv_model.engine.autoplay import play_out
    from sv_model.history import GameHistory

    app = QApplication.instance() or QApplication(sys.argv)
    game = Game.new(load_scenario(SCENARIO), args.seed, checkpoints=True)
    play_out(game, random.Random(args.seed))
    total = len(game.actions)
    rows: list[tuple[str, str]] = []
    builds = [_ms(lambda: GameHistory(game)) for _ in range(3)]
    rows.append((f"build the history of {total} actions (3 runs)",
                 f"median {statistics.median(builds):.0f}, max {max(builds):.0f}"))
    history = GameHistory(game)
    points = list(range(0, total + 1, max(total // 40, 1)))
    rebuilt = [_ms(partial(history.position, n, None)) for n in points]
    rows.append((f"`position(n)`, {len(points)} points over the campaign",
                 f"median {statistics.median(rebuilt):.1f}, max {max(rebuilt):.1f}"))
    middle = total // 2

    def replay() -> None:
        again = game.restarted()
        for action in game.actions[:middle]:
            again.apply(action)
        again.view(None)

    rows.append((f"without snapshots: replay the first {middle} actions",
                 f"{statistics.median([_ms(replay) for _ in range(3)]):.0f}"))

    w = MainWindow()
    w.ask_save = lambda _p: QMessageBox.StandardButton.Discard
    w.resize(1600, 1000)
    w.show()
    w.controller.adopt(game, None)
    app.processEvents()
    rows.append(("open the History dock on it (build, rows, tree)",
                 f"{_ms(w.history.open):.0f}"))
    entries = w.history.entries
    jumps = []
    for number in range(0, len(entries), max(len(entries) // 40, 1)):
        w.history.show_entry(number)
        app.processEvents()
        jumps.append(w.history.last_jump_ms)
    mid = next(i for i, e in enumerate(entries) if e.last >= middle)
    mids = []
    for _ in range(5):
        w.history.show_entry(0)
        w.history.show_entry(mid)
        mids.append(w.history.last_jump_ms)
        app.processEvents()
    rows.append((f"jump in the window, {len(jumps)} entries over the campaign",
                 f"median {statistics.median(jumps):.0f}, max {max(jumps):.0f}"))
    rows.append((f"jump in the window to mid-campaign (action {entries[mid].last}, AD "
                 f"{entries[mid].year}), 5 runs",
                 f"median {statistics.median(mids):.0f}, max {max(mids):.0f}"))
    w.history.return_to_present()
    w.close()
    print(f"305 campaign, seed {args.seed}: {total} actions, {len(entries)} entries\n")
    print("| what | ms |\n| --- | --- |")
    for what, value in rows:
        print(f"| {what} | {value} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
