"""Zone and diocese names on the play map, drawn at a fixed size in screen pixels.

A zone's name has several variants, from the most to the least detailed;
``map_layout`` picks one (or none) for each zone at every zoom so that no two
names overlap and none lies under a stack:

- ``FULL``: name, "Diocese N", city and port;
- ``TWO``: name and "Diocese N";
- ``NAME``: the zone number in a small box, then the name on one line;
- ``WRAPPED``: the same with a long name on two lines;
- ``CITY``: the number, then the city (Rome and the capitals, when their name
  does not fit);
- ``NUMBER``: the number alone, next to the stack or control marker.

Long names are on two lines in ``FULL`` and ``TWO``. Zones outside the
dioceses (peoples, seas, lands outside the Empire) only have ``NAME`` and
``WRAPPED``. Icons (capital, city, Rome, port, the diocese control marker on
zone 1, 3.7.3) go before the first line of every variant.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from sv_desktop.board import theme
from sv_desktop.board.mapkit import palette
from sv_desktop.board.mapkit.items import halo_text, paint_place_icon
from sv_desktop.board.mapkit.sizes import SIZES, map_font
from sv_model.schemas.map import GameMap, Zone, ZoneKind
from sv_model.schemas.scenario import Side

FULL, TWO, NAME, WRAPPED, CITY, NUMBER = range(6)
WRAP_AT = 15  # names longer than this many characters may go on two lines
HIDDEN = -1
Z_LABEL = 10.0
Z_DIOCESE_LABEL = 8.0
LINE_H, SUB_H = 14.0, 12.0
PAD = 3.0
MARKER_W = 16.0  # the control marker's room before the first line
ICON_W = 13.0  # a place icon's room


@dataclass(frozen=True)
class Variant:
    """One way of writing a zone's name: title lines, smaller lines under them, and
    a number box before the first line."""

    title: tuple[str, ...]
    subs: tuple[str, ...] = ()
    number: str = ""

    @property
    def lines(self) -> tuple[str, ...]:
        return (*self.title, *self.subs)


def wrap_name(name: str) -> tuple[str, ...]:
    """A long name on two lines, cut at the space that best balances them."""
    words = name.split(" ")
    if len(name) <= WRAP_AT or len(words) < 2:
        return (name,)
    cuts = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(cuts, key=lambda c: max(len(c[0]), len(c[1])))


def zone_variants(zone: Zone, dioceses: dict[str, str]) -> dict[int, Variant]:
    """The variants a zone may show (see the module docstring)."""
    wrapped = wrap_name(zone.name)
    if zone.diocese is None:
        out = {NAME: Variant((zone.name,))}
        if len(wrapped) > 1:
            out[WRAPPED] = Variant(wrapped)
        return out
    n = str(zone.number)
    short = f"{dioceses.get(zone.diocese, zone.diocese)} {zone.number}"
    place = zone.city or ""
    if zone.port_name:
        place = f"{place} · {zone.port_name}" if place else zone.port_name
    second = (short,) if short != zone.name else ()
    out = {FULL: Variant(wrapped, (*second, *((place,) if place else ()))),
           TWO: Variant(wrapped, second),
           NAME: Variant((zone.name,), (), n),
           NUMBER: Variant((), (), n)}
    if len(wrapped) > 1:
        out[WRAPPED] = Variant(wrapped, (), n)
    if (zone.capital or zone.rome) and zone.city:
        out[CITY] = Variant((zone.city,), (), n)
    return out


class ZoneLabel(QGraphicsItem):
    """A zone's name, centred on ``pos()``, in one of its variants (or hidden)."""

    def __init__(self, zone: Zone, game_map: GameMap) -> None:
        super().__init__()
        self.zone = zone
        self.controller: Side | None = None
        sea = zone.kind is ZoneKind.SEA
        self.sea = sea
        self.title_font = map_font(SIZES.zone_name if zone.kind is not ZoneKind.OUTSIDE
                                   else SIZES.zone_name_outside,
                                  bold=not sea, italic=sea)
        self.sub_font = map_font(SIZES.zone_detail)
        self.number_font = map_font(SIZES.zone_number, bold=True)
        self.variants = zone_variants(zone, {d.id: d.name for d in game_map.dioceses})
        self.lod = NUMBER if NUMBER in self.variants else NAME
        self._sizes: dict[int, tuple[float, float]] = {}
        self._rect = QRectF()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)
        self.setZValue(Z_LABEL)
        self._relayout()

    # -- content ------------------------------------------------------------------------
    def icon(self) -> str:
        z = self.zone
        if z.rome:
            return "rome"
        if z.capital:
            return "capital"
        if z.city:
            return "city"
        if z.port_name:
            return "port"
        return ""

    def set_control_marker(self, side: Side | None) -> None:
        """Zone 1 of a diocese carries its control marker (3.7.3)."""
        if side != self.controller:
            self.controller = side
            self._sizes.clear()
            self._relayout()

    def show_variant(self, lod: int) -> None:
        """Show variant ``lod`` (one of ``self.variants``), or hide with ``HIDDEN``."""
        if lod == HIDDEN:
            self.setVisible(False)
            return
        if lod != self.lod:
            self.lod = lod
            self._relayout()
        self.setVisible(True)

    # -- geometry -----------------------------------------------------------------------
    def _lead_width(self, variant: Variant) -> float:
        """Room taken before the first line's text: marker, icon and number box."""
        w = (MARKER_W if self.controller else 0.0) + (ICON_W if self.icon() else 0.0)
        if variant.number:
            w += QFontMetricsF(self.number_font).horizontalAdvance(variant.number) + 6
        return w + (3.0 if w and variant.lines else 0.0)

    def size_of(self, lod: int) -> tuple[float, float]:
        """Width and height in pixels of variant ``lod``."""
        size = self._sizes.get(lod)
        if size is None:
            v = self.variants[lod]
            title = QFontMetricsF(self.title_font)
            first = title.horizontalAdvance(v.title[0]) if v.title else 0.0
            rest = [title.horizontalAdvance(t) for t in v.title[1:]]
            rest += [QFontMetricsF(self.sub_font).horizontalAdvance(t) for t in v.subs]
            width = max([self._lead_width(v) + first, *rest])
            height = LINE_H * max(1, len(v.title)) + SUB_H * len(v.subs)
            size = (width + 2 * PAD, height + 2)
            self._sizes[lod] = size
        return size

    def _relayout(self) -> None:
        self.prepareGeometryChange()
        w, h = self.size_of(self.lod)
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    # -- painting -----------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        v = self.variants[self.lod]
        ink = QColor(palette.SEA_INK if self.sea else palette.INK)
        halo = palette.SEA_HALO if self.sea else palette.HALO
        r = self._rect
        cx = r.center().x()
        title = QFontMetricsF(self.title_font)
        first = title.horizontalAdvance(v.title[0]) if v.title else 0.0
        x = cx - (self._lead_width(v) + first) / 2
        y = r.top() + 1
        x = self._paint_lead(painter, v, x, y + LINE_H / 2)
        for i, text in enumerate(v.title):
            left = x if i == 0 else cx - title.horizontalAdvance(text) / 2
            halo_text(painter, QPointF(left, y + LINE_H - 3.5), text, self.title_font, ink, halo)
            y += LINE_H
        metrics = QFontMetricsF(self.sub_font)
        for text in v.subs:
            w = metrics.horizontalAdvance(text)
            halo_text(painter, QPointF(cx - w / 2, y + SUB_H - 3), text, self.sub_font, ink, halo)
            y += SUB_H

    def _paint_lead(self, painter: QPainter, v: Variant, x: float, mid: float) -> float:
        """Draw the marker, icon and number box from ``x``; return where the text starts."""
        start = x
        if self.controller is not None:
            colour = QColor(palette.SIDE_COLOURS[self.controller])
            painter.setPen(QPen(QColor("#111111"), 1.2))
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x + 7, mid), 6.5, 6.5)
            painter.setPen(palette.readable_text_on(colour))
            painter.setFont(map_font(SIZES.control_marker, bold=True))
            painter.drawText(QRectF(x, mid - 7, 14, 14), Qt.AlignmentFlag.AlignCenter,
                             theme.SIDE_SHORT[self.controller])
            x += MARKER_W
        kind = self.icon()
        if kind:
            paint_place_icon(painter, kind, QPointF(x + 5.5, mid), 5.0)
            x += ICON_W
        if v.number:
            w = QFontMetricsF(self.number_font).horizontalAdvance(v.number) + 6
            box = QRectF(x, mid - 7, w, 14)
            painter.setPen(QPen(QColor("#3d3527"), 1))
            painter.setBrush(QColor(255, 251, 236, 235))
            painter.drawRoundedRect(box, 3, 3)
            painter.setFont(self.number_font)
            painter.setPen(QColor("#1b160d"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, v.number)
            x += w
        return x + (3.0 if x > start and v.lines else 0.0)


class DioceseLabel(QGraphicsItem):
    """A diocese's name in spaced capitals, centred on ``pos()``, for the far zooms."""

    def __init__(self, diocese_id: str, name: str, colour: str) -> None:
        super().__init__()
        self.diocese_id = diocese_id
        self.text = name.upper()
        self.font = map_font(SIZES.diocese_name, bold=True)
        self.font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 116)
        self.ink = QColor(colour).darker(240)
        metrics = QFontMetricsF(self.font)
        w, h = metrics.horizontalAdvance(self.text) + 2 * PAD, metrics.height() + 2
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self._ascent = metrics.ascent()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)
        self.setZValue(Z_DIOCESE_LABEL)

    def size(self) -> tuple[float, float]:
        return self._rect.width(), self._rect.height()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        origin = QPointF(self._rect.left() + PAD, self._rect.top() + 1 + self._ascent)
        halo_text(painter, origin, self.text, self.font, self.ink, QColor(255, 252, 240, 200))
