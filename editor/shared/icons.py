"""Tool bar icons, drawn with QPainter (no image files to ship)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QPolygonF

INK = QColor("#3b3326")
ACCENT = QColor("#d35400")
FILL = QColor("#e8d9b5")


def _pen(colour: QColor, width: float = 1.6, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, style)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _poly(*points: tuple[float, float]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def _select(p: QPainter) -> None:
    p.setPen(_pen(INK, 1.4))
    p.setBrush(QColor("#ffffff"))
    p.drawPolygon(_poly((6, 3), (6, 19), (10, 15), (13, 21), (15.5, 20), (12.5, 14), (18, 14)))


def _draw(p: QPainter) -> None:
    shape = _poly((4, 18), (6, 5), (15, 3), (20, 12), (13, 20))
    p.setPen(_pen(INK))
    p.setBrush(FILL)
    p.drawPolygon(shape)
    p.setPen(_pen(ACCENT, 1.2))
    p.setBrush(QColor("#ffffff"))
    for i in range(shape.size()):
        p.drawRect(QRectF(shape.at(i).x() - 2, shape.at(i).y() - 2, 4, 4))


def _split(p: QPainter) -> None:
    p.setPen(_pen(INK))
    p.setBrush(FILL)
    p.drawPolygon(_poly((3, 6), (20, 4), (21, 19), (4, 20)))
    p.setPen(_pen(ACCENT, 2.0, Qt.PenStyle.DashLine))
    p.drawLine(QPointF(9, 1), QPointF(14, 23))


def _link(p: QPainter) -> None:
    p.setPen(_pen(QColor("#8e3fb5"), 2.0, Qt.PenStyle.DashLine))
    p.drawLine(QPointF(6, 17), QPointF(18, 7))
    p.setPen(_pen(INK))
    p.setBrush(FILL)
    p.drawEllipse(QPointF(6, 17), 4, 4)
    p.drawEllipse(QPointF(18, 7), 4, 4)


def _background(p: QPainter) -> None:
    p.setPen(_pen(INK))
    p.setBrush(QColor("#f4efe2"))
    p.drawRect(QRectF(3, 4, 18, 16))
    p.setBrush(QColor("#8fbf6a"))
    p.drawPolygon(_poly((4, 19), (10, 10), (14, 15), (17, 12), (20, 19)))
    p.setBrush(QColor("#e3c46b"))
    p.drawEllipse(QPointF(16, 8), 2, 2)


def _merge(p: QPainter) -> None:
    p.setPen(_pen(INK))
    p.setBrush(FILL)
    p.drawRect(QRectF(3, 6, 9, 12))
    p.drawRect(QRectF(12, 6, 9, 12))
    p.setPen(_pen(ACCENT, 2.0))
    p.drawLine(QPointF(9, 12), QPointF(15, 12))
    p.drawLine(QPointF(13, 10), QPointF(15, 12))
    p.drawLine(QPointF(13, 14), QPointF(15, 12))


def _fit(p: QPainter) -> None:
    p.setPen(_pen(INK))
    p.setBrush(FILL)
    p.drawPolygon(_poly((7, 9), (12, 7), (17, 10), (16, 16), (9, 17)))
    p.setPen(_pen(ACCENT, 1.8))
    for x, y, dx, dy in ((3, 3, 1, 1), (21, 3, -1, 1), (3, 21, 1, -1), (21, 21, -1, -1)):
        p.drawLine(QPointF(x, y + 5 * dy), QPointF(x, y))
        p.drawLine(QPointF(x, y), QPointF(x + 5 * dx, y))


def _turn(p: QPainter, mirrored: bool) -> None:
    if mirrored:
        p.translate(24, 0)
        p.scale(-1, 1)
    p.setPen(_pen(INK, 2.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(6, 7, 14, 12), 90 * 16, -200 * 16)
    p.setBrush(INK)
    p.drawPolygon(_poly((4, 7), (10, 3), (10, 11)))


def _river(p: QPainter) -> None:
    p.setPen(_pen(INK))
    p.setBrush(FILL)
    p.drawRect(QRectF(3, 4, 18, 16))
    p.setPen(_pen(QColor("#2f6fb0"), 2.6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline(_poly((5, 21), (9, 14), (15, 11), (18, 3)))
    p.setPen(_pen(ACCENT, 1.2))
    p.setBrush(QColor("#ffffff"))
    for x, y in ((9, 14), (15, 11)):
        p.drawRect(QRectF(x - 2, y - 2, 4, 4))


PAINTERS: dict[str, Callable[[QPainter], None]] = {
    "select": _select, "draw": _draw, "split": _split, "link": _link, "river": _river,
    "background": _background, "merge": _merge, "fit": _fit,
    "undo": lambda p: _turn(p, False), "redo": lambda p: _turn(p, True),
}


def icon(name: str) -> QIcon:
    """A 24-pixel icon (drawn at 2× for sharp rendering on high-density screens)."""
    pixmap = QPixmap(48, 48)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(2, 2)
    PAINTERS[name](painter)
    painter.end()
    pixmap.setDevicePixelRatio(2)
    return QIcon(pixmap)
