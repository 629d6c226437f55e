"""Choosing a colour: ``QColorDialog`` behind a callable that tests can replace, and
the swatch shown on a colour button."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QColorDialog, QWidget

ColourPicker = Callable[[QColor], QColor | None]
"""Asks for a colour, starting from the given one; None when cancelled."""

SWATCH_PX = 16


def ask_colour(parent: QWidget | None, start: QColor, title: str) -> QColor | None:
    """The colour dialog; None if cancelled."""
    chosen = QColorDialog.getColor(start, parent, title)
    return chosen if chosen.isValid() else None


def colour_icon(colour: QColor, size: int = SWATCH_PX) -> QIcon:
    """A rounded square of ``colour`` with a thin dark border."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor("#3b3b3b"))
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(0.5, 0.5, size - 1.0, size - 1.0), 3, 3)
    painter.end()
    return QIcon(pixmap)
