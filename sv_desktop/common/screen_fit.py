"""Every window and dialog fits the screen it opens on (a 1280×720 laptop included).

``install(app)`` puts one event filter on the application: when a top-level window is
shown, it is shrunk to the screen's free area if it is larger (never below its minimum
size) and moved back inside that area if it sticks out, as dialogs centred on a large
parent window would. Play mode, the map editor and the designer all install it, so no
window needs its own rule.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def fitted(frame: QRect, inner: QRect, area: QRect, minimum: tuple[int, int]
           ) -> tuple[int, int, int, int]:
    """The client geometry (x, y, width, height) that puts a window of ``frame`` (outer)
    and ``inner`` (client) inside ``area``, keeping at least ``minimum``."""
    margin_w, margin_h = frame.width() - inner.width(), frame.height() - inner.height()
    width = max(minimum[0], min(inner.width(), area.width() - margin_w))
    height = max(minimum[1], min(inner.height(), area.height() - margin_h))
    outer_w, outer_h = width + margin_w, height + margin_h
    x = min(max(frame.x(), area.left()), max(area.left(), area.right() + 1 - outer_w))
    y = min(max(frame.y(), area.top()), max(area.top(), area.bottom() + 1 - outer_h))
    return x, y, width, height


def fit_window(widget: QWidget) -> None:
    """Shrink and move ``widget`` (a top-level window) into its screen's free area."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None or widget.isFullScreen() or widget.isMaximized():
        return
    area = screen.availableGeometry()
    frame, inner = widget.frameGeometry(), widget.geometry()
    hint = widget.minimumSize()
    x, y, width, height = fitted(frame, inner, area, (hint.width(), hint.height()))
    if (width, height) != (inner.width(), inner.height()):
        widget.resize(width, height)
    if (x, y) != (frame.x(), frame.y()):
        widget.move(x, y)


class ScreenFit(QObject):
    """The application's event filter: fits every top-level window as it is shown."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) \
                and watched.isWindow():
            fit_window(watched)
        return False


_FILTER: ScreenFit | None = None


def install(app: QCoreApplication) -> None:
    """Fit every window the application shows from now on (once per application)."""
    global _FILTER
    if _FILTER is None:
        _FILTER = ScreenFit(app)
        app.installEventFilter(_FILTER)
