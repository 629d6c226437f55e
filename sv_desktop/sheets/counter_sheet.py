"""Counter sheets: every leader and unit of a roster as two-sided counters to cut (1.2, 1.3).

Fronts fill the pages of a grid; each fronts page is followed by its backs page, mirrored
left to right, so that a duplex print flipped on the long edge puts every back behind its
front. Crop marks in the margins line up with every cut. A calibration page pair comes
first: printed duplex and held against the light, its crosses show any shift between the
two sides, which ``back_shift`` (millimetres) corrects.

Faces: a Roman leader shows PRIMUS's white band on one side and SECONDUS's black band on
the other (3.5.1); a non-Roman leader his war face and his Pax Romana face (1.2.1); a
unit its full and its weakened face (1.3).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPen

from sv_desktop.board.board_view import Catalogue, leader_spec, unit_spec
from sv_desktop.board.counters import CounterSpec, paint_counter
from sv_desktop.board.theme import mix
from sv_desktop.common.i18n import translate
from sv_desktop.sheets.pages import (
    GREY,
    INK,
    MARGIN,
    Block,
    Canvas,
    Frame,
    Page,
    Paper,
    font,
    page_size_pt,
)
from sv_model.schemas.roster import Nationality, Roster
from sv_model.schemas.scenario import Side

MM = 72 / 25.4  # points per millimetre
CROP = 9.0  # points: length of a crop mark
CROP_GAP = 2.0


class CounterSize(StrEnum):
    MM16 = "16mm"
    IN58 = "5/8in"


SIZE_POINTS = {CounterSize.MM16: 16 * MM, CounterSize.IN58: 72 * 5 / 8}


@dataclass(frozen=True)
class CounterSheetOptions:
    paper: Paper = Paper.A4
    size: CounterSize = CounterSize.MM16
    ink_saving: bool = False
    back_shift: tuple[float, float] = (0.0, 0.0)  # millimetres, applied to the backs


@dataclass(frozen=True)
class CounterPair:
    id: str
    front: CounterSpec
    back: CounterSpec


def counter_pairs(cat: Catalogue, roster: Roster) -> list[CounterPair]:
    """Every leader, then every unit, with both faces; names in the catalogue's language
    (issue 34)."""
    pairs: list[CounterPair] = []
    for leader in (cat.leaders.get(x.id, x) for x in roster.leaders):
        if leader.nationality is Nationality.ROMAN:
            front = leader_spec(cat, leader, Side.PRIMUS, pax_romana=False, markers=())
            back = leader_spec(cat, leader, Side.SECONDUS, pax_romana=False, markers=())
        else:
            front = leader_spec(cat, leader, None, pax_romana=False, markers=())
            back = leader_spec(cat, leader, None, pax_romana=True, markers=())
        pairs.append(CounterPair(leader.id, _bare(front), _bare(back)))
    for unit in (cat.units.get(x.id, x) for x in roster.units):
        pairs.append(CounterPair(unit.id, unit_spec(cat, unit, None, False),
                                 unit_spec(cat, unit, None, True)))
    return pairs


def _bare(spec: CounterSpec) -> CounterSpec:
    """A printed counter carries no side frame: the band says the face (3.5.1)."""
    return replace(spec, side_colour=None, side_letter="")


def ink_saving(spec: CounterSpec) -> CounterSpec:
    """A pale face and a pale band: the lettering and ratings stay dark."""
    band = mix(spec.band, "#ffffff", 0.65).name() if spec.band else None
    return replace(spec, base=mix(spec.base, "#ffffff", 0.8).name(), band=band)


@dataclass(frozen=True)
class Grid:
    """Where counters go on a page: ``columns`` x ``rows`` squares of ``size`` points
    from (``left``, ``top``), centred so that a mirrored back lands behind its front."""

    size: float
    columns: int
    rows: int
    left: float
    top: float

    @classmethod
    def for_page(cls, paper: Paper, size: float) -> Grid:
        page = page_size_pt(paper)
        room = MARGIN + CROP + CROP_GAP
        columns = int((page.width() - 2 * room) // size)
        rows = int((page.height() - 2 * room - 14) // size)
        left = (page.width() - columns * size) / 2
        top = room + 14
        return cls(size, columns, rows, left, top)

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    def square(self, index: int, mirrored: bool) -> QRectF:
        row, col = divmod(index, self.columns)
        if mirrored:
            col = self.columns - 1 - col
        return QRectF(self.left + col * self.size, self.top + row * self.size, self.size,
                      self.size)


def _crop_marks(c: Canvas, grid: Grid, rows: int) -> None:
    p = c.p
    p.setPen(QPen(INK, 0.3))
    right = grid.left + grid.columns * grid.size
    bottom = grid.top + rows * grid.size
    for i in range(grid.columns + 1):
        x = grid.left + i * grid.size
        p.drawLine(QPointF(x, grid.top - CROP_GAP - CROP), QPointF(x, grid.top - CROP_GAP))
        p.drawLine(QPointF(x, bottom + CROP_GAP), QPointF(x, bottom + CROP_GAP + CROP))
    for j in range(rows + 1):
        y = grid.top + j * grid.size
        p.drawLine(QPointF(grid.left - CROP_GAP - CROP, y), QPointF(grid.left - CROP_GAP, y))
        p.drawLine(QPointF(right + CROP_GAP, y), QPointF(right + CROP_GAP + CROP, y))


def _faces_page(pairs: list[CounterPair], grid: Grid, options: CounterSheetOptions,
                backs: bool, caption: str) -> Block:
    faces = [pair.back if backs else pair.front for pair in pairs]
    if options.ink_saving:
        faces = [ink_saving(face) for face in faces]
    rows = (len(faces) + grid.columns - 1) // grid.columns
    dx, dy = (options.back_shift[0] * MM, options.back_shift[1] * MM) if backs else (0.0, 0.0)

    def paint(c: Canvas, x: float, y: float, w: float) -> None:
        c.text(MARGIN, MARGIN, caption, font(8, bold=True), GREY)
        c.p.save()
        c.p.translate(dx, dy)
        for i, face in enumerate(faces):
            paint_counter(c.p, face, grid.square(i, backs), cut=True)
        _crop_marks(c, grid, rows)
        c.p.restore()

    return Block(0, paint, page=True, paper=options.paper, text=(caption,))


CROSS_REACH = 10 * MM + 8  # a calibration cross's scales reach 10 mm from its centre


def _calibration_captions() -> tuple[str, str]:
    """The headings of the calibration pair: front, back."""
    return (translate("CounterSheet", "Duplex calibration, front: print this page and the "
                                      "next one on one sheet, flipped on the long edge"),
            translate("CounterSheet", "Duplex calibration, back: print both pages on one "
                                      "sheet"))


def _calibration(grid: Grid, options: CounterSheetOptions, back: bool) -> Block:
    captions = _calibration_captions()
    caption = captions[1] if back else captions[0]
    page = page_size_pt(options.paper)
    dx, dy = (options.back_shift[0] * MM, options.back_shift[1] * MM) if back else (0.0, 0.0)

    def paint(c: Canvas, x: float, y: float, w: float) -> None:
        head, width = font(9, bold=True), page.width() - 2 * MARGIN
        for i, line in enumerate(c.wrap(caption, head, width)):
            c.text(MARGIN, MARGIN + i * c.line_height(head), line, head)
        help_text = translate(
            "CounterSheet", "Hold the sheet against the light. Where the back's cross sits off "
                            "the front's, read the shift on the scales (1 mm a tick) and give "
                            "it as --back-shift X,Y (millimetres, right and down positive as "
                            "seen from the front).")
        # the longer heading sets where the help starts, so the crosses of both pages
        # stand at the same places
        rows = max(len(c.wrap(text, head, width)) for text in captions)
        yy = MARGIN + 14 + (rows - 1) * c.line_height(head)
        for line in c.wrap(help_text, font(8), width):
            c.text(MARGIN, yy, line, font(8), GREY)
            yy += c.line_height(font(8))
        p = c.p
        p.save()
        p.translate(dx, dy)
        cx, cy = page.width() / 2, page.height() / 2
        top = max(grid.top, yy + CROSS_REACH)  # below the text, the same on both pages
        for corner in (QPointF(grid.left, top), QPointF(page.width() - grid.left, top),
                       QPointF(cx, cy)):
            p.setPen(QPen(QColor("#b01010") if back else INK, 0.5))
            p.drawLine(QPointF(corner.x() - 20, corner.y()), QPointF(corner.x() + 20, corner.y()))
            p.drawLine(QPointF(corner.x(), corner.y() - 20), QPointF(corner.x(), corner.y() + 20))
            if not back:
                for t in range(-10, 11):
                    tick = 3.0 if t % 5 else 6.0
                    p.drawLine(QPointF(corner.x() + t * MM, corner.y() - tick),
                               QPointF(corner.x() + t * MM, corner.y()))
                    p.drawLine(QPointF(corner.x() - tick, corner.y() + t * MM),
                               QPointF(corner.x(), corner.y() + t * MM))
        p.restore()

    return Block(0, paint, page=True, paper=options.paper, text=(caption,))


def counter_sheet_blocks(cat: Catalogue, roster: Roster,
                         options: CounterSheetOptions) -> list[Block]:
    """The calibration pair, then each page of fronts followed by its mirrored backs."""
    grid = Grid.for_page(options.paper, SIZE_POINTS[options.size])
    pairs = counter_pairs(cat, roster)
    blocks = [_calibration(grid, options, False), _calibration(grid, options, True)]
    sheets = (len(pairs) + grid.per_page - 1) // grid.per_page
    for n in range(sheets):
        chunk = pairs[n * grid.per_page:(n + 1) * grid.per_page]
        where = dict(sheet=n + 1, sheets=sheets, size=_size_words(options.size))
        blocks.append(_faces_page(chunk, grid, options, False, translate(
            "CounterSheet", "Fronts, sheet {sheet} of {sheets}, {size} counters").format(**where)))
        blocks.append(_faces_page(chunk, grid, options, True, translate(
            "CounterSheet", "Backs, sheet {sheet} of {sheets}, {size} counters (mirrored for "
                            "duplex)").format(**where)))
    return blocks


def _size_words(size: CounterSize) -> str:
    """A counter size in words (French puts a space before the unit)."""
    return translate("CounterSheet", "16mm") if size is CounterSize.MM16 else \
        translate("CounterSheet", "5/8in")


def counter_sheet_title(roster: Roster) -> str:
    """The counter sheet's title, which names its roster."""
    return translate("CounterSheet", "Counters of {roster}").format(roster=roster.name)


def counter_frame(roster: Roster, options: CounterSheetOptions) -> Frame:
    return Frame(options.paper, counter_sheet_title(roster),
                 translate("CounterSheet", "counter sheet"), columns=1)


def counter_pages(cat: Catalogue, roster: Roster, options: CounterSheetOptions) -> list[Page]:
    return [Page(b.paper or options.paper, False, full=b)
            for b in counter_sheet_blocks(cat, roster, options)]
