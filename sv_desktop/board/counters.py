"""Cardboard-style counters, rendered once into cached pixmaps.

A ``CounterSpec`` says everything that is printed on one face of a counter
(1.2, 1.3): the base colour of the nationality, the band of the diocese or
people, the ratings in their usual places (leaders CC-SR-TB along the
bottom with PC in a corner and the religious loyalty symbol; units
SP-QU-TB), and the title markers lying on it. ``counter_pixmap`` draws it
and keeps the result in ``QPixmapCache`` so a scene with every counter of
the campaign paints from memory.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from enum import StrEnum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QStyleOptionGraphicsItem

from sv_desktop.board.theme import mix, readable_text_on

RENDER_SIZE = 112  # pixels of a counter's square in the cached pixmap
MARKER_HEIGHT = 30  # pixels of the title-marker strip above a counter
BAND = 0.32  # the name strip, a share of the counter's height (two lines if need be)
FONT_FAMILY = "DejaVu Sans"
CONDENSED = "DejaVu Sans Condensed"


class PieceKind(StrEnum):
    LEADER = "leader"
    UNIT = "unit"
    FLEET = "fleet"
    MARKER = "marker"


class TitleMarker(StrEnum):
    """Markers that lie on a leader (3.5, 3.6)."""

    PRIMUS_AUGUSTUS = "primus_augustus"
    SECUNDUS_AUGUSTUS = "secundus_augustus"
    AUGUSTUS = "augustus"
    CAESAR = "caesar"
    USURPER = "usurper"
    CIVIL_WAR = "civil_war"
    PROTECTORES = "protectores"


MARKER_STYLE: dict[TitleMarker, tuple[str, str]] = {
    # marker: (the Latin printed on it, the same in both languages; fill)
    TitleMarker.PRIMUS_AUGUSTUS: ("I AVG", "#e5c14a"),  # Primus Augustus (3.5.1)
    TitleMarker.SECUNDUS_AUGUSTUS: ("II AVG", "#c9ccd3"),  # Secundus Augustus (3.5.1)
    TitleMarker.AUGUSTUS: ("AVG", "#7c3f8c"),  # Augustus (3.5.1)
    TitleMarker.CAESAR: ("CAES", "#3f7f5f"),  # Caesar (3.5.1)
    TitleMarker.USURPER: ("VSVRP", "#8f1d1d"),  # usurper (3.6)
    TitleMarker.CIVIL_WAR: ("BELL.C", "#1f1f1f"),  # civil war (3.6)
    TitleMarker.PROTECTORES: ("PROT", "#2c4f7c"),  # Protectores Domestici (3.5.3)
}


@dataclass(frozen=True)
class CounterSpec:
    """What one face of a counter shows. Hashable: it is the cache key."""

    kind: PieceKind
    name: str
    base: str  # nationality colour (1.1)
    band: str | None = None  # diocese or people band (1.3.1); None: no band (CO)
    ratings: tuple[int, ...] = ()  # CC-SR-TB or SP-QU-TB
    pc: int | None = None  # Roman leaders' political capacity (1.2)
    loyalty: str = ""  # "cross", "sun" or ""
    category: str = ""  # CO, PC, RI (1.3.1)
    weakened: bool = False  # the back of a unit (1.3)
    pax_romana: bool = False  # the back of a non-Roman leader (1.2.1)
    side_colour: str | None = None  # face/controller of the piece
    side_letter: str = ""
    markers: tuple[TitleMarker, ...] = field(default=())

    @property
    def cache_key(self) -> str:
        return "svc:" + repr(self)

    @property
    def pixmap_height(self) -> int:
        return RENDER_SIZE + (MARKER_HEIGHT if self.markers else 0)


def _font(size: float, bold: bool = False, family: str = FONT_FAMILY) -> QFont:
    f = QFont(family)
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


def _fit_font(text: str, width: float, size: float, bold: bool, family: str) -> QFont:
    """The largest font no bigger than ``size`` in which ``text`` fits ``width``."""
    f = _font(size, bold, family)
    while size > 7 and QFontMetricsF(f).horizontalAdvance(text) > width:
        size -= 1
        f = _font(size, bold, family)
    return f


def counter_pixmap(spec: CounterSpec) -> QPixmap:
    """The rendered face, from the pixmap cache when possible."""
    cached = QPixmap()
    if QPixmapCache.find(spec.cache_key, cached):
        return cached
    pm = render_counter(spec)
    QPixmapCache.insert(spec.cache_key, pm)
    return pm


def render_counter(spec: CounterSpec) -> QPixmap:
    pm = QPixmap(RENDER_SIZE, spec.pixmap_height)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    top = MARKER_HEIGHT if spec.markers else 0
    body = QRectF(3, top + 3, RENDER_SIZE - 7, RENDER_SIZE - 7)
    _draw_body(p, spec, body)
    if spec.markers:
        _draw_markers(p, spec.markers)
    p.end()
    return pm


def paint_counter(p: QPainter, spec: CounterSpec, square: QRectF, *,
                  cut: bool = False) -> None:
    """One face drawn as vectors into ``square`` (its body; title markers rise above it),
    for print. ``cut``: the face fills the square to its edges, for a counter sheet;
    otherwise it is drawn as on the map, without the cardboard's shadow."""
    p.save()
    p.translate(square.topLeft())
    p.scale(square.width() / RENDER_SIZE, square.height() / RENDER_SIZE)
    body = QRectF(0, 0, RENDER_SIZE, RENDER_SIZE) if cut else QRectF(2, 2, RENDER_SIZE - 4,
                                                                        RENDER_SIZE - 4)
    _draw_body(p, spec, body, shadow=False, corner=0.0 if cut else 7.0)
    if spec.markers:
        p.translate(0, -MARKER_HEIGHT)
        _draw_markers(p, spec.markers)
    p.restore()


