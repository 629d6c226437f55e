"""The editor's graphics scene: a mirror of the document, updated by its signals.

Zones are one path item each; vertex handles, adjacency edges and the
drawing preview are each a single item that paints many small things, so a
map with tens of thousands of vertices stays fast. During a drag the
scene shows a preview of the moved outlines; the document changes only
when the drag ends.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.analysis import Pair
from editor.document import EditorDocument
from editor.geometry_ops import Key, Point, ring_keys, vkey
from sv_model.schemas.map import EdgeKind, Zone, ZoneKind

KIND_COLOURS = {
    ZoneKind.SEA: "#a9c9e4",
    ZoneKind.ORIGIN: "#c9a97a",
    ZoneKind.OUTSIDE: "#d6d1c4",
}
EDGE_STYLES: dict[EdgeKind, tuple[str, float, Qt.PenStyle]] = {
    EdgeKind.LAND: ("#4a4a4a", 1.2, Qt.PenStyle.SolidLine),
    EdgeKind.RIVER: ("#1f6fd1", 3.0, Qt.PenStyle.SolidLine),
    EdgeKind.STRAIT: ("#8e3fb5", 2.6, Qt.PenStyle.DashLine),
    EdgeKind.COAST: ("#a02f8f9d", 1.1, Qt.PenStyle.DotLine),
    EdgeKind.SEA: ("#b01d4f91", 1.3, Qt.PenStyle.DotLine),
}
SELECT_COLOUR = QColor("#ff8c1a")
HANDLE_PX = 7.0


def rings_path(rings: Sequence[Sequence[Point]]) -> QPainterPath:
    """A path of closed rings, filled under the even-odd rule like the model."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in rings:
        if len(ring) >= 2:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
            path.closeSubpath()
    return path


def _cosmetic(colour: QColor | str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine
              ) -> QPen:
    pen = QPen(QColor(colour), width, style)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class ZoneItem(QGraphicsPathItem):
    """One zone's filled outline."""

    def __init__(self, zone_id: str) -> None:
        super().__init__()
        self.zone_id = zone_id
        self.selected = False
        self.fill = QColor("#cccccc")

    def set_look(self, fill: QColor, selected: bool, faded: bool) -> None:
        self.fill, self.selected = fill, selected
        colour = QColor(fill)
        colour.setAlpha(120 if faded else 215)
        if selected:
            colour = colour.lighter(112)
        self.setBrush(QBrush(colour))
        self.setPen(_cosmetic(SELECT_COLOUR, 2.6) if selected
                    else _cosmetic(QColor("#3b3326"), 0.9))
        self.setZValue(1 if selected else 0)


class LabelItem(QGraphicsSimpleTextItem):
    """A zone name that keeps its size at every zoom."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        font = QFont()
        font.setPointSizeF(8.0)
        self.setFont(font)
        self.setBrush(QBrush(QColor("#1e1a14")))
        self.setZValue(6)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 253, 245, 190))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawRoundedRect(self.boundingRect().adjusted(-3, -1, 3, 1), 3, 3)
        super().paint(painter, option, widget)

    def place(self, text: str, at: Point, bold: bool) -> None:
        font = self.font()
        font.setBold(bold)
        self.setFont(font)
        self.setText(text)
        rect = self.boundingRect()
        self.setPos(at[0], at[1])
        self.setTransform(QTransform.fromTranslate(-rect.width() / 2, -rect.height() / 2))


class EdgesItem(QGraphicsItem):
    """Every adjacency edge, drawn as a line between the two zones' label points."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[Pair, QLineF, EdgeKind, bool]] = []
        self.selected: Pair | None = None
        self._rect = QRectF()
        self.setZValue(5)

    def set_lines(self, lines: list[tuple[Pair, QLineF, EdgeKind, bool]]) -> None:
        self.prepareGeometryChange()
        self.lines = lines
        rect = QRectF()
        for _p, line, _k, _m in lines:
            rect = rect.united(QRectF(line.p1(), line.p2()).normalized())
        self._rect = rect.adjusted(-1, -1, 1, 1)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for pair, line, kind, manual in self.lines:
            colour, width, style = EDGE_STYLES[kind]
            if pair == self.selected:
                painter.setPen(_cosmetic(SELECT_COLOUR, width + 3))
                painter.drawLine(line)
            pen = _cosmetic(colour, width, Qt.PenStyle.DashDotLine if manual else style)
            painter.setPen(pen)
            painter.drawLine(line)

    def edge_at(self, p: QPointF, tol: float) -> Pair | None:
        best: tuple[float, Pair] | None = None
        for pair, line, _k, _m in self.lines:
            d = _distance_to_line(p, line)
            if d <= tol and (best is None or d < best[0]):
                best = (d, pair)
        return best[1] if best else None


