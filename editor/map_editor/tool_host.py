"""What a tool of the map editor asks of the view it works in (``ToolHost``).

The view (``view.MapDocumentView``) makes its tools and hands itself to them; the tools
(``tools``, ``river_tool``, ``align_tool``) see it only through this, so they need not
import the view that imports them.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF

from editor.map_editor.controller import EditController
from editor.map_editor.document import MapDocument
from editor.map_editor.geometry_ops import Point
from editor.map_editor.scene import MapDocumentScene


class ToolHost(Protocol):
    """The map being edited, its scene and controller, the snapping settings, the status
    line, and the view's repainting during a drag."""

    @property
    def doc(self) -> MapDocument: ...

    @property
    def editor_scene(self) -> MapDocumentScene: ...

    @property
    def controller(self) -> EditController: ...

    @property
    def snap_px(self) -> float:
        """How near (in screen pixels) a point snaps to a vertex or a border."""

    @property
    def snapping(self) -> bool: ...

    def status(self, message: str) -> None:
        """Show ``message`` in the window's status line."""

    def show_position(self, p: Point) -> None:
        """Show the pointer's map coordinates."""

    def begin_fast_updates(self) -> None:
        """From now on repaint only the areas given to ``update_scene_rect``."""

    def end_fast_updates(self) -> None:
        """Repaint everything again (and now)."""

    def update_scene_rect(self, rect: QRectF | list[QRectF]) -> None:
        """Repaint these scene areas."""

    def edit_vertex_coordinates(self, v: Point) -> None:
        """Ask for a vertex's exact coordinates and move it there."""
