"""The setup sheet of a scenario and the position sheet of a game, as blocks of pages.

In order: the scenario card (and, for a game, where it stands), the set-up by diocese in
zone order with every counter drawn and a tick box, the zones outside the dioceses (the
peoples' lands, the Persian and Armenian set-up, fleets at sea), diocese control, fleets,
peoples, the timeline and the stratagem cup; then the overview map on a page of its own;
then, for a game, each player's hand on a page for him alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPen

from sv_desktop.board.counters import MARKER_HEIGHT, RENDER_SIZE, paint_counter
from sv_desktop.board.mapkit.palette import SIDE_COLOURS
from sv_desktop.board.theme import SIDE_NAMES, SIDE_SHORT
from sv_desktop.common.i18n import translate
from sv_desktop.sheets.content import PieceLine, SheetContent, ZoneEntry
from sv_desktop.sheets.overview import overview_block
from sv_desktop.sheets.pages import (
    GREY,
    INK,
    MARGIN,
    Block,
    Canvas,
    Frame,
    Metrics,
    Paper,
    font,
    tick_box,
)
from sv_model.schemas.map import GameMap
from sv_model.schemas.scenario import Side

COUNTER = 26.0  # points: a counter drawn on the sheet
MARKERS = COUNTER * MARKER_HEIGHT / RENDER_SIZE
ROW_GAP = 4.0
DAGGER = "†"


def heading(m: Metrics, text: str, size: float = 12.0, *, rule: bool = True,
            width: float = 250.0) -> Block:
    """A heading (wrapped to ``width``), ruled below, kept with what follows it."""
    f = font(size, bold=True)
    lines = m.wrap(text, f, width)
    lh = m.line_height(f)
    top = 4.0 if rule else 1.0
    h = lh * len(lines) + (9 if rule else 3)

    def paint(c: Canvas, x: float, y: float, w: float) -> None:
        for i, line in enumerate(lines):
            c.text(x, y + top + i * lh, line, f)
        if rule:
            c.p.setPen(QPen(INK, 0.6))
            c.p.drawLine(QPointF(x, y + 5 + len(lines) * lh), QPointF(x + w, y + 5 +
                                                                      len(lines) * lh))

    return Block(h, paint, keep_with_next=True, text=(text,))


def paragraph_blocks(m: Metrics, text: str, width: float, size: float = 8.5, *,
                     italic: bool = False, bold: bool = False, indent: float = 0.0,
                     colour: QColor = INK) -> list[Block]:
    """A wrapped paragraph, one block per line so that it can break across columns."""
    f = font(size, bold=bold, italic=italic)
    lh = m.line_height(f)
    out = []
    for line in m.wrap(text, f, width - indent):
        def paint(c: Canvas, x: float, y: float, w: float, line: str = line) -> None:
            c.text(x + indent, y, line, f, colour)
        out.append(Block(lh, paint, text=(line,)))
    if out:
        out[-1].height += 3
    return out


def side_pip(c: Canvas, x: float, y: float, side: Side | None, d: float = 10.0) -> None:
    """The side as a letter in a disc: readable in greyscale."""
    p = c.p
    p.setPen(QPen(INK, 0.6))
    p.setBrush(QColor(SIDE_COLOURS[side]) if side else QColor("white"))
    p.drawEllipse(QRectF(x, y, d, d))
    letter = SIDE_SHORT[side] if side else "–"
    f = font(7, bold=True)
    colour = QColor("white") if side is Side.SECONDUS else INK
    c.text(x + d / 2, y + (d - c.line_height(f)) / 2, letter, f, colour, centre=True)


def piece_block(m: Metrics, piece: PieceLine, width: float) -> Block:
    name_f, value_f, note_f = font(8.5, bold=True), font(7.2), font(7, italic=True)
    top = MARKERS if any(face.markers for face in piece.faces) else 0.0
    text_x = 12 + len(piece.faces) * (COUNTER + 3) + 4
    values = piece.values + (f" {DAGGER}" if piece.estimate else "")
    value_lines = m.wrap(values, value_f, width - text_x)
    note_lines = m.wrap(piece.notes, note_f, width - text_x) if piece.notes else []
    text_h = m.line_height(name_f) + m.line_height(value_f) * len(value_lines) + m.line_height(note_f) * len(
        note_lines)
    h = max(top + COUNTER, text_h) + ROW_GAP

    def paint(c: Canvas, x: float, y: float, w: float) -> None:
        tick_box(c, x, y + top + (COUNTER - 8) / 2)
        fx = x + 12
        for face in piece.faces:
            paint_counter(c.p, face, QRectF(fx, y + top, COUNTER, COUNTER))
            fx += COUNTER + 3
        ty = y
        side_pip(c, x + text_x, ty + 1, piece.side, 9.0)
        c.text(x + text_x + 12, ty, piece.name, name_f)
        ty += m.line_height(name_f)
        for line in value_lines:
            c.text(x + text_x, ty, line, value_f)
            ty += m.line_height(value_f)
        for line in note_lines:
            c.text(x + text_x, ty, line, note_f, GREY)
            ty += m.line_height(note_f)

    return Block(h, paint, text=(piece.name, values, piece.notes))


def zone_blocks(m: Metrics, zone: ZoneEntry, width: float) -> list[Block]:
    """A zone's heading, its markers, then its counters with their tick boxes."""
    blocks = [heading(m, zone.title, 9, rule=False, width=width)]
    for marker in zone.markers:
        blocks += paragraph_blocks(m, "□ " + translate("Sheet", "Marker: {marker}").format(
            marker=marker), width, 8, indent=4)
    return blocks + [piece_block(m, p, width) for p in zone.pieces]


