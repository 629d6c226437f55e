"""Stacks of counters: compact with a count, fanned out on hover or click.

Far out, where a counter would be a few unreadable pixels, a stack is drawn as
a chip of fixed screen size: the colour of its side (or, for a people, of its
nationality), its number of pieces, and a dot when a leader is in it. Hovering
a chip, or a stack of small counters, opens it magnified to a readable size.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPixmapCache
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from sv_desktop.board import theme
from sv_desktop.board.board_view import PieceView
from sv_desktop.board.counters import MARKER_HEIGHT, RENDER_SIZE, CounterItem, PieceKind
from sv_model.schemas.scenario import Side

COMPACT_SHOWN = 4  # counters visible at the edge of a compact stack
COMPACT_STEP = 0.07  # offset between them, as a fraction of the counter size
FAN_COLUMNS = 6
Z_STACK = 20.0
Z_FANNED = 90.0  # above names, markers and MP costs
CHIP_PX = 17.0  # a chip's side on screen, in pixels
CHIP_EXTENT = 0.58  # half the chip's box, in counter sizes (the body is 0.5, plus its rim)
CHIP_RENDER = 48  # pixels of a chip's cached picture
FAN_PX = 62.0  # counters of an open stack are magnified to at least this many pixels
GROUP_COLOURS = {Side.PRIMUS.value: theme.SIDE_COLOURS[Side.PRIMUS],
                 Side.SECONDUS.value: theme.SIDE_COLOURS[Side.SECONDUS]}


class StackItem(QGraphicsObject):
    """The pieces one group (a side, or neutral) has in one zone.

    ``pos()`` is the centre of the stack's top counter. Hovering fans the
    stack out; a click pins it open and asks for the stack inspector.
    """

    clicked = Signal(str, str)  # zone id, group
    piece_pressed = Signal(str, QPointF)  # piece id, scene position
    fanned_changed = Signal(bool)

    def __init__(self, zone_id: str, group: str, size: float) -> None:
        super().__init__()
        self.zone_id = zone_id
        self.stack_group = group
        self.size = size
        self.pieces: list[PieceView] = []
        self.items: dict[str, CounterItem] = {}
        self.fanned = False
        self.pinned = False
        self.chip = False  # drawn as a chip (far zoom)
        self.chip_scale = 1.0  # item scale of the chip, so that it shows CHIP_PX wide
        self.fan_scale = 1.0  # item scale of the open stack, so that counters read
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
            gone = self.items.pop(pid)
            scene = gone.scene()
            if scene is not None:
                scene.removeItem(gone)  # the scene also detaches it from this stack
        for p in pieces:
            item = self.items.get(p.id)
            if item is None:
                self.items[p.id] = CounterItem(p.id, p.spec, self.size, self)
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
        self.setScale(self.chip_scale if self.chip else 1.0)
        if self.chip:
            self._layout_chip()
            return
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

    def _layout_chip(self) -> None:
        for i, p in enumerate(self.pieces):
            item = self.items[p.id]
            item.setVisible(False)
            item.setPos(-self.size / 2, -self.size / 2)
            item.setZValue(float(len(self.pieces) - i))
        self._edges = []
        self.badge.place(QRectF(), 0)
        half = self.size * CHIP_EXTENT
        self._rect = QRectF(-half, -half, 2 * half, 2 * half)
        self.setZValue(Z_STACK)

    def _layout_fanned(self) -> None:
        """Spread the pieces in rows going right and up, the top piece staying put,
        so the counter under the cursor does not jump away when the stack opens."""
        self.setScale(self.fan_scale)
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
            self.fanned_changed.emit(fanned)

    def set_size(self, size: float) -> None:
        self.size = size
        for item in self.items.values():
            item.set_size(size)
        self._layout()

    def set_zoom(self, view_scale: float, chip: bool) -> None:
        """Adapt to a view of ``view_scale`` pixels per scene unit: a chip or counters,
        and how much an open stack is magnified."""
        on_screen = max(view_scale * self.size, 1e-6)
        chip_scale = CHIP_PX / on_screen if chip else 1.0
        fan_scale = max(1.0, FAN_PX / on_screen)
        changed = (chip, chip_scale) != (self.chip, self.chip_scale) or (
            self.fanned and fan_scale != self.fan_scale)
        self.chip, self.chip_scale, self.fan_scale = chip, chip_scale, fan_scale
        if changed:
            self._layout()

    def footprint(self) -> QRectF:
        """What the closed stack covers on the map, in scene units around ``pos()``:
        the chip, or the top counter with its title markers, edges and count."""
        s = self.size
        if self.chip:
            k = self.chip_scale * CHIP_EXTENT
            return QRectF(-s * k, -s * k, 2 * s * k, 2 * s * k)
        n = len(self.pieces)
        extra = (min(n, COMPACT_SHOWN) - 1) * s * COMPACT_STEP if n else 0.0
        markers = bool(self.pieces and self.pieces[0].spec.markers)
        top = -s / 2 - extra - (s * MARKER_HEIGHT / RENDER_SIZE if markers else 0.0)
        right = s / 2 + extra + (s * 0.16 if n > 1 else 0.0)
        bottom = s / 2 + (s * 0.1 if n > 1 else 0.0)
        return QRectF(-s / 2, top, right + s / 2, bottom - top)

    def chip_colour(self) -> QColor:
        """The side's colour; a people's stack takes its nationality's colour."""
        colour = GROUP_COLOURS.get(self.stack_group)
        if colour is None and self.pieces:
            colour = self.pieces[0].spec.base
        return QColor(colour or "#777777")

    def has_leader(self) -> bool:
        return any(p.kind is PieceKind.LEADER for p in self.pieces)

    # -- painting ------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        """Hovers and clicks: the closed stack's footprint (a click just beside it
        reaches the zone), or the whole open stack."""
        path = QPainterPath()
        if self.fanned:
            path.addRect(self._rect)
        else:
            f, k = self.footprint(), max(self.scale(), 1e-9)
            path.addRect(QRectF(f.left() / k, f.top() / k, f.width() / k, f.height() / k))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.fanned:
            painter.setPen(QPen(QColor(40, 30, 10, 200), 0))
            painter.setBrush(QColor(250, 246, 232, 238))
            painter.drawRoundedRect(self._rect, self.size * 0.1, self.size * 0.1)
            return
        if self.chip:
            self._paint_chip(painter)
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

    def _paint_chip(self, painter: QPainter) -> None:
        pm = chip_pixmap(self.chip_colour(), len(self.pieces), self.has_leader())
        half = self.size * CHIP_EXTENT
        moving = bool(getattr(self.scene(), "fast_tiles", False))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not moving)
        painter.drawPixmap(QRectF(-half, -half, 2 * half, 2 * half), pm, QRectF(pm.rect()))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)

    # -- interaction ---------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if len(self.pieces) > 1 or self.chip or self.fan_scale > 1.05:
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
            self.clicked.emit(self.zone_id, self.stack_group)
        event.accept()

    def unpin(self) -> None:
        self.pinned = False
        self.set_fanned(False)

    def piece_at(self, scene_pos: QPointF) -> str | None:
        """The topmost visible counter of this stack under ``scene_pos`` (on a closed
        chip: its top piece)."""
        if self.chip and not self.fanned:
            inside = self.boundingRect().contains(self.mapFromScene(scene_pos))
            return self.pieces[0].id if inside and self.pieces else None
        best: tuple[float, str] | None = None
        for pid, item in self.items.items():
            if item.isVisible() and item.sceneBoundingRect().contains(scene_pos) and (
                    best is None or item.zValue() > best[0]):
                best = (item.zValue(), pid)
        return best[1] if best else None


def chip_pixmap(fill: QColor, count: int, leader: bool) -> QPixmap:
    """A chip, drawn once per look into ``QPixmapCache``: a rounded square of ``fill``
    with the number of pieces, and a light dot in the corner when a leader is there."""
    key = f"svchip:{fill.name()}:{count}:{leader}"
    cached = QPixmap()
    if QPixmapCache.find(key, cached):
        return cached
    pm = QPixmap(CHIP_RENDER, CHIP_RENDER)
    pm.fill(Qt.GlobalColor.transparent)
    s = CHIP_RENDER / (2 * CHIP_EXTENT)  # the body's side in the picture
    c = CHIP_RENDER / 2
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(QColor("#14110c"), s * 0.07)
    p.setPen(pen)
    p.setBrush(fill)
    body = QRectF(c - s / 2, c - s / 2, s, s)
    p.drawRoundedRect(body, s * 0.16, s * 0.16)
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(s * (0.66 if count < 10 else 0.54))))
    font.setBold(True)
    p.setFont(font)
    p.setPen(theme.readable_text_on(fill))
    p.drawText(body, Qt.AlignmentFlag.AlignCenter, str(count))
    if leader:
        p.setPen(pen)
        p.setBrush(QColor("#fff6c8"))
        p.drawEllipse(QPointF(c + s * 0.36, c - s * 0.36), s * 0.16, s * 0.16)
    p.end()
    QPixmapCache.insert(key, pm)
    return pm


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
