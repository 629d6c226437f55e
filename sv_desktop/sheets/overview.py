"""The overview map of a sheet: the whole map on one page, A4 or A3 landscape, with a
badge per zone giving how many counters of each side stand there.

The geography is the map kit's (``MapPainter.paint_geography``), vector and sized in
points. Lettering is laid out here, in points: badges first (every one is shown), then
diocese names inside their diocese, then the names of seas, peoples' lands and zones,
each in the first free spot around its place. A name that finds no free spot is left
out, so that no two names ever overlap (``OverviewLayout.text_boxes``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import shapely
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPen

from sv_desktop.board import BoardView
from sv_desktop.map_image import MapPainter
from sv_desktop.mapkit import palette
from sv_desktop.mapkit.label_layout import Box, BoxIndex, Candidate, around, box_at, place
from sv_desktop.sheets.pages import GREY, INK, MARGIN, Block, Canvas, Paper, font, page_size_pt
from sv_desktop.theme import SIDE_SHORT
from sv_model.geometry import map_bounds
from sv_model.schemas.map import GameMap, Zone, ZoneKind
from sv_model.schemas.scenario import Side

TITLE_BAND = 26.0  # points above the map for its title and key
NEUTRAL_LETTER = "N"
BADGE_FONT = 7.0


@dataclass(frozen=True)
class Label:
    text: str
    font: QFont
    box: Box  # points on the page
    colour: QColor


@dataclass(frozen=True)
class Badge:
    zone: str
    number: int | None
    counts: tuple[tuple[Side | None, int], ...]
    box: Box


@dataclass
class OverviewLayout:
    area: QRectF  # the map's box on the page, in points
    scale: float  # points per map unit
    badges: list[Badge] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)

    def text_boxes(self) -> list[tuple[str, Box]]:
        return [(b.zone, b.box) for b in self.badges] + [(lab.text, lab.box)
                                                           for lab in self.labels]


def _counts(board: BoardView, zone_id: str) -> tuple[tuple[Side | None, int], ...]:
    tally: dict[Side | None, int] = {}
    for piece in board.in_zone(zone_id):
        tally[piece.owner] = tally.get(piece.owner, 0) + 1
    order: list[Side | None] = [Side.PRIMUS, Side.SECONDUS, None]
    return tuple((s, tally[s]) for s in order if s in tally)


def _segment_text(side: Side | None, n: int) -> str:
    return f"{SIDE_SHORT[side] if side else NEUTRAL_LETTER}{n}"


def _badge_segments(c: Canvas, badge: Badge) -> list[tuple[str, float]]:
    f = font(BADGE_FONT, bold=True)
    parts = ([str(badge.number)] if badge.number is not None else []) + [
        _segment_text(s, n) for s, n in badge.counts]
    return [(t, c.width(t, f) + 3.0) for t in parts]


def _badge_box(c: Canvas, zone: Zone, counts: tuple[tuple[Side | None, int], ...],
               at: QPointF) -> Badge:
    number = zone.number if zone.diocese is not None else None
    probe = Badge(zone.id, number, counts, (0, 0, 0, 0))
    w = sum(width for _, width in _badge_segments(c, probe))
    h = c.line_height(font(BADGE_FONT, bold=True)) + 1
    return Badge(zone.id, number, counts, box_at(at.x(), at.y(), max(w, h), h))


def _nudged(box: Box) -> list[Box]:
    """``box`` where it is, then moved by up to 14 points in eight directions."""
    out = [box]
    for step in (3.0, 6.0, 9.0, 12.0, 14.0):
        for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)):
            out.append((box[0] + dx * step, box[1] + dy * step, box[2] + dx * step,
                        box[3] + dy * step))
    return out


def _label_font(zone: Zone) -> tuple[QFont, QColor]:
    if zone.kind is ZoneKind.SEA:
        return font(7.5, italic=True), QColor(palette.SEA_INK)
    if zone.kind is ZoneKind.ORIGIN:
        return font(7.5, bold=True), QColor(palette.PEOPLE_INK)
    if zone.kind is ZoneKind.OUTSIDE:
        return font(7.5, italic=True), QColor(palette.OUTSIDE_INK)
    return font(7), INK


def _diocese_labels(c: Canvas, m: GameMap, painter: MapPainter, lay: OverviewLayout,
                    taken: BoxIndex) -> None:
    """Each diocese's name in a free spot inside it, smaller where crowded; else none."""
    x0, y0 = painter.x0, painter.y0
    for d in m.dioceses:
        if not any(z.diocese == d.id for z in m.zones):
            continue
        area = painter.diocese_area(d.id)
        largest = max(shapely.get_parts(area), key=lambda g: g.area)
        shapely.prepare(largest)
        for size in (10.0, 8.5, 7.0):
            f = font(size, bold=True)
            text = d.name.upper()
            w, h = c.width(text, f), c.line_height(f)
            spots = _grid_spots(largest, lay, x0, y0, w, h)
            chosen = place([Candidate(d.id, spots)], taken, gap=1.0)
            if d.id in chosen:
                lay.labels.append(Label(text, f, chosen[d.id][1], QColor(60, 60, 60)))
                break


