"""The editor's document: a ``GameMap`` plus the data derived from it.

Only undo commands (``editor.map_editor.commands``) call the mutators here; the scene
and panels listen to the signals. Derived data: the shared-vertex index,
live adjacency and problems (``editor.map_editor.analysis``). The map's ``edges`` are
derived too: every pair of touching zones plus the links drawn by hand
(straits, sea links), with the kind that the zones, the major rivers' lines
(rule 7.2, ``editor.map_editor.river_model``) and the marks by hand give.
"""

from __future__ import annotations

import base64
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError
from PySide6.QtCore import QLocale, QObject, Signal
from PySide6.QtGui import QUndoStack

from editor.map_editor.analysis import (
    TOLERANCE_SHARE,
    Bounds,
    LiveAnalysis,
    Pair,
    Problem,
    marker_problems,
    model_problems,
)
from editor.map_editor.geometry_ops import (
    Key,
    Point,
    Ring,
    VertexIndex,
    coordinate_digits,
    insert_on_segment,
    move_vertices,
    points_on_outline,
    ring_is_simple,
    round_point,
    segment_owners,
    vkey,
)
from editor.map_editor.river_model import (
    PLAIN,
    Mark,
    edge_mark,
    edge_of,
    live_crossings,
    river_problems,
)
from editor.shared.terms import edge_kind_name
from sv_desktop.common.i18n import translate
from sv_model.checks import errors
from sv_model.errors import DataFileError
from sv_model.loader import file_format
from sv_model.map_checks import check_map
from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import data_error
from sv_model.schemas.map import (
    MAP_SCHEMA_VERSION,
    BackgroundImage,
    EdgeKind,
    GameMap,
    River,
    Zone,
    ZoneKind,
    map_cross_reference_problems,
)
from sv_model.yaml_patch import patch_yaml_text
from sv_model.yamlio import (
    MAX_FILE_BYTES,
    atomic_write_text,
    problems_from_validation,
    read_source,
    read_yaml,
)

EdgeState = dict[Pair, Mark]


def new_game_map() -> GameMap:
    """An empty map: no zones yet (it cannot be saved until it has one)."""
    return GameMap.model_construct(
        format="sv-map", schema_version=MAP_SCHEMA_VERSION, id="new_map", name="New map",
        description="", authored_estimate=True, sources=[], dioceses=[], fleets=[], rivers=[],
        zones=[], edges=[], background=None)


def read_map_for_editing(path: str | Path) -> GameMap:
    """Load a map that passes the schema; cross-reference problems are left for the
    validation panel (so a half-finished map can be reopened and fixed)."""
    doc = read_yaml(path)
    fmt = file_format(doc)
    if fmt != "sv-map":
        raise data_error(doc.path, P.WRONG_FORMAT, expected="sv-map", found=fmt)
    try:
        return GameMap.model_validate(doc.data)
    except ValidationError as exc:
        errors: list[dict[str, Any]] = [dict(e) for e in exc.errors()]
        raise DataFileError(problems_from_validation(doc, errors)) from None


def map_to_yaml(m: GameMap) -> str:
    """YAML text of a map: points on one line each, default values left out."""
    data = m.model_dump(mode="json", exclude_defaults=True)
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100,
                          default_flow_style=None)


class MapTooLargeError(Exception):
    """The map file would exceed ``yamlio.MAX_FILE_BYTES``."""

    def __init__(self, size: int, embedded: bool) -> None:
        mib = MAX_FILE_BYTES // (1024 * 1024)
        advice = (translate("MapDocument", "Keep the background as a separate image file "
                            "(untick \"Embed the image\" in the Background tab) and save "
                            "again.") if embedded else
                  translate("MapDocument", "Simplify the outlines (fewer vertices) and save "
                            "again."))
        super().__init__(translate("MapDocument", "The map would be a {size} MiB file, over "
                                   "the {limit} MiB that Semper Victor reads. {advice}").format(
            size=QLocale().toString(size / 2**20, "f", 1), limit=mib, advice=advice))
        self.size = size


