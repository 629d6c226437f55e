"""The overview map of a sheet: the whole map on one page, A4 or A3 landscape, with a
badge per zone giving how many counters of each side stand there.

The geography is the map kit's (``MapPainter.paint_geography``), vector and sized in
points. Lettering is laid out here, in points: badges first (every one is shown), then
diocese names inside their diocese, then the names of seas, peoples' lands and zones:
each on its zone in the first free spot around its place, else beside it joined by a
leader line, else replaced by a number on the zone, keyed in a list in the map's corner.
No name is left out, and no two overlap (``OverviewLayout.text_boxes``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import shapely
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPen

from sv_desktop.board.board_view import BoardView
from sv_desktop.board.map_image import MapPainter
from sv_desktop.board.mapkit import palette
from sv_desktop.board.mapkit.label_layout import (
    Box,
    BoxIndex,
    Candidate,
    around,
    box_at,
    grow,
    overlaps,
    place,
)
from sv_desktop.board.theme import SIDE_SHORT
from sv_desktop.common.i18n import language, translate
from sv_desktop.sheets.pages import GREY, INK, MARGIN, Block, Canvas, Paper, font, page_size_pt
from sv_model.data_texts import map_in_language
from sv_model.geometry import map_bounds, zone_shapes
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
    zone: str | None = None  # the zone it names (None: a diocese's name)
    leader: tuple[float, float] | None = None  # the zone's point a leader line joins


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
    key: list[tuple[str, str, str]] = field(default_factory=list)  # mark, zone, name
    key_box: Box | None = None  # where the key of marked names is printed
    key_columns: int = 1

    def text_boxes(self) -> list[tuple[str, Box]]:
        key = [("key", self.key_box)] if self.key_box is not None else []
        return [(b.zone, b.box) for b in self.badges] + [(lab.text, lab.box)
                                                           for lab in self.labels] + key


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
    m = map_in_language(m, language())  # the names of the sheet's language (issue 34)
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
    _zone_names(c, m, lay, taken, (x0, y0), at)
    return lay


KEY_FONT = 7.0


def key_title() -> str:
    """The heading of the key of names marked on the map."""
    return translate("Overview", "Names by their zone's badge or letter")


LEADER_REACH = (14.0, 24.0, 36.0, 50.0, 66.0)  # points from the zone to a name beside it


def _zone_names(c: Canvas, m: GameMap, lay: OverviewLayout, taken: BoxIndex,
                origin: tuple[float, float], at: Any) -> None:
    """Every zone's name: on its zone when a free spot touches it, else beside it with a
    leader line, else marked on the zone (its badge, or a letter) and keyed in a list on
    the page. The key's room is kept free first, sized by a trial placement, and made
    larger until the names it leaves out fit in it."""
    shapes = zone_shapes(m)
    trial = _place_names(c, m, replace(lay, labels=list(lay.labels), key=[]), _copy(taken),
                         shapes, origin, at, count_only=True)
    widest = max((z.name for z in m.zones), key=lambda n: c.width(n, font(KEY_FONT)))
    lines = len(trial) + 2 if trial else 0
    for _attempt in range(4):
        work = replace(lay, labels=list(lay.labels), key=[])
        index = _copy(taken)
        room, columns = None, 1
        if lines:
            room, columns = _key_room(c, lay, index, widest, lines)
            index.add(room)
        _place_names(c, m, work, index, shapes, origin, at, room=room)
        if len(work.key) <= lines or _attempt == 3:
            break
        lines = len(work.key) + 2
    lay.labels, lay.key = work.labels, work.key
    for box in index.boxes[len(taken.boxes):]:
        taken.add(box)
    if lay.key and room is not None:  # the key in its room's columns, from the top
        lay.key_columns = columns
        rows = -(-len(lay.key) // columns)
        size = _key_box(c, lay, [""] * rows)
        lay.key_box = (room[0], room[1], room[2], room[1] + size[3] - size[1])


def _copy(index: BoxIndex) -> BoxIndex:
    out = BoxIndex(cell=index.cell)
    for box in index.boxes:
        out.add(box)
    return out


def _free_spot(box: Box, lay: OverviewLayout, taken: BoxIndex) -> Box:
    """The key's place: along the map's left, bottom or right edge where it covers no
    badge or name, else where it covers the fewest."""
    w, h = box[2] - box[0], box[3] - box[1]
    a = lay.area
    spots: list[Box] = []
    y = a.bottom() - 2 - h
    while y >= a.top() + 2:
        spots += [(a.left() + 2, y, a.left() + 2 + w, y + h),
                  (a.right() - 2 - w, y, a.right() - 2, y + h)]
        y -= 12.0
    x = a.left() + 2
    while x + w <= a.right() - 2:
        spots.append((x, a.bottom() - 2 - h, x + w, a.bottom() - 2))
        x += 12.0
    got = place([Candidate("key", spots)], _copy(taken), gap=1.0)
    return got["key"][1] if "key" in got else box


def _key_room(c: Canvas, lay: OverviewLayout, taken: BoxIndex, widest: str, lines: int
              ) -> tuple[Box, int]:
    """A free room for the key in one, two or three columns (the first that fits), and
    its number of columns; else three columns in the lower left corner."""
    for columns in (1, 2, 3):
        rows = -(-lines // columns)
        one = _key_box(c, lay, [f"Moesiae 10  {widest}"] * rows)
        wide = (one[0], one[1], one[0] + (one[2] - one[0]) * columns, one[3])
        room = _free_spot(wide, lay, taken)
        if not any(overlaps(grow(room, 1.0), b) for b in taken.boxes):
            return room, columns
    return wide, 3


def _place_names(c: Canvas, m: GameMap, lay: OverviewLayout, taken: BoxIndex,
                 shapes: dict[str, Any], origin: tuple[float, float], at: Any,
                 count_only: bool = False, room: Box | None = None) -> list[str]:
    """Place each zone's name (see ``_zone_names``); the names left to the key. A letter
    never goes on the key's ``room``."""
    badges = {b.zone: b for b in lay.badges}
    keyed: list[str] = []
    for z in sorted(m.zones, key=lambda z: (z.kind is ZoneKind.DIOCESE, z.id)):
        f, colour = _label_font(z)
        text = z.name.upper() if z.kind is ZoneKind.ORIGIN else z.name
        w, h = c.width(text, f), c.line_height(f)
        point = at(z.label)
        anchor = badges[z.id].box if z.id in badges else box_at(point.x(), point.y(), 1, 1)
        near = [b for b in around(anchor, w, h, "barl*" if z.id in badges else "cbar")
                if _inside(b, lay.area)]
        on_zone = [b for b in near if _touches(b, shapes[z.id], lay, origin)]
        chosen = place([Candidate(z.id, on_zone)], taken, gap=0.8)
        leader = None
        if z.id not in chosen:
            ring = [b for r in LEADER_REACH for b in _ring(point, w, h, r)
                    if _inside(b, lay.area)]
            chosen = place([Candidate(z.id, ring)], taken, gap=0.8)
            leader = (point.x(), point.y())
        if z.id in chosen:
            lay.labels.append(Label(text, f, chosen[z.id][1], colour, z.id, leader))
            continue
        keyed.append(z.name)
        if count_only:
            continue
        if z.id in badges and badges[z.id].number is not None:  # its badge is its mark
            lay.key.append((f"{_diocese_name(m, z)} {z.number}", z.id, z.name))
            continue
        mark = _letter(sum(1 for k in lay.key if k[0].islower()))
        nf = font(KEY_FONT, bold=True)
        nw, nh = c.width(mark, nf) + 2, c.line_height(nf)
        spots = [b for b in [*around(box_at(point.x(), point.y(), 1, 1), nw, nh, "cbar*"),
                             *(b for r in LEADER_REACH for b in _ring(point, nw, nh, r))]
                 if _inside(b, lay.area) and (room is None or not overlaps(grow(b, 1.0), room))]
        far = [b for r in (80.0, 100.0, 120.0) for b in _ring(point, nw, nh, r)
               if _inside(b, lay.area) and (room is None or not overlaps(grow(b, 1.0), room))]
        got = place([Candidate(z.id, spots + far or [box_at(point.x(), point.y(), nw, nh)],
                               forced=True)], taken, gap=0.5)
        box = got[z.id][1]
        on = _touches(box, shapes[z.id], lay, origin)
        lay.labels.append(Label(mark, nf, box, INK, z.id, None if on else (point.x(), point.y())))
        lay.key.append((mark, z.id, z.name))
    return keyed


