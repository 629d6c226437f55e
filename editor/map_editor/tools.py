"""Mouse and keyboard tools of the editor view: select/shape, draw, split, link, background.

A tool turns pointer events (already in map coordinates) into previews on
the scene and, when a gesture ends, into one call on the ``EditController``. A tool sees
the view it works in as a ``tool_host.ToolHost``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent

from editor.map_editor.commands import SetBackgroundCommand
from editor.map_editor.geometry_ops import (
    DragCheck,
    Key,
    Point,
    Snap,
    drawing_problem,
    nearest_edge,
    round_point,
    snap_point,
    vkey,
)
from editor.shared.terms import refusal
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from editor.map_editor.controller import EditController
    from editor.map_editor.document import MapDocument
    from editor.map_editor.scene import MapDocumentScene
    from editor.map_editor.tool_host import ToolHost


class Tool:
    """Base: a tool sees presses, moves and releases in map coordinates."""

    name = ""
    hint = ""  # marked with QT_TRANSLATE_NOOP("MapTools", ...); shown by hint_text()

    def hint_text(self) -> str:
        """How to use the tool, in the interface's language."""
        return translate("MapTools", self.hint) if self.hint else ""

    def __init__(self, view: ToolHost) -> None:
        self.view = view

    @property
    def doc(self) -> MapDocument:
        return self.view.doc

    @property
    def scene(self) -> MapDocumentScene:
        return self.view.editor_scene

    @property
    def ctl(self) -> EditController:
        return self.view.controller

    def tol(self) -> float:
        return self.view.snap_px * self.scene.pixel_size

    def snap(self, p: Point, exclude: set[str] | None = None, extra: tuple[Point, ...] = ()
             ) -> Snap:
        if not self.view.snapping:
            return Snap(p, "free")
        rings = self.doc.rings_near(p, self.tol())
        for zid in exclude or set():
            rings.pop(zid, None)
        return snap_point(p, rings, self.tol(), extra)

    def press(self, p: Point, mods: Qt.KeyboardModifier) -> bool:
        return False

    def move(self, p: Point, mods: Qt.KeyboardModifier) -> None:
        return None

    def release(self, p: Point, mods: Qt.KeyboardModifier) -> None:
        return None

    def double_click(self, p: Point) -> None:
        return None

    def key(self, event: QKeyEvent) -> bool:
        return False

    def typed_point(self, p: Point) -> bool:
        """A point typed in the x, y box; False if refused (the box keeps the text)."""
        self.view.status(translate("MapTools", "Typed coordinates place a vertex while drawing or "
                                   "splitting, or move the one selected vertex"))
        return False

    def cancel(self) -> None:
        self.scene.preview.set_state([], None, "free", False, self.scene.pixel_size)


@dataclass
class _Drag:
    anchor: Point
    origins: dict[Key, Point]
    zones: set[str]
    macro: bool = False
    moves: dict[Key, Point] = field(default_factory=dict)
    check: DragCheck | None = None


@dataclass
class _LabelDrag:
    zone: str
    origin: Point
    grab: Point  # where the pointer was pressed
    started: bool = False
    at: Point | None = None
    inside: bool = True


LABEL_DRAG_START_PX = 3.0  # a press that moves less than this is a click, not a drag


