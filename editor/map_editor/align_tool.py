"""The Align tool: pair points of the scan with map points, as QGIS's Georeferencer does.

Click a point on the scan, then the same place on the map (the click snaps to zone
vertices and outlines, so a traced corner is hit exactly) or type its map coordinates
in the x, y field. Two pairs or more: Enter aligns the scan (two: similarity; three or
more: affine, least squares past three). Backspace takes the last point back, Esc
drops them all. The alignment is one undo step (``editor.map_editor.scan_edits.align``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from editor.map_editor.geometry_ops import Point
from editor.map_editor.scan_edits import align, map_to_scan, movable, scan_to_map
from editor.map_editor.scan_item import PinsItem
from editor.map_editor.tools import Tool
from editor.shared.terms import refusal
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, error_text, translate
from sv_model.scan_alignment import AlignmentError, Pair, control_pairs

if TYPE_CHECKING:
    from editor.map_editor.tool_host import ToolHost

SCAN_DIGITS = 2
"""A clicked scan pixel is kept to a hundredth of a pixel (the file stores it)."""


class AlignTool(Tool):
    """Collect (scan pixel, map point) pairs, then align the scan on them."""

    name = "align"
    hint = QT_TRANSLATE_NOOP("MapTools", "Align the scan: click a point on the scan, then the "
                             "same place on the map (or type its x, y ⏎). With two pairs or "
                             "more, Enter aligns; Backspace takes a point back, Esc drops them.")

    def __init__(self, view: ToolHost) -> None:
        super().__init__(view)
        self.pairs: list[Pair] = []
        self.pending: Point | None = None  # a scan pixel waiting for its map point
        self.keep_shape = False
        self.pins = PinsItem()

    # --- pointer ------------------------------------------------------------------------------

    def press(self, p: Point, mods: Qt.KeyboardModifier) -> bool:
        bg = movable(self.doc)
        if isinstance(bg, str):
            self.view.status(refusal(bg))
            return True
        if self.pending is None:
            self._scan_point(p)
        else:
            self.add_map_point(self.snap(p).point)
        return True

    def move(self, p: Point, mods: Qt.KeyboardModifier) -> None:
        if self.pins.pins and self.pins.pixel != self.scene.pixel_size:
            self.show_pins()  # zoomed: the pins' box is in pixels
        if self.pending is None:
            return
        snap = self.snap(p)
        self.scene.preview.set_state([], snap.point, snap.kind, False, self.scene.pixel_size)
        self.view.show_position(snap.point)

    def _scan_point(self, p: Point) -> None:
        bg = self.doc.game_map.background
        assert bg is not None
        try:
            u, v = map_to_scan(bg, p)
        except AlignmentError as exc:
            self.view.status(refusal(error_text(exc)))
            return
        pixmap = self.scene.background.pixmap()
        if pixmap.isNull():
            self.view.status(refusal(translate("AlignTool", "the background image is not loaded (see "
                                                 "the Background tab)")))
            return
        full = self.scene.background_size  # alignment is in the scan's own pixels
        if not (0 <= u <= full.width() and 0 <= v <= full.height()):
            self.view.status(refusal(translate("AlignTool", "click on the scan first, then on the map")))
            return
        self.pending = (round(u, SCAN_DIGITS), round(v, SCAN_DIGITS))
        self.show_pins()
        self.view.status(translate("AlignTool", "Point {number} on the scan at pixel ({u}, {v}): now "
                                   "click the same place on the map, or type its x, y ⏎")
                         .format(number=len(self.pairs) + 1, u=f"{u:.0f}", v=f"{v:.0f}"))

    def add_map_point(self, p: Point) -> bool:
        """Pair the pending scan pixel with the map point ``p``; False if none waits."""
        if self.pending is None:
            self.view.status(translate("AlignTool", "Click the point on the scan first, then its place on "
                                       "the map"))
            return False
        self.pairs.append((self.pending, self.doc.tidy(p)))
        self.pending = None
        super().cancel()  # the snap marker
        self.show_pins()
        n = len(self.pairs)
        self.view.status(translate("AlignTool", "{count} pairs of points: Enter aligns, or "
                                   "click another point on the scan").format(count=n) if n >= 2
                         else translate("AlignTool", "1 pair of points: now a second point on "
                                        "the scan") if n == 1
                         else translate("AlignTool", "{count} pairs of points: now a second "
                                        "point on the scan").format(count=n))
        return True

    def typed_point(self, p: Point) -> bool:
        return self.add_map_point(p)

    # --- keys ---------------------------------------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        k = event.key()
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.apply()
            return True
        if k == Qt.Key.Key_Backspace:
            self.take_back()
            return True
        if k == Qt.Key.Key_Escape:
            self.cancel()
            self.view.status(translate("AlignTool", "Alignment points dropped"))
            return True
        return False

    def take_back(self) -> None:
        if self.pending is not None:
            self.pending = None
        elif self.pairs:
            self.pending = self.pairs.pop()[0]
        self.show_pins()

    def apply(self) -> bool:
        if len(self.pairs) < 2:
            self.view.status(refusal(translate("AlignTool", "an alignment needs two pairs of points or "
                                                 "more")))
            return False
        outcome = align(self.doc, self.pairs, self.keep_shape)
        self.view.status(outcome.message)
        if outcome.ok:
            self.pairs, self.pending = [], None
            self.show_pins()
        return outcome.ok

    # --- pins ---------------------------------------------------------------------------------

    def show_pins(self) -> None:
        """The pairs being made; with none, the control points of the last alignment."""
        if self.pins.scene() is None:
            self.scene.addItem(self.pins)
        bg = self.doc.game_map.background
        if bg is None:
            self.pins.set_pins([], self.scene.pixel_size)
            return
        pairs = self.pairs or ([] if self.pending is not None else control_pairs(bg))
        pins: list[tuple[Point, Point | None]] = [(scan_to_map(bg, s), m) for s, m in pairs]
        if self.pending is not None:
            pins.append((scan_to_map(bg, self.pending), None))
        self.pins.set_pins(pins, self.scene.pixel_size)

    def cancel(self) -> None:
        self.pairs, self.pending = [], None
        if self.pins.scene() is not None:
            self.pins.set_pins([], self.scene.pixel_size)
        super().cancel()