def table_blocks(m: Metrics, rows: Sequence[tuple[str, ...]], width: float,
                 shares: tuple[float, ...], side_column: int | None = None) -> list[Block]:
    """Rows of cells wrapped in columns of ``shares`` of the width."""
    f = font(7.5)
    lh = m.line_height(f)
    out = []
    for row in rows:
        cells = [m.wrap(text, f, width * share - 4) for text, share in zip(row, shares,
                                                                             strict=True)]
        h = lh * max(len(c) for c in cells) + 2

        def paint(c: Canvas, x: float, y: float, w: float,
                  cells: list[list[str]] = cells, h: float = h) -> None:
            cx = x
            for lines, share in zip(cells, shares, strict=True):
                for i, line in enumerate(lines):
                    c.text(cx, y + i * lh, line, f)
                cx += w * share
            c.p.setPen(QPen(QColor("#cfcfcf"), 0.4))
            c.p.drawLine(QPointF(x, y + h - 1), QPointF(x + w, y + h - 1))

        out.append(Block(h, paint, text=tuple(row)))
    return out


def _card(m: Metrics, content: SheetContent, width: float) -> list[Block]:
    blocks = paragraph_blocks(m, content.title, width, 16, bold=True)
    sub = content.years + (" · " + translate("Sheet", "by {author}").format(
        author=content.author) if content.author else "")
    blocks += paragraph_blocks(m, sub, width, 10, colour=GREY)
    for line in content.provenance:
        blocks += paragraph_blocks(m, line, width, 7.5, italic=True)
    if content.description:
        blocks += paragraph_blocks(m, content.description, width, 8.5)
    if content.special_rules:
        blocks.append(heading(m, translate("Sheet", "Special rules"), 10, width=width))
        for rule in content.special_rules:
            blocks += paragraph_blocks(m, f"• {rule}", width, 8, indent=4)
    if content.victory_notes:
        blocks.append(heading(m, translate("Sheet", "Victory"), 10, width=width))
        blocks += paragraph_blocks(m, content.victory_notes, width, 8)
    if content.options:
        blocks.append(heading(m, translate("Sheet", "Ruleset options that differ from the "
                                                    "defaults"), 10, width=width))
        for option in content.options:
            blocks += paragraph_blocks(m, f"• {option}", width, 8, indent=4)
    return blocks


def _position(m: Metrics, content: SheetContent, width: float) -> list[Block]:
    pos = content.position
    if pos is None:
        return []
    none = translate("Sheet", "none")
    cup = pos.cup_size  # a plain name: lupdate reads no expression as the count
    when = (translate("Sheet", "AD {year} — the game is over") if pos.over
            else translate("Sheet", "AD {year}")).format(year=pos.year)
    phase = translate("Sheet", "{phase}, step {step}").format(phase=pos.phase, step=pos.step) \
        if pos.step else pos.phase
    held = translate("Sheet", "{counts} (each hand is on its player's own page)").format(
        counts=", ".join(f"{SIDE_NAMES[s]} {n}" for s, n in pos.hand_sizes.items()))
    rows = [(translate("Sheet", "Year"), when),
            (translate("Sheet", "Phase"), phase),
            (translate("Sheet", "Initiative"),
             SIDE_NAMES[pos.initiative] if pos.initiative else "–"),
            (translate("Sheet", "Victory points"),
             ", ".join(f"{SIDE_NAMES[s]} {v}" for s, v in pos.vp.items())),
            (translate("Sheet", "M/CS left"), pos.mcs),
            (translate("Sheet", "Stratagems held"), held),
            (translate("Sheet", "Stratagem cup"), translate("Sheet", "%n counter(s)", None, cup)),
            (translate("Sheet", "Out of the game"), ", ".join(pos.out_of_game) or none),
            (translate("Sheet", "Dead leaders"), ", ".join(pos.dead_leaders) or none)]
    rows += [(translate("Sheet", "Turn track {year}").format(year=year), text)
             for year, text in pos.turn_track]
    return [heading(m, translate("Sheet", "Where the game stands"), 11, width=width),
            *table_blocks(m, rows, width, (0.3, 0.7))]


