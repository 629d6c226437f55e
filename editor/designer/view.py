"""The scenario designer's map: play mode's scene and counters, fed from the scenario's
set-up rows, and a view that takes counters dropped from the palette or the inspector.

The board comes from the data as it stands, even when it has errors: rows that name a
zone or a counter that does not exist are left off the map (the problems panel lists
them), and a side that is not a side shows the counter neutral.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
)
from PySide6.QtWidgets import QWidget

from editor.designer.scenario_edits import FLEET, LEADER, UNIT, PieceRef, rows
from editor.designer.scenario_pieces import pieces_from_mime
from sv_desktop.board.board_view import BoardView, Catalogue, add_constantinople, build_board
from sv_desktop.board.counters import CounterItem
from sv_desktop.board.map_view import MapView
from sv_desktop.board.stacks import StackItem
from sv_model.schemas.scenario import Side

SIDE_VALUES = {s.value for s in Side}


def _clean(row: dict[str, Any]) -> dict[str, Any]:
    out = dict(row)
    for key in ("side", "controller"):
        if out.get(key) not in SIDE_VALUES:
            out[key] = None
    return out


def board_of_data(cat: Catalogue, data: dict[str, Any]) -> BoardView:
    """The map's counters for scenario data being edited (3.3: the set-up)."""
    def placed_rows(kind: str) -> list[tuple[str, dict[str, Any]]]:
        return [(str(r.get(kind)), _clean(r)) for r in rows(data, kind)
                if r.get("zone") in cat.zones]

    fleets = [(str(r.get(FLEET)), _clean(r)) for r in rows(data, FLEET)
              if r.get("zone") is None or r.get("zone") in cat.zones]
    listed = {fid for fid, _r in fleets}
    fleets += [(f.id, {}) for f in cat.game_map.fleets if f.id not in listed]  # home ports
    control_value = data.get("diocese_control")
    control = {str(d): Side(s) for d, s in control_value.items()
               if s in SIDE_VALUES} if isinstance(control_value, dict) else {}
    peoples_value = data.get("peoples")
    peoples = [(str(p.get("people")), _clean(p)) for p in peoples_value
               if isinstance(p, dict)] if isinstance(peoples_value, list) else []
    markers: dict[str, list[str]] = {}
    add_constantinople(markers, cat, bool(data.get("constantinopolis_built")))
    return build_board(cat, placed_rows(LEADER), placed_rows(UNIT), fleets, control, peoples,
                       markers)


def piece_ref(cat: Catalogue, piece_id: str) -> PieceRef | None:
    """The set-up row kind of a counter shown on the map."""
    if piece_id in cat.leaders:
        return PieceRef(LEADER, piece_id)
    if piece_id in cat.units:
        return PieceRef(UNIT, piece_id)
    if piece_id in cat.fleet_names:
        return PieceRef(FLEET, piece_id)
    return None


class DesignerMapView(MapView):
    """A map view that accepts counters dragged from the designer's lists."""

    pieces_dropped = Signal(object, str)  # list[PieceRef], zone id
    counter_menu = Signal(str, QPoint)  # piece id, global position: right-click on a counter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.can_drag = lambda _pid: True

    def counter_at(self, pos: QPoint) -> str | None:
        """The counter drawn under a viewport position, if any."""
        scene_pos = self.mapToScene(pos)
        for item in self.items(pos):
            if isinstance(item, CounterItem) and item.isVisible():
                return item.piece_id
            if isinstance(item, StackItem):
                return item.piece_at(scene_pos)
        return None

    def zone_under(self, pos: QPoint) -> str | None:
        """The zone a drop means: that of the counter or stack drawn there (a small zone's
        stack is drawn outside it, over a neighbour), else the zone under the point."""
        piece = self.counter_at(pos)
        scene = self.map_scene()
        board = scene.board if scene is not None else None
        if piece is not None and piece != self._drag_piece and board is not None:
            shown = board.piece(piece)
            if shown is not None and shown.zone:
                return shown.zone
        return super().zone_under(pos)

    def frame_zone(self, zone_id: str) -> None:
        """Zoom to a zone with some of its neighbours around it, and centre it."""
        scene = self.map_scene()
        item = scene.zone_items.get(zone_id) if scene is not None else None
        if scene is None or item is None:
            return
        rect = item.sceneBoundingRect()
        margin = max(rect.width(), rect.height(), scene.counter_size * 4) * 0.75
        self.fitInView(rect.adjusted(-margin, -margin, margin, margin),
                       Qt.AspectRatioMode.KeepAspectRatio)
        self.centerOn(scene.zone_anchor(zone_id))
        self._auto_fit = False
        self._after_zoom(settled=True)
        self.overview.update()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        piece = self.counter_at(event.pos())
        if piece is None:
            super().contextMenuEvent(event)
            return
        event.accept()
        self.counter_menu.emit(piece, event.globalPos())

    def _target(self, pos: QPoint, highlight: bool) -> str | None:
        zone = self.zone_under(pos)
        scene = self.map_scene()
        if scene is not None:
            scene.highlight_single(zone if highlight else None, "target")
        return zone

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if pieces_from_mime(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        zone = self._target(event.position().toPoint(), True)
        if zone is not None and pieces_from_mime(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        scene = self.map_scene()
        if scene is not None:
            scene.highlight_single(None, "target")
        event.accept()

    def dropEvent(self, event: QDropEvent) -> None:
        zone = self._target(event.position().toPoint(), False)
        pieces = pieces_from_mime(event.mimeData())
        if zone is None or not pieces:
            event.ignore()
            return
        event.acceptProposedAction()
        self.pieces_dropped.emit(pieces, zone)
