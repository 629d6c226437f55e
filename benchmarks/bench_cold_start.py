"""Cold start of play mode on 305, one checkout against another in the same run.

    python benchmarks/bench_cold_start.py --root /path/to/other/checkout [--runs 5]

For this checkout and each ``--root``, a fresh interpreter opens the main window on the
305 grand campaign at 1600x1000 and paints it (process start to the first painted frame,
as ``bench_gui.py``), alternating the checkouts run by run so that they share the load:
``--runs`` times with a warm start-up cache and ``--runs`` times with none. It also times
the import of the main window's module alone. Under Xvfb (DISPLAY set) the windows are real X
windows (xcb); otherwise Qt's offscreen platform. Prints a Markdown table (medians, s).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
WINDOW = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from PySide6.QtWidgets import QApplication
try:  # the layout of issue 40, or an older checkout's
    from sv_desktop.app.main_window import MainWindow
except ImportError:
    from sv_desktop.main_window import MainWindow
app = QApplication([])
w = MainWindow()
w.resize(1600, 1000)
scenario = Path(sys.argv[1]) / "scenarios" / "305_second_tetrarchy.yaml"
w.open_scenario_or_map(scenario, scenario)
w.show()
app.processEvents()
w.map_view.viewport().repaint()
print(time.time())
"""
IMPORT = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
try:
    import sv_desktop.app.main_window
except ImportError:
    import sv_desktop.main_window
print(time.time())
"""


def _run(code: str, root: Path, data_dir: str) -> float:
    env = dict(os.environ, SV_DATA_DIR=data_dir)
    env.setdefault("QT_QPA_PLATFORM", "xcb" if os.environ.get("DISPLAY") else "offscreen")
    start = time.time()
    out = subprocess.run([sys.executable, "-c", code, str(root)], env=env, check=True,
                         capture_output=True, text=True, cwd=tempfile.gettempdir()).stdout
    return float(out.strip().splitlines()[-1]) - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", action="append", default=[], help="another checkout")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    roots = [HERE, *(Path(r).resolve() for r in args.root)]
    caches = {root: tempfile.mkdtemp(prefix="sv-cold-") for root in roots}
    for root in roots:
        _run(WINDOW, root, caches[root])  # fills the start-up cache
    times: dict[Path, dict[str, list[float]]] = {r: {"warm": [], "none": [], "import": []}
                                                 for r in roots}
    for _ in range(args.runs):
        for root in roots:
            times[root]["warm"].append(_run(WINDOW, root, caches[root]))
            times[root]["none"].append(_run(WINDOW, root, tempfile.mkdtemp(prefix="sv-cold-")))
            times[root]["import"].append(_run(IMPORT, root, caches[root]))
    platform = os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY")
                                                      else "offscreen")
    print(f"platform {platform}, {args.runs} runs each, medians in seconds\n")
    print("| checkout | window, cache warm | window, no cache | import of the main window |")
    print("| --- | ---: | ---: | ---: |")
    for root in roots:
        t = times[root]
        print(f"| {root} | {statistics.median(t['warm']):.2f} | "
              f"{statistics.median(t['none']):.2f} | {statistics.median(t['import']):.2f} |")


if __name__ == "__main__":
    main()
