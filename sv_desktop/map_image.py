"""Render a map file to a picture with QPainter (works offscreen).

Dioceses in distinct colours (each zone a shade of its diocese), zone numbers
and names, imperial capitals, cities and ports, rivers, straits, seas in blue
and the lands outside the Empire in neutral tones. Texts are laid out first
(city names and diocese names go where they hide the fewest other labels),
then drawn. Used by ``semper-victor map-image`` and for docs/map.png.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np
import shapely
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from sv_model.geometry import map_bounds, zone_shapes
from sv_model.schemas.map import EdgeKind, GameMap, Zone, ZoneKind

SEA = QColor("#9cc3e6")
SEA_CLOSED = QColor("#b4cbdc")  # seas that fleets may not enter
SEA_BORDER = QColor("#7fa6c9")
OUTSIDE = QColor("#e4dccb")
ORIGIN = QColor("#d8c9a8")
BORDER = QColor("#5a5a5a")
RIVER = QColor("#2f6fb3")
STRAIT = QColor("#b0202a")
INK = QColor("#1e1e1e")
SEA_INK = QColor("#1f4f80")
PEOPLE_INK = QColor("#6b3e12")
OUTSIDE_INK = QColor("#7a6f5c")
DIOCESE_INK = QColor(30, 30, 30, 120)
STRAIT_MIN_PX = 34.0
BADGE_R = 11.0
LEGEND_MIN_WIDTH = 1200  # narrower pictures get no legend


SHADES = (100, 114, 88, 126, 80)
"""Lightness factors (QColor.lighter) of a diocese's zones; neighbours never share one."""


def diocese_shades(m: GameMap) -> dict[str, int]:
    """Zone id -> lightness factor, by greedy colouring of each diocese's zones in
    number order, so that two adjacent zones of one diocese never look the same."""
    neighbours: dict[str, set[str]] = {z.id: set() for z in m.zones}
    for e in m.edges:
        if e.a in neighbours and e.b in neighbours:
            neighbours[e.a].add(e.b)
            neighbours[e.b].add(e.a)
    shade: dict[str, int] = {}
    for z in sorted((z for z in m.zones if z.diocese), key=lambda z: (z.diocese, z.number)):
        used = {shade[n] for n in neighbours[z.id] if n in shade}
        shade[z.id] = next((s for s in SHADES if s not in used), SHADES[0])
    return shade


def zone_fill(m: GameMap, z: Zone, shades: dict[str, int] | None = None) -> QColor:
    """The fill colour of one zone: a shade of its diocese colour, or neutral."""
    if z.kind is ZoneKind.SEA:
        return SEA_CLOSED if z.no_fleet else SEA
    if z.kind is ZoneKind.ORIGIN:
        return ORIGIN
    if z.kind is ZoneKind.OUTSIDE:
        return OUTSIDE
    colour = QColor(next((d.colour for d in m.dioceses if d.id == z.diocese), "#c8b88a"))
    return colour.lighter((shades or diocese_shades(m)).get(z.id, 100))


def _path(shape: Any) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for part in shapely.get_parts(shape):
        for ring in [part.exterior, *part.interiors]:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring.coords]))
    return path


