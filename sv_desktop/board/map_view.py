"""The map view: wheel zoom around the cursor, drag pan, overview inset, hover tips,
and drag-and-drop of counters for movement."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsView, QToolTip, QWidget

from sv_desktop.board.counters import CounterItem, counter_pixmap
from sv_desktop.board.map_items import HighlightLabel
from sv_desktop.board.map_labels import DioceseLabel, ZoneLabel
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.mapkit.zoom import ZoomPolicy, view_scale, wheel_factor, zoom_view
from sv_desktop.board.stacks import StackItem
from sv_desktop.common.i18n import translate

CLICK_SLOP = 5  # pixels a press may move and still be a click


class MapView(QGraphicsView):
    """A view over a ``MapScene``."""

    zone_clicked = Signal(str)
    route_clicked = Signal(str)  # Shift+click or right-click on a zone: plan a route
    piece_clicked = Signal(str)
    piece_dropped = Signal(str, str)  # piece id, zone id
    drag_started = Signal(str)
    drag_cancelled = Signal()
    drag_hovered = Signal(str, QRect)  # during a drag: the zone under it ("" none), the
    # dragged counter's box in viewport pixels
    zoom_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setMouseTracking(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.describe_zone: Callable[[str], str] | None = None
        self.describe_piece: Callable[[str], str] | None = None
        self.can_drag: Callable[[str], bool] = lambda _pid: False
        self._hover_key: tuple[str, str] | None = None
        self._press_pos: QPoint | None = None
        self._press_piece: str | None = None
        self._drag_piece: str | None = None
        self._ghost: QGraphicsPixmapItem | None = None
        self._zoom_anim = QVariantAnimation(self)
        self._zoom_anim.setDuration(110)
        self._zoom_anim.valueChanged.connect(self._zoom_tick)
        self._zoom_last = 1.0
        self._zoom_anchor: QPointF | None = None
        self._auto_fit = True  # keep fitting the map on resize until the user zooms
        self._auto_readable = False  # ... at the default zoom rather than the whole map
        self._board_pending = False  # a new scene waits for its counters (``board_shown``)
        self.readable_start = False  # a new scene opens at the default zoom (play mode)
        self._settle = QTimer(self)  # after a pan or zoom, one last smooth frame
        self._settle.setSingleShot(True)
        self._settle.setInterval(160)
        self._settle.timeout.connect(self._settled)
        self.overview = OverviewInset(self)
        self.overview.recentre.connect(self.centerOn)

    # -- scene --------------------------------------------------------------------------
    def map_scene(self) -> MapScene | None:
        scene = self.scene()
        return scene if isinstance(scene, MapScene) else None

    def set_map_scene(self, scene: MapScene) -> None:
        old = self.map_scene()
        self.setScene(scene)
        scene.piece_pressed.connect(self._on_piece_pressed)
        scene.backdrop_changed.connect(lambda: QTimer.singleShot(0, self.overview, self.overview.refresh))
        scene.stack_fanned.connect(lambda _open: self.overview.avoid_fans())
        if old is not None and old is not scene:
            old.deleteLater()
        if self.readable_start:
            self.default_view()
        else:
            self.fit_map()
        self._board_pending = self.readable_start  # its counters decide the default zoom
        self.overview.set_scene(scene)
        QTimer.singleShot(0, self.overview, self.overview.refresh)

    def board_shown(self) -> None:
        """The first counters of a new scene are on it: the default zoom is the one at
        which they read (``MapScene.legible_scale``), unless the user zoomed since."""
        if self._board_pending and self._auto_fit and self._auto_readable:
            self.default_view()
        self._board_pending = False

    def fit_map(self) -> None:
        scene = self.map_scene()
        if scene is None:
            return
        self.fitInView(scene.fit_rect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._auto_fit, self._auto_readable = True, False
        self._after_zoom(settled=True)

    def default_view(self, centre: QPointF | None = None) -> None:
        """The default zoom: the map fitted to the window, or closer if its counters would
        be too small to read there (``MapScene.legible_scale``), around ``centre`` (the
        middle of the map when None). Resizing the window keeps it until the user zooms."""
        scene = self.map_scene()
        if scene is None:
            return
        fit = scene.fit_rect()
        self.fitInView(fit, Qt.AspectRatioMode.KeepAspectRatio)
        factor = scene.legible_scale() / max(self.current_scale(), 1e-9)
        if factor > 1.0:
            self.scale(factor, factor)
            self.centerOn(centre if centre is not None else fit.center())
        self._auto_fit, self._auto_readable = True, True
        self._after_zoom(settled=True)

    def current_scale(self) -> float:
        return view_scale(self)

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` keeping the scene point under ``anchor`` (viewport px) still,
        within the map kit's zoom policy: from the whole map to one counter 300 px wide."""
        scene = self.map_scene()
        if scene is None:
            return
        policy = ZoomPolicy(fit_fraction=0.6, max_feature_px=300.0, feature=scene.counter_size)
        if zoom_view(self, policy, scene.fit_rect(), factor, anchor) == 1.0:
            return
        self._auto_fit = False
        self._after_zoom()

    def _interacting(self) -> None:
        """While the map moves, tiles are scaled without filtering (4x cheaper)."""
        scene = self.map_scene()
        if scene is not None:
            scene.fast_tiles = True
        self._settle.start()

    def _settled(self) -> None:
        scene = self.map_scene()
        if scene is not None:
            scene.set_view_scale(self.current_scale(), settled=True)
            if scene.fast_tiles:
                scene.fast_tiles = False
                self.viewport().update()
        self.overview.follow_view()

    def _after_zoom(self, settled: bool = False) -> None:
        """After a zoom; ``settled`` for one the program makes (fit, default view), drawn
        smooth at once: no fast frame first and a smooth one 160 ms later (at start-up,
        the window's picture changed once more after it appeared; cold start, issue 33)."""
        self._interacting()
        scene = self.map_scene()
        if scene is not None and self.isVisible():  # laid out once shown (showEvent)
            scene.set_view_scale(self.current_scale(), settled)
        self.overview.follow_view(move=False)
        self.zoom_changed.emit(self.current_scale())
        if settled and self.isVisible():
            self._settle_now()

    def _settle_now(self) -> None:
        self._settle.stop()
        self._settled()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if not delta:
            return
        self._zoom_anchor = event.position()
        if event.pixelDelta().y() and not event.angleDelta().y():
            self.zoom_by(wheel_factor(delta), self._zoom_anchor)  # touchpads follow the fingers
            return
        target = wheel_factor(delta)
        self._zoom_anim.stop()
        self._zoom_last = 1.0
        self._zoom_anim.setStartValue(1.0)
        self._zoom_anim.setEndValue(target)
        self._zoom_anim.start()
        event.accept()

    def _zoom_tick(self, value: float) -> None:
        v = float(value)
        self.zoom_by(v / self._zoom_last, self._zoom_anchor)
        self._zoom_last = v

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif event.key() == Qt.Key.Key_Minus:
            self.zoom_by(0.8)
        elif event.key() == Qt.Key.Key_Escape and self._drag_piece:
            self._end_drag(None)
        else:
            super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and self._drag_piece is not None
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape):
            event.accept()  # Esc ends the drag (keyPressEvent), not the window's shortcut
            return True
        return super().event(event)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        self._interacting()
        super().scrollContentsBy(dx, dy)
        self.overview.avoid_fans()
        self.overview.update()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.map_scene() is not None:
            self._settle_now()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit and self._auto_readable and self.map_scene() is not None:
            self.default_view(self.mapToScene(self.viewport().rect().center()))
        elif self._auto_fit and self.map_scene() is not None:
            self.fit_map()
        self.overview.follow_view()

    # -- hover --------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_piece is not None:
            self._move_ghost(event.position().toPoint())
            return
        if (self._press_piece is not None and self._press_pos is not None
                and (event.position().toPoint() - self._press_pos).manhattanLength() > CLICK_SLOP
                and self.can_drag(self._press_piece)):
            self._begin_drag(self._press_piece, event.position().toPoint())
            return
        super().mouseMoveEvent(event)
        if not event.buttons():
            self._update_tooltip(event.position().toPoint(), event.globalPosition().toPoint())

    def _update_tooltip(self, pos: QPoint, global_pos: QPoint) -> None:
        scene = self.map_scene()
        if scene is None:
            return
        spos = self.mapToScene(pos)
        key: tuple[str, str] | None = None
        text = ""
        stack = scene.stack_at(spos)
        piece = stack.piece_at(spos) if stack is not None else None
        if piece and self.describe_piece is not None:
            key, text = ("piece", piece), self.describe_piece(piece)
        else:
            zone = scene.zone_at(spos)
            if zone and self.describe_zone is not None:
                key, text = ("zone", zone), self.describe_zone(zone)
        if key != self._hover_key:
            self._hover_key = key
            if text:
                QToolTip.showText(global_pos, text, self.viewport())
            else:
                QToolTip.hideText()

    def leaveEvent(self, event: QEvent) -> None:
        self._hover_key = None
        super().leaveEvent(event)

    # -- clicks and drags ---------------------------------------------------------------
    def zone_under(self, pos: QPoint) -> str | None:
        """The zone a viewport point means: that of an MP bubble drawn there (it may stick
        out over a neighbour), else the zone under it."""
        for item in self.items(pos):
            if isinstance(item, HighlightLabel) and item.isVisible():
                return item.zone_id
        scene = self.map_scene()
        return scene.zone_at(self.mapToScene(pos)) if scene is not None else None

    def _on_piece_pressed(self, piece_id: str, _scene_pos: QPointF) -> None:
        self._press_piece = piece_id

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press_pos = event.position().toPoint()
        self._press_piece = None
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._drag_piece is not None:
            zone = self.zone_under(pos)
            self._end_drag(zone)
            return
        super().mouseReleaseEvent(event)
        moved = self._press_pos is None or (pos - self._press_pos).manhattanLength() > CLICK_SLOP
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        route = event.button() == Qt.MouseButton.RightButton or (
            event.button() == Qt.MouseButton.LeftButton and shift)
        if route and not moved:
            zone = self.zone_under(pos)
            if zone:
                self.route_clicked.emit(zone)
        elif event.button() == Qt.MouseButton.LeftButton and not moved:
            if self._press_piece is not None:
                self.piece_clicked.emit(self._press_piece)
            else:
                zone = self.zone_under(pos)
                if zone:
                    self.zone_clicked.emit(zone)
        self._press_pos = None
        self._press_piece = None

    def _begin_drag(self, piece_id: str, pos: QPoint) -> None:
        scene = self.map_scene()
        stack = scene.stack_of_piece(piece_id) if scene else None
        if scene is None or stack is None:
            return
        grabber = scene.mouseGrabberItem()
        if grabber is not None:
            grabber.ungrabMouse()
        self._drag_piece = piece_id
        item: CounterItem = stack.items[piece_id]
        ghost = QGraphicsPixmapItem(counter_pixmap(item.spec))
        ghost.setScale(item.scale() * stack.scale())
        ghost.setOpacity(0.8)
        ghost.setZValue(1000)
        ghost.setOffset(-ghost.pixmap().width() / 2, -ghost.pixmap().height() / 2)
        ghost.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        scene.addItem(ghost)
        self._ghost = ghost
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        self.drag_started.emit(piece_id)
        self._move_ghost(pos)

    def _move_ghost(self, pos: QPoint) -> None:
        if self._ghost is not None:
            self._ghost.setPos(self.mapToScene(pos))
            scene = self.map_scene()
            if scene is not None:
                zone = self.zone_under(pos)
                scene.highlight_single(zone, "target")
                box = self.mapFromScene(self._ghost.sceneBoundingRect()).boundingRect()
                self.drag_hovered.emit(zone or "", box)

    def _end_drag(self, zone: str | None) -> None:
        piece = self._drag_piece
        scene = self.map_scene()
        if self._ghost is not None and scene is not None:
            scene.removeItem(self._ghost)
            scene.highlight_single(None, "target")
        self._ghost = None
        self._drag_piece = None
        self._press_piece = None
        self._press_pos = None
        self.viewport().unsetCursor()
        self.drag_hovered.emit("", QRect())
        if piece is not None and zone is not None:
            self.piece_dropped.emit(piece, zone)
        else:
            self.drag_cancelled.emit()

    def center_on_zone(self, zone_id: str) -> None:
        scene = self.map_scene()
        if scene is not None and zone_id in scene.zones:
            self.centerOn(scene.zone_anchor(zone_id))
            self.overview.update()


