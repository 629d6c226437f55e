"""The map as a ``QGraphicsScene``: zones, places, rivers, straits, stacks.

Map coordinates are scaled into a canonical scene space (the map is
``SCENE_WIDTH`` units wide) so fonts and pens behave the same on the tiny
test map and on the Roman world. Zone names are drawn in device pixels
(``ItemIgnoresTransformations``) and pick a level of detail from the zoom,
so they stay legible at every scale.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene

from sv_desktop import theme
from sv_desktop.board import BoardView, PieceView
from sv_desktop.map_geometry import MapTransform, Outline, nearest_link, union_outline
from sv_desktop.map_items import (
    DioceseBorder,
    DioceseLabel,
    HighlightLabel,
    ZoneItem,
    ZoneLabel,
    ZoneMarkerBadge,
    ZoneOverlay,
)
from sv_desktop.map_tiles import TileCache
from sv_desktop.stacks import StackItem
from sv_model.schemas.map import EdgeKind, GameMap, Zone, ZoneKind
from sv_model.schemas.scenario import Side

SCENE_WIDTH = 6000.0
MARGIN = 0.04
GROUP_ORDER = {"PRIMUS": 0, "SECONDUS": 1, "neutral": 2}


class MapScene(QGraphicsScene):
    """A scene mirroring a ``GameMap`` and a ``BoardView`` laid on it."""

    zone_clicked = Signal(str)
    stack_clicked = Signal(str, str)  # zone, group
    piece_pressed = Signal(str, QPointF)
    backdrop_changed = Signal()  # zone colours changed (control, peoples at war)

    def __init__(self, game_map: GameMap, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.game_map = game_map
        self.zones: dict[str, Zone] = {z.id: z for z in game_map.zones}
        self.zone_items: dict[str, ZoneItem] = {}
        self.labels: dict[str, ZoneLabel] = {}
        self.stacks: dict[tuple[str, str], StackItem] = {}
        self.highlight_labels: list[HighlightLabel] = []
        self.marker_badges: list[ZoneMarkerBadge] = []
        self.board = BoardView()
        self.overlays: dict[str, ZoneOverlay] = {}
        self.backdrop = QGraphicsScene(self)  # the static map, drawn through tiles
        self._setup_transform()
        self._build_zones()
        self.counter_size = self._choose_counter_size()
        self._build_rivers()
        self._build_straits()
        self._build_dioceses()
        self.backdrop.setSceneRect(self.sceneRect())
        self.tiles = TileCache(self.backdrop, self.sceneRect(), self._tiles_ready, self)
        self._background = QColor(theme.BACKGROUND)
        self.fast_tiles = False  # set by the view while the map is being moved

    # -- background ---------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, self._background)
        scale = painter.worldTransform().m11()
        if not self.tiles.tiles:
            self.tiles.prepare_base(scale)
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not self.fast_tiles)
        self.tiles.draw(painter, rect, scale)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)

    def _tiles_ready(self, rect: QRectF) -> None:
        self.update(rect)

    def finish_tiles(self) -> None:
        """Render every tile the views have asked for (screenshots and benchmarks)."""
        self.tiles.finish()
        self.update()

    # -- geometry -----------------------------------------------------------------------
    def _setup_transform(self) -> None:
        xs = [x for z in self.game_map.zones for ring in z.polygons for x, _ in ring]
        ys = [y for z in self.game_map.zones for ring in z.polygons for _, y in ring]
        self._min_x, self._min_y = min(xs), min(ys)
        width = max(max(xs) - self._min_x, 1e-9)
        height = max(max(ys) - self._min_y, 1e-9)
        self._k = SCENE_WIDTH / width
        self.transform = MapTransform(self._min_x, self._min_y, self._k)
        m = SCENE_WIDTH * MARGIN
        self.setSceneRect(QRectF(-m, -m, SCENE_WIDTH + 2 * m, height * self._k + 2 * m))

    def to_scene(self, x: float, y: float) -> QPointF:
        return QPointF((x - self._min_x) * self._k, (y - self._min_y) * self._k)

    def _polygon(self, ring: Iterable[tuple[float, float]]) -> QPolygonF:
        return QPolygonF([self.to_scene(x, y) for x, y in ring])

    def zone_anchor(self, zone_id: str) -> QPointF:
        z = self.zones[zone_id]
        return self.to_scene(*z.label)

    def map_rect(self) -> QRectF:
        r = QRectF()
        for item in self.zone_items.values():
            r = r.united(item.sceneBoundingRect())
        return r

    # -- building -----------------------------------------------------------------------
    def _build_zones(self) -> None:
        for z in self.game_map.zones:
            outline = Outline([self.transform.array(r) for r in z.polygons])
            item = ZoneItem(z, outline, self._base_colour(z))
            self.backdrop.addItem(item)
            self.zone_items[z.id] = item
            label = ZoneLabel(z, self.game_map, item.boundingRect())
            label.setPos(self.to_scene(*z.label))
            self.addItem(label)
            self.labels[z.id] = label

    def _base_colour(self, z: Zone) -> QColor:
        if z.kind is ZoneKind.SEA:
            return QColor(theme.SEA_FILL_NO_FLEET if z.no_fleet else theme.SEA_FILL)
        if z.kind is ZoneKind.OUTSIDE:
            return QColor(theme.OUTSIDE_FILL)
        if z.kind is ZoneKind.ORIGIN:
            return QColor(theme.ORIGIN_FILL)
        colours = {d.id: d.colour for d in self.game_map.dioceses}
        return theme.mix(colours.get(z.diocese or "", "#c8b88a"), "#ffffff", 0.18)

    def _choose_counter_size(self) -> float:
        dims = [min(i.boundingRect().width(), i.boundingRect().height())
                for z, i in ((self.zones[k], v) for k, v in self.zone_items.items())
                if z.kind is not ZoneKind.SEA]
        typical = statistics.median(dims) if dims else SCENE_WIDTH / 20
        return max(SCENE_WIDTH / 160, min(typical * 0.34, SCENE_WIDTH / 14))

    def _build_rivers(self) -> None:
        for river in self.game_map.rivers:
            path = QPainterPath(self.to_scene(*river.points[0]))
            for x, y in river.points[1:]:
                path.lineTo(self.to_scene(x, y))
            item = QGraphicsPathItem(path)
            width = 3.2 if river.major else 1.6
            item.setPen(QPen(QColor(theme.RIVER), width, Qt.PenStyle.SolidLine,
                             Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            item.pen().setCosmetic(True)
            pen = item.pen()
            pen.setCosmetic(True)
            item.setPen(pen)
            item.setZValue(3)
            item.setToolTip(f"{river.name}" + (" — major river: +1 MP to cross (7.2)"
                                               if river.major else " — no effect on movement"))
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.backdrop.addItem(item)

    def _build_straits(self) -> None:
        for edge in self.game_map.edges:
            if edge.kind is not EdgeKind.STRAIT:
                continue
            if edge.a not in self.zones or edge.b not in self.zones:
                continue
            pa, pb = nearest_link(self.zones[edge.a].polygons, self.zones[edge.b].polygons)
            qa, qb = self.to_scene(*pa), self.to_scene(*pb)
            ca, cb = self.zone_anchor(edge.a), self.zone_anchor(edge.b)
            # reach a little into each zone so the crossing reads as a link
            start = qa + (ca - qa) * 0.25
            end = qb + (cb - qb) * 0.25
            path = QPainterPath(start)
            path.lineTo(end)
            item = QGraphicsPathItem(path)
            pen = QPen(QColor(theme.STRAIT), 3.0, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
            pen.setCosmetic(True)
            item.setPen(pen)
            item.setZValue(4)
            item.setToolTip(f"Strait {self.zones[edge.a].name} – {self.zones[edge.b].name}: "
                            "+1 MP to cross (7.2)")
            self.backdrop.addItem(item)

    def _build_dioceses(self) -> None:
        """Thick diocese outlines and big diocese names for the far zoom levels."""
        self.diocese_labels: list[DioceseLabel] = []
        for d in self.game_map.dioceses:
            zones = [z for z in self.game_map.zones if z.diocese == d.id]
            if not zones:
                continue
            outline = union_outline(self.transform, [r for z in zones for r in z.polygons])
            self.backdrop.addItem(DioceseBorder(outline))
            box = QRectF()
            for z in zones:
                box = box.united(self.zone_items[z.id].boundingRect())
            label = DioceseLabel(d.name.upper(), box, self.counter_size)
            label.setVisible(False)
            self.addItem(label)
            self.diocese_labels.append(label)

    # -- state --------------------------------------------------------------------------
    def set_control(self, control: Mapping[str, Side]) -> None:
        """Tint every diocese zone with the colour of its controller (3.7.3)."""
        changed = False
        for zid, item in self.zone_items.items():
            z = self.zones[zid]
            side = control.get(z.diocese) if z.diocese else None
            changed |= item.set_controller(side)
            if z.number == 1:
                self.labels[zid].set_control_marker(side)
        if changed:
            self.tiles.invalidate()
            self.backdrop_changed.emit()

    def set_peoples_at_war(self, at_war: Mapping[str, Side | None]) -> None:
        changed = False
        for zid, item in self.zone_items.items():
            z = self.zones[zid]
            changed |= item.set_at_war(z.people in at_war if z.people else False)
        if changed:
            self.tiles.invalidate()
            self.backdrop_changed.emit()

    def set_board(self, board: BoardView) -> None:
        """Show ``board``: only stacks whose contents changed are touched."""
        self.board = board
        self.set_control(board.diocese_control)
        self.set_peoples_at_war(board.peoples_at_war)
        grouped: dict[tuple[str, str], list[PieceView]] = {}
        for p in sorted(board.pieces, key=lambda p: p.order):
            if p.zone in self.zones:
                grouped.setdefault((p.zone, p.group), []).append(p)
        for key in [k for k in self.stacks if k not in grouped]:
            self.removeItem(self.stacks.pop(key))
        for key, pieces in grouped.items():
            stack = self.stacks.get(key)
            if stack is None:
                stack = StackItem(key[0], key[1], self.counter_size)
                stack.clicked.connect(self.stack_clicked)
                stack.piece_pressed.connect(self.piece_pressed)
                self.addItem(stack)
                self.stacks[key] = stack
            if stack.pieces != pieces:
                stack.set_pieces(pieces)
        self._place_stacks()
        self._place_zone_markers(board.zone_markers)

    def _place_stacks(self) -> None:
        by_zone: dict[str, list[StackItem]] = {}
        for (zone, _g), stack in self.stacks.items():
            by_zone.setdefault(zone, []).append(stack)
        for zone, stacks in by_zone.items():
            stacks.sort(key=lambda s: GROUP_ORDER.get(s.group, 3))
            anchor = self.zone_anchor(zone)
            spacing = self.counter_size * 1.25
            x0 = anchor.x() - spacing * (len(stacks) - 1) / 2
            for i, stack in enumerate(stacks):
                stack.setPos(x0 + i * spacing, anchor.y() - self.counter_size * 0.62)

    def _place_zone_markers(self, markers: Mapping[str, list[str]]) -> None:
        for badge in self.marker_badges:
            self.removeItem(badge)
        self.marker_badges = []
        for zone, names in markers.items():
            if zone not in self.zones or not names:
                continue
            badge = ZoneMarkerBadge(names, self.counter_size)
            anchor = self.zone_anchor(zone)
            badge.setPos(anchor.x() + self.counter_size * 0.7, anchor.y() + self.counter_size * 0.1)
            self.addItem(badge)
            self.marker_badges.append(badge)

    def stack(self, zone_id: str, group: str) -> StackItem | None:
        return self.stacks.get((zone_id, group))

    def stack_of_piece(self, piece_id: str) -> StackItem | None:
        for stack in self.stacks.values():
            if piece_id in stack.items:
                return stack
        return None

    def unpin_all(self, except_stack: StackItem | None = None) -> None:
        for stack in self.stacks.values():
            if stack is not except_stack and stack.pinned:
                stack.unpin()

    # -- highlights ---------------------------------------------------------------------
    def set_zone_highlight(self, zone_id: str, kind: str | None) -> None:
        """Show (or remove, with None) a highlight over one zone."""
        item = self.zone_items.get(zone_id)
        if item is None:
            return
        item.highlight = kind
        overlay = self.overlays.pop(zone_id, None)
        if overlay is not None:
            self.removeItem(overlay)
        if kind is not None:
            overlay = ZoneOverlay(item.outline, kind)
            self.addItem(overlay)
            self.overlays[zone_id] = overlay

    def highlight_zones(self, zones: Mapping[str, tuple[int, bool]],
                        origin: str | None = None) -> None:
        """Mark legal destinations with their MP cost; ``halts`` zones in amber (7.1)."""
        self.clear_highlight()
        for zid, (cost, halts) in zones.items():
            if zid not in self.zone_items:
                continue
            self.set_zone_highlight(zid, "halt" if halts else "reach")
            below = self.labels[zid].boundingRect().bottom()
            label = HighlightLabel(f"{cost} MP" + (" — halts" if halts else ""), halts, below)
            label.setPos(self.zone_anchor(zid))
            self.addItem(label)
            self.highlight_labels.append(label)
        if origin and origin in self.zone_items:
            self.set_zone_highlight(origin, "origin")

    def highlight_single(self, zone_id: str | None, kind: str = "target") -> None:
        for zid, item in self.zone_items.items():
            if item.highlight == kind:
                self.set_zone_highlight(zid, None)
        if zone_id and zone_id in self.zone_items:
            self.set_zone_highlight(zone_id, kind)

    def clear_highlight(self) -> None:
        for zid in list(self.overlays):
            self.set_zone_highlight(zid, None)
        for label in self.highlight_labels:
            self.removeItem(label)
        self.highlight_labels = []

    # -- queries ------------------------------------------------------------------------
    def zone_at(self, pos: QPointF) -> str | None:
        for item in self.backdrop.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                                        Qt.SortOrder.DescendingOrder):
            if isinstance(item, ZoneItem):
                return item.zone.id
        return None

    def stack_at(self, pos: QPointF) -> StackItem | None:
        for item in self.items(pos):
            node: QGraphicsItem | None = item
            while node is not None:
                if isinstance(node, StackItem):
                    return node
                node = node.parentItem()
        return None

    def set_view_scale(self, scale: float) -> None:
        """Adapt labels to a view showing ``scale`` pixels per scene unit."""
        for label in self.labels.values():
            label.set_scale_hint(scale)
        far = scale * self.counter_size < 22
        for d in self.diocese_labels:
            d.setVisible(far)
