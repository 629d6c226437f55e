"""Graphics items of the map: zones, their labels, highlights and markers."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from sv_desktop import theme
from sv_desktop.map_geometry import Outline, lod_index
from sv_model.schemas.map import GameMap, Zone, ZoneKind
from sv_model.schemas.scenario import Side

Z_ZONE = 0.0
Z_OVERLAY = 5.0
Z_DIOCESE_BORDER = 2.0
Z_LABEL = 10.0
Z_DIOCESE_LABEL = 8.0
Z_HIGHLIGHT_LABEL = 70.0
Z_MARKER = 18.0

HIGHLIGHT_FILLS = {
    "reach": QColor(53, 194, 107, 120),
    "halt": QColor(224, 162, 28, 130),
    "origin": QColor(255, 90, 31, 90),
    "target": QColor(255, 90, 31, 150),
    "battle": QColor(200, 30, 30, 120),
    "choice": QColor(60, 140, 255, 120),
}


class LodPathItem(QGraphicsItem):
    """A filled/stroked ``Outline``, drawn at the level of detail of the current zoom.

    Hit-testing uses the full outline. Fills are drawn without antialiasing (the
    antialiased border hides the edge), which keeps a full-map render cheap.
    """

    def __init__(self, outline: Outline) -> None:
        super().__init__()
        self.outline = outline
        self._rect = outline.bounds
        self.brush: QBrush | None = None
        self.pen = QPen(Qt.PenStyle.NoPen)

    def path(self) -> QPainterPath:
        return self.outline.path(2)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        return self.outline.path(2)

    def setPen(self, pen: QPen) -> None:
        self.pen = pen
        self.update()

    def setBrush(self, brush: QBrush) -> None:
        self.brush = brush
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = option.levelOfDetailFromTransform(painter.worldTransform())  # type: ignore[attr-defined]
        path = self.outline.path(lod_index(scale))
        if self.brush is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.fillPath(path, self.brush)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.pen.style() != Qt.PenStyle.NoPen:
            painter.strokePath(path, self.pen)


class ZoneItem(LodPathItem):
    """One zone's polygons, filled by diocese and tinted by its controller."""

    def __init__(self, zone: Zone, outline: Outline, base: QColor) -> None:
        super().__init__(outline)
        self.zone = zone
        self.base = base
        self.controller: Side | None = None
        self.at_war = False
        self.highlight: str | None = None
        self.setZValue(Z_ZONE)
        self._apply()

    def set_controller(self, side: Side | None) -> bool:
        """True if the colour changed (the map tiles must then be refreshed)."""
        if side == self.controller:
            return False
        self.controller = side
        self._apply()
        return True

    def set_at_war(self, at_war: bool) -> bool:
        if at_war == self.at_war:
            return False
        self.at_war = at_war
        self._apply()
        return True

    def fill_colour(self) -> QColor:
        colour = QColor(self.base)
        if self.controller is not None:
            colour = theme.mix(colour, theme.SIDE_COLOURS[self.controller], 0.28)
        if self.at_war:
            colour = theme.mix(colour, "#c0392b", 0.3)
        return colour

    def _apply(self) -> None:
        self.brush = QBrush(self.fill_colour())
        if self.at_war:
            pen = QPen(QColor("#a01f14"), 2.0, Qt.PenStyle.DashLine)
        elif self.zone.kind is ZoneKind.SEA:
            pen = QPen(QColor("#4d7fa6"), 0.8)
        else:
            pen = QPen(QColor(theme.BORDER), 0.8)
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.pen = pen
        self.update()


