"""Cold start of play mode on 305, one checkout against another (and TripleA) in the same run.

    DISPLAY=:99 python benchmarks/bench_cold_start.py --root /other/checkout [--triplea] [--runs 7]

Two ways of timing, both from process start, the checkouts alternating run by run so that
they share the load:

* From inside (every platform): a fresh interpreter opens the main window on the 305 grand
  campaign at 1600x1000 and paints it, then prints the time (as ``bench_gui.py``);
  ``--runs`` times with a warm start-up cache and ``--runs`` times with none. It also times
  the import of the main window's module alone.
* From outside (``--watch``, implied by ``--triplea``; needs an X server such as Xvfb and
  ``xdotool``): the application is started the way a person starts it
  (``python -m sv_desktop play .../305_second_tetrarchy.yaml``, start-up cache warm; TripleA
  with ``/usr/games/triplea``), and this process watches the X server: every 20 ms it asks
  ``xdotool`` for a visible window of that title, then grabs the window's pixels. The window
  is *interactive* at the first grab that already shows the picture the window settles on
  (unchanged for ``--settle`` seconds, and not a blank frame of a few colours): mapped,
  painted, and the event loop idle enough to leave it be. For ours the picture is the 305
  map with its counters and panels; for TripleA it is its launcher ("TripleA", the window
  with Select Map, Play Online...). The same watcher times both.

``xdotool`` and TripleA (Debian's ``triplea`` package, which pulls a Java runtime) are tools
of this benchmark only, not dependencies of the project: ``apt-get install xdotool triplea``.
TripleA runs with its own home folder under the temporary folder, kept across runs (its
preferences warm, as our start-up cache). ``--only-watch`` skips the timings from inside,
``--keep PREFIX`` saves each program's settled picture as ``PREFIX-name.png``. Each checkout's
``sv_model`` and ``sv_desktop`` are byte-compiled first, as an installation has them (an
environment with ``PYTHONDONTWRITEBYTECODE`` set would otherwise compile them at every start).
Prints Markdown tables (medians, s), the load average before and after, and each checkout's
commit.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

HERE = Path(__file__).resolve().parent.parent
SCENARIO = Path("scenarios") / "305_second_tetrarchy.yaml"
TRIPLEA = "/usr/games/triplea"
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


@dataclass(frozen=True)
class Launch:
    """A program to start and the title of the window that shows it is ready."""

    label: str
    argv: list[str]
    title: str
    env: dict[str, str]
    cwd: str


class Watcher:
    """Times, from outside, process start to a settled picture in a visible window."""

    POLL = 0.02
    MIN_COLOURS = 16

    def __init__(self, settle: float, timeout: float, keep: str = "") -> None:
        from PySide6.QtGui import QGuiApplication

        os.environ["QT_QPA_PLATFORM"] = "xcb"
        self.app = QGuiApplication.instance() or QGuiApplication([])  # kept alive
        self.screen = QGuiApplication.primaryScreen()
        self.settle = settle
        self.timeout = timeout
        self.keep = keep
        self.marks: dict[tuple[str, str], list[float]] = {}
        """(program, "mapped" or "first" picture): the times of each run."""

    def _window(self, title: str) -> int | None:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", title],
                               capture_output=True, text=True, check=False).stdout.split()
        return int(found[0]) if found else None

    def _grab(self, wid: int) -> QImage:
        return self.screen.grabWindow(wid).toImage()

    def _picture(self, image: QImage) -> bytes | None:
        """The window's pixels, sampled on a 160-wide grid; None for a blank frame."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QImage

        if image.isNull() or image.width() < 16:
            return None
        small = image.scaledToWidth(160, Qt.TransformationMode.FastTransformation)
        data = bytes(small.convertToFormat(QImage.Format.Format_RGB32).constBits())
        colours = {data[i:i + 4] for i in range(0, len(data), 4)}
        return data if len(colours) >= self.MIN_COLOURS else None

    def time(self, launch: Launch) -> float:
        start = time.time()
        proc = subprocess.Popen(launch.argv, env=launch.env, cwd=launch.cwd,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True)
        try:
            return self._watch(launch, proc, start)
        finally:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()

    def _watch(self, launch: Launch, proc: subprocess.Popen[bytes], start: float) -> float:
        wid: int | None = None
        marks: dict[str, float] = {}
        shown: bytes | None = None
        shown_at, shown_image = 0.0, None
        while time.time() - start < self.timeout:
            if proc.poll() is not None:
                raise RuntimeError(f"{launch.label}: exited with {proc.returncode}")
            now = time.time()
            if wid is None and (wid := self._window(launch.title)):
                marks["mapped"] = now - start
            image = self._grab(wid) if wid else None
            picture = self._picture(image) if image else None
            if picture is not None:
                marks.setdefault("first", now - start)
            if picture is None or picture != shown:
                shown, shown_at, shown_image = picture, now, image
            elif now - shown_at >= self.settle:
                self._keep(launch, shown_image)
                for mark, value in marks.items():
                    self.marks.setdefault((launch.label, mark), []).append(value)
                return shown_at - start
            time.sleep(self.POLL)
        raise RuntimeError(f"{launch.label}: no settled window within {self.timeout} s")

    def _keep(self, launch: Launch, image: QImage | None) -> None:
        if self.keep and image is not None:
            name = re.sub(r"\W+", "-", launch.label).strip("-")
            image.save(f"{self.keep}-{name}.png")