class OverviewInset(QWidget):
    """A small picture of the whole map with the visible area outlined.

    The picture is rendered once per board change, so panning only repaints
    the rectangle. Clicking or dragging in it recentres the main view. It steps
    aside while the whole map is in view (it would only repeat it), and once the
    map stops moving it sits in the corner of the view that hides the fewest
    counters and names. It never covers an open (fanned) stack: it moves to
    another corner, or hides while the stack is open. View ▸ Overview (F8) turns
    it off.
    """

    recentre = Signal(QPointF)
    WIDTH = 220
    SHARE = 0.3  # of the view's width, at most
    MARGIN = 12

    def __init__(self, view: MapView) -> None:
        super().__init__(view)
        self.view = view
        self.scene: MapScene | None = None
        self.picture = QPixmap()
        self._stale = True  # the picture is drawn at the next paint
        self.map_rect = QRectF()
        self.wanted = False  # what View ▸ Overview asks for
        self.redundant = False  # the whole map is in view
        self.blocked = False  # an open stack lies under every corner
        self.corner = (1, 1)  # (right?, bottom?)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(translate("MapOverview", "Overview: click or drag to move the view "
                                                 "(View ▸ Overview, F8)"))
        self.resize(self.WIDTH, 150)
        super().setVisible(False)

    def setVisible(self, visible: bool) -> None:  # also called by show() and hide()
        self.wanted = visible
        super().setVisible(visible and not self.redundant and not self.blocked)

    def set_scene(self, scene: MapScene) -> None:
        self.scene = scene
        self.map_rect = scene.map_rect()
        self._fit_size()
        self.follow_view()

    def _fit_size(self) -> bool:
        """At most ``WIDTH`` wide and ``SHARE`` of the view; True if the size changed."""
        width = max(120, min(self.WIDTH, round(self.view.viewport().width() * self.SHARE)))
        ratio = self.map_rect.height() / max(self.map_rect.width(), 1)
        size = (width, max(60, round(width * ratio)))
        if size == (self.width(), self.height()):
            return False
        self.resize(*size)
        return True

    def refresh(self) -> None:
        """The board or the size changed: the picture is drawn again when next painted
        (once, however many changes come before; cold start, issue 33)."""
        self._stale = True
        self.update()

    def _render(self) -> None:
        self._stale = False
        if self.scene is None:
            return
        pm = QPixmap(self.size())
        pm.fill(QColor("#5f87a6"))
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.scene.backdrop.render(p, QRectF(pm.rect()), self.map_rect,
                                   Qt.AspectRatioMode.IgnoreAspectRatio)
        p.end()
        self.picture = pm

    def follow_view(self, move: bool = True) -> None:
        """Hide while the whole map shows; when ``move``, pick the emptiest corner."""
        scene = self.scene
        if scene is None:
            return
        if self._fit_size():
            self.refresh()
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        self.redundant = visible.contains(scene.fit_rect())
        if move and not self.redundant:
            self.corner = min(((1, 1), (0, 1), (1, 0), (0, 0)), key=self._hidden_below)
        self.avoid_fans()

    def fan_rects(self) -> list[QRect]:
        """The open stacks, in viewport pixels."""
        if self.scene is None:
            return []
        return [self.view.mapFromScene(s.sceneBoundingRect()).boundingRect()
                for s in self.scene.stacks.values() if s.fanned]

    def avoid_fans(self) -> None:
        """Keep off the open stacks: stay, move to the emptiest free corner, or hide."""
        fans = self.fan_rects()

        def free(corner: tuple[int, int]) -> bool:
            return not any(self._rect_at(corner).intersects(f) for f in fans)

        self.blocked = False
        if not free(self.corner):
            corners = [c for c in ((1, 1), (0, 1), (1, 0), (0, 0)) if free(c)]
            if corners:
                self.corner = min(corners, key=self._hidden_below)
            else:
                self.blocked = True
        super().setVisible(self.wanted and not self.redundant and not self.blocked)
        self.place()
        self.update()

    def _hidden_below(self, corner: tuple[int, int]) -> float:
        """How much the inset would hide in ``corner``: stacks count most, then names."""
        assert self.scene is not None
        area = self.view.mapToScene(self._rect_at(corner)).boundingRect()
        cost = 0.0
        for item in self.scene.items(area):
            if isinstance(item, StackItem):
                cost += 10
            elif isinstance(item, ZoneLabel | DioceseLabel) and item.isVisible():
                cost += 1
        return cost + (0.5 if corner != self.corner else 0.0)  # stay put on a tie

    def _rect_at(self, corner: tuple[int, int]) -> QRect:
        vp = self.view.viewport()
        x = vp.width() - self.width() - self.MARGIN if corner[0] else self.MARGIN
        y = vp.height() - self.height() - self.MARGIN if corner[1] else self.MARGIN
        return QRect(x, y, self.width(), self.height())

    def place(self) -> None:
        self.move(self._rect_at(self.corner).topLeft())

    def _to_scene(self, pos: QPointF) -> QPointF:
        r = self.map_rect
        return QPointF(r.left() + pos.x() / max(self.width(), 1) * r.width(),
                       r.top() + pos.y() / max(self.height(), 1) * r.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._stale:
            self._render()
        p = QPainter(self)
        p.drawPixmap(0, 0, self.picture)
        p.setPen(QPen(QColor("#1b1b1b"), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(self.rect().adjusted(0, 0, -1, -1))
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        r = self.map_rect
        sx, sy = self.width() / max(r.width(), 1), self.height() / max(r.height(), 1)
        frame = QRectF((visible.left() - r.left()) * sx, (visible.top() - r.top()) * sy,
                       visible.width() * sx, visible.height() * sy)
        p.setPen(QPen(QColor("#ff5a1f"), 2))
        p.setBrush(QColor(255, 90, 31, 40))
        p.drawRect(frame.intersected(QRectF(self.rect())))
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.recentre.emit(self._to_scene(event.position()))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons():
            self.recentre.emit(self._to_scene(event.position()))
        event.accept()
