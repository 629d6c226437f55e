"""River edits that the river tool, the River tab and the Edge tab ask for (rule 7.2).

Each method checks the edit, then pushes one ``RiversCommand`` (the river lines and,
for a rename, a deletion or a river typed on an edge, the marks naming it), or
refuses with a message for the status bar. The river edges follow the lines: the
document derives them again after every edit (``editor.map_editor.river_model``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from editor.map_editor.commands import RiversCommand
from editor.map_editor.river_model import border_line, renamed_marks, unique_river_name
from editor.shared.reworded import Wording
from sv_desktop.common.i18n import translate
from sv_model.schemas.map import EdgeKind, River

if TYPE_CHECKING:
    from editor.map_editor.analysis import Pair
    from editor.map_editor.document import MapDocument
    from editor.map_editor.scene import MapDocumentScene

Point = tuple[float, float]


def _cleaned(points: Sequence[Sequence[float]]) -> list[Point]:
    """The points as floats, without a point repeated right after itself."""
    out: list[Point] = []
    for p in points:
        q = (float(p[0]), float(p[1]))
        if not out or out[-1] != q:
            out.append(q)
    return out


class RiverEdits:
    """Turns river requests into commands on the document's undo stack."""

    def __init__(self, doc: MapDocument, scene: MapDocumentScene,
                 refuse: Callable[[str], bool]) -> None:
        self.doc = doc
        self.scene = scene
        self._refuse = refuse

    @property
    def rivers(self) -> list[River]:
        return list(self.doc.game_map.rivers)

    def _checked(self, river: River, **update: Any) -> River | str:
        """The river with ``update`` applied, or why the schema refuses it. The copy
        keeps which fields the file gave, so that saving writes only what changed."""
        try:
            River.model_validate({**river.model_dump(), **update})
        except ValidationError as exc:
            return "; ".join(e["msg"].removeprefix("Value error, ") for e in exc.errors())
        return river.model_copy(update=update)

    def _push(self, text: Wording, index: int, river: River | str) -> bool:
        if isinstance(river, str):
            return self._refuse(river)
        rivers = self.rivers
        rivers[index] = river
        self.doc.undo_stack.push(RiversCommand(self.doc, text, rivers))
        return True

    # --- whole rivers ---------------------------------------------------------------------

    def add(self, points: Sequence[Sequence[float]], name: str | None = None,
            major: bool = True) -> int | None:
        """A new river line (major unless told: drawing one is mostly for the +1 MP of
        7.2); returns its index, selected. Its points are rounded as a zone's are
        (``MapDocument.tidy``)."""
        pts = _cleaned([self.doc.tidy(p) for p in points])
        if len(pts) < 2:
            self._refuse(translate("RiverEdits", "a river needs at least two different points"))
            return None
        name = name or unique_river_name(self.doc.game_map.rivers,
                                         translate("RiverEdits", "New river"))
        try:
            river = River(name=name, major=major, points=pts)
        except ValidationError as exc:
            self._refuse("; ".join(e["msg"] for e in exc.errors()))
            return None
        index = len(self.doc.game_map.rivers)
        self.doc.undo_stack.push(RiversCommand(self.doc, lambda: translate(
            "RiverEdits", "Add river {river}").format(river=name), [*self.rivers, river]))
        self.scene.select_river(index)
        return index

    def edit(self, index: int, name: str, major: bool) -> bool:
        """Rename a river or set whether it is major; marks naming it follow a rename."""
        river = self.doc.game_map.rivers[index]
        name = name.strip()
        if not name:
            return self._refuse(translate("RiverEdits", "a river needs a name"))
        if name != river.name and any(r.name == name for r in self.doc.game_map.rivers):
            return self._refuse(translate("RiverEdits", "there is already a river named {river}").format(
                river=name))
        if (name, major) == (river.name, river.major):
            return False
        changed = self._checked(river, name=name, major=major)
        if isinstance(changed, str):
            return self._refuse(changed)
        rivers = self.rivers
        rivers[index] = changed
        old = river.name

        def verb() -> str:
            return (translate("RiverEdits", "Rename river {old} to {new}").format(old=old, new=name)
                    if name != old else
                    translate("RiverEdits", "Make {river} a major river").format(river=name)
                    if major else
                    translate("RiverEdits", "Make {river} a river drawn only").format(river=name))

        marks = renamed_marks(self.doc.marks, river.name, name) if name != river.name else None
        self.doc.undo_stack.push(RiversCommand(self.doc, verb, rivers, marks))
        return True

    def delete(self, index: int) -> bool:
        """Delete a river; edges marked by hand with its name follow the lines again."""
        river = self.doc.game_map.rivers[index]
        rivers = [r for i, r in enumerate(self.doc.game_map.rivers) if i != index]
        self.scene.select_river(None)
        self.doc.undo_stack.push(RiversCommand(
            self.doc, lambda: translate("RiverEdits", "Delete river {river}").format(
                river=river.name), rivers, renamed_marks(self.doc.marks, river.name, None)))
        return True

    # --- vertices ---------------------------------------------------------------------------

    def move_vertex(self, index: int, vertex: int, p: Point) -> bool:
        river = self.doc.game_map.rivers[index]
        points = [(float(x), float(y)) for x, y in river.points]
        p = self.doc.tidy(p)
        if points[vertex] == p:
            return False
        points[vertex] = p
        if len(_cleaned(points)) < 2:
            return self._refuse(translate("RiverEdits", "a river needs at least two different points"))
        return self._push(lambda: translate("RiverEdits", "Move a vertex of {river}").format(river=river.name), index,
                          self._checked(river, points=points))

    def insert_vertex(self, index: int, before: int, p: Point) -> bool:
        """Insert ``p`` as vertex number ``before`` (between before - 1 and before)."""
        river = self.doc.game_map.rivers[index]
        points = [(float(x), float(y)) for x, y in river.points]
        points.insert(before, self.doc.tidy(p))
        self.scene.select_river(index, before)
        return self._push(lambda: translate("RiverEdits", "Insert a vertex in {river}").format(river=river.name), index,
                          self._checked(river, points=points))

    def delete_vertex(self, index: int, vertex: int) -> bool:
        river = self.doc.game_map.rivers[index]
        points = [(float(x), float(y)) for i, (x, y) in enumerate(river.points) if i != vertex]
        if len(_cleaned(points)) < 2:
            return self._refuse(translate("RiverEdits", "{river} needs at least two points (delete "
                                          "the river instead)").format(river=river.name))
        self.scene.select_river(index)
        return self._push(lambda: translate("RiverEdits", "Delete a vertex of {river}").format(river=river.name), index,
                          self._checked(river, points=points))

    # --- a river typed on an edge -------------------------------------------------------------

    def add_on_border(self, pair: Pair, name: str) -> bool:
        """Mark an edge as crossing a river not on the map yet: the river is drawn along
        the zones' border and the edge marked, in one step (so no edge names an unknown
        river)."""
        a, b = sorted(pair)
        line = border_line(a, b, self.doc.analysis.geometry)
        if line is None or len(_cleaned(line)) < 2:
            return self._refuse(translate("RiverEdits", "{a} and {b} share no border to draw the "
                                          "{river} on: draw it with the river tool first")
                                .format(a=a, b=b, river=name))
        river = River(name=name, major=True, points=_cleaned(line))
        marks = {**self.doc.marks, pair: (EdgeKind.RIVER, name)}
        self.doc.undo_stack.push(RiversCommand(
            self.doc, lambda: translate("RiverEdits", "Mark {a}–{b} as river {river} (new "
                                        "river)").format(a=a, b=b, river=name),
            [*self.rivers, river], marks))
        return True
