"""Semper Victor map editor (Qt): zones, adjacency, rivers, straits and seas.

``open_editor`` is the entry point for play mode's Tools menu and for
``semper-victor edit-map``. The model is ``sv_model``'s ``GameMap``; see
``editor.document`` for the document/command/scene structure.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QWidget


def open_editor(parent: QWidget | None, map_path: Path | None) -> QMainWindow:
    """Open (and show) an editor window on ``map_path``, or on a new empty map if None.

    A file that cannot be read is reported in a message box and the editor
    opens on an empty map instead.
    """
    from editor.window import open_editor_window

    return open_editor_window(Path(map_path) if map_path is not None else None, parent)
