"""The map editor's Zones list in a narrow dock: the names keep at least three fifths of
the width, so the header and the names read (the English walk found "Nam" and "Ac…"
beside ids given all the room they wanted)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QTreeWidgetItem

from editor.map_editor.document import MapDocument
from editor.map_editor.window import EditorWindow
from editor.map_editor.zone_lists import ZoneListPanel, make_tree
from sv_model.paths import DEFAULT_MAP


def test_the_names_keep_three_fifths_of_a_narrow_zones_list(qtbot: Any) -> None:
    editor = EditorWindow(MapDocument.open(DEFAULT_MAP))
    qtbot.addWidget(editor)
    editor.resize(1280, 720)
    editor.show()
    qtbot.waitExposed(editor)
    panel = editor.findChild(ZoneListPanel)
    assert panel is not None
    tree = panel.tree
    room = tree.viewport().width()
    header = tree.header()
    assert header.sectionSize(0) + header.sectionSize(1) == room
    assert header.sectionSize(0) >= 0.6 * room - 1
    assert header.sectionSize(0) >= header.sectionSizeHint(0)  # "Name" whole


def test_a_wide_list_gives_the_second_column_what_it_needs(qtbot: Any) -> None:
    tree = make_tree(["Name", "Id"])
    qtbot.addWidget(tree)
    tree.addTopLevelItem(QTreeWidgetItem(["Mare Internum", "mare_internum_occidentale"]))
    tree.resize(700, 300)
    tree.show()
    qtbot.waitExposed(tree)
    header = tree.header()
    wants = max(tree.sizeHintForColumn(1), header.sectionSizeHint(1))
    assert header.sectionSize(1) == wants
    assert header.sectionSize(0) == tree.viewport().width() - wants
    tree.resize(200, 300)
    qtbot.wait(10)
    assert header.sectionSize(1) < wants  # narrow: the id gives way, not the name
    assert header.sectionSize(0) >= 0.6 * tree.viewport().width() - 1
