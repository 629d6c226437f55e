"""Sizes of the map's lines and lettering, in typographic points (1/72 inch).

One table serves every output. On screen a point is ``logicalDpi / 72``
pixels; in ``map-image`` it is ``dpi / 72`` pixels of the picture; in a PDF
it is a point of paper. So a 300-dpi print has the same legible lettering
as the screen, only sharper. Fonts are made with ``QFont.setPointSizeF``:
Qt resolves them against the device they are drawn on.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QFont, QPaintDevice

SCREEN_DPI = 96.0  # Qt's logical dpi on Windows and Linux at 100 % scaling
FONT_FAMILY = "DejaVu Sans"


@dataclass(frozen=True)
class MapSizes:
    """Line widths and type sizes of the map, in points."""

    zone_border: float = 0.6
    sea_border: float = 0.45
    at_war_border: float = 1.5
    diocese_border: float = 1.5
    river_major: float = 2.4
    river_minor: float = 1.2
    strait: float = 2.3
    strait_min_length: float = 26.0  # a strait's crossing mark is never shorter
    # play mode's zone labels (screen: 11.5, 9.5 and 10 px)
    zone_name: float = 8.625
    zone_name_outside: float = 7.875
    zone_detail: float = 7.125
    zone_number: float = 7.5
    control_marker: float = 6.75
    diocese_name: float = 9.75
    callout: float = 8.25  # the MP bubbles of a move
    zone_badge: float = 7.5  # the markers' badge of a zone
    # map-image and print
    sea_name: float = 12.0
    people_name: float = 10.5
    outside_name: float = 10.5
    place_name: float = 9.75
    count_badge: float = 11.25
    badge_radius: float = 8.25
    legend: float = 9.75

SIZES = MapSizes()


def px(points: float, dpi: float = SCREEN_DPI) -> float:
    """``points`` in pixels of a device of ``dpi`` dots per inch."""
    return points * dpi / 72.0


def device_dpi(device: QPaintDevice | None) -> float:
    """The logical dpi a device resolves point sizes against (the screen's when None)."""
    if device is None:
        return SCREEN_DPI
    return float(device.logicalDpiY()) or SCREEN_DPI


def map_font(points: float, bold: bool = False, italic: bool = False) -> QFont:
    """The map's typeface at ``points`` points."""
    f = QFont(FONT_FAMILY)
    f.setPointSizeF(max(0.5, points))
    f.setBold(bold)
    f.setItalic(italic)
    return f
