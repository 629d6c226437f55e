"""The background scan's file: reading it, embedding it under the size limit, and what to
say when it is missing.

A map file may carry its scan (base64 in ``embedded_png_base64``) only while the whole
file stays under ``MAX_FILE_BYTES``, the most any loader reads: the editor checks that
before embedding, and ``MapDocument.save`` checks the text again before writing, so the
app never writes a map it cannot open. A linked scan that cannot be found when the map is
opened is reported by name; the map opens without it.
"""

from __future__ import annotations

import base64
import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QLocale, QSize
from PySide6.QtGui import QImageReader, QImageWriter

from editor.map_editor.document import MapDocument, map_to_yaml
from editor.map_editor.scan_image import scan_refusal
from sv_desktop.common.i18n import translate
from sv_model import yamlio

EMBED_MARGIN = 64 * 1024  # room left for the map's own edits after embedding


def image_bytes_for_embedding(path: str) -> bytes | None:
    """The bytes to embed: the file itself when it is a PNG or a JPEG (a JPEG scan
    re-encoded as PNG grows several times over), else the image re-encoded as PNG;
    None if it cannot be read as an image."""
    if scan_refusal(path) is not None:
        return None
    reader = QImageReader(path)
    kind = bytes(reader.format().data()).lower()
    if kind in (b"png", b"jpeg", b"jpg"):
        if os.path.getsize(path) > yamlio.MAX_FILE_BYTES:
            return None  # never read whole a file no map file could hold
        return Path(path).read_bytes()
    image = reader.read()
    if image.isNull():
        return None
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    QImageWriter(buffer, QByteArray(b"PNG")).write(image)
    return bytes(data.data())


def png_base64(path: str) -> str | None:
    """The image at ``path`` as embedded data (base64); None if it cannot be read."""
    data = image_bytes_for_embedding(path)
    return None if data is None else base64.b64encode(data).decode("ascii")


def text_size_without_scan(doc: MapDocument) -> int:
    """About how many bytes the map file takes without an embedded scan."""
    bg = doc.game_map.background
    embedded = len(bg.embedded_png_base64) if bg is not None else 0
    if doc.text is not None:
        return max(0, len(doc.text.encode("utf-8")) - embedded)
    return max(0, len(map_to_yaml(doc.game_map).encode("utf-8")) - embedded)


def embed_room(doc: MapDocument) -> int:
    """How many bytes of base64 the map file can still take."""
    return yamlio.MAX_FILE_BYTES - text_size_without_scan(doc) - EMBED_MARGIN


def embed_refusal(doc: MapDocument, encoded_size: int, name: str) -> str | None:
    """Why an image of ``encoded_size`` bytes of base64 cannot be embedded, or None."""
    room = embed_room(doc)
    if encoded_size <= room:
        return None
    mib = yamlio.MAX_FILE_BYTES / 2**20
    locale = QLocale()
    return translate("BackgroundPanel", "{name} is too large to embed: {size} MiB once "
                     "encoded, and a map file must stay under {limit} MiB to open again "
                     "(room left: {room} MiB). The map keeps it as a separate file next to "
                     "the map, linked by a relative path: copy the image along with the "
                     "map.").format(
        name=name, size=locale.toString(encoded_size / 2**20, "f", 1), limit=f"{mib:.0f}",
        room=locale.toString(max(room, 0) / 2**20, "f", 1))


def missing_scan(doc: MapDocument) -> str | None:
    """The warning for a linked scan that cannot be found or read, naming the file."""
    bg = doc.game_map.background
    if bg is None or bg.embedded_png_base64 or not bg.path:
        return None
    source = doc.background_source() or bg.path
    if not os.path.lexists(source):
        return translate("BackgroundPanel", "Background image not found: {source} (the map "
                         "file names '{path}'). The map opened without it; use Locate… in "
                         "the Background tab.").format(source=source, path=bg.path)
    refusal = scan_refusal(source)
    if refusal is not None:
        return translate("BackgroundPanel", "Background image cannot be used: {reason}. The "
                         "map opened without it.").format(reason=refusal)
    return None


def scan_size(doc: MapDocument) -> QSize | None:
    """The background image's size in pixels (read from its header), if it can be read."""
    bg = doc.game_map.background
    if bg is None:
        return None
    if bg.embedded_png_base64:
        data = QByteArray(base64.b64decode("".join(bg.embedded_png_base64.split())))
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        size = QImageReader(buffer).size()
    else:
        source = doc.background_source()
        size = QImageReader(source).size() if source else QSize()
    return None if size.isEmpty() else size