class SelectTool(Tool):
    """Select zones, vertices and edges; drag vertices and names; click an outline to add
    a vertex."""

    name = "select"
    hint = QT_TRANSLATE_NOOP("MapTools", "Click a zone to select it (Ctrl adds). Drag a name to move its "
                             "label point. On a selected zone: drag a vertex, click its "
                             "outline to insert one, Shift+drag to pick vertices, Del deletes.")

    def __init__(self, view: ToolHost) -> None:
        super().__init__(view)
        self.drag: _Drag | None = None
        self.label_drag: _LabelDrag | None = None
        self.band_from: Point | None = None

    def _selected_rings(self) -> dict[str, list[list[Point]]]:
        return {z: [list(r) for r in self.doc.zone(z).polygons]
                for z in self.scene.selected_zones}

    def _vertex_at(self, p: Point) -> Point | None:
        best: tuple[float, Point] | None = None
        tol = self.view.snap_px * self.scene.pixel_size
        for rings in self._selected_rings().values():
            for ring in rings:
                for q in ring:
                    d = ((q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2) ** 0.5
                    if d <= tol and (best is None or d < best[0]):
                        best = (d, q)
        return best[1] if best else None

    def press(self, p: Point, mods: Qt.KeyboardModifier) -> bool:
        """In this order: a vertex of a selected zone, Shift's rubber band, a selected
        zone's outline (a new vertex, even under another zone's name), a name, an
        adjacency line, a zone."""
        add = bool(mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier))
        v = self._vertex_at(p)
        if v is not None:
            self._press_vertex(v, add)
            return True
        if mods & Qt.KeyboardModifier.ShiftModifier and self.scene.selected_zones:
            self.band_from = p
            return True
        if self._press_outline(p) or (not add and self._press_label(p)):
            return True
        if self.scene.show_edges:
            px = self.scene.pixel_size
            pair = self.scene.edges.edge_at(QPointF(*p), 5 * px, px)
            if pair is not None:
                self.scene.select_zones([])
                self.scene.select_edge(pair)
                return True
        return self._press_zone(p, mods)

    def _press_vertex(self, v: Point, add: bool) -> None:
        """Ctrl or Shift toggles the vertex in the selection; else a drag starts."""
        k = vkey(v)
        if add:
            self.scene.select_vertices(self.scene.selected_vertices ^ {k})
            return
        if k not in self.scene.selected_vertices:
            self.scene.select_vertices({k})
        self._start_drag(v)

    def _press_outline(self, p: Point) -> bool:
        """A press on a selected zone's outline inserts a vertex there (in every zone
        sharing that segment) and starts dragging it: one undo step."""
        hit = nearest_edge(p, self._selected_rings(), self.tol())
        if hit is None:
            return False
        ring = self.doc.zone(hit.zone).polygons[hit.ring]
        a, b = ring[hit.index], ring[(hit.index + 1) % len(ring)]
        at = self.doc.tidy(hit.point)
        self.doc.undo_stack.beginMacro(translate("MapCommand", "Insert vertex"))
        if self.ctl.insert_vertex(a, b, at):
            self._start_drag(at, macro=True)
        else:
            self.doc.undo_stack.endMacro()
        return True

    def _press_zone(self, p: Point, mods: Qt.KeyboardModifier) -> bool:
        """Select the zone under ``p`` (Ctrl adds or removes it); False on empty map."""
        zid = self.doc.zone_at(p)
        self.scene.select_edge(None)
        if zid is None:
            self.scene.select_zones([])
            return False
        if mods & Qt.KeyboardModifier.ControlModifier:
            chosen = list(self.scene.selected_zones)
            chosen = [z for z in chosen if z != zid] if zid in chosen else [*chosen, zid]
            self.scene.select_zones(chosen)
        elif self.scene.selected_zones != [zid]:
            self.scene.select_zones([zid])
        return True

    def _press_label(self, p: Point) -> bool:
        """A press on a zone's name selects the zone and may start dragging the name."""
        zid = self.scene.label_at(p)
        if zid is None:
            return False
        self.scene.select_edge(None)
        if self.scene.selected_zones != [zid]:
            self.scene.select_zones([zid])
        label = self.doc.zone(zid).label
        self.label_drag = _LabelDrag(zid, (label[0], label[1]), p)
        return True

    def _move_label(self, p: Point) -> None:
        d = self.label_drag
        assert d is not None
        if not d.started:
            moved_px = ((p[0] - d.grab[0]) ** 2 + (p[1] - d.grab[1]) ** 2) ** 0.5
            if moved_px / self.scene.pixel_size < LABEL_DRAG_START_PX:
                return
            d.started = True
            self.scene.begin_label_drag(d.zone)
            self.view.begin_fast_updates()
        digits = max(0, math.ceil(-math.log10(self.scene.pixel_size)))  # about a pixel
        at = (round(d.origin[0] + p[0] - d.grab[0], digits),
              round(d.origin[1] + p[1] - d.grab[1], digits))
        d.at, d.inside = at, self.doc.covers(d.zone, at)
        self.view.update_scene_rect(self.scene.label_drag_to(d.zone, at, not d.inside))
        self.view.show_position(at)

    def _release_label(self) -> None:
        d, self.label_drag = self.label_drag, None
        if d is None or not d.started:
            return
        self.scene.end_label_drag(d.zone)
        self.view.end_fast_updates()
        if d.at is None or d.at == d.origin:
            return
        if not d.inside:
            self.view.status(refusal(translate("EditController", "a zone's label point must "
                                                "lie inside the zone")))
            return
        self.ctl.move_label(d.zone, d.at)

    def _start_drag(self, anchor: Point, macro: bool = False) -> None:
        keys = set(self.scene.selected_vertices) | {vkey(anchor)}
        origins: dict[Key, Point] = {k: (k[0], k[1]) for k in keys}
        for rings in self._selected_rings().values():
            for ring in rings:
                for q in ring:
                    if vkey(q) in keys:
                        origins[vkey(q)] = (q[0], q[1])
        zones = self.doc.zones_using(keys)
        rings = [r for z in sorted(zones) for r in self.doc.zone(z).polygons]
        self.drag = _Drag(anchor, origins, zones, macro, check=DragCheck(rings, keys))
        self.scene.begin_drag(keys)
        self.view.begin_fast_updates()

    def move(self, p: Point, mods: Qt.KeyboardModifier) -> None:
        if self.band_from is not None:
            self.scene.preview.set_state([], None, "free", False, self.scene.pixel_size,
                                         _band(self.band_from, p))
            return
        if self.label_drag is not None:
            self._move_label(p)
            return
        d = self.drag
        if d is None:
            return
        snap = (self.snap(p, exclude=d.zones) if len(d.origins) == 1
                else Snap(p, "free"))
        dx, dy = snap.point[0] - d.anchor[0], snap.point[1] - d.anchor[1]
        d.moves = {k: (o[0] + dx, o[1] + dy) for k, o in d.origins.items()}
        refused = d.check is not None and not d.check.ok(d.moves)
        dirty = self.scene.drag_to(d.moves)
        preview = self.scene.preview
        dirty = dirty.united(preview.sceneBoundingRect())
        preview.set_state([], snap.point, snap.kind, refused, self.scene.pixel_size,
                          moved=list(d.moves.values()))
        self.view.update_scene_rect(dirty.united(preview.sceneBoundingRect()))
        self.view.show_position(snap.point)

    def release(self, p: Point, mods: Qt.KeyboardModifier) -> None:
        if self.band_from is not None:
            rect = _band(self.band_from, p)
            picked = {vkey(q) for rings in self._selected_rings().values() for r in rings
                      for q in r if rect.contains(QPointF(*q))}
            if mods & Qt.KeyboardModifier.ControlModifier:
                picked |= self.scene.selected_vertices
            self.scene.select_vertices(picked)
            self.band_from = None
            self.cancel()
            return
        if self.label_drag is not None:
            self._release_label()
            return
        d, self.drag = self.drag, None
        if d is None:
            return
        self._end_drag_display()
        if d.moves and any(d.moves[k] != d.origins[k] for k in d.moves):
            self.ctl.move_vertices(d.moves)
        if d.macro:
            self.doc.undo_stack.endMacro()

    def _end_drag_display(self) -> None:
        self.scene.end_drag()
        super().cancel()
        self.view.end_fast_updates()

    def double_click(self, p: Point) -> None:
        v = self._vertex_at(p)
        if v is not None:
            self.scene.select_vertices({vkey(v)})
            self.view.edit_vertex_coordinates(v)

    def typed_point(self, p: Point) -> bool:
        if len(self.scene.selected_vertices) != 1:
            return super().typed_point(p)
        (k,) = self.scene.selected_vertices
        return self.ctl.move_vertices({k: p}) or vkey(self.doc.tidy(p)) == k

    def key(self, event: QKeyEvent) -> bool:
        k = event.key()
        if k in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.ctl.delete_selection()
            return True
        if k == Qt.Key.Key_Escape:
            if self.label_drag is not None or self.drag is not None:
                self.cancel()
                self.view.status(translate("MapTools", "Drag cancelled"))
                return True
            self.scene.select_zones([])
            self.scene.select_edge(None)
            return True
        steps = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
                 Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if k in steps and self.scene.selected_vertices:
            step = self.scene.pixel_size * (10 if event.modifiers()
                                             & Qt.KeyboardModifier.ShiftModifier else 1)
            dx, dy = steps[Qt.Key(k)]
            self.ctl.move_vertices({key: (key[0] + dx * step, key[1] + dy * step)
                                    for key in self.scene.selected_vertices}, nudge=True)
            return True
        return False

    def cancel(self) -> None:
        d, self.label_drag = self.label_drag, None
        if d is not None and d.started:
            self.scene.end_label_drag(d.zone)
            self.view.end_fast_updates()
        if self.drag is not None:
            self._end_drag_display()
            if self.drag.macro:
                self.doc.undo_stack.endMacro()
            self.drag = None
        super().cancel()