def _key(m: Metrics, width: float) -> list[Block]:
    text = translate("Sheet", "Tick each counter as it goes on the map. The disc gives its "
                              "side: P for PRIMUS, S for SECONDUS, – for nobody. A unit that "
                              "starts weakened is drawn face up, then with its other face "
                              "beside it.")
    return paragraph_blocks(m, text, width, 7.5, italic=True, colour=GREY)


def _placements(m: Metrics, content: SheetContent, width: float) -> list[Block]:
    blocks = [heading(m, translate("Sheet", "Set-up by diocese"), width=width)]
    for d in content.dioceses:
        title = (translate("Sheet", "{diocese} — controlled by {side}").format(
            diocese=d.name.upper(), side=SIDE_NAMES[d.controller]) if d.controller
            else translate("Sheet", "{diocese} — uncontrolled").format(diocese=d.name.upper()))
        blocks.append(heading(m, title, 10, rule=False, width=width))
        for z in d.zones:
            blocks += zone_blocks(m, z, width)
    if content.elsewhere:
        blocks.append(heading(m, translate("Sheet", "Outside the dioceses: peoples' lands, "
                                                    "Persia, the seas"), width=width))
        for z in content.elsewhere:
            blocks += zone_blocks(m, z, width)
    return blocks


def _other_tables(m: Metrics, content: SheetContent, width: float) -> list[Block]:
    nobody = translate("Sheet", "nobody")
    control = [(name, SIDE_NAMES[s] if s else nobody) for name, s in content.control]
    blocks = [heading(m, translate("Sheet", "Diocese control (3.7.1)"), width=width),
              *table_blocks(m, control, width, (0.55, 0.45))]
    if content.fleets:
        blocks += [heading(m, translate("Sheet", "Fleets and who holds them (3.4.2)"),
                           width=width),
                   *table_blocks(m, content.fleets, width, (0.3, 0.3, 0.18, 0.22))]
    if content.peoples:
        blocks += [heading(m, translate("Sheet", "Peoples (4)"), width=width),
                   *table_blocks(m, content.peoples, width, (0.32, 0.16, 0.18, 0.34))]
    title = translate("Sheet", "Turn track") if content.position else \
        translate("Sheet", "Arrivals and returns by year")
    if content.timeline:
        rows = [(str(year), text + (f" ({rule})" if rule else ""))
                for year, text, rule in content.timeline]
        blocks += [heading(m, title, width=width), *table_blocks(m, rows, width, (0.14, 0.86))]
    blocks.append(heading(m, translate("Sheet", "Stratagem cup (6)"), width=width))
    blocks += paragraph_blocks(m, content.cup_note, width, 8, italic=True)
    if content.cup:
        blocks += paragraph_blocks(m, ", ".join(content.cup), width, 7.5)
    return blocks


def hand_page(content: SheetContent, side: Side, paper: Paper) -> Block:
    hand = content.hands.get(side, [])
    title = translate("Sheet", "For {side} only: his stratagems").format(side=SIDE_NAMES[side])

    def paint(c: Canvas, x: float, y: float, w: float) -> None:
        f_title, f = font(16, bold=True), font(10)
        yy = MARGIN
        c.text(MARGIN, yy, title, f_title)
        yy += c.line_height(f_title) + 6
        note = translate("Sheet", "Fold this page or hand it over: it is hidden from the "
                                  "other player. {title}, {years}.").format(
            title=content.title, years=content.years)
        for line in c.wrap(note, font(8, italic=True), w - 2 * MARGIN):
            c.text(MARGIN, yy, line, font(8, italic=True), GREY)
            yy += c.line_height(font(8))
        yy += 8
        for name in hand or [translate("Sheet", "(no stratagem)")]:
            c.text(MARGIN + 6, yy, f"□ {name}", f)
            yy += c.line_height(f) + 2

    return Block(0, paint, page=True, paper=paper, text=(title, *hand))


def sheet_blocks(m: Metrics, content: SheetContent, frame: Frame, game_map: GameMap,
                 map_paper: Paper) -> list[Block]:
    """Every block of a setup or position sheet, measured for the device of ``m``."""
    col = frame.column_width()
    blocks = [*_card(m, content, col), *_position(m, content, col), *_key(m, col),
              *_placements(m, content, col), *_other_tables(m, content, col)]
    blocks.append(overview_block(game_map, content.board, map_paper, content.title))
    for side in Side:
        if side in content.hands:
            blocks.append(hand_page(content, side, frame.paper))
    return blocks

