"""Tracing a large scan in the map editor.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_scan.py

Makes a synthetic 7000×5000 scan (a JPEG in a temporary folder), opens the shipped map
in a 1440×900 editor window, imports the scan and aligns it on two control points
(similarity; the scan ends up slightly rotated over the whole map, the costliest case to
draw), then pans the view at three zooms and reports each frame: a scroll-bar step and a
synchronous repaint of the whole viewport (target ≤ 16 ms). The same pans are measured
drawing from the full-size image only (as the editor did before the pyramid of halved
copies in ``editor.map_editor.scan_item``) and with no scan, with the adjacency layer on and off
(the toolbar's Adjacency box), to tell the scan's share of a frame from the rest.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QImage, QImageWriter, QPainter, QPen, QTransform
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem, QWidget

from editor.map_editor.align_tool import AlignTool
from editor.map_editor.document import MapDocument
from editor.map_editor.scan_edits import map_bounds
from editor.map_editor.scan_item import ScanItem
from editor.map_editor.window import EditorWindow
from sv_model.paths import DEFAULT_MAP
from sv_model.scan_alignment import fit

WIDTH, HEIGHT = 7000, 5000
FRAMES = 40
ZOOMS = (("whole map", 1.0), ("zoom x4", 4.0), ("zoom x16", 16.0))


def stats(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return (f"median {statistics.median(ordered):6.2f} ms   p95 {p95:6.2f} ms   "
            f"max {ordered[-1]:6.2f} ms")


def synthetic_scan(folder: Path) -> Path:
    """A 7000×5000 'printed map': paper, a grid, coast-like curves and names."""
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_RGB32)
    image.fill(QColor("#eadfc4"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#b8a98a"), 2))
    for x in range(0, WIDTH, 250):
        painter.drawLine(x, 0, x, HEIGHT)
    for y in range(0, HEIGHT, 250):
        painter.drawLine(0, y, WIDTH, y)
    painter.setPen(QPen(QColor("#3f5f7f"), 5))
    for k in range(40):
        painter.drawEllipse(QRectF(100 + k * 160, 200 + (k * 97) % 3800, 900, 600))
    painter.setPen(QColor("#40301a"))
    painter.setFont(QFont("Serif", 48))
    for k in range(120):
        painter.drawText(QPointF((k * 577) % WIDTH, (k * 331) % HEIGHT), f"ZONA {k}")
    painter.end()
    path = folder / "scan.jpg"
    writer = QImageWriter(str(path), b"JPEG")  # the format as bytes, as stub and binding agree
    writer.setQuality(85)
    writer.write(image)
    return path


def pan_frames(app: QApplication, window: EditorWindow) -> list[float]:
    view = window.view
    bars = view.horizontalScrollBar(), view.verticalScrollBar()
    times = []
    for i in range(FRAMES):
        step = 9 if (i // 10) % 2 == 0 else -9
        start = time.perf_counter()
        bars[0].setValue(bars[0].value() + step)
        bars[1].setValue(bars[1].value() + step // 3)
        view.viewport().repaint()
        times.append((time.perf_counter() - start) * 1000)
        app.processEvents()
    return times


MODES = (("scan, pyramid", True, True), ("scan, full-size image only", True, False),
         ("no scan (for comparison)", False, True))


class ScanPaintTimer:
    """Times ``ScanItem.paint`` alone (patched on the class, as Qt calls it)."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self._paint = ScanItem.paint

        def timed_paint(item: ScanItem, painter: QPainter, option: QStyleOptionGraphicsItem,
                        widget: QWidget | None = None) -> None:
            start = time.perf_counter()
            self._paint(item, painter, option, widget)
            self.times.append((time.perf_counter() - start) * 1000)

        ScanItem.paint = timed_paint  # type: ignore[method-assign, assignment]  # timed where Qt calls it

    def take(self) -> str:
        text = f"scan paint alone: median {statistics.median(self.times):.2f} ms" \
            if self.times else "scan not painted"
        self.times = []
        return text


