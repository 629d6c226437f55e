"""Undo commands: every edit of a map goes through one of these.

Each command keeps the state before and after and applies it to the
document (never to graphics items). Zone edits swap whole ``Zone`` values,
link edits swap the marks and hand links, river edits swap the river lines
(and the marks naming a river, rule 7.2), background edits merge while a
slider is dragged so that one drag is one undo step.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtGui import QUndoCommand

from editor.map_editor.analysis import Pair
from editor.map_editor.document import EdgeState, MapDocument
from editor.map_editor.river_model import Mark
from editor.shared.reworded import RewordedCommand, Wording
from sv_desktop.common.i18n import translate
from sv_model.schemas.map import BackgroundImage, River, Zone

BACKGROUND_MERGE_ID = 8001
NUDGE_MERGE_ID = 8002


class ZonesCommand(RewordedCommand):
    """Replace, rename, add or remove zones in one step (optionally with link changes)."""

    def __init__(self, doc: MapDocument, text: Wording, changed: Sequence[Zone] = (),
                 removed: Iterable[str] = (), appended: Sequence[Zone] = (),
                 renamed: tuple[str, Zone] | None = None,
                 links: tuple[EdgeState, set[Pair]] | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        removed = list(removed)
        replaced = [(z.id, z) for z in changed] + ([renamed] if renamed else [])
        old_ids = [old for old, _z in replaced] + removed
        self._before = sorted(((doc.index_of(i), doc.zone(i)) for i in old_ids),
                              key=lambda e: e[0])
        removed_at = sorted(doc.index_of(i) for i in removed)
        self._after = [(doc.index_of(old) - bisect_left(removed_at, doc.index_of(old)), z)
                       for old, z in replaced]
        end = len(doc.zones) - len(removed)
        self._after += [(end + k, z) for k, z in enumerate(appended)]
        self._redo_remove = old_ids
        self._undo_remove = [z.id for _i, z in self._after]
        self._links_before = (dict(doc.marks), set(doc.manual))
        self._links_after = links

    def redo(self) -> None:
        self.doc.replace_zones(self._redo_remove, self._after, self._links_after)

    def undo(self) -> None:
        links = self._links_before if self._links_after is not None else None
        self.doc.replace_zones(self._undo_remove, self._before, links)


class MoveVerticesCommand(ZonesCommand):
    """Move one or several vertices (with every zone sharing them) as one step."""

    def __init__(self, doc: MapDocument, zones: Sequence[Zone], count: int,
                 nudge: bool = False) -> None:
        super().__init__(doc, lambda: translate("MapCommand", "Move 1 vertex") if count == 1
                         else translate("MapCommand", "Move {count} vertices").format(
                             count=count), zones)
        self._nudge = nudge
        self._ids = {z.id for z in zones}

    def id(self) -> int:
        return NUDGE_MERGE_ID if self._nudge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, MoveVerticesCommand) or other._ids != self._ids:
            return False
        self._after = other._after
        return True


class MoveLabelCommand(ZonesCommand):
    """Move a zone's label point (where its name and adjacency lines are drawn)."""

    def __init__(self, doc: MapDocument, zone: Zone) -> None:
        super().__init__(doc, lambda: translate("MapCommand", "Move label of {zone}").format(
            zone=zone.name), [zone])


class InsertVertexCommand(ZonesCommand):
    def __init__(self, doc: MapDocument, zones: Sequence[Zone]) -> None:
        super().__init__(doc, lambda: translate("MapCommand", "Insert vertex"), zones)


class DeleteVerticesCommand(ZonesCommand):
    def __init__(self, doc: MapDocument, zones: Sequence[Zone], count: int) -> None:
        super().__init__(doc, lambda: translate("MapCommand", "Delete vertex") if count == 1
                         else translate("MapCommand", "Delete {count} vertices").format(
                             count=count), zones)


class AddZoneCommand(ZonesCommand):
    """A new zone, plus its snapped vertices inserted into neighbouring outlines."""

    def __init__(self, doc: MapDocument, zone: Zone, conformed: Sequence[Zone] = ()) -> None:
        super().__init__(doc, lambda: translate("MapCommand", "Add zone {zone}").format(
            zone=zone.name), conformed, appended=[zone])


class DeleteZonesCommand(ZonesCommand):
    def __init__(self, doc: MapDocument, zone_ids: Sequence[str]) -> None:
        super().__init__(doc, lambda: translate("MapCommand", "Delete {zones}").format(
            zones=", ".join(zone_ids)), [], removed=zone_ids)


