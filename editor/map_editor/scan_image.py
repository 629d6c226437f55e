"""Reading a background scan for display, whatever its size (issue 41, item 4).

A printed map scanned at 600 dpi is 13,200 × 9,570 pixels: 505 MB as a Qt image, over
Qt's 256 MB limit for one decoded image, which then gives an empty image and says so
only on stderr. ``read_scan`` never does that silently: it reads the header, and a scan
of more than ``DISPLAY_PIXELS`` is decoded straight to a copy downsampled for display
(JPEG decodes at the smaller size; other formats are decoded whole once, under a raised
limit, then scaled). The alignment keeps working in the scan's full-resolution pixels:
``ScanImage.factor`` tells how many of them one displayed pixel covers, and the scene
scales the displayed copy back by it. A scan that cannot be shown (not an image, a file
that is not a regular file, over ``MAX_SCAN_BYTES`` or ``MAX_SCAN_PIXELS``, a corrupt
image whose header still reads) is a message naming the file and the reason.

The file is never read into memory whole: Qt's reader reads it from the disk.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QLocale, QSize
from PySide6.QtGui import QImage, QImageReader

from sv_desktop.common.i18n import translate
from sv_model.errors import DataFileError
from sv_model.yamlio import open_regular, too_large

DISPLAY_PIXELS = 36_000_000
"""Most pixels of the copy shown on screen (about 140 MB): 7,000 × 5,000 shows whole."""
MAX_SCAN_PIXELS = 600_000_000
"""Largest scan read at all (24,500 × 24,500): a 44-inch map at 600 dpi."""
MAX_SCAN_BYTES = 2 * 1024**3
"""Largest scan file (a 600 dpi scan is about 5 MB as JPEG, 200 MB as uncompressed TIFF)."""
DECODE_LIMIT_MB = 2 * 1024 + 512
"""Qt's limit for one decoded image while a scan it cannot decode smaller is read."""


@dataclass(frozen=True)
class ScanImage:
    """The copy of a scan to display, and the size of the scan itself."""

    image: QImage
    full: QSize

    @property
    def factor(self) -> tuple[float, float]:
        """Scan pixels per displayed pixel, across and down (1 at full resolution)."""
        return (self.full.width() / max(1, self.image.width()),
                self.full.height() / max(1, self.image.height()))


def display_size(full: QSize) -> QSize:
    """The size the scan is shown at: itself, or divided by the smallest power of two
    that brings it under ``DISPLAY_PIXELS`` (JPEG then decodes straight at that size)."""
    shrink = 1
    while (full.width() / shrink) * (full.height() / shrink) > DISPLAY_PIXELS:
        shrink *= 2
    return QSize(max(1, math.ceil(full.width() / shrink)),
                 max(1, math.ceil(full.height() / shrink)))


def read_scan(source: str | bytes, name: str | None = None) -> ScanImage | str:
    """The scan at the path ``source`` (or in the bytes of an embedded one) ready to show,
    or why it cannot be shown."""
    label = name or (source if isinstance(source, str)
                     else translate("ScanImage", "the embedded image"))
    buffer: QBuffer | None = None
    if isinstance(source, bytes):
        buffer = QBuffer()
        buffer.setData(QByteArray(source))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        reader = QImageReader(buffer)
    else:
        problem = _file_problem(source)
        if problem is not None:
            return f"{label}: {problem}"
        reader = QImageReader(source)
    refusal = _header_problem(reader)
    if refusal is not None:
        return f"{label}: {refusal}"
    full = reader.size()
    pixels = full.width() * full.height()
    shown = display_size(full)
    if shown != full:
        reader.setScaledSize(shown)
    image = _decode(reader, pixels)
    if buffer is not None:
        buffer.close()
    if image.isNull():
        return translate("ScanImage", "{image}: the image is damaged and cannot be shown "
                         "({error})").format(image=label, error=reader.errorString())
    return ScanImage(image, full)


def scan_refusal(path: str) -> str | None:
    """Why the scan file at ``path`` cannot be shown, from its header alone (the file is
    not decoded: a damaged image whose header reads is found by ``read_scan``)."""
    problem = _file_problem(path)
    if problem is None:
        problem = _header_problem(QImageReader(path))
    return None if problem is None else f"{path}: {problem}"


def _header_problem(reader: QImageReader) -> str | None:
    full = reader.size()
    if full.isEmpty():
        return translate("ScanImage", "cannot be read as an image ({error})").format(
            error=reader.errorString())
    if full.width() * full.height() > MAX_SCAN_PIXELS:
        locale = QLocale()
        return translate("ScanImage", "{width} × {height} pixels is more than Semper Victor "
                         "shows ({limit} million pixels): scan it at a lower "
                         "resolution").format(width=locale.toString(full.width()),
                                              height=locale.toString(full.height()),
                                              limit=MAX_SCAN_PIXELS // 1_000_000)
    return None


def _file_problem(path: str) -> str | None:
    try:
        fd = open_regular(Path(path))
    except DataFileError as exc:
        return exc.problems[0].problem
    try:
        size = os.fstat(fd).st_size
    finally:
        os.close(fd)
    if size > MAX_SCAN_BYTES:
        return too_large(path, MAX_SCAN_BYTES).problems[0].problem
    return None


def _decode(reader: QImageReader, pixels: int) -> QImage:
    """Decode, raising Qt's limit for one image only as far as this scan needs it."""
    needed_mb = pixels * 4 // 2**20 + 1
    old = QImageReader.allocationLimit()
    if needed_mb > old:
        QImageReader.setAllocationLimit(min(needed_mb, DECODE_LIMIT_MB))
    try:
        return reader.read()
    finally:
        QImageReader.setAllocationLimit(old)