class MapDocument(QObject):
    """A map being edited, with its undo stack and live analysis."""

    zones_changed = Signal(object, object)  # set of changed or added ids, set of removed ids
    edges_changed = Signal()
    rivers_changed = Signal()
    problems_changed = Signal()
    background_changed = Signal()
    meta_changed = Signal()
    path_changed = Signal()

    def __init__(self, game_map: GameMap | None = None, path: Path | None = None,
                 parent: QObject | None = None, text: str | None = None) -> None:
        super().__init__(parent)
        self._map = (game_map or new_game_map()).model_copy(deep=True)
        self.path = path
        self.text = text  # the file as read or last saved: what saving patches
        # the file's order of its edges, kept on save (the edges are derived again)
        self._edge_order = {frozenset((e.a, e.b)): (i, e.a)
                            for i, e in enumerate(self._map.edges)}
        self.undo_stack = QUndoStack(self)
        self.vertices = VertexIndex()
        self.analysis = LiveAnalysis()
        self.marks: EdgeState = {}
        self.manual: set[Pair] = set()
        self.river_edges: dict[Pair, str] = {}  # what the major rivers' lines give (7.2)
        self.problems: list[Problem] = []
        self._index: dict[str, int] = {}
        in_file = {e.key: edge_mark(e) for e in self._map.edges}
        self.stored_problems: list[Problem] = []  # edges the file has wrong, until saved
        self._load_derived()
        self.saved_edges: EdgeState = self.edge_state()
        if text is not None:  # what Save will rewrite is listed, and shown in its diff
            self.stored_problems = stored_edge_problems(in_file, self.saved_edges)
            self.saved_edges = in_file
            self._refresh_problems()

    @classmethod
    def open(cls, path: str | Path, parent: QObject | None = None) -> MapDocument:
        p = Path(path)
        game_map = read_map_for_editing(p)
        return cls(game_map, p.resolve(), parent, read_source(p).text)

    # --- derived data -----------------------------------------------------------------------

    def _load_derived(self) -> None:
        self._reindex()
        for z in self._map.zones:
            self.vertices.set_zone(z.id, z.polygons)
        self.analysis.reset(self._map.zones)
        touching = self.analysis.pairs
        self.river_edges = live_crossings(self._map.rivers, self._map.zones, self.analysis)
        for e in self._map.edges:
            mark = edge_mark(e)
            # a kind the river lines do not give was marked by hand (7.2)
            if e.kind in (EdgeKind.LAND, EdgeKind.RIVER, EdgeKind.STRAIT) and (
                    mark != self.derived_mark(e.key)):
                self.marks[e.key] = mark
            if e.key not in touching:
                self.manual.add(e.key)
        self._derive_edges()
        self._refresh_problems()

    def _reindex(self) -> None:
        self._index = {z.id: i for i, z in enumerate(self._map.zones)}

    def _derive_edges(self) -> bool:
        self.river_edges = live_crossings(self._map.rivers, self._map.zones, self.analysis)
        kinds = {z.id: z.kind for z in self._map.zones}
        pairs = self.analysis.pairs | {p for p in self.manual if all(z in kinds for z in p)}
        old = {e.key: e for e in self._map.edges}
        edges = []
        last = (len(self._edge_order), "")
        # the file's order and a/b orientation for the edges it had (edges are undirected,
        # 7.2), so that saving with no edit keeps its bytes; new ones after, sorted
        for pair in sorted(pairs, key=lambda p: (self._edge_order.get(p, last)[0], sorted(p))):
            first = self._edge_order.get(pair, last)[1]
            a, b = sorted(pair) if not first else (first, next(iter(pair - {first})))
            mark = self.kind_of(a, b, kinds)
            e = old.get(pair)
            if e is None or (e.a, e.b, edge_mark(e)) != (a, b, mark):
                e = edge_of(a, b, mark)
            edges.append(e)
        changed = len(edges) != len(self._map.edges) or any(
            x is not y for x, y in zip(edges, self._map.edges, strict=False))
        self._map.edges = edges
        return changed

    def kind_of(self, a: str, b: str, kinds: Mapping[str, ZoneKind] | None = None) -> Mark:
        """The kind of the edge a–b: from the zones' kinds, else from its mark by hand,
        else from the river lines (7.2)."""
        kinds = kinds or {z.id: z.kind for z in self._map.zones}
        seas = (kinds[a] is ZoneKind.SEA) + (kinds[b] is ZoneKind.SEA)
        if seas == 2:
            return (EdgeKind.SEA, None)
        if seas == 1:
            return (EdgeKind.COAST, None)
        pair = frozenset((a, b))
        return self.marks.get(pair) or self.derived_mark(pair)

    def derived_mark(self, pair: Pair) -> Mark:
        """What the major rivers' lines make of a land edge: a river edge or a plain one."""
        river = self.river_edges.get(pair)
        return (EdgeKind.RIVER, river) if river is not None else PLAIN

    def _refresh_problems(self) -> None:
        bounds: dict[str, Bounds] = {}
        for z in self._index:
            x0, y0, x1, y1 = (float(v) for v in self.analysis.geometry(z).bounds)
            bounds[z] = (x0, y0, x1, y1)
        self.problems = (self.analysis.geometry_problems()
                         + marker_problems(self._map.zones, self.analysis.geometry)
                         + model_problems(self._map, bounds, self.analysis.pairs)
                         + river_problems(self._map, self.river_edges, bounds)
                         + self.stored_problems)

    def edge_state(self) -> EdgeState:
        return {e.key: edge_mark(e) for e in self._map.edges}

    def adjacency_diff(self) -> tuple[list[str], list[str], list[str]]:
        """Edges added, removed and changed since the last save, as readable lines."""
        now, then = self.edge_state(), self.saved_edges

        def kind(mark: Mark) -> str:
            kind_of_edge, note = mark
            return f"{edge_kind_name(kind_of_edge)}: {note}" if note else edge_kind_name(
                kind_of_edge)

        def text(pair: Pair, mark: Mark) -> str:
            a, b = sorted(pair)
            return f"{a} – {b} ({kind(mark)})"

        added = [text(p, now[p]) for p in sorted(now.keys() - then.keys(), key=sorted)]
        removed = [text(p, then[p]) for p in sorted(then.keys() - now.keys(), key=sorted)]
        changed = [f"{text(p, then[p])} → {kind(now[p])}"
                   for p in sorted(now.keys() & then.keys(), key=sorted) if now[p] != then[p]]
        return added, removed, changed

    # --- queries ----------------------------------------------------------------------------

    @property
    def game_map(self) -> GameMap:
        return self._map

    @property
    def zones(self) -> list[Zone]:
        return self._map.zones

    def zone(self, zone_id: str) -> Zone:
        return self._map.zones[self._index[zone_id]]

    def has_zone(self, zone_id: str) -> bool:
        return zone_id in self._index

    def index_of(self, zone_id: str) -> int:
        return self._index[zone_id]

    def unique_zone_id(self, base: str = "zone") -> str:
        n = 1
        while f"{base}_{n}" in self._index:
            n += 1
        return f"{base}_{n}"

    def rings_near(self, p: Point, radius: float) -> dict[str, list[list[Point]]]:
        ids = self.analysis.zones_near(p[0], p[1], radius)
        return {z: self.zone(z).polygons for z in ids}

    def zone_at(self, p: Point) -> str | None:
        return self.analysis.zone_at(p[0], p[1])

    def covers(self, zone_id: str, p: Point) -> bool:
        """True if the point lies inside the zone or on its outline."""
        import shapely

        return bool(shapely.covers(self.analysis.geometry(zone_id), shapely.Point(p)))

    def zone_bounds(self, zone_id: str) -> tuple[float, float, float, float]:
        x0, y0, x1, y1 = self.analysis.geometry(zone_id).bounds
        return (float(x0), float(y0), float(x1), float(y1))

    @property
    def coordinate_digits(self) -> int:
        """How many decimals the points an edit makes keep, from the map's size
        (``geometry_ops.coordinate_digits``)."""
        return coordinate_digits(self.analysis.tolerance / TOLERANCE_SHARE)

    def tidy(self, p: Sequence[float]) -> Point:
        """A point an edit puts on the map: a vertex already there as it is, any other
        point (a click, a snap onto an outline) rounded to ``coordinate_digits``."""
        if self.vertices.is_vertex(p):
            return (float(p[0]), float(p[1]))
        return round_point(p, self.coordinate_digits)

    def zones_using(self, keys: Iterable[Key]) -> set[str]:
        out: set[str] = set()
        for k in keys:
            out |= self.vertices.zones_at(k)
        return out

    def background_source(self) -> str | None:
        """Where the background image file is, resolved against the map's folder."""
        bg = self._map.background
        if bg is None or not bg.path:
            return None
        p = Path(bg.path)
        if not p.is_absolute() and self.path is not None:
            p = self.path.parent / p
        return str(p)

    def background_bytes(self) -> bytes | None:
        """The embedded scan's bytes (a linked scan is read from its file by Qt's reader,
        never whole into memory: ``editor.map_editor.scan_image.read_scan``)."""
        bg = self._map.background
        if bg is None or not bg.embedded_png_base64:
            return None
        return base64.b64decode("".join(bg.embedded_png_base64.split()))

    # --- edits computed from the model (no change yet) --------------------------------------

    def moved(self, moves: Mapping[Key, Point]) -> list[Zone] | str:
        """Every zone using a moved vertex, with the vertex moved; refused if a ring
        that was simple would cross itself."""
        out: list[Zone] = []
        for zid in sorted(self.zones_using(moves)):
            z = self.zone(zid)
            rings = move_vertices(z.polygons, moves)
            for old, new in zip(z.polygons, rings, strict=True):
                if ring_is_simple(old) and not ring_is_simple(new):
                    return translate("MapDocument", "{zone} would cross itself").format(zone=z.name)
            out.append(z.model_copy(update={"polygons": rings}))
        return out

    def with_vertex_inserted(self, a: Point, b: Point, p: Point) -> list[Zone]:
        """Every zone whose outline runs from a to b, with p inserted between them."""
        rings_by_zone = {z: self.zone(z).polygons for z in self.zones_using([vkey(a)])}
        out: list[Zone] = []
        for zid, ring_no in segment_owners(self.vertices, rings_by_zone, a, b):
            z = next((x for x in out if x.id == zid), self.zone(zid))
            rings = [list(r) for r in z.polygons]
            new = insert_on_segment(rings[ring_no], a, b, p)
            if new is None:
                continue
            rings[ring_no] = new
            out = [x for x in out if x.id != zid] + [z.model_copy(update={"polygons": rings})]
        return out

    def with_vertices_deleted(self, keys: set[Key]) -> list[Zone] | str:
        out: list[Zone] = []
        for zid in sorted(self.zones_using(keys)):
            z = self.zone(zid)
            rings = [[p for p in r if vkey(p) not in keys] for r in z.polygons]
            for old, new in zip(z.polygons, rings, strict=True):
                if len(new) < 3:
                    return translate("MapDocument", "{zone} needs at least three vertices (delete the "
                                     "zone instead)").format(zone=z.name)
                if ring_is_simple(old) and not ring_is_simple(new):
                    return translate("MapDocument", "{zone} would cross itself").format(zone=z.name)
            out.append(z.model_copy(update={"polygons": rings}))
        return out

    def conformed(self, points: Sequence[Point], exclude: set[str]) -> list[Zone]:
        """Neighbours with each point that lies on their outline inserted as a vertex,
        so that a border drawn by snapping to an edge is shared vertex for vertex. A
        point rounded after its snap (``tidy``) lies within a rounding step of the edge."""
        eps = max(self.analysis.tolerance * 1e-3, 10.0 ** -self.coordinate_digits, 1e-9)
        out: list[Zone] = []
        ids: set[str] = set()
        for p in points:
            ids.update(self.analysis.zones_near(p[0], p[1], eps))
        for zid in sorted(ids - exclude):
            z = self.zone(zid)
            rings = points_on_outline(z.polygons, points, eps)
            if rings != [list(r) for r in z.polygons]:
                out.append(z.model_copy(update={"polygons": rings}))
        return out

    # --- mutators: called by undo commands only ---------------------------------------------

    def replace_zones(self, remove: Iterable[str], put: Sequence[tuple[int, Zone]],
                      links: tuple[EdgeState, set[Pair]] | None = None) -> None:
        """Remove zones by id, then insert zones at their indices (ascending);
        optionally replace the marks and hand links in the same step."""
        if links is not None:
            self.marks, self.manual = dict(links[0]), set(links[1])
        removed = set(remove)
        zones = [z for z in self._map.zones if z.id not in removed]
        for index, zone in sorted(put, key=lambda e: e[0]):
            zones.insert(min(index, len(zones)), zone)
        self._map.zones = zones
        self._reindex()
        changed = {z.id for _i, z in put}
        gone = removed - changed
        for zid in removed:
            self.vertices.remove_zone(zid)
        for _i, z in put:
            self.vertices.set_zone(z.id, z.polygons)
        self.analysis.update([z for _i, z in put], gone)
        edges_changed = self._derive_edges()
        self._refresh_problems()
        self.zones_changed.emit(changed, gone)
        if edges_changed or links is not None:
            self.edges_changed.emit()
        self.problems_changed.emit()

    def set_links(self, marks: EdgeState, manual: set[Pair]) -> None:
        self.marks = dict(marks)
        self.manual = set(manual)
        self._after_change()
        self.edges_changed.emit()
        self.problems_changed.emit()

    def set_rivers(self, rivers: Sequence[River], marks: EdgeState | None = None) -> None:
        """Replace the river lines (and the marks by hand, when given): the river edges
        follow them (7.2)."""
        self._map.rivers = list(rivers)
        if marks is not None:
            self.marks = dict(marks)
        self._after_change()
        self.rivers_changed.emit()
        self.edges_changed.emit()
        self.problems_changed.emit()

    def set_background(self, bg: BackgroundImage | None) -> None:
        self._map.background = bg
        self.background_changed.emit()

    def set_meta(self, fields: Mapping[str, Any]) -> None:
        for key, value in fields.items():
            setattr(self._map, key, value)
        self._refresh_problems()
        self.meta_changed.emit()
        self.problems_changed.emit()

    def _after_change(self) -> None:
        self._derive_edges()
        self._refresh_problems()

    # --- files ------------------------------------------------------------------------------

    def save_problems(self) -> list[str]:
        """The errors for which play mode, and every loader, would refuse the map saved
        now: the errors ``validate`` reports (empty if none; warnings are not listed)."""
        if not self._map.zones:
            return [translate("MapDocument", "the map has no zone yet")]
        try:
            m = GameMap.model_validate(self._map.model_dump(mode="json"))
        except ValidationError as exc:
            return [f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()]
        located = [msg for _loc, msg in map_cross_reference_problems(m)]
        if located:
            return located
        return [f"{p.field}: {p.problem}" if p.field else p.problem
                for p in errors(check_map(m, self.game_map.id))]

    def save(self, path: str | Path) -> None:
        """Write the map atomically; background paths become relative to the map.
        ``MapTooLargeError`` (nothing written) if the file would be bigger than any
        loader reads: the app never writes a map it cannot open."""
        target = Path(path).resolve()
        bg = self._map.background
        if bg is not None and bg.path:
            source = self.background_source()
            if source is not None:
                rel = os.path.relpath(source, target.parent)
                self._map.background = bg.model_copy(update={"path": Path(rel).as_posix()})
        try:
            text = self.saved_text()
            size = len(text.encode("utf-8"))
            if size > MAX_FILE_BYTES:
                raise MapTooLargeError(size, bool(bg is not None and bg.embedded_png_base64))
            atomic_write_text(target, text)
        except BaseException:
            self._map.background = bg  # not saved: the map stays as it was
            raise
        self.path, self.text = target, text
        self.saved_edges = self.edge_state()
        if self.stored_problems:  # the fix of the file's edges is written: accepted
            self.stored_problems = []
            self._refresh_problems()
            self.problems_changed.emit()
        self.undo_stack.setClean()
        self.path_changed.emit()

    def saved_text(self) -> str:
        """The file's text with the edits: a map read from a file is patched in place (its
        fields as written, its comments and order kept), so saving with no edit keeps its
        bytes; a new map is written whole."""
        if self.text is None:
            return map_to_yaml(self._map)
        data = self._map.model_dump(mode="json", exclude_unset=True)
        return patch_yaml_text(self.text, data).text

    def set_path(self, path: Path | None) -> None:
        self.path = path
        self.path_changed.emit()


