"""Edits that the tools and menus ask for, turned into undo commands.

Each method checks the edit first (self-intersection, too few vertices,
zones that cannot be merged...) and either pushes one command or returns a
message saying why not; the caller shows it in the status bar.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtGui import QUndoStack
from shapely.geometry.base import BaseGeometry

from editor.map_editor.analysis import Pair
from editor.map_editor.commands import (
    AddZoneCommand,
    DeleteVerticesCommand,
    DeleteZonesCommand,
    EditZoneCommand,
    EditZonesCommand,
    InsertVertexCommand,
    MergeZonesCommand,
    MoveLabelCommand,
    MoveVerticesCommand,
    SetLinksCommand,
    SetMapPropertiesCommand,
    SplitZoneCommand,
    ZonesCommand,
)
from editor.map_editor.document import MapDocument
from editor.map_editor.geometry_ops import (
    Key,
    Point,
    closing_problem,
    label_point,
    merge_zones,
    split_zone,
    vkey,
    zone_geometry,
)
from editor.map_editor.river_edits import RiverEdits
from editor.map_editor.scene import MapDocumentScene
from editor.shared.terms import edge_kind_name
from sv_desktop.common.i18n import translate
from sv_model.schemas.map import EdgeKind, Zone, ZoneKind


class EditController:
    """Turns requests into commands on the document's undo stack."""

    def __init__(self, doc: MapDocument, scene: MapDocumentScene,
                 status: Callable[[str], None]) -> None:
        self.doc = doc
        self.scene = scene
        self.status = status
        self.rivers = RiverEdits(doc, scene, self._refuse)  # river lines (7.2)

    @property
    def stack(self) -> QUndoStack:
        return self.doc.undo_stack

    def _refuse(self, message: str) -> bool:
        self.status(translate("EditController", "Refused: {reason}").format(reason=message))
        return False

    # --- vertices -----------------------------------------------------------------------------

    def move_vertices(self, moves: Mapping[Key, Point], nudge: bool = False) -> bool:
        moves = {k: q for k, p in moves.items() if vkey(q := self.doc.tidy(p)) != k}
        if not moves:
            return False
        result = self.doc.moved(moves)
        if isinstance(result, str):
            return self._refuse(result)
        if not result:
            return False
        self.stack.push(MoveVerticesCommand(self.doc, result, len(moves), nudge))
        self.scene.select_vertices(vkey(p) for p in moves.values())
        return True

    def insert_vertex(self, a: Point, b: Point, p: Point) -> bool:
        """Insert ``p`` (rounded: ``MapDocument.tidy``) between the consecutive vertices a
        and b of every outline that runs from a to b."""
        p = self.doc.tidy(p)
        zones = self.doc.with_vertex_inserted(a, b, p)
        if not zones:
            return self._refuse(translate("EditController", "no outline runs along that edge"))
        self.stack.push(InsertVertexCommand(self.doc, zones))
        self.scene.select_vertices([vkey(p)])
        return True

    def delete_vertices(self, keys: set[Key]) -> bool:
        result = self.doc.with_vertices_deleted(keys)
        if isinstance(result, str):
            return self._refuse(result)
        self.stack.push(DeleteVerticesCommand(self.doc, result, len(keys)))
        return True

    # --- zones --------------------------------------------------------------------------------

    def add_zone(self, points: Sequence[Point]) -> str | None:
        """Close a drawn outline into a new zone; returns its id."""
        ring = [self.doc.tidy(p) for p in points]
        problem = closing_problem(ring)
        if problem:
            self._refuse(problem)
            return None
        zid = self.doc.unique_zone_id("zone")
        zone = Zone(id=zid, name=default_zone_name(zid), kind=ZoneKind.OUTSIDE,
                    polygons=[ring], label=label_point([ring]))
        conformed = self.doc.conformed(ring, exclude=set())
        self.stack.push(AddZoneCommand(self.doc, zone, conformed))
        self.scene.select_zones([zid])
        return zid

    def labels_inside(self) -> int:
        """Move every label point that lies outside its zone (after a vertex move) to the
        zone's pole of inaccessibility, the point farthest inside it: one undoable edit.
        Returns how many moved."""
        changed = [z.model_copy(update={"label": at}) for z in self.doc.zones
                   if not self.doc.covers(z.id, z.label)
                   and (at := inside_point(self.doc.analysis.geometry(z.id))) is not None]
        if not changed:
            self.status(translate("EditController", "Every label point is inside its zone."))
            return 0
        count = len(changed)

        def text() -> str:
            return (translate("EditController", "Put 1 label inside their zones") if count == 1
                    else translate("EditController", "Put {count} labels inside their zones")
                    .format(count=count))

        self.stack.push(ZonesCommand(self.doc, text, changed))
        self.status(text())
        return len(changed)

    def move_label(self, zone_id: str, at: Point) -> bool:
        """Move a zone's label point; it must stay inside the zone."""
        zone = self.doc.zone(zone_id)
        at = (float(at[0]), float(at[1]))
        if at == tuple(zone.label):
            return False
        if not self.doc.covers(zone_id, at):
            return self._refuse(translate("EditController", "a zone's label point must lie inside the zone"))
        self.stack.push(MoveLabelCommand(self.doc, zone.model_copy(update={"label": at})))
        return True

    def delete_zones(self, zone_ids: Sequence[str]) -> bool:
        if not zone_ids:
            return self._refuse(translate("EditController", "select a zone first"))
        self.stack.push(DeleteZonesCommand(self.doc, list(zone_ids)))
        return True

    def split(self, zone_id: str, line: Sequence[Point]) -> str | None:
        """Cut a zone along a line; returns the id of the new zone."""
        zone = self.doc.zone(zone_id)
        result = split_zone(zone.polygons, line, self.doc.coordinate_digits)
        if isinstance(result, str):
            self._refuse(result)
            return None
        kept_rings, new_rings = result
        new_id = self.doc.unique_zone_id(zone.id)
        kept = zone.model_copy(update={"polygons": kept_rings,
                                       "label": self._label_inside(zone.label, kept_rings)})
        new = self._split_off(zone, new_id, new_rings)
        fresh = {vkey(p) for r in kept_rings + new_rings for p in r} - self.doc.vertices.keys_of(
            zone_id)
        points = [p for r in new_rings for p in r if vkey(p) in fresh]
        conformed = self.doc.conformed(points, exclude={zone_id})
        self.stack.push(SplitZoneCommand(self.doc, kept, new, conformed))
        self.scene.select_zones([zone_id, new_id])
        return new_id

    def _split_off(self, zone: Zone, new_id: str, rings: list[list[Point]]) -> Zone:
        number = zone.number
        if zone.diocese is not None:
            used = {z.number for z in self.doc.zones if z.diocese == zone.diocese}
            number = next((n for n in range(1, 31) if n not in used), 30)
        return zone.model_copy(update={
            "id": new_id, "name": f"{zone.name} ({new_id})", "number": number, "polygons": rings,
            "label": label_point(rings), "city": None, "capital": False, "port": None,
            "port_name": None, "rome": False})

    @staticmethod
    def _label_inside(label: Point, rings: list[list[Point]]) -> Point:
        import shapely

        if shapely.covers(zone_geometry(rings), shapely.Point(label)):
            return label
        return label_point(rings)

    def merge(self, zone_ids: Sequence[str]) -> bool:
        if len(zone_ids) != 2:
            return self._refuse(translate("EditController", "select exactly two zones (Ctrl+click) to merge"))
        a, b = (self.doc.zone(z) for z in zone_ids)
        result = merge_zones(a.polygons, b.polygons, self.doc.coordinate_digits)
        if isinstance(result, str):
            return self._refuse(result)
        merged = a.model_copy(update={"polygons": result,
                                      "label": self._label_inside(a.label, result)})
        self.stack.push(MergeZonesCommand(self.doc, merged, b.id))
        self.scene.select_zones([a.id])
        return True

    def edit_zone(self, old_id: str, zone: Zone) -> bool:
        if zone.id != old_id and self.doc.has_zone(zone.id):
            return self._refuse(translate("EditController", "zone id '{zone}' is already used").format(
                zone=zone.id))
        if zone == self.doc.zone(old_id):
            return False
        if zone.label != self.doc.zone(old_id).label and not self.doc.covers(old_id, zone.label):
            return self._refuse(translate("EditController", "a zone's label point must lie inside the zone"))
        self.stack.push(EditZoneCommand(self.doc, old_id, zone))
        self.scene.select_zones([zone.id])
        return True

    def edit_zones(self, zones: Sequence[Zone]) -> bool:
        """Several zones changed at once (their shared attributes): one undo step; the
        ids stay, and so does the selection."""
        changed = [z for z in zones if z != self.doc.zone(z.id)]
        if not changed:
            return False
        self.stack.push(EditZonesCommand(self.doc, changed))
        return True

    def set_diocese_colour(self, diocese_id: str, colour: str) -> bool:
        """Recolour a diocese (every zone of it): one undo step."""
        dioceses = self.doc.game_map.dioceses
        found = next((d for d in dioceses if d.id == diocese_id), None)
        if found is None or found.colour == colour:
            return False
        new = [d.model_copy(update={"colour": colour}) if d is found else d for d in dioceses]
        self.stack.push(SetMapPropertiesCommand(
            self.doc, {"dioceses": new}, lambda: translate(
                "EditController", "Colour of diocese {diocese}").format(diocese=found.name)))
        return True

    # --- links --------------------------------------------------------------------------------

    def set_edge_kind(self, pair: Pair, kind: EdgeKind, note: str | None = None) -> bool:
        """Mark a land border as ordinary, a river crossing (``note``: the river's name)
        or a strait (``note``: its name, if any). A kind the river lines give needs no
        mark (7.2): choosing it removes the mark. A river not on the map yet is drawn
        along the border in the same step."""
        a, b = sorted(pair)
        if self.doc.kind_of(a, b)[0] in (EdgeKind.COAST, EdgeKind.SEA):
            return self._refuse(translate("EditController", "an edge with a sea zone is always a coast or sea link"))
        if kind is EdgeKind.RIVER and not note:
            return self._refuse(translate("EditController", "a river crossing needs the river's name"))
        mark = (kind, note if kind in (EdgeKind.RIVER, EdgeKind.STRAIT) else None)
        if kind is EdgeKind.RIVER and note not in {r.name for r in self.doc.game_map.rivers}:
            return self.rivers.add_on_border(pair, str(note))
        marks = dict(self.doc.marks)
        if mark == self.doc.derived_mark(pair):
            marks.pop(pair, None)
        else:
            marks[pair] = mark
        if marks == self.doc.marks:
            return False
        # the text reads "river Rhenus": the kind in the interface's language, then the name
        self.stack.push(SetLinksCommand(self.doc, lambda: translate(
            "EditController", "Mark {a}–{b} as {kind}").format(a=a, b=b, kind=" ".join(
                x for x in (edge_kind_name(kind), mark[1]) if x)), marks, self.doc.manual))
        return True

    def follow_river_lines(self, pair: Pair) -> bool:
        """Drop the mark by hand of an edge: its kind comes from the river lines (7.2)."""
        if pair not in self.doc.marks:
            return False
        a, b = sorted(pair)
        marks = {p: m for p, m in self.doc.marks.items() if p != pair}
        self.stack.push(SetLinksCommand(self.doc, lambda: translate(
            "EditController", "{a}–{b} follows the river lines").format(a=a, b=b), marks,
            self.doc.manual))
        return True

    def add_link(self, a: str, b: str) -> bool:
        """A strait (two land zones) or sea link drawn by hand between any two zones."""
        pair = frozenset((a, b))
        if a == b:
            return self._refuse(translate("EditController", "pick two different zones"))
        if any(e.key == pair for e in self.doc.game_map.edges):
            self.scene.select_edge(pair)
            return self._refuse(translate("EditController", "{a} and {b} are already linked").format(
                a=a, b=b))
        marks = dict(self.doc.marks)
        kind = self.doc.kind_of(a, b)[0]
        if kind is EdgeKind.LAND:
            marks[pair] = (EdgeKind.STRAIT, None)
        def text() -> str:
            return (translate("EditController", "Add strait {a}–{b}").format(a=a, b=b)
                    if kind is EdgeKind.LAND else
                    translate("EditController", "Add {kind} link {a}–{b}").format(
                        kind=edge_kind_name(kind), a=a, b=b))

        self.stack.push(SetLinksCommand(self.doc, text, marks, self.doc.manual | {pair}))
        self.scene.select_edge(pair)
        return True

    def remove_link(self, pair: Pair) -> bool:
        if pair not in self.doc.manual:
            return self._refuse(translate("EditController", "only links drawn by hand can be "
                                          "removed; touching zones are always adjacent"))
        a, b = sorted(pair)
        marks = {p: m for p, m in self.doc.marks.items() if p != pair}
        self.stack.push(SetLinksCommand(self.doc, lambda: translate(
            "EditController", "Remove link {a}–{b}").format(a=a, b=b), marks,
            self.doc.manual - {pair}))
        return True

    # --- selection ------------------------------------------------------------------------------

    def delete_selection(self) -> bool:
        sc = self.scene
        if sc.selected_river is not None:
            if sc.selected_river_vertex is not None:
                return self.rivers.delete_vertex(sc.selected_river, sc.selected_river_vertex)
            return self.rivers.delete(sc.selected_river)
        if sc.selected_vertices:
            return self.delete_vertices(set(sc.selected_vertices))
        if sc.selected_edge is not None:
            return self.remove_link(sc.selected_edge)
        return self.delete_zones(sc.selected_zones)


def default_zone_name(zone_id: str) -> str:
    """A drawn zone's first name ("Zone 17"), and a split-off part's is its zone's name
    with its own id: names are data written to the file, so they are the same whatever
    the interface's language ("zone" is French and English alike); the user renames them.
    """
    return f"Zone {zone_id.rsplit('_', 1)[1]}"


def inside_point(geometry: BaseGeometry) -> Point | None:
    """The pole of inaccessibility of a zone's largest part (shapely's ``polylabel``): the
    point inside it farthest from its outline, where a label reads best."""
    import shapely
    from shapely.ops import polylabel

    if geometry.is_empty:
        return None
    valid = shapely.make_valid(geometry)
    parts = [p for p in shapely.get_parts(valid) if isinstance(p, shapely.Polygon)]
    if not parts:
        return None
    largest = max(parts, key=lambda p: p.area)
    x0, y0, x1, y1 = largest.bounds
    pole = polylabel(largest, tolerance=max(x1 - x0, y1 - y0) / 200 or 0.01)
    return (round(float(pole.x), 2), round(float(pole.y), 2))
