"""Semper Victor's editors (Qt), in three sub-packages:

- ``editor.map_editor``: the map editor (zones, adjacency, rivers, straits and seas,
  tracing a scanned map); its document is ``map_editor.document``, its window
  ``map_editor.window``.
- ``editor.designer``: the scenario designer (set-ups, control, peoples, the cup,
  arrivals, the roster's values); its document is ``designer.scenario_doc``, its window
  ``designer.window``.
- ``editor.shared``: what both use (windows kept open, colour choice, tool bar icons).

The map editor and the designer are siblings and never import each other; this package,
above both, joins them. ``open_editor`` and ``open_designer`` are the entry points for
play mode's Tools menu and for ``semper-victor edit-map`` and ``design``; the map editor's
Tools ▸ Scenario Designer… runs ``open_designer_on_map``, which ``open_editor`` and
``show_editor`` hand to its windows. The models are ``sv_model``'s.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QWidget

    from editor.map_editor.document import MapDocument


def open_editor(parent: QWidget | None, map_path: Path | None) -> QMainWindow:
    """Open (and show) an editor window on ``map_path``, or on a new empty map if None.

    A file that cannot be read is reported in a message box and the editor
    opens on an empty map instead.
    """
    from editor.map_editor.window import open_editor_window

    return open_editor_window(Path(map_path) if map_path is not None else None, parent,
                              open_designer_on_map)


def show_editor(doc: MapDocument, parent: QWidget | None = None) -> QMainWindow:
    """Open (and show) an editor window on a map already read (``semper-victor edit-map``,
    which reports a file it cannot read and stops)."""
    from editor.map_editor.window import show_editor_window

    return show_editor_window(doc, parent, open_designer_on_map)


def open_designer(parent: QWidget | None, scenario_path: Path | None) -> QMainWindow:
    """Open (and show) a scenario designer window on ``scenario_path``, or on a new empty
    scenario if None. A file that cannot be read is reported, and a new scenario opens."""
    from editor.designer.window import open_designer_window

    return open_designer_window(Path(scenario_path) if scenario_path is not None else None,
                                parent)


def open_designer_on_map(parent: QWidget | None, map_path: Path | None) -> QMainWindow:
    """The map editor's Tools ▸ Scenario Designer…: the designer on the default scenario;
    on an untitled copy of it put on ``map_path`` when that is another file than the
    shipped map (an unsaved map, None, keeps the shipped one)."""
    from editor.designer.window import open_designer_window
    from sv_model.paths import DEFAULT_MAP, DEFAULT_SCENARIO

    window = open_designer_window(DEFAULT_SCENARIO, parent)
    if map_path is not None and map_path.resolve() != DEFAULT_MAP.resolve():
        window.new_copy()
        window.put_on_map(map_path)
    return window
