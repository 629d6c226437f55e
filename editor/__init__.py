"""Semper Victor's editors (Qt): the map editor (zones, adjacency, rivers, straits and
seas) and the scenario designer (set-ups, control, peoples, the cup, arrivals).

``open_editor`` and ``open_designer`` are the entry points for the Tools menus and for
``semper-victor edit-map`` and ``design``. The models are ``sv_model``'s; see
``editor.map_editor.document`` and ``editor.designer.scenario_doc`` for the document/command/scene structure.
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
    from editor.map_editor.window import open_editor_window

    return open_editor_window(Path(map_path) if map_path is not None else None, parent)


def open_designer(parent: QWidget | None, scenario_path: Path | None) -> QMainWindow:
    """Open (and show) a scenario designer window on ``scenario_path``, or on a new empty
    scenario if None. A file that cannot be read is reported, and a new scenario opens."""
    from editor.designer.window import open_designer_window

    return open_designer_window(Path(scenario_path) if scenario_path is not None else None,
                                parent)
