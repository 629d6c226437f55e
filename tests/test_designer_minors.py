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
    assert len(w.tabs.pages) == 9
    for panel in w.tabs.pages:
        w.tabs.show_page(panel)
        qtbot.wait(20)
        viewport = panel.parentWidget()
        page = viewport.parentWidget() if viewport is not None else None
        assert isinstance(page, QScrollArea) and page.isVisible()
        name = type(panel).__name__
        if page.horizontalScrollBar().isVisible():
            clipped.append(name)
        for area in panel.findChildren(QAbstractScrollArea):
            if area.isVisible() and area.horizontalScrollBar().isVisible():
                clipped.append(f"{name}: {type(area).__name__}")
    assert clipped == []
    w.tabs.show_page(w.card)
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
