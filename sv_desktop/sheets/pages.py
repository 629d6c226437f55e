"""Pages laid out in points and painted on any paged device.

A sheet is a list of ``Block``s (a height and a paint function) that ``paginate`` flows
into the columns of pages; full-page blocks (the overview map, a player's hand) take a
page of their own, of their own size. ``render`` then paints every page with its header
and its footer ("page 3 of 9") on a ``QPdfWriter``, a ``QPrinter`` or, for tests and
thumbnails, a ``QImage``.

Geometry is drawn through a painter scaled to points. Text is drawn at the device's own
resolution with fonts sized in points (``Canvas.text``), so its metrics are exact and a
PDF keeps it as selectable text, never below ``MIN_TEXT`` points.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QTransform,
)

from sv_desktop.board.mapkit.sizes import map_font
from sv_desktop.common.i18n import translate

MIN_TEXT = 7.0  # points: nothing printed is smaller
MARGIN = 32.0  # points
HEADER = 18.0
FOOTER = 16.0
INK = QColor("#1b1b1b")
GREY = QColor("#5c5c5c")


class Paper(StrEnum):
    A4 = "a4"
    LETTER = "letter"
    A3 = "a3"


PAGE_SIZES = {Paper.A4: QPageSize.PageSizeId.A4, Paper.LETTER: QPageSize.PageSizeId.Letter,
              Paper.A3: QPageSize.PageSizeId.A3}


def page_size_pt(paper: Paper, landscape: bool = False) -> QSizeF:
    size = QPageSize(PAGE_SIZES[paper]).size(QPageSize.Unit.Point)
    return size.transposed() if landscape else size


def page_layout(paper: Paper, landscape: bool = False) -> QPageLayout:
    orientation = (QPageLayout.Orientation.Landscape if landscape
                   else QPageLayout.Orientation.Portrait)
    return QPageLayout(QPageSize(PAGE_SIZES[paper]), orientation, QMarginsF(0, 0, 0, 0),
                       QPageLayout.Unit.Point)


def font(points: float, bold: bool = False, italic: bool = False) -> QFont:
    """The sheets' typeface (the map's), never below ``MIN_TEXT``."""
    f = map_font(max(MIN_TEXT, points), bold, italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


class Metrics:
    """Measures text in points as it will come out on ``device``."""

    def __init__(self, device: QPaintDevice) -> None:
        self.device = device
        self.k = device.logicalDpiX() / 72.0

    def metrics(self, f: QFont) -> QFontMetricsF:
        return QFontMetricsF(f, self.device)

    def width(self, text: str, f: QFont) -> float:
        return self.metrics(f).horizontalAdvance(text) / self.k

    def line_height(self, f: QFont) -> float:
        return self.metrics(f).height() / self.k

    def wrap(self, text: str, f: QFont, width: float) -> list[str]:
        """``text`` broken into lines of at most ``width`` points (a long word overflows)."""
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split():
                trial = f"{line} {word}".strip()
                if line and self.width(trial, f) > width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        return lines


class Canvas(Metrics):
    """A painter on a device, addressed in points from the page's top-left corner."""

    def __init__(self, painter: QPainter, device: QPaintDevice) -> None:
        super().__init__(device)
        self.p = painter
        self.base = QTransform(painter.worldTransform())
        painter.setWorldTransform(QTransform.fromScale(self.k, self.k) * self.base)

    def text(self, x: float, y: float, text: str, f: QFont, colour: QColor = INK,
             align_right: bool = False, centre: bool = False) -> float:
        """``text`` with its top-left (or top-right, or top-centre) at (x, y) points;
        returns its width in points."""
        w = self.width(text, f)
        if align_right:
            x -= w
        elif centre:
            x -= w / 2
        p = self.p
        p.save()
        p.setWorldTransform(self.base)
        p.setFont(f)
        p.setPen(colour)
        p.drawText(QPointF(x * self.k, y * self.k + self.metrics(f).ascent()), text)
        p.restore()
        return w


@dataclass
class Block:
    """Something of ``height`` points that ``paint(canvas, x, y, width)`` draws.

    ``keep_with_next`` holds a heading on the page of what follows it; a ``page`` block
    takes a whole page of its own (``paper``/``landscape`` give its size) and paints it
    with ``paint(canvas, 0, 0, page width)``.
    """

    height: float
    paint: Callable[[Canvas, float, float, float], None]
    keep_with_next: bool = False
    page: bool = False
    paper: Paper | None = None
    landscape: bool = False
    text: tuple[str, ...] = ()  # the words it prints (tests and searches)


@dataclass
class Page:
    paper: Paper
    landscape: bool
    placed: list[tuple[Block, float, float, float]] = field(default_factory=list)
    full: Block | None = None


