"""Play mode's own map items: highlights of legal moves and choices, the MP
callouts of a move, the markers' badges and the leader lines of items that stand
outside a zone too small for them. Zones, borders, rivers and straits
come from the map kit (``sv_desktop.board.mapkit``)."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from sv_desktop.board import theme
from sv_desktop.board.mapkit.items import LodPathItem
from sv_desktop.board.mapkit.outlines import Outline
from sv_desktop.board.mapkit.sizes import SIZES, map_font

Z_ZONE = 0.0
Z_OVERLAY = 5.0
Z_DIOCESE_BORDER = 2.0
Z_HIGHLIGHT_LABEL = 70.0
Z_MARKER = 18.0
Z_CALLOUT = 16.0  # under the stacks, markers and bubbles it leads to, over the names

HIGHLIGHT_FILLS = {
    "reach": QColor(53, 194, 107, 120),
    "halt": QColor(224, 162, 28, 130),
    "origin": QColor(255, 90, 31, 90),
    "target": QColor(255, 90, 31, 150),
    "battle": QColor(200, 30, 30, 120),
    "choice": QColor(60, 140, 255, 120),
}


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
        self.font = map_font(SIZES.callout, bold=True)
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
        self.font = map_font(SIZES.zone_badge, bold=True)
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


class CalloutLine(QGraphicsItem):
    """A thin leader line from a zone's label point (a dot) to items of the zone that
    stand outside it, a callout, where the zone has no room for them (issue 15 item 3).
    In scene units; drawn under the items it leads to, which hide its end."""

    def __init__(self, zone_id: str, inner: QPointF, outer: QPointF, box: QRectF,
                 scale: float) -> None:
        super().__init__()
        self.zone_id = zone_id
        self._line = QLineF(inner, outer)
        self._box = QRectF(box)  # the callout's items, scene units
        m = 8.0 / max(scale, 1e-6)  # room for the dot and the halo, zoomed out up to 2x
        self._rect = QRectF(inner, outer).normalized().adjusted(-m, -m, m, m)
        self.setZValue(Z_CALLOUT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def inner(self) -> QPointF:
        """The end on the zone's label point."""
        return self._line.p1()

    def outer(self) -> QPointF:
        """The end under the callout's items."""
        return self._line.p2()

    def box(self) -> tuple[float, float, float, float]:
        """The callout's items, in scene units."""
        b = self._box
        return (b.left(), b.top(), b.right(), b.bottom())

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QPen(QColor(255, 251, 236, 170), 3.2)
        halo.setCosmetic(True)
        halo.setCapStyle(Qt.PenCapStyle.RoundCap)
        ink = QPen(QColor(27, 22, 13, 230), 1.3)
        ink.setCosmetic(True)
        for pen in (halo, ink):
            painter.setPen(pen)
            painter.drawLine(self._line)
        r = 2.6 / max(painter.worldTransform().m11(), 1e-6)
        painter.setPen(halo)
        painter.setBrush(QColor(27, 22, 13))
        painter.drawEllipse(self._line.p1(), r, r)