def views(app: QApplication, window: EditorWindow) -> list[tuple[str, QTransform, QPointF]]:
    """The view at each zoom (fitted on the map and the scan), to reuse in every mode."""
    out = []
    view = window.view
    for label, zoom in ZOOMS:
        view.fit_all()
        view.zoom_by(zoom)
        app.processEvents()
        out.append((label, view.transform(), view.mapToScene(view.viewport().rect().center())))
    return out


def full_size(_screen_scale: float) -> int:
    """The scan's own pixels at every zoom: no halved copy (the pyramid off)."""
    return 0


def use_levels(item: ScanItem, level_for: Callable[[float], int]) -> None:
    """Make ``item`` pick its halved copies with ``level_for``."""
    item.level_for = level_for  # type: ignore[method-assign, assignment]  # swapped per mode


def pan_table(app: QApplication, window: EditorWindow, timer: ScanPaintTimer) -> list[str]:
    """Pan frames at each zoom, with and without the adjacency layer, for each mode."""
    item = window.scene.background
    pyramid_level = item.level_for
    zooms = views(app, window)
    rows = []
    for edges in (True, False):
        window.scene.show_edges = edges
        window.scene.restyle_all()
        for mode, shown, pyramid in MODES:
            if not edges and not pyramid:
                continue
            item.setVisible(shown)
            use_levels(item, pyramid_level if pyramid else full_size)
            for label, transform, centre in zooms:
                window.view.setTransform(transform)
                window.view.centerOn(centre)
                window.view.viewport().repaint()
                app.processEvents()
                timer.take()
                layer = "adjacency on " if edges else "adjacency off"
                rows.append(f"pan, {label:9}, {layer}, {mode:26}: "
                            f"{stats(pan_frames(app, window))}; {timer.take()}")
    use_levels(item, pyramid_level)
    item.setVisible(True)
    return rows


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = fn()
    return (time.perf_counter() - start) * 1000, result


def align_on_two_points(window: EditorWindow) -> list[tuple[str, float]]:
    """Pixel (300, 250) on the map's top-left corner, (6700, 4700) on its bottom right."""
    bounds = map_bounds(window.doc)
    assert bounds is not None
    x0, y0, x1, y1 = bounds
    pairs = [((300.0, 250.0), (x0, y0)), ((6700.0, 4700.0), (x1, y1))]
    math_ms, _t = timed(lambda: fit(pairs))
    tool = window.view.tools["align"]
    assert isinstance(tool, AlignTool)
    window.tracing.start_alignment()
    tool.pairs = list(pairs)
    apply_ms, ok = timed(tool.apply)
    assert ok, window.statusBar().currentMessage()
    return [("2-point fit (sv_model.scan_alignment.fit)", math_ms),
            ("align: fit + undo command + scene + panel", apply_ms)]


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        made_ms, scan = timed(lambda: synthetic_scan(Path(folder)))
        assert isinstance(scan, Path)
        timer = ScanPaintTimer()
        window = EditorWindow(MapDocument.open(DEFAULT_MAP))
        window.interactive = False
        window.resize(1440, 900)
        window.show()
        app.processEvents()
        import_ms, ok = timed(lambda: window.background_panel.import_image(str(scan)))
        assert ok
        rows = [(f"make the synthetic {WIDTH}x{HEIGHT} JPEG "
                 f"({scan.stat().st_size / 2**20:.1f} MiB)", made_ms),
                ("import: read + decode into the scene", import_ms)]
        rows += align_on_two_points(window)
        window.view.fit_all()
        first_ms, _r = timed(window.view.viewport().repaint)
        rows.append(("first repaint after the alignment (makes the halved copies)", first_ms))
        for label, value in rows:
            print(f"{label}: {value:.1f} ms")
        bg = window.doc.game_map.background
        assert bg is not None
        size = window.view.viewport().size()
        print(f"placement: scale {bg.scale:.5f}, rotation {bg.rotation:.3f} degrees; "
              f"view {size.width()}x{size.height()} px")
        for row in pan_table(app, window, timer):
            print(row)
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
