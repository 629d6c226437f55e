"""Colours and fonts shared by the map, the counters and the panels.

Counter base colours follow nationality (1.1); bands show a diocese or a
people (1.3.1); the two players' colours tint the zones they control.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from sv_model.schemas.roster import Nationality
from sv_model.schemas.scenario import Side

NATIONALITY_COLOURS: dict[Nationality, str] = {
    Nationality.ROMAN: "#a8322a",
    Nationality.IRANIAN: "#6d4a96",
    Nationality.GERMAN: "#4f7b3b",
    Nationality.CELT: "#2f6f86",
    Nationality.THRACO_PHRYGIAN: "#c0762a",
    Nationality.HAMITO_SEMITE: "#b89455",
}

SIDE_COLOURS: dict[Side, str] = {
    Side.PRIMUS: "#c9a227",  # imperial gold
    Side.SECONDUS: "#3b6db3",  # rival blue
}
SIDE_SHORT: dict[Side, str] = {Side.PRIMUS: "P", Side.SECONDUS: "S"}
SIDE_NAMES: dict[Side, str] = {Side.PRIMUS: "PRIMUS", Side.SECONDUS: "SECONDUS"}

SEA_FILL = "#9cc3dd"
SEA_FILL_NO_FLEET = "#86b1cf"
OUTSIDE_FILL = "#d9d4c4"
ORIGIN_FILL = "#cfc6ad"
BACKGROUND = "#5f87a6"
BORDER = "#3d3527"
RIVER = "#2f6fb0"
STRAIT = "#1d3f73"
HIGHLIGHT = "#35c26b"
HIGHLIGHT_HALT = "#e0a21c"
SELECTED = "#ff5a1f"


def mix(a: str | QColor, b: str | QColor, weight: float) -> QColor:
    """Blend ``b`` into ``a``: weight 0 gives ``a``, weight 1 gives ``b``."""
    ca, cb = QColor(a), QColor(b)
    w = max(0.0, min(1.0, weight))
    return QColor(
        round(ca.red() * (1 - w) + cb.red() * w),
        round(ca.green() * (1 - w) + cb.green() * w),
        round(ca.blue() * (1 - w) + cb.blue() * w),
    )


def readable_text_on(colour: str | QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    c = QColor(colour)
    luminance = 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()
    return QColor("#111111") if luminance > 150 else QColor("#fbfaf5")
