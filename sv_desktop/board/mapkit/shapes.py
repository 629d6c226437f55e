"""Map geometry as Qt paths and pens: zone rings, shapely shapes, rivers and the
crossing mark of a strait, with line widths from ``sizes`` (points).

Pens come in two kinds. On screen they are cosmetic: their width is in device
pixels whatever the zoom. On an image or a PDF the painter carries the map's
scale, so the width is divided by it to come out at the right number of points.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import shapely
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen, QPolygonF

from sv_desktop.board.mapkit import palette
from sv_desktop.board.mapkit.sizes import SCREEN_DPI, SIZES, px

Point = tuple[float, float]
ToScene = Callable[[float, float], QPointF]


def _identity(x: float, y: float) -> QPointF:
    return QPointF(x, y)


def rings_path(rings: Sequence[Sequence[Point]], to_scene: ToScene = _identity) -> QPainterPath:
    """A path of closed rings, filled under the even-odd rule like the model."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in rings:
        if len(ring) >= 2:
            path.addPolygon(QPolygonF([to_scene(x, y) for x, y in ring]))
            path.closeSubpath()
    return path


def shape_path(shape: Any, to_scene: ToScene = _identity) -> QPainterPath:
    """A shapely (multi)polygon as a path, holes included."""
    rings: list[list[Point]] = []
    for part in shapely.get_parts(shape):
        if part.is_empty or part.geom_type != "Polygon":
            continue
        rings += [list(part.exterior.coords), *(list(r.coords) for r in part.interiors)]
    return rings_path(rings, to_scene)


def line_path(points: Sequence[Point], to_scene: ToScene = _identity) -> QPainterPath:
    path = QPainterPath()
    if points:
        path.moveTo(to_scene(*points[0]))
        for x, y in points[1:]:
            path.lineTo(to_scene(x, y))
    return path


def map_pen(colour: str | QColor, points: float, *, dpi: float = SCREEN_DPI,
            scale: float | None = None, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A round pen ``points`` wide: cosmetic on screen (``scale`` None), else in map
    units of a painter that scales the map by ``scale`` device pixels per unit."""
    width = px(points, dpi)
    pen = QPen(QColor(colour), width if scale is None else width / scale, style)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(scale is None)
    return pen


def river_pen(major: bool, *, dpi: float = SCREEN_DPI, scale: float | None = None) -> QPen:
    """Major rivers (7.2) drawn twice as wide as the decorative ones."""
    return map_pen(palette.RIVER, SIZES.river_major if major else SIZES.river_minor,
                   dpi=dpi, scale=scale)


def strait_pen(*, dpi: float = SCREEN_DPI, scale: float | None = None) -> QPen:
    return map_pen(palette.STRAIT, SIZES.strait, dpi=dpi, scale=scale,
                   style=Qt.PenStyle.DashLine)


def diocese_pen(*, dpi: float = SCREEN_DPI, scale: float | None = None) -> QPen:
    return map_pen(palette.DIOCESE_BORDER, SIZES.diocese_border, dpi=dpi, scale=scale)


def zone_pen(sea: bool, at_war: bool = False, *, dpi: float = SCREEN_DPI,
             scale: float | None = None) -> QPen:
    if at_war:
        return map_pen(palette.AT_WAR_BORDER, SIZES.at_war_border, dpi=dpi, scale=scale,
                       style=Qt.PenStyle.DashLine)
    if sea:
        return map_pen(palette.SEA_BORDER, SIZES.sea_border, dpi=dpi, scale=scale)
    return map_pen(palette.ZONE_BORDER, SIZES.zone_border, dpi=dpi, scale=scale)


@dataclass(frozen=True)
class Crossing:
    """Where a strait is crossed: the middle of the shortest line between the two
    zones, its direction (a unit vector) and half its length, in map units."""

    centre: Point
    direction: Point
    half: float

    def ends(self, min_half: float = 0.0, reach: float = 0.0) -> tuple[Point, Point]:
        """The two ends of the mark: at least ``min_half`` from the centre, and
        ``reach`` further into each zone than the shortest line."""
        half = max(self.half + reach, min_half)
        (cx, cy), (ux, uy) = self.centre, self.direction
        return (cx - ux * half, cy - uy * half), (cx + ux * half, cy + uy * half)


def strait_crossing(a: Any, b: Any) -> Crossing:
    """The crossing between two zone shapes (shapely). When the zones touch, the mark
    crosses their common border at right angles, from one middle towards the other."""
    line = shapely.shortest_line(a, b)
    (ax, ay), (bx, by) = line.coords
    if line.length < 1e-9:
        ca, cb = a.centroid, b.centroid
        dx, dy = cb.x - ca.x, cb.y - ca.y
    else:
        dx, dy = bx - ax, by - ay
    norm = math.hypot(dx, dy)
    if norm < 1e-12:
        dx, dy, norm = 1.0, 0.0, 1.0
    return Crossing(((ax + bx) / 2, (ay + by) / 2), (dx / norm, dy / norm), line.length / 2)