def _band(a: Point, b: Point) -> QRectF:
    return QRectF(QPointF(*a), QPointF(*b)).normalized()


class DrawZoneTool(Tool):
    """Click vertices of a new zone; double-click or Enter closes it, Esc cancels."""

    name = "draw"
    hint = QT_TRANSLATE_NOOP("MapTools", "Click to place vertices (they snap to nearby vertices and edges). "
                             "Double-click, Enter or a click on the first vertex closes; "
                             "Backspace undoes a vertex; Esc cancels.")
    open_line = False

    def __init__(self, view: ToolHost) -> None:
        super().__init__(view)
        self.points: list[Point] = []
        self._cursor: Snap | None = None

    def _snap_here(self, p: Point) -> Snap:
        return self.snap(p, extra=tuple(self.points[:1]))

    def _problem(self, p: Point) -> str | None:
        if not self.open_line and len(self.points) >= 3 and vkey(p) == vkey(self.points[0]):
            return None
        return drawing_problem(self.points, p)

    def _show(self) -> None:
        c = self._cursor
        refused = c is not None and self._problem(c.point) is not None
        self.scene.preview.set_state(self.points, c.point if c else None,
                                     c.kind if c else "free", refused, self.scene.pixel_size)

    def move(self, p: Point, mods: Qt.KeyboardModifier) -> None:
        self._cursor = self._snap_here(p)
        self._show()
        self.view.show_position(self._cursor.point)

    def press(self, p: Point, mods: Qt.KeyboardModifier) -> bool:
        self.add_point(self._snap_here(p).point)
        return True

    def add_point(self, p: Point) -> bool:
        """Add a vertex (a click on the first one closes the outline); False if refused."""
        if (not self.open_line and len(self.points) >= 3 and vkey(p) == vkey(self.points[0])):
            self.finish()
            return True
        problem = self._problem(p)
        if problem:
            self.view.status(refusal(problem))
            return False
        self.points.append(p)
        self._show()
        count = len(self.points)  # a plain name: lupdate does not read a call among the arguments
        self.view.status(translate("MapTools", "%n vertices — Enter or double-click to "
                                   "finish", None, count))
        return True

    def typed_point(self, p: Point) -> bool:
        return self.add_point(p)

    def double_click(self, p: Point) -> None:
        self.finish()

    def key(self, event: QKeyEvent) -> bool:
        k = event.key()
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish()
            return True
        if k == Qt.Key.Key_Escape:
            self.cancel()
            self.view.status(translate("MapTools", "Drawing cancelled"))
            return True
        if k == Qt.Key.Key_Backspace and self.points:
            self.points.pop()
            self._show()
            return True
        return False

    def finish(self) -> None:
        if self.ctl.add_zone(self.points):
            self.cancel()

    def cancel(self) -> None:
        self.points = []
        self._cursor = None
        super().cancel()