def _distance_to_line(p: QPointF, line: QLineF) -> float:
    ax, ay, bx, by = line.x1(), line.y1(), line.x2(), line.y2()
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p.x() - ax) * dx + (p.y() - ay) * dy)
                                              / length2))
    return math.hypot(p.x() - (ax + t * dx), p.y() - (ay + t * dy))


class HandlesItem(QGraphicsItem):
    """Vertex handles of the selected zones, drawn in a few batched calls.

    Squares are vertices of one zone, discs are shared with a neighbour (they
    move in every zone at once), orange marks the selected vertices.
    """

    def __init__(self, scene: EditorScene) -> None:
        super().__init__()
        self._scene = scene
        self.own, self.shared, self.picked = QPolygonF(), QPolygonF(), QPolygonF()
        self._rect = QRectF()
        self.setZValue(10)

    def refresh(self, hidden: set[Key] | None = None) -> None:
        """Rebuild the handle sets; ``hidden`` vertices (being dragged) are left out."""
        self.prepareGeometryChange()
        sc = self._scene
        hidden = hidden or set()
        own: list[QPointF] = []
        shared: list[QPointF] = []
        picked: list[QPointF] = []
        seen: set[Key] = set(hidden)
        count_at = sc.doc.vertices.count_at
        for zid in sc.selected_zones:
            for ring in sc.doc.zone(zid).polygons:
                for k in ring_keys(ring):
                    if k in seen:
                        continue
                    seen.add(k)
                    target = (picked if k in sc.selected_vertices
                              else shared if count_at(k) > 1 else own)
                    target.append(QPointF(k[0], k[1]))
        self.own, self.shared, self.picked = QPolygonF(own), QPolygonF(shared), QPolygonF(picked)
        rect = QRectF()
        for poly in (self.own, self.shared, self.picked):
            rect = rect.united(poly.boundingRect())
        m = HANDLE_PX * sc.pixel_size * 2
        self._rect = rect.adjusted(-m, -m, m, m) if seen else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        draw_handles(painter, self.own, QColor("#ffffff"), round_cap=False)
        draw_handles(painter, self.shared, QColor("#ffe9a8"), round_cap=True)
        draw_handles(painter, self.picked, SELECT_COLOUR, round_cap=False, size=HANDLE_PX + 2)


def draw_handles(painter: QPainter, points: QPolygonF, fill: QColor, round_cap: bool,
                 size: float = HANDLE_PX) -> None:
    """Bordered square or round handles of a fixed size in pixels, in two calls."""
    if points.isEmpty():
        return
    cap = Qt.PenCapStyle.RoundCap if round_cap else Qt.PenCapStyle.SquareCap
    for colour, width in ((QColor("#3b2a10"), size + 2), (fill, size)):
        pen = QPen(colour, width)
        pen.setCosmetic(True)
        pen.setCapStyle(cap)
        painter.setPen(pen)
        painter.drawPoints(points)


