"""Stacks of counters: compact with a count, fanned out on hover or click."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from sv_desktop.board import PieceView
from sv_desktop.counters import RENDER_SIZE, CounterItem

COMPACT_SHOWN = 4  # counters visible at the edge of a compact stack
COMPACT_STEP = 0.07  # offset between them, as a fraction of the counter size
FAN_COLUMNS = 6
Z_STACK = 20.0
Z_FANNED = 60.0


class StackItem(QGraphicsObject):
    """The pieces one group (a side, or neutral) has in one zone.

    ``pos()`` is the centre of the stack's top counter. Hovering fans the
    stack out; a click pins it open and asks for the stack inspector.
    """

    clicked = Signal(str, str)  # zone id, group
    piece_pressed = Signal(str, QPointF)  # piece id, scene position

    def __init__(self, zone_id: str, group: str, size: float) -> None:
        super().__init__()
        self.zone_id = zone_id
        self.group = group
        self.size = size
        self.pieces: list[PieceView] = []
        self.items: dict[str, CounterItem] = {}
        self.fanned = False
        self.pinned = False
        self._rect = QRectF()
        self._edges: list[QColor] = []
        self.badge = CountBadge(self)
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_STACK)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # -- content -------------------------------------------------------------------------
    def set_pieces(self, pieces: list[PieceView]) -> None:
        """Show ``pieces`` (top first), reusing counter items already made."""
        keep = {p.id for p in pieces}
        for pid in [k for k in self.items if k not in keep]:
            item = self.items.pop(pid)
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        for p in pieces:
            item = self.items.get(p.id)
            if item is None:
                item = CounterItem(p.id, p.spec, self.size, self)
                self.items[p.id] = item
            elif item.spec != p.spec:
                item.set_spec(p.spec)
        self.pieces = list(pieces)
        self.setToolTip("")
        self._layout()

    def piece_ids(self) -> list[str]:
        return [p.id for p in self.pieces]

    # -- layout --------------------------------------------------------------------------
    def _layout(self) -> None:
        self.prepareGeometryChange()
        if self.fanned:
            self._layout_fanned()
        else:
            self._layout_compact()
        self.update()

    def _layout_compact(self) -> None:
        """Only the top counter is drawn in full; the stack below shows as card edges
        (painted by the stack itself), which keeps a full-map repaint cheap."""
        step = self.size * COMPACT_STEP
        n = len(self.pieces)
        shown = min(n, COMPACT_SHOWN)
        for i, p in enumerate(self.pieces):
            item = self.items[p.id]
            item.setVisible(i == 0)
            item.setPos(-self.size / 2, -self.size / 2)
            item.setZValue(float(n - i))
        self._edges = [QColor(p.spec.base) for p in self.pieces[1:shown]]
        extra = (shown - 1) * step
        d = self.size * 0.38
        self.badge.place(QRectF(self.size / 2 + extra - d * 0.6, self.size / 2 - d * 0.75, d, d),
                         n)
        self._rect = QRectF(-self.size / 2, -self.size / 2 - extra - self.size * 0.3,
                            self.size + extra + self.size * 0.2,
                            self.size + extra + self.size * 0.5)
        self.setZValue(Z_STACK)

    def _layout_fanned(self) -> None:
        """Spread the pieces in rows going right and up, the top piece staying put,
        so the counter under the cursor does not jump away when the stack opens."""
        n = len(self.pieces)
        cols = min(n, FAN_COLUMNS)
        rows = (n + cols - 1) // cols
        gap = self.size * 0.12
        cell = self.size + gap
        row_step = cell + self.size * 0.25  # room for title markers above a counter
        left, bottom = -self.size / 2, -self.size / 2
        for i, p in enumerate(self.pieces):
            item = self.items[p.id]
            r, c = divmod(i, cols)
            item.setVisible(True)
            item.setPos(left + c * cell, bottom - r * row_step)
            item.setZValue(float(n - i))
        pad = self.size * 0.2
        top = bottom - (rows - 1) * row_step - self.size * 0.3
        self.badge.place(QRectF(), 0)
        self._rect = QRectF(left - pad, top - pad, cols * cell - gap + 2 * pad,
                            bottom + self.size - top + 2 * pad)
        self.setZValue(Z_FANNED)

    def set_fanned(self, fanned: bool) -> None:
        if fanned != self.fanned:
            self.fanned = fanned
            self._layout()

    def set_size(self, size: float) -> None:
        self.size = size
        for item in self.items.values():
            item.set_size(size)
        self._layout()

    # -- painting ------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.fanned:
            painter.setPen(QPen(QColor(40, 30, 10, 200), 0))
            painter.setBrush(QColor(250, 246, 232, 215))
            painter.drawRoundedRect(self._rect, self.size * 0.1, self.size * 0.1)
            return
        # the counters under the top one: their edges, up and to the right
        step = self.size * COMPACT_STEP
        body = self.size * (1 - 7 / RENDER_SIZE)
        painter.setPen(QPen(QColor(20, 15, 5, 200), 0))
        for depth in range(len(self._edges), 0, -1):
            painter.setBrush(self._edges[depth - 1])
            x = -self.size / 2 + depth * step + self.size * 3 / RENDER_SIZE
            y = -self.size / 2 - depth * step + self.size * 3 / RENDER_SIZE
            painter.drawRoundedRect(QRectF(x, y, body, body), self.size * 0.06, self.size * 0.06)

    # -- interaction ---------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if len(self.pieces) > 1:
            self.set_fanned(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if not self.pinned:
            self.set_fanned(False)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        piece = self.piece_at(event.scenePos())
        if piece is not None:
            self.piece_pressed.emit(piece, event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.pinned = not self.pinned if len(self.pieces) > 1 else False
            self.set_fanned(self.pinned or self.isUnderMouse())
            self.clicked.emit(self.zone_id, self.group)
        event.accept()

    def unpin(self) -> None:
        self.pinned = False
        self.set_fanned(False)

    def piece_at(self, scene_pos: QPointF) -> str | None:
        """The topmost visible counter of this stack under ``scene_pos``."""
        best: tuple[float, str] | None = None
        for pid, item in self.items.items():
            if item.isVisible() and item.sceneBoundingRect().contains(scene_pos) and (
                    best is None or item.zValue() > best[0]):
                best = (item.zValue(), pid)
        return best[1] if best else None



class CountBadge(QGraphicsItem):
    """The number of pieces in a compact stack, drawn over its top counter."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.count = 0
        self._box = QRectF()
        self.setZValue(10_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def place(self, box: QRectF, count: int) -> None:
        self.prepareGeometryChange()
        self._box = box
        self.count = count
        self.setVisible(count > 1)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        d = self._box.width()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#1b1b1b"), d * 0.07))
        painter.setBrush(QColor("#fff6c8"))
        painter.drawEllipse(self._box)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(1, round(d * 0.56)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#1b1b1b"))
        painter.drawText(self._box, Qt.AlignmentFlag.AlignCenter, str(self.count))