class SplitTool(DrawZoneTool):
    """Draw a line across a zone; Enter or double-click cuts the zone in two."""

    name = "split"
    hint = QT_TRANSLATE_NOOP("MapTools", "Draw a line across the selected zone (or the zone under its first "
                             "segment), from outside to outside; Enter or double-click splits "
                             "it.")
    open_line = True

    def finish(self) -> None:
        if len(self.points) < 2:
            self.view.status(refusal(translate("MapEdits", "draw a line of at least two points "
                                                "across the zone")))
            return
        zid = (self.scene.selected_zones[0] if len(self.scene.selected_zones) == 1
               else self._zone_under_line())
        if zid is None:
            self.view.status(refusal(translate("MapTools", "the line does not cross any zone")))
            return
        if self.ctl.split(zid, _extended(self.points, self.scene.pixel_size * 0.01)):
            self.cancel()

    def _zone_under_line(self) -> str | None:
        for a, b in zip(self.points, self.points[1:], strict=False):
            for t in (0.5, 0.25, 0.75):
                zid = self.doc.zone_at((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])))
                if zid is not None:
                    return str(zid)
        return None


def _extended(points: list[Point], by: float) -> list[Point]:
    """The line with both ends pushed out a hair, so that a cut ending exactly on an
    outline still crosses it."""
    def push(p: Point, q: Point) -> Point:
        dx, dy = p[0] - q[0], p[1] - q[1]
        length = (dx * dx + dy * dy) ** 0.5 or 1.0
        return (p[0] + dx / length * by, p[1] + dy / length * by)

    return [push(points[0], points[1]), *points[1:-1], push(points[-1], points[-2])]


