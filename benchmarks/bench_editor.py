"""Map editor speed on the shipped map (issue 8).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_editor.py

Measures, on resources/maps/roman_world.yaml in a 1440×900 editor window:
- one frame of a vertex drag (pointer move → preview of every zone sharing the
  vertex → synchronous repaint of the view), zoomed out on the whole map and
  zoomed in on the zone; target ≤ 16 ms;
- one committed edit: the undo command, the incremental adjacency and
  validation, and the scene update; target ≤ 100 ms;
- for comparison, a full recomputation with ``sv_model.geometry``.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from editor.map_editor.document import MapDocument
from editor.map_editor.geometry_ops import vkey
from editor.map_editor.tools import SelectTool
from editor.map_editor.window import EditorWindow
from sv_model.geometry import computed_adjacency, geometry_problems
from sv_model.paths import DEFAULT_MAP

FRAMES = 120
EDITS = 30
NO_MODS = Qt.KeyboardModifier.NoModifier


def ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(len(values) * 0.95))]
    return (f"median {statistics.median(values) * 1000:6.2f} ms   p95 {p95 * 1000:6.2f} ms   "
            f"max {values[-1] * 1000:6.2f} ms")


def busiest_shared_vertex(doc: MapDocument) -> tuple[str, tuple[float, float]]:
    """The zone with most vertices, and one of its vertices shared by the most zones."""
    zone = max(doc.zones, key=lambda z: sum(len(r) for r in z.polygons))
    vertex = max((p for r in zone.polygons for p in r),
                 key=lambda p: len(doc.vertices.zones_at(p)))
    return zone.id, (float(vertex[0]), float(vertex[1]))


def drag_frames(window: EditorWindow, app: QCoreApplication, zone_id: str,
                vertex: tuple[float, float]) -> list[float]:
    tool = window.view.tools["select"]
    assert isinstance(tool, SelectTool)
    window.scene.select_zones([zone_id])
    app.processEvents()
    tool.press(vertex, NO_MODS)
    frames = []
    step = window.scene.pixel_size * 3
    painted = PaintCounter()
    window.view.viewport().installEventFilter(painted)
    for i in range(FRAMES):
        p = (vertex[0] + step * (i % 20), vertex[1] + step * ((i // 20) % 3))
        start = time.perf_counter()
        tool.move(p, NO_MODS)
        app.processEvents()  # the repaint the move asked for happens here
        frames.append(time.perf_counter() - start)
    window.view.viewport().removeEventFilter(painted)
    assert painted.count >= FRAMES, f"only {painted.count} repaints for {FRAMES} frames"
    tool.cancel()
    app.processEvents()
    return frames


class PaintCounter(QObject):
    """Counts the view's paint events, to be sure every frame was drawn."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def commits(window: EditorWindow, vertex: tuple[float, float]) -> tuple[list[float], list[float]]:
    """Time each committed edit, and a full ``sv_model.geometry`` recheck of the result."""
    live, full = [], []
    v = vertex
    for i in range(EDITS):
        new = (v[0] + (0.6 if i % 2 else -0.4), v[1] + 0.3)
        start = time.perf_counter()
        assert window.controller.move_vertices({vkey(v): new})
        live.append(time.perf_counter() - start)
        m = window.doc.game_map
        start = time.perf_counter()
        computed_adjacency(m)
        geometry_problems(m, "bench")
        full.append(time.perf_counter() - start)
        v = new
    return live, full


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    start = time.perf_counter()
    doc = MapDocument.open(DEFAULT_MAP)
    opened = time.perf_counter() - start
    start = time.perf_counter()
    window = EditorWindow(doc)
    window.interactive = False
    window.resize(1440, 900)
    window.show()
    window.view.fit_all()
    app.processEvents()
    built = time.perf_counter() - start
    vertices = sum(len(r) for z in doc.zones for r in z.polygons)
    zone_id, vertex = busiest_shared_vertex(doc)
    print(f"map: {len(doc.zones)} zones, {vertices} vertices, {len(doc.game_map.edges)} edges")
    print(f"open (YAML + schema + analysis): {opened * 1000:.0f} ms; window: {built * 1000:.0f} ms")
    print(f"dragged vertex {vertex} of {zone_id}, shared by "
          f"{sorted(doc.vertices.zones_at(vertex))}")
    print(f"drag frame, whole map in view : {ms(drag_frames(window, app, zone_id, vertex))}")
    window.view.zoom_to(doc.zone_bounds(zone_id))
    app.processEvents()
    print(f"drag frame, zoomed on the zone: {ms(drag_frames(window, app, zone_id, vertex))}")
    live, full = commits(window, vertex)
    print(f"commit one vertex move (command + adjacency + validation + scene): {ms(live)}")
    print(f"for comparison, full sv_model.geometry recheck of the edited map: {ms(full)}")
    assert doc.analysis.pairs == computed_adjacency(doc.game_map), "live adjacency differs"
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
