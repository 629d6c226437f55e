"""The map's graphics items, shared by play mode and the map editor: zones drawn at
the level of detail of the zoom, diocese borders, rivers and strait crossings;
and the painting of names with a halo and of place icons, shared with
``map-image`` and print.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from sv_desktop.board.mapkit import palette
from sv_desktop.board.mapkit.outlines import Outline, lod_index
from sv_desktop.board.mapkit.shapes import (
    Crossing,
    ToScene,
    diocese_pen,
    line_path,
    river_pen,
    strait_pen,
    zone_pen,
)
from sv_desktop.board.mapkit.sizes import SIZES, px
from sv_desktop.common.i18n import translate
from sv_model.schemas.map import River, Zone, ZoneKind
from sv_model.schemas.scenario import Side

Z_ZONE = 0.0
Z_DIOCESE_BORDER = 2.0
Z_RIVER = 3.0
Z_STRAIT = 4.0


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
        scale = option.levelOfDetailFromTransform(painter.worldTransform())
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
            colour = palette.mix(colour, palette.SIDE_COLOURS[self.controller], 0.28)
        if self.at_war:
            colour = palette.mix(colour, palette.AT_WAR, 0.3)
        return colour

    def _apply(self) -> None:
        self.brush = QBrush(self.fill_colour())
        self.pen = zone_pen(self.zone.kind is ZoneKind.SEA, self.at_war)
        self.update()


class DioceseBorder(LodPathItem):
    """The outline of a whole diocese, drawn thicker than zone borders."""

    def __init__(self, outline: Outline) -> None:
        super().__init__(outline)
        self.pen = diocese_pen()
        self.setZValue(Z_DIOCESE_BORDER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


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
        painter.setBrush(QColor(palette.CAPITAL))
        painter.drawRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
        painter.setBrush(QColor("#7a1f2b"))
        painter.drawRect(QRectF(c.x() - r * 0.45, c.y() - r * 0.45, r * 0.9, r * 0.9))
    elif kind == "rome":
        painter.setBrush(QColor(palette.ROME))
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
        painter.setPen(QPen(QColor(palette.PORT), 1.6))
        painter.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r))
        painter.drawArc(QRectF(c.x() - r, c.y() - r * 0.2, 2 * r, 1.2 * r), 180 * 16, 180 * 16)
        painter.drawLine(QPointF(c.x() - r * 0.5, c.y() - r * 0.5),
                         QPointF(c.x() + r * 0.5, c.y() - r * 0.5))


class RiverItem(QGraphicsPathItem):
    """A river line; the major ones (7.2) are wider and say so in their tooltip."""

    def __init__(self, river: River, to_scene: ToScene) -> None:
        super().__init__(line_path(river.points, to_scene))
        self.river = river
        self.setPen(river_pen(river.major))
        self.setZValue(Z_RIVER)
        self.setToolTip(
            translate("Map", "{river} — major river: +1 MP to cross (7.2)").format(
                river=river.name) if river.major else
            translate("Map", "{river} — no effect on movement (7.2)").format(river=river.name))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class StraitItem(QGraphicsItem):
    """The dashed mark across a strait (7.2), never shorter on screen than
    ``SIZES.strait_min_length`` points whatever the zoom."""

    def __init__(self, crossing: Crossing, k: float, to_scene: ToScene, tip: str,
                 pad: float) -> None:
        """``k`` scales map units to scene units; ``pad`` (scene units) is how far the
        mark may reach beyond the crossing at the farthest zoom."""
        super().__init__()
        self.pad = pad
        c = to_scene(*crossing.centre)
        self.crossing = Crossing((c.x(), c.y()), crossing.direction, crossing.half * k)
        self.pen = strait_pen()
        reach = max(self.crossing.half, 1e-6)
        (x0, y0), (x1, y1) = self.crossing.ends(reach=reach)
        self._rect = QRectF(QPointF(x0, y0), QPointF(x1, y1)).normalized()
        self.setZValue(Z_STRAIT)
        self.setToolTip(tip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def ends(self, scale: float) -> tuple[QPointF, QPointF]:
        """The mark's ends at ``scale`` device pixels per scene unit: a quarter of the
        way into each zone, and at least the minimum length on screen."""
        min_half = px(SIZES.strait_min_length) / 2 / max(scale, 1e-9)
        a, b = self.crossing.ends(min_half, reach=self.crossing.half * 0.5)
        return QPointF(*a), QPointF(*b)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-self.pad, -self.pad, self.pad, self.pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = option.levelOfDetailFromTransform(painter.worldTransform())
        painter.setPen(self.pen)
        painter.drawLine(*self.ends(scale))