def _letter(p: QPainter, r: QRectF, text: str) -> None:
    """``text`` centred in ``r``. On paper (a PDF or a printer) the letters are drawn as
    outlines: they belong to the counter's artwork, sized with it, not to the sheet's
    text (which is never under 7 pt and can be selected)."""
    if not isinstance(p.device(), QPagedPaintDevice):
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        return
    fm = QFontMetricsF(p.font())
    lines = text.split("\n")
    y = r.center().y() - fm.height() * len(lines) / 2 + fm.ascent()
    path = QPainterPath()
    for line in lines:
        path.addText(QPointF(r.center().x() - fm.horizontalAdvance(line) / 2, y), p.font(), line)
        y += fm.height()
    p.fillPath(path, p.pen().color())


def _face_colour(spec: CounterSpec) -> QColor:
    if spec.pax_romana:
        return mix(spec.base, "#e9e2cf", 0.7)
    if spec.weakened:
        return mix(spec.base, "#f4efe2", 0.55)
    return QColor(spec.base)


def _draw_body(p: QPainter, spec: CounterSpec, r: QRectF, *, shadow: bool = True,
               corner: float = 7.0) -> None:
    if shadow:  # cardboard edge: a darker offset "thickness" then the face
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(r.translated(3, 3), 7, 7)
    face = _face_colour(spec)
    p.setBrush(face)
    frame = QColor(spec.side_colour) if spec.side_colour else face.darker(160)
    width = 4.0 if spec.side_colour else 1.5
    p.setPen(QPen(frame, width))
    p.drawRoundedRect(r.adjusted(width / 2, width / 2, -width / 2, -width / 2) if not shadow
                      else r, corner, corner)
    inner = r.adjusted(4, 4, -4, -4)
    band, middle, bottom = _regions(r)
    _draw_band(p, spec, band, face)
    text_colour = readable_text_on(face)
    if spec.kind is PieceKind.LEADER:
        _draw_leader_middle(p, spec, middle, text_colour)
    elif spec.kind is PieceKind.UNIT:
        _draw_unit_middle(p, spec, middle, text_colour)
    elif spec.kind is PieceKind.FLEET:
        _draw_ship(p, middle, text_colour)
    if spec.weakened:
        _draw_weakened_stripe(p, inner)
    _draw_ratings(p, spec, bottom, text_colour)
    if spec.side_letter:
        _draw_side_pip(p, spec, r)