class ZoneOverlay(LodPathItem):
    """A highlight drawn over a zone (legal destination, choice, battle...)."""

    PENS: ClassVar[dict[str, tuple[str, float]]] = {"target": (theme.SELECTED, 3.5), "origin": (theme.SELECTED, 3.0),
            "reach": (theme.HIGHLIGHT, 3.0), "halt": (theme.HIGHLIGHT_HALT, 3.0),
            "choice": ("#3c8cff", 3.0), "battle": ("#c81e1e", 3.0)}

    def __init__(self, outline: Outline, kind: str) -> None:
        super().__init__(outline)
        self.kind = kind
        self.brush = QBrush(HIGHLIGHT_FILLS.get(kind, QColor(0, 0, 0, 0)))
        colour, width = self.PENS.get(kind, (theme.SELECTED, 3.0))
        pen = QPen(QColor(colour), width)
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.pen = pen
        self.setZValue(Z_OVERLAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


def _font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


HALO_OFFSETS = [(dx, dy) for dx in (-1.2, 0.0, 1.2) for dy in (-1.2, 0.0, 1.2) if dx or dy]


def _halo_text(painter: QPainter, pos: QPointF, text: str, font: QFont, ink: QColor,
               halo: QColor) -> None:
    """Text with a light halo, drawn from the glyph cache (fast) rather than as paths."""
    painter.setFont(font)
    painter.setPen(halo)
    for dx, dy in HALO_OFFSETS:
        painter.drawText(QPointF(pos.x() + dx, pos.y() + dy), text)
    painter.setPen(ink)
    painter.drawText(pos, text)


class ZoneLabel(QGraphicsItem):
    """A zone's name in screen pixels, with as much detail as its size allows.

    Detail levels: 2 — province name, "Diocese N" and the city; 1 —
    "Diocese N" (or the people/sea name); 0 — the zone number alone.
    Capitals, cities, Rome and ports are shown by an icon at every level.
    """

    def __init__(self, zone: Zone, game_map: GameMap, zone_rect: QRectF) -> None:
        super().__init__()
        self.zone = zone
        self.zone_width = zone_rect.width()
        dioceses = {d.id: d.name for d in game_map.dioceses}
        self.controller: Side | None = None
        self.lod = 2
        sea = zone.kind is ZoneKind.SEA
        self.title_font = _font(11, bold=not sea, italic=sea)
        self.sub_font = _font(9.5)
        self.lines = self._lines(zone, dioceses)
        self._widths = {level: self._measure(level) for level in self.lines}
        self._rect = QRectF()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)
        self.setZValue(Z_LABEL)
        self._relayout()

    @staticmethod
    def _lines(zone: Zone, dioceses: dict[str, str]) -> dict[int, list[str]]:
        if zone.diocese is not None:
            short = f"{dioceses.get(zone.diocese, zone.diocese)} {zone.number}"
            place = zone.city or ""
            if zone.port_name:
                place = f"{place} · {zone.port_name}" if place else zone.port_name
            full = [zone.name] + ([short] if short != zone.name else []) + (
                [place] if place else [])
            return {2: full, 1: [short], 0: [str(zone.number)]}
        return {2: [zone.name], 1: [zone.name], 0: [zone.name] if zone.kind is not ZoneKind.SEA
                else []}

    def icon(self) -> str:
        z = self.zone
        if z.capital:
            return "capital"
        if z.rome:
            return "rome"
        if z.city:
            return "city"
        if z.port_name:
            return "port"
        return ""

    def set_control_marker(self, side: Side | None) -> None:
        """Zone 1 of a diocese carries its control marker (3.7.3)."""
        if side != self.controller:
            self.controller = side
            self._relayout()

    def set_scale_hint(self, scale: float) -> None:
        on_screen = self.zone_width * scale
        lod = 0
        for level in (2, 1):
            if self._text_width(level) + 10 <= on_screen:
                lod = level
                break
        if self.zone.kind is not ZoneKind.DIOCESE and lod == 0 and on_screen > 28:
            lod = 1
        self.set_lod(lod)

    def set_lod(self, lod: int) -> None:
        if lod != self.lod:
            self.lod = lod
            self._relayout()

    def _text_width(self, level: int) -> float:
        return self._widths[level]

    def _measure(self, level: int) -> float:
        lines = self.lines[level]
        if not lines:
            return 0.0
        first = QFontMetricsF(self.title_font).horizontalAdvance(lines[0])
        rest = [QFontMetricsF(self.sub_font).horizontalAdvance(t) for t in lines[1:]]
        return max([first, *rest])

    def _relayout(self) -> None:
        self.prepareGeometryChange()
        lines = self.lines[self.lod]
        width = self._text_width(self.lod) + (16 if self.icon() or self.controller else 0) + 8
        height = 4 + 14 * len(lines[:1]) + 12 * len(lines[1:])
        self._rect = QRectF(-width / 2 - 10, -2, width + 20, max(height, 16) + 4)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lines = self.lines[self.lod]
        sea = self.zone.kind is ZoneKind.SEA
        ink = QColor("#123a5e") if sea else QColor("#1b160d")
        halo = QColor(255, 255, 255, 200) if not sea else QColor(210, 230, 245, 200)
        y = 13.0
        icon_space = 14 if (self.icon() or self.controller) else 0
        for i, text in enumerate(lines):
            font = self.title_font if i == 0 else self.sub_font
            w = QFontMetricsF(font).horizontalAdvance(text)
            x = -w / 2 + (icon_space / 2 if i == 0 else 0)
            _halo_text(painter, QPointF(x, y), text, font, ink, halo)
            if i == 0 and icon_space:
                self._paint_icons(painter, QPointF(x - 9, y - 4.5))
            y += 13 if i == 0 else 12
        if not lines and (self.icon() or self.controller):
            self._paint_icons(painter, QPointF(0, 8))

    def _paint_icons(self, painter: QPainter, centre: QPointF) -> None:
        if self.controller is not None:
            colour = QColor(theme.SIDE_COLOURS[self.controller])
            painter.setPen(QPen(QColor("#111111"), 1.2))
            painter.setBrush(colour)
            painter.drawEllipse(centre, 7, 7)
            painter.setPen(theme.readable_text_on(colour))
            painter.setFont(_font(9, bold=True))
            painter.drawText(QRectF(centre.x() - 7, centre.y() - 7, 14, 14),
                             Qt.AlignmentFlag.AlignCenter, theme.SIDE_SHORT[self.controller])
            centre = QPointF(centre.x() - 16, centre.y())
        kind = self.icon()
        if kind:
            paint_place_icon(painter, kind, centre, 5.5)


