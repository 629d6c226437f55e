"""The editor's graphics scene: a mirror of the document, updated by its signals.

Zones are one path item each; vertex handles, adjacency edges and the
drawing preview are single items that paint many small things
(``editor.map_editor.overlays``), so a map with tens of thousands of vertices stays
fast. Zone and diocese names follow the zoom (``editor.map_editor.labels``); river lines
are the map kit's, the selected one marked by ``RiverMarksItem`` (rule 7.2). During a
drag (of vertices or of a name) the scene shows a preview; the document
changes only when the drag ends.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import pairwise

import shapely
from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainterPath, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsScene

from editor.map_editor.analysis import Pair
from editor.map_editor.document import MapDocument
from editor.map_editor.geometry_ops import Key, Point, vkey
from editor.map_editor.labels import (
    Candidate,
    LabelItem,
    capital_text,
    choose_labels,
    diocese_label,
    fits,
    zone_text,
)
from editor.map_editor.overlays import (
    EdgesItem,
    HandlesItem,
    PreviewItem,
    RiverMarksItem,
)
from editor.map_editor.scan_image import ScanImage, read_scan
from editor.map_editor.scan_item import ScanItem, place_scan, placement
from editor.map_editor.zone_item import EditableZoneItem
from sv_desktop.board.mapkit import palette
from sv_desktop.board.mapkit.items import RiverItem
from sv_model.schemas.map import Zone, ZoneKind


class MapDocumentScene(QGraphicsScene):
    """Mirror of an ``MapDocument`` plus the editor's selection."""

    selection_changed = Signal()

    def __init__(self, doc: MapDocument) -> None:
        super().__init__()
        self.doc = doc
        self.pixel_size = 1.0
        self.selected_zones: list[str] = []
        self.selected_vertices: set[Key] = set()
        self.selected_edge: Pair | None = None
        self.selected_river: int | None = None  # index in the map's rivers (7.2)
        self.selected_river_vertex: int | None = None
        self.show_labels = True
        self.show_edges = True
        self._drag: list[tuple[EditableZoneItem, list[list[QPointF]],
                               list[tuple[int, int, Key, QPointF, QPointF]]]] = []
        self._drag_keys: set[Key] = set()
        self._last_moves: dict[Key, Point] = {}
        self.zone_items: dict[str, EditableZoneItem] = {}
        self.labels: dict[str, LabelItem] = {}
        # diocese id -> name, middle point, its zones (nearest the middle first)
        self.diocese_labels: dict[str, tuple[LabelItem, Point, list[str]]] = {}
        self._label_lines: list[int] = []
        self._background_source: tuple[str | None, int] | None = None
        self.background = ScanItem()  # a QGraphicsPixmapItem drawn from a pyramid
        self.background_problem: str | None = None  # why the scan is not shown
        self.background_size = QSize()  # the scan's own size, in its full-resolution pixels
        self.background_factor = (1.0, 1.0)  # scan pixels per pixel of the copy shown
        self.background.setZValue(-100)
        self.background.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.addItem(self.background)
        self.rivers: list[RiverItem] = []
        self.river_marks = RiverMarksItem()
        self.addItem(self.river_marks)
        self._shades: dict[str, int] = {}
        self.edges = EdgesItem()
        self.addItem(self.edges)
        self.handles = HandlesItem(self)
        self.addItem(self.handles)
        self.preview = PreviewItem()
        self.addItem(self.preview)
        self.setBackgroundBrush(QColor("#eef1f4"))
        doc.zones_changed.connect(self._on_zones_changed)
        doc.edges_changed.connect(self._rebuild_edges)
        doc.background_changed.connect(self._rebuild_background)
        doc.meta_changed.connect(self._on_meta_changed)
        doc.rivers_changed.connect(self._rebuild_rivers)
        self._on_zones_changed({z.id for z in doc.zones}, set())
        self._rebuild_edges()
        self._rebuild_background()
        self._rebuild_rivers()

    # --- mirroring the document -------------------------------------------------------------

    def _on_zones_changed(self, changed: Iterable[str], removed: Iterable[str]) -> None:
        changed, removed = set(changed), set(removed)
        labels_moved = bool(removed) or any(
            zid not in self.labels or self.labels[zid].pos() != QPointF(*self.doc.zone(zid).label)
            for zid in changed if self.doc.has_zone(zid))
        for zid in removed:
            for table in (self.zone_items, self.labels):
                item = table.pop(zid, None)
                if item is not None:
                    self.removeItem(item)
        for zid in changed:
            if not self.doc.has_zone(zid):
                continue
            z = self.doc.zone(zid)
            item = self.zone_items.get(zid)
            if item is None:
                item = self.zone_items[zid] = EditableZoneItem(zid)
                self.addItem(item)
                self.labels[zid] = LabelItem()
                self.addItem(self.labels[zid])
            item.set_outline(z.polygons)
            self._style_zone(z)
        self.selected_zones = [z for z in self.selected_zones if self.doc.has_zone(z)]
        self.edges.focus = set(self.selected_zones)
        known = {k for z in self.selected_zones for k in self.doc.vertices.keys_of(z)}
        self.selected_vertices &= known
        self.handles.refresh()
        if labels_moved:
            self._rebuild_edges()
        self._rebuild_dioceses()
        self.update_labels()
        self.selection_changed.emit()

    def _style_zone(self, z: Zone) -> None:
        faded = self.background.isVisible() and not self.background.pixmap().isNull()
        self.zone_items[z.id].set_look(self.fill_of(z), z.id in self.selected_zones, faded,
                                       sea=z.kind is ZoneKind.SEA)

    # --- names: level of detail (see editor.map_editor.labels) -------------------------------------------

    def _rebuild_dioceses(self) -> None:
        """One big name per diocese that has zones, at the middle of its land."""
        members: dict[str, list[str]] = {}
        for z in self.doc.zones:
            if z.diocese is not None:
                members.setdefault(z.diocese, []).append(z.id)
        wanted = {d.id: d for d in self.doc.game_map.dioceses if d.id in members}
        for did in set(self.diocese_labels) - set(wanted):
            self.removeItem(self.diocese_labels.pop(did)[0])
        for did, d in wanted.items():
            old = self.diocese_labels.get(did)
            item = diocese_label(d.name, d.colour)
            if old is not None and (old[0].text, old[0].ink) == (item.text, item.ink):
                item = old[0]
            elif old is not None:
                self.removeItem(old[0])
            if item.scene() is None:
                self.addItem(item)
            at = self._diocese_anchor(members[did])
            nearest = sorted(members[did], key=lambda z: _distance2(self.doc.zone(z).label, at))
            self.diocese_labels[did] = (item, at, nearest)

    def _diocese_anchor(self, zone_ids: list[str]) -> Point:
        """The area-weighted middle of the zones if it is on one of them, else the
        label point nearest to it."""
        shapes = [self.doc.analysis.geometry(z) for z in zone_ids]
        total = sum(g.area for g in shapes) or 1.0
        mids = shapely.centroid(shapes)
        cx = sum(float(m.x) * g.area for m, g in zip(mids, shapes, strict=True)) / total
        cy = sum(float(m.y) * g.area for m, g in zip(mids, shapes, strict=True)) / total
        if self.doc.zone_at((cx, cy)) in zone_ids:
            return (cx, cy)
        return min((self.doc.zone(z).label for z in zone_ids),
                   key=lambda p: _distance2(p, (cx, cy)))

    def update_labels(self) -> None:
        """Choose which names show at this zoom (the order is in ``editor.map_editor.labels``)."""
        px = self.pixel_size
        dioceses = [item for item, _at, _members in self.diocese_labels.values()]
        if not self.show_labels:
            choose_labels([], px, [*self.labels.values(), *dioceses])
            return
        first, capitals, fitting, hidden = self._zone_candidates()
        shown = set(choose_labels([*first, *capitals, *fitting], px, [*hidden, *dioceses]))
        needed, room = self._diocese_candidates(shown)
        chosen = {c.item for c in needed + room}
        choose_labels([*first, *capitals, *needed, *fitting, *room], px,
                      [*hidden, *(d for d in dioceses if d not in chosen)])

    def _zone_candidates(self) -> tuple[list[Candidate], list[Candidate], list[Candidate],
                                        list[LabelItem]]:
        """Zone names: selected, Rome and capitals, the others that fit (largest zone
        first), and those that do not fit at this zoom."""
        first: list[Candidate] = []
        capitals: list[Candidate] = []
        fitting: list[tuple[float, Candidate]] = []
        hidden: list[LabelItem] = []
        for z in self.doc.zones:
            item = self.labels[z.id]
            text, bold = zone_text(z), z.capital or z.rome
            x0, y0, x1, y1 = self.doc.zone_bounds(z.id)
            ok = fits(item.size_of(text, bold), (x0, y0, x1, y1), self.pixel_size)
            if z.id in self.selected_zones:
                first.append(Candidate(item, text, z.label, bold, forced=True))
            elif (z.capital or z.rome) and z.city:
                c = Candidate(item, text if ok else capital_text(z), z.label, True,
                              short=capital_text(z) if ok else None)
                capitals.insert(0 if z.rome else len(capitals), c)
            elif ok:
                fitting.append(((x1 - x0) * (y1 - y0), Candidate(item, text, z.label, bold)))
            else:
                hidden.append(item)
        fitting.sort(key=lambda e: -e[0])
        return first, capitals, [c for _area, c in fitting], hidden

    def _diocese_candidates(self, shown: set[LabelItem]
                            ) -> tuple[list[Candidate], list[Candidate]]:
        """Diocese names needed (most of the diocese's zones unnamed), and those that show
        only where room is left (some zones unnamed)."""
        named: dict[str, int] = {}
        for z in self.doc.zones:
            if z.diocese is not None:
                named[z.diocese] = named.get(z.diocese, 0) + (self.labels[z.id] in shown)
        needed: list[Candidate] = []
        room: list[Candidate] = []
        for did, (item, at, members) in self.diocese_labels.items():
            points = [self.doc.zone(z).label for z in members]
            if named[did] * 2 < len(members):  # over an unnamed zone first: no name is lost
                free = [self.doc.zone(z).label for z in members if self.labels[z] not in shown]
                needed.append(Candidate(item, item.text, free[0] if free else at, True,
                                        elsewhere=[*free[1:], at, *points]))
            elif named[did] < len(members):
                room.append(Candidate(item, item.text, at, True, elsewhere=points))
        return needed, room

    def label_at(self, p: Point) -> str | None:
        """The zone whose name is shown under ``p`` (selected zones first)."""
        for zid in [*self.selected_zones, *self.labels]:
            item = self.labels[zid]
            if item.isVisible():
                x0, y0, x1, y1 = item.map_box(self.pixel_size)
                if x0 <= p[0] <= x1 and y0 <= p[1] <= y1:
                    return zid
        return None

    def fill_of(self, z: Zone) -> QColor:
        """The kit's fill: a shade of the diocese colour, or the tone of its kind."""
        return palette.zone_fill(self.doc.game_map, z, self._shades)

    def restyle_all(self) -> None:
        self._shades = palette.diocese_shades(self.doc.game_map)
        for z in self.doc.zones:
            self._style_zone(z)
        self.edges.setVisible(self.show_edges)
        self.update_labels()

    def _on_meta_changed(self) -> None:
        self._rebuild_dioceses()
        self.restyle_all()
        self._rebuild_rivers()

    def _rebuild_edges(self) -> None:
        lines = []
        for e in self.doc.game_map.edges:
            if not (self.doc.has_zone(e.a) and self.doc.has_zone(e.b)):
                continue
            la, lb = self.doc.zone(e.a).label, self.doc.zone(e.b).label
            pair = e.key
            lines.append((pair, QLineF(la[0], la[1], lb[0], lb[1]), e.kind,
                          pair in self.doc.manual))
        if self.selected_edge not in {p for p, *_rest in lines}:
            self.selected_edge = None
        self.edges.selected = self.selected_edge
        self.edges.set_lines(lines)

    def _rebuild_rivers(self) -> None:
        for item in self.rivers:
            self.removeItem(item)
        self.rivers = [RiverItem(r, QPointF) for r in self.doc.game_map.rivers]
        for item in self.rivers:
            self.addItem(item)
        count = len(self.doc.game_map.rivers)
        if self.selected_river is not None and self.selected_river >= count:
            self.selected_river = self.selected_river_vertex = None
        self._show_river_marks()

    def _show_river_marks(self) -> None:
        river = self.selected_river
        points = self.doc.game_map.rivers[river].points if river is not None else []
        if river is not None and (self.selected_river_vertex or 0) >= len(points):
            self.selected_river_vertex = None
        self.river_marks.show_river(points, self.selected_river_vertex, self.pixel_size)

    def _rebuild_background(self) -> None:
        bg = self.doc.game_map.background
        source = None if bg is None else (self.doc.background_source(),
                                          hash(bg.embedded_png_base64))
        if bg is not None and source == self._background_source:
            self.place_background(bg.x, bg.y, bg.scale, bg.rotation, bg.opacity)
            return
        self._background_source = source
        scan = self._read_background()
        if bg is None or isinstance(scan, str):
            self.background_problem = scan or None if isinstance(scan, str) else None
            self.background.setPixmap(QPixmap())
            self.background.setVisible(False)
        else:
            self.background_problem = None
            self.background_size = scan.full
            self.background_factor = scan.factor
            self.background.setPixmap(QPixmap.fromImage(scan.image))
            self.background.setVisible(True)
            self.place_background(bg.x, bg.y, bg.scale, bg.rotation, bg.opacity)
        self.restyle_all()

    def _read_background(self) -> ScanImage | str:
        """The scan to show, or why it cannot be shown (a linked file that is missing
        is said by ``scan_files.missing_scan``)."""
        bg = self.doc.game_map.background
        if bg is None:
            return ""
        if bg.embedded_png_base64:
            data = self.doc.background_bytes()
            return read_scan(data, "the embedded background") if data else "no image data"
        source = self.doc.background_source()
        return read_scan(source) if source else "no image named"

    def place_background(self, x: float, y: float, scale: float, rotation: float,
                         opacity: float) -> None:
        bg = self.doc.game_map.background  # an affine alignment keeps its matrix
        matrix = bg.matrix if bg is not None else None
        place_scan(self.background, placement(x, y, scale, rotation, matrix), opacity,
                   self.background_factor)

    # --- selection ----------------------------------------------------------------------------

    def select_zones(self, zone_ids: Sequence[str]) -> None:
        self.selected_zones = [z for z in dict.fromkeys(zone_ids) if self.doc.has_zone(z)]
        if self.selected_zones:
            self._clear_river()
        self.selected_vertices.clear()
        self.edges.focus = set(self.selected_zones)
        self.edges.update()
        self.restyle_all()
        self.handles.refresh()
        self.selection_changed.emit()

    def select_vertices(self, keys: Iterable[Key]) -> None:
        self.selected_vertices = set(keys)
        self.handles.update()
        self.selection_changed.emit()

    def select_edge(self, pair: Pair | None) -> None:
        self.selected_edge = pair
        if pair is not None:
            self._clear_river()
        self.edges.selected = pair
        self.edges.update()
        self.selection_changed.emit()

    def select_river(self, index: int | None, vertex: int | None = None) -> None:
        """Select a river line (and one of its vertices); zones and edges are let go."""
        self.selected_river = index
        self.selected_river_vertex = vertex if index is not None else None
        if index is not None:
            self.selected_zones, self.selected_edge = [], None
            self.selected_vertices.clear()
            self.edges.focus, self.edges.selected = set(), None
            self.restyle_all()
            self.handles.refresh()
        self._show_river_marks()
        self.selection_changed.emit()

    def _clear_river(self) -> None:
        if self.selected_river is not None:
            self.selected_river = self.selected_river_vertex = None
            self._show_river_marks()

    def set_pixel_size(self, size: float) -> None:
        self.pixel_size = size
        self.handles.refresh()
        self._show_river_marks()
        self.update_labels()

    # --- drag preview -----------------------------------------------------------------------

    def begin_drag(self, keys: set[Key]) -> None:
        """Get ready to show a drag of ``keys`` (in every zone that uses them)."""
        self._drag = []
        for zid in sorted(self.doc.zones_using(keys)):
            item = self.zone_items[zid]
            rings = self.doc.zone(zid).polygons
            qpoints = [[QPointF(x, y) for x, y in ring] for ring in rings]
            slots = []
            for r, ring in enumerate(rings):
                n = len(ring)
                for i, p in enumerate(ring):
                    k = vkey(p)
                    if k in keys:
                        slots.append((r, i, k, qpoints[r][i - 1], qpoints[r][(i + 1) % n]))
            self._drag.append((item, qpoints, slots))
        self._drag_keys = set(keys)
        self._last_moves = {k: (k[0], k[1]) for k in keys}
        self.handles.refresh(hidden=self._drag_keys)

    def drag_to(self, moves: Mapping[Key, Point]) -> QRectF:
        """Show the dragged vertices at ``moves``; returns the scene rect that changed."""
        dirty = QRectF()
        for item, qpoints, slots in self._drag:
            rings = [list(r) for r in qpoints]
            for r, i, k, before, after in slots:
                new = moves.get(k)
                if new is None:
                    continue
                rings[r][i] = QPointF(new[0], new[1])
                old = self._last_moves.get(k, (k[0], k[1]))
                dirty = dirty.united(_box_of(before, after, QPointF(*old), QPointF(*new)))
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.OddEvenFill)
            for ring in rings:
                path.addPolygon(QPolygonF(ring))
                path.closeSubpath()
            item.show_preview(path)
        self._last_moves = dict(moves)
        pad = 12 * self.pixel_size
        return dirty.adjusted(-pad, -pad, pad, pad)

    def end_drag(self) -> None:
        for item, _q, _s in self._drag:
            item.set_outline(self.doc.zone(item.zone_id).polygons)
        self._drag = []
        self.handles.refresh()

    # --- label drag preview -------------------------------------------------------------------

    def begin_label_drag(self, zone_id: str) -> None:
        self.labels[zone_id].setZValue(15)  # over the vertex handles while it moves
        self._label_lines = [i for i, (pair, *_r) in enumerate(self.edges.lines)
                             if zone_id in pair]

    def label_drag_to(self, zone_id: str, at: Point, refused: bool) -> list[QRectF]:
        """Show the zone's name (and its adjacency lines) at ``at``; returns the scene
        rects that changed: small boxes along each moved line, so that a drag repaints
        strips of the view rather than the whole box around every neighbour."""
        item = self.labels[zone_id]
        old = item.pos()
        dirty = [_rect(item.map_box(self.pixel_size)), _rect(item.map_box(self.pixel_size, at))]
        item.setPos(at[0], at[1])
        item.set_alert(refused)
        lines = list(self.edges.lines)
        new = QPointF(at[0], at[1])
        step = 48 * self.pixel_size
        for i in self._label_lines:
            pair, line, kind, manual = lines[i]
            moved = QLineF(new, line.p2()) if line.p1() == old else QLineF(line.p1(), new)
            dirty += _strips(line, step) + _strips(moved, step)
            lines[i] = (pair, moved, kind, manual)
        self.edges.set_lines(lines)
        pad = 8 * self.pixel_size
        return [r.adjusted(-pad, -pad, pad, pad) for r in dirty]

    def end_label_drag(self, zone_id: str) -> None:
        if self.doc.has_zone(zone_id):
            item = self.labels[zone_id]
            item.setPos(*self.doc.zone(zone_id).label)
            item.set_alert(False)
            item.setZValue(6)
        self._label_lines = []
        self._rebuild_edges()
        self.update_labels()


def _distance2(a: Point, b: Point) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def _strips(line: QLineF, step: float) -> list[QRectF]:
    """Boxes of about ``step`` along a line that together cover it."""
    count = max(1, min(64, int(line.length() / max(step, 1e-12)) + 1))
    points = [line.pointAt(i / count) for i in range(count + 1)]
    return [_box_of(a, b) for a, b in pairwise(points)]


def _rect(box: tuple[float, float, float, float]) -> QRectF:
    return QRectF(box[0], box[1], box[2] - box[0], box[3] - box[1])


def _box_of(*points: QPointF) -> QRectF:
    xs = [p.x() for p in points]
    ys = [p.y() for p in points]
    return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