def _regions(r: QRectF) -> tuple[QRectF, QRectF, QRectF]:
    """The band (name), middle (portrait, category) and bottom (ratings) of a face."""
    inner = r.adjusted(4, 4, -4, -4)
    band = QRectF(inner.left(), inner.top(), inner.width(), r.height() * BAND)
    middle = QRectF(inner.left(), band.bottom(), inner.width(),
                    inner.height() * 0.38)
    bottom = QRectF(inner.left(), middle.bottom(), inner.width(), inner.bottom() - middle.bottom())
    return band, middle, bottom


def _ratings_font(spec: CounterSpec, r: QRectF) -> tuple[QFont, QRectF]:
    """The ratings' font and box in the bottom region ``r``."""
    text = "-".join(str(v) for v in spec.ratings)
    if spec.side_letter:
        r = r.adjusted(0, 0, -r.width() * 0.14, 0)
    return _fit_font(text, r.width() - 4, r.height() * 0.82, True, FONT_FAMILY), r


@functools.lru_cache(maxsize=4096)
def figures_px(spec: CounterSpec) -> int:
    """The pixel size of the lettering of the ratings (and of a unit's category) on the
    cached picture, ``RENDER_SIZE`` pixels wide: what a player reads off the map."""
    _band, middle, bottom = _regions(QRectF(3, 3, RENDER_SIZE - 7, RENDER_SIZE - 7))
    sizes = [_ratings_font(spec, bottom)[0].pixelSize()] if spec.ratings else []
    if spec.kind is PieceKind.UNIT and spec.category:
        sizes.append(_font(middle.height() * 0.62, True).pixelSize())
    return min(sizes, default=RENDER_SIZE)


def _draw_band(p: QPainter, spec: CounterSpec, band: QRectF, face: QColor) -> None:
    colour = QColor(spec.band) if spec.band else face.darker(125)
    if spec.pax_romana:
        colour = mix(colour, "#e9e2cf", 0.5)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRoundedRect(band, 4, 4)
    p.setPen(readable_text_on(colour))
    font, text = _name_font(spec.name, band)
    p.setFont(font)
    _letter(p, band, text)


@functools.lru_cache(maxsize=4096)
def _name_lines(name: str, width: float, height: float) -> tuple[int, str]:
    """The name's font size and text in a band ``width`` × ``height``: on one line, or
    on two split at the middle space when that reads larger (issue 39: names legible at
    the default zoom)."""
    one = _fit_font(name, width - 6, height * 0.72, True, CONDENSED).pixelSize()
    words = name.split(" ")
    if len(words) < 2:
        return one, name
    cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i]))
                                                     - len(" ".join(words[i:]))))
    text = " ".join(words[:cut]) + "\n" + " ".join(words[cut:])
    longest = max(text.split("\n"), key=len)
    two = _fit_font(longest, width - 6, height * 0.46, True, CONDENSED).pixelSize()
    return (two, text) if two > one else (one, name)


def _name_font(name: str, band: QRectF) -> tuple[QFont, str]:
    size, text = _name_lines(name, band.width(), band.height())
    return _font(size, True, CONDENSED), text


def name_px(spec: CounterSpec) -> int:
    """The pixel size of the name on the cached picture, ``RENDER_SIZE`` pixels wide."""
    band, _middle, _bottom = _regions(QRectF(3, 3, RENDER_SIZE - 7, RENDER_SIZE - 7))
    return _name_lines(spec.name, band.width(), band.height())[0]