def _grid_spots(shape: object, lay: OverviewLayout, x0: float, y0: float, w: float,
                h: float) -> list[Box]:
    """Boxes of w x h points whose map footprint lies inside ``shape``, centre first."""
    step = 6.0 / lay.scale
    bx0, by0, bx1, by1 = shape.bounds  # type: ignore[attr-defined]
    centre = shape.representative_point()  # type: ignore[attr-defined]
    spots: list[tuple[float, Box]] = []
    hw, hh = w / 2 / lay.scale, h / 2 / lay.scale
    j = 0
    while by0 + j * step <= by1:
        i = 0
        while bx0 + i * step <= bx1:
            cx, cy = bx0 + i * step, by0 + j * step
            footprint = shapely.box(cx - hw, cy - hh, cx + hw, cy + hh)
            if shape.intersection(footprint).area > 0.6 * footprint.area:  # type: ignore[attr-defined]
                px = lay.area.left() + (cx - x0) * lay.scale
                py = lay.area.top() + (cy - y0) * lay.scale
                spots.append(((cx - centre.x) ** 2 + (cy - centre.y) ** 2,
                              box_at(px, py, w, h)))
            i += 1
        j += 1
    return [box for _, box in sorted(spots, key=lambda s: s[0])]


def overview_layout(c: Canvas, m: GameMap, board: BoardView, area: QRectF) -> OverviewLayout:
    x0, y0, x1, y1 = map_bounds(m)
    scale = min(area.width() / (x1 - x0), area.height() / (y1 - y0))
    w, h = (x1 - x0) * scale, (y1 - y0) * scale
    lay = OverviewLayout(QRectF(area.left() + (area.width() - w) / 2, area.top(), w, h), scale)
    painter = MapPainter(m, scale * c.k, c.device, c.k * 72)

    def at(point: tuple[float, float]) -> QPointF:
        return QPointF(lay.area.left() + (point[0] - x0) * scale,
                       lay.area.top() + (point[1] - y0) * scale)

    taken = BoxIndex(cell=24.0)
    wanted = [_badge_box(c, z, _counts(board, z.id), at(z.label)) for z in m.zones
              if z.kind is ZoneKind.DIOCESE or _counts(board, z.id)]
    wanted.sort(key=lambda b: -len(b.counts))  # the busiest keep their exact place
    spots = place([Candidate(b.zone, _nudged(b.box), forced=True) for b in wanted], taken,
                  gap=0.5)
    lay.badges = [replace(b, box=spots[b.zone][1]) for b in wanted]
    _diocese_labels(c, m, painter, lay, taken)
    candidates: list[Candidate[str]] = []
    fonts: dict[str, tuple[QFont, QColor, str]] = {}
    badges = {b.zone: b for b in lay.badges}
    for z in sorted(m.zones, key=lambda z: (z.kind is ZoneKind.DIOCESE, z.id)):
        f, colour = _label_font(z)
        text = z.name.upper() if z.kind is ZoneKind.ORIGIN else z.name
        w, h = c.width(text, f), c.line_height(f)
        if z.id in badges:
            choices = list(around(badges[z.id].box, w, h, "barl*"))
        else:
            centre = at(z.label)
            choices = list(around(box_at(centre.x(), centre.y(), 1, 1), w, h, "cbar"))
        fonts[z.id] = (f, colour, text)
        candidates.append(Candidate(z.id, [b for b in choices if _inside(b, lay.area)]))
    for zone_id, (_, box) in place(candidates, taken, gap=0.8).items():
        f, colour, text = fonts[zone_id]
        lay.labels.append(Label(text, f, box, colour))
    return lay