@dataclass(frozen=True)
class Frame:
    """The flowing pages: their paper, header text and number of columns."""

    paper: Paper
    title: str
    subtitle: str
    columns: int = 2
    gutter: float = 14.0

    def body(self) -> QRectF:
        size = page_size_pt(self.paper)
        return QRectF(MARGIN, MARGIN + HEADER, size.width() - 2 * MARGIN,
                      size.height() - 2 * MARGIN - HEADER - FOOTER)

    def column_width(self) -> float:
        return (self.body().width() - (self.columns - 1) * self.gutter) / self.columns


def paginate(blocks: Sequence[Block], frame: Frame) -> list[Page]:
    """Flow ``blocks`` down the columns of pages; a heading never ends a column."""
    body, col_w = frame.body(), frame.column_width()
    pages: list[Page] = []
    col, y = frame.columns, body.bottom()  # forces a fresh page for the first block

    def next_column() -> None:
        nonlocal col, y
        col += 1
        if col >= frame.columns:
            pages.append(Page(frame.paper, False))
            col = 0
        y = body.top()

    for i, block in enumerate(blocks):
        if block.page:
            pages.append(Page(block.paper or frame.paper, block.landscape, full=block))
            col, y = frame.columns, body.bottom()
            continue
        need = block.height
        j = i
        while blocks[j].keep_with_next and j + 1 < len(blocks) and not blocks[j + 1].page:
            j += 1
            need += blocks[j].height
        if y + need > body.bottom() + 0.01 and y > body.top():
            next_column()
        x = body.left() + col * (col_w + frame.gutter)
        pages[-1].placed.append((block, x, y, col_w))
        y += block.height
    return pages


def paint_page(canvas: Canvas, page: Page, frame: Frame, number: int, total: int) -> None:
    size = page_size_pt(page.paper, page.landscape)
    if page.full is not None:
        page.full.paint(canvas, 0.0, 0.0, size.width())
    else:
        for block, x, y, w in page.placed:
            block.paint(canvas, x, y, w)
        canvas.text(MARGIN, MARGIN, frame.title, font(9, bold=True))
        canvas.text(size.width() - MARGIN, MARGIN, frame.subtitle, font(8), GREY,
                    align_right=True)
        p = canvas.p
        p.setPen(GREY)
        p.drawLine(QPointF(MARGIN, MARGIN + HEADER - 5), QPointF(size.width() - MARGIN,
                                                                 MARGIN + HEADER - 5))
    canvas.text(size.width() / 2, size.height() - MARGIN + 4,
                translate("Sheet", "Semper Victor · {title} · page {number} of {total}").format(
                    title=frame.title, number=number, total=total), font(7), GREY,
                centre=True)


def render(pages: Sequence[Page], frame: Frame, device: QPagedPaintDevice) -> None:
    """Paint ``pages`` on a PDF writer or a printer, one device page each.

    A PDF gets each page's own paper and orientation. A printer keeps the paper the user
    chose in its dialog (it cannot change while printing): a landscape page is turned to
    fit a portrait sheet, and a page larger than the sheet is scaled down to fit it.
    """
    own_paper = isinstance(device, QPdfWriter)
    if own_paper:
        device.setPageLayout(page_layout(pages[0].paper, pages[0].landscape))
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(translate("Sheet", "the printer or PDF file could not be opened"))
    try:
        for i, page in enumerate(pages):
            if i:
                if own_paper:
                    device.setPageLayout(page_layout(page.paper, page.landscape))
                device.newPage()
            painter.save()
            if not own_paper:
                fit_to_sheet(painter, device, page_size_pt(page.paper, page.landscape))
            canvas = Canvas(painter, device)
            paint_page(canvas, page, frame, i + 1, len(pages))
            painter.restore()
    finally:
        painter.end()


def fit_to_sheet(painter: QPainter, device: QPaintDevice, want: QSizeF) -> None:
    """Turn and shrink the painter so that a page of ``want`` points fits the device."""
    k = device.logicalDpiX() / 72.0
    have_w, have_h = device.width() / k, device.height() / k
    if (want.width() > want.height()) != (have_w > have_h):
        painter.translate(device.width(), 0)
        painter.rotate(90)
        have_w, have_h = have_h, have_w
    scale = min(have_w / want.width(), have_h / want.height())
    if scale < 0.995:
        painter.translate((have_w - want.width() * scale) * k / 2, 0)
        painter.scale(scale, scale)


def render_image(page: Page, frame: Frame, number: int, total: int, dpi: float) -> QImage:
    """One page as a white picture at ``dpi`` (thumbnails and the reference tests)."""
    size = page_size_pt(page.paper, page.landscape)
    image = QImage(round(size.width() * dpi / 72), round(size.height() * dpi / 72),
                   QImage.Format.Format_RGB32)
    dots = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots)
    image.setDotsPerMeterY(dots)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    try:
        paint_page(Canvas(painter, image), page, frame, number, total)
    finally:
        painter.end()
    return image


def tick_box(canvas: Canvas, x: float, y: float, size: float = 8.0) -> None:
    p = canvas.p
    p.setPen(INK)
    p.setBrush(QColor("white"))
    p.drawRect(QRectF(x, y, size, size))
