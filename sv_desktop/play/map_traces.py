"""The other side's last moves and battles drawn on the play map (``last_moves``):
an arrow in the mover's colour along each route, zone to zone, and a crossed-swords
marker on each battle. They keep their size in pixels at every zoom and sit above the
stacks, a little transparent, so that the counters under them still read; at the next
decision they fade away."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from sv_desktop.board import theme
from sv_desktop.common.i18n import translate
from sv_desktop.session.last_moves import Trace

Z_TRACE = 60.0  # over the stacks, under a fanned stack and the highlight labels
NEUTRAL = "#5a4a32"
BATTLE_RADIUS = 15.0
FADE_MS = 600  # the last traces fade away at the next decision


class TraceLayer:
    """The traces on show in one scene."""

    def __init__(self, scene: QGraphicsScene, anchor: Callable[[str], QPointF | None]) -> None:
        self.scene = scene
        self.anchor = anchor
        self.items: list[QGraphicsItem] = []
        self.shown: list[Trace] = []
        self.fading: list[tuple[float, list[QGraphicsItem], list[float]]] = []
        self._fade_timer = QTimer()
        self._fade_timer.setInterval(40)
        self._fade_timer.timeout.connect(self._fade_step)

    def show(self, traces: list[Trace]) -> None:
        if traces == self.shown:
            return
        self._fade_out()
        self.shown = list(traces)
        for i, trace in enumerate(traces):
            opacity = 0.9 if i == len(traces) - 1 else 0.7  # the latest stands out
            points = [p for p in (self.anchor(z) for z in trace.route) if p is not None]
            if trace.battle and points:
                self._battle(points[0], opacity)
            elif len(points) > 1:
                self._arrow(points, _colour(trace), opacity)

    def clear(self) -> None:
        _remove(self.scene, self.items)
        self.items, self.shown = [], []

    def _fade_out(self) -> None:
        """The traces on show fade away (FADE_MS) as the next ones come."""
        leaving, self.items, self.shown = self.items, [], []
        if leaving:
            self.fading.append((time.monotonic(), leaving, [i.opacity() for i in leaving]))
            if not self._fade_timer.isActive():
                self._fade_timer.start()

    def _fade_step(self) -> None:
        now, still = time.monotonic(), []
        for began, items, start in self.fading:
            share = 1.0 - (now - began) * 1000 / FADE_MS
            if share <= 0:
                _remove(self.scene, items)
            else:
                _dim(items, start, share)
                still.append((began, items, start))
        self.fading = still
        if not still:
            self._fade_timer.stop()

    def _add(self, item: QGraphicsItem, opacity: float) -> None:
        item.setZValue(Z_TRACE)
        item.setOpacity(opacity)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the map
        self.scene.addItem(item)
        self.items.append(item)

    def _arrow(self, points: list[QPointF], colour: QColor, opacity: float) -> None:
        path = QPainterPath(points[0])
        for p in points[1:]:
            path.lineTo(p)
        for width, ink in ((9.0, QColor("#fffaf0")), (5.0, colour)):  # a halo, then the line
            line = QGraphicsPathItem(path)
            pen = QPen(ink, width)
            pen.setCosmetic(True)  # pixels, whatever the zoom
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            line.setPen(pen)
            self._add(line, opacity)
        head = QGraphicsPolygonItem(QPolygonF([QPointF(0, 0), QPointF(-18, -9),
                                               QPointF(-18, 9)]))
        head.setBrush(QBrush(colour))
        head.setPen(QPen(QColor("#fffaf0"), 1.5))
        head.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        end, before = points[-1], points[-2]
        head.setPos(end)
        head.setRotation(math.degrees(math.atan2(end.y() - before.y(), end.x() - before.x())))
        self._add(head, opacity)

    def _battle(self, at: QPointF, opacity: float) -> None:
        r = BATTLE_RADIUS
        disc = QGraphicsEllipseItem(-r, -r, 2 * r, 2 * r)
        disc.setBrush(QBrush(QColor("#a01f14")))
        disc.setPen(QPen(QColor("#fffaf0"), 2))
        disc.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        disc.setPos(at + QPointF(0, 0))
        disc.setToolTip(translate("TraceLayer", "A battle was fought here (8)"))
        swords = QGraphicsSimpleTextItem("⚔", disc)
        font = QFont()
        font.setPixelSize(20)
        swords.setFont(font)
        swords.setBrush(QBrush(QColor("#fffaf0")))
        box = swords.boundingRect()
        swords.setPos(-box.width() / 2, -box.height() / 2)
        self._add(disc, min(1.0, opacity + 0.1))


def _dim(items: list[QGraphicsItem], start: list[float], share: float) -> None:
    for item, opacity in zip(items, start, strict=True):
        item.setOpacity(opacity * share)


def _remove(scene: QGraphicsScene, items: list[QGraphicsItem]) -> None:
    for item in items:
        if item.scene() is scene:
            scene.removeItem(item)


def _colour(trace: Trace) -> QColor:
    return QColor(theme.SIDE_COLOURS[trace.side] if trace.side is not None else NEUTRAL)
