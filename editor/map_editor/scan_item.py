"""The background scan on the editor's scene, and the control-point pins drawn over it.

A scan is large (7000×5000 pixels is common). Drawn zoomed out, every frame would
resample the whole image; ``ScanItem`` keeps halved copies of it (made once, when
first needed) and paints the one nearest the screen's resolution, only over the
exposed area (docs/performance.md, "Tracing a scan").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QStyleOptionGraphicsItem, QWidget

from sv_model.scan_alignment import Affine, similarity

SMALLEST_LEVEL = 512  # pixels along the longer side: no smaller copy is made


class ScanItem(QGraphicsPixmapItem):
    """A pixmap item that paints from a pyramid of halved copies."""

    def __init__(self) -> None:
        super().__init__()
        self._levels: list[QPixmap] = []
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def setPixmap(self, pixmap: QPixmap | QImage) -> None:
        super().setPixmap(pixmap)
        full = self.pixmap()
        self._levels = [full] if not full.isNull() else []

    def level(self, k: int) -> QPixmap:
        """The copy halved ``k`` times (made on first use from the previous one)."""
        while len(self._levels) <= k:
            last = self._levels[-1]
            self._levels.append(last.scaled(max(1, last.width() // 2),
                                            max(1, last.height() // 2),
                                            Qt.AspectRatioMode.IgnoreAspectRatio,
                                            Qt.TransformationMode.SmoothTransformation))
        return self._levels[k]

    def level_for(self, screen_scale: float) -> int:
        """The most halved copy that still has at least one pixel per screen pixel."""
        if not self._levels:
            return 0
        longest = max(self._levels[0].width(), self._levels[0].height())
        k = 0
        while screen_scale * 2 ** (k + 1) <= 1.0 and longest >> (k + 1) >= SMALLEST_LEVEL:
            k += 1
        return k

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._levels:
            return
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        k = self.level_for(scale)
        pixmap = self.level(k)
        whole = QRectF(self._levels[0].rect())
        exposed = option.exposedRect.intersected(whole)
        if exposed.isEmpty():
            return
        fx = pixmap.width() / whole.width()
        fy = pixmap.height() / whole.height()
        source = QRectF(exposed.left() * fx, exposed.top() * fy,
                        exposed.width() * fx, exposed.height() * fy)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform,
                              self.transformationMode()
                              == Qt.TransformationMode.SmoothTransformation)
        painter.drawPixmap(exposed, pixmap, source)


def place_scan(item: QGraphicsItem, t: Affine, opacity: float,
               factor: tuple[float, float] = (1.0, 1.0)) -> None:
    """Put the scan where ``t`` maps its pixels (its linear part as the item's transform,
    its translation as the item's position). ``factor``: scan pixels per pixel of the
    copy shown, across and down (a large scan is shown downsampled, ``editor.map_editor.scan_image``)."""
    item.setScale(1.0)
    item.setRotation(0.0)
    fx, fy = factor
    item.setTransform(QTransform(t.a * fx, t.c * fx, t.b * fy, t.d * fy, 0.0, 0.0))
    item.setPos(t.tx, t.ty)
    item.setOpacity(opacity)


def placement(x: float, y: float, scale: float, rotation: float,
              matrix: tuple[float, float, float, float] | None) -> Affine:
    """The transform of a background's stored placement (see ``BackgroundImage``)."""
    if matrix is None:
        return similarity(x, y, scale, rotation)
    return Affine(matrix[0], matrix[1], matrix[2], matrix[3], x, y)


PIN_PX = 7.0


class PinsItem(QGraphicsItem):
    """Numbered control points: where each scan point now lies (hollow red), the map
    point it was paired with (filled blue), and a line between them."""

    def __init__(self) -> None:
        super().__init__()
        self.pins: list[tuple[QPointF, QPointF | None]] = []
        self.pixel = 1.0
        self._rect = QRectF()
        self.setZValue(25)

    def set_pins(self, pins: Sequence[tuple[tuple[float, float], tuple[float, float] | None]],
                 pixel: float) -> None:
        self.prepareGeometryChange()
        self.pins = [(QPointF(*s), QPointF(*m) if m is not None else None) for s, m in pins]
        self.pixel = pixel
        rect = QRectF()
        for s, m in self.pins:
            for p in (s, m):
                if p is not None:
                    rect = rect.united(QRectF(p, p))
        pad = 40 * pixel
        self._rect = rect.adjusted(-pad, -pad, pad, pad) if self.pins else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        self.pixel = 1.0 / max(lod, 1e-12)  # pins keep their size in pixels at any zoom
        r = PIN_PX * self.pixel
        font = QFont()
        font.setPointSizeF(9.0)
        font.setBold(True)
        for n, (scan, target) in enumerate(self.pins, start=1):
            if target is not None:
                painter.setPen(_pen("#1b4f91", 1.4, Qt.PenStyle.DashLine))
                painter.drawLine(scan, target)
                painter.setPen(_pen("#0b2545", 1.5))
                painter.setBrush(QColor("#3d8bfd"))
                painter.drawEllipse(target, r * 0.8, r * 0.8)
            painter.setPen(_pen("#c0392b", 2.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(scan, r, r)
            painter.drawLine(scan + QPointF(-r * 1.6, 0), scan + QPointF(r * 1.6, 0))
            painter.drawLine(scan + QPointF(0, -r * 1.6), scan + QPointF(0, r * 1.6))
            self._number(painter, font, scan, n)

    def _number(self, painter: QPainter, font: QFont, at: QPointF, n: int) -> None:
        painter.save()
        painter.translate(at)
        painter.scale(self.pixel, self.pixel)  # text in screen pixels at any zoom
        painter.setFont(font)
        box = painter.fontMetrics().boundingRect(str(n)).adjusted(-3, -1, 3, 1)
        box.moveBottomLeft(QPointF(PIN_PX + 1, -PIN_PX + 2).toPoint())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 220))
        painter.drawRoundedRect(box, 3, 3)
        painter.setPen(QColor("#7b1e12"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(n))
        painter.restore()


def _pen(colour: str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(QColor(colour), width, style)
    pen.setCosmetic(True)
    return pen