class LinkTool(Tool):
    """Click two zones to join them by a strait or a sea link."""

    name = "link"
    hint = QT_TRANSLATE_NOOP("MapTools", "Click the first zone, then the second: land to land makes a "
                             "strait, else a sea link.")

    def __init__(self, view: ToolHost) -> None:
        super().__init__(view)
        self.first: str | None = None

    def press(self, p: Point, mods: Qt.KeyboardModifier) -> bool:
        zid = self.doc.zone_at(p)
        if zid is None:
            return False
        if self.first is None or self.first == zid:
            self.first = zid
            self.scene.select_zones([zid])
            self.view.status(translate("MapTools", "Link from {zone}: now click the other "
                                       "zone").format(zone=zid))
            return True
        first, self.first = self.first, None
        self.scene.select_zones([])
        self.ctl.add_link(first, zid)
        return True

    def cancel(self) -> None:
        self.first = None
        super().cancel()


class BackgroundTool(Tool):
    """Drag the background image; its scale, rotation and fade are in the panel."""

    name = "background"
    hint = QT_TRANSLATE_NOOP("MapTools", "Drag to move the background image; set its scale, rotation and "
                             "fade in its panel.")

    def __init__(self, view: ToolHost) -> None:
        super().__init__(view)
        self.start: Point | None = None
        self.origin: tuple[float, float] = (0.0, 0.0)

    def press(self, p: Point, mods: Qt.KeyboardModifier) -> bool:
        bg = self.doc.game_map.background
        if bg is None:
            self.view.status(translate("MapTools", "Import a background image first (Map ▸ Import "
                                       "background)"))
            return False
        if bg.locked:  # a drag on a locked scan pans the view instead
            self.view.status(translate("MapTools", "The background is locked: untick Lock in its panel "
                                       "to move it"))
            return False
        self.start, self.origin = p, (bg.x, bg.y)
        return True

    def move(self, p: Point, mods: Qt.KeyboardModifier) -> None:
        bg = self.doc.game_map.background
        if self.start is None or bg is None:
            return
        x, y = self.origin[0] + p[0] - self.start[0], self.origin[1] + p[1] - self.start[1]
        self.scene.place_background(x, y, bg.scale, bg.rotation, bg.opacity)

    def release(self, p: Point, mods: Qt.KeyboardModifier) -> None:
        bg = self.doc.game_map.background
        if self.start is None or bg is None:
            return
        x, y = self.origin[0] + p[0] - self.start[0], self.origin[1] + p[1] - self.start[1]
        self.start = None
        x, y = round_point((x, y), self.doc.coordinate_digits)
        if (x, y) != (bg.x, bg.y):
            self.doc.undo_stack.push(SetBackgroundCommand(
                self.doc, lambda: translate("BackgroundPanel", "Move background"), bg.model_copy(update={"x": x, "y": y})))