def _ours(root: Path, data_dir: str) -> Launch:
    env = dict(os.environ, SV_DATA_DIR=data_dir, PYTHONPATH=str(root), QT_QPA_PLATFORM="xcb")
    argv = [sys.executable, "-m", "sv_desktop", "play", str(root / SCENARIO)]
    return Launch(str(root), argv, "^Semper Victor", env, str(root))


def _triplea(home: str) -> Launch:
    env = dict(os.environ, HOME=home)
    return Launch("TripleA 1.9 launcher", [TRIPLEA], "^TripleA$", env, home)


def _median(values: list[float]) -> str:
    return f"{statistics.median(values):.2f}"


def _inside(roots: list[Path], runs: int) -> None:
    caches = {root: tempfile.mkdtemp(prefix="sv-cold-") for root in roots}
    for root in roots:
        _run(WINDOW, root, caches[root])  # fills the start-up cache
    times: dict[Path, dict[str, list[float]]] = {r: {"warm": [], "none": [], "import": []}
                                                 for r in roots}
    for _ in range(runs):
        for root in roots:
            times[root]["warm"].append(_run(WINDOW, root, caches[root]))
            times[root]["none"].append(_run(WINDOW, root, tempfile.mkdtemp(prefix="sv-cold-")))
            times[root]["import"].append(_run(IMPORT, root, caches[root]))
    platform = os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY")
                                                      else "offscreen")
    print(f"From inside: platform {platform}, {runs} runs each, medians in seconds\n")
    print("| checkout | window, cache warm | window, no cache | import of the main window |")
    print("| --- | ---: | ---: | ---: |")
    for root in roots:
        t = times[root]
        print(f"| {root} | {_median(t['warm'])} | {_median(t['none'])} | {_median(t['import'])} |")
    print()


def _outside(roots: list[Path], triplea: bool, runs: int, settle: float, keep: str) -> None:
    watcher = Watcher(settle, timeout=120.0, keep=keep)
    launches = [_ours(root, tempfile.mkdtemp(prefix="sv-cold-")) for root in roots]
    if triplea:
        home = Path(tempfile.gettempdir()) / "sv-cold-triplea-home"
        home.mkdir(exist_ok=True)
        launches.append(_triplea(str(home)))
    for launch in launches:
        watcher.time(launch)  # fills our start-up cache, TripleA's preferences
    times: dict[str, list[float]] = {launch.label: [] for launch in launches}
    for _ in range(runs):
        for launch in launches:
            times[launch.label].append(watcher.time(launch))
    print(f"From outside (xdotool and window grabs every {Watcher.POLL * 1000:.0f} ms, settled "
          f"{settle} s), {runs} runs each, seconds\n")
    print("| program | settled picture, median | min | max | each run | window mapped | first "
          "picture |")
    print("| --- | ---: | ---: | ---: | --- | ---: | ---: |")
    for label, values in times.items():
        mapped = watcher.marks[label, "mapped"][1:]  # the warm-up run left out
        first = watcher.marks[label, "first"][1:]
        print(f"| {label} | {_median(values)} | {min(values):.2f} | {max(values):.2f} | "
              f"{', '.join(f'{v:.2f}' for v in values)} | {_median(mapped)} | {_median(first)} |")
    base = times[launches[-1].label] if triplea else None
    if base:
        print()
        for label, values in list(times.items())[:-1]:
            ratio = statistics.median(values) / statistics.median(base)
            print(f"- {label}: {ratio:.2f} times TripleA's launcher")
    print()


def _load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", action="append", default=[], help="another checkout")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--watch", action="store_true",
                        help="also time from outside, with an X watcher (DISPLAY, xdotool)")
    parser.add_argument("--triplea", action="store_true",
                        help="time TripleA's launcher with the same watcher (implies --watch)")
    parser.add_argument("--only-watch", action="store_true",
                        help="skip the timings from inside")
    parser.add_argument("--settle", type=float, default=1.5)
    parser.add_argument("--keep", default="", help="save each settled frame as KEEP-name.png")
    args = parser.parse_args()
    roots = [HERE, *(Path(r).resolve() for r in args.root)]
    watch = args.watch or args.triplea or args.only_watch
    if watch and not (os.environ.get("DISPLAY") and shutil.which("xdotool")):
        sys.exit("the watcher needs an X server (DISPLAY) and xdotool")
    if args.triplea and not Path(TRIPLEA).exists():
        sys.exit(f"{TRIPLEA} is missing: apt-get install triplea")
    for root in roots:  # as an installation has them (pip compiles on install)
        subprocess.run([sys.executable, "-m", "compileall", "-q", "sv_model", "sv_desktop"],
                       cwd=root, check=True)
    print(f"load average before: {_load()}\n")
    if not args.only_watch:
        _inside(roots, args.runs)
    if watch:
        _outside(roots, args.triplea, args.runs, args.settle, args.keep)
    print(f"load average after: {_load()}")
    for root in roots:
        print(f"- {root}: {_commit(root)}")


def _commit(root: Path) -> str:
    done = subprocess.run(["git", "-C", str(root), "log", "-1", "--format=%h"],
                          capture_output=True, text=True, check=False)
    return re.sub(r"\s+", " ", done.stdout).strip() or "?"


if __name__ == "__main__":
    main()
