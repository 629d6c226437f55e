"""Minor items of issue 38 in the designer: the right-hand panel fits 1280×720 without
clipping, the zone inspector shows a unit set up weakened on its weakened face."""

from __future__ import annotations

from typing import Any

from designer_support import designer_window
from PySide6.QtWidgets import QAbstractScrollArea, QScrollArea

from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.scenario_edits import UNIT, PieceRef
from sv_model.paths import DEFAULT_SCENARIO

BATAVI = PieceRef(UNIT, "batavi")


def test_every_tab_of_the_right_hand_panel_fits_1280x720(qtbot: Any) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    qtbot.wait(50)
    clipped = []
    for i in range(w.tabs.count()):
        w.tabs.setCurrentIndex(i)
        qtbot.wait(20)
        page = w.tabs.widget(i)
        assert isinstance(page, QScrollArea)
        if page.horizontalScrollBar().isVisible():
            clipped.append(w.tabs.tabText(i))
        content = page.widget()
        assert content is not None
        for area in content.findChildren(QAbstractScrollArea):
            if area.isVisible() and area.horizontalScrollBar().isVisible():
                clipped.append(f"{w.tabs.tabText(i)}: {type(area).__name__}")
    assert clipped == []
    w.tabs.setCurrentIndex(1)
    assert w.card.lines["name"].cursorPosition() == 0  # the name reads from its start


def test_the_inspector_shows_the_weakened_face(qtbot: Any) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    unit = w.doc.roster.unit("batavi")
    w.set_piece_field(BATAVI, "weakened", True)
    w.show_zone("italia_1", select=BATAVI)
    item = w.inspector.list.selectedItems()[0]
    weak = unit.weakened
    assert f"{weak.sp}-{weak.qu}-{weak.tb}" in item.text() and "weakened" in item.text()
    w.set_piece_field(BATAVI, "weakened", False)
    item = w.inspector.list.selectedItems()[0]
    normal = unit.normal
    assert f"{normal.sp}-{normal.qu}-{normal.tb}" in item.text()