class PreviewItem(QGraphicsItem):
    """The outline or cut line being drawn, the rubber band and the snap marker."""

    def __init__(self) -> None:
        super().__init__()
        self.points: list[Point] = []
        self.cursor_at: Point | None = None
        self.snap_kind = "free"
        self.refused = False
        self.closed_hint = False
        self.band: QRectF | None = None
        self.moved = QPolygonF()
        self.pixel = 1.0
        self._rect = QRectF()
        self.setZValue(20)

    def set_state(self, points: Sequence[Point], cursor: Point | None, snap_kind: str,
                  refused: bool, pixel: float, band: QRectF | None = None,
                  moved: Sequence[Point] = ()) -> None:
        """What to show: a polyline being drawn, the cursor's snap, a rubber band, or the
        vertices being dragged."""
        self.prepareGeometryChange()
        self.points, self.cursor_at, self.snap_kind = list(points), cursor, snap_kind
        self.refused, self.pixel, self.band = refused, pixel, band
        self.moved = QPolygonF([QPointF(x, y) for x, y in moved])
        pts = [*self.points, *([cursor] if cursor else []), *moved]
        rect = QRectF()
        if pts:
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            rect = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        if band is not None:
            rect = rect.united(band)
        m = 14 * pixel
        self._rect = rect.adjusted(-m, -m, m, m)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.band is not None:
            painter.setPen(_cosmetic("#1f6fd1", 1.0, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(31, 111, 209, 40))
            painter.drawRect(self.band)
        bad = QColor("#d62828")
        ink = QColor("#d35400")
        draw_handles(painter, self.moved, bad if self.refused else SELECT_COLOUR, False,
                     HANDLE_PX + 2)
        if self.points:
            painter.setPen(_cosmetic(ink, 2.2))
            painter.drawPolyline(QPolygonF([QPointF(x, y) for x, y in self.points]))
            if self.cursor_at is not None:
                painter.setPen(_cosmetic(bad if self.refused else ink, 1.6, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(*self.points[-1]), QPointF(*self.cursor_at))
            r = 3.5 * self.pixel
            painter.setPen(_cosmetic("#5a2d00", 1.0))
            painter.setBrush(QColor("#ffd9a8"))
            for x, y in self.points:
                painter.drawEllipse(QPointF(x, y), r, r)
        if (self.cursor_at is not None and self.snap_kind != "free") or self.refused:
            if self.cursor_at is None:
                return
            r = 6 * self.pixel
            colour = bad if self.refused else QColor(
                "#12a150" if self.snap_kind == "vertex" else "#0e8fb0")
            painter.setPen(_cosmetic(colour, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            c = QPointF(*self.cursor_at)
            if self.refused:
                painter.drawLine(c + QPointF(-r, -r), c + QPointF(r, r))
                painter.drawLine(c + QPointF(-r, r), c + QPointF(r, -r))
            elif self.snap_kind == "vertex":
                painter.drawEllipse(c, r, r)
            else:
                painter.drawRect(QRectF(c.x() - r * 0.7, c.y() - r * 0.7, r * 1.4, r * 1.4))


class EditorScene(QGraphicsScene):
    """Mirror of an ``EditorDocument`` plus the editor's selection."""

    selection_changed = Signal()

    def __init__(self, doc: EditorDocument) -> None:
        super().__init__()
        self.doc = doc
        self.pixel_size = 1.0
        self.selected_zones: list[str] = []
        self.selected_vertices: set[Key] = set()
        self.selected_edge: Pair | None = None
        self.show_labels = True
        self.show_edges = True
        self._drag: list[tuple[ZoneItem, list[list[QPointF]], list[tuple[int, int, Key, QPointF, QPointF]]]] = []
        self._drag_keys: set[Key] = set()
        self._last_moves: dict[Key, Point] = {}
        self.zone_items: dict[str, ZoneItem] = {}
        self.labels: dict[str, LabelItem] = {}
        self._background_source: tuple[str | None, int] | None = None
        self.background = QGraphicsPixmapItem()
        self.background.setZValue(-100)
        self.background.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.addItem(self.background)
        self.rivers = QGraphicsPathItem()
        self.rivers.setPen(_cosmetic("#3a7bd5", 2.0))
        self.rivers.setZValue(3)
        self.addItem(self.rivers)
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
                item = self.zone_items[zid] = ZoneItem(zid)
                self.addItem(item)
                self.labels[zid] = LabelItem()
                self.addItem(self.labels[zid])
            item.setPath(rings_path(z.polygons))
            self._style_zone(z)
        self.selected_zones = [z for z in self.selected_zones if self.doc.has_zone(z)]
        known = {k for z in self.selected_zones for k in self.doc.vertices.keys_of(z)}
        self.selected_vertices &= known
        self.handles.refresh()
        if labels_moved:
            self._rebuild_edges()
        self.selection_changed.emit()

    def _style_zone(self, z: Zone) -> None:
        faded = self.background.isVisible() and not self.background.pixmap().isNull()
        self.zone_items[z.id].set_look(self.fill_of(z), z.id in self.selected_zones, faded)
        label = self.labels[z.id]
        label.place(self._label_text(z), z.label, z.capital or z.rome)
        label.setVisible(self._label_shown(z.id))

    def _label_shown(self, zone_id: str) -> bool:
        """Labels show when they fit in their zone at this zoom, or when it is selected."""
        if not self.show_labels:
            return False
        if zone_id in self.selected_zones:
            return True
        x0, y0, x1, y1 = self.doc.zone_bounds(zone_id)
        rect = self.labels[zone_id].boundingRect()
        return ((x1 - x0) / self.pixel_size >= rect.width() * 0.8
                and (y1 - y0) / self.pixel_size >= rect.height() * 0.8)

    def update_labels(self) -> None:
        for zid, label in self.labels.items():
            label.setVisible(self._label_shown(zid))

    @staticmethod
    def _label_text(z: Zone) -> str:
        text = z.name
        if z.city:
            text += f"\n{'♛ ' if z.capital else '• '}{z.city}"
        if z.port_name:
            text += f"\n⚓ {z.port_name}"
        return text

    def fill_of(self, z: Zone) -> QColor:
        if z.kind is ZoneKind.DIOCESE:
            for d in self.doc.game_map.dioceses:
                if d.id == z.diocese:
                    return QColor(d.colour)
            return QColor("#bbbbbb")
        return QColor(KIND_COLOURS[z.kind])

    def restyle_all(self) -> None:
        for z in self.doc.zones:
            self._style_zone(z)
        self.edges.setVisible(self.show_edges)

    def _on_meta_changed(self) -> None:
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
        path = QPainterPath()
        for r in self.doc.game_map.rivers:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in r.points]))
        self.rivers.setPath(path)

    def _rebuild_background(self) -> None:
        bg = self.doc.game_map.background
        source = None if bg is None else (self.doc.background_source(),
                                          hash(bg.embedded_png_base64))
        if source is not None and source == self._background_source:
            self.place_background(bg.x, bg.y, bg.scale, bg.rotation, bg.opacity)  # type: ignore[union-attr]
            return
        self._background_source = source
        data = self.doc.background_bytes()
        pixmap = QPixmap()
        if bg is None or data is None or not pixmap.loadFromData(data):
            self.background.setPixmap(QPixmap())
            self.background.setVisible(False)
        else:
            self.background.setPixmap(pixmap)
            self.background.setVisible(True)
            self.place_background(bg.x, bg.y, bg.scale, bg.rotation, bg.opacity)
        self.restyle_all()

    def place_background(self, x: float, y: float, scale: float, rotation: float,
                         opacity: float) -> None:
        self.background.setPos(x, y)
        self.background.setScale(scale)
        self.background.setRotation(rotation)
        self.background.setOpacity(opacity)

    # --- selection ----------------------------------------------------------------------------

    def select_zones(self, zone_ids: Sequence[str]) -> None:
        self.selected_zones = [z for z in dict.fromkeys(zone_ids) if self.doc.has_zone(z)]
        self.selected_vertices.clear()
        self.restyle_all()
        self.handles.refresh()
        self.selection_changed.emit()

    def select_vertices(self, keys: Iterable[Key]) -> None:
        self.selected_vertices = set(keys)
        self.handles.update()
        self.selection_changed.emit()

    def select_edge(self, pair: Pair | None) -> None:
        self.selected_edge = pair
        self.edges.selected = pair
        self.edges.update()
        self.selection_changed.emit()

    def set_pixel_size(self, size: float) -> None:
        self.pixel_size = size
        self.handles.refresh()
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
        self._last_moves: dict[Key, Point] = {k: (k[0], k[1]) for k in keys}
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
            item.setPath(path)
        self._last_moves = dict(moves)
        pad = 12 * self.pixel_size
        return dirty.adjusted(-pad, -pad, pad, pad)

    def end_drag(self) -> None:
        for item, _q, _s in getattr(self, "_drag", []):
            item.setPath(rings_path(self.doc.zone(item.zone_id).polygons))
        self._drag = []
        self.handles.refresh()


def _box_of(*points: QPointF) -> QRectF:
    xs = [p.x() for p in points]
    ys = [p.y() for p in points]
    return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
