"""Entering a printed booklet in the designer (issue 38, major 2): a drop on a stack goes
to that stack's zone, a people placed in its zones of origin in one edit, a zone finder."""

from __future__ import annotations

from typing import Any

from designer_support import designer_window
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDropEvent

from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.scenario_edits import LEADER, UNIT, PieceRef, placed
from editor.designer.scenario_pieces import PIECES_MIME
from editor.designer.window import DesignerWindow
from sv_model.paths import DEFAULT_SCENARIO


def _drop_at(w: DesignerWindow, pieces: list[PieceRef], where: QPointF) -> None:
    mime = w.roster_palette.list.mimeData([])
    mime.setData(PIECES_MIME, "\n".join(p.token() for p in pieces).encode())
    event = QDropEvent(QPointF(w.view.mapFromScene(where)), Qt.DropAction.MoveAction, mime,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    w.view.dropEvent(event)
    assert event.isAccepted()


def test_a_drop_on_a_stack_drawn_outside_its_zone_goes_to_its_zone(qtbot: Any) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    chnodomarius = PieceRef(LEADER, "chnodomarius")
    w.remove([chnodomarius])
    w.view.fit_map()  # the whole map: the Alamanni's small zone has its stack drawn beside it
    stack = w.scene.stack_of_piece("alamanni_lentienses")
    assert stack is not None
    centre = stack.sceneBoundingRect().center()
    assert w.scene.zone_at(centre) != "alamanni"  # drawn over another zone (Raetia)
    _drop_at(w, [chnodomarius], centre)
    assert placed(w.doc.data)[chnodomarius] == "alamanni"


def test_a_people_placed_in_its_zones_of_origin(qtbot: Any) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    units = [PieceRef(UNIT, u.id) for u in w.doc.roster.units if u.people == "franci"]
    origin = {z.id for z in w.doc.game_map.zones if z.people == "franci"}
    w.remove(units)
    assert not any(u in placed(w.doc.data) for u in units)
    count = w.doc.undo_stack.count()
    row = [p.id for p in w.peoples.peoples].index("franci")
    w.peoples.table.setCurrentCell(row, 0)
    w.peoples.place.click()
    where = placed(w.doc.data)
    assert all(where.get(u) in origin for u in units), where
    assert w.doc.undo_stack.count() == count + 1  # one undoable edit
    assert w.selected_zone in origin
    w.doc.undo_stack.undo()
    assert not any(u in placed(w.doc.data) for u in units)


def test_the_zone_finder_frames_the_zone_typed(qtbot: Any) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    w.view.fit_map()
    whole = w.view.current_scale()
    w.finder.setText("senonia")
    w.finder.returnPressed.emit()
    assert w.selected_zone == "galliae_6"
    assert w.view.current_scale() > 2 * whole
    shown = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    assert shown.contains(w.scene.zone_items["galliae_6"].sceneBoundingRect())
    assert w.find_zone("Galliae 6 (Lugdunensis Prima et Senonia)") == "galliae_6"
    assert w.find_zone("no such place") is None
    assert "No zone" in w.statusBar().currentMessage()
    completions = w.finder.completer().model()
    assert completions.rowCount() == len(w.doc.game_map.zones)