def stored_edge_problems(in_file: EdgeState, derived: EdgeState) -> list[Problem]:
    """The edges the file holds wrong (7.2): ones the zones need that it lacks, ones of
    the wrong kind (a coast marked land), ones between zones that do not touch. The
    editor derives the edges again when it opens a map, so without this list it would
    say "No problems found" and rewrite them silently on Save."""
    out: list[Problem] = []
    for pair in sorted(in_file.keys() | derived.keys(), key=sorted):
        a, b = sorted(pair)
        if pair not in in_file:
            out.append(Problem("edge missing in the file", translate(
                "MapDocument", "the file has no edge {a} – {b}, which touch: Save writes "
                "it").format(a=a, b=b), (a, b)))
        elif pair not in derived:
            out.append(Problem("edge in the file", translate(
                "MapDocument", "the file joins {a} – {b}, which do not touch: Save removes "
                "the edge").format(a=a, b=b), (a, b)))
        elif in_file[pair] != derived[pair]:
            out.append(Problem("edge kind in the file", translate(
                "MapDocument", "the file marks {a} – {b} as {kind}, the zones make it "
                "{derived}: Save corrects it").format(
                a=a, b=b, kind=edge_kind_name(in_file[pair][0]),
                derived=edge_kind_name(derived[pair][0])), (a, b)))
    return out


def rings_copy(rings: Sequence[Sequence[Point]]) -> list[Ring]:
    return [[(p[0], p[1]) for p in r] for r in rings]
