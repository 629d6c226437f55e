"""Render a map file to a picture with QPainter (works offscreen).

Dioceses in distinct colours (each zone a shade of its diocese), zone numbers
and names, imperial capitals, cities and ports, rivers, straits, seas in blue
and the lands outside the Empire in neutral tones. Texts are laid out first
(city names and diocese names go where they hide the fewest other labels),
then drawn. Colours, lines and lettering come from the map kit
(``sv_desktop.board.mapkit``), sized in points for the picture's dpi. Used by
``semper-victor map-image``, for docs/map.png, and by print.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import shapely
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPaintDevice,
    QPainter,
    QPainterPath,
    QPen,
)

from sv_desktop.board.mapkit import palette
from sv_desktop.board.mapkit.items import paint_place_icon
from sv_desktop.board.mapkit.label_layout import Box, BoxIndex, Candidate, box_at, place
from sv_desktop.board.mapkit.shapes import (
    diocese_pen,
    line_path,
    river_pen,
    shape_path,
    strait_crossing,
    strait_pen,
    zone_pen,
)
from sv_desktop.board.mapkit.sizes import SCREEN_DPI, SIZES, device_dpi, map_font, px
from sv_desktop.common.i18n import language, translate
from sv_model.data_texts import map_in_language
from sv_model.geometry import map_bounds, zone_shapes
from sv_model.schemas.map import EdgeKind, GameMap, Zone, ZoneKind

INK = QColor(palette.INK)
SEA_INK = QColor(palette.SEA_INK)
PEOPLE_INK = QColor(palette.PEOPLE_INK)
OUTSIDE_INK = QColor(palette.OUTSIDE_INK)
DIOCESE_INK = QColor(30, 30, 30, 120)
LEGEND_MIN_WIDTH_PT = 900.0  # narrower pictures get no legend


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

    device: QPaintDevice | None = None

    @classmethod
    def make(cls, text: str, font: QFont, colour: QColor, device: QPaintDevice,
             wrap: float = 0.0) -> Text:
        """``text`` measured on ``device`` (its dpi turns points into pixels); wrapped
        to ``wrap`` pixels when given."""
        fm = QFontMetricsF(font, device)
        lines = _wrap(text, fm, wrap) if wrap else [text]
        w = max((fm.horizontalAdvance(line) for line in lines), default=0.0)
        return cls(lines, font, colour, QRectF(0, 0, w, fm.height() * len(lines)), True, device)

    def at(self, x: float, y: float) -> Text:
        """The same text with its box's top-left corner at (x, y)."""
        self.box.moveTo(x, y)
        return self

    def centred(self, c: QPointF) -> Text:
        return self.at(c.x() - self.box.width() / 2, c.y() - self.box.height() / 2)

    def draw(self, p: QPainter) -> None:
        fm = QFontMetricsF(self.font, self.device) if self.device else QFontMetricsF(self.font)
        p.setFont(self.font)
        for i, line in enumerate(self.lines):
            x = self.box.center().x() - fm.horizontalAdvance(line) / 2
            y = self.box.top() + fm.ascent() + i * fm.height()
            if self.halo:
                halo = QPainterPath()
                halo.addText(QPointF(x, y), self.font, line)
                dpi = device_dpi(self.device)
                p.setPen(QPen(QColor(255, 255, 255, 200), px(2.25, dpi)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(halo)
            p.setPen(self.colour)
            p.drawText(QPointF(x, y), line)


def _box(r: QRectF) -> Box:
    return (r.left(), r.top(), r.right(), r.bottom())


class MapPainter:
    """Lays out and paints one map on a device; map units are scaled by ``scale`` to
    the device's pixels. Lettering and lines are in points (``mapkit.sizes``),
    resolved against ``dpi``: the same drawing serves a picture and a printed page.
    """

    def __init__(self, m: GameMap, scale: float, device: QPaintDevice, dpi: float) -> None:
        self.m = m
        self.scale = scale
        self.device = device
        self.dpi = dpi
        self.shapes = zone_shapes(m)
        self.x0, self.y0, _, _ = map_bounds(m)

    def pt(self, points: float) -> float:
        """``points`` in device pixels."""
        return px(points, self.dpi)

    def text(self, text: str, font: QFont, colour: QColor, wrap_pt: float = 0.0) -> Text:
        return Text.make(text, font, colour, self.device, self.pt(wrap_pt) if wrap_pt else 0.0)

    def to_px(self, x: float, y: float) -> QPointF:
        return QPointF((x - self.x0) * self.scale, (y - self.y0) * self.scale)

    def paint(self, p: QPainter) -> None:
        self.paint_geography(p)
        badges, markers, texts = self._layout()
        for text in texts:
            text.draw(p)
        for z, centre in badges:
            self._badge(p, centre, z)
        for z, centre, port in markers:
            self._marker(p, centre, z, port)
        if self.device.width() >= self.pt(LEGEND_MIN_WIDTH_PT):
            self._legend(p)

    # ----------------------------------------------------------------- geography

    def paint_geography(self, p: QPainter) -> None:
        """Zones, diocese borders, rivers and straits, without any lettering."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.save()
        p.scale(self.scale, self.scale)
        p.translate(-self.x0, -self.y0)
        self._zones(p)
        self._diocese_borders(p)
        self._rivers(p)
        self._straits(p)
        p.restore()

    def _zones(self, p: QPainter) -> None:
        shades = palette.diocese_shades(self.m)
        for z in self.m.zones:
            p.setBrush(QBrush(palette.zone_fill(self.m, z, shades)))
            p.setPen(zone_pen(z.kind is ZoneKind.SEA, dpi=self.dpi, scale=self.scale))
            p.drawPath(shape_path(self.shapes[z.id]))

    def diocese_area(self, diocese: str) -> Any:
        return shapely.coverage_union_all(
            [self.shapes[z.id] for z in self.m.zones if z.diocese == diocese])

    def _diocese_borders(self, p: QPainter) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(diocese_pen(dpi=self.dpi, scale=self.scale))
        for d in self.m.dioceses:
            if any(z.diocese == d.id for z in self.m.zones):
                p.drawPath(shape_path(self.diocese_area(d.id)))

    def _rivers(self, p: QPainter) -> None:
        for r in self.m.rivers:
            p.setPen(river_pen(r.major, dpi=self.dpi, scale=self.scale))
            p.drawPath(line_path(r.points))

    def _straits(self, p: QPainter) -> None:
        p.setPen(strait_pen(dpi=self.dpi, scale=self.scale))
        min_half = self.pt(SIZES.strait_min_length) / 2 / self.scale
        for e in self.m.edges:
            if e.kind is EdgeKind.STRAIT:
                crossing = strait_crossing(self.shapes[e.a], self.shapes[e.b])
                a, b = crossing.ends(min_half, reach=self.pt(4.5) / self.scale)
                p.drawLine(QPointF(*a), QPointF(*b))

    # ----------------------------------------------------------------- layout

    def _layout(self) -> tuple[list[tuple[Zone, QPointF]], list[tuple[Zone, QPointF, bool]],
                               list[Text]]:
        badges: list[tuple[Zone, QPointF]] = []
        markers: list[tuple[Zone, QPointF, bool]] = []
        texts: list[Text] = []
        r = self.pt(SIZES.badge_radius)
        for z in self.m.zones:
            pos = self.to_px(*z.label)
            if z.kind is ZoneKind.DIOCESE:
                badges.append((z, pos))
                name = self.text(z.name, map_font(SIZES.place_name), INK, wrap_pt=112)
                texts.append(name.at(pos.x() - name.box.width() / 2, pos.y() + r + self.pt(1.5)))
            elif z.kind is ZoneKind.SEA:
                texts.append(self.text(z.name, map_font(SIZES.sea_name, italic=True), SEA_INK,
                                       165).centred(pos))
            elif z.kind is ZoneKind.ORIGIN:
                texts.append(self.text(z.name.upper(), map_font(SIZES.people_name, bold=True),
                                       PEOPLE_INK, 120).centred(pos))
            else:
                texts.append(self.text(z.name, map_font(SIZES.outside_name, italic=True),
                                       OUTSIDE_INK, 120).centred(pos))
            above = QPointF(pos.x(), pos.y() - 2.4 * r)
            if z.city:
                markers.append((z, self.to_px(*z.city_at) if z.city_at else above, False))
            if z.port_name:
                beside = QPointF(pos.x() - 2.4 * r, pos.y())
                markers.append((z, self.to_px(*z.port_at) if z.port_at else beside, True))
        taken = BoxIndex(cell=self.pt(48))
        for t in texts:
            taken.add(_box(t.box))
        room, mark = r + self.pt(3), self.pt(6.75)
        for _, c in badges:
            taken.add(box_at(c.x(), c.y(), 2 * room, 2 * room))
        for _, c, _ in markers:
            taken.add(box_at(c.x(), c.y(), 2 * mark, 2 * mark))
        for z, c, port in markers:
            label = self._marker_text(z, port)
            if label is not None:
                texts.append(self._place_beside(label, c, taken))
        texts = self._diocese_names(taken) + texts
        return badges, markers, texts

    def _marker_text(self, z: Zone, port: bool) -> Text | None:
        if port:
            return self.text(f"\u2693 {z.port_name}", map_font(SIZES.place_name, bold=True), SEA_INK)
        if z.city == z.name and z.city_at is not None:
            near = self.to_px(*z.label) - self.to_px(*z.city_at)
            if near.manhattanLength() < self.pt(60):  # the zone's own label already says it
                return None
        return self.text(z.city or "", map_font(SIZES.place_name, bold=z.capital), INK)

    def _place_beside(self, text: Text, c: QPointF, taken: BoxIndex) -> Text:
        """Right, left, above or below a marker: wherever it hides least."""
        w, h = text.box.width(), text.box.height()
        d = self.pt(7.5)
        spots = [(c.x() + d, c.y() - h / 2), (c.x() - d - w, c.y() - h / 2),
                 (c.x() - w / 2, c.y() - d - h), (c.x() - w / 2, c.y() + d)]
        spot = Candidate("text", [(x, y, x + w, y + h) for x, y in spots], forced=True)
        _choice, (x, y, _x1, _y1) = place([spot], taken)["text"]
        text.at(x, y)
        return text

    def _diocese_names(self, taken: BoxIndex) -> list[Text]:
        """Each diocese's name where it hides no other text (smaller where crowded)."""
        out = []
        for d in self.m.dioceses:
            if not any(z.diocese == d.id for z in self.m.zones):
                continue
            area = self.diocese_area(d.id)
            choice: tuple[Text, QRectF, float] | None = None
            for points in (18.0, 14.25, 11.25):
                font = map_font(points, bold=True)
                font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
                text = self.text(d.name.upper(), font, DIOCESE_INK)
                text.halo = False
                box, cost = self._free_box(area, text.box.width() * 1.12, text.box.height(), taken)
                if choice is None or cost < choice[2] * 0.5:
                    choice = (text, box, cost)
                if cost == 0:
                    break
            assert choice is not None
            text, box, _ = choice
            text.centred(box.center())
            taken.add(_box(text.box))
            out.append(text)
        return out

    def _free_box(self, area: Any, w: float, h: float,
                  taken: BoxIndex) -> tuple[QRectF, float]:
        """A w x h pixel box inside ``area`` that overlaps ``taken`` boxes least, and
        its cost (0 when it overlaps nothing and stays inside)."""
        largest = max(shapely.get_parts(area), key=lambda g: g.area)
        inner = largest.buffer(-self.pt(3) / self.scale)
        shapely.prepare(inner)
        x0, y0, x1, y1 = largest.bounds
        step = self.pt(12) / self.scale
        hw, hh = w / 2 / self.scale, h / 2 / self.scale
        best = self.to_px(largest.centroid.x, largest.centroid.y)
        best_key = (math.inf, 0.0)
        edge = inner.boundary
        for j in range(int((y1 - y0) / step) + 1):
            for i in range(int((x1 - x0) / step) + 1):
                cx, cy = x0 + i * step, y0 + j * step
                world = shapely.box(cx - hw, cy - hh, cx + hw, cy + hh)
                if not inner.intersects(world):
                    continue
                c = self.to_px(cx, cy)
                outside = 0.0 if inner.contains(world) else (
                    world.area - shapely.intersection(world, inner).area) * self.scale ** 2
                cost = taken.covered(box_at(c.x(), c.y(), w, h)) + 4 * outside
                if cost > best_key[0]:
                    continue
                key = (cost, -edge.distance(shapely.Point(cx, cy)))
                if key < best_key:
                    best, best_key = c, key
        return QRectF(best.x() - w / 2, best.y() - h / 2, w, h), best_key[0]

    # ----------------------------------------------------------------- symbols

    def _badge(self, p: QPainter, c: QPointF, z: Zone) -> None:
        r = self.pt(SIZES.badge_radius)
        p.setPen(QPen(INK, self.pt(1.65 if z.number == 1 else 0.9)))
        p.setBrush(QColor(palette.PAPER))
        p.drawEllipse(c, r, r)
        if z.number == 1:  # zone 1 carries the diocese's control marker
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, r + self.pt(2.6), r + self.pt(2.6))
        p.setFont(map_font(SIZES.count_badge, bold=True))
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                   str(z.number))

    def _marker(self, p: QPainter, c: QPointF, z: Zone, port: bool) -> None:
        """The place icons of play mode (``mapkit.items.paint_place_icon``)."""
        kind = "port" if port else "rome" if z.rome else "capital" if z.capital else "city"
        p.save()
        paint_place_icon(p, kind, c, self.pt(5.6))
        p.restore()

    def _legend(self, p: QPainter) -> None:
        u = self.pt(0.75)  # the legend is laid out in 96-dpi pixels
        x, y = 16.0 * u, self.device.height() - 206.0 * u
        entries = [translate("MapLegend", "zone number (double ring: zone 1, control marker)"),
                   translate("MapLegend", "imperial capital"),
                   translate("MapLegend", "city (purple: Rome)"),
                   translate("MapLegend", "port of a fleet"),
                   translate("MapLegend", "major river: +1 MP to cross (7.2)"),
                   translate("MapLegend", "strait: +1 MP (7.2)"),
                   translate("MapLegend", "sea zone (darker: fleets may not enter)")]
        widest = max(self.text(text, map_font(SIZES.legend), INK).box.width()
                     for text in entries)
        p.setPen(QPen(INK, u))
        p.setBrush(QColor(255, 253, 244, 235))
        p.drawRect(QRectF(x, y, max(420 * u, widest + 56 * u), 190 * u))
        dummy = Zone(id="legend", name="legend", kind=ZoneKind.DIOCESE, diocese="legend",
                     number=1, polygons=[[(0, 0), (1, 0), (0, 1)]], label=(0, 0))
        for i, text in enumerate(entries):
            c = QPointF(x + 22 * u, y + (18 + i * 25.5) * u)
            if i == 0:
                p.setPen(QPen(INK, 1.2 * u))
                p.setBrush(QColor(palette.PAPER))
                p.drawEllipse(c, 9 * u, 9 * u)
            elif i in (1, 2, 3):
                dummy.capital, dummy.rome = i == 1, False
                self._marker(p, c, dummy, port=i == 3)
            elif i in (4, 5):
                pen = (river_pen(True, dpi=self.dpi, scale=1.0) if i == 4
                       else strait_pen(dpi=self.dpi, scale=1.0))
                p.setPen(pen)
                p.drawLine(QPointF(c.x() - 12 * u, c.y()), QPointF(c.x() + 12 * u, c.y()))
            else:
                p.setPen(QPen(QColor(palette.SEA_BORDER), u))
                p.setBrush(QColor(palette.SEA))
                p.drawRect(QRectF(c.x() - 12 * u, c.y() - 7 * u, 12 * u, 14 * u))
                p.setBrush(QColor(palette.SEA_CLOSED))
                p.drawRect(QRectF(c.x(), c.y() - 7 * u, 12 * u, 14 * u))
            label = self.text(text, map_font(SIZES.legend), INK)
            label.halo = False
            label.at(x + 44 * u, c.y() - label.box.height() / 2).draw(p)


def render_map(m: GameMap, width_px: int = 3000, dpi: float = SCREEN_DPI) -> QImage:
    """The whole map as an image ``width_px`` wide whose lettering and lines are sized
    for ``dpi`` (the image records it), so a 300-dpi picture prints as legibly as the
    screen shows it. Needs a QGuiApplication. Names in the interface's language (issue 34)."""
    m = map_in_language(m, language())
    x0, y0, x1, y1 = map_bounds(m)
    scale = width_px / (x1 - x0)
    image = QImage(width_px, round((y1 - y0) * scale), QImage.Format.Format_RGB32)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(QColor(palette.SEA))
    painter = QPainter(image)
    try:
        MapPainter(m, scale, image, dpi).paint(painter)
    finally:
        painter.end()
    return image
