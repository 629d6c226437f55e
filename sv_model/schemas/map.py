"""Schema of a map file (``format: sv-map``).

Zones, their owners and flags, the explicit adjacency (edges), the river
lines and the background image. The engine reads only ids, flags, edges and
which rivers are major; polygons and river lines are for display and for the
editor (rule 7.2: zones that touch, even at a corner, are adjacent, and a
major river that runs between two land zones makes their edge a river edge;
the editor computes both, ``sv_model.geometry`` and ``sv_model.rivers``).
"""

from __future__ import annotations

import base64
import binascii
from enum import StrEnum
from typing import Annotated, Literal, Self

from pydantic import Field, StrictInt, model_validator

from sv_model.problem_words import ProblemError, Worded
from sv_model.problem_words import ProblemId as P
from sv_model.schemas.base import (
    Colour,
    Coordinate,
    FileReference,
    Identifier,
    Point,
    Ring,
    SvModel,
    duplicates,
)
from sv_model.schemas.texts import Names

MAP_SCHEMA_VERSION = 1


class ZoneKind(StrEnum):
    DIOCESE = "diocese"  # a numbered zone of one of the 12 dioceses (3.1.1)
    ORIGIN = "origin"  # a zone of origin of a non-Roman people (4.1)
    SEA = "sea"  # a naval zone (3.4.2)
    OUTSIDE = "outside"  # an unnamed zone outside the Empire


class Half(StrEnum):
    WEST = "west"
    EAST = "east"


class EdgeKind(StrEnum):
    LAND = "land"  # ordinary land border, 1 MP (7.2)
    RIVER = "river"  # crossing of a river, +1 MP if it is a major one (7.2)
    STRAIT = "strait"  # strait crossing, +1 MP (7.2); may carry the strait's name
    COAST = "coast"  # land zone to sea zone (3.4.2)
    SEA = "sea"  # sea zone to sea zone (3.4.2)


class Diocese(SvModel):
    id: Identifier
    name: str = Field(min_length=1)
    names: Names = Field(default_factory=dict)  # the name per language (schemas.texts)
    colour: Colour = "#c8b88a"


class Fleet(SvModel):
    id: Identifier
    name: str = Field(min_length=1)
    names: Names = Field(default_factory=dict)


class River(SvModel):
    """A river line; only ``major`` rivers cost +1 MP to cross (7.2), the others are
    drawn only. The river edges between land zones are derived from the major ones'
    lines (``sv_model.rivers``)."""

    name: str = Field(min_length=1)
    major: bool = False
    points: Annotated[list[Point], Field(min_length=2)]


MatrixEntry = Annotated[float, Field(allow_inf_nan=False, ge=-1e6, le=1e6)]


class ControlPoint(SvModel):
    """A pixel of the scan and the same place in map coordinates (scan alignment)."""

    scan: Point
    map: Point


class BackgroundImage(SvModel):
    """A scan of a printed map, for tracing in the editor.

    The scan's pixel (u, v) lies at map point (x, y) + scale·rotation·(u, v); when
    ``matrix`` (a, b, c, d) is set (an affine alignment on three or more control points)
    it lies at (x + a·u + b·v, y + c·u + d·v), and scale and rotation only describe it.
    ``control_points`` are the pairs of the last alignment; a ``locked`` scan is not
    moved or aligned again until it is unlocked. ``embedded_png_base64``: the image's
    bytes (PNG or JPEG) in base64, when the map file carries it.
    """

    path: FileReference = ""
    embedded_png_base64: str = ""
    x: Coordinate = 0.0
    y: Coordinate = 0.0
    scale: float = Field(default=1.0, gt=0, le=1e6, allow_inf_nan=False)
    rotation: float = Field(default=0.0, ge=-360.0, le=360.0, allow_inf_nan=False)
    opacity: float = Field(default=0.5, ge=0.0, le=1.0)
    matrix: tuple[MatrixEntry, MatrixEntry, MatrixEntry, MatrixEntry] | None = None
    control_points: list[ControlPoint] = Field(default_factory=list, max_length=64)
    locked: bool = False

    @model_validator(mode="after")
    def _has_source(self) -> Self:
        if not self.path and not self.embedded_png_base64:
            raise ProblemError(P.BACKGROUND_SOURCE)
        if self.matrix is not None:
            a, b, c, d = self.matrix
            if abs(a * d - b * c) <= 1e-12 * max(a * a + b * b + c * c + d * d, 1e-300):
                raise ProblemError(P.BACKGROUND_FLAT)
        if self.embedded_png_base64:
            try:
                base64.b64decode("".join(self.embedded_png_base64.split()), validate=True)
            except (binascii.Error, ValueError):
                raise ProblemError(P.BACKGROUND_BASE64) from None
        return self


