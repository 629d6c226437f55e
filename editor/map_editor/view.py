"""The editor's map view: zoom, pan, and pointer events handed to the active tool."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGraphicsView,
    QWidget,
)

from editor.map_editor.controller import EditController
from editor.map_editor.document import MapDocument
from editor.map_editor.geometry_ops import Point, vkey
from editor.map_editor.river_tool import RiverTool
from editor.map_editor.scene import MapDocumentScene
from editor.map_editor.tools import (
    BackgroundTool,
    DrawZoneTool,
    LinkTool,
    SelectTool,
    SplitTool,
    Tool,
)
from sv_desktop.board.mapkit.zoom import ZoomPolicy, wheel_factor, zoom_view
from sv_desktop.common.i18n import translate

EDITOR_ZOOM = ZoomPolicy(fit_fraction=0.1, max_over_fit=800.0)
"""From a tenth of the window to 800 times the whole map (and its background
scan): deep enough to place a vertex on a scan, never so far that it is lost."""


class MapDocumentView(QGraphicsView):
    """Wheel zooms about the cursor; middle-drag, Space+drag or a drag on empty space pans."""

    status_message = Signal(str)
    position = Signal(float, float)

    def __init__(self, doc: MapDocument, scene: MapDocumentScene, controller: EditController,
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.doc = doc
        self.editor_scene = scene
        self.controller = controller
        self.snap_px = 10.0
        self.snapping = True
        self._pan_from: QPointF | None = None
        self._space_held = False
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.tools: dict[str, Tool] = {t.name: t for t in (
            SelectTool(self), DrawZoneTool(self), SplitTool(self), LinkTool(self),
            RiverTool(self), BackgroundTool(self))}
        self.tool: Tool = self.tools["select"]

    # --- tools and messages -----------------------------------------------------------------

    def set_tool(self, name: str) -> None:
        self.tool.cancel()
        self.tool = self.tools[name]
        self.setFocus()
        self.status(self.tool.hint_text())
        self.set_cursor_for_tool()

    def set_cursor_for_tool(self) -> None:
        arrow = self.tool.name in ("select", "background")
        self.viewport().setCursor(Qt.CursorShape.ArrowCursor if arrow
                                  else Qt.CursorShape.CrossCursor)

    def status(self, message: str) -> None:
        self.status_message.emit(message)

    def show_position(self, p: Point) -> None:
        self.position.emit(p[0], p[1])

    # --- repainting during a drag ------------------------------------------------------------

    def begin_fast_updates(self) -> None:
        """During a drag only the area around the moving vertices is repainted."""
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.NoViewportUpdate)

    def end_fast_updates(self) -> None:
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.viewport().update()

    def update_scene_rect(self, rect: QRectF | list[QRectF]) -> None:
        """Repaint these scene areas now that the view does not track changes itself."""
        viewport = self.viewport()
        for r in rect if isinstance(rect, list) else [rect]:
            viewport.update(self.mapFromScene(r).boundingRect().adjusted(-3, -3, 3, 3))

    # --- zoom ---------------------------------------------------------------------------------

    def _update_pixel_size(self) -> None:
        scale = abs(self.transform().m11()) or 1.0
        self.editor_scene.set_pixel_size(1.0 / scale)

    def content_rect(self) -> QRectF:
        """The zones' extent and the background scan's (the whole scene when empty)."""
        zones = [item.sceneBoundingRect() for item in self.editor_scene.zone_items.values()]
        background = self.editor_scene.background
        if background.isVisible() and not background.pixmap().isNull():
            zones.append(background.sceneBoundingRect())
        if not zones:
            return self.editor_scene.itemsBoundingRect()
        rect = zones[0]
        for r in zones[1:]:
            rect = rect.united(r)
        return rect

    def fit_all(self) -> None:
        rect = self.content_rect()
        if not rect.isEmpty():
            self.fitInView(rect.adjusted(-rect.width() * 0.02, -rect.height() * 0.02,
                                         rect.width() * 0.02, rect.height() * 0.02),
                           Qt.AspectRatioMode.KeepAspectRatio)
        self._update_pixel_size()

    def zoom_to(self, bounds: tuple[float, float, float, float]) -> None:
        x0, y0, x1, y1 = bounds
        w, h = max(x1 - x0, 1e-6), max(y1 - y0, 1e-6)
        m = max(w, h) * 0.6 + 1e-3
        self.fitInView(QRectF(x0 - m, y0 - m, w + 2 * m, h + 2 * m),
                       Qt.AspectRatioMode.KeepAspectRatio)
        self.zoom_by(1.0)  # back within the limits (a tiny zone would zoom in too far)

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom within the map kit's policy, keeping the map point under ``anchor``
        (viewport pixels; the centre when None) still."""
        rect = self.content_rect()
        if not rect.isEmpty():
            zoom_view(self, EDITOR_ZOOM, rect, factor, anchor)
        self._update_pixel_size()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if delta:
            self.zoom_by(wheel_factor(delta), event.position())
        event.accept()

    # --- pointer ------------------------------------------------------------------------------

    def _map_point(self, event: QMouseEvent) -> Point:
        p = self.mapToScene(event.position().toPoint())
        return (p.x(), p.y())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        if event.button() == Qt.MouseButton.MiddleButton or self._space_held:
            self._pan_from = event.position()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if not self.tool.press(self._map_point(event), event.modifiers()):
            self._pan_from = event.position()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            h, v = self.horizontalScrollBar(), self.verticalScrollBar()
            h.setValue(h.value() - int(delta.x()))
            v.setValue(v.value() - int(delta.y()))
            return
        p = self._map_point(event)
        self.show_position(p)
        self.tool.move(p, event.modifiers())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.tool.release(self._map_point(event), event.modifiers())

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.tool.double_click(self._map_point(event))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            self._space_held = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            return
        if not self.tool.key(event):
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = False
            self.set_cursor_for_tool()
            return
        super().keyReleaseEvent(event)

    # --- typed coordinates --------------------------------------------------------------------

    def edit_vertex_coordinates(self, v: Point) -> None:
        dialog = CoordinateDialog(v, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.controller.move_vertices({vkey(v): dialog.point()})


class CoordinateDialog(QDialog):
    """Type a vertex's exact coordinates."""

    def __init__(self, p: Point, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("VertexDialog", "Vertex coordinates"))
        form = QFormLayout(self)
        self.x_box = _coordinate_box(p[0])
        self.y_box = _coordinate_box(p[1])
        form.addRow("x", self.x_box)
        form.addRow("y", self.y_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def point(self) -> Point:
        return (self.x_box.value(), self.y_box.value())


def _coordinate_box(value: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setDecimals(4)
    box.setRange(-1e9, 1e9)
    box.setValue(value)
    return box