def _font(px: int, *, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(px)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _wrap(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and fm.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


@dataclass
class Text:
    """A laid-out text: its lines, font, colour and pixel box."""

    lines: list[str]
    font: QFont
    colour: QColor
    box: QRectF
    halo: bool = True

    @classmethod
    def make(cls, text: str, font: QFont, colour: QColor, wrap: float = 0.0) -> Text:
        fm = QFontMetricsF(font)
        lines = _wrap(text, fm, wrap) if wrap else [text]
        w = max((fm.horizontalAdvance(line) for line in lines), default=0.0)
        return cls(lines, font, colour, QRectF(0, 0, w, fm.height() * len(lines)))

    def at(self, x: float, y: float) -> Text:
        """The same text with its box's top-left corner at (x, y)."""
        self.box.moveTo(x, y)
        return self

    def centred(self, c: QPointF) -> Text:
        return self.at(c.x() - self.box.width() / 2, c.y() - self.box.height() / 2)

    def draw(self, p: QPainter) -> None:
        fm = QFontMetricsF(self.font)
        p.setFont(self.font)
        for i, line in enumerate(self.lines):
            x = self.box.center().x() - fm.horizontalAdvance(line) / 2
            y = self.box.top() + fm.ascent() + i * fm.height()
            if self.halo:
                halo = QPainterPath()
                halo.addText(QPointF(x, y), self.font, line)
                p.setPen(QPen(QColor(255, 255, 255, 200), 3.0))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(halo)
            p.setPen(self.colour)
            p.drawText(QPointF(x, y), line)


def _boxes(taken: list[QRectF]) -> np.ndarray:
    return np.array([[b.left(), b.top(), b.right(), b.bottom()] for b in taken] or
                    [[0.0, 0.0, 0.0, 0.0]])


def _overlap(box: QRectF, taken: list[QRectF] | np.ndarray) -> float:
    """Total area of ``box`` covered by the ``taken`` boxes (counted once per box)."""
    arr = taken if isinstance(taken, np.ndarray) else _boxes(taken)
    w = np.minimum(arr[:, 2], box.right()) - np.maximum(arr[:, 0], box.left())
    h = np.minimum(arr[:, 3], box.bottom()) - np.maximum(arr[:, 1], box.top())
    return float(np.sum(np.clip(w, 0, None) * np.clip(h, 0, None)))


class MapPainter:
    """Lays out and paints one map; map units are scaled by ``scale`` to pixels."""

    def __init__(self, m: GameMap, scale: float) -> None:
        self.m = m
        self.scale = scale
        self.shapes = zone_shapes(m)
        self.x0, self.y0, _, _ = map_bounds(m)

    def to_px(self, x: float, y: float) -> QPointF:
        return QPointF((x - self.x0) * self.scale, (y - self.y0) * self.scale)

    def paint(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.save()
        p.scale(self.scale, self.scale)
        p.translate(-self.x0, -self.y0)
        self._zones(p)
        self._diocese_borders(p)
        self._rivers(p)
        self._straits(p)
        p.restore()
        badges, markers, texts = self._layout()
        for text in texts:
            text.draw(p)
        for z, centre in badges:
            self._badge(p, centre, z)
        for z, centre, port in markers:
            self._marker(p, centre, z, port)
        if p.device().width() >= LEGEND_MIN_WIDTH:  # type: ignore[union-attr]
            self._legend(p)

    # ----------------------------------------------------------------- geography

    def _pen(self, colour: QColor, px: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
        pen = QPen(colour, px / self.scale, style)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return pen

    def _zones(self, p: QPainter) -> None:
        shades = diocese_shades(self.m)
        for z in self.m.zones:
            p.setBrush(QBrush(zone_fill(self.m, z, shades)))
            sea = z.kind is ZoneKind.SEA
            p.setPen(self._pen(SEA_BORDER if sea else BORDER, 0.6 if sea else 0.8))
            p.drawPath(_path(self.shapes[z.id]))

    def _diocese_area(self, diocese: str) -> Any:
        return shapely.coverage_union_all(
            [self.shapes[z.id] for z in self.m.zones if z.diocese == diocese])

    def _diocese_borders(self, p: QPainter) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(self._pen(QColor("#222222"), 2.0))
        for d in self.m.dioceses:
            if any(z.diocese == d.id for z in self.m.zones):
                p.drawPath(_path(self._diocese_area(d.id)))

    def _rivers(self, p: QPainter) -> None:
        for r in self.m.rivers:
            p.setPen(self._pen(RIVER, 2.6 if r.major else 1.5))
            p.drawPolyline(QPolygonF([QPointF(x, y) for x, y in r.points]))

    def _straits(self, p: QPainter) -> None:
        p.setPen(self._pen(STRAIT, 3.2, Qt.PenStyle.DashLine))
        for e in self.m.edges:
            if e.kind is EdgeKind.STRAIT:
                p.drawLine(*self._strait_ends(e.a, e.b))

    def _strait_ends(self, a: str, b: str) -> tuple[QPointF, QPointF]:
        """The crossing of a strait, stretched to at least STRAIT_MIN_PX on screen."""
        line = shapely.shortest_line(self.shapes[a], self.shapes[b])
        (ax, ay), (bx, by) = line.coords
        cx, cy = (ax + bx) / 2, (ay + by) / 2
        if line.length < 1e-6:  # the zones touch: cross their border at right angles
            ca, cb = self.shapes[a].centroid, self.shapes[b].centroid
            dx, dy = cb.x - ca.x, cb.y - ca.y
        else:
            dx, dy = bx - ax, by - ay
        norm = max(math.hypot(dx, dy), 1e-9)
        half = max(line.length / 2 + 6 / self.scale, STRAIT_MIN_PX / 2 / self.scale)
        ux, uy = dx / norm * half, dy / norm * half
        return QPointF(cx - ux, cy - uy), QPointF(cx + ux, cy + uy)

    # ----------------------------------------------------------------- layout

    def _layout(self) -> tuple[list[tuple[Zone, QPointF]], list[tuple[Zone, QPointF, bool]],
                               list[Text]]:
        badges: list[tuple[Zone, QPointF]] = []
        markers: list[tuple[Zone, QPointF, bool]] = []
        texts: list[Text] = []
        for z in self.m.zones:
            pos = self.to_px(*z.label)
            if z.kind is ZoneKind.DIOCESE:
                badges.append((z, pos))
                name = Text.make(z.name, _font(13), INK, wrap=150)
                texts.append(name.at(pos.x() - name.box.width() / 2, pos.y() + BADGE_R + 2))
            elif z.kind is ZoneKind.SEA:
                texts.append(Text.make(z.name, _font(16, italic=True), SEA_INK, 220).centred(pos))
            elif z.kind is ZoneKind.ORIGIN:
                texts.append(Text.make(z.name.upper(), _font(14, bold=True), PEOPLE_INK,
                                       160).centred(pos))
            else:
                texts.append(Text.make(z.name, _font(14, italic=True), OUTSIDE_INK,
                                       160).centred(pos))
            above = QPointF(pos.x(), pos.y() - 2.4 * BADGE_R)
            if z.city:
                markers.append((z, self.to_px(*z.city_at) if z.city_at else above, False))
            if z.port_name:
                beside = QPointF(pos.x() - 2.4 * BADGE_R, pos.y())
                markers.append((z, self.to_px(*z.port_at) if z.port_at else beside, True))
        taken = [t.box for t in texts]
        taken += [QRectF(c.x() - BADGE_R - 4, c.y() - BADGE_R - 4, 2 * BADGE_R + 8,
                         2 * BADGE_R + 8) for _, c in badges]
        taken += [QRectF(c.x() - 9, c.y() - 9, 18, 18) for _, c, _ in markers]
        for z, c, port in markers:
            label = self._marker_text(z, port)
            if label is not None:
                texts.append(self._place_beside(label, c, taken))
        texts = self._diocese_names(taken) + texts
        return badges, markers, texts

    def _marker_text(self, z: Zone, port: bool) -> Text | None:
        if port:
            return Text.make(f"\u2693 {z.port_name}", _font(13, bold=True), SEA_INK)
        if z.city == z.name and z.city_at is not None:
            near = self.to_px(*z.label) - self.to_px(*z.city_at)
            if near.manhattanLength() < 80:  # the zone's own label already says it
                return None
        return Text.make(z.city or "", _font(13, bold=z.capital), INK)

    @staticmethod
    def _place_beside(text: Text, c: QPointF, taken: list[QRectF]) -> Text:
        """Right, left, above or below a marker: wherever it hides least."""
        w, h = text.box.width(), text.box.height()
        spots = [(c.x() + 10, c.y() - h / 2), (c.x() - 10 - w, c.y() - h / 2),
                 (c.x() - w / 2, c.y() - 10 - h), (c.x() - w / 2, c.y() + 10)]
        best = min(spots, key=lambda s: _overlap(QRectF(s[0], s[1], w, h), taken))
        text.at(*best)
        taken.append(text.box)
        return text

    def _diocese_names(self, taken: list[QRectF]) -> list[Text]:
        """Each diocese's name where it hides no other text (smaller where crowded)."""
        out = []
        for d in self.m.dioceses:
            if not any(z.diocese == d.id for z in self.m.zones):
                continue
            area = self._diocese_area(d.id)
            choice: tuple[Text, QRectF, float] | None = None
            for px in (24, 19, 15):
                font = _font(px, bold=True)
                font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
                text = Text.make(d.name.upper(), font, DIOCESE_INK)
                text.halo = False
                box, cost = self._free_box(area, text.box.width() * 1.12, text.box.height(), taken)
                if choice is None or cost < choice[2] * 0.5:
                    choice = (text, box, cost)
                if cost == 0:
                    break
            assert choice is not None
            text, box, _ = choice
            text.centred(box.center())
            taken.append(text.box)
            out.append(text)
        return out

    def _free_box(self, area: Any, w: float, h: float,
                  taken: list[QRectF]) -> tuple[QRectF, float]:
        """A w x h pixel box inside ``area`` that overlaps ``taken`` boxes least, and
        its cost (0 when it overlaps nothing and stays inside)."""
        largest = max(shapely.get_parts(area), key=lambda g: g.area)
        inner = largest.buffer(-4 / self.scale)
        shapely.prepare(inner)
        x0, y0, x1, y1 = largest.bounds
        step = 16 / self.scale
        hw, hh = w / 2 / self.scale, h / 2 / self.scale
        best = self.to_px(largest.centroid.x, largest.centroid.y)
        best_key = (math.inf, 0.0)
        edge = inner.boundary
        arr = _boxes(taken)
        for j in range(int((y1 - y0) / step) + 1):
            for i in range(int((x1 - x0) / step) + 1):
                cx, cy = x0 + i * step, y0 + j * step
                world = shapely.box(cx - hw, cy - hh, cx + hw, cy + hh)
                if not inner.intersects(world):
                    continue
                c = self.to_px(cx, cy)
                outside = 0.0 if inner.contains(world) else (
                    world.area - shapely.intersection(world, inner).area) * self.scale ** 2
                cost = _overlap(QRectF(c.x() - w / 2, c.y() - h / 2, w, h), arr) + 4 * outside
                if cost > best_key[0]:
                    continue
                key = (cost, -edge.distance(shapely.Point(cx, cy)))
                if key < best_key:
                    best, best_key = c, key
        return QRectF(best.x() - w / 2, best.y() - h / 2, w, h), best_key[0]

    # ----------------------------------------------------------------- symbols

    def _badge(self, p: QPainter, c: QPointF, z: Zone) -> None:
        p.setPen(QPen(INK, 2.2 if z.number == 1 else 1.2))
        p.setBrush(QColor("#fffdf4"))
        p.drawEllipse(c, BADGE_R, BADGE_R)
        if z.number == 1:  # zone 1 carries the diocese's control marker
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, BADGE_R + 3.5, BADGE_R + 3.5)
        p.setFont(_font(15, bold=True))
        p.drawText(QRectF(c.x() - BADGE_R, c.y() - BADGE_R, 2 * BADGE_R, 2 * BADGE_R),
                   Qt.AlignmentFlag.AlignCenter, str(z.number))

    @staticmethod
    def _marker(p: QPainter, c: QPointF, z: Zone, port: bool) -> None:
        p.setPen(QPen(INK, 1.2))
        if port:
            p.setBrush(SEA_INK)
            p.drawEllipse(c, 5.0, 5.0)
        elif z.capital:
            p.setBrush(QColor("#c0172b"))
            star = QPolygonF()
            for i in range(10):
                rad = 8.5 if i % 2 == 0 else 3.6
                a = -math.pi / 2 + i * math.pi / 5
                star.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
            p.drawPolygon(star)
        else:
            p.setBrush(QColor("#7b2d8e") if z.rome else QColor("#ffffff"))
            p.drawRect(QRectF(c.x() - 4.5, c.y() - 4.5, 9, 9))

    def _legend(self, p: QPainter) -> None:
        x, y = 16.0, p.device().height() - 206.0  # type: ignore[union-attr]
        p.setPen(QPen(INK, 1))
        p.setBrush(QColor(255, 253, 244, 235))
        p.drawRect(QRectF(x, y, 420, 190))
        dummy = Zone(id="legend", name="legend", kind=ZoneKind.DIOCESE, diocese="legend",
                     number=1, polygons=[[(0, 0), (1, 0), (0, 1)]], label=(0, 0))
        entries = ["zone number (double ring: zone 1, control marker)", "imperial capital",
                   "city (purple: Rome)", "port of a fleet",
                   "major river: +1 MP to cross (7.2)", "strait: +1 MP (7.2)",
                   "sea zone (grey: fleets may not enter)"]
        for i, text in enumerate(entries):
            c = QPointF(x + 22, y + 18 + i * 25.5)
            if i == 0:
                p.setPen(QPen(INK, 1.2))
                p.setBrush(QColor("#fffdf4"))
                p.drawEllipse(c, 9, 9)
            elif i in (1, 2, 3):
                dummy.capital, dummy.rome = i == 1, False
                self._marker(p, c, dummy, port=i == 3)
            elif i in (4, 5):
                style = Qt.PenStyle.SolidLine if i == 4 else Qt.PenStyle.DashLine
                p.setPen(QPen(RIVER if i == 4 else STRAIT, 3.0, style))
                p.drawLine(QPointF(c.x() - 12, c.y()), QPointF(c.x() + 12, c.y()))
            else:
                p.setPen(QPen(BORDER, 1))
                p.setBrush(SEA)
                p.drawRect(QRectF(c.x() - 12, c.y() - 7, 12, 14))
                p.setBrush(SEA_CLOSED)
                p.drawRect(QRectF(c.x(), c.y() - 7, 12, 14))
            label = Text.make(text, _font(13), INK)
            label.halo = False
            label.at(x + 44, c.y() - label.box.height() / 2).draw(p)


def render_map(m: GameMap, width_px: int = 3000) -> QImage:
    """The whole map as an image ``width_px`` wide (needs a QGuiApplication)."""
    x0, y0, x1, y1 = map_bounds(m)
    scale = width_px / (x1 - x0)
    image = QImage(width_px, round((y1 - y0) * scale), QImage.Format.Format_RGB32)
    image.fill(SEA)
    painter = QPainter(image)
    try:
        MapPainter(m, scale).paint(painter)
    finally:
        painter.end()
    return image
