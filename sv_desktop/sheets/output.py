"""Sheets to PDF bytes, to a file (atomically) or to a printer.

``QPdfWriter`` writes into memory; the bytes then go to disk through
``atomic_write_bytes``, so an interrupted export never leaves half a PDF over a good one.
Fonts are embedded by Qt and text stays text; the map and the counters are vectors.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QPagedPaintDevice, QPdfWriter

from sv_desktop.board.board_view import Catalogue
from sv_desktop.common.i18n import translate
from sv_desktop.sheets.content import SheetContent
from sv_desktop.sheets.counter_sheet import CounterSheetOptions, counter_frame, counter_pages
from sv_desktop.sheets.pages import Frame, Metrics, Page, Paper, paginate, render
from sv_desktop.sheets.setup_sheet import sheet_blocks
from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Roster
from sv_model.yamlio import atomic_write_bytes

PDF_RESOLUTION = 1200  # dots per inch of the PDF's coordinates (text positions)


@dataclass(frozen=True)
class SheetOptions:
    paper: Paper = Paper.A4
    map_paper: Paper = Paper.A4


@dataclass(frozen=True)
class SheetDocument:
    """Pages laid out for one device, ready to paint."""

    frame: Frame
    pages: list[Page]


Layout = Callable[[QPagedPaintDevice], SheetDocument]


def setup_sheet_layout(content: SheetContent, game_map: GameMap,
                       options: SheetOptions) -> Layout:
    """How to lay out a setup or position sheet on a given device."""
    kind = translate("Sheet", "position") if content.position is not None else \
        translate("Sheet", "setup sheet")

    def lay_out(device: QPagedPaintDevice) -> SheetDocument:
        frame = Frame(options.paper, content.title, f"{content.years} · {kind}")
        blocks = sheet_blocks(Metrics(device), content, frame, game_map, options.map_paper)
        return SheetDocument(frame, paginate(blocks, frame))

    return lay_out


def print_to(device: QPagedPaintDevice, layout: Layout) -> SheetDocument:
    """Lay out for ``device`` and paint every page on it (a printer or a PDF writer)."""
    doc = layout(device)
    render(doc.pages, doc.frame, device)
    return doc


def pdf_bytes(layout: Layout, title: str) -> tuple[bytes, SheetDocument]:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_RESOLUTION)
    writer.setTitle(title)
    writer.setCreator("Semper Victor")
    doc = print_to(writer, layout)
    del writer  # flushes the PDF into the buffer
    buffer.close()
    return bytes(data.data()), doc


def export_pdf(path: str | Path, layout: Layout, title: str) -> SheetDocument:
    """Write the sheet to ``path`` as a PDF; OSError if it cannot be written."""
    data, doc = pdf_bytes(layout, title)
    atomic_write_bytes(path, data)
    return doc


def counter_sheet_layout(cat: Catalogue, roster: Roster, options: CounterSheetOptions) -> Layout:
    """How to lay out the counter sheet of ``roster`` (its pages do not depend on the device)."""

    def lay_out(device: QPagedPaintDevice) -> SheetDocument:
        return SheetDocument(counter_frame(roster, options), counter_pages(cat, roster, options))

    return lay_out
