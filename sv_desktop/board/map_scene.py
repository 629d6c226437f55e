"""The map as a ``QGraphicsScene``: zones, places, rivers, straits, stacks.

Map coordinates are scaled into a canonical scene space (the map is
``SCENE_WIDTH`` units wide) so fonts and pens behave the same on the tiny
test map and on the Roman world. Names are drawn in device pixels
(``ItemIgnoresTransformations``); ``map_layout`` chooses, at every zoom, where
the stacks go and which names show, so that nothing overlaps.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from sv_desktop.board.board_view import BoardView, PieceView
from sv_desktop.board.counters import RENDER_SIZE, figures_px, name_px
from sv_desktop.board.map_items import CalloutLine, HighlightLabel, ZoneMarkerBadge, ZoneOverlay
from sv_desktop.board.map_labels import DioceseLabel, ZoneLabel
from sv_desktop.board.map_layout import MapLayout
from sv_desktop.board.map_tiles import TileCache
from sv_desktop.board.mapkit import palette
from sv_desktop.board.mapkit.items import DioceseBorder, RiverItem, StraitItem, ZoneItem
from sv_desktop.board.mapkit.outlines import MapTransform, Outline, union_outline
from sv_desktop.board.mapkit.shapes import strait_crossing
from sv_desktop.board.stacks import StackItem
from sv_desktop.common.i18n import language, translate
from sv_model.data_texts import map_in_language
from sv_model.geometry import zone_shapes
from sv_model.schemas.map import EdgeKind, GameMap, Zone, ZoneKind
from sv_model.schemas.scenario import Side

LEGIBLE_PX = 9.0  # the smallest lettering of a counter's figures at the default zoom, pixels
LEGIBLE_NAME_PX = 6.0  # the smallest name on a counter's strip at the default zoom, pixels
SCENE_WIDTH = 6000.0
MARGIN = 0.04
FIT_MARGIN = 0.015  # around the area that fitting the map to the window shows


class MapScene(QGraphicsScene):
    """A scene mirroring a ``GameMap`` and a ``BoardView`` laid on it."""

    zone_clicked = Signal(str)
    stack_clicked = Signal(str, str)  # zone, group
    stack_fanned = Signal(bool)  # a stack opened or closed
    piece_pressed = Signal(str, QPointF)
    backdrop_changed = Signal()  # zone colours changed (control, peoples at war)

    def __init__(self, game_map: GameMap, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_map = game_map
        # names in the interface's language where the map gives them (issue 34)
        self.shown_map = map_in_language(game_map, language())
        self.zones: dict[str, Zone] = {z.id: z for z in self.shown_map.zones}
        self.zone_items: dict[str, ZoneItem] = {}
        self.labels: dict[str, ZoneLabel] = {}
        self.stacks: dict[tuple[str, str], StackItem] = {}
        self.highlight_labels: list[HighlightLabel] = []
        self.marker_badges: list[ZoneMarkerBadge] = []
        self.callout_lines: list[CalloutLine] = []
        self.board = BoardView()
        self.overlays: dict[str, ZoneOverlay] = {}
        self.backdrop = QGraphicsScene(self)  # the static map, drawn through tiles
        self._shades = palette.diocese_shades(game_map)
        self._setup_transform()
        self._build_zones()
        self.counter_size = self._choose_counter_size()
        self._build_rivers()
        self._build_straits()
        self._build_dioceses()
        self.backdrop.setSceneRect(self.sceneRect())
        self.layout = MapLayout(self)
        self.tiles = TileCache(self.backdrop, self.sceneRect(), self._tiles_ready, self)
        self._background = QColor(palette.BACKGROUND)
        self.fast_tiles = False  # set by the view while the map is being moved

    # -- background ---------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        painter.fillRect(rect, self._background)
        scale = painter.worldTransform().m11()
        if not self.tiles.tiles:
            self.tiles.prepare(scale, rect)
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        antialiased = painter.testRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not self.fast_tiles)
        # antialiased tile edges would let the background show through as faint seams
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        self.tiles.draw(painter, rect, scale)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)

    def _tiles_ready(self, rect: QRectF) -> None:
        self.update(rect)

    def finish_tiles(self) -> None:
        """Show now what the view will show once it settles (screenshots, benchmarks):
        the stacks and names laid out for its zoom, every tile it asked for rendered."""
        if self.layout.view_scale is not None:
            self.layout.set_scale(self.layout.view_scale, settled=True)
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

    def fit_rect(self) -> QRectF:
        """What fitting the map to the window shows: the dioceses, the peoples' zones
        and every zone with pieces in it. The far lands and seas at the map's edges
        may be cut, which leaves more room for the rest."""
        r = QRectF()
        busy = {zone for zone, _group in self.stacks}
        for zid, item in self.zone_items.items():
            if self.zones[zid].kind in (ZoneKind.DIOCESE, ZoneKind.ORIGIN) or zid in busy:
                r = r.united(item.sceneBoundingRect())
        if r.isEmpty():
            return self.map_rect()
        m = FIT_MARGIN * max(r.width(), r.height())
        return r.adjusted(-m, -m, m, m).intersected(self.map_rect())

    def legible_scale(self) -> float:
        """The smallest view scale at which the figures of every counter on the map are
        ``LEGIBLE_PX`` high (issue 15 item 2: counters readable at the default zoom)."""
        specs = [p.spec for stack in self.stacks.values() for p in stack.pieces]
        figures = min((figures_px(s) for s in specs), default=24)
        names = min((name_px(s) for s in specs), default=24)  # and the names (issue 39)
        return max(LEGIBLE_PX / figures, LEGIBLE_NAME_PX / names) * RENDER_SIZE \
            / self.counter_size

    # -- building -----------------------------------------------------------------------
    def _build_zones(self) -> None:
        for z in self.game_map.zones:
            outline = Outline([self.transform.array(r) for r in z.polygons])
            item = ZoneItem(z, outline, self._base_colour(z))
            self.backdrop.addItem(item)
            self.zone_items[z.id] = item
            label = ZoneLabel(self.zones[z.id], self.shown_map)
            label.setPos(self.to_scene(*z.label))
            self.addItem(label)
            self.labels[z.id] = label

    def _base_colour(self, z: Zone) -> QColor:
        return palette.zone_fill(self.game_map, z, self._shades)

    def _choose_counter_size(self) -> float:
        dims = [min(i.boundingRect().width(), i.boundingRect().height())
                for z, i in ((self.zones[k], v) for k, v in self.zone_items.items())
                if z.kind is not ZoneKind.SEA]
        typical = statistics.median(dims) if dims else SCENE_WIDTH / 20
        return max(SCENE_WIDTH / 160, min(typical * 0.34, SCENE_WIDTH / 14))

    def _build_rivers(self) -> None:
        for river in self.game_map.rivers:
            self.backdrop.addItem(RiverItem(river, self.to_scene))

    def _build_straits(self) -> None:
        shapes = zone_shapes(self.game_map)
        for edge in self.game_map.edges:
            if edge.kind is not EdgeKind.STRAIT or edge.a not in shapes or edge.b not in shapes:
                continue
            a, b = self.zones[edge.a].name, self.zones[edge.b].name
            tip = (translate("Map", "{strait}, strait {a} – {b}: +1 MP to cross (7.2)").format(
                strait=edge.name, a=a, b=b) if edge.name else
                translate("Map", "Strait {a} – {b}: +1 MP to cross (7.2)").format(a=a, b=b))
            crossing = strait_crossing(shapes[edge.a], shapes[edge.b])
            self.backdrop.addItem(StraitItem(crossing, self._k, self.to_scene, tip,
                                             pad=SCENE_WIDTH * 0.04))

    def _build_dioceses(self) -> None:
        """Thick diocese outlines and diocese names for the far zoom levels."""
        self.diocese_labels: dict[str, DioceseLabel] = {}
        for d in self.shown_map.dioceses:
            zones = [z for z in self.game_map.zones if z.diocese == d.id]
            if not zones:
                continue
            outline = union_outline(self.transform, [r for z in zones for r in z.polygons])
            self.backdrop.addItem(DioceseBorder(outline))
            label = DioceseLabel(d.id, d.name, d.colour)
            label.setVisible(False)
            self.addItem(label)
            self.diocese_labels[d.id] = label

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
                stack.fanned_changed.connect(self.stack_fanned)
                self.addItem(stack)
                self.stacks[key] = stack
            if stack.pieces != pieces:
                if stack.pinned:  # pinned open on what is no longer there
                    stack.unpin()
                stack.set_pieces(pieces)
        self._set_zone_markers(board.zone_markers)
        self.layout.invalidate()

    def _set_zone_markers(self, markers: Mapping[str, list[str]]) -> None:
        wanted = {z: list(n) for z, n in markers.items() if z in self.zones and n}
        if wanted == {b.zone_id: b.names for b in self.marker_badges}:
            return
        for badge in self.marker_badges:
            self.removeItem(badge)
        self.marker_badges = []
        for zone, names in wanted.items():
            badge = ZoneMarkerBadge(zone, names)
            badge.setPos(self.zone_anchor(zone))
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
        self._clear_highlight()
        for zid, (cost, halts) in zones.items():
            if zid not in self.zone_items:
                continue
            self.set_zone_highlight(zid, "halt" if halts else "reach")
            text = (translate("Map", "{cost} MP — halts").format(cost=cost) if halts
                    else translate("Map", "{cost} MP").format(cost=cost))
            label = HighlightLabel(zid, text, halts)
            label.setPos(self.zone_anchor(zid))
            self.addItem(label)
            self.highlight_labels.append(label)
        if origin and origin in self.zone_items:
            self.set_zone_highlight(origin, "origin")
        self.layout.invalidate()

    def label_zone(self, zone_id: str, text: str, halts: bool = False) -> None:
        """Add a bubble like the MP costs to ``zone_id`` (e.g. a planned route's steps);
        it goes with the other highlights."""
        if zone_id not in self.zone_items:
            return
        label = HighlightLabel(zone_id, text, halts)
        label.setPos(self.zone_anchor(zone_id))
        self.addItem(label)
        self.highlight_labels.append(label)
        self.layout.invalidate()

    def highlight_single(self, zone_id: str | None, kind: str = "target") -> None:
        for zid, item in self.zone_items.items():
            if item.highlight == kind:
                self.set_zone_highlight(zid, None)
        if zone_id and zone_id in self.zone_items:
            self.set_zone_highlight(zone_id, kind)

    def clear_highlight(self) -> None:
        if self._clear_highlight():
            self.layout.invalidate()

    def _clear_highlight(self) -> bool:
        """Remove every highlight; True if MP costs were shown (the layout changes)."""
        for zid in list(self.overlays):
            self.set_zone_highlight(zid, None)
        had = bool(self.highlight_labels)
        for label in self.highlight_labels:
            self.removeItem(label)
        self.highlight_labels = []
        return had

    def set_callouts(self, lines: list[CalloutLine]) -> None:
        """Show these leader lines (the map layout's callouts) instead of the last ones."""
        for line in self.callout_lines:
            self.removeItem(line)
        self.callout_lines = lines
        for line in lines:
            self.addItem(line)

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

    def set_view_scale(self, scale: float, settled: bool = False) -> None:
        """Lay out stacks and names for a view showing ``scale`` pixels per scene unit
        (``settled``: the view stopped moving; see ``MapLayout.set_scale``)."""
        self.layout.set_scale(scale, settled)
