"""The menu of a counter on the designer's map (right-click): the same set-up fields as the
zone inspector, for one counter, without leaving the map."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from editor.designer.scenario_edits import FLEET, LEADER, UNIT, PieceRef
from sv_desktop.board.board_view import TITLE_NAMES
from sv_model.schemas.scenario import Side, Title

SetField = Callable[[PieceRef, str, Any], None]

FLAGS = {LEADER: (("pax_romana", "Pax Romana face up (1.2.1)"),
                  ("protectores", "Protectores Domestici (3.5.3)"),
                  ("civil_war", "Civil war marker (3.6)")),
         UNIT: (("weakened", "Weakened face up (1.3)"),),
         FLEET: ()}


def counter_menu(parent: QWidget, piece: PieceRef, row: dict[str, Any], set_field: SetField,
                 remove: Callable[[], None]) -> QMenu:
    """Side, title and markers of a placed counter, and Remove; each choice is one edit."""
    menu = QMenu(parent)
    if piece.kind == LEADER:
        sides = menu.addMenu("Side")
        for text, value in (("PRIMUS", Side.PRIMUS.value), ("SECONDUS", Side.SECONDUS.value),
                            ("none", None)):
            _choice(sides, text, row.get("side") == value,
                    partial(set_field, piece, "side", value))
        titles = menu.addMenu("Title")
        _choice(titles, "no title", row.get("title") is None,
                lambda: set_field(piece, "title", None))
        for t in Title:
            _choice(titles, TITLE_NAMES.get(t.value, t.value), row.get("title") == t.value,
                    partial(set_field, piece, "title", t.value))
    for field, text in FLAGS[piece.kind]:
        _choice(menu, text, bool(row.get(field)),
                partial(set_field, piece, field, not bool(row.get(field))))
    menu.addSeparator()
    menu.addAction("Remove from the set-up").triggered.connect(lambda _c=False: remove())
    return menu


def _choice(menu: QMenu, text: str, checked: bool, act: Callable[[], None]) -> QAction:
    action = menu.addAction(text)
    action.setCheckable(True)
    action.setChecked(checked)
    action.triggered.connect(lambda _c=False: act())
    return action
