"""One zone of the map editor on screen: its filled outline, at the level of detail of
the zoom.

Zoomed out, a zone of a thousand vertices is a few hundred pixels wide: the item then
draws its outline simplified to well under a pixel (``LOD_TOLERANCE_PX``), one level per
power of two of the zoom, built when first needed. As in play mode's map kit, the fill
is drawn without antialiasing under the antialiased border, which hides its edge. While
vertices are dragged the item shows the exact preview path it is given, and a committed
outline (``set_outline``) starts the levels again.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import shapely
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from editor.map_editor.geometry_ops import Point
from editor.map_editor.overlays import SELECT_COLOUR, _cosmetic
from sv_desktop.board.mapkit.shapes import rings_path, zone_pen

LOD_TOLERANCE_PX = 0.5
"""How far a simplified outline may stray from the true one, in screen pixels."""
FINEST_LEVEL = 2
"""Zoomed in past 2**FINEST_LEVEL pixels per map unit the exact outline is drawn."""
SIMPLE_RING = 8  # rings of this many vertices or fewer are never simplified


class EditableZoneItem(QGraphicsPathItem):
    """One zone's filled outline, reshaped as its vertices move; colours and borders
    from the map kit."""

    def __init__(self, zone_id: str) -> None:
        super().__init__()
        self.zone_id = zone_id
        self.selected = False
        self.fill = QColor("#cccccc")
        self._rings: list[np.ndarray] = []
        self._levels: dict[int, QPainterPath] = {}

    def set_outline(self, rings: Sequence[Sequence[Point]]) -> None:
        """The zone's committed outline (its simplified levels are made again)."""
        self._rings = [np.asarray(r, dtype=float).reshape(-1, 2) for r in rings]
        self._levels = {}
        self.setPath(rings_path(rings))

    def show_preview(self, path: QPainterPath) -> None:
        """An outline being dragged: drawn exactly as given, at every zoom."""
        self._rings = []
        self._levels = {}
        self.setPath(path)

    def set_look(self, fill: QColor, selected: bool, faded: bool, sea: bool = False) -> None:
        self.fill, self.selected = fill, selected
        colour = QColor(fill)
        colour.setAlpha(120 if faded else 215)
        if selected:
            colour = colour.lighter(112)
        self.setBrush(QBrush(colour))
        self.setPen(_cosmetic(SELECT_COLOUR, 2.6) if selected
                    else zone_pen(sea))
        self.setZValue(1 if selected else 0)

    def path_at(self, scale: float) -> QPainterPath:
        """The outline to draw at ``scale`` pixels per map unit."""
        level = math.ceil(math.log2(max(scale, 1e-12)))
        if not self._rings or level > FINEST_LEVEL:
            return self.path()
        path = self._levels.get(level)
        if path is None:
            path = self._levels[level] = _simplified_path(
                self._rings, LOD_TOLERANCE_PX / 2.0 ** level)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        path = self.path_at(scale)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillPath(path, self.brush())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.strokePath(path, self.pen())


def _simplified_path(rings: list[np.ndarray], tolerance: float) -> QPainterPath:
    """The rings simplified to ``tolerance`` map units (shapes kept valid), as one
    even-odd path."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in rings:
        points = ring
        if len(ring) > SIMPLE_RING:
            closed = np.vstack([ring, ring[:1]])
            simple = shapely.get_coordinates(shapely.simplify(
                shapely.linearrings(closed), tolerance, preserve_topology=True))
            points = simple[:-1] if len(simple) >= 4 else ring
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points.tolist()]))
        path.closeSubpath()
    return path