def _inside(box: Box, area: QRectF) -> bool:
    return (box[0] >= area.left() and box[1] >= area.top() and box[2] <= area.right()
            and box[3] <= area.bottom())


def paint_badge(c: Canvas, badge: Badge) -> None:
    from sv_desktop.mapkit.palette import SIDE_COLOURS

    x0, y0, x1, y1 = badge.box
    f = font(BADGE_FONT, bold=True)
    p = c.p
    x = x0
    segments = _badge_segments(c, badge)
    fills: list[tuple[QColor, QColor]] = []
    if badge.number is not None:
        fills.append((QColor("white"), INK))
    for side, _ in badge.counts:
        fill = QColor(SIDE_COLOURS[side]) if side else QColor("#d9d4c7")
        fills.append((fill, QColor("white") if side is Side.SECONDUS else INK))
    if not badge.counts:  # an empty zone: its number in a small disc
        p.setPen(QPen(INK, 0.5))
        p.setBrush(QColor("white"))
        p.drawEllipse(QRectF(x0, y0, x1 - x0, y1 - y0))
        c.text((x0 + x1) / 2, y0 + 0.5, str(badge.number or ""), f, INK, centre=True)
        return
    for (text, width), (fill, ink) in zip(segments, fills, strict=True):
        p.setPen(QPen(INK, 0.5))
        p.setBrush(fill)
        p.drawRect(QRectF(x, y0, width, y1 - y0))
        c.text(x + width / 2, y0 + 0.5, text, f, ink, centre=True)
        x += width


def paint_overview(c: Canvas, m: GameMap, board: BoardView, page_w: float, page_h: float,
                   title: str) -> OverviewLayout:
    area = QRectF(MARGIN, MARGIN + TITLE_BAND, page_w - 2 * MARGIN,
                  page_h - 2 * MARGIN - TITLE_BAND - 10)
    lay = overview_layout(c, m, board, area)
    left = lay.area.left()
    c.text(left, MARGIN, f"{title} — overview", font(12, bold=True))
    key = ("Each badge: the zone's number, then its counters by side: P PRIMUS, "
           "S SECONDUS, N nobody (peoples at peace, neutral fleets).")
    c.text(left, MARGIN + 15, key, font(7.5), GREY)
    p = c.p
    p.save()
    p.setClipRect(lay.area)
    p.fillRect(lay.area, QColor(palette.SEA))
    p.setWorldTransform(c.base)
    p.translate(lay.area.left() * c.k, lay.area.top() * c.k)
    MapPainter(m, lay.scale * c.k, c.device, c.k * 72).paint_geography(p)
    p.restore()
    p.setPen(QPen(INK, 0.8))
    p.setBrush(QColor(0, 0, 0, 0))
    p.drawRect(lay.area)
    p.setPen(QColor(0, 0, 0, 0))
    p.setBrush(QColor(255, 255, 255, 170))
    for label in lay.labels:
        p.drawRect(QRectF(label.box[0] - 0.5, label.box[1], label.box[2] - label.box[0] + 1,
                          label.box[3] - label.box[1]))
        c.text(label.box[0], label.box[1], label.text, label.font, label.colour)
    for badge in lay.badges:
        paint_badge(c, badge)
    return lay


def overview_block(m: GameMap, board: BoardView, paper: Paper, title: str) -> Block:
    size = page_size_pt(paper, landscape=True)

    def paint(c: Canvas, x: float, y: float, w: float) -> None:
        paint_overview(c, m, board, size.width(), size.height(), title)

    return Block(0, paint, page=True, paper=paper, landscape=True, text=(f"{title} — overview",))