class Zone(SvModel):
    id: Identifier
    name: str = Field(min_length=1)
    names: Names = Field(default_factory=dict)
    kind: ZoneKind
    diocese: Identifier | None = None
    number: int | None = Field(default=None, ge=1, le=30)
    people: Identifier | None = None
    polygons: Annotated[list[Ring], Field(min_length=1)]
    label: Point
    inside_empire: bool = False
    city: str | None = None
    capital: bool = False
    port: Identifier | None = None
    port_name: str | None = None
    rome: bool = False
    half: Half | None = None
    no_fleet: bool = False
    east_exception: bool = False  # one of the seven eastern zones of 7.3
    city_at: Point | None = None  # where to draw the city (default: beside the label)
    port_at: Point | None = None  # where to draw the port (default: beside the city)

    @model_validator(mode="after")
    def _owner_fields_match_kind(self) -> Self:
        is_diocese = self.kind is ZoneKind.DIOCESE
        if is_diocese != (self.diocese is not None) or is_diocese != (self.number is not None):
            raise ProblemError(P.DIOCESE_FIELDS)
        if (self.kind is ZoneKind.ORIGIN) != (self.people is not None):
            raise ProblemError(P.PEOPLE_FIELD)
        if self.inside_empire and not is_diocese:
            raise ProblemError(P.INSIDE_EMPIRE)
        if self.kind is ZoneKind.SEA and (self.city or self.capital or self.port or self.rome):
            raise ProblemError(P.SEA_CITY)
        if self.no_fleet and self.kind is not ZoneKind.SEA:
            raise ProblemError(P.NO_FLEET_LAND)
        if self.capital and not self.city:
            raise ProblemError(P.CAPITAL_CITY)
        if (self.port is None) != (self.port_name is None):
            raise ProblemError(P.PORT_PAIR)
        return self


class Edge(SvModel):
    a: Identifier
    b: Identifier
    kind: EdgeKind
    river: str | None = None
    name: str | None = Field(default=None, min_length=1)  # a strait's name (7.2)

    @model_validator(mode="after")
    def _river_named(self) -> Self:
        if self.a == self.b:
            raise ProblemError(P.EDGE_SAME_ZONE)
        if (self.kind is EdgeKind.RIVER) != (self.river is not None):
            raise ProblemError(P.RIVER_FIELD)
        if self.name is not None and self.kind is not EdgeKind.STRAIT:
            raise ProblemError(P.STRAIT_NAME)
        return self

    @property
    def key(self) -> frozenset[str]:
        return frozenset((self.a, self.b))


class GameMap(SvModel):
    format: Literal["sv-map"]
    schema_version: StrictInt
    id: Identifier
    name: str
    description: str = ""
    authored_estimate: bool = True
    sources: list[str] = Field(default_factory=list)
    dioceses: list[Diocese]
    fleets: list[Fleet] = Field(default_factory=list)
    rivers: list[River] = Field(default_factory=list)
    zones: Annotated[list[Zone], Field(min_length=1)]
    edges: list[Edge] = Field(default_factory=list)
    background: BackgroundImage | None = None

    def zone(self, zone_id: str) -> Zone:
        for z in self.zones:
            if z.id == zone_id:
                return z
        raise KeyError(zone_id)

    def zone_by_city(self, city: str) -> Zone | None:
        for z in self.zones:
            if z.city == city:
                return z
        return None

    def minor_river_names(self) -> frozenset[str]:
        """Rivers drawn only (``major: false``): crossing them costs nothing (7.2)."""
        return frozenset(r.name for r in self.rivers if not r.major)


def map_cross_reference_problems(m: GameMap) -> list[tuple[tuple[str | int, ...], str]]:
    """Problems that span several records, as (location, message) pairs."""
    out: list[tuple[tuple[str | int, ...], str]] = []
    for dup in duplicates(z.id for z in m.zones):
        out.append((("zones",), Worded(P.DUPLICATE_ZONE_ID, value=dup)))
    for dup in duplicates(z.name for z in m.zones):
        out.append((("zones",), Worded(P.DUPLICATE_ZONE_NAME, value=dup)))
    for dup in duplicates(d.id for d in m.dioceses):
        out.append((("dioceses",), Worded(P.DUPLICATE_DIOCESE_ID, value=dup)))
    for dup in duplicates(r.name for r in m.rivers):
        out.append((("rivers",), Worded(P.DUPLICATE_RIVER, value=dup)))
    diocese_ids = {d.id for d in m.dioceses}
    fleet_ids = {f.id for f in m.fleets}
    zone_ids = {z.id for z in m.zones}
    river_names = {r.name for r in m.rivers}
    numbers: dict[tuple[str, int], str] = {}
    for i, z in enumerate(m.zones):
        if z.diocese is not None and z.diocese not in diocese_ids:
            out.append((("zones", i, "diocese"),
                        Worded(P.ZONE_UNKNOWN_DIOCESE, zone=z.id, diocese=z.diocese)))
        if z.port is not None and z.port not in fleet_ids:
            out.append((("zones", i, "port"), Worded(P.UNKNOWN_REF, what="fleet", value=z.port)))
        if z.diocese is not None and z.number is not None:
            key = (z.diocese, z.number)
            if key in numbers:
                out.append((("zones", i, "number"), Worded(
                    P.ZONE_NUMBER_TWICE, diocese=z.diocese, number=z.number, other=numbers[key])))
            numbers[key] = z.id
    for d in m.dioceses:
        if (d.id, 1) not in numbers:
            out.append((("dioceses",), Worded(P.NO_ZONE_1, diocese=d.id)))
    seen: dict[frozenset[str], int] = {}
    for i, e in enumerate(m.edges):
        for end in ("a", "b"):
            if getattr(e, end) not in zone_ids:
                out.append((("edges", i, end),
                            Worded(P.UNKNOWN_REF, what="zone", value=getattr(e, end))))
        if e.key in seen:
            out.append((("edges", i), Worded(P.EDGE_REPEATS, a=e.a, b=e.b, index=seen[e.key])))
        seen[e.key] = i
        if e.river is not None and m.rivers and e.river not in river_names:
            out.append((("edges", i, "river"), Worded(P.UNKNOWN_REF, what="river", value=e.river)))
    return out