class SplitZoneCommand(ZonesCommand):
    def __init__(self, doc: MapDocument, kept: Zone, new: Zone,
                 conformed: Sequence[Zone]) -> None:
        super().__init__(doc, lambda: translate("MapCommand", "Split {zone}").format(
            zone=kept.name), [kept, *conformed], appended=[new])


class MergeZonesCommand(ZonesCommand):
    def __init__(self, doc: MapDocument, merged: Zone, absorbed: str) -> None:
        super().__init__(doc, lambda: translate("MapCommand", "Merge {absorbed} into {zone}")
                         .format(absorbed=absorbed, zone=merged.id), [merged],
                         removed=[absorbed])


class EditZoneCommand(ZonesCommand):
    """Change a zone's attributes; a new id carries its marks and hand links along."""

    def __init__(self, doc: MapDocument, old_id: str, zone: Zone) -> None:
        if zone.id == old_id:
            super().__init__(doc, lambda: translate("MapCommand", "Edit zone {zone}").format(
                zone=zone.id), [zone])
        else:
            links = _renamed_links(doc.marks, doc.manual, old_id, zone.id)
            super().__init__(doc, lambda: translate("MapCommand", "Rename zone {old} to {new}")
                             .format(old=old_id, new=zone.id), renamed=(old_id, zone),
                             links=links)


class EditZonesCommand(ZonesCommand):
    """Change attributes several zones share (diocese, kind, half, flags) in one step."""

    def __init__(self, doc: MapDocument, zones: Sequence[Zone]) -> None:
        count, first = len(zones), zones[0].id
        super().__init__(doc, lambda: translate("MapCommand", "Edit {count} zones").format(
            count=count) if count > 1 else translate("MapCommand", "Edit zone {zone}").format(
            zone=first), zones)


def _renamed_links(marks: Mapping[Pair, Mark], manual: set[Pair], old: str,
                   new: str) -> tuple[EdgeState, set[Pair]]:
    def rename(pair: Pair) -> Pair:
        return frozenset(new if z == old else z for z in pair)

    return {rename(p): m for p, m in marks.items()}, {rename(p) for p in manual}


class SetLinksCommand(RewordedCommand):
    """Mark an edge (river, strait, ordinary) or add or remove a hand-made link."""

    def __init__(self, doc: MapDocument, text: Wording, marks: EdgeState,
                 manual: set[Pair]) -> None:
        super().__init__(text)
        self.doc = doc
        self._before = (dict(doc.marks), set(doc.manual))
        self._after = (dict(marks), set(manual))

    def redo(self) -> None:
        self.doc.set_links(*self._after)

    def undo(self) -> None:
        self.doc.set_links(*self._before)


class RiversCommand(RewordedCommand):
    """Add, reshape, rename, flag or delete a river line (rule 7.2): the river edges it
    makes follow; a rename or deletion carries the marks naming the river along."""

    def __init__(self, doc: MapDocument, text: Wording, rivers: Sequence[River],
                 marks: EdgeState | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self._before = (list(doc.game_map.rivers), dict(doc.marks))
        self._after = (list(rivers), None if marks is None else dict(marks))

    def redo(self) -> None:
        self.doc.set_rivers(*self._after)

    def undo(self) -> None:
        self.doc.set_rivers(self._before[0],
                            self._before[1] if self._after[1] is not None else None)


class SetBackgroundCommand(RewordedCommand):
    """Import, move, scale, rotate, fade or remove the background image."""

    def __init__(self, doc: MapDocument, text: Wording, bg: BackgroundImage | None,
                 merge: bool = False) -> None:
        super().__init__(text)
        self.doc = doc
        self._before = doc.game_map.background
        self._after = bg
        self._merge = merge

    def id(self) -> int:
        return BACKGROUND_MERGE_ID if self._merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetBackgroundCommand) or other.text() != self.text():
            return False
        self._after = other._after
        return True

    def redo(self) -> None:
        self.doc.set_background(self._after)

    def undo(self) -> None:
        self.doc.set_background(self._before)


class SetMapPropertiesCommand(RewordedCommand):
    """Change the map's id, name, description, sources, estimate flag, dioceses (a
    diocese's colour), fleets or rivers."""

    def __init__(self, doc: MapDocument, fields: Mapping[str, Any],
                 text: Wording | None = None) -> None:
        super().__init__(text or (lambda: translate("MapCommand", "Edit map properties")))
        self.doc = doc
        self._before = {k: getattr(doc.game_map, k) for k in fields}
        self._after = dict(fields)

    def redo(self) -> None:
        self.doc.set_meta(self._after)

    def undo(self) -> None:
        self.doc.set_meta(self._before)