def _letter(i: int) -> str:
    """a, b, ... z, aa, ab...: the marks of names keyed outside the dioceses."""
    return chr(97 + i) if i < 26 else _letter(i // 26 - 1) + chr(97 + i % 26)


def _diocese_name(m: GameMap, z: Zone) -> str:
    return next((d.name for d in m.dioceses if d.id == z.diocese), str(z.diocese))


def _ring(point: QPointF, w: float, h: float, r: float) -> list[Box]:
    """Boxes of w x h whose nearest edge is about ``r`` points from ``point``, in 8
    directions."""
    out = []
    d = 0.7071 * r  # a diagonal's corner stays about r away
    for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)):
        reach = d if dx and dy else r
        cx = point.x() + dx * (reach + w / 2)
        cy = point.y() + dy * (reach + h / 2)
        out.append(box_at(cx, cy, w, h))
    return out


def _touches(box: Box, shape: Any, lay: OverviewLayout, origin: tuple[float, float]) -> bool:
    """Whether a box on the page lies (in part) on a zone's shape."""
    x0, y0 = origin
    s = lay.scale
    footprint = shapely.box((box[0] - lay.area.left()) / s + x0,
                            (box[1] - lay.area.top()) / s + y0,
                            (box[2] - lay.area.left()) / s + x0,
                            (box[3] - lay.area.top()) / s + y0)
    return bool(shape.intersects(footprint))


