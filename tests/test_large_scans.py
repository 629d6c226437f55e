"""Issue 41, item 4 and the scan minor: a 13,200 × 9,570 scan (a 22-inch map at 600 dpi)
loads downsampled for display with its full resolution kept for alignment; a damaged
image whose header reads, a pipe and a 5 GiB file are refused with a message, and no
scan file is read whole."""

from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path
from typing import Any

import pytest
from editor_support import shown_editor
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QImageWriter

from editor.map_editor.document import MapDocument
from editor.map_editor.scan_image import DISPLAY_PIXELS, read_scan
from editor.map_editor.window import EditorWindow

MINI_MAP = Path(__file__).parent / "data" / "mini" / "map.yaml"
WIDTH, HEIGHT = 13_200, 9_570
PAPER = (200, 180, 140)
INK = (32, 32, 32)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def big_png(path: Path, width: int = WIDTH, height: int = HEIGHT) -> Path:
    """A ``width`` × ``height`` RGB PNG written row by row (1.8 MB, never whole in memory):
    paper with an ink line every 100 pixels, so that a blank canvas is told apart."""
    row = bytearray(bytes([0]) + bytes(PAPER) * width)
    for x in range(0, width, 100):
        row[1 + 3 * x: 4 + 3 * x] = bytes(INK)
    ink_row = bytes([0]) + bytes(INK) * width
    packer = zlib.compressobj(6)
    body = [packer.compress(ink_row if y % 100 == 0 else bytes(row)) for y in range(height)]
    body.append(packer.flush())
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
                     + _chunk(b"IDAT", b"".join(body)) + _chunk(b"IEND", b""))
    return path


def big_jpeg(path: Path) -> Path:
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_RGB32)
    image.fill(QColor(*PAPER))
    writer = QImageWriter(str(path), b"JPEG")  # QImage.save's stub and binding disagree on
    writer.setQuality(60)  # the format's type (bytes / str): the writer takes bytes in both
    assert writer.write(image), writer.errorString()
    return path


@pytest.fixture
def window(qtbot: Any) -> EditorWindow:
    return shown_editor(qtbot, MINI_MAP)


@pytest.mark.parametrize("kind", ["jpeg", "png"])
def test_a_600_dpi_scan_is_shown_downsampled_and_aligned_at_full_resolution(
        window: EditorWindow, tmp_path: Path, kind: str) -> None:
    scan = (big_jpeg if kind == "jpeg" else big_png)(tmp_path / f"scan.{kind[:3]}")
    new = window.tracing.new_from_scan(scan)
    assert new is not None, window.statusBar().currentMessage()
    assert isinstance(new, EditorWindow)
    try:
        shown = new.scene.background
        assert shown.isVisible() and not shown.pixmap().isNull()
        assert new.scene.background_problem is None
        pixmap = shown.pixmap()
        assert pixmap.width() * pixmap.height() <= DISPLAY_PIXELS
        assert new.scene.background_size.width() == WIDTH
        # pixel for map unit: the scan covers 13,200 × 9,570 map units on the scene
        rect = shown.sceneBoundingRect()
        assert rect.width() == pytest.approx(WIDTH, rel=1e-3)
        assert rect.height() == pytest.approx(HEIGHT, rel=1e-3)
        colour = pixmap.toImage().pixelColor(pixmap.width() // 2 + 7, pixmap.height() // 2 + 7)
        assert abs(colour.red() - PAPER[0]) < 12 and abs(colour.blue() - PAPER[2]) < 12
        # alignment is in the scan's own pixels: a point past the shown copy's width is on it
        new.tracing.start_alignment()
        new.tracing.align_tool._scan_point((13_000.0, 9_400.0))
        assert new.tracing.align_tool.pending == (13_000.0, 9_400.0)
        view = new.view.grab()
        assert view.toImage().pixelColor(view.width() // 2, view.height() // 2) != QColor(Qt.GlobalColor.white)
    finally:
        new.doc.undo_stack.setClean()
        new.close()


def test_a_damaged_png_whose_header_reads_is_refused_with_a_message(
        window: EditorWindow, tmp_path: Path) -> None:
    whole = big_png(tmp_path / "whole.png", 2_000, 1_500).read_bytes()
    damaged = tmp_path / "damaged.png"
    damaged.write_bytes(whole[:60] + b"\x00garbage" * 50 + whole[-12:])
    assert window.tracing.new_from_scan(damaged) is None
    message = window.statusBar().currentMessage()
    assert "damaged.png" in message and "damaged" in message
    result = read_scan(str(damaged))
    assert isinstance(result, str) and "cannot be shown" in result


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX special files")
def test_a_pipe_or_a_huge_file_as_the_scan_is_refused_without_reading_it(
        window: EditorWindow, tmp_path: Path) -> None:
    pipe = tmp_path / "scan.png"
    os.mkfifo(pipe)
    assert window.tracing.new_from_scan(pipe) is None
    assert "pipe" in window.statusBar().currentMessage()
    huge = tmp_path / "huge.jpg"
    with huge.open("wb") as out:  # 5 GiB, sparse: named as the background of a map
        out.truncate(5 * 1024**3)
    text = MINI_MAP.read_text(encoding="utf-8")
    spoiled = tmp_path / "map.yaml"
    spoiled.write_text(text + f"background:\n  path: {huge.name}\n  x: 0\n  y: 0\n  scale: 1\n",
                       encoding="utf-8")
    opened = EditorWindow(MapDocument.open(spoiled))
    try:
        opened.interactive = False
        assert opened.scene.background_problem is not None
        assert "huge.jpg" in opened.scene.background_problem
        assert not opened.scene.background.isVisible()
        opened.tracing.warn_missing_scan()
        assert "huge.jpg" in opened.statusBar().currentMessage()
    finally:
        opened.close()
