"""Zone and diocese outlines in scene coordinates, with lazily simplified levels.

Only the coarse outline (for the whole-map view) is built when the map opens;
the finer ones are built the first time the map is drawn or hit-tested at
their scale. Simplification and the coordinate transform are vectorised with
numpy and shapely, so opening the Roman world stays quick.
"""

from __future__ import annotations

import itertools

import numpy as np
import shapely
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPolygonF, QTransform

LOD_SCALES = (0.25, 0.8)  # pixels per scene unit: below the first coarse, below the second medium
PIXEL_TOLERANCE = 0.6  # simplification error allowed, in pixels at the level's largest scale


def lod_index(scale: float) -> int:
    return 0 if scale < LOD_SCALES[0] else 1 if scale < LOD_SCALES[1] else 2


class Outline:
    """Closed rings (scene units) drawn as one path, at three levels of detail."""

    def __init__(self, rings: list[np.ndarray]) -> None:
        self.rings = [r for r in rings if len(r) >= 3]
        self._paths: list[QPainterPath | None] = [None, None, None]
        self.bounds = self._bounds()

    def _bounds(self) -> QRectF:
        if not self.rings:
            return QRectF()
        stacked = np.vstack(self.rings)
        (x0, y0), (x1, y1) = stacked.min(axis=0), stacked.max(axis=0)
        return QRectF(float(x0), float(y0), float(x1 - x0), float(y1 - y0))

    def path(self, level: int) -> QPainterPath:
        cached = self._paths[level]
        if cached is None:
            cached = self._build(level)
            self._paths[level] = cached
        return cached

    def _build(self, level: int) -> QPainterPath:
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        for ring in self._simplified(level):
            path.addPolygon(QPolygonF(list(itertools.starmap(QPointF, ring.tolist()))))
            path.closeSubpath()
        return path

    def _simplified(self, level: int) -> list[np.ndarray]:
        if level >= len(LOD_SCALES) or not self.rings:
            return self.rings
        tolerance = PIXEL_TOLERANCE / LOD_SCALES[level]
        out = []
        for ring in self.rings:
            if len(ring) <= 8:
                out.append(ring)
                continue
            closed = ring if np.array_equal(ring[0], ring[-1]) else np.vstack([ring, ring[:1]])
            simple = shapely.get_coordinates(
                shapely.simplify(shapely.linearrings(closed), tolerance, preserve_topology=True))
            out.append(simple if len(simple) >= 4 else ring)
        return out


class MapTransform:
    """Map coordinates to scene coordinates: an offset and a uniform scale."""

    def __init__(self, min_x: float, min_y: float, k: float) -> None:
        self.min_x, self.min_y, self.k = min_x, min_y, k

    def array(self, points: object) -> np.ndarray:
        a = np.asarray(points, dtype=float).reshape(-1, 2)
        return (a - (self.min_x, self.min_y)) * self.k

    def point(self, x: float, y: float) -> QPointF:
        return QPointF((x - self.min_x) * self.k, (y - self.min_y) * self.k)


def union_outline(transform: MapTransform, rings: list[list[tuple[float, float]]]) -> Outline:
    """The outline of the union of polygons (a diocese from its zones)."""
    polygons = [shapely.polygons(np.asarray(r, dtype=float)) for r in rings]
    merged = shapely.union_all(shapely.make_valid(polygons))
    out = []
    for poly in getattr(merged, "geoms", [merged]):
        if poly.geom_type == "Polygon" and not poly.is_empty:
            out.append(transform.array(np.asarray(poly.exterior.coords)))
    return Outline(out)


class ZoneRaster:
    """Which zone covers each cell of a coarse grid over the scene: quick "is this
    point in that zone" tests, zone areas and middles (for laying out names)."""

    def __init__(self, outlines: dict[str, Outline], area: QRectF, cell: float) -> None:
        self.ids = list(outlines)
        self.index = {zid: i for i, zid in enumerate(self.ids, start=1)}
        self.left, self.top, self.cell = area.left(), area.top(), cell
        w, h = int(area.width() / cell) + 1, int(area.height() / cell) + 1
        image = QImage(w, h, QImage.Format.Format_RGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setTransform(QTransform.fromScale(1 / cell, 1 / cell).translate(-self.left,
                                                                                 -self.top))
        painter.setPen(Qt.PenStyle.NoPen)
        for zid, outline in outlines.items():
            painter.setBrush(QColor.fromRgb(self.index[zid]))
            painter.drawPath(outline.path(0))
        painter.end()
        words = np.frombuffer(image.constBits(), dtype=np.uint32)
        self.grid = (words.reshape(h, image.bytesPerLine() // 4)[:, :w] & 0xFFFF).astype(np.int32)
        self.width, self.height = w, h

    def zone_index_at(self, x: float, y: float) -> int:
        col, row = int((x - self.left) / self.cell), int((y - self.top) / self.cell)
        if 0 <= col < self.width and 0 <= row < self.height:
            return int(self.grid[row, col])
        return 0

    def contains(self, zone_id: str, x: float, y: float) -> bool:
        return self.zone_index_at(x, y) == self.index[zone_id]

    def zone_at(self, x: float, y: float) -> str | None:
        i = self.zone_index_at(x, y)
        return self.ids[i - 1] if 0 < i <= len(self.ids) else None


def area_and_middle(rings: list[np.ndarray]) -> tuple[float, tuple[float, float]]:
    """The area of closed rings (holes count as area too, zones have none) and their
    area-weighted centroid (shoelace formula)."""
    total, sx, sy = 0.0, 0.0, 0.0
    for ring in rings:
        x, y = ring[:, 0], ring[:, 1]
        xn, yn = np.roll(x, -1), np.roll(y, -1)
        cross = x * yn - xn * y
        a = float(cross.sum()) / 2
        if a == 0:
            continue
        total += abs(a)
        sx += float(((x + xn) * cross).sum()) / (6 * a) * abs(a)
        sy += float(((y + yn) * cross).sum()) / (6 * a) * abs(a)
    if total == 0:
        return 0.0, (0.0, 0.0)
    return total, (sx / total, sy / total)