def paint_place_icon(painter: QPainter, kind: str, c: QPointF, r: float) -> None:
    """Capital: gold square with a crown; city: ring; Rome: purple star; port: anchor."""
    painter.setPen(QPen(QColor("#111111"), 1.3))
    if kind == "capital":
        painter.setBrush(QColor("#e8b923"))
        painter.drawRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
        painter.setBrush(QColor("#7a1f2b"))
        painter.drawRect(QRectF(c.x() - r * 0.45, c.y() - r * 0.45, r * 0.9, r * 0.9))
    elif kind == "rome":
        painter.setBrush(QColor("#7a1f8b"))
        painter.drawEllipse(c, r, r)
        painter.setBrush(QColor("#f2d25c"))
        painter.drawEllipse(c, r * 0.45, r * 0.45)
    elif kind == "city":
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(c, r * 0.9, r * 0.9)
        painter.setBrush(QColor("#111111"))
        painter.drawEllipse(c, r * 0.35, r * 0.35)
    elif kind == "port":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#123a5e"), 1.6))
        painter.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r))
        painter.drawArc(QRectF(c.x() - r, c.y() - r * 0.2, 2 * r, 1.2 * r), 180 * 16, 180 * 16)
        painter.drawLine(QPointF(c.x() - r * 0.5, c.y() - r * 0.5),
                         QPointF(c.x() + r * 0.5, c.y() - r * 0.5))


class DioceseLabel(QGraphicsItem):
    """A diocese's name across its zones, in map units: read when zoomed out."""

    def __init__(self, text: str, box: QRectF, counter_size: float) -> None:
        super().__init__()
        self.text = text
        self.box = box
        px = max(counter_size * 0.9, min(box.width() / max(len(text), 1) * 1.1,
                                         counter_size * 2.2))
        self.font = _font(px, bold=True)
        self.setZValue(Z_DIOCESE_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        metrics = QFontMetricsF(self.font)
        w, h = metrics.horizontalAdvance(text), metrics.height()
        c = box.center()
        self._origin = QPointF(c.x() - w / 2, c.y() + h * 0.3 + counter_size * 0.8)
        self._rect = QRectF(c.x() - w / 2 - 10, self._origin.y() - h - 10, w + 20, h + 20)
        # shown only when zoomed out, where it is small on screen: cache it in pixels
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setFont(self.font)
        painter.setPen(QColor(40, 25, 10, 120))
        painter.drawText(self._origin, self.text)


class HighlightLabel(QGraphicsItem):
    """The MP cost of a legal destination, as a bubble in screen pixels."""

    def __init__(self, text: str, halts: bool, below: float = 0.0) -> None:
        super().__init__()
        self.text = text
        self.colour = QColor(theme.HIGHLIGHT_HALT if halts else theme.HIGHLIGHT)
        self.font = _font(11, bold=True)
        w = QFontMetricsF(self.font).horizontalAdvance(text) + 12
        self._rect = QRectF(-w / 2, below + 2, w, 18)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_HIGHLIGHT_LABEL)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#111111"), 1))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(self._rect, 8, 8)
        painter.setFont(self.font)
        painter.setPen(QColor("#111111"))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class ZoneMarkerBadge(QGraphicsItem):
    """Game markers lying in a zone (Constantinopolis, plague ...), in map units."""

    def __init__(self, names: list[str], counter_size: float) -> None:
        super().__init__()
        self.names = names
        self.size = counter_size
        self.font = _font(counter_size * 0.2, bold=True)
        metrics = QFontMetricsF(self.font)
        self.width = max(metrics.horizontalAdvance(n) for n in names) + counter_size * 0.2
        self.row = counter_size * 0.32
        self._rect = QRectF(0, 0, self.width, self.row * len(names))
        self.setZValue(Z_MARKER)
        self.setToolTip("\n".join(names))

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font)
        for i, name in enumerate(self.names):
            box = QRectF(0, i * self.row, self.width, self.row * 0.9)
            painter.setPen(QPen(QColor("#111111"), 0))
            painter.setBrush(QColor("#f3e3a3"))
            painter.drawRoundedRect(box, self.size * 0.05, self.size * 0.05)
            painter.setPen(QColor("#3a1d00"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name)


class DioceseBorder(LodPathItem):
    """The outline of a whole diocese, drawn thicker than zone borders."""

    def __init__(self, outline: Outline) -> None:
        super().__init__(outline)
        pen = QPen(QColor("#2a1e0e"), 2.2)
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.pen = pen
        self.setZValue(Z_DIOCESE_BORDER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
