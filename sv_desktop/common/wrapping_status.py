"""A status bar whose messages wrap instead of being cut.

``QStatusBar`` draws a message on one line and cuts what does not fit: the map editor's
tool hints ran past 1280 pixels in French ("Cliquez une zone pour la choisir (Ctrl
ajoute). Glissez un nom…") and lost their last instructions. This bar draws the message
word-wrapped beside its permanent widgets, growing to the lines it needs (three at
most) while the message shows, and back to one line after.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QStatusBar, QWidget

MAX_LINES = 3
MARGIN = 6
WRAP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap


class WrappingStatusBar(QStatusBar):
    """A ``QStatusBar`` whose temporary messages wrap (``showMessage`` as usual)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._one_line = self.sizeHint().height()
        self.messageChanged.connect(self._fit_message)

    def message_rect(self) -> QRect:
        """Where the message is drawn: left of the permanent widgets on show."""
        right = self.width() - MARGIN
        for child in self.findChildren(QWidget):
            if child.parent() is self and child.isVisible() and child.x() > self.width() // 2:
                right = min(right, child.x() - MARGIN)
        return QRect(MARGIN, 0, max(right - MARGIN, 1), self.height())

    def lines_needed(self, message: str) -> int:
        """How many lines ``message`` takes at the bar's width (1 if it fits)."""
        if not message:
            return 1
        room = self.message_rect()
        bound = self.fontMetrics().boundingRect(QRect(0, 0, room.width(), 10_000),
                                                int(WRAP), message)
        return max(1, -(-bound.height() // self.fontMetrics().lineSpacing()))

    def _fit_message(self, message: str) -> None:
        lines = min(self.lines_needed(message), MAX_LINES)
        extra = (lines - 1) * self.fontMetrics().lineSpacing()
        self.setMinimumHeight(self._one_line + extra if lines > 1 else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.currentMessage():
            self._fit_message(self.currentMessage())

    def paintEvent(self, event: QPaintEvent) -> None:
        message = self.currentMessage()
        if not message or self.lines_needed(message) == 1:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self.message_rect(), int(WRAP), message)