def _draw_leader_middle(p: QPainter, spec: CounterSpec, r: QRectF, ink: QColor) -> None:
    if spec.pax_romana:
        p.setPen(ink)
        p.setFont(_font(r.height() * 0.3, True, CONDENSED))
        _letter(p, r, "PAX\nROMANA")
        return
    _draw_bust(p, r, ink)
    if spec.pc is not None:
        box = QRectF(r.right() - r.height() * 0.55, r.top() + 4, r.height() * 0.52,
                     r.height() * 0.52)
        p.setPen(QPen(ink, 1.6))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(box)
        p.setFont(_font(box.height() * 0.8, True))
        _letter(p, box, str(spec.pc))
    if spec.loyalty:
        sym = QRectF(r.left() + 2, r.top() + 4, r.height() * 0.52, r.height() * 0.52)
        _draw_loyalty(p, spec.loyalty, sym, ink)


def _draw_bust(p: QPainter, r: QRectF, ink: QColor) -> None:
    """A stylised portrait: head with a crest, on shoulders."""
    cx, h = r.center().x(), r.height()
    colour = QColor(ink)
    colour.setAlpha(150)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    head = QRectF(cx - h * 0.2, r.top() + h * 0.12, h * 0.4, h * 0.42)
    p.drawEllipse(head)
    crest = QPainterPath()
    crest.moveTo(cx - h * 0.22, head.top() + h * 0.1)
    crest.quadTo(cx, head.top() - h * 0.2, cx + h * 0.24, head.top() + h * 0.06)
    crest.lineTo(cx, head.top() + h * 0.02)
    crest.closeSubpath()
    p.drawPath(crest)
    shoulders = QPainterPath()
    shoulders.moveTo(cx - h * 0.5, r.bottom())
    shoulders.quadTo(cx - h * 0.42, head.bottom() + h * 0.02, cx, head.bottom() + h * 0.02)
    shoulders.quadTo(cx + h * 0.42, head.bottom() + h * 0.02, cx + h * 0.5, r.bottom())
    shoulders.closeSubpath()
    p.drawPath(shoulders)


