"""Time to print the sheets to PDF (issue 13 targets: setup sheet of 305 ≤ 2 s, counter
sheet ≤ 5 s).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_sheets.py [--lang fr]

Each figure is the median of five runs, from a loaded scenario to the PDF's bytes in memory
(content, layout measured for the PDF, painting); writing the file adds one fsync.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication

from sv_desktop.board.board_view import Catalogue
from sv_desktop.common import i18n
from sv_desktop.sheets.content import setup_content
from sv_desktop.sheets.counter_sheet import CounterSheetOptions
from sv_desktop.sheets.output import (
    SheetOptions,
    counter_sheet_layout,
    pdf_bytes,
    setup_sheet_layout,
)
from sv_desktop.sheets.pages import Paper
from sv_model.loader import load_scenario
from sv_model.paths import DEFAULT_SCENARIO


def median(fn: Callable[[], object], runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    _app = QGuiApplication.instance() or QGuiApplication([])
    if "--lang" in sys.argv:  # the sheets in the language of a French or English application
        lang = i18n.parse_language(sys.argv[sys.argv.index("--lang") + 1])
        print(f"language: {lang.value} {i18n.install(lang) or ''}")
    bundle = load_scenario(DEFAULT_SCENARIO)

    def setup_sheet(map_paper: Paper) -> int:
        content = setup_content(bundle)
        data, _ = pdf_bytes(setup_sheet_layout(content, bundle.game_map,
                                               SheetOptions(map_paper=map_paper)), "305")
        return len(data)

    def counters() -> int:
        layout = counter_sheet_layout(Catalogue.of(bundle), bundle.roster, CounterSheetOptions())
        return len(pdf_bytes(layout, "counters")[0])

    setup_sheet(Paper.A4)  # fonts and shapes warm, as in the application
    print(f"setup sheet of 305, A4 map: {median(lambda: setup_sheet(Paper.A4)):.2f} s "
          f"({setup_sheet(Paper.A4) / 1e3:.0f} kB)")
    print(f"setup sheet of 305, A3 map: {median(lambda: setup_sheet(Paper.A3)):.2f} s")
    print(f"counter sheet, 16 mm, A4:   {median(counters):.2f} s ({counters() / 1e3:.0f} kB)")


if __name__ == "__main__":
    main()
