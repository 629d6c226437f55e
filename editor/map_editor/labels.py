"""Zone and diocese names, with a level of detail chosen from the zoom.

Names are drawn in screen pixels, so at a far zoom they would pile up. Each
time the zoom, the zones or the selection change, ``choose_labels`` decides
which names show, in this order of priority, and never lets two overlap (the
map kit's placer, ``sv_desktop.board.mapkit.label_layout``):

1. the selected zones' names (always shown, even over others);
2. Rome and the imperial capitals: the zone's full name if it fits and has room,
   else just the city;
3. a diocese's name, while fewer than half of its zones' names can be shown;
   it may move to another of its zones' label points to find room;
4. zone names that fit inside their zone's bounding box, largest zones first;
5. the names of the other dioceses that still have an unnamed zone, where room is left.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.map_editor.geometry_ops import Point
from sv_desktop.board.mapkit import label_layout as layout
from sv_desktop.board.mapkit import palette
from sv_desktop.board.mapkit.label_layout import CELL, Box, BoxIndex, place
from sv_desktop.board.mapkit.sizes import SIZES, map_font
from sv_model.schemas.map import Zone

PAD_X, PAD_Y = 3.0, 1.0
GAP_PX = 2.0  # minimum free space between two names, in pixels


class LabelItem(QGraphicsItem):
    """A name centred on a map point that keeps its size in pixels at every zoom."""

    def __init__(self, point_size: float = SIZES.zone_name, ink: str = palette.INK,
                 box: QColor | None = None) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(6)
        self.font = map_font(point_size)
        self.ink = QColor(ink)
        self.box = QColor(255, 253, 245, 190) if box is None else box
        self.text = ""
        self.alert = False
        self._rect = QRectF()
        self._sizes: dict[tuple[str, bool], tuple[float, float]] = {}

    def size_of(self, text: str, bold: bool) -> tuple[float, float]:
        """Width and height in pixels of the box that ``text`` would need."""
        size = self._sizes.get((text, bold))
        if size is None:
            font = QFont(self.font)
            font.setBold(bold)
            metrics = QFontMetricsF(font)
            lines = text.split("\n")
            size = (max(metrics.horizontalAdvance(line) for line in lines) + 2 * PAD_X,
                    metrics.lineSpacing() * len(lines) + 2 * PAD_Y)
            self._sizes[(text, bold)] = size
        return size

    def place(self, text: str, at: Point, bold: bool = False) -> None:
        """Show ``text`` centred on the map point ``at``."""
        if text != self.text or bold != self.font.bold():
            self.prepareGeometryChange()
            width, height = self.size_of(text, bold)
            self.font.setBold(bold)
            self.text = text
            self._rect = QRectF(-width / 2, -height / 2, width, height)
            self.update()
        if self.pos() != QPointF(at[0], at[1]):
            self.setPos(at[0], at[1])

    def set_alert(self, on: bool) -> None:
        """Red box: the name is being dragged somewhere it may not go."""
        if on != self.alert:
            self.alert = on
            self.update()

    def map_box(self, pixel: float, at: Point | None = None) -> Box:
        """The name's box in map units when one pixel is ``pixel`` map units."""
        x, y = at if at is not None else (self.pos().x(), self.pos().y())
        w, h = self._rect.width() * pixel / 2, self._rect.height() * pixel / 2
        return (x - w, y - h, x + w, y + h)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.box.alpha() or self.alert:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#c0392b") if self.alert else self.box)
            painter.drawRoundedRect(self._rect, 3, 3)
        painter.setFont(self.font)
        painter.setPen(QColor("#ffffff") if self.alert else self.ink)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


def diocese_label(name: str, colour: str) -> LabelItem:
    """A diocese's name: bigger, spaced capitals in a dark shade of its colour."""
    item = LabelItem(SIZES.diocese_name, QColor(colour).darker(260).name(),
                     QColor(255, 253, 245, 150))
    item.font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
    item.place(name.upper(), (0.0, 0.0), bold=True)
    item.setZValue(5.5)
    return item


def zone_text(z: Zone) -> str:
    """The full name: zone, then its city (♛ for a capital) and its port."""
    text = z.name
    if z.city:
        text += f"\n{'♛ ' if z.capital else '• '}{z.city}"
    if z.port_name:
        text += f"\n⚓ {z.port_name}"
    return text


def capital_text(z: Zone) -> str:
    """The short name of a capital's zone, shown when the full name does not fit."""
    return f"{'♛ ' if z.capital else '• '}{z.city}"


def fits(name: tuple[float, float], bounds: Box, pixel: float) -> bool:
    """True if a name of ``name`` pixels fits in a zone's bounding box at this zoom."""
    x0, y0, x1, y1 = bounds
    return (x1 - x0) / pixel >= name[0] * 0.8 and (y1 - y0) / pixel >= name[1] * 0.8


@dataclass
class Candidate:
    """A name that may show: its item, text, point, whether it must show, and other
    points to try when the first one has no room."""

    item: LabelItem
    text: str
    at: Point
    bold: bool = False
    forced: bool = False
    elsewhere: Sequence[Point] = ()
    short: str | None = None  # a shorter text to try when the full one has no room


def choose_labels(candidates: Sequence[Candidate], pixel: float,
                  hidden: Iterable[LabelItem] = ()) -> list[LabelItem]:
    """Show candidates in order unless they overlap a name already shown; hide the rest.

    The placing is the map kit's (``label_layout.place``), in map units: each
    candidate's choices are its text at each of its points, then its short text.
    Returns the items shown.
    """
    tries = [[(c.text, at) for at in (c.at, *c.elsewhere)]
             + ([(c.short, c.at)] if c.short is not None else []) for c in candidates]

    def boxes(i: int) -> Iterator[Box]:
        c = candidates[i]
        for text, at in tries[i]:
            c.item.place(text, at, c.bold)
            yield c.item.map_box(pixel)

    index = BoxIndex(cell=CELL * pixel)
    chosen = place((layout.Candidate(i, boxes(i), c.forced) for i, c in enumerate(candidates)),
                   index, gap=2 * GAP_PX * pixel)
    shown: list[LabelItem] = []
    for i, c in enumerate(candidates):
        if i in chosen:
            text, at = tries[i][chosen[i][0]]
            c.item.place(text, at, c.bold)
            shown.append(c.item)
        c.item.setVisible(i in chosen)
    for item in hidden:
        item.setVisible(False)
    return shown
