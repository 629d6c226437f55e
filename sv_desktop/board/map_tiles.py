"""Pre-rendered map tiles, so panning and zooming never redraw the coastlines.

The static part of the map (zone fills and borders, diocese outlines, rivers,
straits) lives in a hidden "backdrop" scene. ``TileCache`` renders it into
512-pixel tiles at power-of-two scales and draws them in the visible scene's
background. The first frame renders the tiles it shows, at its own level, as one
block (``prepare``); the whole map one level coarser follows in idle moments. Missing
tiles are drawn from a coarser level meanwhile and rendered a few at a time in idle
moments, the ones a frame shows first; a change of control only marks the tiles stale
(they are still drawn until their fresh copy is ready), so an action never waits for
a whole re-render.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

TILE = 512
MAX_TILES = 160
IDLE_BUDGET_S = 0.005
MIN_LEVEL, MAX_LEVEL = -6, 2  # scales 1/64 .. 4 pixels per scene unit

TileKey = tuple[int, int, int]  # level, column, row


class TileCache:
    """Tiles of ``backdrop`` at scales 2**level; see the module docstring."""

    def __init__(self, backdrop: QGraphicsScene, area: QRectF,
                 on_ready: Callable[[QRectF], None], owner: QObject) -> None:
        self.backdrop = backdrop
        self.area = area
        self.on_ready = on_ready
        self.version = 0
        self.tiles: OrderedDict[TileKey, tuple[QImage, int]] = OrderedDict()
        self.wanted: OrderedDict[TileKey, None] = OrderedDict()
        self.timer = QTimer(owner)  # dies with the scene that owns the tiles
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._work)
        self.base_level = MIN_LEVEL

    # -- levels ---------------------------------------------------------------------------
    @staticmethod
    def level_for(scale: float) -> int:
        """The finest level not coarser than ``scale`` (tiles are scaled down, never up)."""
        level = math.ceil(math.log2(max(scale, 2.0 ** MIN_LEVEL)) - 1e-9)
        return max(MIN_LEVEL, min(MAX_LEVEL, level))

    def tile_rect(self, key: TileKey) -> QRectF:
        level, col, row = key
        size = TILE / 2.0 ** level
        return QRectF(self.area.left() + col * size, self.area.top() + row * size, size, size)

    def keys_for(self, level: int, rect: QRectF) -> list[TileKey]:
        size = TILE / 2.0 ** level
        r = rect.intersected(self.area)
        if r.isEmpty():
            return []
        c0 = int((r.left() - self.area.left()) // size)
        c1 = int((r.right() - self.area.left()) // size)
        r0 = int((r.top() - self.area.top()) // size)
        r1 = int((r.bottom() - self.area.top()) // size)
        return [(level, c, rr) for rr in range(r0, r1 + 1) for c in range(c0, c1 + 1)]

    # -- rendering ------------------------------------------------------------------------
    def render(self, key: TileKey) -> QImage:
        image = QImage(TILE, TILE, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.backdrop.render(painter, QRectF(0, 0, TILE, TILE), self.tile_rect(key),
                             Qt.AspectRatioMode.IgnoreAspectRatio)
        painter.end()
        return image

    def render_block(self, keys: list[TileKey]) -> None:
        """Render ``keys`` (a grid of one level, as ``keys_for`` gives) as one picture cut
        into tiles: each outline is stroked once, not once for every tile it crosses."""
        level = keys[0][0]
        c0, r0 = min(k[1] for k in keys), min(k[2] for k in keys)
        cols, rows = max(k[1] for k in keys) - c0 + 1, max(k[2] for k in keys) - r0 + 1
        corner = self.tile_rect((level, c0, r0))
        size = TILE / 2.0 ** level
        image = QImage(cols * TILE, rows * TILE, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.backdrop.render(painter, QRectF(0, 0, cols * TILE, rows * TILE),
                             QRectF(corner.left(), corner.top(), cols * size, rows * size),
                             Qt.AspectRatioMode.IgnoreAspectRatio)
        painter.end()
        for key in keys:
            self._store(key, image.copy((key[1] - c0) * TILE, (key[2] - r0) * TILE, TILE, TILE))

    def _store(self, key: TileKey, image: QImage) -> None:
        self.tiles[key] = (image, self.version)
        self.tiles.move_to_end(key)
        while len(self.tiles) > MAX_TILES:
            old = next(iter(self.tiles))
            if old[0] == self.base_level:  # the base level always stays
                self.tiles.move_to_end(old)
                if all(k[0] == self.base_level for k in self.tiles):
                    break
                continue
            del self.tiles[old]

    def prepare(self, scale: float, shown: QRectF) -> None:
        """Before the first frame: render, now, the tiles of ``shown`` (scene units) at
        the level of ``scale``, so that frame is sharp at once (cold start, issue 33); then,
        in idle moments, the whole map at the level below, which every later frame has at
        least to draw from (until it is ready, a part never shown yet is left blank)."""
        self.base_level = max(MIN_LEVEL, self.level_for(scale) - 1)
        keys = self.keys_for(self.level_for(scale), shown)
        if keys:
            self.render_block(keys)
        for key in self.keys_for(self.base_level, self.area):
            self.wanted[key] = None
        self.timer.start()

    def invalidate(self) -> None:
        """The backdrop changed (control, peoples at war): refresh tiles lazily."""
        self.version += 1
        for key in list(self.tiles):
            self.wanted[key] = None
        self.timer.start()

    def _work(self) -> None:
        start = time.perf_counter()
        done = QRectF()
        while self.wanted and time.perf_counter() - start < IDLE_BUDGET_S:
            key, _ = self.wanted.popitem(last=False)
            current = self.tiles.get(key)
            if current is not None and current[1] == self.version:
                continue
            self._store(key, self.render(key))
            done = done.united(self.tile_rect(key))
        if not done.isEmpty():
            self.on_ready(done)
        if self.wanted:
            self.timer.start()

    def finish(self) -> None:
        """Render every wanted tile now (benchmarks, screenshots, tests)."""
        while self.wanted:
            key, _ = self.wanted.popitem(last=False)
            self._store(key, self.render(key))
        self.timer.stop()

    # -- drawing --------------------------------------------------------------------------
    def draw(self, painter: QPainter, rect: QRectF, scale: float) -> None:
        """Draw the backdrop over ``rect`` (scene units) for a view at ``scale``."""
        level = self.level_for(scale)
        missing = False
        for key in self.keys_for(level, rect):
            entry = self.tiles.get(key)
            if entry is None or entry[1] != self.version:
                self.wanted[key] = None
                self.wanted.move_to_end(key, last=False)  # shown now: before the rest
                missing = True
            if entry is None:
                self._draw_fallback(painter, key)
                continue
            self.tiles.move_to_end(key)
            painter.drawImage(self.tile_rect(key), entry[0])
        if missing:
            self.timer.start()

    def _draw_fallback(self, painter: QPainter, key: TileKey) -> None:
        """Cover a missing tile with the finest coarser tiles we have."""
        target = self.tile_rect(key)
        for level in range(key[0] - 1, MIN_LEVEL - 1, -1):
            keys = self.keys_for(level, target)
            if keys and all(k in self.tiles for k in keys):
                for k in keys:
                    tile_rect = self.tile_rect(k)
                    part = tile_rect.intersected(target)
                    image = self.tiles[k][0]
                    s = TILE / tile_rect.width()
                    source = QRectF((part.left() - tile_rect.left()) * s,
                                    (part.top() - tile_rect.top()) * s,
                                    part.width() * s, part.height() * s)
                    painter.drawImage(part, image, source)
                return
