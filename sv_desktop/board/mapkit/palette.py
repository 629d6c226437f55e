"""The map's one palette: play mode, the map editor, ``map-image`` and print all
colour zones, borders, rivers and straits from here.

Zones take their diocese's colour; within a diocese, neighbouring zones get
different shades so that their borders read even without lines. Seas, the
lands outside the Empire and the peoples' zones of origin have neutral tones.
Rivers are blue (only the major ones cost +1 MP, 7.2); straits are dashed.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from sv_model.schemas.map import GameMap, Zone, ZoneKind
from sv_model.schemas.scenario import Side

SEA = "#9cc3dd"
SEA_CLOSED = "#86b1cf"  # seas that fleets may not enter (9.1)
SEA_BORDER = "#4d7fa6"
OUTSIDE = "#d9d4c4"
ORIGIN = "#cfc6ad"
LAND_UNKNOWN = "#c8b88a"  # a zone whose diocese is missing
ZONE_BORDER = "#3d3527"
DIOCESE_BORDER = "#222222"
RIVER = "#2f6fb0"
STRAIT = "#1d3f73"
AT_WAR = "#c0392b"
AT_WAR_BORDER = "#a01f14"
BACKGROUND = "#5f87a6"  # around the map in play mode
PAPER = "#fffdf4"

INK = "#1b160d"
SEA_INK = "#123a5e"
PEOPLE_INK = "#6b3e12"
OUTSIDE_INK = "#7a6f5c"
HALO = QColor(255, 255, 255, 215)
SEA_HALO = QColor(210, 230, 245, 210)

CAPITAL = "#e8b923"
ROME = "#7a1f8b"
CITY = "#ffffff"
PORT = "#123a5e"

SIDE_COLOURS: dict[Side, str] = {
    Side.PRIMUS: "#c9a227",  # imperial gold
    Side.SECONDUS: "#3b6db3",  # rival blue
}

SHADES = (100, 114, 88, 126, 80)
"""Lightness factors (``QColor.lighter``) of a diocese's zones; neighbours never share one."""
LAND_LIGHTEN = 0.18  # zones are the diocese colour mixed with this much white


def mix(a: str | QColor, b: str | QColor, weight: float) -> QColor:
    """Blend ``b`` into ``a``: weight 0 gives ``a``, weight 1 gives ``b``."""
    ca, cb = QColor(a), QColor(b)
    w = max(0.0, min(1.0, weight))
    return QColor(
        round(ca.red() * (1 - w) + cb.red() * w),
        round(ca.green() * (1 - w) + cb.green() * w),
        round(ca.blue() * (1 - w) + cb.blue() * w),
    )


def diocese_shades(m: GameMap) -> dict[str, int]:
    """Zone id -> lightness factor, by greedy colouring of each diocese's zones in
    number order, so that two adjacent zones of one diocese never look the same."""
    neighbours: dict[str, set[str]] = {z.id: set() for z in m.zones}
    for e in m.edges:
        if e.a in neighbours and e.b in neighbours:
            neighbours[e.a].add(e.b)
            neighbours[e.b].add(e.a)
    shade: dict[str, int] = {}
    for z in sorted((z for z in m.zones if z.diocese), key=lambda z: (z.diocese, z.number)):
        used = {shade[n] for n in neighbours[z.id] if n in shade}
        shade[z.id] = next((s for s in SHADES if s not in used), SHADES[0])
    return shade


def zone_fill(m: GameMap, z: Zone, shades: dict[str, int] | None = None) -> QColor:
    """The fill colour of one zone: a shade of its diocese colour, or a neutral tone."""
    if z.kind is ZoneKind.SEA:
        return QColor(SEA_CLOSED if z.no_fleet else SEA)
    if z.kind is ZoneKind.ORIGIN:
        return QColor(ORIGIN)
    if z.kind is ZoneKind.OUTSIDE:
        return QColor(OUTSIDE)
    colour = next((d.colour for d in m.dioceses if d.id == z.diocese), LAND_UNKNOWN)
    shade = (shades if shades is not None else diocese_shades(m)).get(z.id, 100)
    return mix(colour, "#ffffff", LAND_LIGHTEN).lighter(shade)


def border_colour(z: Zone) -> QColor:
    return QColor(SEA_BORDER if z.kind is ZoneKind.SEA else ZONE_BORDER)


def readable_text_on(colour: str | QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    c = QColor(colour)
    luminance = 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()
    return QColor("#111111") if luminance > 150 else QColor("#fbfaf5")