def _draw_loyalty(p: QPainter, loyalty: str, r: QRectF, ink: QColor) -> None:
    """Cross (Christian) or Sun (the old gods) of 1.2."""
    c = r.center()
    if loyalty == "cross":
        p.setPen(QPen(QColor("#f6e7a1") if ink.lightness() > 128 else QColor("#5a3b00"),
                      r.width() * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(c.x(), r.top() + 1), QPointF(c.x(), r.bottom() - 1))
        p.drawLine(QPointF(r.left() + r.width() * 0.18, c.y() - r.height() * 0.12),
                   QPointF(r.right() - r.width() * 0.18, c.y() - r.height() * 0.12))
    elif loyalty == "sun":
        p.setPen(QPen(QColor("#f7c531"), r.width() * 0.09))
        p.setBrush(QColor("#f7c531"))
        rad = r.width() * 0.22
        p.drawEllipse(c, rad, rad)
        for i in range(8):
            angle = i * math.pi / 4
            v = QPointF(math.cos(angle), math.sin(angle))
            p.drawLine(c + v * rad * 1.35, c + v * r.width() * 0.48)


def _draw_unit_middle(p: QPainter, spec: CounterSpec, r: QRectF, ink: QColor) -> None:
    if spec.category:
        p.setPen(ink)
        p.setFont(_font(r.height() * 0.62, True))
        _letter(p, r, spec.category)
        return
    # a shield and spear for non-Roman warbands
    colour = QColor(ink)
    colour.setAlpha(160)
    cx, cy, h = r.center().x(), r.center().y(), r.height()
    p.setPen(QPen(colour, h * 0.07, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(cx - h * 0.55, cy + h * 0.4), QPointF(cx + h * 0.55, cy - h * 0.4))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawEllipse(QPointF(cx, cy), h * 0.3, h * 0.4)


def _draw_ship(p: QPainter, r: QRectF, ink: QColor) -> None:
    colour = QColor(ink)
    colour.setAlpha(170)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    cx, h = r.center().x(), r.height()
    hull = QPolygonF([QPointF(cx - h * 0.8, r.top() + h * 0.62),
                      QPointF(cx + h * 0.8, r.top() + h * 0.62),
                      QPointF(cx + h * 0.55, r.bottom() - 2),
                      QPointF(cx - h * 0.55, r.bottom() - 2)])
    p.drawPolygon(hull)
    sail = QPolygonF([QPointF(cx, r.top() + 2), QPointF(cx + h * 0.45, r.top() + h * 0.55),
                      QPointF(cx - h * 0.1, r.top() + h * 0.55)])
    p.drawPolygon(sail)


def _draw_weakened_stripe(p: QPainter, r: QRectF) -> None:
    """The reduced face: a red diagonal sash across the counter (1.3)."""
    p.save()
    p.setClipRect(r)
    pen = QPen(QColor(170, 20, 20, 150), r.width() * 0.1)
    p.setPen(pen)
    p.drawLine(QPointF(r.left() - 4, r.bottom() - r.height() * 0.28),
               QPointF(r.right() + 4, r.top() + r.height() * 0.2))
    p.restore()


def _draw_ratings(p: QPainter, spec: CounterSpec, r: QRectF, ink: QColor) -> None:
    if not spec.ratings:
        return
    font, r = _ratings_font(spec, r)
    colour = QColor("#9b0d0d") if spec.weakened else ink
    p.setPen(colour)
    p.setFont(font)
    _letter(p, r, "-".join(str(v) for v in spec.ratings))


def _draw_side_pip(p: QPainter, spec: CounterSpec, r: QRectF) -> None:
    d = r.width() * 0.2
    pip = QRectF(r.right() - d - 1, r.bottom() - d - 1, d, d)
    colour = QColor(spec.side_colour or "#777777")
    p.setPen(QPen(QColor("#1b1b1b"), 1.2))
    p.setBrush(colour)
    p.drawEllipse(pip)
    p.setPen(readable_text_on(colour))
    p.setFont(_font(d * 0.7, True))
    _letter(p, pip, spec.side_letter)


def _draw_markers(p: QPainter, markers: tuple[TitleMarker, ...]) -> None:
    """Title markers lying on the counter, overlapping its top edge."""
    n = len(markers)
    width = (RENDER_SIZE - 4) / max(n, 2)
    for i, marker in enumerate(markers):
        text, fill = MARKER_STYLE[marker]
        box = QRectF(2 + i * width, 1, width - 3, MARKER_HEIGHT + 4)
        p.setPen(QPen(QColor("#1b1b1b"), 1.2))
        p.setBrush(QColor(fill))
        p.drawRoundedRect(box, 4, 4)
        p.setPen(readable_text_on(fill))
        p.setFont(_fit_font(text, box.width() - 4, MARKER_HEIGHT * 0.62, True, CONDENSED))
        _letter(p, box.adjusted(0, 0, 0, -4), text)


class CounterItem(QGraphicsPixmapItem):
    """One counter on the map. ``piece_id`` names the leader, unit or fleet."""

    def __init__(self, piece_id: str, spec: CounterSpec, size: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.piece_id = piece_id
        self.spec = spec
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.set_size(size)
        self.set_spec(spec)

    def set_size(self, size: float) -> None:
        self.setScale(size / RENDER_SIZE)

    def set_spec(self, spec: CounterSpec) -> None:
        self.spec = spec
        self.setPixmap(counter_pixmap(spec))
        # the square body sits at the local origin; markers rise above it
        self.setOffset(0, -(spec.pixmap_height - RENDER_SIZE))

    def body_rect(self) -> QRectF:
        return QRectF(0, 0, RENDER_SIZE, RENDER_SIZE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: object = None) -> None:
        # Tiny on screen: a coloured square says as much. While the map moves, scale
        # without filtering (several times cheaper); the settled frame is smooth.
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if lod * RENDER_SIZE < 6:
            painter.fillRect(self.body_rect(), QBrush(QColor(self.spec.base)))
            return
        scene = self.scene()
        moving = bool(getattr(scene, "fast_tiles", False))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not moving)
        painter.drawPixmap(self.offset(), self.pixmap())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