def _key_box(c: Canvas, lay: OverviewLayout, lines: list[str]) -> Box:
    """The box of the key of names marked on the map, in the map's lower left corner."""
    f = font(KEY_FONT)
    lh = c.line_height(f)
    width = max(c.width(line, f) for line in lines) + 8
    width = max(width, c.width(key_title(), font(KEY_FONT, bold=True)) + 8)
    height = lh * (len(lines) + 1) + 6
    left, bottom = lay.area.left() + 2, lay.area.bottom() - 2
    return (left, bottom - height, left + width, bottom)


def _inside(box: Box, area: QRectF) -> bool:
    return (box[0] >= area.left() and box[1] >= area.top() and box[2] <= area.right()
            and box[3] <= area.bottom())


def leader_start(label: Label) -> tuple[float, float]:
    """Where a label's leader line leaves its box: the edge point nearest the zone."""
    assert label.leader is not None
    x0, y0, x1, y1 = label.box
    tx, ty = label.leader
    return min(max(tx, x0), x1), min(max(ty, y0), y1)


def _paint_leader(c: Canvas, label: Label) -> None:
    assert label.leader is not None
    sx, sy = leader_start(label)
    c.p.setPen(QPen(GREY, 0.5))
    c.p.drawLine(QPointF(sx, sy), QPointF(*label.leader))
    c.p.setBrush(GREY)
    c.p.drawEllipse(QPointF(*label.leader), 0.9, 0.9)


def _paint_key(c: Canvas, lay: OverviewLayout) -> None:
    if lay.key_box is None or not lay.key:
        return
    x0, y0, x1, y1 = lay.key_box
    c.p.setPen(QPen(INK, 0.5))
    c.p.setBrush(QColor("white"))
    c.p.drawRect(QRectF(x0, y0, x1 - x0, y1 - y0))
    f, bold = font(KEY_FONT), font(KEY_FONT, bold=True)
    lh = c.line_height(f)
    c.text(x0 + 4, y0 + 3, key_title(), bold)
    rows = -(-len(lay.key) // lay.key_columns)
    column_w = (x1 - x0) / lay.key_columns
    for i, (mark, _zone, name) in enumerate(lay.key):
        col, row = divmod(i, rows)
        c.text(x0 + 4 + col * column_w, y0 + 3 + lh * (row + 1), f"{mark}  {name}", f)


def paint_badge(c: Canvas, badge: Badge) -> None:
    from sv_desktop.board.mapkit.palette import SIDE_COLOURS

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
    m = map_in_language(m, language())
    area = QRectF(MARGIN, MARGIN + TITLE_BAND, page_w - 2 * MARGIN,
                  page_h - 2 * MARGIN - TITLE_BAND - 10)
    lay = overview_layout(c, m, board, area)
    left = lay.area.left()
    c.text(left, MARGIN, overview_title(title), font(12, bold=True))
    key = translate("Overview", "Each badge: the zone's number, then its counters by side: "
                                "P PRIMUS, S SECONDUS, N nobody (peoples at peace, neutral "
                                "fleets).")
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
        if label.leader is not None:
            _paint_leader(c, label)
    p.setPen(QColor(0, 0, 0, 0))
    p.setBrush(QColor(255, 255, 255, 170))
    for label in lay.labels:
        p.drawRect(QRectF(label.box[0] - 0.5, label.box[1], label.box[2] - label.box[0] + 1,
                          label.box[3] - label.box[1]))
        c.text(label.box[0], label.box[1], label.text, label.font, label.colour)
    _paint_key(c, lay)
    for badge in lay.badges:
        paint_badge(c, badge)
    return lay


def overview_title(title: str) -> str:
    """The overview page's heading for the sheet ``title``."""
    return translate("Overview", "{title} — overview").format(title=title)


def overview_block(m: GameMap, board: BoardView, paper: Paper, title: str) -> Block:
    size = page_size_pt(paper, landscape=True)

    def paint(c: Canvas, x: float, y: float, w: float) -> None:
        paint_overview(c, m, board, size.width(), size.height(), title)

    return Block(0, paint, page=True, paper=paper, landscape=True,
                 text=(overview_title(title),))
