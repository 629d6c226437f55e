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
from sv_model.schemas.map import Zone, ZoneKind
from sv_model.schemas.scenario import Side

Z_ZONE = 0.0
Z_OVERLAY = 5.0
Z_DIOCESE_BORDER = 2.0
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


def font_px(px: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


HALO_OFFSETS = [(dx, dy) for dx in (-1.2, 0.0, 1.2) for dy in (-1.2, 0.0, 1.2) if dx or dy]


def halo_text(painter: QPainter, pos: QPointF, text: str, font: QFont, ink: QColor,
               halo: QColor) -> None:
    """Text with a light halo, drawn from the glyph cache (fast) rather than as paths."""
    painter.setFont(font)
    painter.setPen(halo)
    for dx, dy in HALO_OFFSETS:
        painter.drawText(QPointF(pos.x() + dx, pos.y() + dy), text)
    painter.setPen(ink)
    painter.drawText(pos, text)


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


def shortened(text: str) -> list[str]:
    """``text``, then shorter and shorter: cut at its last " — " or " · ", down to its
    first word."""
    out = [text]
    while True:
        cut = max(out[-1].rfind(" — "), out[-1].rfind(" · "))
        if cut <= 0:
            break
        out.append(out[-1][:cut])
    first = out[-1].split(" ")[0]
    if first and first != out[-1]:
        out.append(first)
    return out


class HighlightLabel(QGraphicsItem):
    """The MP cost of a legal destination, as a bubble in screen pixels centred on
    ``pos()`` (the map layout puts it beside the zone's stack). Where room is short
    it drops its last parts: "2 MP — halts", then "2 MP", then "2" (the colour still
    tells a halt)."""

    def __init__(self, zone_id: str, text: str, halts: bool) -> None:
        super().__init__()
        self.zone_id = zone_id
        self.full_text = text
        self.colour = QColor(theme.HIGHLIGHT_HALT if halts else theme.HIGHLIGHT)
        self.font = font_px(11, bold=True)
        self.variants = shortened(text)
        metrics = QFontMetricsF(self.font)
        self.widths = [metrics.horizontalAdvance(t) + 12 for t in self.variants]
        self.text = ""
        self._rect = QRectF()
        self.set_variant(0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_HIGHLIGHT_LABEL)

    def size_of(self, variant: int) -> tuple[float, float]:
        return self.widths[variant] + 2, 20.0

    def set_variant(self, variant: int) -> None:
        if self.variants[variant] != self.text:
            self.prepareGeometryChange()
            self.text = self.variants[variant]
            w = self.widths[variant]
            self._rect = QRectF(-w / 2, -9, w, 18)
            self.update()

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
    """Game markers lying in a zone (Constantinopolis, plague ...), in screen pixels,
    centred on ``pos()`` (the map layout puts them beside the zone's stack)."""

    ROW = 15.0

    def __init__(self, zone_id: str, names: list[str]) -> None:
        super().__init__()
        self.zone_id = zone_id
        self.names = names
        self.font = font_px(10, bold=True)
        metrics = QFontMetricsF(self.font)
        width = max(metrics.horizontalAdvance(n) for n in names) + 10
        height = self.ROW * len(names)
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_MARKER)
        self.setToolTip("\n".join(names))

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font)
        for i, name in enumerate(self.names):
            box = QRectF(self._rect.left() + 0.5, self._rect.top() + i * self.ROW + 0.5,
                         self._rect.width() - 1, self.ROW - 2)
            painter.setPen(QPen(QColor("#111111"), 1))
            painter.setBrush(QColor("#f3e3a3"))
            painter.drawRoundedRect(box, 3, 3)
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
