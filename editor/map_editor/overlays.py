"""Items drawn over the zones: adjacency lines, vertex handles, the drawing preview,
the selected river line.

Each is a single item that paints many small things in a few batched calls,
so a map with tens of thousands of vertices and hundreds of edges stays fast.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.map_editor.analysis import Pair
from editor.map_editor.document import MapDocument
from editor.map_editor.geometry_ops import Key, Point, ring_keys
from sv_desktop.board.mapkit import palette
from sv_model.schemas.map import EdgeKind

# colour (rivers and straits in the map kit's colours), width in pixels, dash, and the least opacity kept when zoomed far out
EDGE_STYLES: dict[EdgeKind, tuple[str, float, Qt.PenStyle, float]] = {
    EdgeKind.LAND: ("#3d3d3d", 1.2, Qt.PenStyle.SolidLine, 0.2),
    EdgeKind.RIVER: (palette.RIVER, 3.0, Qt.PenStyle.SolidLine, 0.9),
    EdgeKind.STRAIT: (palette.STRAIT, 2.6, Qt.PenStyle.DashLine, 0.9),
    EdgeKind.COAST: ("#a02f8f9d", 1.1, Qt.PenStyle.DotLine, 0.35),
    EdgeKind.SEA: ("#b01d4f91", 1.3, Qt.PenStyle.DotLine, 0.35),
}
STRONG = (EdgeKind.RIVER, EdgeKind.STRAIT)  # kinds that stay strong at every zoom
FAINT_PX, STRONG_PX = 60.0, 200.0  # typical edge length on screen: faintest .. full strength
SELECT_COLOUR = QColor("#ff8c1a")
HANDLE_PX = 7.0


def _cosmetic(colour: QColor | str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine
              ) -> QPen:
    pen = QPen(QColor(colour), width, style)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


Batch = tuple[EdgeKind, bool, bool]  # kind, drawn by hand, of a selected zone


class EdgesItem(QGraphicsItem):
    """Every adjacency edge, drawn as a line between the two zones' label points.

    Zoomed far out the edges form a dense web, so they fade and thin as the
    typical edge gets short on screen; rivers and straits stay strong, and the
    edges of the selected zones are always drawn at full strength.

    The lines are sorted into batches (kind, hand link, selected zone) when they, the
    selection or the focus change, each with a numpy array of the lines' boxes; a frame
    only picks the batches' lines that meet the exposed area and draws each batch in
    one call with a pen made once per strength (``edge_pen``, on Qt's fast path).
    """

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[Pair, QLineF, EdgeKind, bool]] = []
        self._selected: Pair | None = None
        self._focus: set[str] = set()
        self.typical_length = 1.0
        self._boxes = np.zeros((0, 4))
        self._batches: list[tuple[Batch, np.ndarray, list[QLineF]]] = []
        self._halo: list[tuple[QLineF, EdgeKind]] = []
        self._pens: dict[tuple[Batch, float], QPen] = {}
        self._rect = QRectF()
        self.setZValue(5)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    @property
    def selected(self) -> Pair | None:
        return self._selected

    @selected.setter
    def selected(self, pair: Pair | None) -> None:
        if pair != self._selected:
            self._selected = pair
            self._sort()

    @property
    def focus(self) -> set[str]:
        return self._focus

    @focus.setter
    def focus(self, zones: set[str]) -> None:
        if zones != self._focus:
            self._focus = set(zones)
            self._sort()

    def set_lines(self, lines: list[tuple[Pair, QLineF, EdgeKind, bool]]) -> None:
        self.prepareGeometryChange()
        self.lines = lines
        lengths = sorted(ln.length() for _p, ln, _k, _m in lines)
        self.typical_length = lengths[len(lengths) // 2] if lengths else 1.0
        ends = np.array([(ln.x1(), ln.y1(), ln.x2(), ln.y2()) for _p, ln, _k, _m in lines],
                        dtype=float).reshape(-1, 4)
        self._boxes = np.column_stack([np.minimum(ends[:, 0], ends[:, 2]),
                                       np.minimum(ends[:, 1], ends[:, 3]),
                                       np.maximum(ends[:, 0], ends[:, 2]),
                                       np.maximum(ends[:, 1], ends[:, 3])])
        if len(lines):
            x0, y0 = self._boxes[:, :2].min(axis=0)
            x1, y1 = self._boxes[:, 2:].max(axis=0)
            self._rect = QRectF(float(x0), float(y0), float(x1 - x0),
                                float(y1 - y0)).adjusted(-1, -1, 1, 1)
        else:
            self._rect = QRectF()
        self._sort()

    def _sort(self) -> None:
        """Group the lines by batch (drawn in order: faint kinds first, then rivers and
        straits, then the selected zones' edges) and note the selected edge's halo."""
        groups: dict[Batch, list[int]] = {}
        for i, (pair, _line, kind, manual) in enumerate(self.lines):
            groups.setdefault((kind, manual, not self._focus.isdisjoint(pair)), []).append(i)
        order = sorted(groups, key=lambda b: (b[2], b[0] in STRONG))
        self._batches = [(b, self._boxes[groups[b]], [self.lines[i][1] for i in groups[b]])
                         for b in order]
        self._halo = [(line, kind) for pair, line, kind, _m in self.lines
                      if pair == self._selected]
        self.update()

    def strength(self, pixel: float) -> float:
        """0 (far out: faint and thin) .. 1 (close: full strength) at this zoom."""
        on_screen = self.typical_length / max(pixel, 1e-12)
        return max(0.0, min(1.0, (on_screen - FAINT_PX) / (STRONG_PX - FAINT_PX)))

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        strength = round(self.strength(1.0 / max(scale, 1e-12)), 3)
        ex = option.exposedRect
        pad = 6.0 / max(scale, 1e-12)  # wide pens reach a few pixels past a line's box
        x0, y0, x1, y1 = ex.left() - pad, ex.top() - pad, ex.right() + pad, ex.bottom() + pad
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for line, kind in self._halo:
            painter.setPen(fast_pen(_cosmetic(SELECT_COLOUR, EDGE_STYLES[kind][1] + 3)))
            painter.drawLine(line)
        for batch, boxes, lines in self._batches:
            shown = ((boxes[:, 0] <= x1) & (boxes[:, 2] >= x0) & (boxes[:, 1] <= y1)
                     & (boxes[:, 3] >= y0))
            if not shown.any():
                continue
            painter.setPen(self._pen(batch, 1.0 if batch[2] else strength))
            painter.drawLines(lines if shown.all() else
                              [lines[i] for i in np.flatnonzero(shown).tolist()])

    def _pen(self, batch: Batch, strength: float) -> QPen:
        pen = self._pens.get((batch, strength))
        if pen is None:
            if len(self._pens) > 256:  # a pen per strength seen: zooming makes many
                self._pens.clear()
            pen = self._pens[(batch, strength)] = edge_pen(batch[0], batch[1], strength,
                                                           batch[2])
        return pen

    def clickable(self, pair: Pair, kind: EdgeKind, pixel: float) -> bool:
        """Faint edges cannot be clicked (a click selects the zone under them)."""
        return (kind in STRONG or pair == self._selected or not self._focus.isdisjoint(pair)
                or self.strength(pixel) >= 0.3)

    def edge_at(self, p: QPointF, tol: float, pixel: float) -> Pair | None:
        """The clickable edge nearest ``p`` within ``tol`` map units, if any."""
        best: tuple[float, Pair] | None = None
        for pair, line, kind, _m in self.lines:
            if not self.clickable(pair, kind, pixel):
                continue
            d = _distance_to_line(p, line)
            if d <= tol and (best is None or d < best[0]):
                best = (d, pair)
        return best[1] if best else None


ROUND_CAP_DASHES: dict[Qt.PenStyle, list[float]] = {
    Qt.PenStyle.DotLine: [2.0, 1.0], Qt.PenStyle.DashLine: [5.0, 1.0],
    Qt.PenStyle.DashDotLine: [5.0, 1.0, 2.0, 1.0]}
"""Qt's dash patterns ({1, 2}, {4, 2}, {4, 2, 1, 2}, in pen widths) as they look with
round caps, which add half a width to each end of every dash."""


def fast_pen(pen: QPen) -> QPen:
    """The same lines on Qt's fast path. A cosmetic pen wider than a pixel with round
    caps goes through Qt's general stroker, which outlines every dot of a dotted line
    as a round-capped segment (about 20 ms a frame for the coasts zoomed in); with flat
    caps the raster engine draws the lines directly. The dashes are lengthened by the
    caps they lose, so they keep their length and spacing. Pens of a pixel or less are
    already drawn by Qt's cosmetic stroker (which ignores caps) and are left alone."""
    if pen.widthF() <= 1.0:
        return pen
    out = QPen(pen)
    dashes = ROUND_CAP_DASHES.get(pen.style())
    out.setCapStyle(Qt.PenCapStyle.FlatCap)
    if dashes is not None:
        out.setDashPattern(dashes)
    return out


def edge_pen(kind: EdgeKind, manual: bool, strength: float, focused: bool) -> QPen:
    """The pen of an edge at a given strength (0 faint .. 1 full), for Qt's fast path."""
    colour, width, style, floor = EDGE_STYLES[kind]
    c = QColor(colour)
    c.setAlphaF(c.alphaF() * (floor + (1.0 - floor) * strength))
    if focused:
        width += 0.8
    else:
        width *= (0.75 + 0.25 * strength) if kind in STRONG else (0.55 + 0.45 * strength)
    return fast_pen(_cosmetic(c, width, Qt.PenStyle.DashDotLine if manual else style))


def _distance_to_line(p: QPointF, line: QLineF) -> float:
    ax, ay, bx, by = line.x1(), line.y1(), line.x2(), line.y2()
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p.x() - ax) * dx + (p.y() - ay) * dy)
                                              / length2))
    return math.hypot(p.x() - (ax + t * dx), p.y() - (ay + t * dy))


