"""One way to put an action in a menu, for the main window and its helpers."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

FIT_MAP_KEY = "Ctrl+0"  # Fit map, the same in play mode, the map editor and the designer


def add_action(owner: QObject, menu: QMenu, text: str, slot: Callable[[], object],
               shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
               tip: str = "") -> QAction:
    """A menu entry that calls ``slot``; ``tip`` shows in the status bar and as a tooltip."""
    action = QAction(text, owner)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(tip)
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    return action
