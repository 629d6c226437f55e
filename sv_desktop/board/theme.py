"""Colours of the counters and panels. The map's colours, and the players' colours
that tint it, are in the map kit's palette (re-exported here).

Counter base colours follow nationality (1.1); bands show a diocese or a
people (1.3.1); the two players' colours tint the zones they control.
"""

from __future__ import annotations

from sv_desktop.board.mapkit.palette import SIDE_COLOURS, mix, readable_text_on
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

SIDE_SHORT: dict[Side, str] = {Side.PRIMUS: "P", Side.SECONDUS: "S"}
SIDE_NAMES: dict[Side, str] = {Side.PRIMUS: "PRIMUS", Side.SECONDUS: "SECONDUS"}

HIGHLIGHT = "#35c26b"
HIGHLIGHT_HALT = "#e0a21c"
SELECTED = "#ff5a1f"

__all__ = ["HIGHLIGHT", "HIGHLIGHT_HALT", "NATIONALITY_COLOURS", "SELECTED", "SIDE_COLOURS",
           "SIDE_NAMES", "SIDE_SHORT", "mix", "readable_text_on"]
