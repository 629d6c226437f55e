"""The editor windows opened from other windows: kept alive here (they have no Qt parent,
so that closing play mode never destroys unsaved work) until they close."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QWidget

OPEN_WINDOWS: list[QMainWindow] = []


def keep_open(window: QMainWindow, parent: QWidget | None) -> None:
    """Hold ``window`` until it closes, and show it beside the window that opened it."""
    OPEN_WINDOWS.append(window)
    if parent is not None:
        window.move(parent.window().pos() + QPoint(40, 40))
    window.show()


def close_if_saved(window: QMainWindow, event: QCloseEvent, maybe_save: Callable[[], bool]
                   ) -> None:
    """A close event: accepted (and the window let go) once its work is saved or
    discarded; ignored when the user cancels."""
    if maybe_save():
        if window in OPEN_WINDOWS:
            OPEN_WINDOWS.remove(window)
        event.accept()
    else:
        event.ignore()
