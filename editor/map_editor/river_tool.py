"""The river tool: draw river lines and reshape them (rule 7.2).

A major river that runs between two land zones makes their edge a river edge (+1 MP
to cross, 7.2), so rivers are drawn like zone borders: points snap to the zones'
vertices and outlines, which lets a river follow a border exactly. With the tool:

- click on empty map to start a river (with a river selected, the first click lets
  it go), click to add points, Enter or a double-click ends it (Backspace takes the
  last point back, Esc gives up);
- click a river to select it (its name and major flag are in the River tab);
- on the selected river: drag a vertex to move it, click or drag its line to insert
  a vertex, Del deletes the selected vertex or, with none selected, the river.

Every finished gesture is one call on ``RiverEdits``, which pushes one undo command.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from editor.map_editor.geometry_ops import Point, closest_on_segment
from editor.map_editor.tools import DrawZoneTool
from editor.shared.terms import refusal
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from editor.map_editor.river_edits import RiverEdits
    from editor.map_editor.tool_host import ToolHost


@dataclass
class _RiverDrag:
    """A vertex being moved (``vertex``) or inserted before ``before``."""

    river: int
    vertex: int | None
    before: int | None
    at: Point
    moved: bool = False


@dataclass(frozen=True)
class _Hit:
    """What a press lands on: a river, and on the selected one a vertex or a segment."""

    river: int
    vertex: int | None = None
    before: int | None = None
    at: Point = (0.0, 0.0)


class RiverTool(DrawZoneTool):
    """Draw a new river line, or select and reshape an existing one."""

    name = "river"
    hint = QT_TRANSLATE_NOOP("MapTools", "Click to draw a river (points snap to borders); "
                             "Enter or double-click ends it. Click a river to select it: drag "
                             "a vertex, click its line to add one, Del deletes. Name and major "
                             "flag (+1 MP to cross, 7.2) in the River tab.")
    open_line = True

    def __init__(self, view: ToolHost) -> None:
        super().__init__(view)
        self.drag: _RiverDrag | None = None

    @property
    def edits(self) -> RiverEdits:
        return self.ctl.rivers

    def _line(self, index: int) -> list[Point]:
        return [(float(x), float(y)) for x, y in self.doc.game_map.rivers[index].points]

    # --- hit testing ------------------------------------------------------------------------

    def hit(self, p: Point) -> _Hit | None:
        """A vertex or the line of the selected river, else the nearest river line."""
        tol = self.tol()
        chosen = self.scene.selected_river
        if chosen is not None:
            line = self._line(chosen)
            near = [(math.hypot(q[0] - p[0], q[1] - p[1]), i) for i, q in enumerate(line)]
            d, i = min(near)
            if d <= tol:
                return _Hit(chosen, vertex=i, at=line[i])
            seg = _nearest_segment(line, p, tol)
            if seg is not None:
                return _Hit(chosen, before=seg[0] + 1, at=seg[1])
        best: tuple[float, int] | None = None
        for index in range(len(self.doc.game_map.rivers)):
            seg = _nearest_segment(self._line(index), p, tol)
            if seg is not None and (best is None or seg[2] < best[0]):
                best = (seg[2], index)
        return _Hit(best[1]) if best else None

    # --- pointer ------------------------------------------------------------------------------

    def press(self, p: Point, mods: Qt.KeyboardModifier) -> bool:
        if self.points:
            return super().press(p, mods)
        hit = self.hit(p)
        if hit is None and self.scene.selected_river is not None:
            self.scene.select_river(None)
            self.view.status(translate("RiverTool", "Click again to start a new river"))
            return True
        if hit is None:
            return super().press(p, mods)  # the first point of a new river
        if hit.vertex is None and hit.before is None:
            self.scene.select_river(hit.river)
            return True
        if hit.vertex is not None:
            self.scene.select_river(hit.river, hit.vertex)
        self.drag = _RiverDrag(hit.river, hit.vertex, hit.before, hit.at)
        self._show_drag()
        return True

    def _dragged_line(self, d: _RiverDrag) -> list[Point]:
        line = self._line(d.river)
        if d.vertex is not None:
            line[d.vertex] = d.at
        elif d.before is not None:
            line.insert(d.before, d.at)
        return line

    def _show_drag(self, kind: str = "free") -> None:
        d = self.drag
        if d is not None:
            self.scene.preview.set_state(self._dragged_line(d), d.at, kind, False,
                                         self.scene.pixel_size)

    def move(self, p: Point, mods: Qt.KeyboardModifier) -> None:
        d = self.drag
        if d is None:
            super().move(p, mods)
            return
        snap = self.snap(p)
        d.at, d.moved = snap.point, True
        self._show_drag(snap.kind)
        self.view.show_position(snap.point)

    def release(self, p: Point, mods: Qt.KeyboardModifier) -> None:
        d, self.drag = self.drag, None
        if d is None:
            return
        super().cancel()
        if d.before is not None:
            self.edits.insert_vertex(d.river, d.before, d.at)
        elif d.vertex is not None and d.moved:
            self.edits.move_vertex(d.river, d.vertex, d.at)

    def double_click(self, p: Point) -> None:
        if self.points:
            self.finish()

    def typed_point(self, p: Point) -> bool:
        """While drawing a typed point is the next one; else it moves the selected vertex."""
        river, vertex = self.scene.selected_river, self.scene.selected_river_vertex
        if self.points or river is None or vertex is None:
            return self.add_point(p)
        return self.edits.move_vertex(river, vertex, p)

    def key(self, event: QKeyEvent) -> bool:
        k = event.key()
        if not self.points and self.scene.selected_river is not None:
            if k in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                self.ctl.delete_selection()
                return True
            if k == Qt.Key.Key_Escape:
                self.cancel()
                self.scene.select_river(None)
                return True
        return super().key(event)

    def finish(self) -> None:
        if len(self.points) < 2:
            self.view.status(refusal(translate("RiverTool", "a river needs at least two points")))
            return
        if self.edits.add(self.points) is not None:
            self.cancel()
            self.view.status(translate("RiverTool", "River added: name it and say whether it is "
                                       "major in the River tab"))

    def cancel(self) -> None:
        self.drag = None
        super().cancel()


def _nearest_segment(line: list[Point], p: Point, tol: float
                     ) -> tuple[int, Point, float] | None:
    """The segment of ``line`` nearest ``p`` within ``tol``: its first vertex, the
    nearest point on it and the distance."""
    best: tuple[int, Point, float] | None = None
    for i in range(len(line) - 1):
        q, d = closest_on_segment(p, line[i], line[i + 1])
        if d <= tol and (best is None or d < best[2]):
            best = (i, q, d)
    return best