class HandleSource(Protocol):
    """What the vertex handles are drawn from: the map editor's scene (``scene.py``)."""

    @property
    def doc(self) -> MapDocument: ...

    @property
    def selected_zones(self) -> list[str]: ...

    @property
    def selected_vertices(self) -> set[Key]: ...

    @property
    def pixel_size(self) -> float: ...


class HandlesItem(QGraphicsItem):
    """Vertex handles of the selected zones, drawn in a few batched calls.

    Squares are vertices of one zone, discs are shared with a neighbour (they
    move in every zone at once), orange marks the selected vertices.
    """

    def __init__(self, scene: HandleSource) -> None:
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


class RiverMarksItem(QGraphicsItem):
    """The selected river line (rule 7.2): an orange halo along it and its vertex
    handles, the selected vertex in orange; while a vertex is dragged the drawing
    preview shows the line instead."""

    def __init__(self) -> None:
        super().__init__()
        self.points = QPolygonF()
        self.vertex: int | None = None
        self.pixel = 1.0
        self._rect = QRectF()
        self.setZValue(9)

    def show_river(self, points: Sequence[Point], vertex: int | None, pixel: float) -> None:
        """Mark a river's line and vertices (no points: nothing is selected)."""
        self.prepareGeometryChange()
        self.points = QPolygonF([QPointF(float(x), float(y)) for x, y in points])
        self.vertex, self.pixel = vertex, pixel
        m = HANDLE_PX * pixel * 2
        self._rect = (self.points.boundingRect().adjusted(-m, -m, m, m)
                      if not self.points.isEmpty() else QRectF())
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.points.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QColor(SELECT_COLOUR)
        halo.setAlphaF(0.55)
        painter.setPen(_cosmetic(halo, 7.0))
        painter.drawPolyline(self.points)
        draw_handles(painter, self.points, QColor("#dbeaff"), round_cap=True)
        if self.vertex is not None and 0 <= self.vertex < self.points.size():
            draw_handles(painter, QPolygonF([self.points.at(self.vertex)]), SELECT_COLOUR,
                         round_cap=True, size=HANDLE_PX + 2)
